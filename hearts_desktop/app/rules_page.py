"""The rules in force, described in the player's language as Qt rich text.

Every sentence is a whole translatable phrase (context ``RulesPage``) so that translators can
use the words players use ("bekende kulør", "hjerter er brudt", "skyte månen"), with ``%n``
plural forms. Card and preset names come from ``app/names.py``, like the window's.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QLocale, QObject

from ..engine import (
    Card,
    EndRule,
    FirstTrick,
    HeartLead,
    Moon,
    Passing,
    Rules,
    Ties,
    lowest_club,
    preset_of,
)
from ..engine.cards import REMOVED_CARDS, cards_per_player
from .names import card_name, preset_name


# PySide6 6.11's lupdate sees plural forms only in ``self.tr`` calls, so the page's sentences
# live in the RulesPage class below.


def _list(items: list[str]) -> str:
    """Items joined the language's way: "a, b and c" / "a, b og c"."""
    return QLocale().createSeparatedList(items)


# The page ---------------------------------------------------------------------------------


def rules_html(rules: Rules, preset: str | None = "") -> str:
    """The rules in force as Qt rich text, in the installed language.

    ``preset`` names the preset for the title; by default it is recognised from ``rules``.
    """
    return RulesPage().html(rules, preset)


class RulesPage(QObject):
    """Writes the rules page; a QObject so that its sentences are ``self.tr`` calls."""

    def html(self, rules: Rules, preset: str | None = "") -> str:
        """The page for ``rules`` (see ``rules_html``)."""
        if preset == "":
            preset = preset_of(rules)
        if preset:
            title = self.tr("Rules: %1").replace("%1", preset_name(preset))
        else:
            title = self.tr("Rules: custom")
        goal = self.tr(
            "Avoid taking hearts and the queen of spades in your tricks: "
            "the player with the fewest points wins.",
        )
        parts = [f"<h2>{escape(title)}</h2>", f"<p>{escape(goal)}</p>"]
        sections = (
            (self.tr("Players and cards"), self._players(rules)),
            (self.tr("Passing cards"), self._passing(rules)),
            (self.tr("Playing a hand"), self._playing(rules)),
            (self.tr("Points"), self._points(rules)),
            (self.tr("Shooting the moon"), self._moon(rules)),
            (self.tr("The end of the game"), self._end(rules)),
        )
        for heading, body in sections:
            parts.append(f"<h3>{escape(heading)}</h3>")
            parts.append(body)
        return "\n".join(parts)

    @staticmethod
    def _items(sentences: list[str]) -> str:
        return "<ul>" + "".join(f"<li>{escape(s)}</li>" for s in sentences) + "</ul>"

    def _players(self, rules: Rules) -> str:
        n = rules.players
        sentences = [self.tr("%n players, each playing for themselves.", "", n)]
        removed = [card_name(Card.parse(code)) for code in REMOVED_CARDS[n]]
        if removed:
            sentences.append(self.tr(
                "Before the deal these cards are taken out of the deck: %1."
            ).replace("%1", _list(removed)))
        sentences.append(self.tr(
            "All the cards are dealt one at a time, clockwise: %n cards each.",
            "", cards_per_player(n),
        ))
        sentences.append(self.tr("Aces are high, and there are no trumps."))
        return self._items(sentences)

    def _passing(self, rules: Rules) -> str:
        count = rules.pass_count
        if rules.passing is Passing.NONE:
            return self._items([self.tr(
                "No cards are passed: everyone plays the cards they are dealt."
            )])
        if rules.passing is Passing.LEFT2:
            cycle = self.tr(
                "Before every hand everyone passes %n cards to the player on their left.",
                "", count,
            )
        elif rules.players == 4:
            cycle = self.tr(
                "Before each hand everyone passes %n cards: to the left in the first hand, "
                "to the right in the second, across the table in the third, "
                "and in the fourth hand nobody passes. Then the cycle starts again.",
                "", count,
            )
        else:
            cycle = self.tr(
                "Before each hand everyone passes %n cards: to the left in the first hand, "
                "to the right in the second, and in the third hand nobody passes. "
                "Then the cycle starts again.",
                "", count,
            )
        return self._items([cycle, self.tr(
            "Everyone chooses the cards to pass before seeing the ones they receive. "
            "Any cards may be passed, the queen of spades too.",
        )])

    def _playing(self, rules: Rules) -> str:
        sentences = [
            self.tr("Whoever holds the %1 leads it to the first trick.").replace(
                "%1", card_name(lowest_club(rules.players))
            ),
            self.tr(
                "You must follow suit if you can; if you cannot, you may play any card. "
                "You never have to try to win the trick.",
            ),
            self.tr(
                "The highest card of the suit led wins the trick, "
                "and the winner leads to the next.",
            ),
        ]
        if rules.first_trick is FirstTrick.NO_POINTS:
            sentences.append(self.tr(
                "On the first trick nobody may play a heart or the queen of spades, "
                "unless they hold nothing else.",
            ))
        else:
            sentences.append(self.tr(
                "A player who cannot follow suit may play a heart or the queen of spades "
                "even on the first trick.",
            ))
        if rules.heart_lead is HeartLead.ANYTIME:
            sentences.append(self.tr("Hearts may be led at any time."))
            return self._items(sentences)
        sentences.append(self.tr(
            "Nobody may lead a heart until a heart has been played to an earlier trick "
            "(hearts are broken), unless they hold only hearts.",
        ))
        if rules.queen_breaks_hearts:
            sentences.append(self.tr("Playing the queen of spades breaks hearts too."))
        else:
            sentences.append(self.tr(
                "The queen of spades does not break hearts, "
                "and spades may be led from the second trick on.",
            ))
        return self._items(sentences)

    def _card_points(self, points: int) -> str:
        return self.tr("%n points", "what one card scores, in the table of points", points)

    def _points(self, rules: Rules) -> str:
        if rules.ace_of_hearts_value != rules.heart_value:
            rows = [
                (self.tr("Ace of hearts"), self._card_points(rules.ace_of_hearts_value)),
                (self.tr("Every other heart"), self._card_points(rules.heart_value)),
            ]
        else:
            rows = [(self.tr("Every heart"), self._card_points(rules.heart_value))]
        rows.append((self.tr("Queen of spades"), self._card_points(rules.queen_value)))
        if rules.jack_of_diamonds:
            rows.append((self.tr("Jack of diamonds"), self.tr(
                "%n points off",
                "the jack of diamonds takes this many points off the total of whoever takes it",
                -rules.jack_of_diamonds,
            )))
        rows.append((self.tr("Every other card"), self._card_points(0)))
        table = '<table cellspacing="0" cellpadding="3">' + "".join(
            f'<tr><td>{escape(card)}</td><td align="right">{escape(points)}</td></tr>'
            for card, points in rows
        ) + "</table>"
        sentences = [self.tr(
            "After each hand, everyone adds the points of the cards in the tricks they took "
            "to their total; the cards they played themselves do not count.",
        )]
        if rules.jack_of_diamonds:
            sentences.append(self.tr(
                "A hand without a moon shot gives out %n points in all, "
                "so a total can go below zero.",
                "", rules.hand_total,
            ))
        else:
            sentences.append(self.tr(
                "A hand without a moon shot gives out %n points in all.",
                "", rules.hand_total,
            ))
        return table + self._items(sentences)

    def _moon(self, rules: Rules) -> str:
        total = rules.penalty_total
        if rules.moon is Moon.NONE:
            return self._items([self.tr(
                "Nobody can shoot the moon: all the hearts and the queen of spades "
                "count for whoever took them.",
            )])
        if rules.moon is Moon.ALL_TRICKS_VOID:
            return self._items([
                self.tr(
                    "Whoever takes every trick in a hand voids it: nobody scores for that hand, "
                    "and the next hand is dealt.",
                ),
                self.tr(
                    "Taking all the hearts and the queen of spades without every trick "
                    "scores as usual.",
                ),
            ])
        if rules.moon is Moon.ADD_TO_OTHERS:
            shot = self.tr(
                "Whoever takes all the hearts and the queen of spades in one hand shoots the moon: "
                "they score 0 for them, and every other player gets %n points.",
                "", total,
            )
        elif rules.moon is Moon.SUBTRACT_FROM_SELF:
            shot = self.tr(
                "Whoever takes all the hearts and the queen of spades in one hand shoots the moon: "
                "instead of scoring them, they take %n points off their own total.",
                "", total,
            )
        else:
            shot = self.tr(
                "Whoever takes all the hearts and the queen of spades in one hand shoots the moon "
                "and chooses: either take %n points off their own total, "
                "or give every other player %n points.",
                "", total,
            )
        sentences = [shot, self.tr("It takes all the point cards, not every trick.")]
        if rules.jack_of_diamonds and rules.moon_keeps_jack:
            sentences.append(self.tr(
                "The jack of diamonds still counts for whoever took it, "
                "even when somebody shoots the moon.",
            ))
        elif rules.jack_of_diamonds:
            sentences.append(self.tr(
                "When somebody shoots the moon, the jack of diamonds counts for nobody."
            ))
        return self._items(sentences)

    def _end(self, rules: Rules) -> str:
        limit = rules.end_score
        if rules.end_rule is EndRule.REACH:
            sentences = [
                self.tr(
                    "The game ends after the hand in which a player reaches %Ln points or more.",
                    "", limit,
                ),
                self.tr(
                    "The player with the fewest points wins; whoever has %Ln points or more loses.",
                    "", limit,
                ),
            ]
        elif rules.end_rule is EndRule.PASS:
            sentences = [
                self.tr(
                    "The game ends after the hand in which a player gets more than %Ln points.",
                    "", limit,
                ),
                self.tr(
                    "The player with the fewest points wins; "
                    "whoever has more than %Ln points loses.",
                    "", limit,
                ),
            ]
        else:
            sentences = [
                self.tr("The game ends after %n hands.", "", rules.end_hands),
                self.tr(
                    "The player with the fewest points wins; the one with the most loses."
                ),
            ]
        if rules.ties is Ties.SHARED:
            sentences.append(self.tr(
                "If several players share the lowest total, they share the win."
            ))
        else:
            sentences.append(self.tr(
                "If several players share the lowest total, whole hands are played on "
                "until one player alone has the fewest points.",
            ))
        return self._items(sentences)
