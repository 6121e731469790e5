"""Translated labels of the rule options and their values, and of ``RulesError`` messages."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import (
    AceOfHearts, EndRule, FirstTrick, HeartLead, Moon, Passing, Rules, RulesError, Ties, Values,
)



def option_label(name: str) -> str:
    """The label of a ``Rules`` field in the dialogs."""
    labels = {
        "players": QCoreApplication.translate("Rules", "Players"),
        "passing": QCoreApplication.translate("Rules", "Passing"),
        "first_trick": QCoreApplication.translate("Rules", "First trick"),
        "heart_lead": QCoreApplication.translate("Rules", "Leading hearts"),
        "queen_breaks_hearts": QCoreApplication.translate("Rules", "Q♠ breaks hearts"),
        "jack_of_diamonds": QCoreApplication.translate("Rules", "J♦ scores"),
        "values": QCoreApplication.translate("Rules", "Card values"),
        "ace_of_hearts": QCoreApplication.translate("Rules", "A♥ scores"),
        "moon": QCoreApplication.translate("Rules", "Shooting the moon"),
        "moon_keeps_jack": QCoreApplication.translate("Rules", "J♦ counts in a moon hand"),
        "end_score": QCoreApplication.translate("Rules", "Score limit"),
        "end_rule": QCoreApplication.translate("Rules", "Game ends"),
        "end_hands": QCoreApplication.translate("Rules", "Number of hands"),
        "ties": QCoreApplication.translate("Rules", "Tied winners"),
    }
    return labels[name]


def choices(name: str) -> list[tuple[object, str]]:
    """(value, label) pairs for an option with a fixed set of values."""
    table: dict[str, list[tuple[object, str]]] = {
        "passing": [
            (Passing.CYCLE, QCoreApplication.translate("Rules", "3 cards: left, right, across, keep")),
            (Passing.LEFT2, QCoreApplication.translate("Rules", "2 cards to the left every hand")),
            (Passing.NONE, QCoreApplication.translate("Rules", "No passing")),
        ],
        "first_trick": [
            (FirstTrick.NO_POINTS, QCoreApplication.translate("Rules", "No points on the first trick")),
            (FirstTrick.ANYTHING, QCoreApplication.translate("Rules", "Anything may be played")),
        ],
        "heart_lead": [
            (HeartLead.MUST_BREAK, QCoreApplication.translate("Rules", "Only once hearts are broken")),
            (HeartLead.ANYTIME, QCoreApplication.translate("Rules", "At any time")),
        ],
        "jack_of_diamonds": [
            (0, QCoreApplication.translate("Rules", "Nothing")), (-10, "−10"), (-50, "−50"), (-100, "−100"),
        ],
        "values": [
            (Values.STANDARD, QCoreApplication.translate("Rules", "Standard: ♥ 1, Q♠ 13")),
            (Values.HIGH, QCoreApplication.translate("Rules", "High: ♥ 10, Q♠ 100")),
        ],
        "ace_of_hearts": [
            (AceOfHearts.SAME, QCoreApplication.translate("Rules", "Like the other hearts")),
            (AceOfHearts.TWENTY, QCoreApplication.translate("Rules", "20 points")),
        ],
        "moon": [
            (Moon.ADD_TO_OTHERS, QCoreApplication.translate("Rules", "The others get the points")),
            (Moon.SUBTRACT_FROM_SELF, QCoreApplication.translate("Rules", "The shooter subtracts the points")),
            (Moon.SHOOTER_CHOOSES, QCoreApplication.translate("Rules", "The shooter chooses")),
            (Moon.NONE, QCoreApplication.translate("Rules", "No moon: points count as usual")),
            (Moon.ALL_TRICKS_VOID, QCoreApplication.translate("Rules", "Taking every trick voids the hand")),
        ],
        "end_rule": [
            (EndRule.REACH, QCoreApplication.translate("Rules", "When someone reaches the limit")),
            (EndRule.PASS, QCoreApplication.translate("Rules", "When someone passes the limit")),
            (EndRule.HANDS, QCoreApplication.translate("Rules", "After a number of hands")),
        ],
        "ties": [
            (Ties.SHARED, QCoreApplication.translate("Rules", "Share the win")),
            (Ties.PLAY_ON, QCoreApplication.translate("Rules", "Play on until one wins alone")),
        ],
    }
    return table[name]


def value_text(name: str, value: object) -> str:
    """A readable form of one option's value."""
    if isinstance(value, bool):
        return QCoreApplication.translate("Rules", "Yes") if value else QCoreApplication.translate("Rules", "No")
    if name in ("players", "end_score", "end_hands"):
        return str(value)
    for candidate, label in choices(name):
        if candidate == value:
            return label
    return str(value)


def rules_summary(rules: Rules) -> list[tuple[str, str]]:
    """(label, value) rows describing the rules in force."""
    names = ["players", "passing", "first_trick", "heart_lead", "queen_breaks_hearts",
             "jack_of_diamonds", "values", "ace_of_hearts", "moon", "moon_keeps_jack", "end_rule"]
    names.append("end_hands" if rules.end_rule is EndRule.HANDS else "end_score")
    names.append("ties")
    return [(option_label(n), value_text(n, getattr(rules, n))) for n in names]


def rules_error_text(error: RulesError) -> str:
    """The player's-language message of an impossible combination of options."""
    p = error.params
    if error.code == "players":
        return QCoreApplication.translate("Rules", "The game is for 3 to 6 players.")
    if error.code == "jack_value":
        return QCoreApplication.translate("Rules", "J♦ must score 0, −10, −50 or −100.")
    if error.code == "end_hands":
        return QCoreApplication.translate("Rules", "The number of hands must be 1 to 1000.")
    if error.code == "end_score":
        return QCoreApplication.translate("Rules", "The score limit must be 1 to 100000.")
    if error.code == "never_ends":
        return QCoreApplication.translate("Rules", "With these card values a hand adds up to %1 points, so the score limit "
                          "can never be reached. Choose other values or a number of hands.").replace(
            "%1", str(p.get("total", "")))
    return QCoreApplication.translate("Rules", "These options cannot be combined.")
