"""The review of a finished Bomb Squad Academy game: the shared review window
(desktop/games/review.py) over the Academy table with every hand face up beside its
seat's panel, every action card chosen this round turned up on its stack, and the
X-Ray cards of the seat choosing among them."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from engine.academy.state import AcademyView
from desktop.games.academy import log_lines
from desktop.games.academy.items import ActionCard, SeatPanel
from desktop.games.academy.motion import PANEL_X
from desktop.games.academy.scene import H, W, AcademyScene
from desktop.games.review import ReviewWindow, lay_cards
from desktop.i18n import translate

CARD_W, CARD_H = 34.0, 48.0
COLUMNS = 3                                  # a hand of up to six cards: two rows of three
RIGHT = 3 * (CARD_W + 4) + 16                # room right of the panels for the hands


class RevealedAcademyScene(AcademyScene):
    """The Academy table, read-only, every secret shown."""

    def __init__(self, names: list[str], wires: tuple[str, ...], queue) -> None:
        super().__init__(names, [""] * len(names), wires, queue)
        self.setSceneRect(QRectF(0, 0, W + RIGHT, H))
        self.seat_views: tuple[AcademyView, ...] = ()
        self.hands: list[list[ActionCard]] = [[] for _ in names]

    def sync_all(self, public: AcademyView, seats: tuple[AcademyView, ...]) -> None:
        self.seat_views = seats
        self.sync(public)

    def _sync_seat(self, view: AcademyView, s: int) -> None:
        # the seat's own view: its chosen card shows on its stack, as it does for
        # the seat at the screen in a game
        super()._sync_seat(self.seat_views[s] if self.seat_views else view, s)
        self._sync_seat_hand(s, self.seat_views[s].hand if self.seat_views else ())

    def _sync_seat_hand(self, seat: int, cards: tuple[str, ...]) -> None:
        """Two rows of three right of the seat's panel."""
        left = PANEL_X + SeatPanel.W + 10 + CARD_W / 2
        top = self.panel_y(seat) + 4 + CARD_H / 2

        def place(i: int) -> QPointF:
            row, col = divmod(i, COLUMNS)
            return QPointF(left + col * (CARD_W + 4), top + row * (CARD_H + 6))

        lay_cards(self, self.hands[seat], cards, self._card, place)

    @staticmethod
    def _card() -> ActionCard:
        item = ActionCard(None, CARD_W, CARD_H)
        item.setZValue(20)
        return item

    def _sync_xray(self, view: AcademyView) -> None:
        # the X-Ray's cards are the choosing seat's secret
        chooser = next((v for v in self.seat_views if v.xray_cards), view)
        super()._sync_xray(chooser)

    def shown_hand(self, seat: int) -> list[str]:
        """The cards the review shows in `seat`'s hand."""
        return [i.card for i in self.hands[seat] if i.isVisible()]

    def shown_stack(self, seat: int) -> list[str | None]:
        """The action cards on `seat`'s table (its card chosen this round last)."""
        return [i.card for i in self.stacks[seat] if i.isVisible()]


class AcademyReview(ReviewWindow):
    log_lines = log_lines

    def reveal(self, game, state):
        public = game.view(state, None)
        return public, tuple(game.view(state, s) for s in range(public.players))

    def make_scene(self) -> RevealedAcademyScene:
        return RevealedAcademyScene(self.names, self.steps[0].shown[0].wires, self.queue)

    def show_table(self, shown) -> None:
        self.scene.sync_all(*shown)

    def heading(self) -> str:
        return translate("Academy", "Review: every hand and chosen card shown, action by action")
