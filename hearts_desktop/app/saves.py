"""The game in progress as a JSON file: its set-up and its event log, replayed on load.

A save is ``{"format": "hearts-desktop/save", "version": 1, "setup": GameSetup.to_dict(),
"events": [event_to_dict(...)], "saved_at": "<UTC ISO time>"}``. Loading checks types and
sizes, then replays every event through ``Match.replay``, so the engine re-validates the
whole game: a save that describes an impossible game is refused, never trusted.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import HandState, IllegalMove, Match, RulesError, event_from_dict, event_to_dict
from ..engine.deals import ExplicitDeals
from .problems import FileKind, LoadProblem, ProblemCode, ProblemError
from .setup import GameSetup
from .storage import check_header, parse_json_bytes, problem_for, read_json_bytes, utc_now_text
from .storage import write_json_atomic

FORMAT = "hearts-desktop/save"
VERSION = 1
KEYS = {"format", "version", "setup", "events", "saved_at"}
MAX_EVENTS = 200_000  # a 1000-hand game of 6 players is ~60 000 events
MAX_EXPLICIT_DEALS = 1000
# RulesError codes that mean "not our format" rather than "a combination the rules refuse".
_FORMAT_RULES_ERRORS = {"bad_format", "bad_value"}


@dataclass(frozen=True)
class SavedGame:
    """A loaded save: the set-up and the match replayed from it."""

    setup: GameSetup
    match: Match
    saved_at: str


@dataclass(frozen=True)
class LoadResult:
    """Either a game, or nothing (no save), or a problem (the bad file was moved aside)."""

    game: SavedGame | None = None
    problem: LoadProblem | None = None


def save_document(setup: GameSetup, match: Match, now: dt.datetime | None = None) -> dict[str, Any]:
    """The JSON document of a game."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "setup": setup.to_dict(),
        "events": [event_to_dict(event) for event in match.events],
        "saved_at": utc_now_text(now),
    }


def save_game(path: Path, setup: GameSetup, match: Match) -> None:
    """Save atomically; raises OSError and leaves the previous save intact if it fails."""
    write_json_atomic(path, save_document(setup, match))


def delete_save(path: Path) -> None:
    """Forget the game in progress (it ended, or the player started another)."""
    try:
        path.unlink()
    except FileNotFoundError:
        pass


def load_game(path: Path) -> LoadResult:
    """Load and re-validate a save. Never raises: a bad file becomes a problem and is moved aside."""
    try:
        raw = read_json_bytes(path)
        if raw is None:
            return LoadResult()
        return LoadResult(game=game_from_document(parse_json_bytes(raw)))
    except ProblemError as error:
        return LoadResult(problem=problem_for(FileKind.SAVE, path, error))
    except Exception as error:  # noqa: BLE001 - the last line of defence: a save never crashes the game
        unexpected = ProblemError(ProblemCode.CORRUPT, f"unexpected {type(error).__name__}: {error}")
        return LoadResult(problem=problem_for(FileKind.SAVE, path, unexpected))


def game_from_document(data: Any) -> SavedGame:
    """The game of a save document; raises ProblemError with the reason otherwise."""
    document = check_header(data, FORMAT, VERSION)
    if set(document) != KEYS:
        raise ProblemError(ProblemCode.CORRUPT, f"a save has exactly the keys {sorted(KEYS)}")
    saved_at = document["saved_at"]
    if not isinstance(saved_at, str) or len(saved_at) > 40:
        raise ProblemError(ProblemCode.CORRUPT, "saved_at must be a short string")
    try:
        dt.datetime.fromisoformat(saved_at.replace("Z", "+00:00"))
    except ValueError:
        raise ProblemError(ProblemCode.CORRUPT, "saved_at is not an ISO time") from None
    setup = _setup(document["setup"])
    events = _events(document["events"])
    try:
        match = Match.replay(setup.rules, setup.deals, events)
    except (IllegalMove, ValueError) as error:
        raise ProblemError(ProblemCode.IMPOSSIBLE_GAME, f"the game cannot be replayed: {error}") from None
    return SavedGame(setup, match, saved_at)


def _setup(data: Any) -> GameSetup:
    _check_explicit_deal_sizes(data)
    try:
        setup = GameSetup.from_dict(data)
    except RulesError as error:
        code = ProblemCode.CORRUPT if error.code in _FORMAT_RULES_ERRORS else ProblemCode.IMPOSSIBLE_GAME
        raise ProblemError(code, f"rules: {error}") from None
    except (ValueError, TypeError, KeyError) as error:
        raise ProblemError(ProblemCode.CORRUPT, f"set-up: {error}") from None
    if isinstance(setup.deals, ExplicitDeals):
        # The engine checks a deal only when it is dealt; a save must be sound throughout.
        for number, deal in enumerate(setup.deals.deals):
            try:
                HandState(setup.rules, deal, number)
            except ValueError as error:
                raise ProblemError(ProblemCode.IMPOSSIBLE_GAME, f"deal {number}: {error}") from None
    return setup


def _check_explicit_deal_sizes(data: Any) -> None:
    # Bounded before the engine builds anything from it.
    deals = data.get("deals") if isinstance(data, dict) else None
    if not isinstance(deals, dict) or deals.get("kind") != "explicit":
        return
    listed = deals.get("deals")
    if not isinstance(listed, list) or not 0 < len(listed) <= MAX_EXPLICIT_DEALS:
        raise ProblemError(ProblemCode.CORRUPT, "explicit deals must be a short non-empty list")
    for deal in listed:
        if not isinstance(deal, list) or len(deal) > 6:
            raise ProblemError(ProblemCode.CORRUPT, "a deal is a list of at most 6 hands")
        for hand in deal:
            if not isinstance(hand, list) or len(hand) > 17:
                raise ProblemError(ProblemCode.CORRUPT, "a hand is a list of at most 17 cards")
            if not all(isinstance(code, str) and len(code) <= 3 for code in hand):
                raise ProblemError(ProblemCode.CORRUPT, "cards are codes such as 'QS'")


def _events(data: Any) -> list:
    if not isinstance(data, list) or len(data) > MAX_EVENTS:
        raise ProblemError(ProblemCode.CORRUPT, f"events must be a list of at most {MAX_EVENTS}")
    events = []
    for index, item in enumerate(data):
        if isinstance(item, dict) and isinstance(item.get("cards"), list) and len(item["cards"]) > 3:
            raise ProblemError(ProblemCode.IMPOSSIBLE_GAME, f"event {index} passes too many cards")
        try:
            events.append(event_from_dict(item))
        except ValueError as error:
            raise ProblemError(ProblemCode.CORRUPT, f"event {index}: {error}") from None
    return events
