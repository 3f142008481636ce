// Mile Twenty: the Harbourside Marathon, a water station on Dock Street, and the hottest June Sunday in years.
// You are the volunteer in charge of the station. The water lorry has not come.

VAR time = 0
VAR water = 1
VAR score = 0
VAR tanker = false
VAR hydrant_ok = false
VAR ice_saved = false
VAR jelly = true
VAR bernie_friend = false
VAR bernie_cross = false
VAR priya_away = false
VAR runner_ok = false
VAR runner_risk = false
VAR on_air = false
VAR appeal = false
VAR dana_cross = false
VAR knows_ollie = false
VAR ollie_job = false
VAR mum_tracked = false
VAR mum_met = false
VAR gloria_job = false
VAR gloria_angry = false
VAR steve_on = false
VAR steve_quit = false
VAR honest = true
VAR crossed = false

-> start

=== function lose_water(n)
~ water = water - n
{water < 0:
    ~ water = 0
}

=== function water_words()
{water:
- 0: The tables are nothing but empty cups and hope.
- 1: There are a few slabs of water under the tables, enough for the front of the race if nobody is greedy.
- 2: There is a decent wall of water behind the tables now, shrink-wrapped and sweating in the sun.
- else: Water is piled up behind the tables like sandbags before a flood.
}

=== start ===
It is twenty to ten on a Sunday morning in June, and it is already too hot. You are standing on Dock Street under a big inflatable arch that says MILE 20, in letters that sag a little more every time the generator coughs. This is your water station. It says so on your hi-vis: STATION CAPTAIN, in marker pen, in your own handwriting.
There should be four thousand litres of water here. There are six trestle tables, towers of paper cups, a wheelie bin full of sponges, and eleven bottles of water, one of which Bernie is drinking.
Bernie Quayle, seventy-one, retired milkman, leans on his little white van with his flat cap pushed back.
Bernie: Lorry was due at nine. It's not here. I've been keeping an eye out.
Priya Nair, a medical student in a sun hat the size of a cartwheel, stops counting sponges and looks up.
Priya: The leaders come through at about ten past ten. After that it's twelve thousand people. Hot ones.
* [Ring the race director] -> helen
* [Ask Bernie for his van keys] -> bernie
* [Check Priya's cool box] -> cool_box
* Wait
    You stand in the middle of the road and stare towards Canal Road, as if you could make a lorry appear by looking hard enough. Five minutes go by. A pigeon lands on a tower of cups and knocks the top forty into the gutter.
    -> prep

=== prep ===
~ time += 1
{time >= 4: -> first_wave}
{time == 1: It is ten to ten.|{time == 2: It is five to ten. Down the hill, the first police motorbike goes past the end of the street.|It is ten o'clock. Somewhere across the city a helicopter is following the leaders, and it is getting louder.}}
{water_words()}
* {not helen} [Ring the race director] -> helen
* {not bernie} [Ask Bernie for his van keys] -> bernie
* {not cool_box} [Check Priya's cool box] -> cool_box
* {hydrant_ok and not hydrant} [Open the hydrant on the corner] -> hydrant -> prep
+ [Start pouring] -> first_wave

=== helen ===
You thumb the radio. Race control crackles, and then Helen Marsh, the race director, who sounds as if she has been awake since four because she has.
Helen: Mile twenty, go ahead.
You tell her there is no water at mile twenty.
Helen: I know, love. The lorry's stuck on Canal Road on the wrong side of the closure, and the police won't lift the barrier till the back of the field's through. I'm working on it.
* "Send whatever you can, Helen."
    Helen: I'll beg the fire brigade for a bowser. Don't hold your breath. Over.
    ~ tanker = true
    -> prep
* [Ask her about the hydrant on the corner]
    There is a yellow H plate on the wall by the chip shop, and a hydrant cover in the pavement under it. You ask whether you're allowed.
    Helen: Strictly speaking? Water board, permit, standpipe, three weeks' notice. Bernie's got a standpipe key in that van, Bernie's got everything in that van. You didn't hear it from me. Over.
    ~ hydrant_ok = true
    -> prep
* "Leave it with me. We'll sort it."
    Helen: That's what I like to hear. Over and out.
    -> prep
* [Hang up]
    You let go of the button before she can ask how bad it is. Radios don't really hang up, but it feels as if you did.
    -> prep

=== bernie ===
Bernie looks at his keys as if you had asked him for a kidney.
Bernie: Nobody drives Doris but me. Forty years, nobody's driven one of my vans but me.
The van is called Doris. It says so on a sticker on the back bumper, next to one that says I BRAKE FOR HEDGEHOGS.
* "Then you drive, Bernie. I'll navigate."
    Bernie straightens his cap, which is as close as he ever gets to smiling, and climbs in.
    ~ bernie_friend = true
    -> drive
* [Take the keys off his belt anyway]
    He is too slow to stop you, and too polite to wrestle you for them.
    Bernie: Well. She pulls to the left. And don't you dare ride the clutch.
    ~ bernie_cross = true
    -> drive
* [Send Bernie to the Spar with twenty quid]
    Bernie comes back twelve minutes later with four slabs of bottled water and a Cornetto he swears was on offer.
    ~ water += 1
    ~ bernie_friend = true
    -> prep
* [Tell him to forget it]
    Bernie puts the keys back on his belt and pats them, like a dog that has been good.
    -> prep

= drive
Doris smells of warm plastic and forty years of milk. {bernie_cross:You are driving. Bernie is in the passenger seat with his arms folded.|Bernie drives. You have the map on your phone and your knees against the glovebox.} At the end of Dock Street there are two ways to go.
* [Take the back lanes to the cash and carry] -> cash_and_carry
* [Go down Canal Road and find the lorry]
    You find it three hundred yards down Canal Road, a big blue lorry nose to nose with a police barrier, its driver asleep with his boots on the dashboard. You knock on his window and show him the way round the back of the gasworks. Doris goes in front with her hazards on, like a very small police escort.
    {bernie_cross:At the last corner you clip a bollard, and Doris's wing mirror hangs off by its wire. Bernie doesn't say anything. He doesn't have to.}
    By twenty past ten the lorry is backed up to your tables and the driver is throwing slabs of water down to Priya.
    ~ water += 2
    ~ time += 1
    -> prep
* "Actually, let's go back."
    {bernie_cross:You hand the keys back. Bernie takes them without a word.|Bernie turns Doris round in six goes.}
    -> prep

= cash_and_carry
The cash and carry on Gasworks Lane is open, air-conditioned and almost empty. A man is buying a thousand paper napkins. There is one trolley's worth of cash in the station float.
* [Buy water]
    You fill the trolley with slabs of water until one of its wheels gives up.
    ~ water += 1
* [Buy ice]
    You buy every bag of ice in the chest freezer. The checkout girl asks if you're having a party.
    ~ ice_saved = true
* [Buy both and put it on your own card]
    It is a lot of money. You try not to look at the screen while the card machine thinks about it.
    ~ water += 1
    ~ ice_saved = true
- ~ time += 1
Doris groans all the way back up the hill.
-> prep

=== cool_box ===
Priya's cool box is blue, the size of a small coffin, and labelled PRIYA'S — HANDS OFF. Inside are two bags of ice, a tub of jelly babies, a box of rehydration sachets and her lunch, a paratha wrapped in foil.
Priya: It's for my shift at the medical tent later. But, you know. Emergency.
* [Tip the ice into the sponge buckets]
    The sponges go in warm and come out so cold they squeak.
    ~ score += 1
* [Save the ice for emergencies]
    Priya nods and shuts the lid, then sits on it, which is her idea of security.
    ~ ice_saved = true
* [Put the jelly babies out on the end table]
    You tip the whole tub into a mixing bowl. Bernie eats three before it reaches the table.
    ~ jelly = false
    ~ score += 1
* [Close the lid]
    Priya: Good. I was worried about the paratha.
- -> prep

=== hydrant ===
Bernie kneels by the cover with a long brass key, which he says he has had since his milk days and which nobody should ask him about. He screws a standpipe into the hole, turns the key and jumps back. Water comes up in a fat silver rope.
{bernie_cross:Bernie: I'm only doing this for the runners. Not for you.}
* [Fill the bins]
    You fill the sponge bins, both wheelie bins and a paddling pool that Priya has found somewhere.
    ~ water += 2
* [Turn it into a shower for the runners]
    Bernie puts his thumb over the end, and the water fans out across the road in a glittering arch. Later, every runner who goes through it will scream as if they're on a rollercoaster.
    ~ water += 1
    ~ score += 2
* {not bernie_cross} [Ask Bernie to run a hose along the tables]
    Bernie has a hose in the van as well. Of course he does. He runs it along the backs of the tables and fills the jugs one by one, humming.
    ~ water += 2
    ~ score += 1
- ->->

=== first_wave ===
At ten past ten a motorbike comes down Dock Street with its blue light going, and behind it the leaders: four thin men and a woman thinner than any of them, running as if it costs them nothing. None of them even looks at your table. Then, five minutes later, the rest of the city arrives.
{water_words()}
Just as the road fills up, a woman in a pressed hi-vis with STATION LEAD printed on the back comes marching down the pavement with a clipboard. Gloria Pettifer, of the Harbourside Harriers.
Gloria: Oh dear. Oh dear, dear, dear. I did warn the committee.
* [Pour cups as fast as you can]
    You pour until your wrist aches. Hands snatch every cup before it's full.
    ~ lose_water(1)
    ~ score += 1
* "Half cups! Everybody gets half a cup!"
    A few runners grumble. Most of them are too tired to.
    {water <= 1:
        ~ score += 1
    }
* [Put Gloria on the cups table]
    Gloria takes command of the cups table as if she has been waiting all her life for it. The cups come out faster than they've ever come. So do the instructions.
    Gloria: Cup held out, arm straight, don't make eye contact, they'll want to chat.
    ~ gloria_job = true
    ~ score += 1
    ~ lose_water(1)
* [Put the sponges out first]
    You drag the sponge bin to the front. Runners squeeze sponges over their heads and go away dripping and grateful, and the water lasts a bit longer.
    ~ score += 1
- -> collapse

=== collapse ===
At a quarter to eleven a man in a green vest comes round the corner swaying like someone on the deck of a ship. He reaches for a cup, misses the whole table, sits down hard on the tarmac and then lies back as if he has decided to take a nap in the road.
Priya is already moving.
* Run
    You go over the table instead of round it. You're first to him. His skin is hot and dry as a radiator, and his eyes are not quite pointing the same way.
    ~ score += 1
* [Radio for the medics]
    Helen: Medics to mile twenty, runner down. Two minutes. Keep him in the shade if you can.
    ~ score += 1
* {ice_saved} [Get the ice]
    You rip open the bags and pack ice into his armpits, round his neck, into his cap. Priya looks at you with real respect.
    Priya: That's exactly right. Where did you learn that?
    ~ ice_saved = false
    ~ score += 2
* Wait
    You stand frozen with a jug in each hand. Priya doesn't freeze. She rolls him onto his side and starts fanning him with a clipboard.
- -> treat

= treat
After a minute the man in the green vest opens his eyes, sees the arch, and tries to get up.
Runner: I'm fine. I'm fine. I've got a time. I've been training since January.
* "Stay down. Your race is over."
    He argues. Then he cries a little, which he says is the heat. Then he stays down.
    ~ runner_ok = true
    ~ score += 1
* [Help him into the shade of the bus shelter]
    You and Priya get an arm each and walk him into the bus shelter, where it is five degrees cooler and smells of chips.
    ~ runner_ok = true
    ~ score += 1
* [Let him get up and carry on]
    He gets up. He wobbles. He goes. Priya watches him go round the bend and says nothing, very loudly.
    ~ runner_risk = true
    ~ score -= 1
- Two St John Ambulance medics arrive on bicycles with their panniers flapping{runner_ok: and take him off your hands}.
-> tv_crew

=== tv_crew ===
A van with a big red 6 on its side pulls up on the pavement, and out climbs a cameraman with a camera already on his shoulder. Behind him comes Dana Okafor from Channel Six's City Today, in a red dress and white trainers, with a microphone in her hand.
{runner_risk:The camera swings straight down the road after the man in the green vest.|The camera swings straight to the bus shelter, where the man in the green vest is being wrapped in a foil blanket.}
Dana: Dana Okafor, City Today. We're live on the hour. "Mile Twenty: the Station That Ran Dry." Have you got two minutes for me?
* [Give her the interview] -> interview
* "Get that camera off him. Now."
    The cameraman lowers the camera. Dana looks at you as if she is writing your name on a list.
    ~ dana_cross = true
    ~ score += 1
    -> lost_child
* [Ask Dana's crew for the water in their van]
    There are two slabs of bottled water in the back of the Channel Six van, under a tangle of cables. Dana hands them over as long as the camera can watch her do it.
    Dana: Channel Six cares. Get that, Keith.
    ~ water += 1
    ~ on_air = true
    -> lost_child
* [Tell her no]
    Dana: Suit yourself. We'll get our shots from the other side of the road.
    ~ dana_cross = true
    -> lost_child

= interview
The light on top of the camera goes red. Dana turns into a different, shinier person.
Dana: I'm here at mile twenty, where the water ran out on the hottest day of the year and a runner was left lying in the road. Is it true this station ran dry and a man nearly died?
* "Nobody nearly died. We're coping fine."
    Dana: Coping. Lovely. Back to the studio.
    ~ on_air = true
    ~ honest = false
* [Tell her the truth about the lorry]
    You tell her about the lorry, the barrier, the eleven bottles, and Bernie, and Priya, and the man in the green vest who is going to be all right. It comes out better than you expected.
    ~ on_air = true
    ~ score += 1
* [Ask everyone watching to bring water to Dock Street]
    You look straight down the lens and ask anyone who lives near Dock Street to bring water. Bottles, jugs, anything. Dana looks as though she wishes she had thought of it.
    ~ on_air = true
    ~ appeal = true
* [Walk out of shot]
    Dana: And the station captain, it seems, has no comment. Back to you, Marcus.
- -> lost_child

=== lost_child ===
At eleven o'clock there is a small boy in a T-rex T-shirt standing in the middle of the runners' side of the tables, holding a stick with a cardboard sign on it. The sign says GO MUMMY GO, with the second GO upside down. He is crying without making any sound at all.
* [Crouch down and ask his name]
    Ollie: Ollie. I'm seven. I was with Nanna and then I wasn't. Mummy's running. She's got a pink tutu on. She's number four four one seven.
    ~ knows_ollie = true
* [Hand him to Priya]
    Priya sits him on her cool box and gives him her sun hat, which covers him down to the shoulders.
    ~ priya_away = true
* "Stay right here by the table, okay? Don't move."
    He nods and holds the sign tighter. He doesn't move. He doesn't stop crying, either.
* {on_air and not dana_cross} [Ask Dana to put him on camera]
    Dana crouches beside him and the red light comes on. Ollie tells the whole city his name, his age, and his nanna's name, which is Nanna.
    Dana: If you're Ollie's nanna, he's at mile twenty, on Dock Street, and he's fine.
    ~ knows_ollie = true
    ~ score += 1
- -> ollie

= ollie
Ollie wipes his nose on his T-rex and looks up at you as if you are in charge of everything, which today you are.
* [Ring the race director about a lost child]
    Helen: Lost child, mile twenty, noted. I'll put it out to the marshals.
    {knows_ollie:You give her the bib number. A minute later she's back. "Four four one seven went through mile eighteen twenty minutes ago. She'll be with you by quarter past twelve. Keep him with you."|You don't know his mum's number, and Helen can't do much without it.}
    {knows_ollie:
        ~ mum_tracked = true
    }
* {jelly} [Give him the jelly babies to hand out]
    You give him the tub and a job. Ollie takes both very seriously, and offers every runner the green ones first, because they're the best.
    ~ ollie_job = true
    ~ jelly = false
* [Lift him onto the table to watch for pink tutus]
    You stand him on the end table with his sign. He watches the road like a lighthouse keeper.
    ~ ollie_job = true
* "Your mum's fine. We'll just wait, okay?"
    Ollie: Okay.
    He doesn't sound as though it's okay.
- -> rival

=== rival ===
Gloria Pettifer plants herself in front of you with the clipboard held across her chest like a shield.
Gloria: I have run this station for eleven years. Eleven. The only reason the committee gave it to you is that I was in Tenerife when they voted. There's no water, there was a man lying in the road, and now there's a child loose. I'm taking over.
{gloria_job:She glances at the cups table, which, to be fair, is running like a clock.}
* [Tell her no] -> refuse
* [Let her take over] -> ending_handover
* "Eleven years? Then you'll know where the spare water's kept."
    Gloria opens her mouth, shuts it, then looks at her clipboard.
    Gloria: The Harriers' clubhouse. Forty bottles left from the fun run. I've got the key.
    She is back in ten minutes with a shopping trolley and a look of enormous satisfaction.
    ~ water += 1
    ~ gloria_job = true
    -> quitter
* [Give her the sponge station to run]
    Gloria looks at the sponge bin, then at you, then at the sponge bin again. She takes it.
    Gloria: Fine. But I'm doing it properly. By colour.
    ~ gloria_job = true
    -> quitter

= refuse
Gloria: Then I'll ring Helen Marsh myself. Helen and I go back a long way.
* "Ring whoever you like."
    She does. You can hear Helen's voice, small and tired, through the radio. Gloria walks off to stand on the far side of the arch and glare at you.
    ~ gloria_angry = true
* [Radio Helen before she does]
    Helen: Gloria's there? Oh, God. Look, you're the captain. Give her something with a clipboard in it and let her feel important. Over.
    You give her the sponge station. She takes it as if it were her idea.
    ~ gloria_job = true
* [Apologise and ask for her help]
    You tell her you're sorry about Tenerife, and that you could really use someone who knows what she's doing. Gloria sniffs.
    Gloria: Well. Since you ask nicely.
    ~ gloria_job = true
    ~ score += 1
- -> quitter

=== quitter ===
At half past eleven a big man in a home-made T-shirt stops at the end of the table, drinks two cups, and sits down on the kerb. The T-shirt has a photo of an older man on it, printed slightly too blue, and the words FOR DAD. ST KATHERINE'S HOSPICE. His bib says STEVE.
Steve: That's me. Done. I can't feel my feet, and there's six miles left. Six.
* "You're doing brilliantly, keep going!"
    Steve: Everybody keeps saying that. Everybody at every mile. How would any of you know?
    He doesn't get up. But he doesn't take his number off either.
    -> sit
* [Sit down on the kerb next to him] -> sit
* [Wrap him in a foil blanket and call the sweeper bus]
    He lets you wrap him up like a roast chicken. The sweeper bus is forty minutes behind. He sits and waits for it with his head in his hands.
    ~ steve_quit = true
    -> heat
* {knows_ollie or ollie_job} [Send Ollie over with a jelly baby]
    Ollie marches over and holds out a green jelly baby.
    Ollie: My mummy's still running. And she's really old. She's thirty-four.
    Steve laughs so hard he has to hold his ribs. Then he eats the jelly baby, stands up, and goes, waving the sign Ollie gives him.
    ~ steve_on = true
    ~ score += 1
    -> heat

= sit
You sit on the hot kerb beside him. He tells you about his dad, who ran this marathon twelve times and died in March. Steve had never run further than the bus stop until January. He's raised three thousand one hundred and forty pounds.
Steve: I thought I'd feel him out here or something. I just feel sick.
* "What would your dad say?"
    Steve thinks about it for a long time.
    Steve: He'd say, "Stop sitting on a kerb, you big lump." He would, as well.
    He gets up.
    ~ steve_on = true
    ~ score += 1
* [Walk the next mile with him] -> walk
* Wait
    You say nothing. Runners go past. After a while he talks himself round, the way people do when nobody argues with them.
    Steve: Right. Right. Six miles. That's only the park run and a bit, twice.
    ~ steve_on = true
* "It's all right to stop. You've done twenty miles."
    He looks at you as though nobody has said that to him all year. Then he takes his number off and folds it into his pocket.
    ~ steve_quit = true
- -> heat

=== walk ===
You hand your radio to Priya and set off beside Steve, up Harbour Hill, walking when he walks and shuffling when he shuffles.
{gloria_angry:Behind you, Gloria shouts something about abandoning your post. You pretend the crowd is too loud.|{gloria_job:Behind you, Gloria has already picked up your clipboard.}}
At the top of the hill there is a wobbly sign on a post: MILE 21. Steve stops and puts his hands on his knees.
Steve: I'm all right now. Honest. Go back to your station, before that woman moves all your tables.
* [Go back to the station]
    You shake his hand, which is wet, and jog back down the hill. He's running when you look back. Actually running.
    ~ steve_on = true
    ~ score += 1
    -> heat
* "I'm coming with you. All the way."
    -> finish_line

= finish_line
Five miles later, on the Esplanade, you can see the finish gantry and hear the man on the tannoy reading out names. Steve is crying and pretending it's sweat. So are you.
Steve: Come on. Over the line with me.
* [Cross the line with him]
    ~ crossed = true
    -> ending_finish_line
* [Stop before the line and let him have it]
    -> ending_finish_line

=== heat ===
By noon it is twenty-seven degrees in the shade, and Dock Street has no shade. The middle of the field comes through, the slowest and the hottest and the bravest, and every one of them wants a drink.
~ lose_water(2)
{tanker:At five past twelve a fire engine rolls up with a bowser on the back, and a fireman with a moustache hands you the end of a hose as if it were a bunch of flowers.}
{tanker:
    ~ water += 1
}
{appeal:And then the neighbours come. A man with a paddling pool full of bottles. Two teenagers with a wheelbarrow. A grandmother with six jugs of squash on a tea trolley, because she saw you on the telly.}
{appeal:
    ~ water += 2
}
{water_words()}
* {hydrant_ok and not hydrant} [Open the hydrant on the corner]
    -> hydrant ->
* {bernie_friend} [Ask Bernie to do one more run in Doris]
    Bernie: I thought you'd never ask.
    Doris goes off down the hill like a shopping trolley with ambitions, and comes back with the last water in the cash and carry.
    ~ water += 1
* "Sponges and shade! Everybody through the sponges!"
    {gloria_job:Gloria takes the sponge station over as if it were a military operation. Runners come out of it soaked and saluting.|You and Priya do the sponges yourselves, one in each hand, until your arms ache.}
    ~ score += 1
* [Cut every cup to half]
    It stretches the water. It doesn't stretch the runners' patience.
    ~ water += 1
* {water == 0} [Shut the station]
    -> ending_dry
- {water >= 2:
    ~ score += 2
}
{water == 0:
    ~ score -= 2
}
-> reunion

=== reunion ===
At a quarter past twelve there is a shriek from the end of the table.
{ollie_job:Ollie, still standing on the table, drops the bowl of jelly babies and points.|Ollie tugs so hard on your hi-vis it tears at the pocket.}
Ollie: Mummy! That's Mummy! That's MY MUMMY!
Coming up Dock Street is a woman in a pink tutu, a face the colour of a postbox, and a bib that says 4417. {mum_tracked:A marshal on a bike rides beside her, talking into his radio and pointing at your arch.|She is looking at her feet. She hasn't seen him.}
* [Lift Ollie over the barrier]
    You lift him over, and he runs, and she sees him, and she stops dead in the middle of the road, and four hundred runners go round them like water round a rock.
    ~ mum_met = true
    ~ score += 1
* [Shout her number]
    You shout "Four four one seven!" so loudly that half the road looks round. She is one of them.
    ~ mum_met = true
    ~ score += 1
* [Hold on to him till she sees him]
    {mum_tracked:She has been told exactly where to look. She comes straight to the barrier and lifts him up, sign and all.|She doesn't see him. The pink tutu goes past, and round the corner, and Ollie goes very still.}
    {mum_tracked:
        ~ mum_met = true
    }
- {mum_met:Ollie's Mum: Ollie! What are you doing here? Where's your nan? Oh, my God, come here.|Priya rings the finish. Ollie will be waiting for his mum at the end, on Priya's shoulders, holding a sign with one GO upside down.}
{mum_met:She holds him for a long time, tutu squashed, then gives him back to you and runs on, because it's a race, and she's not stopping now.}
{dana_cross: -> finale}
-> dana_back

=== dana_back ===
The Channel Six van is back. Dana Okafor wants something for the one o'clock bulletin. {mum_met:She has heard about the tutu and the small boy, and she has the look of someone who smells a story with a happy ending.|She looks at the long line of runners and the empty cups, and then at you.}
Dana: Thirty seconds. Something for the people at home.
* "You're all heroes. Every single one of you."
    You say it to the camera, and then, because it's true, you turn round and say it to the runners.
    ~ score += 1
* [Put Gloria on camera]
    {gloria_angry:Gloria tells the city that the station was badly organised and that she has been saying so for a year. She is very good on camera.|Gloria tells the city that mile twenty is the best water station in the marathon. She says it as if she organised it. Maybe she did, a bit.}
    {gloria_angry:
        ~ score -= 1
    }
* {steve_on or steve_quit} [Tell her about Steve]
    You tell her about a big man in a too-blue T-shirt, running for his dad. Dana's face goes soft for a second, off camera, before she remembers where she is.
    Dana: St Katherine's. I'll put the link up.
    ~ score += 1
* [Tell her no]
    Dana: You're a hard person to make famous, do you know that?
- -> finale

=== finale ===
At two o'clock the sweeper bus comes down Dock Street at walking pace behind the last runner, a woman in her eighties in a bucket hat who waves to you like the Queen. The road is carpeted in paper cups. Bernie is asleep in Doris with the door open.
The radio crackles.
Helen: Mile twenty, this is race control. How did you get on?
* "All good here, Helen."
    {water == 0:Helen: All good? I had three complaints about mile twenty, love. Don't fib to me.|Helen: That's what I like to hear.}
    {water == 0:
        ~ honest = false
    }
* [Tell her everything]
    You tell her. The lorry, {runner_risk:the man in the green vest you let go,|the man in the green vest,} Dana, Ollie, Gloria, Steve. Helen listens all the way through.
    ~ score += 1
* {gloria_job} [Tell her Gloria should run it next year]
    Gloria, who is stacking tables, pretends not to hear. She stacks the next table much more neatly.
    Helen: Noted. And you?
    ~ score += 1
* [Hand the radio to Priya]
    Priya gives race control a calm, clear report, in the voice she is going to use on wards one day. You sit down on the kerb where Steve sat.
- {water == 0: -> ending_dry}
{score >= 9: -> ending_gold}
{score >= 5: -> ending_fair}
-> ending_rough

=== ending_gold ===
Helen: Mile twenty's had the most thank-yous on the website of any station in the race. People are asking who did the shower.
{steve_on:That evening you get a text from a number you don't know. A photo of a big man with a medal, in a too-blue T-shirt, holding it up to the sky.|That evening Priya sends you a photo of the bus shelter, where someone has written THANK YOU MILE 20 on a paper cup and wedged it in the timetable.}
{mum_met:And in the local paper on Tuesday there is a photo of a pink tutu and a T-rex T-shirt, squashed together in the middle of Dock Street.}
Next year, the committee writes STATION CAPTAIN on your hi-vis in printed letters. Gloria, somehow, is pleased for you.
-> END

=== ending_fair ===
Helen: Could've been worse. Could've been a lot better, mind. Send me a list of what went wrong and we'll fix it for next year.
You help Priya and {gloria_job:Gloria|Bernie} sweep nine thousand paper cups into bin bags. Your shoulders are burnt in the shape of your hi-vis.
{steve_quit:On the bus home you look up St Katherine's Hospice and give Steve's page twenty pounds. It says he raised three thousand one hundred and sixty.|{steve_on:On the bus home you look up St Katherine's Hospice, and Steve's page says FINISHED, with three exclamation marks.}}
It wasn't perfect. Nobody died. Everybody got something to drink in the end. Next year, you think, you'll ring the water company yourself.
-> END

=== ending_rough ===
Helen: I've had complaints, love. Runners, a councillor, Channel Six. I'm not saying it's your fault. But I'm going to give mile twenty to Gloria next year.
{runner_risk:On the news that evening there is a clip of a man in a green vest being helped into an ambulance at mile twenty-two, and you can't watch it to the end.}
You pick up paper cups until the street sweeper comes, alone, because everyone else went home. Your STATION CAPTAIN hi-vis goes in the recycling. Then you take it out again, and keep it.
-> END

=== ending_dry ===
In the end the last cup of water goes to a man dressed as a banana, and there is nothing left to give.
You turn the table round so the empty side faces the road, and write NO WATER, SORRY on the back of Gloria's clipboard. Runners read it and keep going, because what else can they do.
{on_air:By one o'clock Channel Six has a new headline, and it's the one Dana wanted all along: "Mile Twenty: the Station That Ran Dry."|By one o'clock the marathon's page is full of people asking what happened at mile twenty.}
Helen comes on the radio once more, to say that the lorry finally got through the barrier at half past two, and that it's all right, love, it wasn't your fault. It doesn't feel that way.
-> END

=== ending_handover ===
You take off the hi-vis that says STATION CAPTAIN in your own handwriting, and hand it to Gloria.
Gloria: Well. Sensible. Very sensible.
She puts it on over her own, which says STATION LEAD, so now she is wearing both. Within ten minutes she has moved every table, told Bernie to stop eating the jelly babies and made Priya cry once.
{knows_ollie:You take Ollie to the first aid tent on the Esplanade, where a policewoman with a packet of biscuits promises to find his nan.|You stand by the arch a while with nothing to do, then walk down to the Esplanade and watch the runners finish.}
The station runs. Not the way you would have run it. On the bus home you look at the number of missed calls from Helen and decide to ring her tomorrow.
-> END

=== ending_finish_line ===
{crossed:You cross the line side by side, a step apart, your arms in the air, and a man in a lanyard hangs a medal round Steve's neck and then, after a look at your hi-vis, one round yours.|Ten yards from the line you stop and let him go on alone. He crosses with his arms up and his dad's face on his chest, and then he turns round and looks for you in the crowd.}
Steve: Three thousand one hundred and forty quid. And a medal. He'd have been unbearable about this.
Your phone has fourteen missed calls. {gloria_angry:Gloria has reported you to the committee for abandoning your post, with photographs.|{gloria_job:Priya texts to say Gloria ran the station like a field hospital and that she's never been so frightened or so hydrated.|Priya texts: WHERE ARE YOU. THEN: NEVER MIND, BERNIE'S GOT IT.}}
You were in charge of mile twenty, and you left it. You'll have to answer for that on Monday. But tonight you have a medal you didn't run for, and you don't regret a step.
-> END
