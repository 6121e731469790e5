"""The new-game dialog: rules preset and players, the computers' level, the daily deal, and
the names and individual rule options folded away under "Names and custom rules"."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox,
    QHBoxLayout, QLabel, QLineEdit, QScrollArea, QSpinBox, QToolButton, QVBoxLayout, QWidget,
)

from ...ai import Level
from ...app.setup import GameSetup
from ...engine import PRESETS, EndRule, Rules, RulesError, Values, preset, preset_of
from ...app.names import default_names, preset_name
from ..rule_texts import choices, option_label, rules_error_text
from .buttons import plain_buttons
from .level_choice import LevelChooser
from .rules_line import rules_line

CUSTOM = ""
MAX_PLAYERS = 6
DEFAULT_LIMIT = {Values.STANDARD: 100, Values.HIGH: 500}  # RULES.md: end_score by scale
DETAILS_HEIGHT = 230  # the folded-out section scrolls beyond this (the dialog fits 1024×640)
OPTIONS = ("passing", "first_trick", "heart_lead", "queen_breaks_hearts", "jack_of_diamonds",
           "values", "ace_of_hearts", "moon", "moon_keeps_jack", "end_rule", "end_score",
           "end_hands", "ties")


class _Details(QScrollArea):
    """A scroll area that asks for no more than ``DETAILS_HEIGHT`` pixels."""

    def sizeHint(self) -> QSize:
        hint = self.widget().sizeHint() if self.widget() else QSize(0, 0)
        return QSize(hint.width() + self.verticalScrollBar().sizeHint().width() + 4,
                     min(hint.height() + 4, DETAILS_HEIGHT))


class NewGameDialog(QDialog):
    """Choose the rules, players, level and names of a new game."""

    def __init__(self, current: GameSetup | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self._updating = False
        self._limit_edited = False
        current = current or GameSetup()
        layout = QVBoxLayout(self)

        top = QHBoxLayout()
        self.preset_label = QLabel()
        self.preset_box = QComboBox()
        self.preset_label.setBuddy(self.preset_box)
        self.players_label = QLabel()
        self.players_box = QSpinBox()
        self.players_box.setRange(3, MAX_PLAYERS)
        self.players_label.setBuddy(self.players_box)
        top.addWidget(self.preset_label)
        top.addWidget(self.preset_box, 1)
        top.addSpacing(12)
        top.addWidget(self.players_label)
        top.addWidget(self.players_box)
        layout.addLayout(top)
        self.summary_label = QLabel()
        self.summary_label.setObjectName("rules_summary")
        self.summary_label.setWordWrap(True)
        layout.addWidget(self.summary_label)

        self.level_label = QLabel()
        font = self.level_label.font()
        font.setBold(True)
        self.level_label.setFont(font)
        layout.addSpacing(4)
        layout.addWidget(self.level_label)
        self.level_chooser = LevelChooser(current.level, self)
        self.level_label.setBuddy(self.level_chooser.options[current.level].radio)
        layout.addWidget(self.level_chooser)
        self.daily_box = QCheckBox()
        layout.addWidget(self.daily_box)

        self.details_button = QToolButton()
        self.details_button.setObjectName("custom_rules_toggle")
        self.details_button.setCheckable(True)
        self.details_button.setAutoRaise(True)
        self.details_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.details_button.setArrowType(Qt.ArrowType.RightArrow)
        self.details_button.toggled.connect(self.show_details)
        layout.addWidget(self.details_button)
        self.details = _Details()
        self.details.setWidgetResizable(True)
        self.details.setFrameShape(QScrollArea.Shape.NoFrame)
        inner = QWidget()
        inner_layout = QVBoxLayout(inner)
        inner_layout.setContentsMargins(0, 0, 0, 0)
        self.details.setWidget(inner)
        self.details.setVisible(False)
        layout.addWidget(self.details, 1)

        self.names_group = QGroupBox()
        names_layout = QGridLayout(self.names_group)
        self.name_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        for seat in range(MAX_PLAYERS):
            label, edit = QLabel(), QLineEdit()
            edit.setMaxLength(40)
            label.setBuddy(edit)
            row, column = seat // 2, (seat % 2) * 2
            names_layout.addWidget(label, row, column)
            names_layout.addWidget(edit, row, column + 1)
            self.name_labels.append(label)
            self.name_edits.append(edit)
        inner_layout.addWidget(self.names_group)

        self.rules_group = QGroupBox()
        rules_form = QFormLayout(self.rules_group)
        self.option_labels: dict[str, QLabel] = {}
        self.option_widgets: dict[str, QWidget] = {}
        for name in OPTIONS:
            if name in ("queen_breaks_hearts", "moon_keeps_jack"):
                widget: QWidget = QCheckBox()
                widget.toggled.connect(self._options_changed)
            elif name in ("end_score", "end_hands"):
                widget = QSpinBox()
                widget.setRange(1, 100_000 if name == "end_score" else 1000)
                if name == "end_score":
                    widget.valueChanged.connect(self._limit_changed)
                widget.valueChanged.connect(self._options_changed)
            else:
                widget = QComboBox()
                for value, _label in choices(name):
                    widget.addItem("", value)
                if name == "values":
                    widget.currentIndexChanged.connect(self._scale_changed)
                widget.currentIndexChanged.connect(self._options_changed)
            label = QLabel()
            label.setBuddy(widget)
            rules_form.addRow(label, widget)
            self.option_labels[name] = label
            self.option_widgets[name] = widget
        inner_layout.addWidget(self.rules_group)

        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error_label.setObjectName("rules_error")
        layout.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        plain_buttons(self.buttons)
        layout.addWidget(self.buttons)

        for name in PRESETS:
            self.preset_box.addItem("", name)
        self.preset_box.addItem("", CUSTOM)
        self.retranslate_ui()

        self._updating = True
        self.players_box.setValue(current.rules.players)
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
        if not name:
            self.details_button.setChecked(True)  # custom rules: show them

    # Translations ------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.preset_label.setText(self.tr("&Rules"))
        for i in range(self.preset_box.count()):
            data = self.preset_box.itemData(i)
            self.preset_box.setItemText(i, preset_name(data or None))
        self.players_label.setText(self.tr("&Players"))
        self.level_label.setText(self.tr("The computers' level"))
        self.daily_box.setText(self.tr("&Daily deal (the same cards for everybody today)"))
        self.details_button.setText(self.tr("Names and &custom rules"))
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
        self._update_summary()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _update_summary(self) -> None:
        try:
            self.summary_label.setText(rules_line(self.rules()))
        except RulesError:
            self.summary_label.setText("")

    # State -------------------------------------------------------------------------------

    def show_details(self, on: bool) -> None:
        """Fold the names and rule options out (or in)."""
        self.details_button.setChecked(on)
        self.details_button.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.details.setVisible(on)
        if on and self.isVisible():
            # Wide enough for the options (adjustSize() would cap it at 2/3 of the screen).
            self.resize(self.size().expandedTo(self.sizeHint()))
        else:
            self.adjustSize()

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

    def level(self) -> Level:
        """The computers' level chosen."""
        return self.level_chooser.level()

    def _preset_changed(self) -> None:
        name = self.preset_box.currentData()
        if self._updating or not name:
            return
        self._updating = True
        self._show_rules(preset(name, self.players_box.value()))
        self._limit_edited = False
        self._updating = False
        self._options_changed()

    def _limit_changed(self) -> None:
        if not self._updating:
            self._limit_edited = True

    def _scale_changed(self) -> None:
        # A new scale brings its own score limit, unless the player chose one.
        if self._updating or self._limit_edited:
            return
        scale = Values(self.option_widgets["values"].currentData())
        self._updating = True
        self.option_widgets["end_score"].setValue(DEFAULT_LIMIT[scale])
        self._updating = False

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
            self.summary_label.setText("")
            ok.setEnabled(False)
            self._select_preset(CUSTOM)
            self.show_details(True)
            return
        self.error_label.setText("")
        self.error_label.setVisible(False)
        ok.setEnabled(True)
        self._select_preset(preset_of(rules) or CUSTOM)
        self.summary_label.setText(rules_line(rules))

    def _select_preset(self, name: str) -> None:
        self._updating = True
        self.preset_box.setCurrentIndex(self.preset_box.findData(name))
        self._updating = False

    def setup(self, today: dt.date | None = None) -> GameSetup:
        """The set-up of the new game (raises RulesError if the options are impossible)."""
        rules = self.rules()
        level = self.level()
        names = tuple(edit.text().strip() for edit in self.name_edits[: rules.players])
        if self.daily_box.isChecked():
            return replace(GameSetup.daily(today or dt.date.today(), rules, level), names=names)
        return GameSetup(rules=rules, level=level, names=names)
