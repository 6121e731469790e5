"""Choosing the language, installing translations and locale formats."""

import datetime as dt
import logging
import shutil

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QWidget

from hearts_desktop.app import i18n
from hearts_desktop.resources import i18n_dir


@pytest.mark.parametrize(
    "locale_name, expected",
    [
        ("nb_NO", "nb"), ("nb", "nb"), ("nn_NO", "nb"), ("no", "nb"), ("no_NO.UTF-8", "nb"),
        ("nb-NO", "nb"), ("da_DK", "da"), ("da", "da"), ("da_DK.UTF-8", "da"), ("da-GL", "da"),
        ("en_GB", "en"), ("en_US.UTF-8", "en"), ("de_DE", "en"), ("sv_SE", "en"), ("C", "en"),
        ("POSIX", "en"), ("", "en"), ("nl_NL", "en"),
    ],
)
def test_system_language_maps_locale_names(locale_name, expected):
    assert i18n.system_language(locale_name) == expected


def test_system_language_without_a_name_reads_the_system_locale():
    assert i18n.system_language() in i18n.LANGUAGES


def test_install_switches_language_and_back(language):
    assert language("nb") == "nb"
    assert QCoreApplication.translate("Levels", "Easy") == "Lett"
    assert QCoreApplication.translate("Cards", "jack") == "knekt"
    assert language("da") == "da"
    assert QCoreApplication.translate("Levels", "Hard") == "Svær"
    assert QCoreApplication.translate("Cards", "clubs") == "klør"
    assert language("en") == "en"
    assert QCoreApplication.translate("Levels", "Easy") == "Easy"
    assert language("nb") == "nb"
    assert QCoreApplication.translate("Levels", "Medium") == "Middels"
    assert i18n.current_language() == "nb"


def test_english_plural_forms_are_installed(language):
    language("en")
    one = QCoreApplication.translate("RulesPage", "The game ends after %n hands.", None, 1)
    many = QCoreApplication.translate("RulesPage", "The game ends after %n hands.", None, 3)
    assert one == "The game ends after 1 hand."
    assert many == "The game ends after 3 hands."


def test_norwegian_and_danish_plural_forms(language):
    language("nb")
    assert QCoreApplication.translate("RulesPage", "The game ends after %n hands.", None, 1).endswith("1 runde.")
    assert QCoreApplication.translate("RulesPage", "The game ends after %n hands.", None, 5).endswith("5 runder.")
    language("da")
    assert QCoreApplication.translate("RulesPage", "The game ends after %n hands.", None, 1).endswith("1 runde.")
    assert QCoreApplication.translate("RulesPage", "The game ends after %n hands.", None, 2).endswith("2 runder.")


def test_qt_standard_buttons_follow_the_language(language):
    language("da")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuller"
    language("nb")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Avbryt"
    language("en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


class _Counter(QWidget):
    def __init__(self):
        super().__init__()
        self.changes = 0

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
        super().changeEvent(event)


def test_widgets_get_a_language_change_event(language, qtbot):
    widget = _Counter()
    qtbot.addWidget(widget)
    language("da")
    qtbot.waitUntil(lambda: widget.changes >= 1)
    before = widget.changes
    language("nb")
    qtbot.waitUntil(lambda: widget.changes > before)


def test_language_manager_signals_a_change(language, qtbot):
    language("en")
    manager = i18n.language_manager()
    with qtbot.waitSignal(manager.languageChanged) as blocker:
        manager.set_language("da")
    assert blocker.args == ["da"]
    assert manager.language == "da"
    with qtbot.assertNotEmitted(manager.languageChanged):
        manager.set_language("da")


def test_missing_translations_fall_back_to_english(language, monkeypatch, tmp_path, caplog):
    monkeypatch.setattr(i18n, "i18n_dir", lambda: tmp_path)
    with caplog.at_level(logging.WARNING, logger=i18n.__name__):
        assert language("nb") == "en"
    assert "nb" in caplog.text
    assert QCoreApplication.translate("Levels", "Easy") == "Easy"


def test_unknown_language_falls_back_to_english(language):
    assert language("sv") == "en"


def test_a_missing_qm_is_compiled_on_the_fly(language, monkeypatch, tmp_path):
    shutil.copy(i18n_dir() / "hearts_da.ts", tmp_path / "hearts_da.ts")
    monkeypatch.setattr(i18n, "i18n_dir", lambda: tmp_path)
    assert language("da") == "da"
    assert (tmp_path / "hearts_da.qm").exists()
    assert QCoreApplication.translate("Levels", "Medium") == "Mellem"


def test_a_broken_qm_does_not_crash(language, monkeypatch, tmp_path, caplog):
    (tmp_path / "hearts_nb.qm").write_bytes(b"not a qm file")
    monkeypatch.setattr(i18n, "i18n_dir", lambda: tmp_path)
    with caplog.at_level(logging.WARNING, logger=i18n.__name__):
        assert language("nb") == "en"
    assert QCoreApplication.translate("Levels", "Easy") == "Easy"


def test_numbers_follow_the_language(language):
    language("da")
    assert i18n.format_number(1234567) == "1.234.567"
    assert i18n.format_number(2.5, 1) == "2,5"
    language("nb")
    # Bokmål groups thousands with a no-break space.
    assert i18n.format_number(1234567).replace("\u00a0", " ") == "1 234 567"
    assert i18n.format_number(-10).endswith("10") and i18n.format_number(-10) != "10"


def test_dates_follow_the_language(language):
    day = dt.date(2026, 11, 29)
    language("da")
    assert i18n.format_date(day) == "29.11.2026"
    assert "november" in i18n.format_date(day, long=True)
    language("nb")
    assert i18n.format_date(day) == "29.11.2026"
    assert "november" in i18n.format_date(day, long=True)
    assert "29.11.2026" in i18n.format_datetime(dt.datetime(2026, 11, 29, 14, 5))


def test_a_read_only_folder_compiles_into_the_cache(language, monkeypatch, tmp_path):
    from hearts_desktop import i18n_build

    folder, cache = tmp_path / "i18n", tmp_path / "cache"
    folder.mkdir()
    shutil.copy(i18n_dir() / "hearts_nb.ts", folder / "hearts_nb.ts")
    real_compile = i18n_build.compile_ts

    def compile_ts(source, target):
        if target.parent == folder:  # as if installed read-only (tests may run as root)
            raise PermissionError(f"read-only: {target}")
        real_compile(source, target)

    monkeypatch.setattr(i18n_build, "compile_ts", compile_ts)
    monkeypatch.setattr(i18n, "i18n_dir", lambda: folder)
    monkeypatch.setattr(i18n, "_cache_dir", lambda: cache)
    assert language("nb") == "nb"
    assert QCoreApplication.translate("Levels", "Hard") == "Vanskelig"
    assert not (folder / "hearts_nb.qm").exists()
    assert (cache / "hearts_nb.qm").exists()
    monkeypatch.setattr(i18n_build, "compile_ts", None)  # the next start needs no compiler
    assert i18n.qm_file("nb") == cache / "hearts_nb.qm"
