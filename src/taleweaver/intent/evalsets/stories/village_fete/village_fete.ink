// An ink story for the intent evaluation sets (first-contact split): "The Prize Marrow", a cosy comedy at
// an English village fete. The player is a reluctant judge; the prize marrow vanished the night before the
// vegetable show. Choices mix quoted speech, action sentences, one-word choices and ink's [bracket] form.
// Written for taleweaver's evaluation (session 34), not copied.
VAR clue_photo = false
VAR clue_shed = false
VAR vicar_friendly = false
-> marquee

=== marquee ===
It is seven in the morning on the day of the Little Wickham Summer Fete, and somehow you have agreed to judge the vegetable show.
Mrs Dunmore, the organiser, meets you at the flap of the produce marquee with a face like thunder.
Mrs Dunmore: The prize marrow has gone. Vanished in the night. The show is at noon, judge, and I expect you to sort it out.
On the trestle table there is only a damp ring where the marrow sat. Through the open flap you can see the Colonel glaring at his allotment, the vicar at the tea tent, a girl with a camera round her neck, and a goat.
* "Colonel, a word?"
    The Colonel straightens up among his bean rows as if someone had called a parade.
    -> colonel
* [Go to the tea tent]
    You leave Mrs Dunmore muttering and cross the wet grass to the tea tent.
    -> vicar
* [Talk to the girl with the camera]
    You wave at the girl. She lowers the camera, slowly and suspiciously.
    -> girl
* [Examine the goat's pen]
    You pick your way past the tombola to the pen at the edge of the green.
    -> goat

=== colonel ===
Colonel Hatch stands guard over his bean rows in a regimental tie. Beside him, on a cushion, sits an enormous striped marrow with a label that reads EXHIBIT: HATCH.
Colonel: Eleven years undefeated, judge. Twelve by noon, now that the Reverend's monstrosity has done a bunk.
* "That's a very big marrow, Colonel."
    He pats it like a favourite horse.
    -> colonel_proud
* "Where were you[?"] last night, Colonel?" you ask.
    -> colonel_alibi
* [Look in the potting shed]
    You stroll round him towards the potting shed before he can get in the way.
    -> shed
* [Accuse]
    "You took it," you say. "You couldn't bear to come second."
    -> accuse_colonel

=== colonel_proud ===
Colonel: Fed on nothing but rainwater and Elgar. The Reverend's was bigger, I grant you. Not that it matters now.
* "You must have been furious when you saw his."
    Colonel: Furious? I served in Aden, judge. I don't get furious. I get even. That is — I get on with things.
    -> green
* [Flatter him]
    You tell him he has the finest eye for a vegetable in the county. He glows.
    Colonel: The finest. Which is how I know the Reverend's was pumped full of sugar water. Cheating, frankly.
    -> green
* [Weigh his marrow]
    You heft his marrow onto the scales. It is a good two pounds lighter than the one that vanished.
    The Colonel looks away and whistles.
    -> green

=== colonel_alibi ===
Colonel: In bed by ten with a cocoa, as every decent man should be. Ask the goat if you don't believe me.
* "Then why are your boots[ muddy?"] covered in mud?" you ask, pointing at the pair by the shed door.
    Colonel: Dew. It's called dew. Look it up.
    -> shed
* [Slip him a raffle ticket]
    You press a strip of raffle tickets into his hand and mention that the hamper has a very good port in it.
    Colonel: Are you trying to bribe me, sir? I'll keep these, mind. But I saw nothing.
    -> green
* "The goat says otherwise."
    You tell him, gravely, that the goat has been most helpful. His moustache twitches.
    Colonel: Preposterous animal. Never trust it.
    -> green

=== shed ===
The potting shed smells of creosote and tomato feed. On the floor there is a wheelbarrow, a torch with a flat battery, and a scatter of large pale seeds.
* [Pick up the seeds]
    You pocket a handful. Marrow seeds, no doubt about it, and fresh.
    ~ clue_shed = true
    -> green
* [Check the wheelbarrow]
    There is a marrow-shaped dent in the sacking, and a tuft of white goat hair caught on the handle.
    ~ clue_shed = true
    -> green
* [Get out]
    You back out of the shed and close the door very, very quietly.
    -> green

=== vicar ===
The Reverend Pym is building a pyramid of scones with unusual care. There is a smear of something green on his cuff.
Vicar: Ah, our judge! Terrible business. Terrible. Tea?
* [Offer the vicar a scone]
    You take a scone from the top of his pyramid and hold it out to him. He looks at it as if it might bite.
    -> vicar_scone
* "Where were you last night?"
    -> vicar_night
* "That's marrow on your cuff[."], isn't it, Vicar?" you say, loudly.
    -> vicar_accused
* [Leave]
    You decline the tea and walk back out onto the green.
    -> green

=== vicar_scone ===
Vicar: Most kind. Between ourselves, the Colonel has won the marrow class eleven years running. Some of us had hoped this year would be different.
* "Lovely sermon on Sunday, by the way."
    The vicar goes pink with pleasure.
    ~ vicar_friendly = true
    Vicar: You noticed! Then I'll tell you something. I saw a torch in the Colonel's potting shed at midnight.
    -> green
* "Was it your marrow, Vicar?"
    Vicar: It was the church's marrow. I only watered it. Every day. Twice. With a little sugar.
    -> green
* [Eat the scone yourself]
    You eat the scone yourself. The vicar watches every crumb go.
    -> green

=== vicar_night ===
Vicar: At the vicarage, writing Sunday's sermon. On forgiveness, as it happens. Mrs Dunmore will tell you I never left.
* "I believe you."
    The vicar lets out a breath he seems to have been holding since dawn.
    ~ vicar_friendly = true
    Vicar: Thank you. Look at the goat's gate, judge. It was tied shut with twine last night, and now it isn't.
    -> green
* "Mrs Dunmore says you went out."
    She said no such thing. The vicar's eyes go very wide.
    Vicar: I — well — I may have stepped out. To look at the stars. Briefly.
    -> green
* "Forgiveness. How convenient."
    -> vicar_accused

=== vicar_accused ===
The vicar drops a scone. Two ladies from the Women's Institute stop pouring tea to listen.
Vicar: It's cucumber! Cucumber at the very most! How dare you!
* [Apologise]
    You apologise, loudly enough for the Women's Institute to hear it.
    -> green
* [Stand firm]
    You fold your arms and say nothing. The vicar gathers his scones and flees into the vestry.
    -> green
* "Then you won't mind if I search the vestry."
    Vicar: I mind very much. There are hymn books in there older than you.
    -> green

=== girl ===
The girl is about fifteen, in a hoodie with the sleeves pulled over her hands, and a camera with a very long lens. Her badge says TAMSIN, PHOTOGRAPHY CLUB.
Tamsin: I didn't take it, if that's what you're going to say.
* "Can I see your photos?"
    -> girl_photos
* [Comfort her]
    You tell her nobody thinks she took it, and that you would hate to be fifteen at a fete as well.
    She almost smiles.
    -> girl_photos
* "You were up very late[."], weren't you?" you say. "Those are night shots on your screen."
    -> girl_night
* [Tell her to run along]
    You tell her to run along and let the grown-ups handle it. She doesn't move.
    Tamsin: Fine. Solve it yourself, then.
    -> green

=== girl_photos ===
She thumbs through the little screen. Owls. The church tower at night. Then something pale and blurred in the marquee doorway at half past one.
Tamsin: It's the goat. Or a ghost. Or a very small vicar.
* "Can you zoom in?"
    She zooms. Behind the goat, holding its rope, is a hand in a tweed sleeve with a regimental cufflink.
    ~ clue_photo = true
    -> green
* [Offer her a fiver for the picture]
    You hold out a five-pound note. She looks at it with pure contempt, then sends you the picture anyway: a goat, a rope, and a regimental cufflink.
    ~ clue_photo = true
    -> green
* "That proves nothing."
    Tamsin rolls her eyes and switches the camera off.
    -> green

=== girl_night ===
Tamsin: I was photographing owls. For the county competition. It's not illegal.
* "Did you see anyone?"
    She hesitates, then turns the camera round so you can see.
    -> girl_photos
* "I was out last night too, you know."
    You weren't. You were in bed by half past nine with a hot-water bottle. She believes you anyway.
    Tamsin: Then you saw the torch in the Colonel's shed as well.
    -> green

=== goat ===
Inside the pen a white nanny goat called Duchess chews slowly and looks at you with strange yellow eyes. The gate hangs open on a loop of cut twine.
* [Examine the gate]
    The twine has been cut clean, with a knife. Goats do not carry knives.
    -> goat_pen
* "Did you eat it?"
    Duchess burps. It smells faintly, unmistakably, of marrow.
    -> goat_pen
* [Pat the goat]
    You pat Duchess. She eats the corner of your judging card.
    -> goat_pen

=== goat_pen ===
Mrs Dunmore has followed you over, clutching her clipboard.
Mrs Dunmore: Well? Is it the goat? Tell me it's the goat. I cannot accuse a vicar before lunch.
* "It's the goat."
    -> accuse_goat
* "Someone let her out."
    Mrs Dunmore: Someone? Who? No, don't tell me. Find out, and then tell me.
    -> green
* [Search the straw]
    You kneel in the straw. Under the hay rack there is a curl of green rind and a brass button off a blazer.
    ~ clue_shed = true
    -> green

=== green ===
The church clock strikes eleven. The brass band is tuning up, the coconut shy is open, and Mrs Dunmore is bearing down on you with a box of rosettes.
Mrs Dunmore: One hour, judge. Who took it?
* [Accuse the Colonel]
    You set off for the allotments with Mrs Dunmore at your heels.
    -> accuse_colonel
* "It was the vicar."
    -> accuse_vicar
* [Blame the goat]
    -> accuse_goat
* [Give up]
    You hand Mrs Dunmore her rosettes back. "I'm a judge, not a detective."
    -> judging

=== accuse_colonel ===
Half the Women's Institute has followed you to the allotments. The Colonel stands in front of his marrow like a sentry.
Colonel: This is an outrage. Where is your proof?
* {clue_photo} [Show him the photograph]
    You hold up Tamsin's picture: the goat, the rope, the cufflink. The Colonel looks down at his own cuff.
    -> confession
* {clue_shed} [Empty your pockets]
    You tip seeds, rind and goat hair onto his cushion, right beside his marrow.
    -> confession
* [Bluff]
    "A witness saw you in the marquee at half past one," you say, which may or may not be true.
    The Colonel's face goes the colour of a beetroot.
    -> confession
* [Back down]
    You mumble something about a misunderstanding and retreat towards the marquee.
    -> judging

=== confession ===
Colonel: Oh, very well! I borrowed it. I only meant to hide it in the shed until after the show. Then that blasted goat got in and ate half of it. I let her out to make it look like her doing.
The vicar gasps. Duchess, somewhere on the green, burps.
Mrs Dunmore: Judge. What do we do with him?
* [Disqualify him]
    You unpin the Colonel's entry card and tear it neatly in two.
    -> ending_justice
* [Forgive him]
    -> ending_forgive
* "Let the goat decide."
    -> ending_goat_judge

=== ending_justice ===
At noon you award the marrow rosette to a cucumber, because there is nothing else left in the class. Nobody complains. The Colonel watches from behind the tombola, and the vicar buys him a cup of tea.
-> END

=== ending_forgive ===
You tell the Colonel that everyone makes mistakes, even eleven-time champions. The vicar, who has just preached about forgiveness for forty minutes, has no choice but to agree. They share second prize.
-> END

=== ending_goat_judge ===
Duchess is led into the marquee and sniffs every marrow on the table. She eats the Colonel's. The crowd cheers. You decide that counts as a verdict.
-> END

=== accuse_vicar ===
There is a terrible silence in the tea tent. Then the vicar bursts into tears, the Women's Institute closes ranks, and you are asked, very politely, never to judge anything in Little Wickham again.
-> END

=== accuse_goat ===
You pin the first prize rosette to Duchess's collar, for the biggest appetite in the village. She eats it. The local paper runs the photograph on its front page, and the real culprit is never found.
-> END

=== judging ===
Noon. The marquee is packed. The marrow class has one entry, the Colonel's, sitting on its cushion like a smug green submarine.
Mrs Dunmore: Well, judge?
* [Award it to the Colonel]
    You pin the rosette on. The Colonel salutes. The vicar leaves before the applause is over.
    -> END
* "I'm cancelling the marrow class."
    A groan goes round the marquee. Mrs Dunmore writes your name in her clipboard in very small letters.
    -> END
* [Lie]
    You announce that the Colonel's marrow has been disqualified for being hollow. It isn't. Nobody dares to check.
    -> END
