"""Text on the table: a seat's name plate (with the point cards it took) and the hearts indicator."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from ..engine import CARDS, Card, HandState, Phase, card_value
from ..engine.cards import HEARTS_MASK
from .layout import TableLayout

QS = Card.parse("QS")
JD = Card.parse("JD")

GOLD = QColor("#f2c230")


class _Plate(QGraphicsObject):
    """A rectangle of text centred on its position, sized by the table's layout."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self._size = (width, height)
        self.setZValue(50)

    def set_size(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self._size = (width, height)

    def boundingRect(self) -> QRectF:
        w, h = self._size
        return QRectF(-w / 2, -h / 2, w, h)


class NamePlate(_Plate):
    """Name, running total and points this hand; a gold frame when the seat is to act.

    A row of chips beside the plate shows the point cards the seat has taken this hand, and
    the plate flashes when the seat takes a trick.
    """

    def __init__(self) -> None:
        super().__init__(160.0, 44.0)
        self.name = ""
        self.detail = ""
        self.active = False
        self.thinking = False
        self.chips: tuple[str, ...] = ()
        self.chips_above = False
        self._flash = 0.0
        self._flash_animation = QVariantAnimation(self)
        self._flash_animation.setStartValue(1.0)
        self._flash_animation.setEndValue(0.0)
        self._flash_animation.valueChanged.connect(self._set_flash)

    def boundingRect(self) -> QRectF:
        w, h = self._size
        chip = self.chip_height()
        if self.chips_above:
            return QRectF(-w / 2, -h / 2 - chip - 2, w, h + chip + 2)
        return QRectF(-w / 2, -h / 2, w, h + chip + 2)

    def chip_height(self) -> float:
        """The height of the row of taken-card chips."""
        return max(14.0, self._size[1] * 0.42)

    def set_text(self, name: str, detail: str, active: bool, thinking: bool) -> None:
        if (name, detail, active, thinking) != (self.name, self.detail, self.active, self.thinking):
            self.name, self.detail, self.active, self.thinking = name, detail, active, thinking
            self.setToolTip(f"{name}\n{detail}")
            self.update()

    def set_chips(self, chips: tuple[str, ...], above: bool) -> None:
        """The point cards taken this hand, as short labels ("♥ 4", "Q♠", "J♦")."""
        if (chips, above) != (self.chips, self.chips_above):
            self.prepareGeometryChange()
            self.chips, self.chips_above = chips, above
            self.update()

    def flash(self, duration: int) -> None:
        """Light the plate up and let it fade over ``duration`` ms (the seat took a trick)."""
        self._flash_animation.stop()
        if duration <= 0:
            self._set_flash(0.0)
            return
        self._flash_animation.setDuration(duration)
        self._set_flash(1.0)
        self._flash_animation.start()

    def stop_flash(self) -> None:
        """End a flash at once (undo or a new game)."""
        self._flash_animation.stop()
        self._set_flash(0.0)

    @property
    def flashing(self) -> bool:
        """Whether the plate is lit up."""
        return self._flash > 0

    def _set_flash(self, value) -> None:
        self._flash = float(value)
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self._size
        rect = QRectF(-w / 2, -h / 2, w, h).adjusted(1.5, 1.5, -1.5, -1.5)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._flash > 0:
            glow = QColor(GOLD)
            glow.setAlphaF(0.85 * self._flash)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), h * 0.25, h * 0.25)
        painter.setPen(QPen(GOLD, 3) if self.active else QPen(QColor(255, 255, 255, 60), 1))
        painter.setBrush(QColor(0, 0, 0, 150) if not self.active else QColor(60, 45, 0, 190))
        painter.drawRoundedRect(rect, h * 0.22, h * 0.22)
        font = QFont(painter.font())
        font.setPixelSize(max(11, round(h * 0.34)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(GOLD if self.active else QColor("#ffffff"))
        top = QRectF(rect.left() + 6, rect.top() + 2, rect.width() - 12, rect.height() * 0.52)
        name = self.name + (" …" if self.thinking else "")
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, QFontMetricsF(font).elidedText(
            name, Qt.TextElideMode.ElideRight, top.width()))
        font.setBold(False)
        font.setPixelSize(max(10, round(h * 0.27)))
        painter.setFont(font)
        painter.setPen(QColor("#e8f5e9"))
        bottom = QRectF(rect.left() + 6, rect.top() + rect.height() * 0.5, rect.width() - 12,
                        rect.height() * 0.46)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, QFontMetricsF(font).elidedText(
            self.detail, Qt.TextElideMode.ElideRight, bottom.width()))
        self._paint_chips(painter, w, h)

    def _paint_chips(self, painter: QPainter, w: float, h: float) -> None:
        if not self.chips:
            return
        ch = self.chip_height()
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(10, round(ch * 0.68)))
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        widths = [metrics.horizontalAdvance(chip) + ch * 0.7 for chip in self.chips]
        total = sum(widths) + 3 * (len(widths) - 1)
        x = -min(total, w) / 2
        y = -h / 2 - ch - 1 if self.chips_above else h / 2 + 1
        for chip, cw in zip(self.chips, widths):
            box = QRectF(x, y, cw, ch)
            jack = chip.startswith("J")
            painter.setPen(QPen(QColor("#ffffff"), 1))
            painter.setBrush(QColor("#1f7a3a") if jack else QColor("#fdf6e3"))
            painter.drawRoundedRect(box, ch / 2, ch / 2)
            red = "♥" in chip or "♦" in chip
            painter.setPen(QColor("#ffffff") if jack else QColor("#c0182f") if red else QColor("#111111"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, chip)
            x += cw + 3


class HeartsIndicator(_Plate):
    """A heart that is bright once hearts are broken, dim before."""

    def __init__(self) -> None:
        super().__init__(160.0, 30.0)
        self.broken = False
        self.text = ""

    def set_state(self, broken: bool, text: str) -> None:
        if (broken, text) != (self.broken, self.text):
            self.broken, self.text = broken, text
            self.setToolTip(text)
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self._size
        rect = QRectF(-w / 2, -h / 2, w, h).adjusted(1, 1, -1, -1)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawRoundedRect(rect, h * 0.3, h * 0.3)
        font = QFont(painter.font())
        font.setPixelSize(max(12, round(h * 0.62)))
        painter.setFont(font)
        heart = QRectF(rect.left() + 4, rect.top(), h, rect.height())
        painter.setPen(QColor("#ff4d5e") if self.broken else QColor(255, 255, 255, 110))
        painter.drawText(heart, Qt.AlignmentFlag.AlignCenter, "♥" if self.broken else "♡")
        font.setPixelSize(max(10, round(h * 0.42)))
        painter.setFont(font)
        painter.setPen(QColor("#ffffff") if self.broken else QColor(255, 255, 255, 170))
        text_rect = QRectF(heart.right() + 2, rect.top(), rect.right() - heart.right() - 6, rect.height())
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         QFontMetricsF(font).elidedText(self.text, Qt.TextElideMode.ElideRight,
                                                        text_rect.width()))


class PlateRow:
    """Every seat's plate: name, total and points this hand, the point cards taken, a flash."""

    def __init__(self, scene) -> None:
        self._scene = scene
        self._plates: list[NamePlate] = []

    def plate(self, seat: int) -> NamePlate:
        """The plate of ``seat``."""
        return self._plates[seat]

    def show(self, controller, lay: TableLayout, to_act: set[int], thinking: int) -> None:
        """Place and fill the plates of ``controller``'s game (seat 0 is the player)."""
        c = controller
        n = c.players
        while len(self._plates) < n:
            plate = NamePlate()
            self._plates.append(plate)
            self._scene.addItem(plate)
        for seat, plate in enumerate(self._plates):
            plate.setVisible(seat < n)
        hand = c.table_hand
        totals = c.match.totals
        for seat in range(n):
            plate = self._plates[seat]
            s = lay.seats[seat]
            plate.set_size(lay.plate_w, lay.plate_h)
            plate.setPos(s.plate_x, s.plate_y)
            # After a hand is scored, show what it scored (a moon turns 26 into 0 and 0 into 26).
            points = hand.score.points[seat] if hand.score is not None else hand.points(seat)
            detail = QCoreApplication.translate("TableView", "Total %1 · this hand %2").replace(
                "%1", signed(totals[seat])).replace("%2", signed(points))
            active = seat in to_act and (hand.phase is not Phase.PASSING or seat == 0)
            plate.set_text(c.name(seat), detail, active, seat == thinking and seat != 0)
            plate.set_chips(taken_chips(hand, seat), above=seat == 0)

    def flash(self, seat: int, duration: int) -> None:
        """Light up ``seat``'s plate (it took a trick)."""
        if seat < len(self._plates):
            self._plates[seat].flash(duration)

    def stop_flashing(self) -> None:
        """End every flash at once."""
        for plate in self._plates:
            plate.stop_flash()


def taken_chips(hand: HandState, seat: int) -> tuple[str, ...]:
    """Short labels of the point cards ``seat`` has taken this hand ("♥ 4", "Q♠", "J♦").

    Like the points, a trick on show counts as soon as it is complete.
    """
    taken = hand.taken[seat]
    rules = hand.rules
    chips = []
    hearts = (taken & HEARTS_MASK).bit_count()
    if hearts:
        value = sum(card_value(rules, card) for card in CARDS if taken & HEARTS_MASK & card.mask)
        chips.append(f"♥ {hearts}" if value == hearts else f"♥ {hearts} · {value}")
    if taken & QS.mask:
        chips.append("Q♠" if rules.queen_value == 13 else f"Q♠ {rules.queen_value}")
    if taken & JD.mask and rules.jack_of_diamonds:
        chips.append("J♦" if rules.jack_of_diamonds == -10 else f"J♦ {signed(rules.jack_of_diamonds)}")
    return tuple(chips)


def signed(value: int) -> str:
    """A number with a real minus sign."""
    return str(value).replace("-", "−")
