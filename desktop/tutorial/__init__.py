"""First-game tutorials: a short guided game on a fixed deal, one script per game.

- script.py: what a tutorial is made of (steps, the deal, the bots' scripted moves);
- guide.py: the guide on the table (the step's text, the highlight, the refused clicks);
- busters.py, academy.py, bomu.py: the scripts, one per game;
- shell.py: the Help menu's entries, the first-start offer and the start of a tutorial.

A tutorial game is played without the store: it is never saved, nor counted in the
statistics or the campaign."""
