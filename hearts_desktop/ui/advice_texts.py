"""The one-line reason behind a tip, in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..ai.advice import Advice


def advice_text(advice: Advice) -> str:
    """The translated line for an ``Advice`` code."""
    translate = QCoreApplication.translate
    texts = {
        Advice.DUCK: translate("Advice", "Duck under the card that is winning the trick."),
        Advice.KEEP_LOWEST_HEART: translate("Advice", "The trick is lost anyway: keep your lowest heart for later."),
        Advice.DROP_QUEEN: translate("Advice", "You are void: drop the Q♠ on the player winning."),
        Advice.DROP_POINTS: translate("Advice", "You are void: get rid of a point card."),
        Advice.DROP_HIGH: translate("Advice", "You are void: get rid of a dangerous high card."),
        Advice.STOP_MOON: translate("Advice", "Stop the moon: take a point card from the player who has them all."),
        Advice.TAKE_SAFE: translate("Advice", "No points in the trick and you play last: take it with a high card."),
        Advice.TAKE_JACK: translate("Advice", "Take the J♦: it lowers your score."),
        Advice.FLUSH_QUEEN: translate("Advice", "Lead a spade below the Q♠ to drive the queen out."),
        Advice.PASS_QUEEN: translate("Advice", "Pass the Q♠: you have too few spades to guard it."),
        Advice.PASS_HIGH_SPADES: translate("Advice", "Pass A♠/K♠: without the Q♠ they only catch it."),
        Advice.GO_VOID: translate("Advice", "Empty a short suit, so you can discard on it later."),
    }
    return texts[advice]
