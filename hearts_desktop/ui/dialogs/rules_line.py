"""The rules in one line, for the new-game dialog and the first-start welcome."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...app.names import capitalized
from ...engine import EndRule, FirstTrick, HeartLead, Moon, Passing, Rules, Ties, Values


class RulesLine(QObject):
    """Translates the one-line summary (a QObject so that lupdate sees its plural)."""

    def text(self, rules: Rules) -> str:
        """The rules in one line: passing, first trick, hearts, J♦, moon and the end."""
        parts = []
        if rules.passing is Passing.NONE:
            parts.append(self.tr("no passing"))
        elif rules.passing is Passing.LEFT2:
            parts.append(self.tr("pass 2 to the left"))
        else:
            parts.append(self.tr("pass 3 cards"))
        if rules.first_trick is FirstTrick.NO_POINTS:
            parts.append(self.tr("no points on the first trick"))
        if rules.heart_lead is HeartLead.MUST_BREAK:
            parts.append(self.tr("hearts must be broken"))
        if rules.values is Values.HIGH:
            parts.append(self.tr("♥ 10, Q♠ 100"))
        if rules.jack_of_diamonds:
            parts.append(self.tr("J♦ %1").replace("%1", str(rules.jack_of_diamonds).replace("-", "−")))
        moon = {
            Moon.ADD_TO_OTHERS: self.tr("moon: the others get %1"),
            Moon.SUBTRACT_FROM_SELF: self.tr("moon: the shooter subtracts %1"),
            Moon.SHOOTER_CHOOSES: self.tr("moon: the shooter chooses"),
            Moon.ALL_TRICKS_VOID: self.tr("every trick voids the hand"),
            Moon.NONE: "",
        }[rules.moon]
        if moon:
            parts.append(moon.replace("%1", str(rules.penalty_total)))
        if rules.end_rule is EndRule.HANDS:
            parts.append(self.tr("%n hands", "", rules.end_hands))
        elif rules.end_rule is EndRule.PASS:
            parts.append(self.tr("until someone passes %1").replace("%1", str(rules.end_score)))
        else:
            parts.append(self.tr("until someone reaches %1").replace("%1", str(rules.end_score)))
        if rules.ties is Ties.PLAY_ON:
            parts.append(self.tr("ties play on"))
        return capitalized(" · ".join(parts))



def rules_line(rules: Rules) -> str:
    """Passing, first trick, hearts, J♦, moon and the end of ``rules`` in one line."""
    return RulesLine().text(rules)
