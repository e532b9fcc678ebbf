"""Bomb Busters: the cooperative 66-mission campaign (missions 1-8 playable).

API for the desktop and the bots (details: actions.py, views.py, docs/rulings.md):

- config: {"mission": 1..8, "players": 2..5}; seat 0 is the Captain, clockwise is
  seat order. `new_game(config, seed, deal)`; a deal is {"hands": per seat, per stand,
  printed wire texts ("7", red "3.5", yellow "3.1"), "aside": [...],
  "equipment": [numbers], "setup_info": false?}.
- phases (view.phase): setup_info, turn, declare, resolve, own_cut, walkie, mission,
  over. In `turn`, `view.active` is the seat whose turn it is; any other seat in
  `to_act` is an optional helper in the equipment window (its actions: any-time
  cards and "pass").
- actions: see actions.py (info, dual, solo, reveal, use, pass, point, announce,
  choose, own, give, special).
- events: keys "busters.*" with parameters; a seat sees those with visible_to None
  or naming it (the view's `history` holds them).
"""
from engine.busters.rules import BustersGame

GAME = BustersGame()
