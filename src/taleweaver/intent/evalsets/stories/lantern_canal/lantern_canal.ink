// An ink story for the intent evaluation sets (tuning split): terse choice labels, the meaning in what
// follows each choice. Written for taleweaver's evaluation, not copied.
-> canal

=== canal ===
Night on the Lantern Canal. Your barge sits low in the water, heavy with crates.
Officer Pell: You there! Customs. Hold where you are.
* [Hide]
    You crouch behind the crates of tea and hold your breath while the lantern light slides over the deck.
    -> hidden
* [Bluff]
    You step into the lamplight and tell the officer you carry nothing but apples for the morning market.
    -> apples
* [Run]
    You cast off the mooring rope and pole the barge hard into the dark, away from the lantern.
    -> chase

=== hidden ===
Officer Pell: I can see your boots, you know.
* [Surrender]
    You stand up slowly, hands raised, and climb out from behind the crates.
    -> apples
* [Stay put]
    You do not move a muscle. The officer sighs and steps down onto the deck.
    -> apples

=== apples ===
Officer Pell: Apples, is it? Then you won't mind me looking.
* [Open a crate]
    You pry the lid off the nearest crate. Apples on top, and packets of tea underneath.
    -> caught
* [Bribe]
    You press three silver coins into the officer's glove and look the other way.
    -> bribed
* [Stall]
    You talk about the weather, the price of apples, your sick aunt in Dovegate: anything to buy time.
    -> stalled
* [Why?]
    You ask what gives a customs man the right to search an honest barge at midnight.
    Officer Pell: The Harbour Act, and this lantern.
    -> apples

=== chase ===
A second boat swings out of a side channel, its bell clanging.
* [Duck]
    You throw yourself flat on the deck as a low bridge scrapes over the cargo.
    -> bridge
* [Ram]
    You drive the barge straight at the customs boat and hope its hull is thinner than yours.
    -> rammed
* [Give up]
    You drop the pole and raise your hands. The chase is over.
    -> caught

=== bridge ===
Beyond the bridge the canal splits under the old mill.
* [Left]
    You steer into the narrow left channel, where the willows hang low over the water.
    -> willows
* [Right]
    You steer into the wide right channel, toward the lights of the warehouse quay.
    -> quay

=== stalled ===
Officer Pell: Your aunt. Yes. Very moving.
* [Cry]
    You let out a great sob and dab your eyes with your sleeve. The officer shifts, embarrassed.
    -> bribed
* [Joke]
    You tell the one about the goose and the bishop. The officer almost laughs.
    -> bribed
* [Confess]
    You admit the crates hold tea, not apples, and that you have no papers for any of it.
    -> caught

=== bribed ===
Officer Pell: I saw nothing. But my sergeant sees everything. Go, before I change my mind.
* [Thank him]
    You thank the officer and tip your hat.
    -> quay
* [Leave]
    You pole away without another word.
    -> quay

=== willows ===
Under the willows an old woman fishes from a rowing boat.
Old Woman: Lost, dearie?
* [Ask the way]
    You ask her the quickest way to the warehouse quay without passing a lantern.
    Old Woman: Past the mill, second turn, and mind the eels.
    -> quay
* [Sell tea]
    You offer her a packet of tea at half the market price.
    Old Woman: Half? I'll take two.
    -> quay

=== quay ===
Mags is waiting on the quay with a handcart.
Mags: Took your time. Any trouble?
* [Unload]
    You and Mags carry the crates up the steps and stack them in the warehouse.
    -> END
* [Pay her]
    You count her share of the silver into her palm, coin by coin.
    -> END
* [Tell her]
    You tell Mags everything: the customs man, the lantern, the chase.
    -> END

=== rammed ===
Wood splinters. The customs boat lists and its crew scramble for the bank.
-> END

=== caught ===
The officer writes your name in his little book and takes the barge in tow.
-> END
