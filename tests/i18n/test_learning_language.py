"""The daily result to share is in the player's language."""

import datetime as dt
import random

import pytest

from hearts_desktop.ai import Level
from hearts_desktop.app.setup import GameSetup
from hearts_desktop.app.share import daily_result_text
from hearts_desktop.engine import preset

from ..app.games import play_random


@pytest.mark.parametrize("code, title, points, total", [
    ("nb", "Spar dame — dagens spill 30.11.2026", "Poeng per runde: ", "Totalt "),
    ("da", "Spar dame — dagens spil 30.11.2026", "Point per runde: ", "I alt "),
])
def test_the_daily_result_in_norwegian_and_danish(language, code, title, points, total):
    assert language(code) == code
    rules = preset("spar-dame").with_options(end_rule="hands", end_hands=2)
    setup = GameSetup.daily(dt.date(2026, 11, 30), rules, Level.MELLEM)
    match = play_random(setup.new_match(), random.Random(3))
    lines = daily_result_text(setup, match).splitlines()
    assert lines[0] == title
    assert lines[1] == {"nb": "Egne regler · Middels", "da": "Egne regler · Mellem"}[code]
    assert lines[2].startswith(points) and lines[3].startswith(total)
