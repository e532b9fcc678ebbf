"""A git merge driver for the translation files: two branches that each add strings
merge as the union of their messages (by context, source and comment), so parallel
work never conflicts in i18n/*.ts. Where both sides translated one message
differently, the side that changed it from the common base wins (ours if both did).

Set up once per clone (.gitattributes names the driver):

    git config merge.qt-ts.driver "python3 desktop/i18n_merge.py %O %A %B"

`make i18n` (lupdate) puts the merged file back in its usual order afterwards."""
from __future__ import annotations

import sys
import xml.etree.ElementTree as ET

Key = tuple[str, str, str]


def _messages(root: ET.Element) -> dict[Key, ET.Element]:
    out = {}
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            out[(name, msg.findtext("source") or "", msg.findtext("comment") or "")] = msg
    return out


def _finished(msg: ET.Element) -> bool:
    tr = msg.find("translation")
    return tr is not None and tr.get("type") not in ("unfinished", "vanished", "obsolete")


def _text(msg: ET.Element | None) -> str:
    return "" if msg is None else ET.tostring(msg.find("translation"), encoding="unicode")


def merge(base: ET.Element, ours: ET.Element, theirs: ET.Element) -> ET.Element:
    b, o = _messages(base), _messages(ours)
    contexts = {ctx.findtext("name") or "": ctx for ctx in ours.iter("context")}
    for key, msg in _messages(theirs).items():
        mine = o.get(key)
        if mine is None:
            ctx = contexts.get(key[0])
            if ctx is None:
                ctx = ET.SubElement(ours, "context")
                ET.SubElement(ctx, "name").text = key[0]
                contexts[key[0]] = ctx
            ctx.append(msg)
            continue
        theirs_changed = _text(msg) != _text(b.get(key))
        ours_changed = _text(mine) != _text(b.get(key))
        if _finished(msg) and (not _finished(mine) or (theirs_changed and not ours_changed)):
            mine.remove(mine.find("translation"))
            mine.append(msg.find("translation"))
    return ours


def main(argv: list[str]) -> int:
    base_path, ours_path, theirs_path = argv
    trees = [ET.parse(p) for p in (base_path, ours_path, theirs_path)]
    merged = merge(*(t.getroot() for t in trees))
    ET.indent(merged, space="    ")
    body = ET.tostring(merged, encoding="unicode")
    with open(ours_path, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
