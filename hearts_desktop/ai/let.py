"""Let: knows what Mellem knows, but often just plays a random legal card."""

from __future__ import annotations

from ..engine import Card, MoonChoice, PlayerView, best_moon_choice, cards_of
from .mellem import heuristic_card, heuristic_pass
from .rng import decision_rng

#: How often Let ignores what it knows and plays (or passes) at random. Tuned with 400-game
#: arena runs (seed 5): 0.5 → Let 2 % vs three Mellem, Mellem 73 % vs three Let; 0.3 → 5 % and
#: 59 %; 0.2 → 10 % and 47 %. 0.3 is the value that keeps Mellem ≥ 54 % against Let.
CARELESSNESS = 0.3


class Let:
    """A beginner: a rule-of-thumb card half the time, any legal card otherwise."""

    def __init__(self, seed: int = 0, carelessness: float = CARELESSNESS) -> None:
        self.seed = seed
        self.carelessness = carelessness

    def choose_pass(self, view: PlayerView) -> tuple[Card, ...]:
        """Sometimes Mellem's pass, sometimes random cards."""
        rng = decision_rng(self.seed, view)
        if rng.random() < self.carelessness:
            return tuple(sorted(rng.sample(view.hand, view.pass_count)))
        return heuristic_pass(view)

    def choose_card(self, view: PlayerView) -> Card:
        """Sometimes Mellem's card, sometimes a random legal one."""
        rng = decision_rng(self.seed, view)
        if rng.random() < self.carelessness:
            return rng.choice(cards_of(view.legal_mask()))
        return heuristic_card(view, stop_moons=False)

    def choose_moon(self, view: PlayerView) -> MoonChoice:
        """The better moon scoring for itself."""
        return best_moon_choice(view.rules, view.totals, view.seat)
