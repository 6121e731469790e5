"""Help › Tips for play: five to eight tips, reached from the Help menu with a shortcut."""

from __future__ import annotations

from hearts_desktop.ui.rules_dialog import TipsDialog


def test_tips_are_in_the_help_menu_and_list_five_to_eight_tips(qtbot, make_window):
    window = make_window(seed=61)
    assert window.tips_action in window.help_menu.actions()
    assert window.tips_action.shortcut().toString() == "Shift+F1"
    window.tips_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, TipsDialog)
    tips = dialog.tips()
    assert 5 <= len(tips) <= 8
    page = dialog.browser.toPlainText()
    for head, text in tips:
        assert head in page and text in page
    assert "Q♠" in page and "J♦" in page
