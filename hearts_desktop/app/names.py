"""Translated names of cards, suits, reasons, levels, presets and pass directions."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..ai import Level
from ..engine import Card, PassDirection, Rank, Reason, Suit


def suit_name(suit: Suit) -> str:
    """The suit's name, e.g. "spades"."""
    return {
        Suit.CLUBS: QCoreApplication.translate("Cards", "clubs"),
        Suit.DIAMONDS: QCoreApplication.translate("Cards", "diamonds"),
        Suit.SPADES: QCoreApplication.translate("Cards", "spades"),
        Suit.HEARTS: QCoreApplication.translate("Cards", "hearts"),
    }[suit]


def rank_name(rank: Rank) -> str:
    """The rank's name, e.g. "queen"."""
    return {
        Rank.TWO: QCoreApplication.translate("Cards", "two"),
        Rank.THREE: QCoreApplication.translate("Cards", "three"),
        Rank.FOUR: QCoreApplication.translate("Cards", "four"),
        Rank.FIVE: QCoreApplication.translate("Cards", "five"),
        Rank.SIX: QCoreApplication.translate("Cards", "six"),
        Rank.SEVEN: QCoreApplication.translate("Cards", "seven"),
        Rank.EIGHT: QCoreApplication.translate("Cards", "eight"),
        Rank.NINE: QCoreApplication.translate("Cards", "nine"),
        Rank.TEN: QCoreApplication.translate("Cards", "ten"),
        Rank.JACK: QCoreApplication.translate("Cards", "jack"),
        Rank.QUEEN: QCoreApplication.translate("Cards", "queen"),
        Rank.KING: QCoreApplication.translate("Cards", "king"),
        Rank.ACE: QCoreApplication.translate("Cards", "ace"),
    }[rank]


def card_name(card: Card) -> str:
    """The card's full name, e.g. "queen of spades" (word order is the translator's)."""
    return QCoreApplication.translate("Cards", "%1 of %2").replace(
        "%1", rank_name(card.rank)).replace("%2", suit_name(card.suit))


def reason_text(reason: Reason | str, led_suit: int | None = None, first_lead: Card | None = None) -> str:
    """Why a card may not be played, as a sentence for the player."""
    reason = Reason(reason) if reason in Reason._value2member_map_ else reason
    if reason is Reason.MUST_FOLLOW_SUIT and led_suit is not None:
        return QCoreApplication.translate("Cards", "You must follow %1 (%2).").replace(
            "%1", Suit(led_suit).symbol).replace("%2", suit_name(Suit(led_suit)))
    if reason is Reason.MUST_LEAD_LOWEST_CLUB and first_lead is not None:
        return QCoreApplication.translate("Cards", "The first trick must be led with the %1.").replace(
            "%1", card_name(first_lead))
    texts = {
        Reason.NOT_IN_HAND: QCoreApplication.translate("Cards", "That card is not in your hand."),
        Reason.NOT_YOUR_TURN: QCoreApplication.translate("Cards", "It is not your turn."),
        Reason.MUST_LEAD_LOWEST_CLUB: QCoreApplication.translate(
            "Cards", "The first trick must be led with the lowest club."),
        Reason.MUST_FOLLOW_SUIT: QCoreApplication.translate("Cards", "You must follow suit."),
        Reason.HEARTS_NOT_BROKEN: QCoreApplication.translate("Cards", "Hearts are not broken."),
        Reason.NO_POINTS_FIRST_TRICK: QCoreApplication.translate(
            "Cards", "No points on the first trick."),
    }
    return texts.get(reason, QCoreApplication.translate("Cards", "That move is not allowed now."))


def capitalized(text: str) -> str:
    """``text`` with its first letter in upper case, for words that open a sentence or a line."""
    return text[:1].upper() + text[1:]


def refusal_text(card: Card, reason: str) -> str:
    """Why ``card`` may not be played, for the table: "Four of spades: You must follow ♣ (clubs)."."""
    return capitalized(QCoreApplication.translate(
        "Cards", "%1: %2", "a card's name, then why it may not be played now").replace(
        "%1", card_name(card)).replace("%2", reason))


def level_name(level: Level) -> str:
    """The computer level as the player sees it."""
    return {
        Level.LET: QCoreApplication.translate("Levels", "Easy"),
        Level.MELLEM: QCoreApplication.translate("Levels", "Medium"),
        Level.SVAER: QCoreApplication.translate("Levels", "Hard"),
    }[Level(level)]


def preset_name(name: str | None) -> str:
    """The display name of a rule preset (None: custom rules)."""
    names = {
        "spar-dame": QCoreApplication.translate("Presets", "Spar dame"),
        "hjerterfri": QCoreApplication.translate("Presets", "Hjerterfri"),
        "spardame-snl": QCoreApplication.translate("Presets", "Spardame (SNL)"),
        "hearts-pagat": QCoreApplication.translate("Presets", "Hearts (Pagat)"),
        "omnibus-pagat": QCoreApplication.translate("Presets", "Omnibus (Pagat)"),
        "hoy-poengskala": QCoreApplication.translate("Presets", "Høy poengskala (KortRegler)"),
    }
    if name is None:
        return QCoreApplication.translate("Presets", "Custom")
    return names.get(name, name)


def direction_name(direction: PassDirection) -> str:
    """Where the cards go this hand, e.g. "to the left"."""
    return {
        PassDirection.LEFT: QCoreApplication.translate("Cards", "to the left"),
        PassDirection.RIGHT: QCoreApplication.translate("Cards", "to the right"),
        PassDirection.ACROSS: QCoreApplication.translate("Cards", "across"),
        PassDirection.KEEP: QCoreApplication.translate("Cards", "no passing"),
    }[direction]


def default_names(players: int) -> tuple[str, ...]:
    """Seat names when the player gave none: "You" and the computers' names."""
    computers = ("Astrid", "Bjørn", "Cecilie", "Dag", "Eir")
    return (QCoreApplication.translate("Names", "You"), *computers[: players - 1])
