"""Mellem's rules of thumb on bitmasks: the card to play and the cards to pass.

Used by Mellem and Let directly, and by Svær as the rollout policy of its simulations, so it
must be fast: it reads only the seat's own hand, the cards still out, and the trick.
"""

from __future__ import annotations

from .tables import AS, JD, JD_BIT, KS, QS, QS_BIT, SUITS, Tables

NORMAL, SHOOTING, STOPPING, STOPPING_THREAT_WINS = 0, 1, 2, 3
#: Point cards one other seat must hold alone before Mellem and Let try to stop a moon.
STOP_AT = 3

_HEARTS = SUITS[3]
_SPADES = SUITS[2]
_HIGH_SPADES = (1 << KS) | (1 << AS)


def _cards(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _danger(t: Tables, card: int, hand: int, others: int) -> int:
    """How much a seat wants to be rid of a card it may discard (higher: sooner)."""
    rank = card % 13
    if card == QS:
        return 1000
    if card == JD:
        return -100  # worth keeping: it scores for whoever takes it
    if card in (KS, AS) and others & QS_BIT:
        return 500 + rank
    value = t.values[card]
    if value > 0:
        return 100 + rank + value
    suit_cards = (hand & SUITS[card // 13]).bit_count()
    return rank + (4 if suit_cards <= 2 else 0)


def play_card(t: Tables, legal: int, hand: int, others: int, trick: list[int], first: bool,
              moon: int = NORMAL) -> int:
    """The card Mellem plays from ``legal``; ``others`` are the cards the other seats may hold."""
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    if not trick:
        return _lead(t, legal, hand, others, moon)
    led = trick[0] // 13
    suit = SUITS[led]
    if legal & suit:
        return _follow(t, legal, hand, others, trick, first, suit, moon)
    return _discard(t, legal, hand, others, trick, moon)


def _lead(t: Tables, legal: int, hand: int, others: int, moon: int) -> int:
    if moon == STOPPING and legal & _HEARTS and not others & _HEARTS:
        # Nobody else holds a heart: leading one wins it for certain, and the moon is stopped.
        return (legal & _HEARTS).bit_length() - 1
    if moon == SHOOTING:
        # Cash the surest winners first: the card with the fewest higher cards still out.
        best, best_key = -1, None
        for card in _cards(legal):
            suit = SUITS[card // 13]
            higher = (others & suit & ~((2 << card) - 1)).bit_count()
            key = (higher, -(card % 13))
            if best_key is None or key < best_key:
                best, best_key = card, key
        return best
    best, best_risk, best_rank = -1, 0.0, 0
    for s, suit_mask in enumerate(SUITS):
        mine = legal & suit_mask
        if not mine:
            continue
        low = (mine & -mine).bit_length() - 1
        theirs = others & suit_mask
        out = theirs.bit_count()
        if out == 0:
            risk = 0.9  # a sure winner, and void seats may load it with points
        else:
            risk = (theirs & ((1 << low) - 1)).bit_count() / out
        if s == 3:
            risk += 0.35
        elif s == 2:
            if hand & QS_BIT:
                risk += 0.8 if low != QS else 2.0
            elif others & QS_BIT:
                risk += 2.0 if low > QS else -0.3
        elif s == 1 and low == JD:
            risk += 0.5
        # The lowest risk, then the lowest rank; the earlier suit on a tie.
        rank = low % 13
        if best < 0 or risk < best_risk or (risk == best_risk and rank < best_rank):
            best, best_risk, best_rank = low, risk, rank
    return best


def _follow(t: Tables, legal: int, hand: int, others: int, trick: list[int], first: bool,
            suit: int, moon: int) -> int:
    values = t.values
    win = trick[0]  # the card winning the trick so far: the highest of the suit led
    points = 0
    for card in trick:
        points += values[card]
        if card > win and (1 << card) & suit:
            win = card
    below = legal & ((1 << win) - 1)
    above = legal & ~((1 << win) - 1)
    last = len(trick) == t.players - 1
    if moon == SHOOTING:
        if above:
            return above.bit_length() - 1
        return (below & -below).bit_length() - 1
    if moon == STOPPING_THREAT_WINS and above and points > 0:
        return (above & -above).bit_length() - 1  # take a heart from the shooter
    if first and points == 0 and not last:
        return legal.bit_length() - 1
    if not last and points < 0 and moon != SHOOTING:
        sure = _sure_cover(t, above, others, suit, len(trick), points)
        if sure >= 0:
            return sure
    if last:
        # The outcome is known: minimise the points taken, then shed the most dangerous card.
        best, best_key = -1, None
        for card in _cards(legal):
            cost = points + values[card] if card > win else 0
            if best_key is not None and cost > best_key[0]:
                continue  # costs more than a card already seen: no need to weigh its danger
            key = (cost, -_danger(t, card, hand, others), -card)
            if best_key is None or key < best_key:
                best, best_key = card, key
        return best
    if below:
        return below.bit_length() - 1
    if above & QS_BIT and above != QS_BIT:
        above &= ~QS_BIT
    if suit == _SPADES and others & QS_BIT and above & ~_HIGH_SPADES:
        # Do not give the queen a king or ace to fall on while another spade will do.
        low_above = above & ~_HIGH_SPADES
        return (low_above & -low_above).bit_length() - 1
    return above.bit_length() - 1


def _sure_cover(t: Tables, above: int, others: int, suit: int, played: int, points: int) -> int:
    """The lowest card of ``above`` no card still out can beat, if the trick stays worth taking; or -1.

    Used for a trick worth taking (J♦ on it) before the last seat: it is only taken when
    enough cards of the suit are out for every later seat to follow, so nobody is known to
    be able to throw Q♠ or hearts on it.
    """
    out = others & suit
    if out.bit_count() < t.players - played - 1:
        return -1
    while above:
        low = above & -above
        card = low.bit_length() - 1
        if not out & ~((low << 1) - 1) and points + t.values[card] < 0:
            return card
        above ^= low
    return -1


def _discard(t: Tables, legal: int, hand: int, others: int, trick: list[int], moon: int) -> int:
    if moon == SHOOTING:
        plain = legal & ~_HEARTS & ~QS_BIT
        pool = plain or legal
        return min(_cards(pool), key=lambda c: (c % 13, c))
    if moon == STOPPING:
        hearts = legal & _HEARTS
        if hearts:
            return hearts.bit_length() - 1
    if moon == STOPPING_THREAT_WINS:
        safe = legal & ~_HEARTS & ~QS_BIT
        if safe:
            legal = safe
    # The order of _danger, on bitmasks: the queen, A♠/K♠ while she is out, the highest
    # point card, then the high card that best shortens a suit; J♦ last.
    if legal & QS_BIT:
        return QS
    if others & QS_BIT and legal & _HIGH_SPADES:
        return (legal & _HIGH_SPADES).bit_length() - 1
    pointed = legal & t.positive
    if pointed:
        return pointed.bit_length() - 1
    plain = legal & ~JD_BIT or legal
    best, best_key = -1, -1
    for suit_mask in SUITS:
        mine = plain & suit_mask
        if mine:
            top = mine.bit_length() - 1
            key = top % 13 + (4 if (hand & suit_mask).bit_count() <= 2 else 0)
            if key > best_key:
                best, best_key = top, key
    return best


def pass_cards(t: Tables, hand: int, count: int) -> int:
    """The ``count`` cards Mellem passes: the queen unless well guarded, high cards, short suits."""
    scores = pass_scores(hand, count)
    chosen = sorted(scores, key=lambda c: (-scores[c], -c))[:count]
    mask = 0
    for card in chosen:
        mask |= 1 << card
    return mask


def pass_scores(hand: int, count: int) -> dict[int, float]:
    """How much Mellem wants to pass each card of ``hand`` (higher: sooner)."""
    scores = {}
    spades = hand & _SPADES
    low_spades = (spades & ((1 << QS) - 1)).bit_count()
    for card in _cards(hand):
        rank = card % 13 + 2
        suit = card // 13
        suit_cards = (hand & SUITS[suit]).bit_count()
        if card == QS:
            score = 40.0 if low_spades >= 4 else 100.0
        elif card in (KS, AS):
            score = 30.0 if low_spades >= 4 else 90.0 + rank
        elif card == JD:
            score = -50.0
        elif suit == 3:
            score = 20.0 + rank * 4 if rank >= 10 else rank * 2.0
        elif suit == 2:
            score = rank * 0.5  # low spades guard against the queen
        else:
            score = rank * 3.0 + (15.0 if suit_cards <= count else 0.0)
            if card == JD + 1 or card == JD + 2 or card == JD + 3:
                score -= 5.0
        scores[card] = score
    return scores
