"""Dialog buttons without the style's stock icons; their order follows the platform."""

from __future__ import annotations

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialogButtonBox


def plain_buttons(box: QDialogButtonBox) -> QDialogButtonBox:
    """Drop the stock icons some styles put on OK, Close and friends; return the box."""
    for button in box.buttons():
        button.setIcon(QIcon())
    return box
