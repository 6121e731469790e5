"""The arena's intervals: Wilson's for a win rate, the delta method's for ratios of sums."""

from __future__ import annotations

import math
from typing import Sequence

def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson's score interval for a proportion (successes may be fractional)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]



def interval(estimate: float, residuals: Sequence[float],
              mean_base: float = 1.0) -> tuple[float, float, float]:
    """``estimate`` with its 95 % interval, from the linearised residuals of independent units
    (the delta method: standard error sqrt(sum e² / (n (n - 1))) / mean base)."""
    n = len(residuals)
    if n < 2 or not mean_base:
        return estimate, math.nan, math.nan
    se = math.sqrt(sum(e * e for e in residuals) / (n * (n - 1))) / abs(mean_base)
    return estimate, estimate - 1.96 * se, estimate + 1.96 * se
