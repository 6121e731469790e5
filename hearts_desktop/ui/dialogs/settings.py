"""The settings dialog: animation speed and the four-colour deck."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from ..settings import Speed


class SettingsDialog(QDialog):
    """Edit the table settings; read the result with ``speed()`` and ``four_colour()``."""

    def __init__(self, speed: Speed, four_colour: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settings_dialog")
        form = QFormLayout(self)
        self.speed_label = QLabel()
        self.speed_box = QComboBox()
        for value in Speed:
            self.speed_box.addItem("", value)
        self.speed_box.setCurrentIndex(list(Speed).index(speed))
        self.speed_label.setBuddy(self.speed_box)
        form.addRow(self.speed_label, self.speed_box)
        self.four_colour_box = QCheckBox()
        self.four_colour_box.setChecked(four_colour)
        form.addRow("", self.four_colour_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.retranslate_ui()

    def speed(self) -> Speed:
        return self.speed_box.currentData()

    def four_colour(self) -> bool:
        return self.four_colour_box.isChecked()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.speed_label.setText(self.tr("&Animation speed"))
        texts = {Speed.OFF: self.tr("Off"), Speed.FAST: self.tr("Fast"),
                 Speed.NORMAL: self.tr("Normal"), Speed.SLOW: self.tr("Slow")}
        for i, value in enumerate(Speed):
            self.speed_box.setItemText(i, texts[value])
        self.four_colour_box.setText(self.tr("&Four-colour deck (clubs green, diamonds blue)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
