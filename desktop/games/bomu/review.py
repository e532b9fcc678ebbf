"""The review of a finished Bomb ぼむ！ game: the shared review window
(desktop/games/review.py) over the Bomu table with every hand face up above its
seat's plate and every face-down card turned up."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from engine.bomu.state import BomuView
from desktop.games.bomu import log_lines
from desktop.games.bomu.items import BomuCard, SeatPlate
from desktop.games.bomu.scene import H, W, BomuScene
from desktop.games.review import ReviewWindow, lay_cards
from desktop.i18n import translate
from desktop.widgets.items import add_text

CARD_W, CARD_H = 30.0, 44.0
ROW = 7                       # cards in a row above a plate, side by side
TOP = 84.0                    # room above the scene for two rows above a plate at the top


class RevealedBomuScene(BomuScene):
    """The Bomu table, read-only, every secret shown: the hands in a row of small
    cards above the plates, the cards put face down this round face up."""

    def __init__(self, names: list[str], queue) -> None:
        super().__init__(names, [""] * len(names), queue)
        self.setSceneRect(QRectF(0, -TOP, W, H + TOP))
        self.hands: list[list[BomuCard]] = [[] for _ in names]
        # under a card turned up for the review, that it lies face down at the table
        self.face_down = [add_text(self, QPointF(0, 0), 12, bold=True) for _ in names]

    def sync_all(self, public: BomuView, seats: tuple[BomuView, ...], shown: dict[int, str]) -> None:
        """The public view, then what each seat alone knew: its hand and its pick.
        `shown`: the last revealed card of each seat (kept dimmed until it picks
        again), as the live table remembers it from the events."""
        self.shown = dict(shown)
        self.sync(public)
        for s, view in enumerate(seats):
            slot, tag = self.slots[s], self.face_down[s]
            hidden = view.picked[s] and view.table[s] is None and view.own_pick is not None
            if hidden:
                slot.set_card(view.own_pick)
                slot.flip = 1.0
                tag.setText(translate("Bomu", "face down"))
                under = slot.pos() + QPointF(0, slot.h / 2 + 3)
                tag.setPos(under.x() - tag.boundingRect().width() / 2, under.y())
            tag.setVisible(hidden)
            self._sync_seat_hand(s, view.hand)

    def _sync_seat_hand(self, seat: int, cards: tuple[str, ...]) -> None:
        """A row of up to seven above the seat's plate; a longer hand in two rows
        (beyond fourteen cards they overlap)."""
        plate = self.plate_pos(seat)
        rows = 1 if len(cards) <= ROW else 2
        per_row = max(1, -(-len(cards) // rows))          # the two rows as even as can be
        pitch = min(CARD_W + 3, (SeatPlate.W - CARD_W) / max(per_row - 1, 1))
        bottom = plate.y() - SeatPlate.H / 2 - 6 - CARD_H / 2

        def place(i: int) -> QPointF:
            row, col = divmod(i, per_row)
            in_row = min(per_row, len(cards) - row * per_row)
            return QPointF(plate.x() + (col - (in_row - 1) / 2) * pitch, bottom - row * (CARD_H + 4))

        lay_cards(self, self.hands[seat], cards, self._card, place)

    @staticmethod
    def _card() -> BomuCard:
        item = BomuCard(None, CARD_W, CARD_H)
        item.setZValue(15)
        return item

    def shown_hand(self, seat: int) -> list[str]:
        """The cards the review shows in `seat`'s hand."""
        return [i.card for i in self.hands[seat] if i.isVisible()]


class BomuReview(ReviewWindow):
    log_lines = log_lines

    def __init__(self, record, names: list[str], parent=None) -> None:
        self._shown: dict[int, str] = {}       # last revealed card per seat, as the replay goes
        super().__init__(record, names, parent)

    def reveal(self, game, state):
        public = game.view(state, None)
        for s in range(public.players):
            if public.table[s] is not None:
                self._shown[s] = public.table[s]
            elif public.picked[s]:
                self._shown.pop(s, None)       # a new round's pick: the old card is gone
        seats = tuple(game.view(state, s) for s in range(public.players))
        return public, seats, dict(self._shown)

    def make_scene(self) -> RevealedBomuScene:
        return RevealedBomuScene(self.names, self.queue)

    def show_table(self, shown) -> None:
        self.scene.sync_all(*shown)

    def heading(self) -> str:
        return translate("Bomu", "Review: every hand and face-down card shown, action by action")
