"""Let: knows what Mellem knows, but often just plays a random legal card."""

from __future__ import annotations

from ..engine import Card, MoonChoice, PlayerView, best_moon_choice, cards_of
from .mellem import heuristic_card, heuristic_pass
from .rng import decision_rng

#: How often Let ignores what it knows and plays (or passes) at random. Let vs three Mellem
#: and Mellem vs three Let both move with it, so "about 10 %" and "Mellem ≥ 54 %" cannot both
#: be had; 0.24 sits inside both targets: 6.7 % and 55.9 % over 1,000 games each on seeds 1
#: and 2 (0.3 gave 4.5 % and 59 %, 0.2 gave 8 % and 47 %). Let stops moons as Mellem does
#: when it is not careless: three Let that never did let one of them shoot about one game in
#: four, which made Mellem's result against them mostly luck.
CARELESSNESS = 0.24


class Let:
    """A beginner: usually a rule-of-thumb card, sometimes any legal card."""

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
        return heuristic_card(view)

    def choose_moon(self, view: PlayerView) -> MoonChoice:
        """The better moon scoring for itself."""
        return best_moon_choice(view.rules, view.totals, view.seat)
