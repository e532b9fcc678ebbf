"""Mission 19's card and texts (reference, Mission 19; the scripted events: R-BB174)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, register

register(MissionText(
    number=19,
    title=QT_TRANSLATE_NOOP("BustersMission", "In the Belly of the Beast"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "After tremendous effort, you have tracked the mad scientist to his secret base of operations—a remote and ominous cave where he has concocted all of his devious plans. There's no telling what you will find inside, but there is only one way to find out..."),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 red wire.\n\n2 out of 3 yellow wires.\n\nThe card plays a sound file: Bakudan plays its own scripted events instead.\n\nRule sticker A: the False Bottom joins the equipment pile."),
    back=QT_TRANSLATE_NOOP("BustersMission", "You stand at the cave entrance, prepared to meet your fate.\n\nThe scripted events: a 15-minute countdown starts at the end of setup. Once half of the blue wires are cut, the cave's real timer shows up: 5 minutes. If the first countdown reaches 0:00 before that, it lied: no explosion, but the real timer shows 3 minutes. When the real timer reaches 0:00, the bomb explodes.\n\nFailure: but wait! Maybe there's another grotto on the horizon? Try again, and don't make the same mistakes twice!\n\nSuccess: great job! After defusing the bomb, you find a safe filled with stacks of formulae and secret plans, and the authorities are already hot on the mad scientist's tail. New adventures await your team: the “Missions 20-30” box opens."),
    events={
        "busters.m19.found": (QT_TRANSLATE_NOOP("BustersMission", "Half of the blue wires are cut: the countdown was a lie! The cave's real timer shows %1 seconds."), ("seconds",)),
        "busters.m19.lied": (QT_TRANSLATE_NOOP("BustersMission", "0:00… and nothing happens: the countdown lied! The cave's real timer shows %1 seconds."), ("seconds",)),
    },
    components={
        "fake": (QT_TRANSLATE_NOOP("BustersMission", "The mad scientist's countdown"), QT_TRANSLATE_NOOP("BustersMission", "15 minutes… or is it? Cutting half of the blue wires shows the real timer.")),
        "real": (QT_TRANSLATE_NOOP("BustersMission", "The cave's real timer"), QT_TRANSLATE_NOOP("BustersMission", "When it reaches 0:00, the bomb explodes.")),
    },
))
