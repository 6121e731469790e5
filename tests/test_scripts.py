"""scripts/play.sh and scripts/test.sh install into .venv only when needed (no network after).

The scripts run on a copy of the repository's scripts with fake ``python3``, venv Python and
``dpkg-query`` (and, where a test needs them, ``id`` and ``apt-get``) that log their calls, so
nothing is installed and no network is touched.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from .minimal_env import MINIMAL_PATH, minimal_env

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.skipif(shutil.which("bash") is None, reason="the scripts are bash")

# A stand-in for a venv's python: logs its arguments; "-m pip" and "-m i18n_build" succeed.
FAKE_VENV_PYTHON = """#!/bin/bash
echo "venv-python $*" >> "$CALLS"
"""
# A stand-in for the system python3: "-m venv DIR" makes DIR/bin/python (the fake above).
FAKE_PYTHON3 = """#!/bin/bash
echo "python3 $*" >> "$CALLS"
if [ "$1 $2" = "-m venv" ]; then
    mkdir -p "$3/bin" && cp "$(dirname "$0")/venv-python" "$3/bin/python"
    printf '#!/bin/bash\\necho "game $*" >> "$CALLS"\\n' > "$3/bin/hearts-desktop"
    chmod +x "$3/bin/python" "$3/bin/hearts-desktop"
fi
"""
# Every package asked about is installed, so install-system-libs.sh has nothing to do.
FAKE_DPKG_QUERY = """#!/bin/bash
for p in "$@"; do case "$p" in -*) ;; *) echo "$p install ok installed" ;; esac; done
"""


@pytest.fixture
def repo(tmp_path) -> Path:
    """A copy of the scripts and pyproject.toml, with the fake tools in ``bin/``."""
    copy = tmp_path / "repo"
    (copy / "scripts").mkdir(parents=True)
    for name in ("ensure-venv.sh", "play.sh", "install-system-libs.sh"):
        shutil.copy2(ROOT / "scripts" / name, copy / "scripts" / name)
    shutil.copy2(ROOT / "pyproject.toml", copy / "pyproject.toml")
    (tmp_path / "bin").mkdir()
    for name, text in (("python3", FAKE_PYTHON3), ("venv-python", FAKE_VENV_PYTHON),
                       ("dpkg-query", FAKE_DPKG_QUERY)):
        fake(copy, name, text)
    return copy


def fake(repo: Path, name: str, text: str) -> None:
    """Put (or replace) a fake tool NAME, a script of TEXT, on the scripts' PATH."""
    tool = repo.parent / "bin" / name
    tool.write_text(text)
    tool.chmod(0o755)


def run(repo: Path, script: str, *args: str, status: int = 0) -> tuple[str, list[str]]:
    """Run scripts/SCRIPT in the copy, expecting exit ``status``; its output and the fake
    tools' logged calls."""
    calls = repo.parent / "calls.log"
    calls.write_text("")
    env = minimal_env(PATH=f"{repo.parent / 'bin'}:{MINIMAL_PATH}", CALLS=str(calls))
    done = subprocess.run(["bash", str(repo / "scripts" / script), *args], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == status, done.stdout + done.stderr
    return done.stdout + done.stderr, calls.read_text().splitlines()


def installs(calls: list[str]) -> list[str]:
    """The pip installs among the calls."""
    return [c for c in calls if " -m pip install" in c]


def test_the_first_start_installs_and_the_second_only_starts_the_game(repo):
    output, calls = run(repo, "play.sh", "--lang", "da")
    assert "python3 -m venv .venv" in calls
    assert installs(calls) == ["venv-python -m pip install --quiet -e ."]
    assert calls[-1] == "game --lang da"

    output, calls = run(repo, "play.sh", "--lang", "da")
    assert calls == ["game --lang da"]  # no venv, no pip: works offline
    assert output == ""


def test_a_changed_pyproject_installs_again(repo):
    run(repo, "play.sh")
    with (repo / "pyproject.toml").open("a") as f:
        f.write("\n# a new dependency\n")
    output, calls = run(repo, "play.sh")
    assert "python3 -m venv .venv" not in calls  # the venv is kept, only pip runs
    assert installs(calls) == ["venv-python -m pip install --quiet -e ."]
    assert "Installing hearts-desktop" in output
    _, calls = run(repo, "play.sh")
    assert calls == ["game "]


def test_extras_are_installed_once_and_kept(repo):
    _, calls = run(repo, "ensure-venv.sh", "test")
    assert installs(calls) == ["venv-python -m pip install --quiet -e .[test]"]
    _, calls = run(repo, "ensure-venv.sh")  # play.sh after test.sh: nothing missing
    assert calls == []
    _, calls = run(repo, "ensure-venv.sh", "package")  # a new extra keeps the old one
    assert installs(calls) == ["venv-python -m pip install --quiet -e .[package,test]"]
    _, calls = run(repo, "ensure-venv.sh", "test")
    assert calls == []


def test_a_venv_without_its_python_is_made_again(repo):
    run(repo, "ensure-venv.sh")
    (repo / ".venv" / "bin" / "python").unlink()
    _, calls = run(repo, "ensure-venv.sh")
    assert "python3 -m venv .venv" in calls
    assert installs(calls)


def test_a_failed_system_install_says_what_to_install(repo):
    """Offline on a first start apt-get fails: the script names the packages and stops."""
    fake(repo, "dpkg-query", "#!/bin/bash\nexit 1\n")  # nothing installed
    fake(repo, "id", "#!/bin/bash\necho 0\n")  # as root: no sudo
    fake(repo, "apt-get", '#!/bin/bash\necho "apt-get $*" >> "$CALLS"\n'
                          'echo "E: Could not resolve host" >&2; exit 100\n')
    output, calls = run(repo, "install-system-libs.sh", status=1)
    assert "could not install Qt's window-system libraries" in output
    assert "apt-get install libxcb-cursor0 libxcb-icccm4" in output
    assert calls[0] == "apt-get update -qq"
