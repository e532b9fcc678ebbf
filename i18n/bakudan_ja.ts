<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>About</name>
    <message>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>データの保存場所</translation>
    </message>
    <message>
        <source>Bakudan %1</source>
        <translation>Bakudan %1</translation>
    </message>
    <message>
        <source>Bomb Busters, Bomb Squad Academy and Bomb ぼむ！ at your table, with bots and hot-seat play.</source>
        <translation>ボムバスターズ、ボムスクワッド・アカデミー、ボム ぼむ！を、ボットとの対戦や1台の画面を交代で使うホットシートで遊べます。</translation>
    </message>
    <message>
        <source>Data schema version</source>
        <translation>データ形式のバージョン</translation>
    </message>
</context>
<context>
    <name>Academy</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Shared victory: %1 graduate at the top of the class!</source>
        <translation>同点優勝：%1が首席で卒業！</translation>
    </message>
    <message>
        <source>You graduate at the top of the class!</source>
        <translation>あなたが首席で卒業！</translation>
    </message>
    <message>
        <source>%1 graduates at the top of the class!</source>
        <translation>%1さんが首席で卒業！</translation>
    </message>
    <message>
        <source>Graduation ranking after three bombs:</source>
        <translation>3つの爆弾を終えての卒業順位：</translation>
    </message>
    <message>
        <source>%1. %2 — %n point(s)</source>
        <translation>%1位&#x3000;%2 — %n点</translation>
    </message>
    <message>
        <source>%1, choose your action card in secret: click a card in your hand (or press G, B, R, Y, W, C), then “Play”.</source>
        <translation>%1さん、アクションカードをひそかに選んでください：手札のカードをクリックし（またはG、B、R、Y、W、Cキー）、「出す」を押してください。</translation>
    </message>
    <message>
        <source>Your lit tools may be used now.</source>
        <translation>光っているツールを今使えます。</translation>
    </message>
    <message>
        <source>%1, pick a tool for %2: click one in the display (or press 1-6), then “Take”.</source>
        <translation>%1さん、%2で使うツールを選んでください：並んだツールを1つクリックし（または1～6キー）、「取る」を押してください。</translation>
    </message>
    <message>
        <source>%1, you played Wait (+3 points): click the wire to protect this round (or press G, B, R, Y), then “Protect”.</source>
        <translation>%1さん、ウェイトを出しました（＋3点）：このラウンドに守るワイヤーをクリックし（またはG、B、R、Yキー）、「守る」を押してください。</translation>
    </message>
    <message>
        <source>Already protected: %1.</source>
        <translation>守られているワイヤー：%1。</translation>
    </message>
    <message>
        <source>%1, you are Chicken and the bomb did not explode: you may peek at the next card of two decks (click two decks) or at the three tiles of one track (click a track). Only you will see it.</source>
        <translation>%1さん、チキンを出し、爆弾は爆発しませんでした：山札2つの次のカード（山札を2つクリック）か、トラック1つのタイル3枚（トラックをクリック）をのぞき見できます。見えるのはあなただけです。</translation>
    </message>
    <message>
        <source>%1, X-Ray: click the card to flip for your cut (or press 1-3), then “Keep this card”.</source>
        <translation>%1さん、X線：切断でめくるカードをクリックし（または1～3キー）、「このカードを残す」を押してください。</translation>
    </message>
    <message>
        <source>%1, click a lit tool, then “Use”; or pass.</source>
        <translation>%1さん、光っているツールをクリックして「使う」を押すか、パスしてください。</translation>
    </message>
    <message>
        <source>Play (Enter)</source>
        <translation>出す (Enter)</translation>
    </message>
    <message>
        <source>Don&apos;t peek (P)</source>
        <translation>のぞかない (P)</translation>
    </message>
    <message>
        <source>No tool now (P)</source>
        <translation>ツールを使わない (P)</translation>
    </message>
    <message>
        <source>Play %1 (Enter)</source>
        <translation>「%1」を出す (Enter)</translation>
    </message>
    <message>
        <source>Take %1 (Enter)</source>
        <translation>%1を取る (Enter)</translation>
    </message>
    <message>
        <source>Protect %1 (Enter)</source>
        <translation>%1ワイヤーを守る (Enter)</translation>
    </message>
    <message>
        <source>Peek at %1 and %2 (Enter)</source>
        <translation>%1と%2をのぞく (Enter)</translation>
    </message>
    <message>
        <source>Peek at the %1 tiles (Enter)</source>
        <translation>%1のタイルをのぞく (Enter)</translation>
    </message>
    <message>
        <source>Keep this card (Enter)</source>
        <translation>このカードを残す (Enter)</translation>
    </message>
    <message>
        <source>Use %1 (Enter)</source>
        <translation>%1を使う (Enter)</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>決定 (Enter)</translation>
    </message>
    <message>
        <source>%1 · round %2</source>
        <translation>%1・第%2ラウンド</translation>
    </message>
    <message>
        <source>Tools left in the deck: %1</source>
        <translation>ツールの山札：残り%1枚</translation>
    </message>
    <message>
        <source>Tools and pressure plates join from Bomb II.</source>
        <translation>ツールと圧力プレートは爆弾IIから登場します。</translation>
    </message>
    <message>
        <source>Pressure plate: +%1 to the full value of the %2 wire. At the end of a round it moves one wire along its arrow (wrapping around) if its wire was cut and scored.</source>
        <translation>圧力プレート：%2ワイヤーの合計値に＋%1。ラウンドの終わりに、そのワイヤーが切られて得点されていたら、矢印の方向へワイヤー1本分移動します（端からは反対側の端へ回ります）。</translation>
    </message>
    <message>
        <source>%1 card: main value %2, chain %3.</source>
        <translation>%1のカード：基本値%2、チェーン%3。</translation>
    </message>
    <message>
        <source>Trigger tile %1 of the %2 track: two are OK, one is BOOM.</source>
        <translation>%2トラックのトリガータイル%1：3枚のうち2枚がOK、1枚がBOOMです。</translation>
    </message>
    <message>
        <source>%1 trigger track: the trigger is on space %2; the tiles are spaces %3 to %4. The trigger always stands at the sum of the exposed main values.</source>
        <translation>%1のトリガートラック：トリガーは%2マス目にあり、タイルは%3～%4マス目です。トリガーは常に、めくられたカードの基本値の合計の位置にあります。</translation>
    </message>
    <message>
        <source>Next: %1 (you peeked)</source>
        <translation>次：%1（のぞき見済み）</translation>
    </message>
    <message>
        <source>∥ Protected by Wait</source>
        <translation>∥ ウェイトで保護中</translation>
    </message>
    <message>
        <source>Value now: %1</source>
        <translation>現在%1点</translation>
    </message>
    <message>
        <source>Next tile in %1</source>
        <translation>次のタイルまで%1マス</translation>
    </message>
    <message>
        <source>%1 wire: %2 cards left; still in the deck (or drawn): %3. The wire&apos;s full value now is %4: the last card&apos;s main value, plus the chain (%5), plus plates (%6). A cut adds the card it flips. The next face-down tile is %7 spaces away.</source>
        <translation>%1ワイヤー：山札の残り%2枚。まだ山札にある（または引かれている）カード：%3。現在のワイヤーの合計値は%4点です（最後のカードの基本値＋チェーン%5＋圧力プレート%6）。切ると、めくったカードの分が加わります。次の伏せたタイルまであと%7マスです。</translation>
    </message>
    <message>
        <source>graduates first!</source>
        <translation>首席で卒業！</translation>
    </message>
    <message>
        <source>set the bomb off</source>
        <translation>起爆させた</translation>
    </message>
    <message>
        <source>cutting %1</source>
        <translation>%1を切断中</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>選択済み</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>選択中…</translation>
    </message>
    <message>
        <source>deciding…</source>
        <translation>検討中…</translation>
    </message>
    <message>
        <source>resolves as Chicken (Air Horn)</source>
        <translation>チキン扱い（エアホーン）</translation>
    </message>
    <message>
        <source>resolves as %1</source>
        <translation>「%1」として解決</translation>
    </message>
    <message>
        <source>Wait used this bomb</source>
        <translation>ウェイト使用済み</translation>
    </message>
    <message>
        <source>%1: %2 points. Action cards on the table (oldest first): %3. A card comes back to the hand when three are on the table (two with 2 players).</source>
        <translation>%1さん：%2点。場のアクションカード（古い順）：%3。場のカードが3枚（2人プレイでは2枚）になると、一番古いカードが手札に戻ります。</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>Tool draft for %1: lowest score picks first</source>
        <translation>%1のツール選択：得点の低い人から選びます</translation>
    </message>
    <message>
        <source>X-Ray: keep one card</source>
        <translation>X線：残すカードを1枚選ぶ</translation>
    </message>
    <message>
        <source>%1 has exploded!</source>
        <translation>%1が爆発！</translation>
    </message>
    <message>
        <source>Green</source>
        <extracomment>a shape for every wire, so colour is never the only cue green and red apart for deuteranopes too (a moss green and a coral red: #2f9e44 and #e03131 were 5.4 CIEDE2000 apart under deuteranopia; tests/desktop/test_colour_vision.py)</extracomment>
        <translation>緑</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>ウェイト</translation>
    </message>
    <message>
        <source>Chicken</source>
        <translation>チキン</translation>
    </message>
    <message>
        <source>%1 cutter: cut the %1 wire. Alone you flip one card and score the wire&apos;s full value; with others you flip one card each and share the value, ignoring remainders. Cutters resolve from Green to Yellow, after Wait and before Chicken.</source>
        <translation>%1ニッパー：%1ワイヤーを切ります。単独ならカードを1枚めくり、ワイヤーの合計値を得点します。ほかのプレイヤーと一緒なら1人1枚ずつめくり、合計値を人数で分け合います（端数は切り捨て）。ニッパーはウェイトの後、チキンの前に、緑から黄の順に解決します。</translation>
    </message>
    <message>
        <source>Wait: take 3 points, then protect one wire from being cut this round (any wire). Resolves first. Only once per bomb: when it comes back from the table it goes to the supply.</source>
        <translation>ウェイト：3点を得てから、このラウンドに切られないようにワイヤーを1本守ります（どのワイヤーでも可）。最初に解決します。1つの爆弾につき1回だけ：場から戻るときは、手札ではなくストックに戻します。</translation>
    </message>
    <message>
        <source>Chicken: cut nothing. If someone else makes the bomb explode this round, gain 5 points; otherwise you may peek at the next card of two wire decks or at the three trigger tiles of one track.</source>
        <translation>チキン：ワイヤーを切りません。このラウンドにほかのプレイヤーが爆弾を爆発させたら5点を得ます。爆発しなかったら、ワイヤーの山札2つの次のカードか、トラック1つのトリガータイル3枚をのぞき見できます。</translation>
    </message>
    <message>
        <source>Air Horn</source>
        <translation>エアホーン</translation>
    </message>
    <message>
        <source>Amplifier</source>
        <translation>アンプ</translation>
    </message>
    <message>
        <source>Bomb Blanket</source>
        <translation>防爆ブランケット</translation>
    </message>
    <message>
        <source>Crimper</source>
        <translation>圧着ペンチ</translation>
    </message>
    <message>
        <source>Dynamo</source>
        <translation>ダイナモ</translation>
    </message>
    <message>
        <source>Freezer</source>
        <translation>フリーザー</translation>
    </message>
    <message>
        <source>Hammer</source>
        <translation>ハンマー</translation>
    </message>
    <message>
        <source>Helmet</source>
        <translation>ヘルメット</translation>
    </message>
    <message>
        <source>Jammer</source>
        <translation>ジャマー</translation>
    </message>
    <message>
        <source>Jumper</source>
        <translation>ジャンパー</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>ミラー</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>命令書</translation>
    </message>
    <message>
        <source>Schematics</source>
        <translation>設計図</translation>
    </message>
    <message>
        <source>Scrambler</source>
        <translation>スクランブラー</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>シールド</translation>
    </message>
    <message>
        <source>Sniffer</source>
        <translation>スニッファー</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>スイッチ</translation>
    </message>
    <message>
        <source>Toolkit</source>
        <translation>工具箱</translation>
    </message>
    <message>
        <source>Wrench</source>
        <translation>レンチ</translation>
    </message>
    <message>
        <source>X-Ray</source>
        <translation>X線</translation>
    </message>
    <message>
        <source>Play after actions are revealed.</source>
        <extracomment>(timing, effect) as printed on the tools (handbook, Tools appendix)</extracomment>
        <translation>アクションの公開後に使用。</translation>
    </message>
    <message>
        <source>Pick two other players who played cutters. Resolve the round as if both of them had played their Chicken cards.</source>
        <translation>ニッパーを出したほかのプレイヤーを2人選びます。このラウンドは、その2人がチキンを出したものとして解決します。</translation>
    </message>
    <message>
        <source>Play after cutting a wire safely alone.</source>
        <translation>単独でワイヤーを無事に切った後に使用。</translation>
    </message>
    <message>
        <source>When scoring your cut, double the chain values of all the cards in the wire; the main value is unaffected.</source>
        <translation>得点を計算するとき、そのワイヤーのすべてのカードのチェーン値を2倍にします。基本値は変わりません。</translation>
    </message>
    <message>
        <source>Play prior to someone else (alone or shared) cutting a wire.</source>
        <translation>ほかのプレイヤーが（単独でも共同でも）ワイヤーを切る前に使用。</translation>
    </message>
    <message>
        <source>If the cut causes the bomb to explode, you gain 10 points. No other tools may be played between the Bomb Blanket and the cut.</source>
        <translation>その切断で爆弾が爆発したら、10点を得ます。防爆ブランケットから切断までの間、ほかのツールは使えません。</translation>
    </message>
    <message>
        <source>Play after someone else (alone or shared) cuts a wire safely.</source>
        <translation>ほかのプレイヤーが（単独でも共同でも）ワイヤーを無事に切った後に使用。</translation>
    </message>
    <message>
        <source>Score the entire chain value (but not the main value) of the cut wire.</source>
        <translation>切られたワイヤーのチェーン値をすべて得点します（基本値は含みません）。</translation>
    </message>
    <message>
        <source>Play after a zero card is flipped during a cut (by any player, you included).</source>
        <translation>切断中に0のカードがめくられた後に使用（誰がめくった場合でも可。自分を含む）。</translation>
    </message>
    <message>
        <source>Score 1 point for each exposed zero card in all wires combined.</source>
        <translation>すべてのワイヤーでめくられている0のカード1枚につき1点を得ます。</translation>
    </message>
    <message>
        <source>Play prior to cutting a wire yourself (alone or shared).</source>
        <translation>自分が（単独でも共同でも）ワイヤーを切る前に使用。</translation>
    </message>
    <message>
        <source>Choose two of your wire&apos;s exposed cards and shuffle them back into the deck; the trigger moves back to match.</source>
        <translation>そのワイヤーのめくられたカードを2枚選び、山札に戻してシャッフルします。トリガーもそれに合わせて戻ります。</translation>
    </message>
    <message>
        <source>Play prior to cutting a wire alone.</source>
        <translation>単独でワイヤーを切る前に使用。</translation>
    </message>
    <message>
        <source>Flip a card from your wire and score its main value +2, then move the trigger. This is not your cut. If it sets the bomb off, score zero as if your cut had triggered it.</source>
        <translation>自分のワイヤーのカードを1枚めくり、その基本値＋2点を得てから、トリガーを進めます。これは切断には数えません。これで爆弾が起爆した場合は得点0とし、自分の切断で起爆させたものとして扱います。</translation>
    </message>
    <message>
        <source>Play when you trigger the bomb (alone or shared).</source>
        <translation>自分が（単独でも共同でも）爆弾を起爆させたときに使用。</translation>
    </message>
    <message>
        <source>You lose zero points from the bomb. Any other triggering players lose 2 more points.</source>
        <translation>あなたは爆弾による失点がありません。起爆させたほかのプレイヤーは、さらに2点を失います。</translation>
    </message>
    <message>
        <source>Play after cutting a shared wire safely.</source>
        <translation>共同でワイヤーを無事に切った後に使用。</translation>
    </message>
    <message>
        <source>Score as if you had cut the wire alone. The others sharing the wire score by the normal sharing rules, counting you.</source>
        <translation>単独でワイヤーを切ったものとして得点します。一緒に切ったほかのプレイヤーは、あなたも人数に含めて通常どおり分け合います。</translation>
    </message>
    <message>
        <source>If you played a cutter, act this round as if you had played the cutter of an adjacent wire. Green and Yellow are not adjacent.</source>
        <translation>ニッパーを出していた場合、このラウンドは隣のワイヤーのニッパーを出したものとして行動します。緑と黄は隣り合っていません。</translation>
    </message>
    <message>
        <source>Play when you are Chicken.</source>
        <translation>自分がチキンのときに使用。</translation>
    </message>
    <message>
        <source>Instead of the normal peek, look at all trigger tiles of all wires.</source>
        <translation>通常ののぞき見の代わりに、すべてのワイヤーのトリガータイルをすべて見ます。</translation>
    </message>
    <message>
        <source>Play when someone else plays Wait and protects the wire matching your cutter.</source>
        <translation>ほかのプレイヤーがウェイトで、あなたのニッパーと同じワイヤーを守ったときに使用。</translation>
    </message>
    <message>
        <source>Cut the wire anyway and score normally. Other players affected by the Wait do not score.</source>
        <translation>それでもワイヤーを切り、通常どおり得点します。ウェイトの影響を受けたほかのプレイヤーは得点しません。</translation>
    </message>
    <message>
        <source>Play after actions are revealed (if anyone played Wait, also after the protected wires are declared).</source>
        <translation>アクションの公開後に使用（誰かがウェイトを出した場合は、守るワイヤーの宣言後でも可）。</translation>
    </message>
    <message>
        <source>Take your played action card back into your hand and play a different card from your hand instead.</source>
        <translation>出したアクションカードを手札に戻し、代わりに手札から別のカードを出します。</translation>
    </message>
    <message>
        <source>Shuffle the three most recently exposed cards of that wire back into the deck; the trigger moves back to match. The wire needs at least three exposed cards.</source>
        <translation>そのワイヤーで最後にめくられたカード3枚を山札に戻してシャッフルします。トリガーもそれに合わせて戻ります。めくられたカードが3枚以上あるワイヤーにしか使えません。</translation>
    </message>
    <message>
        <source>Play when someone else triggers the bomb.</source>
        <translation>ほかのプレイヤーが爆弾を起爆させたときに使用。</translation>
    </message>
    <message>
        <source>Gain 7 points, then pick one of the players responsible for triggering: that player loses no points for it.</source>
        <translation>7点を得てから、起爆させたプレイヤーを1人選びます。そのプレイヤーは起爆による失点がありません。</translation>
    </message>
    <message>
        <source>Play while you are choosing your action.</source>
        <translation>アクションを選んでいる間に使用。</translation>
    </message>
    <message>
        <source>Peek at the top card of every wire deck.</source>
        <translation>すべてのワイヤーの山札の一番上のカードをのぞき見ます。</translation>
    </message>
    <message>
        <source>If you played a cutter, pick a player who played a different cutter and swap cutters with them. At the end of the round the cutters go back, staying on the table.</source>
        <translation>ニッパーを出していた場合、別のニッパーを出したプレイヤーを1人選び、ニッパーを交換します。ラウンドの終わりに元に戻し、場に置いたままにします。</translation>
    </message>
    <message>
        <source>Take all of your action cards back into your hand, your Wait included.</source>
        <translation>自分のアクションカードをすべて手札に戻します（ウェイトも含む）。</translation>
    </message>
    <message>
        <source>Flip a card from their wire and move the trigger. This is not the cut. If it sets the bomb off, the cutting players are responsible as if they had cut.</source>
        <translation>そのワイヤーのカードを1枚めくり、トリガーを進めます。これは切断には数えません。これで爆弾が起爆した場合は、切ろうとしていたプレイヤーが切断で起爆させたものとして扱います。</translation>
    </message>
    <message>
        <source>When you cut, draw three cards from the deck and choose which one to use; the rest are shuffled back.</source>
        <translation>切るときに山札からカードを3枚引き、使う1枚を選びます。残りは山札に戻してシャッフルします。</translation>
    </message>
    <message>
        <source>Actions are revealed: tools “after actions are revealed” may be used now.</source>
        <translation>アクションが公開されました：「アクションの公開後」のツールを今使えます。</translation>
    </message>
    <message>
        <source>The protected wires are declared: Schematics may be used now.</source>
        <translation>守るワイヤーが宣言されました：設計図を今使えます。</translation>
    </message>
    <message>
        <source>A Wait protects the %1 wire: Orders may be used now.</source>
        <translation>ウェイトが%1ワイヤーを守りました：命令書を今使えます。</translation>
    </message>
    <message>
        <source>The %1 wire is about to be cut (%2): tools “prior to cutting” may be used now.</source>
        <translation>%1ワイヤーがまもなく切られます（%2）：「切る前」のツールを今使えます。</translation>
    </message>
    <message>
        <source>The %1 wire was cut safely (%2): tools “after cutting” may be used now.</source>
        <translation>%1ワイヤーが無事に切られました（%2）：「切った後」のツールを今使えます。</translation>
    </message>
    <message>
        <source>The bomb was triggered on the %1 wire (%2): Helmet, Shield and Dynamo may be used now.</source>
        <translation>%1ワイヤーで爆弾が起爆しました（%2）：ヘルメット、シールド、ダイナモを今使えます。</translation>
    </message>
    <message>
        <source>cut alone</source>
        <translation>単独切断</translation>
    </message>
    <message>
        <source>shared cut</source>
        <translation>共同切断</translation>
    </message>
    <message>
        <source>explosion</source>
        <translation>爆発</translation>
    </message>
    <message>
        <source>Chicken bonus</source>
        <translation>チキンボーナス</translation>
    </message>
    <message>
        <source>%1
Timing: %2
Effect: %3</source>
        <translation>%1
タイミング：%2
効果：%3</translation>
    </message>
    <message>
        <source>Bomb %1</source>
        <translation>爆弾%1</translation>
    </message>
    <message>
        <source>%1 and %2 resolve as Chickens</source>
        <translation>%1さんと%2さんをチキンとして解決</translation>
    </message>
    <message>
        <source>cut the %1 wire instead</source>
        <translation>代わりに%1ワイヤーを切る</translation>
    </message>
    <message>
        <source>swap cutters with %1</source>
        <translation>%1さんとニッパーを交換</translation>
    </message>
    <message>
        <source>play %1 instead</source>
        <translation>代わりに「%1」を出す</translation>
    </message>
    <message>
        <source>shuffle back exposed cards %1 and %2</source>
        <translation>めくられた%1枚目と%2枚目を山札に戻す</translation>
    </message>
    <message>
        <source>%1 loses nothing for the bomb</source>
        <translation>%1さんは爆弾による失点なし</translation>
    </message>
    <message>
        <source>Points: %1.</source>
        <translation>得点：%1。</translation>
    </message>
    <message>
        <source>Action cards chosen in secret: %1.</source>
        <translation>アクションカードをひそかに選んだ人：%1。</translation>
    </message>
    <message>
        <source>%1 cuts the %2 wire alone: flips %3, trigger at %4, worth %5.</source>
        <translation>%1さんが単独で%2ワイヤーを切りました：%3をめくり、トリガーは%4、%5点です。</translation>
    </message>
    <message>
        <source>%1 cut the %2 wire together: flip %3, trigger at %4, worth %5, %6 each.</source>
        <translation>%1が%2ワイヤーを一緒に切りました：%3をめくり、トリガーは%4、%5点を分けて1人%6点です。</translation>
    </message>
    <message>
        <source>Flipped: %1; the trigger is at %2.</source>
        <translation>めくられたカード：%1、トリガーは%2。</translation>
    </message>
    <message>
        <source>Revealed: %1.</source>
        <translation>公開：%1。</translation>
    </message>
    <message>
        <source>Back into their hands: %1.</source>
        <translation>手札に戻したカード：%1。</translation>
    </message>
    <message>
        <source>Revealed: %1</source>
        <translation>公開：%1</translation>
    </message>
    <message>
        <source>%1 uses the %2.</source>
        <translation>%1さんが%2を使いました。</translation>
    </message>
    <message>
        <source>%1 gains %n point(s) (%2).</source>
        <translation>%1さんが%n点を得ました（%2）。</translation>
    </message>
    <message>
        <source>%1 loses %n point(s) (%2).</source>
        <translation>%1さんが%n点を失いました（%2）。</translation>
    </message>
    <message>
        <source>%1 gains nothing (%2).</source>
        <translation>%1さんの得点はありません（%2）。</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>合計：%1点</translation>
    </message>
    <message>
        <source>%1 protects the %2 wire.</source>
        <translation>%1さんが%2ワイヤーを守りました。</translation>
    </message>
    <message>
        <source>The %1 wire is protected: %2 cut nothing.</source>
        <translation>%1ワイヤーは守られています：%2は何も切れませんでした。</translation>
    </message>
    <message>
        <source>Cutting the %1 wire: %2.</source>
        <translation>%1ワイヤーを切ります：%2。</translation>
    </message>
    <message>
        <source>%1 wire: a %2 is flipped, the trigger moves to %3.</source>
        <translation>%1ワイヤー：%2がめくられ、トリガーが%3に進みました。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The %1 trigger reaches tile %2: BOOM!</source>
        <translation>%1のトリガーがタイル%2に到達：BOOM！</translation>
    </message>
    <message>
        <source>The %1 trigger reaches tile %2: OK.</source>
        <translation>%1のトリガーがタイル%2に到達：OK。</translation>
    </message>
    <message>
        <source>The bomb explodes on the %1 wire! Responsible: %2.</source>
        <translation>%1ワイヤーで爆弾が爆発！ 起爆させたプレイヤー：%2。</translation>
    </message>
    <message>
        <source>%1 cut the %2 wire alone: it is worth %3.</source>
        <translation>%1さんが単独で%2ワイヤーを切りました：%3点です。</translation>
    </message>
    <message>
        <source>The %1 wire is worth %2, shared by %3: %4 each.</source>
        <translation>%1ワイヤーは%2点、%3で分けて1人%4点です。</translation>
    </message>
    <message>
        <source>%1 X-rays the deck and draws %n card(s).</source>
        <translation>%1さんがX線で山札からカードを%n枚引きました。</translation>
    </message>
    <message>
        <source>%1 peeks at the next cards of the %2 and %3 wires.</source>
        <translation>%1さんが%2ワイヤーと%3ワイヤーの次のカードをのぞき見しました。</translation>
    </message>
    <message>
        <source>%1 peeks at the trigger tiles of the %2 wire.</source>
        <translation>%1さんが%2ワイヤーのトリガータイルをのぞき見しました。</translation>
    </message>
    <message>
        <source>%1 does not peek.</source>
        <translation>%1さんはのぞき見しませんでした。</translation>
    </message>
    <message>
        <source>Switch: %1 and %2 take their own cutters back.</source>
        <translation>スイッチ：%1さんと%2さんが自分のニッパーを取り戻しました。</translation>
    </message>
    <message>
        <source>%1&apos;s Wait goes back to the supply: used for this bomb.</source>
        <translation>%1さんのウェイトはストックに戻ります：この爆弾ではもう使えません。</translation>
    </message>
    <message>
        <source>%1 takes %2 back into their hand.</source>
        <translation>%1さんが「%2」を手札に戻しました。</translation>
    </message>
    <message>
        <source>Pressure plate %1 slides from %2 to %3.</source>
        <translation>圧力プレート%1が%2ワイヤーから%3ワイヤーへ移動しました。</translation>
    </message>
    <message>
        <source>Pressure plates: +%1 on %2, +%3 on %4.</source>
        <translation>圧力プレート：%2ワイヤーに＋%1、%4ワイヤーに＋%3。</translation>
    </message>
    <message>
        <source>— %1, round %2 —</source>
        <translation>— %1・第%2ラウンド —</translation>
    </message>
    <message>
        <source>=== %1: set up ===</source>
        <translation>=== %1：準備 ===</translation>
    </message>
    <message>
        <source>%1 is over. Scores: %2</source>
        <translation>%1が終了。得点：%2</translation>
    </message>
    <message>
        <source>Tool draft: %1. Picking order: %2.</source>
        <translation>ツールの選択：%1。選ぶ順番：%2。</translation>
    </message>
    <message>
        <source>%1 takes the %2.</source>
        <translation>%1さんが%2を取りました。</translation>
    </message>
    <message>
        <source>%1 chooses an action card in secret.</source>
        <translation>%1さんがアクションカードをひそかに選びました。</translation>
    </message>
    <message>
        <source>%1 does not use a tool.</source>
        <translation>%1さんはツールを使いませんでした。</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>第%1ラウンドが終了しました。</translation>
    </message>
    <message>
        <source>Unchosen tools are discarded: %1.</source>
        <translation>選ばれなかったツールは捨てられます：%1。</translation>
    </message>
    <message>
        <source>%1: %n card(s) go back into the deck; the trigger moves back to %2.</source>
        <translation>%1：カード%n枚が山札に戻り、トリガーが%2に戻りました。</translation>
    </message>
    <message>
        <source>The exam is over: %1 share the top of the class!</source>
        <translation>試験終了：%1が同点で首席卒業！</translation>
    </message>
    <message>
        <source>The exam is over: %1 graduates at the top of the class!</source>
        <translation>試験終了：%1さんが首席で卒業！</translation>
    </message>
    <message>
        <source>You chose %1.</source>
        <translation>「%1」を選びました。</translation>
    </message>
    <message>
        <source>X-Ray: you drew %1. Pick the card to keep.</source>
        <translation>X線：%1を引きました。残すカードを選んでください。</translation>
    </message>
    <message>
        <source>next %1 card: %2</source>
        <translation>%1の次のカード：%2</translation>
    </message>
    <message>
        <source>%1 tiles: %2</source>
        <translation>%1のタイル：%2</translation>
    </message>
    <message>
        <source>You peeked: %1</source>
        <translation>のぞき見た結果：%1</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ／ </translation>
    </message>
    <message>
        <source>Review: every hand and chosen card shown, action by action</source>
        <translation>振り返り：全員の手札と選んだアクションカードを公開して、1アクションずつ</translation>
    </message>
</context>
<context>
    <name>AcademyWords</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>BOOM</source>
        <translation>BOOM</translation>
    </message>
    <message>
        <source>face down (you peeked: %1)</source>
        <translation>裏向き（のぞき見た結果：%1）</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>裏向き</translation>
    </message>
    <message>
        <source>%1 wire: value %2; exposed cards: %3; %4 cards in its deck</source>
        <translation>%1のワイヤー：現在の値%2、めくられたカード：%3、山札%4枚</translation>
    </message>
    <message>
        <source>%1 track: trigger on space %2; tiles: %3</source>
        <translation>%1のトリガートラック：トリガーは%2マス目、タイル：%3</translation>
    </message>
    <message>
        <source>Next %1 card (you peeked): %2</source>
        <translation>%1の次のカード（のぞき見た結果）：%2</translation>
    </message>
    <message>
        <source>%1 wire protected by Wait</source>
        <translation>%1のワイヤーはウェイトで保護中</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1さん：%2点</translation>
    </message>
    <message>
        <source>Action cards on the table: %1</source>
        <translation>場に出ているアクションカード：%1</translation>
    </message>
    <message>
        <source>Tools: %1</source>
        <translation>ツール：%1</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>あなたの手札：%1</translation>
    </message>
    <message>
        <source>Played: %1</source>
        <translation>出したカード：%1</translation>
    </message>
    <message>
        <source>Your card face down: %1</source>
        <translation>あなたが伏せたカード：%1</translation>
    </message>
    <message>
        <source>A card face down</source>
        <translation>カードを1枚伏せています</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>手番です</translation>
    </message>
    <message>
        <source>Tool draft: %1</source>
        <translation>ツール選択の候補：%1</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <translation>%1・ラウンド%2</translation>
    </message>
</context>
<context>
    <name>Bomu</name>
    <message>
        <source>“0”: always in your hand. When revealed: draw 1 card, add 1 bomb die to the middle (up to 10) and take this card back into your hand.</source>
        <translation>「0」：必ず手札にあるカードです。表を向けたら、ただちに山札からカードを1枚引き、中央に爆弾ダイスを1個追加して（10個まで）、このカードを手札に戻します。</translation>
    </message>
    <message>
        <source>“2”: this round every handler rolls with the red die added. Several “2”s still add only one red die; it leaves before the next pick.</source>
        <translation>「2」：今回の爆弾処理は、全員レッドダイスを1個加えて行います。複数の「2」が出ても、加えるレッドダイスは1個だけです。レッドダイスは次にカードを選ぶ前に取り除かれます。</translation>
    </message>
    <message>
        <source>“3”: when revealed, add 1 bomb die to the middle at once (up to 10). Added dice stay.</source>
        <translation>「3」：表を向けたら、ただちに中央に爆弾ダイスを1個追加します（10個まで）。増えた爆弾ダイスは、その後の爆弾処理に持ち越されます。</translation>
    </message>
    <message>
        <source>“6”: if every other card played is 2 or less, only you handle the bomb instead of the lowest card.</source>
        <translation>「6」：他のすべてのプレイヤーが出したカードが2以下なら、一番数字の小さいプレイヤーではなく、あなただけが爆弾処理を行います。</translation>
    </message>
    <message>
        <source>“7”: if every other card played is 3 or less, only you handle the bomb instead of the lowest card.</source>
        <translation>「7」：他のすべてのプレイヤーが出したカードが3以下なら、一番数字の小さいプレイヤーではなく、あなただけが爆弾処理を行います。</translation>
    </message>
    <message>
        <source>SAFE: can not be put face down. Just before you would roll, reveal and discard it: your handling succeeds without rolling.</source>
        <translation>「SAFE」：伏せて置くことはできません。爆弾処理でダイスをふる直前に公開して捨てると、ダイスをふらずに爆弾処理が成功します。</translation>
    </message>
    <message>
        <source>“%1”: no special effect. The lowest card played handles the bomb.</source>
        <translation>「%1」：特殊効果はありません。一番数字の小さいカードを出したプレイヤーが爆弾処理を行います。</translation>
    </message>
    <message>
        <source>You discarded: %1</source>
        <translation>捨てたカード：%1</translation>
    </message>
    <message>
        <source>%1 puts a card face down.</source>
        <translation>%1さんがカードを伏せて置きました。</translation>
    </message>
    <message>
        <source>Reveal: %1</source>
        <translation>表を向けたカード：%1</translation>
    </message>
    <message>
        <source>Every handler succeeded: one bomb die is added (%1 dice).</source>
        <translation>全員の爆弾処理が成功したので、爆弾ダイスが1個増えました（合計%1個）。</translation>
    </message>
    <message>
        <source>%1&apos;s “%2” adds a bomb die (%3 dice).</source>
        <translation>%1さんの「%2」で、爆弾ダイスが1個増えました（合計%3個）。</translation>
    </message>
    <message>
        <source>The middle already holds 10 bomb dice.</source>
        <extracomment>the lines that name nobody</extracomment>
        <translation>中央の爆弾ダイスはすでに10個なので、これ以上増えません。</translation>
    </message>
    <message>
        <source>A “2” was played: the red die joins this round.</source>
        <translation>「2」が出たので、今回の爆弾処理はレッドダイスを加えて行います。</translation>
    </message>
    <message>
        <source>bomb</source>
        <translation>爆弾</translation>
    </message>
    <message>
        <source>ignition</source>
        <translation>着火</translation>
    </message>
    <message>
        <source>card</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>空白</translation>
    </message>
    <message>
        <source>bomb+ignition</source>
        <translation>爆弾＋着火</translation>
    </message>
    <message>
        <source>Cards face down: %1.</source>
        <translation>カードを伏せた人：%1。</translation>
    </message>
    <message>
        <source>Cards drawn: %1.</source>
        <translation>カードを引いた人：%1。</translation>
    </message>
    <message>
        <source>Reveal: %1.</source>
        <translation>表を向けたカード：%1。</translation>
    </message>
    <message>
        <source>%n bomb dice added (%1 in the middle).</source>
        <translation>爆弾ダイスが%n個増えました（中央に%1個）。</translation>
    </message>
    <message>
        <source>%1 rolls %2: BOOM! They lose %n life chip(s).</source>
        <translation>%1さんの出目：%2。爆発！ ライフチップを%n個失いました。</translation>
    </message>
    <message>
        <source>%1 rolls %2 and defuses the bomb.</source>
        <translation>%1さんの出目：%2。爆弾処理に成功しました。</translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <translation>%1さんの出目：%2。</translation>
    </message>
    <message>
        <source>The “6”/“7” card takes over: %1 handles the bomb alone.</source>
        <translation>「6」／「7」カードの効果で、%1さんだけが爆弾処理を行います。</translation>
    </message>
    <message>
        <source>Handling the bomb: %1</source>
        <translation>爆弾処理を行うプレイヤー：%1</translation>
    </message>
    <message>
        <source>%1 rolls: %n bomb mark(s), </source>
        <translation>%1さんの出目：爆弾マーク%n個、</translation>
    </message>
    <message>
        <source>%n ignition mark(s), </source>
        <translation>着火マーク%n個、</translation>
    </message>
    <message>
        <source>%n card mark(s).</source>
        <translation>カードマーク%n個。</translation>
    </message>
    <message>
        <source>BOOM! %1 loses %n life chip(s).</source>
        <translation>爆発！ %1さんはライフチップを%n個失いました。</translation>
    </message>
    <message>
        <source>%1 defuses the bomb.</source>
        <translation>%1さんは爆弾処理に成功しました。</translation>
    </message>
    <message>
        <source>%1 reveals SAFE: handled without rolling.</source>
        <translation>%1さんは「SAFE」カードを公開し、ダイスをふらずに爆弾処理に成功しました。</translation>
    </message>
    <message>
        <source>%1 draws %n card(s).</source>
        <translation>%1さんはカードを%n枚引きました。</translation>
    </message>
    <message>
        <source>%1 takes a life chip instead of cards.</source>
        <translation>%1さんはカードを引かずに、ライフチップを1つ得ました。</translation>
    </message>
    <message>
        <source>%1 is out of the game.</source>
        <translation>%1さんはゲームから脱落しました。</translation>
    </message>
    <message>
        <source>%1 discards %n card(s) face down.</source>
        <translation>%1さんはカードを%n枚裏向きに捨てました。</translation>
    </message>
    <message>
        <source>After the explosion: everyone is dealt 1 card, this round&apos;s used cards are shuffled into the draw pile, back to 2 bomb dice.</source>
        <extracomment>after an explosion (the &quot;this round&quot; form when the round&apos;s cards were still out)</extracomment>
        <translation>爆発後の処理：全員に1枚ずつカードを配り、今回の使用済みカードを山札と合わせてシャッフルし、中央のダイスを2個に戻します。</translation>
    </message>
    <message>
        <source>After the explosion: everyone is dealt 1 card, the used cards are shuffled into the draw pile, back to 2 bomb dice.</source>
        <translation>爆発後の処理：全員に1枚ずつカードを配り、使用済みのカードを山札と合わせてシャッフルし、中央のダイスを2個に戻しました。</translation>
    </message>
    <message>
        <source>The draw pile ran out: the used cards are shuffled into a new draw pile.</source>
        <translation>山札が無くなったので、使用済みのカードをシャッフルして新しい山札にしました。</translation>
    </message>
    <message>
        <source>No cards left to draw.</source>
        <translation>引けるカードがありません。</translation>
    </message>
    <message>
        <source>— Round %1 —</source>
        <translation>— 第%1ラウンド —</translation>
    </message>
    <message>
        <source>%1 is the last one standing and wins!</source>
        <translation>%1さんが最後まで残り、勝利しました！</translation>
    </message>
    <message>
        <source>Nobody is left: everybody loses.</source>
        <translation>誰もゲームに残りませんでした。全員の敗北です。</translation>
    </message>
    <message>
        <source>You drew: %1</source>
        <translation>引いたカード：%1</translation>
    </message>
    <message>
        <source>You put down “%1”.</source>
        <translation>「%1」を伏せて置きました。</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>あなたの勝利！</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1さんの勝利！</translation>
    </message>
    <message>
        <source>The last one standing after %1 rounds.</source>
        <translation>%1ラウンドの末、最後までゲームに残りました。</translation>
    </message>
    <message>
        <source>Everybody loses</source>
        <translation>全員の敗北</translation>
    </message>
    <message>
        <source>The last players went out in the same round.</source>
        <translation>残っていたプレイヤーが、同じラウンドで全員脱落しました。</translation>
    </message>
    <message>
        <source>Where everyone finished:</source>
        <translation>最終順位：</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1位&#x3000;%2</translation>
    </message>
    <message>
        <source>%1. %2 (out in round %3)</source>
        <translation>%1位&#x3000;%2（第%3ラウンドで脱落）</translation>
    </message>
    <message>
        <source>%1, choose a card to put face down (SAFE can not be played). Click a card, then “Put face down”.</source>
        <translation>%1さん、伏せて置くカードを選んでください（「SAFE」カードは出せません）。カードをクリックしてから「伏せて置く」を押してください。</translation>
    </message>
    <message>
        <source>%1, you must handle the bomb. Use SAFE to succeed without rolling, or roll the dice (explosion chance %2%).</source>
        <translation>%1さん、爆弾処理の番です。「SAFE」カードを使ってダイスをふらずに成功させるか、ダイスをふってください（爆発する確率 %2%）。</translation>
    </message>
    <message>
        <source>%1, %2 card marks! Draw %2 cards, or draw nothing and take a life chip.</source>
        <translation>%1さん、カードマークが%2個出ました！ カードを%2枚引くか、カードを引かずにライフチップを1つ得るかを選んでください。</translation>
    </message>
    <message>
        <source>%1, discard %n card(s) face down, down to 4 (never the “0”).</source>
        <translation>%1さん、手札が4枚になるように、カードを%n枚裏向きに捨ててください（「0」カードは捨てられません）。</translation>
    </message>
    <message>
        <source>Put “%1” face down</source>
        <translation>「%1」を伏せて置く</translation>
    </message>
    <message>
        <source>Put face down</source>
        <translation>伏せて置く</translation>
    </message>
    <message>
        <source>Discard %1/%2</source>
        <translation>捨てる（%1/%2）</translation>
    </message>
    <message>
        <source>Draw %1 cards</source>
        <translation>カードを%1枚引く</translation>
    </message>
    <message>
        <source>Use SAFE (S)</source>
        <translation>「SAFE」を使う (S)</translation>
    </message>
    <message>
        <source>Roll the dice (R)</source>
        <translation>ダイスをふる (R)</translation>
    </message>
    <message>
        <source>Take a life chip (L)</source>
        <translation>ライフチップを得る (L)</translation>
    </message>
    <message>
        <source>Draw cards (D)</source>
        <translation>カードを引く (D)</translation>
    </message>
    <message>
        <source>Used cards (face up): %1</source>
        <translation>使用済みのカード（表向き）：%1</translation>
    </message>
    <message>
        <source>Draw pile: %1</source>
        <translation>山札：%1枚</translation>
    </message>
    <message>
        <source>Used: %1</source>
        <translation>使用済み：%1枚</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>脱落</translation>
    </message>
    <message>
        <source>handles #%1</source>
        <translation>爆弾処理 %1番目</translation>
    </message>
    <message>
        <source>handles</source>
        <translation>爆弾処理</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>選択済み</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>選択中</translation>
    </message>
    <message>
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
        <source> + the red die</source>
        <translation>＋レッドダイス1個</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>伏せたカード</translation>
    </message>
    <message>
        <source>Review: every hand and face-down card shown, action by action</source>
        <translation>振り返り：全員の手札と伏せたカードを公開して、1アクションずつ</translation>
    </message>
</context>
<context>
    <name>BomuWords</name>
    <message>
        <source>%1: out of the game</source>
        <translation>%1さん：脱落</translation>
    </message>
    <message>
        <source>%1: %n life chip(s)</source>
        <translation>%1さん：ライフチップ%n個</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>あなたの手札：%1</translation>
    </message>
    <message>
        <source>%n card(s) in hand</source>
        <translation>手札%n枚</translation>
    </message>
    <message>
        <source>Revealed: %1</source>
        <translation>公開されたカード：%1</translation>
    </message>
    <message>
        <source>Your card face down: %1</source>
        <translation>あなたが伏せたカード：%1</translation>
    </message>
    <message>
        <source>A card face down</source>
        <translation>カードを1枚伏せています</translation>
    </message>
    <message>
        <source>Handles the bomb</source>
        <translation>爆弾処理をします</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>手番です</translation>
    </message>
    <message>
        <source>%n bomb dice</source>
        <translation>爆弾ダイス%n個</translation>
    </message>
    <message>
        <source>The red die joins this round</source>
        <translation>このラウンドは赤いダイスが加わります</translation>
    </message>
    <message>
        <source>Draw pile: %n card(s)</source>
        <translation>山札：%n枚</translation>
    </message>
    <message>
        <source>Used cards face up: %1</source>
        <translation>表向きの使用済みカード：%1</translation>
    </message>
    <message>
        <source>Used cards face down: %n</source>
        <translation>裏向きの使用済みカード：%n枚</translation>
    </message>
    <message>
        <source>%1&apos;s last roll: %2</source>
        <translation>%1さんの直前のダイス：%2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>ラウンド%1</translation>
    </message>
</context>
<context>
    <name>Busters</name>
    <message>
        <source>%1 in front of %2 and %3</source>
        <translation>%1を%2と%3の前に置く</translation>
    </message>
    <message>
        <source>Give %1, a %2, to %3</source>
        <translation>%1（%2）を%3さんに渡す</translation>
    </message>
    <message>
        <source>Info token “%2” in front of %1</source>
        <translation>%1の前に情報トークン「%2」を置く</translation>
    </message>
    <message>
        <source>Recharge the Double Detector of %1</source>
        <translation>%1のダブル探知機を再充電</translation>
    </message>
    <message>
        <source>Ask everyone about %1</source>
        <translation>全員に%1について聞く</translation>
    </message>
    <message>
        <source>%1 plays next</source>
        <translation>次は%1さん</translation>
    </message>
    <message>
        <source>It is the only choice.</source>
        <translation>ほかに選択肢がありません。</translation>
    </message>
    <message>
        <source>It gives the table the least useful information.</source>
        <translation>ほかのプレイヤーに与える有用な情報が最も少ない選択です。</translation>
    </message>
    <message>
        <source>It is the wire your teammate can use best.</source>
        <translation>仲間が最も活用できるコードです。</translation>
    </message>
    <message>
        <source>This token tells your teammates the most.</source>
        <translation>このトークンが仲間に最も多くの情報を伝えます。</translation>
    </message>
    <message>
        <source>No card helps now.</source>
        <translation>今役に立つカードはありません。</translation>
    </message>
    <message>
        <source>The dial has moved: win a space back.</source>
        <translation>ダイヤルが進んでいるので、1マス戻します。</translation>
    </message>
    <message>
        <source>A used Double Detector can be recharged.</source>
        <translation>使用済みのダブル探知機を再充電できます。</translation>
    </message>
    <message>
        <source>Only red wires are left.</source>
        <translation>赤コードしか残っていません。</translation>
    </message>
    <message>
        <source>You hold every remaining wire of this value.</source>
        <translation>この値の残りのコードをすべて持っています。</translation>
    </message>
    <message>
        <source>This wire is certain.</source>
        <translation>このコードは確実です。</translation>
    </message>
    <message>
        <source>The best chance, weighed against red wires and the dial.</source>
        <translation>赤コードとダイヤルの危険を考えると、これが最も成功しやすい手です。</translation>
    </message>
    <message>
        <source>The radar&apos;s answers make the next cut safer.</source>
        <translation>レーダーの答えで、次の切断がより安全になります。</translation>
    </message>
    <message>
        <source>A risky cut: the Stabilizer makes a failure harmless.</source>
        <translation>危険な切断なので、スタビライザーで失敗を無害にします。</translation>
    </message>
    <message>
        <source>Pointing at several wires beats any single cut.</source>
        <translation>複数のコードを指すほうが、1本だけを指すどの切断よりも有利です。</translation>
    </message>
    <message>
        <source>Two values on one wire beat any single cut.</source>
        <translation>1本のコードに値を2つ宣言するほうが、1本だけを指すどの切断よりも有利です。</translation>
    </message>
    <message>
        <source>These wires give the best chance.</source>
        <translation>これらのコードが最も成功しやすいです。</translation>
    </message>
    <message>
        <source>Cut the copy that tells the table the most.</source>
        <translation>同じ値のうち、仲間に最も多くの情報を伝えるものを切ります。</translation>
    </message>
    <message>
        <source>Of the characters on offer, its equipment helps most: the Triple Detector, then the X or Y Ray, then the Double Detector.</source>
        <translation>選べるキャラクターの中で、このキャラクターの装備が最も役立ちます（トリプル探知機、X/Y線、ダブル探知機の順）。</translation>
    </message>
    <message>
        <source>Your best cut risks the red wire: %1 most likely holds it and can steer clear of it.</source>
        <translation>最善の切断でも赤コードを切る危険があります。赤コードを持っている可能性が最も高い%1さんなら、それを避けて切れます。</translation>
    </message>
    <message>
        <source>Each choice was tried out: this one costs the fewest dial spaces and leaves you the best cut.</source>
        <translation>選択肢を1つずつ試した結果、これがダイヤルの進みが最も少なく、そのあとの切断も最も有利です。</translation>
    </message>
    <message>
        <source>You know where every wire it needs is: the special action is certain.</source>
        <translation>必要なコードの場所がすべて分かっているので、この特別アクションは確実です。</translation>
    </message>
    <message>
        <source>Your own wires you cannot see are likely enough to be what this cut says: it beats any other cut.</source>
        <translation>見えない自分のコードがこの宣言どおりである見込みが十分に高く、ほかのどの切断よりも有利です。</translation>
    </message>
    <message>
        <source>No other cut is left: the special action is the only way on.</source>
        <translation>ほかに行える切断がないので、特別アクションで進むしかありません。</translation>
    </message>
    <message>
        <source>Your own best cut of %1 is at least as good as a teammate&apos;s is likely to be.</source>
        <translation>%1を切るあなた自身の最善の切断は、仲間に任せる場合と同じかそれ以上に有利です。</translation>
    </message>
    <message>
        <source>%1 likely holds the most wires of %2: the most ways to a match.</source>
        <translation>%1さんが%2のコードを最も多く持っていそうで、一致する見込みが最も高くなります。</translation>
    </message>
    <message>
        <source>Any of your wires of this value is right: the token goes on the middle one.</source>
        <translation>この値のコードならどれに置いても正しいので、真ん中のコードに置きます。</translation>
    </message>
    <message>
        <source>A token must go down: on a middle wire, whose value is hardest to work out, it tells your teammates the most.</source>
        <translation>情報トークンを1枚置かなければなりません。値を推理しにくい中ほどのコードに置けば、仲間に最も多くの情報を伝えられます。</translation>
    </message>
    <message>
        <source>A false token still rules a value out: on a blue wire near the middle, it rules out a likely guess.</source>
        <translation>にせのトークンでも値を1つ否定できます。中ほどの青コードに置けば、ありそうな推測を1つ消せます。</translation>
    </message>
    <message>
        <source>%1 is near the wire&apos;s own value, so ruling it out removes a likely guess.</source>
        <translation>%1はこのコード自身の値に近いので、それを否定すれば、ありそうな推測を1つ消せます。</translation>
    </message>
    <message>
        <source>The yellow wires are likely enough where they seem: cutting them all at once beats your best single cut.</source>
        <translation>黄コードの位置の見込みが十分に高く、まとめて切るほうが最善の単独の切断よりも有利です。</translation>
    </message>
    <message>
        <source>Your own yellow wire first, then the wire likeliest to be yellow.</source>
        <translation>まず自分の黄コード、次に黄色である可能性が最も高いコードを指します。</translation>
    </message>
    <message>
        <source>This wire is almost certainly red: “It is RED” completes a challenge and wins back a dial space.</source>
        <translation>このコードはほぼ確実に赤です。「これは赤だ」でチャレンジを達成し、ダイヤルを1マス戻せます。</translation>
    </message>
    <message>
        <source>%1 leaves the most of your wires cuttable.</source>
        <translation>%1なら、自分のコードを最も多く切れます。</translation>
    </message>
    <message>
        <source>This wire is certain, but it is a teammate&apos;s flipped wire: the dial advances 1 space. Every other cut risks more.</source>
        <translation>このコードは確実ですが、仲間の裏返されたコードなので、ダイヤルが1マス進みます。ほかのどの切断も、それ以上に危険です。</translation>
    </message>
    <message>
        <source>The likeliest tripwire: a right guess wins back a dial space, which beats your best cut.</source>
        <translation>最も可能性の高いワナのコードです。当たればダイヤルが1マス戻り、最善の切断よりも有利です。</translation>
    </message>
    <message>
        <source>Nano&apos;s wire falls between this stand&apos;s wires, not at an end, where its place would tell the most about it.</source>
        <translation>ナノのコードがこのタイルスタンドのコードの間に入り、端には来ません。端に来ると、その位置からコードについて最も多くのことが分かってしまいます。</translation>
    </message>
    <message>
        <source>It cuts the value the Sequence card points at: the next cards open only after it, and a player left holding only their values would explode the bomb.</source>
        <translation>シーケンスカードが指している値を切ります。次のカードはこの値のあとでしか開かず、次のカードの値のコードしか残っていないプレイヤーが出ると爆弾が爆発します。</translation>
    </message>
    <message>
        <source>It leaves the team the most Oxygen for the turns ahead: a player who cannot pay skips their turn, and the dial advances.</source>
        <translation>この先の手番のために、チームに最も多くの酸素が残ります。酸素を払えないプレイヤーは手番を飛ばし、ダイヤルが進みます。</translation>
    </message>
    <message>
        <source>It leaves the Captain&apos;s wires alone: each is a value they can still cut, and a failed Dual Cut of theirs explodes the bomb.</source>
        <translation>キャプテンのコードには手を付けません。そのコードはどれもキャプテンが切れる値で、キャプテンがデュアルカットに失敗すると爆弾が爆発します。</translation>
    </message>
    <message>
        <source>It keeps the standee on its way: the surer cut would take it away from Doctor Nope or waste a move, and the way to him needs nearly every cut.</source>
        <translation>コマの進路を守ります。より確実な切断では、コマがドクター・ノープから遠ざかるか、移動がむだになります。ノープのもとへたどり着くには、ほとんどすべての切断が必要です。</translation>
    </message>
    <message>
        <source>It leaves the standee nearest its next goal.</source>
        <translation>コマが次の目標にいちばん近づきます。</translation>
    </message>
    <message>
        <source>Your best cut is near certain: say “Snip!” and take the turn.</source>
        <translation>あなたの最善の切断はほぼ確実です。「チョキン！」と言って手番を取りましょう。</translation>
    </message>
    <message>
        <source>Your best cut is not near certain: a teammate may have a surer one.</source>
        <translation>あなたの最善の切断は確実とは言えません。もっと確実な切断ができる仲間がいるかもしれません。</translation>
    </message>
    <message>
        <source>Nobody else is left to ask: the turn is yours.</source>
        <translation>ほかに聞ける人が残っていないので、あなたの手番です。</translation>
    </message>
    <message>
        <source>%1 is missing from your hand and has the most wires still uncut: showing it rules out the most.</source>
        <translation>%1はあなたの手札になく、まだ切られていないコードが最も多い値です。これを示せば最も多くの可能性を除外できます。</translation>
    </message>
    <message>
        <source>Number card %1 gives the best cut; on a tie, the number your teammates are least likely to need.</source>
        <translation>数字カード%1で最も有利な切断ができます。同じなら、仲間が必要としそうにない数字を選びます。</translation>
    </message>
    <message>
        <source>You hold value %1, and fewer of its wires than of the others: its token shows the table most clearly where it is.</source>
        <translation>あなたは%1を持っていて、その本数がほかの値より少ないので、トークンでその場所を最もはっきり示せます。</translation>
    </message>
    <message>
        <source>You hold none of these values: whichever token you take goes beside your stand and says so.</source>
        <translation>どの値のコードも持っていないので、どのトークンを取ってもタイルスタンドの横に置かれ、そのことを示します。</translation>
    </message>
    <message>
        <source>%1 is the least likely to hold value %2, so their cut is the least likely to match the card and move the dial.</source>
        <translation>%1さんは%2を持っている可能性が最も低いので、切断がこのカードと一致してダイヤルが進む危険が最も小さくなります。</translation>
    </message>
    <message>
        <source>Replace it: every card drawn brings the empty pile nearer, and then no card binds anyone. A card that stops %1 only skips their turn.</source>
        <translation>入れ替えましょう。カードを引くたびに山札が空に近づき、空になれば誰も制約を受けません。カードのせいでプレイできなくても、%1さんは手番を飛ばすだけです。</translation>
    </message>
    <message>
        <source>You hold the fewest wires of this value: the token&apos;s place rules out the most.</source>
        <translation>この値のコードの本数が最も少ないので、トークンの位置から最も多くの可能性を除外できます。</translation>
    </message>
    <message>
        <source>It cuts the value of Nano&apos;s space: a success takes one of Nano&apos;s wires, and the win needs them all.</source>
        <translation>ナノのいるマスの値を切ります。成功するとナノのコードを1本受け取れます。勝つにはナノのコードもすべて必要です。</translation>
    </message>
    <message>
        <source>Your best cut of %1 is near certain: say “Snip!”.</source>
        <translation>%1を切るあなたの最善の切断はほぼ確実です。「チョキン！」と言いましょう。</translation>
    </message>
    <message>
        <source>You hold value %1 and nobody after you can volunteer: say “Snip!” rather than leave it to the Captain&apos;s pick.</source>
        <translation>あなたは%1を持っていて、あとに名乗り出られる人がいません。キャプテンの指名に任せず「チョキン！」と言いましょう。</translation>
    </message>
    <message>
        <source>Your best cut of %1 is not near certain: a teammate may have a surer one.</source>
        <translation>%1を切るあなたの最善の切断は確実とは言えません。もっと確実な切断ができる仲間がいるかもしれません。</translation>
    </message>
    <message>
        <source>You hold no wire of value %1: leave it to a teammate.</source>
        <translation>あなたは%1のコードを持っていないので、仲間に任せます。</translation>
    </message>
    <message>
        <source>%1 is the likeliest to hold value %2.</source>
        <translation>%1さんが%2を持っている可能性が最も高いです。</translation>
    </message>
    <message>
        <source>You hold value %1: pick yourself.</source>
        <translation>あなたは%1を持っているので、自分を指名します。</translation>
    </message>
    <message>
        <source>Only 7s are left in your hand: the card makes you cut all four 7s at once.</source>
        <translation>手札に7しか残っていないので、カードの指示どおり4本の7を同時に切ります。</translation>
    </message>
    <message>
        <source>These cards make %1, the best cut on offer, and keep the most values still to cut within reach.</source>
        <translation>この2枚で%1になり、これが最も有利な切断です。残りのカードでも、まだ切るべき値を最も多く作れます。</translation>
    </message>
    <message>
        <source>Every cut the cards allow risks more than the dial space a pass costs.</source>
        <translation>カードで作れるどの切断も、パスしてダイヤルが1マス進むより危険です。</translation>
    </message>
    <message>
        <source>Giving your Oxygen to %1 leaves the fewest turns skipped over the next two rounds.</source>
        <translation>酸素トークンを%1さんに渡すと、この先2ラウンドで手番を飛ばす回数が最も少なくなります。</translation>
    </message>
    <message>
        <source>With Nano on %1, your best cut and what Nano then leaves the next player weigh best.</source>
        <translation>ナノを%1に置くと、あなたの最善の切断と、次のプレイヤーに残る値の両方が最も有利です。</translation>
    </message>
    <message>
        <source>Facing this way, the next player is likeliest to have a value to cut (a skip costs a dial space).</source>
        <translation>この向きなら、次のプレイヤーが切れる値を持っている可能性が最も高くなります（手番を飛ばすとダイヤルが1マス進みます）。</translation>
    </message>
    <message>
        <source>You hold no value Nano can reach: you must skip (the dial advances 1 space).</source>
        <translation>ナノが届く値のコードを持っていないので、手番を飛ばすしかありません（ダイヤルが1マス進みます）。</translation>
    </message>
    <message>
        <source>Every value %1 has cut is one %2 allows: they are likely the weakest link, and finding them gives everyone their personal equipment.</source>
        <translation>%1さんが切った値は、どれも%2が許す値です。弱点である見込みが高く、弱点が見つかれば全員が個人装備を使えます。</translation>
    </message>
    <message>
        <source>Giving Number card %1 most lowers a teammate&apos;s chance of having to skip, at the least cost to you.</source>
        <translation>数字カード%1を渡すと、仲間が手番を飛ばす可能性が最も下がり、あなたへの影響も最も小さくなります。</translation>
    </message>
    <message>
        <source>%1 needs Number card %2 most: without it, they are the likeliest to have to skip.</source>
        <translation>%1さんが数字カード%2を最も必要としています。これがないと、手番を飛ばす可能性が最も高くなります。</translation>
    </message>
    <message>
        <source>Everyone the Coffee Mug could hand the turn to is stuck too: skip.</source>
        <translation>コーヒーマグで手番を渡せる相手も切れる値を持っていないので、手番を飛ばします。</translation>
    </message>
    <message>
        <source>Of the tokens left, %1 is the likeliest to hold value %2: the token will most likely land on one of their wires.</source>
        <translation>残っているトークンの中で、%1さんが持っている可能性が最も高い値は%2です。このトークンならコードの前に置かれる見込みが最も高くなります。</translation>
    </message>
    <message>
        <source>The most players are likely to hold value %1: the team can cut it soonest.</source>
        <translation>%1を持っていそうなプレイヤーが最も多く、チームが最も早く切れます。</translation>
    </message>
    <message>
        <source>You are stuck: the Coffee Mug skips for free and hands the turn to %1, the likeliest to cut with Nano where it is.</source>
        <translation>切れる値がありません。コーヒーマグならダイヤルを進めずに手番を終え、ナノの今の位置で切れる可能性が最も高い%1さんに手番を渡せます。</translation>
    </message>
    <message>
        <source>After this choice, the team is likeliest to hold values its cards let it cut this round.</source>
        <translation>この選択なら、このラウンドで各自が自分の制約カードに合う値を持っている可能性が最も高くなります。</translation>
    </message>
    <message>
        <source>Every cut under your card is risky: a new card is worth the dial space it costs.</source>
        <translation>今の制約カードではどの切断も危険です。ダイヤルが1マス進んでも、新しいカードにする価値があります。</translation>
    </message>
    <message>
        <source>Skipping is free, and someone is likely to play this round (a round nobody plays in explodes the bomb).</source>
        <translation>手番を飛ばしてもダイヤルは進まず、このラウンドでほかの誰かが手番を行える見込みが高いです（誰も行えないラウンドでは爆弾が爆発します）。</translation>
    </message>
    <message>
        <source>Nobody else may play this round, and a round nobody plays in explodes the bomb: a new card is worth its dial space.</source>
        <translation>このラウンドでほかに手番を行える人がいないかもしれず、誰も行えないと爆弾が爆発します。ダイヤルが1マス進んでも、新しいカードにする価値があります。</translation>
    </message>
    <message>
        <source>Nobody else may play this round: the Coffee Mug hands the turn to %1, who can most likely cut.</source>
        <translation>このラウンドでほかに手番を行える人がいないかもしれません。コーヒーマグで、切れる可能性が最も高い%1さんに手番を渡します。</translation>
    </message>
    <message>
        <source>Coach: %1</source>
        <translation>コーチ：%1</translation>
    </message>
    <message>
        <source>The Expert would: %1 (chance of success %2%).</source>
        <translation>エキスパートなら：%1（成功率 %2%）。</translation>
    </message>
    <message>
        <source>%1, your %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>point at %1 and say “%2”</source>
        <translation>%1を指して「%2」と宣言</translation>
    </message>
    <message>
        <source>Solo Cut of %1</source>
        <translation>%1をソロカット</translation>
    </message>
    <message>
        <source>reveal the red wires</source>
        <translation>赤いコードを公開する</translation>
    </message>
    <message>
        <source>use %1</source>
        <translation>%1を使う</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>say “%1”</source>
        <translation>「%1」と宣言</translation>
    </message>
    <message>
        <source>point at %1</source>
        <translation>%1を指す</translation>
    </message>
    <message>
        <source>choose %1</source>
        <translation>%1を選ぶ</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1・%2</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>ミッション</translation>
    </message>
    <message>
        <source>Retry the mission</source>
        <translation>ミッションに再挑戦</translation>
    </message>
    <message>
        <source>Next mission: %1</source>
        <translation>次のミッション：%1</translation>
    </message>
    <message>
        <source>Back to the campaign</source>
        <translation>キャンペーンに戻る</translation>
    </message>
    <message>
        <source>Mission %1 accomplished!</source>
        <translation>ミッション%1成功！</translation>
    </message>
    <message>
        <source>Mission %1 failed</source>
        <translation>ミッション%1失敗</translation>
    </message>
    <message>
        <source>%n turn(s) played.</source>
        <translation>%n手番を行いました。</translation>
    </message>
    <message>
        <source>★ Mission %1 accomplished: the campaign is won! ★</source>
        <translation>★ ミッション%1成功：キャンペーン達成！ ★</translation>
    </message>
    <message>
        <source>Doctor Nope is behind bars and his last bomb is defused. Every mission of Bomb Busters is done: congratulations, bomb disposal experts!</source>
        <translation>ドクター・ノープは牢屋の中、最後の爆弾も解除されました。ボムバスターズのミッションはすべて達成です。おめでとう、爆弾処理班のみなさん！</translation>
    </message>
    <message>
        <source>The coach is working out the odds…</source>
        <translation>コーチが確率を計算しています…</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>コーチ</translation>
    </message>
    <message>
        <source>Show the odds of each wire and the Expert&apos;s move.</source>
        <translation>各コードの確率とエキスパートの一手を表示します。</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>お待ちください…</translation>
    </message>
    <message>
        <source>Value %1</source>
        <translation>値%1</translation>
    </message>
    <message>
        <source>%1, rule sticker B: keep your character, or take a new one (before the wires are dealt).</source>
        <translation>%1さん、ルールシールB：キャラクターをそのままにするか、新しいキャラクターに替えてください（コードが配られる前です）。</translation>
    </message>
    <message>
        <source>Keep: %1</source>
        <translation>そのまま：%1</translation>
    </message>
    <message>
        <source>New character: %1</source>
        <translation>新しいキャラクター：%1</translation>
    </message>
    <message>
        <source>%1?</source>
        <translation>%1でよいですか？</translation>
    </message>
    <message>
        <source>%1, put your setup info token in front of one of your blue wires: click the wire.</source>
        <translation>%1さん、準備の情報トークンを自分の青コード1本の前に置きます：そのコードをクリックしてください。</translation>
    </message>
    <message>
        <source>%1 is playing. %2, you may use an equipment card now, or pass.</source>
        <translation>%1さんの手番です。%2さん、今なら装備カードを使えます。使わない場合はパスしてください。</translation>
    </message>
    <message>
        <source>%1, the cut succeeded: choose which of your pointed wires is cut (nobody learns whether several matched).</source>
        <translation>%1さん、切断成功です：指されたコードのうち、切るものを選んでください（複数が一致していたかどうかは誰にも分かりません）。</translation>
    </message>
    <message>
        <source>%1, nothing matched: choose which pointed wire gets the info token (never a red one).</source>
        <translation>%1さん、一致しませんでした：指されたコードのうち、情報トークンを置くものを選んでください（赤コードには置けません）。</translation>
    </message>
    <message>
        <source>Right! %1 cuts their matching wire.</source>
        <translation>正解！ %1さんが同じ値の自分のコードを切ります。</translation>
    </message>
    <message>
        <source>Right! %1, click the wire of yours you cut with it.</source>
        <translation>正解！ %1さん、一緒に切る自分のコードをクリックしてください。</translation>
    </message>
    <message>
        <source>Walkie-Talkies: %1, click the wire you give back.</source>
        <translation>トランシーバー：%1さん、お返しに渡すコードをクリックしてください。</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1さん（%2）</translation>
    </message>
    <message>
        <source>%1, the mission asks for a decision.</source>
        <translation>%1さん、ミッションの選択を行ってください。</translation>
    </message>
    <message>
        <source>No equipment now (P)</source>
        <translation>今は装備を使わない (P)</translation>
    </message>
    <message>
        <source>Let %1 play on. You may still use an equipment card later, whenever one may be used.</source>
        <translation>%1さんの手番を進めます。装備カードは、使えるときならあとでも使えます。</translation>
    </message>
    <message>
        <source>%1, your turn: click a teammate&apos;s wire to cut it, or choose another action.</source>
        <translation>%1さんの手番：切る仲間のコードをクリックするか、ほかのアクションを選んでください。</translation>
    </message>
    <message>
        <source>%1: choose what to do with this wire.</source>
        <translation>%1：このコードで何をするか選んでください。</translation>
    </message>
    <message>
        <source>%1: which value is it? Pick one you hold.</source>
        <translation>%1：値はいくつ？ 自分が持っている値から選んでください。</translation>
    </message>
    <message>
        <source>Solo Cut: %1 (S)</source>
        <translation>ソロカット：%1 (S)</translation>
    </message>
    <message>
        <source>Solo Cut every remaining %1 in your hand? This can not be undone.</source>
        <translation>手札に残っている%1をすべてソロカットしますか？ この操作は取り消せません。</translation>
    </message>
    <message>
        <source>Reveal your red wires (R)</source>
        <translation>赤いコードを公開する (R)</translation>
    </message>
    <message>
        <source>Reveal your red wires? You take no more actions this mission.</source>
        <translation>赤いコードを公開しますか？ このミッションでは、もうアクションを行えません。</translation>
    </message>
    <message>
        <source>Double Detector (D)</source>
        <translation>ダブル探知機 (D)</translation>
    </message>
    <message>
        <source>%1: click any wire of the teammate&apos;s stand to point at the whole stand.</source>
        <translation>%1：仲間のスタンドのコードをどれかクリックすると、スタンド全体を指します。</translation>
    </message>
    <message>
        <source>%1: point at %n wire(s) on one teammate&apos;s stand (%2 chosen).</source>
        <translation>%1：仲間1人のスタンドのコードを%n本指してください（%2本選択済み）。</translation>
    </message>
    <message>
        <source>%1: now state %n value(s) you hold.</source>
        <translation>%1：自分が持っている値を%nつ宣言してください。</translation>
    </message>
    <message>
        <source>Put the tools away</source>
        <translation>装備をしまう</translation>
    </message>
    <message>
        <source>Use %1 on %2 and say “%3”? The equipment is spent and the cut can not be undone.</source>
        <translation>%2に%1を使い、「%3」と宣言しますか？ 装備は使用済みになり、切断は取り消せません。</translation>
    </message>
    <message>
        <source>Say “%1”? The cut can not be undone.</source>
        <translation>「%1」と宣言しますか？ 切断は取り消せません。</translation>
    </message>
    <message>
        <source>%1, point at the wires for your tools, then state the value.</source>
        <translation>%1さん、装備で指すコードを選んでから、値を宣言してください。</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選んでください…</translation>
    </message>
    <message>
        <source>Cut %1 as “%2”? If it is wrong the detonator advances (a red wire explodes the bomb). This can not be undone.</source>
        <translation>%1を「%2」として切りますか？ 間違っているとダイヤルが進みます（赤コードなら爆弾が爆発します）。この操作は取り消せません。</translation>
    </message>
    <message>
        <source>Put your info token “%1” in front of %2?</source>
        <translation>情報トークン「%1」を%2の前に置きますか？</translation>
    </message>
    <message>
        <source>Cut %1?</source>
        <translation>%1を切りますか？</translation>
    </message>
    <message>
        <source>Put the info token in front of %1?</source>
        <translation>%1の前に情報トークンを置きますか？</translation>
    </message>
    <message>
        <source>Cut your %1 (%2)?</source>
        <translation>%1（%2）を切りますか？</translation>
    </message>
    <message>
        <source>Give %1 (%2)?</source>
        <translation>%1（%2）を渡しますか？</translation>
    </message>
    <message>
        <source>Use %1? %2</source>
        <translation>%1を使いますか？ %2</translation>
    </message>
    <message>
        <source>%1: choose how to use it, then confirm.</source>
        <translation>%1：使い方を選んでから、決定してください。</translation>
    </message>
    <message>
        <source>Choose one in the list first.</source>
        <translation>先にリストから1つ選んでください。</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>決定 (Enter)</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>キャンセル (Esc)</translation>
    </message>
    <message>
        <source>The deal: every stand is shown face up.</source>
        <translation>配り終えた状態：全員のスタンドを表向きで表示しています。</translation>
    </message>
    <message>
        <source>Review: every stand revealed, action by action</source>
        <translation>振り返り：全員のスタンドを公開して、1アクションずつ</translation>
    </message>
    <message>
        <source>Stand %1</source>
        <translation>スタンド%1</translation>
    </message>
    <message>
        <source>A hidden wire.</source>
        <translation>伏せられたコード。</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>切断済み</translation>
    </message>
    <message>
        <source>uncut</source>
        <translation>未切断</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <source>Character card: back in the box</source>
        <translation>キャラクターカード：箱に戻しました</translation>
    </message>
    <message>
        <source>Character card: the Captain</source>
        <translation>キャラクターカード：キャプテン</translation>
    </message>
    <message>
        <source>Character card: face down</source>
        <translation>キャラクターカード：裏向き</translation>
    </message>
    <message>
        <source>Character card %1</source>
        <translation>キャラクターカード%1</translation>
    </message>
    <message>
        <source>used (face down)</source>
        <translation>使用済み（裏向き）</translation>
    </message>
    <message>
        <source>available</source>
        <translation>使用可能</translation>
    </message>
    <message>
        <source>places an info token</source>
        <translation>情報トークンを配置中</translation>
    </message>
    <message>
        <source>chooses</source>
        <translation>選択中</translation>
    </message>
    <message>
        <source>gives a wire</source>
        <translation>コードを渡す番</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Detonator: %1</source>
        <translation>起爆ダイヤル：%1</translation>
    </message>
    <message>
        <source>Click: the mission card</source>
        <translation>クリック：ミッションカード</translation>
    </message>
    <message>
        <source>Mission %1 · %2</source>
        <translation>ミッション%1・%2</translation>
    </message>
    <message>
        <source>yellow wires in play: %1</source>
        <translation>使われている黄コード：%1本</translation>
    </message>
    <message>
        <source>red wires in play: %1</source>
        <translation>使われている赤コード：%1本</translation>
    </message>
    <message>
        <source>locked: cut 2 wires of its number to unlock it</source>
        <translation>ロック中：カードの番号と同じ値のコードを2本切ると使えるようになります</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>使用可能</translation>
    </message>
    <message>
        <source>used</source>
        <translation>使用済み</translation>
    </message>
    <message>
        <source>Wrong cut!</source>
        <translation>不正解！</translation>
    </message>
    <message>
        <source>BOOM!</source>
        <translation>ドカーン！</translation>
    </message>
    <message>
        <source>Defused!</source>
        <translation>解除成功！</translation>
    </message>
    <message>
        <source>Yes! (%1)</source>
        <translation>はい！（%1）</translation>
    </message>
    <message>
        <source>Label ≠</source>
        <translation>ラベル≠</translation>
    </message>
    <message>
        <source>Walkie-Talkies</source>
        <translation>トランシーバー</translation>
    </message>
    <message>
        <source>Triple Detector</source>
        <translation>トリプル探知機</translation>
    </message>
    <message>
        <source>Post-it</source>
        <translation>付箋</translation>
    </message>
    <message>
        <source>Super Detector</source>
        <translation>スーパー探知機</translation>
    </message>
    <message>
        <source>Rewinder</source>
        <translation>リワインダー</translation>
    </message>
    <message>
        <source>Emergency Batteries</source>
        <translation>非常用バッテリー</translation>
    </message>
    <message>
        <source>General Radar</source>
        <translation>全体レーダー</translation>
    </message>
    <message>
        <source>Stabilizer</source>
        <translation>スタビライザー</translation>
    </message>
    <message>
        <source>X or Y Ray</source>
        <translation>X/Y線</translation>
    </message>
    <message>
        <source>Coffee Mug</source>
        <translation>コーヒーマグ</translation>
    </message>
    <message>
        <source>Label =</source>
        <translation>ラベル=</translation>
    </message>
    <message>
        <source>Double Detector</source>
        <translation>ダブル探知機</translation>
    </message>
    <message>
        <source>False Bottom</source>
        <translation>二重底</translation>
    </message>
    <message>
        <source>Single Wire Label</source>
        <translation>シングルラベル</translation>
    </message>
    <message>
        <source>Emergency Drop</source>
        <translation>エマージェンシードロップ</translation>
    </message>
    <message>
        <source>Fast Pass</source>
        <translation>ファストパス</translation>
    </message>
    <message>
        <source>Disintegrator</source>
        <translation>ディスインテグレーター</translation>
    </message>
    <message>
        <source>Grappling Hook</source>
        <translation>グラップリングフック</translation>
    </message>
    <message>
        <source>Can be used at any time. Put the ≠ token in front of 2 adjacent wires of different values. 1 of the 2 can already be cut. Any 2 yellow wires or any 2 red wires are always identical, so they can not be “different”.</source>
        <extracomment>the card texts (rules reference, Part IV), quoted in tooltips</extracomment>
        <translation>いつでも使えます。隣り合った異なる値のコード2本の前に≠トークンを置きます。2本のうち1本は切られていてもかまいません。黄コード同士、赤コード同士は常に同じ値とみなすので、「異なる」にはなりません。</translation>
    </message>
    <message>
        <source>Can be used at any time. Swap 2 wires: put 1 of your uncut wires face down in front of a teammate; that teammate does the same to you; each puts the new wire on their stand. Everyone sees where the swapped wires come from and end up.</source>
        <translation>いつでも使えます。コード2本を交換します：自分の切られていないコード1本を仲間の前に伏せて置き、その仲間も同じように自分の前に置きます。それぞれ受け取ったコードを自分のスタンドに差します。交換したコードがどこから来てどこに入ったかは、全員に見えます。</translation>
    </message>
    <message>
        <source>To use on your turn. During a Dual Cut, state a value (not yellow) and point to 3 wires on a teammate&apos;s stand. Works like the Double Detector, with 3 wires.</source>
        <translation>自分の手番に使います。デュアルカットのとき、値を1つ（黄は不可）宣言し、仲間のスタンドのコード3本を指します。3本を対象に、ダブル探知機と同じように働きます。</translation>
    </message>
    <message>
        <source>Can be used at any time. Put 1 info token in front of 1 of your blue wires.</source>
        <translation>いつでも使えます。自分の青コード1本の前に情報トークンを1つ置きます。</translation>
    </message>
    <message>
        <source>To use on your turn. During a Dual Cut, state a value (not yellow) and point at a teammate&apos;s whole tile stand. Works like the Double Detector, with every wire of the stand.</source>
        <translation>自分の手番に使います。デュアルカットのとき、値を1つ（黄は不可）宣言し、仲間のスタンド全体を指します。そのスタンドのすべてのコードを対象に、ダブル探知機と同じように働きます。</translation>
    </message>
    <message>
        <source>Can be used at any time. Move the detonator dial back 1 space.</source>
        <translation>いつでも使えます。ダイヤルを1マス戻します。</translation>
    </message>
    <message>
        <source>Can be used at any time. Choose 1 or 2 character cards which have already been used and flip them face up: their personal equipment is usable again this mission.</source>
        <translation>いつでも使えます。使用済みのキャラクターカードを1～2枚選んで表向きにします：その個人装備は、このミッション中にもう一度使えます。</translation>
    </message>
    <message>
        <source>Can be used at any time. State a number from 1 to 12. Every bomb disposal expert (you too) says “Yes!” for each stand holding 1 or more uncut blue wires of that value.</source>
        <translation>いつでも使えます。1～12の数を1つ宣言します。全員（自分も含む）が、その値の切られていない青コードが1本以上あるスタンドごとに「はい！」と答えます。</translation>
    </message>
    <message>
        <source>To use at the start of your turn, before a Dual Cut. This turn, a failure does not move the detonator dial and a red wire does not explode; a wrong non-red wire still gets an info token.</source>
        <translation>自分の手番の開始時、デュアルカットの前に使います。この手番では、失敗してもダイヤルは進まず、赤コードでも爆発しません。ただし、赤以外のコードで間違えた場合は、通常どおり情報トークンが置かれます。</translation>
    </message>
    <message>
        <source>To use on your turn. During a Dual Cut, state 2 values (yellow too) while pointing at 1 wire. You must hold both values.</source>
        <translation>自分の手番に使います。デュアルカットのとき、コード1本を指して値を2つ（黄も可）宣言します。両方の値を自分が持っていなければなりません。</translation>
    </message>
    <message>
        <source>To use on your turn. Skip your turn and choose who the next active bomb disposal expert is; play then goes on clockwise from them.</source>
        <translation>自分の手番に使います。自分の手番を飛ばし、次に手番を行うプレイヤーを選びます。その後は、その人から時計回りに進みます。</translation>
    </message>
    <message>
        <source>Can be used at any time. Put the = token in front of 2 of your adjacent wires of the same value. 1 of the 2 can already be cut. Any 2 yellow wires or any 2 red wires are identical.</source>
        <translation>いつでも使えます。自分の隣り合った同じ値のコード2本の前に=トークンを置きます。2本のうち1本は切られていてもかまいません。黄コード同士、赤コード同士は、どの2本でも同じ値とみなします。</translation>
    </message>
    <message>
        <source>Rule sticker A. Usable once 2 yellow wires are cut. Instant effect: take 2 equipment cards and put them in the game with the others. Depending on the wire values already cut, they may be usable at once.</source>
        <translation>ルールシールA。黄コードが2本切られると使えます。即時効果：装備カードを2枚取り、ほかの装備カードと一緒に場に出します。すでに切られたコードの値によっては、すぐに使えることもあります。</translation>
    </message>
    <message>
        <source>Rule sticker C, usable once the 4 wires of 2 are cut. Can be used at any time. Put a ×1 token in front of 1 of your blue wires (cut or uncut): its value is on that tile stand only once, cut wires included.</source>
        <translation>ルールシールC。2のコード4本が切られると使えます。いつでも使えます。自分の青コード（切られていてもいなくても）1本の前に×1トークンを置きます。その値は、切られたコードも含めてそのタイルスタンドに1本しかありません。</translation>
    </message>
    <message>
        <source>Rule sticker C, usable once the 4 wires of 3 are cut. Instant effect: flip every used equipment card face up; they can be used again this mission.</source>
        <translation>ルールシールC。3のコード4本が切られると使えます。即時効果：使用済みの装備カードをすべて表にします。このミッション中、もう一度使えます。</translation>
    </message>
    <message>
        <source>Rule sticker C, usable once the 4 wires of 9 are cut. To use on your turn. Do a Solo Cut of 2 identical wires, even if they are not the last wires of that value.</source>
        <translation>ルールシールC。9のコード4本が切られると使えます。自分の手番に使います。同じ値のコード2本をソロカットします。その値の最後のコードでなくてもかまいません。</translation>
    </message>
    <message>
        <source>Rule sticker C, usable once the 4 wires of 10 are cut. Instant effect: draw a random info token from the supply and reveal its number (1-12): every player cuts all their remaining wires of that value.</source>
        <translation>ルールシールC。10のコード4本が切られると使えます。即時効果：サプライから情報トークンを1枚無作為に引いてその値（1～12）を公開します。全員がその値の残りのコードをすべて切ります。</translation>
    </message>
    <message>
        <source>Rule sticker C, usable once the 4 wires of 11 are cut. Can be used at any time. Point at a teammate&apos;s wire, take it without revealing it and put it in order in your hand; everyone sees where it comes from and where it goes.</source>
        <translation>ルールシールC。11のコード4本が切られると使えます。いつでも使えます。仲間のコードを1本指し、見せずに取って自分の手札の順番どおりの位置に入れます。どこから来てどこへ行ったかは全員に見えます。</translation>
    </message>
    <message>
        <source>Personal equipment, once per mission. During a Dual Cut, state one value (1-12, never yellow) and point to 2 wires on one teammate&apos;s stand. Success if either matches; the teammate chooses which matching wire is cut. On a failure the dial advances 1 and the teammate puts an info token on one of the two (never on a red one).</source>
        <translation>個人装備。1ミッションに1回使えます。デュアルカットのとき、値を1つ（1～12。黄は不可）宣言し、仲間1人のスタンドのコード2本を指します。どちらかが一致すれば成功で、一致したコードのうちどれを切るかは仲間が選びます。失敗ならダイヤルが1マス進み、仲間は2本のうち1本（赤コード以外）に情報トークンを置きます。</translation>
    </message>
    <message>
        <source>Dual Cut: point to a teammate&apos;s wire and state a value you hold. If it is right, that wire and one of your identical wires are cut. If not, the detonator advances 1 space and the teammate puts an info token showing the wire&apos;s true value. A red wire explodes the bomb.</source>
        <translation>デュアルカット：仲間のコードを指し、自分が持っている値を宣言します。正しければ、そのコードと、自分の同じ値のコード1本を切ります。間違っていれば、ダイヤルが1マス進み、仲間がそのコードの本当の値を示す情報トークンを置きます。赤コードなら爆弾が爆発します。</translation>
    </message>
    <message>
        <source>Solo Cut: you hold all the remaining wires of a value (all 4, or the last 2 after 2 were cut): cut them all at once.</source>
        <translation>ソロカット：ある値の残りのコードをすべて自分が持っている場合（4本すべて、または2本切られた後の残り2本）、それらをまとめて切ります。</translation>
    </message>
    <message>
        <source>Reveal Your Red Wires: only red wires are left in your hand, so you reveal them. This is the only way to reveal red wires without setting off the bomb.</source>
        <translation>赤いコードを公開する：手札に赤コードしか残っていないので、それを公開します。爆弾を爆発させずに赤いコードを公開できる唯一の方法です。</translation>
    </message>
    <message>
        <source>Yellow wires all have the same value, “yellow”: they are cut like any other value, by a Dual Cut (“This wire is yellow”) or a Solo Cut.</source>
        <translation>黄コードの値はすべて同じ「黄色」です。ほかの値と同じく、デュアルカット（「このコードは黄色です」）かソロカットで切ります。</translation>
    </message>
    <message>
        <source>Red wire: if it is cut, the bomb explodes at once and the mission fails.</source>
        <translation>赤コード：切られると爆弾はただちに爆発し、ミッションは失敗します。</translation>
    </message>
    <message>
        <source>The detonator dial advances 1 space after every failed Dual Cut. If it reaches the skull, the bomb explodes.</source>
        <translation>デュアルカットに失敗するたびに、ダイヤルが1マス進みます。ドクロに達すると爆弾が爆発します。</translation>
    </message>
    <message>
        <source>A validation token is placed on a value when all 4 of its wires are cut.</source>
        <translation>ある値のコードが4本とも切られると、その値に検証トークンが置かれます。</translation>
    </message>
    <message>
        <source>Markers show the values of the red and yellow wires in play. A “?” marker is uncertain: only some of the wires it marks are in play (“2 out of 3”).</source>
        <translation>マーカーは、使われている赤コードと黄コードの値を示します。「？」のマーカーは不確定で、示すコードの一部だけが使われています（「3本中2本」）。</translation>
    </message>
    <message>
        <source>An info token in front of a wire shows its true value.</source>
        <translation>コードの前の情報トークンは、そのコードの本当の値を示します。</translation>
    </message>
    <message>
        <source>Every wire is cut: the bomb is defused!</source>
        <translation>すべてのコードが切られ、爆弾は解除されました！</translation>
    </message>
    <message>
        <source>A red wire was cut: the bomb exploded.</source>
        <translation>赤コードが切られ、爆弾が爆発しました。</translation>
    </message>
    <message>
        <source>The detonator reached the skull: the bomb exploded.</source>
        <translation>ダイヤルがドクロに達し、爆弾が爆発しました。</translation>
    </message>
    <message>
        <source>The mission&apos;s failure condition was met: the bomb exploded.</source>
        <translation>ミッションの失敗条件を満たし、爆弾が爆発しました。</translation>
    </message>
    <message>
        <source>Nobody could act any more: the bomb exploded.</source>
        <translation>誰も行動できなくなり、爆弾が爆発しました。</translation>
    </message>
    <message>
        <source>Time ran out: the bomb exploded.</source>
        <translation>時間切れ：爆弾が爆発しました。</translation>
    </message>
    <message>
        <source>YELLOW</source>
        <extracomment>the base characters (a seat that keeps one still has the Double Detector)</extracomment>
        <translation>黄色</translation>
    </message>
    <message>
        <source>RED</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>yellow %1</source>
        <translation>黄%1</translation>
    </message>
    <message>
        <source>red %1</source>
        <translation>赤%1</translation>
    </message>
    <message>
        <source>%1&apos;s stand %3, wire #%2</source>
        <translation>%1さんのスタンド%3の左から%2本目のコード</translation>
    </message>
    <message>
        <source>%1&apos;s wire #%2</source>
        <translation>%1さんの左から%2本目のコード</translation>
    </message>
    <message>
        <source>%1&apos;s stand %2</source>
        <translation>%1さんのスタンド%2</translation>
    </message>
    <message>
        <source>%1&apos;s stand</source>
        <translation>%1さんのスタンド</translation>
    </message>
    <message>
        <source> or </source>
        <extracomment>the wires&apos; chips: the table&apos;s colours, with an ink that reads on each what a turn does first: its line follows the turn&apos;s number what follows a cut&apos;s declaration on the same line</extracomment>
        <translation>か</translation>
    </message>
    <message>
        <source>their stand %2, wire #%1</source>
        <translation>自分のスタンド%2の左から%1本目のコード</translation>
    </message>
    <message>
        <source>their wire #%1</source>
        <translation>自分の左から%1本目のコード</translation>
    </message>
    <message>
        <source> [%1]</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>手番%1</translation>
    </message>
    <message>
        <source>%1 cuts %2 and %3: %4.</source>
        <translation>%1さんが%2と%3を切りました：%4。</translation>
    </message>
    <message>
        <source>%1 cuts %2: %3.</source>
        <translation>%1さんが%2を切りました：%3。</translation>
    </message>
    <message>
        <source>Wrong! %1 said one of %2 was %3.</source>
        <translation>不正解！ %1さんは%2の中に%3があると宣言しました。</translation>
    </message>
    <message>
        <source>Wrong! %1 said %2 was %3; it is %4.</source>
        <translation>不正解！ %1さんは%2を%3と宣言しましたが、実際は%4でした。</translation>
    </message>
    <message>
        <source>Wrong! %1 said %2 was %3.</source>
        <translation>不正解！ %1さんは%2を%3と宣言しました。</translation>
    </message>
    <message>
        <source>%1 has only red wires left and reveals them: %2.</source>
        <translation>%1さんは赤コードしか残っていないので、それを公開しました：%2。</translation>
    </message>
    <message>
        <source>%1 makes a Solo Cut of every remaining %2: %3.</source>
        <translation>%1さんが残りの%2をすべてソロカットしました：%3。</translation>
    </message>
    <message>
        <source>Info tokens: %1.</source>
        <translation>情報トークン：%1。</translation>
    </message>
    <message>
        <source>So %1 holds no %2.</source>
        <translation>つまり%1さんの手札に%2のコードはありません。</translation>
    </message>
    <message>
        <source>Mission %1 begins with %2 bomb disposal experts.</source>
        <translation>ミッション%1を%2人のプレイヤーで開始します。</translation>
    </message>
    <message>
        <source>%1 draws the info token %2 at random.</source>
        <translation>%1さんが情報トークンを無作為に引きました：%2。</translation>
    </message>
    <message>
        <source>%1 has no blue wire for a setup info token.</source>
        <translation>%1さんには、準備の情報トークンを置ける青コードがありません。</translation>
    </message>
    <message>
        <source>— Turn %1: %2 —</source>
        <translation>— 手番%1：%2さん —</translation>
    </message>
    <message>
        <source>%1&apos;s turn is skipped.</source>
        <translation>%1さんの手番は飛ばされました。</translation>
    </message>
    <message>
        <source>%1 points at %2: “This wire is %3.”</source>
        <translation>%1さんが%2を指して「このコードは%3です」と宣言しました。</translation>
    </message>
    <message>
        <source>%1 points at %2: “One of these is %3.”</source>
        <translation>%1さんが%2を指して「この中に%3があります」と宣言しました。</translation>
    </message>
    <message>
        <source>Right! %1 cuts a %2.</source>
        <translation>正解！ %1さんが%2を切りました。</translation>
    </message>
    <message>
        <source>Wrong: %1 missed.</source>
        <translation>不正解：%1さんは外しました。</translation>
    </message>
    <message>
        <source>Right! %1 chooses which matching wire is cut.</source>
        <translation>正解！ 一致したコードのうち、どれを切るかは%1さんが選びます。</translation>
    </message>
    <message>
        <source>Wrong: none of the pointed wires matches.</source>
        <translation>不正解：指したコードはどれも一致しませんでした。</translation>
    </message>
    <message>
        <source>%1 is revealed: %2.</source>
        <translation>%1が公開されました：%2。</translation>
    </message>
    <message>
        <source>%1 is cut: %2.</source>
        <translation>%1が切られました：%2。</translation>
    </message>
    <message>
        <source>%1 makes a Solo Cut of every remaining %2.</source>
        <translation>%1さんが残りの%2をすべてソロカットしました。</translation>
    </message>
    <message>
        <source>%1 has only red wires left and reveals them.</source>
        <translation>%1さんは赤コードしか残っていないので、それを公開しました。</translation>
    </message>
    <message>
        <source>Info token %1 in front of %2.</source>
        <translation>情報トークン%1が%2の前に置かれました。</translation>
    </message>
    <message>
        <source>No %1 token is left: the value of %2 is said aloud.</source>
        <translation>%1の情報トークンが残っていないので、%2の値を口頭で伝えます。</translation>
    </message>
    <message>
        <source>Info token %1 beside %2.</source>
        <translation>情報トークン%1が%2の横に置かれました。</translation>
    </message>
    <message>
        <source>%1 keeps their character (%2).</source>
        <translation>%1さんはキャラクターをそのままにします（%2）。</translation>
    </message>
    <message>
        <source>%1 takes a new character: %2.</source>
        <translation>%1さんが新しいキャラクターを選びました：%2。</translation>
    </message>
    <message>
        <source>%1 announced %2 on the strength of a wire of their own they can not see, and missed!</source>
        <translation>%1さんが自分では見えない自分のコードを頼りに%2を宣言し、外しました！</translation>
    </message>
    <message>
        <source>False Bottom: %1 join the game.</source>
        <translation>二重底：%1が場に加わります。</translation>
    </message>
    <message>
        <source>Emergency Drop: every used equipment card is face up again.</source>
        <translation>エマージェンシードロップ：使用済みの装備カードがすべて表に戻りました。</translation>
    </message>
    <message>
        <source>Disintegrator: no numbered info token is left to draw.</source>
        <translation>ディスインテグレーター：引ける数字つきの情報トークンが残っていません。</translation>
    </message>
    <message>
        <source>Disintegrator: the drawn token says %1; every remaining %1 is cut.</source>
        <translation>ディスインテグレーター：引いたトークンは%1。残りの%1のコードがすべて切られます。</translation>
    </message>
    <message>
        <source>A wire nobody has seen goes to %1.</source>
        <translation>誰も見ていないコードが%1に入ります。</translation>
    </message>
    <message>
        <source>%1 goes to %2.</source>
        <translation>%1が%2に移ります。</translation>
    </message>
    <message>
        <source>%1 pointed at a wire the mission charges for: the detonator advances.</source>
        <translation>%1さんがミッションで代償のあるコードを指しました。ダイヤルが進みます。</translation>
    </message>
    <message>
        <source>%1 cut a wire of their own they could not see, and it was not what they cut it as!</source>
        <translation>%1さんが自分では見えない自分のコードを切りましたが、宣言した値ではありませんでした！</translation>
    </message>
    <message>
        <source>The detonator advances: %n space(s) left before the skull.</source>
        <translation>ダイヤルが進みました：ドクロまであと%nマス。</translation>
    </message>
    <message>
        <source>The detonator moves back: %n space(s) before the skull.</source>
        <translation>ダイヤルが戻りました：ドクロまであと%nマス。</translation>
    </message>
    <message>
        <source>BOOM! %1</source>
        <translation>ドカーン！ %1</translation>
    </message>
    <message>
        <source>All the %1s are cut: validation token.</source>
        <translation>%1がすべて切られました：検証トークンを置きます。</translation>
    </message>
    <message>
        <source>Equipment %1 (%2) is now usable.</source>
        <translation>装備%1（%2）が使えるようになりました。</translation>
    </message>
    <message>
        <source>%1 uses the %2.</source>
        <translation>%1さんが%2を使いました。</translation>
    </message>
    <message>
        <source>The Stabilizer holds: the red wire does not explode.</source>
        <translation>スタビライザーが効いて、赤コードでも爆発しませんでした。</translation>
    </message>
    <message>
        <source>General Radar, %1: “Yes!” from %2.</source>
        <translation>全体レーダー（%1）の「はい！」：%2。</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Walkie-Talkies: %1 and %2 swap wires.</source>
        <translation>トランシーバー：%1と%2を交換しました。</translation>
    </message>
    <message>
        <source>The bomb is defused! Mission accomplished.</source>
        <translation>爆弾を解除しました！ ミッション成功。</translation>
    </message>
    <message>
        <source>%1 uses %2.</source>
        <translation>%1さんが%2を使いました。</translation>
    </message>
    <message>
        <source>%1 plays next.</source>
        <translation>次は%1さんの手番です。</translation>
    </message>
    <message>
        <source>Recharged: %1.</source>
        <translation>再充電：%1。</translation>
    </message>
    <message>
        <source>%1 uses %2 on %3.</source>
        <translation>%1さんが%3に%2を使いました。</translation>
    </message>
    <message>
        <source> and </source>
        <translation>と</translation>
    </message>
    <message>
        <source>You received wire %1.</source>
        <translation>コード%1を受け取りました。</translation>
    </message>
    <message>
        <source>Your wire %1 was taken.</source>
        <translation>あなたのコード%1が取られました。</translation>
    </message>
    <message>
        <source>EVEN</source>
        <translation>偶数</translation>
    </message>
    <message>
        <source>ODD</source>
        <translation>奇数</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>not %1</source>
        <translation>%1ではない</translation>
    </message>
    <message>
        <source>has a %1</source>
        <translation>%1あり</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>%1なし</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>up</source>
        <translation>上</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>down</source>
        <translation>下</translation>
    </message>
    <message>
        <source>no Constraint card</source>
        <translation>制約カードなし</translation>
    </message>
</context>
<context>
    <name>BustersCards</name>
    <message>
        <source>You must cut only even wires.</source>
        <translation>偶数のコードしか切ってはいけません。</translation>
    </message>
    <message>
        <source>You must cut only odd wires.</source>
        <translation>奇数のコードしか切ってはいけません。</translation>
    </message>
    <message>
        <source>You must cut only wires 1 to 6.</source>
        <translation>1～6のコードしか切ってはいけません。</translation>
    </message>
    <message>
        <source>You must cut only wires 7 to 12.</source>
        <translation>7～12のコードしか切ってはいけません。</translation>
    </message>
    <message>
        <source>You must cut only wires 4 to 9.</source>
        <translation>4～9のコードしか切ってはいけません。</translation>
    </message>
    <message>
        <source>You cannot cut wires 4 to 9.</source>
        <translation>4～9のコードを切ってはいけません。</translation>
    </message>
    <message>
        <source>You CANNOT use Equipment cards or your own personal equipment.</source>
        <translation>装備カードも自分の個人装備も使えません。</translation>
    </message>
    <message>
        <source>If your cut or a cut in your hand fails, do not place an info token (and do not reveal the value). You cannot cut a wire indicated by an info token. P.S. Equipment 4 (Post-it) cannot be used.</source>
        <translation>あなたの切断、またはあなたの手札での切断が失敗したとき、情報トークンを置きません（値も明かしません）。情報トークンが示しているコードを切ってはいけません。追伸：装備4（付箋）は使えません。</translation>
    </message>
    <message>
        <source>You cannot cut the far-right wire (highest number) on teammates&apos; tile stands.</source>
        <translation>仲間のタイルスタンドの右端のコード（いちばん大きい値）を切ってはいけません。</translation>
    </message>
    <message>
        <source>You cannot cut the far-left wire (lowest number) on teammates&apos; tile stands.</source>
        <translation>仲間のタイルスタンドの左端のコード（いちばん小さい値）を切ってはいけません。</translation>
    </message>
    <message>
        <source>You cannot do a Solo Cut action.</source>
        <translation>ソロカットはできません。</translation>
    </message>
    <message>
        <source>If the cut fails, the detonator dial advances 2 spaces (instead of 1).</source>
        <translation>切断に失敗すると、ダイヤルが（1マスではなく）2マス進みます。</translation>
    </message>
    <message>
        <source>Instead of their action, a bomb disposal expert cuts a teammate&apos;s wire, saying “It is RED.” If that wire is not RED, the bomb explodes!</source>
        <translation>プレイヤーの1人が自分のアクションの代わりに「これは赤だ」と言って仲間のコードを切ります。そのコードが赤でなければ爆弾は爆発します！</translation>
    </message>
    <message>
        <source>4 bomb disposal experts consecutively cut EVEN numbers.</source>
        <translation>4人のプレイヤーが続けて偶数を切ります。</translation>
    </message>
    <message>
        <source>Uncut wires on a tile stand consist of 2-wire pairs (separated by cut wires).</source>
        <translation>あるタイルスタンドの切られていないコードが、（切られたコードで区切られた）2本組だけになっています。</translation>
    </message>
    <message>
        <source>The sum of the first 3 validation tokens used equals 18.</source>
        <translation>最初に使われた3つの検証トークンの合計が18です。</translation>
    </message>
    <message>
        <source>2 bomb disposal experts consecutively perform the SOLO Cut action.</source>
        <translation>2人のプレイヤーが続けてソロカットをします。</translation>
    </message>
    <message>
        <source>On a single tile stand, at least 5 uncut wires have been isolated (the adjacent wires have been cut).</source>
        <translation>1つのタイルスタンドで、切られていないコードが5本以上孤立しています（両隣のコードが切られています）。</translation>
    </message>
    <message>
        <source>3 bomb disposal experts consecutively cut sequential values (either up or down). Examples: 8-9-10 or 5-4-3.</source>
        <translation>3人のプレイヤーが続けて連続する値を（上りでも下りでも）切ります。例：8-9-10、5-4-3。</translation>
    </message>
    <message>
        <source>The first 2 validation tokens are put on these numbers (2 face-up Number cards lie here).</source>
        <translation>最初の2つの検証トークンがこれらの値に置かれます（ここに表向きの数字カードが2枚あります）。</translation>
    </message>
    <message>
        <source>A tile stand has only uncut ODD wires (a minimum of 6 wires). Ignore RED and YELLOW wires.</source>
        <translation>あるタイルスタンドの切られていないコードが奇数だけです（6本以上）。赤と黄のコードは数えません。</translation>
    </message>
    <message>
        <source>On a single tile stand, at least 7 wires have been cut, but the 2 wires on each end have not been cut yet.</source>
        <translation>1つのタイルスタンドで7本以上のコードが切られていて、両端の2本はまだ切られていません。</translation>
    </message>
    <message>
        <source>Constraint %1</source>
        <translation>制約カード%1</translation>
    </message>
    <message>
        <source>Challenge %1</source>
        <translation>チャレンジカード%1</translation>
    </message>
</context>
<context>
    <name>BustersClock</name>
    <message>
        <source>Time left: %1</source>
        <translation>残り時間：%1</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1（一時停止中）</translation>
    </message>
    <message>
        <source>The mission&apos;s timer: when it reaches 0:00, the bomb explodes. It pauses while the window is minimised or a dialog is open. Timers can be turned off in the Settings, for the next games.</source>
        <translation>ミッションのタイマーです。0:00になると爆弾が爆発します。ウィンドウを最小化している間やダイアログを開いている間は止まります。タイマーは設定でオフにできます（次のゲームから）。</translation>
    </message>
</context>
<context>
    <name>BustersMission</name>
    <message>
        <source>Mission %1: %2</source>
        <translation>ミッション%1：%2</translation>
    </message>
    <message>
        <source>Front: setup</source>
        <translation>表：準備</translation>
    </message>
    <message>
        <source>Back: mission rules</source>
        <translation>裏：ミッションのルール</translation>
    </message>
    <message>
        <source>Mission card</source>
        <translation>ミッションカード</translation>
    </message>
    <message>
        <source>Start the mission</source>
        <translation>ミッション開始</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>TRAINING, Day 1</source>
        <translation>訓練1日目</translation>
    </message>
    <message>
        <source>TRAINING, Day 2</source>
        <translation>訓練2日目</translation>
    </message>
    <message>
        <source>TRAINING, Day 3</source>
        <translation>訓練3日目</translation>
    </message>
    <message>
        <source>First Day in the Field</source>
        <translation>現場1日目</translation>
    </message>
    <message>
        <source>Second Day in the Field</source>
        <translation>現場2日目</translation>
    </message>
    <message>
        <source>Third Day in the Field</source>
        <translation>現場3日目</translation>
    </message>
    <message>
        <source>Last Day of Class</source>
        <translation>最後の授業</translation>
    </message>
    <message>
        <source>FINAL EXAM</source>
        <translation>最終試験</translation>
    </message>
    <message>
        <source>Lesson 1: How to cut a wire</source>
        <translation>レッスン1：コードの切り方</translation>
    </message>
    <message>
        <source>Lesson 2: How to cut a YELLOW wire</source>
        <translation>レッスン2：黄コードの切り方</translation>
    </message>
    <message>
        <source>Lesson 3: How (NOT!) to cut a RED wire</source>
        <translation>レッスン3：赤コードの切り方（切っちゃダメ！）</translation>
    </message>
    <message>
        <source>Time to put theory into practice!</source>
        <translation>理論を実践に移すときだ！</translation>
    </message>
    <message>
        <source>This is a minefield, not the yellow brick road...</source>
        <translation>ここは地雷原だ。黄色いレンガの道じゃないぞ……</translation>
    </message>
    <message>
        <source>What is bold, yellow, and ready for a new action? 4 YELLOW wires that must be cut!</source>
        <translation>大胆で、黄色くて、新しいアクションを待っているものは？ 切らなければならない4本の黄コードだ！</translation>
    </message>
    <message>
        <source>Looks like you&apos;re seeing double! Are you RED-y?</source>
        <translation>ものが二重に見えてきた？ 赤コードへの準備はいいか？</translation>
    </message>
    <message>
        <source>Today is the big day! Your training has led you here. Are you ready to face the fuse and pass the Final Exam?</source>
        <translation>いよいよ本番の日！ 訓練の成果を見せるときだ。導火線に立ち向かい、最終試験に合格する準備はいいか？</translation>
    </message>
    <message>
        <source>24 wires: only the wires numbered 1 to 6.

No equipment cards: none are available in this mission.

Default rules for every mission (they are not repeated):
- Set the detonator dial to the number of players.
- Each player takes 1 character card. You may use your Double Detector once per mission.
- Starting with the Captain and going clockwise, each player puts 1 info token in front of 1 of their blue wires, showing its value.
- Flip the mission card and put it at the bottom left of the board, where everyone can read its rules.</source>
        <translation>コード24本：1～6のコードだけを使います。

装備カードなし：このミッションでは装備カードを使えません。

すべてのミッションに共通の基本ルール（以降は繰り返しません）：
- 起爆ダイヤルをプレイヤー人数に合わせます。
- 各プレイヤーはキャラクターカードを1枚取ります。ダブル探知機は1ミッションに1回使えます。
- キャプテンから時計回りに、各プレイヤーは自分の青コード1本の前に、その値を示す情報トークンを1つ置きます。
- ミッションカードを裏返し、全員がルールを読めるようにボードの左下に置きます。</translation>
    </message>
    <message>
        <source>32 wires: numbers 1 to 8 only.

2 yellow wires, drawn at random from 1.1 to 7.1.

No equipment cards.

Reminder: the yellow info token can not be used during setup.</source>
        <translation>コード32本：1～8のみ。

黄コード2本（1.1～7.1から無作為に引きます）。

装備カードなし。

注意：準備のときに黄色の情報トークンは使えません。</translation>
    </message>
    <message>
        <source>40 wires: numbers 1 to 10 only.

1 red wire, drawn at random from 1.5 to 9.5.

From this mission on: deal as many equipment cards onto the board as there are players. Equipment 2 (Walkie-Talkies) and 12 (Label =) are replaced by other cards.</source>
        <translation>コード40本：1～10のみ。

赤コード1本（1.5～9.5から無作為に引きます）。

このミッションから：プレイヤー人数と同じ枚数の装備カードをボードに配ります。装備2（トランシーバー）と12（ラベル=）は、ほかのカードと入れ替えます。</translation>
    </message>
    <message>
        <source>All 48 blue wires (from now on you always play with every blue wire).

1 red wire.

2 yellow wires.

2 players: 1 red wire and 4 yellow wires.</source>
        <translation>青コード48本すべて（以降は常に青コードをすべて使います）。

赤コード1本。

黄コード2本。

2人：赤コード1本と黄コード4本。</translation>
    </message>
    <message>
        <source>1 red wire.

2 out of 3 yellow wires: draw 3 yellow wires, put the 3 yellow markers with the “?” side up on their values, then add 2 of them, unseen, to the blue wires and set the third aside without looking at it.

2 players: 2 red wires, 2 out of 3 yellow wires.</source>
        <translation>赤コード1本。

黄コード3本中2本：黄コードを3本引き、黄マーカー3つを「？」の面を上にしてその値の位置に置きます。そのうち2本を見ずに青コードに加え、残る1本は見ずに脇に置きます。

2人：赤コード2本、黄コード3本中2本。</translation>
    </message>
    <message>
        <source>1 red wire.

4 yellow wires.

2 players: 2 red wires, 4 yellow wires.</source>
        <translation>赤コード1本。

黄コード4本。

2人：赤コード2本、黄コード4本。</translation>
    </message>
    <message>
        <source>1 out of 2 red wires: draw 2 red wires, put the 2 red markers with the “?” side up on their values, then add 1 of them, unseen, to the blue wires and set the other aside without looking at either.

2 players: 1 out of 3 red wires.</source>
        <translation>赤コード2本中1本：赤コードを2本引き、赤マーカー2つを「？」の面を上にしてその値の位置に置きます。どちらも見ずに、1本を青コードに加え、もう1本を脇に置きます。

2人：赤コード3本中1本。</translation>
    </message>
    <message>
        <source>1 out of 2 red wires.

2 out of 3 yellow wires.

2 players: 1 out of 3 red wires, 4 yellow wires.</source>
        <translation>赤コード2本中1本。

黄コード3本中2本。

2人：赤コード3本中1本、黄コード4本。</translation>
    </message>
    <message>
        <source>On their turn, a player must cut wires, with one of these actions:

- Dual Cut: cut 2 matching wires, 1 from a teammate and 1 of your own. Point to a teammate&apos;s wire and state its value (“This wire is a 9”). If you are right, both wires are revealed and put face up in front of their stands, without shifting. If not, the detonator dial advances 1 space (on the skull the bomb explodes), and your teammate puts an info token in front of the wire to show its true value. Never reveal which of your wires you meant to cut.
- Solo Cut: you hold all the remaining wires of a value (all 4, or the last 2 after 2 were cut): reveal them all and put them face up in front of your stand.</source>
        <translation>自分の手番には、次のどちらかのアクションでコードを切らなければなりません。

- デュアルカット：仲間のコード1本と自分のコード1本、同じ値の2本を切ります。仲間のコードを指して、その値を宣言します（「このコードは9です」）。正しければ2本とも公開し、位置をずらさずに、それぞれのスタンドの前に表向きで置きます。間違っていればダイヤルが1マス進み（ドクロに達すると爆弾が爆発します）、仲間はそのコードの前に、本当の値を示す情報トークンを置きます。自分のどのコードを切るつもりだったかは、決して明かしてはいけません。
- ソロカット：ある値の残りのコードをすべて自分が持っている場合（4本すべて、または2本切られた後の残り2本）、それらをすべて公開し、自分のスタンドの前に表向きで置きます。</translation>
    </message>
    <message>
        <source>Dual Cut and Solo Cut work as before.

New: cut the yellow wires! Yellow wires are cut like blue wires; all yellow wires have the same value. To cut one, hold a yellow wire yourself, point to a teammate&apos;s wire and say “This wire is yellow”.

If a yellow wire is pointed at by mistake, the yellow info token shows its value.</source>
        <translation>デュアルカットとソロカットはこれまでどおりです。

新ルール：黄コードを切ろう！ 黄コードは青コードと同じように切ります。黄コードはすべて同じ値です。切るには、自分が黄コードを持った状態で仲間のコードを指し、「このコードは黄色です」と宣言します。

黄コードが間違って指された場合は、黄色の情報トークンでその値を示します。</translation>
    </message>
    <message>
        <source>New: RED wires. If a red wire is cut, the bomb explodes at once and the mission fails!

New action: Reveal Your Red Wires. If only red wires are left in your hand at the start of your turn, you must reveal them. You then take no more actions this mission; your teammates go on.

New: equipment cards. Equipment is not usable at the start. Cut 2 wires of the value shown on a card to bring it into play. Each card is used once, then turned face down.</source>
        <translation>新ルール：赤コード。赤コードが切られると、爆弾はただちに爆発し、ミッションは失敗です！

新アクション：赤いコードを公開する。手番の開始時に手札に赤コードしか残っていなければ、それを公開しなければなりません。その後、あなたはこのミッションでアクションを行いませんが、仲間たちは続けます。

新ルール：装備カード。装備は最初は使えません。カードに書かれた値のコードを2本切ると、使えるようになります。各カードは1回使ったら裏向きにします。</translation>
    </message>
    <message>
        <source>Everything you have learned so far:

- Equipment becomes usable once 2 wires of its value are cut.
- The 2 yellow wires are cut together (with 2 players there are 4, cut 2 by 2).
- The red wire must never be cut: it is revealed only when it is the last wire left in a player&apos;s hand.</source>
        <translation>これまでに学んだことのまとめ：

- 装備は、その値のコードが2本切られると使えるようになります。
- 2本の黄コードは一緒に切ります（2人プレイでは4本あり、2本ずつ切ります）。
- 赤コードは決して切ってはいけません。プレイヤーの手札に残った最後のコードになったときにだけ公開します。</translation>
    </message>
    <message>
        <source>New: “2 out of 3”. 2 yellow wires have to be cut together, but those 2 wires could have 3 possible values.</source>
        <translation>新ルール：「3本中2本」。黄コード2本を一緒に切らなければなりませんが、その2本の値は3通りの候補のどれかです。</translation>
    </message>
    <message>
        <source>New: 4 yellow wires. The 4 yellow wires all have the value “yellow”: they are cut like any 4 wires of one value, most often 2 at a time by a Dual Cut, or by a Solo Cut when one player holds all the yellow wires left (all 4, or the last 2).</source>
        <translation>新ルール：黄コード4本。4本の黄コードの値はすべて「黄色」で、ほかの値の4本と同じように切ります。たいていはデュアルカットで2本ずつ切りますが、残りの黄コード（4本すべて、または最後の2本）を1人が全部持っていれば、ソロカットでも切れます。</translation>
    </message>
    <message>
        <source>New: “1 out of 2”. There is only one red wire in play, but it could have 2 possible values (3 with 2 players).</source>
        <translation>新ルール：「2本中1本」。使われる赤コードは1本だけですが、その値は2通りの候補のどちらかです（2人プレイでは3通り）。</translation>
    </message>
    <message>
        <source>No special rules: apply everything you have learned, and good luck!

Failure: luckily it was a fake bomb... study some more and retake the test.

Success: well done! You are now official members of the BOMB BUSTERS brigade. The box of missions 9-19 opens.</source>
        <translation>特別ルールなし：学んだことをすべて生かそう。幸運を祈る！

失敗：幸い、偽物の爆弾だった……もっと勉強して再試験を受けよう。

成功：よくやった！ これで君たちはボムバスターズ隊の正式な隊員だ。ミッション9～19のサプライズボックスを開けよう。</translation>
    </message>
    <message>
        <source>Mission %1</source>
        <translation>ミッション%1</translation>
    </message>
    <message>
        <source>Knit a Wire, Purl a Wire...</source>
        <translation>表編み、裏編み……</translation>
    </message>
    <message>
        <source>The Captain has a special mission and nobody else can help. One special wire will need a crafty Captain&apos;s touch!</source>
        <translation>キャプテンには特別な任務があり、誰も手伝えません。1本の特別なコードには、キャプテンの器用な手さばきが必要です！</translation>
    </message>
    <message>
        <source>2 red wires.

When wires are dealt, the Captain flips 1 of their wires around without looking at it and places it at the far right end of their tile stand. Its value faces their teammates, and it is most likely out of order.

2 players: 3 red wires.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード2本。

コードが配られたら、キャプテンは自分のコードを1本、見ないで裏返し、タイルスタンドの右端に置きます。その値は仲間の側を向き、たいてい順番どおりではありません。

2人：赤コード3本。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>The Captain is the only bomb disposal expert who can cut the flipped wire. They must cut it themselves with a regular cut action, without using equipment or a Double Detector. If that cut fails, the bomb explodes.

No one else can cut the Captain&apos;s flipped wire. A bomb disposal expert with no other possibility than to cut it skips their turn, and the detonator advances 1 space.

FAQ: if the flipped wire is RED, the Captain reveals it once every wire they have left is red (Reveal Your Red Wires).</source>
        <translation>裏返されたコードを切れるのはキャプテンだけです。キャプテンは装備もダブル探知機も使わずに、通常の切断アクションで自分で切らなければなりません。その切断に失敗すると、爆弾は爆発します。

ほかの人はキャプテンの裏返されたコードを切れません。それを切る以外に何もできないプレイヤーは手番を飛ばし、ダイヤルが1マス進みます。

よくある質問：裏返されたコードが赤なら、キャプテンは残りのコードがすべて赤になったときに公開します（「赤いコードを公開する」）。</translation>
    </message>
    <message>
        <source>With One Hand Tied Behind My Back...</source>
        <translation>片手を縛られて……</translation>
    </message>
    <message>
        <source>Some constraints we choose, others we don&apos;t... but eventually, we break free from limitations and reach our true potential!</source>
        <translation>自分で選ぶ制約もあれば、選べない制約もある……それでも、いつかは限界を打ち破り、本当の力を発揮できるのです！</translation>
    </message>
    <message>
        <source>2 out of 3 red wires.

Put the 5 Constraint cards A to E face up on the table. Before taking info tokens, starting with the Captain and going clockwise, each player chooses 1 card and puts it face up in front of them. With fewer than 5 players, the extra Constraint cards are discarded.

2 players: we advise against choosing both A and B, or both C and D.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード3本のうち2本。

制約カードA～Eの5枚を表向きに並べます。情報トークンを取る前に、キャプテンから時計回りに、各自1枚を選んで自分の前に表向きに置きます。5人未満のときは、残った制約カードを捨てます。

2人：AとB、またはCとDを両方選ぶことはおすすめしません。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>Each player must apply their constraint.

When a bomb disposal expert cannot apply their constraint at the start of their turn, they flip the card face down and play as usual for the rest of the game.

FAQ: once a Constraint card is flipped, the player plays normally even if they later get a matching wire back through the Walkie-Talkies.</source>
        <translation>各自、自分の制約を守らなければなりません。

手番の開始時に自分の制約を守れないプレイヤーは、そのカードを裏返し、以後はふつうにプレイします。

よくある質問：制約カードを裏返したあとは、トランシーバーで条件に合うコードが戻ってきても、ふつうにプレイします。</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1さんが%2を取りました。</translation>
    </message>
    <message>
        <source>%1 cannot apply %2 and flips it face down: they play as usual from now on.</source>
        <translation>%1さんは%2を守れないので裏返しました。以後はふつうにプレイします。</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1を取る</translation>
    </message>
    <message>
        <source>Take Constraint card %1? You must apply it for the whole mission, until you cannot.</source>
        <translation>制約カード%1を取りますか？ 守れなくなるまで、ミッションの間ずっと守らなければなりません。</translation>
    </message>
    <message>
        <source>Starting with the Captain and going clockwise, each player chooses 1 Constraint card from A to E and puts it face up in front of them.</source>
        <translation>キャプテンから時計回りに、各自A～Eの制約カードを1枚選んで自分の前に表向きに置きます。</translation>
    </message>
    <message>
        <source>%1, choose your Constraint card.</source>
        <translation>%1さん、制約カードを選んでください。</translation>
    </message>
    <message>
        <source>Pranks-A-Plenty</source>
        <translation>いたずらだらけ</translation>
    </message>
    <message>
        <source>You have met some bad apples in your time, but this creepy Clown has got to be the scariest. Either adapt to his confounding logic every round, or BOOM.</source>
        <translation>これまでにも悪いやつには会ってきたけれど、この不気味なピエロがいちばん怖い。毎ラウンド、彼のでたらめな理屈に合わせるか、さもなくばドカーン。</translation>
    </message>
    <message>
        <source>2 red wires.

Shuffle the 12 Constraint cards face down into a deck near the board, then flip the top card face up.

2 players: 3 red wires.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード2本。

制約カード12枚を裏向きにシャッフルしてボードの近くに山札を作り、いちばん上のカードを表にします。

2人：赤コード3本。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>All the bomb disposal experts must apply the visible constraint.

At the start of each player&apos;s turn, the Captain may, after consulting the others, replace the visible Constraint card with the top card of the deck.

If the active bomb disposal expert cannot play because of the constraint, they say so and skip their turn (the detonator does not advance).

The constraints do not apply to Reveal Your Red Wires.

FAQ: once the deck is empty, play goes on without any constraint.</source>
        <translation>全員が表になっている制約を守らなければなりません。

各自の手番の開始時に、キャプテンはほかの人と相談したうえで、表の制約カードを山札のいちばん上のカードと入れ替えられます。

手番のプレイヤーが制約のせいでプレイできないときは、そう言って手番を飛ばします（ダイヤルは進みません）。

制約は「赤いコードを公開する」には適用されません。

よくある質問：山札がなくなったら、制約なしでプレイを続けます。</translation>
    </message>
    <message>
        <source>The card in force is now: %1.</source>
        <translation>いま有効なカード：%1</translation>
    </message>
    <message>
        <source>Keep the card</source>
        <translation>このカードのまま</translation>
    </message>
    <message>
        <source>The visible Constraint card stays for this turn.</source>
        <translation>表の制約カードはこの手番もそのままです。</translation>
    </message>
    <message>
        <source>Replace the card</source>
        <translation>カードを入れ替える</translation>
    </message>
    <message>
        <source>Replace the visible Constraint card with the top card of the deck?</source>
        <translation>表の制約カードを山札のいちばん上のカードと入れ替えますか？</translation>
    </message>
    <message>
        <source>At the start of each player&apos;s turn, the Captain may replace the visible Constraint card with a new card from the top of the deck. Once the deck is empty, no constraint applies.</source>
        <translation>各自の手番の開始時に、キャプテンは表の制約カードを山札のいちばん上の新しいカードと入れ替えられます。山札がなくなると、制約はなくなります。</translation>
    </message>
    <message>
        <source>Constraint deck</source>
        <translation>制約カードの山札</translation>
    </message>
    <message>
        <source>The Constraint cards left, face down. At the start of each turn the Captain may replace the visible card with the top one.</source>
        <translation>裏向きで残っている制約カード。各手番の開始時に、キャプテンは表のカードをいちばん上のカードと入れ替えられます。</translation>
    </message>
    <message>
        <source>%1, Captain: keep the visible Constraint card for this turn, or replace it?</source>
        <translation>%1さん（キャプテン）：この手番、表の制約カードをそのままにしますか、入れ替えますか？</translation>
    </message>
    <message>
        <source>Joker&apos;s Gone Wild</source>
        <translation>ジョーカー、暴走す</translation>
    </message>
    <message>
        <source>He is either screwy or has a loose wire: every time you make progress, he moves the goalposts! This clown is really getting on your nerves.</source>
        <translation>頭がおかしいのか、線が1本ゆるんでいるのか。前に進むたびに、彼はゴールを動かす！ このピエロには本当にいらいらさせられます。</translation>
    </message>
    <message>
        <source>2 red wires.

Shuffle the 12 Constraint cards face down into a deck near the board. Flip the first card face up.

2 players: 3 red wires.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード2本。

制約カード12枚を裏向きにシャッフルしてボードの近くに山札を作ります。最初のカードを表にします。

2人：赤コード3本。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>All the bomb disposal experts must apply the visible constraint on their turn.

Each time the 4 wires of a value have been cut, replace the visible Constraint card with the top card of the deck.

If the active bomb disposal expert cannot play because of the constraint, they say so and skip their turn (the detonator does not advance). But if none of the bomb disposal experts can play during a whole round, the detonator advances 1 space and the constraint is replaced.

Once the deck is empty, no more constraints are used.

The constraints do not apply to Reveal Your Red Wires.</source>
        <translation>全員が自分の手番に表の制約を守らなければなりません。

ある値のコード4本がすべて切られるたびに、表の制約カードを山札のいちばん上のカードと入れ替えます。

手番のプレイヤーが制約のせいでプレイできないときは、そう言って手番を飛ばします（ダイヤルは進みません）。ただし、1ラウンドの間に誰もプレイできなかったときは、ダイヤルが1マス進み、制約カードを入れ替えます。

山札がなくなったら、以後は制約を使いません。

制約は「赤いコードを公開する」には適用されません。</translation>
    </message>
    <message>
        <source>The last card, %1, is turned up: the deck is empty, so no constraint applies any more.</source>
        <translation>最後の%1が表になりました。山札がなくなったので、これ以降は制約がありません。</translation>
    </message>
    <message>
        <source>Nobody could play for a whole round: the detonator advances and the Constraint card is replaced.</source>
        <translation>1ラウンドの間、誰もプレイできませんでした。ダイヤルが進み、制約カードが入れ替わります。</translation>
    </message>
    <message>
        <source>The Constraint cards left, face down. The visible card is replaced each time the 4 wires of a value are cut.</source>
        <translation>裏向きで残っている制約カード。ある値のコード4本が切られるたびに、表のカードが入れ替わります。</translation>
    </message>
    <message>
        <source>No Link, Single Wire</source>
        <translation>ひとりぼっちのコード</translation>
    </message>
    <message>
        <source>This lonely wire is hardwired!</source>
        <translation>この孤独なコードは筋金入り！</translation>
    </message>
    <message>
        <source>2 out of 3 red wires.

4 yellow wires.

Before shuffling the red and yellow wires into the blue ones, give each bomb disposal expert 1 blue wire face down per tile stand. It is not sorted but put at the far right end of the stand, with an X token in front of it. Then shuffle the other wires and deal them as usual.

Equipment 2 (Walkie-Talkies) is replaced by another card.

2 players: 3 red wires, 4 yellow wires.

Rule sticker A: the False Bottom joins the equipment pile.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード3本のうち2本。

黄コード4本。

赤コードと黄コードを青コードに混ぜる前に、各プレイヤーにタイルスタンド1台につき青コードを1本ずつ裏向きで配ります。このコードは並べ替えず、スタンドの右端に置き、その前にXトークンを置きます。それから残りのコードをシャッフルして、いつもどおり配ります。

装備2（トランシーバー）は別のカードと入れ替えます。

2人：赤コード3本、黄コード4本。

ルールシールA：二重底を装備カードの山に混ぜます。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>The wires with X tokens can be cut in the normal way (Dual Cut or Solo Cut), but only once all 4 yellow wires have been cut.

Equipment cards can not be used on X wires: X wires ignore all equipment, personal equipment, the Super Detector and the General Radar included.</source>
        <translation>Xトークンのあるコードは通常の方法（デュアルカットまたはソロカット）で切れますが、黄コード4本がすべて切られてからです。

Xコードには装備カードを使えません。Xコードには、個人装備、スーパー探知機、全体レーダーを含め、どの装備も働きません。</translation>
    </message>
    <message>
        <source>The Big Bad Wolf</source>
        <translation>悪いオオカミ</translation>
    </message>
    <message>
        <source>The latest reports reveal a new serial bomber with a nefarious nickname; but who&apos;s afraid of The Big Bad Wolf? Not you! Not you!</source>
        <translation>最新の報告によると、不吉なあだ名を持つ連続爆弾魔が現れました。その名も「オオカミ」。でも、オオカミなんてこわくない！ そう、あなたはこわくない！</translation>
    </message>
    <message>
        <source>2 red wires.

2 yellow wires.

The last wire dealt to each tile stand is not sorted: it goes at the far right end of the stand, whatever its value, with an X token in front of it.

Equipment 2 (Walkie-Talkies) is replaced by another card.

2 players: 2 out of 3 red wires, 4 yellow wires.

Rule sticker A: the False Bottom joins the equipment pile.</source>
        <translation>赤コード2本。

黄コード2本。

各タイルスタンドに最後に配られたコードは並べ替えません。値に関係なくスタンドの右端に置き、その前にXトークンを置きます。

装備2（トランシーバー）は別のカードと入れ替えます。

2人：赤コード3本のうち2本、黄コード4本。

ルールシールA：二重底を装備カードの山に混ぜます。</translation>
    </message>
    <message>
        <source>There are no special rules: play as usual, and remember that X tokens point to wires that are not in order.

Equipment cards can not be used on X wires: X wires ignore all equipment, personal equipment, the Super Detector and the General Radar included.</source>
        <translation>特別なルールはありません。いつもどおりプレイします。Xトークンの付いたコードは順番どおりに並んでいないことを忘れずに。

Xコードには装備カードを使えません。Xコードには、個人装備、スーパー探知機、全体レーダーを含め、どの装備も働きません。</translation>
    </message>
    <message>
        <source>X wire</source>
        <translation>Xコード</translation>
    </message>
    <message>
        <source>The last wire dealt to this stand, out of order at its far right. No equipment touches it.</source>
        <translation>このスタンドに最後に配られたコード。並べ替えずに右端に置かれています。どの装備も働きません。</translation>
    </message>
    <message>
        <source>A blue wire dealt first, out of order at the far right of the stand. It can be cut normally once all 4 yellow wires are cut; no equipment touches it.</source>
        <translation>最初に配られた青コード。順番どおりでなくスタンドの右端にあります。黄コード4本がすべて切られると通常どおり切れます。どの装備も働きません。</translation>
    </message>
    <message>
        <source>Latin Bombshell</source>
        <translation>ラテンの爆弾娘</translation>
    </message>
    <message>
        <source>“Para bailar la Bamba...”, which means “Shoot, another bomb” in Spanish (well, not really: something is always lost in translation). This bomb is a hot one, so keep a cool head!</source>
        <translation>「ラ・バンバを踊るには……」はスペイン語で「しまった、また爆弾だ」という意味です（まあ、違いますが。翻訳ではいつも何かが失われます）。この爆弾は熱いので、頭は冷静に！</translation>
    </message>
    <message>
        <source>1 out of 3 red wires.

Yellow wires: as many as players (at most 4). They are tripwires: do not shuffle them with the other wires, deal 1 face down to each bomb disposal expert (with 5 players, none to the Captain).

Set the detonator dial to the space shown on the card (1 space from the skull).

Instead of choosing their info token, everyone takes 1 at random and puts it in front of a matching wire, or beside their hand if they have none.

The False Bottom is replaced by another card.

2 players: 2 out of 3 red wires, 2 yellow wires.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード3本のうち1本。

黄コード：プレイヤーの人数と同じ本数（最大4本）。これはワナのコードです。ほかのコードと混ぜずに、各プレイヤーに1本ずつ裏向きで配ります（5人のときはキャプテンには配りません）。

ダイヤルをカードに示されたマス（ドクロから1マス）に合わせます。

情報トークンを選ぶ代わりに、各自1枚を無作為に取り、一致するコードの前に置きます。一致するコードがなければ手札の横に置きます。

二重底は別のカードと入れ替えます。

2人：赤コード3本のうち2本、黄コード2本。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>The yellow wires (tripwires) are not cut in the regular way: they are cut one by one.

Special action for this mission: on their turn, a bomb disposal expert may point out 1 of their teammates&apos; tripwires. If they are right, the yellow wire is revealed and the detonator moves back 1 space. If not, 1 info token is put there and the detonator advances 1 space!

A bomb disposal expert with only their own tripwire (and any red wires) in hand skips their turn.

FAQ: if the pointed wire is RED, the bomb explodes.</source>
        <translation>黄コード（ワナのコード）は通常の方法では切らず、1本ずつ切ります。

このミッションの特別アクション：自分の手番に、仲間のワナのコードを1本指すことができます。当たれば、その黄コードが公開され、ダイヤルが1マス戻ります。はずれなら、そこに情報トークンを1枚置き、ダイヤルが1マス進みます！

手札に自分のワナのコード（と赤コード）しかないプレイヤーは手番を飛ばします。

よくある質問：指したコードが赤なら、爆弾は爆発します。</translation>
    </message>
    <message>
        <source>%1 points at %2: “This is a tripwire.”</source>
        <translation>%1さんが%2を指しました：「これはワナのコードだ」</translation>
    </message>
    <message>
        <source>Tripwire: %1</source>
        <translation>ワナのコード：%1</translation>
    </message>
    <message>
        <source>Point at %1 as a tripwire? Right: it is revealed and the dial moves back 1. Wrong: an info token and the dial advances 1. Red: the bomb explodes.</source>
        <translation>%1をワナのコードとして指しますか？ 当たり：公開され、ダイヤルが1戻ります。はずれ：情報トークンが置かれ、ダイヤルが1進みます。赤：爆弾が爆発します。</translation>
    </message>
    <message>
        <source>On their turn, a bomb disposal expert may point out 1 of their teammates&apos; tripwires (yellow wires). Right: revealed, detonator back 1. Wrong: an info token, detonator forward 1.</source>
        <translation>自分の手番に、仲間のワナのコード（黄コード）を1本指すことができます。当たり：公開、ダイヤル1戻る。はずれ：情報トークン、ダイヤル1進む。</translation>
    </message>
    <message>
        <source>%1, your turn: click a teammate&apos;s wire to cut it, or to point it out as a tripwire (a yellow wire).</source>
        <translation>%1さんの手番：切る仲間のコードをクリックするか、ワナのコード（黄コード）として指すコードをクリックしてください。</translation>
    </message>
    <message>
        <source>Nano the Robot</source>
        <translation>ロボットのナノ</translation>
    </message>
    <message>
        <source>Welcome to the future! Nano is the cutting edge of bomb disposal technology, but we are not certain whether it is helping or making things more difficult...</source>
        <translation>未来へようこそ！ ナノは最先端の爆弾処理技術ですが、助けになっているのか、ややこしくしているのかは定かではありません……</translation>
    </message>
    <message>
        <source>3 red wires.

Put Nano the Robot on space 1 of the board.

When the wires are dealt, deal some face down to Nano without looking at them: 5 wires with 2 players, 4 with 3-4 players, 3 with 5 players.

2 players: the Captain draws their info token at random.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード3本。

ロボットのナノをボードの「1」のマスに置きます。

コードを配るとき、見ないでナノにも裏向きで配ります：2人なら5本、3～4人なら4本、5人なら3本。

2人：キャプテンは情報トークンを無作為に引きます。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>At the end of each turn, Nano advances 1 space. When it reaches space 12 it turns around, and its next move goes to 11.

When the active bomb disposal expert cuts wires of the value of Nano&apos;s space, they take a wire from the robot and, without showing it, put it in order in their hand (with 2 tile stands, they choose which stand).

To defuse the bomb, all wires must be cut (or red wires revealed), even Nano&apos;s.

The Coffee Mug does not stop Nano from advancing.</source>
        <translation>各手番の終わりに、ナノは1マス進みます。12のマスに着くと向きを変え、次は11に進みます。

手番のプレイヤーがナノのいるマスの値のコードを切ったら、ロボットからコードを1本取り、見せずに手札の順番どおりの位置に入れます（タイルスタンドが2台なら、どちらに入れるか選びます）。

爆弾を解除するには、ナノのものも含めてすべてのコードを切る（または赤いコードを公開する）必要があります。

コーヒーマグを使っても、ナノは進みます。</translation>
    </message>
    <message>
        <source>Nano moves to space %1.</source>
        <translation>ナノが%1のマスに進みました。</translation>
    </message>
    <message>
        <source>Put it on stand %1</source>
        <translation>スタンド%1に入れる</translation>
    </message>
    <message>
        <source>With 2 tile stands, you choose which stand receives Nano&apos;s wire; it goes in order.</source>
        <translation>タイルスタンドが2台なら、ナノのコードをどちらのスタンドに入れるか選びます。順番どおりの位置に入ります。</translation>
    </message>
    <message>
        <source>stand 1</source>
        <translation>スタンド1</translation>
    </message>
    <message>
        <source>stand 2</source>
        <translation>スタンド2</translation>
    </message>
    <message>
        <source>Nano advances 1 space at the end of every turn and turns around at 12. Cutting wires of its space&apos;s value gives you one of its wires.</source>
        <translation>ナノは毎手番の終わりに1マス進み、12で向きを変えます。そのマスの値のコードを切ると、ナノのコードを1本もらえます。</translation>
    </message>
    <message>
        <source>Nano&apos;s wire: %1</source>
        <translation>ナノのコード：%1</translation>
    </message>
    <message>
        <source>The wire you take from Nano. Only you see it; choose the stand it goes on.</source>
        <translation>ナノから取ったコード。あなたにしか見えません。入れるスタンドを選んでください。</translation>
    </message>
    <message>
        <source>%1, you take a wire from Nano: which stand does it go on?</source>
        <translation>%1さん、ナノからコードを1本取ります。どちらのスタンドに入れますか？</translation>
    </message>
    <message>
        <source>Underwater Pressure</source>
        <translation>水中の重圧</translation>
    </message>
    <message>
        <source>Rabbit the Red is an infamous pirate with a penchant for explosives. It is time to learn how to use oxygen tanks... and manage the pressure of cutting wires deep underwater!</source>
        <translation>赤毛のラビットは爆発物に目がない悪名高い海賊です。酸素ボンベの使い方を覚えて、深い水中でコードを切る重圧に耐えましょう！</translation>
    </message>
    <message>
        <source>1 out of 3 red wires.

Put 2 Oxygen tokens per bomb disposal expert in the Reserve (6 tokens with 3 players).

Equipment 10 (X or Y Ray) is replaced by another card, and the new character with the X or Y Ray is not used.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード3本のうち1本。

1人につき酸素トークン2枚をリザーブに置きます（3人なら6枚）。

装備10（X/Y線）は別のカードと入れ替え、X/Y線を持つ新しいキャラクターは使いません。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>To do a cut action, a bomb disposal expert must first take from the Reserve as many Oxygen tokens as the depth: wires 1-4: 1 token; wires 5-8: 2 tokens; wires 9-12: 3 tokens.

At the start of the Captain&apos;s turn, all Oxygen tokens go back to the Reserve.

A bomb disposal expert who cannot play for lack of Oxygen tokens skips their turn, and the detonator advances 1 space.

Under water you cannot speak: the only sign allowed is a thumbs up when you need more oxygen.</source>
        <translation>切断アクションをするには、まずその深さの分だけ酸素トークンをリザーブから取らなければなりません：コード1～4は1枚、5～8は2枚、9～12は3枚。

キャプテンの手番の開始時に、酸素トークンはすべてリザーブに戻ります。

酸素トークンが足りずにプレイできないプレイヤーは手番を飛ばし、ダイヤルが1マス進みます。

水中では話せません。酸素がほしいときに親指を立てる合図だけが許されます。</translation>
    </message>
    <message>
        <source>%1 takes Oxygen from the Reserve: %2 (%3 left).</source>
        <translation>%1さんがリザーブから酸素を取りました：%2（残り%3）。</translation>
    </message>
    <message>
        <source>The Oxygen tokens go back to the Reserve: %1.</source>
        <translation>酸素トークンがリザーブに戻りました：%1。</translation>
    </message>
    <message>
        <source>Oxygen reserve</source>
        <translation>酸素のリザーブ</translation>
    </message>
    <message>
        <source>A cut takes 1 token for wires 1-4, 2 for 5-8, 3 for 9-12. All tokens come back at the start of the Captain&apos;s turn.</source>
        <translation>切断ごとに、コード1～4は1枚、5～8は2枚、9～12は3枚を使います。キャプテンの手番の開始時にすべて戻ります。</translation>
    </message>
    <message>
        <source>Secret Agent</source>
        <translation>秘密諜報員</translation>
    </message>
    <message>
        <source>“The name is Bomb, James Bomb Jr.”</source>
        <translation>「ボム。ジェームズ・ボム・ジュニアだ」</translation>
    </message>
    <message>
        <source>4 yellow wires: 5.1, 6.1, 7.1 and 8.1.

Equipment 7 (Emergency Batteries) is replaced by another card.

2 players: the Captain puts no info token in front of their stand during setup.

Rule sticker A: the False Bottom joins the equipment pile.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>黄コード4本：5.1、6.1、7.1、8.1。

装備7（非常用バッテリー）は別のカードと入れ替えます。

2人：キャプテンは準備で情報トークンを置きません。

ルールシールA：二重底を装備カードの山に混ぜます。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>All the 7 wires (ahem, 007 wires) must be cut last.

Special action for this mission: when a bomb disposal expert has only 7s left in hand at the start of their turn, they must cut all four 7 wires at the same time. If the action fails, the bomb explodes.

A 7 found by mistake earlier in the mission is an ordinary failed cut: an info token in front of it, and the detonator advances 1 space.</source>
        <translation>7のコード（おっと、007のコード）はすべて最後に切らなければなりません。

このミッションの特別アクション：手番の開始時に手札が7だけになったプレイヤーは、4本の7のコードをすべて同時に切らなければなりません。失敗すると爆弾が爆発します。

ミッションの途中で7をうっかり見つけたときは、ふつうの失敗として扱います（その前に情報トークンを置き、ダイヤルが1マス進みます）。</translation>
    </message>
    <message>
        <source>%1 has only 7s left: all four 7s must be cut at once.</source>
        <translation>%1さんの手札は7だけです。4本の7を同時に切らなければなりません。</translation>
    </message>
    <message>
        <source>%1 points at the four 7s: %2.</source>
        <translation>%1さんが4本の7を指しました：%2。</translation>
    </message>
    <message>
        <source>Cut the four 7s</source>
        <translation>4本の7を切る</translation>
    </message>
    <message>
        <source>You have only 7s left: point at all four 7 wires now (yours are pointed for you). If one is not a 7, the bomb explodes.</source>
        <translation>手札は7だけです。4本の7のコードをいま指してください（自分の7は自動で指されます）。7でないものがあれば、爆弾が爆発します。</translation>
    </message>
    <message>
        <source>When a bomb disposal expert has only 7s left at the start of their turn, they must cut all four 7 wires at the same time. If it fails, the bomb explodes.</source>
        <translation>手番の開始時に手札が7だけになったプレイヤーは、4本の7のコードを同時に切らなければなりません。失敗すると爆弾が爆発します。</translation>
    </message>
    <message>
        <source>The 4 Noble Wires</source>
        <translation>4本の高貴なコード</translation>
    </message>
    <message>
        <source>According to Dr. Strangewire, cutting the right 4 wires at just the right time will reveal invaluable information!</source>
        <translation>ストレンジコード博士によれば、正しい4本のコードを絶好のタイミングで切れば、かけがえのない情報が明らかになるそうです！</translation>
    </message>
    <message>
        <source>2 out of 3 red wires.

4 yellow wires.

Do not put the Equipment cards on the board.

Put any Number card face up on the first equipment space of the board.

Take 8 Number cards at random, face down, and make a deck near the board.

Instead of choosing their info token, everyone takes 1 at random and puts it in a correct place in front of their tile stand (or beside their hand if they have no wire of its value). A yellow info token drawn goes back and another is drawn.

2 players: 3 red wires, 4 yellow wires.

Rule sticker A: the False Bottom joins the equipment pile (with no Equipment cards on the board, it never comes into play).

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード3本のうち2本。

黄コード4本。

装備カードはボードに置きません。

好きな数字カードを1枚、ボードの最初の装備スペースに表向きで置きます。

数字カードを無作為に8枚、裏向きで取り、ボードの近くに山札を作ります。

各自、情報トークンを選ぶ代わりに1枚を無作為に取り、自分のタイルスタンドの前の正しい位置に置きます（その値のコードがなければ手札の横に置きます）。黄色の情報トークンを引いたら戻して、引き直します。

2人：赤コード3本、黄コード4本。

ルールシールA：二重底を装備カードの山に混ぜます（ボードに装備カードがないので、使われることはありません）。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>The 4 wires of the value of the face-up Number card must be cut at the same time.

Special action for this mission: point at and cut the 4 wires of the Number card&apos;s value (without personal equipment), even if you have none of them in your hand. If you fail, the bomb explodes!

Until this special action has been done, at the end of each round, before the Captain&apos;s turn, discard the top card of the Number deck.

Once it is done, deal all the cards left in the deck face down among the bomb disposal experts, as evenly as possible, starting with the Captain and going clockwise. Then each bomb disposal expert puts 1 info token of a value of the Number cards they received in front of a wire of that value. If they have no more info tokens of that value, they ignore it.

FAQ: a Number card of a value not in your hand, or no longer in the game, is ignored (no info token).</source>
        <translation>表向きの数字カードの値の4本のコードは、同時に切らなければなりません。

このミッションの特別アクション：数字カードの値の4本のコードを指して切ります（個人装備は使えません）。手札にその値のコードが1本もなくてもかまいません。失敗すると爆弾が爆発します！

この特別アクションが行われるまで、各ラウンドの終わり、キャプテンの手番の前に、数字カードの山札のいちばん上のカードを捨てます。

特別アクションが行われたら、山札に残っているカードをすべて、キャプテンから時計回りに、できるだけ均等にプレイヤーに裏向きで配ります。それから各自、受け取った数字カードの値の情報トークンを1枚、その値のコードの前に置きます。その値の情報トークンが残っていなければ、そのカードは無視します。

よくある質問：手札にない値や、もうゲームに残っていない値の数字カードは無視します（情報トークンは置きません）。</translation>
    </message>
    <message>
        <source>%1 cuts the 4 noble wires (%2) at once!</source>
        <translation>%1さんが4本の高貴なコード（%2）を一度に切ります！</translation>
    </message>
    <message>
        <source>Red Alert!</source>
        <translation>レッドアラート！</translation>
    </message>
    <message>
        <source>The formidable mad scientist strikes again! Ever since you foiled his earlier plans he has been seeing red... so much so that his latest device is stuffed with 3 RED wires. RED ALERT!</source>
        <translation>恐るべきマッドサイエンティストの逆襲です！ 前回の計画をくじかれて以来、彼は怒りで真っ赤。最新の装置には赤コードが3本も詰めこまれています。レッドアラート！</translation>
    </message>
    <message>
        <source>3 red wires.

Do not shuffle the 3 red wires with the others: deal one face down to each player, starting with the Captain and going clockwise (with 2 players the Captain receives 2 and puts 1 on each tile stand). Then deal the blue wires as usual.

Instead of choosing their info token, everyone takes 1 at random and puts it in front of a matching wire of their tile stand as usual; if they have no wire of its value, it goes face up beside their hand. A yellow info token drawn goes back and another is drawn.

2 players: the Captain puts no info token in front of their stand during setup.</source>
        <translation>赤コード3本。

赤コード3本はほかのコードと混ぜません。キャプテンから時計回りに、各プレイヤーに1本ずつ裏向きで配ります（2人のときは、キャプテンが2本受け取り、スタンドに1本ずつ置きます）。それから青コードをいつもどおり配ります。

各自、情報トークンを選ぶ代わりに1枚を無作為に取り、いつもどおり自分のタイルスタンドの一致するコードの前に置きます。その値のコードがなければ、表向きで手札の横に置きます。黄色の情報トークンを引いたら戻して、引き直します。

2人：キャプテンは準備で情報トークンを置きません。</translation>
    </message>
    <message>
        <source>On their turn, a bomb disposal expert may take a new action.

Special action for this mission: cut the 3 red wires at the same time, pointing at the 3 red wires among all the wires not yet cut.

- If at least 1 of them is not red, the bomb explodes!
- With 4-5 bomb disposal experts, even a player with no red wire in hand may do it.
- A player with only red wires left in hand must do this special action and can not Reveal their red wires.

FAQ: no equipment or personal equipment can cut red wires in this mission. Red and yellow wires have no number, so detectors can not target them.</source>
        <translation>自分の手番に、新しいアクションができます。

このミッションの特別アクション：赤コード3本を同時に切ります。まだ切られていないすべてのコードの中から、赤コード3本を指します。

- 1本でも赤でなければ、爆弾が爆発します！
- 4～5人のときは、赤コードを持っていない人もこのアクションができます。
- 手札に赤コードしか残っていない人は、この特別アクションをしなければならず、「赤いコードを公開する」はできません。

よくある質問：このミッションでは、装備も個人装備も赤コードを切るのに使えません。赤コードと黄コードには数字がないので、探知機の対象にはできません。</translation>
    </message>
    <message>
        <source>%1 cuts the 3 red wires at once!</source>
        <translation>%1さんが3本の赤コードを一度に切ります！</translation>
    </message>
    <message>
        <source>%1 points at %2.</source>
        <translation>%1さんが%2を指しました。</translation>
    </message>
    <message>
        <source>Cut the 3 red wires</source>
        <translation>赤コード3本を切る</translation>
    </message>
    <message>
        <source>Point at the 3 red wires one by one and cut them all at once? If any of them is not red, the bomb explodes.</source>
        <translation>赤コード3本を1本ずつ指し、まとめて切りますか？ 1本でも赤でなければ、爆弾が爆発します。</translation>
    </message>
    <message>
        <source>Cut the 3 red wires at the same time, pointing at them among all the wires not yet cut. If any is not red, the bomb explodes! With 4-5 players, even a player with no red wire may do it.</source>
        <translation>まだ切られていないコードの中から赤コード3本を指し、同時に切ります。1本でも赤でなければ爆弾が爆発します！ 4～5人なら、赤コードを持っていない人もできます。</translation>
    </message>
    <message>
        <source>Point at %1 as a red wire?</source>
        <translation>%1を赤コードとして指しますか？</translation>
    </message>
    <message>
        <source>%1, point at the next red wire.</source>
        <translation>%1さん、次の赤コードを指してください。</translation>
    </message>
    <message>
        <source>End of the round: the Number card %1 is discarded from the deck (%n left).</source>
        <translation>ラウンド終了：数字カード%1が山札から捨てられました（残り%n枚）。</translation>
    </message>
    <message>
        <source>The noble wires are cut: the %n Number cards of the deck are dealt out.</source>
        <translation>高貴なコードが切られました。山札の数字カード%n枚を配ります。</translation>
    </message>
    <message>
        <source>Cut the 4 noble wires</source>
        <translation>4本の高貴なコードを切る</translation>
    </message>
    <message>
        <source>Point at the 4 noble wires one by one and cut them all at once? If any of them is wrong, the bomb explodes.</source>
        <translation>4本の高貴なコードを1本ずつ指し、まとめて切りますか？ 1本でも違えば、爆弾が爆発します。</translation>
    </message>
    <message>
        <source>Point at and cut the 4 wires of the Number card&apos;s value (without personal equipment), even if you have none of them in your hand. If you fail, the bomb explodes!</source>
        <translation>数字カードの値の4本のコードを指して切ります（個人装備は使えません）。手札にその値のコードが1本もなくてもかまいません。失敗すると爆弾が爆発します！</translation>
    </message>
    <message>
        <source>Point: %1</source>
        <translation>指す：%1</translation>
    </message>
    <message>
        <source>Point at %1 as a noble wire?</source>
        <translation>%1を高貴なコードとして指しますか？</translation>
    </message>
    <message>
        <source>Point, one by one, at the wires you cut all together: a wrong one explodes the bomb.</source>
        <translation>まとめて切るコードを1本ずつ指します。1本でも違えば爆弾が爆発します。</translation>
    </message>
    <message>
        <source>Info token on %1</source>
        <translation>%1に情報トークン</translation>
    </message>
    <message>
        <source>Put the info token of this wire&apos;s value in front of %1?</source>
        <translation>このコードの値の情報トークンを%1の前に置きますか？</translation>
    </message>
    <message>
        <source>Put 1 info token of a value of the Number cards you received in front of a wire of that value.</source>
        <translation>受け取った数字カードの値の情報トークンを1枚、その値のコードの前に置きます。</translation>
    </message>
    <message>
        <source>The noble wires</source>
        <translation>高貴なコード</translation>
    </message>
    <message>
        <source>Defusing in Fordwich</source>
        <translation>フォードウィッチの爆弾処理</translation>
    </message>
    <message>
        <source>(381 inhabitants, 64 miles from London) Not every dangerous mission takes place in a big city. This time you have travelled to the lovely town of Fordwich, Britain&apos;s smallest. Sadly the airline lost your luggage, but there is no time to waste: get to work at once... without your equipment!</source>
        <translation>（人口381人、ロンドンから64マイル）危険な任務がいつも大都市で起きるとは限りません。今回は、イギリスでいちばん小さな町、美しいフォードウィッチにやって来ました。あいにく航空会社に荷物をなくされましたが、ぐずぐずしてはいられません。すぐに仕事にかかりましょう……装備なしで！</translation>
    </message>
    <message>
        <source>1 out of 3 red wires.

Take no Equipment cards during setup: instead, make a face-down deck of 7 random Equipment cards on the board.

Draw a Number card at random and put it face up next to the mission card.

2 players: 2 out of 3 red wires.</source>
        <translation>赤コード3本のうち1本。

準備では装備カードを取りません。代わりに、無作為に選んだ装備カード7枚で、裏向きの山札をボードの上に作ります。

数字カードを1枚無作為に引き、ミッションカードの横に表向きで置きます。

2人：赤コード3本のうち2本。</translation>
    </message>
    <message>
        <source>The 4 wires of the value of the face-up Number card must be cut at the same time.

Special action for this mission: point at the 4 wires of the Number card&apos;s value (without equipment or the Double Detector).

- If it succeeds, the wires are cut.
- If it fails, the bomb explodes!

Until this special action has succeeded, at the end of each round (before the Captain&apos;s turn) discard the top card of the Equipment deck.

Once it has been done, every card left in the Equipment deck is put face up on the board, and all are usable at once (whichever wires are still to cut).</source>
        <translation>表向きの数字カードの値の4本のコードは、同時に切らなければなりません。

このミッションの特別アクション：数字カードの値の4本のコードを指します（装備もダブル探知機も使えません）。

- 成功すれば、それらのコードを切ります。
- 失敗すると、爆弾が爆発します！

この特別アクションが成功するまで、各ラウンドの終わり（キャプテンの手番の前）に、装備カードの山札のいちばん上のカードを捨てます。

特別アクションが行われたら、装備カードの山札に残っているカードをすべて表向きでボードに置きます。どれも、どのコードが残っているかに関係なく、すぐに使えます。</translation>
    </message>
    <message>
        <source>%1 cuts the 4 wires of %2 at once!</source>
        <translation>%1さんが%2の4本のコードを一度に切ります！</translation>
    </message>
    <message>
        <source>End of the round: the top card of the Equipment deck is discarded (%n left).</source>
        <translation>ラウンド終了：装備カードの山札のいちばん上のカードを捨てます（残り%n枚）。</translation>
    </message>
    <message>
        <source>The Equipment cards left in the deck come into play, usable at once: %1.</source>
        <translation>山札に残っていた装備カードが場に出て、すぐに使えるようになりました：%1。</translation>
    </message>
    <message>
        <source>Cut the 4 wires of the Number card</source>
        <translation>数字カードの4本のコードを切る</translation>
    </message>
    <message>
        <source>Point at the 4 wires of the Number card&apos;s value one by one and cut them all at once? If any of them is wrong, the bomb explodes.</source>
        <translation>数字カードの値の4本のコードを1本ずつ指し、まとめて切りますか？ 1本でも違えば、爆弾が爆発します。</translation>
    </message>
    <message>
        <source>Point at and cut the 4 wires of the Number card&apos;s value (without equipment or the Double Detector). If you fail, the bomb explodes!</source>
        <translation>数字カードの値の4本のコードを指して切ります（装備もダブル探知機も使えません）。失敗すると爆弾が爆発します！</translation>
    </message>
    <message>
        <source>Point at %1 as a wire of the Number card&apos;s value?</source>
        <translation>%1を数字カードの値のコードとして指しますか？</translation>
    </message>
    <message>
        <source>The 4 wires of this value must be cut at the same time, by the mission&apos;s special action.</source>
        <translation>この値の4本のコードは、ミッションの特別アクションで同時に切らなければなりません。</translation>
    </message>
    <message>
        <source>Number card</source>
        <translation>数字カード</translation>
    </message>
    <message>
        <source>Equipment deck</source>
        <translation>装備カードの山札</translation>
    </message>
    <message>
        <source>Face down. Until the special action is done, its top card is discarded at the end of each round; then all its cards come into play, usable at once.</source>
        <translation>裏向きの山札。特別アクションが行われるまで、各ラウンドの終わりにいちばん上のカードを捨てます。行われたら、すべてのカードが場に出て、すぐに使えます。</translation>
    </message>
    <message>
        <source>Discarded Equipment cards</source>
        <translation>捨てられた装備カード</translation>
    </message>
    <message>
        <source>Discarded from the deck at the end of each round, before the special action.</source>
        <translation>特別アクションの前に、各ラウンドの終わりに山札から捨てられたカード。</translation>
    </message>
    <message>
        <source>%1, point at the next wire of the Number card&apos;s value.</source>
        <translation>%1さん、数字カードの値の次のコードを指してください。</translation>
    </message>
    <message>
        <source>BAT-Helping-Hand</source>
        <translation>助っ人はバット</translation>
    </message>
    <message>
        <source>For this mission there is no equipment! Luckily our favorite caped crusader has lent us his high-tech BAT-RADAR.</source>
        <translation>このミッションには装備がありません！ 幸い、おなじみのマントの英雄が、ハイテクのバット・レーダーを貸してくれました。</translation>
    </message>
    <message>
        <source>2 red wires.

Shuffle the 12 Number cards into a face-down deck.

Put Equipment 8 (General Radar) face up on the board, and no other Equipment card.

During setup, nobody puts an info token in front of their tile stand.

2 players: 3 red wires.</source>
        <translation>赤コード2本。

数字カード12枚をシャッフルし、裏向きの山札にします。

装備8（全体レーダー）を表向きでボードに置き、ほかの装備カードは置きません。

準備では、誰もタイルスタンドの前に情報トークンを置きません。

2人：赤コード3本。</translation>
    </message>
    <message>
        <source>In this mission the General Radar is always usable. On their turn, the active bomb disposal expert:

1. reveals the top Number card of the deck;
2. uses Equipment 8 (General Radar) on that card&apos;s value;
3. names who (themselves included) must do a cut action with wires of that value.

When the deck is empty, shuffle the Number cards into a new deck. A Number card is discarded as soon as its 4 wires are cut.

A bomb disposal expert with only red wires in hand at the start of their turn must Reveal them.

Reminder: as in every mission, nobody may ask what the radar answered in earlier rounds: pay attention!

FAQ: the active player names only WHO cuts, not which wire or stand. The next turn is the active player&apos;s left neighbour&apos;s (not the named player&apos;s).</source>
        <translation>このミッションでは、全体レーダーはいつでも使えます。手番のプレイヤーは、自分の手番に次のことをします。

1. 山札のいちばん上の数字カードを公開します。
2. そのカードの値に装備8（全体レーダー）を使います。
3. その値のコードで切断アクションをする人（自分も含む）を指名します。

山札がなくなったら、数字カードをシャッフルして新しい山札を作ります。ある値のコード4本がすべて切られたら、その数字カードはすぐに捨てます。

手番の開始時に手札が赤コードだけのプレイヤーは、それを公開しなければなりません。

注意：どのミッションでも同じですが、前のラウンドでレーダーに何と答えたかを尋ねてはいけません。よく聞いておきましょう！

よくある質問：手番のプレイヤーが指名するのは切る人だけで、どのコードかどのスタンドかは指定しません。次の手番は、手番のプレイヤーの左隣の人です（指名された人の左隣ではありません）。</translation>
    </message>
    <message>
        <source>%1 turns up the Number card %2 and uses the General Radar on it.</source>
        <translation>%1さんが数字カード%2を公開し、全体レーダーを使いました。</translation>
    </message>
    <message>
        <source>%1 names %2 to cut it.</source>
        <translation>%1さんが%2さんを指名しました。</translation>
    </message>
    <message>
        <source>%1 cuts it</source>
        <translation>%1さんが切る</translation>
    </message>
    <message>
        <source>Name %1 to cut a wire of this value?</source>
        <translation>この値のコードを切る人に%1さんを指名しますか？</translation>
    </message>
    <message>
        <source>Name who (yourself included) must do a cut action with wires of the revealed value. The radar has just said who holds it.</source>
        <translation>公開された値のコードで切断アクションをする人（自分も含む）を指名します。誰が持っているかは、いまレーダーが答えました。</translation>
    </message>
    <message>
        <source>Mission in НОВОСИБИРСК</source>
        <translation>НОВОСИБИРСКでのミッション</translation>
    </message>
    <message>
        <source>(Don&apos;t worry, we can&apos;t pronounce it either...) Due to a shipping mixup, these new tool boxes are labeled in Russian (which is terrible because we all learned either French or Spanish in High School). Get ready to be surprised every time you grab a tool!</source>
        <translation>（ご心配なく、私たちも読めません……）配送の手違いで、新しい工具箱のラベルがロシア語になってしまいました（高校ではみんなフランス語かスペイン語を習ったので、これは困ったことです）。工具を手に取るたびに驚く覚悟をしてください！</translation>
    </message>
    <message>
        <source>1 out of 3 red wires.

Shuffle and draw the usual number of Equipment cards, but put them face down on the board without looking at them.

Shuffle the 12 Number cards into a face-down deck next to the board, then turn its top card face up.

2 players: 2 out of 3 red wires.</source>
        <translation>赤コード3本のうち1本。

装備カードをシャッフルしていつもの枚数を引きますが、中身を見ずに裏向きでボードに置きます。

12枚の数字カードをシャッフルして裏向きの山札にしてボードの横に置き、いちばん上のカードを表にします。

2人：赤コード3本のうち2本。</translation>
    </message>
    <message>
        <source>When the 4 wires of the face-up Number card&apos;s value have all been cut, turn 1 Equipment card face up. It is usable at once, whatever its number. Then turn up the next Number card, and so on.

If a Number card is turned up whose 4 wires have already been cut, discard it and turn up the next one (without gaining any equipment).

At the table: the face-down Equipment cards turn up in a random order.</source>
        <translation>表向きの数字カードの値のコード4本がすべて切られたら、装備カードを1枚表にします。その番号に関係なく、すぐに使えます。それから次の数字カードを表にします。以下同様です。

表にした数字カードのコード4本がすでに切られていたら、そのカードを捨てて次のカードを表にします（装備は得られません）。

このアプリでは：裏向きの装備カードは無作為な順に表になります。</translation>
    </message>
    <message>
        <source>The Number card %1 is turned face up.</source>
        <translation>数字カード%1が表になりました。</translation>
    </message>
    <message>
        <source>The wires of %1 are already all cut: discarded, without equipment.</source>
        <translation>%1のコードはすでにすべて切られています。捨てられ、装備は得られません。</translation>
    </message>
    <message>
        <source>The 4 wires of %1 are cut: the Equipment card %2 is turned face up, usable at once.</source>
        <translation>%1のコード4本が切られました。装備カード「%2」が表になり、すぐに使えます。</translation>
    </message>
    <message>
        <source>Number deck</source>
        <translation>数字カードの山札</translation>
    </message>
    <message>
        <source>Face down. Its next card is turned up when the 4 wires of the face-up card are cut.</source>
        <translation>裏向きです。表向きのカードのコード4本が切られると、次のカードが表になります。</translation>
    </message>
    <message>
        <source>The face-up Number card</source>
        <translation>表向きの数字カード</translation>
    </message>
    <message>
        <source>Cut the 4 wires of this value to turn up an Equipment card, usable at once whatever its number.</source>
        <translation>この値のコード4本を切ると装備カードが1枚表になり、番号に関係なくすぐに使えます。</translation>
    </message>
    <message>
        <source>Face-down Equipment cards</source>
        <translation>裏向きの装備カード</translation>
    </message>
    <message>
        <source>Nobody knows what they are. One turns face up each time the 4 wires of the face-up Number card are cut.</source>
        <translation>誰も中身を知りません。表向きの数字カードのコード4本が切られるたびに、1枚が表になります。</translation>
    </message>
    <message>
        <source>Face down. Each turn the active player turns up its top card; when it is empty, the cards whose wires are not all cut make a new deck.</source>
        <translation>裏向きの山札。毎手番、手番のプレイヤーがいちばん上のカードを公開します。なくなったら、コードがまだ切られきっていない値のカードで新しい山札を作ります。</translation>
    </message>
    <message>
        <source>The General Radar has asked everyone about this value: the player named cuts it.</source>
        <translation>全体レーダーがこの値について全員に尋ねました。指名された人がこの値を切ります。</translation>
    </message>
    <message>
        <source>%1: who cuts this value? The radar has said who holds it.</source>
        <translation>%1さん：この値を切るのは誰ですか？ 誰が持っているかはレーダーが答えました。</translation>
    </message>
    <message>
        <source>Face down. Until the noble wires are cut, its top card is discarded at the end of each round; then its cards are dealt out.</source>
        <translation>裏向きの山札。高貴なコードが切られるまで、各ラウンドの終わりにいちばん上のカードを捨てます。切られたら、残りのカードを配ります。</translation>
    </message>
    <message>
        <source>Discarded Number cards</source>
        <translation>捨てられた数字カード</translation>
    </message>
    <message>
        <source>Discarded from the deck at the end of each round, before the noble wires are cut.</source>
        <translation>高貴なコードが切られる前に、各ラウンドの終わりに山札から捨てられたカード。</translation>
    </message>
    <message>
        <source>Number cards received</source>
        <translation>受け取った数字カード</translation>
    </message>
    <message>
        <source>Put 1 info token of one of these values in front of a wire of that value (a value you no longer hold is ignored).</source>
        <translation>これらの値のどれかの情報トークンを1枚、その値のコードの前に置きます（もう持っていない値は無視します）。</translation>
    </message>
    <message>
        <source>%1, point at the next noble wire.</source>
        <translation>%1さん、次の高貴なコードを指してください。</translation>
    </message>
    <message>
        <source>%1, put 1 info token of a value of your Number cards in front of a wire of that value.</source>
        <translation>%1さん、自分の数字カードの値の情報トークンを1枚、その値のコードの前に置いてください。</translation>
    </message>
    <message>
        <source>Point at %1 as a 7?</source>
        <translation>%1を7として指しますか？</translation>
    </message>
    <message>
        <source>Point, one by one, at the wires you cut all together.</source>
        <translation>いっしょに切るコードを1本ずつ指してください。</translation>
    </message>
    <message>
        <source>The four 7s</source>
        <translation>4本の7</translation>
    </message>
    <message>
        <source>The wires pointed at so far as the four 7s.</source>
        <translation>ここまでに7として指したコード。</translation>
    </message>
    <message>
        <source>%1, point at the next 7 wire.</source>
        <translation>%1さん、次の7のコードを指してください。</translation>
    </message>
    <message>
        <source>Lethal Wires 3</source>
        <translation>リーサル・コード3</translation>
    </message>
    <message>
        <source>“We go on 3.” “Wait! When we go on 3, do we GO ON 3 or do we count to 3 and then go?”</source>
        <translation>「3で行くぞ」「待って！ 3で行くの？ それとも3まで数えてから行くの？」</translation>
    </message>
    <message>
        <source>2 red wires.

3 yellow wires. Do not shuffle them with the others: deal them clockwise and face down, one to each bomb disposal expert starting with the Captain (with 2 players the Captain receives 2 and puts 1 on each stand). Then deal the other wires as usual.

2 players: 3 red wires, 3 yellow wires.

Rule sticker A: the False Bottom joins the equipment pile.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード2本。

黄コード3本。ほかのコードと混ぜずに、キャプテンから時計回りに1本ずつ裏向きで配ります（2人のときは、キャプテンが2本受け取り、スタンドに1本ずつ置きます）。それから残りのコードをいつもどおり配ります。

2人：赤コード3本、黄コード3本。

ルールシールA：二重底を装備カードの山に混ぜます。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>The yellow wires are not cut as usual.

Special action for this mission: cut the 3 yellow wires at the same time. With 4-5 bomb disposal experts, a player without a yellow wire in hand may do it too.

If the action fails, every wire pointed at receives an info token, but the detonator advances only 1 space.</source>
        <translation>黄コードは通常の方法では切りません。

このミッションの特別アクション：黄コード3本を同時に切ります。4～5人のときは、黄コードを持っていないプレイヤーもこのアクションができます。

失敗したときは、指したすべてのコードに情報トークンを置きますが、ダイヤルは1マスしか進みません。</translation>
    </message>
    <message>
        <source>%1 goes for the 3 yellow wires at once.</source>
        <translation>%1さんが黄コード3本を一度に狙います。</translation>
    </message>
    <message>
        <source>%1 points at the 3 yellow wires: %2.</source>
        <translation>%1さんが黄コード3本を指しました：%2。</translation>
    </message>
    <message>
        <source>Cut the 3 yellow wires</source>
        <translation>黄コード3本を切る</translation>
    </message>
    <message>
        <source>Cut the 3 yellow wires at once? Point at them one by one. If any is not yellow, they all get an info token and the detonator advances 1 (a red one explodes).</source>
        <translation>黄コード3本を一度に切りますか？ 1本ずつ指します。黄でないものがあれば、指したすべてに情報トークンが置かれ、ダイヤルが1進みます（赤があれば爆発します）。</translation>
    </message>
    <message>
        <source>Cut the 3 yellow wires at the same time; with 4-5 players, even without a yellow wire in hand. If it fails, every pointed wire gets an info token and the detonator advances only 1 space.</source>
        <translation>黄コード3本を同時に切ります。4～5人なら黄コードを持っていなくてもできます。失敗すると指したコードすべてに情報トークンが置かれ、ダイヤルは1マスだけ進みます。</translation>
    </message>
    <message>
        <source>Point at %1 as a yellow wire?</source>
        <translation>%1を黄コードとして指しますか？</translation>
    </message>
    <message>
        <source>The 3 yellow wires</source>
        <translation>黄コード3本</translation>
    </message>
    <message>
        <source>The wires pointed at so far as the yellow wires.</source>
        <translation>ここまでに黄コードとして指したコード。</translation>
    </message>
    <message>
        <source>%1, point at the next yellow wire.</source>
        <translation>%1さん、次の黄コードを指してください。</translation>
    </message>
    <message>
        <source>Blue on Red, Looks Like We Are Dead</source>
        <translation>青の上に赤、これはもうダメか</translation>
    </message>
    <message>
        <source>“You&apos;re asking me to cut the blue wire, Captain, but remember: I&apos;m colorblind.”</source>
        <translation>「キャプテン、青いコードを切れと言いますけど、忘れないでください。ぼく、色の区別がつかないんです」</translation>
    </message>
    <message>
        <source>2 yellow wires.

Draw a random Number card and set it face up on the back of this mission card.

2 players: 4 yellow wires; the Captain puts no info token in front of their stand during setup.

Rule sticker A: the False Bottom joins the equipment pile.</source>
        <translation>黄コード2本。

数字カードを1枚無作為に引き、このミッションカードの裏面に表向きで置きます。

2人：黄コード4本。キャプテンは準備で情報トークンを置きません。

ルールシールA：二重底を装備カードの山に混ぜます。</translation>
    </message>
    <message>
        <source>Treat the 4 wires of the value of the Number card like RED wires:

- Cutting a wire of this value detonates the bomb, and the mission fails.
- To reveal these wires on your turn, they must be the only wires left in your hand (exactly as when revealing red wires).</source>
        <translation>数字カードの値の4本のコードは、赤コードとして扱います。

- この値のコードを切ると爆弾が爆発し、ミッションは失敗します。
- 自分の手番にこれらのコードを公開するには、手札に残っているのがこれらのコードだけでなければなりません（赤いコードを公開するときとまったく同じです）。</translation>
    </message>
    <message>
        <source>Number card: cut like red</source>
        <translation>数字カード：赤と同じ扱い</translation>
    </message>
    <message>
        <source>The 4 wires of this value are treated like RED wires: cutting one detonates the bomb; they are revealed like red wires, once they are all a hand has left.</source>
        <translation>この値の4本のコードは赤コードとして扱います。1本でも切ると爆弾が爆発します。手札に残ったのがそれらだけになったら、赤コードと同じように公開します。</translation>
    </message>
    <message>
        <source>High-Risk Bomb Disposal Expert (aka. NOOB)</source>
        <translation>ハイリスクな爆弾処理班員（別名：新人）</translation>
    </message>
    <message>
        <source>We all remember having sweaty palms during our first mission. So let&apos;s help the rookie: if possible, leave the easy cuts to them... as always, the slightest error could prove fatal!</source>
        <translation>初めてのミッションで手に汗をかいたことは、誰でも覚えているものです。新人を助けてあげましょう。できれば簡単な切断は新人に任せて……。いつもどおり、ほんの小さなミスが命取りになります！</translation>
    </message>
    <message>
        <source>2 red wires.

2 out of 3 yellow wires.

Shuffle the character cards face down and deal 1 to each player. Everyone reveals their card: the player with the Captain card is “the rookie” during this mission.

2 players: 3 red wires, 4 yellow wires.

Rule sticker A: the False Bottom joins the equipment pile.</source>
        <translation>赤コード2本。

黄コード3本のうち2本。

キャラクターカードを裏向きでシャッフルし、各自に1枚ずつ配ります。全員がカードを公開し、キャプテンのカードを受け取った人が、このミッションの「新人」です。

2人：赤コード3本、黄コード4本。

ルールシールA：二重底を装備カードの山に混ぜます。</translation>
    </message>
    <message>
        <source>If the rookie fails a Dual Cut, the bomb explodes at once.

The rookie can not use Equipment 9 (Stabilizer).</source>
        <translation>新人がデュアルカットに失敗すると、爆弾はただちに爆発します。

新人は装備9（スタビライザー）を使えません。</translation>
    </message>
    <message>
        <source>The rookie</source>
        <translation>新人</translation>
    </message>
    <message>
        <source>If the rookie fails a Dual Cut, the bomb explodes at once. The rookie can not use the Stabilizer.</source>
        <translation>新人がデュアルカットに失敗すると、爆弾はただちに爆発します。新人はスタビライザーを使えません。</translation>
    </message>
    <message>
        <source>Rhett Herrings</source>
        <translation>目くらまし</translation>
    </message>
    <message>
        <source>The truth? You can&apos;t handle the truth!</source>
        <translation>真実だと？ おまえに真実は扱えない！</translation>
    </message>
    <message>
        <source>2 out of 3 red wires.

Shuffle the character cards and deal 1 face down to each player. Each player reveals their card: the player with the Captain card is “Rhett Herrings” during this mission.

Instead of putting 1 info token in front of their hand, Rhett Herrings chooses and places 2. They must be fake: their values do not match the wires they point to. They can not be placed in front of a red wire.

2 players: 3 red wires.</source>
        <translation>赤コード3本のうち2本。

キャラクターカードをシャッフルし、各自に1枚ずつ裏向きで配ります。全員がカードを公開し、キャプテンのカードを受け取った人が、このミッションの「レット・ヘリングス」です。

レット・ヘリングスは、手札の前に情報トークンを1枚置く代わりに、2枚を選んで置きます。これはにせのトークンでなければなりません。その値は、指しているコードの値と一致してはいけません。赤コードの前には置けません。

2人：赤コード3本。</translation>
    </message>
    <message>
        <source>All of Rhett Herrings&apos; info tokens are fake: a token in front of Rhett&apos;s hand means “this wire is NOT this value”.

When a Dual Cut in Rhett&apos;s hand fails, Rhett puts an info token of the stated value in front of the chosen wire (false, of course).

Rhett can not use Equipment cards, but takes part in the Walkie-Talkies and the General Radar.</source>
        <translation>レット・ヘリングスの情報トークンはすべてにせものです。レットの手札の前にあるトークンは「このコードはこの値ではない」という意味です。

レットの手札へのデュアルカットが失敗したときは、レットが宣言された値の情報トークンを指されたコードの前に置きます（もちろん、にせものです）。

レットは装備カードを使えませんが、トランシーバーと全体レーダーには参加します。</translation>
    </message>
    <message>
        <source>Fake token on %1</source>
        <translation>%1ににせのトークン</translation>
    </message>
    <message>
        <source>Put a fake info token in front of %1?</source>
        <translation>%1の前ににせの情報トークンを置きますか？</translation>
    </message>
    <message>
        <source>Rhett places 2 fake info tokens: their values must not match the wires they point to, and never in front of a red wire.</source>
        <translation>レットはにせの情報トークンを2枚置きます。その値は指しているコードの値と一致してはならず、赤コードの前には置けません。</translation>
    </message>
    <message>
        <source>Not %1</source>
        <translation>%1ではない</translation>
    </message>
    <message>
        <source>The token says %1: the wire is not a %1. Place it?</source>
        <translation>トークンは%1を示します。このコードは%1ではありません。置きますか？</translation>
    </message>
    <message>
        <source>The value of the fake token: any value but the wire&apos;s own.</source>
        <translation>にせのトークンの値：そのコード自身の値以外なら何でもかまいません。</translation>
    </message>
    <message>
        <source>Every info token in front of Rhett&apos;s hand is fake: the wire is NOT that value. Rhett uses no Equipment card, but may use his own Double Detector.</source>
        <translation>レットの手札の前にある情報トークンはすべてにせものです。そのコードはその値ではありません。レットは装備カードを使えませんが、自分のダブル探知機は使えます。</translation>
    </message>
    <message>
        <source>%1 (Rhett Herrings): choose a wire for a fake info token.</source>
        <translation>%1さん（レット・ヘリングス）：にせの情報トークンを置くコードを選んでください。</translation>
    </message>
    <message>
        <source>%1 (Rhett Herrings): which value does the fake token show?</source>
        <translation>%1さん（レット・ヘリングス）：にせのトークンにはどの値を示しますか？</translation>
    </message>
    <message>
        <source>Death by Haggis</source>
        <translation>ハギスで死す</translation>
    </message>
    <message>
        <source>The term “Flavor Bomb” has taken on a new meaning: a bomb hidden in a haggis! The dish might be odd, but keep an even keel and everyone will make it out in one piece.</source>
        <translation>「味の爆弾」という言葉に新しい意味が加わりました。ハギスの中に隠された爆弾です！ 奇妙な料理ですが、冷静さを保てば、全員無事に帰れるでしょう。</translation>
    </message>
    <message>
        <source>1 out of 2 red wires.

Replace all the info tokens with even/odd tokens.

During setup, instead of an info token, put 1 even/odd token in front of your stand: you share whether the wire is even or odd, not its number.

2 players: 2 red wires.</source>
        <translation>赤コード2本のうち1本。

情報トークンをすべて偶数/奇数トークンに替えます。

準備では、情報トークンの代わりに偶数/奇数トークンを1枚、自分のスタンドの前に置きます。伝えるのはそのコードが偶数か奇数かだけで、値は伝えません。

2人：赤コード2本。</translation>
    </message>
    <message>
        <source>For the whole mission, always use even/odd tokens instead of info tokens (1-12): during setup, when an action fails, and with Equipment 4 (Post-it).</source>
        <translation>ミッションの間ずっと、情報トークン（1～12）の代わりに偶数/奇数トークンを使います。準備のとき、アクションが失敗したとき、装備4（付箋）を使うときも同じです。</translation>
    </message>
    <message>
        <source>Tally Ho!</source>
        <translation>数えろ！</translation>
    </message>
    <message>
        <source>We are counting on you to carefully count the wires. Hurry! The final countdown is coming soon...</source>
        <translation>コードを慎重に数えてくれると信じています。急いで！ 最後のカウントダウンはもうすぐです……</translation>
    </message>
    <message>
        <source>2 red wires.

Replace the info tokens with the ×1, ×2, ×3 and ×4 tokens for the whole mission (setup and game). They show that the indicated value is on that tile stand once, twice, three or four times (cut wires included). The ×2, ×3 and ×4 can go in front of any wire of that value. They can not go in front of red wires.

2 players: 3 red wires.</source>
        <translation>赤コード2本。

ミッションの間ずっと（準備でもゲーム中でも）、情報トークンを×1、×2、×3、×4のトークンに替えます。これらは、示されたコードの値がそのタイルスタンドに1本、2本、3本、4本あることを表します（切られたコードも含みます）。×2、×3、×4は、その値のどのコードの前にも置けます。赤コードの前には置けません。

2人：赤コード3本。</translation>
    </message>
    <message>
        <source>For the whole mission, always use ×1-×4 tokens instead of info tokens (1-12): during setup, when an action fails, and with Equipment 4 (Post-it).

With the Post-it, a token can be placed in front of a cut wire.

FAQ: a ×1-×4 token on a wire swapped with the Walkie-Talkies is discarded.</source>
        <translation>ミッションの間ずっと、情報トークン（1～12）の代わりに×1～×4のトークンを使います。準備のとき、アクションが失敗したとき、装備4（付箋）を使うときも同じです。

付箋を使うときは、切られたコードの前にもトークンを置けます。

よくある質問：トランシーバーで交換したコードの×1～×4トークンは捨てます。</translation>
    </message>
    <message>
        <source>The Better to Hear You with...</source>
        <translation>それはおまえの声をよく聞くためさ……</translation>
    </message>
    <message>
        <source>Large ears or not, the Big Bad Wolf is always listening: anything you say aloud may prove fatal. Shhhh! You have been warned...</source>
        <translation>耳が大きかろうと小さかろうと、オオカミはいつも聞いています。声に出したことが命取りになるかもしれません。しーっ！ 警告はしましたよ……</translation>
    </message>
    <message>
        <source>2 red wires.

2 players: 3 red wires.</source>
        <translation>赤コード2本。

2人：赤コード3本。</translation>
    </message>
    <message>
        <source>Bomb disposal experts may not say a wire number aloud. Imply it in creative ways instead: spell it, make noises, hold up fingers, say “the number of days in a week”, act it out...

If a bomb disposal expert forgets and says a number aloud, the detonator advances 1 space! Watch your tongue!

At the table: whoever says a number aloud presses “I said a number aloud”, at any time.</source>
        <translation>プレイヤーはコードの数字を声に出して言ってはいけません。代わりに工夫して伝えましょう。つづりを言う、音を出す、指で示す、「1週間の日数」と言う、身ぶりで表す……

うっかり数字を声に出してしまったプレイヤーがいたら、ダイヤルが1マス進みます！ 口には気をつけて！

このアプリでは：数字を声に出してしまった人が、いつでも「数字を言ってしまった」を押します。</translation>
    </message>
    <message>
        <source>%1 said a number aloud: the detonator advances!</source>
        <translation>%1さんが数字を声に出しました。ダイヤルが進みます！</translation>
    </message>
    <message>
        <source>I said a number aloud</source>
        <translation>数字を言ってしまった</translation>
    </message>
    <message>
        <source>You said a number aloud? The detonator advances 1 space.</source>
        <translation>数字を声に出してしまいましたか？ ダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>If a bomb disposal expert says a number aloud, the detonator advances 1 space.</source>
        <translation>プレイヤーが数字を声に出すと、ダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>%1, your turn: click a teammate&apos;s wire to cut it, without saying a number aloud. If a number slipped out, own up with the button below.</source>
        <translation>%1さんの手番：数字を声に出さずに、切る仲間のコードをクリックしてください。うっかり数字を言ってしまったら、下のボタンで申告しましょう。</translation>
    </message>
    <message>
        <source>Captain Careless</source>
        <translation>うっかりキャプテン</translation>
    </message>
    <message>
        <source>Captain Careless is not the sharpest tool in the shed: they left their tools by the door at home, and if they make even the slightest mistake, it&apos;s game over, man!</source>
        <translation>うっかりキャプテンは、あまり頼りになりません。装備を家の玄関に置き忘れてきたうえ、ほんの少しでもミスをすればゲームオーバーです！</translation>
    </message>
    <message>
        <source>2 red wires.

4 yellow wires.

After the character cards are dealt, the Captain (to be called “Captain Careless” all mission) returns their character card to the box: no Double Detector for them (it&apos;s at home, remember?).

2 players: 3 red wires, 4 yellow wires.

Rule sticker A: the False Bottom joins the equipment pile.</source>
        <translation>赤コード2本。

黄コード4本。

キャラクターカードを配ったあと、キャプテン（このミッションの間は「うっかりキャプテン」と呼びます）は自分のキャラクターカードを箱に戻します。ダブル探知機はありません（家に置いてきたのでしたね？）。

2人：赤コード3本、黄コード4本。

ルールシールA：二重底を装備カードの山に混ぜます。</translation>
    </message>
    <message>
        <source>Captain Careless can not use any Equipment cards or personal equipment.

If Captain Careless fails a Dual Cut, the bomb explodes at once.

Captain Careless still takes part in the effects of Equipment 2 (Walkie-Talkies) and 8 (General Radar).</source>
        <translation>うっかりキャプテンは、装備カードも個人装備も使えません。

うっかりキャプテンがデュアルカットに失敗すると、爆弾はただちに爆発します。

うっかりキャプテンも、装備2（トランシーバー）と装備8（全体レーダー）の効果には参加します。</translation>
    </message>
    <message>
        <source>No character and no equipment; a failed Dual Cut of theirs explodes the bomb at once.</source>
        <translation>キャラクターも装備もありません。デュアルカットに失敗すると、爆弾はただちに爆発します。</translation>
    </message>
    <message>
        <source>What Happens in Vegas...</source>
        <translation>ベガスで起きたことは……</translation>
    </message>
    <message>
        <source>One clown is never enough: now G. Clowney and his 11 friends have attached a bomb to the casino safe! Will this be Game On or Game Over?</source>
        <translation>ピエロは1人では足りません。今度はG・クラウニーと11人の仲間が、カジノの金庫に爆弾を仕掛けました！ ゲームの始まりか、ゲームオーバーか？</translation>
    </message>
    <message>
        <source>2 out of 3 red wires.

Replace all the info tokens with even/odd tokens.

During setup, instead of an info token, put 1 even/odd token in front of your stand: you share whether the wire is even or odd, not its number.

2 players: 3 red wires.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード3本のうち2本。

情報トークンをすべて偶数/奇数トークンに替えます。

準備では、情報トークンの代わりに偶数/奇数トークンを1枚、自分のスタンドの前に置きます。伝えるのはそのコードが偶数か奇数かだけで、値は伝えません。

2人：赤コード3本。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>For the whole mission, always use even/odd tokens instead of info tokens (1-12): during setup, when an action fails, when you make a mistake, and with Equipment 4 (Post-it).</source>
        <translation>ミッションの間ずっと、情報トークン（1～12）の代わりに偶数/奇数トークンを使います。準備のとき、アクションが失敗したとき、ミスをしたとき、装備4（付箋）を使うときも同じです。</translation>
    </message>
    <message>
        <source>Hard to Die (A Christmas Tale)</source>
        <translation>ダイ・ハードな夜（クリスマスの物語）</translation>
    </message>
    <message>
        <source>You came to Fox Plaza tower to celebrate Christmas with the team... but things got out of control. It&apos;s hard to talk when you are stuck in an air duct, defusing a hostage taker&apos;s bomb. Welcome to the party, pal!</source>
        <translation>チームでクリスマスを祝うためにフォックス・プラザ・タワーに来たのに……事態は手に負えなくなりました。通気ダクトに閉じこめられて、人質犯の爆弾を解除しながらでは、話すのもひと苦労です。パーティーへようこそ、相棒！</translation>
    </message>
    <message>
        <source>3 red wires.

Replace the info tokens with the ×1, ×2, ×3 and ×4 tokens. During setup, instead of an info token, put a ×1, ×2, ×3 or ×4 token in front of your stand.

They show that the indicated value is on that tile stand once, twice, three or four times (cut wires included). The ×2, ×3 and ×4 can go in front of any wire of that value.

2 players: the Captain puts no info token in front of their stand during setup.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード3本。

情報トークンを×1、×2、×3、×4のトークンに替えます。準備では、情報トークンの代わりに×1、×2、×3、×4のいずれかのトークンを自分のスタンドの前に置きます。

これらは、示されたコードの値がそのタイルスタンドに1本、2本、3本、4本あることを表します（切られたコードも含みます）。×2、×3、×4は、その値のどのコードの前にも置けます。

2人：キャプテンは準備で情報トークンを置きません。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>For the whole mission, always use ×1-×4 tokens instead of info tokens (1-12): during setup, when an action fails, and with Equipment 4 (Post-it).

With the Post-it, a token can be placed in front of a cut wire.

FAQ (mission 24): a ×1-×4 token on a wire swapped with the Walkie-Talkies is discarded.</source>
        <translation>ミッションの間ずっと、情報トークン（1～12）の代わりに×1～×4のトークンを使います。準備のとき、アクションが失敗したとき、装備4（付箋）を使うときも同じです。

付箋を使うときは、切られたコードの前にもトークンを置けます。

よくある質問（ミッション24）：トランシーバーで交換したコードの×1～×4トークンは捨てます。</translation>
    </message>
    <message>
        <source>Calculate the Odds</source>
        <extracomment>how the engine names a pair of cards (&quot;3+9&quot;, &quot;10-3&quot;) -&gt; the sum as shown (no words to translate; the texts import no engine module, so the pairs are listed here)</extracomment>
        <translation>確率を計算せよ</translation>
    </message>
    <message>
        <source>No one would have predicted that a bomb disposal expert would need skills in basic math, but here we are!</source>
        <translation>爆弾処理班員に算数の力が必要になるなんて、誰も予想しなかったでしょう。でも、そういうことなのです！</translation>
    </message>
    <message>
        <source>2 out of 3 red wires.

Put the 12 Number cards face up on the table in 2 rows.

Equipment 10 (X or Y Ray) is replaced by another card, and the new character with the X or Y Ray is not used.

2 players: 3 red wires.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード3本のうち2本。

数字カード12枚を表向きで2列に並べます。

装備10（X/Y線）は別のカードと入れ替え、X/Y線を持つ新しいキャラクターは使いません。

2人：赤コード3本。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>To cut a wire, a bomb disposal expert must choose 2 available Number cards and add or subtract them to find the value to cut, then discard them.

Examples: 3 and 9 to cut a (3 + 9 =) 12; 10 and 3 to cut a (10 − 3 =) 7.

When no more cards are available, take all 12 cards and spread them out again.

If a bomb disposal expert can not (or does not want to) play, the detonator advances 1 space.</source>
        <translation>コードを切るには、使える数字カードを2枚選び、足すか引くかして切る値を決め、その2枚を捨てます。

例：3と9で（3 + 9 =）12を切る。10と3で（10 − 3 =）7を切る。

使えるカードがなくなったら、12枚すべてを取って並べ直します。

プレイできない（またはプレイしたくない）プレイヤーがいたら、ダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>%1 takes the Number cards %2 and %3: %2 + %3 = %4, a %4 must be cut.</source>
        <translation>%1さんが数字カード%2と%3を取りました：%2 + %3 = %4。%4を切らなければなりません。</translation>
    </message>
    <message>
        <source>%1 takes the Number cards %2 and %3: %2 − %3 = %4, a %4 must be cut.</source>
        <translation>%1さんが数字カード%2と%3を取りました：%2 − %3 = %4。%4を切らなければなりません。</translation>
    </message>
    <message>
        <source>%1 does not cut: the detonator advances 1 space.</source>
        <translation>%1さんは切りません。ダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>No Number card can make a value still to cut: all 12 are spread out again.</source>
        <translation>残りの数字カードでは、まだ切るべき値を作れません。12枚すべてを並べ直します。</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>Take these 2 Number cards and cut the value they make (%1)? They are discarded after the cut.</source>
        <translation>この2枚の数字カードを取り、その値（%1）を切りますか？ 切ったあと、2枚は捨てます。</translation>
    </message>
    <message>
        <source>To cut a wire, choose 2 available Number cards, add or subtract them to find the value to cut, then discard them.</source>
        <translation>コードを切るには、使える数字カードを2枚選び、足すか引くかして切る値を決め、その2枚を捨てます。</translation>
    </message>
    <message>
        <source>Do not cut</source>
        <translation>切らない</translation>
    </message>
    <message>
        <source>Not cut this turn? The detonator advances 1 space.</source>
        <translation>この手番は切りませんか？ ダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>If a bomb disposal expert can not (or does not want to) play, the detonator advances 1 space.</source>
        <translation>プレイできない（またはプレイしたくない）プレイヤーがいたら、ダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>%1, your turn: take 2 Number cards; their sum or difference is the value you cut.</source>
        <translation>%1さんの手番です。数字カードを2枚取ってください。その和か差が、切る値になります。</translation>
    </message>
    <message>
        <source>Speaking of the Wolf...</source>
        <translation>噂をすればオオカミ……</translation>
    </message>
    <message>
        <source>You have caught the attention of the Big Bad Wolf, which means you are in trouble! His latest challenge is unlike any you have faced yet. It will take expert teamwork to survive this mission...</source>
        <translation>オオカミに目をつけられてしまいました。つまり、大ピンチです！ 今度の挑戦は、これまでのどれとも違います。生き延びるには、息の合ったチームワークが必要です……</translation>
    </message>
    <message>
        <source>2 red wires.

Put all the Number cards face up on the table (cards 1 to 12).

Equipment 10 (X or Y Ray) is replaced by another card.

2 players: 3 red wires.</source>
        <translation>赤コード2本。

数字カードをすべて（1～12）表向きで並べます。

装備10（X/Y線）は別のカードと入れ替えます。

2人：赤コード3本。</translation>
    </message>
    <message>
        <source>On their turn, a bomb disposal expert must first flip 1 of the remaining face-up Number cards of their choice, then do a cut (Dual Cut or Solo Cut) of that number.

As the mission goes on, each bomb disposal expert has fewer options, as more Number cards are face down.

If, on their turn, no number is visible, turn all the Number cards face up and go on.

When all 4 wires of a number are cut, remove its Number card from the game.

If the active bomb disposal expert has no wire of the visible numbers in hand, they skip their turn, but the detonator does not advance. Otherwise, they must cut wires of a visible number.</source>
        <translation>自分の手番には、まず残っている表向きの数字カードから好きな1枚を裏返し、それからその値のコードを切らなければなりません（デュアルカットかソロカット）。

ミッションが進むにつれて、裏向きの数字カードが増え、選べる値は少なくなっていきます。

自分の手番に表向きの数字カードが1枚もなければ、数字カードをすべて表向きに戻して続けます。

ある値のコード4本がすべて切られたら、その数字カードをゲームから取り除きます。

手番のプレイヤーが、表向きのカードの値のコードを1本も持っていなければ、手番を飛ばします。ただし、ダイヤルは進みません。持っていれば、表向きのカードの値のコードを切らなければなりません。</translation>
    </message>
    <message>
        <source>%1 turns the Number card %2 face down: a %2 must be cut.</source>
        <translation>%1さんが数字カード%2を裏返しました。%2を切らなければなりません。</translation>
    </message>
    <message>
        <source>No Number card is face up: all are turned face up again.</source>
        <translation>表向きの数字カードがありません。すべて表向きに戻します。</translation>
    </message>
    <message>
        <source>The 4 wires of %1 are cut: its Number card leaves the game.</source>
        <translation>%1のコード4本がすべて切られました。その数字カードはゲームから取り除かれます。</translation>
    </message>
    <message>
        <source>Flip %1</source>
        <translation>%1を裏返す</translation>
    </message>
    <message>
        <source>Turn the Number card %1 face down and cut a %1 this turn?</source>
        <translation>数字カード%1を裏返し、この手番に%1を切りますか？</translation>
    </message>
    <message>
        <source>On their turn, a bomb disposal expert first flips 1 of the face-up Number cards, then cuts wires of that number.</source>
        <translation>自分の手番には、まず表向きの数字カードを1枚裏返し、それからその値のコードを切ります。</translation>
    </message>
    <message>
        <source>Number cards</source>
        <translation>数字カード</translation>
    </message>
    <message>
        <source>Face up: the numbers still open this round. On their turn a player turns one face down and cuts that number; when none is face up, all are turned up again.</source>
        <translation>表向き：まだ選べる値。自分の手番に1枚を裏返し、その値を切ります。表向きがなくなったら、すべて表向きに戻します。</translation>
    </message>
    <message>
        <source>%1, choose the face-up Number card whose value you cut this turn.</source>
        <translation>%1さん、この手番に切る値の数字カードを表向きの中から選んでください。</translation>
    </message>
    <message>
        <source>The available Number cards: to cut, take 2 and add or subtract them to find the value to cut; they are then discarded. When none is left, all 12 are spread out again.</source>
        <translation>使える数字カード。切るときは2枚を取り、足すか引くかして切る値を決めます。取ったカードは捨てます。なくなったら、12枚すべてを並べ直します。</translation>
    </message>
    <message>
        <source>Seeking Volunteers</source>
        <translation>我こそはと思う者は</translation>
    </message>
    <message>
        <source>The fate of a bomb disposal expert rests in the skill of their hands, and those of their teammates. Feeling confident? The time to speak up is now!</source>
        <translation>爆弾処理班員の運命は、自分の手の腕前と、仲間の手にかかっています。自信はありますか？ 名乗り出るなら今です！</translation>
    </message>
    <message>
        <source>2 red wires.

Shuffle the 12 Number cards face down into a deck near the board.

Equipment 10 (X or Y Ray) and 11 (Coffee Mug) are replaced by other cards, and the new character with the X or Y Ray is not used.

2 players: 3 red wires.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード2本。

数字カード12枚を裏向きでシャッフルし、ボードの近くに山札を作ります。

装備10（X/Y線）と11（コーヒーマグ）は別のカードと入れ替え、X/Y線を持つ新しいキャラクターは使いません。

2人：赤コード3本。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>The bomb disposal experts do not play in the usual clockwise order:

- Each turn, the Captain reveals 1 Number card.
- The first player (the Captain included) to say “Snip!” must cut this value.

As soon as the 4 wires of a value are cut, discard the matching Number card. When the deck is empty, shuffle the remaining Number cards into a new deck.

If a bomb disposal expert says “Snip!” without the right value, or says anything else (“I don&apos;t want to do it”), the detonator advances 1 space.

If nobody volunteers, the Captain picks a player (or themselves). If that player does not have a wire of the value, they choose 1 info token to put in front of their tile stand, and the detonator advances 1 space.

At any time, a player with only red wires in hand can say “Snip!” to reveal them.

At the table: from the Captain clockwise, each player answers “Snip!” or “Not me”; only a player holding the value (or only red wires) can say “Snip!”.</source>
        <translation>プレイヤーは、いつもの時計回りの順番ではプレイしません。

- 毎手番、キャプテンが数字カードを1枚公開します。
- 最初に「チョキン！」と言った人（キャプテンも含む）が、その値を切らなければなりません。

ある値の4本のコードがすべて切られたら、すぐにその数字カードを捨てます。山札がなくなったら、残りの数字カードをシャッフルして新しい山札を作ります。

正しい値を持っていないのに「チョキン！」と言ったり、ほかのことを言ったり（「やりたくない」など）したプレイヤーがいたら、ダイヤルが1マス進みます。

誰も名乗り出なければ、キャプテンがプレイヤーを1人（自分でもかまいません）指名します。指名された人がその値のコードを持っていなければ、情報トークンを1枚選んで自分のタイルスタンドの前に置き、ダイヤルが1マス進みます。

手札が赤コードだけになった人は、いつでも「チョキン！」と言って赤いコードを公開できます。

このアプリでは：キャプテンから時計回りに、各自「チョキン！」か「パス」で答えます。「チョキン！」と言えるのは、その値（または赤コードだけ）を持っている人だけです。</translation>
    </message>
    <message>
        <source>%1 reveals the Number card %2: who says “Snip!”?</source>
        <translation>%1さんが数字カード%2を公開しました。「チョキン！」と言うのは誰？</translation>
    </message>
    <message>
        <source>A Rough Patch</source>
        <translation>試練の日</translation>
    </message>
    <message>
        <source>Another exciting day in the life of a bomb disposal expert. Unfortunately, today&apos;s going to be tough—someone forgot to pick up coffee and now everyone&apos;s feeling the pressure. Keep up the team spirit, work together, and then remember to buy coffee before the next mission!</source>
        <translation>爆弾処理班員の刺激的な一日がまた始まります。あいにく今日はきつくなりそう。誰かがコーヒーを買い忘れたせいで、みんなピリピリしています。チームの団結を保って力を合わせ、次のミッションの前にはコーヒーを買うのを忘れずに！</translation>
    </message>
    <message>
        <source>1 red wire.

4 yellow wires.

Prepare a 15-minute timer.

If Equipment 11 (Coffee Mug) is drawn, discard it and replace it with another card.

2 players: a 12-minute timer.

Rule sticker A: the False Bottom joins the equipment pile.</source>
        <translation>赤コード1本。

黄コード4本。

15分のタイマーを用意します。

装備11（コーヒーマグ）を引いたら、捨てて別のカードと入れ替えます。

2人：タイマーは12分。

ルールシールA：二重底を装備カードの山に混ぜます。</translation>
    </message>
    <message>
        <source>Once setup is complete, start the timer: you must defuse the bomb before time runs out!

For this mission, you do not play in clockwise order: you may take turns in any order you like. Once a bomb disposal expert says “Snip!”, they become the active player and take a turn.

Important: wait until the end of the active player&apos;s turn before saying “Snip!” Don&apos;t panic, you are all on the same team!

The same bomb disposal expert can not take 2 turns in a row (except with 2 players).

FAQ: the same player can not play several turns in a row, except in 2-player games or when they are the last player with wires left.

At the table: before each turn, the players who may play are asked in turn, clockwise from the last active player; each answers “Snip!” or “Not me”, and the last one asked plays if all the others said “Not me”. The clock pauses while the window is minimised or a dialog is open.</source>
        <translation>準備が終わったらタイマーをスタートします。時間切れになる前に爆弾を解除しなければなりません！

このミッションでは時計回りの順番でプレイしません。好きな順番で手番を行えます。誰かが「チョキン！」と言ったら、その人が手番のプレイヤーになり、手番を行います。

重要：「チョキン！」と言うのは、いまの手番が終わってからにしてください。慌てないで、みんな同じチームです！

同じプレイヤーが2回続けて手番を行うことはできません（2人プレイを除く）。

よくある質問：2人プレイのとき、またはコードが残っているのがその人だけのときを除き、同じ人が続けて手番を行うことはできません。

このアプリでは：各手番の前に、プレイできる人に、直前の手番のプレイヤーから時計回りに順に尋ねます。それぞれ「チョキン！」か「パス」と答え、ほかの全員が「パス」と答えたら、最後に尋ねられた人がプレイします。ウィンドウを最小化している間やダイアログを開いている間は、タイマーは止まります。</translation>
    </message>
    <message>
        <source>%1: “Snip!”</source>
        <translation>%1さん：「チョキン！」</translation>
    </message>
    <message>
        <source>%1: “Not me.”</source>
        <translation>%1さん：「パス」</translation>
    </message>
    <message>
        <source>Say “Snip!” and take this turn?</source>
        <translation>「チョキン！」と言って、この手番を行いますか？</translation>
    </message>
    <message>
        <source>Whoever says “Snip!” takes the next turn; nobody takes 2 turns in a row (except with 2 players, or when they alone have wires left).</source>
        <translation>「チョキン！」と言った人が次の手番を行います。同じ人が2回続けて手番を行うことはできません（2人プレイのとき、またはその人だけがコードを残しているときを除く）。</translation>
    </message>
    <message>
        <source>Leave this turn to a teammate?</source>
        <translation>この手番を仲間に任せますか？</translation>
    </message>
    <message>
        <source>Let the next player take the turn; the last one asked plays if everyone else said “Not me”.</source>
        <translation>次の人に手番を任せます。ほかの全員が「パス」と答えたら、最後に尋ねられた人がプレイします。</translation>
    </message>
    <message>
        <source>%1: the clock is running. Will you say “Snip!” and take the next turn?</source>
        <translation>%1さん：タイマーは動いています。「チョキン！」と言って次の手番を行いますか？</translation>
    </message>
    <message>
        <source>Nobody volunteered: %1 picks %2.</source>
        <translation>誰も名乗り出ませんでした。%1さんが%2さんを指名します。</translation>
    </message>
    <message>
        <source>The 4 wires of %1 are cut: its Number card is discarded.</source>
        <translation>%1の4本のコードがすべて切られたので、その数字カードを捨てます。</translation>
    </message>
    <message>
        <source>Snip!</source>
        <translation>チョキン！</translation>
    </message>
    <message>
        <source>Say “Snip!” and cut a wire of the card&apos;s value this turn?</source>
        <translation>「チョキン！」と言って、この手番にカードの値のコードを切りますか？</translation>
    </message>
    <message>
        <source>The first player to say “Snip!” must cut the value of the revealed Number card (or reveal their red wires, if that is all they hold).</source>
        <translation>最初に「チョキン！」と言った人は、公開された数字カードの値を切らなければなりません（手札が赤コードだけなら、それを公開します）。</translation>
    </message>
    <message>
        <source>Not me</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Stay silent for this card?</source>
        <translation>このカードでは名乗り出ませんか？</translation>
    </message>
    <message>
        <source>Let another player take this card. If nobody volunteers, the Captain picks a player.</source>
        <translation>このカードはほかの人に任せます。誰も名乗り出なければ、キャプテンがプレイヤーを指名します。</translation>
    </message>
    <message>
        <source>Pick %1</source>
        <translation>%1さんを指名</translation>
    </message>
    <message>
        <source>Pick %1 to cut the card&apos;s value? Without it, they put an info token in front of their stand and the detonator advances 1 space.</source>
        <translation>%1さんを指名して、カードの値を切ってもらいますか？ その値を持っていなければ、その人が情報トークンを自分のスタンドの前に置き、ダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>If nobody volunteers, the Captain picks a player (or themselves).</source>
        <translation>誰も名乗り出なければ、キャプテンがプレイヤーを1人（自分でもかまいません）指名します。</translation>
    </message>
    <message>
        <source>Put the info token of this wire&apos;s value in front of %1? The detonator then advances 1 space.</source>
        <translation>このコードの値の情報トークンを%1の前に置きますか？ そのあとダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>A picked player without the card&apos;s value puts 1 info token in front of their stand, and the detonator advances 1 space.</source>
        <translation>指名された人がカードの値を持っていなければ、情報トークンを1枚自分のスタンドの前に置き、ダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>Face down. Each turn the Captain reveals its top card; when it is empty, the cards whose wires are not all cut make a new deck.</source>
        <translation>裏向きの山札。毎手番、キャプテンがいちばん上のカードを公開します。なくなったら、コードがまだ切られきっていない値のカードで新しい山札を作ります。</translation>
    </message>
    <message>
        <source>The revealed Number card</source>
        <translation>公開された数字カード</translation>
    </message>
    <message>
        <source>The first player to say “Snip!” must cut this value.</source>
        <translation>最初に「チョキン！」と言った人が、この値を切らなければなりません。</translation>
    </message>
    <message>
        <source>The 4 wires of each of these values are cut.</source>
        <translation>これらの値のコードは、4本ともすべて切られています。</translation>
    </message>
    <message>
        <source>%1: does this card call for you? Say “Snip!” or “Not me”.</source>
        <translation>%1さん：このカードはあなたの出番ですか？「チョキン！」か「パス」で答えてください。</translation>
    </message>
    <message>
        <source>%1 (Captain): nobody volunteered. Pick the player who cuts this value.</source>
        <translation>%1さん（キャプテン）：誰も名乗り出ませんでした。この値を切る人を指名してください。</translation>
    </message>
    <message>
        <source>%1: you do not have this value. Put 1 info token in front of your stand.</source>
        <translation>%1さん：この値を持っていません。情報トークンを1枚、自分のスタンドの前に置いてください。</translation>
    </message>
    <message>
        <source>Tripwires</source>
        <translation>ワナのコード</translation>
    </message>
    <message>
        <source>They will send you haywire.</source>
        <translation>あなたを狂わせることでしょう。</translation>
    </message>
    <message>
        <source>2 out of 3 red wires.

When wires are dealt, each player flips 1 of their wires around without looking at it and places it at the far right end of their tile stand. Only their teammates know its value, and it is most likely out of order.

2 players: 3 red wires.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).

Rule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut).</source>
        <translation>赤コード3本のうち2本。

コードが配られたら、各自、自分のコードを1本、見ないで裏返し、タイルスタンドの右端に置きます。その値を知っているのは仲間だけで、たいてい順番どおりではありません。

2人：赤コード3本。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。

ルールシールC：新しい装備カードを装備カードの山に混ぜます（それぞれ、その値のコード4本が切られると使えます）。</translation>
    </message>
    <message>
        <source>Each bomb disposal expert must cut their flipped-around wire themselves with a regular cut action, without equipment or a Double Detector. If that cut fails, the bomb explodes!

A bomb disposal expert may (by choice or by necessity) do a Dual Cut on a teammate&apos;s flipped-around wire, but then the detonator advances 1 space.</source>
        <translation>各プレイヤーは、自分の裏返されたコードを、装備もダブル探知機も使わずに、通常の切断アクションで自分で切らなければなりません。その切断に失敗すると、爆弾は爆発します！

仲間の裏返されたコードにデュアルカットをすることもできます（自分で選んでも、ほかに手がなくても）が、そのときはダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>Return of the Tripwires</source>
        <translation>ワナのコード、ふたたび</translation>
    </message>
    <message>
        <source>And this time they are ultra-sensitive!</source>
        <translation>しかも今度は超敏感！</translation>
    </message>
    <message>
        <source>1 red wire.

When wires are dealt, each player flips 2 of their wires around without looking at them (their value faces the teammates). Following their teammates&apos; directions, they move the lower one to the far left of their tile stand and the higher one to the far right.

2 players: 2 red wires.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).

Rule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut).</source>
        <translation>赤コード1本。

コードが配られたら、各自、自分のコードを2本、見ないで裏返します（値は仲間の側を向きます）。仲間の指示に従って、小さいほうをタイルスタンドの左端に、大きいほうを右端に移します。

2人：赤コード2本。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。

ルールシールC：新しい装備カードを装備カードの山に混ぜます（それぞれ、その値のコード4本が切られると使えます）。</translation>
    </message>
    <message>
        <source>Each bomb disposal expert must cut their flipped-around wires themselves with a regular cut action, without equipment or a Double Detector. If that cut fails, the bomb explodes!

A bomb disposal expert may (by choice or by necessity) do a Dual Cut on a teammate&apos;s flipped-around wire, but then the detonator advances 1 space.

FAQ: with 2 tile stands, only 2 wires in all are flipped: the lower goes to the far left of the first stand, the higher to the far right of the second.</source>
        <translation>各プレイヤーは、自分の裏返されたコードを、装備もダブル探知機も使わずに、通常の切断アクションで自分で切らなければなりません。その切断に失敗すると、爆弾は爆発します！

仲間の裏返されたコードにデュアルカットをすることもできます（自分で選んでも、ほかに手がなくても）が、そのときはダイヤルが1マス進みます。

よくある質問：タイルスタンドが2台のときは、裏返すコードは全部で2本だけです。小さいほうを1台目の左端に、大きいほうを2台目の右端に置きます。</translation>
    </message>
    <message>
        <source>Double and/or Nothing</source>
        <translation>ダブルか、ゼロか</translation>
    </message>
    <message>
        <source>It&apos;s hard to defuse a bomb without information. Luckily your friend Mike Gyver has joined you for the day, his pockets full of gum, paper clips and odds and ends that will keep your Double Detectors running!</source>
        <translation>情報なしで爆弾を解除するのは大変です。幸い、今日は友人のマイク・ガイバーが来てくれました。ポケットにはガムやクリップやがらくたがいっぱいで、ダブル探知機をいつまでも動かしてくれます！</translation>
    </message>
    <message>
        <source>2 red wires.

Return all the info tokens to the box: none are used in this mission.

Equipment 4 (Post-it) and 7 (Emergency Batteries) are replaced by other cards.

No new characters: everyone has a Double Detector as personal equipment.

2 players: 3 red wires.

Rule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut).</source>
        <translation>赤コード2本。

情報トークンはすべて箱に戻します。このミッションでは使いません。

装備4（付箋）と7（非常用バッテリー）は別のカードと入れ替えます。

新しいキャラクターは使いません。全員が個人装備としてダブル探知機を持ちます。

2人：赤コード3本。

ルールシールC：新しい装備カードを装備カードの山に混ぜます（それぞれ、その値のコード4本が切られると使えます）。</translation>
    </message>
    <message>
        <source>Even if a cut fails, give no information about the wire pointed at.

But there is good news: every bomb disposal expert can use their Double Detector every turn! In this mission, Double Detectors are always available and never run out of power.</source>
        <translation>切断に失敗しても、指したコードについての情報は何も与えません。

でも、いい知らせもあります。各プレイヤーは、毎手番ダブル探知機を使えます！ このミッションでは、ダブル探知機はいつでも使え、電池切れになりません。</translation>
    </message>
    <message>
        <source>Armageddon Roulette</source>
        <translation>アルマゲドン・ルーレット</translation>
    </message>
    <message>
        <source>Bruce Wallace and his team must put a bomb on an incoming meteorite before it hits Earth. But one of the rookies bumped into the bomb during training, and now it&apos;s armed! Defuse it quickly to save the future saviors of the planet!</source>
        <translation>ブルース・ウォレスとそのチームは、地球に衝突する前に、迫りくる隕石に爆弾を仕掛けなければなりません。ところが訓練中に新人が爆弾にぶつかり、起爆してしまいました！ 未来の救世主たちを救うため、急いで解除してください！</translation>
    </message>
    <message>
        <source>2 red wires.

Draw as many Number cards as there are bomb disposal experts and put them face up on the table.

Set the detonator dial to the space shown on the card: 1 space from the skull.

2 players: 3 red wires.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).

Rule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut).</source>
        <translation>赤コード2本。

プレイヤーの人数と同じ枚数の数字カードを引き、表向きで並べます。

ダイヤルをカードに示されたマス（ドクロから1マス）に合わせます。

2人：赤コード3本。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。

ルールシールC：新しい装備カードを装備カードの山に混ぜます（それぞれ、その値のコード4本が切られると使えます）。</translation>
    </message>
    <message>
        <source>Each time the 4 wires of the value of a face-up Number card are cut, move the detonator dial back 1 space.</source>
        <translation>表向きの数字カードの値のコード4本がすべて切られるたびに、ダイヤルを1マス戻します。</translation>
    </message>
    <message>
        <source>The 4 wires of %1 are cut: the detonator moves back 1 space.</source>
        <translation>%1のコード4本がすべて切られました。ダイヤルが1マス戻ります。</translation>
    </message>
    <message>
        <source>Each time the 4 wires of one of these values are cut, the detonator moves back 1 space.</source>
        <translation>これらの値のどれかのコード4本がすべて切られるたびに、ダイヤルが1マス戻ります。</translation>
    </message>
    <message>
        <source>Hand-Me-Downs</source>
        <translation>お下がり</translation>
    </message>
    <message>
        <source>“Hey, can I have your number?”</source>
        <translation>「ねえ、番号教えてくれない？」</translation>
    </message>
    <message>
        <source>3 red wires.

Shuffle the Number cards and deal them out as evenly as possible. Everyone keeps their Number cards face up in front of them. (With 5 players, the Captain and the player to their left get 3 cards, the others 2.)

Equipment 10 (X or Y Ray) is replaced by another card, and the new character with the X or Y Ray is not used.

2 players: MISSION IMPOSSIBLE! This mission can not be played with 2 bomb disposal experts.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).

Rule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut).</source>
        <translation>赤コード3本。

数字カードをシャッフルし、できるだけ均等に配ります。各自、数字カードを表向きで自分の前に置いておきます（5人のときは、キャプテンとその左の人が3枚、ほかの人は2枚です）。

装備10（X/Y線）は別のカードと入れ替え、X/Y線を持つ新しいキャラクターは使いません。

2人：ミッション・インポッシブル！ このミッションは2人ではプレイできません。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。

ルールシールC：新しい装備カードを装備カードの山に混ぜます（それぞれ、その値のコード4本が切られると使えます）。</translation>
    </message>
    <message>
        <source>To cut, a bomb disposal expert must try to cut a value of one of their Number cards.

If the active bomb disposal expert has no wire of any of their numbers in hand, they skip their turn and the detonator advances 1 space.

In all cases, at the end of their turn, the active bomb disposal expert chooses 1 of their Number cards and gives it to a teammate.

When the 4 wires of a value are cut, turn its Number card face down: face-up cards can be given, face-down ones are values all cut.

Equipment 11 (Coffee Mug) lets you skip your turn.</source>
        <translation>切断するときは、自分の数字カードのどれかの値を切らなければなりません。

手番のプレイヤーが、自分の数字カードのどの値のコードも持っていなければ、手番を飛ばし、ダイヤルが1マス進みます。

どの場合も、手番の終わりに、手番のプレイヤーは自分の数字カードを1枚選んで仲間に渡します。

ある値のコード4本がすべて切られたら、その数字カードを裏返します。表向きのカードは渡せます。裏向きのカードは、すべて切られた値です。

装備11（コーヒーマグ）を使うと、自分の手番を飛ばせます。</translation>
    </message>
    <message>
        <source>%1 gives the Number card %3 to %2.</source>
        <translation>%1さんが数字カード%3を%2さんに渡しました。</translation>
    </message>
    <message>
        <source>Give %1</source>
        <translation>%1を渡す</translation>
    </message>
    <message>
        <source>Give the Number card %1 away?</source>
        <translation>数字カード%1を渡しますか？</translation>
    </message>
    <message>
        <source>At the end of their turn, the active bomb disposal expert chooses 1 of their face-up Number cards to give to a teammate.</source>
        <translation>手番の終わりに、手番のプレイヤーは表向きの数字カードを1枚選んで仲間に渡します。</translation>
    </message>
    <message>
        <source>Message in a Bottle</source>
        <translation>ボトルメッセージ</translation>
    </message>
    <message>
        <source>Rabbit the Red may be a pirate, but he never shares his bottles of rum. Bomb disposal experts have no choice: you must all share your bottles... of oxygen... wisely!</source>
        <translation>海賊、赤毛のラビットは、ラム酒のボトルを誰とも分け合いません。でも爆弾処理班に選択肢はありません。みんなでボトルを……酸素のボトルを……うまく分け合いましょう！</translation>
    </message>
    <message>
        <source>2 red wires.

Each player puts Oxygen tokens in view in front of them: 7 each with 2 bomb disposal experts, 6 with 3, 5 with 4, 4 with 5.

Equipment 10 (X or Y Ray) is replaced by another card, and the new character with the X or Y Ray is not used.

2 players: 3 red wires.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード2本。

各自、酸素トークンを自分の前に見えるように置きます：2人なら各7枚、3人なら6枚、4人なら5枚、5人なら4枚。

装備10（X/Y線）は別のカードと入れ替え、X/Y線を持つ新しいキャラクターは使いません。

2人：赤コード3本。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>To do a cut action, a bomb disposal expert must first give a teammate as many Oxygen tokens as the value of the wire they want to cut (to try to cut a 5, give 5 tokens to one teammate, not necessarily the one whose wire you cut).

If a bomb disposal expert can not play for lack of Oxygen tokens, they skip their turn and the detonator advances 1 space.

Under water you can not speak. One sign is allowed: a thumbs up when you need more oxygen.</source>
        <translation>切断アクションをするには、まず切りたいコードの値と同じ枚数の酸素トークンを仲間に渡さなければなりません（5を切ろうとするなら、5枚を仲間1人に渡します。切るコードの持ち主でなくてもかまいません）。

酸素トークンが足りずにプレイできないプレイヤーは、手番を飛ばし、ダイヤルが1マス進みます。

水中では話せません。酸素がほしいときに親指を立てる合図だけが許されます。</translation>
    </message>
    <message>
        <source>%1 gives %n Oxygen token(s) to %2.</source>
        <translation>%1さんが酸素トークン%n枚を%2さんに渡しました。</translation>
    </message>
    <message>
        <source>To %1</source>
        <translation>%1さんへ</translation>
    </message>
    <message>
        <source>Give the Oxygen tokens of this cut to %1?</source>
        <translation>この切断の酸素トークンを%1さんに渡しますか？</translation>
    </message>
    <message>
        <source>To cut wires of a value, first give that many Oxygen tokens to one teammate of your choice.</source>
        <translation>ある値のコードを切るには、まずその値と同じ枚数の酸素トークンを、好きな仲間1人に渡します。</translation>
    </message>
    <message>
        <source>Oxygen tokens</source>
        <translation>酸素トークン</translation>
    </message>
    <message>
        <source>A cut of value v costs v tokens, given to a teammate; a player who can pay for no cut skips, and the detonator advances.</source>
        <translation>値vの切断にはv枚のトークンが必要で、仲間に渡します。どの切断にも払えない人は手番を飛ばし、ダイヤルが進みます。</translation>
    </message>
    <message>
        <source>%1, which teammate receives the Oxygen tokens of your cut?</source>
        <translation>%1さん、この切断の酸素トークンをどの仲間に渡しますか？</translation>
    </message>
    <message>
        <source>Give the card to %1?</source>
        <translation>カードを%1さんに渡しますか？</translation>
    </message>
    <message>
        <source>The teammate who receives the card.</source>
        <translation>カードを受け取る仲間。</translation>
    </message>
    <message>
        <source>A player may cut only the values of their own cards. Face down: the 4 wires of that value are cut.</source>
        <translation>自分のカードの値だけを切れます。裏向き：その値のコード4本はすべて切られています。</translation>
    </message>
    <message>
        <source>%1, end of your turn: choose 1 of your Number cards to give to a teammate.</source>
        <translation>%1さん、手番の終わりです。仲間に渡す数字カードを1枚選んでください。</translation>
    </message>
    <message>
        <source>%1: to whom do you give the card?</source>
        <translation>%1さん：カードを誰に渡しますか？</translation>
    </message>
    <message>
        <source>An Impossible Mission</source>
        <translation>ミッション・インポッシブル</translation>
    </message>
    <message>
        <source>Someone called Ethan has sent you a message: “I am on vacation. Your mission, should you choose to accept it, is to save the world... again. Have fun and good luck!” THIS MESSAGE WILL SELF-DESTRUCT IN... 10... 9... 8... 7... 6... 5... 4... 3... 2... 1... BOOM!</source>
        <translation>イーサンという人からメッセージが届きました。「休暇中だ。きみの使命は、もし引き受けるなら、また世界を救うことだ。楽しんで、幸運を祈る！」 このメッセージは自動的に消滅する……10……9……8……7……6……5……4……3……2……1……ドカーン！</translation>
    </message>
    <message>
        <source>1 red wire.

Put all the Number cards face up on the table and pair each one with a random face-up Constraint card.

Equipment 10-10 (Disintegrator) is replaced by another card.

2 players: 2 red wires.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).

Rule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut).</source>
        <translation>赤コード1本。

数字カードをすべて表向きで並べ、それぞれに無作為に選んだ制約カードを1枚ずつ表向きで組み合わせます。

装備10-10（ディスインテグレーター）は別のカードと入れ替えます。

2人：赤コード2本。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。

ルールシールC：新しい装備カードを装備カードの山に混ぜます（それぞれ、その値のコード4本が切られると使えます）。</translation>
    </message>
    <message>
        <source>Each time you put a validation token on the board, put the Constraint card paired with its number on the board, on top of the previous Constraint card if there is one. Only one Constraint card is ever in force.

All the bomb disposal experts must apply this constraint on their turn.

If the active bomb disposal expert can not play because of the constraint, they say so and skip their turn (the detonator does not move). But if none of the bomb disposal experts can play during a whole round, the bomb explodes!

The constraints do not apply to Reveal Your Red Wires.</source>
        <translation>検証トークンをボードに置くたびに、その値と組になった制約カードをボードに置きます。すでに制約カードがあれば、その上に重ねます。効力のある制約カードは常に1枚だけです。

全員が自分の手番にこの制約を守らなければなりません。

手番のプレイヤーが制約のせいでプレイできないときは、そう言って手番を飛ばします（ダイヤルは進みません）。ただし、1ラウンドの間に誰もプレイできなければ、爆弾は爆発します！

制約は「赤いコードを公開する」には適用されません。</translation>
    </message>
    <message>
        <source>The 4 wires of %1 are validated: its Constraint card %2 is now in force.</source>
        <translation>%1のコード4本が検証されました。組になった制約カード%2が効力を持ちます。</translation>
    </message>
    <message>
        <source>Nobody could play for a whole round: the bomb explodes!</source>
        <translation>1ラウンドの間、誰もプレイできませんでした。爆弾が爆発します！</translation>
    </message>
    <message>
        <source>Number cards and their Constraint cards</source>
        <translation>数字カードと組になった制約カード</translation>
    </message>
    <message>
        <source>When the 4 wires of a number are validated, the Constraint card paired with it comes into force for everyone.</source>
        <translation>ある値のコード4本が検証されると、その値と組になった制約カードが全員に効力を持ちます。</translation>
    </message>
    <message>
        <source>Wrapped in Red Tape</source>
        <translation>お役所仕事にがんじがらめ</translation>
    </message>
    <message>
        <source>“A 27B-stroke-6 form? Never heard of it. Uh oh, what do you mean we can&apos;t check out any bomb disposal equipment without that form? What do we do now?!”</source>
        <translation>「27B-6号の書類？ 聞いたことないな。えっ、その書類がないと爆弾処理の装備を借りられないって？ じゃあどうすればいいんだ！？」</translation>
    </message>
    <message>
        <source>1 red wire.

4 yellow wires.

Place 1 Number card face up on each Equipment card in play, leaving the equipment numbers visible along the top edge.

2 players: 2 red wires, 4 yellow wires.

Rule sticker A: the False Bottom joins the equipment pile.</source>
        <translation>赤コード1本。

黄コード4本。

場に出ている装備カードそれぞれの上に、数字カードを1枚ずつ表向きで置きます。装備の番号は上端に見えるようにしておきます。

2人：赤コード2本、黄コード4本。

ルールシールA：二重底を装備カードの山に混ぜます。</translation>
    </message>
    <message>
        <source>For an Equipment card to become usable, you must cut two pairs of wires: the 2 wires of the value shown on the Equipment card itself, and also 2 wires of the value of the face-up Number card placed on it.

After cutting a pair of wires of the value of a Number card covering an Equipment card, discard that Number card.

FAQ: cutting 2 wires of a value unlocks both the matching Equipment card and the matching Number card lock, if any; both conditions are checked at the same time.</source>
        <translation>装備カードを使えるようにするには、2組のコードを切らなければなりません。装備カード自体に示された値のコード2本に加えて、その上に置かれた表向きの数字カードの値のコード2本も切る必要があります。

装備カードの上の数字カードの値のコードを2本切ったら、その数字カードを捨てます。

よくある質問：ある値のコードを2本切ると、対応する装備カードと、対応する数字カードのロック（あれば）の両方が解除されます。どちらの条件も同時に確認します。</translation>
    </message>
    <message>
        <source>2 wires of %2 are cut: the Number card on equipment %1 is discarded.</source>
        <translation>%2のコードが2本切られました。装備%1の上の数字カードを捨てます。</translation>
    </message>
    <message>
        <source>Number card lock</source>
        <translation>数字カードのロック</translation>
    </message>
    <message>
        <source>This Equipment card becomes usable only once 2 wires of its own value and 2 wires of this Number card&apos;s value are cut.</source>
        <translation>この装備カードは、自身の値のコード2本と、この数字カードの値のコード2本が切られて、はじめて使えるようになります。</translation>
    </message>
    <message>
        <source>A Sense of Priorities</source>
        <translation>優先順位をつけろ</translation>
    </message>
    <message>
        <source>Today&apos;s bomb comes with unusual instructions: a formidable mad scientist has tinkered with the device, and several of its wires must be cut in a specific order. Just remember your training and everything will be OK!</source>
        <translation>今日の爆弾には変わった説明書が付いています。恐るべきマッドサイエンティストが装置をいじり、いくつかのコードは決まった順番で切らなければなりません。訓練を思い出せば、きっと大丈夫！</translation>
    </message>
    <message>
        <source>1 red wire.

2 yellow wires.

Shuffle the Number cards, draw 3 and set them face up in a line on the table. Place the Sequence card (side A) above the leftmost card.

2 players: 2 red wires, 4 yellow wires.

Rule sticker A: the False Bottom joins the equipment pile.</source>
        <translation>赤コード1本。

黄コード2本。

数字カードをシャッフルして3枚引き、表向きで1列に並べます。シーケンスカード（A面）をいちばん左のカードの上に置きます。

2人：赤コード2本、黄コード4本。

ルールシールA：二重底を装備カードの山に混ぜます。</translation>
    </message>
    <message>
        <source>Some of the wires must be cut in order:

- You can not cut any b wire until you have cut at least 2 a wires.
- You can not cut c wires until you have cut at least 2 a wires and 2 b wires.
- The other wires (all but those of the three Number cards) may be cut in any order.

Once 2 a wires are cut, flip the a card face down and move the Sequence card on to the next Number card. Do the same once 2 b wires are cut.

FAQ: if a player has only wires the sequence still blocks left (they can only cut values not yet unlocked), the bomb explodes.</source>
        <translation>いくつかのコードは順番に切らなければなりません。

- aのコードを2本以上切るまで、bのコードは切れません。
- aのコードを2本以上、bのコードを2本以上切るまで、cのコードは切れません。
- そのほかのコード（3枚の数字カードの値以外）は、どんな順番で切ってもかまいません。

aのコードが2本切られたら、aのカードを裏返し、シーケンスカードを次の数字カードに移します。bのコードが2本切られたときも同じです。

よくある質問：シーケンスでまだ切れないコードしか残っていない人がいたら（まだ解禁されていない値しか切れないなら）、爆弾は爆発します。</translation>
    </message>
    <message>
        <source>Enough wires of %1 are cut: the Sequence card moves on.</source>
        <translation>%1のコードが必要なだけ切られました。シーケンスカードが次に進みます。</translation>
    </message>
    <message>
        <source>%1 has only wires the sequence still blocks: the bomb explodes!</source>
        <translation>%1さんには、シーケンスでまだ切れないコードしか残っていません。爆弾が爆発します！</translation>
    </message>
    <message>
        <source>Sequence card (side A)</source>
        <translation>シーケンスカード（A面）</translation>
    </message>
    <message>
        <source>Cut the values in the order a, b, c: the card pointed at opens once 2 of its wires are cut; values on no card are cut in any order.</source>
        <translation>値はa、b、cの順に切ります。指されているカードは、その値のコードが2本切られると次に進みます。どのカードにもない値は、どんな順番でも切れます。</translation>
    </message>
    <message>
        <source>Time to Reprioritize (Is this déjà vu?)</source>
        <translation>優先順位、ふたたび（デジャヴ？）</translation>
    </message>
    <message>
        <source>Days blur into each other, and sometimes it feels like living in the moment... but it&apos;s the same exact moment. Do we blame science, or a certain mad scientist?</source>
        <translation>毎日が溶け合い、今この瞬間を生きているような気がする……でも、それはまったく同じ瞬間。科学のせい？ それとも、あるマッドサイエンティストのせい？</translation>
    </message>
    <message>
        <source>1 red wire.

2 out of 3 yellow wires.

Shuffle the Number cards, draw 3 and put them face up in a line on the table. Put the Sequence card (side B) above the leftmost card.

2 players: 2 red wires, 4 yellow wires.

Rule sticker A: the False Bottom joins the equipment pile.</source>
        <translation>赤コード1本。

黄コード3本のうち2本。

数字カードをシャッフルして3枚引き、表向きで1列に並べます。シーケンスカード（B面）をいちばん左のカードの上に置きます。

2人：赤コード2本、黄コード4本。

ルールシールA：二重底を装備カードの山に混ぜます。</translation>
    </message>
    <message>
        <source>Some of the wires must be cut in order:

- You can not cut the b wires until you have cut all 4 a wires.
- You can not cut the c wires until you have cut all 4 a wires and all 4 b wires.
- The other wires (all but those of the three Number cards) may be cut in any order.

Once all 4 a wires are cut, flip the a card face down and move the Sequence card on to the next Number card. Do the same once all 4 b wires are cut.</source>
        <translation>いくつかのコードは順番に切らなければなりません。

- aのコード4本をすべて切るまで、bのコードは切れません。
- aのコード4本とbのコード4本をすべて切るまで、cのコードは切れません。
- そのほかのコード（3枚の数字カードの値以外）は、どんな順番で切ってもかまいません。

aのコード4本がすべて切られたら、aのカードを裏返し、シーケンスカードを次の数字カードに移します。bのコード4本がすべて切られたときも同じです。</translation>
    </message>
    <message>
        <source>The 4 wires of %1 are cut: the Sequence card moves on.</source>
        <translation>%1のコード4本がすべて切られました。シーケンスカードが次に進みます。</translation>
    </message>
    <message>
        <source>Sequence card (side B)</source>
        <translation>シーケンスカード（B面）</translation>
    </message>
    <message>
        <source>Cut the values in the order a, b, c: the card pointed at opens once all 4 of its wires are cut; values on no card are cut in any order.</source>
        <translation>値はa、b、cの順に切ります。指されているカードは、その値のコード4本がすべて切られると次に進みます。どのカードにもない値は、どんな順番でも切れます。</translation>
    </message>
    <message>
        <source>Playing with Wire</source>
        <translation>粘土遊び</translation>
    </message>
    <message>
        <source>This grey putty is a modelling clay known as plasticine in some parts of the world. But this is no time for word games: whatever these wires are connected to is highly explosive!</source>
        <translation>この灰色のパテは、地域によってはプラスチシンと呼ばれる造形用の粘土です。でも、言葉遊びをしている場合ではありません。このコードがつながっている先は、とても爆発しやすいのですから！</translation>
    </message>
    <message>
        <source>1 red wire.

4 yellow wires.

Deal the character cards as usual to find the Captain, then turn all the character cards over: there are no Double Detectors in this mission!

Equipment 7 (Emergency Batteries) is replaced by another card.

2 players: the Captain puts no info token in front of their stand during setup.

Rule sticker A: the False Bottom joins the equipment pile.</source>
        <translation>赤コード1本。

黄コード4本。

いつもどおりキャラクターカードを配ってキャプテンを決めたら、キャラクターカードをすべて裏返します。このミッションではダブル探知機は使えません！

装備7（非常用バッテリー）は別のカードと入れ替えます。

2人：キャプテンは準備で情報トークンを置きません。

ルールシールA：二重底を装備カードの山に混ぜます。</translation>
    </message>
    <message>
        <source>As soon as the first 2 yellow wires are cut:

1. Take at random as many info tokens as there are bomb disposal experts and put them face up in a line.
2. Starting with the Captain and going clockwise, each bomb disposal expert chooses 1 of these tokens and puts it in front of their hand correctly (or, if they have no wire of that value, beside their tile stand, face up and visible).</source>
        <translation>最初の黄コード2本が切られたらすぐに：

1. プレイヤーの人数と同じ枚数の情報トークンを無作為に取り、表向きで1列に並べます。
2. キャプテンから時計回りに、各プレイヤーはそのトークンを1枚選び、自分の手札の正しい位置の前に置きます（その値のコードを持っていなければ、タイルスタンドの横に表向きで見えるように置きます）。</translation>
    </message>
    <message>
        <source>The first 2 yellow wires are cut: info tokens %1 are put face up in a line.</source>
        <translation>最初の黄コード2本が切られました。情報トークン%1を表向きで1列に並べます。</translation>
    </message>
    <message>
        <source>%1 takes the info token %2.</source>
        <translation>%1さんが情報トークン%2を取りました。</translation>
    </message>
    <message>
        <source>Token %1</source>
        <translation>トークン%1</translation>
    </message>
    <message>
        <source>Take the info token %1 and put it in front of a wire of that value (beside your stand if you have none)?</source>
        <translation>情報トークン%1を取り、その値のコードの前に置きますか（なければスタンドの横に置きます）？</translation>
    </message>
    <message>
        <source>From the Captain clockwise, each bomb disposal expert chooses 1 of the tokens in the line and puts it in front of their hand correctly.</source>
        <translation>キャプテンから時計回りに、各プレイヤーは列のトークンを1枚選び、自分の手札の正しい位置の前に置きます。</translation>
    </message>
    <message>
        <source>Negative Impressions</source>
        <translation>ないものから推理せよ</translation>
    </message>
    <message>
        <source>“Once you eliminate the impossible, whatever remains, no matter how improbable, must be the truth.” Sherlock Holmes</source>
        <translation>「不可能なものを除外していって残ったものが、たとえどんなにありそうになくても、真実なのだ」シャーロック・ホームズ</translation>
    </message>
    <message>
        <source>1 red wire.

4 yellow wires.

Instead of choosing an info token as usual, each player takes 2 tokens of values they do not have in their hand and puts them beside their tile stand. Taking a yellow token is allowed.

Bomb disposal experts with 2 tile stands put 1 beside each stand.

A bomb disposal expert with fewer than 2 values missing from their hand places fewer tokens (1 or 0).

2 players: 3 red wires.

Rule sticker A: the False Bottom joins the equipment pile.</source>
        <translation>赤コード1本。

黄コード4本。

いつものように情報トークンを選ぶ代わりに、各自、自分の手札にない値のトークンを2枚取り、タイルスタンドの横に置きます。黄色のトークンを取ってもかまいません。

タイルスタンドが2台のプレイヤーは、それぞれのスタンドの横に1枚ずつ置きます。

手札にない値が2つ未満のプレイヤーは、置くトークンが少なくなります（1枚または0枚）。

2人：赤コード3本。

ルールシールA：二重底を装備カードの山に混ぜます。</translation>
    </message>
    <message>
        <source>As soon as the first 2 yellow wires are cut, each bomb disposal expert (starting with the Captain and going clockwise) chooses 1 info token from the board and gives it to the player on their left. Each player puts the token they received in front of their hand correctly (or, if they have no wire of that value, beside their tile stand).</source>
        <translation>最初の黄コード2本が切られたらすぐに、各プレイヤーは（キャプテンから時計回りに）ボードから情報トークンを1枚選び、左隣の人に渡します。受け取った人は、そのトークンを自分の手札の正しい位置の前に置きます（その値のコードを持っていなければ、タイルスタンドの横に置きます）。</translation>
    </message>
    <message>
        <source>The first 2 yellow wires are cut: from the Captain, each player gives an info token to their left neighbour.</source>
        <translation>最初の黄コード2本が切られました。キャプテンから順に、各自が左隣の人に情報トークンを渡します。</translation>
    </message>
    <message>
        <source>%1 gives the info token %3 to %2.</source>
        <translation>%1さんが情報トークン%3を%2さんに渡しました。</translation>
    </message>
    <message>
        <source>Put the token “%1” beside your stand: you have no wire of this value?</source>
        <translation>トークン「%1」をスタンドの横に置きますか？ この値のコードは持っていませんね？</translation>
    </message>
    <message>
        <source>Put 2 tokens of values you do not have in your hand beside your tile stand (yellow allowed).</source>
        <translation>手札にない値のトークンを2枚、タイルスタンドの横に置きます（黄色でもかまいません）。</translation>
    </message>
    <message>
        <source>Give the info token %1 to the player on your left? They put it in front of a wire of that value, or beside their stand.</source>
        <translation>情報トークン%1を左隣の人に渡しますか？ その人は、その値のコードの前か、スタンドの横に置きます。</translation>
    </message>
    <message>
        <source>Choose 1 info token from the board and give it to the player on your left.</source>
        <translation>ボードから情報トークンを1枚選び、左隣の人に渡します。</translation>
    </message>
    <message>
        <source>In front of %1</source>
        <translation>%1の前に</translation>
    </message>
    <message>
        <source>Put the token in front of %1?</source>
        <translation>トークンを%1の前に置きますか？</translation>
    </message>
    <message>
        <source>The token goes in front of one of your wires of its value.</source>
        <translation>トークンは、その値の自分のコードのどれかの前に置きます。</translation>
    </message>
    <message>
        <source>%1, choose a value you do not have: its token goes beside your stand.</source>
        <translation>%1さん、持っていない値を選んでください。そのトークンをスタンドの横に置きます。</translation>
    </message>
    <message>
        <source>%1, choose an info token for the player on your left.</source>
        <translation>%1さん、左隣の人に渡す情報トークンを選んでください。</translation>
    </message>
    <message>
        <source>Info tokens in the line</source>
        <translation>列の情報トークン</translation>
    </message>
    <message>
        <source>From the Captain clockwise, each player takes one and puts it in front of a wire of that value (beside their stand if they have none).</source>
        <translation>キャプテンから時計回りに、各自1枚を取り、その値のコードの前に置きます（なければスタンドの横に置きます）。</translation>
    </message>
    <message>
        <source>%1, choose an info token from the line.</source>
        <translation>%1さん、列から情報トークンを1枚選んでください。</translation>
    </message>
    <message>
        <source>%1, click the wire of yours the token goes in front of.</source>
        <translation>%1さん、トークンを置く自分のコードをクリックしてください。</translation>
    </message>
    <message>
        <source>Guessing Game</source>
        <translation>当てっこゲーム</translation>
    </message>
    <message>
        <source>Pay attention: it&apos;s time for some proper prognostication!</source>
        <translation>よく見ておいて。さあ、本格的な予言の時間です！</translation>
    </message>
    <message>
        <source>3 red wires.

Shuffle the Number cards and deal 2 face down to each player (3 to the player on the Captain&apos;s right); the rest make a face-down deck on the table. Each player picks up their cards discreetly.

2 players: the Captain puts no info token in front of their stand during setup.</source>
        <translation>赤コード3本。

数字カードをシャッフルし、各プレイヤーに2枚ずつ裏向きで配ります（キャプテンの右隣の人には3枚）。残りは裏向きの山札にして置きます。各自、自分のカードをこっそり手に取ります。

2人：キャプテンは準備で情報トークンを置きません。</translation>
    </message>
    <message>
        <source>At the start of a player&apos;s turn:

1. The player to the right of the active bomb disposal expert puts 1 of their Number cards face down on the table.
2. The active bomb disposal expert plays their turn as usual.
3. Then the face-down Number card is revealed. If the active bomb disposal expert has just cut wires of this value, the detonator advances 1 space.
4. The active bomb disposal expert takes the revealed Number card.

As soon as 4 wires of a value are cut, its Number card is discarded.

As soon as a player has only 1 card left, they draw 1 card at a time from the deck until they draw a number whose wires are not all cut.

When only 1 value is left to cut, the last Number card is discarded at once.

FAQ: with a multi-wire detector, only the wire actually cut can advance the detonator. A player with no wires left puts their Number cards face down under the deck. If the right-hand neighbour has no Number card, the next player to the right lays one instead.</source>
        <translation>各プレイヤーの手番の開始時に：

1. 手番のプレイヤーの右隣の人が、自分の数字カードを1枚、裏向きで場に出します。
2. 手番のプレイヤーは、いつもどおり手番をプレイします。
3. そのあと、裏向きの数字カードを公開します。手番のプレイヤーがちょうどその値のコードを切っていたら、ダイヤルが1マス進みます。
4. 手番のプレイヤーは、公開された数字カードを手に取ります。

ある値のコード4本がすべて切られたら、すぐにその数字カードを捨てます。

カードが1枚だけになった人は、コードがまだ切られきっていない値のカードが出るまで、山札から1枚ずつ引きます。

切るべき値が1つだけになったら、最後の数字カードはすぐに捨てます。

よくある質問：複数のコードを指す探知機では、実際に切られたコードだけがダイヤルを進める対象になります。コードがなくなった人は、自分の数字カードを裏向きで山札の下に入れます。右隣の人が数字カードを持っていなければ、さらに右の人が代わりに出します。</translation>
    </message>
    <message>
        <source>%1 lays a Number card face down for %2&apos;s turn.</source>
        <translation>%1さんが%2さんの手番のために数字カードを裏向きで出しました。</translation>
    </message>
    <message>
        <source>The card laid for %2 is revealed: %1.</source>
        <translation>%2さんのために出されたカードが公開されました：%1。</translation>
    </message>
    <message>
        <source>Number cards discarded (their wires are cut, or one value is left): %1.</source>
        <translation>数字カードを捨てました（コードがすべて切られたか、残りの値が1つになったため）：%1。</translation>
    </message>
    <message>
        <source>%1 is down to 1 Number card and draws from the deck.</source>
        <translation>%1さんの数字カードが1枚になったので、山札から引きます。</translation>
    </message>
    <message>
        <source>%1 has no wires left and puts their Number cards under the deck.</source>
        <translation>%1さんのコードがなくなったので、数字カードを山札の下に入れます。</translation>
    </message>
    <message>
        <source>Lay %1</source>
        <translation>%1を出す</translation>
    </message>
    <message>
        <source>Lay the Number card %1 face down? If the active player cuts that value this turn, the detonator advances.</source>
        <translation>数字カード%1を裏向きで出しますか？ 手番のプレイヤーがこの手番にその値を切ると、ダイヤルが進みます。</translation>
    </message>
    <message>
        <source>The player to the right of the active bomb disposal expert puts 1 of their Number cards face down; if the active player then cuts that value, the detonator advances 1 space.</source>
        <translation>手番のプレイヤーの右隣の人が、数字カードを1枚裏向きで出します。手番のプレイヤーがその値を切ると、ダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>Hidden from the others. At the start of the turn of the player on your left, lay one face down: if they cut its value, the detonator advances.</source>
        <translation>ほかの人には見せません。左隣の人の手番の開始時に、1枚を裏向きで出します。その人がその値を切ると、ダイヤルが進みます。</translation>
    </message>
    <message>
        <source>Face down. A player left with 1 card draws from it until a number whose wires are not all cut.</source>
        <translation>裏向きの山札。カードが1枚になった人は、コードがまだ切られきっていない値のカードが出るまで、ここから引きます。</translation>
    </message>
    <message>
        <source>The card laid face down</source>
        <translation>裏向きで出されたカード</translation>
    </message>
    <message>
        <source>Revealed after the turn: if the active player has just cut its value, the detonator advances 1 space; they then take it.</source>
        <translation>手番のあとに公開します。手番のプレイヤーがちょうどその値を切っていたら、ダイヤルが1マス進みます。そのあと手番のプレイヤーが取ります。</translation>
    </message>
    <message>
        <source>All their wires are cut (or theirs was the last value left to cut).</source>
        <translation>その値のコードはすべて切られています（または、切るべき最後の値でした）。</translation>
    </message>
    <message>
        <source>%1, lay 1 of your Number cards face down for the active player&apos;s turn.</source>
        <translation>%1さん、手番のプレイヤーのために、自分の数字カードを1枚裏向きで出してください。</translation>
    </message>
    <message>
        <source>It&apos;s Your (Un)Lucky Day!</source>
        <translation>今日はツイてる（ツイてない）日！</translation>
    </message>
    <message>
        <source>Sometimes skill and good training are not enough... like today. Trust your gut instincts to guide you!</source>
        <translation>腕前と十分な訓練だけでは足りないこともあります……今日のように。直感を信じて進みましょう！</translation>
    </message>
    <message>
        <source>1 red wire.

Shuffle the 12 Number cards face down into a deck near the board.

Move the detonator dial back 1 space (as if one more bomb disposal expert were playing).

Equipment 10 (X or Y Ray) is replaced by another card, and the new character with the X or Y Ray is not used.

2 players: 2 red wires; the Captain puts no info token during setup.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード1本。

数字カード12枚を裏向きでシャッフルし、ボードの近くに山札を作ります。

ダイヤルを1マス戻します（プレイヤーがもう1人いるかのように）。

装備10（X/Y線）は別のカードと入れ替え、X/Y線を持つ新しいキャラクターは使いません。

2人：赤コード2本。キャプテンは準備で情報トークンを置きません。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>On their turn, the active bomb disposal expert becomes “Sir” or “Ma&apos;am”:

1. They turn over the top Number card.
2. Without consulting anyone, they choose who must do a cut action with wires of this value (themselves included).
3. The chosen player says “Yes, Sir!” or “Yes, Ma&apos;am!” and does the cut action.

Then the player to the left of Sir or Ma&apos;am becomes the new Sir or Ma&apos;am, and so on.

If the chosen bomb disposal expert does not have the value, they choose 1 info token to put in front of their tile stand, and the detonator advances 1 space.

As soon as the 4 wires of a value are cut, discard its Number card. When the deck is empty, shuffle the Number cards into a new deck.

A bomb disposal expert with only red wires in hand at the start of their turn Reveals them.</source>
        <translation>自分の手番に、手番のプレイヤーは「上官」になります。

1. 山札のいちばん上の数字カードをめくります。
2. 誰にも相談せずに、その値のコードで切断アクションをする人（自分も含む）を選びます。
3. 選ばれた人は「了解しました、上官！」と言って切断アクションをします。

そのあと、上官の左隣の人が新しい上官になり、以降も同じように続けます。

選ばれたプレイヤーがその値を持っていなければ、情報トークンを1枚選んで自分のタイルスタンドの前に置き、ダイヤルが1マス進みます。

ある値のコード4本がすべて切られたら、すぐにその数字カードを捨てます。山札がなくなったら、数字カードをシャッフルして新しい山札を作ります。

手番の開始時に手札が赤コードだけのプレイヤーは、それを公開します。</translation>
    </message>
    <message>
        <source>%1 turns over the Number card %2.</source>
        <translation>%1さんが数字カード%2をめくりました。</translation>
    </message>
    <message>
        <source>%1 chooses %2 to cut it: “Yes, Sir!”</source>
        <translation>%1さんが%2さんを選びました。「了解しました、上官！」</translation>
    </message>
    <message>
        <source>Choose %1 to cut a wire of this value? If they do not have it, they put an info token in front of their stand and the detonator advances 1 space.</source>
        <translation>この値のコードを切る人に%1さんを選びますか？ その値を持っていなければ、その人が情報トークンを自分のスタンドの前に置き、ダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>Without consulting anyone, choose who must do a cut action with wires of this value (yourself included).</source>
        <translation>誰にも相談せずに、この値のコードで切断アクションをする人（自分も含む）を選びます。</translation>
    </message>
    <message>
        <source>A chosen player without the value puts 1 info token in front of their stand, and the detonator advances 1 space.</source>
        <translation>選ばれた人がその値を持っていなければ、情報トークンを1枚自分のスタンドの前に置き、ダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>The player Sir or Ma&apos;am chooses cuts this value.</source>
        <translation>上官が選んだ人がこの値を切ります。</translation>
    </message>
    <message>
        <source>%1 (Sir or Ma&apos;am): who cuts this value?</source>
        <translation>%1さん（上官）：この値を切るのは誰ですか？</translation>
    </message>
    <message>
        <source>It is Positively Titanic</source>
        <translation>まさにタイタニック級</translation>
    </message>
    <message>
        <source>What a strange name for a huge ship that promises never to sink. Stranger still: someone has put a bomb in its hull! Put on your wetsuits, manage your oxygen and become kings of the world!</source>
        <translation>決して沈まないと約束する巨大な船に、なんとも不思議な名前です。さらに不思議なことに、誰かがその船体に爆弾を仕掛けました！ ウェットスーツを着て、酸素を管理して、世界の王になりましょう！</translation>
    </message>
    <message>
        <source>2 red wires.

The Captain takes the Oxygen tokens: 14 with 2 bomb disposal experts, 18 with 3, 24 with 4, 30 with 5.

Equipment 10 (X or Y Ray) is replaced by another card, and the new character with the X or Y Ray is not used.

2 players: 3 red wires.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).

Rule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut).</source>
        <translation>赤コード2本。

キャプテンが酸素トークンを受け取ります：2人なら14枚、3人なら18枚、4人なら24枚、5人なら30枚。

装備10（X/Y線）は別のカードと入れ替え、X/Y線を持つ新しいキャラクターは使いません。

2人：赤コード3本。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。

ルールシールC：新しい装備カードを装備カードの山に混ぜます（それぞれ、その値のコード4本が切られると使えます）。</translation>
    </message>
    <message>
        <source>To do a cut action, a bomb disposal expert must put as many Oxygen tokens in the reserve as the value of the wires pointed at (to try to cut 5s, 5 tokens go to the reserve).

At the end of their turn, the active bomb disposal expert gives all their remaining Oxygen tokens to the player on their left.

After each round, the Captain begins their turn by taking all the Oxygen tokens from the reserve.

If a bomb disposal expert can not play for lack of Oxygen tokens, they skip their turn and the detonator advances 1 space.

Under water you can not speak. One sign is allowed: a thumbs up when you need more oxygen.

FAQ: you must play if you have enough oxygen; you can not skip your turn on purpose.</source>
        <translation>切断アクションをするには、指したコードの値と同じ枚数の酸素トークンをリザーブに置かなければなりません（5を切ろうとするなら、5枚をリザーブに置きます）。

手番の終わりに、手番のプレイヤーは残っている酸素トークンをすべて左隣の人に渡します。

各ラウンドのあと、キャプテンはリザーブの酸素トークンをすべて取ってから手番を始めます。

酸素トークンが足りずにプレイできないプレイヤーは、手番を飛ばし、ダイヤルが1マス進みます。

水中では話せません。酸素がほしいときに親指を立てる合図だけが許されます。

よくある質問：酸素が足りているならプレイしなければなりません。わざと手番を飛ばすことはできません。</translation>
    </message>
    <message>
        <source>%1 puts %n Oxygen token(s) in the reserve (%2 left to pass on).</source>
        <translation>%1さんが酸素トークン%n枚をリザーブに置きました（渡す分は残り%2枚）。</translation>
    </message>
    <message>
        <source>%1 gives their %n remaining Oxygen token(s) to %2, on their left.</source>
        <translation>%1さんが残りの酸素トークン%n枚を左隣の%2さんに渡しました。</translation>
    </message>
    <message>
        <source>New round: %1 takes back the Oxygen tokens of the reserve (%2 in hand).</source>
        <translation>新しいラウンド：%1さんがリザーブの酸素トークンを取り戻しました（手元に%2枚）。</translation>
    </message>
    <message>
        <source>Oxygen tokens in hand</source>
        <translation>手元の酸素トークン</translation>
    </message>
    <message>
        <source>A cut costs as many tokens as its value; what is left goes to the player on the left at the end of the turn.</source>
        <translation>切断には、その値と同じ枚数のトークンが必要です。残りは手番の終わりに左隣の人に渡します。</translation>
    </message>
    <message>
        <source>The tokens spent this round: the Captain takes them all back at the start of the next round.</source>
        <translation>このラウンドに使ったトークン。次のラウンドの開始時に、キャプテンがすべて取り戻します。</translation>
    </message>
    <message>
        <source>In the Belly of the Beast</source>
        <translation>獣の腹の中</translation>
    </message>
    <message>
        <source>After tremendous effort, you have tracked the mad scientist to his secret base of operations—a remote and ominous cave where he has concocted all of his devious plans. There&apos;s no telling what you will find inside, but there is only one way to find out...</source>
        <translation>大変な苦労の末、ついにマッドサイエンティストの秘密基地を突き止めました。人里離れた不気味な洞窟で、彼はここで悪だくみのすべてを練り上げてきたのです。中に何があるかはわかりません。確かめる方法はただひとつ……</translation>
    </message>
    <message>
        <source>1 red wire.

2 out of 3 yellow wires.

The card plays a sound file: Bakudan plays its own scripted events instead.

Rule sticker A: the False Bottom joins the equipment pile.</source>
        <translation>赤コード1本。

黄コード3本のうち2本。

カードでは音声ファイルを再生しますが、Bakudanでは代わりに独自の演出を行います。

ルールシールA：二重底を装備カードの山に混ぜます。</translation>
    </message>
    <message>
        <source>You stand at the cave entrance, prepared to meet your fate.

The scripted events: a 15-minute countdown starts at the end of setup. Once half of the blue wires are cut, the cave&apos;s real timer shows up: 5 minutes. If the first countdown reaches 0:00 before that, it lied: no explosion, but the real timer shows 3 minutes. When the real timer reaches 0:00, the bomb explodes.

Failure: but wait! Maybe there&apos;s another grotto on the horizon? Try again, and don&apos;t make the same mistakes twice!

Success: great job! After defusing the bomb, you find a safe filled with stacks of formulae and secret plans, and the authorities are already hot on the mad scientist&apos;s tail. New adventures await your team: the “Missions 20-30” box opens.</source>
        <translation>あなたたちは覚悟を決めて、洞窟の入口に立っています。

演出：準備の終わりに15分のカウントダウンが始まります。青コードの半分が切られると、洞窟の本当のタイマーが現れ、残り5分を示します。その前に最初のカウントダウンが0:00になったら、それは嘘でした。爆発はしませんが、本当のタイマーが残り3分を示します。本当のタイマーが0:00になると、爆弾が爆発します。

失敗：ちょっと待って！ 向こうにもうひとつ洞窟があるかも？ もう一度挑戦して、同じ失敗を繰り返さないように！

成功：お見事！ 爆弾を解除すると、数式と秘密の計画がぎっしり詰まった金庫が見つかりました。当局はすでにマッドサイエンティストを追いつめています。爆弾処理班の新たな冒険が待っています。「ミッション20～30」のサプライズボックスを開けよう。</translation>
    </message>
    <message>
        <source>Half of the blue wires are cut: the countdown was a lie! The cave&apos;s real timer shows %1 seconds.</source>
        <translation>青コードの半分が切られました。カウントダウンは嘘でした！ 洞窟の本当のタイマーは残り%1秒です。</translation>
    </message>
    <message>
        <source>0:00… and nothing happens: the countdown lied! The cave&apos;s real timer shows %1 seconds.</source>
        <translation>0:00……何も起きません。カウントダウンは嘘でした！ 洞窟の本当のタイマーは残り%1秒です。</translation>
    </message>
    <message>
        <source>The mad scientist&apos;s countdown</source>
        <translation>マッドサイエンティストのカウントダウン</translation>
    </message>
    <message>
        <source>15 minutes… or is it? Cutting half of the blue wires shows the real timer.</source>
        <translation>15分……本当に？ 青コードの半分を切ると、本当のタイマーが現れます。</translation>
    </message>
    <message>
        <source>The cave&apos;s real timer</source>
        <translation>洞窟の本当のタイマー</translation>
    </message>
    <message>
        <source>When it reaches 0:00, the bomb explodes.</source>
        <translation>0:00になると爆弾が爆発します。</translation>
    </message>
    <message>
        <source>Speed Mission!</source>
        <translation>スピードミッション！</translation>
    </message>
    <message>
        <source>The Big Bad Wolf is back and is as dangerous as ever. Buckle up—he has a fast and furious mission for you!</source>
        <translation>オオカミが戻ってきました。相変わらず危険です。しっかりつかまって。彼はスピード勝負のミッションを用意しています！</translation>
    </message>
    <message>
        <source>1 out of 2 red wires.

4 yellow wires.

Shuffle the 12 Number cards face down into a deck near the board.

The card plays a sound file: Bakudan plays its own scripted events instead.

Rule sticker A: the False Bottom joins the equipment pile.</source>
        <translation>赤コード2本のうち1本。

黄コード4本。

12枚の数字カードを裏向きでシャッフルし、山札にしてボードの近くに置きます。

カードでは音声ファイルを再生しますが、Bakudanでは代わりに独自の演出を行います。

ルールシールA：二重底を装備カードの山に混ぜます。</translation>
    </message>
    <message>
        <source>Turns go on clockwise as usual while the scripted events run:

1. Six Number cards, one after another. Before the clock runs out (20 seconds for the first three, 15 for the next three), at least 2 wires of the card&apos;s value must be cut (all that are left, if fewer); otherwise the detonator advances 1 space. Then the next card.
2. Three Number cards at once: cut all their wires within 2 minutes. The detonator advances 1 space for each card not done.
3. Two minutes to cut everything left: then the bomb explodes.

A card whose wires are already all cut is discarded and the next one drawn.

Failure: boom! You have earned a free second chance: try again, and speed up!

Success: congratulations! The police caught up with the Big Bad Wolf and arrested him, with enough evidence to lock him away for many years. Your adventure goes on: the “Missions 31-42” box opens.</source>
        <translation>演出の間も、手番はいつもどおり時計回りに進みます。

1. 数字カードを1枚ずつ6枚めくります。時間切れになる前に（最初の3枚は20秒、次の3枚は15秒）、そのカードの値のコードを2本以上（残りが2本未満ならすべて）切らなければなりません。切れなければダイヤルが1マス進みます。それから次のカードです。
2. 数字カードを3枚同時にめくります。2分以内にそのコードをすべて切ります。終わらなかったカード1枚につき、ダイヤルが1マス進みます。
3. 残りのすべてを2分以内に切ります。時間切れで爆弾が爆発します。

コードがすでにすべて切られているカードは捨てて、次のカードを引きます。

失敗：ドカーン！ 2回目のチャンスは無料です。もう一度、もっと速く！

成功：おめでとう！ 警察がオオカミに追いつき、何年も刑務所に入れておけるだけの証拠とともに逮捕しました。冒険は続きます。「ミッション31～42」のサプライズボックスを開けよう。</translation>
    </message>
    <message>
        <source>Number card %2 of 6: %1. Cut 2 wires of it before the clock runs out!</source>
        <translation>数字カード（6枚中%2枚目）：%1。時間切れになる前に、そのコードを2本切ろう！</translation>
    </message>
    <message>
        <source>Three Number cards: %1. Cut all their wires within 2 minutes!</source>
        <translation>数字カード3枚：%1。2分以内にそのコードをすべて切ろう！</translation>
    </message>
    <message>
        <source>Last stage: 2 minutes to cut everything left!</source>
        <translation>最終段階：残りすべてを2分以内に切ろう！</translation>
    </message>
    <message>
        <source>Done in time: %1.</source>
        <translation>時間内に達成：%1。</translation>
    </message>
    <message>
        <source>Time is up for %1!</source>
        <translation>%1は時間切れ！</translation>
    </message>
    <message>
        <source>The wires of %1 are already all cut: discarded, next card.</source>
        <translation>%1のコードはすでにすべて切られています。捨てて次のカードへ。</translation>
    </message>
    <message>
        <source>Number cards against the clock</source>
        <translation>時間制限つきの数字カード</translation>
    </message>
    <message>
        <source>Struck through: done in time.</source>
        <translation>取り消し線：時間内に達成。</translation>
    </message>
    <message>
        <source>Face down; the script draws from it.</source>
        <translation>裏向きです。演出でここからカードを引きます。</translation>
    </message>
    <message>
        <source>Stage 1: six timed cards</source>
        <translation>第1段階：時間制限つきの6枚</translation>
    </message>
    <message>
        <source>Before the clock runs out, cut 2 wires of the card&apos;s value (all that are left, if fewer), or the detonator advances 1 space.</source>
        <translation>時間切れになる前に、カードの値のコードを2本（残りが2本未満ならすべて）切ります。切れなければダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>Stage 2: three cards in 2 minutes</source>
        <translation>第2段階：2分で3枚</translation>
    </message>
    <message>
        <source>Cut all the wires of the three cards; the detonator advances 1 space for each card not done.</source>
        <translation>3枚のカードのコードをすべて切ります。終わらなかったカード1枚につき、ダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>Stage 3: everything left in 2 minutes</source>
        <translation>第3段階：2分で残りすべて</translation>
    </message>
    <message>
        <source>When the clock reaches 0:00, the bomb explodes.</source>
        <translation>タイマーが0:00になると爆弾が爆発します。</translation>
    </message>
    <message>
        <source>Panic under the Palm Trees</source>
        <translation>ヤシの木の下のパニック</translation>
    </message>
    <message>
        <source>Welcome to Bora Bora. It&apos;s paradise...but not today! Today there will be no cannonballing into the pool...</source>
        <translation>ボラボラ島へようこそ。ここは楽園……でも今日は違います！ 今日はプールに飛び込んで遊ぶ暇などありません……</translation>
    </message>
    <message>
        <source>1 out of 3 red wires.

2 yellow wires.

Shuffle the Number cards and deal 5 of them face up in a line on the table. Do not reorder them.

The Captain chooses (without consulting the others) at which end of the line to put the Sequence card (side A), its arrow pointing along the line.

2 players: 2 out of 3 red wires, 4 yellow wires.

Rule sticker A: the False Bottom joins the equipment pile.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード3本のうち1本。

黄コード2本。

数字カードをシャッフルし、5枚を表向きで1列に並べます。並べ替えてはいけません。

キャプテンは（ほかの人と相談せずに）シーケンスカード（A面）を列のどちらの端に置くかを選び、矢印を列のほうに向けます。

2人：赤コード3本のうち2本、黄コード4本。

ルールシールA：二重底を装備カードの山に混ぜます。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>Wires whose values match the face-up Number cards must be cut in the order shown by the Sequence card&apos;s arrow. Each time a bomb disposal expert cuts 2 wires of the number next to the Sequence card, they remove this Number card and choose (without consulting the others) at which end of the line to put the Sequence card.

Wires whose values match none of the face-up Number cards can be cut at any time.

At the table: only the card next to the Sequence card may be cut among the line&apos;s values; the player whose cut makes 2 wires of it is the one who moves the Sequence card (with one card left, there is nothing to choose).</source>
        <translation>表向きの数字カードと同じ値のコードは、シーケンスカードの矢印が示す順に切らなければなりません。プレイヤーがシーケンスカードの隣のカードの値のコードを2本切るたびに、その人はその数字カードを取り除き、（ほかの人と相談せずに）シーケンスカードを列のどちらの端に置くかを選びます。

表向きの数字カードのどれとも値が合わないコードは、いつでも切れます。

このアプリでは：列の値のうち切れるのは、シーケンスカードの隣のカードの値だけです。そのコードが2本切られる切断をした人がシーケンスカードを動かします（カードが残り1枚なら、選ぶものはありません）。</translation>
    </message>
    <message>
        <source>%1 puts the Sequence card at the %2 end: %3 is next.</source>
        <translation>%1さんがシーケンスカードを列の%2端に置きました。次は%3です。</translation>
    </message>
    <message>
        <source>2 wires of %2 are cut: %1 removes its Number card from the line.</source>
        <translation>%2のコードが2本切られました。%1さんがその数字カードを列から取り除きます。</translation>
    </message>
    <message>
        <source>Left end</source>
        <translation>左端</translation>
    </message>
    <message>
        <source>Put the Sequence card at the left end of the line?</source>
        <translation>シーケンスカードを列の左端に置きますか？</translation>
    </message>
    <message>
        <source>The card next to the Sequence card is the only value of the line that may be cut now.</source>
        <translation>列の値のうち、今切れるのはシーケンスカードの隣のカードの値だけです。</translation>
    </message>
    <message>
        <source>Right end</source>
        <translation>右端</translation>
    </message>
    <message>
        <source>Put the Sequence card at the right end of the line?</source>
        <translation>シーケンスカードを列の右端に置きますか？</translation>
    </message>
    <message>
        <source>Number cards in line</source>
        <translation>列の数字カード</translation>
    </message>
    <message>
        <source>Of the line&apos;s values, only the card next to the Sequence card may be cut; 2 of its wires cut remove it. Values off the line are cut at any time.</source>
        <translation>列の値のうち、切れるのはシーケンスカードの隣のカードの値だけです。そのコードが2本切られるとカードは取り除かれます。列にない値はいつでも切れます。</translation>
    </message>
    <message>
        <source>Removed Number cards</source>
        <translation>取り除いた数字カード</translation>
    </message>
    <message>
        <source>Their values are cut at any time now.</source>
        <translation>これらの値は、もういつでも切れます。</translation>
    </message>
    <message>
        <source>%1: at which end of the line do you put the Sequence card?</source>
        <translation>%1さん：シーケンスカードを列のどちらの端に置きますか？</translation>
    </message>
    <message>
        <source>The Weakest Link</source>
        <translation>弱点</translation>
    </message>
    <message>
        <source>If you follow the chain of command, you will eventually find it, but how can you tell? It could even be you!</source>
        <translation>指揮系統をたどれば、いつかは見つかります。でも、どうやって見分ける？ もしかしたら、あなたかもしれません！</translation>
    </message>
    <message>
        <source>1 red wire.

Once the Captain is known, shuffle the character cards (the Captain card included) and deal 1 face down to each player: the first player does not necessarily get the Captain card.

Shuffle the Constraint cards A to E and deal 1 face down to each player. Do not look at the cards left over.

Each bomb disposal expert secretly looks at their 2 cards. Whoever holds the Captain card is now the weakest link, and must not let anyone know. Only the weakest link applies their Constraint card; the others look at theirs but do not apply it.

2 players: MISSION IMPOSSIBLE! This mission can not be played with only 2 bomb disposal experts.</source>
        <translation>赤コード1本。

キャプテンを決めたら、キャラクターカード（キャプテンのカードも含む）をシャッフルし、各自に1枚ずつ裏向きで配ります。最初のプレイヤーがキャプテンのカードを受け取るとは限りません。

制約カードA～Eをシャッフルし、各自に1枚ずつ裏向きで配ります。残ったカードは見ません。

各自、自分の2枚のカードをこっそり見ます。キャプテンのカードを持つ人が「弱点」です。ほかの人に知られてはいけません。制約カードに従うのは弱点だけで、ほかの人は自分のカードを見ても従いません。

2人：ミッション・インポッシブル！ このミッションは2人ではプレイできません。</translation>
    </message>
    <message>
        <source>While the character cards are hidden, the bomb disposal experts have no personal equipment.

The weakest link:
- applies their Constraint card every turn, without discussing or revealing it;
- if they can not play on their turn because of the constraint, the detonator advances 2 spaces and every bomb disposal expert discards their Constraint and character cards.

The other bomb disposal experts play as usual, ignoring their Constraint card. At the start of their turn, they may point out the weakest link and guess their Constraint card (without consulting the others):
- wrong (about the weakest link or the card): the detonator advances 1 space;
- right (about both): every character card is turned face up and every Constraint card is discarded. The game goes on, and all personal equipment is usable at once.

At the table: rule sticker B is not used in this mission, as a new character would show who is not the weakest link.</source>
        <translation>キャラクターカードが伏せられている間、プレイヤーは個人装備を使えません。

弱点は：
- 毎手番、相談も公開もせずに自分の制約カードに従います。
- 制約のせいで自分の手番にプレイできなければ、ダイヤルが2マス進み、全員が制約カードとキャラクターカードを捨てます。

ほかのプレイヤーは、制約カードを無視していつもどおりプレイします。自分の手番の始めに、（相談せずに）弱点を指名し、その制約カードを当ててもかまいません。
- はずれ（弱点かカードのどちらか）：ダイヤルが1マス進みます。
- 当たり（両方）：キャラクターカードをすべて表にし、制約カードをすべて捨てます。ゲームは続き、すべての個人装備がすぐに使えます。

このアプリでは：新しいキャラクターにすると誰が弱点でないかがわかるため、このミッションではルールシールBを使いません。</translation>
    </message>
    <message>
        <source>%1 can not play because of their Constraint card: the weakest link is stuck! The detonator advances 2 spaces and every Constraint and character card is discarded.</source>
        <translation>%1さんは制約カードのせいでプレイできません。弱点が動けなくなりました！ ダイヤルが2マス進み、制約カードとキャラクターカードはすべて捨てられます。</translation>
    </message>
    <message>
        <source>%1 guesses: %2 is the weakest link, with %3.</source>
        <translation>%1さんの推理：弱点は%2さんで、%3。</translation>
    </message>
    <message>
        <source>Right! %2 was the weakest link. The characters turn face up, the Constraint cards are discarded: personal equipment is usable.</source>
        <translation>当たり！ 弱点は%2さんでした。キャラクターカードを表にし、制約カードを捨てます。個人装備が使えるようになりました。</translation>
    </message>
    <message>
        <source>Wrong guess: the detonator advances 1 space.</source>
        <translation>はずれ：ダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>Guess: %1</source>
        <translation>推理：%1</translation>
    </message>
    <message>
        <source>Guess that the weakest link is %1? Wrong, the detonator advances 1 space; right, the characters turn face up and personal equipment is usable.</source>
        <translation>弱点は%1だと推理しますか？ はずれならダイヤルが1マス進み、当たりならキャラクターカードが表になって個人装備が使えるようになります。</translation>
    </message>
    <message>
        <source>At the start of your turn you may name the weakest link and their Constraint card (without consulting the others).</source>
        <translation>自分の手番の始めに、（相談せずに）弱点とその制約カードを当ててもかまいません。</translation>
    </message>
    <message>
        <source>The weakest link</source>
        <translation>弱点</translation>
    </message>
    <message>
        <source>Holds the Captain character card and applies their Constraint card; nobody else knows.</source>
        <translation>キャプテンのキャラクターカードを持ち、自分の制約カードに従います。ほかの人は知りません。</translation>
    </message>
    <message>
        <source>Not the weakest link</source>
        <translation>弱点ではない人</translation>
    </message>
    <message>
        <source>Your character card is not the Captain card: you look at your Constraint card but do not apply it. At the start of your turn you may point out the weakest link and guess their Constraint card.</source>
        <translation>あなたのキャラクターカードはキャプテンではありません。制約カードは見るだけで、従う必要はありません。自分の手番のはじめに、弱点が誰か、その制約カードは何かを推理できます。</translation>
    </message>
    <message>
        <source>%1, your turn: click a teammate&apos;s wire to cut it. First, if you like, point out the weakest link and their Constraint card in the list (a wrong guess advances the detonator 1 space).</source>
        <translation>%1さんの手番：切る仲間のコードをクリックしてください。その前に、リストから弱点とその制約カードを推理してもかまいません（はずれるとダイヤルが1マス進みます）。</translation>
    </message>
    <message>
        <source>Nano Nano</source>
        <translation>ナノナノ</translation>
    </message>
    <message>
        <source>The Fourth(?) Law of Robotics: sometimes a robot will buck convention and do whatever it wants.</source>
        <translation>ロボット工学第4（？）原則：ロボットはときどき決まりを破って、好き勝手に動くことがある。</translation>
    </message>
    <message>
        <source>2 red wires.

Put Nano just before space 1 of the board.

The detonator dial is not used in this mission.

If the Rewinder (6) or the Stabilizer (9) is drawn, discard it and draw a new card.

2 players: 3 red wires.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード2本。

ロボットのナノをボードの「1」のマスの手前に置きます。

このミッションではダイヤルを使いません。

リワインダー（6）またはスタビライザー（9）を引いたら、捨てて新しいカードを引きます。

2人：赤コード3本。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>At the end of each turn, Nano moves:
- a cut action succeeds: +1 space;
- a cut action succeeds and the wires&apos; value is the number of Nano&apos;s space: -1 space;
- a cut action fails: +2 spaces.

Beware: if Nano reaches space 12, kaboom, the bomb explodes!

A turn without a cut action (Reveal Your Red Wires, the Coffee Mug) does not move Nano.</source>
        <translation>各手番の終わりに、ナノは次のように動きます。
- 切断アクションが成功した：+1マス
- 切断アクションが成功し、そのコードの値がナノのいるマスの数と同じ：-1マス
- 切断アクションが失敗した：+2マス

気をつけて：ナノが12のマスに着いたら、ドカーン！ 爆弾が爆発します！

切断アクションのない手番（赤いコードを公開する、コーヒーマグ）では、ナノは動きません。</translation>
    </message>
    <message>
        <source>A successful cut moves Nano +1 space (-1 if the wires&apos; value is Nano&apos;s space); a failed cut +2. On space 12 the bomb explodes.</source>
        <translation>切断が成功するとナノは+1マス（そのコードの値がナノのマスの数と同じなら-1マス）、失敗すると+2マス動きます。12のマスで爆弾が爆発します。</translation>
    </message>
    <message>
        <source>The Attack of Rabbit the Red</source>
        <translation>赤毛のラビットの襲撃</translation>
    </message>
    <message>
        <source>A pirate attack, one nuclear submarine, multiple breaches, and a bomb... sounds like a typical day for a highly-trained team of bomb disposal experts!</source>
        <translation>海賊の襲撃、原子力潜水艦、あちこちの浸水、そして爆弾……鍛え抜かれた爆弾処理班には、いつもの一日ですね！</translation>
    </message>
    <message>
        <source>11 red wires. Do not shuffle them with the others: they lie face down on this card.

Each bomb disposal expert takes Oxygen tokens and keeps them in view: 9 each with 2 players, 6 with 3, 3 with 4, 2 with 5. The rest form the Reserve.

Equipment 10 (X or Y Ray) is replaced by another card, and the new character with the X or Y Ray is not used.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード11本。ほかのコードとは混ぜず、このカードの上に裏向きで置きます。

全員が酸素トークンを受け取り、見えるように自分の前に置きます：2人なら1人9枚、3人なら6枚、4人なら3枚、5人なら2枚。残りはリザーブになります。

装備カード10（X/Y線）は別のカードに替え、X/Y線を持つ新しいキャラクターは使いません。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>To do a cut action, a bomb disposal expert must first spend Oxygen tokens by the depth, into the Reserve: wires 1-4: 1 token; wires 5-8: 2 tokens; wires 9-12: 3 tokens.

A bomb disposal expert who cannot play for lack of Oxygen tokens at the start of their turn skips it, and the detonator advances 1 space. If you can play, you must.

Each time a Validation token is put on the board, each bomb disposal expert takes 1 Oxygen token from the Reserve.

The sound file is replaced by the app&apos;s script: from the second round on, at the start of each round the hull breaches and a red wire from the card leaks into a random player&apos;s hand (4 breaches in all). Only that player sees it; it goes in order on their stand.</source>
        <translation>切断アクションをするには、まずその深さの分だけ酸素トークンをリザーブに支払わなければなりません：コード1～4は1枚、5～8は2枚、9～12は3枚。

手番の始めに酸素トークンが足りずにプレイできないプレイヤーは手番を飛ばし、ダイヤルが1マス進みます。プレイできるなら、必ずプレイします。

検証トークンがボードに置かれるたびに、全員がリザーブから酸素トークンを1枚受け取ります。

音声ファイルの代わりにアプリの演出があります：2ラウンド目から、各ラウンドの始めに船体に穴があき、カードの上の赤コードが1本、無作為に選ばれた人の手札に漏れ出します（全部で4回）。そのコードを見られるのはその人だけで、タイルスタンドに順番どおりに並べます。</translation>
    </message>
    <message>
        <source>%1 spends Oxygen: %2 (%3 left).</source>
        <translation>%1さんが酸素を支払いました：%2（残り%3）。</translation>
    </message>
    <message>
        <source>A Validation token: each bomb disposal expert takes 1 Oxygen token (%1 taken).</source>
        <translation>検証トークン：全員が酸素トークンを1枚受け取ります（%1枚受け取りました）。</translation>
    </message>
    <message>
        <source>Breach! A red wire leaks into %1&apos;s hand (%2 breaches to come).</source>
        <translation>浸水！ 赤コードが1本、%1さんの手札に漏れ出しました（あと%2回）。</translation>
    </message>
    <message>
        <source>Oxygen</source>
        <translation>酸素</translation>
    </message>
    <message>
        <source>A cut costs 1 token for wires 1-4, 2 for 5-8, 3 for 9-12, spent into the Reserve. Each Validation token gives every player 1 token back.</source>
        <translation>切断には、コード1～4なら1枚、5～8なら2枚、9～12なら3枚をリザーブに支払います。検証トークンが置かれるたびに、全員が1枚受け取ります。</translation>
    </message>
    <message>
        <source>Spent tokens go here; each Validation token gives every player 1 token from it.</source>
        <translation>支払ったトークンはここに入ります。検証トークンが置かれるたびに、全員がここから1枚受け取ります。</translation>
    </message>
    <message>
        <source>Red wires on the card</source>
        <translation>カードの上の赤コード</translation>
    </message>
    <message>
        <source>Face down; at each breach one of them leaks into a random player&apos;s hand.</source>
        <translation>裏向きです。浸水のたびに、そのうち1本が無作為に選ばれた人の手札に漏れ出します。</translation>
    </message>
    <message>
        <source>Breaches to come</source>
        <translation>これからの浸水</translation>
    </message>
    <message>
        <source>From the second round on, the hull breaches at the start of each round, 4 times in all.</source>
        <translation>2ラウンド目から、各ラウンドの始めに船体に穴があきます。全部で4回です。</translation>
    </message>
    <message>
        <source>Time to Run Away and Join The Circus...</source>
        <translation>サーカスに入団しよう……</translation>
    </message>
    <message>
        <source>When you received the Joker&apos;s invitation, you should have guessed it would be to a spectacle. One thing&apos;s for certain: nothing has prepared you for the mayhem you will experience in this mission!</source>
        <translation>ジョーカーから招待状が届いたとき、ショーへのお誘いだと気づくべきでした。ひとつ確かなのは、このミッションで待ち受ける大混乱への備えなど、何ひとつできていないということです！</translation>
    </message>
    <message>
        <source>1 out of 3 red wires.

4 yellow wires.

Rule sticker A: the False Bottom joins the equipment pile.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード3本のうち1本。

黄コード4本。

ルールシールA：二重底を装備カードの山に混ぜます。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>Let the show begin! The sound file is replaced by the app&apos;s script: from the second round on, a circus act opens every round (before the Captain&apos;s turn), in this order, again and again:
- The tightrope walkers: until the next act, a failed cut advances the detonator 2 spaces.
- The strongman: he pushes the detonator back 1 space.
- The trapeze: the Captain card flies to the player on the left, who starts this round; the old Captain&apos;s turn is skipped.</source>
        <translation>ショーの始まりです！ 音声ファイルの代わりにアプリの演出があります：2ラウンド目から、各ラウンドの始め（キャプテンの手番の前）にサーカスの演目が1つ始まります。次の順番で繰り返します。
- 綱渡り：次の演目まで、切断に失敗するとダイヤルが2マス進みます。
- 怪力男：ダイヤルを1マス押し戻します。
- 空中ブランコ：キャプテンカードが左の人へ飛んでいき、その人がこのラウンドを始めます。元のキャプテンの手番は飛ばされます。</translation>
    </message>
    <message>
        <source>Circus act: the tightrope walkers! Until the next act, a failed cut advances the detonator 2 spaces.</source>
        <translation>サーカスの演目：綱渡り！ 次の演目まで、切断に失敗するとダイヤルが2マス進みます。</translation>
    </message>
    <message>
        <source>Circus act: the strongman pushes the detonator back!</source>
        <translation>サーカスの演目：怪力男がダイヤルを押し戻しました！</translation>
    </message>
    <message>
        <source>Circus act: the trapeze! The Captain card flies to the left.</source>
        <translation>サーカスの演目：空中ブランコ！ キャプテンカードが左へ飛んでいきます。</translation>
    </message>
    <message>
        <source>%1 is the Captain now and starts this round.</source>
        <translation>%1さんが新しいキャプテンになり、このラウンドを始めます。</translation>
    </message>
    <message>
        <source>Act: the tightrope walkers</source>
        <translation>演目：綱渡り</translation>
    </message>
    <message>
        <source>Until the next act, a failed cut advances the detonator 2 spaces.</source>
        <translation>次の演目まで、切断に失敗するとダイヤルが2マス進みます。</translation>
    </message>
    <message>
        <source>Act: the strongman</source>
        <translation>演目：怪力男</translation>
    </message>
    <message>
        <source>He pushed the detonator back 1 space at the start of this round.</source>
        <translation>このラウンドの始めに、ダイヤルを1マス押し戻しました。</translation>
    </message>
    <message>
        <source>Act: the trapeze</source>
        <translation>演目：空中ブランコ</translation>
    </message>
    <message>
        <source>The Captain card flew to the left at the start of this round; the old Captain&apos;s turn was skipped.</source>
        <translation>このラウンドの始めに、キャプテンカードが左の人へ飛んでいきました。元のキャプテンの手番は飛ばされました。</translation>
    </message>
    <message>
        <source>When a challenge is completed, discard it and move the detonator dial back 1 space.

A Challenge card shows a condition: the challenge is successful if this condition is fulfilled. It may apply to only 1 bomb disposal expert (e.g. the arrangement of wires on a tile stand), or to the whole team (e.g. describing a sequence of wires to cut).

At the table: “consecutively” counts turns in play order, whoever plays them; a failed cut, a turn without a cut or “It is RED” breaks the run. A tile stand&apos;s condition is checked on every stand after each cut and at the end of each turn; Challenge 3 needs at least 2 pairs. Challenge 8&apos;s first 2 validation tokens may come in either order. At its top space the dial stays where it is, but the challenge is still discarded.</source>
        <translation>チャレンジを達成したら、そのカードを捨て、ダイヤルを1マス戻します。

チャレンジカードには条件が書かれています。その条件が満たされればチャレンジ成功です。条件はプレイヤー1人だけに関わるもの（例：タイルスタンドのコードの並び）も、チーム全体に関わるもの（例：切るコードの順番）もあります。

このアプリでは：「続けて」は、誰がプレイしたかにかかわらず、プレイ順の手番を数えます。切断の失敗、切断のない手番、「これは赤だ」は連続を途切れさせます。タイルスタンドの条件は、切断のたびと各手番の終わりに、すべてのスタンドで確かめます。チャレンジカード3には2本組が2つ以上必要です。チャレンジカード8の最初の2つの検証トークンの順番は問いません。ダイヤルがいちばん上のマスにあるときはダイヤルは動きませんが、チャレンジカードは捨てられます。</translation>
    </message>
    <message>
        <source>%1 cuts %2, saying “It is RED.”</source>
        <translation>%1さんが「これは赤だ」と言って%2を切りました。</translation>
    </message>
    <message>
        <source>Challenge %1 is completed: it is discarded and the detonator moves back 1 space.</source>
        <translation>チャレンジカード%1を達成しました。カードを捨て、ダイヤルが1マス戻ります。</translation>
    </message>
    <message>
        <source>Challenge %1 is completed on a tile stand of %2: it is discarded and the detonator moves back 1 space.</source>
        <translation>%2さんのタイルスタンドでチャレンジカード%1を達成しました。カードを捨て、ダイヤルが1マス戻ります。</translation>
    </message>
    <message>
        <source>It is RED: %1</source>
        <translation>これは赤だ：%1</translation>
    </message>
    <message>
        <source>Cut %1, saying “It is RED”? This is your turn&apos;s action. If it is not red, the bomb explodes!</source>
        <translation>「これは赤だ」と言って%1を切りますか？ これがこの手番のアクションになります。赤でなければ爆弾は爆発します！</translation>
    </message>
    <message>
        <source>Challenge 1: instead of their action, a bomb disposal expert cuts a teammate&apos;s wire, saying “It is RED.” If that wire is not RED, the bomb explodes! If it is, the challenge is completed.</source>
        <translation>チャレンジカード1：プレイヤーの1人が自分のアクションの代わりに「これは赤だ」と言って仲間のコードを切ります。そのコードが赤でなければ爆弾は爆発します！ 赤なら、チャレンジ達成です。</translation>
    </message>
    <message>
        <source>Challenge cards</source>
        <translation>チャレンジカード</translation>
    </message>
    <message>
        <source>When a challenge is completed, it is discarded and the detonator moves back 1 space.</source>
        <translation>チャレンジを達成すると、そのカードを捨て、ダイヤルが1マス戻ります。</translation>
    </message>
    <message>
        <source>Number cards on Challenge 8</source>
        <translation>チャレンジカード8の数字カード</translation>
    </message>
    <message>
        <source>Challenge 8 is completed if the first 2 validation tokens are put on these numbers (in either order).</source>
        <translation>最初の2つの検証トークンがこれらの値に置かれると（順番は問いません）、チャレンジカード8を達成します。</translation>
    </message>
    <message>
        <source>The Blackest Sea</source>
        <translation>漆黒の海</translation>
    </message>
    <message>
        <source>You should have guessed that Rabbit the Red would strike again, this time at midnight in the middle of the ocean! He has hijacked your ship and turned off the power. Can you remember where everything is, even while the lights are off?</source>
        <translation>赤毛のラビットがまた襲ってくることは予想できたはず。今度は真夜中の大海原です！ 奴はあなたたちの船を乗っ取り、電源を落としました。明かりが消えていても、何がどこにあるか覚えていられますか？</translation>
    </message>
    <message>
        <source>2 red wires.

2 yellow wires.

Return all the validation tokens and the red and yellow markers to the box: they are not used in this mission. Everyone examines the red and yellow wires in play before they are shuffled in with the blue ones.

Instead of putting their info token in front of their hand, everyone first points at the wire with their finger, then puts the token beside their tile stand. Yes, you will have to remember all of this!

2 players: 3 red wires, 4 yellow wires.

Rule sticker A: the False Bottom joins the equipment pile.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード2本。

黄コード2本。

検証トークンと赤・黄のマーカーはすべて箱に戻します。このミッションでは使いません。使う赤コードと黄コードは、青コードに混ぜる前に全員で確認します。

各自、情報トークンを手札の前に置く代わりに、まず指でそのコードを指し、それからトークンをタイルスタンドの横に置きます。そう、これを全部覚えておかなければなりません！

2人：赤コード3本、黄コード4本。

ルールシールA：二重底を装備カードの山に混ぜます。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>If a cut action fails, the info token is not put in front of the chosen wire but beside its tile stand.

It goes without saying that the bomb disposal experts cannot share what they each memorized.

All equipment is otherwise used normally (the Post-it&apos;s token goes in front of the wire).

On this table a token beside a stand says only that this stand holds a wire of its value: where it was is for you to remember.</source>
        <translation>切断アクションが失敗したときは、情報トークンを選ばれたコードの前ではなく、そのタイルスタンドの横に置きます。

言うまでもなく、プレイヤーはそれぞれ覚えたことを教え合ってはいけません。

それ以外の装備はすべて通常どおり使います（付箋のトークンはコードの前に置きます）。

この卓では、スタンドの横のトークンは「このスタンドにその値のコードがある」ことだけを示します。どこにあったかは、あなたが覚えておいてください。</translation>
    </message>
    <message>
        <source>Everyone examines the red wires in play before they are shuffled in: %1.</source>
        <translation>混ぜる前に、使う赤コードを全員で確認します：%1。</translation>
    </message>
    <message>
        <source>Everyone examines the yellow wires in play before they are shuffled in: %1.</source>
        <translation>混ぜる前に、使う黄コードを全員で確認します：%1。</translation>
    </message>
    <message>
        <source>Point at %1</source>
        <translation>%1を指す</translation>
    </message>
    <message>
        <source>Point at %1 and put a token of its value beside its stand?</source>
        <translation>%1を指して、その値のトークンをスタンドの横に置きますか？</translation>
    </message>
    <message>
        <source>Point at one of your blue wires: a token of its value goes beside its tile stand, and nobody marks which wire it was.</source>
        <translation>自分の青コードを1本指します。その値のトークンはタイルスタンドの横に置かれ、どのコードだったかは誰も印を付けません。</translation>
    </message>
    <message>
        <source>%1: point at one of your blue wires; its info token goes beside the stand.</source>
        <translation>%1さん：自分の青コードを1本指してください。その情報トークンはスタンドの横に置かれます。</translation>
    </message>
    <message>
        <source>Dirty Double-crossers</source>
        <translation>卑劣な裏切り者たち</translation>
    </message>
    <message>
        <source>Stress is really wearing down the team and everyone is on their guard. Nobody knows who to trust and it seems that the truth is nowhere to be found!</source>
        <translation>ストレスでチームはすっかり疲れ果て、誰もが身構えています。誰を信じればいいのかわからず、真実はどこにも見当たりません！</translation>
    </message>
    <message>
        <source>3 red wires.

If Equipment 1 (Label ≠) or 12 (Label =) is drawn, discard it and replace it with another card.

Instead of putting only 1 info token in front of their tile stand, each bomb disposal expert puts 2. These tokens must be false: their values must not match the wires they point at. The indicated wires can be blue or red.

2 players: 3 red wires, 4 yellow wires.

Rule sticker A: the False Bottom joins the equipment pile.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).</source>
        <translation>赤コード3本。

装備1（ラベル≠）または12（ラベル=）を引いたら、捨てて別のカードと入れ替えます。

各プレイヤーは、タイルスタンドの前に情報トークンを1枚だけ置く代わりに、2枚置きます。これはにせのトークンでなければなりません。その値は、指しているコードの値と一致してはいけません。指すコードは青コードでも赤コードでもかまいません。

2人：赤コード3本、黄コード4本。

ルールシールA：二重底を装備カードの山に混ぜます。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。</translation>
    </message>
    <message>
        <source>All the info tokens in this mission are false. An info token in front of a tile stand means “this wire is NOT this value”.

When a bomb disposal expert&apos;s Dual Cut fails, the owner of the indicated wire puts an info token of the stated value in front of it (false information, of course, as the cut failed).

The Post-it&apos;s token is false too: its user chooses the value the wire is not.</source>
        <translation>このミッションの情報トークンはすべてにせものです。タイルスタンドの前にある情報トークンは「このコードはこの値ではない」という意味です。

プレイヤーのデュアルカットが失敗したときは、指されたコードの持ち主が、宣言された値の情報トークンをそのコードの前に置きます（切断は失敗したので、もちろんにせの情報です）。

付箋のトークンもにせものです。使う人が、そのコードではない値を選びます。</translation>
    </message>
    <message>
        <source>False token on %1</source>
        <translation>%1ににせのトークン</translation>
    </message>
    <message>
        <source>Put a false info token in front of %1?</source>
        <translation>%1の前ににせの情報トークンを置きますか？</translation>
    </message>
    <message>
        <source>Each player puts 2 false info tokens in front of 2 of their blue or red wires: the value must not match the wire.</source>
        <translation>各自、自分の青コードまたは赤コード2本の前に、にせの情報トークンを1枚ずつ置きます。その値はコードの値と一致してはいけません。</translation>
    </message>
    <message>
        <source>The value of the false token: any value but the wire&apos;s own.</source>
        <translation>にせのトークンの値：そのコード自身の値以外なら何でもかまいません。</translation>
    </message>
    <message>
        <source>%1: choose a wire of yours for a false info token (2 in all).</source>
        <translation>%1さん：にせの情報トークンを置く自分のコードを選んでください（全部で2枚）。</translation>
    </message>
    <message>
        <source>%1: which value does the false token show? Never the wire&apos;s own.</source>
        <translation>%1さん：にせのトークンにはどの値を示しますか？ そのコード自身の値は選べません。</translation>
    </message>
    <message>
        <source>Doctor Nope&apos;s Challenge</source>
        <translation>ドクター・ノープの挑戦</translation>
    </message>
    <message>
        <source>“Okay, Bomb Busters, it is time you faced a worthy adversary! Just say Nope!”</source>
        <translation>「さあ、ボムバスターズ諸君、そろそろ手ごわい相手と戦う時だ！ ただ“ノープ”と言えばいい！」</translation>
    </message>
    <message>
        <source>2 red wires.

Draw as many Challenge cards as there are bomb disposal experts and put them face up on the table.

Set the detonator dial to the space shown on the card: 1 space from the skull.

2 players: 2 out of 3 red wires.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).

Rule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut).</source>
        <translation>赤コード2本。

プレイヤーの人数と同じ枚数のチャレンジカードを引き、表向きで並べます。

ダイヤルをカードに示されたマス（ドクロから1マス）に合わせます。

2人：赤コード3本のうち2本。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。

ルールシールC：新しい装備カードを装備カードの山に混ぜます（それぞれ、その値のコード4本が切られると使えます）。</translation>
    </message>
    <message>
        <source>Yep, it&apos;s Doctor Nope!</source>
        <translation>そう、ドクター・ノープだ！</translation>
    </message>
    <message>
        <source>“The world is divided in two: those who shake the foundations of the planet, and the rest, who snip tiny wires.” Pay no attention to Doctor Nope&apos;s ranting: there&apos;s a bomb to dispose of!</source>
        <translation>「世界は二つに分かれる。惑星の土台を揺るがす者と、ちっぽけなコードをチョキンと切るだけのその他大勢だ」 ドクター・ノープのたわごとに耳を貸すことはありません。処理すべき爆弾があるのです！</translation>
    </message>
    <message>
        <source>2 out of 3 red wires.

Draw as many Challenge cards as there are bomb disposal experts and put them face up on the table.

Set the detonator dial to the space shown on the card: 1 space from the skull.

2 players: 3 red wires.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).

Rule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut).</source>
        <translation>赤コード3本のうち2本。

プレイヤーの人数と同じ枚数のチャレンジカードを引き、表向きで並べます。

ダイヤルをカードに示されたマス（ドクロから1マス）に合わせます。

2人：赤コード3本。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。

ルールシールC：新しい装備カードを装備カードの山に混ぜます（それぞれ、その値のコード4本が切られると使えます）。</translation>
    </message>
    <message>
        <source>Stairs</source>
        <extracomment>the Bunker card&apos;s squares, as the map and its tooltips name them</extracomment>
        <translation>階段</translation>
    </message>
    <message>
        <source>Skull</source>
        <translation>ドクロ</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>鍵</translation>
    </message>
    <message>
        <source>Helicopter</source>
        <translation>ヘリ</translation>
    </message>
    <message>
        <source>Grass</source>
        <translation>草地</translation>
    </message>
    <message>
        <source>Trap</source>
        <translation>罠</translation>
    </message>
    <message>
        <source>Alarm</source>
        <translation>警報</translation>
    </message>
    <message>
        <source>Villain</source>
        <translation>悪党</translation>
    </message>
    <message>
        <source>Door</source>
        <extracomment>the walls that open</extracomment>
        <translation>扉</translation>
    </message>
    <message>
        <source>Laser</source>
        <translation>レーザー</translation>
    </message>
    <message>
        <source>The Final Countdown</source>
        <translation>ファイナル・カウントダウン</translation>
    </message>
    <message>
        <source>Your helicopter has nearly arrived at Doctor Nope&apos;s secret bunker. It is time for one last, epic showdown! You&apos;ve trained for this... are you ready? Are you sure?!</source>
        <translation>ヘリコプターはまもなくドクター・ノープの秘密のバンカーに到着します。最後の壮大な決戦の時です！ このために訓練してきたのです……準備はいいですか？ 本当に？！</translation>
    </message>
    <message>
        <source>2 red wires.

2 yellow wires.

Place the Bunker card near the board and the Bomb Busters standee on the helicopter.

Shuffle the Constraint cards A to E and put 4 of them face up, one beside each side of the Bunker card. The fifth, face up, is the ACTION Constraint.

Rule sticker A: the False Bottom joins the equipment pile.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).

Rule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut).</source>
        <translation>赤コード2本。

黄コード2本。

バンカーカードをボードの近くに置き、ボムバスターズのコマをヘリのマスに置きます。

制約カードA～Eを混ぜ、4枚を表向きにしてバンカーカードの各辺に1枚ずつ置きます。残りの1枚も表向きにし、これが「アクション」の制約カードです。

ルールシールA：二重底を装備カードの山に混ぜます。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。

ルールシールC：新しい装備カードを山に混ぜます（それぞれ、その値のコードが4本とも切られると使えます）。</translation>
    </message>
    <message>
        <source>After each cut action (successful or not), the bomb disposal expert who cut moves the standee one square towards a Constraint card the cut met. Example: cutting a 10 moves it towards “EVEN” or towards “7 to 12”.

A wall cannot be crossed. If every possible move meets a wall, the standee stays where it is.

On a striped square, the standee does not move: a successful cut that meets the ACTION Constraint does the square&apos;s ACTION.

A Solo Cut of 4 wires counts as 2 cuts (2 moves or ACTIONs).

Stairs: flip the Bunker card to change floors; the standee arrives on the other floor&apos;s stairs. Trap: the detonator advances 1 space.

The sound file is replaced by the app&apos;s script: the Key&apos;s ACTION opens the door; the Skull&apos;s opens the stairs; the Alarm&apos;s switches the laser off; catching the Villain tells you to cut the yellow wires, which may not be cut before.</source>
        <translation>切断アクションのたびに（成否にかかわらず）、切ったプレイヤーは、その切断が満たした制約カードの方向へコマを1マス動かします。例：10を切ったら、「偶数」か「7～12」のほうへ動かします。

壁は越えられません。どの方向に動いても壁に当たるなら、コマはその場にとどまります。

斜線のマスでは、コマは動きません。「アクション」の制約カードを満たす切断が成功すると、そのマスのアクションを行います。

4本のソロカットは2回の切断として数えます（2回の移動またはアクション）。

階段：バンカーカードを裏返して階を移り、コマはもう一方の階の階段に着きます。罠：ダイヤルが1マス進みます。

音声ファイルの代わりにアプリの演出があります：鍵のアクションで扉が開き、ドクロのアクションで階段が開き、警報のアクションでレーザーが消えます。悪党を捕まえると黄コードを切るよう指示があり、それまで黄コードは切れません。</translation>
    </message>
    <message>
        <source>The standee moves %1.</source>
        <translation>コマが%1へ動きました。</translation>
    </message>
    <message>
        <source>Every move meets a wall: the standee stays where it is.</source>
        <translation>どの方向も壁です：コマはその場にとどまります。</translation>
    </message>
    <message>
        <source>A trap!</source>
        <translation>罠だ！</translation>
    </message>
    <message>
        <source>Down the stairs: the Bunker card is flipped to the lower floor.</source>
        <translation>階段を下ります：バンカーカードを裏返して下の階へ。</translation>
    </message>
    <message>
        <source>Up the stairs: the Bunker card is flipped to the upper floor.</source>
        <translation>階段を上ります：バンカーカードを裏返して上の階へ。</translation>
    </message>
    <message>
        <source>The Key: a successful cut meeting the ACTION card takes it.</source>
        <translation>鍵のマス：「アクション」のカードを満たす切断が成功すれば、鍵を手に入れます。</translation>
    </message>
    <message>
        <source>The Skull: a successful cut meeting the ACTION card opens the stairs.</source>
        <translation>ドクロのマス：「アクション」のカードを満たす切断が成功すれば、階段が開きます。</translation>
    </message>
    <message>
        <source>The Alarm: a successful cut meeting the ACTION card switches the laser off.</source>
        <translation>警報のマス：「アクション」のカードを満たす切断が成功すれば、レーザーが消えます。</translation>
    </message>
    <message>
        <source>Doctor Nope himself! A successful cut meeting the ACTION card catches him.</source>
        <translation>ドクター・ノープ本人だ！「アクション」のカードを満たす切断が成功すれば、捕まえられます。</translation>
    </message>
    <message>
        <source>ACTION: you take the key and the door opens.</source>
        <translation>アクション：鍵を手に入れ、扉が開きました。</translation>
    </message>
    <message>
        <source>ACTION: the skull turns and the stairs open.</source>
        <translation>アクション：ドクロが回り、階段が開きました。</translation>
    </message>
    <message>
        <source>ACTION: the alarm is off and the laser goes out.</source>
        <translation>アクション：警報が止まり、レーザーが消えました。</translation>
    </message>
    <message>
        <source>ACTION: Doctor Nope is caught! Cut the yellow wires now.</source>
        <translation>アクション：ドクター・ノープを捕まえた！ 黄コードを切ってください。</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1へ動かす</translation>
    </message>
    <message>
        <source>Move the standee one square towards a Constraint card your cut met.</source>
        <translation>あなたの切断が満たした制約カードの方向へ、コマを1マス動かします。</translation>
    </message>
    <message>
        <source>up</source>
        <translation>上</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>down</source>
        <translation>下</translation>
    </message>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>Bunker, upper floor</source>
        <translation>バンカー・上の階</translation>
    </message>
    <message>
        <source>After each cut, move the standee towards a Constraint card the cut met. On a striped square, a successful cut meeting the ACTION card does its ACTION.</source>
        <translation>切断のたびに、その切断が満たした制約カードの方向へコマを動かします。斜線のマスでは、「アクション」のカードを満たす切断が成功すると、そのマスのアクションを行います。</translation>
    </message>
    <message>
        <source>Bunker, lower floor</source>
        <translation>バンカー・下の階</translation>
    </message>
    <message>
        <source>%1, which way does the standee go?</source>
        <translation>%1さん、コマをどちらへ動かしますか？</translation>
    </message>
    <message>
        <source>Nano to the Rescue</source>
        <translation>ナノ、救援に出動</translation>
    </message>
    <message>
        <source>Working with a robot felt strange at first, but after a few outings Nano has proven to be an important member of the team. Let&apos;s go Nano, it&apos;s time for another mission!</source>
        <translation>ロボットと働くのは最初は妙な感じでしたが、何度か一緒に出動するうちに、ナノはチームの大切な一員になりました。さあ行こう、ナノ。次のミッションの時間です！</translation>
    </message>
    <message>
        <source>2 out of 3 red wires.

Put the 12 Number cards face up in a line on the table, in random order.

Put Nano the Robot on card 7, facing the side of the line with the most cards.

Equipment 10 (X or Y Ray) is replaced by another card, and the new character whose personal equipment is the X or Y Ray is not used.

2 players: 3 red wires.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).

Rule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut).</source>
        <translation>赤コード3本のうち2本。

12枚の数字カードを無作為な順に、表向きで1列に並べます。

ロボットのナノを7のカードの上に、列のカードが多いほうを向けて置きます。

装備10（X/Y線）は別のカードと入れ替えます。X/Y線を個人装備に持つ新しいキャラクターは使いません。

2人：赤コード3本。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。

ルールシールC：新しい装備カードを装備カードの山に混ぜます（それぞれ、その値のコード4本が切られると使えます）。</translation>
    </message>
    <message>
        <source>To do a cut action, the active bomb disposal expert:
1. either leaves Nano where it is, or moves Nano forward to a Number card matching one of the values in their hand (never backwards);
2. does a cut action with the value of the card Nano stands on;
3. chooses which way along the line Nano faces (turns it round 180° or leaves it).

If the bomb disposal expert can not do a cut action with the available values (the card under Nano and those in front of it), they skip their turn, the detonator advances 1 space and Nano turns round 180°.

When the 4 wires of a value are cut, its Number card is turned face down.

Equipment 11 (Coffee Mug) skips a whole turn.

At the table: Nano passes over face-down cards but never stops on one; it moves only to a card whose value you can cut at once. Reveal Your Red Wires is not a cut action: Nano neither moves nor turns. The Coffee Mug is used before Nano moves: Nano neither moves nor turns and the detonator does not move, even for a player who could not cut.</source>
        <translation>切断アクションをするとき、手番のプレイヤーは次の順に行います。
1. ナノをそのままにするか、手札にある値の数字カードまでナノを前に進めます（後ろには戻せません）。
2. ナノのいるカードの値で切断アクションをします。
3. ナノが列のどちらを向くかを選びます（180°向きを変えるか、そのままにします）。

使える値（ナノの下のカードとその前にあるカード）で切断アクションができないプレイヤーは、手番を飛ばし、ダイヤルを1マス進め、ナノの向きを180°変えます。

ある値のコード4本が切られたら、その数字カードを裏返します。

装備11（コーヒーマグ）は手番を丸ごと飛ばします。

このアプリでは：ナノは裏向きのカードを飛び越せますが、その上には止まりません。進めるのは、その場で値を切れるカードまでです。「赤いコードを公開する」は切断アクションではないので、ナノは動かず、向きも変わりません。コーヒーマグはナノを動かす前に使い、ナノは動かず向きも変わらず、ダイヤルも進みません。切断できない人が使っても同じです。</translation>
    </message>
    <message>
        <source>%1 moves Nano forward to the card %2.</source>
        <translation>%1さんがナノを%2のカードまで進めました。</translation>
    </message>
    <message>
        <source>%1 leaves Nano facing %2.</source>
        <translation>%1さんはナノを%2向きのままにしました。</translation>
    </message>
    <message>
        <source>%1 turns Nano round: it now faces %2.</source>
        <translation>%1さんがナノの向きを変えました。ナノは%2を向いています。</translation>
    </message>
    <message>
        <source>%1 can not cut any of the available values: they skip their turn, the detonator advances 1 space and Nano turns round to face %2.</source>
        <translation>%1さんは使える値のどれも切れません。手番を飛ばし、ダイヤルが1マス進み、ナノは向きを変えて%2を向きます。</translation>
    </message>
    <message>
        <source>The 4 wires of %1 are cut: its Number card is turned face down.</source>
        <translation>%1のコード4本が切られました。その数字カードを裏返します。</translation>
    </message>
    <message>
        <source>Move Nano to %1</source>
        <translation>ナノを%1へ進める</translation>
    </message>
    <message>
        <source>Move Nano forward to the card %1? You must then cut that value.</source>
        <translation>ナノを%1のカードまで進めますか？ その後、その値を切らなければなりません。</translation>
    </message>
    <message>
        <source>Before your cut you may move Nano forward (never backwards) to a face-up card of a value in your hand; you then cut the value of the card Nano stands on.</source>
        <translation>切断の前に、手札にある値の表向きのカードまでナノを前に進められます（後ろには戻せません）。その後、ナノのいるカードの値を切ります。</translation>
    </message>
    <message>
        <source>Skip: no value to cut</source>
        <translation>飛ばす：切れる値がない</translation>
    </message>
    <message>
        <source>Skip your turn? The detonator advances 1 space and Nano turns round.</source>
        <translation>手番を飛ばしますか？ ダイヤルが1マス進み、ナノは向きを変えます。</translation>
    </message>
    <message>
        <source>You can cut none of the available values (the card under Nano and those in front of it): you skip your turn, the detonator advances 1 space and Nano turns round 180°.</source>
        <translation>使える値（ナノの下のカードとその前にあるカード）のどれも切れません。手番を飛ばし、ダイヤルが1マス進み、ナノの向きが180°変わります。</translation>
    </message>
    <message>
        <source>Leave Nano facing this way</source>
        <translation>ナノの向きをそのままにする</translation>
    </message>
    <message>
        <source>Leave Nano facing the way it faces?</source>
        <translation>ナノの向きをそのままにしますか？</translation>
    </message>
    <message>
        <source>After your cut you choose which way Nano faces: the next player may only move it forward.</source>
        <translation>切断の後、ナノの向きを選びます。次の人はナノを前にしか進められません。</translation>
    </message>
    <message>
        <source>Turn Nano round</source>
        <translation>ナノの向きを変える</translation>
    </message>
    <message>
        <source>Turn Nano round 180°?</source>
        <translation>ナノの向きを180°変えますか？</translation>
    </message>
    <message>
        <source>Number cards (Nano faces right →)</source>
        <translation>数字カード（ナノは右向き→）</translation>
    </message>
    <message>
        <source>Cut the value of the card under Nano, after moving Nano forward if you like. Grey cards are face down: their 4 wires are cut.</source>
        <translation>ナノの下のカードの値を切ります。その前にナノを前に進めてもかまいません。灰色のカードは裏向きで、コード4本が切られています。</translation>
    </message>
    <message>
        <source>Number cards (Nano faces left ←)</source>
        <translation>数字カード（ナノは左向き←）</translation>
    </message>
    <message>
        <source>%1, your turn: move Nano forward if you like (the buttons below), then click a teammate&apos;s wire to cut the value of Nano&apos;s card.</source>
        <translation>%1さんの手番：必要なら下のボタンでナノを前に進め、ナノのいるカードの値で切る仲間のコードをクリックしてください。</translation>
    </message>
    <message>
        <source>%1, your turn: move Nano forward to a card of a value you hold (the buttons below), then cut that value.</source>
        <translation>%1さんの手番：下のボタンで、手札にある値のカードまでナノを前に進め、その値を切ってください。</translation>
    </message>
    <message>
        <source>%1, your turn: you can cut none of the values before Nano. Skip your turn: the detonator advances 1 space and Nano turns round.</source>
        <translation>%1さんの手番：ナノの前にある値はどれも切れません。手番を飛ばします。ダイヤルが1マス進み、ナノの向きが変わります。</translation>
    </message>
    <message>
        <source>%1: which way does Nano face now?</source>
        <translation>%1さん：ナノをどちらに向けますか？</translation>
    </message>
    <message>
        <source>Before the Captain&apos;s turn, the team decides whether to shift every Constraint card one place round the table (the cards on the table too); the Captain says what the team decided.</source>
        <translation>キャプテンの手番の前に、チームはすべての制約カード（場のカードも含む）を1つずつ回すかどうかを決めます。決定はキャプテンが伝えます。</translation>
    </message>
    <message>
        <source>Sharing is Caring</source>
        <translation>困ったときはお互いさま</translation>
    </message>
    <message>
        <source>You don&apos;t have to face your challenges alone... you can always share your problems with your team!</source>
        <translation>困難にひとりで立ち向かう必要はありません……問題はいつでもチームと分かち合えるのです！</translation>
    </message>
    <message>
        <source>1 red wire.

Each player receives a random Constraint card from A to E and puts it face up in front of them.

With 2 bomb disposal experts, put 2 more Constraint cards from A to E face up on the table: one to the Captain&apos;s left, the other to the Captain&apos;s right.

With 3 bomb disposal experts, put 1 more Constraint card from A to E face up on the table, to the Captain&apos;s left.

2 players: 2 red wires.

Rule sticker B: the players other than the Captain may take a new character (before the wires are dealt).

Rule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut).</source>
        <translation>赤コード1本。

各自、A～Eの制約カードを無作為に1枚受け取り、自分の前に表向きで置きます。

2人のときは、A～Eの制約カードをさらに2枚、表向きで場に置きます。1枚はキャプテンの左に、もう1枚はキャプテンの右に置きます。

3人のときは、A～Eの制約カードをさらに1枚、表向きでキャプテンの左の場に置きます。

2人：赤コード2本。

ルールシールB：キャプテン以外の人は、新しいキャラクターに替えられます（コードが配られる前に）。

ルールシールC：新しい装備カードを装備カードの山に混ぜます（それぞれ、その値のコード4本が切られると使えます）。</translation>
    </message>
    <message>
        <source>Each player must apply their constraint. A player who can not apply theirs skips their turn (the detonator does not move). But beware: if none of the bomb disposal experts can play for a whole round, the bomb explodes!

Each round, before the Captain&apos;s turn, the bomb disposal experts consult and decide whether to shift the Constraint cards round the table in one direction; if so, they choose clockwise or counter-clockwise.

A bomb disposal expert may discard their Constraint card at any time and replace it with one drawn at random from F to L, but the detonator then advances 1 space.

The constraints do not apply to Reveal Your Red Wires.

At the table: the Captain says what the team decided, before every Captain&apos;s turn, the first one included. A card on the table sits between two players and binds nobody. Discarded cards leave the game; once F to L are all drawn, no more cards can be replaced. A player who can not apply their card may still replace it or use equipment before skipping.</source>
        <translation>各自、自分の制約を守らなければなりません。守れない人は手番を飛ばします（ダイヤルは進みません）。ただし、1ラウンドの間に誰もプレイできなければ、爆弾は爆発します！

毎ラウンド、キャプテンの手番の前に、全員で相談して、制約カードを一方向に回すかどうかを決めます。回すなら、時計回りか反時計回りかを選びます。

プレイヤーはいつでも自分の制約カードを捨て、F～Lから無作為に引いたカードと替えられます。ただし、そのときダイヤルが1マス進みます。

制約は「赤いコードを公開する」には適用されません。

このアプリでは：チームの決定はキャプテンが伝えます。最初の手番も含め、キャプテンの手番の前に毎回行います。場のカードは2人の間にあり、誰も縛りません。捨てたカードはゲームから除かれ、F～Lをすべて引いた後はカードを替えられません。制約を守れない人も、手番を飛ばす前にカードを替えたり装備を使ったりできます。</translation>
    </message>
    <message>
        <source>The team leaves the Constraint cards where they are (%1 says so).</source>
        <translation>チームは制約カードを回しません（%1さんが伝えました）。</translation>
    </message>
    <message>
        <source>The team shifts every Constraint card one place clockwise (%1 says so).</source>
        <translation>チームは制約カードをすべて時計回りに1つずつ回します（%1さんが伝えました）。</translation>
    </message>
    <message>
        <source>The team shifts every Constraint card one place counter-clockwise (%1 says so).</source>
        <translation>チームは制約カードをすべて反時計回りに1つずつ回します（%1さんが伝えました）。</translation>
    </message>
    <message>
        <source>%1 discards their Constraint card: %2.</source>
        <translation>%1さんが制約カードを捨てました：%2。</translation>
    </message>
    <message>
        <source>%1 draws a new Constraint card at random: %2. The detonator advances 1 space.</source>
        <translation>%1さんが新しい制約カードを無作為に引きました：%2。ダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>%1 can not apply their Constraint card and skips their turn (the detonator does not move).</source>
        <translation>%1さんは制約カードを守れないので、手番を飛ばします（ダイヤルは進みません）。</translation>
    </message>
    <message>
        <source>No shift</source>
        <translation>回さない</translation>
    </message>
    <message>
        <source>Leave every Constraint card where it is this round?</source>
        <translation>このラウンドは制約カードを回さずにそのままにしますか？</translation>
    </message>
    <message>
        <source>Shift clockwise</source>
        <translation>時計回りに回す</translation>
    </message>
    <message>
        <source>Shift every Constraint card one place clockwise (each goes to the next player in turn order)?</source>
        <translation>制約カードをすべて時計回りに1つずつ回しますか？（それぞれ手番順で次の人へ移ります）</translation>
    </message>
    <message>
        <source>Shift counter-clockwise</source>
        <translation>反時計回りに回す</translation>
    </message>
    <message>
        <source>Shift every Constraint card one place counter-clockwise (each goes to the previous player in turn order)?</source>
        <translation>制約カードをすべて反時計回りに1つずつ回しますか？（それぞれ手番順で前の人へ移ります）</translation>
    </message>
    <message>
        <source>Replace my Constraint card</source>
        <translation>制約カードを替える</translation>
    </message>
    <message>
        <source>Discard your Constraint card and draw one at random from F to L? The detonator advances 1 space.</source>
        <translation>制約カードを捨てて、F～Lから無作為に1枚引きますか？ ダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>At any time you may discard your Constraint card for one drawn at random from F to L; the detonator advances 1 space.</source>
        <translation>いつでも自分の制約カードを捨て、F～Lから無作為に引いたカードと替えられます。ダイヤルが1マス進みます。</translation>
    </message>
    <message>
        <source>Skip: my card stops me</source>
        <translation>飛ばす：制約で切れない</translation>
    </message>
    <message>
        <source>Skip your turn? The detonator does not move, but if nobody plays for a whole round the bomb explodes.</source>
        <translation>手番を飛ばしますか？ ダイヤルは進みませんが、1ラウンドの間に誰もプレイしなければ爆弾は爆発します。</translation>
    </message>
    <message>
        <source>You can not apply your Constraint card: you skip your turn (the detonator does not move). You may first replace your card or use equipment.</source>
        <translation>制約カードを守れないので、手番を飛ばします（ダイヤルは進みません）。その前にカードを替えたり装備を使ったりできます。</translation>
    </message>
    <message>
        <source>Constraint cards, clockwise from the Captain:</source>
        <translation>制約カード（キャプテンから時計回り）：</translation>
    </message>
    <message>
        <source>Each player applies their own card. The cards shift round the table together when the team decides so, before the Captain&apos;s turn.</source>
        <translation>各自が自分のカードを守ります。チームが決めれば、キャプテンの手番の前にカードがまとめて回ります。</translation>
    </message>
    <message>
        <source>On the table, to the Captain&apos;s left:</source>
        <translation>場、キャプテンの左：</translation>
    </message>
    <message>
        <source>A card on the table binds nobody; it shifts with the others.</source>
        <translation>場のカードは誰も縛りません。ほかのカードと一緒に回ります。</translation>
    </message>
    <message>
        <source>On the table, to the Captain&apos;s right:</source>
        <translation>場、キャプテンの右：</translation>
    </message>
    <message>
        <source>Constraint cards F to L left to draw</source>
        <translation>引ける制約カードF～Lの残り</translation>
    </message>
    <message>
        <source>A player who replaces their card draws one of these at random; the detonator advances 1 space. Discarded cards are struck through.</source>
        <translation>カードを替える人は、この中から無作為に1枚引きます。ダイヤルが1マス進みます。捨てたカードには取り消し線が引かれます。</translation>
    </message>
    <message>
        <source>%1, for the team: shift the Constraint cards round the table before the Captain&apos;s turn?</source>
        <translation>%1さん、チームとして：キャプテンの手番の前に制約カードを回しますか？</translation>
    </message>
</context>
<context>
    <name>BustersPanel</name>
    <message>
        <source>★ New in this mission (see its card)</source>
        <extracomment>the first game of this mission here: its own components are marked as new</extracomment>
        <translation>★ このミッションで新しいもの（カードを参照）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>(%n face down)</source>
        <translation>（裏向き%n枚）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Equipment %1: locked by the Number card %2</source>
        <translation>装備%1：数字カード%2でロック中</translation>
    </message>
    <message>
        <source>A face-down Constraint card</source>
        <translation>裏向きの制約カード</translation>
    </message>
    <message>
        <source>just before space 1</source>
        <translation>「1」のマスの手前</translation>
    </message>
    <message>
        <source>space %1, moving up</source>
        <translation>%1マス目（上向き）</translation>
    </message>
    <message>
        <source>space %1, moving down</source>
        <translation>%1マス目（下向き）</translation>
    </message>
    <message>
        <source>space %1</source>
        <translation>%1マス目</translation>
    </message>
    <message>
        <source>Pointed at: %1 (%2 of %3)</source>
        <translation>指したコード：%1（%3本中%2本）</translation>
    </message>
    <message>
        <source>Top: %1</source>
        <translation>上：%1</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>右：%1</translation>
    </message>
    <message>
        <source>Bottom: %1</source>
        <translation>下：%1</translation>
    </message>
    <message>
        <source>Left: %1</source>
        <translation>左：%1</translation>
    </message>
    <message>
        <source>ACTION: %1</source>
        <translation>アクション：%1</translation>
    </message>
    <message>
        <source>%1 (red dashes): open</source>
        <translation>%1（赤い破線）：開いています</translation>
    </message>
    <message>
        <source>%1 (red dashes): closed</source>
        <translation>%1（赤い破線）：閉じています</translation>
    </message>
</context>
<context>
    <name>BustersPieces</name>
    <message>
        <source>It no longer applies.</source>
        <translation>もう効果はありません。</translation>
    </message>
    <message>
        <source>Completed.</source>
        <translation>達成済み。</translation>
    </message>
</context>
<context>
    <name>BustersReview</name>
    <message>
        <source>This move lost the mission.</source>
        <translation>この一手でミッションに失敗しました。</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>分析中…</translation>
    </message>
    <message>
        <source>%1&apos;s cut: chance of success %2, a gamble.</source>
        <translation>%1さんの切断：成功率 %2、賭けでした。</translation>
    </message>
    <message>
        <source>%1&apos;s cut: chance of success %2, a sure cut.</source>
        <translation>%1さんの切断：成功率 %2、確実な切断でした。</translation>
    </message>
    <message>
        <source>The Expert would have done the same.</source>
        <translation>エキスパートも同じ手を選んだはずです。</translation>
    </message>
    <message>
        <source>The Expert&apos;s choice then: %1, then %2 (chance of success %3).</source>
        <translation>このときのエキスパートの選択：%1。その後、%2（成功率 %3）。</translation>
    </message>
    <message>
        <source>The Expert&apos;s choice then: %1.</source>
        <translation>このときのエキスパートの選択：%1。</translation>
    </message>
    <message>
        <source>The Expert&apos;s choice then: %1 (chance of success %2).</source>
        <translation>このときのエキスパートの選択：%1（成功率 %2）。</translation>
    </message>
    <message>
        <source>◀ Previous gamble</source>
        <translation>◀ 前の賭け</translation>
    </message>
    <message>
        <source>The previous cut that was a gamble (Shift+Left)</source>
        <translation>賭けだった前の切断へ (Shift+←)</translation>
    </message>
    <message>
        <source>Next gamble ▶</source>
        <translation>次の賭け ▶</translation>
    </message>
    <message>
        <source>The next cut that was a gamble (Shift+Right)</source>
        <translation>賭けだった次の切断へ (Shift+→)</translation>
    </message>
    <message>
        <source>The losing move</source>
        <translation>失敗の一手</translation>
    </message>
    <message>
        <source>The move that lost the mission (L)</source>
        <translation>ミッション失敗を招いた一手へ (L)</translation>
    </message>
    <message>
        <source>Analysing the cuts: %1 of %2 done…</source>
        <translation>切断を分析中：%2回中%1回完了…</translation>
    </message>
    <message>
        <source>%n gamble(s) among %1 cuts.</source>
        <translation>切断%1回のうち、賭けは%n回。</translation>
    </message>
</context>
<context>
    <name>BustersWords</name>
    <message>
        <source>hidden</source>
        <translation>見えない</translation>
    </message>
    <message>
        <source>%1, cut</source>
        <translation>%1（切断済み）</translation>
    </message>
    <message>
        <source>Wire #%1: %2</source>
        <translation>左から%1本目：%2</translation>
    </message>
    <message>
        <source> (tokens: %1)</source>
        <translation>（トークン：%1）</translation>
    </message>
    <message>
        <source>%1 (Captain)</source>
        <translation>%1さん（キャプテン）</translation>
    </message>
    <message>
        <source>%1, you</source>
        <translation>%1（あなた）</translation>
    </message>
    <message>
        <source>%1: to play</source>
        <translation>%1：手番</translation>
    </message>
    <message>
        <source>Stand %1</source>
        <translation>スタンド%1</translation>
    </message>
    <message>
        <source>Beside the stand: %1</source>
        <translation>スタンドの横：%1</translation>
    </message>
    <message>
        <source>Validated values: %1</source>
        <translation>検証済みの値：%1</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>ロック中</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>使用可能</translation>
    </message>
    <message>
        <source>used</source>
        <translation>使用済み</translation>
    </message>
    <message>
        <source>Equipment %1, %2: %3</source>
        <translation>装備%1「%2」：%3</translation>
    </message>
    <message>
        <source>Mission %1, turn %2</source>
        <translation>ミッション%1・手番%2</translation>
    </message>
</context>
<context>
    <name>Campaign</name>
    <message>
        <source>Mission</source>
        <translation>ミッション</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>挑戦回数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>成功回数</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最終プレイ</translation>
    </message>
    <message>
        <source>Best result</source>
        <translation>最高記録</translation>
    </message>
    <message>
        <source>▶ available</source>
        <translation>▶ 挑戦可能</translation>
    </message>
    <message>
        <source>○ locked</source>
        <translation>○ ロック中</translation>
    </message>
    <message>
        <source>✔ won</source>
        <translation>✔ 成功</translation>
    </message>
    <message>
        <source>In the box of missions %1-%2</source>
        <translation>ミッション%1～%2のサプライズボックスに入っています</translation>
    </message>
    <message>
        <source>won in %n turn(s)</source>
        <translation>%n手番で成功</translation>
    </message>
    <message>
        <source>%n wire(s) left</source>
        <translation>残りコード%n本</translation>
    </message>
    <message>
        <source>Missions won: %1 of %2</source>
        <extracomment>the campaign&apos;s last mission: winning it ends the campaign</extracomment>
        <translation>成功したミッション：%2個中%1個</translation>
    </message>
    <message>
        <source>★ The campaign is complete! Doctor Nope is behind bars and his last bomb is defused. Well done, bomb disposal experts! ★</source>
        <translation>★ キャンペーン達成！ ドクター・ノープは牢屋の中、最後の爆弾も解除されました。お見事です、爆弾処理班のみなさん！ ★</translation>
    </message>
    <message>
        <source>New crew</source>
        <translation>新しいチーム</translation>
    </message>
    <message>
        <source>Bomb Busters</source>
        <translation>ボムバスターズ</translation>
    </message>
    <message>
        <source>Crew name</source>
        <translation>チーム名</translation>
    </message>
    <message>
        <source>Bomb disposal experts</source>
        <translation>プレイヤーの人数</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席%1</translation>
    </message>
    <message>
        <source>Seat %1: name</source>
        <translation>席%1の名前</translation>
    </message>
    <message>
        <source>Seat %1: played by</source>
        <translation>席%1のプレイヤー</translation>
    </message>
    <message>
        <source>Seat 1 is the first Captain; the Captain passes to the left after every attempt.</source>
        <translation>最初のキャプテンは席1です。挑戦のたびに、キャプテンは左隣に交代します。</translation>
    </message>
    <message>
        <source>Form the crew</source>
        <translation>チームを結成</translation>
    </message>
    <message>
        <source>The crew needs a name.</source>
        <translation>チーム名を入力してください。</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>すべての席に名前を入力してください。</translation>
    </message>
    <message>
        <source>Two seats have the same name; give each seat its own.</source>
        <translation>同じ名前の席があります。席ごとに別の名前を付けてください。</translation>
    </message>
    <message>
        <source>%n crew(s) could not be read (damaged, or written by another version) and are not shown.</source>
        <translation>読めないチームが %n 組あります（壊れているか、別のバージョンで書かれています）。表示していません。</translation>
    </message>
    <message>
        <source>No crew yet: form one to start the campaign.</source>
        <translation>まだチームがありません。チームを結成してキャンペーンを始めましょう。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Crew: %1
Captain for the next mission: %2</source>
        <translation>チーム：%1
次のミッションのキャプテン：%2</translation>
    </message>
    <message>
        <source>Mission %1: %2</source>
        <translation>ミッション%1：%2</translation>
    </message>
    <message>
        <source>%n attempt(s), best: %1</source>
        <translation>挑戦%n回、最高記録：%1</translation>
    </message>
    <message>
        <source>Press Enter or double-click to start it.</source>
        <translation>Enter キーかダブルクリックで開始します。</translation>
    </message>
    <message>
        <source>Bomb Busters campaign</source>
        <translation>ボムバスターズ キャンペーン</translation>
    </message>
    <message>
        <source>Crew:</source>
        <translation>チーム：</translation>
    </message>
    <message>
        <source>New crew…</source>
        <translation>新しいチーム…</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Mission card</source>
        <translation>ミッションカード</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Campaign map</source>
        <translation>キャンペーンマップ</translation>
    </message>
    <message>
        <source>Missions open in order: win a mission to open the next one. Once mission 3 is won you may go on to the Final Exam (mission 8); winning it opens the box of missions 9-19, and the last mission of each box opens the next, up to mission 66. A failed attempt counts too, and the Captain passes to the left.</source>
        <translation>ミッションは順番に開放されます。ミッションに成功すると、次のミッションが開きます。ミッション3に成功したら、最終試験（ミッション8）に進むこともできます。最終試験に成功するとミッション9～19のサプライズボックスが開き、その後は各ボックスの最後のミッションに成功するたびに次のボックスが開きます（ミッション66まで）。失敗した挑戦も回数に数え、キャプテンは左隣に交代します。</translation>
    </message>
    <message>
        <source>Review the last attempt</source>
        <translation>前回の挑戦を振り返る</translation>
    </message>
    <message>
        <source>Play this mission</source>
        <translation>このミッションをプレイ</translation>
    </message>
    <message>
        <source>The record of this attempt can not be read, so it can not be reviewed.</source>
        <translation>この挑戦の記録を読み取れないため、振り返ることができません。</translation>
    </message>
    <message>
        <source>The crew was not saved</source>
        <translation>チームを保存できませんでした</translation>
    </message>
    <message>
        <source>Bakudan could not write the new crew: %1
Nothing was changed. Try again in a moment.</source>
        <translation>新しいチームを書き込めませんでした：%1
何も変更されていません。少し待ってから、もう一度お試しください。</translation>
    </message>
    <message>
        <source>Defused</source>
        <translation>解除成功</translation>
    </message>
    <message>
        <source>Attempted, not yet defused</source>
        <translation>挑戦済み・未成功</translation>
    </message>
    <message>
        <source>Open: not yet tried</source>
        <translation>挑戦可能・未挑戦</translation>
    </message>
    <message>
        <source>Not yet reached</source>
        <translation>未到達</translation>
    </message>
    <message>
        <source>%n turn(s)</source>
        <translation>%n手番</translation>
    </message>
    <message>
        <source>%n left</source>
        <translation>残り%n本</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>スタート</translation>
    </message>
    <message>
        <source>The crew&apos;s next mission</source>
        <translation>チームの次のミッション</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>Bomb ぼむ！</source>
        <translation>Bomb ぼむ！</translation>
    </message>
    <message>
        <source>Dice and cards for 2-5. Everyone plays a card in secret; the lowest card rolls the bomb dice. Last one standing wins.</source>
        <translation>全員がカードを1枚伏せて出し、一番小さい数字の人が爆弾ダイスをふる。最後まで残れば勝ち！</translation>
    </message>
    <message>
        <source>Bomb Squad Academy</source>
        <translation>ボムスクワッド・アカデミー</translation>
    </message>
    <message>
        <source>Cooperative bomb disposal for 2-5. Deduce your teammates&apos; hidden wires and cut them in pairs before the detonator reaches the skull. All 66 missions and a campaign.</source>
        <translation>仲間の隠れたコードを推理し、2本ずつ切る協力ゲーム。起爆ダイヤルがドクロに届く前に解除せよ！ 全66ミッションとキャンペーン。</translation>
    </message>
    <message>
        <source>Competitive wire cutting for 2-5. Everyone picks a cutter in secret; cut alone for big points, but whoever sets the bomb off loses 5. Three bombs.</source>
        <translation>全員がひそかにニッパーを選んでワイヤーを切る。単独なら高得点、爆発させたら5点を失う。爆弾は3つ。</translation>
    </message>
    <message>
        <source>Bomb Busters</source>
        <translation>ボムバスターズ</translation>
    </message>
</context>
<context>
    <name>Fault</name>
    <message>
        <source>The game has stopped</source>
        <translation>ゲームが止まりました</translation>
    </message>
    <message>
        <source>The bot playing %1 ran into an error, so the game has stopped.</source>
        <translation>%1 を担当するボットでエラーが起きたため、ゲームを止めました。</translation>
    </message>
    <message>
        <source>Bakudan ran into an error while playing a move, so the game has stopped.</source>
        <translation>手の処理中に Bakudan でエラーが起きたため、ゲームを止めました。</translation>
    </message>
    <message>
        <source>%1

Everything up to the last completed move is saved: “Continue game” on the home screen picks the game up from there.

Please copy the report below and send it to the developers. It holds the game&apos;s record, so they can replay what happened.</source>
        <translation>%1

最後に完了した手までは保存されています。ホーム画面の「ゲームを再開」から、その続きを遊べます。

下のレポートをコピーして開発者に送ってください。ゲームの記録が入っているので、何が起きたかを再現できます。</translation>
    </message>
    <message>
        <source>Report copied</source>
        <translation>レポートをコピーしました</translation>
    </message>
    <message>
        <source>&amp;Copy report</source>
        <translation>レポートをコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>%n saved game(s) could not be read (damaged, or written by another version) and can not be continued.</source>
        <translation>読めない中断中のゲームが %n 件あります（壊れているか、別のバージョンで書かれています）。続きから遊ぶことはできません。</translation>
    </message>
    <message>
        <source>Bomb games at your table: play against bots, or pass the mouse around.</source>
        <translation>爆弾ゲームを、あなたのテーブルで。ボットと対戦するもよし、マウスを回してみんなで遊ぶもよし。</translation>
    </message>
    <message>
        <source>%1-%2 players</source>
        <translation>%1～%2人</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>New game: %1</source>
        <translation>新しいゲーム：%1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>ルール：%1</translation>
    </message>
    <message>
        <source>%1: crew %2, mission %3</source>
        <translation>%1：チーム「%2」のミッション%3</translation>
    </message>
    <message>
        <source>%1, mission %2</source>
        <translation>%1・ミッション%2</translation>
    </message>
    <message>
        <source>today %1</source>
        <translation>今日 %1</translation>
    </message>
    <message>
        <source>yesterday %1</source>
        <translation>昨日 %1</translation>
    </message>
    <message>
        <source>A new game takes the place of %1 (%2), last played %3, which can not be continued afterwards. Your other games in progress are kept. Start a new game anyway?</source>
        <translation>新しいゲームを始めると、%3に遊んだ%1（参加者：%2）は置き換えられ、続きから遊べなくなります。ほかの中断中のゲームはそのまま残ります。それでも新しいゲームを始めますか？</translation>
    </message>
    <message>
        <source>%1 (%2), last played %3, is removed and can not be continued afterwards. Your other games in progress are kept.</source>
        <translation>%3に遊んだ%1（参加者：%2）を破棄します。破棄したゲームは続きから遊べません。ほかの中断中のゲームはそのまま残ります。</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <extracomment>each row: (its game, what, who, when, Continue, Discard)</extracomment>
        <translation>中断中のゲーム</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>参加者：%1</translation>
    </message>
    <message>
        <source>last played %1</source>
        <translation>最終プレイ：%1</translation>
    </message>
    <message>
        <source>Continue game</source>
        <translation>ゲームを再開</translation>
    </message>
    <message>
        <source>Discard…</source>
        <translation>破棄…</translation>
    </message>
    <message>
        <source>Continue game: %1</source>
        <translation>ゲームを再開：%1</translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <translation>破棄：%1</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>戦績</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>キャンペーン</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Bot · Easy</source>
        <translation>ボット・かんたん</translation>
    </message>
    <message>
        <source>Bot · Normal</source>
        <translation>ボット・ふつう</translation>
    </message>
    <message>
        <source>Bot · Hard</source>
        <translation>ボット・むずかしい</translation>
    </message>
    <message>
        <source>Bot · Expert</source>
        <translation>ボット・エキスパート</translation>
    </message>
</context>
<context>
    <name>List</name>
    <message>
        <source>, </source>
        <extracomment>the one way to translate: translate(&quot;Context&quot;, &quot;Source text&quot;[, None, n]); lupdate finds these calls (and QT_TRANSLATE_NOOP) by their name</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1</source>
        <comment>a player&apos;s name in a list of players</comment>
        <translation>%1さん</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Bakudan</source>
        <extracomment>how long after the store opens the engines start loading off the GUI thread</extracomment>
        <translation>Bakudan</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Back to &amp;home</source>
        <translation>ホームに戻る(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <source>Bomb Busters &amp;campaign</source>
        <translation>ボムバスターズ キャンペーン(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Bakudan</source>
        <translation>Bakudanについて(&amp;A)</translation>
    </message>
    <message>
        <source>Animation s&amp;peed</source>
        <translation>アニメーションの速さ(&amp;P)</translation>
    </message>
    <message>
        <source>Your game was kept</source>
        <translation>ゲームは保存されています</translation>
    </message>
    <message>
        <source>Bakudan did not close properly last time. Every game in progress was kept up to its last move: press “Continue game” to play on where you stopped.</source>
        <translation>前回、Bakudanは正しく終了しませんでした。中断中のゲームはどれも最後の一手まで保存されています。「ゲームを再開」を押すと、止まったところから続けられます。</translation>
    </message>
    <message>
        <source>Discard this game?</source>
        <translation>このゲームを破棄しますか？</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <source>About Bakudan</source>
        <translation>Bakudanについて</translation>
    </message>
    <message>
        <source>Abandon the unfinished game?</source>
        <translation>中断中のゲームを破棄しますか？</translation>
    </message>
    <message>
        <source>The saved game could not be continued</source>
        <translation>保存されたゲームを再開できませんでした</translation>
    </message>
    <message>
        <source>The saved game is damaged and was removed (%1).</source>
        <translation>保存されたゲームが破損していたため、削除しました（%1）。</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>New game: %1</source>
        <translation>新しいゲーム：%1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席%1</translation>
    </message>
    <message>
        <source>Seat %1: name</source>
        <translation>席%1の名前</translation>
    </message>
    <message>
        <source>Seat %1: played by</source>
        <translation>席%1のプレイヤー</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>すべての席に名前を入力してください。</translation>
    </message>
    <message>
        <source>Two seats have the same name; give each seat its own.</source>
        <translation>同じ名前の席があります。席ごとに別の名前を付けてください。</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <source>Pass to %1</source>
        <translation>%1さんに交代</translation>
    </message>
    <message>
        <source>Everything private is hidden. %1, click when you are ready; everyone else, look away.</source>
        <translation>手札などの非公開の情報は隠してあります。%1さん、準備ができたらクリックしてください。ほかの人は画面を見ないでください。</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>%1です — 手札を表示</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>前回のあなたの番から：</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>もう一度遊ぶ</translation>
    </message>
    <message>
        <source>Back to home</source>
        <translation>ホームに戻る</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>テーブルを見る</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>ゲームを振り返る</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>That is not possible now.</source>
        <translation>今はそれはできません。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終わっています。</translation>
    </message>
    <message>
        <source>This seat is not in the game.</source>
        <translation>この席はゲームに参加していません。</translation>
    </message>
    <message>
        <source>It is not your decision now.</source>
        <translation>今はあなたが決める番ではありません。</translation>
    </message>
    <message>
        <source>That move could not be read.</source>
        <translation>その行動を読み取れませんでした。</translation>
    </message>
    <message>
        <source>“%1” is not in your hand.</source>
        <translation>「%1」は手札にありません。</translation>
    </message>
    <message>
        <source>You have no uncut wire of value %1 to announce.</source>
        <translation>値%1の切られていないコードを持っていないので、その値は宣言できません。</translation>
    </message>
    <message>
        <source>Point at an uncut wire of a teammate.</source>
        <translation>仲間の切られていないコードを指してください。</translation>
    </message>
    <message>
        <source>A Solo Cut needs every remaining wire of %1 (2 or 4) in your own hand.</source>
        <translation>ソロカットには、残っている%1のコード（2本または4本）がすべて自分の手札にある必要があります。</translation>
    </message>
    <message>
        <source>You may reveal your red wires only when they are all you have left.</source>
        <translation>赤いコードを公開できるのは、手札が赤コードだけになったときです。</translation>
    </message>
    <message>
        <source>That equipment can not be used now.</source>
        <translation>その装備は今は使えません。</translation>
    </message>
    <message>
        <source>SAFE can not be played face down.</source>
        <translation>SAFEは裏向きに出せません。</translation>
    </message>
    <message>
        <source>You do not have this tool.</source>
        <translation>このツールを持っていません。</translation>
    </message>
    <message>
        <source>This tool can not be used like that now.</source>
        <translation>このツールは今そのようには使えません。</translation>
    </message>
    <message>
        <source>Discard exactly %n card(s), never the “0”.</source>
        <translation>ちょうど%n枚捨ててください（「0」は捨てられません）。</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>The deal: every hand is shown face up.</source>
        <extracomment>the game&apos;s log wording, as its table tells it: a module with `tell(events, names)` and `joins(events, e)` (desktop/games/&lt;game&gt;/log_lines.py)</extracomment>
        <translation>配り終えた状態：全員の手札を表向きで表示しています。</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>アクション %1 / %2</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>ゲームの振り返り</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>配り終えた状態へ (Home)</translation>
    </message>
    <message>
        <source>The previous action (Left)</source>
        <translation>前のアクションへ (←)</translation>
    </message>
    <message>
        <source>The next action (Right)</source>
        <translation>次のアクションへ (→)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>最後のアクションへ (End)</translation>
    </message>
    <message>
        <source>Action shown</source>
        <translation>表示中のアクション</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Rules: %1</source>
        <translation>ルール：%1</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>はやい</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>瞬時</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Reduce motion (no moving animations)</source>
        <translation>動きを減らす（移動するアニメーションなし）</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>効果音</translation>
    </message>
    <message>
        <source>High contrast (black backgrounds, white text and edges)</source>
        <translation>ハイコントラスト（黒い背景に白い文字と枠）</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Every text in the window, its dialogs and the game tables.</source>
        <translation>ウィンドウ、ダイアログ、ゲームのテーブルのすべての文字の大きさです。</translation>
    </message>
    <message>
        <source>Timers in timed Bomb Busters missions</source>
        <translation>ボムバスターズの時間制限ミッションのタイマー</translation>
    </message>
    <message>
        <source>Off: the timed missions play without a clock. Applies to the games started afterwards, and is recorded with each attempt.</source>
        <translation>オフにすると、時間制限のあるミッションをタイマーなしで遊びます。この後に始めるゲームから適用され、各挑戦の記録に残ります。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>文字の大きさ</translation>
    </message>
</context>
<context>
    <name>Stats</name>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>プレイ回数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>戦績</translation>
    </message>
    <message>
        <source>No finished games yet. Play one and it shows up here.</source>
        <translation>終了したゲームはまだありません。ゲームを遊ぶと、ここに戦績が表示されます。</translation>
    </message>
    <message>
        <source>Back to home</source>
        <translation>ホームに戻る</translation>
    </message>
    <message>
        <source>%n finished game(s) could not be read and are not counted.</source>
        <translation>完了したゲームのうち %n 件は読み取れないため、集計に含めていません。</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Not saved: the disk is full. Bakudan keeps your play in memory and saves it as soon as there is room.</source>
        <translation>未保存：ディスクがいっぱいです。プレイ内容はメモリーに保持し、空きができしだい保存します。</translation>
    </message>
    <message>
        <source>Not saved yet: another program is using Bakudan&apos;s data. Bakudan keeps your play in memory and saves it as soon as the data is free.</source>
        <translation>まだ保存されていません：別のプログラムがBakudanのデータを使用中です。プレイ内容はメモリーに保持し、データが空きしだい保存します。</translation>
    </message>
    <message>
        <source>Not saved: Bakudan&apos;s data folder can not be written any more. Bakudan keeps your play in memory and saves it as soon as it can.</source>
        <translation>未保存：Bakudanのデータの保存フォルダーに書き込めなくなりました。プレイ内容はメモリーに保持し、書き込めるようになりしだい保存します。</translation>
    </message>
    <message>
        <source>Not saved: Bakudan&apos;s data file is damaged. Bakudan keeps your play in memory; the file is repaired at the next start.</source>
        <translation>未保存：Bakudanのデータファイルが破損しています。プレイ内容はメモリーに保持します。ファイルは次回の起動時に修復されます。</translation>
    </message>
    <message>
        <source>Not saved: Bakudan&apos;s data file is read-only. Bakudan keeps your play in memory and saves it as soon as it can.</source>
        <translation>未保存：Bakudanのデータファイルが読み取り専用です。プレイ内容はメモリーに保持し、書き込めるようになりしだい保存します。</translation>
    </message>
    <message>
        <source>Not saved: Bakudan&apos;s data can not be written (a disk error). Bakudan keeps your play in memory and tries again.</source>
        <translation>未保存：Bakudanのデータを書き込めません（ディスクのエラー）。プレイ内容はメモリーに保持し、保存を再試行します。</translation>
    </message>
    <message>
        <source>the disk is full.</source>
        <translation>ディスクがいっぱいです。</translation>
    </message>
    <message>
        <source>another program is using Bakudan&apos;s data.</source>
        <translation>別のプログラムがBakudanのデータを使用中です。</translation>
    </message>
    <message>
        <source>Bakudan&apos;s data folder can not be written.</source>
        <translation>Bakudanのデータの保存フォルダーに書き込めません。</translation>
    </message>
    <message>
        <source>Bakudan&apos;s data file is damaged.</source>
        <translation>Bakudanのデータファイルが破損しています。</translation>
    </message>
    <message>
        <source>Bakudan&apos;s data file is read-only.</source>
        <translation>Bakudanのデータファイルが読み取り専用です。</translation>
    </message>
    <message>
        <source>a disk error.</source>
        <translation>ディスクのエラーが発生しました。</translation>
    </message>
    <message>
        <source>This session is not saved: your data comes from a newer Bakudan, which this one only reads.</source>
        <translation>今回は保存されません：新しいバージョンのBakudanのデータのため、読み込みだけを行います。</translation>
    </message>
    <message>
        <source>This session is not saved: Bakudan&apos;s data file has tables this version does not know.</source>
        <translation>今回は保存されません：データファイルに、このバージョンが扱えない表があります。</translation>
    </message>
    <message>
        <source>This session is not saved: Bakudan&apos;s data folder is read-only.</source>
        <translation>今回は保存されません：Bakudanのデータの保存フォルダーが読み取り専用です。</translation>
    </message>
    <message>
        <source>This session is not saved: Bakudan&apos;s data file is read-only.</source>
        <translation>今回は保存されません：Bakudanのデータファイルが読み取り専用です。</translation>
    </message>
    <message>
        <source>This session is not saved: Bakudan&apos;s data folder can not be made.</source>
        <translation>今回は保存されません：Bakudanのデータの保存フォルダーを作成できません。</translation>
    </message>
    <message>
        <source>This session is not saved: the disk was full when Bakudan started.</source>
        <translation>今回は保存されません：起動時にディスクがいっぱいでした。</translation>
    </message>
    <message>
        <source>This session is not saved: another program was using Bakudan&apos;s data when it started.</source>
        <translation>今回は保存されません：起動時に別のプログラムがBakudanのデータを使用していました。</translation>
    </message>
    <message>
        <source>This session is not saved: Bakudan&apos;s data file is damaged and could not be set aside.</source>
        <translation>今回は保存されません：データファイルが破損しており、退避できませんでした。</translation>
    </message>
    <message>
        <source>This session is not saved: another Bakudan is using the data.</source>
        <translation>今回は保存されません：別のBakudanがデータを使用中です。</translation>
    </message>
    <message>
        <source>This session is not saved: Bakudan&apos;s data file can not be read.</source>
        <translation>今回は保存されません：Bakudanのデータファイルを読み込めません。</translation>
    </message>
    <message>
        <source>%n finished game(s)</source>
        <translation>完了したゲーム %n 件</translation>
    </message>
    <message>
        <source>%n campaign crew(s)</source>
        <translation>キャンペーンのチーム %n 組</translation>
    </message>
    <message>
        <source>%n campaign attempt(s)</source>
        <translation>キャンペーンの挑戦 %n 回</translation>
    </message>
    <message>
        <source>%n setting(s)</source>
        <translation>設定 %n 件</translation>
    </message>
    <message>
        <source>%n remembered player name(s)</source>
        <translation>記憶したプレイヤー名 %n 件</translation>
    </message>
    <message>
        <source>the unfinished game</source>
        <translation>中断中のゲーム</translation>
    </message>
    <message>
        <source>%n unfinished game(s)</source>
        <translation>中断中のゲーム %n 件</translation>
    </message>
    <message>
        <source>• %1</source>
        <translation>・%1</translation>
    </message>
    <message>
        <source>Bakudan&apos;s data file was damaged. It was set aside as
%1
and a new one was started with everything that could still be read.</source>
        <translation>Bakudanのデータファイルが破損していたため、次の場所に退避しました。
%1
読み取れた内容をすべて引き継いで、新しいファイルで始めます。</translation>
    </message>
    <message>
        <source>Kept:</source>
        <translation>引き継いだもの：</translation>
    </message>
    <message>
        <source>Read but damaged, so left out:</source>
        <translation>読めたものの壊れていたため、引き継がなかったもの：</translation>
    </message>
    <message>
        <source>Some of it could not be read and is lost.</source>
        <translation>一部は読み取れず、失われました。</translation>
    </message>
    <message>
        <source>Nothing could be read from it: your settings, statistics and campaign start over.</source>
        <translation>何も読み取れませんでした。設定、戦績、キャンペーンは最初からになります。</translation>
    </message>
    <message>
        <source>Saved data was damaged</source>
        <translation>保存データが破損していました</translation>
    </message>
    <message>
        <source>Nothing in this session is saved</source>
        <translation>今回の内容は保存されません</translation>
    </message>
    <message>
        <source>Data from a newer Bakudan</source>
        <translation>新しいBakudanのデータです</translation>
    </message>
    <message>
        <source>Your data was written by a newer version of Bakudan (data schema %1; this version knows up to %2). It was left exactly as it is: this session can read it, but nothing you do now is saved. Install the newer Bakudan to go on with your data.</source>
        <translation>このデータは新しいバージョンのBakudanで書き込まれています（データ形式 %1。このバージョンが扱えるのは %2 までです）。データには一切手を加えていません。今回は読み込めますが、これから行うことは保存されません。このデータで続けるには、新しいBakudanをインストールしてください。</translation>
    </message>
    <message>
        <source>Bakudan&apos;s data file has tables this version does not know:
%1
It was left as it is. This session can read it, but nothing you do now is saved.</source>
        <translation>Bakudanのデータファイルに、このバージョンが扱えない表があります。
%1
ファイルはそのままにしてあります。今回は読み込めますが、これから行うことは保存されません。</translation>
    </message>
    <message>
        <source>Bakudan&apos;s data folder can not be written:
%1
Your data can be read, but nothing you do in this session is saved. Make the folder writable and start Bakudan again.</source>
        <translation>Bakudanのデータの保存フォルダーに書き込めません。
%1
データは読み込めますが、今回行うことは保存されません。フォルダーを書き込み可能にしてから、Bakudanを起動し直してください。</translation>
    </message>
    <message>
        <source>Bakudan&apos;s data file can not be written:
%1
It is marked read-only, though its folder can be written. Your data can be read, but nothing you do in this session is saved. Make the file writable and start Bakudan again.</source>
        <translation>Bakudanのデータファイルに書き込めません：
%1
フォルダーには書き込めますが、ファイルが読み取り専用になっています。データは読めますが、今回のプレイは保存されません。ファイルを書き込み可能にしてから、Bakudanを起動し直してください。</translation>
    </message>
    <message>
        <source>Bakudan can not make its data folder:
%1
A file is in the way (the folder, or a folder above it, is a file). Nothing you do in this session is saved. Move or rename that file and start Bakudan again.</source>
        <translation>Bakudanのデータの保存フォルダーを作成できません。
%1
フォルダーの場所（またはその上のフォルダーの場所）にファイルがあります。今回行うことは保存されません。そのファイルを移動するか名前を変えてから、Bakudanを起動し直してください。</translation>
    </message>
    <message>
        <source>The disk is full, so Bakudan could not prepare its data:
%1
The file was left as it is, and nothing you do in this session is saved. Free some space and start Bakudan again.</source>
        <translation>ディスクがいっぱいのため、Bakudanのデータを準備できませんでした。
%1
ファイルはそのままにしてあり、今回行うことは保存されません。空き容量を確保してから、Bakudanを起動し直してください。</translation>
    </message>
    <message>
        <source>Another program was using Bakudan&apos;s data when it started:
%1
The file was left as it is, and nothing you do in this session is saved. Close the other program and start Bakudan again.</source>
        <translation>起動時に別のプログラムがBakudanのデータを使用していました。
%1
ファイルはそのままにしてあり、今回行うことは保存されません。そのプログラムを終了してから、Bakudanを起動し直してください。</translation>
    </message>
    <message>
        <source>Bakudan&apos;s data file is damaged and could not be set aside:
%1
What could be read is used for this session, but nothing you do now is saved.</source>
        <translation>Bakudanのデータファイルが破損しており、退避できませんでした。
%1
読み取れた内容で続けますが、これから行うことは保存されません。</translation>
    </message>
    <message>
        <source>Another Bakudan is using your data and did not answer. This window can read your data, but nothing you do in it is saved.</source>
        <translation>別のBakudanがデータを使用中で、応答がありません。このウィンドウではデータを読み込めますが、ここで行うことは保存されません。</translation>
    </message>
    <message>
        <source>Bakudan&apos;s data file can not be read (no permission, or a disk error):
%1
It was left as it is, and nothing you do in this session is saved.</source>
        <translation>Bakudanのデータファイルを読み込めません（アクセス権がないか、ディスクのエラーです）。
%1
ファイルはそのままにしてあり、今回行うことは保存されません。</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>Write what waits now, instead of at the next try</source>
        <translation>次の再試行を待たずに、今すぐ保存します</translation>
    </message>
    <message>
        <source>Quit without saving?</source>
        <translation>保存せずに終了しますか？</translation>
    </message>
    <message>
        <source>Some of your play is not saved yet:
%1
If you quit now, it is lost.</source>
        <translation>プレイ内容の一部がまだ保存されていません。
%1
今終了すると失われます。</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>終了する</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>%1 (you)</source>
        <translation>%1（あなた）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>%1さんを待っています…</translation>
    </message>
    <message>
        <source>, </source>
        <translation>さん、</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>お待ちください…</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>ゲームの記録</translation>
    </message>
    <message>
        <source>Table in words</source>
        <translation>文字で表示</translation>
    </message>
    <message>
        <source>The table&apos;s pieces as a list a screen reader can read, instead of the log</source>
        <translation>記録の代わりに、テーブル上のものをスクリーンリーダーで読める一覧で表示します</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>The table in words</source>
        <translation>テーブルの内容（文字）</translation>
    </message>
    <message>
        <source>Keys: the arrows move the white ring on the table, Space picks, Enter confirms, Esc cancels, Tab goes to the buttons.</source>
        <translation>キー操作：矢印キーでテーブル上の白い枠を動かし、スペースキーで選び、Enterで決定、Escで取り消し、Tabでボタンへ移ります。</translation>
    </message>
    <message>
        <source>Show the result</source>
        <translation>結果を見る</translation>
    </message>
    <message>
        <source>Skip to the result</source>
        <translation>結果まで飛ばす</translation>
    </message>
    <message>
        <source>This game stopped after an error. “Continue game” on the home screen resumes it from the last completed move.</source>
        <translation>エラーのため、このゲームは止まりました。ホーム画面の「ゲームを再開」で、最後に完了した手から続けられます。</translation>
    </message>
    <message>
        <source>Copy</source>
        <extracomment>the row tint of a line that stands out laid-out lines kept: a repaint (every animation frame that touches the log) would otherwise parse and lay out every visible line again painted lines kept: a new line scrolls the log and repaints every visible one, and drawing a laid-out line (1-2 ms) costs some 30 times a picture&apos;s copy. Enough for the tallest log&apos;s visible rows, a few MB.</extracomment>
        <translation>コピー</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>how a line stands out: &quot;&quot; plain; &quot;turn&quot;: the muted heading of a turn or round; &quot;good&quot;: a success worth seeing; &quot;bad&quot;: a mistake; &quot;boom&quot;: an explosion or a lost game; &quot;win&quot;: a won game or round punctuation that never starts a line (Japanese 「。」 after a value chip did): a drawn icon is an object Qt may break after, so a WORD JOINER ties the two</extracomment>
        <translation>%1・%2</translation>
    </message>
    <message>
        <source>Animation speed (Ctrl+1 slow, Ctrl+2 normal, Ctrl+3 fast, Ctrl+4 instant)</source>
        <translation>アニメーションの速さ（Ctrl+1 ゆっくり、Ctrl+2 ふつう、Ctrl+3 はやい、Ctrl+4 瞬時）</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Welcome to Bomb ぼむ！ You and %1 each start with 3 life chips; lose them all and you are out. The last one standing wins. Below is your hand: the “0” every player has, two numbers and a SAFE card.</source>
        <translation>Bomb ぼむ！へようこそ！ あなたと%1さんは、ライフチップを3つずつ持って始めます。すべて失うと脱落で、最後まで残ったプレイヤーの勝ちです。下にあるのがあなたの手札です：全員が持つ「0」カード、数字のカード2枚、そして「SAFE」カード。</translation>
    </message>
    <message>
        <source>Every round, each player puts one card face down, and then all are revealed at once. The lowest number must handle the bomb. Play it safe: click your 8, then put it face down with the button below.</source>
        <translation>毎回、全員が手札からカードを1枚選んで伏せて置き、全員がそろったら同時に表にします。一番小さい数字を出したプレイヤーが爆弾処理を行います。ここは安全にいきましょう：8をクリックし、下のボタンで伏せて置いてください。</translation>
    </message>
    <message>
        <source>%1 played a 3, the lowest, so %1 rolled the bomb dice (a 3 also adds a die). A bomb mark and an ignition mark showed together: the bomb exploded, and %1 lost a life chip. After an explosion the dice go back to 2 and everyone draws a card.</source>
        <translation>%1さんは一番小さい3を出したので、爆弾ダイスをふりました（「3」カードは爆弾ダイスも1個増やします）。爆弾マークと着火マークが同時に出たので爆弾が爆発し、%1さんはライフチップを1つ失いました。爆発のあとは、ダイスが2個に戻り、全員が1枚ずつカードを引きます。</translation>
    </message>
    <message>
        <source>This time, take the bomb yourself: click your 4, then put it face down.</source>
        <translation>今度は自分で爆弾処理をしてみましょう。4をクリックして、伏せて置いてください。</translation>
    </message>
    <message>
        <source>Your 4 is the lowest: you handle the bomb. Because you hold SAFE, you may use it now instead of rolling. With only 2 dice the odds are good (the line below the guide gives the chance of an explosion): keep SAFE for later and roll.</source>
        <translation>あなたの4が一番小さいので、あなたが爆弾処理を行います。「SAFE」カードを持っているので、ダイスをふる代わりにここで使うこともできます。でもダイスが2個だけなら分のいい勝負です（爆発の確率はガイドの下の行に出ています）。「SAFE」は後にとっておいて、ダイスをふりましょう。</translation>
    </message>
    <message>
        <source>No explosion: a bomb mark and an ignition mark did not show together. You succeeded, and you drew one card per card mark on the dice. After a success the played cards are put away and one more die joins the middle: the bomb grows.</source>
        <translation>爆発しませんでした：爆弾マークと着火マークが同時には出なかったからです。爆弾処理に成功したので、ダイスのカードマークの数だけカードを引きました。成功したあとは、出したカードが使用済みになり、中央の爆弾ダイスが1個増えます。爆弾はだんだん危険になります。</translation>
    </message>
    <message>
        <source>Play your “0”: when it is revealed you draw a card, a die is added, and the 0 comes back to your hand. But it is the lowest card: you will handle the bomb. Click the 0, then put it face down.</source>
        <translation>「0」カードを出してみましょう。表にすると、カードを1枚引き、爆弾ダイスが1個増え、「0」カードは手札に戻ります。ただし一番小さいカードなので、爆弾処理はあなたです。0をクリックして、伏せて置いてください。</translation>
    </message>
    <message>
        <source>4 dice now: much riskier. This is the moment for SAFE: it is discarded and your handling succeeds without a roll. Click “Use SAFE”.</source>
        <translation>ダイスは4個になり、ずっと危険です。ここが「SAFE」の使いどころです。「SAFE」カードを捨てると、ダイスをふらずに爆弾処理が成功します。「SAFE」を使うボタンをクリックしてください。</translation>
    </message>
    <message>
        <source>Well done: that is Bomb ぼむ！. Keep low cards for when the dice are few, high cards and SAFE for when the bomb has grown. Press Finish and play the game to its end, or leave it from the Game menu. The rules are in the Help menu.</source>
        <translation>よくできました。これがBomb ぼむ！の遊び方です。小さいカードはダイスが少ないうちに、大きいカードと「SAFE」は爆弾が大きくなってから使いましょう。「終了」を押してゲームを最後まで遊ぶか、ゲームメニューから抜けてください。ルールはヘルプメニューにあります。</translation>
    </message>
    <message>
        <source>Welcome to Bomb Busters! You and %1 are a bomb disposal team: together you must cut every wire of the bomb. At the bottom are your two tile stands (with two players, each has two). You see your own wires, and on each stand they are sorted from the lowest number to the highest.</source>
        <translation>ボムバスターズへようこそ！ あなたと%1さんは爆弾処理班です。2人で協力して、爆弾のコードをすべて切りましょう。下にあるのはあなたの2台のタイルスタンドです（2人プレイでは1人2台）。自分のコードは見えていて、各スタンドの中で値の小さい順に並んでいます。</translation>
    </message>
    <message>
        <source>At the top are %1&apos;s stands. Their wires face away from you: you can not see them, and %1 can not see yours. But they are sorted too, so a wire&apos;s neighbours tell a lot about it. Mission 1 has 24 wires: four of each number from 1 to 6.</source>
        <translation>上にあるのは%1さんのスタンドです。そのコードは裏向きなのであなたには見えず、%1さんにもあなたのコードは見えません。でも同じように値の順に並んでいるので、両隣のコードから多くのことがわかります。ミッション1のコードは24本、1～6の値が4本ずつです。</translation>
    </message>
    <message>
        <source>Before the first turn, everyone puts an info token in front of one of their own wires: it tells the whole team that wire&apos;s number. Put yours on your 4: click it, then Confirm.</source>
        <translation>最初の手番の前に、全員が自分のコード1本の前に情報トークンを置きます。そのコードの値をチーム全員に知らせるためです。あなたの4に置きましょう。4をクリックして、「決定」を押してください。</translation>
    </message>
    <message>
        <source>%1 put its info token in front of this wire: it is a 3. Talking about your wires is not allowed in Bomb Busters; the info tokens are how the team shares what it knows.</source>
        <translation>%1さんはこのコードの前に情報トークンを置きました。このコードは3です。ボムバスターズでは自分のコードについて話すことはできません。チームは情報トークンで知っていることを伝え合います。</translation>
    </message>
    <message>
        <source>Your turn. The main action is the Dual Cut: point at a teammate&apos;s wire and say its number, which must be a number you hold. This wire is surely a 3, and you have 3s. Click the wire, then the value 3, then Confirm.</source>
        <translation>あなたの手番です。基本のアクションはデュアルカットです。仲間のコードを1本指して、その値を宣言します。宣言できるのは自分も持っている値だけです。このコードは確実に3で、あなたも3を持っています。コードをクリックし、値の3を選んで、「決定」を押してください。</translation>
    </message>
    <message>
        <source>Right! %1&apos;s 3 is cut. A Dual Cut always cuts two identical wires: now you cut one of your own 3s with it. Click this 3, then Confirm.</source>
        <translation>正解！ %1さんの3が切られました。デュアルカットでは、必ず同じ値のコードを2本切ります。続けて自分の3を1本切りましょう。この3をクリックして、「決定」を押してください。</translation>
    </message>
    <message>
        <source>%1 played its turn: your info token told it this wire is a 4, so it cut it with a Dual Cut, and one of its own 4s with it.</source>
        <translation>%1さんの手番でした。あなたの情報トークンでこのコードが4だとわかったので、デュアルカットでこれを切り、一緒に自分の4も1本切りました。</translation>
    </message>
    <message>
        <source>Not every cut is sure. This wire of %1 lies left of its cut 3, so it is at most a 3; and both 3s still uncut are yours. It is a 1 or a 2. Take the chance: click it, then 1, then Confirm.</source>
        <translation>いつも確実に切れるとは限りません。%1さんのこのコードは切られた3の左にあるので、3以下です。そして、まだ切られていない3は2本ともあなたが持っています。つまり1か2です。思い切って試しましょう。このコードをクリックし、1を選んで、「決定」を押してください。</translation>
    </message>
    <message>
        <source>Wrong: it was a 2. A wrong cut moves the detonator dial one step towards the skull; when it gets there, the bomb explodes and the mission is lost. And an info token now shows that wire&apos;s real number for everyone. Meanwhile %1 guessed your lowest wire was a 1, and cut it.</source>
        <translation>不正解：2でした。間違えると、起爆ダイヤルがドクロに向かって1マス進みます。ドクロに達すると爆弾が爆発し、ミッション失敗です。また、そのコードの本当の値を示す情報トークンが置かれ、全員にわかるようになりました。その間に、%1さんはあなたのいちばん小さいコードを1と読んで切りました。</translation>
    </message>
    <message>
        <source>The two 3s still uncut are both yours. When you hold every remaining wire of a number, you may cut them all at once, alone, with a Solo Cut: no guessing. Click “Solo Cut: 3”, then Confirm.</source>
        <translation>まだ切られていない3の2本は、どちらもあなたのものです。ある値の残りのコードをすべて自分が持っているときは、ソロカットで1人でまとめて切れます。推測はいりません。「ソロカット：3」をクリックして、「決定」を押してください。</translation>
    </message>
    <message>
        <source>Well done: that is how Bomb Busters is played. Cut every wire before the dial reaches the skull; later missions add red wires (cut one and the bomb explodes), yellow wires and equipment. Press Finish and play the mission to its end, or leave it from the Game menu. The rules are in the Help menu.</source>
        <translation>よくできました。これがボムバスターズの遊び方です。ダイヤルがドクロに達する前に、すべてのコードを切りましょう。この先のミッションでは赤コード（切ると爆発）、黄コード、装備カードが加わります。「終了」を押してミッションを最後まで遊ぶか、ゲームメニューから抜けてください。ルールはヘルプメニューにあります。</translation>
    </message>
    <message>
        <source>Tutorial: step %1 of %2</source>
        <translation>チュートリアル：ステップ%1／%2</translation>
    </message>
    <message>
        <source>Watch the table…</source>
        <translation>テーブルの様子を見ていてください……</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>In the tutorial, go to what is outlined in orange with the arrows (Tab for a button) and press Space, or click it.</source>
        <translation>チュートリアルでは、オレンジの枠で囲まれたものへ矢印キー（ボタンならTab）で移ってスペースキーを押すか、クリックしてください。</translation>
    </message>
    <message>
        <source>Not that one yet: click what is outlined in orange (or go to it with the arrows or Tab and press Space).</source>
        <translation>それはまだです。オレンジの枠で囲まれたものをクリックしてください（矢印キーかTabで移ってスペースキーを押しても進めます）。</translation>
    </message>
    <message>
        <source>Wait a moment: the table is still playing.</source>
        <translation>少しお待ちください。まだテーブルが動いています。</translation>
    </message>
    <message>
        <source>Read this first, then press Next.</source>
        <translation>まずこの説明を読んでから、「次へ」を押してください。</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>チュートリアルをやめる</translation>
    </message>
    <message>
        <source>&amp;Tutorials</source>
        <translation>チュートリアル(&amp;T)</translation>
    </message>
    <message>
        <source>Tutorial: %1</source>
        <translation>チュートリアル：%1</translation>
    </message>
    <message>
        <source>New to %1? A short guided game shows you how it is played, step by step. You can leave it at any time, and it is always in the Help menu.</source>
        <translation>%1は初めてですか？ 短いガイド付きのゲームで、遊び方を一歩ずつ説明します。いつでもやめられ、ヘルプメニューからいつでも始められます。</translation>
    </message>
    <message>
        <source>Play the tutorial</source>
        <translation>チュートリアルを遊ぶ</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Welcome to Bomb Squad Academy! This is the final exam: each training bomb will explode sooner or later. Cut valuable wires, and don&apos;t be the one who sets the bomb off. After three bombs the best score wins. Below is your hand: a cutter for each wire (with two players there is no Yellow), Wait and Chicken.</source>
        <translation>ボムスクワッド・アカデミーへようこそ！ これは卒業試験です。訓練用の爆弾は、遅かれ早かれ必ず爆発します。点数の高いワイヤーを切りつつ、自分が爆弾を起爆させないようにしましょう。3つの爆弾を終えて、得点の一番高い人の勝ちです。下にあるのがあなたの手札です：ワイヤーごとのニッパー（2人プレイでは黄はありません）、ウェイト、チキン。</translation>
    </message>
    <message>
        <source>Every round, you and %1 each choose one action card in secret; then they are revealed together. Cut the Green wire: click your Green cutter, then “Play”.</source>
        <translation>毎ラウンド、あなたと%1さんはアクションカードを1枚ずつひそかに選び、そのあと一斉に公開します。緑ワイヤーを切りましょう：緑のニッパーをクリックし、「出す」を押してください。</translation>
    </message>
    <message>
        <source>Revealed: you cut Green and %1 cut Red, each alone. A cut flips the next card of the wire&apos;s deck: yours is a 4, so the Green trigger moved down 4 spaces. You scored the wire&apos;s full value: the main value of the last card, plus 1 for each card of its chain, 4 + 1 = 5. When a trigger reaches a trigger tile at the end of its track, the tile turns over: OK, or BOOM, and the bomb explodes.</source>
        <translation>公開されました：あなたは緑、%1さんは赤を、それぞれ単独で切りました。切ると、そのワイヤーの山札から次のカードが1枚めくられます。あなたのカードは4なので、緑のトリガーが4マス進みました。得点はワイヤーの合計値です：最後のカードの基本値に、チェーンのカード1枚につき1を足して、4＋1＝5点。トリガーがトラックの先のトリガータイルに達すると、そのタイルが表になります。OKなら続行、BOOMなら爆弾が爆発します。</translation>
    </message>
    <message>
        <source>Your Green cutter stays on the table this round. Play Wait: it is resolved first, gives you 3 points at once, and protects one wire of your choice this round: nobody cuts it. Click Wait, then “Play”.</source>
        <translation>緑のニッパーは、このラウンドはテーブルに残ったままです。ウェイトを出しましょう：ウェイトは最初に解決され、すぐに3点を得て、このラウンドに好きなワイヤーを1本守れます。守られたワイヤーは誰も切れません。ウェイトをクリックし、「出す」を押してください。</translation>
    </message>
    <message>
        <source>%1 played its Blue cutter. Protect the Blue wire: click the Blue deck, then “Protect”. Wait can be played only once per bomb.</source>
        <translation>%1さんは青のニッパーを出しました。青ワイヤーを守りましょう：青の山札をクリックし、「守る」を押してください。ウェイトは1つの爆弾につき1回しか出せません。</translation>
    </message>
    <message>
        <source>%1&apos;s Blue cut did nothing, and you took 3 points. Your Green cutter is back in your hand: with two players, your older card comes back once two are on the table. Now play Chicken: it cuts nothing. If someone else sets the bomb off this round, you gain 5 points; if not, you may peek. Click Chicken, then “Play”.</source>
        <translation>%1さんの青の切断は何も起こさず、あなたは3点を得ました。緑のニッパーは手札に戻っています：2人プレイでは、テーブルのカードが2枚になると古いほうが手札に戻ります。次はチキンを出しましょう：チキンは何も切りません。このラウンドにほかの人が爆弾を起爆させたら5点を得て、爆発しなければのぞき見ができます。チキンをクリックし、「出す」を押してください。</translation>
    </message>
    <message>
        <source>%1 cut Green: a 3, so the trigger is on space 7, two spaces before the first tile. No explosion, so you may peek: at the next card of two decks, or at the three trigger tiles of one track. Only you see them. Click the Green track, then “Peek”.</source>
        <translation>%1さんが緑を切りました：めくられたのは3で、トリガーは7マス目、最初のタイルの2マス手前です。爆発しなかったので、のぞき見ができます：2つの山札の次のカードか、1本のトラックのトリガータイル3枚です。見えるのはあなただけです。緑のトラックをクリックし、「のぞく」を押してください。</translation>
    </message>
    <message>
        <source>The first Green tile is BOOM: a Green cut that flips a 2 or more sets the bomb off. Whoever cuts it loses 5 points, and a Chicken gains 5. Well done: that is Bomb Squad Academy. Tools and pressure plates join from Bomb II. Press Finish and play on, or leave from the Game menu. The rules are in the Help menu.</source>
        <translation>緑の最初のタイルはBOOMです：緑を切って2以上がめくられると、爆弾が爆発します。切った人は5点を失い、チキンの人は5点を得ます。よくできました。これがボムスクワッド・アカデミーの遊び方です。ツールと圧力プレートは爆弾IIから登場します。「終了」を押して続きを遊ぶか、ゲームメニューから抜けてください。ルールはヘルプメニューにあります。</translation>
    </message>
</context>
<context>
    <name>WhatsNew</name>
    <message>
        <source>Upgrades keep everything: your settings, statistics, crews, campaign and the game in progress carry over to each new version.</source>
        <translation>アップデートしても何も失われません。設定、戦績、チーム、キャンペーン、途中のゲームはすべて新しいバージョンに引き継がれます。</translation>
    </message>
    <message>
        <source>Games saved by an earlier version still continue and replay.</source>
        <translation>以前のバージョンで保存したゲームも、続きを遊んだり再生したりできます。</translation>
    </message>
    <message>
        <source>Bakudan starts faster: a game is loaded when you open it.</source>
        <translation>起動が速くなりました。ゲームは開いたときに読み込まれます。</translation>
    </message>
    <message>
        <source>Installers for Windows and macOS, besides Linux.</source>
        <translation>Linux に加えて、Windows と macOS のインストーラーを用意しました。</translation>
    </message>
    <message>
        <source>Help &gt; About shows the version you are running.</source>
        <translation>「ヘルプ」＞「Bakudanについて」で、使用中のバージョンを確認できます。</translation>
    </message>
    <message>
        <source>Bakudan %1</source>
        <translation>Bakudan %1</translation>
    </message>
    <message>
        <source>What&apos;s new in Bakudan</source>
        <translation>Bakudan の新機能</translation>
    </message>
</context>
</TS>
