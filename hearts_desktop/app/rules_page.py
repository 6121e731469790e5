"""The rules in force, described in the player's language as Qt rich text.

Every sentence is a whole translatable phrase (context ``RulesPage``) so that translators can
use the words players use ("bekende kulør", "hjerter er brudt", "skyte månen"), with ``%n``
plural forms. Card and preset names use the same source texts (contexts ``Cards`` and
``Presets``) as the window's ``ui/names.py``, so they share one translation.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QLocale

from ..engine import (
    Card,
    EndRule,
    FirstTrick,
    HeartLead,
    Moon,
    Passing,
    Rank,
    Rules,
    Suit,
    Ties,
    lowest_club,
    preset_of,
)
from ..engine.cards import REMOVED_CARDS, cards_per_player


# lupdate finds calls by this name (not through a wrapper), so every call spells out
# its context.
translate = QCoreApplication.translate


# Names (the same source texts as ui/names.py) ------------------------------------------------


def _suit_name(suit: Suit) -> str:
    return {
        Suit.CLUBS: translate("Cards", "clubs"),
        Suit.DIAMONDS: translate("Cards", "diamonds"),
        Suit.SPADES: translate("Cards", "spades"),
        Suit.HEARTS: translate("Cards", "hearts"),
    }[Suit(suit)]


def _rank_name(rank: Rank) -> str:
    # Only low clubs and twos are named on the page: the first lead and the removed cards.
    return {
        Rank.TWO: translate("Cards", "two"),
        Rank.THREE: translate("Cards", "three"),
        Rank.FOUR: translate("Cards", "four"),
    }[Rank(rank)]


def _card_name(card: Card) -> str:
    return translate("Cards", "%1 of %2").replace("%1", _rank_name(card.rank)).replace(
        "%2", _suit_name(card.suit)
    )


def _preset_name(preset: str) -> str:
    return {
        "spar-dame": translate("Presets", "Spar dame"),
        "hjerterfri": translate("Presets", "Hjerterfri"),
        "spardame-snl": translate("Presets", "Spardame (SNL)"),
        "hearts-pagat": translate("Presets", "Hearts (Pagat)"),
        "omnibus-pagat": translate("Presets", "Omnibus (Pagat)"),
        "hoy-poengskala": translate("Presets", "Høy poengskala (KortRegler)"),
    }[preset]


def _list(items: list[str]) -> str:
    """Items joined the language's way: "a, b and c" / "a, b og c"."""
    return QLocale().createSeparatedList(items)


# The page ---------------------------------------------------------------------------------


def rules_html(rules: Rules, preset: str | None = "") -> str:
    """The rules in force as Qt rich text, in the installed language.

    ``preset`` names the preset for the title; by default it is recognised from ``rules``.
    """
    if preset == "":
        preset = preset_of(rules)
    if preset:
        title = translate("RulesPage", "Rules: %1").replace("%1", _preset_name(preset))
    else:
        title = translate("RulesPage", "Rules: custom")
    goal = translate(
        "RulesPage",
        "Avoid taking hearts and the queen of spades in your tricks: "
        "the player with the fewest points wins.",
    )
    parts = [f"<h2>{escape(title)}</h2>", f"<p>{escape(goal)}</p>"]
    sections = (
        (translate("RulesPage", "Players and cards"), _players(rules)),
        (translate("RulesPage", "Passing cards"), _passing(rules)),
        (translate("RulesPage", "Playing a hand"), _playing(rules)),
        (translate("RulesPage", "Points"), _points(rules)),
        (translate("RulesPage", "Shooting the moon"), _moon(rules)),
        (translate("RulesPage", "The end of the game"), _end(rules)),
    )
    for heading, body in sections:
        parts.append(f"<h3>{escape(heading)}</h3>")
        parts.append(body)
    return "\n".join(parts)


def _items(sentences: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{escape(s)}</li>" for s in sentences) + "</ul>"


def _players(rules: Rules) -> str:
    n = rules.players
    sentences = [translate("RulesPage", "%n players, each playing for themselves.", None, n)]
    removed = [_card_name(Card.parse(code)) for code in REMOVED_CARDS[n]]
    if removed:
        sentences.append(translate(
            "RulesPage", "Before the deal these cards are taken out of the deck: %1."
        ).replace("%1", _list(removed)))
    sentences.append(translate(
        "RulesPage", "All the cards are dealt one at a time, clockwise: %n cards each.",
        None, cards_per_player(n),
    ))
    sentences.append(translate("RulesPage", "Aces are high, and there are no trumps."))
    return _items(sentences)


def _passing(rules: Rules) -> str:
    count = rules.pass_count
    if rules.passing is Passing.NONE:
        return _items([translate(
            "RulesPage", "No cards are passed: everyone plays the cards they are dealt."
        )])
    if rules.passing is Passing.LEFT2:
        cycle = translate(
            "RulesPage",
            "Before every hand everyone passes %n cards to the player on their left.",
            None, count,
        )
    elif rules.players == 4:
        cycle = translate(
            "RulesPage",
            "Before each hand everyone passes %n cards: to the left in the first hand, "
            "to the right in the second, across the table in the third, "
            "and in the fourth hand nobody passes. Then the cycle starts again.",
            None, count,
        )
    else:
        cycle = translate(
            "RulesPage",
            "Before each hand everyone passes %n cards: to the left in the first hand, "
            "to the right in the second, and in the third hand nobody passes. "
            "Then the cycle starts again.",
            None, count,
        )
    return _items([cycle, translate(
        "RulesPage",
        "Everyone chooses the cards to pass before seeing the ones they receive. "
        "Any cards may be passed, the queen of spades too.",
    )])


def _playing(rules: Rules) -> str:
    sentences = [
        translate("RulesPage", "Whoever holds the %1 leads it to the first trick.").replace(
            "%1", _card_name(lowest_club(rules.players))
        ),
        translate(
            "RulesPage",
            "You must follow suit if you can; if you cannot, you may play any card. "
            "You never have to try to win the trick.",
        ),
        translate(
            "RulesPage",
            "The highest card of the suit led wins the trick, and the winner leads to the next.",
        ),
    ]
    if rules.first_trick is FirstTrick.NO_POINTS:
        sentences.append(translate(
            "RulesPage",
            "On the first trick nobody may play a heart or the queen of spades, "
            "unless they hold nothing else.",
        ))
    else:
        sentences.append(translate(
            "RulesPage",
            "A player who cannot follow suit may play a heart or the queen of spades "
            "even on the first trick.",
        ))
    if rules.heart_lead is HeartLead.ANYTIME:
        sentences.append(translate("RulesPage", "Hearts may be led at any time."))
        return _items(sentences)
    sentences.append(translate(
        "RulesPage",
        "Nobody may lead a heart until a heart has been played to an earlier trick "
        "(hearts are broken), unless they hold only hearts.",
    ))
    if rules.queen_breaks_hearts:
        sentences.append(translate("RulesPage", "Playing the queen of spades breaks hearts too."))
    else:
        sentences.append(translate(
            "RulesPage",
            "The queen of spades does not break hearts, "
            "and spades may be led from the second trick on.",
        ))
    return _items(sentences)


def _card_points(points: int) -> str:
    return translate("RulesPage", "%n points", "what one card scores, in the table of points", points)


def _points(rules: Rules) -> str:
    if rules.ace_of_hearts_value != rules.heart_value:
        rows = [
            (translate("RulesPage", "Ace of hearts"), _card_points(rules.ace_of_hearts_value)),
            (translate("RulesPage", "Every other heart"), _card_points(rules.heart_value)),
        ]
    else:
        rows = [(translate("RulesPage", "Every heart"), _card_points(rules.heart_value))]
    rows.append((translate("RulesPage", "Queen of spades"), _card_points(rules.queen_value)))
    if rules.jack_of_diamonds:
        rows.append((translate("RulesPage", "Jack of diamonds"), translate(
            "RulesPage", "%n points off",
            "the jack of diamonds takes this many points off the total of whoever takes it",
            -rules.jack_of_diamonds,
        )))
    rows.append((translate("RulesPage", "Every other card"), _card_points(0)))
    table = '<table cellspacing="0" cellpadding="3">' + "".join(
        f'<tr><td>{escape(card)}</td><td align="right">{escape(points)}</td></tr>'
        for card, points in rows
    ) + "</table>"
    sentences = [translate(
        "RulesPage",
        "After each hand, everyone adds the points of the cards in the tricks they took "
        "to their total; the cards they played themselves do not count.",
    )]
    if rules.jack_of_diamonds:
        sentences.append(translate(
            "RulesPage",
            "A hand without a moon shot gives out %n points in all, so a total can go below zero.",
            None, rules.hand_total,
        ))
    else:
        sentences.append(translate(
            "RulesPage", "A hand without a moon shot gives out %n points in all.",
            None, rules.hand_total,
        ))
    return table + _items(sentences)


def _moon(rules: Rules) -> str:
    total = rules.penalty_total
    if rules.moon is Moon.NONE:
        return _items([translate(
            "RulesPage",
            "Nobody can shoot the moon: all the hearts and the queen of spades "
            "count for whoever took them.",
        )])
    if rules.moon is Moon.ALL_TRICKS_VOID:
        return _items([
            translate(
                "RulesPage",
                "Whoever takes every trick in a hand voids it: nobody scores for that hand, "
                "and the next hand is dealt.",
            ),
            translate(
                "RulesPage",
                "Taking all the hearts and the queen of spades without every trick "
                "scores as usual.",
            ),
        ])
    if rules.moon is Moon.ADD_TO_OTHERS:
        shot = translate(
            "RulesPage",
            "Whoever takes all the hearts and the queen of spades in one hand shoots the moon: "
            "they score 0 for them, and every other player gets %n points.",
            None, total,
        )
    elif rules.moon is Moon.SUBTRACT_FROM_SELF:
        shot = translate(
            "RulesPage",
            "Whoever takes all the hearts and the queen of spades in one hand shoots the moon: "
            "instead of scoring them, they take %n points off their own total.",
            None, total,
        )
    else:
        shot = translate(
            "RulesPage",
            "Whoever takes all the hearts and the queen of spades in one hand shoots the moon "
            "and chooses: either take %n points off their own total, "
            "or give every other player %n points.",
            None, total,
        )
    sentences = [shot, translate("RulesPage", "It takes all the point cards, not every trick.")]
    if rules.jack_of_diamonds and rules.moon_keeps_jack:
        sentences.append(translate(
            "RulesPage",
            "The jack of diamonds still counts for whoever took it, "
            "even when somebody shoots the moon.",
        ))
    elif rules.jack_of_diamonds:
        sentences.append(translate(
            "RulesPage", "When somebody shoots the moon, the jack of diamonds counts for nobody."
        ))
    return _items(sentences)


def _end(rules: Rules) -> str:
    limit = rules.end_score
    if rules.end_rule is EndRule.REACH:
        sentences = [
            translate(
                "RulesPage",
                "The game ends after the hand in which a player reaches %Ln points or more.",
                None, limit,
            ),
            translate(
                "RulesPage",
                "The player with the fewest points wins; whoever has %Ln points or more loses.",
                None, limit,
            ),
        ]
    elif rules.end_rule is EndRule.PASS:
        sentences = [
            translate(
                "RulesPage",
                "The game ends after the hand in which a player gets more than %Ln points.",
                None, limit,
            ),
            translate(
                "RulesPage",
                "The player with the fewest points wins; whoever has more than %Ln points loses.",
                None, limit,
            ),
        ]
    else:
        sentences = [
            translate("RulesPage", "The game ends after %n hands.", None, rules.end_hands),
            translate(
                "RulesPage", "The player with the fewest points wins; the one with the most loses."
            ),
        ]
    if rules.ties is Ties.SHARED:
        sentences.append(translate(
            "RulesPage", "If several players share the lowest total, they share the win."
        ))
    else:
        sentences.append(translate(
            "RulesPage",
            "If several players share the lowest total, whole hands are played on "
            "until one player alone has the fewest points.",
        ))
    return _items(sentences)
