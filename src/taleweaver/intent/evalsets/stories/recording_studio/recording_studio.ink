// Last Night at Halfmoon Sound: a basement studio, a band with no money left, and a label scout due at midnight.
// You are Moth Radio's manager. The booking runs out at one in the morning.

VAR time = 0
VAR cash = 120
VAR has_drive = false
VAR knows_van = false
VAR bram_in = false
VAR voice = 0
VAR nell_up = false
VAR dev_sings = false
VAR ferdie_stays = false
VAR ferdie_angry = false
VAR keys_hidden = false
VAR you_desk = false
VAR szabo_friend = false
VAR szabo_angry = false
VAR quiet = false
VAR juno_warned = false
VAR honest = true
VAR lied = false
VAR power_out = false
VAR acoustic = false
VAR quality = 0

-> start

=== start ===
It is a quarter to ten on a wet Thursday night, and you are standing at the bottom of the stairs at Halfmoon Sound, a two-room studio in the basement under Szabo's Wash-o-Mat on Cutler Street. You manage Moth Radio. Tonight is the last night of their booking and the last of their money, a brown envelope in your coat with a hundred and twenty pounds in it.
The corridor smells of fabric softener and cold coffee. Through the glass in the control room door you can see Ferdie Kask, the engineer, yawning over the mixing desk. From the live room comes Nell Voss, the band's singer, trying a scale and cracking on the third note like a dropped plate.
Dev Mistry, the guitarist, backs out of the live room with his white Telecaster still round his neck.
Dev: We've got problems. Plural. Nell can't sing, the orange drive's gone, and the woman from Kestrel Records is still coming at midnight.
Dev: Oh, and Ferdie says he's going home at eleven. Sharp.
* [Go to the control room] -> control_room
* [Go and see Nell] -> live_room
* "Gone? What do you mean, gone?"
    -> dev_drive
* [Ring Juno Reyes at Kestrel] -> call_juno

=== dev_drive ===
Dev: The orange LaCie. The one with MOTH MASTERS written on masking tape. Everything from Tuesday is on it, including Nell's vocal on "Lowlight". The good one. The one where she hit the high bit and Ferdie actually stood up.
Dev: It was in the dock on the desk at six. Now it isn't. Bram was the last one in there, and Bram went out to the van an hour ago and hasn't come back.
~ knows_van = true
* [Go out to the van] -> van
* [Go and ask Ferdie] -> control_room
* "Did you take it, Dev?"
    Dev: I'm the one who told you it was missing, you numpty. Twelve years of vans I've given this band. Check the van.
    He goes back into the live room and plays something loud and ugly on purpose.
    -> corridor
* "Nobody panic. Where's Nell?"
    -> live_room

=== corridor ===
~ time += 1
{time >= 4: -> knock}
You are back in the corridor under the bare bulb. The clock above the fire door says {time <= 1:ten o'clock|{time == 2:quarter past ten|half past ten}}.
{time == 3: Somewhere upstairs, a door slams hard enough to shake the dust off the pipes.}
* {not control_room} [The control room] -> control_room
* {not live_room} [The live room] -> live_room
* {knows_van and not van} [Out to the van] -> van
* {not knows_van and not van} [Go and look for Bram] -> van
* {not launderette} [Upstairs to the launderette] -> launderette
* {not call_juno} [Phone Juno Reyes] -> call_juno
+ {time >= 2} [Tell everyone to start recording] -> knock

=== control_room ===
The control room is the size of a lift and twice as warm. The old Soundcraft desk takes up most of it, its faders worn shiny, and there is a cigarette burn on the left speaker that is older than anyone in the band. The drive dock by the keyboard sits empty, its cable curled like a dead worm. Ferdie Kask has the one good chair and his feet up on the bin. Under the desk is his green rucksack, and on the desk a mug that says WORLD'S OKAYEST DAD.
Ferdie: Before you start. I go at eleven. It's my Maisie's seventh birthday tomorrow and I'm doing the pancakes at seven. I've been in this cupboard since eight this morning.
- (ferdie_opts)
* "Ferdie, where's the drive?"
    Ferdie: If I knew, it'd be in the dock. Bram had it last. Said he wanted the Tuesday takes on his laptop, just in case. Went out to your van with it round nine.
    ~ knows_van = true
    -> ferdie_opts
* [Look in Ferdie's rucksack]
    You crouch as if to pick up a plectrum and unzip the rucksack. A lunchbox. A birthday card with a unicorn on it. No drive.
    ~ ferdie_angry = true
    Ferdie: Seriously? Fourteen hours I've given you lot today, and you're going through my sandwiches? Out. Go on. Out of my cupboard.
    -> corridor
* {not knows_van} [Check the mixing desk]
    You lean over the desk. Under the talkback button someone has stuck a Post-it in Bram's square capitals. BACKING UP IN VAN. BACK IN 10. It has been a lot longer than ten.
    ~ knows_van = true
    -> ferdie_opts
* "Can you stay past eleven? Just tonight."
    -> ferdie_ask
* [Leave him to it] -> corridor

=== ferdie_ask ===
Ferdie takes his feet off the bin and looks at you for a long time.
Ferdie: Go on, then. Make your case.
* {cash >= 100} [Offer him a hundred from the envelope]
    You count five twenties onto the desk, next to the mug. Ferdie looks at them as if they might be a trick.
    ~ cash -= 100
    ~ ferdie_stays = true
    Ferdie: Half twelve. Not a minute after. And I'm keeping this whatever she says.
    -> corridor
* "Please, Ferdie. For Nell. This is her one shot."
    Ferdie: For Nell. Not for you. Half twelve, and you make the tea.
    ~ ferdie_stays = true
    -> corridor
* [Ask him about Maisie's birthday]
    He tells you about Maisie. The unicorn cake, the seven candles, the pancakes shaped like the number seven that never come out like a seven. By the end of it he's smiling.
    Ferdie: Which is why I'm going at eleven. She's only seven once. But I'll leave the desk set up nice for you.
    -> corridor
* "Fine. Go at eleven. We'll manage."
    Ferdie: You'll manage that desk? You don't know which fader's the vocal.
    -> corridor

=== live_room ===
The live room has carpet on three walls and egg boxes on the fourth. Bram's drum kit sits in the corner without Bram, the red sparkle bass drum with MOTH RADIO painted across its skin. Nell Voss is on a bar stool in a nest of mic cables, wrapped in her dad's old parka, holding a spiral notepad. She writes something and turns the pad round. SHOUTED AT LEEDS. SORRY. SORRY. SORRY.
Nell: I can do talking. Just about. Singing's like swallowing a fork.
* [Tell her to rest her voice]
    You take the notepad and write on it yourself. NOT ONE WORD TILL MIDNIGHT. She reads it, nods, and pulls the parka hood up like a monk.
    ~ voice += 1
    -> corridor
* "Can you do it, Nell? Honestly?"
    She stands and goes for the first line of "Lowlight". It comes out as a creak and then as nothing at all. She sits down fast, one hand at her throat, eyes watering.
    ~ voice -= 1
    Nell: So. No.
    -> corridor
* [Ask Dev to sing instead] -> dev_offer
* {not launderette} [Take her upstairs to the dryers]
    You read somewhere that steam helps. The launderette upstairs is nothing but steam. Nell follows you up the stairs, hood up, notepad under her arm.
    ~ voice += 1
    ~ nell_up = true
    ~ time += 1
    -> launderette

=== dev_offer ===
Dev, in the doorway, stands up so straight his guitar lead pops out of the amp.
Dev: I know all the words. I've always known all the words.
Nell looks at him, then at you. She writes one word on the notepad and holds it up. REALLY?
* [Stand by it]
    ~ dev_sings = true
    You tell her it's only the demo, only for tonight. Nell tears the page off, folds it very small and puts it in the parka pocket.
    -> corridor
* "Only as a guide vocal. You're still the singer, Nell."
    ~ dev_sings = true
    Nell nods slowly. Dev's grin drops a notch but stays on.
    -> corridor
* [Take it back]
    You tell Dev you spoke too soon. He plugs his lead back in without a word, and Nell, for the first time tonight, smiles.
    -> corridor

=== launderette ===
You push through the door marked PRIVATE at the top of the stairs and into Szabo's Wash-o-Mat. It closed at nine, but six yellow dryers are still turning somebody's sheets, and the air is thick and warm as a bath.
{nell_up: Nell sits on the bench in front of the dryers and breathes the steam in with her eyes shut.}
A fat ginger cat with PAPRIKA on its collar tag is asleep on the folding table. Behind the counter, under a calendar from a butcher's in Budapest, Mrs Irene Szabo is mopping a floor she has already mopped.
Mrs Szabo: You. The manager. Last Friday your drummer played until two in the morning. My ceiling is your floor. The fuse box for downstairs is in my back room. Tonight, at eleven, I pull the fuse.
* [Apologise for last Friday]
    ~ szabo_friend = true
    You apologise properly, without a "but" anywhere in it. Mrs Szabo stops mopping.
    Mrs Szabo: Hm. Nobody apologises any more. They send a text with a little face on it. Midnight, then quiet. I am trusting you.
    -> corridor
* "We've paid for the room until one."
    ~ szabo_angry = true
    Mrs Szabo: You paid Ferdie. You did not pay me for my sleep.
    She goes back to her mopping, harder, and the mop head slaps your shoes.
    -> corridor
* Paprika
    You hold your hand out to the cat. Paprika opens one eye, considers you, and shoves his whole head into your palm.
    Mrs Szabo: Paprika hates everybody. Paprika hated my husband for thirty-one years.
    ~ szabo_friend = true
    Mrs Szabo: My Laci played the cimbalom in here on Sundays, with the machines going. The dryers make a good room. Warm. Go on, then. Midnight.
    -> corridor
* [Ask about the honey on her shelf] -> honey

=== honey ===
On the shelf above the counter, between the washing powder and a radio with a coat hanger for an aerial, is a big jar of dark honey with a handwritten label.
Mrs Szabo: Acacia honey. From my sister in Kecskemét. It is not for sale. Who wants it?
* "It's for Nell, our singer. She's lost her voice."
    Mrs Szabo tuts and puts the kettle on behind the counter. Hot water, two big spoons of honey, half a lemon and a thimble of something clear from a bottle without a label.
    Mrs Szabo: Pálinka. Only a little. It is medicine.
    {nell_up: Nell drinks it on the bench and coughs and then, quietly, hums. It sounds almost like a note.|You carry it down the stairs in a chipped cup for Nell. She drinks it and coughs, and then, quietly, hums. It sounds almost like a note.}
    ~ voice += 1
    ~ szabo_friend = true
    -> corridor
* Lie
    You tell her it's for you, that you've got a sore throat, and cough to prove it. Mrs Szabo gives you one spoonful on a teaspoon and watches you swallow it.
    ~ honest = false
    Mrs Szabo: Better? Good. Now go downstairs.
    -> corridor
* {cash >= 20} [Offer her twenty quid for a cupful]
    Mrs Szabo looks at the note as if it has insulted her sister. Then she takes it anyway.
    ~ cash -= 20
    Mrs Szabo: For Paprika's food. Not for you.
    She spoons honey into a paper cup and pushes it across the counter. Nell eats it with a coffee stirrer and her voice comes back a little, like a radio finding a station.
    ~ voice += 1
    -> corridor

=== van ===
You shove the fire door open with your hip and step out into the alley. Rain comes down in thin cold strings between the bins. The band's van, a dented blue Transit everyone calls Bluebell, is parked half on the kerb with its inside light on. Bram Hollis, the drummer, sits in the back among the drum cases with a dead laptop on his knees and a bag of prawn cocktail crisps. The orange drive is in his lap, its cable wound round his wrist.
Bram: Laptop died halfway through the copy. Course it did. I just wanted something to keep. If tonight goes wrong. Something that proves we were good once.
* "Give me the drive, Bram."
    Bram unwinds the cable from his wrist and hands the drive over without looking at you.
    ~ has_drive = true
    Bram: There. Take it. Take the crisps and all, if you want.
    He pulls the van door shut from the inside. Through the rain on the window you can see him put his headphones on.
    -> corridor
* [Sit down next to him] -> van_sit
* Lie
    You tell him Ferdie has rung the police about a stolen hard drive. Bram goes white and all but throws the drive at you.
    ~ has_drive = true
    ~ honest = false
    Bram: I didn't steal it! It's ours! Half of that's mine!
    He slams Bluebell's door so hard the wing mirror swings round, and stays inside.
    -> corridor
* [Leave him there]
    You let the fire door swing shut on him. Some people need to sit in a van in the rain for a bit.
    -> corridor

=== van_sit ===
You climb in and sit on the bass drum case. Bluebell smells of old cymbals and wet dog, though there has never been a dog. Bram offers you a crisp. Then, without looking up, he tells you. A cruise company in Southampton has offered him six months as house drummer on a ship. Real money. A cabin. He hasn't told the others.
* "Take the job. But play tonight like it's the last time."
    Bram laughs, properly, for the first time in a week.
    Bram: That's the plan, boss.
* "Don't you dare. We need you in there."
    Bram looks at you for a long moment, then nods at his own knees.
    Bram: All right. All right. One more night, then we'll see.
* Wait
    You sit there and say nothing, and the rain does the talking. In the end Bram talks himself round.
    Bram: Stupid, sitting out here. They're all in there.
- He puts the orange drive in your hand and folds your fingers over it. Then he picks up his stick bag and follows you in through the fire door.
~ has_drive = true
~ bram_in = true
-> corridor

=== call_juno ===
You go and stand halfway up the stairs, the one spot with a bar of signal, and ring Juno Reyes. She answers over the roar of a pub.
Juno: Juno Reyes. Who's this? Oh. Moth Radio. The basement. Yes, midnight. I've got twenty minutes for you and then a taxi to Stansted.
* "Could you make it any earlier?"
    Juno: No. I'm watching a band in Camden who think they're the Fontaines. Midnight.
    -> corridor
* [Tell her the truth about Nell's voice]
    ~ juno_warned = true
    You tell her about Leeds, the shouting match with the sound man, the fork in the throat. There's a pause full of pub.
    Juno: Thanks for saying. Most managers would've let me find out. Don't play me anything you don't believe in.
    -> corridor
* "Everything's perfect. You're going to love us."
    ~ honest = false
    Juno: Everything's never perfect. But fine. Midnight.
    -> corridor
* [Hang up]
    You hang up before she can hear the panic in your voice. A text arrives a minute later. STILL COMING. MIDNIGHT. J.
    -> corridor

=== knock ===
At a quarter to eleven Ferdie counts the band in for a run-through of "Lowlight". Thirty seconds later three slow thumps come down through the ceiling. A broom handle. Then slippers on the stairs. Mrs Szabo stands at the bottom of the stairs in her housecoat, with Paprika under one arm like a handbag.
{szabo_angry:Mrs Szabo: I told you. Eleven o'clock. I am a woman of my word.|{szabo_friend:Mrs Szabo: I like you. I do. But my ceiling does not like your drummer.|Mrs Szabo: Who is in charge of this noise? You? Then you are in charge of stopping it.}}
* "Half an hour more, Mrs Szabo. Then silence, I promise."
    {szabo_angry:Mrs Szabo: Promises. Everybody has promises.|Mrs Szabo: Half an hour. I am counting. Paprika is counting.}
    -> eleven
* Brushes
    ~ quiet = true
    ~ szabo_angry = false
    {bram_in:You tell Bram to swap his sticks for brushes and Dev to go straight into the desk, no amp.|You get Dev to unplug his amp and go straight into the desk, and turn the monitors down to a murmur.}
    Mrs Szabo stands with her head on one side and listens. It sounds like someone whispering through a floor.
    Mrs Szabo: This I can sleep through. Maybe.
    -> eleven
* "It's a studio. It's soundproofed."
    ~ szabo_angry = true
    It isn't, and she knows it. She stamps once on the floor, and the whole corridor booms like a drum.
    Mrs Szabo: Soundproofed. Hah.
    -> eleven
* {cash >= 20} [Give her twenty pounds for her trouble]
    ~ cash -= 20
    ~ szabo_angry = false
    Mrs Szabo folds the note into her housecoat pocket.
    Mrs Szabo: This is not for the noise. This is for Paprika's patience. Midnight.
    -> eleven

=== eleven ===
At eleven o'clock exactly, Ferdie's phone alarm goes off, a tinny marimba.
{ferdie_stays:
    Ferdie silences it without looking, cracks his knuckles and pushes the vocal fader up.
    Ferdie: Right. Let's make something worth missing pancakes for.
    -> session
}
Ferdie stands, puts on his coat and swings his green rucksack onto his shoulder.
Ferdie: That's me. Desk's all yours. Don't touch the red button.
* [Let him go]
    Ferdie claps you on the shoulder on his way out. The fire door bangs behind him.
    ~ you_desk = true
    -> session
* "One more hour, Ferdie. I'm begging you."
    {ferdie_angry:Ferdie: You went through my bag. Beg somebody else.|Ferdie: One hour. If I'm asleep on the desk, wake me gently.}
    ~ ferdie_stays = not ferdie_angry
    ~ you_desk = ferdie_angry
    -> session
* [Hide his car keys]
    His keys are on the desk beside the mug. While he's doing up his coat you slide them off the desk and drop them through the port hole in the bass drum. Ferdie spends ten minutes patting his pockets and swearing in a low steady voice. Then he sits back down.
    Ferdie: Well, if I'm stuck here, I'm working.
    ~ keys_hidden = true
    ~ ferdie_stays = true
    ~ ferdie_angry = true
    -> session
* Call it
    You look at the band through the glass. Nell with her hood up. Dev tuning a string that's already in tune. Nobody looking at anybody.
    -> ending_home

=== session ===
{you_desk:You sit down in Ferdie's warm chair. The desk looks like the cockpit of a plane that is already on fire.|Ferdie rolls the old tape machine's counter to zero out of habit, though there has been no tape in it for ten years.}
{bram_in: Bram is behind the kit, twirling a stick.|The drum stool is empty.} Dev is tuned. Nell is on her stool with the hood down. There is time for one proper go at "Lowlight". The only question is who sings it.
* {has_drive} Tuesday
    You plug in the orange drive. Tuesday's vocal opens on the big speakers, and for a second nobody moves. Nell, three days ago, before Leeds, singing the high bit like it cost her nothing. The band plays a fresh take underneath it, and it fits like a key in a lock.
    ~ quality += 3
* {voice >= 1} [Let Nell sing it live]
    Nell stands up, takes the hood down and steps up to the microphone.
    {voice >= 2:What comes out is cracked and low and nothing like Tuesday, and it is better than Tuesday. It sounds like somebody who has lost something and is singing anyway.|She gets through it. Just. She drops the high bit an octave and nobody says anything about it.}
    ~ quality += 1 + (voice >= 2) * 2
* {dev_sings} [Dev sings it]
    Dev sings it, and he does know all the words. He sings them well and a bit too carefully, like a man reading out someone else's letter.
    ~ quality += 1
* {not has_drive} "Everybody sings it. Together."
    Dev and Nell crowd round one microphone, you squeeze in beside them, and you all sing it like a football chant, Nell's rasp somewhere in the middle of it.
    ~ quality += 1
* [Record it as an instrumental]
    The band plays it with no vocal at all. Where the words should be, Dev's guitar takes the tune and leans on it.
    ~ quality += 1
* "Nell, don't sing. Just say the words."
    Nell says the words into the microphone, close and hoarse, barely above a whisper, over the band. It is strange. It might be brilliant.
    ~ quality += 2
- {ferdie_stays:Ferdie rides the faders through the whole take like a man steering a boat.}
{you_desk:You forget to arm the vocal track for the first verse and have to drop it in afterwards.}
// Ferdie at the desk and Bram on the kit each add one; you at the desk takes one away.
~ quality += ferdie_stays + bram_in - you_desk
-> half_eleven

=== half_eleven ===
By twenty-five past eleven there is a take of "Lowlight" on the hard disk, and the band is standing in the control room doorway, steaming slightly.
{szabo_angry and not quiet: -> blackout}
* [Listen back]
    You play it back, loud. Dev mouths the words along with it. Bram air-drums. Nobody says it's good, because nobody wants to jinx it.
    -> midnight
* "One more take. We can do better."
    {voice >= 2 || has_drive:They go again, and the second take is tighter, the ending cleaner.|They go again. Halfway through, Nell's voice gives out entirely and Dev's guitar drifts out of tune. You keep the first take.}
    ~ quality += (voice >= 2 || has_drive)
    {not szabo_friend and not quiet:A broom handle thumps the ceiling three times, and then everything goes very quiet upstairs.}
    {not szabo_friend and not quiet: -> blackout}
    -> midnight
* [Tidy up for Juno]
    You bin the crisp packets, straighten the cables, and hide the WORLD'S OKAYEST DAD mug. The control room looks almost like somewhere a record could be made.
    -> midnight

=== blackout ===
At twenty-five to twelve every light in Halfmoon Sound goes out at once. The desk dies with a sigh. The fridge in the kitchen stops humming. Upstairs, a door closes, very gently.
{ferdie_stays:Ferdie: Don't panic. Saved it. I always save.|You did not save it. You know you did not save it before anyone asks.}
{not ferdie_stays:
    ~ quality -= 2
}
* [Run upstairs to the fuse box]
    You take the stairs two at a time. The door to Mrs Szabo's back room is locked, and her voice comes through it, calm as a clock.
    Mrs Szabo: Eight o'clock in the morning. Goodnight.
    ~ power_out = true
    -> midnight
* "Everybody grab an acoustic."
    Dev finds his old acoustic by phone torch. Bram finds a tambourine. Nell finds her notepad and writes FINE. BUT QUIETLY.
    ~ power_out = true
    ~ acoustic = true
    -> midnight
* Wait
    You all sit in the dark and wait for the lights to come back. They don't. Dev switches his phone torch on, and the live room becomes a cave with a drum kit in it.
    ~ power_out = true
    -> midnight
* [Apologise up the stairwell]
    You stand at the bottom of the stairs and apologise to the dark, loudly enough to carry and no louder. A long silence. Then a click somewhere above, and the lights flicker back on.
    Mrs Szabo: Midnight. Then nothing. Not even a whistle.
    ~ szabo_angry = false
    -> midnight

=== midnight ===
At midnight the street door bangs and Juno Reyes comes down the stairs in a yellow raincoat, shaking an umbrella with one broken spoke. A Kestrel Records lanyard is tucked into her collar.
{power_out: She stops on the bottom step and peers into a basement lit by four phone torches.}
{power_out: Juno: Is this a power cut or a concept?}
Juno: Twenty minutes. Go.
* {quality >= 1 and not power_out} [Play her "Lowlight"] -> juno_listen
* {power_out and ferdie_stays} [Play it off Ferdie's laptop] -> juno_listen
* "Before you hear anything. Nell's lost her voice tonight."
    ~ juno_warned = true
    Juno looks over at Nell, hood up on her stool, and Nell gives her a small wave.
    Juno: Right. Noted. Play it anyway.
    -> juno_listen
* {szabo_friend or acoustic} [Take her upstairs to the launderette] -> dryers
* [Make her a cup of tea first]
    You make her a tea in the WORLD'S OKAYEST DAD mug. She drinks half of it standing up, like a woman with a plane to catch.
    -> juno_listen
* "Let's talk about money first."
    Juno: I haven't heard a note and you want to talk money. Bold. Play me the song.
    -> juno_listen

=== juno_listen ===
{power_out:She sits on an amp in the dark with a pair of headphones on, a screen's blue light on her face.|She sits in Ferdie's chair with Ferdie's good headphones on and closes her eyes.}
{quality >= 5:By the second verse she has stopped moving at all. When it ends she keeps the headphones on for a while, listening to nothing.|{quality >= 3:She nods along in places. Once she raises her eyebrows. At the end she hangs the headphones round her neck.|She takes the headphones off before the end of the second chorus.}}
Juno: So. Tell me about this band.
* "That's Moth Radio. That's what we sound like."
    {quality >= 4:Juno: Yeah. I believe you.|Juno: Is it, though?}
    ~ quality += (quality >= 4)
    -> resolve
* [Tell her what tonight cost]
    You tell her all of it. Leeds, the drive, the van, the woman upstairs, the engineer's daughter's pancakes.
    {honest:She writes something in a little red notebook and underlines it twice.|She listens, but her pen doesn't move.}
    ~ quality += honest
    -> resolve
* Lie
    You tell her it was one take, live, tonight, the whole band in the room, nothing fixed.
    ~ lied = true
    ~ honest = false
    ~ quality += (not juno_warned and not keys_hidden)
    -> resolve
* Wait
    You say nothing. Juno looks at you, then at the band crowded in the doorway, and fills the silence herself.
    Juno: Okay. Not a talker. Fine. The song talks.
    -> resolve

=== resolve ===
{lied and (juno_warned or keys_hidden): -> ending_caught}
{quality >= 5: -> ending_signed}
{quality >= 2: -> ending_maybe}
-> ending_nothing

=== dryers ===
You take Juno up the stairs and through the door marked PRIVATE. The six yellow dryers are still turning. Mrs Szabo is in her chair by the counter with Paprika on her knee, and she does not seem surprised to see any of you.
Dev brings his acoustic. {bram_in:Bram brings his brushes and, after a look from Mrs Szabo, plays the side of a dryer instead of a drum.} Nell stands by the warm glass doors with her hood down.
Juno sits on the folding table. She looks like she is trying very hard not to smile.
* "Nell, this one's yours."
    {voice >= 1:Nell sings "Cutler Street" in a voice half gone, low and close, and the dryers turn behind her like a slow rhythm section.|Nell opens her mouth and nothing comes. Dev takes the song over without missing a beat, and it is nice, and it is only nice.}
    {voice >= 1: -> ending_dryers}
    -> ending_maybe
* [Count them in]
    You count them in. The band plays "Cutler Street" with the dryers going, and it sounds like a song about the very room it is being played in.
    {bram_in or voice >= 1: -> ending_dryers}
    With no drummer and no voice it wobbles, and Juno's smile never quite arrives.
    -> ending_maybe
* [Let Mrs Szabo pick the song]
    Mrs Szabo thinks about it, then hums four bars of a Hungarian folk tune her husband used to play on Sundays. Dev finds it on the acoustic on the third try. Nell hums along without words, which is all her voice can do and exactly what the song needs.
    Mrs Szabo wipes her eyes with a tea towel and pretends it is the steam.
    -> ending_dryers

=== ending_signed ===
Juno sits very still for a moment, as if the song might not be finished with her yet.
Juno: I'm going to miss my plane. Don't tell my boss.
She stays until half past one. She rings Kestrel's head of A and R from the stairwell and holds the phone up while the band plays "Lowlight" a third time.
By the time you all climb the stairs into the rain, there is a meeting in the diary for Monday and the words "proper deal" have been said out loud. Bram texts the cruise company from the pavement. Ferdie makes it home for the pancakes, just.
-> END

=== ending_maybe ===
Juno stands, zips up the yellow raincoat and hands you a card with a kestrel on it.
Juno: There's something here. There really is. It's not finished. Call me in the spring when your singer's got her voice back and you've got three more like that.
It isn't a yes. It isn't a no. On the stairs Nell writes SPRING on her notepad and holds it up to everyone, and for now that is enough.
-> END

=== ending_nothing ===
Juno is kind about it, which is worse.
Juno: Thanks for having me. Honestly. I can tell you've all worked hard tonight.
She is up the stairs and into a taxi by a quarter past twelve. You sit on the bottom step with the empty envelope while Ferdie's speakers hum in the dark control room, and nobody says the word "last" out loud.
-> END

=== ending_caught ===
{keys_hidden:Ferdie has been quiet all through the playback. Now he fishes his car keys out of the bass drum's port hole and jangles them at Juno.|Juno looks over at Nell, silent on her stool with her hood up.}
{keys_hidden:Ferdie: Live, tonight? They hid my keys so I'd stay. I know what's on that take and when it went down.|Juno: Live, tonight? Your singer can't talk above a whisper.}
Juno closes her red notebook without writing anything in it.
Juno: I can work with a band that's having a bad night. I can't work with a manager who lies to me about it.
She is gone before the kettle boils. Nobody in Moth Radio will quite look at you on the way up the stairs.
-> END

=== ending_dryers ===
When it stops, nobody claps. The dryers go on turning. Paprika jumps down from Mrs Szabo's knee, walks across the floor and sits on Juno's foot.
Juno: I've sat in a hundred studios this year. Nobody's ever taken me to a launderette.
She films the next song on her phone, then the one after that. At one in the morning she is still there, drinking honey and pálinka out of a chipped cup.
On Monday she rings about a live record. She wants it made upstairs, on a Sunday, with the machines going. Mrs Szabo says she will think about it, which from Mrs Szabo means yes.
-> END

=== ending_home ===
You tell them. It's done. Pack up. You ring Juno from the stairwell, and she is gracious and already thinking about her taxi.
Nobody argues, which is the worst part. Ferdie switches the desk off one channel at a time like a man turning off lights in a house he is leaving.
You all carry the gear up the stairs past the launderette, where Mrs Szabo is standing in the doorway with Paprika, watching you go. She doesn't say anything. She doesn't have to.
-> END
