// The Last Board at St. Brendan's
// The final of the Millbrook Open. You are the arbiter.

VAR has_phone = false
VAR phone_as_bait = false
VAR noted_message = false
VAR counted_trips = false
VAR len_talked = false
VAR found_pin = false
VAR len_watching = false
VAR vale_bet = false
VAR caught_with_phone = false
VAR pieces_guarded = false
VAR mira_witness = false
VAR heard_steps = false
VAR saw_vale_at_fuses = false
VAR fair_reset = false
VAR thread_read = false
VAR harold_confessed = false
VAR tape_found = false
VAR mira_accused = false
VAR winner = ""

-> opening

=== opening ===
St. Brendan's parish hall, a quarter to eight on a wet Saturday. Forty folding chairs, a tea urn, a raffle table, and one board under the good lamp: the final of the Millbrook Open.
Mira Okafor, fifteen, has the white pieces. Harold Pike, sixty-eight and champion of this hall for eleven years running, has the black. Their clock ticks between them.
You are the arbiter. The armband is yours, and so is every ruling.
Agnes Dunmore, who runs the tea table and the raffle, hurries over with something wrapped in a paper napkin.
Agnes: Found this behind the cistern in the gents'. Taped there, if you please. It buzzed while I was refilling the soap.
* "Let me see it."
    -> the_phone
* [Pocket it without unwrapping it]
    You fold the napkin shut and slip the bundle into your jacket. Better that nobody in the front row sees you looking at it.
    ~ has_phone = true
    -> first_move
* "Not now, Agnes. Keep it behind the urn for me."
    Agnes: Behind the urn. Right you are. I'll guard it with my life, or with the custard creams at least.
    -> first_move

=== the_phone ===
It is a cheap black phone, the kind they sell at petrol stations. The screen wakes when you tilt it. Locked, but one message preview sits there in white letters:
"D: After Qd2 play Nf4. Don't hurry. Bathroom again at move 30."
Agnes: That's chess, isn't it? I may be a raffle woman but I know a knight when I see one.
* [Copy the message into your scorebook]
    You write it out word for word, with the time beside it: 7:46.
    ~ noted_message = true
* [Switch the phone off]
    You hold the button until the screen dies. Whatever it says next, it won't say it out loud in a silent hall.
* "Who's been in the gents' tonight?"
    Agnes: Oh, everyone. Mr Pike three times, that Vale fellow once, Len with his mop. Not the girl, obviously. Not the gents'.
    ~ counted_trips = true
- Agnes: So what do I do with it now?
* "Give it here. It stays with me."
    She hands it over as if it were hot.
    ~ has_phone = true
    -> first_move
* "Put it back exactly where you found it."
    Agnes: Back behind the cistern? Oh, you want to see who comes for it.
    She very nearly smiles. She has read a great many detective novels.
    ~ phone_as_bait = true
    -> first_move

=== first_move ===
At the table, Mira slides her queen to d2 and taps her clock. Harold Pike leans back, folds his hands over his cardigan and studies the ceiling for a long time.
{noted_message: Qd2. Exactly the move in the message.}
In the front row sits Desmond Vale — Vale Motors, the name on the banner, the trophy and the new chairs. He catches your eye and raises his paper cup of tea, as if toasting you.
* [Watch the board]
    -> watch_board
* [Go and have a word with Vale]
    -> vale_front_row
* [Check the gents' yourself]
    -> gents

=== watch_board ===
You stand at the arbiter's distance, a step behind and to one side. Six minutes crawl past. Then Harold rises, murmurs "Excuse me," and heads for the corridor.
Mira looks up at you. She doesn't say anything. She doesn't need to.
* [Follow Harold into the corridor]
    -> follow_harold
* [Stay by the board and note the time]
    You write 7:53 in the margin of your scorebook. {counted_trips: That makes four visits, if Agnes counted right.|You start a tally.}
    ~ counted_trips = true
    -> harold_returns
* "Mira, is everything all right?"
    -> talk_mira

=== follow_harold ===
The corridor smells of floor polish and damp coats. The door of the gents' swings shut behind Harold.
* [Wait outside the door]
    You lean against the noticeboard, among the flower-show posters. Two minutes. Three. {phone_as_bait: From inside comes a small, unmistakable sound: tape peeling off tile.|From inside comes a cough, and then nothing at all.}
    The door opens. Harold stops dead when he sees you.
* [Go in after him]
    You push the door open. Harold is at the sink, rinsing hands that don't need rinsing, and his face in the mirror goes the colour of the tiles.
    {phone_as_bait: Behind the cistern, a strip of tape hangs loose. Whatever it held is somewhere in his cardigan now.}
- Harold: Arbiter. Checking up on an old man's bladder? My clock is running, you know.
* {phone_as_bait} "Turn out your cardigan pocket, Harold."
    He looks at you for a long moment. Then he takes out the phone, still in Agnes's napkin, and sets it on the radiator shelf like a man laying down his king.
    Harold: I hadn't even read it yet. For whatever that's worth.
    ~ caught_with_phone = true
    ~ has_phone = true
    -> harold_returns
* "Then you'd best get back to it."
    He goes, not quickly.
    -> harold_returns
* [Say nothing, and walk back with him]
    You walk side by side down the corridor, neither of you speaking. It is the longest thirty feet in Millbrook.
    -> harold_returns

=== talk_mira ===
Mira keeps her eyes on the board and talks without moving her lips, the way tournament kids learn to.
Mira: He keeps going out. Every time he comes back he plays something a computer would play. He doesn't play like that. I've been through every one of his games since 2009.
* "Leave the accusations to me."
    Mira: Fine. But you are going to do something. Right?
* "Have you left the board at all tonight?"
    Mira: Once. The ladies'. Mum came with me. Ask her.
    In the second row, her mother nods at you before you can ask.
* [Just nod, and step back]
    She gives the smallest shrug and goes back to her calculations.
- -> harold_returns

=== vale_front_row ===
Desmond Vale shifts along the bench to make room for you, as if he owned it. Since Vale Motors paid for the bench, he half does.
Vale: Marvellous, isn't it? Small-town chess, big-time drama. My money's on the old boy, you know. Experience. Nerve.
- (vale_talk)
* "Your money?"
    Vale: Figure of speech. Well — a friendly wager at the golf club. Nothing that need trouble an arbiter.
    He smiles with every one of his teeth.
    ~ vale_bet = true
    -> vale_talk
* "You sponsored Mira last year. Changed your mind?"
    Vale: Her mother changed it for me. Wouldn't let the girl stand next to a hatchback for one photo. Principles. Well. Principles don't buy trophies.
    -> vale_talk
* {vale_talk == 1} [Ask him to keep his voice down]
    Vale: Of course, of course. Silence is golden. So is the prize fund, and who paid for that?
    -> vale_more
+ {vale_talk == 2} [Leave him to his tea]
    -> vale_more
* -> vale_more

= vale_more
Vale glances at the clock on the wall, then down the back corridor, then at you.
Vale: Tell me, arbiter — purely as a sponsor — what happens if a game gets interrupted? Fire alarm, burst pipe, that sort of thing. Is it replayed?
* "It resumes from the same position, with the same times on the clock."
    Vale: Ah. Pity. I mean — good. Very fair.
* "Why do you want to know?"
    Vale: Curiosity. I like to know the rules of anything I pay for.
* [Don't answer him. Walk away.]
    You stand without a word. Behind you, he chuckles into his tea.
- -> harold_returns

=== gents ===
The gents' at St. Brendan's: two cubicles, one urinal, a cistern with a chain. Len Hardy, the caretaker, is mopping under the sink in his wellingtons.
{phone_as_bait: Behind the cistern, a fresh strip of tape holds Agnes's napkin bundle exactly where she put it back.}
Len: Busy night in here. Your Mr Pike's a regular. And the car fella, Vale — he come in earlier and didn't use nothing. Just asked me where the fuse cupboard was.
* "Why would he want the fuse cupboard?"
    Len: Said his phone charger tripped something at the last do. Which it never, 'cause I'd know.
    ~ len_talked = true
* "How many times has Pike been in?"
    Len: Three? Four? Man his age, I don't judge. Though he never flushes, now you mention it.
    ~ counted_trips = true
* [Search the cubicles]
    -> search_cubicles
- -> gents_out

= search_cubicles
The first cubicle is spotless. In the second, tucked behind the toilet-roll holder, is a Vale Motors compliments slip with four digits pencilled on the back: 2207.
Len: That's not mine. I'd never leave paper there. Standards.
~ found_pin = true
-> gents_out

= gents_out
Len wrings out his mop.
Len: Anything else, or can I get on? The lights in this place are older than me. I like to keep an eye on 'em.
* "Keep an eye on that fuse cupboard tonight, Len."
    Len: Will do. Nobody touches my fuses.
    ~ len_watching = true
    -> harold_returns
* {not found_pin} [Have a quick look in the cubicles before you go]
    -> search_cubicles
* "That's all. Thanks, Len."
    Len: Mind the wet floor.
    -> harold_returns

=== harold_returns ===
Harold sits down again and, with barely a pause, puts his knight on f4. It is sharp and cold and very, very strong. {noted_message: It is the move from the message.}
Mira stares at it. Her hands go to her temples. Her clock eats the seconds.
Twelve moves later the game has turned once more. Mira has found something Harold didn't see coming, and he is sweating through his cardigan. He glances toward the front row.
Then the lights go out.
The whole hall drops into black. Someone gasps. A chair scrapes. The tea urn clicks as it dies. Only the two chess clocks glow, small green numbers in the dark — and then a hand knocks against one of them, and a piece clatters onto the floorboards.
* [Put both hands flat over the board]
    ~ pieces_guarded = true
    -> dark_board
* "Nobody move! Stay exactly where you are!"
    -> dark_shout
* [Feel your way toward the fuse cupboard]
    -> dark_fuses

=== dark_board ===
Your palms come down over the pieces. Cold plastic, felt bases. Something bumps your wrist — a hand reaching in from the black side, which snatches itself back the instant it touches you.
Harold: Sorry. Sorry — I was steadying the clock.
* "Keep your hands in your lap, Mr Pike."
    Harold: Yes. Yes, of course.
* "Mira? Are you all right?"
    Mira: I'm fine. Somebody touched my rook just then. Not him. From the other side. From the front row.
    ~ mira_witness = true
- -> lights_back

=== dark_shout ===
Your voice fills the hall. Forty people go still. In the silence you hear footsteps — quick ones, leather soles, not Len's wellingtons — coming back up the corridor from the direction of the kitchen, and stopping somewhere near the front row.
* [Count the steps and remember them]
    Twenty steps. Whoever it was, they knew the way in the dark.
    ~ heard_steps = true
* "Len! Get the lights back on!"
    Len: On it! Don't nobody touch nothing!
- -> lights_back

=== dark_fuses ===
You go along the wall, hand over hand on the radiator pipes, to the back corridor. The fuse cupboard door stands open. A phone torch is shining inside it, and behind the torch stands Desmond Vale, his finger an inch from the main switch.
{len_watching: Len is right behind you, breathing hard. "Told you. Nobody touches my fuses."}
Vale: Arbiter! Thank heavens. I was just trying to fix it. Civic duty.
~ saw_vale_at_fuses = true
* "Step away from the switch."
    He does, hands up, as if it were all a joke.
* [Take his photo with your own phone]
    The flash goes off in his face. He blinks, and for once has nothing to say.
* "Then fix it."
    Vale: I — well. Right.
    He pushes the main switch up without having to look. He knew exactly which one it was.
- -> lights_back

=== lights_back ===
The fluorescent tubes stutter and catch. Everyone blinks at everyone else.
On the board, Mira's rook stands on f1 — but you would swear it was on e1 before the dark. {pieces_guarded: Your hands were over the board, though. If it moved, it moved before you got there.}
Harold's clock reads 4:12. Mira's reads 0:58. When the lights died she had almost nine minutes; you wrote 8:50 in your scorebook yourself.
Mira: That's not right! I had nearly nine minutes. And my rook was on e1!
Harold: The girl's rattled, that's all. The clocks are the clocks.
* [Put the rook back on e1 and set her clock to 8:50]
    You do it carefully, in full view of the hall.
    ~ fair_reset = true
    -> ruling_reaction
* "The position and the times stay as they are."
    -> ruling_reaction
* "Clocks stopped. Nobody touches anything until I've spoken to everyone."
    -> pause_game

=== ruling_reaction ===
{fair_reset: Desmond Vale is on his feet. "Is that allowed? On whose say-so? Arbiters can't just make up times!"|Mira's mother, Mrs Okafor, is on her feet. "She had nine minutes. Everyone in this hall saw it. You're going to let that stand?"}
* [Stand by your ruling]
    You say it once, calmly, and then you say nothing else.
    -> toilet_request
* {fair_reset} "Sit down, Mr Vale, or I'll have you removed from the hall."
    Vale sits, slowly, red to the collar.
    -> toilet_request
* {not fair_reset} [Think again, and reset her clock after all]
    You set Mira's clock back to 8:50 and put the rook on e1. Mrs Okafor sits down. Harold's jaw works.
    ~ fair_reset = true
    -> toilet_request
* "Let's stop the game and get to the bottom of this."
    -> pause_game

=== toilet_request ===
Play resumes. Three moves later, Harold gets to his feet.
Harold: I need the gents'.
He isn't looking at you. He is looking at Vale.
* "Go ahead."
    -> harold_goes
* "Not during play. You'll have to wait."
    -> harold_refused
* "Fine. I'm coming with you."
    -> harold_escorted

=== harold_goes ===
Harold is gone four minutes.
{phone_as_bait and not caught_with_phone:
    He comes back, sits, and without a moment's thought plays a rook sacrifice so brutal that the front row gasps. Mira fights, but the position is gone and so is her time. Ten moves later she stops her clock and offers a hand that shakes a little.
    ~ winner = "harold"
- else:
    He comes back grey in the face, as if whatever he went looking for wasn't there. He plays on by himself, and loses a pawn, and then the game. Mira wins on move 44. Harold tips his king and shakes her hand without looking at her.
    ~ winner = "mira"
}
* "Stop — nobody sign anything yet."
    -> pause_game
* [Record the result and sign the scoresheet]
    -> ending_trophy

=== harold_refused ===
Harold: Not during play? I'm sixty-eight years old!
But a player leaves the board with the arbiter's permission, and you haven't given it. He sits.
-> honest_game

= honest_game
For the next half hour Harold Pike plays on his own — honest, old-fashioned, slightly slow chess — and it is genuinely good. But Mira is better. On move 41 he stops his clock and holds out his hand.
Harold: Well played. I mean it.
In the front row, Desmond Vale has gone the colour of cold porridge.
~ winner = "mira"
* "Before anyone signs anything, I need a word with Mr Vale."
    -> talk_vale
* [Record Mira's win and sign the scoresheet]
    -> ending_trophy

=== harold_escorted ===
You walk him down the corridor. At the door of the gents' he stops, and doesn't go in.
Harold: I don't need to go. I haven't needed to go all night.
{phone_as_bait and not caught_with_phone: His eyes flick to the cistern, where the tape still holds. Then they come back to you.}
* "Then tell me why you came."
    Harold: Because Desmond Vale told me to. Because he's got money on me at the golf club, and my roof's got holes in it. There. That's the whole of it.
    ~ harold_confessed = true
    -> accusation
* [Wait. Let him fill the silence.]
    The silence goes on. The urinal drips. Harold cracks first.
    Harold: He sends the moves. Vale. I only play them. God help me, I only play them.
    ~ harold_confessed = true
    -> accusation
* "Come on, then. Back to the board."
    He goes back with you, and sits down heavily.
    -> harold_refused.honest_game

=== pause_game ===
You stop both clocks and raise your hand. The hall murmurs, then settles. Forty people watch you walk away from the board.
{not has_phone and not phone_as_bait:
    Agnes presses the napkin bundle into your hand as you pass the tea table.
    Agnes: From behind the urn. Thought you might want it now.
    ~ has_phone = true
}
* [Take Harold Pike aside]
    -> talk_harold
* [Take Desmond Vale aside]
    -> talk_vale
* [Go and speak to Mira and her mother]
    -> talk_okafors
* {has_phone and found_pin} [Try the four digits from the compliments slip on the phone]
    -> read_thread

=== read_thread ===
2, 2, 0, 7. The phone opens. One conversation; one contact, saved as "D".
"D: Bathroom at moves 20, 30 and 40. I'll send the move."
"D: Don't play it instantly, you old fool. Sit and think for a bit first."
"D: If it goes wrong, leave it to me. The lights in that hall are ancient."
The number at the top of the screen is the same one printed on the Vale Motors banner above the stage, under "Ask for Desmond!"
~ thread_read = true
* [Go straight to Vale]
    -> talk_vale
* [Find Harold first]
    -> talk_harold

=== talk_harold ===
In the kitchen behind the serving hatch, among the stacked green cups, Harold Pike looks every one of his sixty-eight years.
Harold: Eleven years I've held that trophy. Do you know what the prize is this year? Eight hundred pounds. My roof wants eleven hundred.
* {noted_message or caught_with_phone or thread_read} "The message said Nf4. You played Nf4."
    He closes his eyes.
    Harold: He said it would just be a nudge. One or two moves. He said the girl had trophies enough.
    Harold: Vale. Desmond Vale. He's got money on me at the golf club.
    ~ harold_confessed = true
    -> accusation
* "Then you won't mind turning out your pockets."
    {caught_with_phone:
        He spreads his empty hands. "You've already got it."
    - else:
        His pockets hold a handkerchief, a bus pass and a half-used roll of silver tape. He looks at the tape as if he's never seen it before.
        ~ tape_found = true
    }
    -> accusation
* [Tell him you'll be fair, and leave it at that]
    Harold: Fair. That's a word for young people.
    -> accusation

=== talk_vale ===
Vale meets you by the coat rack, smiling already.
Vale: An act of God, arbiter. Old wiring. I'd sue the diocese if I were you.
* {saw_vale_at_fuses} "An act of God with your finger on the switch?"
    Vale: I was helping. Ask anyone.
    {len_watching: Len, passing with his mop bucket, says loudly to nobody, "I'd be glad to be asked."}
* {thread_read} "Ask for Desmond. It's on your banner. It's also on this phone."
    For the first time tonight, Desmond Vale has nothing ready to say.
* {len_talked} "Len says you asked where the fuse cupboard was. Before the game started."
    His smile slips half an inch.
    Vale: I was making conversation with the help. Is that a crime now?
* "How much have you got riding on Harold?"
    Vale: I don't discuss my private affairs with volunteers.
    {vale_bet: You both remember the golf-club wager. He can see that you do.}
* [Ask him nothing. Just look at him.]
    You let the silence sit. Vale fills it, as men like him always do.
- Vale: Look. Whatever you think you know, think about next year. No Vale Motors, no prize fund. No new chairs. No Millbrook Open. Do you want that on your conscience?
* "I'll risk it."
* [Tell him you'll think about it]
    Vale: Good man. Good man.
* "Is that a threat, Mr Vale?"
    Vale: It's a budget.
- -> accusation

=== talk_okafors ===
Mira sits on the edge of the stage with her knees pulled up. Her mother stands over her like a lighthouse.
Mrs Okafor: If you're about to say my daughter cheated, choose your words very carefully.
* "I'm not accusing Mira of anything."
    Mira: Then who are you accusing? Because somebody moved my rook.
* "I have to ask everyone this. Where was your phone tonight, Mira?"
    Mrs Okafor: In my handbag. Switched off. Since nine o'clock this morning.
    Mira looks at you as if you'd stepped on her queen.
* [Sit down on the stage beside Mira]
    She shifts over a few inches. It's something.
- Mira: When the lights went out, someone leaned in from the front-row side. I smelled aftershave. Expensive. Like a car showroom.
* "Would you say that in front of everyone?"
    Mira: If it means I get to finish my game properly — yes.
    ~ mira_witness = true
* "Thank you. Leave it with me."
    Mira: That's what adults always say.
- -> accusation

=== accusation ===
You walk back to the table under the good lamp and pick up the microphone the vicar uses for the raffle. It whines. The hall goes quiet.
~ temp against_harold = harold_confessed or caught_with_phone or thread_read or tape_found or (noted_message and counted_trips)
~ temp against_vale = harold_confessed or thread_read or saw_vale_at_fuses or (len_talked and (heard_steps or mira_witness))
Harold is staring at his hands. Desmond Vale has his arms folded. Mira is watching you, not the board.
* {against_harold and against_vale} [Name them both: Pike for the phone, Vale for the messages and the lights]
    -> ending_truth
* {against_harold and not against_vale} "Mr Pike, you are forfeited for use of an electronic device."
    -> ending_half
* "This game is void. It will be replayed next Saturday, from the first move."
    -> ending_void
* "Miss Okafor, I'll need to see inside your mother's handbag."
    -> search_the_bag
* [Say there is no proof of anything, and let the game finish]
    -> ending_trophy

=== search_the_bag ===
~ mira_accused = true
The hall goes so quiet you can hear the urn ticking as it cools. Mrs Okafor opens her handbag and tips it out onto the raffle table: purse, tissues, a paperback, and a phone, switched off, its battery at eighty per cent.
Mira doesn't cry. She stands up very straight, which is worse.
Mira: I've never cheated in my life. You know who's been in that bathroom all night. Everybody does.
* "I'm sorry. I was wrong to ask that."
    -> ending_void
* [Hold your ground. Rules are rules.]
    -> ending_trophy

=== ending_truth ===
You say both names into the microphone, and what each of them did, in the order they did it. Nobody in St. Brendan's hall says a word until you've finished.
Harold Pike stands up, takes off his reading glasses, and walks over to shake Mira's hand.
Harold: You'd have beaten me anyway. I think I knew that. That's why I let him talk me into it.
Desmond Vale leaves without his coat. The banner stays up, because nobody can reach it without Len's ladder.
Mira's clock is restarted at 8:50 with Harold's forfeit recorded, and the Millbrook Open has a new champion, fifteen years old.
Agnes: Next year we'll do a raffle for the prize fund. I've done bigger raffles than that.
Afterwards, when the chairs are stacked, Mira asks you quietly whether some of the prize money could go towards an old man's roof.
-> END

=== ending_half ===
Harold doesn't argue. He takes off his reading glasses, folds them, and walks out into the rain without his trophy, without his coat, and without a word.
Mira wins by forfeit. The applause is polite and confused.
Desmond Vale comes up to shake your hand as the chairs are stacked.
Vale: Shame about old Harold. You just can't tell with people, can you? Same time next year, arbiter. I'll see about the prize fund.
He smells of expensive aftershave, and he whistles all the way to his car.
-> END

=== ending_void ===
{mira_accused:
    Your apology is said in front of forty people. It doesn't help as much as you'd like.
}
The game is void. The board is cleared, the pieces go back in their wooden box, and the Millbrook Open will be decided next Saturday, from the first move, with the arbiter standing right beside the gents' door.
{mira_accused:
    Mira doesn't come back the next Saturday. Her mother writes to the county federation instead, and the letter is very long.
- else:
    Next Saturday, Harold Pike doesn't leave the board once. Mira beats him in thirty-one moves. Desmond Vale isn't in the front row; he has, he says, a prior engagement at the golf club.
}
-> END

=== ending_trophy ===
{winner == "":
    {fair_reset:
        ~ winner = "mira"
    - else:
        ~ winner = "harold"
    }
}
{mira_accused:
    ~ winner = "harold"
    Mira is forfeited for "conduct," because you said so, and there is no phone to show for it. She walks out of the hall with her mother and leaves her scoresheet unsigned.
}
{winner == "harold":
    Harold Pike lifts the Vale Motors trophy for the twelfth year. He doesn't smile in the photograph. Desmond Vale, standing next to him, smiles enough for both of them.
    {not mira_accused and not fair_reset: Mira's flag falls with her rook still on the wrong square. She signs the scoresheet in small, furious letters.}
- else:
    Mira Okafor lifts the Vale Motors trophy, and the front row claps as if they'd always known she would. Desmond Vale presents it without once looking her in the eye.
}
You sign the result in ink, and the phone in the napkin goes into the lost-property box with the odd gloves and the umbrellas. Nobody ever comes to claim it.
-> END
