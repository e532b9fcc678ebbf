<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Bomu</name>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="11"/>
        <source>“0”: always in your hand. When revealed: draw 1 card, add 1 bomb die to the middle (up to 10) and take this card back into your hand.</source>
        <translation>「0」：必ず手札にあるカードです。表を向けたら、ただちに山札からカードを1枚引き、中央に爆弾ダイスを1個追加して（10個まで）、このカードを手札に戻します。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="12"/>
        <source>“2”: this round every handler rolls with the red die added. Several “2”s still add only one red die; it leaves before the next pick.</source>
        <translation>「2」：今回の爆弾処理は、全員レッドダイスを1個加えて行います。複数の「2」が出ても、加えるレッドダイスは1個だけです。レッドダイスは次にカードを選ぶ前に取り除かれます。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="13"/>
        <source>“3”: when revealed, add 1 bomb die to the middle at once (up to 10). Added dice stay.</source>
        <translation>「3」：表を向けたら、ただちに中央に爆弾ダイスを1個追加します（10個まで）。増えた爆弾ダイスは、その後の爆弾処理に持ち越されます。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="14"/>
        <source>“6”: if every other card played is 2 or less, only you handle the bomb instead of the lowest card.</source>
        <translation>「6」：他のすべてのプレイヤーが出したカードが2以下なら、一番数字の小さいプレイヤーではなく、あなただけが爆弾処理を行います。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="15"/>
        <source>“7”: if every other card played is 3 or less, only you handle the bomb instead of the lowest card.</source>
        <translation>「7」：他のすべてのプレイヤーが出したカードが3以下なら、一番数字の小さいプレイヤーではなく、あなただけが爆弾処理を行います。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="16"/>
        <source>SAFE: can not be put face down. Just before you would roll, reveal and discard it: your handling succeeds without rolling.</source>
        <translation>「SAFE」：伏せて置くことはできません。爆弾処理でダイスをふる直前に公開して捨てると、ダイスをふらずに爆弾処理が成功します。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="18"/>
        <source>“%1”: no special effect. The lowest card played handles the bomb.</source>
        <translation>「%1」：特殊効果はありません。一番数字の小さいカードを出したプレイヤーが爆弾処理を行います。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="33"/>
        <source>%1 puts a card face down.</source>
        <translation>%1さんがカードを伏せて置きました。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="36"/>
        <source>Reveal: %1</source>
        <translation>表を向けたカード：%1</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="39"/>
        <source>Every handler succeeded: one bomb die is added (%1 dice).</source>
        <translation>全員の爆弾処理が成功したので、爆弾ダイスが1個増えました（合計%1個）。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="40"/>
        <source>%1&apos;s “%2” adds a bomb die (%3 dice).</source>
        <translation>%1さんの「%2」で、爆弾ダイスが1個増えました（合計%3個）。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="42"/>
        <source>The middle already holds 10 bomb dice.</source>
        <translation>中央の爆弾ダイスはすでに10個なので、これ以上増えません。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="44"/>
        <source>A “2” was played: the red die joins this round.</source>
        <translation>「2」が出たので、今回の爆弾処理はレッドダイスを加えて行います。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="48"/>
        <source>The “6”/“7” card takes over: %1 handles the bomb alone.</source>
        <translation>「6」／「7」カードの効果で、%1さんだけが爆弾処理を行います。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="49"/>
        <source>Handling the bomb: %1</source>
        <translation>爆弾処理を行うプレイヤー：%1</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="52"/>
        <source>%1 rolls: %n bomb mark(s), </source>
        <translation>%1さんの出目：爆弾マーク%n個、</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="53"/>
        <source>%n ignition mark(s), </source>
        <translation>着火マーク%n個、</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="54"/>
        <source>%n card mark(s).</source>
        <translation>カードマーク%n個。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="57"/>
        <source>BOOM! %1 loses %n life chip(s).</source>
        <translation>爆発！ %1さんはライフチップを%n個失いました。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="59"/>
        <source>%1 defuses the bomb.</source>
        <translation>%1さんは爆弾処理に成功しました。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="61"/>
        <source>%1 reveals SAFE: handled without rolling.</source>
        <translation>%1さんは「SAFE」カードを公開し、ダイスをふらずに爆弾処理に成功しました。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="64"/>
        <source>%1 draws %n card(s).</source>
        <translation>%1さんはカードを%n枚引きました。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="66"/>
        <source>%1 takes a life chip instead of cards.</source>
        <translation>%1さんはカードを引かずに、ライフチップを1つ得ました。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="68"/>
        <source>%1 is out of the game.</source>
        <translation>%1さんはゲームから脱落しました。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="71"/>
        <source>%1 discards %n card(s) face down.</source>
        <translation>%1さんはカードを%n枚裏向きに捨てました。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="73"/>
        <source>After the explosion: everyone is dealt 1 card, the used cards are shuffled into the draw pile, back to 2 bomb dice.</source>
        <translation>爆発後の処理：全員に1枚ずつカードを配り、使用済みのカードを山札と合わせてシャッフルし、中央のダイスを2個に戻しました。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="75"/>
        <source>The draw pile ran out: the used cards are shuffled into a new draw pile.</source>
        <translation>山札が無くなったので、使用済みのカードをシャッフルして新しい山札にしました。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="77"/>
        <source>No cards left to draw.</source>
        <translation>引けるカードがありません。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="79"/>
        <source>— Round %1 —</source>
        <translation>— 第%1ラウンド —</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="82"/>
        <source>%1 is the last one standing and wins!</source>
        <translation>%1さんが最後まで残り、勝利しました！</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="83"/>
        <source>Nobody is left: everybody loses.</source>
        <translation>誰もゲームに残りませんでした。全員の敗北です。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="91"/>
        <source>You drew: %1</source>
        <translation>引いたカード：%1</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/texts.py" line="93"/>
        <source>You put down “%1”.</source>
        <translation>「%1」を伏せて置きました。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="174"/>
        <source>%1 wins!</source>
        <translation>%1さんの勝利！</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="175"/>
        <source>The last one standing after %1 rounds.</source>
        <translation>%1ラウンドの末、最後までゲームに残りました。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="178"/>
        <source>Everybody loses</source>
        <translation>全員の敗北</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="178"/>
        <source>The last players went out in the same round.</source>
        <translation>残っていたプレイヤーが、同じラウンドで全員脱落しました。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="182"/>
        <source>Something went wrong</source>
        <translation>エラーが発生しました</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="196"/>
        <source>%1, choose a card to put face down (SAFE can not be played). Click a card, then “Put face down”.</source>
        <translation>%1さん、伏せて置くカードを選んでください（「SAFE」カードは出せません）。カードをクリックしてから「伏せて置く」を押してください。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="202"/>
        <source>%1, you must handle the bomb. Use SAFE to succeed without rolling, or roll the dice (explosion chance %2%).</source>
        <translation>%1さん、爆弾処理の番です。「SAFE」カードを使ってダイスをふらずに成功させるか、ダイスをふってください（爆発する確率 %2%）。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="209"/>
        <source>%1, %2 card marks! Draw %2 cards, or draw nothing and take a life chip.</source>
        <translation>%1さん、カードマークが%2個出ました！ カードを%2枚引くか、カードを引かずにライフチップを1つ得るかを選んでください。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="216"/>
        <source>%1, discard %2 card(s) face down, down to 4 (never the “0”).</source>
        <translation>%1さん、手札が4枚になるように、カードを%2枚裏向きに捨ててください（「0」カードは捨てられません）。</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="225"/>
        <source>Waiting…</source>
        <translation>お待ちください…</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="232"/>
        <source>Put “%1” face down</source>
        <translation>「%1」を伏せて置く</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="233"/>
        <source>Put face down</source>
        <translation>伏せて置く</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="237"/>
        <source>Discard %1/%2</source>
        <translation>捨てる（%1/%2）</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="239"/>
        <source>Draw %1 cards</source>
        <translation>カードを%1枚引く</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="282"/>
        <source>Game log</source>
        <translation>ゲームの記録</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="283"/>
        <source>Use SAFE (S)</source>
        <translation>「SAFE」を使う (S)</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="284"/>
        <source>Roll the dice (R)</source>
        <translation>ダイスをふる (R)</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="285"/>
        <source>Take a life chip (L)</source>
        <translation>ライフチップを得る (L)</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/page.py" line="286"/>
        <source>Draw cards (D)</source>
        <translation>カードを引く (D)</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="190"/>
        <source>Used cards (face up): %1</source>
        <translation>使用済みのカード（表向き）：%1</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="191"/>
        <source>Draw pile: %1</source>
        <translation>山札：%1枚</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="192"/>
        <source>Used: %1</source>
        <translation>使用済み：%1枚</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="198"/>
        <location filename="../desktop/games/bomu/scene.py" line="418"/>
        <source>OUT</source>
        <translation>脱落</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="200"/>
        <source>handles #%1</source>
        <translation>爆弾処理 %1番目</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="201"/>
        <location filename="../desktop/games/bomu/scene.py" line="318"/>
        <source>handles</source>
        <translation>爆弾処理</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="203"/>
        <source>ready</source>
        <translation>選択済み</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="205"/>
        <source>thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="205"/>
        <source>to play</source>
        <translation>選択中</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="210"/>
        <source>%1 bomb dice%2 in the middle.
Chance of an explosion: %3%
Expected lives lost: %4
Chance of 4+ card marks: %5%</source>
        <translation>中央のダイス：爆弾ダイス%1個%2
爆発する確率：%3%
失うライフチップの期待値：%4
カードマークが4つ以上出る確率：%5%</translation>
    </message>
    <message>
        <location filename="../desktop/games/bomu/scene.py" line="212"/>
        <source> + the red die</source>
        <translation>＋レッドダイス1個</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <location filename="../desktop/games/catalog.py" line="35"/>
        <source>Bomb ぼむ！</source>
        <translation>Bomb ぼむ！</translation>
    </message>
    <message>
        <location filename="../desktop/games/catalog.py" line="36"/>
        <source>Dice and cards for 2-5. Everyone plays a card in secret; the lowest card rolls the bomb dice. Last one standing wins.</source>
        <translation>全員がカードを1枚伏せて出し、一番小さい数字の人が爆弾ダイスをふる。最後まで残れば勝ち！</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <location filename="../desktop/shell/home.py" line="86"/>
        <source>Bomb games at your table: play against bots, or pass the mouse around.</source>
        <translation>爆弾ゲームを、あなたのテーブルで。ボットと対戦するもよし、マウスを回してみんなで遊ぶもよし。</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home.py" line="91"/>
        <source>%1-%2 players</source>
        <translation>%1～%2人</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home.py" line="93"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home.py" line="94"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home.py" line="96"/>
        <source>Your game of %1 with %2 is waiting where you left it.</source>
        <translation>中断した「%1」のゲーム（参加者：%2）を、続きから遊べます。</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home.py" line="99"/>
        <source>Continue game</source>
        <translation>ゲームを再開</translation>
    </message>
    <message>
        <location filename="../desktop/shell/home.py" line="100"/>
        <source>Statistics</source>
        <translation>戦績</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../desktop/shell/labels.py" line="7"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location filename="../desktop/shell/labels.py" line="8"/>
        <source>Bot · Easy</source>
        <translation>ボット・かんたん</translation>
    </message>
    <message>
        <location filename="../desktop/shell/labels.py" line="9"/>
        <source>Bot · Normal</source>
        <translation>ボット・ふつう</translation>
    </message>
    <message>
        <location filename="../desktop/shell/labels.py" line="10"/>
        <source>Bot · Hard</source>
        <translation>ボット・むずかしい</translation>
    </message>
    <message>
        <location filename="../desktop/shell/labels.py" line="11"/>
        <source>Bot · Expert</source>
        <translation>ボット・エキスパート</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/shell/main_window.py" line="79"/>
        <source>Bakudan</source>
        <translation>Bakudan</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="80"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="81"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="82"/>
        <source>Back to &amp;home</source>
        <translation>ホームに戻る(&amp;H)</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="82"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="83"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="83"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="83"/>
        <source>&amp;About Bakudan</source>
        <translation>Bakudanについて(&amp;A)</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="130"/>
        <source>About Bakudan</source>
        <translation>Bakudanについて</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="131"/>
        <source>&lt;h3&gt;Bakudan %1&lt;/h3&gt;&lt;p&gt;Bomb games at your table: Bomb ぼむ！ with bots and hot-seat play.&lt;/p&gt;&lt;p&gt;Your games and settings are kept in:&lt;br&gt;%2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Bakudan %1&lt;/h3&gt;&lt;p&gt;爆弾ゲームを、あなたのテーブルで。「Bomb ぼむ！」をボットと対戦したり、1台の画面を交代で使ってみんなで遊んだりできます。&lt;/p&gt;&lt;p&gt;ゲームと設定の保存場所：&lt;br&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="136"/>
        <source>Saved data was damaged</source>
        <translation>保存データが破損していました</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="137"/>
        <source>Bakudan&apos;s database could not be read, so it was set aside as
%1
and a fresh one was started. Your settings and statistics start over.</source>
        <translation>Bakudanのデータベースを読み込めなかったため、次の場所に退避しました。
%1
新しいデータベースで始めます。設定と戦績は初期状態に戻ります。</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="158"/>
        <source>Abandon the unfinished game?</source>
        <translation>中断中のゲームを破棄しますか？</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="159"/>
        <source>A new game replaces the unfinished one, which can not be continued afterwards. Start a new game anyway?</source>
        <translation>新しいゲームを始めると、中断中のゲームは破棄され、あとから再開できなくなります。新しいゲームを始めますか？</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="187"/>
        <source>The saved game could not be continued</source>
        <translation>保存されたゲームを再開できませんでした</translation>
    </message>
    <message>
        <location filename="../desktop/shell/main_window.py" line="188"/>
        <source>The saved game is damaged and was removed (%1).</source>
        <translation>保存されたゲームが破損していたため、削除しました（%1）。</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../desktop/shell/new_game.py" line="23"/>
        <source>New game: %1</source>
        <translation>新しいゲーム：%1</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game.py" line="29"/>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game.py" line="32"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game.py" line="33"/>
        <source>Played by</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game.py" line="38"/>
        <source>Seat %1</source>
        <translation>席%1</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game.py" line="56"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game.py" line="76"/>
        <source>Every seat needs a name.</source>
        <translation>すべての席に名前を入力してください。</translation>
    </message>
    <message>
        <location filename="../desktop/shell/new_game.py" line="79"/>
        <source>Two seats have the same name; give each seat its own.</source>
        <translation>同じ名前の席があります。席ごとに別の名前を付けてください。</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <location filename="../desktop/widgets/overlays.py" line="74"/>
        <source>Pass to %1</source>
        <translation>%1さんに交代</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/overlays.py" line="75"/>
        <source>Everything private is hidden. %1, click when you are ready; everyone else, look away.</source>
        <translation>手札などの非公開の情報は隠してあります。%1さん、準備ができたらクリックしてください。ほかの人は画面を見ないでください。</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/overlays.py" line="77"/>
        <source>I am %1 — show my cards</source>
        <translation>%1です — 手札を表示</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/overlays.py" line="125"/>
        <source>Play again</source>
        <translation>もう一度遊ぶ</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/overlays.py" line="126"/>
        <source>Back to home</source>
        <translation>ホームに戻る</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../desktop/shell/rules_page.py" line="48"/>
        <source>Rules: %1</source>
        <translation>ルール：%1</translation>
    </message>
    <message>
        <location filename="../desktop/shell/rules_page.py" line="50"/>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="13"/>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="14"/>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="15"/>
        <source>Fast</source>
        <translation>はやい</translation>
    </message>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="21"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="33"/>
        <source>Reduce motion (no moving animations)</source>
        <translation>動きを減らす（移動するアニメーションなし）</translation>
    </message>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="36"/>
        <source>Sound effects</source>
        <translation>効果音</translation>
    </message>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="39"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../desktop/shell/settings_dialog.py" line="40"/>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
</context>
<context>
    <name>Stats</name>
    <message>
        <location filename="../desktop/shell/stats.py" line="15"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../desktop/shell/stats.py" line="15"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../desktop/shell/stats.py" line="16"/>
        <source>Played</source>
        <translation>対戦数</translation>
    </message>
    <message>
        <location filename="../desktop/shell/stats.py" line="16"/>
        <source>Won</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <location filename="../desktop/shell/stats.py" line="17"/>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location filename="../desktop/shell/stats.py" line="75"/>
        <source>Statistics</source>
        <translation>戦績</translation>
    </message>
    <message>
        <location filename="../desktop/shell/stats.py" line="76"/>
        <source>No finished games yet. Play one and it shows up here.</source>
        <translation>終了したゲームはまだありません。ゲームを遊ぶと、ここに戦績が表示されます。</translation>
    </message>
    <message>
        <location filename="../desktop/shell/stats.py" line="77"/>
        <source>Back to home</source>
        <translation>ホームに戻る</translation>
    </message>
</context>
</TS>
