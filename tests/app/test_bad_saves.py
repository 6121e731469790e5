"""A corpus of bad save files: each loads to a clear problem, and the file is put aside."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hearts_desktop.app import saves
from hearts_desktop.app.problems import FileKind, ProblemCode
from hearts_desktop.app.saves import load_game, save_document
from hearts_desktop.app.storage import MAX_BYTES

from .games import play_random, short_setup

CORRUPT, IMPOSSIBLE = ProblemCode.CORRUPT, ProblemCode.IMPOSSIBLE_GAME


def real_document(events: int = 9, **setup_options: Any) -> dict:
    setup = short_setup(**setup_options)
    match = play_random(setup.new_match(), random.Random(4), events)
    return save_document(setup, match)


def encode(document: Any) -> bytes:
    return json.dumps(document).encode("utf-8")


def load_bad(folder: Path, raw: bytes, expected: set[ProblemCode] | None = None):
    """Load ``raw`` as a save; check it is refused and kept aside byte for byte."""
    path = folder / "save.json"
    for old in folder.glob("save.json*"):
        old.unlink()
    path.write_bytes(raw)
    result = load_game(path)
    problem = result.problem
    assert result.game is None and problem is not None
    assert problem.kind is FileKind.SAVE and problem.path == path
    if expected is not None:
        assert problem.code in expected, problem
    assert not path.exists()
    # A newer version's save is kept under a name that says so; anything else is "corrupt".
    label = "newer" if problem.code is ProblemCode.FUTURE_VERSION else "corrupt"
    assert problem.moved_to is not None and problem.moved_to.name.startswith(f"save.json.{label}-")
    assert problem.moved_to.read_bytes() == raw
    return problem


def test_the_real_document_loads(tmp_path):
    path = tmp_path / "save.json"
    path.write_bytes(encode(real_document()))
    assert load_game(path).problem is None


def test_empty_file(tmp_path):
    assert load_bad(tmp_path, b"").code is CORRUPT


def test_truncated_at_every_byte(tmp_path):
    raw = json.dumps(real_document(events=3), separators=(",", ":")).encode()
    for cut in range(len(raw)):
        load_bad(tmp_path, raw[:cut], {CORRUPT})


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=2000))
def test_random_bytes(tmp_path, raw):
    load_bad(tmp_path, raw)


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=30,
))
def test_random_json(tmp_path, value):
    load_bad(tmp_path, encode(value), {CORRUPT})


def _paths(value: Any, prefix: tuple = ()) -> Iterator[tuple]:
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value[:3]):
            yield from _paths(item, prefix + (index,))


def _replace(document: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    changed = copy.deepcopy(document)
    target = changed
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return changed


def _wrong_types(value: Any) -> list[Any]:
    candidates = [None, True, 0, -1, 1.5, "x", [], [1, "a"], {}, {"k": "v"}]
    same = {bool: (bool,), int: (int,), float: (float,), str: (str,), list: (list,), dict: (dict,)}
    kinds = same.get(type(value), ())
    return [c for c in candidates if type(c) not in kinds and (type(value) is not int or
                                                              type(c) is not bool)]


def test_every_field_with_a_wrong_type(tmp_path):
    document = real_document(events=5)
    tried = 0
    for path in _paths(document):
        if not path:
            continue
        original = document
        for key in path:
            original = original[key]
        for wrong in _wrong_types(original):
            load_bad(tmp_path, encode(_replace(document, path, wrong)), {CORRUPT, IMPOSSIBLE})
            tried += 1
    assert tried > 200


def test_missing_and_extra_keys(tmp_path):
    document = real_document()
    for key in list(document):
        broken = dict(document)
        del broken[key]
        load_bad(tmp_path, encode(broken), {CORRUPT})
    load_bad(tmp_path, encode({**document, "cheat": True}), {CORRUPT})
    setup = dict(document["setup"], extra=1)
    load_bad(tmp_path, encode({**document, "setup": setup}), {CORRUPT})
    rules = dict(document["setup"]["rules"], secret_option=1)
    load_bad(tmp_path, encode(_replace(document, ("setup", "rules"), rules)), {CORRUPT})


@pytest.mark.parametrize("version, code", [
    (2, ProblemCode.FUTURE_VERSION), (99, ProblemCode.FUTURE_VERSION),
    (0, CORRUPT), (-1, CORRUPT), ("1", CORRUPT), (1.0, CORRUPT), (None, CORRUPT),
])
def test_versions(tmp_path, version, code):
    assert load_bad(tmp_path, encode({**real_document(), "version": version})).code is code


def test_other_format(tmp_path):
    load_bad(tmp_path, encode({**real_document(), "format": "hearts-desktop/settings"}), {CORRUPT})


def _explicit_document(hands: list[list[str]]) -> dict:
    document = real_document(events=0)
    document["setup"]["deals"] = {"kind": "explicit", "deals": [hands]}
    return document


def test_an_explicit_deal_loads_when_sound(tmp_path):
    cards = [c for c in "23456789TJQKA"]
    hands = [[r + s for r in cards] for s in "CDSH"]
    path = tmp_path / "save.json"
    path.write_bytes(encode(_explicit_document(hands)))
    assert load_game(path).problem is None


def test_duplicate_cards_in_an_explicit_deal(tmp_path):
    cards = [c for c in "23456789TJQKA"]
    hands = [[r + s for r in cards] for s in "CDSH"]
    hands[3][0] = "QS"  # Q♠ twice, 2♥ nowhere
    assert load_bad(tmp_path, encode(_explicit_document(hands))).code is IMPOSSIBLE


def test_a_later_explicit_deal_is_checked_too(tmp_path):
    cards = [c for c in "23456789TJQKA"]
    good = [[r + s for r in cards] for s in "CDSH"]
    bad = copy.deepcopy(good)
    bad[0] = bad[0][:12]  # a short hand in the second deal
    document = _explicit_document(good)
    document["setup"]["deals"]["deals"].append(bad)
    assert load_bad(tmp_path, encode(document)).code is IMPOSSIBLE


@pytest.mark.parametrize("deals", [
    {"kind": "explicit", "deals": [[["XX"] * 13] * 4]},
    {"kind": "explicit", "deals": [[["2C"] * 20] * 4]},
    {"kind": "explicit", "deals": [[[1, 2, 3]] * 4]},
    {"kind": "explicit", "deals": []},
    {"kind": "explicit", "deals": [[[]]] * 2000},
    {"kind": "explicit", "deals": [[[]] * 7]},
    {"kind": "seed", "seed": -1},
    {"kind": "seed", "seed": 2**63},
    {"kind": "seed", "seed": 10**30},
    {"kind": "seed", "seed": "7"},
    {"kind": "daily", "date": "2026-13-45"},
    {"kind": "daily", "date": 20261129},
    {"kind": "telepathy"},
])
def test_bad_deals(tmp_path, deals):
    document = real_document()
    document["setup"]["deals"] = deals
    load_bad(tmp_path, encode(document), {CORRUPT, IMPOSSIBLE})


def test_illegal_play(tmp_path):
    document = real_document(preset_name="spardame-snl", events=6)
    first = document["events"][0]
    assert first["type"] == "play" and first["card"] == "2C"
    for card in ("3C", "QS", "AH", "ZZ"):
        broken = copy.deepcopy(document)
        broken["events"][0]["card"] = card
        load_bad(tmp_path, encode(broken), {CORRUPT, IMPOSSIBLE})


def test_card_played_twice_or_out_of_turn(tmp_path):
    document = real_document(preset_name="spardame-snl", events=6)
    twice = copy.deepcopy(document)
    twice["events"].append(twice["events"][0])
    assert load_bad(tmp_path, encode(twice)).code is IMPOSSIBLE
    swapped = copy.deepcopy(document)
    swapped["events"][1], swapped["events"][2] = swapped["events"][2], swapped["events"][1]
    assert load_bad(tmp_path, encode(swapped)).code is IMPOSSIBLE
    wrong_seat = copy.deepcopy(document)
    wrong_seat["events"][1]["seat"] = (wrong_seat["events"][1]["seat"] + 1) % 4
    assert load_bad(tmp_path, encode(wrong_seat)).code is IMPOSSIBLE


@pytest.mark.parametrize("cards", [["2C", "3C"], ["2C", "2C", "3C"], ["2C"] * 4, ["2C"] * 10_000, []])
def test_bad_passes(tmp_path, cards):
    document = real_document(preset_name="spar-dame", events=2)
    assert document["events"][0]["type"] == "pass"
    document["events"][0]["cards"] = cards
    load_bad(tmp_path, encode(document), {IMPOSSIBLE})


def test_moon_choice_nobody_asked_for(tmp_path):
    document = real_document(events=3)
    document["events"].append({"type": "moon", "seat": 0, "choice": "add_to_others"})
    assert load_bad(tmp_path, encode(document)).code is IMPOSSIBLE


def test_events_after_the_end_of_the_game(tmp_path):
    document = real_document(events=10_000)  # the whole one-hand game
    document["events"].append(document["events"][-1])
    assert load_bad(tmp_path, encode(document)).code is IMPOSSIBLE


@pytest.mark.parametrize("path, value", [
    (("events", 0, "seat"), 10**18),
    (("events", 0, "seat"), -(10**18)),
    (("setup", "ai_seed"), 10**40),
    (("setup", "rules", "players"), 10**9),
    (("setup", "rules", "end_hands"), 10**100),
    (("setup", "rules", "end_hands"), -5),
    (("setup", "rules", "jack_of_diamonds"), -20),
    (("saved_at",), "x" * 100),
    (("saved_at",), "yesterday"),
    (("setup", "names"), ["n" * 41]),
    (("setup", "level"), "grandmaster"),
])
def test_out_of_range_values(tmp_path, path, value):
    document = real_document()
    load_bad(tmp_path, encode(_replace(document, path, value)), {CORRUPT, IMPOSSIBLE})


@pytest.mark.parametrize("raw", [
    b'{"version": ' + b"9" * 5000 + b"}",
    b'{"format": "hearts-desktop/save", "version": 1e999}',
    b'{"format": "hearts-desktop/save", "version": NaN}',
    b"[" * 200_000,
    b"[" * 50_000 + b"]" * 50_000,
    b'{"a":' * 100_000 + b"0" + b"}" * 100_000,
    b"\xef\xbb\xbf{}",  # a byte-order mark
    b'{"format": "hearts-desktop/save", "format": "hearts-desktop/save", "version": 1}',
])
def test_numbers_nesting_and_encodings(tmp_path, raw):
    load_bad(tmp_path, raw, {CORRUPT})


def test_too_many_events(tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "MAX_EVENTS", 5)
    assert load_bad(tmp_path, encode(real_document(events=6)), {CORRUPT})


def test_huge_file(tmp_path):
    document = real_document()
    document["setup"]["names"] = ["x" * 40] * 200_000
    raw = encode(document)
    assert len(raw) > MAX_BYTES
    assert load_bad(tmp_path, raw).code is ProblemCode.TOO_LARGE


def test_a_folder_in_place_of_the_save_is_not_a_file(tmp_path):
    (tmp_path / "save.json").mkdir()
    result = load_game(tmp_path / "save.json")
    assert result.problem.code is ProblemCode.NOT_A_FILE
    assert result.problem.moved_to is not None and result.problem.moved_to.is_dir()


def test_unexpected_engine_errors_do_not_escape(tmp_path, monkeypatch):
    def explode(*args, **kwargs):
        raise ZeroDivisionError("a bug somewhere in the engine")

    monkeypatch.setattr(saves.Match, "replay", explode)
    problem = load_bad(tmp_path, encode(real_document()), {CORRUPT})
    assert "ZeroDivisionError" in problem.detail


def test_other_files_are_never_touched(tmp_path):
    (tmp_path / "settings.json").write_text("{}")
    (tmp_path / "save.json.corrupt-20200101T000000Z").write_text("older")
    (tmp_path / "save.json").write_bytes(b"nonsense")
    problem = load_game(tmp_path / "save.json").problem
    assert problem.moved_to.read_bytes() == b"nonsense"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["settings.json", "save.json.corrupt-20200101T000000Z", problem.moved_to.name])
    assert (tmp_path / "settings.json").read_text() == "{}"
    assert (tmp_path / "save.json.corrupt-20200101T000000Z").read_text() == "older"


@pytest.mark.parametrize("end_score, jack", [(10**100, 0), (0, 0), (-100, 0), (100_001, 0),
                                             (100, -50), (100, -100)])
def test_impossible_score_limits(tmp_path, end_score, jack):
    document = real_document()
    rules = document["setup"]["rules"]
    # J♦ -50 on the standard scale: a hand totals -24, so a limit could never be reached.
    rules.update(end_rule="reach", end_hands=0, end_score=end_score, jack_of_diamonds=jack)
    assert load_bad(tmp_path, encode(document)).code is IMPOSSIBLE
