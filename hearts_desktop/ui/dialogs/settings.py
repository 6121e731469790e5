"""The settings dialog: player name, default level, language, animation speed, four-colour deck."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QWidget,
)

from ...ai import Level
from ...app.i18n import current_language, language_manager
from ...app.names import default_names, level_name
from ...engine import Card
from ..cardart import CardArt
from ..settings import Speed
from .buttons import plain_buttons
from .card_strip import CardStrip

# Each language by its own name, so that a player can find theirs whatever is installed.
LANGUAGE_NAMES = (("nb", "Norsk bokmål"), ("da", "Dansk"), ("en", "English"))
#: One card of each suit, to show what the four-colour deck changes.
PREVIEW = tuple(Card.parse(code) for code in ("10C", "10D", "10S", "10H"))


class SettingsDialog(QDialog):
    """Edit the settings; read the result with ``speed()``, ``four_colour()``, ``level()``
    and ``player_name()``."""

    def __init__(self, speed: Speed, four_colour: bool, parent: QWidget | None = None,
                 level: Level = Level.MELLEM, player_name: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("settings_dialog")
        form = QFormLayout(self)
        self.name_label = QLabel()
        self.name_edit = QLineEdit(player_name)
        self.name_edit.setMaxLength(40)
        self.name_label.setBuddy(self.name_edit)
        form.addRow(self.name_label, self.name_edit)
        self.level_label = QLabel()
        self.level_box = QComboBox()
        for choice in Level:
            self.level_box.addItem("", choice)
        self.level_box.setCurrentIndex(list(Level).index(Level(level)))
        self.level_label.setBuddy(self.level_box)
        form.addRow(self.level_label, self.level_box)
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
        # The deck as it will look, changing with the box.
        self.preview = CardStrip(CardArt(four_colour), list(PREVIEW), step=CardStrip.CARD_WIDTH + 6)
        self.four_colour_box.toggled.connect(self._show_colours)
        form.addRow("", self.preview)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        plain_buttons(buttons)
        form.addRow(buttons)
        self.retranslate_ui()

    def _show_colours(self, four_colour: bool) -> None:
        self.preview.art.set_four_colour(four_colour)
        self.preview.update()

    def language(self) -> str:
        return self.language_box.currentData()

    def speed(self) -> Speed:
        return Speed(self.speed_box.currentData())  # Qt hands back a plain str

    def four_colour(self) -> bool:
        return self.four_colour_box.isChecked()

    def level(self) -> Level:
        """The default level of new games."""
        return Level(self.level_box.currentData())

    def player_name(self) -> str:
        """The player's name ("" keeps the default); characters a name cannot hold are dropped."""
        return "".join(ch for ch in self.name_edit.text() if ch.isprintable()).strip()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.name_label.setText(self.tr("Your &name"))
        self.name_edit.setPlaceholderText(default_names(3)[0])
        self.level_label.setText(self.tr("Computers' le&vel"))
        for i, choice in enumerate(Level):
            self.level_box.setItemText(i, level_name(choice))
        self.level_box.setToolTip(self.tr("The level new games start with; Game › New game can change it."))
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
