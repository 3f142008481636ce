"""Is a player's line English? The matcher's sentence model is English-only, so a line in another language is
answered "I only understand English for now" instead of being guessed at.

Detected, not guessed: ``py3langid`` (langid.py's maintained fork; its model ships in the wheel, numpy only)
scores the line against the common languages below, and a line counts as not English when another language
wins with probability ≥ ``MIN_PROBABILITY``, or when most of its letters are outside the Latin alphabet.
Measured on the evaluation sets (docs/intent.md): no English line flagged, short slang and chat included.
The model takes about 2 s to load, once per process: :func:`preload` starts that in the background (the
sentence encoder calls it when it loads), so a player's first line does not wait for it.
"""

from __future__ import annotations

import threading
from typing import Any

LANGUAGES = (
    "en", "fr", "de", "es", "it", "pt", "nl", "sv", "da", "no", "pl", "tr", "ru", "uk", "ja", "zh", "ko",
    "ar", "hi", "el", "cs", "fi", "hu", "ro", "id", "vi"
)  # fmt: skip
"""Languages the detector chooses among: English and languages players commonly type."""
MIN_PROBABILITY = 0.85
_MIN_LETTERS = 3

_lock = threading.Lock()
_identifier: Any = None


def _model() -> Any:
    global _identifier
    if _identifier is None:
        with _lock:
            if _identifier is None:
                from py3langid.langid import MODEL_FILE, LanguageIdentifier

                identifier = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
                identifier.set_languages(list(LANGUAGES))
                _identifier = identifier
    return _identifier


def preload() -> None:
    """Load the detector's model in a background thread, if nobody has yet."""
    if _identifier is None:
        threading.Thread(target=_model, name="langid-load", daemon=True).start()


def detect(text: str) -> tuple[str, float]:
    """The most likely language of ``text`` (ISO 639-1) and its probability."""
    language, probability = _model().classify(text)
    return str(language), float(probability)


def not_english(text: str) -> str | None:
    """The language a line is written in when that is clearly not English, else ``None``."""
    letters = [ch for ch in text if ch.isalpha()]
    if len(letters) < _MIN_LETTERS:
        return None
    if sum(not ("a" <= ch.casefold() <= "z") for ch in letters) > len(letters) / 2:
        language, _ = detect(text)
        return language if language != "en" else "unknown"
    language, probability = detect(text)
    return language if language != "en" and probability >= MIN_PROBABILITY else None
