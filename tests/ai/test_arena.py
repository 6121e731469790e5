"""The arena command keeps working (a few fast games; the full table is a benchmark)."""

from __future__ import annotations

from hearts_desktop import arena
from hearts_desktop.ai import Level


def test_a_short_run_prints_a_results_table(capsys):
    assert arena.main(["--level", "mellem", "--vs", "let", "--games", "4", "--seed", "2"]) == 0
    out, err = capsys.readouterr()
    row = out.strip().splitlines()[-1]
    assert row.startswith("| Mellem vs Let | 4 |")
    assert "4/4" in err and "ETA" in err  # the progress bar


def test_seats_rotate_and_wins_add_up():
    summary = arena.run_pairing(Level.LET, Level.MELLEM, 8, 3, "spar-dame", progress=False)
    assert [r.index for r in summary.results] == list(range(8))
    assert 0 <= summary.wins <= 8
    # Every game has exactly one measured seat, in seat g mod 4.
    for result in summary.results:
        assert result.win in (0.0, 1 / 4, 1 / 3, 1 / 2, 1.0)
        assert result.hands >= 1 and len(result.times) > 0
    same = arena.run_pairing(Level.LET, Level.MELLEM, 8, 3, "spar-dame", progress=False)
    assert [r.points for r in same.results] == [r.points for r in summary.results]


def test_wilson_interval_matches_the_textbook_value():
    low, high = arena.wilson(50, 100)
    assert round(low, 4) == 0.4038 and round(high, 4) == 0.5962


def test_all_writes_the_strength_table(tmp_path, monkeypatch):
    monkeypatch.setattr(arena, "PAIRINGS", ((Level.MELLEM, Level.LET, "≥ 54 %"),))
    out = tmp_path / "STRENGTH.md"
    assert arena.main(["--all", "--games", "2", "--seed", "1", "--quiet", "--out", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert "| Mellem vs Let | 2 |" in text and "--all --games 2 --seed 1" in text
