"""Why a suggested card or pass is good, in one reason code, when a clear pattern applies.

Pure Python: it reads a ``PlayerView`` and the chosen card (or cards to pass) and names the
rule of thumb the choice follows, or returns None when no simple pattern explains it. The UI
turns a code into a translated line; the hand review can reuse the same codes.
"""

from __future__ import annotations

from enum import Enum
from typing import Iterable

from ..engine import JACK_OF_DIAMONDS, QUEEN_OF_SPADES, Moon, PlayerView, Suit, card_value
from ..engine.cards import HEARTS_MASK, POINT_CARDS_MASK, SUIT_MASKS

QS = int(QUEEN_OF_SPADES)
JD = int(JACK_OF_DIAMONDS)
SPADES = SUIT_MASKS[Suit.SPADES]
#: Point cards one other seat must have taken alone before stopping its moon is the reason.
MOON_THREAT = 3


class Advice(str, Enum):
    """A rule of thumb a card or a pass follows."""

    DUCK = "duck"  # follow under the card that is winning the trick
    KEEP_LOWEST_HEART = "keep_lowest_heart"  # lose the trick with a middle heart, keep the low one
    DROP_QUEEN = "drop_queen"  # void in the led suit: give Q♠ to the player winning
    DROP_POINTS = "drop_points"  # void in the led suit: get rid of a point card
    DROP_HIGH = "drop_high"  # void in the led suit: get rid of a dangerous high card
    STOP_MOON = "stop_moon"  # take a point card from a player who has them all so far
    TAKE_SAFE = "take_safe"  # last to play, no points in the trick: win it with a high card
    TAKE_JACK = "take_jack"  # win J♦ when it lowers your score
    FLUSH_QUEEN = "flush_queen"  # lead a low spade to drive out Q♠
    PASS_QUEEN = "pass_queen"  # Q♠ with too few spades to hide it
    PASS_HIGH_SPADES = "pass_high_spades"  # A♠/K♠ catch Q♠ when it is not in your hand
    GO_VOID = "go_void"  # empty a short suit to discard on it later


def advise_card(view: PlayerView, card: int) -> Advice | None:
    """The rule of thumb playing ``card`` follows in ``view``, or None."""
    rules = view.rules
    trick = [c for _seat, c in view.trick]
    suit = card // 13
    if not trick:
        if suit == Suit.SPADES and card < QS and _queen_out(view):
            return Advice.FLUSH_QUEEN
        return None
    led = trick[0] // 13
    winning_seat, winning = _winner(view.trick)
    last = len(trick) == view.players - 1
    after = trick + [card]
    wins = suit == led and card > winning
    points = sum(card_value(rules, c) for c in after)
    if wins and _moon_threat(view, exclude=view.seat) is not None and any(
            (1 << c) & POINT_CARDS_MASK for c in trick):
        return Advice.STOP_MOON
    if wins and last and JD in after and points < 0:
        return Advice.TAKE_JACK
    if suit != led:
        if card == QS and winning_seat != view.seat:
            return Advice.DROP_QUEEN
        if card_value(rules, card) > 0:
            return Advice.DROP_POINTS
        if card % 13 >= 9:  # J, Q, K, A of a plain suit
            return Advice.DROP_HIGH
        return None
    if wins:
        if last and points <= 0 and card_value(rules, card) <= 0:
            return Advice.TAKE_SAFE
        return None
    hearts = view.hand_mask & HEARTS_MASK
    if suit == Suit.HEARTS and hearts & ((1 << card) - 1):
        return Advice.KEEP_LOWEST_HEART
    higher_in_suit = view.hand_mask & SUIT_MASKS[led] & ~((2 << winning) - 1)
    if higher_in_suit or card == _highest_below(view.hand_mask & SUIT_MASKS[led], winning):
        return Advice.DUCK
    return None


def advise_pass(view: PlayerView, cards: Iterable[int]) -> Advice | None:
    """The rule of thumb passing ``cards`` follows in ``view``, or None."""
    chosen = 0
    for c in cards:
        chosen |= 1 << c
    hand = view.hand_mask
    if chosen & (1 << QS) and (hand & SPADES).bit_count() <= 4:
        return Advice.PASS_QUEEN
    high_spades = (1 << (QS + 1)) | (1 << (QS + 2))
    if chosen & high_spades and not hand & (1 << QS):
        return Advice.PASS_HIGH_SPADES
    for s in range(4):
        mine = hand & SUIT_MASKS[s]
        if mine and mine & ~chosen == 0 and s != Suit.HEARTS:
            return Advice.GO_VOID
    return None


def _winner(trick: tuple[tuple[int, int], ...]) -> tuple[int, int]:
    led = trick[0][1] // 13
    seat, best = trick[0]
    for s, c in trick[1:]:
        if c // 13 == led and c > best:
            seat, best = s, c
    return seat, best


def _highest_below(mask: int, limit: int) -> int | None:
    below = mask & ((1 << limit) - 1)
    return below.bit_length() - 1 if below else None


def _queen_out(view: PlayerView) -> bool:
    """Q♠ is still in another seat's hand (not ours, not played)."""
    return not (view.hand_mask | view.played_mask) & (1 << QS)


def _moon_threat(view: PlayerView, exclude: int) -> int | None:
    """The seat that alone has taken every point card so far (at least a few), if any."""
    if view.rules.moon in (Moon.NONE, Moon.ALL_TRICKS_VOID):
        return None
    taken: dict[int, int] = {}
    for trick in view.tricks:
        cards = 0
        for c in trick.cards:
            cards |= 1 << c
        taken[trick.winner] = taken.get(trick.winner, 0) | (cards & POINT_CARDS_MASK)
    holders = [seat for seat, cards in taken.items() if cards]
    if len(holders) != 1 or holders[0] == exclude:
        return None
    return holders[0] if taken[holders[0]].bit_count() >= MOON_THREAT else None
