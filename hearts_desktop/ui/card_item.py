"""One card on the table: its face or back, border, greying, badge, and mouse handling."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEasingCurve, QParallelAnimationGroup, QPointF, QPropertyAnimation, QRectF, Qt,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine import Card
from .cardart import ASPECT, CardArt
from ..app.names import card_name

if TYPE_CHECKING:
    from .table import TableView

GOLD = QColor("#f2c230")
RECEIVED = QColor("#4fc3f7")
HINT = QColor("#7cf27c")
FOCUS = QColor("#ffffff")
DRAG_DISTANCE = 8


class CardItem(QGraphicsObject):
    """A card drawn from the shared ``CardArt``; positioned by its centre."""

    def __init__(self, card: Card, art: CardArt, table: "TableView") -> None:
        super().__init__()
        self.card = card
        self._art = art
        self._table = table
        self._width = 100.0
        self.face_up = False
        self.legal = False
        self.illegal = False
        self.received = False
        self.hinted = False
        self.focused = False
        self.badge = ""
        self.interactive = False
        self._press: QPointF | None = None
        self._press_pos = QPointF()
        self.dragging = False
        self.collecting = False  # flying to the trick's winner, hidden when it lands
        self._animation: QParallelAnimationGroup | None = None
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.setTransformOriginPoint(0, 0)

    # Appearance --------------------------------------------------------------------------

    @property
    def width(self) -> float:
        return self._width

    @property
    def height(self) -> float:
        return self._width * ASPECT

    def set_width(self, width: float) -> None:
        if abs(width - self._width) > 0.01:
            self.prepareGeometryChange()
            self._width = width

    def accessible_name(self) -> str:
        """What a screen reader says: the card's name, or "card back" when it is face down."""
        if not self.face_up:
            return self.tr("card back")
        return card_name(self.card)

    def boundingRect(self) -> QRectF:
        w, h = self._width, self.height
        m = max(3.0, w * 0.04)
        return QRectF(-w / 2 - m, -h / 2 - m, w + 2 * m, h + 2 * m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        w, h = self._width, self.height
        path.addRoundedRect(QRectF(-w / 2, -h / 2, w, h), w * 0.06, w * 0.06)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._width, self.height
        rect = QRectF(-w / 2, -h / 2, w, h)
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        ratio *= max(1.0, painter.worldTransform().m11() ** 2 + painter.worldTransform().m12() ** 2) ** 0.5
        pixmap = self._art.pixmap(self.card if self.face_up else None, round(w), round(ratio * 4) / 4)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        radius = w * 0.06
        if self.illegal:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(30, 30, 30, 125))
            painter.drawRoundedRect(rect, radius, radius)
        if self.face_up and self.badge:
            self._paint_badge(painter, w, h)
        border = None
        if self.hinted:
            border = HINT
        elif self.legal:
            border = GOLD
        elif self.received:
            border = RECEIVED
        if border is not None:
            pen = QPen(border, max(2.5, w * 0.045))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = pen.widthF() / 2 - 1
            painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
        if self.received and border is not RECEIVED:
            painter.setPen(QPen(RECEIVED, max(2.0, w * 0.03)))
            inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
            painter.drawRoundedRect(inner, radius * 0.7, radius * 0.7)
        if self.focused:
            pen = QPen(FOCUS, max(2.0, w * 0.025), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            m = max(3.0, w * 0.04) - pen.widthF() / 2
            painter.drawRoundedRect(rect.adjusted(-m, -m, m, m), radius * 1.3, radius * 1.3)

    def _paint_badge(self, painter: QPainter, w: float, h: float) -> None:
        # Below the corner index, inside the strip that stays visible in a fanned hand.
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(9, round(w * 0.13)))
        painter.setFont(font)
        metrics = painter.fontMetrics()
        text_w = metrics.horizontalAdvance(self.badge)
        bh = font.pixelSize() * 1.45
        bw = max(bh, text_w + bh * 0.6)
        x = -w / 2 + w * 0.035
        y = -h / 2 + h * 0.29
        badge = QRectF(x, y, bw, bh)
        negative = self.badge.startswith("−")
        painter.setPen(QPen(QColor("#ffffff"), max(1.0, w * 0.01)))
        painter.setBrush(QColor("#1f7a3a") if negative else QColor("#b3122e"))
        painter.drawRoundedRect(badge, bh / 2, bh / 2)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.badge)

    def refresh(self) -> None:
        self.setToolTip(self._tooltip())
        self.update()

    def _tooltip(self) -> str:
        if not self.face_up:
            return ""
        text = card_name(self.card)
        reason = self._table.reason_for(self.card) if self.interactive else None
        return f"{text}\n{reason}" if reason else text

    # Motion ------------------------------------------------------------------------------

    def move_to(self, pos: QPointF, rotation: float, duration: int, scale: float = 1.0) -> None:
        """Go to ``pos`` with ``rotation`` and ``scale``, animated over ``duration`` ms (0: at once)."""
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        if duration <= 0 or not self.isVisible():
            self.setPos(pos)
            self.setRotation(rotation)
            self.setScale(scale)
            return
        group = QParallelAnimationGroup(self)
        for name, end in ((b"pos", pos), (b"rotation", rotation), (b"scale", scale)):
            anim = QPropertyAnimation(self, name, group)
            anim.setDuration(duration)
            anim.setEndValue(end)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(anim)
        group.finished.connect(self._animation_done)
        self._animation = group
        group.start()

    def _animation_done(self) -> None:
        self._animation = None
        self._table.animation_finished(self)

    @property
    def animating(self) -> bool:
        return self._animation is not None

    # Mouse -------------------------------------------------------------------------------

    def mousePressEvent(self, event) -> None:
        if not self.interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._press_pos = self.pos()
        self.dragging = False
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self.dragging and delta.manhattanLength() >= DRAG_DISTANCE and self._table.may_drag(self):
            self.dragging = True
            if self._animation is not None:
                self._animation.stop()
                self._animation = None
            self.setZValue(1000)
        if self.dragging:
            self.setPos(self._press_pos + delta)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is None:
            return
        self._press = None
        if self.dragging:
            self.dragging = False
            self._table.card_dropped(self, event.scenePos())
        else:
            self._table.card_clicked(self)

    def hoverEnterEvent(self, event) -> None:
        if self.interactive:
            self._table.card_hovered(self)
        super().hoverEnterEvent(event)
