"""What a screen reader finds on a screen (issue 29): the accessibility tree of a
window, walked through Qt's own interfaces (QAccessible.queryAccessibleInterface and
child()), and every interactive element in it that has no name."""
from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from desktop.widgets.accessible import symbolic

Role = QAccessible.Role
#: what a person acts on: each needs a name to be told apart by ear
INTERACTIVE = {Role.PushButton, Role.CheckBox, Role.RadioButton, Role.ComboBox, Role.ListItem,
               Role.TreeItem, Role.Slider, Role.SpinBox, Role.PageTab, Role.MenuItem,
               Role.ButtonMenu, Role.ButtonDropDown, Role.EditableText}
DEPTH = 40           # a tree deeper than this is a cycle


def walk(widget: QWidget):
    """(interface, path) for every visible element under `widget`'s window, itself included."""
    root = QAccessible.queryAccessibleInterface(widget)
    stack = [(root, root.text(QAccessible.Text.Name) or root.role().name, 0)] if root else []
    while stack:
        face, path, depth = stack.pop()
        if face is None or not face.isValid() or face.state().invisible or depth > DEPTH:
            continue
        yield face, path
        for i in range(face.childCount() - 1, -1, -1):
            child = face.child(i)
            if child is not None:
                stack.append((child, f"{path} > {child.role().name}", depth + 1))


def name(face) -> str:
    """What a screen reader says an element is: its name, or else the label it is
    labelled by (on Linux a drop-down's name is its value, "100%", and its form row's
    label comes as a relation)."""
    own = face.text(QAccessible.Text.Name)
    if not symbolic(own):
        return own
    labels = [other.text(QAccessible.Text.Name) for other, _ in face.relations(QAccessible.RelationFlag.Label)]
    return next((text for text in labels if not symbolic(text)), own)


def unnamed(widget: QWidget) -> list[str]:
    """Each interactive element under `widget` without a name (or with one that says
    nothing by ear: "◀", "7"), said as its path, its widget's class and object name."""
    bad = []
    for face, path in walk(widget):
        if face.role() in INTERACTIVE and symbolic(name(face)):
            obj = face.object()
            what = f"{type(obj).__name__} {obj.objectName()}" if obj is not None else ""
            bad.append(f"{path} [{what}] {face.text(QAccessible.Text.Value)[:30]!r}")
    return bad
