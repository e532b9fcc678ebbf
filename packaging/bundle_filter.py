"""What the bundle leaves out. PyInstaller's PySide6 hooks add every plugin of the Qt
modules the app imports, and some plugins pull in whole Qt modules Bakudan never uses
(the virtual keyboard brings QtQuick and Qml, the PDF image plugin QtPdf). The spec
(packaging/bakudan.spec) passes a.binaries and a.datas through keep().

Bakudan uses QtCore, QtGui, QtWidgets, QtSvg (icons) and, for sound, QtMultimedia.
Two steps: drop the plugins and data named below, then (on Linux) drop every shared
library that no kept extension module, plugin or library still needs (read from the
ELF DT_NEEDED entries), so whatever a dropped plugin pulled in goes with it.
"""
from __future__ import annotations

import re
import struct
import sys
from pathlib import Path

#: Python modules never bundled (PySide6 modules the app does not import, and stdlib
#: pieces PyInstaller would otherwise follow)
EXCLUDED_MODULES = [
    "tkinter", "unittest", "pydoc", "doctest", "pytest", "_pytest", "hypothesis",
    # the store needs SQLAlchemy's core, ORM and SQLite dialect, SQLModel and pydantic;
    # their type-checker plugins pulled the whole of mypy in (3.6 MB), and the other
    # databases' dialects, the test kit and pydantic's old API are never imported
    "mypy", "mypyc", "mypy_extensions", "librt", "ast_serialize",
    "sqlalchemy.ext.mypy", "pydantic.mypy", "pydantic.v1", "sqlalchemy.testing",
    *(f"sqlalchemy.dialects.{d}" for d in ("postgresql", "mysql", "mssql", "oracle")),
    *(f"PySide6.{m}" for m in (
        "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender",
        "QtBluetooth", "QtCharts", "QtConcurrent", "QtDataVisualization", "QtDesigner",
        "QtGraphs", "QtGraphsWidgets", "QtHelp", "QtHttpServer", "QtLocation", "QtNfc",
        "QtOpenGL", "QtOpenGLWidgets", "QtPdf", "QtPdfWidgets", "QtPositioning",
        "QtPrintSupport", "QtQml", "QtQuick", "QtQuick3D", "QtQuickControls2",
        "QtQuickTest", "QtQuickWidgets", "QtRemoteObjects", "QtScxml", "QtSensors",
        "QtSerialBus", "QtSerialPort", "QtSpatialAudio", "QtSql", "QtStateMachine",
        "QtTest", "QtTextToSpeech", "QtUiTools", "QtWebChannel", "QtWebEngineCore",
        "QtWebEngineQuick", "QtWebEngineWidgets", "QtWebSockets", "QtWebView", "QtXml",
        "QtAxContainer", "QtCanvasPainter",
    )),
]

_DROP = [re.compile(p, re.IGNORECASE) for p in (
    # plugins that drag in QtQuick/Qml/QtPdf/QtNetwork or serve platforms a desktop
    # never uses (a Wayland session runs the xcb plugin through XWayland)
    r"plugins/platforminputcontexts/[^/]*virtualkeyboard",
    r"plugins/imageformats/[^/]*q(pdf|tiff|webp|tga|wbmp|icns)",
    r"plugins/platforms/[^/]*q(wayland|eglfs|vnc|linuxfb|vkkhrdisplay|minimalegl)",
    r"plugins/(egldeviceintegrations|qmltooling|renderers|sceneparsers|"
    r"geometryloaders|assetimporters|designer|position|sensors|canbus|webview|"
    r"texttospeech|sqldrivers|scxmldatamodel|geoservices|renderplugins|qmllint|"
    r"networkinformation|tls|generic|xcbglintegrations|wayland[^/]*)/",
    r"plugins/platformthemes/[^/]*gtk3",                   # pulls in the system's GTK
    # the FFmpeg media backend (40 MB with FFmpeg, QtQuick and Qml) plays video and
    # compressed audio; QSoundEffect plays our WAV files through QtMultimedia's own
    # audio output (PulseAudio/PipeWire on Linux) with no backend plugin
    r"plugins/multimedia/[^/]*ffmpeg",
    # Qt's own translations: only qtbase_<lang> (desktop/i18n.py loads it) for ours
    r"translations/(?!qtbase_(ja|en)\.qm$)[^/]+$",
    r"(^|/)qml/",                                           # QML modules
)]


#: Windows and macOS: the libraries only the dropped plugins load (on Linux the
#: DT_NEEDED walk finds them; DLLs and frameworks are matched by name instead)
_DROP_BY_NAME = [re.compile(p, re.IGNORECASE) for p in (
    r"(^|/)(lib)?Qt6?(Quick|Qml|QmlModels|QmlMeta|QmlWorkerScript|VirtualKeyboard|"
    r"VirtualKeyboardQml|Pdf|WaylandClient|WlShellIntegration)([.0-9]*\.(dll|dylib)$|\.framework/)",
    r"(^|/)(lib)?(avcodec|avformat|avutil|swresample|swscale)[-.0-9]*\.(dll|dylib)$",
)]


def dropped(dest: str) -> bool:
    dest = dest.replace("\\", "/")
    if any(p.search(dest) for p in _DROP):
        return True
    return not sys.platform.startswith("linux") and any(p.search(dest) for p in _DROP_BY_NAME)


#: Linux libraries taken from the system, never bundled: the PulseAudio client must
#: match the sound server of the machine (PipeWire or PulseAudio), and bundling it
#: drags in libsndfile and five codecs (4 MB). The .deb depends on libpulse0.
SYSTEM_LIBRARIES = ("libpulse.so.0", "libpulse-simple.so.0")


def keep(binaries: list, datas: list) -> tuple[list, list]:
    """The entries of PyInstaller's a.binaries and a.datas (lists of (dest, source,
    kind)) to bundle. Symbolic links to libraries sit in datas; one whose library
    is left out goes too."""
    binaries = [e for e in binaries if not dropped(e[0])]
    datas = [e for e in datas if not dropped(e[0])]
    if sys.platform.startswith("linux"):
        binaries = [e for e in binaries if Path(e[0]).name not in SYSTEM_LIBRARIES]
        binaries = _unreferenced_libraries_removed(binaries)
    present = {e[0].replace("\\", "/") for e in binaries}
    datas = [e for e in datas if e[2] != "SYMLINK"
             or str(Path(e[0]).parent / e[1]).replace("\\", "/").removeprefix("./") in present]
    return binaries, datas


def _is_library(entry) -> bool:
    dest, _, kind = entry
    name = Path(dest).name
    return (kind == "BINARY" and ".so" in name and "plugins/" not in dest.replace("\\", "/")
            and not name.startswith("libpython"))


def _unreferenced_libraries_removed(toc: list) -> list:
    by_name = {Path(e[0]).name: e for e in toc if _is_library(e)}
    needed: set[str] = set()
    todo = [e for e in toc if e[2] in ("BINARY", "EXTENSION") and not _is_library(e)]
    while todo:
        entry = todo.pop()
        for soname in elf_needed(entry[1]):
            if soname in by_name and soname not in needed:
                needed.add(soname)
                todo.append(by_name[soname])
    out = []
    for entry in toc:
        name = Path(entry[0]).name
        if _is_library(entry) and name not in needed:
            continue
        out.append(entry)
    return out


def elf_needed(path: str) -> list[str]:
    """The DT_NEEDED sonames of a 64-bit little-endian ELF file ([] if not ELF)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return []
    e_phoff, = struct.unpack_from("<Q", data, 0x20)
    e_phentsize, e_phnum = struct.unpack_from("<HH", data, 0x36)
    loads, dynamic = [], None
    for i in range(e_phnum):
        p_type, _, p_offset, p_vaddr, _, p_filesz = struct.unpack_from("<IIQQQQ", data, e_phoff + i * e_phentsize)
        if p_type == 1:                       # PT_LOAD
            loads.append((p_vaddr, p_offset, p_filesz))
        elif p_type == 2:                     # PT_DYNAMIC
            dynamic = (p_offset, p_filesz)
    if dynamic is None:
        return []

    def offset(vaddr: int) -> int:
        for start, off, size in loads:
            if start <= vaddr < start + size:
                return vaddr - start + off
        raise ValueError(f"{path}: address {vaddr:#x} outside the file")

    strtab, names = None, []
    for i in range(dynamic[1] // 16):
        tag, value = struct.unpack_from("<qQ", data, dynamic[0] + 16 * i)
        if tag == 0:
            break
        if tag == 5:                          # DT_STRTAB
            strtab = offset(value)
        elif tag == 1:                        # DT_NEEDED
            names.append(value)
    if strtab is None:
        return []
    return [data[strtab + n:data.index(b"\0", strtab + n)].decode() for n in names]
