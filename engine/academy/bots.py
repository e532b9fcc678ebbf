"""Bomb Squad Academy bots. They read only the seat's view.

Easy plays a random card and uses tools at random. Normal values each card by its
expected points against opponents who play any card they hold (the cards stuck on
their tables narrow that), and uses its tools by rules of thumb. Hard models each
opponent as a player who does that from public information, answers the prediction
with a mixed strategy (a soft-max over near-equal cards), weighs the Chicken by what
it costs the others, and times its tools on the revealed round.
"""
from __future__ import annotations

import dataclasses
import math
import random
from typing import Sequence

from engine.academy import data as D
from engine.academy import model as M
from engine.academy.actions import Choose, PeekDecks, PeekTiles, Play, Pass, Protect, Take, Use
from engine.academy.risk import cut_risk
from engine.academy.state import CHOOSE, DRAFT, PEEK, PICK, PROTECT, TOOL, AcademyView
from engine.core.action import Action

#: draft preference, best first
TOOL_RANK = (D.XRAY, D.SHIELD, D.JAMMER, D.HELMET, D.SCHEMATICS, D.ORDERS, D.BLANKET,
             D.JUMPER, D.SWITCH, D.HAMMER, D.AMPLIFIER, D.CRIMPER, D.AIRHORN, D.WRENCH,
             D.FREEZER, D.SCRAMBLER, D.SNIFFER, D.TOOLKIT, D.MIRROR, D.DYNAMO)


def _me(view: AcademyView) -> int:
    """The bot's own seat (a bot's view always has one)."""
    assert view.seat is not None
    return view.seat


class EasyBot:
    level = "easy"

    def choose(self, view: AcademyView, legal: Sequence[Action], rng: random.Random) -> Action:
        legal = list(legal)
        plays = [a for a in legal if isinstance(a, Play)]
        if view.stage == PICK and plays:
            return rng.choice(plays)
        if view.stage == TOOL:
            uses = [a for a in legal if isinstance(a, Use)]
            return rng.choice(uses) if uses and rng.random() < 0.3 else Pass()
        return rng.choice(legal)


class NormalBot:
    level = "normal"
    #: how the bot pictures the other seats' choices: "uniform" or "modelled"
    opponents = "uniform"
    noise = 0.3

    def choose(self, view: AcademyView, legal: Sequence[Action], rng: random.Random) -> Action:
        legal = list(legal)
        me = _me(view)
        table = M.table_for(view, rng) if view.stage in (PICK, PROTECT, TOOL) else []
        if view.stage == PICK:
            tool = self._pick_tool(view, legal)
            return tool or self._pick(view, legal, table, rng)
        if view.stage == DRAFT:
            takes = [a for a in legal if isinstance(a, Take)]
            return min(takes, key=lambda a: TOOL_RANK.index(a.tool))
        if view.stage == PROTECT:
            return self._protect(view, legal, table)
        if view.stage == CHOOSE:
            return self._xray(view, legal)
        if view.stage == PEEK:
            return self._peek(view, legal)
        if view.stage == TOOL:
            return self._tool(view, legal, table) or Pass()
        return legal[0]

    # ---- the action card ------------------------------------------------------
    def _opponent_model(self, view: AcademyView, table, rng) -> dict[int, dict[str, float]]:
        return M.uniform_q(view, _me(view))

    def _pick(self, view: AcademyView, legal: list[Action], table, rng) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        q = self._opponent_model(view, table, rng)
        values = M.card_values(view, _me(view), q, table, [a.card for a in plays])
        return Play(self._select(values, view, rng))

    def _select(self, values: dict[str, float], view: AcademyView, rng: random.Random) -> str:
        noisy = {c: v + rng.uniform(-self.noise, self.noise) for c, v in values.items()}
        return max(noisy, key=lambda c: noisy[c])

    def _pick_tool(self, view: AcademyView, legal: list[Action]) -> Action | None:
        for a in legal:
            if isinstance(a, Use) and a.tool == D.SNIFFER:
                return a
            if isinstance(a, Use) and a.tool == D.TOOLKIT and (
                    view.wait_out[_me(view)] or len(view.stacks[_me(view)]) >= 2):
                return a
        return None

    # ---- Wait, X-Ray, peek ------------------------------------------------------
    def _protect(self, view: AcademyView, legal: list[Action], table) -> Action:
        """Protect the wire whose cutters expect to gain the most (a wire likely to go
        off is left alone: its cutters would lose)."""
        me = _me(view)
        best, best_score = legal[0], -1e9
        for a in legal:
            assert isinstance(a, Protect)
            gains = M.round_gains(dataclass_protect(view, a.wire), list(view.actions), table)
            score = M.edge(gains, me)
            if score > best_score:
                best, best_score = a, score
        return best

    def _xray(self, view: AcademyView, legal: list[Action]) -> Action:
        i = view.wires.index(view.cut_wire)

        def value(a: Action) -> float:
            assert isinstance(a, Choose)
            r = cut_risk(view, i, 1, first=view.xray_cards[a.index])
            return M.cut_gain(r, 1)
        return max(legal, key=value)

    def _peek(self, view: AcademyView, legal: list[Action]) -> Action:
        for a in legal:
            if isinstance(a, Use) and a.tool == D.MIRROR:
                return a
        # the track whose trigger is closest to its tiles, if not known yet
        unknown = [i for i in range(len(view.wires)) if view.known_tiles[i] is None
                   and "?" in view.tiles[i]]
        if unknown:
            i = max(unknown, key=lambda i: view.triggers[i] - view.track_lengths[i])
            return PeekTiles(view.wires[i])
        pairs = [a for a in legal if isinstance(a, PeekDecks)]
        return pairs[-1] if pairs else Pass()

    # ---- tools at their timings -------------------------------------------------
    def _tool(self, view: AcademyView, legal: list[Action], table) -> Action | None:
        me = _me(view)
        uses = [a for a in legal if isinstance(a, Use)]
        acts = list(view.actions)
        base = M.edge(M.round_gains(view, acts, table), me)
        best: Action | None = None
        best_gain = self.tool_threshold
        for a in uses:
            gain = self._use_gain(view, a, acts, table, base)
            if gain > best_gain:
                best, best_gain = a, gain
        return best

    tool_threshold = 1.0

    def _use_gain(self, view: AcademyView, a: Use, acts: list, table, base: float) -> float:
        me = _me(view)
        t = a.tool
        if t in (D.JUMPER, D.SCHEMATICS):
            new = list(acts)
            new[me] = a.args[0]
            if t == D.SCHEMATICS and a.args[0] == D.WAIT:
                return D.WAIT_POINTS - 1.0
            return M.edge(M.round_gains(view, new, table), me) - base
        if t == D.SWITCH:
            new = list(acts)
            p = int(a.args[0])
            new[me], new[p] = new[p], new[me]
            return M.edge(M.round_gains(view, new, table), me) - base
        if t == D.AIRHORN:
            horned = list(view.airhorned)
            for x in a.args:
                horned[int(x)] = True
            return M.edge(M.round_gains(view, acts, table, tuple(horned)), me) - base
        i = view.wires.index(view.cut_wire) if view.cut_wire else 0
        n = max(1, len(view.cutters))
        r = table[i][n]
        if t in (D.ORDERS, D.JAMMER, D.HELMET, D.SHIELD, D.XRAY):
            return 5.0
        if t == D.BLANKET:
            return D.BLANKET_GAIN * r.boom
        if t == D.WRENCH:
            return D.EXPLOSION_LOSS * (table[i][min(n + 1, len(table[i]) - 1)].boom - r.boom) * 2
        if t in (D.FREEZER, D.SCRAMBLER):
            return D.EXPLOSION_LOSS * r.boom * 1.5 - 1.0
        if t == D.HAMMER:
            two = table[i][min(2, len(table[i]) - 1)]
            return (1 - two.boom) * 4.0 - two.boom * D.EXPLOSION_LOSS
        exposed = view.exposed[i]
        chain = sum(D.chain_mark(v) for v in exposed)
        if t in (D.AMPLIFIER, D.CRIMPER):
            # worth the chain now; a longer chain later is likely but the bomb may go
            # off first, the more so in the last bomb (no later use at all)
            return chain - (1.5 if view.bomb == D.BOMBS else 2.5)
        if t == D.DYNAMO:
            return sum(v == 0 for e in view.exposed for v in e) - 2.0
        return 0.0


def dataclass_protect(view: AcademyView, wire: str) -> AcademyView:
    return dataclasses.replace(view, protected=view.protected + (wire,))


class HardBot(NormalBot):
    level = "hard"
    temp_opponent = 0.8      # how sharply the modelled opponents prefer their best card
    temp_self = 0.1          # mixing among my near-best cards
    tool_threshold = 0.5

    def __init__(self) -> None:
        # Per opponent: log-likelihood of its revealed cards under "plays its best
        # card" minus under "plays anything"; it sets how far the model is trusted.
        self._trust: dict[int, float] = {}
        self._last: tuple[tuple[int, int], dict[int, dict[str, float]]] | None = None

    def _observe(self, view: AcademyView) -> None:
        """Score last round's prediction against the cards now seen on the tables."""
        if view.bomb == 1 and view.round_no == 1:
            self._trust, self._last = {}, None
        if self._last is None:
            return
        (bomb, rnd), q = self._last
        if bomb != view.bomb or rnd + 1 != view.round_no:
            return
        for j, probs in q.items():
            if not view.stacks[j]:
                continue
            card = view.stacks[j][-1]
            p_model = max(probs.get(card, 0.0), 0.02)
            p_any = 1 / max(1, len(probs))
            self._trust[j] = self._trust.get(j, 0.0) + math.log(p_model / p_any)

    def _opponent_model(self, view: AcademyView, table, rng) -> dict[int, dict[str, float]]:
        """Each opponent values its cards against uniform others, from public
        information (its own peeks are unknown to me), and plays a soft best one;
        mixed with "any card it holds" by how well that has predicted it so far."""
        self._observe(view)
        pub = M.public(view)
        ptable = M.table_for(pub, rng)
        q: dict[int, dict[str, float]] = {}
        model: dict[int, dict[str, float]] = {}
        for j in range(view.players):
            if j == view.seat:
                continue
            cards = M.available(pub, j)
            values = M.card_values(pub, j, M.uniform_q(pub, j), ptable, cards)
            model[j] = M.softmax(values, self.temp_opponent)
            trust = 1 / (1 + math.exp(-self._trust.get(j, 0.0)))
            q[j] = {c: trust * model[j][c] + (1 - trust) / len(cards) for c in cards}
        self._last = ((view.bomb, view.round_no), model)
        return q

    threat_temp = 0.0        # 0: every other seat counts the same
    edge_weight = 1.0        # how much the others' expected points count against mine

    def _pick(self, view: AcademyView, legal: list[Action], table, rng) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        me = _me(view)
        q = self._opponent_model(view, table, rng)
        mine = M.card_values(view, me, q, table, [a.card for a in plays])
        if self.edge_weight:
            # The others weigh by how much they threaten my win: higher scores more.
            threat = M.softmax({j: float(view.scores[j]) for j in q}, self.threat_temp) \
                if self.threat_temp else {j: 1 / len(q) for j in q}
            # What each of my cards leaves the others: my cutter shares their wire and
            # adds a card to its cut; my Chicken or Wait leaves them alone.
            for c in mine:
                q2 = dict(q)
                q2[me] = {c: 1.0}
                others = 0.0
                for j, wj in threat.items():
                    qj = {k: v for k, v in q2.items() if k != j}
                    vj = M.card_values(view, j, qj, table, list(q[j]))
                    others += wj * sum(q[j][k] * vj[k] for k in q[j])
                mine[c] -= self.edge_weight * others
        return Play(self._select(mine, view, rng))

    def _select(self, values: dict[str, float], view: AcademyView, rng: random.Random) -> str:
        # A mixed strategy: cards within reach of the best are played with soft-max
        # odds, so a table that reads my stuck cards cannot pin my choice down.
        probs = M.softmax(values, self.temp_self)
        x = rng.random()
        for c, p in sorted(probs.items()):
            x -= p
            if x <= 0:
                return c
        return max(values, key=lambda c: values[c])


BOTS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}
