// The Longest Night at Carrow Street
// A night-shift librarian, a rare-book thief, a cursed book of hours,
// an owl in the dome, a 1911 alarm system and a head archivist on the phone.

VAR called_harriet = false
VAR harriet_on_line = false
VAR heard_name = false
VAR heard_where = false
VAR knows_code = false
VAR doors_locked = false
VAR shutters_down = false
VAR owl_friend = false
VAR has_book = false
VAR saw_last_name = false
VAR harriet_confessed = false
VAR minutes = 6
VAR called_police = false
VAR clock_struck = false

-> desk

=== desk ===
It is twenty to midnight in the Carrow Street Library, and the radiators have begun their knocking. You are the only librarian on the night rota, shelving returns by the light of the green desk lamp.
Somewhere above the mezzanine, something heavy thuds onto a floor nobody should be walking on.
From the dome comes a single soft hoot. Minerva, the tawny owl who has lived up there longer than anyone has worked here, is awake too.
* [Take the torch and go up]
    You take the big rubber torch from under the desk and start up the marble stairs.
    -> landing
* "Hello? Who's up there?"
    -> shout
* Ring Harriet Quill at home
    -> phone_first

=== shout ===
Your voice climbs the stairwell and comes back to you twice.
For a moment there is nothing. Then a man calls down, educated and out of breath.
Felix: Please stay down there! I'm not here to hurt anybody, and I'm nearly done.
* Climb the stairs anyway
    You grip the torch and take the stairs two at a time.
    -> landing
* "I'm calling the police!"
    Felix: Call whoever you like. But call Harriet Quill first, and ask her about the Wendreth Hours.
    ~ heard_name = true
    He knows the head archivist's name. Your hand stops halfway to the receiver, then dials her number instead.
    -> phone_first
* [Keep quiet and listen]
    You hold your breath. Footsteps cross the ceiling, towards the rare books room rather than the dome, and a glass door clicks softly shut.
    ~ heard_where = true
    You go up as quietly as you can.
    -> landing

=== phone_first ===
~ called_harriet = true
The desk phone is a heavy cream thing with a rotary dial. Harriet Quill, head archivist for thirty-one years, picks up on the fourth ring.
Harriet: Quill. Who is dying?
* "There's someone in the rare books room."
    Harriet: Then listen carefully. The alarm panel on the landing is older than I am and twice as temperamental. Do not touch the lever. Turn the dial to seven, one, nine and it bolts the street doors without a sound.
    ~ knows_code = true
    ~ harriet_on_line = true
    Harriet: And leave this line open. I'm not going anywhere.
    You set the receiver down on the blotter and take the torch.
    -> landing
* {heard_name} "He told me to ask you about the Wendreth Hours."
    There is a silence on the line, long enough that you can hear the clock ticking in her hallway.
    Harriet: Don't let that book leave the building. Whatever he tells you. Seven, one, nine on the alarm dial will bolt the doors.
    ~ knows_code = true
    ~ harriet_on_line = true
    Harriet: Go on. I'll hold.
    -> landing
* "Sorry to wake you. It's probably only the owl."
    Harriet: It is always the owl. Good night.
    The line clicks dead. You take the torch and go up anyway.
    -> landing

=== landing ===
The first-floor landing smells of floor polish and hot dust. To your left, the glass door of the rare books room stands an inch open, with a blade of lamplight beneath it. Ahead, the iron spiral stair climbs to the dome gallery.
On the wall between them hangs the Vigilant alarm panel, brass and rivets, installed in 1911, with a great lever, a numbered dial and a little bell behind a grille.
{heard_where: The footsteps you heard were behind that glass door.}
* [Slip into the rare books room]
    -> rare_door
* Check the alarm panel
    -> panel
* Climb up to the dome
    -> dome

=== panel ===
Up close the Vigilant hums faintly, like a kettle thinking about boiling. A card tucked behind the grille, in faded copperplate, says DO NOT PULL LEVER EXCEPT IN CASE OF FIRE, FLOOD OR INSURRECTION.
* {knows_code} Turn the dial to seven, one, nine
    The dial clicks round three times. Deep in the building, bolts slide home in the street doors one after another, without a single bell.
    ~ doors_locked = true
    -> rare_door
* {not knows_code} [Try the dial] You turn the dial at random. The little bell behind the grille gives one bright ding, and behind the glass door something goes very still.
    -> rare_door
* Throw the big lever
    -> bells
* Leave it alone
    You decide the Vigilant has survived two world wars without your help.
    -> rare_door

=== bells ===
~ shutters_down = true
The lever goes down with a clang and the whole library wakes up screaming. Bells in every hall, a hammer in the basement, a klaxon that must have been meant for air raids. Up in the dome, Minerva shrieks and beats her wings against the glass.
The rare books door bangs open and a thin man in a soaked overcoat sprints past you with a velvet bag clutched to his chest, making for the back stairs.
* Chase him
    -> chase
* "Stop right there!"
    -> standoff
* Let him go and shut the bells off
    -> end_empty_case

=== standoff ===
He stops dead at the top of the back stairs, one hand on the rail, and turns. Under the clamour of the bells his face is grey and wet with snow.
Felix: Turn that thing off, for pity's sake. I'll explain. I'll explain everything.
You push the lever back up. The bells run down one at a time, like a clock unwinding, until only the ringing in your ears is left.
Felix: My name is Felix Marrow. That book is cursed, and I was trying to get it out of here before midnight.
* "Give me the bag."
    He hesitates, then holds it out at arm's length, as if it might bite.
    ~ has_book = true
    -> curse
* "Cursed? Convince me."
    -> curse

=== chase ===
You pound after him down the back stairs, torch beam swinging. He hits the fire door at the bottom with his shoulder and bounces off it. The Vigilant has dropped the iron shutters across every exit, just as it was built to do in 1911.
He turns, cornered and gasping, the bag held behind his back. Above you the bells run down one at a time, like a clock unwinding.
Felix: All right. All right! My name is Felix Marrow, and you have no idea what you're guarding.
* [Grab the bag]
    You lunge. He twists away, the old velvet tears, and the book tumbles out onto the tiles.
    -> fallen
* "Then explain it. Slowly."
    -> curse

=== rare_door ===
You push the glass door open.
-> confront

=== dome ===
The spiral stair rings under your shoes. The dome gallery is a narrow iron walkway around a great bowl of glass, with snow settling on the panes above. Minerva sits on the railing and turns her head all the way round to look at you.
Below, through the round glass floor-light at the centre of the gallery, you can see straight down into the rare books room. A thin man in a wet overcoat is easing a small book out of the open display case.
* Offer Minerva a biscuit from your cardigan pocket
    She considers the biscuit for a long moment, then takes it with great delicacy and swallows it whole. She sidles along the rail until she is sitting beside your hand.
    ~ owl_friend = true
    -> gallery
* Leave the owl be and watch the man
    -> gallery
* [Shoo her off the rail]
    You flap your hands at her. Minerva lifts off in a rush of feathers, drops through the open service hatch and plunges into the rare books room. Below you the man cries out and the book flies from his hands.
    You scramble down the service ladder after her.
    -> fallen

=== gallery ===
He isn't hurrying the way a thief should. He turns to the last pages of the book and runs a finger down them, and even from up here you can see his hand shaking.
* Climb down the service ladder into the room
    He doesn't hear you until your feet touch the floor behind him.
    -> confront
* Go back down and in by the door
    You take the spiral stair back down, as quietly as iron allows.
    -> rare_door

=== confront ===
The rare books room is a long hushed box of oak and brass. The display case stands open. In front of it, a man of about fifty in a soaked overcoat holds a book no bigger than your hand, bound in green velvet gone grey with age. The Wendreth Hours.
Felix: Don't come any closer. Please. My name is Felix Marrow. I'm not a thief, not the way you mean it. That book is cursed.
* "Step away from the book."
    -> demand
* "Cursed? Go on."
    -> curse
* [Lunge for the book]
    You lunge. He jerks back, and the book slips from his fingers and lands open on the floorboards between you.
    -> fallen
* {owl_friend} [Whistle for Minerva]
    You give the little two-note whistle that means biscuits. Minerva drops through the service hatch like a stone, opens her wings at the last instant and lands on the reading lamp an arm's length from Felix's face.
    Felix: An owl. Of course there's an owl.
    He flinches so hard that the book falls from his hands.
    -> fallen

=== demand ===
He lifts both hands and takes a single step back from the table, and no further.
Felix: It's yours, if you want it. But you ought to know what you're holding before you pick it up.
* Pick up the book
    It is lighter than it looks, and colder.
    ~ has_book = true
    -> curse
* "Tell me first."
    -> curse

=== fallen ===
The book lies face up on the floor, open at its back pages. They are covered in names, in a dozen different hands and a dozen different inks.
* Pick it up
    ~ has_book = true
    Felix watches you lift it as if you had picked up a lit match.
    -> curse
* Read the open page
    -> names

=== curse ===
Felix: The Wendreth Hours. Made in Bruges in 1462 for a widow who wanted to know the hour of her own death. Every keeper since has written their name in the back. And on the longest night of the year, on the last stroke of twelve, it takes whoever is keeping it.
He looks up at the ceiling, towards the dome and its great clock.
Felix: Tonight is the longest night. And tonight the keeper is you.
* "Show me these names."
    -> names
* "And you're stealing it out of kindness, are you?"
    -> motive
* "I'm calling Harriet. She'll know what to make of you."
    -> phone_mid

=== names ===
~ has_book = true
You hold the book close to the lamp. The names run down the back pages in a column, each with a date, and every date is the twenty-first of December.
- (reading)
* [Read the oldest name]
    The first entry is in brown ink gone almost to rust. Aleydis van Wendre, 1462. The hand is careful and very small.
    -> reading
* [Read the last name]
    ~ saw_last_name = true
    The last complete line is in blue fountain pen. Harriet Quill, 1994.
    Beneath it, someone has begun a new line in the same blue ink and stopped after a single word. Night.
    Felix: She has kept it thirty-one years, and she has never once been in this building on the longest night. Somebody always covers her shift.
    -> reading
* {saw_last_name} "Harriet asked me to swap shifts with her tonight."
    Felix: Of course she did.
    -> phone_mid
* Close the book
    -> motive

=== motive ===
Felix: My grandmother's name is in there. Ruth Marrow, 1961. She kept it six weeks, for a bookseller in Leeds, and she didn't see the new year.
Felix: I've spent twenty years finding out where it went. If it's out of the building with no keeper when the clock strikes, it sleeps for another year. I was going to take it down to the river and let it sleep for good.
* "You were going to drown a fifteenth-century book?"
    Felix: I was going to save somebody's life. Quite possibly yours.
    -> decide
* "Prove any of this."
    Felix: Ask Harriet Quill why she never works the solstice.
    -> phone_mid
* [Say nothing and look at the clock]
    You say nothing. Through the floor-light overhead you can just make out the dome clock's great hands, closing on twelve.
    -> decide

=== phone_mid ===
{harriet_on_line:
    You lift the extension on the reading-room wall. Harriet is still there, breathing.
- else:
    You lift the extension on the reading-room wall and dial. {called_harriet:This time she answers on the first ring.|Harriet Quill answers on the fourth ring, already sounding cross.}
}
Harriet: Well? Have you got him?
Felix folds his arms and waits, as though he already knows what she will say.
* "Is your name in the back of the Wendreth Hours, Harriet?"
    The silence goes on so long you think the line has dropped.
    Harriet: I was twenty-six. I didn't believe a word of it. Most days I still don't.
    Harriet: I should have told you why I asked you to cover tonight. I'm sorry. Don't let it leave the building, and whatever you do, don't be holding it when the clock strikes.
    ~ harriet_confessed = true
    -> decide
* "There's a man here called Felix Marrow."
    Harriet: Marrow. He's been writing to the library for years, long letters in green ink. He's a crank, and cranks can be dangerous. Keep him there and call the police.
    -> decide
* [Hang up] You set the receiver back on its hook without a word. Whatever happens next, you will decide it yourself.
    -> decide

=== decide ===
Eight minutes to midnight. The radiators have gone quiet, as if the building is listening.
{has_book:The book sits in your hands, lighter than it should be.|The book lies on the reading table between you.}
* "Take it. Go, before I change my mind."
    -> let_go
* "It stays here. Sit down and wait for the police."
    -> police
* [Take the book up to the dome]
    "Come with me," you tell him. "If anything happens at midnight, I want to see it happen."
    -> dome_midnight

=== let_go ===
~ has_book = false
Felix wraps the book in what is left of the velvet bag and tucks it inside his coat.
Felix: Thank you. You won't regret it. Or if you do, at least you'll be alive to.
{doors_locked:The street doors are still bolted from the Vigilant's dial.}
{shutters_down:The iron shutters are still down across every exit.}
* {shutters_down} Crank the shutters up with the handle by the fire door
    It takes both of you, turn by squealing turn, before there is a gap tall enough to duck under.
    -> end_river
* {doors_locked} Turn the dial again to draw the bolts
    Seven, one, nine. The bolts slide back with a sound like someone clearing their throat.
    -> end_river
* {not shutters_down and not doors_locked} Walk him to the street door
    The street door is only on the latch. Snow blows in across the mat.
    -> end_river
* "Wait. Give it back."
    He looks at you for a long moment, then puts the book back into your hands.
    -> police

=== police ===
~ has_book = true
~ called_police = true
You dial the police from the extension. A bored voice promises a car within the half hour. Felix sinks into a reading chair as though his strings have been cut.
Felix: Then at least don't be holding it when the clock strikes. Put it back in its case. I'm begging you.
-> wait

= wait
{minutes > 1:The dome clock reads {minutes} minutes to twelve.|One minute to twelve. Far above, the clock's works begin to whirr.}
+ {minutes > 1} [Watch the clock]
    You watch the minute hand shudder forward.
    ~ minutes = minutes - 1
    -> wait
* {has_book} Put it back in the case and lock it
    You lay the book on its cushion, close the glass and turn the little brass key. Felix lets out a breath he seems to have been holding for twenty years.
    ~ has_book = false
    -> wait
* {has_book} "It's staying in my hands."
    -> end_keeper
* -> end_keeper

=== dome_midnight ===
~ has_book = true
You climb the spiral stair with the book under your arm and Felix close behind, muttering. Snow has drifted over the glass, and the dome is full of a blue, underwater light.
Minerva is back on her railing. She watches the book and nothing else.
The clock's works begin to whirr overhead. One minute.
* {owl_friend} Hold the book out to Minerva
    -> end_owl
* "You hold it, Felix."
    He takes it in both hands, white to the lips.
    -> felix_holds
* [Hold it up to the clock and wait]
    You hold the book up towards the great clock face and wait for the first stroke.
    -> end_keeper

=== felix_holds ===
The first stroke of twelve booms through the dome, then the second, then the third. Felix shuts his eyes. On the ninth he begins, very quietly, to laugh.
The twelfth stroke dies away among the ironwork. He is still standing there, book in hand, very much alive.
Felix: It doesn't want me. I was never its keeper. Nothing happened to me.
Which means, you realise, that nothing tonight proves anything at all.
* "Then take it and go."
    -> end_river
* "Then it goes back in its case."
    He gives it back to you without an argument, almost gently. You carry it down the spiral stair and lock it in its case.
    ~ has_book = false
    ~ clock_struck = true
    -> end_keeper

=== end_empty_case ===
You shove the lever back up. The bells die away one by one, and in the silence you hear the back door bang, and then nothing but the wind.
The display case in the rare books room stands open and empty, with a wet footprint on the carpet in front of it.
{harriet_on_line:Downstairs, the receiver on the blotter is still squawking. Harriet has heard everything.|When you ring Harriet, she listens to the whole story without a word.}
Harriet: Midnight, then. It'll be somebody else's problem now.
She doesn't sound angry. She sounds, for the first time in thirty-one years, like someone who might sleep.
Above you the dome clock strikes twelve, and Minerva hoots once for every stroke.
THE END (The Empty Case)
-> END

=== end_river ===
~ has_book = false
Felix goes out into the snow with the book buttoned inside his coat, and the dark takes him before he has reached the corner.
You stand in the doorway as the dome clock strikes twelve. Nothing happens to you. Nothing at all.
{harriet_confessed:In the morning Harriet rings before seven. "I slept," she says, sounding astonished. "The whole night through. I haven't done that on the longest night since I was twenty-six." You never hear from Felix Marrow again, and in March a fisherman pulls a scrap of grey-green velvet out of the river weir.|In the spring, a catalogue from an auction house in Geneva arrives addressed to the library. Lot 112 is a small book of hours, Bruges, 1462, in a binding of grey-green velvet, "from a private collection". There is no mention of any names in the back.}
THE END (The River)
-> END

=== end_keeper ===
{not clock_struck:
    The first stroke of twelve booms down through the building.
    {has_book:
        You feel it in your hands, in the book, a cold like a held breath, and on the twelfth stroke it is gone.
    - else:
        Behind the glass, the book does not move. On the twelfth stroke the case gives a single crack, thin as a hair, from corner to corner.
    }
}
You are still here. Your heart is going like a hammer, but you are still here.
{called_police:The police car arrives at twenty past, its blue light turning in the snow on the dome. Felix Marrow goes quietly, looking back at the book all the way to the door.|Felix Marrow leaves a little before one, without the book, looking back at it all the way to the door.}
Long after the building has gone quiet again, you open the Wendreth Hours to its last page. Under Harriet's name, the unfinished line has been completed in handwriting you know better than any other, because it is your own. Night librarian, Carrow Street.
You do not remember writing it.
THE END (The Keeper)
-> END

=== end_owl ===
You hold the book out on your flat palm, the way you would offer a biscuit.
Minerva leans down, considers it with her great black eyes, and takes the loose back leaf of names neatly in her beak. The stitching gives with a sigh, as though it has been waiting centuries to let go.
She lifts off into the dark of the dome, up past the gallery and the clock, to the high ledge under the lantern where no ladder has reached since 1911.
The clock strikes twelve. On the twelfth stroke, Felix lets go of the railing and sits down hard on the iron floor.
Felix: The names. She has the names. There's no keeper now, is there? Except her.
The police never come, because nobody calls them. In the morning Harriet arrives early for the first time in living memory, climbs to the gallery and leaves a saucer of biscuits at the foot of the ledge.
THE END (The Owl's Keeping)
-> END
