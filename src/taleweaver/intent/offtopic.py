"""What players say that is about nothing in a story: the matcher's "none of these" class.

A line that sits closer to these than to any option is chat, not a move, and is never acted on. They are
generic — small talk, questions for an assistant, the player's own life — and name no story's things.
"""

from __future__ import annotations

OFF_TOPIC: tuple[str, ...] = (
    "what's the weather going to be like",
    "what day is it today",
    "tell me something funny",
    "how old are you",
    "are you a robot or a real person",
    "what is the meaning of life",
    "can you help me with my homework",
    "what's the best phone to buy",
    "how do I fix my computer",
    "who won the football match",
    "I had pasta for dinner",
    "my dog is called Max",
    "I'm bored",
    "I love pizza",
    "what's twelve times seven",
    "play my favourite song",
    "set an alarm for seven",
    "what is the population of Canada",
    "do you like movies",
    "haha",
    "umm",
    "whatever",
    "this is weird",
    "I have to go to work tomorrow",
    "what's on TV tonight",
    "where is the nearest supermarket",
    "translate this into Spanish",
    "sing me a song",
    "I like cats",
    "how do airplanes fly",
    "I have a headache",
    "my phone battery is low",
    "I have an exam tomorrow",
    "my internet connection keeps dropping",
    "my coffee has gone cold",
    "what's your favourite colour",
    # the game itself, and the player's life around it (session 44)
    "who made this app",
    "is there a settings menu",
    "the baby is crying, one sec",
    "my sister says hello",
    "I got new trainers today",
    "can you recommend a good book",
    "have you seen that new film",
    "why is grass green",
    "my neighbour's dog won't stop barking",
    "I'm so tired of Mondays",
)
