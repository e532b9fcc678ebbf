"""An exact oracle for Bomb Busters deduction, written from the rule texts alone
(not from engine/busters/inference): see deal.py for the enumeration, tokens.py for
what each mark says, catalogue.py for what each public event proves."""
from tests.engine.busters.oracle.catalogue import CATALOGUE, UnknownEvent
from tests.engine.busters.oracle.deal import TooBig, distributions
from tests.engine.busters.oracle.table import OutOfReach
from tests.engine.busters.oracle.tokens import UnknownMark

__all__ = ["CATALOGUE", "OutOfReach", "TooBig", "UnknownEvent", "UnknownMark", "distributions"]
