"""The app's look: one style sheet."""

STYLE = """
QMainWindow, QStackedWidget > QWidget { background: #141a2a; color: #e9ecf5; }
QLabel { color: #e9ecf5; font-size: 14px; }
QLabel#homeTitle { font-size: 40px; font-weight: bold; color: #ffd54a; }
QLabel#homeSubtitle { font-size: 16px; color: #c3c8dc; }
QLabel#pageTitle { font-size: 24px; font-weight: bold; color: #ffd54a; }
QLabel#gameName { font-size: 22px; font-weight: bold; color: #ffffff; }
QFrame#gameCard, QFrame#resumeBox, QFrame#controls {
    background: #1f2740; border: 1px solid #33406a; border-radius: 12px; }
QFrame#resumeBox { background: #2b3a1f; border-color: #5c940d; }
QScrollArea#homeScroll, QWidget#homeContent { background: transparent; }
QScrollArea#homeScroll QScrollBar:vertical, QScrollArea#scrolledText QScrollBar:vertical { background: #1a2136; width: 12px; }
QScrollArea#homeScroll QScrollBar::handle:vertical, QScrollArea#scrolledText QScrollBar::handle:vertical {
    background: #33406a; border-radius: 6px; min-height: 30px; }
QScrollArea#homeScroll QScrollBar::add-line, QScrollArea#homeScroll QScrollBar::sub-line,
QScrollArea#scrolledText QScrollBar::add-line, QScrollArea#scrolledText QScrollBar::sub-line { height: 0; }
QLabel#inProgressTitle { font-size: 15px; font-weight: bold; color: #c0eb75; }
QLabel#inProgressWhat { font-weight: bold; }
QLabel#inProgressWhen { color: #c3c8dc; }
QPushButton[quiet="true"] { background: transparent; border: 2px solid #5c940d; color: #d8f5a2; padding: 5px 11px; }
QPushButton[quiet="true"]:hover { background: #3a4f28; }
QFrame#storageBar { background: #4a3411; border-bottom: 2px solid #f08c00; }
QLabel#storageText { color: #ffe8a3; }
QScrollArea#campaignMapScroll { background: #10151f; border: 1px solid #33406a; border-radius: 8px; }
QScrollArea#campaignMapScroll > QWidget > QWidget#campaignMap { background: #10151f; }
QScrollArea#campaignMapScroll QScrollBar { background: #1a2136; width: 12px; height: 12px; }
QScrollArea#campaignMapScroll QScrollBar::handle { background: #4a5272; border-radius: 6px; min-height: 30px; min-width: 30px; }
QScrollArea#campaignMapScroll QScrollBar::add-line, QScrollArea#campaignMapScroll QScrollBar::sub-line { height: 0; width: 0; }
QPushButton#showMap:checked, QPushButton#showTable:checked { background: #ffd54a; color: #141a2a; }
QLabel#prompt { font-size: 15px; }
QLabel#error { color: #ff8787; }
QLabel#privateNote { color: #ffd54a; }
QLabel#handoffTitle, QLabel#endTitle { font-size: 34px; font-weight: bold; color: #ffd54a; }
QPushButton { background: #3b5bdb; color: white; border: 2px solid transparent; border-radius: 8px;
              padding: 6px 14px; font-size: 14px; }
QPushButton:hover { background: #4c6ef5; }
QPushButton:disabled { background: #3a3f55; color: #8a90a8; }
QPushButton:focus { outline: none; border-color: #ffd54a; }
QListView, QTreeView, QTableView, QTextBrowser { background: #1a2136; color: #e9ecf5; border: 1px solid #33406a;
              border-radius: 8px; font-size: 13px; }
QHeaderView::section { background: #26304d; color: #e9ecf5; padding: 4px; border: none; }
QMenuBar { background: #10151f; color: #e9ecf5; }
QMenuBar::item:selected { background: #26304d; }
QMenu { background: #1f2740; color: #e9ecf5; }
QMenu::item:selected { background: #3b5bdb; }
QDialog { background: #1f2740; color: #e9ecf5; }
QLineEdit, QComboBox, QSpinBox { background: #10151f; color: #e9ecf5; border: 1px solid #33406a;
              border-radius: 6px; padding: 4px; }
QCheckBox { color: #e9ecf5; }
"""

#: high contrast (desktop/contrast.py), laid over STYLE: black grounds, white texts and
#: edges; a disabled button stays readable (dashed, light grey) and focus is thick gold
HIGH_CONTRAST = """
QMainWindow, QStackedWidget > QWidget, QDialog { background: #000000; color: #ffffff; }
QLabel, QCheckBox, QRadioButton { color: #ffffff; }
QLabel#homeSubtitle, QLabel#inProgressWhen { color: #ffffff; }
QFrame#gameCard, QFrame#resumeBox, QFrame#controls { background: #000000; border: 2px solid #ffffff; }
QPushButton { background: #000000; color: #ffffff; border: 2px solid #ffffff; }
QPushButton:hover { background: #262626; }
QPushButton:disabled { background: #000000; color: #bdbdbd; border: 2px dashed #9e9e9e; }
QPushButton:focus { border: 3px solid #ffd54a; }
QPushButton[quiet="true"] { background: #000000; border: 2px solid #ffffff; color: #ffffff; }
QListView, QTreeView, QTableView, QTextBrowser { background: #000000; color: #ffffff; border: 2px solid #ffffff; }
QHeaderView::section { background: #000000; color: #ffffff; border: 1px solid #ffffff; }
QMenuBar, QMenu { background: #000000; color: #ffffff; }
QScrollArea#campaignMapScroll { background: #000000; border: 2px solid #ffffff; }
QScrollArea#campaignMapScroll > QWidget > QWidget#campaignMap { background: #000000; }
QPushButton#showMap:checked, QPushButton#showTable:checked { background: #ffd54a; color: #000000; }
QMenuBar::item:selected, QMenu::item:selected { background: #ffffff; color: #000000; }
QLineEdit, QComboBox, QSpinBox { background: #000000; color: #ffffff; border: 2px solid #ffffff; }
QLabel#error { color: #ffa8a8; }
"""
