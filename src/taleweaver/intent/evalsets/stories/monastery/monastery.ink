// The Hand of Saint Berach
// A pilgrim, a blizzard, a house of silent men.


VAR promised_tobin = false
VAR has_key = false
VAR knows_famine = false
VAR saw_light = false

-> gate

=== gate ===
The wind has teeth tonight. You have followed the cairns up from the valley since noon, and the last of them vanished under the snow an hour ago. Now a wall looms out of the white: the monastery of Saint Berach, shuttered and dark, its bell tower lost somewhere in the cloud above.
* [Hammer on the gate]
    You pound the oak with a fist you can no longer feel, until a shutter in the gate scrapes open.
    -> porter
* "Sanctuary! For the love of God, open the gate!"
    The wind tears the words out of your mouth, but somebody hears them. A bar scrapes, and the gate opens a crack.
    -> tobin_at_gate
* Huddle against the wall and wait
    -> found_in_snow

=== porter ===
A lantern. A grey beard rimmed with frost. Two calm eyes. The gate swings inward and the monk draws you through, but he does not speak. Instead he hands you a slate and a stub of chalk, and taps the words already written there: WHAT IS YOUR NEED?
* [Write "shelter" on the slate]
    You scrawl SHELTER with stiff fingers. He reads it, nods once, and wipes the slate clean on his sleeve.
* "I'm a pilgrim. I need a fire and a bed."
    He winces at the sound of a voice in the gatehouse. Then he lays a finger on his lips, not unkindly, and beckons you on.
* Bow to him and say nothing
    You bow. Something in his weathered face softens, and he bows back, deeper than you did.
- He leads you across a courtyard drifted knee-deep, past the black door of the bell tower, to the refectory, and leaves you there.
-> refectory

=== tobin_at_gate ===
It is not an old monk who stands there but a boy of sixteen or so, in a novice's undyed habit, his cheeks wet with snow or with something else. He stares at you as if you were a ghost.
Tobin: You came up? In this? Then there's still a path. There's still a way down.
* "Is there somewhere warm? I can't feel my hands."
    Tobin: Sorry. Yes. Sorry. I'm Tobin. Come in, come in.
* "Who are you?"
    Tobin: Tobin. Novice Tobin. I'm keeping the gate tonight, because Brother Anselm is at his vigil.
* [Look past him at the bell tower]
    High in the bell tower's window a light is moving. Tobin follows your gaze and shivers.
    Tobin: That's Father Abbot. He goes up there every night now, ever since the Hand of Saint Berach was stolen. He has the only key.
    ~ saw_light = true
- He draws you inside and bars the gate, then stands with his back against it, as if something might follow you in.
Tobin: Listen. When the snow stops, will you take me down with you? I don't know the path, and the cairns are buried.
* "Yes, if you truly want to go."
    ~ promised_tobin = true
    Tobin: I do. I do. Don't tell Father Abbot.
* "What are you running from?"
    Tobin: Nothing. That's the trouble. I came here to be near something holy, and I'm not sure there was ever anything here at all.
    ** "Then I'll take you."
        ~ promised_tobin = true
        Tobin: Thank you. Not a word to anyone.
    ** "Sleep on it. Ask me again in the morning."
        Tobin: I've slept on it for a year.
* "Not without your abbot's blessing."
    Tobin: Then I'll never go.
- A lantern comes bobbing across the courtyard: an old monk with a frost-rimmed beard, who looks from the boy to you and back, and says nothing at all. Brother Anselm, Tobin whispers. He's under the vow. The old monk beckons. The abbot will see you.
-> abbot

=== found_in_snow ===
You crouch in the lee of the wall with your cloak over your head and wait. After a while the cold stops hurting, which you know is a bad sign, and then you stop knowing anything.
You wake in a narrow bed beside a brazier. A heavy man in an abbot's black habit is chafing your hands between his own.
Abbot Matthias: There. There you are. Brother Anselm found you under the wall. Another hour and we would have been burying you at the thaw.
* "Thank you, Father."
    Abbot Matthias: Thank Anselm. Though he won't say you're welcome.
* [Try to sit up]
    The room tilts. He presses you gently back down.
    Abbot Matthias: Not yet. Not yet.
* "Where am I?"
    Abbot Matthias: In the house of Saint Berach. What is left of it.
- He settles on the stool by the bed. He seems glad of a stranger, someone to talk to who is not one of his own.
Abbot Matthias: Tell me, pilgrim. Do you believe in relics?
* "I climbed a mountain to see one."
    He winces.
    Abbot Matthias: Then I am sorry for you. The Hand of Saint Berach was stolen four nights ago.
* "I believe in what people do with them."
    He looks at you for a long moment.
    Abbot Matthias: So do I. God help me, so do I.
* "Not really. I came for the mountain."
    He laughs, surprised, and it turns into a cough.
    Abbot Matthias: Then you won't mind that ours has been stolen.
- At last he heaves himself up to go. When he set the brazier down he laid his keys on the stool, and now he gathers them up, all but one: a long key of black iron that has slipped down beside the bed.
* [Hide the iron key under your blanket]
    You close your fingers round it and keep very still until he has gone.
    ~ has_key = true
* "Father, you've forgotten a key."
    He comes back for it. His hand shakes as he takes it.
    Abbot Matthias: So I have. Thank you. That one matters.
* Let it lie there
    You close your eyes. Whatever it opens is no business of yours.
- The door has barely closed behind him when it opens again, and a boy in a novice's habit comes in with a bowl of broth.
-> tobin_broth

=== tobin_broth ===
Tobin: I'm Tobin. He never sits with anybody, you know. Not since the Hand went. Either you're special or he wants something from you.
* "Since the Hand went?"
    Tobin: The relic. Somebody took it during Compline. I saw a light in the bell tower that night, and nobody has the tower key but him.
    ~ saw_light = true
* "You don't like him much."
    Tobin: I love him. That's what makes it so hard.
* [Drink the broth and let him talk]
    Tobin: Eleven days. In eleven days I take my vows. And I don't want to.
- He glances at the door.
Tobin: When the snow breaks I'm going down the mountain. I can't find the path alone. Will you take me?
* "Yes. I'll take you."
    ~ promised_tobin = true
    Tobin: Swear it.
    You swear it. He looks as if he might cry.
* "I'll think about it."
    Tobin: Don't think too long.
* "No. Stay where you're safe."
    Tobin: Safe. Right.
    He takes the empty bowl and goes.
- -> night

=== refectory ===
A long table, one fire, a pot of barley soup. A boy of sixteen or so, in a novice's undyed habit, ladles you a bowl. He waits until the old monk's footsteps are gone, then leans in.
Tobin: You can talk to me. Brother Anselm is the only one under the vow. The rest of us only keep quiet when Father Abbot is near.
* "What's your name?"
    Tobin: Tobin. Novice Tobin, for eleven more days. Then I'm meant to take my vows.
    He says it the way a man might say he is meant to be hanged.
    -> relic_story
* [Eat your soup in silence]
    You eat. He watches you and fidgets, until he can't bear it any longer.
    Tobin: Nobody comes up in weather like this. Nobody's come up at all since the feast day. Which is the whole trouble, really.
    -> relic_story
* "Why is the niche above the altar empty?"
    Through the open door to the chapel you can see it: a gilded niche, a velvet cushion, and nothing on the cushion.
    Tobin: So you noticed. Everyone notices.
    -> relic_story

=== relic_story ===
Tobin: The Hand of Saint Berach. Three fingers of it, in a silver glove. It went missing four nights ago, during Compline. Father Abbot says a thief from the valley took it. But the pass has been closed since the feast day. No one has come up. No one has gone down.
* "So it was someone inside these walls."
    Tobin goes pale.
    Tobin: I didn't say that. Don't say I said that.
* "Who do you think took it?"
    Tobin: I'm a novice. I don't think anything. I'm not allowed to.
* [Let the silence do the asking]
    You say nothing. It works on him the way silence works on everyone.
    Tobin: ...I saw a light in the bell tower that night. Nobody goes up there but Father Abbot. He keeps the only key.
    ~ saw_light = true
- -> leaving

=== leaving ===
He glances at the door and drops his voice further.
Tobin: When the snow breaks, I'm going down the mountain. I've decided. Only I don't know the path, and the cairns are buried. You came up it. You could take me.
* "Yes. I'll take you down."
    ~ promised_tobin = true
    Tobin: You mean it? 
    He grips your sleeve so hard it hurts.
    Tobin: Don't tell Father Abbot. Please.
* "Why do you want to leave?"
    Tobin: Because I came here to be near something holy. And now I'm not sure there was ever anything here at all.
    He won't say more than that. He looks at you, waiting.
    ** "Then I'll take you, when the snow stops."
        ~ promised_tobin = true
        Tobin: Thank you. Thank you. Not a word to Father Abbot.
    ** "Doubt isn't a reason to run."
        Tobin: It's the only reason anyone ever has.
    ** [Shake your head]
        He nods, as if he'd expected nothing else.
* "That's between you and your abbot."
    Tobin flinches.
    Tobin: Right. Of course it is. Forget I asked.
- A handbell rings in the corridor. Brother Anselm stands in the doorway and beckons to you: the abbot will see you now.
-> abbot

=== abbot ===
Abbot Matthias's study is the only warm room you have seen. Books, a brazier, a map of the valley pinned to the wall with one winter long ago circled in faded red ink. The abbot is a heavy man with kind, tired eyes.
Abbot Matthias: Welcome, pilgrim. You have climbed a long way to a house with nothing left to show you. I suppose the boy has told you.
* "I heard about the relic."
    Abbot Matthias: From Tobin, no doubt. Tobin talks.
    He sighs.
    Abbot Matthias: Yes. It is gone.
* [Kneel and kiss his ring]
    He allows it, though it seems to embarrass him.
    Abbot Matthias: Up, up. I am only the shepherd of twelve old men and a boy.
* "I haven't come for relics, Father. Only for a roof."
    Abbot Matthias: Then you are the first honest pilgrim in twenty years.
- He watches you over his folded hands.
Abbot Matthias: You will want to know who took it. Everyone wants to know.
* "Do you know who took it?"
    Abbot Matthias: I know that God sees. That will have to do for both of us.
* "Tobin wants to leave, Father."
    His face hardens, and then, slowly, it doesn't.
    Abbot Matthias: I know. He thinks I don't, but I do. He was left at our gate as a baby, in a winter like this one. I had hoped... well. What an old man hopes is his own affair.
* {saw_light} "Someone saw a light in the bell tower the night it vanished."
    For a moment the abbot is very still.
    Abbot Matthias: The tower is unsafe. The stair is rotten. I go up to see to the bell, nothing more.
* "It's not my business. I'll keep out of it."
    Abbot Matthias: A wise guest.
    He seems relieved. A little too relieved.
- He rises to see you out. On the corner of his desk lies his ring of keys, and beside it, apart from the others, one long key of black iron.
* [Pocket the iron key while his back is turned]
    ~ has_key = true
    Your hand is quicker than your conscience. The key is cold and heavy against your hip.
* Leave the keys where they are
    You keep your hands in your sleeves.
- Abbot Matthias: Brother Anselm will show you a cell. Sleep well, pilgrim. The storm will not break before morning.
-> night

=== night ===
Your bed is narrow and the room is bitterly cold. The wind moans in the shutters. Some time past midnight, beneath the wind, you hear something else: a door, and soft footsteps going away down the corridor.
* [Follow the footsteps]
    -> footsteps
* Go to the chapel and look at the empty niche
    -> chapel
* Pull the blanket over your head and sleep
    -> knock_at_night

=== footsteps ===
You follow the candlelight out into the cloister. It is Brother Anselm, his cowl white with snow, standing before the door of the bell tower. He is not going in. He is only standing there, as if keeping watch.
He hears you, turns, and does not seem surprised. He holds out his slate. On it he has already written: ASK HIM ABOUT THE WINTER OF THE WOLVES.
* [Take the chalk and write "What happened?"]
    ~ knows_famine = true
    He takes the slate back, thinks, and writes in small careful letters: THE VALLEY STARVED. HE FED IT. I TOOK MY VOW SO I WOULD NEVER HAVE TO LIE FOR HIM. He wipes it clean at once.
* "Brother, what is in that tower?"
    He puts a finger to his lips. He points to the tower, then to his own mouth, and shakes his head. NOT MINE TO SAY, he writes.
* Leave him to his vigil
    You bow and step past him. He does not stop you.
- Above you, through the snow, a light moves in the tower's high window.
-> tower_door

=== chapel ===
The chapel is lit only by the sanctuary lamp. The empty niche stares down at you. On the flagstones below it are drops of candle wax, a line of them, leading to the little side door and out towards the cloister.
* [Follow the wax drops]
    -> wax_trail
* Search the altar
    ~ knows_famine = true
    Under the altar cloth, where no pilgrim would look, is a thin ledger bound in goat hide. Most of it is accounts: candles, flour, salt. One page, forty years old, has a single entry in a younger version of the abbot's hand: Received of the Lombard merchant, for grain, four hundred silver marks. May God and the Saint forgive me. M.
    ** [Follow the wax drops out of the chapel]
        -> wax_trail
    ** Put the ledger back and return to bed
        -> knock_at_night
* Kneel and pray
    You kneel. You are not sure you have prayed since you were a child. Behind you the side door creaks, and Tobin comes in with a pack on his back.
    -> tobin_tonight

=== wax_trail ===
The wax leads across the cloister, already half buried by fresh snow, to the foot of the bell tower. High above, a light moves behind the tower's window.
-> tower_door

=== tower_door ===
The tower door is studded oak with an iron lock as big as your hand.
* {has_key} [Unlock the door with the abbot's iron key]
    The key turns with a sound like a bone breaking. You climb the rotten stair towards the light, one careful step at a time.
    -> bell_chamber
* [Knock on the door]
    You knock. The light above goes still. After a long time there are footsteps on the stair, and the door opens. Abbot Matthias looks at you, and then, without a word, he turns and leads you up.
    -> bell_chamber
* Call up to the window
    You shout his name into the wind. Something above goes dark. Then the door opens, and the abbot stands there, breathing hard.
    Abbot Matthias: You will wake the house. Come up, then, if you must.
    -> bell_chamber
* Go back to your cell
    -> knock_at_night

=== bell_chamber ===
The bell chamber is open to the storm on four sides. The great bell hangs black and silent. Beneath it, on a cloth, lies the silver glove of Saint Berach, opened like a book. Inside it are three small knuckle bones wired together. Even you can see they are not a man's.
Abbot Matthias: Goat. It has been a goat for forty years.
He sits down heavily on the bell frame.
Abbot Matthias: In the Winter of the Wolves the valley starved. I sold the Saint's hand to a Lombard for grain, and three hundred people lived who would have died. Every spring since, pilgrims have climbed up here to kiss a goat. The bishop's visitor comes with the thaw, and he knows bones. So the Hand was stolen. By me.
* {knows_famine} "You fed the valley. Brother Anselm told me."
    Abbot Matthias: Anselm. He took his vow the week after the sale. So he would never have to lie for me, and never have to tell.
* "You've lied to every pilgrim for forty years."
    Abbot Matthias: Yes. And every one of them went home comforted. I have never known which sin was the larger.
* [Say nothing, as Anselm would]
    You let the wind speak. The abbot bows his head as though you had said a great deal.
- Then he stands up sharply and stares down into the courtyard. A small figure with a pack on its back is crossing the snow to the gate. The gate opens. The figure walks out into the white.
Abbot Matthias: Tobin. God help him, he'll never find the path in this.
* [Seize the bell rope and ring]
    -> ring_bell
* "Go after him, Father!"
    Abbot Matthias: My legs would not carry me to the gate. You go. You know the path.
    -> into_the_storm
* "Let him go. It's his choice to make."
    -> let_him_go

=== knock_at_night ===
You sleep, or almost. Then a knock at your door. Tobin slips in with a pack on his back and snow in his hair.
-> tobin_tonight

=== tobin_tonight ===
Tobin: I'm not waiting for the thaw. I'm going now, tonight. If I wait I'll lose my nerve, and in eleven days they'll shave my head and that'll be the end of me.
{promised_tobin: Tobin: You promised you'd take me. Are you coming?}
* "Wait for morning. I'll take you down then, I swear it."
    ~ promised_tobin = true
    He stares at you. His jaw works.
    Tobin: ...Morning. First light. If you're lying to me I'll go alone.
    -> morning
* "Then I'm coming with you."
    -> into_the_storm
* [Go and wake the abbot]
    You hold up a hand — wait — and run for the abbot's study. It is empty. The abbot's bed has not been slept in. When you get back, Tobin is gone, and the gate is standing open in the wind.
    -> into_the_storm
* "Go, then. I won't stop you."
    -> let_him_go

=== ring_bell ===
The rope burns your palms. The great bell swings once, twice, and then its voice rolls out over the mountain, deep enough to shake the snow from the eaves. You ring until your arms are dead. Lights come on all over the monastery.
And out of the white, an hour later, following the sound, Tobin staggers back through the gate and falls into Brother Anselm's arms.
-> lauds

=== into_the_storm ===
Beyond the gate the world is gone. Tobin's tracks fill with snow as you look at them. You shout his name and follow what is left of them, and after a hundred terrible yards you find him kneeling in a drift, utterly lost, with no idea which way the monastery is. Neither have you.
* [Hold him and wait]
    You hold on to each other in the white. You wait to die. And then, from somewhere above, a bell begins to ring.
* "Listen! The bell!"
    You don't even know why you said it, until you hear it too: far above, the great bell of Saint Berach, ringing and ringing.
- You stumble towards the sound together. At the gate Brother Anselm is waiting with a lantern, and high in the tower, hauling on the bell rope with all his old weight, is the abbot.
-> lauds

=== let_him_go ===
Nobody rings the bell. The storm swallows the small figure and the gate bangs in the wind until someone closes it.
By morning the snow has stopped. The brothers go out with ropes and poles and come back at noon with nothing. Brother Anselm stands at the gate until dark, and for the first time you see him weep.
You go down the mountain when the pass opens. You look at every drift you pass. You never learn whether Tobin reached the valley.
-> END

=== morning ===
At first light the storm has blown itself out. Tobin is waiting at your door with his pack, as he said. In the chapel, as you pass, you see the brothers gathered at the altar, murmuring. The silver glove is back in its niche.
Tobin: It came back. In the night. They're saying it's a miracle.
{has_key: The iron key is still in your pocket. You have not used it, and now you never will.}
* "Maybe it is."
    Tobin looks at the niche for a long moment.
    Tobin: I'm still going. But maybe I'll come back one day and look again.
* [Take his arm and walk him to the gate]
    He doesn't look back.
* "Stay. Give it eleven more days."
    Tobin: No. If I stay now I'll stay forever, and I'll never know if I wanted to.
- -> ending_descent

=== ending_descent ===
You lead him down through the new snow, cairn by cairn, and at noon the valley opens beneath you, green at the bottom and smoking from its chimneys. Behind and above you, very faint, the bell of Saint Berach rings for Sext.
Tobin: Do you think he knows I've gone?
Brother Anselm would have told him, you think. Without a single word.
-> END

=== lauds ===
It is nearly dawn. The whole house is awake: twelve old men in the chapel in their night clothes, Tobin wrapped in blankets before the brazier, Brother Anselm at the door. The abbot comes in last, with the silver glove in his hands.
He looks at you.
* "Tell them, Father. They deserve the truth."
    -> ending_truth
* [Take the glove from him and set it back in its niche]
    -> ending_miracle
* Say nothing. Leave it to him.
    The abbot waits for you to speak. You don't. At last he turns to his brothers himself.
    -> ending_truth

=== ending_truth ===
Abbot Matthias: Brothers. For forty years you have prayed before a goat.
He tells them everything: the Winter of the Wolves, the Lombard, the grain, the bones. When he is finished no one moves.
Then Brother Anselm steps forward. His voice, after forty years, is a dry and broken thing, but everyone hears it.
Brother Anselm: He fed us. That is the relic.
{promised_tobin: At the thaw Tobin walks down the mountain with you, as you promised, but he stops at the last cairn and looks back up for a long time.|At the thaw you go down alone. Tobin takes his vows eleven days later, and they say he was the only novice in living memory who asked to be allowed to speak.}
-> END

=== ending_miracle ===
You take the glove from the abbot's hands and climb onto the altar step and set it on its velvet cushion. The old men murmur. A miracle, someone whispers, and then they are all saying it.
The abbot looks at you as though you have forgiven him for something. Perhaps you have. Brother Anselm, by the door, writes one word on his slate, shows it to you alone, and wipes it clean. You never tell anyone what it said.
{promised_tobin: At the thaw Tobin walks down the mountain with you. He never asks what happened in the tower, and you never tell him.|At the thaw you go down alone, and the bishop's visitor passes you on the path going up, with a bag of instruments for the judging of bones.}
-> END
