<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- English plural forms only (hand-kept): the sources say "card(s)"; Qt picks the
     form by %n. Every translate(..., None, n) call needs an entry here (a test checks). -->
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>Academy</name>
    <message numerus="yes">
        <source>%1. %2 — %n point(s)</source>
        <translation>
            <numerusform>%1. %2 — %n point</numerusform>
            <numerusform>%1. %2 — %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gains %n point(s) (%2).</source>
        <translation>
            <numerusform>%1 gains %n point (%2).</numerusform>
            <numerusform>%1 gains %n points (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n point(s) (%2).</source>
        <translation>
            <numerusform>%1 loses %n point (%2).</numerusform>
            <numerusform>%1 loses %n points (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 X-rays the deck and draws %n card(s).</source>
        <translation>
            <numerusform>%1 X-rays the deck and draws %n card.</numerusform>
            <numerusform>%1 X-rays the deck and draws %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) go back into the deck; the trigger moves back to %2.</source>
        <translation>
            <numerusform>%1: %n card goes back into the deck; the trigger moves back to %2.</numerusform>
            <numerusform>%1: %n cards go back into the deck; the trigger moves back to %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Bomu</name>
    <message numerus="yes">
        <source>%n bomb dice added (%1 in the middle).</source>
        <translation>
            <numerusform>%n bomb die added (%1 in the middle).</numerusform>
            <numerusform>%n bomb dice added (%1 in the middle).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2: BOOM! They lose %n life chip(s).</source>
        <translation>
            <numerusform>%1 rolls %2: BOOM! They lose %n life chip.</numerusform>
            <numerusform>%1 rolls %2: BOOM! They lose %n life chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, discard %n card(s) face down, down to 4 (never the “0”).</source>
        <translation>
            <numerusform>%1, discard %n card face down, down to 4 (never the “0”).</numerusform>
            <numerusform>%1, discard %n cards face down, down to 4 (never the “0”).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls: %n bomb mark(s), </source>
        <translation>
            <numerusform>%1 rolls: %n bomb mark, </numerusform>
            <numerusform>%1 rolls: %n bomb marks, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ignition mark(s), </source>
        <translation>
            <numerusform>%n ignition mark, </numerusform>
            <numerusform>%n ignition marks, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card mark(s).</source>
        <translation>
            <numerusform>%n card mark.</numerusform>
            <numerusform>%n card marks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>BOOM! %1 loses %n life chip(s).</source>
        <translation>
            <numerusform>BOOM! %1 loses %n life chip.</numerusform>
            <numerusform>BOOM! %1 loses %n life chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 draws %n card.</numerusform>
            <numerusform>%1 draws %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 discards %n card(s) face down.</source>
        <translation>
            <numerusform>%1 discards %n card face down.</numerusform>
            <numerusform>%1 discards %n cards face down.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Busters</name>
    <message numerus="yes">
        <source>%n turn(s) played.</source>
        <translation>
            <numerusform>%n turn played.</numerusform>
            <numerusform>%n turns played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The detonator advances: %n space(s) left before the skull.</source>
        <translation>
            <numerusform>The detonator advances: %n space left before the skull.</numerusform>
            <numerusform>The detonator advances: %n spaces left before the skull.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The detonator moves back: %n space(s) before the skull.</source>
        <translation>
            <numerusform>The detonator moves back: %n space before the skull.</numerusform>
            <numerusform>The detonator moves back: %n spaces before the skull.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: point at %n wire(s) on one teammate&apos;s stand (%2 chosen).</source>
        <translation>
            <numerusform>%1: point at %n wire on one teammate&apos;s stand (%2 chosen).</numerusform>
            <numerusform>%1: point at %n wires on one teammate&apos;s stand (%2 chosen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: now state %n value(s) you hold.</source>
        <translation>
            <numerusform>%1: now state %n value you hold.</numerusform>
            <numerusform>%1: now state %n values you hold.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BustersMission</name>
    <message numerus="yes">
        <source>%1 gives their %n remaining Oxygen token(s) to %2, on their left.</source>
        <translation>
            <numerusform>%1 gives their %n remaining Oxygen token to %2, on their left.</numerusform>
            <numerusform>%1 gives their %n remaining Oxygen tokens to %2, on their left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %n Oxygen token(s) to %2.</source>
        <translation>
            <numerusform>%1 gives %n Oxygen token to %2.</numerusform>
            <numerusform>%1 gives %n Oxygen tokens to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n Oxygen token(s) in the reserve (%2 left to pass on).</source>
        <translation>
            <numerusform>%1 puts %n Oxygen token in the reserve (%2 left to pass on).</numerusform>
            <numerusform>%1 puts %n Oxygen tokens in the reserve (%2 left to pass on).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>End of the round: the Number card %1 is discarded from the deck (%n left).</source>
        <translation>
            <numerusform>End of the round: the Number card %1 is discarded from the deck (%n left).</numerusform>
            <numerusform>End of the round: the Number card %1 is discarded from the deck (%n left).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>End of the round: the top card of the Equipment deck is discarded (%n left).</source>
        <translation>
            <numerusform>End of the round: the top card of the Equipment deck is discarded (%n left).</numerusform>
            <numerusform>End of the round: the top card of the Equipment deck is discarded (%n left).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The noble wires are cut: the %n Number cards of the deck are dealt out.</source>
        <translation>
            <numerusform>The noble wires are cut: the %n Number card of the deck is dealt out.</numerusform>
            <numerusform>The noble wires are cut: the %n Number cards of the deck are dealt out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Stats</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be read and are not counted.</source>
        <translation>
            <numerusform>%n finished game could not be read and is not counted.</numerusform>
            <numerusform>%n finished games could not be read and are not counted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message numerus="yes">
        <source>%n unfinished game(s)</source>
        <translation>
            <numerusform>%n unfinished game</numerusform>
            <numerusform>%n unfinished games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n finished game</numerusform>
            <numerusform>%n finished games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n campaign crew(s)</source>
        <translation>
            <numerusform>%n campaign crew</numerusform>
            <numerusform>%n campaign crews</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n campaign attempt(s)</source>
        <translation>
            <numerusform>%n campaign attempt</numerusform>
            <numerusform>%n campaign attempts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n setting(s)</source>
        <translation>
            <numerusform>%n setting</numerusform>
            <numerusform>%n settings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n remembered player name(s)</source>
        <translation>
            <numerusform>%n remembered player name</numerusform>
            <numerusform>%n remembered player names</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BustersPanel</name>
    <message numerus="yes">
        <source>(%n face down)</source>
        <translation>
            <numerusform>(%n face down)</numerusform>
            <numerusform>(%n face down)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message numerus="yes">
        <source>Discard exactly %n card(s), never the “0”.</source>
        <translation>
            <numerusform>Discard exactly %n card, never the “0”.</numerusform>
            <numerusform>Discard exactly %n cards, never the “0”.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Campaign</name>
    <message numerus="yes">
        <source>%n crew(s) could not be read (damaged, or written by another version) and are not shown.</source>
        <translation>
            <numerusform>%n crew could not be read (damaged, or written by another version) and is not shown.</numerusform>
            <numerusform>%n crews could not be read (damaged, or written by another version) and are not shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>won in %n turn(s)</source>
        <translation>
            <numerusform>won in %n turn</numerusform>
            <numerusform>won in %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wire(s) left</source>
        <translation>
            <numerusform>%n wire left</numerusform>
            <numerusform>%n wires left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n left</numerusform>
            <numerusform>%n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s), best: %1</source>
        <translation>
            <numerusform>%n attempt, best: %1</numerusform>
            <numerusform>%n attempts, best: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BustersReview</name>
    <message numerus="yes">
        <source>%n gamble(s) among %1 cuts.</source>
        <translation>
            <numerusform>%n gamble among %1 cuts.</numerusform>
            <numerusform>%n gambles among %1 cuts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message numerus="yes">
        <source>%n saved game(s) could not be read (damaged, or written by another version) and can not be continued.</source>
        <translation>
            <numerusform>%n saved game could not be read (damaged, or written by another version) and can not be continued.</numerusform>
            <numerusform>%n saved games could not be read (damaged, or written by another version) and can not be continued.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BustersMission</name>
</context>
<context>
    <name>BomuWords</name>
    <message numerus="yes">
        <source>%1: %n life chip(s)</source>
        <translation>
            <numerusform>%1: %n life chip</numerusform>
            <numerusform>%1: %n life chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bomb dice</source>
        <translation>
            <numerusform>%n bomb die</numerusform>
            <numerusform>%n bomb dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <translation>
            <numerusform>Draw pile: %n card</numerusform>
            <numerusform>Draw pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Used cards face down: %n</source>
        <translation>
            <numerusform>Used cards face down: %n</numerusform>
            <numerusform>Used cards face down: %n</numerusform>
        </translation>
    </message>
</context>
</TS>
