// The Bookshop Flood
// A wet Saturday at Pennyfeather Books, 12 Sheep Street, Wenbury. You own it, you run it, you dust it.
// Today the pipe in the flat upstairs gives way over the poetry, a coach party turns up, Mr Hale wants a bargain,
// your nephew is "helping", the plumber is somewhere else and the insurance man has picked today to ring.

# title: The Bookshop Flood

VAR water = 0                 // how much water got through before it was stopped: 0 .. 4+
VAR poetry = 0                // how much of the poetry section you saved: 0 none .. 2 most
VAR heaney_saved = false
VAR stopcock = false          // the flat's water is off
VAR let_in = false            // you let yourself into Mrs Vosper's flat
VAR sandra_rung = false
VAR gary_msg = false          // you left the plumber a message
VAR gary_angry = false
VAR gary_rung = false
VAR gary_came = false         // Gary fixed the pipe on the Saturday
VAR bins = false
VAR case_moved = false
VAR counter_wall = false      // the poetry is stacked on the counter by the till
VAR ollie = 1                 // how much Ollie is actually helping: 0 sulking .. 4 a marvel
VAR filmed = false            // Ollie filmed the damage
VAR photos = false            // you took photographs yourself
VAR coach_in = false
VAR coach_mood = 1            // how the Kidderminster ladies feel about the day: 0 .. 3
VAR hale_price = 0            // what Mr Hale paid for the Hughes; 0 if he didn't buy it
VAR hale_cross = false
VAR claim = "none"            // "reported", "late", "none"
VAR keep_stock = false        // Mr Pritchard told you not to get rid of damaged stock
VAR gave_away = false         // wet books went out of the door
VAR ceiling_down = false
VAR near_miss = false
VAR takings = 0

-> opening

=== function wet()
{
- water <= 0: a damp patch
- water == 1: a soggy corner
- water == 2: a puddle the size of a bath mat
- else: a lake
}

=== opening ===
Twenty to eleven on a Saturday in October, and it has rained on Wenbury since Thursday. The gutters on Sheep Street gargle. Inside Pennyfeather Books it smells, as it always does, of paper, dust and the paraffin heater you are not supposed to still have.
The shop is yours: two rooms, nine thousand books, one till that sticks and a bell over the door that sounds like a goat. Poetry lives in the back corner, under the bit of ceiling that belongs to Mrs Vosper's bathroom upstairs. Mrs Vosper is in Filey at her daughter's for the week. Her spare key hangs on a hook behind the till, on a fob shaped like a fish.
Your nephew Ollie, sixteen, your sister Karen's boy, is here to help for twenty pounds and a sausage roll. He arrived at twenty-five past, in a hoodie, with one earbud in.
Ollie: Morning. Mum says I've got to be useful.
* "Morning, Ollie. Earbud out, please."
    Ollie: It's not even playing anything.
    He takes it out anyway and puts it in his pocket, where you suspect it goes straight back on.
* [Hand him the pricing gun and a box of old Penguins]
    He turns one of the orange paperbacks over as if it might have a barcode somewhere he's missed.
    Ollie: Are these worth anything?
    "Some of them," you say. "That's the fun."
    Ollie: That's not fun, that's maths.
    But he starts pricing, slowly, reading the backs.
    ~ ollie += 1
* Put the kettle on
    The kettle lives in the back room on top of a filing cabinet full of invoices you are frightened of. You make two teas. Ollie has his with four sugars, which you decide is between him and his dentist.
- At ten past eleven, from the back corner of the shop, comes a small, polite sound.
Plink.
-> drip

=== drip ===
Plink. Plink.
There is a brown stain on the ceiling tile above Poetry, roughly the shape of Wales, and a bead of water hanging from the middle of it like a full stop. As you watch, it lets go and lands on the top of a Faber paperback of Philip Larkin.
* [Look up at the ceiling]
    You stand under it and look up. Wales is getting bigger. It has taken Cardiff and is heading for Shropshire. The tile has gone soft and dark around the edges.
* [Put the washing-up bowl under it]
    You fetch the washing-up bowl from the back room, tip out the teaspoons and put it on the top shelf under the drip. Plink becomes plonk.
* "Ollie, is that rain coming in?"
    Ollie looks up from the Penguins.
    Ollie: It's not raining upstairs, though, is it. Isn't that the old lady's bathroom?
    It is. He's right. You look at him with new respect, and he notices, and pretends not to.
    ~ ollie += 1
* Leave it
    Old buildings drip. This one has dripped for two hundred years. You go back to the till and the crossword.
    ~ water += 1
- At half past eleven the drip becomes a tap, and the tap becomes a bath. There is a crack like a knuckle, and water comes through the join between two ceiling tiles in a sheet, straight down onto the top shelf of Poetry: Heaney, Hughes, Plath, a run of Faber firsts in glassine jackets you wrapped yourself.
Ollie: Oh my days.
-> burst

=== burst ===
= act
The water drums on the top shelf and splashes off it onto the carpet. Somewhere upstairs, something is hissing.
* [Move the poetry shelves]
    -> shelves
* [Move the poetry books]
    -> books
* Upstairs
    -> upstairs
* "Ollie, get the bins from the yard!"
    Ollie goes out of the back door at a run and comes back with the green bin, the brown bin and, for reasons of his own, a watering can. You stand them in a row under the water like a little percussion section.
    ~ bins = true
    ~ ollie += 1
    -> act

=== shelves ===
The poetry bookcase is oak, seven feet tall, and full. It is also, you remember too late, screwed to the wall with two brass brackets you put up yourself in 2011.
* [Pull it away from the wall]
    You heave. The brackets hold, the case doesn't move, and a row of Betjeman slides off the top and into the water like lemmings.
    ~ water += 1
* [Empty the top shelves first]
    You take the top two shelves down in armfuls, as many as you can carry, and stack them on the counter. The lower shelves will have to take their chances.
    ~ poetry += 1
    ~ counter_wall = true
* "Ollie, grab the other end."
    Ollie takes one end and you take the other, and between you you unscrew the brackets with a butter knife and walk the whole case three feet to the left, out from under the water. It's the first time you've seen him use both hands on anything that isn't a phone.
    Ollie: That was actually well heavy.
    ~ poetry += 2
    ~ ollie += 1
    ~ case_moved = true
- -> source

=== books ===
You start pulling books off the shelf by the armful. They are cold, and the ones at the top are already soft at the spine.
* [Stack them on the counter]
    You build a wall of poetry along the counter, by the till, three deep. It isn't shelving, but it's dry.
    ~ poetry += 2
    ~ counter_wall = true
* [Box them up in the back room]
    You find two banana boxes and fill them, and carry them through one at a time, all but the Faber firsts, which you stand on the counter by the till where you can see them. It's careful, and it's slow, and the water doesn't wait.
    ~ poetry += 2
    ~ counter_wall = true
    ~ water += 1
* "Ollie, the Heaney first. The Heaney!"
    Ollie: The what?
    "Top shelf! Death of a Naturalist! Faber, sixty-six!"
    He finds it, holds it above his head like a trophy and runs it to the counter. Everything around it gets wet.
    ~ heaney_saved = true
    ~ poetry += 1
- -> source

=== source ===
None of this stops it. The water is still coming through, and upstairs something is still hissing.
* Upstairs
    -> upstairs
* "I'm ringing Gary."
    -> plumber
* Stopcock
    Your own stopcock is under the sink in the back room. You crawl under, turn it off, bang your head coming out, and stand up to find the water coming through the ceiling exactly as before. Of course. It's your water you've turned off. This is Mrs Vosper's.
    ~ water += 1
    -> source

=== plumber ===
Gary Venn of Venn and Son, Plumbing and Heating, No Job Too Small, has been your plumber for twelve years. You've got him in your phone under GARY PLUMBER.
It rings. It rings again. Then his voice, recorded in a van.
Gary: You've reached Gary. If it's a Saturday, it's a Saturday. Leave a message.
~ gary_rung = true
* [Leave him a message]
    "Gary, it's Pennyfeather Books on Sheep Street. There's a pipe gone in the flat upstairs, it's coming through onto my stock. Please ring me back. Please."
    ~ gary_msg = true
* [Hang up and ring again]
    You ring again. And again. The third time you get the message before it even rings, which means he's seen you and pressed the red button.
    ~ water += 1
* [Text him a photo]
    You take a photo of the water coming through and send it with the words PIPE BURST. SHEEP ST. HELP. The photo comes out blurry and mostly of your thumb.
    ~ gary_msg = true
    ~ photos = true
- Nobody is coming. It's you, or it's nobody.
-> upstairs

=== upstairs ===
The door to the flat is at the side of the shop, up a steep staircase with a carpet the colour of gravy. You run up with the fish-shaped key in your fist. At the top, Mrs Vosper's door, with a little brass knocker in the shape of a fox.
Through it, clearly now, the hiss of water.
-> door

= door
* [Knock on the door]
    You knock. The fox knocks too. Nobody answers, because Mrs Vosper is in Filey.
    ~ water += 1
    -> door
* "Mrs Vosper? It's only me from the shop!"
    Your voice comes back to you off the landing. Nothing else does.
    ~ water += 1
    -> door
* [Let yourself in with the spare key]
    -> flat
* [Go back down]
    It's an old lady's flat. Her things. Her bathroom. You feel, suddenly, like a burglar with a key.
    You go halfway down the stairs, and stop, and listen to the water, and come back up, and put the fish-shaped key in the lock.
    ~ water += 1
    -> flat

=== flat ===
~ let_in = true
The flat smells of lavender and Pledge. Everything is very tidy and very wet. The bathroom door is open, and under the basin a pipe has split along its side and is spraying the skirting board with real enthusiasm. The carpet squelches. On the toilet lid, a crocheted poodle looks on.
-> inside

= inside
* [Look under the kitchen sink]
    -> kitchen_sink
* [Wrap a towel round the pipe]
    You grab a pink bath towel off the rail and wrap it round the split. For about ten seconds it works. Then the towel is full, and water starts coming out of the towel instead.
    ~ water += 1
    -> inside
* [Ring her daughter]
    There's a list of numbers on the fridge under a magnet from Scarborough. SANDRA MOBILE. She answers on the first ring, breathless, with seagulls behind her.
    Sandra: Oh my God. Oh my God, is Mum's flat all right? The stopcock's under the kitchen sink, behind the bleach. It's stiff. Dad always used the big pliers. And take photos, for the insurance. Take photos of everything.
    ~ sandra_rung = true
    -> kitchen_sink

=== kitchen_sink ===
Under the sink, behind the bleach, the Fairy Liquid and forty carrier bags folded into triangles, is the stopcock: a little brass tap furred with green. You grip it and turn.
It doesn't turn.
* [Heave on it]
    You heave until your ears ring. Nothing. You heave again, with a noise you would not like anyone to hear, and something gives, and then it turns, slowly, like a key in an old lock, and the hiss in the bathroom dies to a dribble, and stops.
    ~ water += 1
* "Ollie! Bring the big pliers!"
    Ollie comes up the stairs three at a time with the pliers from the shop toolbox, and the WD-40 as well, which you didn't ask for and which turns out to be genius. Thirty seconds later the hiss in the bathroom stops.
    Ollie: You're welcome.
    ~ ollie += 1
* {sandra_rung} [Use the pliers from her kitchen drawer, like Sandra said]
    Her late husband's pliers are in the drawer with the tea towels, the handles wrapped in insulating tape. They fit the stopcock as if they have been waiting for it. One turn, two, and the hiss stops.
- It's quiet. Just the drip of Mrs Vosper's bathroom into your shop, one floor down.
{not bins:When you get back downstairs, Ollie has fetched the green bin and the brown bin from the yard, unasked, and stood them under the drip.}
~ bins = true
~ stopcock = true
{sandra_rung: You take photos of the pipe, the bathroom floor and the poodle, for Sandra.}
{sandra_rung:
    ~ photos = true
}
-> coach

=== coach ===
You come down the stairs at a quarter past twelve, soaked to the elbows, just as a coach pulls up on Sheep Street with a hiss of brakes, blocking the road entirely. On the front, in the window: KIDDERMINSTER U3A LITERARY GROUP.
Thirty-eight people in anoraks get off it in an orderly line. At the front is a woman with a clipboard and a rain hood.
Brenda: Brenda Oakes, Kidderminster U3A. We're booked. An hour at Pennyfeather Books, then fish and chips, then the cathedral. I rang in June. You said you'd put the kettle on.
You did. You remember now. It's on the calendar in the back room, under a picture of a Labrador.
* "Come in, come in. Mind the buckets."
    ~ coach_in = true
    -> coach_in_shop
* "I'm so sorry, we're closed. Burst pipe."
    -> closed
* [Put Ollie on the door to let them in ten at a time]
    Ollie stands in the doorway like a bouncer at a club for retired librarians.
    Ollie: Ten at a time, please. Mind the bins. Poetry's a bit wet.
    Brenda looks at him, looks at her clipboard, and writes something down. It might be a tick.
    ~ coach_in = true
    ~ coach_mood += 1
    ~ ollie += 1
    -> coach_in_shop
* Wait
    You stand in the doorway, dripping, while the decision makes itself. Brenda lowers her clipboard and looks past you into the shop, at the bins, the water{counter_wall:, the wall of poetry on the counter}.
    Brenda: Oh, you poor love. Right. Ladies! Gentlemen! Wipe your feet and keep to the left!
    ~ coach_in = true
    -> coach_in_shop

= closed
Brenda: We've come from Kidderminster.
She says it the way other people say "we've come from the moon".
Behind her, thirty-eight faces in rain hoods look at you through the window.
* "Ten minutes, then."
    Brenda: Fifteen.
    "Fifteen," you agree.
    ~ coach_in = true
    -> coach_in_shop
* "Honestly, no. I'm sorry. It isn't safe."
    Brenda looks at the ceiling, and at you, and nods once.
    Brenda: Fair enough. Safety first. Right, everyone, back on the coach, we're having the fish and chips early.
    They go. The coach takes ten minutes to reverse out of Sheep Street.
    ~ coach_mood -= 1
    -> hale
* [Send them next door to Dot's café]
    Dot's Pantry holds twelve at a squeeze. It holds thirty-eight for the next hour, and Dot, who owes you for the time you minded her till, sells out of scones by ten to one. Brenda says they'll be back another year. She writes it down.
    -> hale

= coach_in_shop
The shop fills up with damp anoraks and the particular happy murmur of people who have found a book they had as a child. A man in a flat cap reads a whole Rupert annual standing up. Two women argue, fondly, about Barbara Pym.
~ takings += 120
-> hale

=== hale ===
At one o'clock, because it is Saturday and it is always one o'clock on Saturday, the goat bell goes and in comes Mr Desmond Hale: retired geography teacher, collector of Faber poetry, wearer of a tweed hat in all weathers, and the best and worst customer you have.
He steps round the bins without comment, goes straight to {counter_wall:the wall of poetry on the counter|what's left of Poetry} and finds it in under a minute. Ted Hughes, The Hawk in the Rain, Faber, 1957. First edition. You pencilled one hundred and fifty pounds inside the cover in August and he has been visiting it ever since.
{poetry < 2:The dust jacket is damp at one corner, and there's a tide mark on the back board the shape of a kidney bean.}
Mr Hale: Forty pounds.
Mr Hale: {poetry < 2:I'm being generous, given its condition.|Cash. Now. Think of the buckets it'll buy.}
* "Not for forty quid, Mr Hale."
    -> counter
* Haggle
    -> haggle
* [Let him have it for forty]
    He counts out four tens, very slowly, as if giving you time to change your mind, and then very quickly, in case you do.
    Mr Hale: You're a gentleman. Or a lady. A gentlebook. I'll not forget this.
    ~ hale_price = 40
    -> ollie_phone
* "It's not for sale today."
    Mr Hale: Everything's for sale. That's the whole point of a shop.
    "Not today."
    He looks at you over his glasses for a long moment, and puts it back on the pile, exactly square.
    Mr Hale: Next Saturday, then.
    -> ollie_phone

= counter
Mr Hale: Sixty, then. Sixty pounds and my undying loyalty, which you already have, so it's really just sixty pounds.
* "One hundred and twenty, and that's me being soft."
    Mr Hale: A hundred and twenty. For a book with {poetry < 2:a kidney bean on it|a crease on the flap}.
    He sighs, the sigh of a man who has wanted something for two months.
    Mr Hale: Ninety.
    ** "Done."
        ~ hale_price = 90
    ** "A hundred, and I'll throw in the Larkin."
        Mr Hale: The Larkin's wet.
        "It'll dry."
        Mr Hale: ...Done.
        ~ hale_price = 100
    -- He pays in twenties and takes the Hughes away under his coat like a man smuggling a kitten.
* "Sixty? Mr Hale, it's a Hughes."
    Mr Hale: It's a Hughes on a Saturday in a flood.
    He looks around at the bins.
    Mr Hale: Seventy-five. I'm a retired geography teacher. Have mercy.
    ** "Seventy-five. Go on."
        ~ hale_price = 75
    ** "No."
        Mr Hale: No?
        "No."
        He puts the Hughes back, exactly square, and goes to sulk in Travel.
        ~ hale_cross = true
    -- 
* "Fine. Sixty."
    Mr Hale: Sixty. Ha. Well. Thank you.
    He seems almost disappointed it was so easy.
    ~ hale_price = 60
- -> ollie_phone

= haggle
Mr Hale rubs his hands. This is the bit he likes.
Mr Hale: Go on, then. Where do you start?
* "One-fifty. It says so in pencil."
    Mr Hale: Pencil rubs out.
    "Not in this shop."
    Mr Hale: One-twenty, and I'll hold a bucket for an hour.
    ** "Deal. Here's your bucket."
        He holds it. He holds it for a full hour, under the last of the drip, reading Hughes. The coach ladies think he works here.
        ~ hale_price = 120
    ** "One-forty, and you can hold the bucket anyway."
        Mr Hale: You drive a hard bargain for someone standing in a puddle.
        ~ hale_price = 140
    -- 
* "A hundred, and you hold a bucket."
    Mr Hale: A hundred. And a bucket.
    He takes the bucket before he takes the book.
    ~ hale_price = 100
* "Make me an offer that isn't forty."
    Mr Hale: Forty-one.
    "Mr Hale."
    Mr Hale: Eighty. Final. I'm a pensioner with a leaky ceiling of my own.
    You take the eighty. He's lying about the ceiling, and you both know it.
    ~ hale_price = 80
- -> ollie_phone

=== ollie_phone ===
~ takings += hale_price
When you look round, Ollie is standing on the step-stool in Poetry with his phone held up at the ceiling, narrating under his breath.
Ollie: ...and this is my family's shop, right, and the old lady's bathroom is literally coming through...
{coach_in:Two of the Kidderminster ladies are in the background of the shot, waving.}
* "Put that phone away, Ollie."
    Ollie: I'm not even posting it.
    He puts it away, and for the next hour he doesn't say much.
    ~ ollie -= 1
* "Actually, film the ceiling. All of it. Slowly."
    Ollie: For real?
    "For the insurance. Every stain. Every wet book. The bins."
    He films all of it, properly, walking slowly round the room like a wildlife documentary, and adds a voiceover you didn't ask for.
    ~ filmed = true
    ~ ollie += 1
* [Leave him to it]
    He films himself pointing at the ceiling with a horrified face, then the bins, then himself again. By two o'clock it has four hundred views and someone from his school has commented "is that your nan's house".
    ~ filmed = true
* {ollie >= 3} [Ask him to run the till]
    Ollie: Me?
    "You. The drawer sticks. Thump it on the left."
    He takes it very seriously. He says "Would you like a bag?" to every single person in the voice of a man reading the shipping forecast.
    ~ ollie += 1
    ~ coach_mood += 1
- Then your phone rings. A landline number you don't know.
-> insurance

=== insurance ===
Mr Pritchard: Hello, is that the proprietor of Pennyfeather Books? Alan Pritchard, Castlegate Mutual. Just your annual renewal call, we had it booked in for Saturday at one-thirty. Shouldn't take more than twenty minutes.
Above you, a ceiling tile makes a noise like a wet biscuit.
-> call

= call
* [Tell him about the flood]
    -> report
* "Can I ring you back? I've got water coming through the ceiling."
    Mr Pritchard: Oh dear. Oh dear, oh dear. I'm afraid the office closes at two on a Saturday. Ring the claims line first thing Monday, and don't throw anything away.
    ~ claim = "late"
    ~ keep_stock = true
    -> ceiling
* "Everything's fine, thanks. Same as last year."
    Mr Pritchard: Lovely. Lovely. No changes to the premises, no incidents in the last twelve months?
    You look at the bins.
    "None," you say.
    Mr Pritchard: Smashing. I'll pop the renewal in the post.
    -> ceiling
* Hang up
    You hang up. He rings straight back. He is a patient man, and this is his job.
    Mr Pritchard: I think we got cut off.
    -> call

= report
You tell him. The pipe, the flat, Mrs Vosper in Filey, the stopcock, the poetry, the bins. He listens without interrupting, and you can hear him typing.
Mr Pritchard: Right. Right. And the water came from the premises above, not your own?
* "From the flat upstairs. Her pipe."
    Mr Pritchard: Then it'll be her insurer as well as us, but don't you worry about that, we'll sort it out between ourselves. That's what we're for.
* "I'm not completely sure."
    Mr Pritchard: We'll send someone to have a look. Don't touch the pipe.
* "Does it matter? It's all wet either way."
    Mr Pritchard: It matters to the forms. Everything matters to the forms.
- Mr Pritchard: Now. Have you got photographs?
* {filmed} "My nephew's filmed the whole thing."
    Mr Pritchard: Has he. Bless him. Send it to the claims address. Not with music on, if you can help it.
* {photos} "I've got a few. They're not brilliant."
    Mr Pritchard: Any is better than none.
* "I'll take some now."
    You go round the shop with your phone while he waits, photographing everything: the stain, the bins, the shelves{counter_wall:, the wall of poetry on the counter}.
    ~ photos = true
* "No. Sorry. I've been a bit busy."
    Mr Pritchard: Understandable. Do try, before it dries out.
- Mr Pritchard: And one last thing, and it's important: don't throw away or sell any damaged stock. The loss adjuster will want to see it. All of it. Keep it somewhere dry.
~ claim = "reported"
~ keep_stock = true
-> ceiling

=== ceiling ===
At half past one the ceiling over Poetry, which has been quiet, is not quiet any more. The wet tile has gone from brown to grey and from flat to round, and it sags down between its rails like a hammock with somebody in it.
{coach_in:Underneath it, three of the Kidderminster ladies and a man in a flat cap are looking at Seamus Heaney.|Underneath it, Mr Hale is reading the back of a Dylan Thomas.}
* "Everybody out of Poetry, please!"
    -> clear_corner
* "Everyone out, please!"
    -> clear_shop
* [Prop it up with the broom]
    -> prop
* Leave it
    -> leave_ceiling

= clear_corner
{coach_in:The three ladies and the flat cap step back into Crime, slowly, with their books, the way people do when they're not sure if it's a joke.|Mr Hale steps back into Travel with the Dylan Thomas, grumbling.}
{water >= 4:
    Two seconds later the tile gives way and comes down in one grey slump, with a bucketful of Mrs Vosper's bathwater and a lot of old plaster, onto the empty carpet where they were standing.
    ~ ceiling_down = true
- else:
    The tile sags another inch and lets out one long dribble into the green bin, and stays where it is.
}
-> wet_books

= clear_shop
{coach_in:Thirty-eight people and Mr Hale file out onto Sheep Street in the rain and stand in a long patient line under the shop awning, like a queue for a bus that isn't coming.|Mr Hale goes out onto Sheep Street in the rain and stands under the awning with his arms folded.}
{water >= 4:
    Through the window you all watch the tile come down, with a bucketful of Mrs Vosper's bathwater and most of the plaster, onto the empty shop floor. There's a round of applause from the pavement.
    ~ ceiling_down = true
- else:
    Nothing happens. The tile sags, and sighs, and holds. After five minutes you let everybody back in, feeling a bit silly.
    {coach_in:
        ~ coach_mood -= 1
    }
}
-> wet_books

= prop
You jam the broom up under the tile, the head flat against it, the handle on the carpet, like a man holding up a tent in a storm.
{water >= 4:
    The broom goes straight through it. The tile comes down in two halves, round the handle, with a bucketful of Mrs Vosper's bathwater, all over you, and all over the bottom shelf of poetry.
    ~ ceiling_down = true
    ~ poetry -= 1
- else:
    It holds. You leave the broom there. {coach_in:One of the Kidderminster ladies takes a photo of it for her grandson.}
}
-> wet_books

= leave_ceiling
You've had enough ceiling for one day. You go back to the till.
{water >= 4:
    Ten seconds later it comes down: one grey slump of plaster and bathwater onto the carpet in Poetry, half a step from {coach_in:a lady from Kidderminster, who screams, and then laughs, and then sits down quite suddenly on the step-stool|Mr Hale, who says a word you did not know he knew}.
    ~ ceiling_down = true
    ~ near_miss = true
    {coach_in:
        ~ coach_mood -= 1
    }
- else:
    It sags, and drips into the green bin, and holds. Nobody notices but you.
}
-> wet_books

=== wet_books ===
{ceiling_down:There's plaster dust on everything now, and a hole in the ceiling through which you can see Mrs Vosper's floorboards and, on the edge of it, a crocheted poodle looking down.}
{coach_in:
    Brenda Oakes appears at the counter with a carrier bag and the face of a woman about to do a kindness.
    Brenda: The wet ones. The poetry. We'll take them off your hands. We've all got airing cupboards, and half of us have got Agas. A pound each?
- else:
    Mr Hale appears at the counter, looking at the wet ones.
    Mr Hale: Those damp ones. I'd give you a pound each for the lot. They'll dry out on my radiators.
}
* "A pound each, and they're yours."
    {coach_in:The wet poetry goes out of the door in thirty-eight carrier bags.|Mr Hale takes them away in two trips, in a tartan shopping trolley.}
    ~ gave_away = true
    ~ takings += 30
    ~ coach_mood += 1
* "Take them. No charge."
    {coach_in:Brenda looks at you as if you'd handed her a puppy.|Mr Hale looks at you as if you'd handed him a puppy.}
    ~ gave_away = true
    ~ coach_mood += 2
* {keep_stock} "Sorry. I have to keep them for the insurance."
    {coach_in:Brenda: Quite right. Always do what the insurance says. My Derek didn't, once, in nineteen eighty-seven, and we never heard the end of it.|Mr Hale: Quite right. Paperwork.}
* [Let Ollie decide]
    Ollie thinks about it with great seriousness.
    Ollie: Sell them the ones that are only a bit wet. Keep the ones that are proper ruined, for the insurance man.
    It is, you realise, exactly the right answer.
    ~ takings += 15
    ~ ollie += 1
    ~ coach_mood += 1
- {coach_in:At half past two the coach goes, honking, with Brenda waving from the front seat and thirty-eight people waving behind her.}
-> gary

=== gary ===
At ten past three, when it's all over bar the mopping, your phone rings. GARY PLUMBER.
Gary: {gary_msg:Got your message.|{gary_rung:Saw you'd rung.|Dot from the café rang me. Said there was water coming under your door.}} Sorry. I was at my lad's football, under-twelves, they lost eleven-nil. What's going on?
* "It's sorted. I turned the stopcock off."
    Gary: Good lad. Or lass. I'll come and fix the pipe Monday, first thing.
* "Can you come now?"
    Gary: I'm in a car park in Droitwich with six eleven-year-olds in the van. Half five?
    "Half five, then."
    He comes at twenty to five, with a box of muddy shin pads on the passenger seat. He fixes the pipe in nine minutes and charges you for an hour.
    ~ gary_came = true
* [Give him a piece of your mind]
    You give him a piece of your mind. It's a big piece, and it's been building since half eleven. Gary listens to the whole thing.
    Gary: Fair. That's fair. Monday, first thing, no charge for the call-out.
    ~ gary_angry = true
* Leave it
    You let it ring out. You haven't got a piece of anything left in you for Gary.
- -> closing

=== closing ===
Five o'clock. You turn the sign to CLOSED. The carpet in Poetry is {wet()}, and the shop smells like a wet dog that has been reading. Ollie is sitting on the counter eating the sausage roll you promised him, which has been in its paper bag since ten o'clock.
{takings > 0:The till says £{takings}. For a Saturday in October that's {takings >= 150:not bad at all|not nothing}.}
Ollie: So. Do I get my twenty quid, or what?
* [Give him his twenty quid]
    He folds it into his phone case.
    Ollie: Cheers.
* [Give him forty]
    Ollie looks at the second twenty as if it might be a trick.
    Ollie: Serious?
    "Danger money," you say.
    He grins, properly, for the first time all day.
    ~ ollie += 1
* "Same time next week?"
    {ollie >= 3:Ollie: Yeah. Go on. If there's another flood, though, I want thirty.|Ollie: Mum'll make me anyway.}
    You give him the twenty as well.
- Your phone buzzes again. A number with a Filey code.
-> irene

=== irene ===
Mrs Vosper: Is that you, dear? Sandra says there's been a flood. Is it my pipe? Oh, it's my pipe. I knew that pipe. Arthur always said that pipe would go. Is it very bad? Is the poetry all right?
She is eighty-three, and she is in Filey, and she sounds as if she might cry.
* "Don't you worry, Irene. It's all under control."
    Mrs Vosper: You are kind. You always were kind. Arthur always said.
* "Your bathroom's fine. My poetry isn't."
    Mrs Vosper: Oh, dear. Oh, I'm so sorry. I'll pay for every book. Every single one. I'll send a cheque.
    You tell her not to be daft. She sends a cheque anyway, on Tuesday, for forty pounds, with a card of a puffin.
* [Let Sandra explain it to her]
    You ring off as gently as you can, and text Sandra, who rings her mother from the next room.
- {
- ceiling_down: -> ending_closed
- claim == "reported" and poetry >= 2: -> ending_dry
- else: -> ending_damp
}

=== ending_dry ===
{not gary_came:On Monday Gary fixes the pipe in nine minutes{gary_angry: and doesn't charge you for the call-out}.} On Wednesday a loss adjuster called Fiona comes, in wellies, and goes through the wet books one by one with a clipboard{gave_away:, and asks, a bit pointedly, where the rest of them went. You tell her {coach_in:Kidderminster|Mr Hale's radiators}, which seems to satisfy her}.
{filmed:She watches all of Ollie's film, voiceover and all, and asks if she can show it at their training day.}
{photos and not filmed:Your photographs are blurry, but they're dated, and she says that's what counts.}
Castlegate Mutual pays for a new ceiling tile, a dehumidifier, and {poetry >= 2:the few books that didn't make it|most of the poetry section}. {heaney_saved:The Heaney first edition sits in the window all the next week, bone dry, with a card that says SURVIVED.}
{hale_price > 0:Mr Hale comes in the next Saturday at one o'clock, and tells everyone in the shop about the day he bought a Hughes first in a flood for £{hale_price}. By November the story has the ceiling coming down on him.|Mr Hale comes in the next Saturday at one o'clock, and goes straight to the Hughes{hale_cross:, and doesn't say a word about it, which from Mr Hale is a declaration of war}.}
{coach_mood >= 2:At Christmas a card comes from Kidderminster, signed by thirty-eight people and a coach driver. "Same time next year. We'll bring our own buckets."}
{ollie >= 3:Ollie comes in the Saturday after, and the Saturday after that, without being asked, and without his earbud.|Ollie doesn't come back, but he tells everyone at school that the family shop flooded, and that he saved it, which is about half true.}
Pennyfeather Books opens at ten on Monday, as it always does. {case_moved:The poetry bookcase stays three feet to the left of where it used to be. Nobody notices but you and Ollie.|The poetry is back on its shelf by Tuesday.}
-> END

=== ending_damp ===
{not gary_came:On Monday Gary fixes the pipe in nine minutes{gary_angry: and doesn't charge you for the call-out}.}
{
- claim == "late": You ring the claims line on Monday, and spend forty minutes on hold listening to Vivaldi. A loss adjuster comes on Thursday. {keep_stock and not gave_away:The wet books are all stacked in the back room where you kept them, and she goes through them one by one and nods.|She asks where the damaged stock is. You tell her {coach_in:Kidderminster|Mr Hale's radiators}. She writes that down, and it does not seem to help.}
- claim == "none": You never do claim. You told Mr Pritchard there'd been no incidents, and every time you pick up the phone to ring him, you hear yourself saying None. In the end you pay for the new ceiling tile and the dehumidifier yourself, and Mrs Vosper's insurer pays for her pipe, and that's that.
- else: Castlegate Mutual pays for the ceiling tile and the dehumidifier. {gave_away:For the poetry, with the wet books gone, there's not much the loss adjuster can do. She asks where they went. You tell her {coach_in:Kidderminster|Mr Hale's radiators}.|The loss adjuster looks at what's left of the poetry section, writes "extensive" on her form, and Castlegate pays for about half of it.}
}
{poetry < 2:The poetry section is half the size it was. You put a sign up: POETRY: WHAT THE WATER LEFT. People like it. They buy the damp ones, dried out on the radiators and rippled like crisps, as if they were a kind of souvenir.}
{hale_price > 0:Mr Hale comes in the next Saturday at one, and shows you where the Hughes now lives, in a glass-fronted cabinet in his front room, next to a barometer. He paid £{hale_price}, and he tells everyone.|Mr Hale comes in the next Saturday at one and asks if the Hughes has dried out. It has, mostly.}
{coach_in:Brenda Oakes writes a letter to the Wenbury Courier about the warmest welcome in Worcestershire, wet or dry. You cut it out and stick it by the till.}
{ollie >= 3:Ollie asks if he can come back next Saturday. "Not for the money. Well. A bit for the money."|Ollie goes back to his earbud and his mum's sofa. But at Christmas he gives you a mug that says WORLD'S OKAYEST BOOKSELLER, which you choose to take as a compliment.}
The shop opens again on Tuesday, smelling faintly of wet dog, and stays open, as it always has.
-> END

=== ending_closed ===
Len the plasterer comes on Wednesday and sucks his teeth for a long time, looking up at the hole and Mrs Vosper's floorboards.
Len: Joists are soaked. Have to dry out before I can board it. Six weeks. Seven, with the plaster.
Pennyfeather Books closes for the first time in twenty-two years. You put a sign in the window in felt pen: CLOSED FOR REPAIRS. STILL HERE. STILL READING.
{
- claim == "reported": Castlegate Mutual pays for the ceiling, the dehumidifiers and the poetry, and Mr Pritchard rings every Friday to ask after you, which he does not have to do.
- claim == "late": The claim goes in late, and comes out smaller than it should, but it comes out.
- else: You told Mr Pritchard there'd been no incidents. You pay for the ceiling yourself, out of the money you were keeping for a new till.
}
{near_miss:Nobody was hurt, though it was closer than you like to think about, and you think about it quite a lot at three in the morning.}
{filmed:Ollie's video of the flood gets two hundred thousand views, mostly for the bit with the bins. People start sending books to the shop from all over the country, in jiffy bags and shoeboxes, with notes: for the poetry shelf.|Word gets round Wenbury, the way it does. People start leaving books on the doorstep in carrier bags, with notes: for the poetry shelf.}
{coach_in:A parcel arrives from Kidderminster with twenty-three poetry books in it, every one of them dried out in an airing cupboard, and a card from Brenda Oakes: "On loan. Indefinitely."}
{ollie >= 3:Ollie turns up every Saturday of the six weeks anyway, to help sort the donations in the back room, and doesn't ask for the twenty quid once.}
Seven weeks later, on a dry Saturday in December, the goat bell goes for the first time since October, and in comes Mr Hale at one o'clock exactly, in his tweed hat.
Mr Hale: Forty pounds for the lot?
-> END
