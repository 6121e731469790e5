"""What the PyInstaller spec puts into the bundle: excludes, data files, pruned Qt files."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import PACKAGING, REPO, bundle_config

cfg = bundle_config()

# Qt modules the issue names as unused by the game.
UNUSED_QT = (
    "QtWebEngineCore", "QtWebEngineWidgets", "QtWebEngineQuick", "QtQml", "QtQuick",
    "QtQuick3D", "QtQuickControls2", "QtQuickWidgets", "QtPdf", "QtPdfWidgets", "QtMultimedia",
    "QtMultimediaWidgets", "Qt3DCore", "Qt3DRender", "QtCharts", "QtDataVisualization",
    "QtNetwork", "QtOpenGL", "QtSql", "QtTest", "QtBluetooth", "QtPositioning", "QtSensors",
    "QtSerialPort", "QtWebSockets", "QtDesigner", "QtHelp", "QtUiTools",
)


def game_imports() -> set[str]:
    """Every absolute module name imported anywhere in hearts_desktop/."""
    names = set()
    for path in (REPO / "hearts_desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


@pytest.mark.parametrize("module", UNUSED_QT)
def test_unused_qt_modules_are_excluded(module):
    assert f"PySide6.{module}" in cfg.EXCLUDES


def test_no_qt_module_the_game_imports_is_excluded():
    used = {n.split(".")[1] for n in game_imports() if n.startswith("PySide6.Qt")}
    assert {"QtCore", "QtGui", "QtWidgets", "QtSvg"} <= used, used
    assert used <= set(cfg.QT_MODULES_KEPT)
    assert not {f"PySide6.{m}" for m in used} & set(cfg.EXCLUDES)


def test_no_python_module_the_game_imports_is_excluded():
    tops = {name.split(".")[0] for name in game_imports()}
    assert not tops & set(cfg.PYTHON_EXCLUDED)


def test_data_files_map_assets_and_compiled_translations(tmp_path):
    (tmp_path / "assets" / "cards").mkdir(parents=True)
    (tmp_path / "assets" / "cards" / "QS.svg").write_text("<svg/>")
    (tmp_path / "assets" / "README.md").write_text("art")
    (tmp_path / "i18n").mkdir()
    for name in ("hearts_nb.ts", "hearts_nb.qm", "README.md"):
        (tmp_path / "i18n" / name).write_text("x")
    pairs = {(Path(src).relative_to(tmp_path).as_posix(), dest)
             for src, dest in cfg.data_files(tmp_path)}
    assert pairs == {
        ("assets/cards/QS.svg", "assets/cards"),
        ("assets/README.md", "assets"),
        ("i18n/hearts_nb.qm", "i18n"),
    }


def test_data_files_without_compiled_translations(tmp_path):
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "back.svg").write_text("<svg/>")
    (tmp_path / "i18n").mkdir()
    (tmp_path / "i18n" / "hearts_da.ts").write_text("x")
    assert cfg.data_files(tmp_path) == [(str(tmp_path / "assets" / "back.svg"), "assets")]


def test_every_asset_of_the_repository_is_bundled():
    bundled = {Path(src) for src, _ in cfg.data_files()}
    assets = {p for p in (REPO / "assets").rglob("*") if p.is_file()}
    assert assets and assets <= bundled


@pytest.mark.parametrize("dest, kept", [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/plugins/platforms/qwindows.dll", True),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", True),
    ("PySide6/plugins/styles/qmodernwindowsstyle.dll", True),
    ("PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so", True),
    ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
    ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/plugins/wayland-graphics-integration-client/libqt-plugin-wayland-egl.so", False),
    ("PySide6/Qt/translations/qtbase_da.qm", True),
    ("PySide6/Qt/translations/qtbase_nn.qm", True),
    ("PySide6/Qt/translations/qtbase_de.qm", False),
    ("PySide6/Qt/translations/qt_help_da.qm", False),
    ("PySide6/Qt/lib/libQt6Svg.so.6", True),
    ("PySide6/Qt/lib/libQt6Widgets.so.6", True),
    ("PySide6/Qt/lib/libQt6Network.so.6", False),
    ("PySide6/Qt/lib/libQt6OpenGL.so.6", False),
    ("PySide6/Qt/lib/libQt6QuickControls2.so.6", False),
    ("PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6", False),
    ("PySide6/Qt6Network.dll", False),
    ("PySide6/Qt/lib/QtNetwork.framework/Resources/Info.plist", False),
    ("PySide6/QtNetwork.abi3.so", False),
    ("PySide6/QtWidgets.abi3.so", True),
    ("assets/cards/QS.svg", True),
    ("libpython3.11.so.1.0", True),
])
def test_keep_qt_file(dest, kept):
    assert cfg.keep_qt_file(dest) is kept


def test_prune_keeps_toc_entries_in_order():
    toc = [
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/x/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Qml.so.6", "/x/libQt6Qml.so.6", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/x/libqxcb.so", "BINARY"),
        ("PySide6/Qt/translations/qtbase_fr.qm", "/x/qtbase_fr.qm", "DATA"),
        ("i18n/hearts_da.qm", "/r/i18n/hearts_da.qm", "DATA"),
    ]
    assert cfg.prune(toc) == [toc[0], toc[2], toc[4]]


def test_drop_unreachable_keeps_roots_and_what_they_need():
    toc = [
        ("PySide6/QtCore.abi3.so", "/s/QtCore.abi3.so", "EXTENSION"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/s/libqxcb.so", "BINARY"),
        ("libpython3.11.so.1.0", "/s/libpython3.11.so.1.0", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/s/libQt6Core.so.6", "BINARY"),
        ("libicuuc.so.73", "/s/libicuuc.so.73", "BINARY"),
        ("libxcb-cursor.so.0", "/s/libxcb-cursor.so.0", "BINARY"),
        ("libcairo.so.2", "/s/libcairo.so.2", "BINARY"),  # needed only by the dropped GTK theme
    ]
    needed = {
        "/s/QtCore.abi3.so": ["libQt6Core.so.6", "libicuuc.so.73", "libc.so.6"],
        "/s/libqxcb.so": ["/usr/lib/libxcb-cursor.so.0", "libQt6Core.so.6"],
    }
    kept = cfg.drop_unreachable(toc, lambda source: needed.get(source, []))
    assert kept == toc[:6]


def _spec_calls() -> dict[str, dict[str, str]]:
    tree = ast.parse((PACKAGING / "hearts-desktop.spec").read_text(encoding="utf-8"))
    calls = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            calls[node.func.id] = {k.arg: ast.unparse(k.value) for k in node.keywords}
    return calls


def test_spec_uses_the_shared_configuration():
    calls = _spec_calls()
    assert calls["Analysis"]["excludes"] == "list(cfg.EXCLUDES)"
    assert calls["Analysis"]["datas"] == "cfg.data_files()"
    assert calls["EXE"]["name"] == calls["COLLECT"]["name"] == "cfg.NAME"
    assert calls["EXE"]["console"] == "False"
    assert calls["EXE"]["exclude_binaries"] == "True"  # one-folder, not one-file
    text = (PACKAGING / "hearts-desktop.spec").read_text(encoding="utf-8")
    assert "a.binaries = cfg.prune(a.binaries)" in text
    assert "a.datas = cfg.prune(a.datas)" in text
    assert cfg.ENTRY.is_file() and cfg.ICON_PNG.is_file()


def _installed_qt() -> Path:
    import PySide6

    return Path(PySide6.__file__).parent / "Qt"


def _needed_qt_libraries(path: Path) -> set[str]:
    out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True,
                         check=True).stdout
    return {line.split("[", 1)[1].rstrip("]") for line in out.splitlines()
            if "(NEEDED)" in line and "libQt6" in line}


@pytest.mark.skipif(not sys.platform.startswith("linux") or not shutil.which("readelf"),
                    reason="reads the ELF plugins of the installed PySide6 with readelf")
def test_kept_plugins_find_their_qt_libraries():
    qt = _installed_qt()
    plugins = [p for p in (qt / "plugins").rglob("*.so")
               if cfg.keep_qt_file(f"PySide6/Qt/{p.relative_to(qt).as_posix()}")]
    assert any(p.name == "libqxcb.so" for p in plugins)
    for plugin in plugins:
        for library in _needed_qt_libraries(plugin):
            assert cfg.keep_qt_file(f"PySide6/Qt/lib/{library}"), (plugin.name, library)
            assert (qt / "lib" / library).exists(), (plugin.name, library)
