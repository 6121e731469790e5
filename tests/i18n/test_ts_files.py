"""The Qt Linguist sources hold every string of the code, all translated."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hearts_desktop.i18n_build import build
from hearts_desktop.resources import i18n_dir, root

from ..minimal_env import minimal_env
from .ts_files import messages, placeholders

LANGUAGES = ("nb", "da")


@pytest.fixture(scope="module")
def fresh(tmp_path_factory) -> Path:
    """The committed .ts files after running lupdate over today's code into a copy.

    The script runs as on a fresh machine: PATH holds no venv, so it must find lupdate itself.
    """
    folder = tmp_path_factory.mktemp("ts")
    for path in i18n_dir().glob("hearts_*.ts"):
        shutil.copy(path, folder / path.name)
    # The script's own default is the project's .venv; any other interpreter is named.
    default = Path(sys.executable) == root() / ".venv" / "bin" / "python"
    result = subprocess.run(
        [str(root() / "scripts" / "update_translations.sh"), str(folder)],
        env=minimal_env() if default else minimal_env(PYTHON=sys.executable), capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return folder


@pytest.mark.parametrize("lang", [*LANGUAGES, "en"])
def test_every_source_string_is_in_the_ts_file(fresh, lang):
    committed = {m.key for m in messages(i18n_dir() / f"hearts_{lang}.ts")}
    current = {m.key for m in messages(fresh / f"hearts_{lang}.ts")}
    missing = sorted(current - committed, key=str)
    gone = sorted(committed - current, key=str)
    assert not missing, f"run scripts/update_translations.sh: new strings {missing[:10]}"
    assert not gone, f"run scripts/update_translations.sh: strings no longer in the code {gone[:10]}"


@pytest.mark.parametrize("lang", [*LANGUAGES, "en"])
def test_every_message_is_finished(lang):
    found = messages(i18n_dir() / f"hearts_{lang}.ts")
    unfinished = [m.source for m in found if not m.finished or not all(f.strip() for f in m.forms)]
    assert not unfinished, f"{len(unfinished)} unfinished in hearts_{lang}.ts: {unfinished[:10]}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_ts_files_are_not_empty(lang):
    assert len(messages(i18n_dir() / f"hearts_{lang}.ts")) > 50


@pytest.mark.parametrize("lang", [*LANGUAGES, "en"])
def test_plural_messages_have_both_forms(lang):
    for message in messages(i18n_dir() / f"hearts_{lang}.ts"):
        if message.numerus:
            assert len(message.forms) == 2, message.source


@pytest.mark.parametrize("lang", [*LANGUAGES, "en"])
def test_translations_keep_the_placeholders(lang):
    for message in messages(i18n_dir() / f"hearts_{lang}.ts"):
        wanted = placeholders(message.source)
        for form in filter(None, message.forms):  # empty ones fail the "finished" test
            got = placeholders(form)
            # A plural's singular may spell the number out ("one card"), so %n may go there.
            if message.numerus and form is message.forms[0]:
                got |= {p for p in wanted if p.endswith("n")}
            assert got == wanted, f"{message.source!r} -> {form!r}"


def test_danish_and_norwegian_translations_differ_where_the_languages_do():
    nb = {m.key: m.forms for m in messages(i18n_dir() / "hearts_nb.ts")}
    da = {m.key: m.forms for m in messages(i18n_dir() / "hearts_da.ts")}
    assert nb[("Cards", "clubs", None)] == ("kløver",)
    assert da[("Cards", "clubs", None)] == ("klør",)
    assert nb[("Cards", "jack", None)] == ("knekt",)
    assert da[("Cards", "jack", None)] == ("knægt",)


def test_the_ts_files_compile(tmp_path):
    for path in i18n_dir().glob("hearts_*.ts"):
        shutil.copy(path, tmp_path / path.name)
    built = build(tmp_path)
    assert {p.name for p in built} == {"hearts_nb.qm", "hearts_da.qm", "hearts_en.qm"}
    assert all(p.stat().st_size > 0 for p in built)
