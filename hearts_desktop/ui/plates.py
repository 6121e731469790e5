"""Text on the table: a seat's name plate and the hearts-broken indicator."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

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
    """Name, running total and points this hand; a gold frame when the seat is to act."""

    def __init__(self) -> None:
        super().__init__(160.0, 44.0)
        self.name = ""
        self.detail = ""
        self.active = False
        self.thinking = False

    def set_text(self, name: str, detail: str, active: bool, thinking: bool) -> None:
        if (name, detail, active, thinking) != (self.name, self.detail, self.active, self.thinking):
            self.name, self.detail, self.active, self.thinking = name, detail, active, thinking
            self.setToolTip(f"{name}\n{detail}")
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self._size
        rect = QRectF(-w / 2, -h / 2, w, h).adjusted(1.5, 1.5, -1.5, -1.5)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
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
