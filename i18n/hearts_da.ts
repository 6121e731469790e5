<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../hearts_desktop/ui/action_bar.py" line="+88"/>
        <source>Tip</source>
        <extracomment>The buttons, left to right, by the key ``bind`` and ``button`` take.</extracomment>
        <translation>Tip</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Undo</source>
        <translation>Fortryd</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass</source>
        <translation>Giv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daily deal</source>
        <translation>Dagens spil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scores</source>
        <translation>Point</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Claim</source>
        <translation>Kræv resten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Suggest a card (what the strongest computer would do)</source>
        <translation>Foreslå et kort (det den stærkeste computer ville gøre)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last card or pass</source>
        <translation>Tag dit sidste kort eller de kort, du gav videre, tilbage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the selected cards</source>
        <translation>Giv de valgte kort videre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish the hand now: the rest of it is certain</source>
        <translation>Afslut runden nu: resten af den er afgjort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play today&apos;s deal</source>
        <translation>Spil dagens spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the score sheet</source>
        <translation>Vis pointlisten</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message>
        <location filename="../hearts_desktop/ui/advice_texts.py" line="+14"/>
        <source>Duck under the card that is winning the trick.</source>
        <translation>Læg dig under det kort, der vinder stikket.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trick is lost anyway: keep your lowest heart for later.</source>
        <translation>Stikket er tabt alligevel: gem dit laveste hjerter til senere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are void: drop the Q♠ on the player winning.</source>
        <translation>Du er renonce: giv spar dame til den, der vinder stikket.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are void: get rid of a point card.</source>
        <translation>Du er renonce: slip af med et pointkort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are void: get rid of a dangerous high card.</source>
        <translation>Du er renonce: slip af med et farligt højt kort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the moon: take a point card from the player who has them all.</source>
        <translation>Stop månen: tag et pointkort fra den, der har dem alle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No points in the trick and you play last: take it with a high card.</source>
        <translation>Ingen point i stikket, og du spiller sidst: tag det med et højt kort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the J♦: it lowers your score.</source>
        <translation>Tag ruder knægt: den trækker fra dine point.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead a spade below the Q♠ to drive the queen out.</source>
        <translation>Spil en spar under damen ud for at tvinge spar dame frem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the Q♠: you have too few spades to guard it.</source>
        <translation>Giv spar dame videre: du har for få spar til at beskytte hende.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass A♠/K♠: without the Q♠ they only catch it.</source>
        <translation>Giv spar es/konge videre: uden spar dame fanger de hende bare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty a short suit, so you can discard on it later.</source>
        <translation>Tøm en kort farve, så du kan smide kort på den senere.</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <location filename="../hearts_desktop/ui/card_item.py" line="+125"/>
        <source>card back</source>
        <translation>kortets bagside</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>received in the pass</source>
        <translation>fået fra en anden spiller</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../hearts_desktop/app/names.py" line="+14"/>
        <source>clubs</source>
        <translation>klør</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>ruder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>spar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>ace</source>
        <translation>es</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>king</source>
        <translation>konge</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>jack</source>
        <translation>knægt</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>two</source>
        <translation>2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <translation>6</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <translation>7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <translation>8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <translation>9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <translation>10</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You must follow %1 (%2).</source>
        <translation>Du skal bekende kulør: %2 (%1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first trick must be led with the %1.</source>
        <translation>Første stik skal spilles ud med %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That card is not in your hand.</source>
        <translation>Det kort har du ikke på hånden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your turn.</source>
        <translation>Det er ikke din tur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first trick must be led with the lowest club.</source>
        <translation>Første stik skal spilles ud med laveste klør.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must follow suit.</source>
        <translation>Du skal bekende kulør.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts are not broken.</source>
        <translation>Hjerter er ikke brudt endnu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No points on the first trick.</source>
        <translation>Ingen pointkort i første stik.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That move is not allowed now.</source>
        <translation>Det må du ikke lige nu.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2</source>
        <comment>a card&apos;s name, then why it may not be played now</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>to the left</source>
        <translation>til venstre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to the right</source>
        <translation>til højre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>across</source>
        <translation>overfor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no passing</source>
        <translation>ingen bytning</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/summaries.py" line="+237"/>
        <source>Game over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You win!</source>
        <translation>Du vandt!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winner: %1</source>
        <translation>
            <numerusform>Vinder: %1</numerusform>
            <numerusform>Vindere: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Loser: %1</source>
        <translation>
            <numerusform>Taber: %1</numerusform>
            <numerusform>Tabere: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>&amp;Nyt spil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>I alt</translation>
    </message>
</context>
<context>
    <name>HandButtons</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/hand_tools.py" line="+87"/>
        <source>Svær&apos;s &amp;review…</source>
        <translation>Sværs &amp;gennemgang…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Svær goes through your pass and cards in this hand</source>
        <translation>Svær gennemgår de kort, du gav videre og spillede i denne runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this deal &amp;again</source>
        <translation>Spil runden &amp;igen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards as practice; it does not count</source>
        <translation>De samme kort som træning; det tæller ikke</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/summaries.py" line="-144"/>
        <source>%1 took every trick: the hand is void and nobody scores.</source>
        <translation>%1 tog alle stik: runden annulleres, og ingen får point.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 shot the moon: everyone else +%2</source>
        <translation>%1 skød månen: alle andre får +%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 shot the moon: −%2 from their own total</source>
        <translation>%1 skød månen: −%2 fra egen sum</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Next hand: no passing.</source>
        <translation>Næste runde: ingen giver kort videre.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Next hand: pass %n card(s) %1.</source>
        <translation>
            <numerusform>Næste runde: giv %n kort videre %1.</numerusform>
            <numerusform>Næste runde: giv %n kort videre %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hand %1 is over</source>
        <translation>Runde %1 er slut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand %1 is over.</source>
        <translation>Runde %1 er slut.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This hand</source>
        <translation>Denne runde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>I alt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Point cards taken</source>
        <translation>Pointkort taget</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Lowest total</source>
        <translation>Laveste sum</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no point cards</source>
        <translation>ingen pointkort</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next hand</source>
        <translation>Næste runde</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <location filename="../hearts_desktop/ui/single_instance.py" line="+16"/>
        <source>The game is already open with the same data folder (“%1”), so no second table was opened: two open games would overwrite each other&apos;s saved game.</source>
        <translation>Spillet er allerede åbent med den samme datamappe (“%1”), så der blev ikke åbnet et bord mere: to åbne spil ville overskrive hinandens gemte spil.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its window was brought to the front.</source>
        <translation>Det åbne spils vindue blev lagt øverst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switch to its window, or close it before starting the game again.</source>
        <translation>Skift til det åbne spils vindue, eller luk det, før du starter spillet igen.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The game was started again while it is open. This is the open game; no second table was opened.</source>
        <translation>Spillet blev startet igen, mens det allerede var åbent. Dette er det åbne spil; der blev ikke åbnet et bord mere.</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/summaries.py" line="+167"/>
        <source>Last trick</source>
        <translation>Sidste stik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trick has been played yet.</source>
        <translation>Der er ikke spillet noget stik endnu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took the last trick.</source>
        <translation>%1 tog sidste stik.</translation>
    </message>
</context>
<context>
    <name>LevelChooser</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/level_choice.py" line="+109"/>
        <source>Knows what to avoid, but often plays a card at random.</source>
        <translation>Ved, hvad der skal undgås, men spiller tit et tilfældigt kort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avoids points, gets rid of Q♠ and high cards, passes sensibly.</source>
        <translation>Undgår point, slipper af med spar dame og høje kort, giver fornuftigt videre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remembers every card, plays each choice out before it decides.</source>
        <translation>Husker hvert kort og spiller hvert valg til ende, før den beslutter sig.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wins %1 % of games against three %2.</source>
        <translation>Vinder %1 % af spillene mod tre %2.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../hearts_desktop/app/names.py" line="-27"/>
        <source>Easy</source>
        <translation>Let</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Mellem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Svær</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../hearts_desktop/ui/main_window.py" line="+107"/>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play</source>
        <translation>&amp;Træk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Daily deal</source>
        <translation>&amp;Dagens spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass cards</source>
        <translation>&amp;Giv kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Claim the rest</source>
        <translation>&amp;Kræv resten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Pointliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Sidste stik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ettings…</source>
        <translation>&amp;Indstillinger…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tips for play</source>
        <translation>&amp;Tips til spillet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Daily deal %1</source>
        <translation>Dagens spil %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The rest of the hand is certain: claim it with C.</source>
        <translation>Resten af runden er afgjort: kræv den med C.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You claim the rest of the hand.</source>
        <translation>Du kræver resten af runden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 claims the rest of the hand.</source>
        <translation>%1 kræver resten af runden.</translation>
    </message>
</context>
<context>
    <name>MoonChoiceDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/summaries.py" line="+34"/>
        <source>You shot the moon!</source>
        <translation>Du skød månen!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took every heart and the queen of spades. How should it score?</source>
        <translation>Du tog alle hjerter og spar dame. Hvordan skal det tælle?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Everybody else gets %1</source>
        <translation>&amp;Alle de andre får %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Subtract %1 from my total</source>
        <translation>&amp;Træk %1 fra min sum</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../hearts_desktop/app/names.py" line="+32"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/new_game.py" line="+181"/>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Players</source>
        <translation>&amp;Spillere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computers&apos; level</source>
        <translation>Computernes niveau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Daily deal (the same cards for everybody today)</source>
        <translation>&amp;Dagens spil (de samme kort til alle i dag)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Names and &amp;custom rules</source>
        <translation>Navne og &amp;egne regler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Names</source>
        <translation>Navne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule options</source>
        <translation>Regelvalg</translation>
    </message>
</context>
<context>
    <name>PassChoice</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/pass_view.py" line="+66"/>
        <source>You pass %n card(s); put one back first.</source>
        <translation>
            <numerusform>Du skal give %n kort videre; læg et tilbage først.</numerusform>
            <numerusform>Du skal give %n kort videre; læg et tilbage først.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>Choose %n card(s) to pass.</source>
        <translation>
            <numerusform>Vælg %n kort at give videre.</numerusform>
            <numerusform>Vælg %n kort at give videre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>To pass: %1 · choose %n more</source>
        <translation>
            <numerusform>Giv videre: %1 · vælg %n mere</numerusform>
            <numerusform>Giv videre: %1 · vælg %n mere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To pass: %1 · press Pass</source>
        <translation>Giv videre: %1 · tryk Giv</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (selected to pass)</source>
        <translation>%1 (valgt til at give videre)</translation>
    </message>
</context>
<context>
    <name>PositionBoard</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/position_board.py" line="+58"/>
        <source>Trick so far: %1. Your hand: %2.</source>
        <translation>Stikket indtil nu: %1. Dine kort: %2.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Choose an entry to see the position.</source>
        <translation>Vælg et punkt for at se stillingen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your hand — red: your choice, green: Svær&apos;s</source>
        <translation>Dine kort — rød: dit valg, grøn: Sværs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards already played</source>
        <translation>Kort der er spillet</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Passing %1</source>
        <translation>Giv kort %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick %1 — you lead</source>
        <translation>Stik %1 — du spiller ud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1 so far</source>
        <translation>Stik %1 indtil nu</translation>
    </message>
</context>
<context>
    <name>PracticeDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/practice.py" line="+119"/>
        <source>Practice: hand %1 again</source>
        <translation>Træning: runde %1 igen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal it again</source>
        <translation>&amp;Giv kortene igen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back to the game</source>
        <translation>&amp;Tilbage til spillet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practice over: you took %1 points this time, %2 in the game. It does not count.</source>
        <translation>Træningen er slut: du fik %1 point nu, %2 i spillet. Det tæller ikke.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Practice: hand %1 with the same cards. It does not count in the game or the statistics.</source>
        <translation>Træning: runde %1 med de samme kort. Det tæller ikke i spillet eller i statistikken.</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../hearts_desktop/app/names.py" line="-25"/>
        <source>Spar dame</source>
        <translation>Spar dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hjerterfri</source>
        <translation>Hjerterfri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spardame (SNL)</source>
        <translation>Spardame (SNL)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts (Pagat)</source>
        <translation>Hearts (Pagat)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Omnibus (Pagat)</source>
        <translation>Omnibus (Pagat)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Custom</source>
        <translation>Egne regler</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Høy poengskala (KortRegler)</source>
        <translation>Høj pointskala (KortRegler)</translation>
    </message>
</context>
<context>
    <name>ReplaceGameQuestion</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/confirm.py" line="+68"/>
        <source>Start a new game?</source>
        <translation>Starte et nyt spil?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start today&apos;s daily deal?</source>
        <translation>Starte dagens spil?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start the new game</source>
        <translation>&amp;Start nyt spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start the daily deal</source>
        <translation>&amp;Start dagens spil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End the current game?</source>
        <translation>Afslutte spillet?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keep playing</source>
        <translation>&amp;Fortsæt spillet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The current game (hand %1, you %2) will be ended.</source>
        <translation>Det igangværende spil (runde %1, du har %2) bliver afsluttet.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/review.py" line="+175"/>
        <source>Stopping the review…</source>
        <extracomment>Jobs still running, kept alive here: a closed dialog may be deleted before its job ends. A decision&apos;s cost at a glance: orange for a point or two, red from COSTLY points on.</extracomment>
        <translation>Stopper gennemgangen…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Svær is looking at your decision %1 of %2…</source>
        <translation>Svær ser på dit valg %1 af %2…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Svær&apos;s review of hand %1</source>
        <translation>Sværs gennemgang af runde %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Svær is looking at your %1 decisions…</source>
        <translation>Svær ser på dine %1 valg…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The review was stopped.</source>
        <translation>Gennemgangen blev stoppet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The review could not be finished.</source>
        <translation>Gennemgangen kunne ikke gøres færdig.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Svær agrees with every card you played.</source>
        <translation>Svær er enig i hvert kort, du spillede.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n decision(s) cost you at least one point, by Svær&apos;s reckoning:</source>
        <translation>
            <numerusform>%n valg kostede dig mindst ét point, efter Sværs vurdering:</numerusform>
            <numerusform>%n valg kostede dig mindst ét point, efter Sværs vurdering:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The pass: you passed %1, Svær would pass %2.</source>
        <translation>Kortene du gav videre: du gav %1, Svær ville give %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick %3 (%4 on the table): you played %1, Svær would play %2.</source>
        <translation>Stik %3 (%4 på bordet): du spillede %1, Svær ville spille %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick %3, your lead: you played %1, Svær would play %2.</source>
        <translation>Stik %3, du spillede ud: du spillede %1, Svær ville spille %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expected points: %1 against %2.</source>
        <translation>Forventede point: %1 mod %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Duck under the card that is winning the trick.</source>
        <translation>Læg dig under det kort, der vinder stikket.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lose the trick with a middle heart and keep the low one.</source>
        <translation>Tab stikket med en mellem hjerter og behold den lave.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot follow: give the queen of spades away.</source>
        <translation>Du kan ikke bekende kulør: af med spar dame.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot follow: get rid of a point card.</source>
        <translation>Du kan ikke bekende kulør: af med et pointkort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot follow: get rid of a dangerous high card.</source>
        <translation>Du kan ikke bekende kulør: af med et farligt højt kort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a point card from the player who has them all so far.</source>
        <translation>Tag et pointkort fra den spiller, der har fået dem alle indtil nu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last to play and no points: take the trick with a high card.</source>
        <translation>Sidst i stikket og ingen point: tag stikket med et højt kort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win the jack of diamonds: it lowers your score.</source>
        <translation>Tag ruder knægt: den trækker fra dine point.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead a low spade to drive out the queen of spades.</source>
        <translation>Spil en lav spar ud for at jage spar dame frem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too few spades to hide the queen: pass it.</source>
        <translation>For få spar til at gemme damen: giv den videre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ace and king of spades catch the queen: pass them.</source>
        <translation>Spar es og konge fanger damen: giv dem videre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty a short suit, so you can discard on it later.</source>
        <translation>Tøm en kort kulør, så du kan smide kort på den senere.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../hearts_desktop/ui/rule_texts.py" line="+16"/>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passing</source>
        <translation>Bytning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First trick</source>
        <translation>Første stik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leading hearts</source>
        <translation>Spille ud med hjerter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q♠ breaks hearts</source>
        <translation>Spar dame bryder hjerter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>J♦ scores</source>
        <translation>Ruder knægt giver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card values</source>
        <translation>Pointværdier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A♥ scores</source>
        <translation>Hjerter es giver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting the moon</source>
        <translation>Skyd månen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>J♦ counts in a moon hand</source>
        <translation>Ruder knægt tæller ved måneskud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score limit</source>
        <translation>Pointgrænse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game ends</source>
        <translation>Spillet slutter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of hands</source>
        <translation>Antal runder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tied winners</source>
        <translation>Ved pointlighed</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>3 cards: left, right, across, keep</source>
        <translation>3 kort: venstre, højre, overfor, behold</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 cards to the left every hand</source>
        <translation>2 kort til venstre hver runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No passing</source>
        <translation>Ingen bytning</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No points on the first trick</source>
        <translation>Ingen pointkort i første stik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything may be played</source>
        <translation>Alt er tilladt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only once hearts are broken</source>
        <translation>Først når hjerter er brudt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At any time</source>
        <translation>Når som helst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing</source>
        <translation>Ingenting</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Standard: ♥ 1, Q♠ 13</source>
        <translation>Normal: hjerter 1, spar dame 13</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High: ♥ 10, Q♠ 100</source>
        <translation>Høj: hjerter 10, spar dame 100</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Like the other hearts</source>
        <translation>Som de andre hjerter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>20 points</source>
        <translation>20 point</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others get the points</source>
        <translation>De andre får pointene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The shooter subtracts the points</source>
        <translation>Skytten trækker pointene fra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The shooter chooses</source>
        <translation>Skytten vælger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No moon: points count as usual</source>
        <translation>Intet måneskud: point tæller som normalt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking every trick voids the hand</source>
        <translation>Alle stik annullerer runden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When someone reaches the limit</source>
        <translation>Når nogen når grænsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When someone passes the limit</source>
        <translation>Når nogen passerer grænsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a number of hands</source>
        <translation>Efter et antal runder</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Share the win</source>
        <translation>Del sejren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on until one wins alone</source>
        <translation>Spil videre, til én vinder alene</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The game is for 3 to 6 players.</source>
        <translation>Spillet er for 3 til 6 spillere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>J♦ must score 0, −10, −50 or −100.</source>
        <translation>Ruder knægt skal give 0, −10, −50 eller −100.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number of hands must be 1 to 1000.</source>
        <translation>Antallet af runder skal være fra 1 til 1000.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score limit must be 1 to 100000.</source>
        <translation>Pointgrænsen skal være fra 1 til 100.000.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With these card values a hand adds up to %1 points, so the score limit can never be reached. Choose other values or a number of hands.</source>
        <translation>Med disse pointværdier giver en runde %1 point i alt, så pointgrænsen kan aldrig nås. Vælg andre værdier eller et antal runder.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These options cannot be combined.</source>
        <translation>Disse valg kan ikke kombineres.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/rules_dialog.py" line="+56"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
</context>
<context>
    <name>RulesLine</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/rules_line.py" line="+18"/>
        <source>no passing</source>
        <translation>ingen giver kort videre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass 2 to the left</source>
        <translation>giv 2 kort til venstre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass 3 cards</source>
        <translation>giv 3 kort videre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no points on the first trick</source>
        <translation>ingen point i første stik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hearts must be broken</source>
        <translation>hjerter skal være brudt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>♥ 10, Q♠ 100</source>
        <translation>♥ 10, spar dame 100</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>J♦ %1</source>
        <translation>ruder knægt %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>moon: the others get %1</source>
        <translation>måneskud: de andre får %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moon: the shooter subtracts %1</source>
        <translation>måneskud: skytten trækker %1 fra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moon: the shooter chooses</source>
        <translation>måneskud: skytten vælger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every trick voids the hand</source>
        <translation>alle stik annullerer runden</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n hands</source>
        <translation>
            <numerusform>%n runde</numerusform>
            <numerusform>%n runder</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>until someone passes %1</source>
        <translation>til nogen har over %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>until someone reaches %1</source>
        <translation>til nogen når %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ties play on</source>
        <translation>ved lighed spilles der videre</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../hearts_desktop/app/rules_page.py" line="+58"/>
        <source>Rules: %1</source>
        <translation>Regler: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules: custom</source>
        <translation>Egne regler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Avoid taking hearts and the queen of spades in your tricks: the player with the fewest points wins.</source>
        <translation>Undgå at tage hjerter og spar dame i dine stik: den med færrest point vinder.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players and cards</source>
        <translation>Spillere og kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passing cards</source>
        <translation>Bytning af kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing a hand</source>
        <translation>Sådan spilles en runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting the moon</source>
        <translation>Skyd månen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game</source>
        <translation>Når spillet slutter</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n players, each playing for themselves.</source>
        <translation>
            <numerusform>%n spiller, der spiller for sig selv.</numerusform>
            <numerusform>%n spillere, der spiller hver for sig.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Before the deal these cards are taken out of the deck: %1.</source>
        <translation>Før kortene gives, tages disse kort ud af spillet: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>All the cards are dealt one at a time, clockwise: %n cards each.</source>
        <translation>
            <numerusform>Alle kortene gives ét ad gangen med uret: %n kort til hver.</numerusform>
            <numerusform>Alle kortene gives ét ad gangen med uret: %n kort til hver.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces are high, and there are no trumps.</source>
        <translation>Es er højest, og der er ingen trumf.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No cards are passed: everyone plays the cards they are dealt.</source>
        <translation>Der byttes ikke kort: alle spiller med de kort, de får.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Before every hand everyone passes %n cards to the player on their left.</source>
        <translation>
            <numerusform>Før hver runde giver alle %n kort til spilleren til venstre.</numerusform>
            <numerusform>Før hver runde giver alle %n kort til spilleren til venstre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Before each hand everyone passes %n cards: to the left in the first hand, to the right in the second, across the table in the third, and in the fourth hand nobody passes. Then the cycle starts again.</source>
        <translation>
            <numerusform>Før hver runde giver alle %n kort videre: til venstre i første runde, til højre i anden og til spilleren overfor i tredje. I fjerde runde byttes der ikke, og så starter det forfra.</numerusform>
            <numerusform>Før hver runde giver alle %n kort videre: til venstre i første runde, til højre i anden og til spilleren overfor i tredje. I fjerde runde byttes der ikke, og så starter det forfra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Before each hand everyone passes %n cards: to the left in the first hand, to the right in the second, and in the third hand nobody passes. Then the cycle starts again.</source>
        <translation>
            <numerusform>Før hver runde giver alle %n kort videre: til venstre i første runde og til højre i anden. I tredje runde byttes der ikke, og så starter det forfra.</numerusform>
            <numerusform>Før hver runde giver alle %n kort videre: til venstre i første runde og til højre i anden. I tredje runde byttes der ikke, og så starter det forfra.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everyone chooses the cards to pass before seeing the ones they receive. Any cards may be passed, the queen of spades too.</source>
        <translation>Alle vælger de kort, de giver videre, før de ser dem, de får. Du må give alle slags kort videre, også spar dame.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whoever holds the %1 leads it to the first trick.</source>
        <translation>Den, der har %1, spiller den ud i første stik.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You must follow suit if you can; if you cannot, you may play any card. You never have to try to win the trick.</source>
        <translation>Man skal bekende kulør. Har man ikke kuløren, må man lægge et hvilket som helst kort. Man behøver aldrig prøve at tage stikket.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The highest card of the suit led wins the trick, and the winner leads to the next.</source>
        <translation>Højeste kort i den kulør, der blev spillet ud, tager stikket, og den, der tog stikket, spiller ud til det næste.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On the first trick nobody may play a heart or the queen of spades, unless they hold nothing else.</source>
        <translation>I første stik må man ikke lægge hjerter eller spar dame, medmindre man ikke har andet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A player who cannot follow suit may play a heart or the queen of spades even on the first trick.</source>
        <translation>Den, der ikke kan bekende kulør, må godt lægge hjerter eller spar dame, også i første stik.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hearts may be led at any time.</source>
        <translation>Man må spille hjerter ud når som helst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody may lead a heart until a heart has been played to an earlier trick (hearts are broken), unless they hold only hearts.</source>
        <translation>Man må ikke spille ud med hjerter, før der er lagt hjerter i et tidligere stik (så er hjerter brudt), medmindre man kun har hjerter tilbage.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing the queen of spades breaks hearts too.</source>
        <translation>Spar dame bryder også hjerter, når den bliver lagt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The queen of spades does not break hearts, and spades may be led from the second trick on.</source>
        <translation>Spar dame bryder ikke hjerter, og spar må spilles ud fra og med andet stik.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n points</source>
        <comment>what one card scores, in the table of points</comment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n point</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ace of hearts</source>
        <translation>Hjerter es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every other heart</source>
        <translation>Hvert af de andre hjerter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every heart</source>
        <translation>Hvert hjerter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of spades</source>
        <translation>Spar dame</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack of diamonds</source>
        <translation>Ruder knægt</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n points off</source>
        <comment>the jack of diamonds takes this many points off the total of whoever takes it</comment>
        <translation>
            <numerusform>%n point fra</numerusform>
            <numerusform>%n point fra</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every other card</source>
        <translation>Alle andre kort</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>After each hand, everyone adds the points of the cards in the tricks they took to their total; the cards they played themselves do not count.</source>
        <translation>Efter hver runde lægger hver spiller pointene for kortene i de stik, de har taget, til sin samlede sum. De kort, man selv har lagt, tæller ikke.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>A hand without a moon shot gives out %n points in all, so a total can go below zero.</source>
        <translation>
            <numerusform>Uden måneskud får I tilsammen %n point i en runde, så man kan ende under 0.</numerusform>
            <numerusform>Uden måneskud får I tilsammen %n point i en runde, så man kan ende under 0.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>A hand without a moon shot gives out %n points in all.</source>
        <translation>
            <numerusform>Uden måneskud får I tilsammen %n point i en runde.</numerusform>
            <numerusform>Uden måneskud får I tilsammen %n point i en runde.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nobody can shoot the moon: all the hearts and the queen of spades count for whoever took them.</source>
        <translation>Man kan ikke skyde månen: alle hjerter og spar dame tæller for den, der tog dem.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whoever takes every trick in a hand voids it: nobody scores for that hand, and the next hand is dealt.</source>
        <translation>Tager én spiller alle stik i en runde, annulleres runden: ingen får point for den, og der gives kort på ny.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taking all the hearts and the queen of spades without every trick scores as usual.</source>
        <translation>Tager nogen alle hjerter og spar dame uden at tage alle stik, tælles der point som normalt.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Whoever takes all the hearts and the queen of spades in one hand shoots the moon: they score 0 for them, and every other player gets %n points.</source>
        <translation>
            <numerusform>Tager én spiller alle hjerter og spar dame i samme runde, har den skudt månen: den får 0 for dem, og de andre får %n point hver.</numerusform>
            <numerusform>Tager én spiller alle hjerter og spar dame i samme runde, har den skudt månen: den får 0 for dem, og de andre får %n point hver.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Whoever takes all the hearts and the queen of spades in one hand shoots the moon: instead of scoring them, they take %n points off their own total.</source>
        <translation>
            <numerusform>Tager én spiller alle hjerter og spar dame i samme runde, har den skudt månen: i stedet for at få pointene trækker den %n fra sin egen sum.</numerusform>
            <numerusform>Tager én spiller alle hjerter og spar dame i samme runde, har den skudt månen: i stedet for at få pointene trækker den %n fra sin egen sum.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Whoever takes all the hearts and the queen of spades in one hand shoots the moon and chooses: either take %n points off their own total, or give every other player %n points.</source>
        <translation>
            <numerusform>Tager én spiller alle hjerter og spar dame i samme runde, har den skudt månen og vælger selv: enten at trække %n point fra sin egen sum eller at give hver af de andre %n point.</numerusform>
            <numerusform>Tager én spiller alle hjerter og spar dame i samme runde, har den skudt månen og vælger selv: enten at trække %n point fra sin egen sum eller at give hver af de andre %n point.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It takes all the point cards, not every trick.</source>
        <translation>Man skal have alle pointkortene, ikke nødvendigvis alle stik.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jack of diamonds still counts for whoever took it, even when somebody shoots the moon.</source>
        <translation>Ruder knægt tæller stadig for den, der tog den, også når nogen skyder månen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When somebody shoots the moon, the jack of diamonds counts for nobody.</source>
        <translation>Når nogen skyder månen, tæller ruder knægt ikke for nogen.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The game ends after the hand in which a player reaches %Ln points or more.</source>
        <translation>
            <numerusform>Spillet slutter efter den runde, hvor en spiller når %Ln point eller mere.</numerusform>
            <numerusform>Spillet slutter efter den runde, hvor en spiller når %Ln point eller mere.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The player with the fewest points wins; whoever has %Ln points or more loses.</source>
        <translation>
            <numerusform>Den med færrest point vinder. Den, der har %Ln point eller mere, taber.</numerusform>
            <numerusform>Den med færrest point vinder. Den, der har %Ln point eller mere, taber.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The game ends after the hand in which a player gets more than %Ln points.</source>
        <translation>
            <numerusform>Spillet slutter efter den runde, hvor en spiller får mere end %Ln point.</numerusform>
            <numerusform>Spillet slutter efter den runde, hvor en spiller får mere end %Ln point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The player with the fewest points wins; whoever has more than %Ln points loses.</source>
        <translation>
            <numerusform>Den med færrest point vinder. Den, der har mere end %Ln point, taber.</numerusform>
            <numerusform>Den med færrest point vinder. Den, der har mere end %Ln point, taber.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The game ends after %n hands.</source>
        <translation>
            <numerusform>Spillet slutter efter %n runde.</numerusform>
            <numerusform>Spillet slutter efter %n runder.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player with the fewest points wins; the one with the most loses.</source>
        <translation>Den med færrest point vinder, og den med flest point taber.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If several players share the lowest total, they share the win.</source>
        <translation>Har flere den samme laveste sum, deler de sejren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If several players share the lowest total, whole hands are played on until one player alone has the fewest points.</source>
        <translation>Har flere den samme laveste sum, spilles der flere hele runder, til én spiller alene har færrest point.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/score_sheet.py" line="+88"/>
        <source>Score sheet</source>
        <translation>Pointliste</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Hand %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shot the moon</source>
        <translation>Skød månen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Total</source>
        <translation>I alt</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Limit %1</source>
        <translation>Grænse %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/settings.py" line="+98"/>
        <source>Settings</source>
        <extracomment>One card of each suit, to show what the four-colour deck changes.</extracomment>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name</source>
        <translation>Dit &amp;navn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computers&apos; le&amp;vel</source>
        <translation>Computernes ni&amp;veau</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The level new games start with; Game › New game can change it.</source>
        <translation>Niveauet, nye spil starter med; Spil › Nyt spil kan ændre det.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprog</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationshastighed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Fra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Hurtig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;Firfarvet kortspil (klør grøn, ruder blå)</translation>
    </message>
</context>
<context>
    <name>Share</name>
    <message>
        <location filename="../hearts_desktop/app/share.py" line="+32"/>
        <source>Spar dame — daily deal %1</source>
        <translation>Spar dame — dagens spil %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points per hand: %1</source>
        <translation>Point per runde: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Total %1, place %2 of %3</source>
        <translation>I alt %1, plads %2 af %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Total so far %1 (the game is not finished)</source>
        <translation>I alt indtil nu %1 (spillet er ikke slut)</translation>
    </message>
</context>
<context>
    <name>ShareButton</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/hand_tools.py" line="+36"/>
        <source>Result copied</source>
        <translation>Resultatet er kopieret</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Copy result</source>
        <translation>&amp;Kopiér resultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy your daily deal result to share it; no cards are shown</source>
        <translation>Kopiér resultatet af dagens spil for at dele det; ingen kort vises</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../hearts_desktop/ui/app.py" line="+60"/>
        <source>hearts-desktop needs a screen, but this session has none (neither DISPLAY nor WAYLAND_DISPLAY is set): start it from a desktop session.</source>
        <translation>hearts-desktop skal bruge en skærm, men denne session har ingen (hverken DISPLAY eller WAYLAND_DISPLAY er sat): start spillet fra et skrivebordsmiljø.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/statistics_dialog.py" line="+143"/>
        <source>Reset statistics</source>
        <translation>Nulstil statistikken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every game, score and moon counted so far? This cannot be undone.</source>
        <translation>Glem alle spil, point og måneskud, der er talt indtil nu? Det kan ikke fortrydes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forget them</source>
        <translation>&amp;Glem dem</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Keep them</source>
        <translation>&amp;Behold dem</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Nulstil…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game so far</source>
        <translation>Dette spil indtil nu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished games</source>
        <translation>Afsluttede spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By level</source>
        <translation>Pr. niveau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daily deals</source>
        <translation>Dagens spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your win rate by level</source>
        <translation>Din vinderandel pr. niveau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your final score in the last %1 games</source>
        <translation>Din slutsum i de seneste %1 spil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games played</source>
        <translation>Spillede spil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games won</source>
        <translation>Vundne spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average final score</source>
        <translation>Gennemsnitlig slutsum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best game</source>
        <translation>Bedste spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moons shot by you</source>
        <translation>Måneskud af dig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moons shot by the computers</source>
        <translation>Måneskud af computerne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s daily deal</source>
        <translation>Dagens spil</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No game in progress. Only finished games are counted below.</source>
        <translation>Intet spil i gang. Kun afsluttede spil tælles nedenfor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand %1 · your total %2 · Q♠ taken %3 · moons shot %4. Counted below when the game ends.</source>
        <translation>Runde %1 · din sum %2 · spar dame taget %3 · måneskud %4. Tælles nedenfor, når spillet er slut.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 points (%2, %3, %4)</source>
        <translation>%1 point (%2, %3, %4)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>not played yet</source>
        <translation>ikke spillet endnu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>started, not finished</source>
        <translation>startet, ikke færdigt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>won with %1 points</source>
        <translation>vundet med %1 point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost with %1 points</source>
        <translation>tabt med %1 point</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Spil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Win rate</source>
        <translation>Vinderandel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per hand</source>
        <translation>Point pr. runde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moons</source>
        <translation>Måneskud</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Q♠ taken</source>
        <translation>Spar dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst</source>
        <translation>Dårligste</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>All levels</source>
        <translation>Alle niveauer</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best</source>
        <translation>Bedste</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../hearts_desktop/app/problems.py" line="+83"/>
        <source>“%1” should be the folder where the game keeps its files, but it is a file. Nothing can be read from it or saved in it until the file is moved away or another folder is chosen.</source>
        <translation>“%1” skulle være mappen, hvor spillet har sine filer, men det er en fil. Intet kan læses derfra eller gemmes der, før filen er flyttet væk, eller en anden mappe er valgt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved game could not be opened. A new game starts.</source>
        <translation>Det gemte spil kunne ikke åbnes. Et nyt spil begynder.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game is far too large to be a real save and was not read. A new game starts.</source>
        <translation>Det gemte spil er alt for stort til at være et rigtigt gemt spil og blev ikke læst. Et nyt spil begynder.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game was made by a newer version of the game and cannot be continued with this one. A new game starts.</source>
        <translation>Det gemte spil er lavet af en nyere version af spillet og kan ikke fortsættes med denne. Et nyt spil begynder.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game describes a game the rules do not allow, so it cannot be continued. A new game starts.</source>
        <translation>Det gemte spil beskriver et spil, som reglerne ikke tillader, så det kan ikke fortsættes. Et nyt spil begynder.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the saved game should be there is something that is not a file (a folder, a pipe or a device), so it was not read. A new game starts.</source>
        <translation>Hvor det gemte spil skulle ligge, ligger der noget, som ikke er en fil (en mappe, et rør eller en enhed), så det blev ikke læst. Et nyt spil begynder.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read: the file is damaged or was changed by hand. A new game starts.</source>
        <translation>Det gemte spil kunne ikke læses: filen er beskadiget eller ændret manuelt. Et nyt spil begynder.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your settings could not be opened. The default settings are used.</source>
        <translation>Dine indstillinger kunne ikke åbnes. Standardindstillingerne bruges.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your settings file is far too large and was not read. The default settings are used.</source>
        <translation>Din indstillingsfil er alt for stor og blev ikke læst. Standardindstillingerne bruges.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your settings were written by a newer version of the game. The default settings are used.</source>
        <translation>Dine indstillinger er skrevet af en nyere version af spillet. Standardindstillingerne bruges.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Some settings were not valid and were reset to their defaults: %1.</source>
        <translation>Nogle indstillinger var ugyldige og blev sat tilbage til standard: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where your settings file should be there is something that is not a file (a folder, a pipe or a device), so it was not read. The default settings are used.</source>
        <translation>Hvor indstillingsfilen skulle ligge, ligger der noget, som ikke er en fil (en mappe, et rør eller en enhed), så den blev ikke læst. Standardindstillingerne bruges.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings could not be read: the file is damaged or was changed by hand. The default settings are used.</source>
        <translation>Dine indstillinger kunne ikke læses: filen er beskadiget eller ændret manuelt. Standardindstillingerne bruges.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your statistics could not be opened. They start again from zero.</source>
        <translation>Din statistik kunne ikke åbnes. Den starter forfra fra nul.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your statistics file is far too large and was not read. The statistics start again from zero.</source>
        <translation>Din statistikfil er alt for stor og blev ikke læst. Statistikken starter forfra fra nul.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your statistics were written by a newer version of the game. They start again from zero.</source>
        <translation>Din statistik er skrevet af en nyere version af spillet. Den starter forfra fra nul.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where your statistics file should be there is something that is not a file (a folder, a pipe or a device), so it was not read. They start again from zero.</source>
        <translation>Hvor statistikfilen skulle ligge, ligger der noget, som ikke er en fil (en mappe, et rør eller en enhed), så den blev ikke læst. Statistikken begynder forfra fra nul.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your statistics could not be read: the file is damaged or was changed by hand. They start again from zero.</source>
        <translation>Din statistik kunne ikke læses: filen er beskadiget eller ændret manuelt. Den starter forfra fra nul.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file was kept unchanged as “%1”: rename it back when you use the newer version again.</source>
        <translation>Filen blev gemt uændret som “%1”: giv den det gamle navn igen, når du bruger den nyere version.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The old file was kept as “%1”.</source>
        <translation>Den gamle fil blev gemt som “%1”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file could not be moved aside: %1</source>
        <translation>Filen kunne ikke flyttes til side: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game could not be saved in the folder “%1”.</source>
        <translation>Spillet kunne ikke gemmes i mappen “%1”.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your settings could not be saved in the folder “%1”. Your choices stay in effect until you close the game.</source>
        <translation>Dine indstillinger kunne ikke gemmes i mappen “%1”. Dine valg gælder, indtil du lukker spillet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your statistics could not be saved in the folder “%1”.</source>
        <translation>Din statistik kunne ikke gemmes i mappen “%1”.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+1"/>
        <source>the game may not write there.</source>
        <translation>spillet har ikke lov til at skrive der.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is read-only.</source>
        <translation>disken er skrivebeskyttet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>the disk is full.</source>
        <translation>disken er fuld.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is a file, not a folder.</source>
        <translation>“%1” er en fil, ikke en mappe.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reason: %1</source>
        <translation>Årsag: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The previous file is unchanged.</source>
        <translation>Den tidligere fil er uændret.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/persistence.py" line="+88"/>
        <location filename="../hearts_desktop/ui/single_instance.py" line="-13"/>
        <source>Spar dame</source>
        <translation>Spar dame</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>A game saved %1 is not finished: hand %2, your total %3. Continue it?</source>
        <translation>Et spil gemt %1 er ikke færdigt: runde %2, din sum %3. Vil du fortsætte det?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Continue the saved game?</source>
        <translation>Fortsæt det gemte spil?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Continue it</source>
        <translation>&amp;Fortsæt det</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start a new game</source>
        <translation>&amp;Start et nyt spil</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
</context>
<context>
    <name>TableCentre</name>
    <message>
        <location filename="../hearts_desktop/ui/centre.py" line="+44"/>
        <source>Hearts broken</source>
        <translation>Hjerter brudt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts not broken</source>
        <translation>Hjerter ikke brudt</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Game over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over</source>
        <translation>Runden er slut</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for the others to pass…</source>
        <translation>Venter på, at de andre giver kort videre…</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pass %n card(s) %1 to %2</source>
        <translation>
            <numerusform>Giv %n kort videre til %2 (%1)</numerusform>
            <numerusform>Giv %n kort videre til %2 (%1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn · the cards you received are marked in blue</source>
        <translation>Din tur · de kort, du fik, er markeret med blåt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You shot the moon!</source>
        <translation>Du skød månen!</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../hearts_desktop/ui/table.py" line="+105"/>
        <source>Card table</source>
        <translation>Kortbord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last trick: click, or press L, to see it larger</source>
        <translation>Sidste stik: klik, eller tryk L, for at se det større</translation>
    </message>
    <message>
        <location line="+238"/>
        <source>Last trick · %1</source>
        <translation>Sidste stik · %1</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/plates.py" line="+228"/>
        <source>Total %1 · this hand %2</source>
        <translation>I alt %1 · runden %2</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/table.py" line="-61"/>
        <source>leads</source>
        <translation>spiller ud</translation>
    </message>
</context>
<context>
    <name>TableVoice</name>
    <message>
        <location filename="../hearts_desktop/ui/voice.py" line="+94"/>
        <source>You take it</source>
        <translation>Du tager stikket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes it</source>
        <translation>%1 tager stikket</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hearts are broken!</source>
        <translation>Hjerter er brudt!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 took every trick!</source>
        <translation>%1 tog alle stik!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 shot the moon!</source>
        <translation>%1 skød månen!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tip: %1</source>
        <translation>Tip: %1</translation>
    </message>
</context>
<context>
    <name>TipsDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/rules_dialog.py" line="+23"/>
        <source>Pass the queen of spades away</source>
        <translation>Giv spar dame videre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep Q♠ only with three or four lower spades to guard it. Without low spades, A♠ and K♠ are dangerous too: they catch the queen when someone else drops it.</source>
        <translation>Behold kun spar dame, hvis du har tre–fire lavere spar til at dække den. Uden lave spar er spar es og spar konge også farlige: de fanger damen, når en anden smider den.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go void early</source>
        <translation>Bliv renonce tidligt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass away every card of a short suit. When that suit is led you can throw hearts or Q♠ on someone else&apos;s trick.</source>
        <translation>Giv alle kort i en kort kulør videre. Når den kulør spilles ud, kan du smide hjerter eller spar dame i andres stik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep a few low hearts</source>
        <translation>Behold nogle lave hjerter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once hearts are led, a low heart lets you stay under the others instead of taking the trick.</source>
        <translation>Når der spilles hjerter ud, kan du lægge dig under de andre med en lav hjerter i stedet for at tage stikket.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duck under the highest card</source>
        <translation>Læg dig under det højeste kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you follow suit and cannot win safely, play your highest card that is still lower than the card winning the trick: a dangerous card gone at no cost.</source>
        <translation>Når du bekender kulør og ikke sikkert kan tage stikket, så spil dit højeste kort, der stadig er lavere end det kort, der vinder: et farligt kort er væk, uden at det koster noget.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Smoke out the queen</source>
        <translation>Jag damen frem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you hold no Q♠, A♠ or K♠, lead low spades. Whoever holds the queen may have to play it on a trick they lose.</source>
        <translation>Har du hverken spar dame, spar es eller spar konge, så spil lave spar ud. Den, der har damen, kan blive nødt til at lægge den i et stik, de taber.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch for a moon</source>
        <translation>Pas på måneskud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If one player has taken every point so far, take a trick with a heart in it yourself. One heart costs you a point and stops the moon.</source>
        <translation>Har én spiller taget alle point indtil nu, så tag selv et stik med en hjerter i. Én hjerter koster dig ét point og stopper måneskuddet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the jack of diamonds when it is safe</source>
        <translation>Tag ruder knægt, når det er sikkert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under Spar dame rules J♦ is worth −10. A trick with J♦ and no hearts is worth winning; A♦ or K♦ late in the hand often catches it.</source>
        <translation>Med Spar dame-reglerne giver ruder knægt 10 point fra. Et stik med ruder knægt og uden hjerter er værd at tage; ruder es eller ruder konge sent i runden fanger den tit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count the spades</source>
        <translation>Tæl sparkortene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once Q♠ has been played, your high spades are safe to lead and win with.</source>
        <translation>Når spar dame er spillet, er dine høje spar sikre at spille ud og tage stik med.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Tips for play</source>
        <translation>Tips til spillet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hint button (H) suggests a card at any time.</source>
        <translation>Tip-knappen (H) foreslår et kort når som helst.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/welcome.py" line="+73"/>
        <source>Welcome</source>
        <translation>Velkommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Welcome to Spar dame</source>
        <translation>Velkommen til Spar dame</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play against three computers. Choose how well they play and which rules you play by; you can change both later under Game › New game.</source>
        <translation>Du spiller mod tre computere. Vælg, hvor godt de spiller, og hvilke regler I spiller efter; begge dele kan ændres senere under Spil › Nyt spil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computers&apos; level</source>
        <translation>Computernes niveau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Deal the cards</source>
        <translation>&amp;Giv kortene</translation>
    </message>
</context>
</TS>
