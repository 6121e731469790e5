"""A small line chart drawn with QPainter: running totals per hand, or results per game.

Our own rather than QtCharts: QtCharts comes with PySide6-Addons, which would take the
bundle well past its 120 MB budget (it is at 108 MB) for one chart.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

# Told apart by colour-blind players too (Okabe–Ito), the player's own line first.
COLOURS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9")
LIMIT_COLOUR = "#b00020"


@dataclass(frozen=True)
class Series:
    """One line: its name in the legend and a value per step (hand or game)."""

    name: str
    values: tuple[int, ...]


def nice_step(span: float, ticks: int = 5) -> int:
    """A round grid step (1, 2, 5 × 10ⁿ) giving about ``ticks`` lines over ``span``."""
    raw = max(span, 1) / ticks
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return max(1, int(factor * power))
    return int(10 * power)


class LineChart(QWidget):
    """Lines from a common start at 0, a dashed limit line, a legend and a grid."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("line_chart")
        self.series: list[Series] = []
        self.limit: int | None = None
        self.limit_label = ""
        self.start_at_zero = True  # running totals start at 0 before the first hand
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_data(self, series: list[Series], limit: int | None = None, limit_label: str = "") -> None:
        """Show these lines (and the limit); repaints."""
        self.series = list(series)
        self.limit = limit
        self.limit_label = limit_label
        self.setAccessibleDescription("; ".join(
            f"{s.name}: {', '.join(str(v) for v in s.values)}" for s in self.series))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(480, 200)

    def minimumSizeHint(self) -> QSize:
        return QSize(240, 140)

    def _range(self) -> tuple[int, int]:
        values = [v for s in self.series for v in s.values]
        if self.start_at_zero:
            values.append(0)
        if self.limit is not None:
            values.append(self.limit)
        low, high = (min(values), max(values)) if values else (0, 1)
        if high == low:
            high = low + 1
        step = nice_step(high - low)
        return math.floor(low / step) * step, math.ceil(high / step) * step

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        metrics = QFontMetrics(self.font())
        text_colour = palette.windowText().color()
        grid_colour = palette.mid().color()
        low, high = self._range()
        step = nice_step(high - low)
        legend_height = metrics.height() + 6
        left = max(metrics.horizontalAdvance(str(v).replace("-", "−")) for v in (low, high)) + 10
        plot = QRectF(left, legend_height + 4, self.width() - left - 10,
                      self.height() - legend_height - metrics.height() - 12)
        if plot.width() < 20 or plot.height() < 20:
            return
        steps = max((len(s.values) for s in self.series), default=0)
        first = 0 if self.start_at_zero else 1
        count = max(steps - first, 1) if not self.start_at_zero else max(steps, 1)

        def x_of(i: int) -> float:
            return plot.left() + plot.width() * (i - first) / count

        def y_of(value: float) -> float:
            return plot.bottom() - plot.height() * (value - low) / (high - low)

        # Grid and the value axis.
        painter.setPen(QPen(grid_colour, 1))
        value = low
        while value <= high:
            y = y_of(value)
            painter.setPen(QPen(grid_colour, 1, Qt.PenStyle.DotLine if value else Qt.PenStyle.SolidLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text_colour)
            painter.drawText(QRectF(0, y - metrics.height() / 2, left - 6, metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             str(value).replace("-", "−"))
            value += step
        # Step numbers along the bottom (thinned out when there are many).
        every = max(1, math.ceil(steps / max(1, int(plot.width() // 28))))
        for i in range(1, steps + 1):
            if i % every and i != steps:
                continue
            x = x_of(i if self.start_at_zero else i)
            painter.drawText(QRectF(x - 20, plot.bottom() + 2, 40, metrics.height()),
                             Qt.AlignmentFlag.AlignHCenter, str(i))
        # The limit.
        if self.limit is not None and low <= self.limit <= high:
            y = y_of(self.limit)
            painter.setPen(QPen(QColor(LIMIT_COLOUR), 1.5, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            if self.limit_label:
                painter.drawText(QRectF(plot.left() + 4, y - metrics.height() - 1, plot.width() - 8,
                                        metrics.height()),
                                 Qt.AlignmentFlag.AlignRight, self.limit_label)
        # The lines, the first (the player's own) drawn last so it stays on top.
        for index in reversed(range(len(self.series))):
            series = self.series[index]
            colour = QColor(COLOURS[index % len(COLOURS)])
            points = [QPointF(x_of(i + 1), y_of(v)) for i, v in enumerate(series.values)]
            if self.start_at_zero:
                points.insert(0, QPointF(x_of(0), y_of(0)))
            painter.setPen(QPen(colour, 3 if index == 0 else 2))
            if len(points) > 1:
                path = QPainterPath(points[0])
                for point in points[1:]:
                    path.lineTo(point)
                painter.drawPath(path)
            painter.setBrush(colour)
            for point in points[1:] if self.start_at_zero else points:
                painter.drawEllipse(point, 2.5, 2.5)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        # The legend along the top.
        x = plot.left()
        for index, series in enumerate(self.series):
            colour = QColor(COLOURS[index % len(COLOURS)])
            painter.fillRect(QRectF(x, 4 + metrics.height() / 2 - 2, 14, 4), colour)
            painter.setPen(text_colour)
            width = metrics.horizontalAdvance(series.name)
            painter.drawText(QRectF(x + 18, 2, width + 2, metrics.height()),
                             Qt.AlignmentFlag.AlignLeft, series.name)
            x += 18 + width + 14
        painter.end()
