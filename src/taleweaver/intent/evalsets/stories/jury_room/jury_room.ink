// The Jury Room -- an original ink story for taleweaver.
// You are juror number eight. The State against Owen Halloran, the baker.

VAR doubt = 0
VAR first_hand = "none"
VAR final_vote = "none"
VAR saw_key = false
VAR key_proved = false
VAR knows_shop = false
VAR landlord_known = false
VAR tainted = false
VAR tessa_ally = false
VAR mistrial_reason = "none"

-> start

=== start ===
The jury room on the second floor of the Millbrook courthouse holds twelve chairs, one long table and a ceiling fan that stopped turning sometime before lunch.
It is ninety-four degrees outside and feels hotter in here.
For four days you have listened to the case of the State against Owen Halloran, the baker, charged with setting the fire that burned Halloran's Bakery on Quarry Street to the ground.
You are juror number eight. Your shirt is stuck to the back of your chair.
At the head of the table, Walter Pruitt, the foreman, has already rolled up his sleeves and uncapped a pen.
Pruitt: Right. We all heard it. I say we take a show of hands and we're home by supper.
Across from you, Abe Coleman, the retired fire captain, is turning a photograph of the burned doorway over and over in his thick hands.
At the far end, Tessa Lund, the youngest juror, has her phone in her lap and her thumb moving.
By the door, Hattie Moss, the court usher, waits with a clipboard and a sweating jug of water.
* "Fine. Let's vote."
    Pruitt: Good. That's the spirit.
    -> first_vote
* "We haven't even talked about it yet."
    -> talk_first
* [Ask Hattie, the usher, for some water]
    -> water
* Wait.
    -> look_around

=== look_around ===
You say nothing and let the room settle around you.
Walter Pruitt taps his pen against the table, two quick beats and a pause, like a man counting change.
Abe Coleman has set the doorway photograph down and is frowning at a small plastic evidence tag pinned to the case file. He mutters something about brass.
Tessa Lund laughs once, quietly, at whatever is on her screen, then looks up to see if anyone noticed.
Hattie Moss fans herself with the clipboard.
* [Sit down next to the old fireman]
    You carry your chair around the table and set it beside Abe.
    -> abe_talk
* [Glance at Tessa's phone]
    -> tessa_phone
* [Let the foreman have his vote]
    Pruitt: Thank you. Somebody in here has sense.
    -> first_vote

=== water ===
Hattie Moss, the court usher, pours you a paper cup of water. It is barely cool, but it is wet.
Hattie: Judge Amberley says the air man is coming Monday. Which does you no good today, I know.
She has a folded slip of paper tucked under the clip of her board.
* "Any word from the judge?"
    Hattie hands the slip to the foreman. He reads it and sets it face down.
    Pruitt: The judge says take as long as we need. Which we won't need.
    ~ doubt = doubt + 1
    -> pruitt_summary
* [Ask her to bring in the evidence box]
    Hattie: The exhibits come in on a written request, hon. Foreman signs it, I carry it down, the clerk carries it up.
    -> request_evidence
* [Thank her and sit back down]
    You thank her. She nods and goes back to the door.
    Pruitt: Now that we're all watered, hands up.
    -> first_vote

=== talk_first ===
Pruitt: Talk about what? He did it.
Walter Pruitt looks around the table for support and gets a couple of nods.
Pruitt: Fine. Ten minutes. Then we vote.
* [Ask Abe Coleman what he thinks]
    -> abe_talk
* [Ask the foreman to go over the case again]
    -> pruitt_summary
* "Tessa, are you with us?"
    -> tessa_phone

=== pruitt_summary ===
The foreman counts it out on his fingers.
Pruitt: One. The bakery was behind on everything. Flour supplier, the bank, the electric.
Pruitt: Two. He had it insured for twice what it was worth, and he raised the policy in April.
Pruitt: Three. The fire was set with gasoline, right inside the back door. The State's expert said so.
Pruitt: Four. When the fire crew got there, that back door was locked. They had to take it off the hinges.
Pruitt: Five. The key to that door was in Halloran's coat pocket when the police picked him up. Exhibit fourteen.
He holds up five fingers as if the hand settles it.
* "Tell me about the key."
    -> key_question
* [Ask about the bakery's debts]
    -> debts
* "Sounds open and shut."
    Pruitt: It is. Hands up, everyone.
    -> last_vote

=== debts ===
Pruitt: Eleven thousand behind. You heard the bank woman.
Abe Coleman snorts without looking up.
Abe: Every bakery in this state is eleven thousand behind, Walter. Bread doesn't pay. If owing money made you an arsonist, half of Quarry Street would be ash.
Lena Okafor, the schoolteacher in seat five, smiles into her cup.
* [Side with Abe]
    ~ doubt = doubt + 1
    -> abe_talk
* [Side with the foreman]
    Pruitt: Thank you. Motive, means, key. Let's vote.
    -> last_vote
* "Debts don't lock doors."
    ~ doubt = doubt + 1
    Abe gives you a long look, and then a slow nod.
    -> key_question

=== tessa_phone ===
Tessa Lund, juror number twelve, is tucked sideways in her chair with her phone propped against her knee.
She is twenty-two, maybe, and has spent most of the trial looking like she would rather be anywhere else.
Pruitt: Miss Lund. We're deliberating.
Tessa: I'm listening. I can listen and scroll.
* "What are you looking at?"
    -> tessa_reveals
* [Tell Hattie about the phone]
    -> report_phone
* [Leave her alone]
    You let it go. It is too hot to fight about phones.
    -> abe_talk

=== tessa_reveals ===
Tessa lowers her voice and leans toward you.
Tessa: Okay, don't be mad. The Millbrook Ledger has a thing up about the fire. There's a whole part about the landlord.
She tilts the screen toward you. A headline, a photo of the blackened storefront, a paragraph you could read from here if you let your eyes go there.
* [Look at the screen]
    You should not. You know you should not. You read it anyway.
    -> tessa_looked
* [Ask her what it says]
    Tessa: It says the landlord, Voss, put in his own insurance claim on the building. Like, a big one.
    -> tessa_looked
* "Put it away. We're not allowed to read that."
    Tessa rolls her eyes, but she locks the phone and turns it face down on the table.
    Tessa: Fine. God. You sound like my mom.
    ~ tessa_ally = true
    -> abe_talk

=== report_phone ===
You catch Hattie's eye and nod toward the end of the table.
Hattie Moss crosses the room, holds out her hand, and waits until Tessa gives up the phone.
Hattie: Judge's orders, sweetheart. You get it back when you're done.
Tessa: Seriously? Thanks a lot, eight.
Hattie drops the phone into a manila envelope and writes a twelve on it.
Hattie: And while I'm here. The judge says if you want any exhibits brought up, now's the time, before the clerk goes home.
* [Apologise to Tessa]
    Tessa: Whatever. It's fine. I was reading the news anyway, which I guess I'm not supposed to do.
    ~ tessa_ally = true
    -> abe_talk
* [Ask Hattie whether the exhibits can come in]
    -> request_evidence

=== first_vote ===
Pruitt: Hands up for guilty.
Hands go up around the table, some fast, some slow. Tessa raises hers without looking up from her lap. Abe Coleman keeps both of his flat on the photograph.
Pruitt: Juror eight?
* Vote guilty.
    ~ first_hand = "guilty"
    You raise your hand.
    Pruitt: Eleven to one.
* Vote not guilty.
    ~ first_hand = "not guilty"
    ~ doubt = doubt + 1
    You keep your hand down.
    Pruitt: Ten to two. Wonderful.
* Abstain.
    ~ first_hand = "abstain"
    Pruitt: You can't abstain. This isn't a school board.
    Abe: He can do what he likes, Walter.
    Pruitt: Ten guilty, one not, one whatever that was.
- -> after_vote

=== after_vote ===
Every head turns toward Abe Coleman, the old fireman, who has still not lifted his hands from the table.
Abe: Don't all look at me at once. It's hot enough.
{first_hand != "guilty": Walter Pruitt's eyes slide from Abe to you, and stay there.}
* "Abe, what's bothering you?"
    -> abe_talk
* {first_hand == "guilty"} "Eleven to one, Abe. Let it go."
    -> pressure_abe
* {first_hand != "guilty"} "Don't look at me like that, Walter. I'm not sure, that's all."
    ~ doubt = doubt + 1
    -> pressure_abe
* [Ask Pruitt why he's in such a hurry]
    -> pruitt_hurry

=== pressure_abe ===
{first_hand == "guilty":
    Abe: Thirty-one years I went into buildings like that one. I'm not letting it go because you want your supper.
- else:
    Pruitt: So now there's two of you. Abe, I expect it from. You, I don't.
    Abe puts a hand flat on the table beside yours, a small show of company.
}
Pruitt leans back and the chair complains.
Pruitt: Then what would it take? Tell me what it would take and let's be done with it.
* [Ask Abe what would change his mind]
    Abe: Show me how a man locks a door with a key that doesn't fit it.
    ~ doubt = doubt + 1
    -> key_question
* "Then we're deadlocked."
    -> deadlock
* [Walk away from the table]
    You go and stand at the window. Down in the square a man is hosing the sidewalk and the water steams.
    Behind you, Pruitt is already counting hands again.
    -> last_vote

=== pruitt_hurry ===
Pruitt: Because some of us have a business to run. I've had my shop closed four days for this.
Pruitt: Saturday's my biggest day. People come in wanting paint, hinges, keys cut, and I'm up here.
* "Your shop can wait, Walter."
    Pruitt: Easy for you to say.
    He pushes back from the table and folds his arms, and nobody speaks for a while.
    -> deadlock
* [Ask him what shop he runs]
    Pruitt: Pruitt Hardware, on Canal. Been there since my father. Why?
    Across the table, Abe Coleman's head comes up slowly.
    ~ knows_shop = true
    ~ doubt = doubt + 1
    -> key_question
* [Let it go]
    Pruitt: Thank you. Hands, please.
    -> last_vote

=== abe_talk ===
Abe Coleman, the retired fire captain, pulls the doorway photograph back in front of him. Up close his knuckles are scarred the way only burns scar.
Abe: I'm not saying the boy didn't do it. I'm saying I read this fire different than the man from the State did.
Abe: And that key's been bothering me since Tuesday.
* [Ask him about the burn pattern]
    -> burn_pattern
* "What about the key?"
    -> key_question
* "You're not a fireman any more, Abe. You're a juror."
    Abe takes it quietly. Then he sets the photograph face down.
    Abe: You're right. I'm a juror. And as a juror I'm not ready to vote.
    -> deadlock

=== tessa_looked ===
Landlord Gerald Voss, it says, has filed a claim for the full value of the building. The paper calls the number "substantial." The judge told you, every morning for four days, not to read a word of this.
~ tainted = true
Walter Pruitt, the foreman, is watching the two of you over his glasses.
Pruitt: Something you'd like to share with the rest of us, eight?
* [Confess it to Hattie]
    ~ mistrial_reason = "phone"
    You stand up and ask Hattie Moss, the usher, to tell the judge that you have read about the case.
    -> ending_mistrial
* [Keep it to yourself]
    You shake your head. Tessa slides the phone back under her thigh. The thing you read sits in your chest like a swallowed stone.
    -> key_question

=== burn_pattern ===
Abe turns the photograph so you can both see it. The back doorway of the bakery, black from the floor to about waist height, then lighter going up.
Abe: See how low it is? That's a floor fire. Something poured, not something that fell over. The State's right about that part.
Abe: Somebody stood inside that door with a can of gas, splashed it, lit it, and went out. Then they locked it behind them, because the crew found it locked.
Abe: That's the part. To lock that door from outside you need a key that works in it.
* [Ask for the fire marshal's photographs]
    -> request_evidence
* "That's for the experts, Abe, not us."
    Abe: The experts aren't in this room. We are.
    Pruitt: Good. Then it's settled. Hands.
    -> last_vote
* [Ask him what else bothers him]
    Abe: The key, son. I want to hold the key.
    ~ doubt = doubt + 1
    -> request_evidence

=== key_question ===
Abe Coleman taps the case file where exhibit fourteen is listed.
Abe: The State says this is the key to the back door, found in Owen Halloran's coat. But Voss, the landlord, said on the stand he put a new lock on that door in May, after the break-in.
Abe: So I keep asking myself. Is that key in the bag the old key, or the new one?
{knows_shop: Walter Pruitt has gone very still at the head of the table.}
Pruitt: It's a key. It was in his coat. He locked the door. What more do you people want?
* [Send for the key]
    -> request_evidence
* "Who else had a key to that door?"
    Abe: Voss had one. Said so himself. He's the landlord, he changed the lock.
    ~ landlord_known = true
    ~ doubt = doubt + 1
    -> request_evidence
* {tainted} "The landlord put in an insurance claim too, you know."
    Pruitt: Did he? Funny. Nobody said that in court.
    The room goes quiet. Tessa covers her face with both hands.
    Pruitt: Where did you hear that, eight?
    ~ mistrial_reason = "slip"
    -> ending_mistrial
* "It was in his coat pocket. That's enough for me."
    Pruitt: Finally.
    -> last_vote

=== request_evidence ===
Hattie Moss, the court usher, holds up a blank request form.
Hattie: Exhibits by request. Write down what you want, somebody signs it, and I'll run it down to the clerk.
Pruitt: That's a half hour, minimum, in this heat.
* [Write the note yourself]
    You write it out in block letters. EXHIBIT FOURTEEN, THE KEY, AND THE PHOTOGRAPHS OF THE BACK DOOR LOCK. You sign it juror eight.
    Hattie: Foreman should sign, but I'll take it. Judge won't mind.
    -> evidence_box
* "Walter, you're the foreman. Sign it."
    Walter Pruitt looks at the form for a long time. Then he signs it, hard enough to tear the paper.
    Pruitt: Happy? Half an hour.
    -> evidence_box
* [Drop it]
    Hattie: Suit yourselves.
    She tucks the form back under her clip.
    Pruitt: Right. Hands.
    -> last_vote

=== evidence_box ===
= arrives
It takes forty minutes. The room gets hotter. Lena Okafor falls asleep sitting up.
Then Hattie Moss comes back with a cardboard box and sets it on the table like a cake.
Hattie: Exhibit fourteen, and the lock photographs. Don't take anything out of the bags.
~ saw_key = true
-> look
= look
Inside a clear bag is a single brass key, worn smooth at the shoulders, on a paper tag. The tag is printed PRUITT HARDWARE, CANAL ST., with a date written in pencil, last January.
Beside it lies a glossy photograph of the back door lock as the fire crew found it. The deadbolt is new and bright, the brand name still legible through the soot.
* [Hold the key up against the photograph of the lock]
    -> key_compare
* [Hand the key to Abe]
    Abe turns the bag over in his fingers, holds it up to the window, and then lays it beside the photograph.
    Abe: Well, look at that.
    -> key_compare
* "Walter, this tag says Pruitt Hardware."
    -> confront_pruitt
* "It's just a key. Let's vote."
    Abe looks at you as if you had kicked his dog.
    -> last_vote

=== key_compare ===
Side by side, even through the plastic, it is plain. The key is cut for one kind of lock, the narrow five-pin kind, and the deadbolt in the photograph is another make entirely, a different face, a wider keyway.
The key is dated January. The lock went on in May.
Abe: That key never opened that door. Not the night of the fire, not ever. It's the old key. It's a key to a lock that isn't there any more.
~ key_proved = true
~ doubt = doubt + 2
Tessa: Wait, so whoever locked it had the new key. And the only one we know had the new key is...
Tessa: Oh.
* "This key never opened that door. Not guilty."
    ~ final_vote = "not guilty"
    -> tally
* [Keep quiet and vote guilty anyway]
    ~ final_vote = "guilty"
    -> tally
* [Ask Tessa to look the lock up on her phone]
    Tessa: Already on it. Give me two seconds.
    Hattie Moss, in the doorway, sees the screen before you do.
    ~ mistrial_reason = "lookup"
    -> ending_mistrial
* Abstain.
    ~ final_vote = "abstain"
    -> tally

=== confront_pruitt ===
Walter Pruitt, the foreman, reaches for the bag and then stops himself.
Pruitt: I cut half the keys in this town. That doesn't mean anything.
He says it too fast. Then, because it is hot, and because he is tired, he keeps talking.
Pruitt: And I'll tell you something else. Voss came in my shop in May. Bought a deadbolt, the good kind, and had three keys cut. Said he was keeping all three, because his tenant kept losing his.
The room is silent except for a fly against the window. Abe Coleman closes his eyes.
Abe: Walter. You can't tell us that. You know you can't. That's not evidence, that's you.
* [Send a note to the judge]
    ~ mistrial_reason = "foreman"
    You take the request form from Hattie, turn it over, and write on the back what the foreman just said.
    -> ending_mistrial
* "Then you know it isn't his key."
    Walter Pruitt looks at the bag for a long time.
    Pruitt: Yeah. I suppose I do.
    ~ key_proved = true
    ~ doubt = doubt + 2
    ~ final_vote = "not guilty"
    -> tally
* "Forget you said that. We vote on what we heard in court."
    Pruitt: Fine by me.
    ~ final_vote = "guilty"
    -> tally

=== deadlock ===
Walter Pruitt, the foreman, tears a page off his legal pad.
Pruitt: We are unable to reach a verdict. That's what I'll write. Then we can all go home and let the State do it again with twelve other suckers.
Hattie Moss is already holding out her hand for the note.
* [Tell Hattie we're stuck]
    -> ending_hung
* "One more vote. Just one."
    Pruitt: One. Then I'm writing it.
    -> last_vote
* "Abe, show us what's wrong with the key first."
    Abe: Gladly. Hattie, can you bring up exhibit fourteen?
    Hattie: For you, captain, I'll run.
    -> evidence_box

=== last_vote ===
It is almost five o'clock. The light through the window has turned the color of weak tea.
Pruitt: Last time. Guilty or not guilty. Juror eight, you first, since you've had so much to say.
+ Vote guilty.
    ~ final_vote = "guilty"
    -> tally
+ Vote not guilty.
    ~ final_vote = "not guilty"
    -> tally
+ Abstain.
    ~ final_vote = "abstain"
    -> tally
* {saw_key} [Hold up the key one more time]
    You lift the bag so the whole table can see the worn brass and the pencilled January date. Nobody says anything for a while.
    ~ key_proved = true
    ~ final_vote = "not guilty"
    -> tally

=== tally ===
Hands go up, and Pruitt counts them, and counts them again.
{
- final_vote == "not guilty" && key_proved:
    -> ending_not_guilty
- final_vote == "guilty" && doubt < 3:
    -> ending_guilty
- else:
    -> ending_hung
}

=== ending_guilty ===
Pruitt: Twelve to nothing.
Abe Coleman is the last hand up. He raises it slowly, like a man lifting something heavy, and won't look at anyone.
Abe: I'm old. I'm hot. I'm not going to hang a jury by myself.
Hattie Moss carries the verdict form down the stairs. Twenty minutes later you stand in the courtroom while the clerk reads it out, and Owen Halloran, the baker, puts his floury hands over his face.
Outside, the heat has not broken. On the courthouse steps Abe walks past you without a word.
It is a long time before you stop thinking about the key.
THE END. Verdict, guilty.
-> END

=== ending_not_guilty ===
Pruitt: Twelve. Not guilty.
He says it like a man setting down a box he has been carrying all day.
Abe: It's not that we know he didn't. It's that nobody showed us how he could have.
Tessa Lund gets her phone back from the envelope and doesn't even look at it.
In the courtroom, when the clerk reads the verdict, Owen Halloran doesn't move at all. His lawyer has to tell him twice that he can go home.
On the steps outside, the evening has finally turned, and a breeze comes up off the river. Abe Coleman shakes your hand.
Abe: Good work, eight. Somebody ought to go ask Gerald Voss where his three keys are.
THE END. Verdict, not guilty.
-> END

=== ending_hung ===
Hattie Moss, the usher, carries down a note in the foreman's square handwriting. We are unable to reach a unanimous verdict.
Judge Amberley calls you back in and asks each of you, one by one, whether more time would help. Each of you says no.
Pruitt: Four days. Four days and a broken fan.
The judge thanks you for your service and declares a mistrial. Owen Halloran will be tried again in the autumn, by twelve people who never sat in this room.
On the way out, Tessa Lund catches your sleeve.
Tessa: Do you think he did it?
You find that you can't answer her.
THE END. A hung jury.
-> END

=== ending_mistrial ===
{
- mistrial_reason == "phone":
    Hattie Moss goes down the stairs with your words. When she comes back, she brings the bailiff.
- mistrial_reason == "slip":
    There is no taking it back. Walter Pruitt, the foreman, writes a note to the judge himself, and signs it with a flourish.
- mistrial_reason == "lookup":
    Hattie Moss holds out her hand for the phone, and this time she does not put it in an envelope. She takes it straight downstairs.
- else:
    Hattie Moss reads the back of the form on the landing, says a word she would not say in church, and goes down the stairs two at a time.
}
Within the hour Judge Amberley has every juror in the courtroom, one at a time, and asks each of you what you read, what you heard, and from whom.
By six o'clock it is over. The judge declares a mistrial. The jury is discharged for misconduct, and the State will try Owen Halloran again, with a new jury, and perhaps with more questions about a landlord and a lock.
Abe Coleman waits for you on the steps.
Abe: It's not the ending anybody wanted. But it's an honest one.
THE END. A mistrial.
-> END
