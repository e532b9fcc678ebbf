"""`make i18n`: compile i18n/*.ts to .qm. With --update, first refresh the
translations' .ts from the sources (pyside6-lupdate), keeping what is translated;
bakudan_en.ts, English plural forms only, is kept by hand."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGS = {"ja": "ja_JP"}


def _tool(name: str) -> str:
    local = Path(sys.executable).with_name(name)
    return str(local) if local.exists() else (shutil.which(name) or name)


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "desktop").rglob("*.py"))


def update() -> None:
    for lang, locale in LANGS.items():
        subprocess.run([_tool("pyside6-lupdate"), *sources(), "-ts",
                        f"i18n/bakudan_{lang}.ts", "-target-language", locale,
                        # no line numbers: every edit elsewhere in a file would
                        # otherwise rewrite the .ts and make branches collide
                        "-locations", "none", "-no-obsolete"], cwd=ROOT, check=True)


def release() -> None:
    # bakudan_en.ts (English plural forms) is kept by hand; lupdate refreshes only LANGS
    for ts in sorted((ROOT / "i18n").glob("bakudan_*.ts")):
        subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm",
                        str(ts.with_suffix(".qm"))], check=True)


if __name__ == "__main__":
    if "--update" in sys.argv:
        update()
    release()
