"""Where things go on the table for a given size and number of players (pure geometry)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from .cardart import ASPECT


@dataclass(frozen=True)
class Seat:
    """A seat's place: the angle around the table, its cards' centre and its name plate."""

    angle: float  # radians, screen coordinates (y down): pi/2 is the bottom
    hand_x: float
    hand_y: float
    plate_x: float
    plate_y: float


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    players: int
    card_w: float  # the player's own cards
    small_w: float  # opponents' cards
    trick_w: float  # cards in the middle
    hand_y: float  # centre of the player's cards
    hand_spread: float  # distance between neighbouring cards of the player's hand
    lift: float  # how far a selected card rises
    plate_w: float
    plate_h: float
    centre_x: float
    centre_y: float
    seats: tuple[Seat, ...]
    table_bottom: float  # drops above this line land on the table
    bar_y: float = 0.0  # centre of the action bar's strip below the hand
    bar_h: float = 0.0
    chip_h: float = 0.0  # the row of point-card chips beside each plate

    @property
    def card_h(self) -> float:
        return self.card_w * ASPECT

    def hand_positions(self, count: int) -> list[tuple[float, float, float]]:
        """(x, y, rotation) of each of the player's cards, left to right, gently fanned."""
        if count <= 0:
            return []
        spread = min(self.hand_spread, (self.width * 0.92 - self.card_w) / max(1, count - 1))
        total = spread * (count - 1)
        left = self.width / 2 - total / 2
        arc = self.card_h * 0.06
        max_angle = min(10.0, 1.0 * count)
        out = []
        for i in range(count):
            t = (i - (count - 1) / 2) / max(1, (count - 1) / 2)  # -1 … 1
            out.append((left + i * spread, self.hand_y + arc * t * t, max_angle * t))
        return out

    def opponent_positions(self, seat: int, count: int) -> list[tuple[float, float, float]]:
        """(x, y, rotation) of a face-down hand, fanned horizontally around the seat."""
        s = self.seats[seat]
        spread = self.small_w * 0.2
        total = spread * (count - 1)
        return [(s.hand_x - total / 2 + i * spread, s.hand_y, 0.0) for i in range(count)]

    def trick_position(self, seat: int) -> tuple[float, float, float]:
        """Where a seat's card lies in the middle: in front of its player, clear of the others."""
        ux, uy = TRICK_OFFSETS[min(max(self.players, 3), 6)][seat]
        return self.centre_x + ux * self.trick_w, self.centre_y + uy * self.trick_w * ASPECT, 0.0

    def trick_rects(self) -> list[tuple[float, float, float, float]]:
        """(left, top, width, height) of every seat's trick card."""
        w, h = self.trick_w, self.trick_w * ASPECT
        out = []
        for seat in range(self.players):
            x, y, _ = self.trick_position(seat)
            out.append((x - w / 2, y - h / 2, w, h))
        return out


def _around(players: int, fx: float, fy: float) -> tuple[tuple[float, float], ...]:
    angles = [math.pi / 2 + s * 2 * math.pi / players for s in range(players)]
    return tuple((round(math.cos(a) * fx, 3), round(math.sin(a) * fy, 3)) for a in angles)


#: Each seat's trick card from the middle, in card widths (x) and heights (y), per player count:
#: towards its player and far enough apart that no card covers another's corner index (the
#: tests check both). Five and six players sit in two rows, like their seats.
TRICK_OFFSETS = {
    3: _around(3, 1.1, 0.74),
    4: _around(4, 1.12, 0.56),
    5: ((0.0, 0.56), (-1.12, 0.56), (-0.6, -0.56), (0.6, -0.56), (1.12, 0.56)),
    6: ((0.0, 0.56), (-1.12, 0.56), (-1.12, -0.56), (0.0, -0.56), (1.12, -0.56), (1.12, 0.56)),
}


def compute_layout(width: float, height: float, players: int, max_hand: int = 13) -> TableLayout:
    """The table's geometry for a view of this size."""
    width, height = max(width, 320.0), max(height, 240.0)
    margin = max(6.0, min(width, height) * 0.015)
    card_h = min(height * 0.245, width * 0.2)
    card_w = card_h / ASPECT
    spread = min(card_w * 0.6, (width * 0.9 - card_w) / max(1, max_hand - 1))
    lift = card_h * 0.16
    # The fan's outer cards sit lower and turn; keep them inside the window.
    bar_h = max(26.0, min(38.0, height * 0.05))
    hand_y = height - margin - card_h / 2 - card_h * 0.1 - bar_h
    plate_h = max(28.0, min(52.0, height * 0.06))
    plate_w = max(130.0, min(220.0, width * 0.15))
    table_bottom = hand_y - card_h / 2 - lift - plate_h - margin
    # Opponents' cards are half size, smaller still when a short window must fit two seats
    # one above the other.
    chip_h = max(14.0, plate_h * 0.42)  # the row of point cards taken, under each plate
    small_w = min(card_w * 0.5, ((table_bottom - 2 * margin) / 3 - plate_h - chip_h - 4) / ASPECT)
    small_h = small_w * ASPECT
    top = margin
    centre_x = width / 2
    centre_y = (top + table_bottom) / 2
    # Opponents sit on an ellipse inside the felt above the player's hand.
    fan_w = small_w + small_w * 0.2 * (max_hand - 1)
    rx = width / 2 - margin - max(fan_w, plate_w) / 2
    ry = (table_bottom - top) / 2 - (small_h + plate_h + chip_h) / 2
    seats = [Seat(math.pi / 2, width / 2, hand_y, margin + plate_w / 2,
                  hand_y - card_h / 2 - lift - plate_h / 2 - margin / 2)]
    for seat in range(1, players):
        angle = math.pi / 2 + seat * 2 * math.pi / players
        cx = centre_x + rx * math.cos(angle)
        cy = centre_y + ry * math.sin(angle)
        # The fan above, the plate and its chips below; the whole is centred on the seat's point.
        hand_cy = cy - (plate_h + chip_h) / 2
        plate_cy = hand_cy + small_h / 2 + margin / 2 + plate_h / 2
        seats.append(Seat(angle, cx, hand_cy, cx, plate_cy))
    # The trick lies in the free space below the seats that sit above the middle.
    half_span = max(fan_w, plate_w) / 2
    upper = top
    for s in seats[1:]:
        if abs(s.hand_x - centre_x) < half_span + card_w:
            upper = max(upper, s.plate_y + plate_h / 2 + chip_h + 2)
    trick_centre = (upper + table_bottom) / 2
    room = table_bottom - upper - 2 * margin
    offsets = TRICK_OFFSETS[min(max(players, 3), 6)]
    up = -min(y for _x, y in offsets)
    down = max(y for _x, y in offsets)
    reach = max(abs(x) for x, _y in offsets)
    trick_w = min(card_w * 0.85, room / (1 + up + down + 0.05) / ASPECT)
    trick_w = _fit_trick(trick_w, reach, centre_x, seats, small_w, plate_w, max_hand, margin)
    # Centre the whole trick in the free space (seat 0's card may sit further out than the top).
    trick_centre -= (down - up) / 2 * trick_w * ASPECT
    return TableLayout(
        width=width, height=height, players=players, card_w=card_w, small_w=small_w,
        trick_w=trick_w, hand_y=hand_y, hand_spread=spread, lift=lift, plate_w=plate_w,
        plate_h=plate_h, centre_x=centre_x, centre_y=trick_centre, seats=tuple(seats),
        table_bottom=table_bottom, bar_y=height - margin / 2 - bar_h / 2, bar_h=bar_h,
        chip_h=chip_h,
    )


def _fit_trick(trick_w: float, fx: float, centre_x: float, seats: list[Seat], small_w: float,
               plate_w: float, max_hand: int, margin: float) -> float:
    """Shrink the trick until its side cards stay clear of the seats beside the middle."""
    fan_w = small_w + small_w * 0.2 * (max_hand - 1)
    half = max(fan_w, plate_w) / 2 + margin
    room = min((abs(s.hand_x - centre_x) - half for s in seats[1:]
                if abs(math.cos(s.angle)) > 0.5), default=None)
    if room is None:
        return trick_w
    # The outermost card's far edge: fx * w from the middle plus half a card.
    return max(20.0, min(trick_w, room / (fx + 0.5)))
