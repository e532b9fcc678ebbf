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
        <extracomment>a shape for every wire, so colour is never the only cue</extracomment>
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
        <translation>中央の爆弾ダイスはすでに10個なので、これ以上増えません。</translation>
    </message>
    <message>
        <source>A “2” was played: the red die joins this round.</source>
        <translation>「2」が出たので、今回の爆弾処理はレッドダイスを加えて行います。</translation>
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
        <translation>仲間が最も活用できるワイヤーです。</translation>
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
        <translation>起爆ダイヤルが進んでいるので、1マス戻します。</translation>
    </message>
    <message>
        <source>A used Double Detector can be recharged.</source>
        <translation>使用済みのダブル探知機を再充電できます。</translation>
    </message>
    <message>
        <source>Only red wires are left.</source>
        <translation>赤ワイヤーしか残っていません。</translation>
    </message>
    <message>
        <source>You hold every remaining wire of this value.</source>
        <translation>この数値の残りのワイヤーをすべて持っています。</translation>
    </message>
    <message>
        <source>This wire is certain.</source>
        <translation>このワイヤーは確実です。</translation>
    </message>
    <message>
        <source>The best chance, weighed against red wires and the dial.</source>
        <translation>赤ワイヤーと起爆ダイヤルの危険を考えると、これが最も成功しやすい手です。</translation>
    </message>
    <message>
        <source>The radar&apos;s answers make the next cut safer.</source>
        <translation>レーダーの答えで、次のカットがより安全になります。</translation>
    </message>
    <message>
        <source>A risky cut: the Stabilizer makes a failure harmless.</source>
        <translation>危険なカットなので、スタビライザーで失敗を無害にします。</translation>
    </message>
    <message>
        <source>Pointing at several wires beats any single cut.</source>
        <translation>複数のワイヤーを指すほうが、どの単独のカットよりも有利です。</translation>
    </message>
    <message>
        <source>Two values on one wire beat any single cut.</source>
        <translation>1本のワイヤーに数値を2つ宣言するほうが、どの単独のカットよりも有利です。</translation>
    </message>
    <message>
        <source>These wires give the best chance.</source>
        <translation>これらのワイヤーが最も成功しやすいです。</translation>
    </message>
    <message>
        <source>Cut the copy that tells the table the most.</source>
        <translation>同じ数値のうち、仲間に最も多くの情報を伝えるものを切ります。</translation>
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
        <translation>赤ワイヤーを公開</translation>
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
        <source>Review the game</source>
        <translation>ゲームを振り返る</translation>
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
        <source>The coach is working out the odds…</source>
        <translation>コーチが確率を計算しています…</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>お待ちください…</translation>
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
        <translation>%1さん、準備の情報トークンを自分の青ワイヤー1本の前に置きます：そのワイヤーをクリックしてください。</translation>
    </message>
    <message>
        <source>%1 is playing. %2, you may use an equipment card now, or pass.</source>
        <translation>%1さんの手番です。%2さん、今なら装備カードを使えます。使わない場合はパスしてください。</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>パス (P)</translation>
    </message>
    <message>
        <source>%1, the cut succeeded: choose which of your pointed wires is cut (nobody learns whether several matched).</source>
        <translation>%1さん、カット成功です：指されたワイヤーのうち、切るものを選んでください（複数が一致していたかどうかは誰にも分かりません）。</translation>
    </message>
    <message>
        <source>%1, nothing matched: choose which pointed wire gets the info token (never a red one).</source>
        <translation>%1さん、一致しませんでした：指されたワイヤーのうち、情報トークンを置くものを選んでください（赤ワイヤーには置けません）。</translation>
    </message>
    <message>
        <source>Right! %1, click the wire of yours you cut with it.</source>
        <translation>正解！ %1さん、一緒に切る自分のワイヤーをクリックしてください。</translation>
    </message>
    <message>
        <source>Walkie-Talkies: %1, click the wire you give back.</source>
        <translation>トランシーバー：%1さん、お返しに渡すワイヤーをクリックしてください。</translation>
    </message>
    <message>
        <source>%1, the mission asks for a decision.</source>
        <translation>%1さん、ミッションの選択を行ってください。</translation>
    </message>
    <message>
        <source>%1, your turn: click a teammate&apos;s wire to cut it, or choose another action.</source>
        <translation>%1さんの手番：切る仲間のワイヤーをクリックするか、ほかのアクションを選んでください。</translation>
    </message>
    <message>
        <source>%1: which value is it? Pick one you hold.</source>
        <translation>%1：数値はいくつ？ 自分が持っている数値から選んでください。</translation>
    </message>
    <message>
        <source>Solo Cut: %1 (S)</source>
        <translation>ソロカット：%1 (S)</translation>
    </message>
    <message>
        <source>Solo Cut every remaining %1 in your hand? This can not be undone.</source>
        <translation>手元に残っている%1をすべてソロカットしますか？ この操作は取り消せません。</translation>
    </message>
    <message>
        <source>Reveal your red wires (R)</source>
        <translation>赤ワイヤーを公開 (R)</translation>
    </message>
    <message>
        <source>Reveal your red wires? You take no more actions this mission.</source>
        <translation>赤ワイヤーを公開しますか？ このミッションでは、もうアクションを行えません。</translation>
    </message>
    <message>
        <source>Double Detector (D)</source>
        <translation>ダブル探知機 (D)</translation>
    </message>
    <message>
        <source>%1: click any wire of the teammate&apos;s stand to point at the whole stand.</source>
        <translation>%1：仲間のスタンドのワイヤーをどれかクリックすると、スタンド全体を指します。</translation>
    </message>
    <message>
        <source>%1: point at %n wire(s) on one teammate&apos;s stand (%2 chosen).</source>
        <translation>%1：仲間1人のスタンドのワイヤーを%n本指してください（%2本選択済み）。</translation>
    </message>
    <message>
        <source>%1: now state %n value(s) you hold.</source>
        <translation>%1：自分が持っている数値を%nつ宣言してください。</translation>
    </message>
    <message>
        <source>Put the tools away</source>
        <translation>装備をしまう</translation>
    </message>
    <message>
        <source>Use %1 on %2 and say “%3”? The equipment is spent and the cut can not be undone.</source>
        <translation>%2に%1を使い、「%3」と宣言しますか？ 装備は使用済みになり、カットは取り消せません。</translation>
    </message>
    <message>
        <source>Say “%1”? The cut can not be undone.</source>
        <translation>「%1」と宣言しますか？ カットは取り消せません。</translation>
    </message>
    <message>
        <source>%1, point at the wires for your tools, then state the value.</source>
        <translation>%1さん、装備で指すワイヤーを選んでから、数値を宣言してください。</translation>
    </message>
    <message>
        <source>Cut %1 as “%2”? If it is wrong the detonator advances (a red wire explodes the bomb). This can not be undone.</source>
        <translation>%1を「%2」として切りますか？ 間違っていると起爆ダイヤルが進みます（赤ワイヤーなら爆弾が爆発します）。この操作は取り消せません。</translation>
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
        <source>Coach: show the odds and the Expert&apos;s move</source>
        <translation>コーチ：確率とエキスパートの一手を表示</translation>
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
        <source>Action %1 of %2</source>
        <translation>アクション %1 / %2</translation>
    </message>
    <message>
        <source>The deal: every stand is shown face up.</source>
        <translation>配り終えた状態：全員のスタンドを表向きで表示しています。</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>ゲームの振り返り</translation>
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
        <source>%1&apos;s wire %2</source>
        <translation>%1さんのワイヤー%2</translation>
    </message>
    <message>
        <source>A hidden wire.</source>
        <translation>伏せられたワイヤー。</translation>
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
        <source>Character card: the Captain</source>
        <translation>キャラクターカード：キャプテン</translation>
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
        <translation>ワイヤーを渡す番</translation>
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
        <translation>使われている黄ワイヤー：%1本</translation>
    </message>
    <message>
        <source>red wires in play: %1</source>
        <translation>使われている赤ワイヤー：%1本</translation>
    </message>
    <message>
        <source>locked: cut 2 wires of its number to unlock it</source>
        <translation>ロック中：この番号のワイヤーを2本切ると使えるようになります</translation>
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
        <translation>偽底</translation>
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
        <translation>いつでも使用可。隣り合った異なる数値のワイヤー2本の前に≠トークンを置きます。2本のうち1本は切られていてもかまいません。黄ワイヤー同士、赤ワイヤー同士は常に同じ数値とみなすので、「異なる」にはなりません。</translation>
    </message>
    <message>
        <source>Can be used at any time. Swap 2 wires: put 1 of your uncut wires face down in front of a teammate; that teammate does the same to you; each puts the new wire on their stand. Everyone sees where the swapped wires come from and end up.</source>
        <translation>いつでも使用可。ワイヤー2本を交換します：自分の切られていないワイヤー1本を仲間の前に伏せて置き、その仲間も同じように自分の前に置きます。それぞれ受け取ったワイヤーを自分のスタンドに差します。交換したワイヤーがどこから来てどこに入ったかは、全員に見えます。</translation>
    </message>
    <message>
        <source>To use on your turn. During a Dual Cut, state a value (not yellow) and point to 3 wires on a teammate&apos;s stand. Works like the Double Detector, with 3 wires.</source>
        <translation>自分の手番に使用。デュアルカットのとき、数値を1つ（黄は不可）宣言し、仲間のスタンドのワイヤー3本を指します。3本を対象に、ダブル探知機と同じように働きます。</translation>
    </message>
    <message>
        <source>Can be used at any time. Put 1 info token in front of 1 of your blue wires.</source>
        <translation>いつでも使用可。自分の青ワイヤー1本の前に情報トークンを1つ置きます。</translation>
    </message>
    <message>
        <source>To use on your turn. During a Dual Cut, state a value (not yellow) and point at a teammate&apos;s whole tile stand. Works like the Double Detector, with every wire of the stand.</source>
        <translation>自分の手番に使用。デュアルカットのとき、数値を1つ（黄は不可）宣言し、仲間のスタンド全体を指します。そのスタンドのすべてのワイヤーを対象に、ダブル探知機と同じように働きます。</translation>
    </message>
    <message>
        <source>Can be used at any time. Move the detonator dial back 1 space.</source>
        <translation>いつでも使用可。起爆ダイヤルを1マス戻します。</translation>
    </message>
    <message>
        <source>Can be used at any time. Choose 1 or 2 character cards which have already been used and flip them face up: their personal equipment is usable again this mission.</source>
        <translation>いつでも使用可。使用済みのキャラクターカードを1～2枚選んで表向きにします：その個人装備は、このミッション中にもう一度使えます。</translation>
    </message>
    <message>
        <source>Can be used at any time. State a number from 1 to 12. Every bomb disposal expert (you too) says “Yes!” for each stand holding 1 or more uncut blue wires of that value.</source>
        <translation>いつでも使用可。1～12の数を1つ宣言します。爆弾処理班員は全員（自分も含む）、その数値の切られていない青ワイヤーが1本以上あるスタンドごとに「はい！」と答えます。</translation>
    </message>
    <message>
        <source>To use at the start of your turn, before a Dual Cut. This turn, a failure does not move the detonator dial and a red wire does not explode; a wrong non-red wire still gets an info token.</source>
        <translation>自分の手番の開始時、デュアルカットの前に使用。この手番では、失敗しても起爆ダイヤルは進まず、赤ワイヤーでも爆発しません。ただし、赤以外のワイヤーで間違えた場合は、通常どおり情報トークンが置かれます。</translation>
    </message>
    <message>
        <source>To use on your turn. During a Dual Cut, state 2 values (yellow too) while pointing at 1 wire. You must hold both values.</source>
        <translation>自分の手番に使用。デュアルカットのとき、ワイヤー1本を指して数値を2つ（黄も可）宣言します。両方の数値を自分が持っていなければなりません。</translation>
    </message>
    <message>
        <source>To use on your turn. Skip your turn and choose who the next active bomb disposal expert is; play then goes on clockwise from them.</source>
        <translation>自分の手番に使用。自分の手番を飛ばし、次に手番を行う爆弾処理班員を選びます。その後は、その人から時計回りに進みます。</translation>
    </message>
    <message>
        <source>Can be used at any time. Put the = token in front of 2 of your adjacent wires of the same value. 1 of the 2 can already be cut. Any 2 yellow wires or any 2 red wires are identical.</source>
        <translation>いつでも使用可。自分の隣り合った同じ数値のワイヤー2本の前に=トークンを置きます。2本のうち1本は切られていてもかまいません。黄ワイヤー同士、赤ワイヤー同士は、どの2本でも同じ数値とみなします。</translation>
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
        <translation>ルールシールC。9のコード4本が切られると使えます。自分の手番に使います。同じコード2本をソロカットします。その値の最後のコードでなくてもかまいません。</translation>
    </message>
    <message>
        <source>Rule sticker C, usable once the 4 wires of 10 are cut. Instant effect: draw a random info token from the supply and reveal its number (1-12): every player cuts all their remaining wires of that value.</source>
        <translation>ルールシールC。10のコード4本が切られると使えます。即時効果：サプライから情報トークンを1枚無作為に引いて数字（1～12）を公開します。全員がその値の残りのコードをすべて切ります。</translation>
    </message>
    <message>
        <source>Rule sticker C, usable once the 4 wires of 11 are cut. Can be used at any time. Point at a teammate&apos;s wire, take it without revealing it and put it in order in your hand; everyone sees where it comes from and where it goes.</source>
        <translation>ルールシールC。11のコード4本が切られると使えます。いつでも使えます。仲間のコードを1本指し、見せずに取って自分の手札の順番どおりの位置に入れます。どこから来てどこへ行ったかは全員に見えます。</translation>
    </message>
    <message>
        <source>Personal equipment, once per mission. During a Dual Cut, state one value (1-12, never yellow) and point to 2 wires on one teammate&apos;s stand. Success if either matches; the teammate chooses which matching wire is cut. On a failure the dial advances 1 and the teammate puts an info token on one of the two (never on a red one).</source>
        <translation>個人装備。1ミッションに1回。デュアルカットのとき、数値を1つ（1～12。黄は不可）宣言し、仲間1人のスタンドのワイヤー2本を指します。どちらかが一致すれば成功で、一致したワイヤーのうちどれを切るかは仲間が選びます。失敗なら起爆ダイヤルが1マス進み、仲間は2本のうち1本（赤ワイヤー以外）に情報トークンを置きます。</translation>
    </message>
    <message>
        <source>Dual Cut: point to a teammate&apos;s wire and state a value you hold. If it is right, that wire and one of your identical wires are cut. If not, the detonator advances 1 space and the teammate puts an info token showing the wire&apos;s true value. A red wire explodes the bomb.</source>
        <translation>デュアルカット：仲間のワイヤーを指し、自分が持っている数値を宣言します。正しければ、そのワイヤーと、自分の同じ数値のワイヤー1本を切ります。間違っていれば、起爆ダイヤルが1マス進み、仲間がそのワイヤーの本当の数値を示す情報トークンを置きます。赤ワイヤーなら爆弾が爆発します。</translation>
    </message>
    <message>
        <source>Solo Cut: you hold all the remaining wires of a value (all 4, or the last 2 after 2 were cut): cut them all at once.</source>
        <translation>ソロカット：ある数値の残りのワイヤーをすべて自分が持っている場合（4本すべて、または2本切られた後の残り2本）、それらをまとめて切ります。</translation>
    </message>
    <message>
        <source>Reveal Your Red Wires: only red wires are left in your hand, so you reveal them. This is the only way to reveal red wires without setting off the bomb.</source>
        <translation>赤ワイヤー公開：手元に赤ワイヤーしか残っていないので、それを公開します。爆弾を爆発させずに赤ワイヤーを公開できる唯一の方法です。</translation>
    </message>
    <message>
        <source>Yellow wires all have the same value, “yellow”: they are cut like any other value, by a Dual Cut (“This wire is yellow”) or a Solo Cut.</source>
        <translation>黄ワイヤーはすべて同じ数値「黄色」を持ちます：ほかの数値と同じく、デュアルカット（「このワイヤーは黄色です」）かソロカットで切ります。</translation>
    </message>
    <message>
        <source>Red wire: if it is cut, the bomb explodes at once and the mission fails.</source>
        <translation>赤ワイヤー：切られると爆弾はただちに爆発し、ミッションは失敗します。</translation>
    </message>
    <message>
        <source>The detonator dial advances 1 space after every failed Dual Cut. If it reaches the skull, the bomb explodes.</source>
        <translation>デュアルカットに失敗するたびに、起爆ダイヤルが1マス進みます。ドクロに達すると爆弾が爆発します。</translation>
    </message>
    <message>
        <source>A validation token is placed on a value when all 4 of its wires are cut.</source>
        <translation>ある数値のワイヤーが4本とも切られると、その数値に検証トークンが置かれます。</translation>
    </message>
    <message>
        <source>Markers show the values of the red and yellow wires in play. A “?” marker is uncertain: only some of the wires it marks are in play (“2 out of 3”).</source>
        <translation>マーカーは、使われている赤ワイヤーと黄ワイヤーの数値を示します。「？」のマーカーは不確定で、示すワイヤーの一部だけが使われています（「3本中2本」）。</translation>
    </message>
    <message>
        <source>An info token in front of a wire shows its true value.</source>
        <translation>ワイヤーの前の情報トークンは、そのワイヤーの本当の数値を示します。</translation>
    </message>
    <message>
        <source>Every wire is cut: the bomb is defused!</source>
        <translation>すべてのワイヤーが切られ、爆弾は解除されました！</translation>
    </message>
    <message>
        <source>A red wire was cut: the bomb exploded.</source>
        <translation>赤ワイヤーが切られ、爆弾が爆発しました。</translation>
    </message>
    <message>
        <source>The detonator reached the skull: the bomb exploded.</source>
        <translation>起爆ダイヤルがドクロに達し、爆弾が爆発しました。</translation>
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
        <source>%1&apos;s stand %3, wire %2</source>
        <translation>%1さんのスタンド%3のワイヤー%2</translation>
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
        <translation>か</translation>
    </message>
    <message>
        <source>Mission %1 begins with %2 bomb disposal experts.</source>
        <translation>ミッション%1を%2人の爆弾処理班員で開始します。</translation>
    </message>
    <message>
        <source>%1 has no blue wire for a setup info token.</source>
        <translation>%1さんには、準備の情報トークンを置ける青ワイヤーがありません。</translation>
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
        <translation>%1さんが%2を指して「このワイヤーは%3です」と宣言しました。</translation>
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
        <translation>正解！ 一致したワイヤーのうち、どれを切るかは%1さんが選びます。</translation>
    </message>
    <message>
        <source>Wrong: none of the pointed wires matches.</source>
        <translation>不正解：指したワイヤーはどれも一致しませんでした。</translation>
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
        <translation>%1さんは赤ワイヤーしか残っていないので、それを公開しました。</translation>
    </message>
    <message>
        <source>Info token %1 in front of %2.</source>
        <translation>情報トークン%1が%2の前に置かれました。</translation>
    </message>
    <message>
        <source>No %1 token is left: the value of %2 is said aloud.</source>
        <translation>%1の情報トークンが残っていないので、%2の数値を口頭で伝えます。</translation>
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
        <source>False Bottom: %1 join the game.</source>
        <translation>偽底：%1が場に加わります。</translation>
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
        <translation>起爆ダイヤルが進みました：ドクロまであと%nマス。</translation>
    </message>
    <message>
        <source>The detonator moves back: %n space(s) before the skull.</source>
        <translation>起爆ダイヤルが戻りました：ドクロまであと%nマス。</translation>
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
        <translation>スタビライザーが効いて、赤ワイヤーでも爆発しませんでした。</translation>
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
        <translation>ワイヤー%1を受け取りました。</translation>
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
        <translation>仲間のタイルスタンドの右端のコード（いちばん大きい数字）を切ってはいけません。</translation>
    </message>
    <message>
        <source>You cannot cut the far-left wire (lowest number) on teammates&apos; tile stands.</source>
        <translation>仲間のタイルスタンドの左端のコード（いちばん小さい数字）を切ってはいけません。</translation>
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
        <translation>爆弾処理班の1人が自分のアクションの代わりに「これは赤だ」と言って仲間のコードを切ります。そのコードが赤でなければ爆弾は爆発します！</translation>
    </message>
    <message>
        <source>4 bomb disposal experts consecutively cut EVEN numbers.</source>
        <translation>4人の爆弾処理班が続けて偶数を切ります。</translation>
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
        <translation>2人の爆弾処理班が続けてソロカットをします。</translation>
    </message>
    <message>
        <source>On a single tile stand, at least 5 uncut wires have been isolated (the adjacent wires have been cut).</source>
        <translation>1つのタイルスタンドで、切られていないコードが5本以上孤立しています（両隣のコードが切られています）。</translation>
    </message>
    <message>
        <source>3 bomb disposal experts consecutively cut sequential values (either up or down). Examples: 8-9-10 or 5-4-3.</source>
        <translation>3人の爆弾処理班が続けて連続する値を（上りでも下りでも）切ります。例：8-9-10、5-4-3。</translation>
    </message>
    <message>
        <source>The first 2 validation tokens are put on these numbers (2 face-up Number cards lie here).</source>
        <translation>最初の2つの検証トークンがこの数字に置かれます（ここに表向きの数字カードが2枚あります）。</translation>
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
        <translation>レッスン1：ワイヤーの切り方</translation>
    </message>
    <message>
        <source>Lesson 2: How to cut a YELLOW wire</source>
        <translation>レッスン2：黄ワイヤーの切り方</translation>
    </message>
    <message>
        <source>Lesson 3: How (NOT!) to cut a RED wire</source>
        <translation>レッスン3：赤ワイヤーの切り方（切っちゃダメ！）</translation>
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
        <translation>大胆で、黄色くて、新しいアクションを待っているものは？ 切らなければならない4本の黄ワイヤーだ！</translation>
    </message>
    <message>
        <source>Looks like you&apos;re seeing double! Are you RED-y?</source>
        <translation>ものが二重に見えてきた？ 赤ワイヤーへの準備はいいか？</translation>
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
        <translation>ワイヤー24本：1～6の番号のワイヤーだけを使います。

装備カードなし：このミッションでは装備カードを使えません。

すべてのミッションに共通の基本ルール（以降は繰り返しません）：
- 起爆ダイヤルをプレイヤー人数に合わせます。
- 各プレイヤーはキャラクターカードを1枚取ります。ダブル探知機は1ミッションに1回使えます。
- キャプテンから時計回りに、各プレイヤーは自分の青ワイヤー1本の前に、その数値を示す情報トークンを1つ置きます。
- ミッションカードを裏返し、全員がルールを読めるようにボードの左下に置きます。</translation>
    </message>
    <message>
        <source>32 wires: numbers 1 to 8 only.

2 yellow wires, drawn at random from 1.1 to 7.1.

No equipment cards.

Reminder: the yellow info token can not be used during setup.</source>
        <translation>ワイヤー32本：1～8の番号のみ。

黄ワイヤー2本（1.1～7.1から無作為に引きます）。

装備カードなし。

注意：準備のときに黄色の情報トークンは使えません。</translation>
    </message>
    <message>
        <source>40 wires: numbers 1 to 10 only.

1 red wire, drawn at random from 1.5 to 9.5.

From this mission on: deal as many equipment cards onto the board as there are players. Equipment 2 (Walkie-Talkies) and 12 (Label =) are replaced by other cards.</source>
        <translation>ワイヤー40本：1～10の番号のみ。

赤ワイヤー1本（1.5～9.5から無作為に引きます）。

このミッションから：プレイヤー人数と同じ枚数の装備カードをボードに配ります。装備2（トランシーバー）と12（ラベル=）は、ほかのカードと入れ替えます。</translation>
    </message>
    <message>
        <source>All 48 blue wires (from now on you always play with every blue wire).

1 red wire.

2 yellow wires.

2 players: 1 red wire and 4 yellow wires.</source>
        <translation>青ワイヤー48本すべて（以降は常に青ワイヤーをすべて使います）。

赤ワイヤー1本。

黄ワイヤー2本。

2人プレイ：赤ワイヤー1本と黄ワイヤー4本。</translation>
    </message>
    <message>
        <source>1 red wire.

2 out of 3 yellow wires: draw 3 yellow wires, put the 3 yellow markers with the “?” side up on their values, then add 2 of them, unseen, to the blue wires and set the third aside without looking at it.

2 players: 2 red wires, 2 out of 3 yellow wires.</source>
        <translation>赤ワイヤー1本。

黄ワイヤー3本中2本：黄ワイヤーを3本引き、黄マーカー3つを「？」の面を上にしてその数値の位置に置きます。そのうち2本を見ずに青ワイヤーに加え、残る1本は見ずに脇に置きます。

2人プレイ：赤ワイヤー2本、黄ワイヤー3本中2本。</translation>
    </message>
    <message>
        <source>1 red wire.

4 yellow wires.

2 players: 2 red wires, 4 yellow wires.</source>
        <translation>赤ワイヤー1本。

黄ワイヤー4本。

2人プレイ：赤ワイヤー2本、黄ワイヤー4本。</translation>
    </message>
    <message>
        <source>1 out of 2 red wires: draw 2 red wires, put the 2 red markers with the “?” side up on their values, then add 1 of them, unseen, to the blue wires and set the other aside without looking at either.

2 players: 1 out of 3 red wires.</source>
        <translation>赤ワイヤー2本中1本：赤ワイヤーを2本引き、赤マーカー2つを「？」の面を上にしてその数値の位置に置きます。どちらも見ずに、1本を青ワイヤーに加え、もう1本を脇に置きます。

2人プレイ：赤ワイヤー3本中1本。</translation>
    </message>
    <message>
        <source>1 out of 2 red wires.

2 out of 3 yellow wires.

2 players: 1 out of 3 red wires, 4 yellow wires.</source>
        <translation>赤ワイヤー2本中1本。

黄ワイヤー3本中2本。

2人プレイ：赤ワイヤー3本中1本、黄ワイヤー4本。</translation>
    </message>
    <message>
        <source>On their turn, a player must cut wires, with one of these actions:

- Dual Cut: cut 2 matching wires, 1 from a teammate and 1 of your own. Point to a teammate&apos;s wire and state its value (“This wire is a 9”). If you are right, both wires are revealed and put face up in front of their stands, without shifting. If not, the detonator dial advances 1 space (on the skull the bomb explodes), and your teammate puts an info token in front of the wire to show its true value. Never reveal which of your wires you meant to cut.
- Solo Cut: you hold all the remaining wires of a value (all 4, or the last 2 after 2 were cut): reveal them all and put them face up in front of your stand.</source>
        <translation>自分の手番には、次のどちらかのアクションでワイヤーを切らなければなりません。

- デュアルカット：仲間のワイヤー1本と自分のワイヤー1本、同じ数値の2本を切ります。仲間のワイヤーを指して、その数値を宣言します（「このワイヤーは9です」）。正しければ2本とも公開し、位置をずらさずに、それぞれのスタンドの前に表向きで置きます。間違っていれば起爆ダイヤルが1マス進み（ドクロに達すると爆弾が爆発します）、仲間はそのワイヤーの前に、本当の数値を示す情報トークンを置きます。自分のどのワイヤーを切るつもりだったかは、決して明かしてはいけません。
- ソロカット：ある数値の残りのワイヤーをすべて自分が持っている場合（4本すべて、または2本切られた後の残り2本）、それらをすべて公開し、自分のスタンドの前に表向きで置きます。</translation>
    </message>
    <message>
        <source>Dual Cut and Solo Cut work as before.

New: cut the yellow wires! Yellow wires are cut like blue wires; all yellow wires have the same value. To cut one, hold a yellow wire yourself, point to a teammate&apos;s wire and say “This wire is yellow”.

If a yellow wire is pointed at by mistake, the yellow info token shows its value.</source>
        <translation>デュアルカットとソロカットはこれまでどおりです。

新ルール：黄ワイヤーを切ろう！ 黄ワイヤーは青ワイヤーと同じように切ります。黄ワイヤーはすべて同じ数値です。切るには、自分が黄ワイヤーを持った状態で仲間のワイヤーを指し、「このワイヤーは黄色です」と宣言します。

黄ワイヤーが間違って指された場合は、黄色の情報トークンでその数値を示します。</translation>
    </message>
    <message>
        <source>New: RED wires. If a red wire is cut, the bomb explodes at once and the mission fails!

New action: Reveal Your Red Wires. If only red wires are left in your hand at the start of your turn, you must reveal them. You then take no more actions this mission; your teammates go on.

New: equipment cards. Equipment is not usable at the start. Cut 2 wires of the value shown on a card to bring it into play. Each card is used once, then turned face down.</source>
        <translation>新ルール：赤ワイヤー。赤ワイヤーが切られると、爆弾はただちに爆発し、ミッションは失敗です！

新アクション：赤ワイヤー公開。手番の開始時に手元に赤ワイヤーしか残っていなければ、それを公開しなければなりません。その後、あなたはこのミッションでアクションを行いませんが、仲間たちは続けます。

新ルール：装備カード。装備は最初は使えません。カードに書かれた数値のワイヤーを2本切ると、使えるようになります。各カードは1回使ったら裏向きにします。</translation>
    </message>
    <message>
        <source>Everything you have learned so far:

- Equipment becomes usable once 2 wires of its value are cut.
- The 2 yellow wires are cut together (with 2 players there are 4, cut 2 by 2).
- The red wire must never be cut: it is revealed only when it is the last wire left in a player&apos;s hand.</source>
        <translation>これまでに学んだことのまとめ：

- 装備は、その数値のワイヤーが2本切られると使えるようになります。
- 2本の黄ワイヤーは一緒に切ります（2人プレイでは4本あり、2本ずつ切ります）。
- 赤ワイヤーは決して切ってはいけません。プレイヤーの手元に残った最後のワイヤーになったときにだけ公開します。</translation>
    </message>
    <message>
        <source>New: “2 out of 3”. 2 yellow wires have to be cut together, but those 2 wires could have 3 possible values.</source>
        <translation>新ルール：「3本中2本」。黄ワイヤー2本を一緒に切らなければなりませんが、その2本の数値は3通りの候補のどれかです。</translation>
    </message>
    <message>
        <source>New: 4 yellow wires. The 4 yellow wires all have the value “yellow”: they are cut like any 4 wires of one value, most often 2 at a time by a Dual Cut, or by a Solo Cut when one player holds all the yellow wires left (all 4, or the last 2).</source>
        <translation>新ルール：黄ワイヤー4本。4本の黄ワイヤーはすべて「黄色」という数値を持ち、ほかの数値の4本と同じように切ります。たいていはデュアルカットで2本ずつ切りますが、残りの黄ワイヤー（4本すべて、または最後の2本）を1人が全部持っていれば、ソロカットでも切れます。</translation>
    </message>
    <message>
        <source>New: “1 out of 2”. There is only one red wire in play, but it could have 2 possible values (3 with 2 players).</source>
        <translation>新ルール：「2本中1本」。使われる赤ワイヤーは1本だけですが、その数値は2通りの候補のどちらかです（2人プレイでは3通り）。</translation>
    </message>
    <message>
        <source>No special rules: apply everything you have learned, and good luck!

Failure: luckily it was a fake bomb... study some more and retake the test.

Success: well done! You are now official members of the BOMB BUSTERS brigade. The box of missions 9-19 opens.</source>
        <translation>特別ルールなし：学んだことをすべて生かそう。幸運を祈る！

失敗：幸い、偽物の爆弾だった……もっと勉強して再試験を受けよう。

成功：よくやった！ これで君たちはボムバスターズ隊の正式な隊員だ。ミッション9～19の箱を開けよう。</translation>
    </message>
    <message>
        <source>Mission %1</source>
        <translation>ミッション%1</translation>
    </message>
    <message>
        <source>Knit a Wire, Purl a Wire...</source>
        <translation>表編み、裏編み…</translation>
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

ほかの人はキャプテンの裏返されたコードを切れません。それを切る以外に何もできない爆弾処理班は手番を飛ばし、ダイヤルが1マス進みます。

FAQ：裏返されたコードが赤なら、キャプテンは残りのコードがすべて赤になったときに公開します（「赤いコードを公開する」）。</translation>
    </message>
    <message>
        <source>With One Hand Tied Behind My Back...</source>
        <translation>片手を縛られて…</translation>
    </message>
    <message>
        <source>Some constraints we choose, others we don&apos;t... but eventually, we break free from limitations and reach our true potential!</source>
        <translation>自分で選ぶ制約もあれば、選べない制約もある…それでも、いつかは限界を打ち破り、本当の力を発揮できるのです！</translation>
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

手番の開始時に自分の制約を守れない爆弾処理班は、そのカードを裏返し、以後はふつうにプレイします。

FAQ：制約カードを裏返したあとは、トランシーバーで条件に合うコードが戻ってきても、ふつうにプレイします。</translation>
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
        <source>Constraint %1</source>
        <translation>制約カード%1</translation>
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
        <translation>爆弾処理班は全員、表になっている制約を守らなければなりません。

各自の手番の開始時に、キャプテンはほかの人と相談したうえで、表の制約カードを山札のいちばん上のカードと入れ替えられます。

手番の人が制約のせいでプレイできないときは、そう言って手番を飛ばします（ダイヤルは進みません）。

制約は「赤いコードを公開する」には適用されません。

FAQ：山札がなくなったら、制約なしでプレイを続けます。</translation>
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
        <translation>ジョーカー大暴れ</translation>
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
        <translation>爆弾処理班は全員、自分の手番に表の制約を守らなければなりません。

ある値のコード4本がすべて切られるたびに、表の制約カードを山札のいちばん上のカードと入れ替えます。

手番の人が制約のせいでプレイできないときは、そう言って手番を飛ばします（ダイヤルは進みません）。ただし、1ラウンドの間に誰もプレイできなかったときは、ダイヤルが1マス進み、制約カードを入れ替えます。

山札がなくなったら、以後は制約を使いません。

制約は「赤いコードを公開する」には適用されません。</translation>
    </message>
    <message>
        <source>Nobody could play for a whole round: the detonator advances and the Constraint card is replaced.</source>
        <translation>1ラウンドの間、誰もプレイできませんでした。ダイヤルが進み、制約カードが入れ替わります。</translation>
    </message>
    <message>
        <source>The Constraint cards left, face down. The visible card is replaced each time the 4 wires of a value are cut.</source>
        <translation>裏向きで残っている制約カード。ある値のコード4本が切られるたびに、表のカードが入れ替わります。</translation>
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
        <translation>爆弾処理班員の人数</translation>
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
        <source>No crew yet: form one to start the campaign.</source>
        <translation>まだチームがありません。チームを結成してキャンペーンを始めましょう。</translation>
    </message>
    <message>
        <source>Crew: %1
Captain for the next mission: %2</source>
        <translation>チーム：%1
次のミッションのキャプテン：%2</translation>
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
        <source>Review the last attempt</source>
        <translation>前回の挑戦を振り返る</translation>
    </message>
    <message>
        <source>Play this mission</source>
        <translation>このミッションをプレイ</translation>
    </message>
    <message>
        <source>Missions open in order: win a mission to open the next one. Once mission 3 is won you may go on to the Final Exam (mission 8); winning it opens the box of missions 9-19. A failed attempt counts too, and the Captain passes to the left.</source>
        <translation>ミッションは順番に開放されます。ミッションに成功すると、次のミッションが開きます。ミッション3に成功したら、最終試験（ミッション8）に進むこともできます。最終試験に成功すると、ミッション9～19の箱が開きます。失敗した挑戦も回数に数え、キャプテンは左隣に交代します。</translation>
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
        <source>Competitive wire cutting for 2-5. Everyone picks a cutter in secret; cut alone for big points, but whoever sets the bomb off loses 5. Three bombs.</source>
        <translation>全員がひそかにニッパーを選んでワイヤーを切る。単独なら高得点、爆発させたら5点を失う。爆弾は3つ。</translation>
    </message>
    <message>
        <source>Bomb Busters</source>
        <translation>ボムバスターズ</translation>
    </message>
    <message>
        <source>Cooperative bomb disposal for 2-5. Deduce your teammates&apos; hidden wires and cut them in pairs before the detonator reaches the skull. Missions 1-8 and a campaign.</source>
        <translation>仲間の隠れたワイヤーを推理し、2本ずつ切る協力ゲーム。起爆ダイヤルがドクロに届く前に解除せよ！</translation>
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
        <source>Your game of %1 with %2 is waiting where you left it.</source>
        <translation>中断した「%1」のゲーム（参加者：%2）を、続きから遊べます。</translation>
    </message>
    <message>
        <source>Continue game</source>
        <translation>ゲームを再開</translation>
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
    <name>MainWindow</name>
    <message>
        <source>Bakudan</source>
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
        <source>About Bakudan</source>
        <translation>Bakudanについて</translation>
    </message>
    <message>
        <source>Abandon the unfinished game?</source>
        <translation>中断中のゲームを破棄しますか？</translation>
    </message>
    <message>
        <source>A new game replaces the unfinished one, which can not be continued afterwards. Start a new game anyway?</source>
        <translation>新しいゲームを始めると、中断中のゲームは破棄され、あとから再開できなくなります。新しいゲームを始めますか？</translation>
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
        <source>Play again</source>
        <translation>もう一度遊ぶ</translation>
    </message>
    <message>
        <source>Back to home</source>
        <translation>ホームに戻る</translation>
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
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
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
        <translation>対戦数</translation>
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
        <source>This game stopped after an error. “Continue game” on the home screen resumes it from the last completed move.</source>
        <translation>エラーのため、このゲームは止まりました。ホーム画面の「ゲームを再開」で、最後に完了した手から続けられます。</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>お待ちください…</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>ゲームの記録</translation>
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
