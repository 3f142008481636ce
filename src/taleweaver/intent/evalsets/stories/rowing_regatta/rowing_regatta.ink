// The Regatta
// Race day at the Little Wending Regatta. You cox the Wending Amateur Rowing Club's veterans' eight:
// a wooden boat, eight tired backs, one hangover, and a rival club with a marker pen.

# title: The Regatta

VAR gaz_rough = 3             // how hungover the stroke is: 0 fresh .. 3 dreadful
VAR gaz_out = false           // benched; Roy rows at stroke instead
VAR rudder = "cracked"        // "cracked", "taped", "splinted", "borrowed"
VAR rudder_checked = false
VAR pargeter = 0              // how highly the umpire thinks of you
VAR tobias_nerve = 1          // the novice: 0 jelly .. 3 steady
VAR morale = 0
VAR speed = 0                 // how the current race is going
VAR heard_gossip = false
VAR know_culprit = false
VAR trick_found = false
VAR cobley_warned = false
VAR sugar = false
VAR deadweight = "none"       // "sugar", "brick", "sandwiches", "gone"
VAR band_tune = "none"        // "tiger", "jerusalem", "quiet"
VAR late = false
VAR plan = false
VAR cobley_foul = false
VAR on_appeal = false
VAR heat_won = false

-> boathouse

=== boathouse ===
Half past nine on the first Saturday in July, and the River Wend is doing its best impression of a biscuit tin. Bunting along the towpath. Deckchairs on the bank. A man in a straw boater already asleep.
Behind the green tin shed that is the Wending Amateur Rowing Club, the Dorothy Pym waits on her rack: a wooden eight built in 1974, varnished every winter and prayed over every summer. You are her cox. It says so on the back of your club T-shirt, misspelt.
Dilys Morgan, club captain, sixty-four, runs the crew off her clipboard like a sergeant major.
Dilys: Seven. We have seven. Where is our stroke?
Right on cue, Gaz Pritchard comes round the side of the shed in mirrored sunglasses, holding a litre bottle of Lucozade in both hands like a chalice.
Gaz: Morning. Don't. Please don't do the voice.
* "Big night, was it, Gaz?"
    Gaz: My brother's stag do. Swindon. There was a mechanical bull. I beat the mechanical bull. Then the mechanical bull beat me. Then there was a kebab.
    Gaz: The kebab won, in the end.
* [Hand him your water bottle]
    He drinks half of it in one go and comes up gasping like a carp on a bank.
    Gaz: You're a saint. You're an actual saint. I'll name my children after you.
    ~ gaz_rough -= 1
* "You look like something the river coughed up."
    Gaz: Thank you, cox. I feel like something the river would send back.
    The rest of the crew laugh, which, on a morning like this, is worth a length.
    ~ morale += 1
- Dilys takes you by the elbow and steers you behind the trailer.
Dilys: He's our stroke. If he's sick at stroke, the whole boat's sick. I say we row Roy.
Roy, Dilys's husband, is seventy-one and sitting in a deckchair in cricket whites, reading the Telegraph. He last rowed for Wending in 1978. He lowers the paper an inch.
Roy: I heard my name.
* "Gaz rows. He's our stroke, hangover or no hangover."
    Dilys: On your head be it.
    Gaz, who has heard every word, gives you a slow and very sincere salute.
    ~ morale += 1
* "Let's see how he looks after a cup of tea."
    Dilys: One cup. If he's still green, I'm putting Roy in.
    Roy goes back to the cricket scores.
* [Side with Dilys]
    -> bench_gaz
- -> slipway

= bench_gaz
You nod. Dilys nods. Gaz takes his sunglasses off, and his eyes look like two pickled onions.
Gaz: Cox. Please. I've been training since March. I gave up crisps. I gave up crisps for this.
* "One chance, Gaz. Two pints of water, then stand on one leg for me."
    He drinks the two pints. He stands on one leg. He wobbles like a flamingo in a breeze, but he stands.
    Dilys: Hmph. Fine. But if he so much as burps on the start, I'm blaming you.
    ~ gaz_rough -= 1
* "Sorry, Gaz. Roy's in."
    Roy folds the Telegraph into a perfect square and produces, from a Tesco bag, a pair of rowing shoes last worn during the Callaghan government.
    Roy: Right. Which end's the front these days?
    Gaz: I'll be in the tea tent. Crying into a scone.
    ~ gaz_out = true
- -> slipway

=== slipway ===
Hands on. Up to waists. Up to shoulders. The eight of you carry the Dorothy Pym down the slipway like pallbearers at a very cheerful funeral and set her on trestles by the water.
Tobias, your novice, nineteen, first race ever, is crouched at the stern, looking at something he clearly wishes he hadn't seen.
Tobias: Um. Is the rudder meant to have a crack in it?
Tobias: Only I might have stood on it. When we were getting the oars out. Sorry. Sorry.
* Check the rudder pin
    The pin is fine. The rudder blade is not: a crack runs from the top fitting nearly to the bottom, like a cheap Victoria sponge.
* "Tobias, did you stand on it?"
    Tobias: A bit. A small bit. I'll pay for it. I've got eleven pounds and a Greggs voucher.
    He looks as if he might cry, or be sick, or both at once.
    ~ tobias_nerve -= 1
* [Tell Tobias it was probably cracked already]
    It probably was. The rudder is older than Tobias, older than you, and possibly older than the river.
    He looks at you as though you'd pulled him out of a canal.
    ~ tobias_nerve += 1
- It won't last a race the way it is. Dilys checks her watch.
Dilys: Heat three. We've got about an hour, and we need to be at marshalling before that.
Walking past the slipway, in a blazer with more badges than a Scout, is Mr Pargeter, the umpire. He carries a megaphone in one hand and the Rules of Racing in the other, and it is hard to say which he loves more.
* Gaffer-tape it
    Half a roll of silver tape later, the rudder looks like a wrist in plaster after a skiing holiday. It'll hold. Probably.
    ~ rudder = "taped"
    -> novice
* "Mr Pargeter, have you got a spare rudder?"
    -> pargeter_spare
* "Mr Pargeter, is a taped rudder allowed?"
    -> pargeter_ruling
* [Ask Upper Cobley to lend you one]
    -> cobley_rudder

= pargeter_spare
Mr Pargeter stops and looks at you over his half-moon glasses.
Mr Pargeter: I am an umpire, not a chandler.
He looks at the crack. He looks at it for a long time. Then he reaches into his blazer pocket, which appears to have no bottom, and brings out two steel hose clips and a wooden school ruler.
Mr Pargeter: There is nothing in the rules against a splint. Thirty-one years I've carried these. Nobody ever asks.
Five minutes with a screwdriver and the rudder is stiffer than it has been since decimalisation.
~ rudder = "splinted"
~ pargeter += 1
-> novice

= pargeter_ruling
Mr Pargeter's face lights up like a child's on Christmas morning. He opens the Rules of Racing, licks a finger and turns exactly eleven pages.
Mr Pargeter: There is no rule against tape. There is, however, a rule against sinking. I should try very hard not to do that.
Mr Pargeter: Thank you for asking. People so rarely ask.
You tape it. Half a roll. It looks like a wrist in plaster, but it is a wrist in plaster that has been approved.
~ rudder = "taped"
~ pargeter += 1
-> novice

= cobley_rudder
The Upper Cobley Boat Club trailer is parked on the best bit of grass, next to a carbon-fibre eight called Excalibur that costs more than your clubhouse.
Their captain, Rupert Stavely-Hunt, wears a gilet and the smile of a man who has never once had to carry his own boat.
Rupert: Wending! Of course, old chap. Can't have you sinking before we've had the chance to beat you.
He hands over a gleaming spare rudder with a flourish. Behind him, their cox, a small sharp girl called Araminta, smirks into her coffee.
Rupert: Just be sure it comes back. We're terribly attached to it.
It fits perfectly. It's the best-fitted thing on the Dorothy Pym. You don't trust it an inch.
~ rudder = "borrowed"
-> novice

=== novice ===
Tobias sits on the grass by the slipway, reading an article on his phone called "How Not To Catch A Crab". He has gone the colour of a peeled potato.
Tobias: What if I catch a crab? What if my blade gets stuck and it throws me out of the boat in front of the whole town?
Tobias: My nan's here. She's made a banner. It's got glitter on it.
* "You'll be fine, Tobias."
    Tobias: Everybody keeps saying that. It's like they know something I don't.
* "I threw up before my first race. Into my own shoe."
    Tobias: Really?
    "Rowed in it, too. Squelched all the way down the course."
    He laughs, properly, and some of the colour comes back into his face.
    ~ tobias_nerve += 1
* [Send him to check every gate on every rigger]
    He goes down the boat, rigger by rigger, opening and closing every gate with his tongue between his teeth. At four seat he finds Brian's gate hanging loose.
    Brian: Well, I never. That'd have come open at full pressure.
    Tobias walks back up the slipway about two inches taller.
    ~ tobias_nerve += 1
    ~ speed += 1
* [Put him in charge of keeping Gaz away from the beer tent]
    {gaz_out:
        Tobias finds Gaz in the tea tent, weeping into a cheese scone, and sits with him. By the time he comes back, Gaz has cheered up and Tobias has forgotten to be frightened.
        ~ morale += 1
    - else:
        Tobias takes the job deadly seriously. He follows Gaz about with a bottle of water, handing it to him every time he stops walking.
        Gaz: He's like a tiny hydrating bodyguard.
        ~ gaz_rough -= 1
    }
- -> field

=== field ===
{field == 1:
    There's a while before marshalling. The regatta field spreads along the bank: the tea tent, steaming like an engine; the noticeboard with the heat times; the bandstand, where the Wending Silver Band are tuning up; and, at the far end by the start, Mr Pargeter and his weighing scales.
- else:
    Back out on the field. The band is warming up, a child is chasing a duck, and Mr Pargeter's scales are still waiting.
}
{tea_tent && noticeboard && bandstand:
    -> weigh_in
}
* [Go to the tea tent]
    -> tea_tent
* [Have a look at the noticeboard]
    -> noticeboard
* [Wander over to the bandstand]
    -> bandstand
* [Report to the weigh-in]
    -> weigh_in

=== tea_tent ===
Inside the tea tent it is a hundred degrees and smells of urn. Doreen Baines, who has run the regatta teas since 1989, stands behind a trestle table of cakes like a general over a map.
{gaz_out:
    In the corner, Gaz is eating a cheese scone with the expression of a man at a wake.
}
Doreen: What'll it be, duck?
* "A bacon roll for Gaz, please. Brown sauce."
    Doreen: Brown sauce. He's a good boy, that Gaz. Hopeless, but good.
    {gaz_out:
        You take it over to the corner. Gaz looks at the roll, then at you, and eats it in four bites.
        Gaz: I forgive you. I don't forgive Roy.
        ~ morale += 1
    - else:
        Gaz eats it in four bites, leaning on a tent pole, and afterwards looks almost human.
        ~ gaz_rough -= 1
    }
* "Teas for the crew. Strong. Four sugars in Brian's."
    Eight teas on a tin tray. You carry them down the bank without spilling more than half, and the crew drink them sitting on the upturned trestles like a row of pigeons.
    ~ morale += 1
* "Two bags of sugar, please. Unopened."
    Doreen: Baking, are you?
    "Deadweight."
    Doreen: Oh, you poor lamb. Still a bit on the light side? Here. Two kilos of granulated. Bring them back when you're done and I'll have them for the jam.
    ~ sugar = true
- Doreen leans over the urn and lowers her voice to a level that could still be heard in Henley.
Doreen: I'll tell you something for nothing, duck.
* [Lean in]
    -> gossip
* "Is it about the Victoria sponge?"
    Doreen: It is not about the Victoria sponge. The Victoria sponge is perfect and we don't talk about last year.
    -> gossip
* "Sorry, Doreen, I've got to dash."
    Doreen: Suit yourself. You'll wish you'd stopped.
    -> field

= gossip
Doreen: That Cobley lot. First thing this morning, before the band had even got here, I saw their tall lad at the noticeboard with a green felt pen. Bold as brass. Whistling.
Doreen: I'm not saying anything. I'm just saying.
~ heard_gossip = true
~ know_culprit = true
-> field

=== noticeboard ===
A sheet of hardboard on two posts, covered in typed lists and drawing pins. HEATS: VETERANS' MIXED EIGHTS. Halfway down:
HEAT 3. WENDING A.R.C. v STOKE MARROW Y.F.C. 11.45.
* {heard_gossip} [Look for green ink]
    There. The "4" in "11.45" is green. Everything else on the board is black. Somebody has turned a "1" into a "4", and done it rather well.
    The real time is quarter past eleven. Marshalling is at quarter to.
    ~ trick_found = true
* Read the board properly
    You read it twice. Then a third time, with your nose nearly on the paper. The "4" in "11.45" is a different colour from everything else. Green, not black.
    The real time is quarter past eleven. Marshalling is at quarter to. Somebody has been busy.
    ~ trick_found = true
* [Glance at the board and move on]
    Quarter to twelve. Lovely. Bags of time.
    -> field
- Thirty yards away, leaning on the Cobley trailer, Rupert Stavely-Hunt is watching you read.
* "Mr Pargeter! Someone's been at the noticeboard."
    Mr Pargeter strides over, peers at the green "4" and makes a noise like a kettle.
    {know_culprit:
        You tell him what Doreen saw. He writes it all down in a small black notebook, then walks to the Cobley trailer and speaks quietly to Rupert, who goes the colour of his gilet.
        Mr Pargeter: A formal warning. Rule twelve. Any further nonsense and they're out.
        ~ cobley_warned = true
    - else:
        Mr Pargeter: Tampering with official notices. Disgraceful. I shall find out who did it, and when I do, I shall read them the rules. All of them.
    }
    ~ pargeter += 1
* [Correct it with your own biro]
    You turn the green "4" back into a "1" with a club biro. It looks terrible. It is, at least, true.
* "Rupert. A word."
    Rupert: Wending! Something the matter?
    "The board's been changed. In green."
    Rupert: Good heavens. Green isn't even my colour, old chap.
    He winks. Behind you, the crew have heard every word. Dilys is rolling up her sleeves.
    ~ morale += 1
- -> field

=== bandstand ===
The Wending Silver Band, fourteen strong, in maroon jackets that were made for a band of fourteen different people. The bandmaster, Clive, is polishing a tuba with his sleeve.
Clive: Morning! We're playing along the bank when the boats come past. Any requests? We do a cracking Floral Dance.
* "Do you know 'Eye of the Tiger'?"
    Clive: Do we know it? We did it at the Co-op opening. A lady fainted.
    ~ band_tune = "tiger"
* "Something stirring. 'Jerusalem', maybe?"
    Clive: Ooh, lovely. Gets them every time. Grown men in tears by the second verse.
    ~ band_tune = "jerusalem"
* "Could you play a bit quieter when we go past? They need to hear me."
    Clive looks at you as if you'd asked a swan to moo.
    Clive: Quieter. Right. We'll... try that. We've never tried that.
    ~ band_tune = "quiet"
- The euphonium player gives you a thumbs up. It is hard to say what he thinks he's agreed to.
-> field

=== weigh_in ===
{not trick_found:
    ~ late = true
}
Mr Pargeter's scales stand on a sheet of plywood beside the start. You stand on them in your racing kit. He reads the dial, then reads it again, the way some men read a will.
Mr Pargeter: Fifty-two point nine. The rules say fifty-five, or the difference carried as deadweight. Two point one kilograms, if you please, or you don't race.
* {sugar} Produce Doreen's two bags of sugar
    Mr Pargeter weighs them separately, then together, then with you.
    Mr Pargeter: Fifty-four point nine. Plus the bags settling. I'll allow it. Granulated is a very honest weight.
    ~ deadweight = "sugar"
    ~ pargeter += 1
* [Fetch a brick from behind the boathouse]
    The brick has been holding down the club's tarpaulin since 1996. The tarpaulin immediately blows into the river. The brick weighs two point two kilos.
    Mr Pargeter: Acceptable. Keep it under your seat. If it falls out, you are underweight, and I shall know.
    ~ deadweight = "brick"
* "Does my lifejacket count?"
    Mr Pargeter: It does not. A lifejacket is safety equipment, not ballast. Rule four.
    Then Tobias wanders up, holding a Tupperware box the size of a shoebox.
    Tobias: My nan did me sandwiches. Egg and cress. I can't eat them. I'll be sick.
    Mr Pargeter weighs the box. Two point one kilograms exactly. He looks almost moved.
    Mr Pargeter: Keep it in the boat. Do not eat it. Do not lose it.
    ~ deadweight = "sandwiches"
- Mr Pargeter writes the figure in his little black notebook and underlines it.
{late:
    Mr Pargeter looks at his watch, and his eyebrows climb.
    Mr Pargeter: Wending, you're heat three. Heat three marshals at a quarter to eleven. It is now twenty to.
    "The board says quarter to twelve!"
    Mr Pargeter: The board is not the programme. Go. Go!
    -> launch.launch_rush
}
-> team_talk

=== team_talk ===
The crew gather on the slipway in a loose circle, the way people stand around a barbecue that won't light. They are looking at you. It's time to say something.
* "Row it like you stole it."
    Brian: That's the stuff.
    Dilys: I have never stolen anything in my life.
    "Then today's the day, Dilys."
    ~ morale += 1
* "Remember, it's only a bit of fun."
    Dilys looks at you as if you'd spat in the urn. But Tobias, at the back, lets out a breath he has been holding since Tuesday.
    ~ tobias_nerve += 1
* [Say nothing. Look each of them in the eye]
    You look at each of them in turn. Brian. The twins. Harj. Dilys. {gaz_out:Roy.|Gaz.} Tobias. Nobody speaks. It's either very moving or very strange, and they decide it's moving.
    ~ morale += 1
* {trick_found} "Cobley tried to nobble us with a felt-tip pen. Let's make them sorry."
    A low growl goes round the circle. Harj cracks his knuckles. Even Tobias looks briefly dangerous.
    ~ morale += 2
- -> launch

=== launch ===
You lower the Dorothy Pym into the Wend. She sits on the water with the dignity of an old lady lowering herself into a bath.
* {not gaz_out} "Gaz, how are you really?"
    Gaz: Honestly? Like the Titanic. But the bit before the iceberg.
    {gaz_rough >= 2:
        He is not the bit before the iceberg.
    }
* {gaz_out} "Roy, how's the back?"
    Roy: Which part of it?
* Check the rudder lines one last time
    You run the lines through your fingers from your seat to the stern.
    {rudder == "taped":
        The tape on the rudder is already lifting at one corner. You pull it off and wrap it again, tighter, twice.
    - else:
        Everything's tight and true.
    }
    ~ rudder_checked = true
* [Push off and paddle up to the start]
    No more fussing. You push off, and eight blades find the water together, which is a promising start.
    ~ morale += 1
- -> heat

= launch_rush
// reached from the weigh-in when the green-ink trick worked
Chaos. Shoes are not on. Oars are not in. Brian is in the Portaloo.
* "Everybody in! Now! Shoes on later!"
    They tumble into the boat like a dropped box of cutlery. You make the start with thirty seconds to spare, and all of them furious.
    ~ morale -= 1
* [Sprint to the start tower to tell Mr Pargeter you're coming]
    Mr Pargeter: The rules say crews late at the start may be excluded. May. Two minutes, Wending. Not a second more.
    You get two minutes, and a look you will remember for a very long time.
    ~ pargeter -= 1
* "Nobody panic. Nobody panic! Everybody panic quietly!"
    For some reason this works. They panic quietly, in the right order, and the boat is launched in record time.
    ~ morale += 1
- -> heat

=== heat ===
{late:
    ~ speed -= 1
}
At the start, the Stoke Marrow Young Farmers sit in the next lane: eight enormous men and women with forearms like hams, who row as if the river owes them money.
Mr Pargeter stands in the umpire's launch with his flag raised.
Mr Pargeter: Attention...
Mr Pargeter: Go!
* "Go hard off the start! Wind it up to thirty-eight!"
    {gaz_rough >= 2 && not gaz_out:
        For ten glorious strokes you are level. Then Gaz goes the colour of old porridge and the rate falls apart behind him.
    - else:
        The Dorothy Pym leaps off the line like a greyhound that has seen a rabbit. Half a length up before the Farmers have noticed.
        ~ speed += 2
    }
* "Long and strong. Settle at thirty-two."
    Long, heavy, even strokes. It isn't pretty, but it's honest, and the boat runs.
    ~ speed += 1
* [Say nothing for the first five strokes and let them find it]
    You hold your tongue. Eight people find the same rhythm on their own.
    {morale >= 2:
        It is the best five strokes they have ever rowed.
        ~ speed += 2
    - else:
        It is not the same rhythm everyone else has found. By the time you speak, the Farmers are a length up.
    }
- At the five hundred metre marker, Stoke Marrow are still there, level and breathing hard.
{
- gaz_out:
    -> going_well
- gaz_rough >= 2:
    -> gaz_wobble
- else:
    -> going_well
}

= gaz_wobble
Gaz, at stroke, turns the precise colour of a cucumber. His eyes go wide. His cheeks go round.
* "Breathe, Gaz! In on the recovery, out on the drive!"
    He breathes. In, out. In, out. The green fades to a rather nice sage.
    ~ gaz_rough -= 1
    ~ speed += 1
* "If you're going to be sick, Gaz, be sick on the recovery."
    He is. Neatly, over the side, on the recovery, without missing a stroke. The crowd on the bank go "Ooooh."
    Gaz: Oh, that's better. That's so much better.
    ~ gaz_rough = 0
    ~ speed += 2
* [Drop the rate two pips to carry him]
    You bring the rate down and the boat carries him like a sleeping child. Safe, steady and slowly falling behind.
- -> swan

= going_well
{gaz_out:
    Roy, at stroke, is rowing with the smooth, terrifying calm of a man who learned in the days of wooden oars and National Service.
- else:
    Gaz, at stroke, has found something. Whatever was left of the stag do has been sweated out into the Wend.
}
* "Power ten! Now!"
    {tobias_nerve <= 0:
        Ten big strokes, and on the seventh Tobias's blade digs in and nearly takes him with it. He gets it back, white as a sheet. You've gained nothing.
    - else:
        Ten big strokes. The Dorothy Pym lifts, and Stoke Marrow slip back a seat.
        ~ speed += 2
    }
* "Hold it there. Save it for the finish."
    They hold it. It feels like a held breath.
    ~ speed += 1
- -> swan

= swan
At the Willows bend, sitting in the middle of your lane like a traffic island, is the Admiral: the cob swan who has ruled this stretch of the Wend since the millennium. He is the size of a coffee table and twice as cross. His wings are half raised.
* "Steer wide of the swan."
    You pull hard on the left line.
    {rudder == "taped" && not rudder_checked:
        The tape gives with a sad, flappy sound, and the rudder wags like a dog's tail. You take the bend in a long, wobbling arc, and lose a length.
        ~ speed -= 2
    - else:
        The rudder bites, and you slip round the Admiral with a foot to spare. He hisses after you, but it's more of a formality.
    }
* "Hold your line past the swan."
    You hold your line. The Admiral does not move. The Admiral launches himself at Brian's blade and bites it, hard.
    Brian: He's got me! He's got me oar!
    You lose two strokes while Brian and a swan have a tug of war. Nobody on that bank will ever forget it.
    ~ speed -= 1
    ~ morale += 1
* "Easy all! Hold water!"
    The boat stops dead. The Admiral looks at you, insulted, then paddles off to the bank at his own pace. It costs you. In the launch, Mr Pargeter nods once, solemnly, and writes something down.
    ~ speed -= 1
    ~ pargeter += 2
* {deadweight == "sandwiches"} [Throw Tobias's sandwiches to the swan]
    You snatch the Tupperware from under your seat and lob it at the bank. Egg and cress fly everywhere. The Admiral turns from the boat to the sandwiches like a man called to dinner, and you sail past him.
    ~ deadweight = "gone"
    ~ speed += 1
- -> heat_finish

=== heat_finish ===
{morale >= 2:
    ~ speed += 1
}
The last two hundred metres. The band is playing something, somewhere, and the bank is a blur of hats.
{speed >= 1:
    ~ heat_won = true
    The Dorothy Pym crosses the line a canvas ahead of Stoke Marrow. A canvas! The bank erupts. Tobias's nan waves her banner so hard that the glitter comes off in a cloud.
- else:
    Stoke Marrow cross the line a length clear. Their stroke, a woman built like a small tractor, turns and gives you a friendly wave, which is somehow worse.
}
{deadweight == "gone":
    -> ending_dq
}
{heat_won:
    -> interval
- else:
    -> ending_defeat
}

=== interval ===
You're in the final. At half past two. Against, and of course it would be, Upper Cobley.
An hour and a half. The crew are lying in a heap on the grass like seals on a beach.
* "Tea all round, on me."
    Doreen brings it down herself, on the best tray, with a slice of Victoria sponge each.
    Doreen: Don't tell the others. And don't tell anyone about last year.
    ~ morale += 1
* [Go over the final with Dilys]
    You go through it stroke by stroke with Dilys, drawing the river on the back of the programme. Steady for five hundred. Then everything.
    Dilys: It's a good plan. I'd have done it differently, but it's a good plan.
    ~ plan = true
* [Take Tobias to find his nan]
    Tobias's nan is four feet ten, covered in glitter and holding a banner that says GO ON TOBY in letters a foot high.
    Nan: I'm so proud of you. Did you eat your sandwiches?
    Tobias: Um.
    When he comes back he is standing differently, like someone who has remembered who he is.
    ~ tobias_nerve += 2
- -> rupert

=== rupert ===
Rupert Stavely-Hunt strolls over from the Cobley trailer, hands in the pockets of his gilet.
{rudder == "borrowed":
    -> rudder_back
}
Rupert: Well rowed, Wending. Lovely to see the old girl out. Is she held together with string, or faith?
* "Good luck, Rupert. May the best crew win."
    Rupert: Oh, we will. Thanks awfully.
    He seems put out that you were nice to him. He wanders off looking for someone to be rude to.
* [Ignore him and carry on checking the riggers]
    He stands there for a while waiting to be noticed, then leaves. Dilys, who has been watching, gives you a tiny nod.
    ~ morale += 1
* {trick_found} "Nice work on the noticeboard, Rupert."
    For a second the smile slips. Then it's back, but it's the smile of a man who knows you know.
    Rupert: No idea what you mean, old chap.
    ~ morale += 1
- -> final

= rudder_back
Rupert: Well rowed, Wending. Now, I'll have my rudder back, if you don't mind. We've decided we need it after all.
Araminta, behind him, smirks.
* [Hand the rudder back]
    You unscrew it and hand it over. Out comes your own cracked rudder, and half a roll of gaffer tape, and ten minutes of swearing.
    ~ rudder = "taped"
    ~ rudder_checked = true
* "Mr Pargeter, can he do that?"
    Mr Pargeter flips through the book and looks genuinely sorry.
    Mr Pargeter: Equipment on loan remains the property of the lender. He can.
    Then he reaches into his bottomless blazer pocket and brings out two hose clips and a school ruler.
    Mr Pargeter: But there's nothing in the rules against a splint.
    ~ rudder = "splinted"
    ~ pargeter += 1
* "Finders keepers, Rupert."
    Rupert: I beg your pardon?
    You don't budge. Eventually, with half the regatta watching, he goes very pink and says you may keep it until the final's over, as a gesture. The whole crew hear him say it.
    ~ morale += 1
- -> final

=== final ===
~ speed = 0
Half past two. The whole of Little Wending is on the bank. The band are in position by the enclosure. The Admiral is on the far side of the river, eating what appears to be someone's hat.
In the next lane, Upper Cobley sit in Excalibur, gleaming like a new fridge. Araminta looks across at you and mouths something you choose not to understand.
{cobley_warned:
    Rupert is not looking at anyone. The formal warning seems to have taken the shine off his gilet.
}
Mr Pargeter: Attention...
Mr Pargeter: Go!
* "Same again, team. Just like the heat."
    Same again. It's a good feeling, doing something you already know you can do.
    ~ speed += 1
* "Go hard off the start! Thirty-eight!"
    {gaz_rough >= 2 && not gaz_out:
        Gaz gives it everything for fifteen strokes and then nothing for the next twenty. Cobley slide away.
    - else:
        You go out like a rocket, and for two hundred metres Cobley are looking at your stern.
        ~ speed += 2
    }
* {plan} "Dilys's plan. Steady to five hundred, then everything."
    Dilys, at seven, says "Yes," under her breath, the way other people say "Amen."
    ~ speed += 2
- Halfway down the course, Excalibur starts to drift. Araminta has her rudder over. Their stern is creeping into your water, closer and closer, their blades a foot from yours.
{cobley_warned:
    Surely not. Not after a warning. But yes.
}
* "Cobley! Move over!"
    It carries across the water like a gunshot. In the launch, Mr Pargeter raises his white flag at Cobley and bellows their name through the megaphone. Araminta flinches, straightens up, and Cobley lose their rhythm for three strokes.
    ~ speed += 1
* [Steer away from them]
    You give them the water. They take it, of course, and a little more besides. You lose a few feet, but you keep your blades.
    ~ speed -= 1
* Hold your line and say nothing
    You hold your line. Excalibur keeps coming. There is a clack, a clatter and a word from Harj you didn't know he knew: blades clashed. Both boats stagger. In the launch, Mr Pargeter's pencil is moving very fast.
    ~ speed -= 1
    ~ cobley_foul = true
- {tobias_nerve <= 1:
    -> crab
- else:
    -> band
}

= crab
Past the enclosure, at full pressure, Tobias's blade digs in and refuses to come out. The handle swings round and catches him in the chest. He is half out of his seat, and the boat lurches.
It is the crab. The exact crab he read the article about.
* "Tobias! Get it back, quick as you like!"
    He wrestles it back, all elbows. Two strokes lost and a bruise he'll show people for a week.
    ~ speed -= 1
* "Sit the boat, everyone! Hold it steady!"
    Seven blades flat on the water while Tobias sorts himself out. The boat is steady, and still.
    ~ speed -= 1
* [Call his name gently, the way his nan would]
    "Toby."
    He looks up at you. He takes a breath. He squares the blade, slips it out and is back in the rhythm on the next stroke, as if he'd meant it all along.
    ~ tobias_nerve += 1
- -> sprint

= band
Past the enclosure, the Wending Silver Band strike up.
{band_tune:
- "tiger": It's "Eye of the Tiger". On a tuba. It's the most magnificent thing you have ever heard.
- "jerusalem": It's "Jerusalem". On the bank, Mr Pargeter's launch slows a little, and Mr Pargeter appears to have something in his eye.
- "quiet": They are playing very, very quietly. Clive is conducting with one finger. You can hear every breath in the boat.
- else: It's "The Floral Dance". It is always "The Floral Dance".
}
* "Listen to that! Push for ten!"
    {band_tune == "tiger":
        They push like the Tiger himself is in the boat.
        ~ speed += 2
    - else:
        They push. It's a good ten.
        ~ speed += 1
    }
* "Forget the band. Listen to me."
    {band_tune == "quiet":
        And they can. Every word. You talk them through it stroke by stroke, and they row the stretch of their lives.
        ~ speed += 2
    - else:
        They do their best to listen, but it's hard to hear a cox over fourteen brass instruments.
        ~ speed += 1
    }
* [Let the music carry them]
    {band_tune == "jerusalem":
        And it does. Something about the tune and the green bank and the old boat. Nobody in the Dorothy Pym will admit afterwards to crying, but Brian will need to blow his nose.
        ~ speed += 2
    - else:
        It carries them a bit. Not quite as far as you hoped.
    }
- -> sprint

= sprint
The last two hundred and fifty. The bank is a wall of noise. Excalibur is there, right there, a few feet ahead.
* "Everything you've got! Now!"
    {gaz_rough <= 1:
        Everything. Everything they've got and several things they didn't know they had.
        ~ speed += 2
    - else:
        Everything they've got is less than it was this morning, but it's all there.
        ~ speed += 1
    }
* "Ten for the Dorothy Pym!"
    Ten strokes for an old boat that should have been firewood years ago. She answers like she heard.
    ~ speed += 1
    ~ morale += 1
* {not gaz_out} "Ten for Gaz's head!"
    The crew laugh mid-stroke, which should be impossible. Gaz roars. The boat surges.
    ~ speed += 1
    ~ morale += 1
* {gaz_out} "Ten for Roy's hip!"
    Roy: Leave my hip out of it!
    But he rows the ten like a man of forty.
    ~ speed += 1
    ~ morale += 1
- -> final_finish

= final_finish
{morale >= 4:
    ~ speed += 1
}
{speed >= 4:
    The horn goes. You look left. You look right. Mr Pargeter lifts his flag towards the Dorothy Pym.
    Wending. By a bow ball.
    -> ending_cup
}
The horn goes. Excalibur is half a length clear. Rupert is already waving to somebody on the bank.
{cobley_foul:
    -> appeal
}
-> ending_defeat

= appeal
Your blades are still ringing from the clash.
* [Raise your hand to appeal]
    You raise your hand, as the rules say you must, before you leave the water. Mr Pargeter's launch comes alongside.
    Mr Pargeter: I saw it. I saw all of it. Upper Cobley left their station and impeded Wending.
    {cobley_warned:
        Mr Pargeter: And that is their second offence today. Upper Cobley are excluded.
    - else:
        Mr Pargeter: The race is awarded to Wending.
    }
    On the Cobley bank, someone drops a bottle of Pimm's.
    ~ on_appeal = true
    -> ending_cup
* "Well rowed, Cobley."
    You reach across and shake Araminta's hand. She looks astonished, then almost ashamed.
    Araminta: You should have appealed, you know.
    "I know."
    -> ending_defeat
* "Rupert, you absolute toad!"
    Mr Pargeter: Language, Wending. That is a warning.
    And that, it seems, is that.
    ~ pargeter -= 1
    -> ending_defeat

=== ending_cup ===
{on_appeal:
    It isn't how you dreamed it. You dreamed it with fewer rule numbers. But it counts, every bit of it.
}
The Wend Valley Veterans' Cup is a silver tankard the size of a flowerpot, engraved with fifty years of winners. Wending's name appears once, in 1978. Roy points to it without saying anything.
Doreen comes down the bank with the urn on a sack truck, and Clive strikes up "Eye of the Tiger" whether you asked for it or not.
Then the crew look at you, and you remember the tradition. The winning cox goes in the river.
* Accept your fate
    You hand your cox box to Dilys and stand on the landing stage with your arms out. They throw you in on three. It's cold, and green, and wonderful. The Admiral watches from the reeds with something like respect.
* [Run for the tea tent]
    You get twenty yards. Brian brings you down with a tackle from his rugby days, and they carry you back like a rolled carpet and throw you in anyway.
* {pargeter >= 2} "Only if Mr Pargeter comes in with me!"
    Everyone looks at Mr Pargeter. Mr Pargeter looks at the rulebook. Then he takes off his blazer, folds it, and lays it on the bank.
    Mr Pargeter: There is nothing in the rules against it.
    You go in together, holding hands. The bank goes wild.
- When you climb out, somebody has filled the cup with tea. Doreen, almost certainly. You drink it, dripping, while the band plays on.
{gaz_out:
    Gaz, who didn't row a stroke, is crying harder than anyone. Roy lets him hold the cup.
- else:
    Gaz, who was sick in the Wend not three hours ago, lifts you off your feet and swears he will never drink again. Nobody believes him. It's lovely anyway.
}
THE END
-> END

=== ending_defeat ===
Later, in the tea tent, the crew sit with their legs out and their hands round mugs, aching in places they had forgotten they had.
{not heat_won:
    Out in the heat, then. Stoke Marrow were better on the day, and kind about it, which helped and didn't.
- else:
    Second in the final. Second, to Upper Cobley, in a boat held together with {rudder == "taped":tape|hope}. Dilys keeps saying it, as if it were a sum that doesn't add up.
}
Doreen puts down a whole Victoria sponge, uncut, in the middle of the table.
Doreen: Losers' cake. It's the same as winners' cake, only you get more of it.
* "Same time next year?"
    Dilys: Same time next year. With a new rudder.
    Roy: And a new crew. I'm joking. Mostly.
* [Cut Tobias the biggest slice]
    Tobias: I didn't catch a crab in the end. Not a proper one. Does that count?
    "It counts."
    He eats the whole slice without being sick, which, for a novice on race day, is a personal best.
* "To the Dorothy Pym."
    Eight mugs lift. Nine, with Doreen's. Outside, the band play "The Floral Dance", because they always do, and for once nobody minds.
- The Admiral glides past the tent door, looking pleased with himself. Someone has to be.
THE END
-> END

=== ending_dq ===
Back on the landing stage, Mr Pargeter is waiting beside his scales. He has the look of a man who has already read the relevant page.
Mr Pargeter: Cox. On the scales, please. With your deadweight.
You stand on the scales. You have no deadweight. Your deadweight is on the far bank, being eaten by a swan.
Mr Pargeter: Fifty-two point nine. Rule four. I'm sorry, Wending. {heat_won:You've won the heat, and you're disqualified.|You were beaten in any case, and now you're disqualified as well.}
* "It was for the swan, Mr Pargeter."
    Mr Pargeter: I know. I saw. It was very quick thinking.
    He writes it down anyway.
    Mr Pargeter: It'll be in my report. As a disqualification. With a small note in the margin saying "good".
* [Accept it with dignity]
    You step off the scales, shake his hand and thank him for a well-run race. He looks as if nobody has ever done that before.
    Mr Pargeter: If it's any consolation, that was the best-handled swan I've seen in thirty-one years.
    ~ pargeter += 1
* "Can we appeal?"
    Mr Pargeter: You may appeal to the umpire. I am the umpire. I have considered your appeal. It is refused.
- Tobias stands on the bank, looking at the empty Tupperware floating by the reeds.
Tobias: Nan's going to ask about the sandwiches.
"Tell her the Admiral loved them."
The crew spend the afternoon in the tea tent instead, which, Doreen says, is where the real regatta happens anyway. The Admiral never looked happier. He had the egg and cress.
THE END
-> END
