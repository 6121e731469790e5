#!/usr/bin/env python3
"""Generate the project's own vector card art and application icon.

Everything here is drawn by the project (no fonts, no third-party art): suit symbols, rank
glyphs, court figures, the card back and the icon are all SVG paths computed below, so the
cards render identically on every machine.  The output is deterministic: running the script
twice gives byte-identical files (the test suite checks this).

Usage (from the repository root)::

    python tools/make_card_art.py            # write the SVGs
    python tools/make_card_art.py --png      # ...and render the PNG icon sizes (needs PySide6)
    python tools/make_card_art.py --out DIR  # write under DIR instead of the repository root

Files written (relative to the output root):

* ``assets/cards/<code>.svg`` for the 52 cards (``2C`` ... ``AH``; ranks ``23456789TJQKA``,
  suits ``CDSH``) and ``assets/cards/back.svg``;
* ``assets/icons/hearts-desktop.svg``;
* ``packaging/linux/icons/hicolor/scalable/apps/hearts-desktop.svg``;
* with ``--png``: ``packaging/linux/icons/hicolor/<N>x<N>/apps/hearts-desktop.png`` for
  N in 16, 32, 48, 64, 128, 256.

Colour tokens (the game recolours faces by plain string replacement for the four-colour deck):
clubs ``#111112``, spades ``#111111``, hearts ``#c8102e``, diamonds ``#c8102f``.  Each face
contains its own suit's token and none of the others.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

# ---------------------------------------------------------------------------------------------
# Constants

RANKS = "23456789TJQKA"
SUITS = "CDSH"

SUIT_COLOURS = {
    "C": "#111112",  # clubs: black (one digit off spades, so it can be recoloured on its own)
    "S": "#111111",  # spades: black
    "H": "#c8102e",  # hearts: red
    "D": "#c8102f",  # diamonds: red (one digit off hearts)
}

CARD_W = 240
CARD_H = 336
CARD_RADIUS = 14
BORDER_GREY = "#9e9e9e"

GOLD = "#e2b13c"
GOLD_DARK = "#9a7413"
SKIN = "#f6d7b8"
SKIN_LINE = "#8a5a3b"
HAIR = "#6e4424"
FACE_DARK = "#3b2a1a"
PANEL_FILL = "#fbf5e6"

ICON_SIZES = (16, 32, 48, 64, 128, 256)
ICON_NAME = "hearts-desktop"


def fmt(value: float) -> str:
    """Format a number compactly and deterministically (at most 2 decimals)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    if text in ("-0", ""):
        text = "0"
    return text


# ---------------------------------------------------------------------------------------------
# Suit symbols: each drawn in a 100 x 100 box centred on (50, 50), as a list of closed paths.

SUIT_PATHS = {
    "H": [
        "M50,97 C38,83 22,70 11,56 C3,46 0,38 0,29 C0,13 12,2 27,2 "
        "C38,2 46,8 50,19 C54,8 62,2 73,2 C88,2 100,13 100,29 "
        "C100,38 97,46 89,56 C78,70 62,83 50,97 Z"
    ],
    "D": [
        "M50,0 C58,16 70,33 86,50 C70,67 58,84 50,100 "
        "C42,84 30,67 14,50 C30,33 42,16 50,0 Z"
    ],
    "S": [
        "M50,0 C44,12 33,22 21,32 C9,42 1,51 1,64 C1,78 12,88 25,88 "
        "C35,88 42,83 47,76 C46,86 42,93 33,100 L67,100 "
        "C58,93 54,86 53,76 C58,83 65,88 75,88 C88,88 99,78 99,64 "
        "C99,51 91,42 79,32 C67,22 56,12 50,0 Z"
    ],
    "C": [
        # three leaves and a flared stem, each a separate closed path
        "M50,4 C63,4 73,14 73,27 C73,40 63,50 50,50 C37,50 27,40 27,27 C27,14 37,4 50,4 Z",
        "M25,42 C38,42 48,52 48,65 C48,78 38,88 25,88 C12,88 2,78 2,65 C2,52 12,42 25,42 Z",
        "M75,42 C88,42 98,52 98,65 C98,78 88,88 75,88 C62,88 52,78 52,65 C52,52 62,42 75,42 Z",
        "M45,40 L55,40 C55,70 58,88 68,100 L32,100 C42,88 45,70 45,40 Z",
    ],
}


def suit_symbol(suit: str, cx: float, cy: float, size: float, rotate: float = 0,
                colour: str | None = None) -> str:
    """An SVG group drawing the suit symbol of width/height ``size`` centred on (cx, cy)."""
    colour = colour or SUIT_COLOURS[suit]
    scale = size / 100.0
    transform = f"translate({fmt(cx)},{fmt(cy)})"
    if rotate:
        transform += f" rotate({fmt(rotate)})"
    transform += f" scale({fmt(scale)}) translate(-50,-50)"
    paths = "".join(f'<path d="{d}"/>' for d in SUIT_PATHS[suit])
    return f'<g fill="{colour}" transform="{transform}">{paths}</g>'


# ---------------------------------------------------------------------------------------------
# Rank glyphs: a small stroke font drawn by the project.  Each glyph is (advance width, path)
# in a box 100 units tall (y down); it is stroked with round caps and joins.

def _rot180(d: str, w: float, h: float = 100) -> str:
    """Rotate a path made only of absolute M/L/C commands by 180 degrees within a w x h box."""
    import re

    result = []
    nums: list[float] = []
    for tok in re.findall(r"[A-Za-z]|-?[0-9.]+", d):
        if tok.isalpha():
            result.append(tok)
        else:
            nums.append(float(tok))
            if len(nums) == 2:
                result.append(f"{fmt(w - nums[0])},{fmt(h - nums[1])}")
                nums = []
    return " ".join(result)


def _ellipse(cx: float, cy: float, rx: float, ry: float) -> str:
    """An ellipse as four cubic Beziers (keeps every path in M/L/C/Z form)."""
    k = 0.5523
    return (
        f"M{fmt(cx)},{fmt(cy - ry)} "
        f"C{fmt(cx + k * rx)},{fmt(cy - ry)} {fmt(cx + rx)},{fmt(cy - k * ry)} {fmt(cx + rx)},{fmt(cy)} "
        f"C{fmt(cx + rx)},{fmt(cy + k * ry)} {fmt(cx + k * rx)},{fmt(cy + ry)} {fmt(cx)},{fmt(cy + ry)} "
        f"C{fmt(cx - k * rx)},{fmt(cy + ry)} {fmt(cx - rx)},{fmt(cy + k * ry)} {fmt(cx - rx)},{fmt(cy)} "
        f"C{fmt(cx - rx)},{fmt(cy - k * ry)} {fmt(cx - k * rx)},{fmt(cy - ry)} {fmt(cx)},{fmt(cy - ry)} Z"
    )


_SIX = ("M64,8 C57,2 50,0 42,0 C20,0 8,22 8,54 C8,84 20,100 40,100 "
        "C58,100 72,88 72,69 C72,50 59,39 41,39 C26,39 14,47 9,59")

GLYPHS: dict[str, tuple[float, str]] = {
    "A": (84, "M4,100 L42,0 L80,100 M17,66 L67,66"),
    "2": (80, "M9,26 C9,9 23,0 40,0 C58,0 71,11 71,27 C71,45 57,56 40,69 L8,98 L8,100 L74,100"),
    "3": (80, "M8,11 C17,3 28,0 39,0 C57,0 69,10 69,25 C69,39 57,47 38,47 "
              "C60,47 73,57 73,73 C73,90 58,100 39,100 C25,100 14,96 6,87"),
    "4": (82, "M58,100 L58,0 L5,70 L5,72 L78,72"),
    "5": (80, "M68,0 L17,0 L11,45 C19,39 29,36 39,36 C59,36 72,49 72,68 "
              "C72,88 58,100 38,100 C24,100 14,95 6,86"),
    "6": (80, _SIX),
    "7": (80, "M6,0 L74,0 L30,100"),
    "8": (80, _ellipse(40, 24, 25, 24) + " " + _ellipse(40, 72, 30, 28)),
    "9": (80, _rot180(_SIX, 80)),
    "1": (44, "M6,20 L32,0 L32,100"),
    "0": (64, _ellipse(32, 50, 26, 50)),
    "J": (66, "M60,0 L60,70 C60,90 47,100 31,100 C15,100 5,90 3,76"),
    "Q": (92, _ellipse(46, 48, 40, 48) + " M52,72 L86,104"),
    "K": (80, "M8,0 L8,100 M74,0 L8,66 M30,45 L76,100"),
}


def rank_glyphs(rank: str) -> list[str]:
    return ["1", "0"] if rank == "T" else [rank]


def rank_width(rank: str, gap: float = 14) -> float:
    glyphs = rank_glyphs(rank)
    return sum(GLYPHS[g][0] for g in glyphs) + gap * (len(glyphs) - 1)


def rank_text(rank: str, cx: float, top: float, height: float, colour: str,
              weight: float = 15, max_width: float | None = None) -> str:
    """Stroked rank glyphs, horizontally centred on cx, ``height`` tall starting at ``top``."""
    scale = height / 100.0
    gap = 10 if rank == "T" else 14
    width = rank_width(rank, gap)
    sx = scale
    if max_width is not None and width * scale > max_width:
        sx = max_width / width  # condense (only "10" needs this)
    x0 = cx - width * sx / 2
    parts = []
    x = 0.0
    for g in rank_glyphs(rank):
        adv, d = GLYPHS[g]
        parts.append(f'<path transform="translate({fmt(x)},0)" d="{d}"/>' if x else f'<path d="{d}"/>')
        x += adv + gap
    return (
        f'<g fill="none" stroke="{colour}" stroke-width="{fmt(weight)}" stroke-linecap="round" '
        f'stroke-linejoin="round" transform="translate({fmt(x0)},{fmt(top)}) '
        f'scale({fmt(sx)},{fmt(scale)})">{"".join(parts)}</g>'
    )


# ---------------------------------------------------------------------------------------------
# Card faces

def svg_document(body: list[str], width: int = CARD_W, height: int = CARD_H, title: str = "") -> str:
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}">',
    ]
    if title:
        lines.append(f"<title>{title}</title>")
    lines.extend(body)
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def card_blank() -> str:
    return (f'<rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="{CARD_RADIUS}" '
            f'ry="{CARD_RADIUS}" fill="#ffffff" stroke="{BORDER_GREY}" stroke-width="2"/>')


def corner_index(rank: str, suit: str) -> str:
    colour = SUIT_COLOURS[suit]
    cx = 24
    group = (rank_text(rank, cx, 13, 35, colour, weight=14, max_width=32)
             + suit_symbol(suit, cx, 73, 26))
    return group


def corners(rank: str, suit: str) -> list[str]:
    index = corner_index(rank, suit)
    return [
        f"<g>{index}</g>",
        f'<g transform="rotate(180 {CARD_W // 2} {CARD_H // 2})">{index}</g>',
    ]


# Pip positions for 2-10 in the classic arrangement.
_COL_L, _COL_C, _COL_R = 74, 120, 166
_ROW_TOP, _ROW_BOTTOM = 64, 272
_ROWS4 = [_ROW_TOP + i * (_ROW_BOTTOM - _ROW_TOP) / 3 for i in range(4)]
_MID = (_ROW_TOP + _ROW_BOTTOM) / 2


def pip_layout(n: int) -> list[tuple[float, float]]:
    t, b, m = _ROW_TOP, _ROW_BOTTOM, _MID
    L, C, R = _COL_L, _COL_C, _COL_R
    sides3 = [(x, y) for y in (t, m, b) for x in (L, R)]
    sides4 = [(x, y) for y in _ROWS4 for x in (L, R)]
    layouts = {
        2: [(C, t), (C, b)],
        3: [(C, t), (C, m), (C, b)],
        4: [(L, t), (R, t), (L, b), (R, b)],
        5: [(L, t), (R, t), (C, m), (L, b), (R, b)],
        6: sides3,
        7: sides3 + [(C, (t + m) / 2)],
        8: sides3 + [(C, (t + m) / 2), (C, (m + b) / 2)],
        9: sides4 + [(C, m)],
        10: sides4 + [(C, (_ROWS4[0] + _ROWS4[1]) / 2), (C, (_ROWS4[2] + _ROWS4[3]) / 2)],
    }
    return layouts[n]


def number_pips(rank: str, suit: str) -> list[str]:
    n = RANKS.index(rank) + 2
    size = 42 if n >= 9 else 46
    out = []
    for x, y in pip_layout(n):
        rot = 180 if y > _MID + 1 else 0
        out.append(suit_symbol(suit, x, y, size, rotate=rot))
    return out


def ace_pip(suit: str) -> list[str]:
    if suit == "S":
        colour = SUIT_COLOURS[suit]
        # the ace of spades: a large spade inside a fine double ring
        return [
            f'<ellipse cx="120" cy="168" rx="86" ry="96" fill="none" stroke="{colour}" stroke-width="1.5"/>',
            f'<ellipse cx="120" cy="168" rx="80" ry="90" fill="none" stroke="{colour}" stroke-width="0.75"/>',
            suit_symbol(suit, 120, 166, 118),
        ]
    return [suit_symbol(suit, 120, 168, 84)]


# --- court cards ------------------------------------------------------------------------------

PANEL = (46, 26, 194, 310)  # x0, y0, x1, y1 of the framed court panel
PANEL_MID = (PANEL[1] + PANEL[3]) / 2  # 168


def _crown_king() -> str:
    # a five-pointed gold crown with pearls, on a jewelled band
    pts = []
    base_y, top_y, low_y = 70, 40, 56
    xs = [96, 108, 120, 132, 144]
    d = f"M94,{base_y} L{xs[0]},{top_y + 6}"
    for i in range(len(xs) - 1):
        mid = (xs[i] + xs[i + 1]) / 2
        d += f" L{fmt(mid)},{low_y} L{xs[i + 1]},{top_y + (0 if i + 1 == 2 else 6)}"
    d += f" L146,{base_y} Z"
    pts.append(f'<path d="{d}" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.5" stroke-linejoin="round"/>')
    for i, x in enumerate(xs):
        y = top_y + (0 if i == 2 else 6)
        pts.append(f'<circle cx="{x}" cy="{fmt(y - 3)}" r="3.5" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1"/>')
    pts.append(f'<rect x="93" y="64" width="54" height="9" rx="2" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.5"/>')
    return "".join(pts)


def _crown_queen(colour: str) -> str:
    # a rounded tiara with arches and a central jewel in the suit colour
    d = ("M98,72 C98,62 100,56 104,52 C106,58 110,60 113,58 C115,52 117,48 120,44 "
         "C123,48 125,52 127,58 C130,60 134,58 136,52 C140,56 142,62 142,72 Z")
    return (
        f'<path d="{d}" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.5" stroke-linejoin="round"/>'
        f'<circle cx="120" cy="62" r="4.5" fill="{colour}"/>'
        f'<circle cx="104" cy="51" r="2.8" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1"/>'
        f'<circle cx="136" cy="51" r="2.8" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1"/>'
        f'<circle cx="120" cy="42" r="3.2" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1"/>'
    )


def _cap_jack(colour: str) -> str:
    # a soft beret in the suit colour with a gold band and a curling feather
    cap = ("M96,76 C94,62 104,54 120,54 C138,54 150,60 150,70 C150,74 146,76 140,76 Z")
    feather = "M136,60 C136,48 142,38 154,32 C154,44 150,54 142,62 Z"
    return (
        f'<path d="{feather}" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.2" stroke-linejoin="round"/>'
        f'<path d="{cap}" fill="{colour}"/>'
        f'<rect x="96" y="71" width="48" height="6" rx="2" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1"/>'
    )


def _face(cy: float = 90) -> str:
    return (
        f'<ellipse cx="120" cy="{cy}" rx="18" ry="21" fill="{SKIN}" stroke="{SKIN_LINE}" stroke-width="1.2"/>'
        f'<circle cx="113" cy="{fmt(cy - 2)}" r="2" fill="{FACE_DARK}"/>'
        f'<circle cx="127" cy="{fmt(cy - 2)}" r="2" fill="{FACE_DARK}"/>'
        f'<path d="M119,{fmt(cy + 1)} C118,{fmt(cy + 4)} 119,{fmt(cy + 6)} 122,{fmt(cy + 6)}" fill="none" '
        f'stroke="{SKIN_LINE}" stroke-width="1.2" stroke-linecap="round"/>'
    )


# the garment under the robe: a front panel whose colour tells the ranks apart at a glance
TUNIC = {"K": "#2a4d8f", "Q": "#f3e3b5", "J": "#2f7d4f"}
SHADE = 'stroke="#000000" stroke-opacity="0.28"'


def _robe(rank: str, colour: str, hand_x: float) -> str:
    y = PANEL_MID
    robe = f"M66,{y} L66,146 C66,132 80,122 100,118 L140,118 C160,122 174,132 174,146 L174,{y} Z"
    tunic = f"M106,118 L134,118 L146,{y} L94,{y} Z"
    # the arm reaching towards the held object, ending in a hand
    side = -1 if hand_x < 120 else 1
    sx = 120 + side * 30
    arm = f"M{sx},126 C{sx + side * 4},138 {fmt(hand_x - side * 12)},146 {fmt(hand_x - side * 4)},148"
    return (
        f'<rect x="112" y="104" width="16" height="18" fill="{SKIN}" stroke="{SKIN_LINE}" stroke-width="1.2"/>'
        f'<path d="{robe}" fill="{colour}"/>'
        f'<path d="{tunic}" fill="{TUNIC[rank]}" stroke="{GOLD}" stroke-width="4" stroke-linejoin="round"/>'
        f'<path d="M104,118 L120,134 L136,118" fill="{SKIN}" stroke="{GOLD}" stroke-width="4" stroke-linejoin="round"/>'
        f'<path d="{arm}" fill="none" {SHADE} stroke-width="3" stroke-linecap="round"/>'
        f'<path d="M66,146 C66,132 80,122 100,118 M174,146 C174,132 160,122 140,118" fill="none" '
        f'{SHADE} stroke-width="2"/>'
    )


def _hand(x: float, y: float) -> str:
    return f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="5.5" fill="{SKIN}" stroke="{SKIN_LINE}" stroke-width="1.2"/>'


def court_half(rank: str, suit: str) -> str:
    colour = SUIT_COLOURS[suit]
    parts = []
    hand_x = 160 if rank == "Q" else 80
    if rank == "Q":
        # long hair falling behind the shoulders
        parts.append(
            f'<path d="M98,88 C96,68 106,60 120,60 C134,60 144,68 142,88 C144,104 150,116 156,124 '
            f'L84,124 C90,116 96,104 98,88 Z" fill="{HAIR}"/>'
        )
    parts.append(_robe(rank, colour, hand_x))
    if rank == "K":
        # a sceptre with an orb and cross
        parts.append(f'<path d="M80,{PANEL_MID - 4} L80,92" stroke="{GOLD_DARK}" stroke-width="4" stroke-linecap="round"/>')
        parts.append(f'<circle cx="80" cy="88" r="7" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.5"/>')
        parts.append(f'<path d="M80,72 L80,82 M75,77 L85,77" stroke="{GOLD_DARK}" stroke-width="2.5" stroke-linecap="round"/>')
    elif rank == "Q":
        # a flower
        parts.append(f'<path d="M160,150 C160,130 156,110 160,96" fill="none" stroke="#3f7d3a" stroke-width="3"/>')
        parts.append(f'<path d="M159,122 C152,116 148,116 144,118 C148,124 154,124 159,122 Z" fill="#3f7d3a"/>')
        for ang in range(0, 360, 72):
            px = 160 + 6 * math.sin(math.radians(ang))
            py = 90 - 6 * math.cos(math.radians(ang))
            parts.append(f'<circle cx="{fmt(px)}" cy="{fmt(py)}" r="4.5" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="0.8"/>')
        parts.append(f'<circle cx="160" cy="90" r="3.5" fill="{colour}"/>')
    else:
        # a halberd
        parts.append(f'<path d="M80,{PANEL_MID - 4} L80,84" stroke="{GOLD_DARK}" stroke-width="4" stroke-linecap="round"/>')
        parts.append('<path d="M80,74 L80,90 L70,96 C66,88 66,80 70,74 Z" fill="#b9bec4" stroke="#5d646b" '
                     'stroke-width="1.2" stroke-linejoin="round"/>')
        parts.append('<path d="M80,64 L84,78 L76,78 Z" fill="#b9bec4" stroke="#5d646b" stroke-width="1.2" '
                     'stroke-linejoin="round"/>')
    parts.append(_hand(hand_x, 148))
    parts.append(_face())
    if rank == "K":
        parts.append(
            f'<path d="M102,92 C104,112 112,120 120,120 C128,120 136,112 138,92 '
            f'C134,100 128,102 120,102 C112,102 106,100 102,92 Z" fill="{HAIR}"/>'
        )
        parts.append(f'<path d="M113,99 C117,97 123,97 127,99" fill="none" stroke="{HAIR}" stroke-width="3" stroke-linecap="round"/>')
        parts.append(_crown_king())
    elif rank == "Q":
        parts.append(f'<path d="M102,82 C104,72 112,68 120,68 C128,68 136,72 138,82 C132,76 126,74 120,74 '
                     f'C114,74 108,76 102,82 Z" fill="{HAIR}"/>')
        parts.append('<path d="M115,101 C118,103 122,103 125,101" fill="none" stroke="#b5473a" stroke-width="1.8" '
                     'stroke-linecap="round"/>')
        parts.append(_crown_queen(colour))
    else:
        parts.append(f'<path d="M102,86 C100,92 101,100 104,104 L104,84 Z" fill="{HAIR}"/>')
        parts.append(f'<path d="M138,86 C140,92 139,100 136,104 L136,84 Z" fill="{HAIR}"/>')
        parts.append(f'<path d="M115,101 C118,103 122,103 125,101" fill="none" stroke="{SKIN_LINE}" stroke-width="1.5" '
                     f'stroke-linecap="round"/>')
        parts.append(_cap_jack(colour))
    # the suit symbol in the panel's corner
    parts.append(suit_symbol(suit, 68 if rank == "Q" else 172, 48, 24))
    return "".join(parts)


def court_panel(rank: str, suit: str) -> list[str]:
    colour = SUIT_COLOURS[suit]
    x0, y0, x1, y1 = PANEL
    half = court_half(rank, suit)
    return [
        f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="4" fill="{PANEL_FILL}"/>',
        f"<g>{half}</g>",
        f'<g transform="rotate(180 {CARD_W // 2} {fmt(PANEL_MID)})">{half}</g>',
        f'<path d="M{x0},{fmt(PANEL_MID)} L{x1},{fmt(PANEL_MID)}" stroke="{GOLD}" stroke-width="4"/>',
        f'<path d="M{x0},{fmt(PANEL_MID - 3)} L{x1},{fmt(PANEL_MID - 3)} M{x0},{fmt(PANEL_MID + 3)} '
        f'L{x1},{fmt(PANEL_MID + 3)}" stroke="{colour}" stroke-width="1"/>',
        f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="4" fill="none" '
        f'stroke="{colour}" stroke-width="2"/>',
        f'<rect x="{x0 + 4}" y="{y0 + 4}" width="{x1 - x0 - 8}" height="{y1 - y0 - 8}" rx="2" fill="none" '
        f'stroke="{GOLD}" stroke-width="1.2"/>',
    ]


RANK_NAMES = {"T": "10", "J": "Jack", "Q": "Queen", "K": "King", "A": "Ace"}
SUIT_NAMES = {"C": "Clubs", "D": "Diamonds", "S": "Spades", "H": "Hearts"}


def card_svg(code: str) -> str:
    rank, suit = code[0], code[1]
    body = [card_blank()]
    if rank == "A":
        body += ace_pip(suit)
    elif rank in "JQK":
        body += court_panel(rank, suit)
    else:
        body += number_pips(rank, suit)
    body += corners(rank, suit)
    title = f"{RANK_NAMES.get(rank, rank)} of {SUIT_NAMES[suit]}"
    return svg_document(body, title=title)


# ---------------------------------------------------------------------------------------------
# Card back: a deep red lattice inside a cream double frame, with a central medallion.

BACK_RED = "#7d1320"
BACK_LINE = "#a8343d"
BACK_CREAM = "#f4e7c9"


def _clip_line(x0, y0, dx, dy, rect):
    """Clip the infinite line (x0, y0) + t (dx, dy) to rect; return endpoints or None."""
    rx0, ry0, rx1, ry1 = rect
    t_min, t_max = -1e9, 1e9
    for p, q in ((-dx, x0 - rx0), (dx, rx1 - x0), (-dy, y0 - ry0), (dy, ry1 - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t_min = max(t_min, t)
        else:
            t_max = min(t_max, t)
    if t_min >= t_max:
        return None
    return (x0 + t_min * dx, y0 + t_min * dy, x0 + t_max * dx, y0 + t_max * dy)


def back_svg() -> str:
    outer = (12, 12, CARD_W - 12, CARD_H - 12)
    inner = (20, 20, CARD_W - 20, CARD_H - 20)
    body = [
        card_blank(),
        f'<rect x="{outer[0]}" y="{outer[1]}" width="{outer[2] - outer[0]}" height="{outer[3] - outer[1]}" '
        f'rx="8" fill="{BACK_RED}"/>',
    ]
    # the lattice: two families of diagonals through the card centre, clipped to the inner panel
    step = 16
    segs = []
    cx, cy = CARD_W / 2, CARD_H / 2
    for k in range(-30, 31):
        for dx, dy in ((1, 1), (1, -1)):
            # lines perpendicular offset: shift along x by k * step * sqrt(2)
            x = cx + k * step * math.sqrt(2)
            seg = _clip_line(x, cy, dx, dy, inner)
            if seg:
                segs.append("M{},{} L{},{}".format(*(fmt(v) for v in seg)))
    body.append(f'<path d="{" ".join(segs)}" fill="none" stroke="{BACK_LINE}" stroke-width="2"/>')
    # small cream dots at the lattice crossings
    dots = []
    h = step * math.sqrt(2)  # horizontal distance between crossings on a row
    j_max = int((inner[3] - inner[1]) / h) + 2
    i_max = int((inner[2] - inner[0]) / h) + 2
    for j in range(-j_max, j_max + 1):
        for i in range(-i_max, i_max + 1):
            x = cx + (i + (0.5 if j % 2 else 0)) * h
            y = cy + j * h / 2
            if inner[0] + 3 < x < inner[2] - 3 and inner[1] + 3 < y < inner[3] - 3:
                dots.append(f"M{fmt(x - 1.6)},{fmt(y)} L{fmt(x)},{fmt(y - 1.6)} L{fmt(x + 1.6)},{fmt(y)} "
                            f"L{fmt(x)},{fmt(y + 1.6)} Z")
    body.append(f'<path d="{" ".join(dots)}" fill="{BACK_CREAM}" fill-opacity="0.55"/>')
    # frames
    body.append(f'<rect x="{inner[0]}" y="{inner[1]}" width="{inner[2] - inner[0]}" height="{inner[3] - inner[1]}" '
                f'fill="none" stroke="{BACK_CREAM}" stroke-width="2.5"/>')
    body.append(f'<rect x="{inner[0] + 6}" y="{inner[1] + 6}" width="{inner[2] - inner[0] - 12}" '
                f'height="{inner[3] - inner[1] - 12}" fill="none" stroke="{BACK_CREAM}" stroke-width="1"/>')
    # central medallion with a heart
    body.append(f'<ellipse cx="{fmt(cx)}" cy="{fmt(cy)}" rx="44" ry="56" fill="{BACK_RED}" stroke="{BACK_CREAM}" stroke-width="3"/>')
    body.append(f'<ellipse cx="{fmt(cx)}" cy="{fmt(cy)}" rx="37" ry="49" fill="none" stroke="{BACK_CREAM}" stroke-width="1"/>')
    body.append(suit_symbol("H", cx, cy + 1, 44, colour=BACK_CREAM))
    return svg_document(body, title="Card back")


# ---------------------------------------------------------------------------------------------
# Application icon: a queen of spades fanned with a heart card, on a rounded green square.

ICON_GREEN_TOP = "#2f9a55"
ICON_GREEN_BOTTOM = "#17643a"


def _mini_card(x: float, y: float, w: float, h: float, angle: float, content: str) -> str:
    cx, cy = x + w / 2, y + h / 2
    return (
        f'<g transform="rotate({fmt(angle)} {fmt(cx)} {fmt(cy)})">'
        f'<rect x="{fmt(x + 3)}" y="{fmt(y + 5)}" width="{fmt(w)}" height="{fmt(h)}" rx="12" fill="#000000" fill-opacity="0.25"/>'
        f'<rect x="{fmt(x)}" y="{fmt(y)}" width="{fmt(w)}" height="{fmt(h)}" rx="12" fill="#ffffff" '
        f'stroke="#8c8c8c" stroke-width="2"/>{content}</g>'
    )


def icon_svg() -> str:
    s = 256
    body = [
        "<defs>"
        f'<linearGradient id="felt" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{ICON_GREEN_TOP}"/><stop offset="1" stop-color="{ICON_GREEN_BOTTOM}"/>'
        "</linearGradient></defs>",
        f'<rect x="8" y="8" width="240" height="240" rx="44" fill="url(#felt)"/>',
        f'<rect x="9" y="9" width="238" height="238" rx="43" fill="none" stroke="#0d4426" stroke-width="2"/>',
    ]
    # the queen of spades, tilted to the left
    qx, qy, qw, qh = 40, 34, 120, 168
    queen = (rank_text("Q", qx + 36, qy + 14, 50, SUIT_COLOURS["S"], weight=17)
             + suit_symbol("S", qx + 36, qy + 104, 46))
    body.append(_mini_card(qx, qy, qw, qh, -14, queen))
    # the heart card, tilted to the right, in front
    hx, hy, hw, hh = 104, 58, 120, 168
    heart = suit_symbol("H", hx + 60, hy + 84, 84)
    body.append(_mini_card(hx, hy, hw, hh, 12, heart))
    return svg_document(body, width=s, height=s, title="Hearts")


# ---------------------------------------------------------------------------------------------
# Output

def card_codes() -> list[str]:
    return [r + s for s in SUITS for r in RANKS]


def build_files() -> dict[str, str]:
    """Map of relative output path -> SVG text."""
    files: dict[str, str] = {}
    for code in card_codes():
        files[f"assets/cards/{code}.svg"] = card_svg(code)
    files["assets/cards/back.svg"] = back_svg()
    icon = icon_svg()
    files[f"assets/icons/{ICON_NAME}.svg"] = icon
    files[f"packaging/linux/icons/hicolor/scalable/apps/{ICON_NAME}.svg"] = icon
    return files


def generate(root: Path) -> list[Path]:
    written = []
    for rel, text in sorted(build_files().items()):
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode("utf-8"))
        written.append(path)
    return written


def render_svg_to_image(svg_path: Path, width: int, height: int):
    """Render an SVG file to a transparent QImage (imports Qt lazily)."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        render_svg_to_image._app = QGuiApplication([])  # keep a reference
    renderer = QSvgRenderer(str(svg_path))
    if not renderer.isValid():
        raise RuntimeError(f"invalid SVG: {svg_path}")
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def render_icon_pngs(root: Path) -> list[Path]:
    svg = root / f"assets/icons/{ICON_NAME}.svg"
    written = []
    for n in ICON_SIZES:
        out = root / f"packaging/linux/icons/hicolor/{n}x{n}/apps/{ICON_NAME}.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        image = render_svg_to_image(svg, n, n)
        if not image.save(str(out), "PNG"):
            raise RuntimeError(f"could not write {out}")
        written.append(out)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent,
                        help="output root (default: the repository root)")
    parser.add_argument("--png", action="store_true",
                        help="also render the PNG icon sizes (needs PySide6)")
    args = parser.parse_args(argv)
    written = generate(args.out)
    print(f"wrote {len(written)} SVG files under {args.out}")
    if args.png:
        pngs = render_icon_pngs(args.out)
        print(f"wrote {len(pngs)} PNG icons")
    return 0


if __name__ == "__main__":
    sys.exit(main())
