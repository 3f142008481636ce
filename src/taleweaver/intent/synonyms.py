"""A small hand-written table of words players use for the same action or thing, whatever the story.

Each group is a set of interchangeable words ("boat", "dinghy", "skiff"…; "look", "examine", "inspect"…).
Word overlap (:mod:`taleweaver.intent.lexical`) counts a line's word that an option lacks, but whose
group-mate the option has, at ``synonym_share`` (the matcher's default: as if it were the word itself); and a
line naming a synonym of a bare label's word ("yell" for "Shout") is not a bare guess. Written for
taleweaver from common English (no thesaurus data: none ships offline, see docs/intent.md); only words whose
everyday senses agree are grouped ("light" is not a lamp, "lie" is not a bluff). Pure.
"""

GROUPS: tuple[tuple[str, ...], ...] = (
    # moving
    ("go", "head", "walk", "travel", "proceed", "wander", "stroll"),
    ("run", "flee", "escape", "bolt", "dash", "sprint"),
    ("climb", "scale", "clamber", "ascend"),
    ("leave", "depart", "exit"),
    ("hide", "conceal"),
    ("wait", "linger", "stay"),
    ("follow", "tail"),
    # hands
    ("take", "grab", "pick", "snatch", "seize", "collect", "fetch"),
    ("give", "pass"),
    ("open", "unlock", "unbolt"),
    ("close", "shut"),
    ("push", "shove"),
    ("pull", "tug", "yank"),
    ("steal", "pinch", "nick", "swipe", "pocket"),
    ("fix", "repair", "mend", "patch"),
    # "bolt" is also a dash (above): a word with two senses sits in both groups, and the two senses' other
    # words stay apart ("run" is no mate of "lock").
    ("lock", "latch", "bolt"),
    ("wash", "scrub", "clean", "rinse"),
    ("work", "labour", "labor", "toil", "graft"),
    ("hit", "strike", "punch", "smack", "whack"),
    ("attack", "fight", "assault"),
    ("ram", "smash", "crash"),
    ("throw", "toss", "chuck", "hurl"),
    ("drop", "discard"),
    ("buy", "purchase"),
    ("pay", "settle"),
    # senses and talk
    ("look", "examine", "inspect", "study", "check", "peer", "observe", "scan", "view"),
    ("search", "rummage", "ransack"),
    ("listen", "eavesdrop"),
    ("talk", "speak", "chat", "converse"),
    ("ask", "inquire", "enquire", "query"),
    ("shout", "yell", "scream", "holler", "bellow", "call"),
    ("whisper", "murmur", "mutter"),
    ("thank", "thanks", "cheers"),
    ("laugh", "chuckle", "giggle"),
    ("cry", "weep", "sob"),
    ("help", "assist", "aid"),
    ("eat", "dine", "munch"),
    ("drink", "sip", "gulp", "swig"),
    ("sleep", "rest", "nap", "doze"),
    ("agree", "accept", "consent"),
    ("refuse", "decline"),
    # things
    (
        "boat",
        "dinghy",
        "skiff",
        "rowboat",
        "rowing",
        "canoe",
        "barge",
        "vessel",
        "ship",
        "ferry",
        "longboat",
        "lifeboat",
        "dory",
    ),
    ("dock", "pier", "jetty", "wharf", "quay", "harbour", "harbor", "port"),
    ("room", "chamber"),
    ("door", "doorway", "gate"),
    ("stairs", "steps", "staircase", "stairway"),
    ("path", "road", "track", "trail", "lane"),
    ("house", "home", "cottage"),
    ("shop", "store"),
    ("tavern", "inn", "pub", "alehouse"),
    ("money", "coin", "coins", "cash"),
    ("double", "twice"),
    ("friend", "pal", "mate", "buddy"),
    ("lamp", "lantern"),
    ("rope", "cord"),
    ("bag", "sack", "satchel", "pouch"),
    ("knife", "dagger", "blade"),
    ("coat", "cloak", "jacket"),
    ("cup", "mug"),
    ("telescope", "spyglass"),
    ("map", "chart"),
    ("letter", "note", "message"),
    ("shore", "beach", "coast"),
    ("forest", "woods", "wood"),
    ("box", "crate", "chest"),
    ("guard", "sentry", "watchman"),
)
