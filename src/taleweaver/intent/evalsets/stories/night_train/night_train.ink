// An ink story for the intent evaluation sets (tuning split): one-word choices and short quoted speech on a
// sleeper train, a courier carrying a sealed case past a suspicious conductor. Written for taleweaver's
// evaluation (session 32), not copied.
-> compartment

=== compartment ===
The sleeper rattles through the dark. A conductor slides your door open and looks at the leather case on your knees.
Conductor: Ticket, please. And what's in the case?
* [Lie]
    You tell him it holds nothing but shirts and a shaving kit.
    Conductor: Shirts. Of course.
    -> papers
* [Deflect]
    You ask whether the dining car is still open, and how late it serves.
    Conductor: Until eleven. You didn't answer me.
    -> papers
* "It's not mine."
    "A friend asked me to carry it to Vienna."
    Conductor: Some friend.
    -> papers
* [Show the ticket]
    You hand over your ticket and keep the case on your knees.
    -> papers

=== papers ===
Conductor: Your passport, please. There's been trouble on this line.
* [Hand it over]
    You give him the passport. He reads it for a long time.
    -> corridor
* [Stall]
    You pat every pocket, one by one, slowly, as if it must be somewhere.
    -> corridor
* [Bribe]
    You fold a banknote inside the passport before you give it to him.
    Conductor: I'll pretend I didn't see that.
    -> corridor
* "What kind of trouble?"
    Conductor: A man was robbed in the second class. They say he was carrying papers.
    -> corridor

=== corridor ===
The conductor moves on. In the corridor a woman in a grey coat is watching your door.
* [Follow her]
    You step out and walk after her toward the dining car, a few paces behind.
    -> dining
* [Lock the door]
    You turn the little brass lock and wedge the case under the bunk.
    -> night
* [Open the case]
    You break the seal with your thumbnail and lift the lid an inch.
    -> open_case
* [Sleep]
    You lie back on the bunk with the case on your chest and close your eyes.
    -> night

=== dining ===
The woman sits alone at a table for two and nods at the empty chair.
Woman: Sit down. You look like a man who needs a drink.
* [Sit]
    You sit across from her and set the case by your feet.
    -> talk
* [Refuse]
    You shake your head and walk back to your compartment.
    -> night
* "Who are you?"
    Woman: Someone who knows what's in that case.
    -> talk

=== talk ===
Woman: They will search the train at the border. Give me the case and you'll never see trouble again.
* [Give it]
    You push the case across the table.
    -> END
* [Threaten]
    You lean close and tell her quietly what happens to people who follow you.
    -> END
* [Flirt]
    You smile, order two brandies and ask her what a woman like her is doing on a train like this.
    -> END
* "Not a chance."
    -> END

=== open_case ===
Inside, under a layer of shirts, lies a bundle of letters tied with red string.
* [Read them]
    You untie the string and read the first letter by the light of the window.
    -> END
* [Burn them]
    You feed the letters one by one into the little stove until only ash is left.
    -> END
* [Close it]
    You press the lid down again and pretend you never looked.
    -> night

=== night ===
At the border the train stops. Boots in the corridor, and a knock on your door.
* [Answer]
    You open the door to two border guards with torches.
    -> END
* [Hide the case]
    You push the case out through the window onto the roof of the next carriage.
    -> END
* [Jump]
    You open the window, climb out and drop onto the gravel beside the tracks.
    -> END
