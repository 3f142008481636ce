// The Dinner Party
// Six guests, one small London flat, and everything going wrong at once.

# title: The Dinner Party

VAR tipsy = 0                 // how merry the table is
VAR souffle_fate = "ruin"          // "ruin", "pudding", "binned", "later"
VAR dessert_saved = false
VAR fish = "whole"            // "whole", "trimmed", "chips", "gone"
VAR okafor = 0                // how cross Mrs Okafor downstairs is
VAR okafor_upstairs = false
VAR priya_upset = 0
VAR marcus_sulk = 0
VAR dominic_here = true
VAR marcus_out = false
VAR theo_plan = "wait"        // "wait", "walk", "bike", "run"
VAR theo_home = false
VAR pudding_tip = false
VAR rosalind_pleased = 0
VAR music_loud = false

-> kitchen

=== kitchen ===
Twenty to eight on a wet Saturday in Kentish Town. Six guests are due at eight. The flat smells of garlic, candles and, faintly, burnt butter.
On the worktop, the chocolate soufflé you have been nursing since four o'clock gives a small sigh and folds in on itself like a tent in a gale.
Your phone buzzes beside it. Theo.
Theo: Stuck between Camden Town and Kentish Town. Signal failure. Don't panic.
Theo: Well. Panic a little.
* [Ring Theo]
    -> ring_theo
* "Of course you are[."]," you tell the phone, and put it face down on the worktop.
    -> souffle
* Stare at the soufflé until it apologises
    It does not apologise. It sinks a further centimetre, out of spite.
    -> souffle

=== ring_theo ===
He picks up on the second ring. Behind him, a carriage full of strangers is sighing in unison.
Theo: I know. I know. They keep saying a few minutes. They said a few minutes twenty minutes ago.
* "Can you walk from the next station?"
    Theo: If we ever reach it. Camden Town to ours is fifteen minutes on foot. Ten if I run, and I won't run.
    ~ theo_plan = "walk"
* "Grab a hire bike when you get out and pedal like the wind."
    Theo: A bike. In this rain. In my good shirt.
    Theo: For you, fine. For you, I will get wet.
    ~ theo_plan = "bike"
* "Just get here when you can, love."
    Theo: You're a saint. Is everything all right your end?
    ** "Everything's perfect."
        You look at the soufflé. The soufflé looks back.
        Theo: You've got your perfect voice on. What's collapsed?
        You tell him. He takes it like a man.
    ** "The soufflé has died."
        Theo: Oh, the poor thing.
    -- Theo: Right, listen. It isn't a collapsed soufflé. It's a warm chocolate pudding. Nobody at that table knows the difference except your aunt, and she'll be on her second sherry.
    ~ pudding_tip = true
- Theo: Love you. Don't let the cat near the fish.
The line goes dead, or the signal does. Either way.
-> souffle

=== souffle ===
The soufflé sits in its dish, cratered and damp, like a small chocolate moon that has had a very bad week.
* {pudding_tip} [Do as Theo says: it's a pudding now]
    You dust it with icing sugar, tear a little mint over the top and say "warm chocolate pudding" aloud three times. By the third, you almost believe it.
    ~ souffle_fate = "pudding"
    ~ dessert_saved = true
* Bury it under whipped cream
    You whip the double cream with more violence than is strictly necessary and heap it on until the crater is a snowfield. It looks, if you squint, deliberate.
    ~ souffle_fate = "pudding"
    ~ dessert_saved = true
* Scrape it into the bin
    It leaves the dish with a soft, wet, defeated sound. That's pudding gone, then.
    ~ souffle_fate = "binned"
* [Cover it with a tea towel and think about it later]
    You drape a tea towel over it, the way they do on hospital dramas. Later is someone else's problem, and that someone is you.
    ~ souffle_fate = "later"
- The buzzer goes at eight o'clock exactly, which can only mean one person.
-> rosalind

=== rosalind ===
Aunt Rosalind takes the last flight of stairs as if it had personally insulted her. She is wearing a fur hat of uncertain provenance and carrying a biscuit tin.
Aunt Rosalind: Darling. Your stairwell smells of someone else's curry. Where's Theodore?
* "On the Northern line, I'm afraid."
    Aunt Rosalind: Then we shall never see him again. Poor boy. He had such good teeth.
* [Take her coat and say nothing about Theo]
    You take her coat, her hat and, after a brief struggle, her umbrella. She notices the silence anyway.
    Aunt Rosalind: He's late. Men always are. My Gerald was late to his own funeral. The hearse broke down on the A40.
* "Lovely to see you too, Auntie."
    Aunt Rosalind: Don't be arch, darling. It doesn't suit you. It suited your mother, but she had the cheekbones.
    ~ rosalind_pleased += 1
- She presses the tin into your hands.
* "You shouldn't have."
    Aunt Rosalind: No, I shouldn't. But here we are. It's a Battenberg. Shop-bought, before you ask. I'm seventy-four; I don't bake for anyone.
    ~ rosalind_pleased += 1
* Peek inside the tin
    Pink and yellow squares in a marzipan jacket. It is 1987 in there, and it is glorious.
    Aunt Rosalind: Battenberg. Don't look at it like that. It's for emergencies.
* "Shall I get you a sherry?"
    Aunt Rosalind: I thought you'd never ask. A large one. The small ones are for people with nothing to forget.
    ~ tipsy += 1
    ~ rosalind_pleased += 1
- -> arrivals

=== arrivals ===
By quarter past, the flat is filling up. Hannah and Jonty Henderson arrive together, still finishing an argument about a parking space. Ines from your office brings a bottle of Rioja and the air of someone who has already had one on the way.
Marcus arrives dripping, holding a bunch of garage-forecourt carnations as though they might go off.
Marcus: These are for you. Or the table. Or the bin. I panicked at the Esso.
* "They're perfect, Marcus."
    He goes pink to the tips of his ears.
* Put them in a pint glass
    The carnations lean drunkenly out of a Carling glass. They are, already, the best thing on the table.
* [Open Ines's Rioja]
    The cork comes out with a satisfying pop, and Ines cheers as if you've scored.
    ~ tipsy += 1
- Marcus: Is Priya here yet?
Before you can answer, the buzzer goes again.
Priya comes in laughing, shaking the rain out of her hair, and behind her, ducking under the door frame with a bottle of Prosecco and an expression of enormous innocence, is Dominic.
Dominic, whom Priya broke up with in March. Dominic, who once called your risotto "brave".
Priya: Don't kill me. We bumped into each other at the station and it seemed rude not to...
Dominic: Hope you don't mind. I'll just squeeze in. I hardly eat.
Behind you, Marcus makes a noise like a kettle coming to the boil.
* "Of course. The more the merrier."
    Dominic beams and heads straight for the sofa. Marcus wears the face of a man reconsidering every decision that led him here.
    ~ marcus_sulk += 1
* "Priya, can I borrow you in the kitchen?"
    -> priya_word ->
* "Sorry, Dominic. I'm afraid there isn't room."
    Dominic: Oh. Right. No, totally. Totally fine.
    He looks at Priya. Priya looks at her shoes. It is the longest four seconds of the year.
    ** [Stand firm]
        Dominic hands you the Prosecco with enormous dignity and goes back down the stairs.
        ~ dominic_here = false
        ~ priya_upset += 1
        Priya: That was fair. Honestly. I'll text him.
        She does not look as if it was fair.
    ** "Oh, go on, then. We'll find you a chair."
        Dominic: You're a legend. I'll sit on the floor, I don't mind.
        He will not sit on the floor. He will sit on the piano stool and complain about it.
* [Fetch the piano stool without a word]
    You fetch the piano stool from the corner; it's the only seat in the flat that isn't the cat's. Dominic takes it as if he'd been expecting it.
- -> the_cat

=== priya_word ===
In the kitchen, Priya leans against the fridge and covers her face with both hands.
Priya: I know. I know! He looked so sad on the platform. He said he'd changed.
* "Has he?"
    Priya: He's started doing yoga. So. Partially?
* "Do you actually want him here?"
    Priya takes a long time to answer.
    Priya: I want him to want to be here. Is that mad? That's mad.
* "It's your call. I'll lay another place."
    Priya: You're the best. You are. I'll make sure he behaves.
    ~ priya_upset -= 1
- Through the door comes a roar of laughter and Dominic's voice: "Funnily enough, I've just got back from Peru."
->->

=== the_cat ===
You nip back to the kitchen to put the fish in the oven and find that someone has got there first.
Biscuit, your large ginger tom, is standing in the middle of the sea bass. Not beside it. In it. He has the unhurried calm of an animal who has never once been told no and believed it.
* [Grab him round the middle]
    You scoop him up. He comes away with a strip of fish in his jaws and the look of a cat who has been framed.
    -> fish_damage
* "Biscuit! Off!"
    Biscuit looks at you. He looks at the fish. He chooses the fish.
    ** [Lunge for him]
        You lunge; he slides off the worktop like butter off a hot knife, taking the tail with him.
    ** Shake the Dreamies packet
        The rattle of the treat packet works where your authority never has. He drops to the floor and sits, expectant, whiskers glistening.
    -- -> fish_damage
* Leave the cat to it
    You step back out and close the kitchen door very quietly. Some battles are lost before they start. Through the door comes a contented, rhythmic chewing.
    ~ fish = "gone"
    -> no_fish

= fish_damage
You survey the damage. One end of the bass is intact and gleaming. The other end looks as if it has been dragged through a hedge.
* Trim the nibbled end and say nothing
    ~ fish = "trimmed"
    A careful knife, some strategic lemon slices, a scatter of parsley. If you didn't know, you'd never know.
    -> before_dinner
* "Marcus! How do you feel about fish and chips?"
    -> chippy
* [Serve it exactly as it is]
    ~ fish = "whole"
    You rearrange the parsley over the worst of it. What the eye doesn't see, the heart doesn't grieve over.
    -> before_dinner

= no_fish
When you go back in ten minutes later, there is no sea bass. There is a skeleton, a very large cat asleep on the draining board and an atmosphere of deep contentment.
* "Marcus! How do you feel about fish and chips?"
    -> chippy
* [Make do with the potatoes and salad]
    Roast new potatoes, a big green salad, the good bread. Nobody ever died of a vegetarian dinner, except possibly Jonty.
    -> before_dinner
* Wake Biscuit up and tell him exactly what you think of him
    Biscuit opens one eye, listens to the whole speech and closes it again. You feel much better. There is still no fish.
    -> before_dinner

= chippy
Marcus appears in the doorway so fast he must have been hovering.
Marcus: Fish and chips? For {dominic_here:nine|eight}?
{dominic_here:
    He glances back at the sofa, where Dominic has stretched an arm along the cushions behind Priya.
}
Marcus: Anything to get out of here for twenty minutes. Give me your card.
~ fish = "chips"
~ marcus_out = true
He's down the stairs before you can finish Aunt Rosalind's order (haddock, no vinegar, "and I shall know").
-> before_dinner

=== before_dinner ===
The living room has reached that comfortable roar where nobody is listening and everyone is happy. Ines has found your records. Jonty is explaining the parking space to anyone who stands still long enough.
- (hub)
{hub > 2:
    -> neighbour
}
* (top_up) [Top everyone's glasses up]
    You go round with the Rioja, then the Prosecco, then, when both are gone, a bottle of something Bulgarian that somebody left after your last party.
    ~ tipsy += 2
    -> hub
* {dominic_here} [Check on Priya]
    Priya is perched on the arm of the sofa, watching Dominic tell the Hendersons about Peru.
    Priya: He's being nice. Suspiciously nice. He asked after my mum.
    ** "That's good, isn't it?"
        Priya: Is it? The last time he was this nice, he'd crashed my car.
    ** "Do you want me to get rid of him?"
        Priya: No! God, no. Maybe. Ask me after the main course.
    -- -> hub
* [Text Theo]
    {
    - theo_plan == "bike":
        Theo: On a bike. The seat was wet. Now I am wet. Coming.
        -> hub
    - theo_plan == "walk":
        Theo: Still stuck but we've been promised movement. Then I walk. Save me a potato.
        -> hub
    - else:
        Theo: Still here. A man opposite has started doing his sudoku out loud. Please send help.
        -> theo_text
    }
* {top_up && not music_loud} Now put on something with a bit of life in it
    ~ music_loud = true
    ~ tipsy += 1
    Ines whoops. Aunt Rosalind puts her hands over her ears, then takes them off again when she realises it's Motown.
    -> hub
+ "Right, everyone. Food!"
    -> neighbour

= theo_text
* "Get off the moment it moves and walk."
    Theo: Aye aye, captain.
    ~ theo_plan = "walk"
* "Hang in there. Help the man with his sudoku."
    Theo: Seven across is "despair".
* Send back a single crying-face emoji
    Theo sends back a single crying-face emoji. It is the most romantic exchange you've had in weeks.
- -> before_dinner.hub

=== neighbour ===
{marcus_out:
    Marcus comes back up the stairs at a jog, steaming gently, with two carrier bags from the chippy on Fortess Road.
    ~ marcus_out = false
}
Chairs are scraping as people start drifting towards the table, and then there's a knock. Not the buzzer: the door itself. Three sharp raps.
It's Mrs Okafor from the flat below, in a dressing gown and slippers, reading glasses pushed up into her hair.
{
- music_loud:
    Mrs Okafor: Good evening. Your music is coming up through my lampshade. I'm on an early at the Whittington tomorrow. Six o'clock.
    ~ okafor += 1
- tipsy >= 3:
    Mrs Okafor: Good evening. One of your guests laughs like a goose, and the goose is directly above my bed. I'm on an early tomorrow.
    ~ okafor += 1
- else:
    Mrs Okafor: Good evening. It isn't too bad yet. I've come up before it gets bad. I'm on an early at the Whittington.
}
* "I'm so sorry. We'll keep it down."
    ~ music_loud = false
    Mrs Okafor: Thank you. That's all I ask.
    She pads off down the stairs. Behind you, somebody turns the music down without being asked, which is a small miracle.
* "Would you like to join us for a glass?"
    Mrs Okafor looks past you at the candles, the mismatched chairs, Aunt Rosalind in her fur hat.
    Mrs Okafor: I'm in my dressing gown.
    ** "So? My aunt's in a fur hat."
        Mrs Okafor laughs despite herself, a big laugh that surprises you both.
        Mrs Okafor: One glass. One. And then I go to bed, and so does your music.
        ~ okafor_upstairs = true
        ~ okafor = 0
        ~ music_loud = false
    ** [Don't push it]
        "Another time, then," you say. She nods, and you both find you mean it.
        Mrs Okafor: Another time. Quietly, please.
* "It's Saturday night, Mrs Okafor."
    ~ okafor += 2
    Mrs Okafor: And at five o'clock it will be Sunday morning, and I will be getting up to look after people's grandmothers. Good night.
    She goes. Her door shuts downstairs with great precision.
* [Let Aunt Rosalind deal with her]
    Aunt Rosalind sails into the hall, sherry in hand.
    {rosalind_pleased >= 1:
        Aunt Rosalind: My dear woman, you're a nurse? My Gerald was nursed at the Whittington. Come in this minute and tell me everything.
        Somehow, within a minute, Mrs Okafor is on the sofa with a sherry, wearing Rosalind's hat.
        ~ okafor_upstairs = true
        ~ okafor = 0
    - else:
        Aunt Rosalind: In my day, neighbours came up with a bottle, not a complaint.
        Mrs Okafor: In your day, I expect, nurses got a lie-in.
        She turns and goes down without another word.
        ~ okafor += 2
    }
- -> starters

=== starters ===
The table is really a desk wearing a tablecloth, with eight chairs around it, four of which match{dominic_here:, and the piano stool for Dominic}.
{okafor_upstairs:
    Mrs Okafor takes the armchair in the corner, glass in hand, and declares herself an observer.
}
Theo's chair sits empty at the end, like a reproach{dominic_here:, until Dominic, finding the piano stool too low, quietly slides into it}.
* Put Marcus next to Priya
    Marcus lowers himself into the chair beside Priya with the care of a man getting into a hot bath.
    {dominic_here:
        Dominic, opposite, notices. Dominic notices everything.
    }
    ~ marcus_sulk -= 1
* {dominic_here} Sit Dominic next to Aunt Rosalind
    Aunt Rosalind looks Dominic up and down as if pricing him for auction.
    Aunt Rosalind: And what is it you do, young man?
    Dominic: I'm in... I suppose you'd call it brand strategy.
    Aunt Rosalind: I suppose I wouldn't.
    ~ rosalind_pleased += 1
* [Let everyone sit where they like]
    It goes the way it always goes: the Hendersons together, Ines nearest the wine, {dominic_here:and Dominic wedged between Priya and Marcus like a bookend between two books that have fallen out|and Marcus beside Priya, as if by accident}.
    {dominic_here:
        ~ marcus_sulk += 1
    }
- Everyone has a glass. Everyone is looking at you.
* "Shall we start with the starters?"
    Ines points out that that's what starters are for, and everyone laughs more than it deserves.
* [Raise a glass to Theo, wherever he is]
    "To Theo," you say, "somewhere under Camden." Everyone drinks to him, and Aunt Rosalind drinks to him twice.
    ~ tipsy += 1
* Open another bottle first
    Nobody objects. Nobody has ever objected.
    ~ tipsy += 1
- The starters go down well: beetroot, goat's cheese, a handful of toasted walnuts.
{dominic_here:
    -> dominic_speech
}
-> theo_news

= dominic_speech
Then Dominic taps his glass with a fork.
Dominic: I just want to say, and Priya is going to kill me, that tonight has made me realise some things. About what I let go of.
Priya goes the colour of the beetroot. Marcus puts down his fork very, very slowly.
* [Change the subject to Jonty's parking space]
    "Jonty," you say brightly, "tell everyone about the parking space."
    Jonty does, at length. Dominic's moment founders and sinks with all hands. Priya mouths "thank you" across the table.
* "Dominic, could you give me a hand in the kitchen?"
    In the kitchen, Dominic leans on the fridge.
    Dominic: Too much?
    ** "Far too much."
        Dominic: Yeah. I felt it leave my mouth and I wanted it back.
    ** "Talk to her later. Alone. Not over beetroot."
        Dominic: You're right. Not over beetroot.
    -- He goes back to the table and spends the rest of the course being fascinated by Hannah's allotment.
* Let Aunt Rosalind loose on him
    Aunt Rosalind: Young man. When one lets something go, it is generally because one was holding it wrong.
    There is a silence. Then Priya laughs, really laughs, and the whole table comes apart at the seams.
    Dominic: That's... fair.
    ~ rosalind_pleased += 1
    ~ tipsy += 1
* [Do nothing and let it play out]
    Dominic says more. Quite a lot more. There is a poem involved, or at least a quotation from one. By the end of it, Priya has gone out onto the fire escape "for some air" and Marcus has eaten all the bread.
    ~ priya_upset += 2
    ~ marcus_sulk += 1
- -> theo_news

=== theo_news ===
Your phone buzzes against your hip.
{
- theo_plan == "bike":
    Theo: Outside. I think. All the doors on this street look the same in the rain.
    -> theo_arrives -> mains
- theo_plan == "walk":
    Theo: We moved! Off at Camden Town. Walking up now. Keep me some of whatever's left.
    -> walking
- else:
    Theo: Still here. They've turned the lights down to save power. Someone is eating an egg sandwich in the dark.
    -> waiting
}

= walking
* "Hurry. Your aunt is holding court."
    Theo: Then I shall walk slower.
* [Send him a photo of the table]
    {dominic_here:
        Theo: Lovely. Who's the man in my chair?
    - else:
        Theo: Look at you all. Is that Marcus with carnations? Bless him.
    }
* Tell him not to bother with flowers
    Theo: Too late. I've bought flowers. They're worse than whatever Marcus brought.
- -> mains

= waiting
* "Get off at the next station and run."
    Theo: If there is a next station. If there is a world above.
    ~ theo_plan = "run"
* "Stay safe. We'll save you some pudding."
    Theo: You're too good to me. Save me the biggest bit.
* [Send back a photo of Biscuit looking smug]
    Theo: What has he done. What has that cat done.
- -> mains

=== theo_arrives ===
~ theo_home = true
The buzzer, then feet taking the stairs two at a time, and Theo is in the doorway: soaked to the skin, hair plastered flat, {theo_plan == "bike":a hire-bike helmet still on his head,} holding a bunch of petrol-station tulips even worse than Marcus's carnations.
Theo: I'm here. I'm here! What did I miss?
* [Kiss him, wet as he is]
    He tastes of rain and the Northern line. Someone at the table says "Aww", and someone else throws a napkin.
* "Only everything."
    {dominic_here:
        Theo: Good. I'll catch up. Is that Dominic in my chair?
        Dominic gets up with surprising speed.
    - else:
        Theo: Good. I'll catch up. You saved my chair.
        You did. You'd have fought for it.
    }
* Hand him a tea towel and a glass of wine
    Theo: This is why I love you. The tea towel. Mostly the wine.
    ~ tipsy += 1
- ->->

=== mains ===
And now, the main event.
{
- fish == "trimmed":
    -> trimmed
- fish == "whole":
    -> untrimmed
- fish == "chips":
    -> chips
- else:
    -> salad
}

= trimmed
You carry in the sea bass on your biggest plate, lemon slices fanned over its shorter end. There is a small round of applause.
Aunt Rosalind: Well. Somebody has been watching the television.
* "It's just lemon and patience."
    Aunt Rosalind: Patience, in this family? Then you're adopted.
    ~ rosalind_pleased += 1
* [Tell them about the cat anyway]
    You tell them about Biscuit. By the end, Jonty is crying with laughter and asking whether the cat has an Instagram.
    ~ tipsy += 1
* Hand round the potatoes before anyone looks too closely
    The potatoes go round. Nobody looks too closely. A triumph of logistics over honesty.
- -> after_mains

= untrimmed
You carry in the sea bass to a round of applause, which lasts until Aunt Rosalind lifts from its flesh, on the end of her fork, a single long and unmistakably ginger hair.
Aunt Rosalind: Darling. Is this fish wearing a wig?
* "It's saffron."
    Aunt Rosalind: It is not saffron. I have been to Valencia.
    Everyone eats round the hair-shaped region with enormous tact.
    ~ rosalind_pleased -= 1
* [Confess everything]
    You tell them about Biscuit. By the end the whole table is helpless with laughter, and Aunt Rosalind is holding the hair up to the light like a jeweller.
    ~ tipsy += 1
    ~ rosalind_pleased += 1
* Blame the fishmonger
    "Honestly," you say, "that fishmonger on Queen's Crescent..." Biscuit chooses this moment to stroll along the back of the sofa, licking his lips. Nobody says anything. Nobody needs to.
- -> after_mains

= chips
Marcus tips the chips out of their paper onto the table, a great steaming golden heap, and the flat fills with the smell of vinegar and happiness.
* [Put them on the good plates]
    You plate them up on the wedding china. Haddock on Royal Doulton. Aunt Rosalind is visibly moved.
    ~ rosalind_pleased += 1
* "Eat them out of the paper. It's the law."
    Everyone eats out of the paper with their fingers, and the evening loosens by several notches.
    ~ tipsy += 1
* Give Aunt Rosalind her haddock first
    Aunt Rosalind sniffs her haddock. There is no vinegar on it. Marcus has never looked so relieved.
    Aunt Rosalind: Young man, you may live.
    ~ marcus_sulk -= 1
- -> after_mains

= salad
You bring out the potatoes, the salad and the good bread, and a bowl where the fish would have been, with nothing in it.
* "Tonight is a Mediterranean mezze evening."
    Hannah says she loves a mezze. Jonty asks where the meat is, and Hannah kicks him under the table.
* [Apologise for the lack of fish]
    You explain about the cat. Everyone is very kind about it, in the way people are kind at funerals.
* Open the emergency crisps
    Three bags of Kettle Chips, emptied into a mixing bowl. Ines declares it the best meal she's had all year, which says more about Ines's year than the crisps.
    ~ tipsy += 1
- -> after_mains

= after_mains
{priya_upset >= 2:
    -> fire_escape ->
}
{theo_plan == "walk" && not theo_home:
    -> theo_arrives ->
}
-> singing

= fire_escape
Priya is still out on the fire escape, wearing your coat, which she has borrowed without asking. The rain has stopped. Down below, a fox is going through the bins with professional interest.
* [Go out to her]
    You climb out and sit beside her on the wet iron.
    Priya: I'm an idiot.
    ** "You're not. He's the idiot. He read you a poem, Priya."
        Priya laughs into the collar of your coat.
        ~ priya_upset -= 1
    ** "You're a bit of an idiot. So am I. It's allowed."
        Priya: Is that meant to be comforting?
        "Yes."
        Priya: It sort of is.
        ~ priya_upset -= 1
    ** [Just sit with her]
        You sit and say nothing, which is sometimes the thing. After a while she leans her head on your shoulder, and the fox gives up on the bins.
        ~ priya_upset -= 2
* "Marcus, would you take Priya a glass of wine?"
    Marcus goes, with two glasses and a face like Christmas morning. Through the window you see them on the ironwork together, not saying much, which for Marcus is practically a proposal.
    ~ priya_upset -= 1
    ~ marcus_sulk -= 1
* Leave her be for now
    Some people want company. Priya, when she's like this, wants a fire escape. You leave the window open a crack.
- ->->

=== singing ===
{tipsy >= 4 || music_loud:
    -> singalong
}
-> dessert

= singalong
By now the wine has done its work. Jonty has found a wooden spoon and Ines has found the first three lines of "Don't Look Back in Anger", and between them they have decided that the whole room should know the rest.
{okafor_upstairs:
    Mrs Okafor, it turns out, knows every single word.
}
* Join in, loudly
    You take the chorus. You take it somewhere it has never been.
    ~ tipsy += 1
    {not okafor_upstairs:
        ~ okafor += 2
    }
* "Shh! Mrs Okafor!"
    {okafor_upstairs:
        Mrs Okafor: I'm right here, and I'm the loudest.
    - else:
        The singing drops to a guilty hum, then a whisper, then Jonty doing the guitar solo with his mouth, very quietly.
    }
* [Take the wooden spoon off Jonty]
    Jonty surrenders the spoon. Without it, the song loses its way somewhere in the second verse and dies a natural death.
- {okafor >= 2 && not okafor_upstairs:
    -> second_knock
  }
-> dessert

= second_knock
The knock again. Harder this time.
Mrs Okafor: It is a quarter to eleven. I have to be up in six hours. I am asking you nicely, for the last time.
* "You're right. I'm so sorry. Music off, voices down."
    ~ okafor -= 2
    ~ music_loud = false
    Mrs Okafor: Thank you. Good night.
* [Offer her a glass of wine by way of apology]
    {okafor >= 4:
        Mrs Okafor looks at the glass, then at you, then walks away without taking it.
        ~ okafor += 1
    - else:
        Mrs Okafor: I shouldn't. I'm not going to. Thank you. Keep it down.
        She takes the glass with her, though.
        ~ okafor -= 1
    }
* Pretend nobody's in
    Everybody freezes. A roomful of grown adults holds its breath in a candlelit room. Jonty hides behind a curtain that does not reach the floor.
    The footsteps on the landing do not go away. Then they go down, slowly and deliberately.
    ~ okafor += 2
- {okafor >= 4:
    -> lights_out
  }
-> dessert

=== dessert ===
{theo_plan == "run" && not theo_home:
    -> theo_arrives ->
}
The plates are cleared, or at least moved to the floor. Time for pudding.
{souffle_fate == "later":
    You lift the tea towel off the soufflé. It has not improved in your absence.
}
* {souffle_fate == "pudding"} [Bring out the chocolate pudding]
    You set it down with a flourish. Nobody asks what it was supposed to be.
    Aunt Rosalind: Warm chocolate pudding. How terribly brave.
    Then she has seconds.
    ~ rosalind_pleased += 1
* {souffle_fate == "later"} Serve it anyway, with enormous confidence
    {tipsy >= 3:
        It is carried in, set down and eaten straight from the dish with every spoon in the flat. Somebody calls it "rustic". Somebody else asks for the recipe.
        ~ dessert_saved = true
    - else:
        Aunt Rosalind: Darling. This soufflé has had a stroke.
        People are polite about it. People leave quite a lot of it.
    }
* Serve Aunt Rosalind's Battenberg
    ~ dessert_saved = true
    {rosalind_pleased >= 2:
        Aunt Rosalind: My Battenberg! Well. I did say it was for emergencies.
        She slices it herself, with the air of a surgeon, and gives the biggest piece to Marcus.
        ~ rosalind_pleased += 1
    - else:
        Aunt Rosalind: Oh, I see. My shop-bought cake is good enough after all.
        She eats two slices anyway.
    }
* "Who's for cheese and biscuits?"
    Half a wedge of Wensleydale, the end of a Stilton and most of a packet of Hobnobs. It isn't pudding, but it isn't nothing.
* [Send someone to the corner shop for ice cream]
    ~ dessert_saved = true
    {dominic_here:
        Dominic volunteers, to everyone's surprise, and comes back twenty minutes later with a tub of Priya's favourite flavour. He remembered.
        Priya: You remembered.
        Dominic: Course I remembered.
        ~ priya_upset -= 1
    - else:
        Marcus goes, and comes back with three tubs, a bag of Maltesers and a copy of the Evening Standard, which he bought out of panic.
    }
- -> late

=== late ===
It's gone eleven. The candles are down to stubs and the windows have steamed up.
{theo_home:
    Theo is on the sofa with Biscuit on his lap, being forgiven by both of you at once.
- else:
    Theo's chair is still empty. His last text, forty minutes ago, just said "MOVING!!!"
}
* "Coffee, anyone?"
    You make a cafetière nobody drinks. It's the thought.
* Open the last bottle
    ~ tipsy += 2
    The last bottle turns out to be the good one you were saving. Oh well.
    {not okafor_upstairs && okafor >= 2:
        Somewhere below you, a broom handle knocks on a ceiling three times.
        ~ okafor += 1
    }
* [Start stacking plates, pointedly]
    Subtle as a brick. It works on the Hendersons, who have a babysitter, and on no one else.
- {okafor >= 4:
    -> lights_out
  }
-> goodbyes

=== goodbyes ===
One by one, coats are found under other coats, and the evening starts to say goodbye to itself.
- (bye)
* {bye < 3} [See Aunt Rosalind into her taxi]
    {rosalind_pleased >= 2:
        Aunt Rosalind: A triumph, darling. A shambles, but a triumph. Give Theodore my love and the cat my contempt.
    - else:
        Aunt Rosalind: Thank you, darling. Next time, I'll host. At least my cat is dead.
    }
    -> bye
* {bye < 3} [Hug Priya goodbye]
    {
    - priya_upset >= 2:
        Priya: Sorry about tonight. About him. About me.
        She goes before you can tell her there's nothing to be sorry for.
    - dominic_here:
        Priya: I'm going to walk to the station with Dominic. Just walk. Don't look at me like that.
    - else:
        Priya: Best night in ages. I mean it.
    }
    -> bye
* {bye < 3} [Thank Marcus for the carnations]
    {marcus_sulk >= 2:
        Marcus: No worries. Night. Night, Priya.
        He goes down the stairs two at a time, like a man escaping.
    - else:
        Marcus: Thank you for having me. Seriously. And, um. If you're ever seating Priya again...
        "I'll put you next to her."
        Marcus: I was going to say "don't tell her I asked". But yes. That.
    }
    -> bye
* {bye < 3} [Wave off the Hendersons and Ines]
    The Hendersons leave still arguing about the parking space. Ines leaves with one of your records under her arm, and you will never see it again.
    -> bye
* -> ending

=== ending ===
The rest of them slip away while you're hugging someone else, and then the door is shut and the flat goes quiet.
{
- theo_home && dessert_saved && priya_upset < 2:
    -> ending_triumph
- else:
    -> ending_quiet
}

=== ending_triumph ===
Theo finds you in the kitchen, surrounded by every glass you own.
Theo: Well?
"Collapsed soufflé. A cat in the fish. An ex nobody invited. A complaint from downstairs."
Theo: So... a success.
It was. Somehow, it really was.
* [Dance with Theo in the kitchen]
    You dance to nothing in particular between the sink and the bin, and Biscuit watches from the fridge with contempt.
* "Same time next year?"
    Theo: Same time next year. I'm getting a taxi.
* {fish != "gone"} Give Biscuit the last scrap of fish
    He eats it as if he hasn't eaten all evening. He is a liar and a thief and you love him.
- The washing-up can wait until the morning. For once, everything else can too.
THE END
-> END

=== ending_quiet ===
You end up sitting on the kitchen floor among the plates, because the chairs have all been sat in enough for one night.
{theo_home:
    Through the doorway you can see Theo asleep on the sofa, one arm trailing on the floor, Biscuit curled on his chest. After a while he wakes, pads in and sits down beside you.
- else:
    At twenty past midnight there's a key in the lock, and Theo comes in, damp and grey, smelling of the Northern line.
    Theo: Did I miss it?
    You tell him he missed all of it. He sits down on the kitchen floor next to you anyway.
    ~ theo_home = true
}
It wasn't the evening you planned. It was an evening.
* "Next time, we're getting a takeaway."
    Theo: Next time, we're going to your aunt's.
* [Put your head on his shoulder]
    You sit like that for a long time, among the plates, while the rain starts up again on the skylight.
* {dominic_here} Tell him about Dominic's big moment
    Theo: He did not.
    "He did."
    Theo: Over the beetroot?
* Share the last of the Battenberg
    Two forks, one tin, and the last pink-and-yellow square, split down the middle.
- Tomorrow you'll wash up. Tomorrow you'll apologise to Mrs Okafor. Tonight, this will do.
THE END
-> END

=== lights_out ===
For a moment, nothing. Then, with a small click from somewhere beneath your feet, every light in the flat goes out. The fridge shudders and falls silent. The music stops halfway through a word.
In the dark, Aunt Rosalind's voice.
Aunt Rosalind: The fuse box. It's in her hallway, isn't it, darling?
It is. You'd forgotten. You will never forget again.
* Light the candles and carry on
    You light every candle you own. It's lovely for about ten minutes, until somebody needs the loo and discovers the extractor fan is also off.
* "I think that's our cue, everyone."
    Coats are found by phone torchlight. Aunt Rosalind leaves with the Battenberg.
* [Go down and knock on Mrs Okafor's door]
    You knock. Behind the door, very clearly, a woman says, "No."
- By midnight the flat is empty and dark, and Biscuit is sitting on the cold hob, blinking at you, the only one who had a good night.
{theo_home:
    Theo: Well. At least nobody will remember the soufflé.
- else:
    When Theo finally gets in, he finds you on the stairs with a candle, like a Victorian ghost.
    Theo: Do I want to know?
    "No."
}
THE END
-> END
