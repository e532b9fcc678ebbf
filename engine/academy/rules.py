"""Bomb Squad Academy (shared/rules/bomb-squad-academy-handbook.md), 2-5 players with
the 2-player appendix. Rulings on ambiguities are in docs/rulings.md as R-An."""
from __future__ import annotations

import copy
import random
from typing import Any

from engine.academy import data as D
from engine.academy import flow as F
from engine.academy import tools as T
from engine.academy.actions import (Choose, PeekDecks, PeekTiles, Play, Pass, Protect, Take,
                                    Use, parse_action)
from engine.academy.bomb import plates_for
from engine.academy.state import (CHOOSE, DRAFT, OVER, PEEK, PICK, PROTECT, TOOL, W_BOOM, W_ORDERS,
                                  W_PRECUT, AcademyState, AcademyView)
from engine.core.action import Action
from engine.core.errors import IllegalAction
from engine.core.event import Event
from engine.core.game import Outcome, PlayersConfig
from engine.core.rng import make_rng
from engine.core.reading import list_of, object_of, one_of, whole
from engine.core.rules import Rules, not_now
from engine.core.view import UNKNOWN


def _card(wire: str, value: object) -> int:
    """A card value of `wire`'s deck, read from a deal."""
    return one_of(whole(value, "a card"), D.DECKS[wire], f"a card of the {wire} deck")


class AcademyGame(PlayersConfig, Rules):
    id = "academy"
    record_version = 1
    # ---- set-up -------------------------------------------------------------
    def new_game(self, config: dict[str, Any], seed: int,
                 deal: dict[str, Any] | None = None) -> AcademyState:
        """`deal` (tests, bug reports) may fix: "decks" {wire: its 12 values, next card
        first}, "tops" {wire: the next cards of the shuffled deck, next first},
        "tiles" {wire: 3 faces}, "scores", "tools" (per seat), "tool_deck"
        (next tool first), "bomb" (start at bomb 2 or 3, with "plates" {id: wire})."""
        n = self.seat_count(config)
        if not self.min_players <= n <= self.max_players:
            raise ValueError(f"Bomb Squad Academy is for 2-5 players, not {n}")
        rng = make_rng(seed)
        tool_deck = list(D.TOOLS)
        rng.shuffle(tool_deck)
        s = AcademyState(players=n, rng=rng, wires=D.wires_for(n), scores=[0] * n,
                         decks={}, tiles={}, hands=[], tool_deck=tool_deck,
                         tools=[[] for _ in range(n)],
                         known_top=[{} for _ in range(n)], known_tiles=[{} for _ in range(n)])
        ev: list[Event] = []
        F.start_bomb(s, 1, ev)
        if deal:
            self._apply_deal(s, deal)
        return s

    def _apply_deal(self, s: AcademyState, deal: dict[str, Any]) -> None:
        object_of(deal, "deal", ("decks", "tops", "tiles", "scores", "tools", "tool_deck",
                                 "bomb", "plates"))
        for wire, values in object_of(deal.get("decks", {}), "decks").items():
            one_of(wire, s.wires, "a wire")
            deck = [_card(wire, v) for v in reversed(list_of(values, "a deck"))]
            if sorted(deck) != sorted(D.DECKS[wire]):
                raise ValueError(f"the {wire} deck is {sorted(D.DECKS[wire])}, in some order")
            s.decks[wire] = deck
        for wire, values in object_of(deal.get("tops", {}), "tops").items():
            one_of(wire, s.wires, "a wire")
            values = [_card(wire, v) for v in list_of(values, "the next cards")]
            for v in values:
                s.decks[wire].remove(v)          # ValueError: not in that deck
            s.decks[wire].extend(reversed(values))
        for wire, faces in object_of(deal.get("tiles", {}), "tiles").items():
            one_of(wire, s.wires, "a wire")
            faces = [one_of(f, (D.OK, D.BOOM), "a tile") for f in
                     list_of(faces, "a track's tiles", D.TILES_PER_TRACK)]
            if faces.count(D.BOOM) != 1:
                raise ValueError("a track has one BOOM tile")
            s.tiles[wire] = faces
        if "scores" in deal:
            s.scores = [whole(v, "a score") for v in list_of(deal["scores"], "scores", s.players)]
        if "tools" in deal:
            s.tools = [[one_of(t, D.TOOLS, "a tool") for t in list_of(seat, "a seat's tools")]
                       for seat in list_of(deal["tools"], "tools", s.players)]
        if "tool_deck" in deal:
            s.tool_deck = [one_of(t, D.TOOLS, "a tool")
                           for t in reversed(list_of(deal["tool_deck"], "the tool deck"))]
        bomb = whole(deal.get("bomb", 1), "the bomb", 1, D.BOMBS)
        if bomb > 1:
            plates = object_of(deal.get("plates"), "plates")
            ids = {whole(int(p) if isinstance(p, str) and p.isdigit() else p, "a plate"): w
                   for p, w in plates.items()}
            if sorted(ids) != sorted(D.PLATES):
                raise ValueError(f"plates must place plates {sorted(D.PLATES)}")
            s.bomb = bomb
            s.plates = {p: s.wires.index(one_of(w, s.wires, "a wire")) for p, w in ids.items()}

    # ---- who acts, and what they may do ---------------------------------------
    def to_act(self, s: AcademyState) -> frozenset[int]:
        return F.pending(s)

    def legal_actions(self, s: AcademyState, seat: int) -> list[Action]:
        if seat not in F.pending(s):
            return []
        st = s.stage
        if st == PICK:
            return [*(Play(c) for c in s.hands[seat]), *T.pick_tools(s, seat)]
        if st == DRAFT:
            return [Take(t) for t in s.display]
        if st == TOOL:
            return [Pass(), *T.window_uses(s, seat)]
        if st == PROTECT:
            # "Any wire may be chosen, regardless of whether anyone played a cutter"
            return [Protect(w) for w in s.wires]
        if st == CHOOSE:
            assert s.cut is not None
            return [Choose(i) for i in range(len(s.cut.xray_cards))]
        if st == PEEK:
            out: list[Action] = [PeekDecks(pair) for pair in F.peek_pairs(s)]
            out += [PeekTiles(w) for w in s.wires]
            if D.MIRROR in s.tools[seat]:
                out.append(Use(D.MIRROR))
            return out + [Pass()]       # "may peek" (R-A12)
        return []

    def why_illegal(self, s: AcademyState, seat: int, action: Action) -> IllegalAction:
        if isinstance(action, Play):
            return IllegalAction(f"{action.card} is not in the hand", "illegal.not_in_hand",
                                 action=str(action), seat=seat, card=action.card)
        if isinstance(action, Use):
            if action.tool not in s.tools[seat]:
                return IllegalAction(f"seat {seat} has no {action.tool}", "academy.illegal.no_tool",
                                     action=str(action), seat=seat, tool=action.tool)
            return IllegalAction(f"the {action.tool} can not be used like that now",
                                 "academy.illegal.tool_timing", action=str(action), seat=seat,
                                 tool=action.tool)
        return not_now(seat, action)

    # ---- applying an action ---------------------------------------------------
    def perform(self, s: AcademyState, seat: int, action: Action) -> list[Event]:
        ev: list[Event] = []
        if isinstance(action, Play):
            s.hands[seat].remove(action.card)
            s.picks[seat] = action.card
            ev.append(Event("academy.picked", {"seat": seat}))
            ev.append(Event("academy.you_picked", {"seat": seat, "card": action.card},
                            frozenset({seat})))
        elif isinstance(action, Take):
            s.display.remove(action.tool)
            s.tools[seat].append(action.tool)
            s.draft_queue.pop(0)
            ev.append(Event("academy.draft.taken", {"seat": seat, "tool": action.tool}))
        elif isinstance(action, Pass):
            if s.stage == TOOL:
                assert s.window is not None
                s.window.passed.append(seat)
                ev.append(Event("academy.tool.passed", {"seat": seat, "window": s.window.kind}))
            else:                                   # a Chicken who does not peek
                s.chicken_queue.pop(0)
                ev.append(Event("academy.peek.none", {"seat": seat}))
        elif isinstance(action, Protect):
            s.wait_queue.pop(0)
            s.protected.append(action.wire)
            ev.append(Event("academy.wait.protected", {"seat": seat, "wire": action.wire}))
            F.open_window(s, W_ORDERS, PROTECT, wire=action.wire, waiter=seat)
        elif isinstance(action, Choose):
            F.choose_xray(s, action.index, ev)
        elif isinstance(action, (PeekDecks, PeekTiles)):
            self._peek(s, seat, action, ev)
        elif isinstance(action, Use):
            if s.stage == PEEK:
                s.chicken_queue.pop(0)
            T.use_tool(s, seat, action, ev)
            if s.exploded and s.window is not None and s.window.kind == W_PRECUT:
                # a Wrench or Hammer set the bomb off: no cut; on to the explosion
                F.open_window(s, W_BOOM, F.BOOM_RESOLVE, wire=s.window.wire)
        F.run(s, ev)
        return ev

    def _peek(self, s: AcademyState, seat: int, action: PeekDecks | PeekTiles,
              ev: list[Event]) -> None:
        s.chicken_queue.pop(0)
        if isinstance(action, PeekDecks):
            for w in action.wires:
                s.known_top[seat][w] = True
            ev.append(Event("academy.peek.decks", {"seat": seat, "wires": list(action.wires)}))
            ev.append(Event("academy.peek.seen", {"seat": seat, "tops": {
                w: s.decks[w][-1] for w in action.wires}}, frozenset({seat})))
        else:
            s.known_tiles[seat][action.wire] = True
            ev.append(Event("academy.peek.tiles", {"seat": seat, "wire": action.wire}))
            ev.append(Event("academy.peek.seen", {"seat": seat, "tiles": {
                action.wire: list(s.tiles[action.wire])}}, frozenset({seat})))

    # ---- ending, views, hidden information --------------------------------------
    def outcome(self, s: AcademyState) -> Outcome | None:
        if s.winners is None:
            return None
        # "Ties are considered shared victories."
        key = "academy.outcome.shared" if len(s.winners) > 1 else "academy.outcome.top"
        return Outcome(s.winners, key, {"scores": list(s.scores)})

    def view(self, s: AcademyState, seat: int | None) -> AcademyView:
        c = s.cut
        tiles = tuple(tuple(f if up else UNKNOWN for f, up in zip(s.tiles[w], s.tile_up[w]))
                      for w in s.wires)
        return AcademyView(
            seat=seat, players=s.players, wires=s.wires,
            stage=s.stage, window=s.window.kind if s.stage == TOOL and s.window else None,
            bomb=s.bomb, round_no=s.round_no, scores=tuple(s.scores),
            to_act=tuple(sorted(F.pending(s))),
            deck_sizes=tuple(len(s.decks[w]) for w in s.wires),
            exposed=tuple(tuple(s.exposed[w]) for w in s.wires),
            triggers=tuple(s.trigger(w) for w in s.wires),
            track_lengths=tuple(D.TRACK_LENGTHS[w] for w in s.wires),
            tiles=tiles, plates=plates_for(s),
            hand=tuple(s.hands[seat]) if seat is not None else (),
            stacks=tuple(tuple(x) for x in s.stacks), wait_out=tuple(s.wait_out),
            picked=tuple(p is not None for p in s.picks),
            own_pick=s.picks[seat] if seat is not None else None,
            played=tuple(s.picks) if s.revealed else (None,) * s.players,
            actions=tuple(s.act), airhorned=tuple(s.airhorned), protected=tuple(s.protected),
            cut_wire=c.wire if c else None, cutters=c.cutters if c else (),
            responsible=s.responsible, exploded=s.exploded,
            tools=tuple(tuple(t) for t in s.tools), display=tuple(s.display),
            tool_deck_size=len(s.tool_deck),
            known_tops=tuple(s.decks[w][-1] if seat is not None and s.known_top[seat].get(w)
                             and s.decks[w] else None for w in s.wires),
            known_tiles=tuple(tuple(s.tiles[w]) if seat is not None and s.known_tiles[seat].get(w)
                              else None for w in s.wires),
            xray_cards=tuple(c.xray_cards) if seat is not None and c and c.xray == seat else (),
            winners=s.winners)

    def round_count(self, s: AcademyState) -> int:
        """Rounds played so far (engine.sim reports their mean)."""
        return s.rounds_played

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def reshuffle_hidden(self, s: AcademyState, seat: int, rng: random.Random) -> AcademyState:
        """Re-deal what `seat` can't see: deck orders (but a next card it peeked),
        unflipped tiles (but a track it peeked), another seat's X-Ray cards, other
        seats' unrevealed picks, the order of the tool deck."""
        t = copy.deepcopy(s)
        c = t.cut
        for w in t.wires:
            deck = t.decks[w]
            keep = [deck.pop()] if t.known_top[seat].get(w) and deck else []
            pool = list(deck)
            foreign = c if c is not None and c.wire == w and c.xray not in (None, seat) else None
            if foreign is not None:            # another seat's X-Ray cards
                pool += foreign.xray_cards
            rng.shuffle(pool)
            if foreign is not None:
                k = len(foreign.xray_cards)
                foreign.xray_cards, pool = pool[:k], pool[k:]
            t.decks[w] = pool + keep
            if not t.known_tiles[seat].get(w) and D.BOOM not in [
                    f for f, up in zip(t.tiles[w], t.tile_up[w]) if up]:
                hidden = [i for i, up in enumerate(t.tile_up[w]) if not up]
                for i in hidden:
                    t.tiles[w][i] = D.OK
                t.tiles[w][rng.choice(hidden)] = D.BOOM
        if not t.revealed:
            for p in range(t.players):
                if p != seat and (pick := t.picks[p]) is not None:
                    cards = t.hands[p] + [pick]
                    t.picks[p] = cards.pop(rng.randrange(len(cards)))
                    t.hands[p] = sorted(cards, key=D.ACTION_CARDS.index)
        rng.shuffle(t.tool_deck)
        t.rng = random.Random(rng.random())
        return t

    def bots(self) -> dict[str, Any]:
        from engine.academy.bots import BOTS
        return BOTS
