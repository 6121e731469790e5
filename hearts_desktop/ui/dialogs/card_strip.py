"""A row of small card faces drawn from the card art, overlapping so each corner index shows."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from ...app.names import card_name
from ...engine import Card
from ..cardart import ASPECT, CardArt


class CardStrip(QWidget):
    """A row of small overlapping card faces (the point cards a seat took, a deck's colours)."""

    CARD_WIDTH = 46  # at 36 the corner index was 5 px high, too small to read at a glance
    STEP = 22  # the corner index of each card stays visible

    def __init__(self, art: CardArt, cards: list[Card], parent: QWidget | None = None,
                 step: int = STEP) -> None:
        super().__init__(parent)
        self.art = art
        self.cards = cards
        self.step = step
        self._name_cards()

    def _name_cards(self) -> None:
        self.setAccessibleName(", ".join(card_name(c) for c in self.cards))
        self.setToolTip(self.accessibleName())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._name_cards()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        height = round(self.CARD_WIDTH * ASPECT)
        return QSize(self.CARD_WIDTH + self.step * max(0, len(self.cards) - 1), height)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        ratio = self.devicePixelRatioF()
        for i, card in enumerate(self.cards):
            painter.drawPixmap(i * self.step, 0, self.art.pixmap(card, self.CARD_WIDTH, ratio))
        painter.end()
