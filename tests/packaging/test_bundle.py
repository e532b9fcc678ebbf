"""The installed app: build the PyInstaller bundle and the .deb exactly as `make dist`
does, unpack the .deb into a temporary root, and run what a player would run.

Runs whenever PyInstaller is installed (it is in the `test` extra, so `make test` and
CI build the bundle); the .deb part needs Linux with dpkg-deb. One build per test
session (about 70 s on a quiet 2-core machine, up to 170 s when busy); the .deb
is not compressed (dpkg-deb unpacks it as any other).
"""
from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

# PyInstaller is in the `test` extra and dpkg-deb is on every Debian/Ubuntu machine, so
# on Linux a missing tool fails loudly rather than silently dropping the test. Only a
# non-Linux machine, which can not build a .deb at all, leaves this module out.
pytestmark = [pytest.mark.skipif(not sys.platform.startswith("linux"),
                                 reason="a .deb is built and tested on Linux only"),
              pytest.mark.long(150)]      # the build, then a dozen runs of the installed app


def test_the_build_tools_are_there():
    assert importlib.util.find_spec("PyInstaller") is not None, "pip install -e '.[test]'"
    assert shutil.which("dpkg-deb") is not None, "dpkg-deb (Debian package dpkg) is needed"

from desktop import __version__  # noqa: E402
from desktop.games.catalog import GAMES  # noqa: E402
from desktop.store import Store  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
INSTALLED = Path("opt/bakudan")
RUN_TIMEOUT = 180


@pytest.fixture(scope="module")
def dist_dir(tmp_path_factory) -> Path:
    """The output folder of one `packaging/build.py` run (bundle and .deb)."""
    out = tmp_path_factory.mktemp("dist")
    work = tmp_path_factory.mktemp("build")
    subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(out),
                    "--work", str(work), "--uncompressed", "--no-tarball"],
                   cwd=ROOT, check=True, timeout=900)
    return out


@pytest.fixture(scope="module")
def installed(dist_dir, tmp_path_factory) -> Path:
    """The .deb unpacked into an empty root, as dpkg would install it."""
    debs = list(dist_dir.glob("*.deb"))
    assert [d.name for d in debs] == [f"bakudan_{__version__}_amd64.deb"]
    root = tmp_path_factory.mktemp("root")
    subprocess.run(["dpkg-deb", "-x", str(debs[0]), str(root)], check=True)
    return root


def packaging_module(name: str):
    """packaging/<name>.py, imported under a name of its own."""
    spec = importlib.util.spec_from_file_location(f"_bakudan_packaging_{name}", ROOT / "packaging" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def app_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("BAKUDAN_DATA_DIR", "DISPLAY", "WAYLAND_DISPLAY", "PYTHONPATH")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.update(extra)
    return env


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    """Every path under folder with its size and modification time."""
    return {str(p.relative_to(folder)): (p.lstat().st_size, p.lstat().st_mtime_ns)
            for p in sorted(folder.rglob("*"))}


def test_deb_control(dist_dir):
    deb = dist_dir / f"bakudan_{__version__}_amd64.deb"
    fields = dict(line.split(": ", 1) for line in subprocess.run(
        ["dpkg-deb", "-f", str(deb)], capture_output=True, text=True, check=True).stdout.splitlines()
        if ": " in line and not line.startswith(" "))
    assert fields["Package"] == "bakudan"
    assert fields["Version"] == __version__
    assert fields["Architecture"] == "amd64"
    assert int(fields["Installed-Size"]) > 50_000                   # KiB


def test_deb_depends_on_every_library_it_does_not_carry(dist_dir, installed):
    """Each shared library an installed binary links and the package does not hold
    comes from a package named in Depends (libc, OpenGL, xcb...)."""
    DEB_DEPENDS = packaging_module("build").DEB_DEPENDS
    elf_needed = packaging_module("bundle_filter").elf_needed

    deb = dist_dir / f"bakudan_{__version__}_amd64.deb"
    depends = {d.split()[0] for d in subprocess.run(
        ["dpkg-deb", "-f", str(deb), "Depends"], capture_output=True, text=True, check=True
    ).stdout.strip().split(", ")}
    present, needed = set(), set()
    for path in (installed / INSTALLED).rglob("*"):
        present.add(path.name)
        if path.is_file() and not path.is_symlink():
            needed.update(elf_needed(str(path)))
    missing = needed - present
    assert "libc.so.6" in missing and "libGL.so.1" in missing
    assert {DEB_DEPENDS[name].split()[0] for name in missing} == depends


def test_deb_layout(installed):
    binary = installed / INSTALLED / "bakudan"
    assert binary.is_file() and os.access(binary, os.X_OK)
    launcher = installed / "usr/bin/bakudan"
    assert launcher.is_symlink()
    assert launcher.resolve() == binary.resolve()

    entry = (installed / "usr/share/applications/bakudan.desktop").read_text(encoding="utf-8")
    lines = entry.splitlines()
    assert lines[0] == "[Desktop Entry]"
    for line in ("Type=Application", "Name=Bakudan", "Exec=bakudan", "Icon=bakudan", "Terminal=false"):
        assert line in lines
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(installed / "usr/share/applications/bakudan.desktop")],
                       check=True)
    icons = installed / "usr/share/icons/hicolor"
    for name in ("256x256/apps/bakudan.png", "512x512/apps/bakudan.png", "scalable/apps/bakudan.svg"):
        assert (icons / name).is_file(), name

    internal = installed / INSTALLED / "_internal"
    for name in ("assets/fonts/ipaexg.ttf", "assets/icons/bakudan-256.png", "i18n/bakudan_ja.qm",
                 "PySide6/Qt/translations/qtbase_ja.qm"):
        assert (internal / name).is_file(), name
    # the Qt modules Bakudan does not use stay out
    names = {p.name for p in internal.rglob("*")}
    unused = [n for n in names if any(m in n for m in ("Qt6Quick", "Qt6Qml", "Qt6Pdf", "Qt6WebEngine",
                                                        "Qt63D", "Qt6Charts", "libavcodec"))]
    assert unused == []
    dangling = [str(p) for p in internal.rglob("*") if p.is_symlink() and not p.exists()]
    assert dangling == []
    # the store's ORM is carried, the type checker its plugins name is not
    assert (internal / "sqlalchemy").is_dir() and (internal / "pydantic_core").is_dir()
    assert not [n for n in ("mypy", "ast_serialize", "librt") if (internal / n).exists()]


def test_installed_app_plays_a_game(installed, tmp_path):
    """The acceptance check of the issue: the installed `bakudan --smoke-test bomu`."""
    before = snapshot(installed)
    data = tmp_path / "data"
    result = subprocess.run([str(installed / INSTALLED / "bakudan"), "--smoke-test", "bomu"],
                            env=app_env(BAKUDAN_DATA_DIR=str(data), HOME=str(tmp_path)),
                            cwd=tmp_path, capture_output=True, text=True, timeout=RUN_TIMEOUT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke test: bomu finished" in result.stdout
    assert "smoke test: bomu recorded" in result.stdout      # through the ORM the bundle carries
    assert (data / "bakudan.db").is_file()
    assert snapshot(installed) == before, "the app wrote beside its binary"


@pytest.mark.parametrize("game", [g for g in GAMES if g != "bomu"])
def test_installed_app_plays_every_other_game(installed, tmp_path, game):
    """Each game the home screen lists is in the bundle (games are imported by name)."""
    result = subprocess.run([str(installed / INSTALLED / "bakudan"), "--smoke-test", game],
                            env=app_env(BAKUDAN_DATA_DIR=str(tmp_path / "data"), HOME=str(tmp_path)),
                            cwd=tmp_path, capture_output=True, text=True, timeout=RUN_TIMEOUT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"smoke test: {game} finished" in result.stdout
    assert f"smoke test: {game} recorded" in result.stdout


def test_launcher_on_path_runs_the_bundle(installed, tmp_path):
    result = subprocess.run([str(installed / "usr/bin/bakudan"), "--version"], env=app_env(HOME=str(tmp_path)),
                            capture_output=True, text=True, timeout=RUN_TIMEOUT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == __version__


def startup_report(command: list[str], home: Path, cwd: Path) -> dict:
    """Run `command --startup-report` as a player with settings in `home` would."""
    result = subprocess.run([*command, "--startup-report"],
                            env=app_env(HOME=str(home), XDG_DATA_HOME=str(home / ".local/share"),
                                        XDG_CONFIG_HOME=str(home / ".config")),
                            cwd=cwd, capture_output=True, text=True, timeout=RUN_TIMEOUT)
    assert result.returncode == 0, result.stdout + result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_installed_app_starts_in_japanese(installed, tmp_path):
    """With the language setting "ja" in the player's data folder, the installed app
    starts in Japanese: our translations, Qt's own, and the bundled Japanese font."""
    home = tmp_path / "home"
    data = home / ".local/share/Bakudan"           # appdirs' user data dir under XDG_DATA_HOME
    data.mkdir(parents=True)
    store = Store(data)
    store.set("language", "ja")
    store.close()
    before = snapshot(installed)

    bundled = startup_report([str(installed / "usr/bin/bakudan")], home, cwd=home)
    assert bundled["frozen"] is True
    assert Path(bundled["resource_root"]).resolve().is_relative_to((installed / INSTALLED).resolve())
    assert bundled["version"] == __version__
    assert bundled["data_dir"] == str(data)
    assert bundled["language"] == "ja"
    assert bundled["locale"] == "ja_JP"
    assert bundled["qt_cancel"] == "キャンセル"             # Qt's qtbase_ja.qm is bundled
    assert bundled["japanese_font"] is True
    assert bundled["window_icon"] is True
    assert bundled["game_modules"] == []                   # the first window loads no game
    assert bundled["orm_modules"] == []                    # nor the store's ORM (store/loader.py)
    assert all(any("\u3040" <= ch <= "\u9fff" for ch in menu) for menu in bundled["menus"]), bundled["menus"]

    # the bundle shows exactly what the app run from source shows with the same settings
    source = startup_report([sys.executable, "-m", "desktop.app"], home, cwd=ROOT)
    assert source["frozen"] is False
    for key in ("language", "locale", "window_title", "menus", "qt_cancel", "sound", "data_dir"):
        assert bundled[key] == source[key], key
    assert snapshot(installed) == before, "the app wrote beside its binary"
