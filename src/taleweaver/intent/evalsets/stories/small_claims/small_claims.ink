// Small Claims
// An afternoon in Court Two, Porthgullow Town Hall.
// You are suing your neighbour Cyril Pennock over the Lantern, your prize-winning hedge.

VAR evidence = 0
VAR contempt = 0
VAR goodwill = 0
VAR fifty_pence = false
VAR knows_witness = false
VAR heard_buzz = false
VAR fed_parrot = false
VAR parrot_admitted = false
VAR pearl_heard = false
VAR pearl_q = 0
VAR asked_cyril = 0

-> corridor

=== corridor ===
Porthgullow Town Hall, a quarter past two on a Thursday in August. The tide is in, the windows are open, and the corridor outside Court Two smells of floor polish, seaweed and somebody's chips.
You have a blue folder under your arm. In it is everything you have on the Lantern: seven feet of clipped privet in the shape of a lighthouse, three times first prize at Porthgullow in Bloom, and, since the morning of the fifteenth, about four feet of it and a mess.
Across the corridor, on the bench by the fire bucket, sits Cyril Pennock, your next-door neighbour of eleven years, with a brass birdcage on his knees. Inside it a grey parrot with a scarlet tail is cleaning one foot.
Usher: Court Two, the hedge. Pennock, the hedge. Ten minutes, please, everyone.
-> hub

= hub
* [Talk to the clerk at the desk] -> clerk
* [Take a closer look at the parrot] -> parrot
* [Sit down on the bench next to Cyril] -> bench
+ {not (clerk and parrot and bench)} [Go into Court Two] -> usher_calls
* -> usher_calls

= clerk
The clerk's desk is a trestle table with a card on it that says MR D. OAKLEY, COURT CLERK. Behind it a young man in a cardigan is eating a sausage roll as quietly as a sausage roll can be eaten.
Oakley: Afternoon. You're the hedge, aren't you? The claimant. Got everything you need?
* "Is anyone else on the witness list?"
    Oakley glances both ways along the corridor, then down at his clipboard.
    Oakley: Strictly speaking it's just you and Mr Pennock. But a lady rang this morning asking which room was "the hedge". Postwoman, by the sound of her. Said she'd pop in after her round, if her feet held out.
    ~ knows_witness = true
* "Can he really bring a parrot into court?"
    Oakley: Animals are at the judge's discretion. Judge Vane once allowed a tortoise in a boundary dispute. She also had a spaniel removed for sighing.
    Oakley: So it depends how the parrot conducts itself.
* "No, I'm fine, thank you."
    Oakley: Right you are. Toilets are past the lifeboat collection box, if you need them. People often do, in the hedge cases.
- -> hub

= parrot
You cross the corridor. Cyril pulls the cage an inch closer to himself.
Cyril: This is Captain Hollis. He's evidence, before you start, so don't you go feeding him or getting him worked up.
Captain Hollis looks at you with one pale, unimpressed eye.
* [Whistle at him]
    You whistle two soft notes, the way you would call a dog. Captain Hollis stops preening and cocks his head. Then he opens his beak and makes a noise you know very well.
    Captain Hollis: Brrrrrzzzzzt! Brrrzzt! Mind the lighthouse! Brrrzzt!
    It is a hedge trimmer. It is, unmistakably, a petrol hedge trimmer. Cyril's ears go a slow pink.
    Cyril: He does the kettle as well. And the phone. He does all sorts.
    ~ heard_buzz = true
* [Offer him a sunflower seed from your pocket]
    There are always a few sunflower seeds in your pocket, for the robins. You hold one up to the bars.
    Cyril: I said don't feed him!
    But Captain Hollis has already taken it, very delicately, the way a bishop takes a biscuit. He cracks it, eats it, and looks at you with new respect.
    Captain Hollis: Pretty boy. Pretty hedge! Pretty hedge!
    ~ fed_parrot = true
* "I'm not going anywhere near that bird."
    Cyril: Good. He's particular about who he talks to.
- -> hub

= bench
You sit down at the far end of Cyril's bench. For a while neither of you says anything. A herring gull walks past on the outside window ledge, looking in.
Cyril: Eleven years. Eleven years of the fence between us. I take your parcels in, you feed my cat when I'm at my sister's, and now it's small claims. Over a bush.
* "It isn't a bush. It's the Lantern, and you know exactly what you did to it."
    Cyril: I know what I didn't do.
    He turns to the noticeboard and reads a leaflet about lifejackets with tremendous concentration.
    ~ goodwill -= 1
    -> hub
* "I don't want to be here either, Cyril."
    ~ goodwill += 1
    -> truce
* [Say nothing]
    You say nothing. Cyril says nothing back. The gull on the ledge says something, but nobody takes any notice of it.
    -> hub

= truce
Cyril lets out a long breath, one that seems to have been in him since the fifteenth.
Cyril: Then let's not be. Look. I'm not saying I did anything. But I'll give you a hundred pounds towards a new plant, and I'll help you put it in, and we'll tell the judge we've sorted it between us. How's that?
* [Shake on it]
    You hold out your hand. After a moment Cyril wipes his on his trousers and shakes it.
    -> ending_handshake
* "All right. A hundred pounds, and you do the digging."
    Cyril: I'll do the digging. My back will hate you, but I'll do it.
    -> ending_handshake
* "A hundred pounds doesn't buy back three first prizes."
    Cyril: Then I suppose we'll let her decide.
    ~ goodwill -= 1
    -> hub
* [Tell him you'll think about it]
    Cyril: Don't think too long. She's very punctual, that judge.
    -> hub

= usher_calls
The usher, a large woman with a lanyard full of keys, puts her head round the door of Court Two.
Usher: The hedge! In you come, both of you. The judge doesn't like to be kept.
-> court

=== court ===
Court Two used to be the Town Hall's ballroom. There is still a glitter ball hanging from the ceiling, with a bin bag tied over it out of respect. Beneath a painting of the Porthgullow lifeboat sits District Judge Hester Vane, reading glasses on a chain, looking at the two of you the way a heron looks at a rock pool it has already made up its mind about.
Cyril sets Captain Hollis's cage on the floor beside his chair. You take the other table.
Judge Vane: Right. The hedge. A claim against Mr Cyril Pennock of 4 Quay Terrace, for four hundred and twelve pounds, being the value of one hedge. Is that right?
* "Yes, Judge."
* "Four hundred and twelve pounds and fifty pence, actually."
    ~ fifty_pence = true
    Judge Vane: Fifty pence. Noted. The court is on the edge of its seat.
* [Tell her no sum could ever replace the Lantern]
    You explain, with respect, that no sum of money could ever replace the Lantern.
    Judge Vane: It can replace four hundred and twelve pounds of it, which is what you've asked for. Let's start there.
- Judge Vane: Tell me what happened. Briefly, please. I have a planning appeal at four and a cat to feed at six.
-> claim

=== claim ===
* [Tell it plainly]
    You tell it plainly. On the evening of the fourteenth the Lantern stood seven feet tall, lamp room and all. On the morning of the fifteenth the top three feet were lying on the pavement, and there were long cuts down the seaward side. Straight ones. Like a blade.
    Judge Vane: Good. That was brief. I'm grateful.
    ~ evidence += 1
* [Tell it with feeling]
    You tell it with feeling. The cuttings from your late aunt's garden. The eleven years of clipping. The Mayor's photograph. The little boy from the caravan park who waved at it every morning as if it were a real lighthouse. By the end your voice has gone up half an octave.
    Judge Vane: Thank you. I feel I know the hedge personally. Now, what actually happened to it?
    You tell her, more briefly, about the cuts.
* [Read it out from the notes in your folder]
    You open the blue folder and read from your notes. Dates, times, heights in centimetres, the weather on the night of the fourteenth (dry, a light westerly).
    Judge Vane: Admirably dull. Dull is what I like in here.
    ~ evidence += 1
- Judge Vane: And what have you brought to show me?
-> exhibits

=== exhibits ===
* (photos) [Hand up the before-and-after photographs]
    You pass two photographs up to the bench. In the first, the Lantern stands against a blue sky with its little privet gallery rail. In the second it looks like something the sea has chewed and spat out.
    Judge Vane: Before. And after. Yes. That is a hedge that has had a bad night.
    ~ evidence += 1
    -> exhibits
* (rosette) [Show her this year's first-prize rosette]
    You hold up the rosette. It is roughly the size of a dinner plate.
    Judge Vane: That is a very large rosette. It proves the hedge was admired. It doesn't prove who cut it. Put it away before the parrot sees it.
    -> exhibits
* (told_buzz) {heard_buzz} [Tell her what the parrot did in the corridor]
    You tell her about the two notes you whistled, and the noise Captain Hollis made back.
    Cyril: He does the kettle!
    Judge Vane: Hearsay from a parrot. That's new, even for a Thursday. I'll note it. I make no promises about believing it.
    ~ evidence += 1
    -> exhibits
+ {not photos or not rosette or (heard_buzz and not told_buzz)} "That's everything, Judge."
    -> defence
* ->
    Judge Vane: Photographs{told_buzz:, a rosette, and a parrot's impression of a power tool| and a rosette}. I think that's everything. Thank you.
    -> defence

=== defence ===
Judge Vane: Mr Pennock. Your side, please.
Cyril stands, does up the middle button of a jacket that has not done up comfortably since about 2009, and addresses the painting of the lifeboat.
Cyril: Your Honour, I never touched that hedge. It's the salt wind. Everyone on Quay Terrace knows the salt wind browns a privet. And the gulls. The gulls are animals, Your Honour.
Judge Vane: I am aware of the gulls, Mr Pennock. And it's "Judge".
* [Object] "Objection!"
    Judge Vane: This isn't the television. In small claims nobody objects. You wait until he's finished, and then you disagree with him, politely.
    ~ contempt += 1
* Wait
    You wait. Cyril, given a silence, fills it.
    Cyril: And the claimant overwaters. I've seen it. Twice a day in June. Asking for trouble, that is.
* "Salt wind doesn't cut in straight lines."
    Judge Vane writes something down.
    Judge Vane: A fair point, briefly made. Mr Pennock?
    Cyril: Gulls have very sharp beaks.
    ~ evidence += 1
* "That's a lie, and he knows it."
    Judge Vane: I'll decide what's a lie. That's rather the job. Sit down, please.
    ~ contempt += 1
    ~ goodwill -= 1
- Judge Vane: Do you have any questions for Mr Pennock?
-> questions

=== questions ===
{ asked_cyril >= 2:
    Judge Vane: I think that will do, or we'll be here till the tide turns.
    -> parrot_exhibit
}
* "Where were you on the night of the fourteenth?"
    Cyril: In. All night. Watching the snooker with the Captain. Ask anyone.
    Judge Vane: Whom would I ask?
    Cyril: ...The Captain.
    ~ asked_cyril += 1
    -> questions
* "Do you own a hedge trimmer?"
    Cyril: Everybody owns a hedge trimmer.
    Judge Vane: I don't.
    Cyril: Well, everybody on Quay Terrace. Petrol one. It's in the shed. It's allowed.
    ~ asked_cyril += 1
    ~ evidence += 1
    -> questions
* "Where did you come in Porthgullow in Bloom this year?"
    Cyril says nothing for a moment.
    Cyril: Second.
    Judge Vane: Behind?
    Cyril: Behind a hedge shaped like a lighthouse.
    Judge Vane writes something down and underlines it.
    ~ asked_cyril += 1
    ~ evidence += 1
    -> questions
* {asked_cyril == 0} "No questions, Judge."
    -> parrot_exhibit
* {asked_cyril > 0} "Nothing further."
    -> parrot_exhibit

=== parrot_exhibit ===
Cyril lifts the brass cage onto his table, with some ceremony.
Cyril: I'd like to put in Captain Hollis. Every night at nine o'clock he says goodnight to me, and he only says it when I'm there to hear it. He said it on the fourteenth. So I was in. Ask him.
Judge Vane: Mr Pennock, I am not going to swear in a parrot.
Cyril: As an exhibit, then.
Judge Vane looks at you over her glasses, in the manner of someone who has been handed a stranger's baby.
Judge Vane: Any objection to the bird?
* "None. Let him talk."
    Judge Vane: Very well. The bird may proceed.
    ~ parrot_admitted = true
    -> parrot_speaks
* "Yes. A parrot can't give evidence."
    Judge Vane: Quite right, it can't. Mr Pennock, the Captain may stay, but as furniture. Put a cloth over him.
    Cyril drapes a tea towel printed with a map of Porthgullow harbour over the cage. From under it comes a small, offended noise.
    -> witness
* {fed_parrot} [Give Captain Hollis a little wave]
    You give the bird a small wave across the courtroom. Captain Hollis bobs his head twice and sidles along his perch towards you, as far as the cage allows.
    Captain Hollis: Pretty hedge! Pretty hedge!
    Judge Vane: He seems to know you.
    Cyril: He's anybody's for a sunflower seed, that's all.
    ~ parrot_admitted = true
    -> parrot_speaks

=== parrot_speaks ===
Cyril leans down to the bars.
Cyril: Go on, Captain. Night night, Cyril. Night night.
Captain Hollis considers the court. The court considers Captain Hollis. Somewhere outside, a gull laughs.
* [Wait for him]
    You wait. Everyone waits. Captain Hollis scratches his head with one foot, and then says, quite clearly,
    Captain Hollis: Night night, Cyril.
    Cyril: There. Told you.
    Judge Vane: You've told me he says goodnight. You haven't told me which night.
* {heard_buzz} [Whistle the two notes from the corridor]
    You whistle the same two notes. Cyril says "Don't," but it is too late.
    Captain Hollis: Brrrrrzzzzt! Brrrzzt! Mind the lighthouse! Oh, crumbs. Oh, crumbs, Cyril!
    There follows a silence in Court Two of a quality you will remember for years.
    Judge Vane: Let the record show that the exhibit buzzed.
    ~ evidence += 2
* "Ask him about the hedge, Cyril. Go on."
    Cyril: I'm not asking him about the hedge.
    Captain Hollis: Pretty hedge!
    Judge Vane: He seems keen to discuss it, even if you aren't.
    ~ evidence += 1
- -> witness

=== witness ===
Before anyone can say anything else, the door at the back bangs open. A woman in Royal Mail shorts and a fleece comes in, red in the face, with an empty sack over one shoulder.
Usher: Madam, you can't just...
Pearl: Pearl Nancarrow, Quay Terrace round. Is this the hedge? I saw it. I saw the whole thing, and I've been chewing it over for three weeks, and my feet are killing me.
Judge Vane takes her glasses off, which is somehow worse than having them on.
Judge Vane: Nobody told me about a witness.
{knows_witness: By the door, Mr Oakley finds something very interesting in his cardigan sleeve.}
Judge Vane: She seems to be your witness, if she's anybody's. Do you want to hear her?
* {knows_witness} "Yes, Judge. The clerk said she might come. Please hear her."
    Judge Vane: Did he. Mr Oakley and I will talk later. Mrs Nancarrow, sit down. Briefly, or not at all.
    -> pearl
* "Yes, let's hear her."
    Judge Vane: Mrs Nancarrow, sit down. Briefly, or not at all.
    -> pearl
* "I've never seen this woman before. I'd rather not."
    Judge Vane: Neither have I. That is usually the point of a witness. Mr Pennock?
    Cyril has gone the colour of putty.
    Cyril: No. No, thank you. I'm sure she's very busy.
    Judge Vane: Very well. Mrs Nancarrow, thank you for coming. Go and rest your feet.
    Pearl looks at Cyril for a long moment, then at you, and goes out shaking her head.
    -> closing

=== pearl ===
~ pearl_heard = true
Pearl lowers herself onto a chair with a noise of enormous relief.
Pearl: Half past five in the morning, the fifteenth. I come round the corner onto Quay Terrace, and there's that bird, sat on top of that hedge like a lighthouse keeper, pulling it to bits. Beak like a pair of secateurs. Then out comes Mr Pennock in his dressing gown with his hedge trimmer going, trying to frighten the bird down. And then trying to tidy up after it. And he just kept on tidying. Made a proper dog's dinner of it.
Cyril puts his face in his hands.
Judge Vane: Any questions for Mrs Nancarrow?
-> pearl_questions

= pearl_questions
{ pearl_q >= 2:
    Judge Vane: That's plenty. Thank you, Mrs Nancarrow.
    -> cyril_cracks
}
* "Are you sure it was Captain Hollis?"
    Pearl: Grey, red tail, shouting "pretty hedge"? There aren't two of him in Porthgullow, my love.
    ~ pearl_q += 1
    -> pearl_questions
* {heard_buzz} "Was the trimmer actually running?"
    Pearl: Like a wasp in a biscuit tin. Woke half the terrace. And the bird was doing the noise back at it.
    ~ pearl_q += 1
    ~ evidence += 1
    -> pearl_questions
* "Why didn't you tell anyone?"
    Pearl: I told my sister. Then I saw it in the Packet, in the court bit, and I thought, well, somebody ought to say.
    ~ pearl_q += 1
    -> pearl_questions
* {pearl_q > 0} "Thank you, Mrs Nancarrow. Nothing else."
    -> cyril_cracks
* {pearl_q == 0} "No questions."
    -> cyril_cracks

=== cyril_cracks ===
Judge Vane: Mr Pennock. Is there anything you'd like to say?
Cyril takes his hands away from his face.
Cyril: He got out. All right? I was cleaning the cage with the window open and he went straight out, over the fence and up on top of the Lantern, and he wouldn't come down. He was pulling the lamp room off it. I thought if I ran the trimmer near him he'd get a fright and come in. And he did. But then the top was all ragged, and I thought I'd just tidy it. Even it up, before anyone saw.
Cyril: I've never had a steady hand. It got away from me.
Cyril: I came second to that hedge three years running. I didn't want anyone thinking I'd done it on purpose. So I said nothing. And then I said the gulls.
{ parrot_admitted:
    Captain Hollis: Oh, crumbs, Cyril.
- else:
    From under the tea towel, a small voice says, "Oh, crumbs, Cyril."
}
* "Why didn't you just tell me, Cyril?"
    Cyril: Because you'd have looked at me the way you're looking at me now.
    ~ goodwill += 1
* "So you did cut it."
    Cyril: I cut it. I didn't ruin it. The bird ruined it. I just... finished it off.
    ~ evidence += 1
* [Say nothing, and let the judge deal with it]
    You say nothing. Judge Vane writes for a long time.
- -> closing

=== closing ===
Judge Vane: Right. Before I decide. Is there anything you want to add? Briefly.
* "I just want the Lantern back the way it was."
    Judge Vane: So does everyone who comes through that door, about something. The court does money, I'm afraid. Not time travel.
    -> verdict
* "I'm asking for the full amount."
    Judge Vane: So I gathered.
    -> verdict
* {pearl_heard and goodwill >= 1} "I'd settle for half, if Cyril helps me replant it. And the Captain stays indoors."
    -> ending_shared
* "Nothing, Judge."
    -> verdict

=== verdict ===
Judge Vane folds her glasses and lets them hang on their chain.
{
- contempt >= 2:
    -> ending_dismissed
- pearl_heard:
    -> ending_won
- evidence >= 6:
    -> ending_won
- else:
    -> ending_dismissed
}

=== ending_won ===
Judge Vane: On the balance of probabilities, which is all this court ever deals in, I find as follows.
{ pearl_heard:
    Judge Vane: The hedge was first damaged by Mr Pennock's parrot, for which Mr Pennock is responsible, as one is for one's parrot. It was then finished off by Mr Pennock's hedge trimmer, for which he is more responsible still.
- else:
    Judge Vane: The cuts were made with a blade. Mr Pennock owns one, had a reason to use it, and keeps a bird that does an impression of it. The gulls are acquitted.
}
Judge Vane: Judgment for the claimant. Four hundred and twelve pounds{fifty_pence: and fifty pence}, and the court fee. Fourteen days to pay, Mr Pennock. And keep that bird indoors.
Captain Hollis: Pretty hedge.
Judge Vane: Thank you, Captain. That will be all.
Out on the Town Hall steps the wind has got up and the harbour is full of white horses. Cyril comes out behind you with the cage under his arm and stops two steps up, as if he doesn't know which way home is any more.
* [Offer him a lift home]
    You jingle your car keys at him. He looks at them for a while, then nods. You drive back to Quay Terrace in silence, except for Captain Hollis, who says "pretty hedge" at every roundabout.
    On Saturday morning there is an envelope through your door with four hundred and twelve pounds in it, and a packet of sunflower seeds.
* [Walk home on your own]
    You walk home along the harbour wall on your own, the folder under your arm, the win sitting in your chest like a stone you can't decide whether to keep.
    When you turn into Quay Terrace, the Lantern is waiting: four feet of it and a mess. Next door, behind the net curtain, something grey and red is watching you. It does not say anything at all.
- -> END

=== ending_dismissed ===
{ contempt >= 2:
    Judge Vane: Before anything else. This is a court, not a pantomime, and I will not be shouted at on behalf of a hedge. I have weighed that.
}
Judge Vane: The burden of proof is on the claimant. A hedge was damaged; nobody disputes it. But on what I have heard I cannot rule out the salt, and I am not prepared to rule out the gulls. The claim is dismissed. Each side bears its own costs.
Cyril lets out a breath. He doesn't look pleased, though. He looks like a man who has got away with something and would rather not have.
* [Go home and look at what's left of the Lantern]
    You go home the long way, past the lifeboat station, and stand in front of the Lantern until the street lamps come on. Four feet of it, and a mess. But privet is stubborn stuff. By October, there are new shoots at the top.
* "Enjoy your win, Cyril."
    Cyril: It doesn't feel like one.
    He goes out with the cage under his arm. From under the tea towel, faintly, you hear the Captain say, "Mind the lighthouse."
- -> END

=== ending_shared ===
Judge Vane looks across at Cyril.
Judge Vane: Mr Pennock?
Cyril: Yes. Yes. Please. I'll dig. I'll dig all weekend.
Judge Vane: Then I'll record a settlement. Two hundred and six pounds, one replanting, and one parrot confined to barracks. I'd like it noted that this is the first sensible thing anyone has said about a hedge in this room since March.
Captain Hollis: Pretty hedge!
Judge Vane: Quite.
* [Shake Cyril's hand]
    You cross the old ballroom floor and shake Cyril's hand under the glitter ball. His hand is shaking a little. So is yours.
* "You're doing all the digging, Cyril. All of it."
    Cyril: All of it. Every spadeful.
- The next spring the new Lantern is only waist-high, but it already has the beginnings of a lamp room. Cyril comes out every Sunday with a pair of hand shears, never the trimmer, and does the seaward side while you do the front. Captain Hollis watches from the kitchen window and shouts advice.
In August you enter it in Porthgullow in Bloom under both your names. It comes fourth. Neither of you minds half as much as you would have thought.
-> END

=== ending_handshake ===
The usher puts her head round the door of Court Two.
Usher: The hedge! In you come, both of you.
Cyril: We've sorted it.
Usher: Have you now.
Mr Oakley draws a neat line through something on his clipboard.
Oakley: Settled before hearing. The judge will be delighted. She's got a cat.
On Saturday Cyril comes round with a spade, a hundred pounds in an envelope and a young privet in a pot, and the two of you plant it where the Lantern's roots were too far gone. It takes all morning. You don't ask him about the fifteenth, and he doesn't offer.
From Cyril's kitchen window, every so often, Captain Hollis calls out across the fence.
Captain Hollis: Brrrzzt! Mind the lighthouse!
Cyril digs a little faster. You wonder, for a moment, what the bird means. Then you decide it's a lovely morning, and you let it go.
-> END
