// Storm Trawler: a night aboard the Ellen Ross, out of Peterhead, in a North Sea gale.
// You are the new deckhand. Crew: Hamish Reid (the skipper), Dougie (the mate),
// Prakash (the engineer), Aileen (the cook).

VAR knife = false
VAR harness = false
VAR engine_cool = false
VAR engine_stopped = false
VAR net_clear = false
VAR airlifted = false
VAR mayday = false
VAR lazy = false
VAR aileen_with_skipper = false
VAR fell_in = false

-> bunk

=== bunk ===
A bang runs through the hull like a hammer on a bell, and you are thrown half out of your bunk. The Ellen Ross is standing on her tail, then dropping into the trough with a sickening lurch. Somewhere above, a voice is bellowing. Somewhere below, an alarm has started to whoop.
It is your third night at sea. It is the first night that has frightened you.
* [Climb to the wheelhouse]
    You haul yourself up the companionway, one rung at a time, the ship trying to shake you off the ladder.
    -> wheelhouse
* [Go down to the engine room]
    You follow the sound of the alarm down into the heat and the diesel stink.
    -> engine_early
* [Stay in your bunk]
    You wedge your knees against the bunk board and pull the blanket up. Somebody else will deal with it. Somebody who knows what they are doing.
    -> bunk_stay

=== bunk_stay ===
The cabin door bangs open. Aileen, the cook, fills the doorway in a yellow oilskin, a saucepan lid still in one hand as if she forgot to put it down.
Aileen: Out of it, son. The skipper's gone down in the wheelhouse and the whole boat's falling apart. Every pair of hands, Dougie says. That means yours.
* ["All right, I'm up!"]
    You tumble out of the bunk and grab your boots.
    Aileen: Good lad. Wheelhouse. Go.
    -> wheelhouse
* [Ask Aileen what's happened]
    Aileen: A sea came over green and threw Hamish across the wheelhouse. Head's split and his arm's wrong. Then the net we were towing wrapped itself round the propeller, and Prakash says the engine's cooking. And the coastguard won't stop calling. That enough for you?
    It is more than enough. You pull on your boots.
    -> wheelhouse
* [Pull the blanket over your head]
    ~ lazy = true
    There is a short silence. Then the blanket is gone, and so are you, hauled out by the collar by a woman twice your age.
    Aileen: I've gutted bigger fish than you. Wheelhouse. Now.
    -> wheelhouse

=== engine_early ===
The engine room is a furnace. Prakash, the engineer, is crouched by the big diesel with a torch in his teeth, staring at a gauge whose needle is sitting in the red. He takes the torch out to shout at you.
Prakash: What are you doing down here? Has Dougie sent you?
* [Offer Prakash a hand]
    "I can help. Tell me what to do."
    Prakash looks at you for a long second, then shoves the torch into your hand.
    Prakash: Fine. Hold this where I point it, and don't touch anything that's hot. Which is everything.
    -> pump
* [Ask him what the alarm means]
    Prakash: It means she's running hot, ninety-eight degrees and climbing. It means the net's fouled the prop and she's straining like a dog on a chain. It means go up and tell Dougie, because the intercom's dead. Go!
    -> wheelhouse
* [Climb back up]
    You do not like the look of that needle, and you like the look on Prakash's face even less. You go back up the ladder and keep going, up to the wheelhouse.
    -> wheelhouse

=== wheelhouse ===
The wheelhouse is chaos in red light. Charts and mugs have slid into a heap under the windows. Hamish Reid, the skipper, is sitting against the chart table with blood running down his face and one arm held across his chest. Dougie, the mate, has the wheel, his legs braced wide, fighting every wave.
The VHF radio crackles on its bracket.
Coastguard: Ellen Ross, Ellen Ross, this is Aberdeen Coastguard. We have your position beacon. Report your situation, over.
Dougie: Don't stand there gawping. Make yourself useful!
* [Kneel by the skipper]
    -> skipper
* [Answer the radio]
    -> radio_first
* [Go below to help Prakash]
    Dougie: Aye, go. Tell him I need every rev he can give me.
    -> engine_room
* [Go aft and look at the net]
    Dougie: Harness is on the hook by the door. Use it.
    -> deck_aft
* ["I'm not going out there."]
    -> refuse

=== skipper ===
You crouch beside Hamish. Up close the cut on his scalp is long and ugly, and his right arm is bent where no arm should bend. His face is grey, but his eyes are sharp enough.
Hamish: Never mind me. I've had worse off the Faroes. Boat first. Always the boat first.
* [Press your sleeve to the cut]
    You pull your sleeve over your hand and press it hard against his head. He swears at you, which seems a good sign. After a while the bleeding slows.
    Hamish: That'll do, nurse. Now get below and see what Prakash needs.
    -> engine_room
* [Shout for Aileen]
    You yell down the stairwell for Aileen, but the wind eats your voice. Hamish waves you off.
    Hamish: She'll be wedged in the galley. Go and get her. And tell her to bring the big knife, the one she won't let anybody touch.
    You go down to fetch her yourself.
    -> galley
* ["What do I do, Skipper?"]
    Hamish: The net. While it's round the prop she'll tear her own guts out. Go aft, clip on, and see if you can cut any of it free. Don't be a hero about it.
    -> deck_aft
* [Ask Hamish if he needs a helicopter]
    Hamish: I need a dram and a dry shirt. But if Dougie says I'm going, I'm going. Go and tell them on the radio.
    -> radio_first

=== radio_first ===
You unhook the handset. Your thumb is shaking on the button.
Coastguard: Ellen Ross, this is Aberdeen Coastguard. Say again your situation, over.
* [Give them our position]
    You read the numbers off the plotter the way you've seen Hamish do it, then tell them about the skipper, the engine and the net. The voice at the other end is very calm.
    Coastguard: Understood, Ellen Ross. Keep this channel open. We will call you back within fifteen minutes, over.
    Dougie: Good. Now get below and help Prakash.
    You find Prakash, the engineer, on his knees beside the big diesel, the gauge in the red. He doesn't waste words on you.
    Prakash: Cooling water's choked. You're with me.
    -> pump
* ["Mayday, mayday, mayday!"]
    ~ mayday = true
    Dougie snatches the handset off you.
    Dougie: Coastguard, Ellen Ross, correction, this is a pan-pan, not a mayday. We're not sinking. Injured skipper, fouled prop, engine overheating. Request you stand by.
    Coastguard: Received, Ellen Ross. We are tasking the Fraserburgh lifeboat to launch and stand by you. Out.
    Dougie glares at you, but not for long.
    Dougie: Right. Aft. Harness on. Go and look at that net.
    -> deck_aft
* [Hand the handset to Dougie]
    You push the handset at Dougie. He steers with one hand and talks with the other, short and clipped, as if he does this every night.
    Dougie: Take the wheel for five seconds. Keep her head into it. There. Now give it back and get aft. That net's the whole problem.
    -> deck_aft

=== refuse ===
Dougie turns his head from the window for the first time. The look on his face is worse than the sea.
Dougie: Say that again?
* [Apologise and go below]
    "Sorry. I'm sorry. Where do you want me?"
    Dougie: Engine room. Prakash needs hands, and he needs them yesterday.
    -> engine_room
* [Refuse]
    You shake your head. You have seen the water coming over the stern and you are not going out into it.
    Dougie: Fine. Then you'll sit here and talk to the coastguard, and you'll not leave that radio till I say so.
    -> radio_watch
* [Ask Dougie why it has to be you]
    Dougie: Because Hamish can't stand, Prakash is keeping the engine alive, Aileen's fifty-eight, and I'm steering. That leaves you. At least go and get Aileen's big knife from the galley. You'll need it.
    -> galley

=== galley ===
The galley has been wrecked by the weather. Soup is on the ceiling, potatoes roll back and forth across the floor with every wave. Aileen, the cook, is braced in the corner with her feet against the cooker, holding a kettle she has somehow kept upright.
Aileen: What is it now?
* ["Can you see to the skipper?"]
    ~ aileen_with_skipper = true
    Aileen: I was waiting for someone to ask. I've a first aid box and a strong stomach.
    She takes the box off the wall and heads for the stairs, then turns back and presses a knife with a heavy blade into your hand.
    Aileen: You'll be wanting this aft. Don't lose it.
    ~ knife = true
    -> deck_aft
* [Ask her for the big knife]
    Aileen: My filleting knife? Nobody touches my filleting knife.
    She looks at your face, sighs, and takes it out of the drawer.
    Aileen: Bring it back. With all your fingers.
    ~ knife = true
    -> deck_aft
* [Ask Aileen what the skipper would do]
    Aileen: Hamish? He'd say the boat comes first. Then he'd get on the radio and tell the coastguard the honest truth, which is a thing men on this boat are not good at. Somebody should do that. It might as well be you.
    You climb back up to the wheelhouse and pick up the handset.
    -> radio_watch
* [Sit down and drink the tea]
    She pours you a mug one-handed. You get two mouthfuls down before she takes it away again.
    Aileen: That's your break. Now get down and help Prakash before the engine blows us all to Norway.
    Down in the engine room, Prakash, the engineer, is already waiting for you with a torch and a spanner.
    -> pump

=== engine_room ===
Down in the engine room the noise is a wall. Prakash, the engineer, has his sleeves rolled up and a rag round his neck. The temperature gauge reads one hundred and four.
Prakash: The raw water intake's choked and the prop's dragging half a net. She's pulling twice as hard and cooling half as well. Sooner or later something gives.
* [Help Prakash with the cooling pump]
    -> pump
* [Ask Prakash why it's running hot]
    Prakash: Sea water comes in through the strainer, goes through the cooler, keeps the engine alive. The net's been shredding, and the shreds are sucked straight into the strainer. No water, no cooling. Come on, I'll show you.
    -> pump
* ["Shut her down, Prakash."]
    ~ engine_stopped = true
    Prakash stares at you, then at the gauge, then back at you.
    Prakash: You're right. Better she stops now than seizes later. Tell Dougie he's about to lose steerage.
    He pulls the stop, and the great noise dies away into the sound of the storm. You feel the Ellen Ross start to swing and roll, beam on to the sea. There is no time to waste. You run for the stern.
    -> deck_aft
* [Go back up top]
    The heat and the noise are too much. You climb back to the wheelhouse, where Dougie points at the radio without a word.
    -> radio_watch

=== pump ===
Prakash shows you the strainer, a steel pot bolted into the pipe below the waterline. Through its little glass window you can see a grey mess of weed and torn orange net.
Prakash: We shut the seacock, open the lid, clean it, close it, open the seacock. Fast, before the engine notices.
* [Clear the strainer by hand]
    ~ engine_cool = true
    You plunge your hands into the freezing water and drag out fistfuls of slimy mesh while Prakash works the valves. When the lid goes back on and the water flows, the needle trembles and begins to fall.
    -> engine_call
* [Hold the torch for Prakash]
    ~ engine_cool = true
    You keep the beam steady on his hands while he does the dirty work, cursing in three languages. It takes longer than he'd like, but the needle finally starts to drop.
    -> engine_call
* [Switch over to the spare pump]
    ~ engine_cool = true
    You find the lever he points at and throw it. The spare pump coughs, catches, and starts to push water. It isn't as strong as the main one, but the needle stops climbing and slowly backs off.
    -> engine_call

=== engine_call ===
Prakash wipes his face and looks at the gauge, then at the shaft turning in its tunnel, shuddering in a way it shouldn't.
Prakash: That buys us time. Not much. As long as that net's round the prop she'll choke again. Somebody has to cut it off, and nobody's going near a turning propeller. So I stop the shaft, and you go aft.
* [Tell Prakash to stop the shaft]
    "Stop it. I'll go."
    ~ engine_stopped = true
    Prakash throws the clutch out, then hands you his own harness off the hook.
    Prakash: Clip this on before you put a foot outside. I mean it.
    ~ harness = true
    -> stern_calm
* [Keep her turning slow]
    "No. If we stop, she'll go beam on. Keep her going slow."
    Prakash shrugs, which on him means he thinks you're wrong.
    Prakash: Your call. Dougie's call, really. Go and tell him.
    You climb up to the wheelhouse, where the radio is squawking again.
    -> radio_final
* [Ask Prakash what he would do]
    Prakash: Me? I'd stop the shaft and send the youngest, fittest idiot aft on a harness. Look around. That's you.
    He throws the clutch out and hands you his harness.
    ~ engine_stopped = true
    ~ harness = true
    -> stern_calm

=== deck_aft ===
You stand at the steel door to the after deck. Through the salt-crusted porthole you can see the stern rising into the lights and then falling away into black. Every few seconds a sea comes over the rail and goes swirling waist-deep across the deck before it drains out through the scuppers.
A safety harness hangs on the hook beside the door.
* [Clip your harness to the jackstay]
    ~ harness = true
    You pull the harness on, buckle it tight, and clip the tether onto the steel wire that runs the length of the deck. Then you open the door.
    -> stern
* [Go out without the harness]
    Buckles and straps take time, and time is what you haven't got. You shove the door open and go.
    -> stern
* [Wait for a lull]
    You count the waves. Big, big, bigger, then two that are smaller. On the second small one you grab the harness, clip on quickly and dart out.
    ~ harness = true
    -> stern
* [Shut the door and walk away]
    You look at the black water and you close the door again. Your legs take you back up to the wheelhouse without asking your permission. Dougie looks at you once and points at the radio.
    Dougie: Then make yourself useful there.
    -> radio_watch

=== stern ===
You crawl aft along the deck to the stern rail. The net is there, a thick rope of torn mesh running over the rail and down into the foaming water, where it disappears under the counter towards the propeller. {engine_stopped: With the engine dead, it just hangs there, swaying.|With the engine still turning, it jerks and twitches like something alive.}
* {knife} [Cut the net with Aileen's knife]
    Aileen's knife goes through the mesh like it's wet paper. Strand after strand parts, and the whole mass drops away into the dark.
    ~ net_clear = true
    You crawl back to the door, soaked to the skin and grinning like a fool.
    -> radio_final
* {not knife} [Saw at it with your pocket knife]
    {
    - engine_stopped:
        It is slow, miserable work with a little blade, but the net isn't fighting you. One strand, then ten, then the whole snarl slides off and sinks.
        ~ net_clear = true
        -> radio_final
    - else:
        You saw and saw, but the turning shaft keeps snatching the net tight, and your little blade hardly bites. You don't see the wave until it's on you.
        -> wave
    }
* [Haul the net in by hand]
    You get both hands into the mesh and heave. It's like trying to pull a house. You brace your feet and heave again, and you are still heaving when the sea comes over the stern.
    -> wave
* [Use the boat hook]
    {
    - engine_stopped:
        You reach the hook down, catch a loose end, and work it round and round, unwinding the net off the still propeller a turn at a time. At last it comes free and floats away.
        ~ net_clear = true
        -> radio_final
    - else:
        The hook catches the mesh, and the turning shaft rips it straight out of your hands. You lunge after it, off balance, just as a wave rears over the stern.
        -> wave
    }
* [Shout for Dougie]
    -> dougie_stern

=== dougie_stern ===
Your shout is lost in the wind, but somebody must have seen you from the wheelhouse window, because a minute later Dougie, the mate, comes crawling along the jackstay with a torch and a knife in his teeth.
Dougie: Engine's {engine_stopped: stopped, good.|still turning. I've told Prakash to stop it. Wait.} Right. What are we doing?
* [Hold the torch for Dougie]
    You take the torch and keep it on the net while Dougie cuts. He works fast and neat, like a man taking a fish apart, and the tangle falls away.
    ~ net_clear = true
    ~ engine_stopped = true
    -> radio_final
* [Take his knife and cut it yourself]
    "Give me the knife. You're needed at the wheel."
    Dougie hesitates, then hands it over and holds the torch for you. Your arms burn, but the net comes away in one great ragged lump.
    ~ net_clear = true
    ~ engine_stopped = true
    -> radio_final
* ["Get back to the wheel, Dougie!"]
    Dougie: Who's steering, you mean? Nobody. You're right.
    He goes back the way he came, and without his knife you can do nothing more than hold on. In the end you crawl back inside with the net still round the prop.
    -> radio_final

=== stern_calm ===
With the shaft stopped and Prakash's harness clipped to the jackstay, you work your way aft. Without the engine the Ellen Ross wallows and rolls, but the sea isn't breaking over the stern so badly now. The net hangs limp over the rail and down into the water, wrapped round the propeller.
* [Cut the net free]
    {knife: Aileen's knife makes short work of it.|Your pocket knife is small, but the net isn't pulling against you any more.} One strand after another gives way, and the whole sodden mass sinks out of sight.
    ~ net_clear = true
    -> radio_final
* [Unwind it with the boat hook]
    You fish for a loose end with the hook and twist it round, backwards, the way it went on. It takes forever. Then suddenly it slides off the blades all at once and floats away.
    ~ net_clear = true
    -> radio_final
* [Give up and go back inside]
    You look at the black water under the counter, and you lose your nerve. You unclip and go back inside. Prakash says nothing when he starts the engine again, and the shaft starts shuddering at once.
    ~ engine_stopped = false
    -> radio_final

=== wave ===
{harness: -> wave_tethered | -> wave_loose}

=== wave_tethered ===
The sea comes over the stern like a wall falling down. It knocks your legs from under you and throws you along the deck until the tether snaps tight on your harness and stops you dead.
* [Grab the rail]
    You catch the rail with both hands and hang on while the water pours off the deck. When it's gone you are still there, bruised and gasping. The net is still there too.
    -> radio_final
* [Hold on to the net]
    You hold onto the net as the wave drags at you both. Something gives with a crack, and when the water drains away, half the net has been torn off the propeller by the sea itself. What's left is loose enough to cut with a couple of strokes.
    ~ net_clear = true
    -> radio_final
* [Shout for help]
    Nobody can hear you, but somebody can see you. Dougie's torch finds you from the wheelhouse door, and he comes out along the jackstay to drag you inside by the harness, cursing all the way.
    -> radio_final

=== wave_loose ===
The sea comes over the stern like a wall falling down. It takes your legs, then the rest of you, and suddenly you are sliding across the deck with nothing holding you to the boat at all.
* [Grab the rail]
    Your fingers hit the rail and close on it. The sea tears at you and then, at last, lets go. You lie on the deck coughing, and crawl back inside on your hands and knees. The net is still round the prop.
    -> radio_final
* [Hold on to the net]
    You grab the net because it's closest. It goes over the side, and so do you.
    ~ fell_in = true
    -> overboard
* [Shout for help]
    You open your mouth and the sea fills it. The rail goes past your hand, and then there is nothing under you.
    ~ fell_in = true
    -> overboard

=== overboard ===
The cold is like being hit. You come up choking in a trough between two black hills of water. The deck lights of the Ellen Ross are above you, then beside you, then further away than they should be.
* [Swim]
    You strike out for the lights with everything you have. The sea takes no notice. Every stroke takes you a foot forward and every wave pushes you two feet back.
    -> ending_lost
* [Float]
    You remember what the man at the safety course said. Don't fight it. Lie back, spread out, keep your face to the sky, and wait. Your lifejacket holds your head up. You wait.
    -> ending_tow
* [Grab the net]
    The net is still trailing from the stern. Your hand finds the mesh, and you hold on to it as if it were your mother's hand.
    -> ending_tow

=== radio_watch ===
You sit in the corner of the wheelhouse with the handset in your lap. Dougie steers and says nothing. {aileen_with_skipper: Aileen is kneeling beside Hamish with the first aid box, winding a bandage round his head.|Hamish is slumped against the chart table with his eyes half closed.}
Coastguard: Ellen Ross, Aberdeen Coastguard. Please state the nature of your distress, over.
* ["Our skipper's hurt bad. We need a helicopter."]
    Your voice comes out high and thin, but it comes out. The coastguard asks how old he is, whether he's conscious, whether he's bleeding. You tell them.
    Coastguard: Received. Rescue helicopter is being tasked from Sumburgh. Prepare a clear space on deck. Out.
    -> helicopter
* [Ask them for a lifeboat]
    "Can you send a lifeboat? We can't steer properly, and I don't think the engine's going to last."
    Coastguard: Received, Ellen Ross. The Fraserburgh lifeboat is launching now.
    -> ending_tow
* ["We're fine, Coastguard. Just a wee problem."]
    Dougie looks at you sharply, but he doesn't take the handset from you.
    Coastguard: Understood, Ellen Ross. Call us if anything changes. Aberdeen Coastguard out.
    -> blackout
* [Fetch Dougie to the radio]
    You swap places with Dougie. He jams his knee against the wheel to hold it and talks into the handset, low and flat, and at the end of it you hear the word helicopter.
    Dougie: Get out on deck and clear a space. They're coming for Hamish.
    -> helicopter

=== helicopter ===
It comes out of the dark as a noise first, then a blaze of light. The rescue helicopter hangs over the Ellen Ross, and a winchman comes spinning down on a wire with a stretcher beside him.
Winchman: Where's the casualty?
* [Help the winchman with the stretcher]
    You grab one end of the stretcher and help him strap Hamish in, hands numb, fingers fumbling at the buckles.
    ~ airlifted = true
    -> radio_final
* [Hold the torch on the deck]
    You keep the torch trained on the deck so the winchman can see where he's putting his feet. Aileen and Dougie carry the skipper out between them.
    ~ airlifted = true
    -> radio_final
* [Stay out of the way]
    You flatten yourself against the wheelhouse and let the people who know what they're doing do it. In three minutes Hamish is strapped in and going up into the light, still complaining.
    ~ airlifted = true
    -> radio_final

=== radio_final ===
{net_clear: -> radio_ready | -> radio_limping}

=== radio_ready ===
Back in the wheelhouse the engine note is clean and even for the first time all night. With the prop clear, the shaft has stopped shuddering, {engine_cool: and the temperature needle is sitting happily in the green.|and Prakash reports that the temperature is falling.} Dougie gives you a nod that's worth more than money.
Coastguard: Ellen Ross, Aberdeen Coastguard. State your intentions, over.
* ["We'll make Peterhead on our own."]
    -> ending_harbour
* [Ask for a lifeboat escort anyway]
    "We're under way, but can the lifeboat come along with us? Just in case."
    Coastguard: Wise, Ellen Ross. The lifeboat will escort you in.
    -> ending_harbour
* {not airlifted} ["Send the helicopter for the skipper."]
    ~ airlifted = true
    Coastguard: Received. Rescue helicopter tasked. It'll be with you inside the hour.
    -> ending_harbour
* [Let Dougie answer]
    Dougie takes the handset.
    Dougie: Aberdeen Coastguard, Ellen Ross. Prop's clear, engine's good, we're heading for Peterhead. Thanks for keeping an eye on us.
    -> ending_harbour

=== radio_limping ===
Back in the wheelhouse the boat is in a bad way. The shaft is still shuddering with the net wrapped round it, and Prakash has called up twice to say the temperature is climbing again. Dougie is grey with tiredness.
Coastguard: Ellen Ross, Aberdeen Coastguard. State your intentions, over.
* ["We can make it. We'll manage."]
    -> ending_liferaft
* [Ask for a tow]
    -> ending_tow
* {not airlifted} ["Send the helicopter for the skipper first."]
    ~ airlifted = true
    Coastguard: Received. Helicopter tasked from Sumburgh. And the lifeboat is already on its way to you.
    -> ending_tow
* [Let Dougie decide]
    Dougie rubs his face with both hands.
    Dougie: Pride's a fine thing. It doesn't float. Coastguard, Ellen Ross, we'd like that tow, please.
    -> ending_tow

=== blackout ===
Twenty minutes after you told the coastguard you were fine, the engine gives one long grinding shriek and stops dead. The lights flicker and go out. In the darkness the Ellen Ross swings beam on to the sea and starts to roll, further each time, until the whole wheelhouse seems to be lying on its side.
Prakash: She's seized! She's gone!
Dougie: Now, boy. Now's the time for the truth.
* ["Mayday, mayday, mayday."]
    ~ mayday = true
    This time nobody corrects you. The coastguard answers at once.
    -> ending_tow
* [Launch the liferaft]
    -> ending_liferaft
* [Fire the flares]
    You fumble the flare box open and fire one red star after another into the rain. Far off, a ship's searchlight turns towards you.
    -> ending_tow

=== ending_harbour ===
The Ellen Ross comes into Peterhead at first light with the gale blowing itself out behind her. {airlifted: Hamish is already in a hospital bed in Aberdeen, and the first thing he does when they let him have a phone is call Dougie to ask about the boat.|Hamish insists on sitting up for the harbour entrance with his arm strapped to his chest, and he doesn't say a word until the ropes are on. Then he says "Not bad."}
Aileen makes bacon rolls for the whole crew. Prakash eats three and falls asleep at the galley table. {lazy: Aileen reminds everyone that she had to drag you out of your bunk. Then she gives you the biggest roll.|Aileen gives you the biggest roll without saying anything at all.}
Dougie claps you on the shoulder on the way up the quay.
Dougie: Same time next trip?
You find that you are nodding.
THE END
-> END

=== ending_tow ===
{fell_in: Later they tell you it was the lifeboat's searchlight that found you, a white face in black water. You don't remember being pulled out. You remember the foil blanket, and the lifeboat cox saying you were the luckiest fool on the coast.|The Fraserburgh lifeboat comes out of the rain like a little orange church, all lights and engines, and a line comes snaking across the water.}
The Ellen Ross is towed into harbour at the end of a long rope, rolling and sorry-looking, her engine cold. {airlifted: Hamish is already ashore, wrapped up in a hospital in Aberdeen, cursing the food.|Hamish lies on the galley bench all the way in, grey-faced, while Aileen holds his good hand.}
It is not a proud way to come home. But everybody comes home.
Later, on the phone from the hospital, Hamish tells Dougie that boats can be mended. Crews are harder.
THE END
-> END

=== ending_liferaft ===
It happens fast. The engine seizes, the Ellen Ross swings beam on, and the next big sea lays her on her side. Dougie gets the liferaft over the side and it bangs open, orange and ridiculous in the dark. You go in, and Aileen, and Prakash, and between you all you drag Hamish in after.
From the raft, you watch the deck lights of the Ellen Ross go under one by one.
By morning a ship has picked you up. Five people, cold and silent, wrapped in blankets in a stranger's mess room. The boat is gone. Hamish stares at the wall for a long time.
Hamish: Thirty years. Thirty years, she kept me alive.
Nobody says anything. There isn't anything to say.
THE END
-> END

=== ending_lost ===
The lights of the Ellen Ross get smaller. You can hear the crew shouting, or you think you can, over the roar of the wind. Then there is only the wind, and the cold, and the great slow hills of water lifting you up and letting you down again.
Somewhere far off a searchlight sweeps across the sea. It comes close. It doesn't find you.
Your name goes on a small brass plaque on the harbour wall at Peterhead, the newest of many.
THE END
-> END
