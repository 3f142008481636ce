// Saturday afternoon at the Heronsgate Cat Rescue shop, 14 Tanner Street.
// You hold the keys while the manager is at a wedding. A donated camel coat has something sewn into its lining.

VAR counted = false
VAR read_letter = false
VAR pocketed = false
VAR on_you = false
VAR kai_knows = false
VAR kai_saw = false
VAR kai_cross = false
VAR kai_posted = false
VAR maureen_knows = false
VAR lied = false
VAR hilary_rung = false
VAR hilary_texted = false
VAR in_safe = false
VAR with_maureen = false
VAR knows_donor = false
VAR has_number = false
VAR cyril_told = false
VAR coat_sold = false
VAR coat_back = false
VAR asked = 0
VAR asked_lining = false
VAR admitted = false
VAR neil_calm = false
VAR letter_shown = false
VAR found_photo = false
VAR share = ""
VAR care = 0
VAR envelope_out = false

-> start

=== function fetch_envelope()
{envelope_out:
    ~ return
}
~ envelope_out = true
{
- in_safe: You go through to the office, kneel on the lino, turn the dial to one, nine, eight, seven, and take the envelope out of the safe.
- with_maureen: Maureen opens her handbag very slowly and hands you the envelope, looking at you the whole time.
- pocketed or on_you: You take the envelope out of your jacket. It is warm from you.
- else: You fetch the envelope from under the till, where you tucked it behind the carrier bags.
}

=== start ===
It is twenty past one on a grey Saturday in March, and the Heronsgate Cat Rescue shop at 14 Tanner Street smells, as it always does, of old paperbacks, lavender drawer liners and the steamer.
Hilary Okoro, the manager, is in Swindon at her niece's wedding. She left you the keys on Friday with a sticky note that said YOU'RE IN CHARGE. DON'T PANIC. The note is still stuck to the till.
Maureen Tully, seventy-eight, is on the till with the pricing gun in her cardigan pocket like a holster. Kai Mensah, fifteen, in his second week of work experience, is at the steamer in the corner, steaming a wedding dress with the expression of someone defusing a bomb.
Behind the bead curtain, the back room is stacked to the ceiling with Thursday's donations.
-> hub

= hub
* The back room
    -> back_room
* [Give Kai a hand with the steamer]
    -> steamer
* [Offer to take over the till]
    -> till
* {not kettle} Put the kettle on
    -> kettle

= kettle
The kettle lives on a filing cabinet in the back room, next to a box of mugs nobody would ever buy. You make three teas. Maureen has hers with two sugars and a custard cream dipped in it for exactly three seconds. Kai says he doesn't drink tea, then drinks it.
Kai: Is it always this quiet?
Maureen: Give it till two. Cyril comes in at two.
-> hub

=== back_room ===
The back room is a mountain range of black bin bags, each one tied at the top with a knot only its owner could undo. Thursday's bags have a yellow sticker with a T on. You start on the nearest pile. A bread maker, forty-two copies of the same gardening magazine, a pair of riding boots, and, folded over the top of a bag of cardigans, a long camel coat.
It is heavy. Heavier than a coat has any right to be, and heavier on one side than the other.
* [Go through the pockets]
    In the left pocket there is a bus ticket from 1998 and half a packet of mints, the old-fashioned white kind that taste of a bank manager's car. In the right, a brown button that matches the one missing from the front.
    -> coat
* [Try it on]
    It fits you like a tent and hangs down on the left like a sling. Something inside the lining knocks against your knee when you turn round.
    -> coat
* Price it
    You find the spare pricing gun in the drawer and decide the coat is worth twenty-five pounds. When you lift it onto the rail, the hem swings against the metal with a dull little clunk.
    -> coat

=== steamer ===
Kai hands you the steamer nozzle as if it were hot, which it is. The rail beside him is Thursday's coats, waiting their turn. You start at the end, with a long camel coat.
The steam loosens the creases. It also loosens a fold at the hem, where the lining has been stitched up by hand in black thread that doesn't match. Under the lining something crackles, like a crisp packet.
Kai: What is that? Is it, like, a mouse?
~ kai_knows = true
-> coat

=== till ===
Maureen hands over the till as if she were handing over a small, cross animal.
Maureen: Drawer sticks. Give it a thump on the left. Not the right. Never the right.
She disappears through the bead curtain to sort the donations. Five minutes later she comes back out with a long camel coat over both arms, carrying it like a sleeping child.
Maureen: Feel the weight of this. Go on. There's something sewn in the bottom. I'd know that feeling anywhere. My mother used to do it with the rent money.
~ maureen_knows = true
-> coat

=== coat ===
You find the place. Inside, at the back of the hem, a hand's width of lining has been stitched shut twice, once with tiny, careful stitches by someone who knew what she was doing, and then, over the top, with big rough ones by someone in a hurry. Whatever is in there is flat and stiff, about the size of a paperback.
* [Unpick it with the seam ripper]
    The seam ripper lives in the till drawer with the Sellotape and the lost property. You go carefully. Eleven stitches, and the lining opens like a mouth.
    -> envelope
* {not kai_knows} "Kai, come and look at this."
    Kai comes over with his phone in his hand and watches you slit the stitches with the seam ripper.
    Kai: This is the best day of work experience. Genuinely.
    ~ kai_knows = true
    -> envelope
* Leave it
    It isn't your coat and it isn't your business. You hang it on the rail with the others and go and do something else.
    {maureen_knows:Maureen: Suit yourself. Curiosity never killed any cats in here.}
    -> leave_it

=== leave_it ===
At two o'clock exactly the bell over the door goes, and in comes Cyril Ambrose, eighty-one, in a bow tie and tweed cap, with a canvas bag that he fills every Saturday with things nobody else wanted.
Cyril: Afternoon, afternoon. Now then. There was a camel coat. I saw it through the curtain on Thursday. Don't tell me it's gone.
{kai_knows:Kai looks at you. You look at the rail.}
He finds it before you can answer, and shrugs it on. It is a good coat on him. He turns in the mirror by the hats, pleased, and pats the sides, and stops.
Cyril: There's something in the hem of this.
* "Twenty-five pounds, Cyril. As it is."
    -> ending_sold
* [Take it back off him]
    Cyril: Steady on!
    You ease the coat off his shoulders, lay it on the counter and open the lining there and then, with Cyril peering over your arm.
    ~ cyril_told = true
    -> envelope
* "Probably a weight[."]," you say. "Good coats have them sewn in, so they hang properly."
    Cyril: Weights, is it. Well, it hangs beautifully. I'll have it.
    ~ lied = true
    -> ending_sold

=== envelope ===
Inside the lining is a brown envelope, soft as cloth with age, held with a perished rubber band that snaps as soon as you touch it. It is fat with money. Some of it is ordinary fifty-pound notes. Some of it is old paper twenties with the wrong face on them, the kind nobody has seen in a shop for years.
Folded in with the money is a sheet of thin blue airmail paper.
{kai_knows:Kai: No way. No WAY.}
{cyril_told:Cyril: Good heavens.}
-> look

= look
* Count it
    You count it twice, in piles. Fourteen hundred pounds in fifties, four hundred and forty in old twenties. One thousand, eight hundred and forty pounds.
    ~ counted = true
    -> look
* [Read the letter]
    -> letter -> look
* {not cyril_told} Pocket it
    You fold the envelope over once and slide it into the inside pocket of your jacket, where it sits against your ribs like a second heartbeat.
    {kai_knows:Kai sees. He doesn't say anything. He goes back to the wedding dress and steams the same bit of it for a long time.}
    ~ pocketed = true
    {kai_knows:
        ~ kai_saw = true
    }
    -> found_out
* [Put it all back in the envelope]
    You slide the money and the letter back in, square the edges, and hold the envelope in both hands as if it might go off.
    -> found_out
* {cyril_told} "Not a word to anyone, Cyril."
    Cyril: My dear. I was a bank manager for thirty-one years. I have never said a word to anyone in my life.
    He goes back to the armchair by the poetry shelf, which is not for sale, and picks up a book about canals. You put the money and the letter back in the envelope.
    -> found_out

=== letter ===
You unfold the airmail paper as carefully as you can. The handwriting is a man's, small and leaning forward, as if it were in a hurry to get somewhere.
"Win. I won't ask again after this, because it isn't fair on you. I'll be at Victoria Coach Station on Saturday the ninth for the ten past eight to Holyhead, and then the boat. There's enough here for your ticket and a bit over. If you're not there I'll understand, and I won't write again. Whatever you decide, keep this for yourself and nobody else. Ray. September 1967."
Underneath, in blue biro, in a woman's writing that is much shakier and much later, someone has added four words. For when I need it.
~ read_letter = true
->->

=== found_out ===
{maureen_knows:Maureen is at your shoulder with her glasses pushed up on her head.|The bead curtain rattles. Maureen comes through with an empty mug and stops when she sees your face.}
Maureen: What's happened? You look like you've sat on something.
* {pocketed and not maureen_knows} [Say nothing]
    "Nothing," you say. "Stubbed my toe." Maureen looks at you for a second too long, then goes to fill the kettle.
    ~ lied = true
    -> kai_words
* {pocketed and maureen_knows} "It was empty[."]," you say. "Just a bit of old card to stiffen the hem."
    Maureen: Was it now.
    She doesn't ask again. She goes back to the till and prices a teapot three times.
    ~ lied = true
    -> kai_words
* {pocketed} [Take the envelope back out and show her]
    You take it out of your jacket. Your face goes hot, and you are glad it's dim in here.
    ~ pocketed = false
    ~ maureen_knows = true
    -> maureen_says
* {not pocketed} [Show her the envelope]
    ~ maureen_knows = true
    -> maureen_says
* {not pocketed} "Maureen, what do we do when someone leaves money in a donation?"
    ~ maureen_knows = true
    -> maureen_says

=== kai_words ===
{not kai_saw: -> hilary_phone}
Later, while Maureen is busy with a woman buying a jigsaw, Kai comes and stands next to you at the rail, very close, and talks without looking at you.
Kai: I saw you put it in your pocket. I'm not being funny. I just saw.
* "I'm keeping it safe, that's all."
    Kai: Right. Yeah. Course.
    He doesn't believe you, and he is fifteen, so he doesn't bother pretending.
* "Mind your own business, Kai."
    Kai goes red to the ears and goes back to the steamer. For the rest of the afternoon he calls you "miss" or "sir" in a voice like a closed door.
    ~ kai_cross = true
* [Put it on the counter where he can see it]
    You take the envelope out and put it on the counter by the charity box. Kai breathes out.
    Kai: I thought you were going to, like. You know.
    ~ pocketed = false
    ~ care += 1
- -> hilary_phone

=== maureen_says ===
Maureen looks at the money for a long time without touching it.
Maureen: Well. It's not false teeth, is it. We had false teeth once, in a handbag. And a budgie, but that was alive. Hilary says anything over twenty pounds, you ring her. Wedding or no wedding.
-> hilary_phone

=== hilary_phone ===
Hilary's number is on the sticky note on the till, underlined twice, with ONLY IF ON FIRE written underneath.
* Ring Hilary
    -> hilary
* [Text her instead]
    You type it three times and send the shortest version. Found cash in a donated coat, quite a lot. What do I do? No rush. Enjoy the wedding x
    The phone doesn't buzz back.
    ~ hilary_texted = true
    -> paperwork
* "She's at a wedding. We can sort this ourselves."
    {maureen_knows:Maureen: On your head be it.}
    -> paperwork

=== hilary ===
It rings eight times. When Hilary answers, there is a DJ somewhere behind her playing a song about Saturday night.
Hilary: Is it on fire?
* [Tell her everything]
    You tell her all of it. The coat, the stitches, the envelope{counted:, the one thousand eight hundred and forty pounds}{read_letter:, the letter from a man called Ray}. The music gets quieter as she walks away from it.
    ~ hilary_rung = true
    ~ pocketed = false
    -> rules
* {pocketed} [Tell her about the coat, but not the money]
    You tell her about a strange coat with its lining stitched up. You don't mention what was inside. Hilary sounds baffled that you've rung at all.
    Hilary: Then sew it back up and put it out? Love, I have to go, they're starting the speeches.
    ~ lied = true
    -> paperwork
* "Sorry. Wrong number."
    You hang up. Hilary rings straight back. You let it ring out, and then you feel terrible.
    -> paperwork

= rules
Hilary: Right. Listen. Nobody has it. Not you, not Maureen, not a customer. It goes in the safe in the office. The code's on the back of the fire procedure, which I know I shouldn't do. Then look in the donation book for Thursday, and in the Gift Aid box. If it came in with a form, we've got a name.
Hilary: And if anyone turns up asking for it, they have to prove it's theirs. Properly. Not just "it's mine, give it here".
* "Understood."
    Hilary: Good. You're a star.
* "What if they can prove it?"
    Hilary: Then they can have it on Monday, when I'm there, with a receipt. Nobody walks out of my shop with a wad of cash on a Saturday afternoon. Not on my watch, and not on yours.
* [Ask if she's having a nice time]
    Hilary: My sister's husband has done the worm. Twice. Go and do the safe.
    ~ care += 1
- The line goes dead, and the DJ goes with it.
-> safe

=== safe ===
The office is a cupboard with a desk in it. The safe is under the desk, grey and dented, and the fire procedure is pinned to the wall above it with a drawing pin.
* [Put the envelope in the safe]
    The code is written on the back of the fire procedure in green pen, 1987. The safe door shuts with a clunk that sounds as if it means it.
    ~ in_safe = true
* Keep it on you
    The safe looks as though it could be opened with a teaspoon. You zip the envelope into your jacket, where at least you'll know if it moves.
    ~ on_you = true
* [Give it to Maureen to mind]
    Maureen puts it in her handbag, puts the handbag on her lap, and puts both hands on the handbag.
    Maureen: Nobody has ever got anything out of this bag that I didn't want them to have. Ask my late husband.
    ~ with_maureen = true
- -> paperwork

=== paperwork ===
The donation book hangs on a nail by the back door, a big lined ledger with a biro tied to it on a string. The Gift Aid forms live in a shoebox that says GIFT AID DO NOT THROW AWAY on the lid, in Hilary's capitals.
* The donation book
    Thursday has five entries in five kinds of handwriting. The third one reads 3 bags (ladies' clothes, coats, shoes). Mrs J. Hollins. GA.
    ~ knows_donor = true
    -> more
* The shoebox
    -> gift_aid
* [Leave the paperwork for Hilary]
    It's Hilary's shop and Hilary's paperwork. You hang the book back on its nail.
    -> cyril

= more
* [Look for her Gift Aid form]
    -> gift_aid
* [That's enough to be going on with]
    -> cyril

= gift_aid
Near the top of the shoebox, with Thursday's date on it, is a form filled in with round, firm handwriting. Janet Hollins, 22 Larch Close, Fenwick. There is a mobile number. In the box for comments she has written, These were my mum's things. She'd be glad they're going to the cats.
~ knows_donor = true
~ has_number = true
-> cyril

=== cyril ===
{cyril_told:
    Cyril hasn't left. He has settled into the armchair by the poetry shelf, which is not for sale and never has been, with a book about canals, keeping one eye on you over the top of it.
    Cyril: I'm still interested in that coat, you know. Lining or no lining.
- else:
    At two o'clock exactly the bell over the door goes, and in comes Cyril Ambrose, eighty-one, in a bow tie and tweed cap, with a canvas bag that he fills every Saturday with things nobody else wanted.
    Cyril: Afternoon, afternoon. Now then. There was a camel coat. I saw it through the curtain on Thursday. Don't tell me it's gone.
}
* "It's not for sale yet, Cyril."
    Cyril: Not yet. Not yet isn't no. I'll wait.
    -> neil
* [Sell it to him]
    Cyril pays in exact change, as he always does, and puts the coat on there and then. It is a good coat on him. He turns in the mirror by the hats, pleased with himself.
    Cyril: I'll just have a look at the books while I'm here.
    ~ coat_sold = true
    -> neil
* [Ask his advice about the money]
    -> advice
* Distract him
    You steer him towards the tie rack. It's the oldest trick in the shop. Cyril knows it is, and lets you do it anyway, and buys a green tie with ducks on it.
    Cyril: Don't think I've forgotten the coat.
    -> neil

= advice
Cyril was a bank manager for thirty-one years, at the branch where the bookmaker's is now. He listens with his fingertips pressed together.
Cyril: The fifties are fine. The paper twenties have been withdrawn, but the Bank of England will still change them if you fill in a form and wait. And whatever anyone tells you, finders keepers isn't the law. If you know whose it is, or could find out, and you keep it anyway, that's theft. Theft by finding, they used to call it.
~ cyril_told = true
* "Thank you, Cyril."
    Cyril: My pleasure. I'll still have the coat, mind. Once it's been emptied.
* [Ask him to keep it to himself]
    Cyril: My dear. I kept secrets for a bank for thirty-one years. I can keep one for a cat charity for an afternoon.
- -> neil

=== neil ===
At twenty past two the bell goes so hard it nearly comes off its spring. The man who comes in is in his forties, in a work fleece with a plumbing firm's name on the back, and out of breath as if he has run from the bus stop, which he has.
Neil: Sorry. Sorry. I dropped some bags in here on Thursday, my mum's things, and I put the wrong coat in. A camel one, long, down to here. It was a mistake. I need it back. I'll pay for it, whatever you want.
{coat_sold:Then he stops, because the coat is on Cyril, three feet away, by the poetry.}
He says his name is Neil. Neil Hollins.
-> ask

= ask
{asked >= 2: -> decide}
* "Can you describe the coat?"
    Neil: Camel. Three buttons, one missing. She's had the missing one in her pocket since about 1990 and never sewn it back on. And there'll be mints in the other pocket. There were always mints.
    It is exactly right, down to the mints.
* "Can you describe what was in the lining?"
    Neil goes still. Then he rubs his face with both hands.
    Neil: Money. Her running-away money, she called it. Like a joke. She'd been sewing it into that coat my whole life. I don't know how much. A couple of grand? Nobody was allowed to see it.
    He doesn't mention a letter.
    ~ asked_lining = true
* {knows_donor} "The donation book says a woman brought those bags in."
    Neil looks at the floor.
    Neil: Yeah. All right. My sister. Janet. I didn't bring anything in. She cleared Mum's flat while I was still up in Leicester, and she didn't ask me about one single thing.
    ~ admitted = true
* [Ask for some ID]
    He hands over a driving licence. Neil Anthony Hollins, with an address in Leicester.
    Neil: I'm not local any more. Came down for the funeral. I've been on a mate's settee for a fortnight.
* {not knows_donor} Stall
    "I'll just have to check out the back," you say, and go through the bead curtain and stand among the bin bags and breathe for a bit. When you come out, he is still there.
- ~ asked += 1
-> ask

= decide
Neil: Look. I'm not trying to pull anything. I just want what Mum would have wanted me to have.
{coat_sold:By the poetry shelf, Cyril has stopped pretending to read.}
* [Give him the envelope]
    -> hand_over
* {has_number} [Ring the number on the Gift Aid form]
    -> janet_call
* {not has_number} "Ring your sister. Put her on speaker."
    -> janet_call
* "The shop has to hold on to it until Monday."
    -> monday
* {pocketed} "There wasn't anything in the coat."
    -> lie_to_neil

=== hand_over ===
{fetch_envelope()}
{hilary_rung:Hilary's voice is in your head: nobody walks out of my shop with a wad of cash. You do it anyway.}
* [Count it out on the counter in front of him]
    You count it into piles by the till. One thousand, eight hundred and forty pounds. You write the amount on a paper bag and get him to sign it. Neil signs with a hand that won't keep still.
    ~ care += 1
* [Just hand it over]
    Neil takes the envelope and holds it flat against his chest with both hands, and for a moment he looks about nine years old.
* "There's a letter in there too. You might want to read it on your own."
    Neil: A letter? From who?
    You don't know what to tell him, so you don't tell him anything.
    ~ letter_shown = true
- -> ending_neil

=== monday ===
Neil: Monday? I'm on the coach back to Leicester at six. Tonight. Monday I'm fitting a boiler in Loughborough.
His voice goes up. Behind the counter, Maureen puts her hand on the phone.
{kai_knows:Kai has stopped steaming and is holding the nozzle like a weapon.}
* "Sit down. I'll make you a tea."
    He sits, because he has been standing up since the funeral and his legs seem to have forgotten how not to. You make him a tea. He holds it without drinking it, and tells you about her.
    ~ neil_calm = true
    -> win
* [Let Maureen handle him]
    Maureen was a dinner lady at St Anne's Primary for thirty-one years. She comes out from behind the till, points at the armchair by the poetry, and says, "Sit." Neil sits.
    ~ neil_calm = true
    -> win
* Stand firm
    You tell him again. Monday, with the manager, with a receipt. Rules are rules.
    Neil: Fine. Keep it. Keep the lot. Give it to the cats.
    The bell nearly comes off its spring a second time on his way out.
    -> street
* [Call the police]
    -> police

=== street ===
Tanner Street is grey and busy, with a queue at the bakery, a man selling the Big Issue outside the bookmaker's, a bus shelter with one pane missing. Neil is sitting in the bus shelter with his elbows on his knees.
* [Go after him]
    You sit down next to him on the narrow plastic seat. Neither of you says anything for a whole bus.
    Neil: She used to wait here. Every Saturday, for the 14. In that coat.
    He follows you back into the shop without being asked.
    ~ neil_calm = true
    -> win
* Let him go
    You watch through the window until a bus comes and he gets on it.
    -> ending_safe

=== win ===
Her name was Winifred, but nobody ever called her that. Win. Forty years in the school kitchens, the last ten on the tills at the big supermarket, and the camel coat from October to April every year of Neil's life.
Neil: Dad died when I was twelve. She never went anywhere after that. Never had a holiday. Mablethorpe, once. But she had that coat, and she'd pat the hem and say, "That's my running-away money." We thought it was a joke.
Neil: Janet and me haven't talked properly in six years. That's mostly my fault. She did the flat on her own. Then I rang her on Thursday and she said the coats had gone to the cats, and I got straight on a coach.
* {read_letter} [Tell him about the letter]
    -> show_letter
* {not read_letter} "There was a letter with the money."
    -> show_letter
* "Your sister should be here for this."
    -> janet_call
* [Say nothing]
    You let the silence sit. Neil drinks his tea at last, stone cold now, and puts the mug down.
    Neil: I should ring Jan. Shouldn't I.
    -> janet_call

=== show_letter ===
~ letter_shown = true
{fetch_envelope()}
{read_letter:You unfold the airmail paper on the counter and let him read it, his finger moving under the lines, the way somebody once taught him.|You haven't read it yourself yet. You unfold it on the counter and read it together, heads nearly touching.}
~ read_letter = true
Neil: Ray. Who's Ray? Dad was called Brian. She married Dad in sixty-nine.
He reads it again.
Neil: She didn't go. She kept it for fifty-odd years and she never went.
* "Maybe she kept it so she always could have."
    Neil laughs, and it turns into something else halfway through.
    Neil: Yeah. That's her. That's exactly her.
    ~ care += 1
* [Let him have a minute]
    You go and straighten the hats that don't need straightening. When you come back he has folded the letter along its old creases, exactly.
* "It's your sister's letter as much as yours."
    Neil: I know. I know it is.
- -> janet_call

=== janet_call ===
{has_number:You ring the number on the Gift Aid form.|Neil finds his sister's number, stares at it for a while, and then puts it on speaker on the counter.}
It rings for a long time. Then a woman's voice, flat and tired, with a supermarket announcement going on behind it.
Janet: Hello? {has_number:Who's this?|What do you want, Neil?}
* [Explain]
    You explain it all. The shop, the coat, the lining, the envelope. {neil_calm or letter_shown:And that Neil is sitting here with a cup of tea.}
* "It's about your mum's coat."
    There's a sharp breath on the other end.
    Janet: Oh, no. I knew I shouldn't have. I knew it.
* [Hand the phone to Neil]
    Neil takes it as if it's hot.
    Neil: Jan. It's me. Don't hang up. It's about Mum's coat.
- -> talk

= talk
There is a long silence with the supermarket in it.
Janet: The running-away money. I thought she'd spent it years ago. I thought it was a joke.
Janet: He's there, isn't he. He'll want it. He's not been near her since...
She stops herself.
* "Can you come to the shop?"
    Janet: I'm at the big supermarket on the ring road. Twenty minutes. Don't give him anything till I get there.
    -> waiting
* "Neil says it's his."
    Janet: His. Course it is. Everything's always his.
    A pause. When she speaks again, it's quieter.
    Janet: I'm coming. Twenty minutes.
    -> waiting
* "We could hold it until Monday, and you can both come in and see the manager."
    Janet: Monday. Fine. Monday. At least it'll be done properly.
    -> ending_safe

=== waiting ===
Twenty minutes is a long time in a small shop. Neil sits in the armchair by the poetry. A woman buys a jigsaw of a lighthouse and asks if all the pieces are there, and Maureen says, "Faith, dear."
{kai_knows:Kai is hovering by the counter with his phone out.}
{kai_knows:Kai: Can I post it? Not his face. Just the money and the coat and that. It'd do numbers.}
* {kai_knows} "Don't you dare."
    Kai puts the phone away and is offended for nearly a minute.
* {kai_knows} "Go on, then."
    Kai films the coat on its hanger, slowly, with sad piano music. By the time Janet arrives it has four thousand views.
    ~ kai_posted = true
* {coat_sold} [Ask Cyril if he'd give the coat back]
    Cyril looks at Neil, then down at the coat, then takes it off and folds it over the counter without a word. Then he does say one.
    Cyril: My wife had one very like it. Refund me on Monday, dear. There's no hurry.
    ~ coat_sold = false
    ~ coat_back = true
* [Sort the rest of Thursday's bags]
    You go through Win's other bags. A biscuit tin full of buttons. A headscarf with horses on it. And, wrapped in a tea towel, a photograph in a frame. A young woman in a camel coat at a bus stop, laughing at whoever is holding the camera.
    ~ found_photo = true
* {not kai_knows} Watch the door
    You stand by the window and watch Tanner Street. Every woman with shopping bags could be her. Neil watches too, from the armchair, and pretends he isn't.
- -> janet_arrives

=== janet_arrives ===
Janet Hollins comes in at ten to three with two bags of shopping, which she puts down by the door as if she might need to grab them and leave. She is older than Neil and looks like him, and she looks at him the way you look at a step you've tripped on before.
Janet: Neil.
Neil: Jan.
Nobody says anything else. Maureen, at the till, rings up nothing, just to make a noise.
* [Put the envelope on the counter between them]
    {fetch_envelope()}
    You put it down on the glass counter, exactly halfway between them.
* {not letter_shown} [Give Janet the letter first]
    {fetch_envelope()}
    You give Janet the airmail letter and nothing else. She reads it standing up, then sits down on the step by the shoe rack and reads it again. Then she passes it to Neil.
    ~ letter_shown = true
    ~ read_letter = true
* {found_photo} [Show them the photograph]
    You hand Janet the photograph in its tea towel. She unwraps it, and looks, and puts her hand over her mouth.
    Janet: That's the bus stop out there. That's Tanner Street. Who took this?
    Neil: Ray, I reckon.
    {fetch_envelope()}
    ~ care += 1
* {letter_shown} "Neil, show her the letter."
    {fetch_envelope()}
    Neil takes the airmail letter out and holds it out to his sister. For a second it looks as though she won't take it. Then she does, and reads it, and sits down on the step by the shoe rack.
    Janet: Ray. She never said. Not once.
- -> together

=== together ===
Janet: I'm not fighting about it. Not in a cat shop.
Neil: I'm not fighting either.
* "Split it down the middle?"
    ~ share = "half"
* [Say nothing and let them sort it out]
    ~ share = "theirs"
* "What would your mum have wanted?"
    ~ share = "mum"
- -> ending_family

=== lie_to_neil ===
"There wasn't anything in it," you say. "Just the coat." The envelope sits against your ribs while you say it.
{kai_saw:At the steamer, Kai makes a small noise and turns it into a cough.}
Neil looks at you for a long moment.
Neil: Right. Right. She must have spent it, then. Years ago, probably.
He turns to go.
* [Let him go]
    -> ending_pocket
* "Wait[."]," you say, before he reaches the door. "I haven't been straight with you."
    You take the envelope out of your jacket. Neil stares at it, then at you, and then, because he's too tired to do anything else, he sits down in the armchair by the poetry.
    ~ pocketed = false
    ~ on_you = true
    ~ neil_calm = true
    -> win

=== police ===
You ring 101 and listen to a recorded voice tell you how important your call is for eleven minutes, while Neil stands in the doorway with his arms folded. In the end a bored, kind woman takes the details and says someone from the station on Market Cross will come round for it within the hour.
Neil: The police. For my mum's coat.
He leaves before the officer arrives.
-> ending_police

=== ending_family ===
{share:
- "half": They count it together on the counter, Janet in fifties and Neil in old twenties, and end up with nine hundred and twenty pounds each. Janet rounds hers down and puts the change in the cat box.
- "theirs": You go into the back room and leave them to it. When you come out, they are sitting side by side on the step by the shoe rack, passing the letter back and forth.
- "mum": Janet and Neil look at each other for the first time since she came in.
    Janet: She'd have wanted us to go somewhere.
    Neil: Holyhead?
    Janet: Don't be daft. Somewhere with a beach.
}
{letter_shown:Neil folds the letter along its old creases and gives it to Janet without being asked. She puts it in her purse, behind her bus pass.}
{kai_posted:By closing time Kai's video has forty thousand views, and half the comments are people telling their own stories about money sewn into coats.}
At the door, Janet turns round.
Janet: The coat. I don't want it going to just anybody.
{cyril_told or coat_back:In the armchair, Cyril clears his throat.}
* {cyril_told or coat_back} [Let Cyril have it]
    Cyril puts it on, and Janet walks all the way round him, and nods.
    Janet: She'd have liked you. She liked a bow tie.
    Every Saturday after that, Cyril comes in at two o'clock in a camel coat, and Janet comes in at quarter past to see it.
* "Take it home with you."
    Janet folds it over her shopping. Neil carries the bags, all the way to the bus stop, and you watch the two of them wait for the 14 together.
* [Put it back on the rail]
    You hang it on the rail with a new ticket for twenty-five pounds. Janet nods. Neil puts a fifty in the charity box on his way out, an old paper one, and you don't have the heart to tell him.
- On Monday Hilary hears the whole story, makes you tell it twice, and writes a new rule on a sticky note for the till: CHECK THE HEMS.
-> END

=== ending_neil ===
Neil goes out into Tanner Street with the envelope inside his fleece, and gets on the first bus that comes.
{letter_shown:Before he goes, he stops at the door with the blue airmail letter in his hand, reads the first line, and puts it away again, very carefully, as if it might bite.}
On Monday morning Janet Hollins rings the shop. She has heard from a cousin who heard from Neil. She wants to know by what right a volunteer in a cat charity gave her mother's money to a brother who hadn't visited in six years.
{hilary_rung:Hilary takes the call in the office with the door shut. Afterwards she doesn't shout, which is worse. She just says, "I told you. I did tell you."|{hilary_texted:Hilary takes the call, then finds your text from Saturday in her phone and reads it for a long time.|Hilary takes the call, and it is the first she has heard of any of it.}}
{care >= 2:A week later a postcard arrives addressed to the shop: a beach in Cornwall, and on the back, in Neil's careful capitals, WE WENT. BOTH OF US. THANK YOU. N AND J.|Nobody from the Hollins family comes into the shop again.}
-> END

=== ending_safe ===
{in_safe:The envelope spends the rest of the weekend in the safe under the desk, with the takings and a broken watch.|You put the envelope in the safe at last, with the takings and a broken watch. The code is on the back of the fire procedure.}
On Monday Hilary comes in with confetti still in her handbag and deals with it the way she deals with everything, with a form, a receipt, two phone calls and a biscuit.
{has_number or admitted:Janet comes in on Tuesday with her identity and her mother's death certificate in a plastic wallet, and leaves with the envelope. She asks whether her brother came back. You tell her the truth. She says, "He never does," and then, at the door, "He came all this way, though."|It takes Hilary until Wednesday to track down the family through the Gift Aid form. Janet Hollins comes in for the envelope with her mother's death certificate in a plastic wallet.}
{read_letter:You think about the letter for weeks: a coach at ten past eight, and a woman who didn't get on it, and kept the ticket money anyway.}
Everything was done properly. You're still not sure it was done right.
-> END

=== ending_police ===
A police officer arrives at half past three, counts the money twice at the counter in front of you and Maureen, seals it in an evidence bag and gives you a reference number on a slip of paper.
Officer: If nobody proves it's theirs in twenty-eight days, it goes back to whoever found it. Which, technically, is the cat charity.
{read_letter:She puts the airmail letter in the bag with the money. You watch it go, Ray's small hurrying handwriting pressed flat against the plastic.}
Neil does prove it's his, in the end, with Janet, and a solicitor's letter, and five weeks of phone calls. He never comes back into the shop.
Hilary says you did exactly the right thing. Maureen says nothing at all, which from Maureen is a speech.
-> END

=== ending_pocket ===
The bell goes behind him. Through the window you watch him cross Tanner Street to the bus shelter and stand there in the cold, with his hands in his fleece, until the 14 comes.
You go home at five with one thousand, eight hundred and forty pounds against your ribs.
{kai_saw:On Tuesday Hilary rings you at home. Kai has written about Saturday in his work experience diary, which his teacher reads, and which his teacher sends to Hilary. Hilary asks you to bring the envelope in, and your lanyard. She doesn't raise her voice once.|Nobody ever finds out. Hilary puts you on the rota for Saturdays again. Maureen says "Morning" a little more carefully than she used to.}
{read_letter:The letter you keep in a drawer. You don't read it again. You don't need to: for when I need it.|You never read the letter. You never even take it out of the envelope.}
-> END

=== ending_sold ===
Cyril counts out twenty-five pounds in exact change and goes off down Tanner Street in the camel coat, the hem swinging heavily against his left shin, as pleased as you've ever seen him.
{lied:Maureen watches him go.|Maureen watches him go, then looks at you over her glasses.}
Maureen: Weights. Is that what we're calling it.
The next Saturday, at two o'clock exactly, the bell goes, and Cyril comes in with a brown envelope in one hand and an airmail letter in the other.
Cyril: I was a bank manager for thirty-one years. I know the weight of eighteen hundred pounds when it's knocking on my shin. I'd like a word with whoever brought this coat in.
It takes Hilary three days to find Janet Hollins through the Gift Aid forms. When the story gets round, people start bringing Cyril their coats to be checked, and he does it in the armchair by the poetry, for fifty pence a go, for the cats.
-> END
