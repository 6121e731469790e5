"""Horizontal bars on a 0–100 % scale, each with its value written at the end of its row:
the player's win rate per level, drawn with QPainter like ``line_chart``."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...app.i18n import format_number
from .line_chart import COLOURS

TRACK = QColor("#e6e6e6")
GRID = QColor(0, 0, 0, 40)
TICKS = (0, 25, 50, 75, 100)


@dataclass(frozen=True)
class Bar:
    """One row: its name, the share filled (0–1; None draws no bar) and the text after it."""

    label: str
    share: float | None
    text: str


class BarChart(QWidget):
    """A row per bar: its name, its bar over a grid of 0–100 %, its value."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bar_chart")
        self.bars: list[Bar] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_bars(self, bars: list[Bar]) -> None:
        """Show these rows; repaints."""
        self.bars = list(bars)
        self.setAccessibleDescription("; ".join(f"{bar.label}: {bar.text}" for bar in self.bars))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(480, 40 + 36 * max(1, len(self.bars)))

    def minimumSizeHint(self) -> QSize:
        return QSize(240, 30 + 22 * max(1, len(self.bars)))

    def track_rect(self) -> QRectF:
        """Where 0 % to 100 % run, over every row."""
        metrics = self.fontMetrics()
        gap = metrics.height() * 0.6
        label_w = max((metrics.horizontalAdvance(bar.label) for bar in self.bars), default=0)
        text_w = max((metrics.horizontalAdvance(bar.text) for bar in self.bars), default=0)
        left = 4 + label_w + gap
        right = self.width() - 4 - text_w - gap
        return QRectF(left, 4, max(20.0, right - left), self.height() - 8 - metrics.height() * 1.4)

    def bar_rect(self, index: int, share: float) -> QRectF:
        """The filled part of row ``index`` at ``share``."""
        track = self.track_rect()
        row_h = min(40.0, track.height() / max(1, len(self.bars)))
        height = row_h * 0.6
        y = track.top() + row_h * index + (row_h - height) / 2
        return QRectF(track.left(), y, track.width() * max(0.0, min(1.0, share)), height)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = self.fontMetrics()
        track = self.track_rect()
        rows = max(1, len(self.bars))
        row_h = min(40.0, track.height() / rows)
        bottom = track.top() + row_h * rows
        painter.setPen(QPen(GRID, 1, Qt.PenStyle.DotLine))
        for tick in TICKS:
            x = track.left() + track.width() * tick / 100
            painter.drawLine(round(x), round(track.top()), round(x), round(bottom))
        painter.setPen(self.palette().text().color())
        for tick in TICKS:
            x = track.left() + track.width() * tick / 100
            label = f"{format_number(tick)} %"
            width = metrics.horizontalAdvance(label)
            painter.drawText(QRectF(x - width / 2 - 2, bottom + 2, width + 4, metrics.height()),
                             Qt.AlignmentFlag.AlignCenter, label)
        for i, bar in enumerate(self.bars):
            full = self.bar_rect(i, 1.0)
            middle = Qt.AlignmentFlag.AlignVCenter
            painter.setPen(self.palette().text().color())
            painter.drawText(QRectF(4, full.top() - 10, track.left() - 8, full.height() + 20),
                             middle | Qt.AlignmentFlag.AlignRight, bar.label)
            painter.drawText(QRectF(full.right() + 8, full.top() - 10,
                                    self.width() - full.right() - 12, full.height() + 20),
                             middle | Qt.AlignmentFlag.AlignLeft, bar.text)
            painter.setPen(Qt.PenStyle.NoPen)
            radius = full.height() / 4
            painter.setBrush(TRACK)
            painter.drawRoundedRect(full, radius, radius)
            if bar.share:
                painter.setBrush(QColor(COLOURS[i % len(COLOURS)]))
                painter.drawRoundedRect(self.bar_rect(i, bar.share), radius, radius)
        painter.end()
