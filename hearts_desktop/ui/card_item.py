"""One card on the table: its face or back, its state glow and markers, and mouse handling.

A card reports upward with signals (clicked, dropped, hovered, landed) and asks a narrow
``CardPolicy`` whether it may be dragged and why it may not be played; it never holds the view.
"""

from __future__ import annotations

import functools
from typing import Protocol

from PySide6.QtCore import (
    QEasingCurve, QParallelAnimationGroup, QPointF, QPropertyAnimation, QRectF, Qt, Signal,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine import CARDS, Card, Rules, card_value
from .cardart import ASPECT, CardArt
from ..app.names import capitalized, card_name

GOLD = QColor("#f2c230")
RECEIVED = QColor("#4fc3f7")
HINT = QColor("#7cf27c")
WINNER = QColor("#ff8f00")  # only trick cards take it, so it never meets the hand's gold
DRAG_DISTANCE = 8


def paint_glow(painter: QPainter, card: QRectF, radius: float, colour: QColor, size: float) -> None:
    """A soft glow ``size`` wide around the card's outline, outside it, so no line crosses
    the corner index."""
    painter.setPen(Qt.PenStyle.NoPen)
    for step, alpha in ((size, 110), (size * 0.55, 230)):
        shade = QColor(colour)
        shade.setAlpha(alpha)
        painter.setBrush(shade)
        painter.drawRoundedRect(card.adjusted(-step, -step, step, step), radius + step, radius + step)


def badge_text(value: int) -> str:
    """The badge a card wears for its points: "" for none, "−10" for a bonus card."""
    if value == 0:
        return ""
    return f"−{-value}" if value < 0 else str(value)


@functools.lru_cache(maxsize=8)
def badge_texts(rules: Rules) -> dict[Card, str]:
    """Every card's badge under ``rules`` (kept: the table asks on every refresh)."""
    return {card: badge_text(card_value(rules, card)) for card in CARDS}


class CardPolicy(Protocol):
    """What a card may ask the table: whether it can be picked up, why it cannot be played."""

    def may_drag(self, card: Card) -> bool: ...

    def reason_for(self, card: Card) -> str | None: ...


class CardItem(QGraphicsObject):
    """A card drawn from the shared ``CardArt``; positioned by its centre."""

    clicked = Signal(object)  # the item
    dropped = Signal(object, QPointF)  # the item, the scene point where it was let go
    hovered = Signal(object)
    landed = Signal(object)  # an animated move has finished

    def __init__(self, card: Card, art: CardArt, policy: CardPolicy | None = None) -> None:
        super().__init__()
        self.card = card
        self._art = art
        self._policy = policy
        self._width = 100.0
        self.face_up = False
        self.legal = False
        self.illegal = False
        self.received = False
        self.hinted = False
        self.winner = False  # the card taking the finished trick
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

    def show_as(self, *, face_up: bool, width: float, z: float) -> None:
        """Show the card plain (no marks, not clickable) at this size, above ``z``'s neighbours.

        The part of the table that places it then sets the marks it wants.
        """
        self.collecting = False
        self.face_up = face_up
        self.set_width(width)
        self.setZValue(z if not self.dragging else 1000)
        self.interactive = False
        self.legal = self.illegal = self.received = self.hinted = self.winner = False
        self.badge = ""
        if not self.isVisible():
            self.setVisible(True)

    def accessible_name(self) -> str:
        """What a screen reader says: the card's name, or "card back" when it is face down."""
        if not self.face_up:
            return self.tr("card back")
        return card_name(self.card)

    def _glow(self) -> float:
        return max(3.0, self._width * 0.06)

    def boundingRect(self) -> QRectF:
        w, h = self._width, self.height
        m = self._glow() + 1
        top = m + w * 0.22  # room for the received tab above the card
        return QRectF(-w / 2 - m, -h / 2 - top, w + 2 * m, h + m + top)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        w, h = self._width, self.height
        path.addRoundedRect(QRectF(-w / 2, -h / 2, w, h), w * 0.06, w * 0.06)
        return path

    def glow_colour(self) -> QColor | None:
        """The colour of the glow around the card: winner, hint, legal or received (in that order)."""
        if self.winner:
            return WINNER
        if self.hinted:
            return HINT
        if self.legal:
            return GOLD
        if self.received:
            return RECEIVED
        return None

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._width, self.height
        rect = QRectF(-w / 2, -h / 2, w, h)
        radius = w * 0.06
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = self.glow_colour()
        if glow is not None:
            paint_glow(painter, rect, radius, glow, self._glow())
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        ratio *= max(1.0, painter.worldTransform().m11() ** 2 + painter.worldTransform().m12() ** 2) ** 0.5
        pixmap = self._art.pixmap(self.card if self.face_up else None, round(w), round(ratio * 4) / 4)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self.illegal:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(30, 30, 30, 125))
            painter.drawRoundedRect(rect, radius, radius)
        if self.face_up and self.badge:
            self._paint_badge(painter, w, h)
        if self.received:
            self._paint_received_tab(painter, w, h)

    def _paint_received_tab(self, painter: QPainter, w: float, h: float) -> None:
        # A small blue tab above the top-left corner, on the strip a fanned hand leaves visible.
        size = w * 0.17
        tab = QRectF(-w / 2 + w * 0.02, -h / 2 - self._glow() - size * 0.9, size, size * 0.85)
        painter.setPen(QPen(QColor("#0b3a52"), max(1.0, w * 0.01)))
        painter.setBrush(RECEIVED)
        painter.drawRoundedRect(tab, size * 0.2, size * 0.2)
        arrow = QPolygonF([QPointF(tab.center().x() - size * 0.25, tab.top() + size * 0.25),
                           QPointF(tab.center().x() + size * 0.25, tab.top() + size * 0.25),
                           QPointF(tab.center().x(), tab.bottom() - size * 0.18)])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#0b3a52"))
        painter.drawPolygon(arrow)

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
        text = capitalized(card_name(self.card))
        reason = self._policy.reason_for(self.card) if self.interactive and self._policy else None
        if reason:
            text = f"{text}\n{reason}"
        if self.received:
            text = f"{text}\n" + self.tr("received in the pass")
        return text

    # Motion ------------------------------------------------------------------------------

    def move_to(self, pos: QPointF, rotation: float, duration: int, scale: float = 1.0) -> None:
        """Go to ``pos`` with ``rotation`` and ``scale``, animated over ``duration`` ms (0: at once)."""
        self.stop()
        if duration <= 0 or not self.isVisible():
            self.setPos(pos)
            self.setRotation(rotation)
            self.setScale(scale)
            return
        if (self.pos() - pos).manhattanLength() < 0.5 and abs(self.rotation() - rotation) < 0.01 \
                and abs(self.scale() - scale) < 0.001:
            # Already (all but) there: settle exactly, without a flight.
            self.setPos(pos)
            self.setRotation(rotation)
            self.setScale(scale)
            if self.collecting:
                self.landed.emit(self)
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

    def stop(self) -> None:
        """Drop a move in progress where it is (a stale animation after undo or a new game)."""
        if self._animation is not None:
            self._animation.stop()
            self._animation = None

    def _animation_done(self) -> None:
        self._animation = None
        self.landed.emit(self)

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
        if not self.dragging and delta.manhattanLength() >= DRAG_DISTANCE and self._policy \
                and self._policy.may_drag(self.card):
            self.dragging = True
            self.stop()
            self.setZValue(1000)
        if self.dragging:
            self.setPos(self._press_pos + delta)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is None:
            return
        self._press = None
        if self.dragging:
            self.dragging = False
            self.dropped.emit(self, event.scenePos())
        else:
            self.clicked.emit(self)

    def hoverEnterEvent(self, event) -> None:
        if self.interactive:
            self.hovered.emit(self)
        super().hoverEnterEvent(event)
