"""Text tidying before matching: phone spelling spelled out, unknown words mended toward option words."""

from __future__ import annotations

from taleweaver.intent.normalise import edit_distance, expand_shorthand, mend_typos

KNOWN = {"i", "have", "a", "the", "score", "and", "what's"}


def test_shorthand_is_spelled_out_and_plain_english_kept() -> None:
    assert (
        expand_shorthand("ur secret is safe w me, im in! thx")
        == "your secret is safe with me, i'm in! thanks"
    )
    assert expand_shorthand("gimme the key 2 the tower") == "give me the key to the tower"
    assert expand_shorthand("Walk to the harbour") == "walk to the harbour"
    assert expand_shorthand("cn u tell me abt the job 2moro") == "can you tell me about the job tomorrow"
    # a tag question is not a negation: "innit" must not become "isn't it" (a "no" to the refusal rules)
    assert expand_shorthand("got a ticket innit") == "got a ticket right"


def test_edit_distance_counts_a_swap_once() -> None:
    assert edit_distance("tciket", "ticket") == 1
    assert edit_distance("hafl", "half") == 1
    assert edit_distance("stiars", "stairs") == 1
    assert edit_distance("abc", "xyz") == 3  # capped at limit + 1


def test_only_unknown_words_are_mended_and_only_to_one_close_word() -> None:
    vocabulary = ["ticket", "half", "chart", "shore", "cart"]
    assert mend_typos("i have a tciket", vocabulary, KNOWN.__contains__) == "i have a ticket"
    assert mend_typos("the score", vocabulary, KNOWN.__contains__) == "the score"  # a real word stays
    # "chrt" is one edit from both "chart" and "cart": ambiguous, left as typed.
    assert mend_typos("chrt", vocabulary, KNOWN.__contains__) == "chrt"
    assert mend_typos("anything", [], KNOWN.__contains__) == "anything"
    # a dropped g is put back where the vocabulary knows the word with it
    known = KNOWN | {"looking", "cabin"}
    assert mend_typos("what are you lookin at", vocabulary, known.__contains__) == "what are you looking at"
    assert mend_typos("the cabin", vocabulary, known.__contains__) == "the cabin"


def test_set_slang_phrases_are_said_plainly() -> None:
    assert expand_shorthand("spill the tea about ur boat") == "tell me about your boat"
    assert expand_shorthand("noted, lets roll") == "noted, let's go"
    assert expand_shorthand("say less") == "okay"
    assert expand_shorthand("the tea is cold") == "the tea is cold"  # only the set phrase is slang
    assert expand_shorthand("right, I'll come clean") == "right, i'll confess"
    assert expand_shorthand("quick, get out of sight") == "quick, hide"
    assert expand_shorthand("ok, i quit") == "okay, i give up"
    assert expand_shorthand("carry on") == "go on"
    assert expand_shorthand("I'm turning in") == "going to bed"
    # British slang (session 32 probes)
    assert expand_shorthand("nah fam, im stopping here") == "nah friend, i'm staying here"
    assert expand_shorthand("stop the clock") == "stop the clock"
    assert expand_shorthand("have a nosey out the door") == "peek out the door"
    assert expand_shorthand("gonna grass to the skipper") == "going to tell the skipper"
    assert expand_shorthand("i'm off to kip") == "i'm off to sleep"
    assert expand_shorthand("ignore it and crash") == "ignore it and sleep"
    assert expand_shorthand("crash into the customs boat") == "crash into the customs boat"
    assert expand_shorthand("i'll hustle for it") == "i'll work for it"
    # session 48
    assert expand_shorthand("legg it") == "run"
    assert expand_shorthand("chuck some light on that noise") == "shine the lamp on that noise"
    assert expand_shorthand("the light on the porch") == "the light on the porch"
    assert expand_shorthand("lol that aint even my bag") == "that isn't even my bag"
    assert expand_shorthand("i aint going") == "i'm not going"
    assert expand_shorthand("lol") == "lol"  # a laugh alone is left as it is (small talk)
    assert expand_shorthand("fair enough, I take your word for it") == "fair enough, i believe you"
    assert expand_shorthand("was crashed out at my flat") == "was fast asleep at home"
    assert expand_shorthand("I'll just hang around out here") == "i'll just wait out here"
    assert (
        expand_shorthand("I made my call and I'm sticking with it")
        == "i made my call and i stand by my decision"
    )
    assert expand_shorthand("i got my eye on you pal") == "i'll be watching you pal"
    assert expand_shorthand("keep an eye on the door") == "keep an eye on the door"
    assert expand_shorthand("imma ring the bell fr") == "i'm going to ring the bell for real"
    assert expand_shorthand("omw to the galley") == "on my way to the galley"
    assert expand_shorthand("turn in the thief") == "turn in the thief"  # handing over, not bed
    assert expand_shorthand("get down!") == "duck!"
    assert expand_shorthand("hit the deck") == "duck"
    # where the options use a word of the phrase, the player's word is the story's: kept as said
    assert expand_shorthand("i surrender", keep={"surrender", "stay"}) == "i surrender"
    assert expand_shorthand("i surrender", keep={"give", "stay"}) == "i give up"
    assert expand_shorthand("ok I give myself up", keep={"surrender", "stay"}) == "okay i surrender"
    assert expand_shorthand("ok I give myself up", keep={"give", "ram"}) == "okay i give myself up"
    assert expand_shorthand("the shore is out of sight") == "the shore is out of sight"
    assert (
        expand_shorthand("maybe another night, I'm dead on my feet") == "maybe another night, i'm too tired"
    )
    assert expand_shorthand("time to hit the hay") == "time to go to sleep"
    assert expand_shorthand("fine, I'll cough up") == "fine, i'll pay"
    assert expand_shorthand("let's lie low") == "let's hide"
    assert expand_shorthand("nah, i'll pass.") == "nah, no thanks."
    assert expand_shorthand("I'll pass the salt") == "i'll pass the salt"  # passing something on is not a no
    assert expand_shorthand("so what?") == "why does it matter?"
    assert expand_shorthand("so what do you need me for") == "so what do you need me for"  # not the idiom
    assert expand_shorthand("what difference does that make") == "why does it matter"
    assert expand_shorthand("I keep my mouth shut") == "i say nothing"
    assert expand_shorthand("stay silent") == "say nothing"
    assert expand_shorthand("stay silent", keep={"silent"}) == "stay silent"  # the story's own word


def test_ordinary_words_are_not_taken_for_slang() -> None:
    # A line that says an option's description word for word must reach the matcher unchanged.
    assert expand_shorthand("skip the backstory and ask sparrow what the job is") == (
        "skip the backstory and ask sparrow what the job is"
    )
    assert expand_shorthand("what's the deal with the ship") == "what's the deal with the ship"


def test_a_narrators_second_person_is_said_as_the_player() -> None:
    from taleweaver.intent.normalise import as_player

    assert as_player("You crouch behind your crates.") == "I crouch behind my crates."
    assert as_player("The officer waits.") == "The officer waits."
    assert (
        as_player("Hurrying on, you're glad to see the lights") == "Hurrying on, I'm glad to see the lights"
    )
    assert as_player("You are standing in a hall") == "I am standing in a hall"
    # "you" as the object is "me": "peers out at I" is no sentence a player says.
    assert as_player("An old innkeeper peers out at you.") == "An old innkeeper peers out at me."
    assert as_player("The cold takes you in your sleep.") == "The cold takes me in my sleep."
    assert as_player("She hands you a knife, and you take it.") == "She hands me a knife, and I take it."


def test_right_before_a_preposition_only_says_how_much() -> None:
    assert expand_shorthand("smash right into them") == "smash into them"
    assert expand_shorthand("walk right up to him") == "walk up to him"
    assert expand_shorthand("go right at the mill") == "go right at the mill"  # a way: kept
    assert expand_shorthand("turn right") == "turn right"


def test_single_words_of_slang_are_said_plainly() -> None:
    assert expand_shorthand("I could murder some grub") == "i could murder some food"
    assert expand_shorthand("np, I'll do it") == "no problem, i'll do it"
    assert expand_shorthand("he's dodgy") == "he's suspicious"
    # kept where an option uses the word itself
    assert expand_shorthand("buy the grub", keep={"grub"}) == "buy the grub"


def test_a_slang_phrase_keeps_the_word_its_group_caught() -> None:
    # the replacement refers back to the phrase's own first group: the verb at the helm, the compass point
    assert expand_shorthand("bear to port") == "bear to the left"
    assert expand_shorthand("hard a to starboard") == "hard to the right"
    assert expand_shorthand("steer to port, quick") == "steer to the left, quick"
    assert expand_shorthand("we sail northwards") == "we sail north"
    assert expand_shorthand("head eastward") == "head east"
    assert expand_shorthand("he's a diamond") == "he's a good man"
    assert expand_shorthand("the cook is a saint") == "the cook is a good man"
    # a port that is no side of a ship is kept, and so is a phrase the options use
    assert expand_shorthand("the port is busy") == "the port is busy"
    assert expand_shorthand("drink to port wine") == "drink to port wine"
    assert expand_shorthand("bear to port", keep={"port"}) == "bear to port"


def test_a_letter_said_over_and_over_is_said_once_at_the_menu() -> None:
    from taleweaver.player.menu import names_something

    # "ooooh wowww" is "oh wow": filler, naming no story
    assert not names_something("ooooh wowww")
    assert not names_something("sooo cool, pleeease")
    assert names_something("ooooh wowww dragons")  # a word of its own is still a word
    assert names_something("ooh, the lighthouse")


def test_being_out_of_here_is_leaving() -> None:
    from taleweaver.intent.normalise import expand_shorthand

    assert expand_shorthand("whatever, i'm outta here") == "whatever, i'll leave"
    assert expand_shorthand("whatever, i'm out") == "whatever, i'll leave"
    assert expand_shorthand("i'm out of cash") == "i'm out of cash"
    assert expand_shorthand("soz vicar my bad") == "sorry vicar sorry"
