<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Bomu</name>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="11"/>
        <source>“0”: always in your hand. When revealed: draw 1 card, add 1 bomb die to the middle (up to 10) and take this card back into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="12"/>
        <source>“2”: this round every handler rolls with the red die added. Several “2”s still add only one red die; it leaves before the next pick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="13"/>
        <source>“3”: when revealed, add 1 bomb die to the middle at once (up to 10). Added dice stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="14"/>
        <source>“6”: if every other card played is 2 or less, only you handle the bomb instead of the lowest card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="15"/>
        <source>“7”: if every other card played is 3 or less, only you handle the bomb instead of the lowest card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="16"/>
        <source>SAFE: can not be put face down. Just before you would roll, reveal and discard it: your handling succeeds without rolling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="18"/>
        <source>“%1”: no special effect. The lowest card played handles the bomb.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="21"/>
        <source>bomb mark ●</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="22"/>
        <source>ignition mark ▲</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="23"/>
        <source>card mark ◆</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="24"/>
        <source>blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="25"/>
        <source>bomb + ignition ☒</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="45"/>
        <source>%1 puts a card face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="48"/>
        <source>Reveal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="51"/>
        <source>Every handler succeeded: one bomb die is added (%1 dice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="52"/>
        <source>%1&apos;s “%2” adds a bomb die (%3 dice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="54"/>
        <source>The middle already holds 10 bomb dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="56"/>
        <source>A “2” was played: the red die joins this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="60"/>
        <source>The “6”/“7” card takes over: %1 handles the bomb alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="61"/>
        <source>Handling the bomb: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="68"/>
        <source>%1 defuses the bomb.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="70"/>
        <source>%1 reveals SAFE: handled without rolling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="74"/>
        <source>%1 takes a life chip instead of cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="76"/>
        <source>%1 is out of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="80"/>
        <source>After the explosion: everyone is dealt 1 card, the used cards are shuffled into the draw pile, back to 2 bomb dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="82"/>
        <source>The draw pile ran out: the used cards are shuffled into a new draw pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="84"/>
        <source>No cards left to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="86"/>
        <source>— Round %1 —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="89"/>
        <source>%1 is the last one standing and wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="90"/>
        <source>Nobody is left: everybody loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="98"/>
        <source>You drew: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="100"/>
        <source>You put down “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="174"/>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="175"/>
        <source>The last one standing after %1 rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="178"/>
        <source>Everybody loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="178"/>
        <source>The last players went out in the same round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="182"/>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="196"/>
        <source>%1, choose a card to put face down (SAFE can not be played). Click a card, then “Put face down”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="202"/>
        <source>%1, you must handle the bomb. Use SAFE to succeed without rolling, or roll the dice (explosion chance %2%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="209"/>
        <source>%1, %2 card marks! Draw %2 cards, or draw nothing and take a life chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="216"/>
        <source>%1, discard %2 card(s) face down, down to 4 (never the “0”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="225"/>
        <source>Waiting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="232"/>
        <source>Put “%1” face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="233"/>
        <source>Put face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="237"/>
        <source>Discard %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="239"/>
        <source>Draw %1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="282"/>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="283"/>
        <source>Use SAFE (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="284"/>
        <source>Roll the dice (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="285"/>
        <source>Take a life chip (L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="286"/>
        <source>Draw cards (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="190"/>
        <source>Used cards (face up): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="191"/>
        <source>Draw pile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="192"/>
        <source>Used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="198"/>
        <location filename="../desktop/games/bomu/scene.py" line="418"/>
        <source>OUT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="200"/>
        <source>handles #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="201"/>
        <location filename="../desktop/games/bomu/scene.py" line="318"/>
        <source>handles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="203"/>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="205"/>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="205"/>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="210"/>
        <source>%1 bomb dice%2 in the middle.
Chance of an explosion: %3%
Expected lives lost: %4
Chance of 4+ card marks: %5%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="212"/>
        <source> + the red die</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <location filename="../desktop/games/catalog.py" line="35"/>
        <source>Bomb ぼむ！</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/games/catalog.py" line="36"/>
        <source>Dice and cards for 2-5. Everyone plays a card in secret; the lowest card rolls the bomb dice. Last one standing wins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <location filename="../desktop/shell/home.py" line="86"/>
        <source>Bomb games at your table: play against bots, or pass the mouse around.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/home.py" line="91"/>
        <source>%1-%2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/home.py" line="93"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/home.py" line="94"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/home.py" line="96"/>
        <source>Your game of %1 with %2 is waiting where you left it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/home.py" line="99"/>
        <source>Continue game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/home.py" line="100"/>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../desktop/shell/labels.py" line="7"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/labels.py" line="8"/>
        <source>Bot · Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/labels.py" line="9"/>
        <source>Bot · Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/labels.py" line="10"/>
        <source>Bot · Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/labels.py" line="11"/>
        <source>Bot · Expert</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/shell/main_window.py" line="79"/>
        <source>Bakudan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="80"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="81"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="82"/>
        <source>Back to &amp;home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="82"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="83"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="83"/>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="83"/>
        <source>&amp;About Bakudan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="130"/>
        <source>About Bakudan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="131"/>
        <source>&lt;h3&gt;Bakudan %1&lt;/h3&gt;&lt;p&gt;Bomb games at your table: Bomb ぼむ！ with bots and hot-seat play.&lt;/p&gt;&lt;p&gt;Your games and settings are kept in:&lt;br&gt;%2&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="136"/>
        <source>Saved data was damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="137"/>
        <source>Bakudan&apos;s database could not be read, so it was set aside as
%1
and a fresh one was started. Your settings and statistics start over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="158"/>
        <source>Abandon the unfinished game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="159"/>
        <source>A new game replaces the unfinished one, which can not be continued afterwards. Start a new game anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="187"/>
        <source>The saved game could not be continued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="188"/>
        <source>The saved game is damaged and was removed (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../desktop/shell/new_game.py" line="23"/>
        <source>New game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game.py" line="29"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game.py" line="32"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game.py" line="33"/>
        <source>Played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game.py" line="38"/>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game.py" line="56"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game.py" line="76"/>
        <source>Every seat needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game.py" line="79"/>
        <source>Two seats have the same name; give each seat its own.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <location filename="../desktop/widgets/overlays.py" line="74"/>
        <source>Pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/widgets/overlays.py" line="75"/>
        <source>Everything private is hidden. %1, click when you are ready; everyone else, look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/widgets/overlays.py" line="77"/>
        <source>I am %1 — show my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/widgets/overlays.py" line="125"/>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/widgets/overlays.py" line="126"/>
        <source>Back to home</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../desktop/shell/rules_page.py" line="48"/>
        <source>Rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/rules_page.py" line="50"/>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="13"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="14"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="15"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="21"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="33"/>
        <source>Reduce motion (no moving animations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="36"/>
        <source>Sound effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="39"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="40"/>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Stats</name>
    <message>
        <location filename="../desktop/shell/stats.py" line="15"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/stats.py" line="15"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/stats.py" line="16"/>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/stats.py" line="16"/>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/stats.py" line="17"/>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/stats.py" line="75"/>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/stats.py" line="76"/>
        <source>No finished games yet. Play one and it shows up here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/shell/stats.py" line="77"/>
        <source>Back to home</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
