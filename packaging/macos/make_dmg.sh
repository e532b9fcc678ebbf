#!/usr/bin/env bash
# Bakudan for macOS: wrap dist/Bakudan.app (built by packaging/bakudan.spec on a Mac)
# in dist/Bakudan-<version>-macos-<arch>.dmg (arm64 or x86_64: the CPU of the Mac that
# built it) with a link to /Applications. Run on macOS:
#     python3 packaging/build.py          # builds the .app, then runs this script
#     bash packaging/macos/make_dmg.sh [DIST]
# The .app is ad-hoc signed by PyInstaller, which runs on the Mac that built it and,
# after right-click > Open, elsewhere. With a Developer ID set CODESIGN_IDENTITY to
# sign it properly (then notarise the .dmg with `xcrun notarytool`).
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
DIST="${1:-$ROOT/dist}"
VERSION="$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' "$ROOT/desktop/version.py")"
APP="$DIST/Bakudan.app"
DMG="$DIST/Bakudan-$VERSION-macos-$(uname -m).dmg"

[ "$(uname -s)" = Darwin ] || { echo "make_dmg.sh runs on macOS (hdiutil)" >&2; exit 1; }
[ -d "$APP" ] || { echo "no $APP: build it first with python3 packaging/build.py" >&2; exit 1; }

if [ -n "${CODESIGN_IDENTITY:-}" ]; then
    codesign --force --deep --options runtime --timestamp --sign "$CODESIGN_IDENTITY" "$APP"
fi
codesign --verify --deep --strict "$APP"

STAGE="$(mktemp -d)"
trap 'rm -rf "$STAGE"' EXIT
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
rm -f "$DMG"
hdiutil create -volname "Bakudan $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO \
    -imagekey zlib-level=9 -ov "$DMG"
echo "made $DMG"
