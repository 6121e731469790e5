"""Which cards a player may play: the one place the rules of play are decided.

These are pure functions over bitmasks so that the engine, the computer players' simulations
and the views all ask the same question the same way.
"""

from __future__ import annotations

from enum import Enum

from .cards import HEARTS_MASK, POINT_CARDS_MASK, QUEEN_OF_SPADES, SUIT_MASKS
from .rules import FirstTrick, HeartLead, Rules



class Reason(str, Enum):
    """Why a card may not be played, in the order of RULES.md clarification 11."""

    NOT_IN_HAND = "not_in_hand"
    NOT_YOUR_TURN = "not_your_turn"
    MUST_LEAD_LOWEST_CLUB = "must_lead_lowest_club"
    MUST_FOLLOW_SUIT = "must_follow_suit"
    HEARTS_NOT_BROKEN = "hearts_not_broken"
    NO_POINTS_FIRST_TRICK = "no_points_first_trick"


def legal_mask(
    rules: Rules,
    hand: int,
    led_suit: int | None,
    first_trick: bool,
    hearts_broken: bool,
    first_lead: int,
) -> int:
    """The cards of ``hand`` that may be played now.

    ``led_suit`` is None when leading; ``first_lead`` is the card that must open the hand
    (the lowest club in play).
    """
    if led_suit is None:
        if first_trick:
            return hand & (1 << first_lead)
        if rules.heart_lead is HeartLead.MUST_BREAK and not hearts_broken:
            # Clarification 3: a hand of hearts and Q♠ must lead Q♠, not a heart.
            return hand & ~HEARTS_MASK or hand
        return hand
    following = hand & SUIT_MASKS[led_suit]
    if following:
        return following
    if first_trick and rules.first_trick is FirstTrick.NO_POINTS:
        # Clarification 2: points only when every card held is a heart or Q♠.
        return hand & ~POINT_CARDS_MASK or hand
    return hand


def illegal_reason(
    rules: Rules,
    hand: int,
    card: int,
    led_suit: int | None,
    first_trick: bool,
    hearts_broken: bool,
    first_lead: int,
) -> Reason | None:
    """Why ``card`` may not be played from ``hand`` now, or None if it may."""
    bit = 1 << card
    if not hand & bit:
        return Reason.NOT_IN_HAND
    if led_suit is None:
        if first_trick:
            return None if card == first_lead else Reason.MUST_LEAD_LOWEST_CLUB
        if legal_mask(rules, hand, None, False, hearts_broken, first_lead) & bit:
            return None
        return Reason.HEARTS_NOT_BROKEN
    if hand & SUIT_MASKS[led_suit] and not SUIT_MASKS[led_suit] & bit:
        return Reason.MUST_FOLLOW_SUIT
    if legal_mask(rules, hand, led_suit, first_trick, hearts_broken, first_lead) & bit:
        return None
    return Reason.NO_POINTS_FIRST_TRICK


def breaks_hearts(rules: Rules, card: int) -> bool:
    """Whether playing this card to a trick breaks hearts (clarification 1)."""
    return bool((1 << card) & HEARTS_MASK) or (rules.queen_breaks_hearts and card == QUEEN_OF_SPADES)


def trick_winner_index(cards: list[int] | tuple[int, ...]) -> int:
    """The position in the trick of its winning card: the highest of the led suit."""
    led_suit = cards[0] // 13
    best = 0
    for i in range(1, len(cards)):
        card = cards[i]
        if card // 13 == led_suit and card > cards[best]:
            best = i
    return best
