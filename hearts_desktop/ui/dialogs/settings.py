"""The settings dialog: language, animation speed and the four-colour deck."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from ...app.i18n import current_language, language_manager
from ..settings import Speed

# Each language by its own name, so that a player can find theirs whatever is installed.
LANGUAGE_NAMES = (("nb", "Norsk bokmål"), ("da", "Dansk"), ("en", "English"))


class SettingsDialog(QDialog):
    """Edit the table settings; read the result with ``speed()`` and ``four_colour()``."""

    def __init__(self, speed: Speed, four_colour: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settings_dialog")
        form = QFormLayout(self)
        self.language_label = QLabel()
        self.language_box = QComboBox()
        for code, name in LANGUAGE_NAMES:
            self.language_box.addItem(name, code)
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(current_language())))
        self.language_label.setBuddy(self.language_box)
        form.addRow(self.language_label, self.language_box)
        # The language changes on OK; the open windows retranslate themselves.
        self.accepted.connect(lambda: language_manager().set_language(self.language()))
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

    def language(self) -> str:
        return self.language_box.currentData()

    def speed(self) -> Speed:
        return Speed(self.speed_box.currentData())  # Qt hands back a plain str

    def four_colour(self) -> bool:
        return self.four_colour_box.isChecked()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.language_label.setText(self.tr("&Language"))
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
