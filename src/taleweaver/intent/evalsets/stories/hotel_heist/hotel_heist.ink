// The Night Concierge
// An ink story. You keep the night desk at the Bellingham, an old grand hotel,
// on the night the Countess Varga's sapphire goes missing from her safe.

VAR knows_diary = false
VAR read_diary = false
VAR knows_broke = false
VAR asked_crane = false
VAR saw_410 = false
VAR heard_crane = false
VAR noticed_toby = false
VAR sent_toby_down = false
VAR toby_trusts = false
VAR toby_saw_hat = false
VAR finch_ally = false
VAR finch_saw_hat = false
VAR police_here = false
VAR pressure = 0
VAR has_star = false
VAR crane_gone = false
VAR crane_in_lift = true
VAR inspector_here = false

-> desk

=== desk ===
Ten past two in the morning, and the Bellingham belongs to you: the brass clocks, the potted palms, the long red carpet running up into the dark of the grand staircase.
Then two bells ring at once. The switchboard lights up for Suite 412, and across the lobby the old cage lift starts to clang its alarm.
You take the switchboard first. The Countess Varga does not like to be kept waiting.
Countess: Concierge? Concierge! It is gone. The Varga Star is gone. Someone has been inside my safe!
Behind you, the lift bell clangs on and on.
* "Countess, I'm coming up at once."
    You put the receiver down on her gasp and make for the stairs.
    -> stairs
* "Slowly, madame. What exactly is missing?"
    Countess: My sapphire, you fool, my Star! It was in the safe at eleven. I woke just now and wished to look at it, I always look at it, and the safe was empty. Empty! I have already telephoned the police. An Inspector is coming from Bow Street.
    Countess: So you will come up. Now.
    You promise that you will. The lift bell is still ringing.
    ** [Go straight up to her]
        -> stairs
    ** [See to the lift on the way]
        -> lift_bell
* [Put her on hold] You murmur something soothing, switch Suite 412 to hold, and cross the lobby to the ringing lift.
    -> lift_bell

=== lift_bell ===
The lift is not at the ground floor. Through the brass gate you see only the cables, swaying and greasy, and far above a square of yellow light stuck between the third floor and the fourth.
You put your face to the gate and call up the shaft.
* "Is anyone hurt up there?"
* "Who's that in the lift?"
* [Bang on the gate] You rattle the gate with the flat of your hand. It is not in the staff manual, but it makes a satisfying noise.
- The alarm stops. A man's voice comes down the shaft, dry and very calm.
Crane: No one is hurt. It's Crane, the Countess's secretary. The thing simply stopped. I'm sure it will start again if everyone leaves it alone.
~ heard_crane = true
* "What are you doing in the lift at this hour, Mr. Crane?"
    Crane: I couldn't sleep. I thought I'd take a turn about the lobby. Is that against the house rules now?
* "Sit tight, sir. I'll have you out as soon as I can."
    Crane: No hurry. No hurry at all.
* "Did you know the Countess has been robbed?"
    There is a pause, a little too long.
    Crane: Robbed? Good God. How dreadful. You had better go to her, hadn't you?
- He sounds, you think, like a man with somewhere to be. But the Countess is waiting, and a stuck lift will still be stuck in ten minutes.
-> stairs

=== stairs ===
You take the grand staircase two steps at a time. On the third-floor landing you nearly collide with Toby, the night bellboy, coming down from above: jacket unbuttoned, cap in his fist, a smear of black grease across his knuckles.
Toby: Evening, sir. Morning, I mean. I heard the bells.
* "Toby! What are you doing up here at this hour?"
    Toby: Fetching a tray from the fifth, sir. Room service. Cocoa. Nobody wanted it.
    He is not carrying a tray.
    ~ noticed_toby = true
* [Look at his hands] You look at his hands. He puts them behind his back.
    Toby: Brass polish, sir. It gets everywhere.
    Brass polish is not black.
    ~ noticed_toby = true
* "Mind the lobby for me. No one goes in or out."
    Toby: Yes, sir. Right away, sir.
    He is off down the stairs before you can say another word, a little too glad of the errand.
    ~ sent_toby_down = true
- Above you a door bangs open, and a woman's voice fills the fourth-floor corridor, calling for the concierge.
-> suite

=== suite ===
The Countess Ilse Varga stands in the middle of Suite 412 in a violet dressing gown, one hand on the open door of the wall safe as though it might bite. The safe is a squat black Chubb that lives behind a painting of a horse. It is empty.
Countess: Look at it! Not a scratch! They simply opened it, as if it were theirs.
* "When did you last see the Star?"
    Countess: At eleven. I wore it to dinner. Mr. Crane put it away when we came up; I watched him spin the dial myself. Then I took my drops and slept, and when I woke, it was gone.
* "Who else knows the combination?"
    Countess: No one! I keep it... well. I keep it written in the back of my diary, because at my age one forgets numbers. But the diary never leaves my desk.
    Her eyes go to the writing desk by the window. The diary lies there, open and face down.
    ~ knows_diary = true
* [Calm her down] You pour two fingers of brandy from the decanter and fold her hands around the glass. She drinks it like medicine.
    Countess: You are kind. Everyone else wants paying. The jeweller wants paying, this hotel wants paying, even poor Mr. Crane wants paying, and he has been so patient. The Star is the last thing I own that is not promised to someone.
    ~ knows_broke = true
- Countess: And I know who has it. There is a man in 308 who calls himself Finch. I have seen that face in the newspapers. Twenty years ago, the Ashcombe emeralds! A thief does not stop being a thief because his hair goes grey.
* "Mr. Finch is a guest of this hotel, madame. I won't have him accused without cause."
    Countess: Then find me a cause, concierge, before the police find one for you.
* "I'll speak to Mr. Finch myself."
    Countess: Speak to him? Search him!
* "Where is your secretary tonight?"
    Countess: Crane? Asleep next door in 410, I should hope. He sleeps like the dead, that man. He says it is because his conscience is clear.
    {heard_crane:
        You think of the calm voice in the lift shaft, and say nothing.
    }
    ~ asked_crane = true
- -> search

= search
The police are coming from Bow Street, but they are not here yet, and for a few minutes the room is yours.
- (look)
* [Examine the safe] You kneel by the safe. The dial turns sweetly; the bolts are bright and clean. No drill, no scorch, no scratch. Whoever opened it knew the numbers.
    -> look
* {knows_diary} [Turn over the diary] You turn the diary over. Inside the back cover, in the Countess's violet ink: 14, 22, 7. Beneath them, in pencil and a smaller, neater hand, someone has copied the numbers out again.
    Countess: That is not my writing. That is...
    She stops, and does not finish.
    ~ read_diary = true
    -> look
* {asked_crane} [Try the connecting door to 410] The connecting door is unlocked. Room 410 is dark and cold, the window open an inch onto the wet street. The bed has not been slept in. The wardrobe stands open and empty, a row of bare hangers still swinging faintly.
    Countess: But his things... Where are his things?
    ~ saw_410 = true
    -> look
+ "I'll find your Star, madame."
    -> leave_suite

=== leave_suite ===
Countess: Then go! Bring me my Star, concierge, or bring me that man Finch!
Out in the corridor the hotel holds its breath. The lift is silent in its shaft. Mr. Finch is one floor down, in 308.
{sent_toby_down:
    Toby is supposed to be minding the lobby.
- else:
    {noticed_toby:
        And somewhere in the building is a bellboy with grease on his hands and no tray.
    }
}
* [Go down to Mr. Finch in 308] -> finch
* [Go looking for Toby] -> toby
* [See about the stuck lift] -> gate

=== finch ===
Room 308 answers your knock at once, as if its occupant had been expecting you. Mr. Finch is fully dressed, silver-haired and trim, with a game of patience laid out on the bedspread.
Finch: The concierge, at two in the morning, with that look on his face. Something has been taken, and somebody has mentioned my name. Come in.
* "Did you take it, Mr. Finch?"
    Finch: No. It's a fair question, and you asked it to my face, which is more than most would. No, I didn't.
* "The Countess says you're a thief."
    Finch: Was. The Countess reads old newspapers. I did eleven years for the Ashcombe emeralds, and I have not touched another man's property since. Not so much as a teaspoon.
* [Ask his professional opinion] "If you had wanted the Star, Mr. Finch, how would you have gone about it?"
    For the first time, he smiles.
    Finch: Not tonight, with a full house and a sober concierge. And not through a Chubb. Chubbs are for people with time.
- Finch: Tell me about the safe.
You tell him. He listens with his eyes closed, the way some men listen to music.
Finch: No marks, you say. Then it was not forced and it was not a professional. Someone knew the numbers. That's a short list, in my experience: the owner, and whoever the owner trusts.
{heard_crane:
    Finch: And a lift does not stop between floors at two in the morning with a man in it because it fancies a rest.
}
* "Will you come with me, Mr. Finch? I could use your eyes."
    He gathers the cards, squares them and slips them into his pocket.
    Finch: I thought you'd never ask.
    ~ finch_ally = true
    -> finch_go
* "Stay in your room, please, sir. For your own sake."
    Finch: For my own sake. Yes. I'll be here if you want me.
    -> finch_go
* [Report him to the police] You lift the telephone from his bedside table and ask the operator for Bow Street. Mr. Finch watches you do it, and goes on laying out his cards.
    -> wrong_man

= finch_go
{finch_ally:
    In the corridor, Finch falls into step beside you, quiet as a cat.
- else:
    The door of 308 closes softly behind you.
}
* [Go looking for Toby] -> toby
* [Go and look at the stuck lift] -> gate

=== gate ===
{finch.finch_go:
    You climb back to the fourth floor.
}
The lift gate on the fourth floor is folded shut over an empty shaft. Looking down through the brass lattice you can see the roof of the cage, stuck a few feet below, and through its little skylight the crown of a grey felt hat, a pair of shoulders, and the corner of a large pigskin suitcase.
The hat tips back. The face beneath it is Crane's: neat moustache, tired eyes.
Crane: {heard_crane:You again.|Ah. The concierge.} I don't suppose you could hurry things along?
~ heard_crane = true
* "That's a big suitcase for a walk around the lobby, Mr. Crane."
    Crane: I'm leaving in the morning. An early train. I thought I'd spare the porter.
* "Mr. Crane, the Countess has been robbed."
    He does not ask of what.
    Crane: How very unfortunate. I expect she'll tell me all about it.
* "Hand the suitcase up to me, sir, and I'll carry it down for you."
    Crane: I'll manage, thank you.
    His hand stays on the handle.
* {finch_ally} [Let Finch have a look at him] You step back from the gate. Finch takes your place, leans on the rail as if admiring the view, and looks down at Crane for a long, pleasant moment.
    Crane: Who the devil are you?
    Finch: Nobody at all.
    He straightens up and murmurs to you, so that it does not carry down the shaft.
    Finch: He's touched the brim of that hat three times since we got here. A man doesn't fidget with his hat unless there's something in it.
    ~ finch_saw_hat = true
- Crane: Now, is someone going to mend this contraption, or shall I sleep here?
* "Someone will see to it, sir."
    Crane: Splendid.
* [Leave him there] You leave him there without another word. Let him wonder.
- The lift's machinery is up in the motor room on the roof, behind a door that only the engineer has a key to, and the engineer lives in Kentish Town.
{noticed_toby:
    But you have seen black grease on a pair of hands tonight.
}
You go looking for Toby.
-> toby

=== toby ===
{sent_toby_down:
    Toby is not minding the lobby.
}
You find him at last on the fifth floor, at the top of the service stair, sitting on the step outside a narrow iron door marked MOTOR ROOM, NO ADMITTANCE. He has his cap in his hands and is turning it round and round.
{finch_ally:
    He looks at Finch, then at you, and goes white.
}
Toby: I didn't take it, sir. Whatever it is. I swear on my mum.
* "Tell me the truth, Toby. All of it."
    Toby: All of it. Right.
* [Threaten him] "Talk now, or you'll be out on the street by breakfast."
    Toby: I'm already on the street, sir. That's the whole trouble.
* "Whatever it is, I won't hand you to the police."
    He looks at you for a long moment, and something in his shoulders lets go.
    ~ toby_trusts = true
- He digs in his pocket and brings out a key on a loop of string.
Toby: I sleep in there. In the motor room. Since the spring, since Mum's lodging house shut. It's warm on account of the machinery, and nobody comes up but the engineer on Tuesdays. I had a key cut.
Toby: Tonight I was coming up the back stair, gone two, and I saw Mr. Crane come out of the Countess's door. Not his own door, hers. With a great big suitcase, creeping, like. And he got in the lift.
Toby: So I ran up and pulled the brake on him. I didn't know what else to do. And then I couldn't tell anyone, could I, without telling them where I sleep.
* "You did right, Toby."
    Toby: Did I, sir? It don't feel like it.
    ~ toby_trusts = true
* "You've got yourself into a fine mess."
    Toby: Yes, sir. I know, sir.
* [Hold out your hand for the key] You hold out your hand. After a moment he puts the key in it. It is still warm from his pocket.
- -> motor_room

=== motor_room ===
The iron door opens on warm, oily dark and the smell of machinery: great wheels, a humming motor, the lift cables running down through a slot in the floor. In one corner there is a camp bed made up neatly with a hotel blanket, a biscuit tin, and a photograph of a woman in a hat propped against the wall.
By the winding drum, a red lever stands at STOP.
{finch_ally:
    Finch: Neat work, lad. I've slept in worse.
}
Toby: Say the word, sir, and I'll let her down. She'll go to the lobby on her own.
- (ask)
* {toby_trusts} "Before you do, Toby: did you see what Mr. Crane had in his hands?"
    Toby: I did, sir. Something that caught the light, under the corridor lamp. He put it in his hat. Under the band, like. Then he put his hat back on.
    ~ toby_saw_hat = true
    -> ask
* {not toby_trusts} "Before you do: did you see anything else?"
    Toby: A suitcase. That's all, sir. I wasn't looking close.
    He will not meet your eye.
    -> ask
+ "Let her down, Toby."
    ~ crane_in_lift = false
    Toby puts his weight on the lever. Somewhere beneath your feet the motor wakes with a groan, the drum begins to turn, and the cables pay out into the dark.
    -> lobby
+ [Throw the lever yourself]
    ~ crane_in_lift = false
    You take hold of the lever and heave it over to RUN. The motor coughs, catches, and the drum begins to turn, lowering Mr. Crane toward the lobby.
    -> lobby
+ "No. Leave him hanging there until the police come."
    Toby: Leave him? Yes, sir. Serves him right.
    -> police_first

=== police_first ===
You go down by the stairs and wait at your desk, with one eye on the revolving door and the other on the silent lift.
At twenty to three the door turns and lets in the rain and Inspector Dunmore of Bow Street: a large, damp, unhurried man in a bowler hat, with a constable behind him.
~ inspector_here = true
Inspector: You'll be the concierge. Where's the lady, and where's the thief?
You tell him about the safe, and the lift, and the man in it. He listens, nods, and sends the constable up the stairs for the bellboy.
~ crane_in_lift = false
A minute later the lift comes groaning down the shaft and settles at the ground floor. Mr. Crane folds back the gate with his suitcase in his hand and his hat square on his head, and finds himself in a lobby with a policeman in it.
{finch_ally:
    Finch has taken an armchair among the palms, where he can see the lift and the door at once.
}
Inspector: Mr. Crane, is it? The concierge here has a few questions for you, and so, in a minute, shall I.
~ police_here = true
-> lobby.confront

=== lobby ===
You take the stairs down, fast. By the time you reach the lobby the lift is settling at the ground floor with a sigh, and Mr. Crane is folding back the gate, suitcase in hand, hat square on his head.
{finch_ally:
    Finch is there before you, somehow, in an armchair among the palms, where he can see the lift and the door at once.
}
Crane: Ah, concierge. Splendid. I wonder if you'd ring for a taxi. I have a train to catch.
-> confront

= confront
- (press)
{pressure >= 2: -> cracked}
* "Open the suitcase, Mr. Crane."
    He sets it on your desk and opens it with a little flourish. Shirts, collars, a shaving kit, a bundle of the Countess's letters in his own neat hand. No sapphire.
    Crane: Satisfied?
    -> press
* {saw_410} "Your bed upstairs hasn't been slept in, and your wardrobe is empty."
    Crane: I told you. An early train.
    But he touches the brim of his hat as he says it.
    ~ pressure += 1
    -> press
* {read_diary} "Someone copied the combination into the back of her diary. In pencil, in a very neat hand."
    Crane: Half the world has neat handwriting.
    His own hands are not quite steady.
    ~ pressure += 1
    -> press
* {toby_saw_hat or finch_saw_hat} "Take off your hat, Mr. Crane."
    He does not move. Then, very slowly, he lifts his hand to the brim.
    ~ pressure += 2
    -> press
* {finch_ally and not finch_saw_hat} [Glance at Mr. Finch]
    Finch does not get up.
    Finch: Hatband.
    Crane: I beg your pardon?
    Finch: You've touched your hat four times since you stepped out of that lift, sir. Amateurs always keep it close.
    ~ pressure += 2
    -> press
+ {not police_here} "Good night, Mr. Crane. I'll ring for your taxi."
    -> let_go
+ {not police_here} "You'll wait here until the police arrive, sir."
    Crane sits down on his suitcase with the air of a man waiting for a late train, and says nothing at all.
    -> standoff
+ {police_here} [Let the Inspector ask his own questions] "He's all yours, Inspector."
    -> standoff

= cracked
Crane looks at you, {finch_ally:at Finch, }at the door, at the long red carpet, and then he seems to grow smaller inside his good overcoat.
He takes off his hat. Tucked under the grosgrain band, wrapped in a handkerchief, is a blue stone the size of a thrush's egg. Even under the lobby lamps it throws light like cold water.
Crane: Eleven months. She hasn't paid me in eleven months. I pawned my father's watch to buy her stamps. I only meant to take what I was owed.
~ has_star = true
{police_here: -> arrest}
- (plea)
* {knows_broke} "She told me. Everyone wants paying, she said. Even you."
    Crane: Even me. How good of her to remember.
    -> plea
* "Give me the Star, Mr. Crane. Then go. The boat train won't wait."
    -> quiet
* "Sit down, Mr. Crane. You can tell the Inspector yourself."
    He sits down on his suitcase and puts his hat on his knees, very carefully, as if it might still be worth something.
    -> arrest

=== standoff ===
{not inspector_here:
    At twenty to three the revolving door lets in the rain and Inspector Dunmore of Bow Street: a large, damp, unhurried man in a bowler hat, with a constable behind him.
}
~ inspector_here = true
The Countess sweeps down the grand staircase in her violet dressing gown, with half the fourth floor peering over the banisters behind her.
Countess: Inspector! The man in 308, Finch! He has my Star! Arrest him!
Inspector: All in good time, madame. And this gentleman with the suitcase, concierge? What's he to do with it?
* "Search Mr. Crane, Inspector. Start with his hat."
    {pressure >= 1:
        Inspector: On what grounds?
        You give him your grounds. He hears them out, then turns to Crane.
        Inspector: Your hat, sir, if you'd be so kind.
        Crane hands it over. The Inspector runs a thick thumb under the band, and the Varga Star drops into his palm like a drop of blue ink.
        ~ has_star = true
        -> arrest
    - else:
        Inspector: On what grounds?
        You have none, only a feeling and a suitcase, and the Inspector can see it on your face.
        Inspector: I'll not turn out a gentleman's hat on a concierge's hunch. Mr. Crane, you're free to go.
        -> open_file
    }
* "Arrest Mr. Finch, Inspector, if you must arrest somebody."
    -> wrong_man
* "I've no proof against anyone, Inspector."
    Inspector: Then neither have I. Yet.
    Crane picks up his suitcase, touches his hat to the Countess, and walks out into the rain.
    ~ crane_gone = true
    -> open_file

=== let_go ===
Crane lifts his hat to you, a little too carefully, picks up his suitcase and goes out through the revolving door into the wet. You hear a taxi pull away.
~ crane_gone = true
~ inspector_here = true
At twenty to three the door turns again and lets in Inspector Dunmore of Bow Street, large and damp and unhurried, with a constable behind him. The Countess comes down the grand staircase to meet him.
Countess: Inspector! The man in 308, Finch! He has my Star! Arrest him!
Inspector: Is that so, concierge?
* "Mr. Finch had nothing to do with it."
    -> open_file
* {not finch_ally} "He's in 308, Inspector. Second door on the left."
    -> wrong_man
* {finch_ally} "He's sitting right there, Inspector. Among the palms."
    -> wrong_man

=== quiet ===
He puts the stone in your palm. It is heavier than it looks, as guilty things are. Then he picks up his suitcase, goes out through the revolving door into the rain, and does not look back.
~ crane_gone = true
{finch_ally:
    Finch: Well. That's one way of doing it.
}
You take the Star up to 412 yourself. The Countess opens the door before you can knock.
Countess: My Star! Oh, my Star! Where was it? Who had it? Was it Finch?
* "It was never stolen, madame. It had slipped down behind the safe."
    She looks at you for a long time. She is not a stupid woman.
    Countess: Behind the safe. Yes. How very foolish of me. And Mr. Crane?
    You tell her Mr. Crane has gone to catch an early train.
    Countess: I see. Then I suppose he will not be wanting his wages.
* "Mr. Crane asked me to tell you he considers his wages paid."
    She goes very still. Then she laughs, once, with no joy in it at all.
    Countess: Eleven months. Yes. I suppose he does.
- At twenty to three Inspector Dunmore arrives from Bow Street, damp and unhurried, and the Countess receives him in the lobby with the Star at her throat.
Countess: A foolish old woman's mistake, Inspector. It was in the suite all along. The concierge found it.
The Inspector looks at her, and at the stone, and at you. He has been a policeman for a long time.
Inspector: Did he, madame. Then I'll wish you all good night.
By the time he has gone, the boat train is pulling out of Victoria. Up on the roof, Toby sleeps beside the lift machinery, and in 308 Mr. Finch lays out another hand of patience. Nobody at the Bellingham will ever ask you what happened, and you will never tell them.
-> END

=== arrest ===
{not inspector_here:
    At twenty to three the revolving door lets in the rain and Inspector Dunmore of Bow Street: a large, damp, unhurried man in a bowler hat, with a constable behind him. The Countess is halfway down the stairs by the time he has taken his hat off.
}
The Inspector weighs the Star in his hand, looks at Crane, and sighs.
Inspector: The stone, the thief, and a bow on top. Well, well. And who do I thank for this, concierge?
* "Toby, the bellboy. He stopped the lift with Crane inside it."
    Inspector: Did he now. And how does a bellboy come to be in the motor room at two in the morning?
    So it all comes out, the camp bed and the biscuit tin and the key on a loop of string. The manager will have something to say about it in the morning.
    But the Countess, the Star back at her throat, says something first.
    Countess: The boy shall have a reward. And a room. A proper room, with a window. I will pay for it myself.
    She has not paid anyone for a long time. For once, you think, she might.
* "The lift stuck on its own, Inspector. We were lucky."
    Inspector: Lucky. Yes.
    Toby, at the foot of the service stair, lets out a breath he seems to have been holding since the spring. Tonight, at least, he will sleep beside the machinery again, and nobody will know.
* {finch_ally} "Mr. Finch, in the armchair there. He has an eye for these things."
    The Inspector turns. Finch raises a hand from among the palms, and the Inspector's eyebrows climb slowly toward his bowler.
    Inspector: Arthur Finch. I arrested you myself in nineteen-twelve.
    Finch: You did, Inspector. Nice to be on the same side for once.
    The evening papers will print it by teatime: REFORMED JEWEL THIEF FOILS HOTEL ROBBERY. The Countess will pretend she never said a word against him.
- The constable takes Crane out to the wagon. He goes quietly, holding his hat in both hands.
By dawn the lobby is empty again: the brass clocks, the potted palms, the long red carpet. The lift runs up and down as sweetly as if it had never stopped. You straighten the pens on your desk and wait for the day man, and when he asks if anything happened in the night, you tell him it was quiet.
-> END

=== open_file ===
{not crane_gone:
    Crane goes out through the revolving door into the rain with his suitcase in his hand and his hat on his head.
}
The Countess weeps on the staircase. The Inspector writes in his notebook, takes statements from everyone on the fourth floor, and goes away at dawn with nothing in his pockets but the notebook.
{finch_ally:
    Finch: He'll sell it in Antwerp by Thursday. Cut down, it'll be four nice stones, and nobody will ever see the Varga Star again.
- else:
    Mr. Finch checks out at nine, a day early, and leaves you a very large tip and a note in a careful hand: It was in his hat.
}
The file on the Varga Star stays open at Bow Street for eleven years. Nobody ever closes it.
-> END

=== wrong_man ===
{inspector_here:
    The Inspector sighs and settles his bowler.
- else:
    Inspector Dunmore arrives from Bow Street at twenty to three: a large, damp, unhurried man in a bowler hat, with a constable behind him. He listens to the Countess for two minutes without interrupting her once.
}
{finch_ally:
    Mr. Finch rises from his armchair among the palms before the constable can reach him, and holds out his wrists, as if he had been expecting this for twenty years. Perhaps he had.
- else:
    The Inspector goes up to 308. Mr. Finch is waiting for them, dressed, his coat over his arm, as if he had been expecting this for twenty years. Perhaps he had.
}
They search him and his room and find nothing, and they take him anyway, because the Countess insists and his face is in the old newspapers.
At the door he stops beside your desk.
Finch: You might have asked me, you know.
* "I'm sorry, Mr. Finch."
    Finch: So am I. Not for me. For you.
* [Say nothing] You say nothing. You look at the register, at the pens, at anything but him.
    He waits a moment longer, then nods, as though you had answered.
- The constable takes him out into the rain.
{
- crane_gone:
    Mr. Crane, you remember, went out through the same door an hour ago, touching his hat.
- not crane_in_lift:
    Mr. Crane watches it all from his suitcase. When the wagon has gone he stands, wishes you good morning, and walks out to catch his train, touching the brim of his hat to you as he goes.
- else:
    At six the engineer comes in from Kentish Town, grumbling, and gets the lift going again. Mr. Crane steps out of it with his suitcase in his hand, wishes you good morning, and walks out to catch his train. He touches the brim of his hat to you as he goes.
}
The Varga Star is never seen again. Mr. Finch is released after three days for want of evidence, and he never stays at the Bellingham again.
-> END
