"""One rule for players' names: saves and settings accept and refuse the same names."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_desktop.app.player_names import MAX_NAME, check_name, tidy_name
from hearts_desktop.app.saves import game_from_document, save_document
from hearts_desktop.app.problems import ProblemError
from hearts_desktop.app.settings import default_settings, settings_document, settings_from_document

from .games import play_random, short_setup

REFUSED = ["Ada\x00", "\x1b[31mAda", "Ada\nLovelace", "Ada\tL", "<b>Ada</b>", "a" * (MAX_NAME + 1), 7]
KEPT = {"  Åse Ærø  ": "Åse Ærø", "\u202eadA": "adA", "Bj\u2066ørn\u2069": "Bjørn", "": "", "Ada & Bo": "Ada & Bo"}


def through_save(name):
    """The name as a save keeps it; ProblemError if the save is refused."""
    setup = short_setup()
    document = save_document(setup, play_random(setup.new_match(), random.Random(1), 3))
    document["setup"]["names"] = [name]
    return game_from_document(document).setup.names[0]


def through_settings(name):
    """The names as settings keep them; the field is reset (and reported) if refused."""
    document = settings_document(default_settings("en_US"))
    document["names"] = [name]
    kept, bad = settings_from_document(document, default_settings("en_US"))
    return "refused" if bad else kept.names[0]


@pytest.mark.parametrize("name", REFUSED)
def test_saves_and_settings_refuse_the_same_names(name):
    with pytest.raises(ProblemError):
        through_save(name)
    assert through_settings(name) == "refused"


@pytest.mark.parametrize("name, kept", KEPT.items())
def test_saves_and_settings_keep_names_the_same_way(name, kept):
    assert through_save(name) == kept == through_settings(name)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_any_typed_text_becomes_a_name_the_rule_keeps_unchanged(text):
    name = tidy_name(text)
    assert check_name(name) == name and len(name) <= MAX_NAME


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=50))
def test_saves_and_settings_agree_on_any_name(name):
    try:
        expected = check_name(name)
    except ValueError:
        expected = "refused"
    assert through_settings(name) == expected
    if expected == "refused":
        with pytest.raises(ProblemError):
            through_save(name)
    else:
        assert through_save(name) == expected


def test_a_game_set_up_with_odd_names_can_be_saved_and_loaded():
    setup = short_setup()
    setup = type(setup)(setup.rules, setup.deals, setup.level, ("<i>Ada</i>\n", "\x00Bo"), setup.ai_seed)
    assert setup.names[:2] == ("iAda/i", "Bo")
    document = save_document(setup, setup.new_match())
    assert game_from_document(document).setup == setup
