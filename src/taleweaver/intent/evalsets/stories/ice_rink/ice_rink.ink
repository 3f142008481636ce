// Final Whistle at Calder Vale: the under-12s final, a broken resurfacer and a rink that keeps going dark.
// You are the duty supervisor. Forty minutes to face-off.

VAR minutes = 40
VAR ice = 0
VAR power = 0
VAR goalie_out = false
VAR pads_dry = false
VAR knows_circuit = false
VAR dale_secret = false
VAR dale_warned = false
VAR dale_agreed = false
VAR snack_angry = false
VAR corridor_done = false
VAR honest = true
VAR wedged = false
VAR cancelled_early = false

-> start

=== start ===
It is half past five on a Saturday evening at the Calder Vale Ice Centre, and you are the duty supervisor.
In forty minutes the under-12s final is due to start, the home side, the Calder Vale Otters, against the Ashby Hawks.
Nothing is going to plan. The ice resurfacer has died at centre ice with a puddle spreading out from under it, the lights have tripped twice in ten minutes, and word is that the Otters' nine-year-old goalie has locked herself in the home changing room.
Colm Arkwright, the rink's owner, comes across the foyer at a half-run, his tie over his shoulder.
Colm: Two hundred tickets sold. Two hundred! And the whole place is falling to bits around us. Do something, will you?
* [Go to the rink] -> rink
* [Head down to the plant room] -> plant_room
* [Check on the goalie] -> changing_rooms
* [Phone Lumb] -> early_lumb
* [Ask Colm what's going on] -> colm_talk

=== colm_talk ===
~ minutes -= 10
Colm takes you by the elbow and talks without stopping for breath.
Colm: Priya was halfway through her last pass when the old machine just stopped dead. Water everywhere. Then the breaker went. Then it went again.
Colm: Little Josie Pell, the Otters' goalie, has shut herself in the home changing room and won't say why. Dale, the Ashby coach, is telling anyone who'll listen that it ought to be called off. And the referee, Mr Lumb, is stuck in traffic on the bypass.
- (colm_opts)
* [Ask him about the money]
    Colm: The money? If we cancel, I refund every ticket. And Halloran's Tyres, the sponsor, want this final on the local news. No final, no sponsor next season. No sponsor, no rink. That's the money.
    -> colm_opts
* "Then we call it off, Colm."
    -> cancel_early
* [Go and find Priya] -> rink
* [Go to the changing rooms] -> changing_rooms

=== cancel_early ===
~ minutes -= 5
Colm goes the colour of old porridge.
Colm: Call it off? Forty minutes before the final? Have you any idea what that costs me? Please. At least give it a go.
* [Stick to it]
    ~ cancelled_early = true
    -> ending_postponed
* "All right. Twenty minutes, then I decide."
    -> rink
* [Phone Lumb]
    You ring Mr Lumb, the referee, with Colm hovering at your shoulder.
    Mr Lumb: Call it off? Nobody calls off my match but me, supervisor. I'll be there. You get that ice flat.
    Colm breathes out for what looks like the first time in an hour. You head for the rink.
    -> rink

=== early_lumb ===
~ minutes -= 10
You ring Mr Lumb, the referee. He answers on the first ring, like a man who has been waiting for somebody to shout at.
Mr Lumb: Lumb. Go.
You tell him about the machine, the water and the lights. Somewhere behind him a horn blares.
Mr Lumb: I'm sat on the bypass behind a caravan doing nine miles an hour. Keep talking.
- (lumb_opts)
* [Ask him how far away he is]
    Mr Lumb: Three miles and a lifetime. Half an hour, less if this caravan grows a conscience.
    -> lumb_opts
* "Should we call it off, Mr Lumb?"
    Mr Lumb: Nobody calls off my match but me. You'll have that ice flat and those lights on when I walk in, or you'll explain why to my face.
    -> lumb_opts
* [Hang up and go to the rink] -> rink
* [Hang up and check the plant room] -> plant_room

=== rink ===
~ minutes -= 5
The rink is colder than the car park and twice as loud. Parents are filling the stands with flasks and foam hands.
At centre ice sits the resurfacer, a squat blue machine the staff call Old Bess, with a sheet of water creeping out from under her in every direction.
Priya Nair, the resurfacer driver, is lying on her back beside it with a torch between her teeth.
Priya: Don't step in it. It's deeper than it looks.
* [Ask Priya what's wrong with it] -> priya_diagnosis
* "Priya, get that thing off the ice. Now."
    -> push_machine
* [Grab a squeegee] -> squeegee
* [Leave Priya to it]
    Priya knows Old Bess better than anyone alive. You leave her to it and go to see what else is on fire.
    -> next_task

=== priya_diagnosis ===
~ minutes -= 5
~ knows_circuit = true
Priya takes the torch out of her mouth.
Priya: The dump-valve hose has split. Everything in the water tank has been running out onto the ice. I've a spare hose in my van in the car park. Or I could gaffer-tape this one. It might hold for one slow pass.
Priya: And another thing. Every time I plug her in to charge, the lights go. Something else is on her circuit. I'd bet my wages it's that snack bar.
* [Fetch the hose from her van] -> car_park
* "Tape it and do one slow pass."
    Priya: One pass. Slow. Don't blame me if it looks like a ploughed field.
    She wraps the split in half a roll of silver tape and coaxes Old Bess round the rink at walking pace. The worst of the water goes. The near half of the ice is good. The far end is still rough and wet.
    ~ ice = 1
    -> next_task
* [Ask her why the power keeps tripping]
    Priya: Too much on one breaker, is my guess. That snack bar's on the same circuit as her charger, I'd put money on it. Somebody ought to cut it off at the board in the plant room.
    Priya: Leave Old Bess to me. I'll tape the hose and get one slow pass done.
    ~ ice = 1
    -> next_task

=== car_park ===
~ minutes -= 5
It is sleeting in the car park. Priya's van sits under the one working lamp. Two spaces along, leaning on a silver estate car with his phone to his ear, is Dale, the Ashby Hawks' coach.
Dale: No, it's off. Definitely off. Water all over, lights going. They'll have to give us a replay. Pass it on.
* [Grab the hose and run back]
    You drag the coil of hose out of the van and run. Priya has the old one off before you reach her, and the new one on in four minutes flat. Old Bess wheezes into life and lays down a clean, shining sheet of ice.
    ~ ice = 2
    -> next_task
* [Ask Dale who he's phoning]
    Dale: The parents. They deserve to know the truth, don't they? My lads need a proper game, not this circus.
    He turns his back and keeps dialling. You grab the hose and run. Priya fits it in four minutes flat, and Old Bess lays down a clean, shining sheet of ice.
    ~ ice = 2
    -> next_task
* "Dale, get off the phone. Nothing's been cancelled."
    ~ dale_warned = true
    Dale rolls his eyes, but he puts the phone in his pocket. You grab the hose and run. Priya fits it in four minutes flat, and Old Bess lays down a clean, shining sheet of ice.
    ~ ice = 2
    -> next_task

=== squeegee ===
~ minutes -= 5
You take a wide rubber squeegee from the rack and start shoving water towards the drain by the machine gate. For every bucketful you move, more comes seeping out from under Old Bess.
Priya: That's the tank emptying! You'll be at it all night!
* [Keep pushing water]
    You keep at it until your arms burn. The puddle moves about. It does not get any smaller.
    ~ minutes -= 5
    -> next_task
* "Priya, can you shut the water off?"
    Priya clamps the hose with a pair of mole grips and the flow stops. Between you, you push the worst of it into the drain. Half the rink is usable. The far end is still a slushy mess.
    ~ ice = 1
    -> next_task
* [Rope in some parents to help]
    A dozen parents climb down from the stands with brushes, shovels and a mop from the toilets. The water goes, more or less, but the far end of the rink stays rough and wet.
    ~ ice = 1
    -> next_task

=== push_machine ===
~ minutes -= 5
Priya sits up and looks at you as if you've asked her to carry the building.
Priya: She's three tonnes, and the brake locks on when she loses power. You'd need half the crowd to shift her.
* [Round up the dads from the snack bar]
    You come back with eight dads and a grandad. Heaving together, they slide Old Bess to the gate, leaving a long wet streak behind her. The near half of the ice will do. The far end won't.
    ~ ice = 1
    -> next_task
* [Ask Priya if there's a manual brake release]
    Priya: There is, if I can find it under forty years of grease.
    She finds it. Old Bess rolls off the ice on the last of her battery, dribbling all the way. The puddle stops growing, and half the rink is fit to skate on.
    ~ ice = 1
    -> next_task
* [Forget it]
    You leave Old Bess where she is, sitting in her lake, and go to deal with something you can actually fix.
    -> next_task

=== plant_room ===
~ minutes -= 5
Down a concrete stair is the plant room, where the compressors thump like a heartbeat and the pipes are furred white with frost. On the far wall is the breaker board. One switch, number seven, has dropped again.
* [Reset the breaker] -> breaker_reset
* [Read the labels on the board] -> board_labels
* {knows_circuit} [Cut the power to the snack bar]
    You find the red isolator marked SNACK BAR and pull it down. Upstairs, the fryer dies in the middle of a batch of chips. You reset number seven, and this time it stays up.
    ~ power = 2
    ~ snack_angry = true
    -> next_task
* [Phone an electrician]
    The emergency electrician laughs down the line. Ninety minutes at the earliest, and double time on a Saturday night. You thank him and hang up. The lights will have to take their chances.
    -> next_task

=== breaker_reset ===
~ minutes -= 5
You push number seven back up. Clunk. Upstairs, the lights come on and the crowd cheers.
Two minutes later there is a crack like a starting pistol, and number seven drops again. From above comes darkness, a scream, and then a lot of laughing.
* [Reset it again]
    Clunk. The lights come back. It holds, for now. You have no idea for how long.
    ~ power = 1
    -> next_task
* [Wedge it on with a screwdriver]
    ~ wedged = true
    You jam the handle of a screwdriver behind number seven so it can't drop. The lights come back. The board starts to hum, a low note you don't like at all.
    -> ending_blackout
* [Find out what's on that circuit]
    Number seven's label is half rubbed off, but you can read the last two words. SNACK BAR. You climb the stairs two at a time.
    -> snack_bar

=== board_labels ===
~ minutes -= 5
The labels are in Colm's handwriting, faded to brown. Number seven reads RINK SIDE, RESURFACER CHARGER, SCOREBOARD, SNACK BAR.
Beside it is a red isolator switch marked SNACK BAR that you have never noticed before. The urn, the fryer and the hot-dog roller, all on one circuit with Old Bess's charger, on the busiest night of the year.
* [Go to the snack bar] -> snack_bar
* [Throw the snack bar isolator]
    With a clack, the snack bar goes dark. You reset number seven, and it stays up. Somewhere above you, Colm is going to find out about his chips.
    ~ power = 2
    ~ snack_angry = true
    -> next_task
* [Leave it and go back upstairs]
    You make a note to tell somebody, some other day, and climb back up the stairs.
    -> next_task

=== snack_bar ===
~ minutes -= 5
The snack bar is three deep in parents. The urn is roaring, the fryer is spitting, and the hot-dog roller is turning. Behind the till, sleeves rolled up, is Colm Arkwright, the owner, taking money as fast as his hands will go.
Colm: Best night we've had all year! What is it?
* "Colm, switch the urn and the fryer off, please."
    Colm: Off? Now? With this queue?
    You explain about number seven. He looks at the queue, then at the dark doorway to the rink, and flicks both switches.
    Colm: Fine. Fine! Cold drinks only, everybody!
    ~ power = 2
    -> next_task
* [Pull the plugs yourself]
    You reach past Colm and yank the plugs out of the wall. The urn sighs and goes quiet.
    Colm: Do you know how much chips make on a night like this?
    But the lights stay on.
    ~ power = 2
    ~ snack_angry = true
    -> next_task
* [Ask Colm which he'd rather lose, the chips or the final]
    Colm opens his mouth, shuts it again, and turns off the urn and the fryer himself.
    Colm: When you put it like that.
    ~ power = 2
    -> next_task
* [Let them keep frying]
    It's the only thing in the building making money tonight. You leave the fryer spitting and hope for the best.
    -> next_task

=== changing_rooms ===
~ minutes -= 5
The corridor to the changing rooms smells of wet kit and deep heat. Outside the home changing room, Mrs Okafor, the Otters' coach, is rapping on the door with a knuckle like a hammer.
Mrs Okafor: Josephine Pell. You open this door. Now.
Josie: No.
Mrs Okafor rounds on you.
Mrs Okafor: Supervisor. My goalie. Locked in. Fix it.
* [Knock and talk to Josie] -> goalie_talk
* [Ask Mrs Okafor what happened] -> okafor_story
* [Fetch the spare key] -> spare_key
* [Walk away]
    Mrs Okafor: Walk away, then! I'll have that door off its hinges myself if I have to.
    -> next_task

=== okafor_story ===
~ minutes -= 5
Mrs Okafor lowers her voice, which for her is still loud.
Mrs Okafor: She was fine. Nervous, but fine. Then Dale, the Ashby coach, comes down this corridor telling his boys it'll be called off and they'll get a replay. And he says, loud enough for her to hear, that our goalie couldn't stop a beach ball anyway. She went in there and turned the key.
* "Let me talk to her."
    -> goalie_talk
* ["You talk to her, Mrs Okafor. She trusts you."]
    Mrs Okafor looks at you for a long moment. Then she sits down on the floor with her back to the door and speaks so softly you can't hear a word. After a minute, the lock clicks.
    ~ goalie_out = true
    -> next_task
* [Go and find Dale] -> dale_carpark

=== goalie_talk ===
~ minutes -= 5
You crouch down by the door.
Josie: Go away. It's cancelled anyway, everybody says. And my pads are soaking. I dropped them in the big puddle.
* "It isn't cancelled, Josie. I promise."
    There is a long silence. Then the key turns, and the door opens a crack.
    ~ goalie_out = true
    -> pads_check
* [Ask her what Dale said]
    Josie: He said I couldn't stop a beach ball.
    You tell her that a coach who wants a game cancelled is a coach who is frightened of losing it. A long pause. Then the key turns.
    ~ goalie_out = true
    -> pads_check
* "Come out this minute, young lady."
    Josie: No!
    Something heavy scrapes across the floor and thumps against the inside of the door. That went well.
    -> next_task
* [Slide a hand warmer under the door]
    You crack a hand warmer from the first-aid box and push it through the gap at the bottom of the door.
    Josie: It's warm.
    The door opens.
    ~ goalie_out = true
    -> pads_check

=== pads_check ===
{ minutes > 20:
    -> josie_opens
}
Josie's pads are still dripping, but there is no time left to do anything about that.
-> next_task

=== josie_opens ===
~ minutes -= 5
Josie Pell is small even in full goalie kit. Her leg pads are dark with water and squelch when she walks.
Josie: They weigh a tonne now.
* [Dry them under the hand dryer]
    You hold the pads under the hand dryer in the toilets, turn by turn, until they are merely damp and Josie can lift her knees again.
    ~ pads_dry = true
    -> next_task
* [Ask Dale to lend his spare pads]
    You find Dale by the away bench. He looks at Josie, at the dripping pads, and for once has nothing clever to say.
    Dale: Take them. I'm not a monster.
    ~ pads_dry = true
    -> next_task
* "Play in them wet. You'll be fine."
    Josie looks at you as if you are the dimmest adult she has ever met, which may be true. But she nods.
    -> next_task

=== spare_key ===
~ minutes -= 5
Colm keeps the spare keys on a ring the size of a dinner plate. He hands it over, wincing.
Colm: If she's hurt herself in there, it's the insurance. Just be gentle.
Back at the door, Mrs Okafor watches you find the right key.
* [Unlock the door]
    You turn the key and open the door. Josie is sitting on the bench in full kit, her face red from crying. She won't look at you, but she's out.
    ~ goalie_out = true
    -> next_task
* [Give the key to Mrs Okafor]
    Mrs Okafor: Thank you.
    She puts the key in her pocket without using it and sits down by the door.
    Mrs Okafor: I've got the key, Josie. I'm not going to use it.
    A minute later, the door opens from the inside.
    ~ goalie_out = true
    -> next_task
* [Put the key away and knock instead] -> goalie_talk

=== dale_carpark ===
~ minutes -= 5
You find Dale, the Ashby Hawks' coach, out in the car park, leaning on his silver estate in the sleet and thumbing his phone.
Dale: Supervisor! Come to tell me it's off?
* "Nothing's off until Mr Lumb says so."
    ~ dale_warned = true
    Dale: We'll see what Lumb says when he sees that lake.
    But he stops typing.
    -> next_task
* [Ask him about his team]
    ~ dale_secret = true
    Dale looks at his phone for a long time.
    Dale: Kai's in bed with flu. Best skater I've got. He's talked about nothing but this final for a month. A replay next week, he'd be back. That's all.
    -> next_task
* [Let him carry on]
    You leave him to it. Behind you, his thumbs start going again.
    -> next_task

=== next_task ===
{
    - not corridor_done && minutes > 25:
        -> corridor
    - else:
        -> finale
}

=== corridor ===
~ corridor_done = true
You stop in the foyer to think. {minutes} minutes to face-off, and there's time to sort out one more thing, at most.
* {ice == 0} [Go to the rink] -> rink
* {power < 2} [Go down to the plant room] -> plant_room
* {power < 2} [Go to the snack bar] -> snack_bar
* {not goalie_out} [Go to the changing rooms] -> changing_rooms
* {not dale_warned && not dale_secret} [Find Dale] -> dale_carpark
* [Phone Lumb] -> lumb_call

=== finale ===
Face-off is {minutes} minutes away and the teams are gathering in the tunnel.
{ice == 2: The ice gleams, flat and new.}{ice == 1: The near half of the ice is good. The far end is rough and wet.}{ice == 0: Old Bess still sits at centre ice in the middle of her lake.}
{power == 2: The lights are steady.}{power == 1: The lights hold, with a worrying flicker now and then.}{power == 0: The lights keep dipping, and every time they do the crowd goes oooh.}
{goalie_out: Josie Pell is in the tunnel with the Otters, bouncing on her skates.}{not goalie_out: The Otters' goalie is still behind a locked door.}
Dale, the Ashby coach, strides up with his arms folded.
Dale: Look at this place. You can't seriously put kids out on that. Call it off and we'll take the replay.
* {dale_secret} [Ask Dale about Kai]
    Dale's shoulders come down.
    Dale: He'd never forgive me if we won it without him. Or if we lost it without him.
    You point out that his team came to play for Kai tonight, and that a winners' medal can be carried home to a boy in bed. Dale stares at the ice a long while.
    Dale: Aye. All right. We'll play.
    ~ dale_agreed = true
    -> lumb_call
* "The game goes ahead, Dale."
    Dale: We'll see what the ref says about that.
    -> lumb_call
* {not goalie_out} [Send Mrs Okafor to fetch Josie]
    Mrs Okafor marches off down the corridor. Two minutes later she is back with Josie, sniffing, pads on, stick in hand.
    ~ goalie_out = true
    -> lumb_call
* "You're right. Call it off."
    -> ending_postponed
* [Walk away]
    You leave Dale talking to the back of your head.
    -> lumb_call

=== lumb_call ===
Your phone buzzes. It's Mr Lumb, the referee.
Mr Lumb: Lumb. I'm off the bypass and five minutes out. Report, supervisor. Ice, lights, teams. Quickly.
* "All ready, Mr Lumb."
    ~ honest = false
    Mr Lumb: Good. See you in five.
    -> verdict
* [Tell him the truth]
    You tell him everything, the good and the bad. He listens without a word.
    -> verdict
* {ice == 1} "Could we play on the good half of the ice?"
    Mr Lumb: Half a rink. Hmm. I'll see it with my own eyes before I say yes.
    -> verdict
* [Ask him how long he'll be]
    Mr Lumb: Five minutes, I said. Why? What's wrong?
    And somehow, before you know it, you've told him everything.
    -> verdict

=== verdict ===
Mr Lumb strides in out of the sleet, whistle already round his neck, and looks at the rink the way a sergeant looks at a badly made bed.
{
    - power == 0 && not honest:
        -> ending_blackout
    - power == 0:
        Mr Lumb: Lights that trip? Not with children on the ice. Not on my watch.
        -> ending_postponed
    - ice == 0:
        Mr Lumb: That is a lake, supervisor. I referee hockey, not rowing.
        -> ending_postponed
    - ice == 1:
        -> ending_shootout
    - else:
        -> ending_final
}

=== ending_final ===
Mr Lumb skates one slow lap, taps the ice with his heel, looks up at the lights, and nods once.
Mr Lumb: Playable. Captains, please.
{not goalie_out: For a horrible moment the Otters have nobody in goal. Then the changing-room door bangs open and Josie Pell comes clattering down the corridor, drawn out by the roar of the crowd.}
{dale_agreed: Before the face-off, Dale holds up his phone so that a boy in bed in Ashby can watch on a video call.}
The final is played at full speed on shining ice. {pads_dry: Josie moves like a cat in her dry pads and stops everything but a deflection off her own defender.|Josie stops shot after shot, all elbows and pads.} The Otters win it three goals to two, and the beach-ball joke is never heard again.
{snack_angry: Colm sulks about his chips for exactly as long as it takes the sponsor to shake his hand.|Colm shakes the sponsor's hand so hard the man winces.}
You lock up at ten, wet to the knees, and drive home grinning.
THE END
-> END

=== ending_shootout ===
Mr Lumb walks the good half of the rink, then the bad half, then the good half again.
Mr Lumb: Full game on that? No. Shootout on the good half? Yes. Five shots each. Winner takes the cup. Any objections?
{dale_agreed: Dale, to everybody's surprise, says none at all.|Dale has plenty, but Mr Lumb is not listening to them.}
{not goalie_out: The Otters have no goalie, until Josie Pell, hearing the crowd chanting her name, comes out of the changing room by herself.}
Under the lights, on half a rink, ten nine-year-olds take turns skating in alone. {pads_dry: Josie, light in her dried-out pads, saves four of the five.|Josie saves three of the five.} It's enough. The Otters win the cup in a shootout on the dry end of a half-flooded rink, and nobody who was there will ever forget it.
Colm tells the local news it was planned that way all along.
THE END
-> END

=== ending_postponed ===
{cancelled_early: You tell Colm it's off, and you mean it.|The word goes round the building in under a minute. Postponed.}
The parents troop out into the sleet. Dale is already booking the replay for next Saturday on his phone{dale_secret:, and you know exactly why}.
{goalie_out: Josie Pell goes home in her mother's car with her pads in a bin bag.|Josie Pell only comes out of the changing room once the building is empty, and Mrs Okafor drives her home.}
Colm Arkwright sits in the snack bar with the ticket stubs and a calculator, doing sums he does not like.
Colm: Next week, then. Same time. Let's hope the machine's feeling better.
Outside, Old Bess sits in her puddle, and the ice slowly freezes around her.
THE END
-> END

=== ending_blackout ===
{wedged:
    For ten minutes, it works. Then there is a smell of hot plastic from the stairwell, a thin grey ribbon of smoke, and the fire alarm goes off all over the building.
    The rink is evacuated into the sleet. Two fire engines arrive. Nobody is hurt, but the breaker board is a blackened mess, and the Calder Vale Ice Centre is closed until further notice.
- else:
    The teams skate out to a roar. Two minutes into the warm-up there is a crack from somewhere below, and the whole building goes black.
    Forty children stand frozen on the ice in the dark while their parents shine phone torches at them. When the lights finally come back, Mr Lumb is standing at the gate with a face like thunder.
    Mr Lumb: Ready, you said. I'll be writing to the league.
}
The final is abandoned. Dale gets his replay, and Colm gets a very long letter.
You stand in the car park afterwards, watching the sleet, and think about how forty minutes can go.
THE END
-> END
