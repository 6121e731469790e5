"""Translations are process-wide: every test here leaves the game in English."""

import pytest
from PySide6.QtCore import QLocale

from hearts_desktop.app import i18n


@pytest.fixture
def language(qapp):
    """Install a language for the test: ``language("nb")``; English again afterwards."""
    default = QLocale()

    def switch(code: str) -> str:
        installed = i18n.install(qapp, code)
        qapp.processEvents()
        return installed

    yield switch
    i18n.install(qapp, "en")
    QLocale.setDefault(default)
    qapp.processEvents()
