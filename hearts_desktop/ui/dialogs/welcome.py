"""The first start: the player chooses the computers' level and the rules before the first deal."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget,
)

from ...ai import Level
from ...app.names import preset_name
from ...app.services import AppServices
from ...engine import PRESETS, preset
from .buttons import plain_buttons
from .level_choice import LevelChooser
from .rules_line import rules_line


class WelcomeDialog(QDialog):
    """Level (Let / Mellem / Svær) and rule preset; OK starts the first game."""

    def __init__(self, level: Level, preset_name_: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome_dialog")
        layout = QVBoxLayout(self)
        self.headline = QLabel()
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.headline.setFont(font)
        layout.addWidget(self.headline)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.level_label = QLabel()
        bold = self.level_label.font()
        bold.setBold(True)
        self.level_label.setFont(bold)
        layout.addWidget(self.level_label)
        self.level_chooser = LevelChooser(level, self)
        layout.addWidget(self.level_chooser)
        form = QFormLayout()
        self.preset_label = QLabel()
        self.preset_box = QComboBox()
        for name in PRESETS:
            self.preset_box.addItem("", name)
        self.preset_box.setCurrentIndex(max(0, self.preset_box.findData(preset_name_)))
        self.preset_label.setBuddy(self.preset_box)
        form.addRow(self.preset_label, self.preset_box)
        layout.addLayout(form)
        self.summary_label = QLabel()
        self.summary_label.setWordWrap(True)
        layout.addWidget(self.summary_label)
        self.preset_box.currentIndexChanged.connect(self._update_summary)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        plain_buttons(self.buttons)
        layout.addWidget(self.buttons)
        self.retranslate_ui()

    def level(self) -> Level:
        """The level chosen."""
        return self.level_chooser.level()

    def preset(self) -> str:
        """The rule preset chosen (a name of PRESETS)."""
        return self.preset_box.currentData()

    def _update_summary(self) -> None:
        self.summary_label.setText(rules_line(preset(self.preset())))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Welcome"))
        self.headline.setText(self.tr("Welcome to Spar dame"))
        self.intro.setText(self.tr(
            "You play against three computers. Choose how well they play and which rules you "
            "play by; you can change both later under Game › New game."))
        self.level_label.setText(self.tr("The computers' level"))
        self.preset_label.setText(self.tr("&Rules"))
        for i in range(self.preset_box.count()):
            self.preset_box.setItemText(i, preset_name(self.preset_box.itemData(i)))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Deal the cards"))
        self._update_summary()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def welcome_if_first_start(services: AppServices, parent: QWidget | None = None) -> bool:
    """On the first start, ask for the level and rules and keep them as the defaults.

    Returns whether the player was asked. Closing the window keeps the defaults; either way
    the settings are written, so later starts go straight to the table.
    """
    if not services.first_start:
        return False
    settings = services.settings
    dialog = WelcomeDialog(settings.level, settings.preset, parent)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        settings = settings.with_changes(level=dialog.level(), preset=dialog.preset())
    dialog.deleteLater()
    services.first_start = False
    services.save_settings(settings)
    return True
