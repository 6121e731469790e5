"""The new-game dialog: preset or custom rules, players, level, names, and the daily deal."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QLabel,
    QLineEdit, QSpinBox, QVBoxLayout, QWidget,
)

from ...ai import Level
from ...app.setup import GameSetup
from ...engine import PRESETS, EndRule, Rules, RulesError, preset, preset_of
from ...app.names import default_names, level_name, preset_name
from ..rule_texts import choices, option_label, rules_error_text

CUSTOM = ""
MAX_PLAYERS = 6


class NewGameDialog(QDialog):
    """Choose the rules, players, level and names of a new game."""

    def __init__(self, current: GameSetup | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self._updating = False
        current = current or GameSetup()
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.preset_label = QLabel()
        self.preset_box = QComboBox()
        form.addRow(self.preset_label, self.preset_box)
        self.players_label = QLabel()
        self.players_box = QSpinBox()
        self.players_box.setRange(3, MAX_PLAYERS)
        form.addRow(self.players_label, self.players_box)
        self.level_label = QLabel()
        self.level_box = QComboBox()
        for level in Level:
            self.level_box.addItem("", level)
        form.addRow(self.level_label, self.level_box)
        self.daily_box = QCheckBox()
        form.addRow("", self.daily_box)
        layout.addLayout(form)

        self.names_group = QGroupBox()
        names_layout = QFormLayout(self.names_group)
        self.name_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        for seat in range(MAX_PLAYERS):
            label, edit = QLabel(), QLineEdit()
            edit.setMaxLength(40)
            names_layout.addRow(label, edit)
            self.name_labels.append(label)
            self.name_edits.append(edit)
        layout.addWidget(self.names_group)

        self.rules_group = QGroupBox()
        rules_form = QFormLayout(self.rules_group)
        self.option_labels: dict[str, QLabel] = {}
        self.option_widgets: dict[str, QWidget] = {}
        for name in ("passing", "first_trick", "heart_lead", "queen_breaks_hearts",
                     "jack_of_diamonds", "values", "ace_of_hearts", "moon", "moon_keeps_jack",
                     "end_rule", "end_score", "end_hands", "ties"):
            if name in ("queen_breaks_hearts", "moon_keeps_jack"):
                widget: QWidget = QCheckBox()
                widget.toggled.connect(self._options_changed)
            elif name in ("end_score", "end_hands"):
                widget = QSpinBox()
                widget.setRange(1, 100_000 if name == "end_score" else 1000)
                widget.valueChanged.connect(self._options_changed)
            else:
                widget = QComboBox()
                for value, _label in choices(name):
                    widget.addItem("", value)
                widget.currentIndexChanged.connect(self._options_changed)
            label = QLabel()
            label.setBuddy(widget)
            rules_form.addRow(label, widget)
            self.option_labels[name] = label
            self.option_widgets[name] = widget
        layout.addWidget(self.rules_group)

        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error_label.setObjectName("rules_error")
        layout.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        for name in PRESETS:
            self.preset_box.addItem("", name)
        self.preset_box.addItem("", CUSTOM)
        self.retranslate_ui()

        self._updating = True
        self.players_box.setValue(current.rules.players)
        self.level_box.setCurrentIndex(list(Level).index(current.level))
        self.daily_box.setChecked(current.is_daily)
        for seat, name in enumerate(current.names):
            self.name_edits[seat].setText(name)
        self._show_rules(current.rules)
        name = preset_of(current.rules)
        self.preset_box.setCurrentIndex(self.preset_box.findData(name if name else CUSTOM))
        self._updating = False
        self.preset_box.currentIndexChanged.connect(self._preset_changed)
        self.players_box.valueChanged.connect(self._players_changed)
        self._players_changed()
        self._options_changed()

    # Translations ------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.preset_label.setText(self.tr("&Rules"))
        self.preset_label.setBuddy(self.preset_box)
        for i in range(self.preset_box.count()):
            data = self.preset_box.itemData(i)
            self.preset_box.setItemText(i, preset_name(data or None))
        self.players_label.setText(self.tr("&Players"))
        self.players_label.setBuddy(self.players_box)
        self.level_label.setText(self.tr("&Level"))
        self.level_label.setBuddy(self.level_box)
        for i, level in enumerate(Level):
            self.level_box.setItemText(i, level_name(level))
        self.daily_box.setText(self.tr("&Daily deal (the same cards for everybody today)"))
        self.names_group.setTitle(self.tr("Names"))
        defaults = default_names(MAX_PLAYERS)
        for seat, (label, edit) in enumerate(zip(self.name_labels, self.name_edits)):
            label.setText(self.tr("You") if seat == 0 else self.tr("Computer %1").replace("%1", str(seat)))
            edit.setPlaceholderText(defaults[seat])
        self.rules_group.setTitle(self.tr("Rule options"))
        for name, label in self.option_labels.items():
            label.setText(option_label(name))
            widget = self.option_widgets[name]
            if isinstance(widget, QComboBox):
                for i, (_value, text) in enumerate(choices(name)):
                    widget.setItemText(i, text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # State -------------------------------------------------------------------------------

    def _show_rules(self, rules: Rules) -> None:
        for name, widget in self.option_widgets.items():
            value = getattr(rules, name)
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QSpinBox):
                widget.setValue(max(1, int(value)))
            else:
                widget.setCurrentIndex(max(0, widget.findData(value)))
        self._update_enabled()

    def _option_values(self) -> dict[str, object]:
        values: dict[str, object] = {"players": self.players_box.value()}
        for name, widget in self.option_widgets.items():
            if isinstance(widget, QCheckBox):
                values[name] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                values[name] = widget.value()
            else:
                values[name] = widget.currentData()
        if values["end_rule"] != EndRule.HANDS:
            values["end_hands"] = 0
        return values

    def rules(self) -> Rules:
        """The rules chosen; raises RulesError for an impossible combination."""
        return Rules(**self._option_values())

    def _preset_changed(self) -> None:
        name = self.preset_box.currentData()
        if self._updating or not name:
            return
        self._updating = True
        self._show_rules(preset(name, self.players_box.value()))
        self._updating = False
        self._options_changed()

    def _players_changed(self) -> None:
        n = self.players_box.value()
        for seat in range(MAX_PLAYERS):
            self.name_labels[seat].setVisible(seat < n)
            self.name_edits[seat].setVisible(seat < n)
        self._options_changed()

    def _update_enabled(self) -> None:
        hands = self.option_widgets["end_rule"].currentData() == EndRule.HANDS
        self.option_widgets["end_hands"].setEnabled(hands)
        self.option_widgets["end_score"].setEnabled(not hands)

    def _options_changed(self, *args) -> None:
        if self._updating:
            return
        self._update_enabled()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        try:
            rules = self.rules()
        except RulesError as error:
            self.error_label.setText(rules_error_text(error))
            self.error_label.setVisible(True)
            ok.setEnabled(False)
            self._select_preset(CUSTOM)
            return
        self.error_label.setText("")
        self.error_label.setVisible(False)
        ok.setEnabled(True)
        self._select_preset(preset_of(rules) or CUSTOM)

    def _select_preset(self, name: str) -> None:
        self._updating = True
        self.preset_box.setCurrentIndex(self.preset_box.findData(name))
        self._updating = False

    def setup(self, today: dt.date | None = None) -> GameSetup:
        """The set-up of the new game (raises RulesError if the options are impossible)."""
        rules = self.rules()
        level = self.level_box.currentData()
        names = tuple(edit.text().strip() for edit in self.name_edits[: rules.players])
        if self.daily_box.isChecked():
            return replace(GameSetup.daily(today or dt.date.today(), rules, level), names=names)
        return GameSetup(rules=rules, level=level, names=names)


