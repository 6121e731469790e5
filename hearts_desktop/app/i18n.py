"""The player's language: choosing it, installing its translations, and locale formats.

English is the source language. ``install`` loads ``i18n/hearts_<lang>.qm`` (built from the
Qt Linguist ``.ts`` on the fly when missing or stale) and Qt's own ``qtbase`` translations, and
replaces the translators installed before; Qt then sends a ``LanguageChange`` event to every
widget, which re-sets its texts in ``changeEvent`` (``retranslate_ui``).
"""

from __future__ import annotations

import datetime as dt
import logging
import re
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QLibraryInfo,
    QLocale,
    QObject,
    QTime,
    QTranslator,
    Signal,
)

from ..resources import i18n_dir

log = logging.getLogger(__name__)

#: The languages the game speaks, as codes used in settings and file names.
LANGUAGES = ("nb", "da", "en")
DEFAULT_LANGUAGE = "en"

# Primary language subtags of a locale name, mapped to the game's language.
_LANGUAGE_OF = {"nb": "nb", "nn": "nb", "no": "nb", "da": "da", "en": "en"}

# Qt ships no Bokmål qtbase; Nynorsk's standard buttons read naturally to a Bokmål player.
_QT_FALLBACKS = {"nb": ("nb", "no", "nn"), "da": ("da",), "en": ()}

_installed: list[QTranslator] = []
_current = DEFAULT_LANGUAGE


def language_of(locale_name: str) -> str | None:
    """The game language of a locale name such as ``nb_NO``, ``no``, ``da-DK.UTF-8``, or None."""
    primary = re.split(r"[-_.@]", locale_name.strip().lower(), maxsplit=1)[0]
    return _LANGUAGE_OF.get(primary)


def system_language(locale_name: str | None = None) -> str:
    """``nb`` for nb/nn/no, ``da`` for da, else ``en``: of ``locale_name`` or the system locale."""
    if locale_name is not None:
        return language_of(locale_name) or DEFAULT_LANGUAGE
    # The system's preference list (e.g. LANGUAGE=da:en) goes before its formats locale.
    system = QLocale.system()
    for name in [*system.uiLanguages(), system.name()]:
        found = language_of(name)
        if found:
            return found
    return DEFAULT_LANGUAGE


def current_language() -> str:
    """The language installed last (English before any ``install``)."""
    return _current


def locale_for(language: str) -> QLocale:
    """The locale whose formats go with ``language``: the system's if it speaks it."""
    system = QLocale.system()
    if language_of(system.name()) == language:
        return system
    return QLocale({"nb": "nb_NO", "da": "da_DK", "en": "en_US"}[language])


def qm_file(language: str, folder: Path | None = None) -> Path | None:
    """The compiled translations of ``language``, compiled now if missing or stale; else None."""
    from .. import i18n_build

    folder = folder or i18n_dir()
    target = folder / f"hearts_{language}.qm"
    source = target.with_suffix(".ts")
    if not source.exists() or not i18n_build.is_stale(source, target):
        return target if target.exists() else None
    cached = _cache_dir() / target.name
    if not i18n_build.is_stale(source, cached):
        return cached  # compiled on an earlier start because i18n/ is read-only
    for out in (target, cached):
        try:
            out.parent.mkdir(parents=True, exist_ok=True)
            i18n_build.compile_ts(source, out)
            return out
        except Exception as error:  # noqa: BLE001 - any failure means: try the next place
            log.warning("could not compile %s to %s: %s", source, out, error)
    return target if target.exists() else None


def _cache_dir() -> Path:
    import platformdirs

    return Path(platformdirs.user_cache_dir("hearts-desktop")) / "i18n"


def _load(translator: QTranslator, path: Path) -> bool:
    return path.exists() and translator.load(str(path))


def install(app: QCoreApplication | None, language: str) -> str:
    """Install ``language`` in place of the previous translators; return what was installed.

    Falls back to English with a logged warning when the translations cannot be loaded.
    """
    global _current
    app = app or QCoreApplication.instance()
    if language not in LANGUAGES:
        log.warning("unknown language %r, using English", language)
        language = DEFAULT_LANGUAGE
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()

    game = QTranslator(app)
    path = qm_file(language)
    if path is None or not _load(game, path):
        if language != DEFAULT_LANGUAGE:
            log.warning("no translations for %r (%s): using English", language, path)
            return install(app, DEFAULT_LANGUAGE)
        # English needs its .qm only for plural forms; without it the source text shows.
        log.warning("no English plural forms (%s)", path)
    else:
        _installed.append(game)

    qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    for name in _QT_FALLBACKS[language]:
        qt = QTranslator(app)
        if _load(qt, qt_dir / f"qtbase_{name}.qm"):
            _installed.append(qt)
            break

    # The game's own file goes in last so that it wins over Qt's for the texts both have.
    for translator in reversed(_installed):
        app.installTranslator(translator)
    QLocale.setDefault(locale_for(language))
    _current = language
    return language


class LanguageManager(QObject):
    """Switches the language of the running application and tells who wants to know."""

    languageChanged = Signal(str)

    @property
    def language(self) -> str:
        return current_language()

    def set_language(self, language: str) -> str:
        """Install ``language``; emit ``languageChanged`` if the language changed."""
        before = current_language()
        installed = install(QCoreApplication.instance(), language)
        if installed != before:
            self.languageChanged.emit(installed)
        return installed


_manager: LanguageManager | None = None


def language_manager() -> LanguageManager:
    """The application's one LanguageManager."""
    global _manager
    if _manager is None:
        _manager = LanguageManager(QCoreApplication.instance())
    return _manager


# Locale formats -------------------------------------------------------------------------


def format_number(value: int | float, decimals: int = 0) -> str:
    """A number in the current language's format (``1 234`` in nb, ``1.234`` in da)."""
    locale = QLocale()
    if isinstance(value, int) and decimals == 0:
        return locale.toString(value)
    return locale.toString(float(value), "f", decimals)


def format_date(value: dt.date, long: bool = False) -> str:
    """A date in the current language's short (or long) format."""
    date = QDate(value.year, value.month, value.day)
    form = QLocale.FormatType.LongFormat if long else QLocale.FormatType.ShortFormat
    return QLocale().toString(date, form)


def format_datetime(value: dt.datetime) -> str:
    """A date and time in the current language's short format."""
    qt = QDateTime(
        QDate(value.year, value.month, value.day), QTime(value.hour, value.minute, value.second)
    )
    return QLocale().toString(qt, QLocale.FormatType.ShortFormat)
