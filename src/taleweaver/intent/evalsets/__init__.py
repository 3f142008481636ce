"""The intent evaluation sets: player lines at real points of seventy stories (nineteen of them ink,
eighteen Twine) and the narrator's menu, each labelled with what it means.

Each story has a file ``lines/<story>.jsonl``; a line is ``{"node", "text", "expect", "style"}`` and
optionally ``"also"``:

- ``node`` — the storyline node the player is at (reached from the story's entry by storyline actions);
- ``text`` — what the player types;
- ``expect`` — the option key the line means (``do:<action>``, ``go:<scene>``, ``act:<scene action>``),
  ``off_topic`` (chat that is about nothing in the story: it must never be acted on) or ``clarify`` (a line
  that names no one option, e.g. a refusal of one: acting on it is wrong);
- ``style`` — how it is said: plain, slang, phone, typo, question, indirect, warm, synonym,
  possessive, negation, off;
- ``also`` — for a ``clarify`` line, option keys that are acceptable to take too (a refusing option); for a
  line that names an option, other keys that do the very same (a storyline move and the map move to the
  same place, as in ``ski_lift``): taking one of them resolves the line too.

``menu`` holds lines said at the narrator's menu of the bundled stories (``node`` ``menu``, or
``menu@<story>`` once that story was described; expect ``describe:<story>`` or ``enter:<story>``) and inside
a story (``node`` ``<story>/<node>``; expect ``exit`` to go back to the menu). ``intercept`` holds lines at
the choice points of inkle's *The Intercept* (an ink story of the shared corpus, read from
``../shared/corpus/`` at run time and skipped when absent): ``node`` is the path of choice numbers taken from
the start ("1.1.1"), ``expect`` is ``choice:<the choice's label as a slug>``
("choice:tell_me_what_this_is_about").

``lantern_canal`` is the team's own ink story (``stories/lantern_canal``: the ``.ink`` source and its compiled
``.ink.json``), terse choice labels whose meaning is in what follows them; its ``node`` ``start`` is the first
choice point. ``interview`` is another (``stories/interview``), whose choices are quoted speech (``"I want a
lawyer."``) said back in the player's own words; ``node`` and ``expect`` as for ``intercept``.
``night_train`` is a third (``stories/night_train``, session 32): one-word choices ("Lie", "Deflect",
"Stall", "Bribe") mixed with short quoted speech (``"It's not mine."``, ``"Not a chance."``); its lines
were written and scored once before any lever was tuned on them (docs/intent.md).

``cloak`` holds lines at the passages of *Cloak of Darkness* as Chapbook's examples tell it (the shared
corpus's ``chapbook-examples/demo/cloak-of-darkness.twee``, read from there at run time, imported, and skipped
when absent): compass-point links ("south", "west") whose meaning is the room each leads to; ``node`` and
``expect`` as for ``snow_inn``. It was written and scored once untouched (a first contact with a story of
someone else's, docs/intent.md) before it joined the tuning split.

``snow_inn`` is the team's own Twine story (``stories/snow_inn/snow_inn.twee``, Harlowe 3, terse link texts
whose meaning is in the passage each leads to), imported as ``taleweaver import`` does; its ``node`` is a
passage's id after import (``stranger_s_table``) and ``expect`` ``do:<the link's id>``.

``museum_night`` (a Twine story in SugarCube 2, ``stories/museum_night/museum_night.twee``: terse, place,
quoted-speech and sentence links), ``night_market`` (native, no authored examples), ``derelict`` (native,
authored examples on a third of its actions), ``village_fete`` (ink: quoted speech, sentences, one-word
choices and bracketed labels) and ``lost_dog`` (Twine, Harlowe 3: sentence, verb, place and quoted-speech
links) were written in session 34 by one helper each, and their lines by five others who saw only the
stories; each set was scored once untouched (a first contact, docs/intent.md) before it joined the tuning
split.

Eight more were written in session 35 the same way (one helper a story, another its lines, from the
story alone): ``kitchen_rush`` (native, authored examples on half its actions), ``radio_night`` and
``alpine_rescue`` (native, none), ``wedding_day`` (native, examples on a third), ``glasshouse`` (Twine,
SugarCube 2, sentence links) and ``desert_caravan`` (Twine, Harlowe 3), ``small_claims`` and
``midnight_library`` (ink). Each was scored once untouched; five of them before any lever of that session
existed (docs/intent.md, "Eight more stories at first contact (session 35)"). Four more came at the end of
that session and were scored untouched after its levers: ``vet_clinic`` (native, none), ``school_trip``
(native, examples on a third), ``carnival_night`` (Twine, Chapbook 1) and ``monastery`` (ink).

``pirates`` and ``bramble_books`` are the bundled stories (with their authored example lines);
``night_ferry`` and ``clocktower`` have no authored examples at all and ``orchard`` has two examples in
all, under ``stories/``. The stories are split in three: the matcher's levers and thresholds were tuned on
``TUNING`` only; ``HELD_OUT`` was written before tuning began (see docs/intent.md for the one change made
after it was first scored); ``FIRST_CONTACT`` holds stories scored untouched and not yet joined to tuning
(session 37: ``ferry_fog``, Twine, SugarCube 2; ``ward_night``, native, examples on a third; ``allotment``,
native, no examples; ``hotel_heist``, ink — their wrong actions were read in session 38; session 38:
``storm_trawler``, ink; ``auction_house``, Twine, Harlowe 3; ``dig_site``, native, no examples;
``theatre_night``, native, examples on a third; session 39: ``river_flood``, native, no examples;
``jury_room``, ink, its choices mostly things said; session 40: ``wedding_rings``, Twine, SugarCube 2;
``county_show``, native, examples on a third; session 41: ``ice_rink``, ink; ``balloon_fiesta``, native,
no examples; session 50: ``festival_lost``, Twine, Harlowe 3; ``aquarium_night``, native, no examples —
their two wrong actions and three misses were read; session 51: ``bee_swarm``, Twine, SugarCube 2;
``recording_studio``, ink — their wrong actions were read; session 52: ``ski_lift``, native, no examples;
``marathon_station``, ink; session 53: ``lost_property``, Twine, Harlowe 3; ``coach_breakdown``, native,
examples on a third — their wrong actions were read; at its end, scored after its levers: ``village_panto``,
native, no examples; ``charity_shop``, ink; session 54: ``pub_quiz``, Twine, Chapbook 2; ``moving_day``,
native, examples on a third — scored untouched, then their wrong actions read; session 55: ``beach_patrol``,
native, no examples; ``dinner_party``, ink; ``village_bus``, Twine, Harlowe 3, with a sidecar;
``science_fair``, native, examples on a third; session 57: ``campsite_storm``, Twine, SugarCube 2;
``cinema_reel``, native, no examples; session 58: ``lambing_night``, native, examples on a third;
``rowing_regatta``, ink; session 59: ``harvest_fair_night``, native, no examples; ``ferry_terminal_strike``,
Twine, SugarCube 2; session 60: ``swimming_gala``, native, examples on a third; ``bookshop_flood``, ink;
session 62: ``cricket_tea``, native, no examples; ``escape_room``, Twine, Harlowe 3),
reported as a split of their own. Session 36's four
(``lake_sub``, ``bakery_dawn``, ``observatory``, ``chess_final``) joined ``TUNING`` in session 37 once
their misses were read. ``not_english.txt`` holds lines in other
languages, for the language check; ``small_talk.txt`` off-topic lines (the player's day, the app itself)
said at two points of every native and Twine story by the small-talk sweep, and ``small_talk_held_out.txt``
97 more that no lever was fitted on (session 50), swept the same way and reported apart.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

HERE = Path(__file__).resolve().parent
STORIES_DIR = HERE / "stories"
LINES_DIR = HERE / "lines"

TUNING: tuple[str, ...] = (
    "pirates",
    "night_ferry",
    "orchard",
    "menu",
    "lantern_canal",
    "snow_inn",
    "cloak",
    "interview",
    "night_train",
    "museum_night",
    "night_market",
    "derelict",
    "village_fete",
    "lost_dog",
    "kitchen_rush",
    "glasshouse",
    "radio_night",
    "small_claims",
    "alpine_rescue",
    "desert_caravan",
    "midnight_library",
    "wedding_day",
    "vet_clinic",
    "school_trip",
    "carnival_night",
    "monastery",
    "lake_sub",
    "bakery_dawn",
    "observatory",
    "chess_final",
)
HELD_OUT: tuple[str, ...] = ("bramble_books", "clocktower", "intercept")
FIRST_CONTACT: tuple[str, ...] = (
    "ferry_fog",
    "ward_night",
    "allotment",
    "hotel_heist",
    "storm_trawler",
    "auction_house",
    "dig_site",
    "theatre_night",
    "river_flood",
    "jury_room",
    "wedding_rings",
    "county_show",
    "ice_rink",
    "balloon_fiesta",
    "festival_lost",
    "aquarium_night",
    "bee_swarm",
    "recording_studio",
    "ski_lift",
    "marathon_station",
    "lost_property",
    "coach_breakdown",
    "village_panto",
    "charity_shop",
    "pub_quiz",
    "moving_day",
    "beach_patrol",
    "dinner_party",
    "village_bus",
    "science_fair",
    "campsite_storm",
    "cinema_reel",
    "lambing_night",
    "rowing_regatta",
    "harvest_fair_night",
    "ferry_terminal_strike",
    "swimming_gala",
    "bookshop_flood",
    "cricket_tea",
    "escape_room",
)
"""Stories no one has tuned on, scored as they came (first contact) and reported on their own: what an
untuned story gets. Each joins ``TUNING`` once its misses are read."""
SETS: tuple[str, ...] = TUNING + HELD_OUT + FIRST_CONTACT
"""Every evaluation set, in the order the bench reports them."""
BUNDLED: frozenset[str] = frozenset({"pirates", "bramble_books", "menu"})
MENU = "menu"
"""The narrator's menu over the bundled stories: describe one, enter one, or (inside one) exit."""
INK: dict[str, tuple[str, str] | None] = {
    "intercept": ("the-intercept", "TheIntercept.ink.json"),
    "lantern_canal": None,
    "interview": None,
    "night_train": None,
    "village_fete": None,
    "small_claims": None,
    "midnight_library": None,
    "monastery": None,
    "chess_final": None,
    "hotel_heist": None,
    "storm_trawler": None,
    "jury_room": None,
    "ice_rink": None,
    "recording_studio": None,
    "marathon_station": None,
    "charity_shop": None,
    "dinner_party": None,
    "bookshop_flood": None,
    "rowing_regatta": None,
}
"""Ink stories: of the shared corpus (folder, file), read from there at run time and never copied; or
(``None``) the team's own, compiled under ``stories/<story>/``."""

TWINE: dict[str, tuple[str, str] | None] = {
    "snow_inn": None,
    "museum_night": None,
    "lost_dog": None,
    "glasshouse": None,
    "desert_caravan": None,
    "carnival_night": None,
    "lake_sub": None,
    "ferry_fog": None,
    "auction_house": None,
    "wedding_rings": None,
    "festival_lost": None,
    "bee_swarm": None,
    "lost_property": None,
    "pub_quiz": None,
    "cloak": ("chapbook-examples", "demo/cloak-of-darkness.twee"),
    "village_bus": None,
    "campsite_storm": None,
    "ferry_terminal_strike": None,
    "escape_room": None,
}
"""Twine stories, played after an import to the native format exactly as ``taleweaver import`` makes it (the
importer sits above the player: the bench passes one in): of the shared corpus (folder, file), read from
there at run time and never copied; or (``None``) the team's own, ``stories/<story>/<story>.twee``."""

Split = Literal["tuning", "held_out", "first_contact"]
Style = Literal[
    "plain",
    "slang",
    "phone",
    "typo",
    "question",
    "indirect",
    "warm",
    "synonym",
    "possessive",
    "negation",
    "off",
]


class EvalLine(BaseModel):
    """One labelled player line (see the module docstring)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    node: str = Field(min_length=1)
    text: str = Field(min_length=1)
    expect: str = Field(pattern=r"^(?:(?:do|go|act|choice|describe|enter):\w+|exit|off_topic|clarify)$")
    style: Style
    also: tuple[str, ...] = ()

    @property
    def names_option(self) -> bool:
        """True when the line means one option (not off-topic, not a clarify)."""
        return self.expect not in ("off_topic", "clarify")


def split_of(story: str) -> Split:
    if story in TUNING:
        return "tuning"
    if story in HELD_OUT:
        return "held_out"
    if story in FIRST_CONTACT:
        return "first_contact"
    raise ValueError(f"{story!r} is in no evaluation split; stories: {', '.join(SETS)}")


def corpus_file(story: str) -> Path | None:
    """The story file of an ink evaluation story: the team's own under ``stories/``, or the shared corpus's
    — ``None`` when the shared corpus is not beside the checkout (``../shared/corpus`` from the repository
    root or from the working directory)."""
    where = INK[story]
    if where is None:
        return STORIES_DIR / story / f"{story}.ink.json"
    return _in_corpus(*where)


def _in_corpus(folder: str, name: str) -> Path | None:
    """A file of the shared corpus, or ``None`` when the corpus is not beside the checkout."""
    for root in (HERE.parents[4], Path.cwd().parent):
        path = root / "shared" / "corpus" / folder / name
        if path.is_file():
            return path
    return None


def slug(label: str) -> str:
    """A choice label as an ``expect`` key: "Tell me what this is about." → ``tell_me_what_this_is_about``."""
    return "_".join(re.findall(r"[a-z0-9]+", label.casefold()))


def story_folder(story: str) -> Path | None:
    """The folder of an evaluation story, or ``None`` for a bundled one. A Twine story's folder holds its
    ``.twee`` source, which must be imported before it is played (``twine_source``)."""
    return None if story in BUNDLED else STORIES_DIR / story


def twine_source(story: str) -> Path | None:
    """The Twee file of a Twine evaluation story: the team's own under ``stories/``, or the shared corpus's
    (``None`` when the corpus is not beside the checkout)."""
    where = TWINE[story]
    if where is None:
        return STORIES_DIR / story / f"{story}.twee"
    return _in_corpus(*where)


NOT_ENGLISH_FILE = HERE / "not_english.txt"


def _lines_of(path: Path) -> tuple[str, ...]:
    """The lines of a one-line-each file, blank lines and ``#`` comments left out."""
    text = path.read_text(encoding="utf-8")
    return tuple(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


def not_english_lines() -> tuple[str, ...]:
    """Player lines in other languages (one a line): each should get "I only understand English"."""
    return _lines_of(NOT_ENGLISH_FILE)


SMALL_TALK_FILE = HERE / "small_talk.txt"


def small_talk_lines() -> tuple[str, ...]:
    """Off-topic lines (one a line; ``#`` starts a comment) said at story points by the small-talk sweep:
    none should ever be acted on."""
    return _lines_of(SMALL_TALK_FILE)


SMALL_TALK_HELD_OUT_FILE = HERE / "small_talk_held_out.txt"


def small_talk_held_out_lines() -> tuple[str, ...]:
    """Off-topic lines no lever was fitted on (session 50), swept like :func:`small_talk_lines` and reported
    apart: what small talk nobody tuned on gets."""
    return _lines_of(SMALL_TALK_HELD_OUT_FILE)


@cache
def load_lines(story: str) -> tuple[EvalLine, ...]:
    """The labelled lines of ``story``; a malformed line raises ``ValueError`` naming file and line."""
    path = LINES_DIR / f"{story}.jsonl"
    out: list[EvalLine] = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not raw.strip():
            continue
        try:
            out.append(EvalLine.model_validate(json.loads(raw)))
        except ValueError as exc:
            raise ValueError(f"{path}:{number}: {exc}") from exc
    return tuple(out)
