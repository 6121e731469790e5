"""Dialog buttons carry no stock icons, even under a style that adds them."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QProxyStyle, QStyle

from hearts_desktop.app.setup import GameSetup
from hearts_desktop.ui.dialogs.buttons import plain_buttons
from hearts_desktop.ui.dialogs.new_game import NewGameDialog
from hearts_desktop.ui.rules_dialog import TipsDialog


class IconStyle(QProxyStyle):
    """A style that puts icons on dialog buttons, as some desktop styles do."""

    def styleHint(self, hint, option=None, widget=None, data=None):
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 1
        return super().styleHint(hint, option, widget, data)


@pytest.fixture
def icon_style(qapp):
    old = qapp.style().name()
    QApplication.setStyle(IconStyle("fusion"))
    yield
    QApplication.setStyle(old)


def test_plain_buttons_drop_the_style_icons(qtbot, icon_style):
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Close)
    qtbot.addWidget(box)
    assert not box.button(QDialogButtonBox.StandardButton.Ok).icon().isNull()  # the style's icon
    plain_buttons(box)
    assert all(button.icon().isNull() for button in box.buttons())


def test_dialogs_show_no_stock_icons(qtbot, icon_style):
    for dialog in (NewGameDialog(GameSetup()), TipsDialog()):
        qtbot.addWidget(dialog)
        box = dialog.findChild(QDialogButtonBox)
        assert box.buttons() and all(button.icon().isNull() for button in box.buttons())
