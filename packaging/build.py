"""`make dist`: build the Bakudan bundle with PyInstaller, then what this system ships.

    python packaging/build.py [--dist DIR] [--work DIR] [--bundle-only] [--xz-level N | --uncompressed] [--no-tarball]

- every system: DIST/Bakudan/ (one-folder bundle, from packaging/bakudan.spec)
- Linux:   DIST/bakudan_<version>_amd64.deb and DIST/Bakudan-<version>-linux-x86_64.tar.gz
- macOS:   DIST/Bakudan.app and DIST/Bakudan-<version>-macos-<arch>.dmg (packaging/macos/make_dmg.sh)
- Windows: DIST/Bakudan-Setup-<version>.exe when Inno Setup's ISCC.exe is found
           (packaging/windows/bakudan.iss)

It prints what it made, with sizes and timings (docs/BENCHMARKS.md, "Installers").
See docs/INSTALLERS.md for the whole recipe on each system.
"""
from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(ROOT))

from desktop.version import __version__ as VERSION  # noqa: E402

#: system libraries the bundle links against but does not carry -> the Debian/Ubuntu
#: package that provides them. PyInstaller leaves out libc and OpenGL on purpose,
#: bundle_filter.SYSTEM_LIBRARIES the PulseAudio client; the rest are Qt's X11
#: libraries, bundled when the build machine has them and needed from the system when
#: it does not (the names are the same on Debian 12 and Ubuntu 22.04/24.04)
_LIBC = "libc6 (>= 2.28)"
DEB_DEPENDS = {
    "libc.so.6": _LIBC, "libm.so.6": _LIBC, "libdl.so.2": _LIBC, "libpthread.so.0": _LIBC,
    "librt.so.1": _LIBC, "libresolv.so.2": _LIBC, "ld-linux-x86-64.so.2": _LIBC,
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libpulse.so.0": "libpulse0",            # QtMultimedia's audio output (sound effects)
    "libxcb.so.1": "libxcb1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    **{f"libxcb-{name}.so.{abi}": f"libxcb-{name}{abi}" for name, abi in (
        ("cursor", 0), ("icccm", 4), ("image", 0), ("keysyms", 1), ("randr", 0),
        ("render-util", 0), ("render", 0), ("shape", 0), ("shm", 0), ("sync", 1),
        ("util", 1), ("xfixes", 0), ("xkb", 1), ("xinerama", 0), ("xinput", 0))},
}

DESKTOP_ENTRY = """\
[Desktop Entry]
Type=Application
Name=Bakudan
GenericName=Bomb board games
GenericName[ja]=爆弾ボードゲーム
Comment=Play Bomb Busters, Bomb Squad Academy and Bomb ぼむ！ against bots or in hot-seat
Comment[ja]=ボムバスターズ、ボムスクワッド・アカデミー、ボム ぼむ！をボットやホットシートで遊ぶ
Exec=bakudan
Icon=bakudan
Terminal=false
Categories=Game;BoardGame;
Keywords=bomb;board game;dice;cards;
StartupNotify=true
"""


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(p.lstat().st_size for p in path.rglob("*") if not p.is_dir()) / 1e6


def pyinstaller(dist: Path, work: Path) -> Path:
    if not any((ROOT / "i18n").glob("*.qm")):
        subprocess.run([sys.executable, "-m", "desktop.i18n_build"], cwd=ROOT, check=True)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    "--distpath", str(dist), "--workpath", str(work),
                    str(PACKAGING / "bakudan.spec")], cwd=ROOT, check=True)
    return dist / "Bakudan"


# ---- Linux -------------------------------------------------------------------------------
def tarball(bundle: Path, dist: Path) -> Path:
    out = dist / f"Bakudan-{VERSION}-linux-x86_64.tar.gz"
    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname="Bakudan")
    return out


def deb_depends(bundle: Path) -> str:
    sys.path.insert(0, str(PACKAGING))
    from bundle_filter import elf_needed

    present, needed = set(), set()
    for path in bundle.rglob("*"):
        present.add(path.name)
        if path.is_file() and not path.is_symlink():
            needed.update(elf_needed(str(path)))
    missing = sorted(needed - present)
    unknown = [name for name in missing if name not in DEB_DEPENDS]
    if unknown:
        raise SystemExit(f"the bundle needs system libraries with no known Debian package: "
                         f"{', '.join(unknown)}; add them to DEB_DEPENDS in {__file__}")
    return ", ".join(sorted({DEB_DEPENDS[name] for name in missing}))


def deb(bundle: Path, dist: Path, work: Path, xz_level: int | None = 6) -> Path:
    """/opt/bakudan (the bundle), /usr/bin/bakudan (a link to it), the menu entry and
    the icons in the hicolor theme."""
    root = work / "deb-root"
    if root.exists():
        shutil.rmtree(root)
    opt = root / "opt" / "bakudan"
    shutil.copytree(bundle, opt, symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    # relative, so the link also works in a tree unpacked anywhere (the tests do that)
    (root / "usr" / "bin" / "bakudan").symlink_to("../../opt/bakudan/bakudan")
    share = root / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    (share / "applications" / "bakudan.desktop").write_text(DESKTOP_ENTRY, encoding="utf-8")
    icons = ROOT / "assets" / "icons"
    for size in (256, 512):
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True)
        shutil.copy2(icons / f"bakudan-{size}.png", target / "bakudan.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copy2(icons / "bakudan.svg", scalable / "bakudan.svg")
    docs = share / "doc" / "bakudan"
    docs.mkdir(parents=True)
    shutil.copy2(ROOT / "assets" / "fonts" / "IPAexGothic-LICENSE.txt", docs / "IPAexGothic-LICENSE.txt")

    for path in root.rglob("*"):
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            path.chmod(0o755 if os.access(path, os.X_OK) else 0o644)

    installed_kb = int(size_mb(root) * 1e6 / 1024) + 1
    control = root / "DEBIAN"
    control.mkdir()
    (control / "control").write_text(
        f"Package: bakudan\n"
        f"Version: {VERSION}\n"
        f"Section: games\n"
        f"Priority: optional\n"
        f"Architecture: amd64\n"
        f"Installed-Size: {installed_kb}\n"
        f"Depends: {deb_depends(bundle)}\n"
        f"Maintainer: {os.environ.get('DEB_MAINTAINER', 'Bakudan developers <bakudan@localhost>')}\n"
        f"Description: bomb-themed board games against bots or hot-seat\n"
        f" Bakudan plays Bomb Busters (cooperative), Bomb Squad Academy (competitive)\n"
        f" and Bomb ぼむ！ (dice and cards) against built-in bots or in local\n"
        f" hot-seat, in English or Japanese.\n",
        encoding="utf-8")
    # no maintainer scripts: desktop-file-utils and the hicolor icon cache update
    # themselves through dpkg triggers on /usr/share/applications and the icon theme
    out = dist / f"bakudan_{VERSION}_amd64.deb"
    compress = ["-Znone"] if xz_level is None else ["-Zxz", f"-z{xz_level}"]
    subprocess.run(["dpkg-deb", "--build", "--root-owner-group", *compress, str(root), str(out)],
                   check=True, stdout=subprocess.DEVNULL)
    return out


# ---- macOS and Windows -------------------------------------------------------------------
def dmg(dist: Path) -> Path:
    subprocess.run(["bash", str(PACKAGING / "macos" / "make_dmg.sh"), str(dist)], check=True)
    return dist / f"Bakudan-{VERSION}-macos-{platform.machine()}.dmg"


def inno_setup(dist: Path) -> Path | None:
    candidates = [shutil.which("iscc"), shutil.which("ISCC"),
                  r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe", r"C:\Program Files\Inno Setup 6\ISCC.exe"]
    iscc = next((c for c in candidates if c and Path(c).exists()), None)
    if iscc is None:
        log("Inno Setup 6 (ISCC.exe) not found: install it (see docs/INSTALLERS.md) to make the installer")
        return None
    subprocess.run([iscc, f"/DAppVersion={VERSION}", f"/DDistDir={dist}",
                    str(PACKAGING / "windows" / "bakudan.iss")], check=True)
    return dist / f"Bakudan-Setup-{VERSION}.exe"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default dist/)")
    p.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller work folder (default build/)")
    p.add_argument("--bundle-only", action="store_true", help="stop after the PyInstaller bundle")
    p.add_argument("--xz-level", type=int, default=6, choices=range(10),
                   help="Linux: xz preset of the .deb (default 6; 0 is ~8x faster, ~15%% bigger)")
    p.add_argument("--uncompressed", action="store_true",
                   help="Linux: a .deb that is not compressed (the tests: the same files, "
                        "with none of xz's 15 s of CPU)")
    p.add_argument("--no-tarball", action="store_true", help="Linux: make the .deb only")
    args = p.parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()
    dist.mkdir(parents=True, exist_ok=True)

    made: list[tuple[Path, float]] = []
    t0 = time.perf_counter()
    bundle = pyinstaller(dist, work)
    made.append((bundle, time.perf_counter() - t0))
    if not args.bundle_only:
        steps = []
        if sys.platform.startswith("linux"):
            steps = [lambda: deb(bundle, dist, work, None if args.uncompressed else args.xz_level)]
            if not args.no_tarball:
                steps.append(lambda: tarball(bundle, dist))
        elif sys.platform == "darwin":
            steps = [lambda: dmg(dist)]
        elif sys.platform == "win32":
            steps = [lambda: inno_setup(dist)]
        for step in steps:
            t = time.perf_counter()
            out = step()
            if out is not None:
                made.append((out, time.perf_counter() - t))
    for path, seconds in made:
        log(f"{path.relative_to(dist.parent) if path.is_relative_to(dist.parent) else path}: "
            f"{size_mb(path):.1f} MB in {seconds:.1f} s")
    log(f"total {time.perf_counter() - t0:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
