"""The project-drawn card art and icon: present, well-formed, tokenised and reproducible."""

from __future__ import annotations

import importlib.util
import os
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "assets" / "cards"
ICON = ROOT / "assets" / "icons" / "hearts-desktop.svg"
SCRIPT = ROOT / "tools" / "make_card_art.py"

RANKS = "23456789TJQKA"
SUITS = "CDSH"
CODES = [r + s for s in SUITS for r in RANKS]
TOKENS = {"C": "#111112", "S": "#111111", "H": "#c8102e", "D": "#c8102f"}
SVG_NS = "{http://www.w3.org/2000/svg}"


def _load_script():
    spec = importlib.util.spec_from_file_location("make_card_art", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_all_cards_exist():
    assert len(CODES) == 52
    missing = [c for c in CODES + ["back"] if not (CARDS / f"{c}.svg").is_file()]
    assert not missing


@pytest.mark.parametrize("name", CODES + ["back"])
def test_card_is_wellformed_svg_with_viewbox(name):
    root = ET.parse(CARDS / f"{name}.svg").getroot()
    assert root.tag == f"{SVG_NS}svg"
    assert root.get("viewBox") == "0 0 240 336"
    # drawn with paths, never with font text
    assert not list(root.iter(f"{SVG_NS}text"))


@pytest.mark.parametrize("code", CODES)
def test_face_uses_exactly_its_suit_colour_token(code):
    text = (CARDS / f"{code}.svg").read_text(encoding="utf-8").lower()
    suit = code[1]
    assert TOKENS[suit] in text
    for other, token in TOKENS.items():
        if other != suit:
            assert token not in text, f"{code} contains the {other} token {token}"


def test_back_has_no_suit_tokens():
    text = (CARDS / "back.svg").read_text(encoding="utf-8").lower()
    assert not any(token in text for token in TOKENS.values())


def test_icon_is_wellformed_and_square():
    root = ET.parse(ICON).getroot()
    assert root.tag == f"{SVG_NS}svg"
    assert root.get("viewBox") == "0 0 256 256"
    scalable = ROOT / "packaging/linux/icons/hicolor/scalable/apps/hearts-desktop.svg"
    assert scalable.read_bytes() == ICON.read_bytes()


@pytest.mark.parametrize("size", [16, 32, 48, 64, 128, 256])
def test_png_icons_exist(size):
    png = ROOT / f"packaging/linux/icons/hicolor/{size}x{size}/apps/hearts-desktop.png"
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width = int.from_bytes(data[16:20], "big")
    height = int.from_bytes(data[20:24], "big")
    assert (width, height) == (size, size)


def test_generation_is_deterministic_and_matches_committed_files(tmp_path):
    module = _load_script()
    first = tmp_path / "a"
    second = tmp_path / "b"
    written = module.generate(first)
    module.generate(second)
    assert len(written) == 52 + 1 + 2
    for path in written:
        rel = path.relative_to(first)
        assert path.read_bytes() == (second / rel).read_bytes(), rel
        committed = ROOT / rel
        assert committed.read_bytes() == path.read_bytes(), (
            f"{rel} differs from a fresh generation; run python tools/make_card_art.py"
        )


def test_queen_of_spades_renders_with_qt():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    pytest.importorskip("PySide6")
    pytest.importorskip("PySide6.QtSvg")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (keep alive)
    renderer = QSvgRenderer(str(CARDS / "QS.svg"))
    assert renderer.isValid()
    assert renderer.viewBox().width() == 240 and renderer.viewBox().height() == 336

    image = QImage(120, 168, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    assert not image.isNull()

    colours = set()
    opaque = 0
    for y in range(0, image.height(), 3):
        for x in range(0, image.width(), 3):
            pixel = image.pixel(x, y)
            if (pixel >> 24) & 0xFF:
                opaque += 1
            colours.add(pixel)
    # the card is painted (white face, dark spade, coloured figure), not blank
    assert opaque > 0.8 * (image.width() // 3 + 1) * (image.height() // 3 + 1)
    assert len(colours) > 20
    centre = image.pixelColor(60, 84)
    corner_index = [image.pixelColor(x, y) for x in range(4, 20) for y in range(6, 26)]
    assert any(c.red() < 60 and c.green() < 60 and c.blue() < 60 for c in corner_index)
    assert centre.alpha() == 255
