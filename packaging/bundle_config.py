"""What goes into the PyInstaller bundle: data folders, excluded modules, pruned Qt files.

Imported by ``hearts-desktop.spec`` (PyInstaller runs the spec with ``SPECPATH`` set) and by
``tests/packaging`` so that the two cannot drift apart. Pure Python, no PyInstaller import.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path, PurePath

NAME = "hearts-desktop"
REPO = Path(__file__).resolve().parent.parent
VERSION = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
ENTRY = REPO / "packaging" / "entry.py"
ICONS = REPO / "packaging" / "linux" / "icons" / "hicolor"
ICON_PNG = ICONS / "256x256" / "apps" / f"{NAME}.png"
# Strip debug symbols on Linux: a pyenv-built libpython carries ~20 MB of them. (Stripping
# breaks code signatures on macOS and does nothing useful on Windows.)
STRIP = sys.platform.startswith("linux")

# The game draws with Qt Widgets, QtGui and QtSvg only (see hearts_desktop/); every other Qt
# module is dead weight, and some (WebEngine, Quick) pull in tens of megabytes each.
QT_MODULES_KEPT = ("QtCore", "QtGui", "QtWidgets", "QtSvg", "QtDBus")
QT_MODULES_EXCLUDED = (
    "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender",
    "QtBluetooth", "QtCharts", "QtConcurrent", "QtDataVisualization", "QtDesigner", "QtGraphs",
    "QtHelp", "QtHttpServer", "QtLocation", "QtMultimedia", "QtMultimediaWidgets", "QtNetwork",
    "QtNetworkAuth", "QtNfc", "QtOpenGL", "QtOpenGLWidgets", "QtPdf", "QtPdfWidgets",
    "QtPositioning", "QtPrintSupport", "QtQml", "QtQuick", "QtQuick3D", "QtQuickControls2",
    "QtQuickTest", "QtQuickWidgets", "QtRemoteObjects", "QtScxml", "QtSensors", "QtSerialBus",
    "QtSerialPort", "QtSpatialAudio", "QtSql", "QtStateMachine", "QtSvgWidgets", "QtTest",
    "QtTextToSpeech", "QtUiTools", "QtWebChannel", "QtWebEngineCore", "QtWebEngineQuick",
    "QtWebEngineWidgets", "QtWebSockets", "QtWebView", "QtXml", "QtAxContainer",
)
# Python modules nobody in the game imports but that hooks or the stdlib may drag in.
# _hashlib drags in OpenSSL's libcrypto (4.6 MB); hashlib falls back on the built-in SHA-256.
PYTHON_EXCLUDED = (
    "_hashlib", "ssl", "_ssl", "tkinter", "_tkinter", "unittest", "pydoc", "pydoc_data",
    "doctest", "lib2to3", "xmlrpc", "ensurepip", "idlelib", "test", "distutils", "setuptools",
    "pkg_resources", "pytest", "_pytest", "pytestqt", "hypothesis", "PyInstaller", "numpy", "PIL",
)
EXCLUDES = tuple(f"PySide6.{m}" for m in QT_MODULES_EXCLUDED) + PYTHON_EXCLUDED

# Qt plugins the game needs, by folder (None: the whole folder): a window on X11 (xcb),
# Wayland, Windows and macOS; offscreen and minimal for headless runs; SVG images and icons;
# input methods; the desktop portal theme and native styles. Every other folder (printing,
# SQL, TLS, network information, touch input, EGLFS, QML tooling, Designer) is dropped.
# Not kept: the GTK 3 theme, which loads the system's GTK against the GLib, Cairo and Pango
# we would bundle (a known source of crashes on newer distributions) and adds ~10 MB; the
# virtual keyboard (needs QtQuick); Wayland's GL buffer integrations (need QtOpenGL: Qt
# Widgets paint in software and hand the compositor shared-memory buffers instead).
PLUGINS_KEPT = {
    "platforms": ("offscreen", "minimal", "xcb", "wayland", "windows", "cocoa"),
    "platformthemes": ("xdgdesktopportal",),
    "platforminputcontexts": ("composeplatforminputcontextplugin",
                              "ibusplatforminputcontextplugin"),
    "imageformats": ("svg", "png", "ico"),
    "iconengines": ("svgicon",),
    "styles": None,
    "xcbglintegrations": None,
    "wayland-decoration-client": None,
    "wayland-shell-integration": None,
}
# The game translates into Bokmål and Danish and falls back on these Qt catalogues
# (hearts_desktop/app/i18n.py: qtbase_nb/no/nn, qtbase_da); English needs none.
QT_TRANSLATION_LANGS = ("nb", "no", "nn", "da")
QT_TRANSLATION_CATALOGUES = ("qtbase",)

# Qt libraries of excluded modules (and of EGLFS, for which no plugin is kept), matched on each
# part of the bundle path: libQt6Network.so.6, Qt6Network.dll, QtNetwork.framework/...
LIBRARY_PATTERNS_DROPPED = tuple(
    re.compile(rf"^(lib)?Qt6?{m[2:]}(\.|$)") for m in QT_MODULES_EXCLUDED
) + (
    re.compile(r"^(lib)?Qt6(Qml|Quick|Pdf|Multimedia|WebEngine|Labs|Lottie|VirtualKeyboard)"),
    re.compile(r"^(lib)?Qt6Egl[Ff][Ss]"),
)


def data_files(repo: Path = REPO) -> list[tuple[str, str]]:
    """(source, bundle folder) pairs: every file of ``assets/`` and the compiled ``i18n/*.qm``."""
    pairs = []
    for path in sorted((repo / "assets").rglob("*")):
        if path.is_file():
            pairs.append((str(path), str(path.parent.relative_to(repo))))
    # An empty glob is fine: the game then runs in English (and says so in its log).
    for path in sorted((repo / "i18n").glob("*.qm")):
        pairs.append((str(path), "i18n"))
    return pairs


def _qt_relative(dest: str) -> PurePath | None:
    """The part of a bundle path under Qt's folder, or None if it is not a Qt file.

    Linux and macOS wheels keep Qt in ``PySide6/Qt/``; Windows wheels put ``plugins/`` and
    ``translations/`` straight into ``PySide6/``.
    """
    parts = PurePath(dest.replace("\\", "/")).parts
    if "PySide6" not in parts:
        return None
    rest = parts[parts.index("PySide6") + 1:]
    if rest[:1] == ("Qt",):
        rest = rest[1:]
    return PurePath(*rest) if rest else None


def keep_qt_file(dest: str) -> bool:
    """Whether a file bound for ``dest`` in the bundle is one the game needs."""
    name = PurePath(dest).name
    # Every part, so that a macOS QtNetwork.framework goes with all its files.
    if any(p.search(part) for part in PurePath(dest).parts for p in LIBRARY_PATTERNS_DROPPED):
        return False
    rel = _qt_relative(dest)
    if rel is None or len(rel.parts) < 2:
        return True  # PySide6's own modules and libraries: the excludes decided about them
    top = rel.parts[0]
    if top == "plugins":
        folder = rel.parts[1]
        if folder not in PLUGINS_KEPT:
            return False
        stems = PLUGINS_KEPT[folder]
        return stems is None or _plugin_stem(name) in stems
    if top == "translations":
        match = re.fullmatch(r"([a-z_]+?)_([a-z]{2})(_[A-Z]{2})?\.qm", name)
        return (bool(match) and match[1] in QT_TRANSLATION_CATALOGUES
                and match[2] in QT_TRANSLATION_LANGS)
    if top in ("qml", "resources", "libexec", "metatypes", "modules", "typesystems"):
        return False
    return True


def _plugin_stem(filename: str) -> str:
    """``libqxcb.so`` -> ``xcb``, ``qsvg.dll`` -> ``svg``, ``libqwayland.so`` -> ``wayland``."""
    stem = filename.split(".")[0]
    stem = stem.removeprefix("lib")
    return stem.removeprefix("q")


def prune(entries):
    """Drop unneeded Qt files from a PyInstaller TOC (a list of (dest, source, kind) tuples)."""
    return [entry for entry in entries if keep_qt_file(entry[0])]


def is_root(entry) -> bool:
    """Whether a binary is loaded for its own sake (an extension, a Qt plugin, libpython)."""
    dest, _source, kind = entry
    name = PurePath(dest).name
    rel = _qt_relative(dest)
    return (
        kind == "EXTENSION"
        or (rel is not None and rel.parts[:1] == ("plugins",))
        or name.startswith(("libpython", "python3"))
    )


def drop_unreachable(binaries, needed):
    """Keep roots and the libraries some root needs; ``needed(source)`` names a file's imports.

    PyInstaller gathered the dependencies of every plugin before ``prune`` dropped some of
    them (the GTK theme, EGLFS), so their libraries would ride along unused. ``needed`` must
    return the whole closure (ldd does), as file names.
    """
    roots = [entry for entry in binaries if is_root(entry)]
    wanted = set()
    for _dest, source, _kind in roots:
        wanted.update(PurePath(n).name for n in needed(source))
    return [e for e in binaries if is_root(e) or PurePath(e[0]).name in wanted]
