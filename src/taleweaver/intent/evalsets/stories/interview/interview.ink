// An ink story for the intent evaluation sets (tuning split): choices that are quoted speech, said back in
// the player's own words — an interview at a police station about a stolen painting. Written for
// taleweaver's evaluation (session 29), not copied.
-> office

=== office ===
Inspector Crane sets a cup of cold tea in front of you. "The painting went missing on Tuesday night. Where were you?"
* "At home, asleep."
    "Alone?" She writes something down.
    -> alone
* "I'd rather not say."
    "That's a pity. It makes you look guilty."
    -> guilty
* "Am I under arrest?"
    "Not yet. But you could be, if you keep dodging."
    -> guilty
* [Say nothing.]
    You fold your arms and stare at the wall.
    -> guilty

=== alone ===
"Can anyone vouch for you?"
* "My landlady saw me come in."
    "Mrs Pike? We'll ask her."
    -> pike
* "No. I live alone."
    "Convenient."
    -> guilty
* "Why does it matter?"
    "Because someone walked out of the gallery with a Vermeer, and you have a key."
    -> guilty

=== guilty ===
Crane leans back. "Let's try again. Who else had a key to the gallery?"
* "Hooper, the night guard."
    "Hooper's been with the gallery twenty years."
    -> hooper
* "I want a lawyer."
    "You'll get one. Eventually."
    -> END
* "Only me. But I didn't take it."
    "Then who did?"
    -> hooper
* [Push the tea away.]
    You push the cup across the table. It slops onto her notes.
    -> END

=== pike ===
"Mrs Pike says you came home at two. The gallery closed at midnight."
* "She's confused. She's eighty."
    "She seemed very sure."
    -> hooper
* "Fine. I went for a walk first."
    "A two-hour walk? In the rain?"
    -> hooper
* "I want to speak to a lawyer."
    "Of course you do."
    -> END

=== hooper ===
"Tell me about Hooper."
* "He drinks on the job."
    "Does he now."
    -> END
* "He owes money to the wrong people."
    Crane stops writing. "Which people?"
    -> END
* "He's a good man. Leave him out of this."
    "Loyal. Interesting."
    -> END
