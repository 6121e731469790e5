<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../hearts_desktop/ui/action_bar.py" line="+70"/>
        <source>Tip</source>
        <translation>Tips</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Undo</source>
        <translation>Angre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass</source>
        <translation>Gi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daily deal</source>
        <translation>Dagens spill</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scores</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Suggest a card (what the strongest computer would do)</source>
        <translation>Foreslå et kort (det den sterkeste datamaskinen ville gjort)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last card or pass</source>
        <translation>Ta tilbake ditt siste kort eller det du ga bort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the selected cards</source>
        <translation>Gi bort de valgte kortene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play today&apos;s deal</source>
        <translation>Spill dagens giv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the score sheet</source>
        <translation>Vis poenglisten</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message>
        <location filename="../hearts_desktop/ui/advice_texts.py" line="+14"/>
        <source>Duck under the card that is winning the trick.</source>
        <translation>Legg deg under kortet som vinner stikket.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trick is lost anyway: keep your lowest heart for later.</source>
        <translation>Stikket er tapt uansett: spar det laveste hjerteret til senere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are void: drop the Q♠ on the player winning.</source>
        <translation>Du er renons: gi spar dame til den som vinner stikket.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are void: get rid of a point card.</source>
        <translation>Du er renons: bli kvitt et poengkort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are void: get rid of a dangerous high card.</source>
        <translation>Du er renons: bli kvitt et farlig høyt kort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the moon: take a point card from the player who has them all.</source>
        <translation>Stopp månen: ta et poengkort fra den som har alle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No points in the trick and you play last: take it with a high card.</source>
        <translation>Ingen poeng i stikket, og du spiller sist: ta det med et høyt kort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the J♦: it lowers your score.</source>
        <translation>Ta ruter knekt: den trekker fra poengene dine.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead a spade below the Q♠ to drive the queen out.</source>
        <translation>Spill ut en spar under damen for å tvinge fram spar dame.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the Q♠: you have too few spades to guard it.</source>
        <translation>Gi bort spar dame: du har for få spar til å beskytte henne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass A♠/K♠: without the Q♠ they only catch it.</source>
        <translation>Gi bort spar ess/konge: uten spar dame fanger de henne bare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty a short suit, so you can discard on it later.</source>
        <translation>Tøm en kort farge, så du kan kaste kort på den senere.</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <location filename="../hearts_desktop/ui/card_item.py" line="+85"/>
        <source>card back</source>
        <translation>kortbakside</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>received in the pass</source>
        <translation>fått fra en annen spiller</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../hearts_desktop/app/names.py" line="+14"/>
        <source>clubs</source>
        <translation>kløver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>ruter</translation>
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
        <translation>ess</translation>
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
        <translation>knekt</translation>
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
        <translation>Du må følge farge: %2 (%1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first trick must be led with the %1.</source>
        <translation>Første stikk må spilles ut med %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That card is not in your hand.</source>
        <translation>Det kortet har du ikke på hånden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your turn.</source>
        <translation>Det er ikke din tur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first trick must be led with the lowest club.</source>
        <translation>Første stikk må spilles ut med laveste kløver.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must follow suit.</source>
        <translation>Du må følge farge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts are not broken.</source>
        <translation>Hjerter er ikke brutt ennå.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No points on the first trick.</source>
        <translation>Ingen poengkort i første stikk.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That move is not allowed now.</source>
        <translation>Det er ikke lov akkurat nå.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>to the left</source>
        <translation>til venstre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to the right</source>
        <translation>til høyre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>across</source>
        <translation>rett overfor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no passing</source>
        <translation>ingen bytte</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/summaries.py" line="+134"/>
        <source>Game over</source>
        <translation>Spillet er slutt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You win!</source>
        <translation>Du vant!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winner: %1</source>
        <translation>
            <numerusform>Vinner: %1</numerusform>
            <numerusform>Vinnere: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Loser: %1</source>
        <translation>
            <numerusform>Taper: %1</numerusform>
            <numerusform>Tapere: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New game</source>
        <translation>&amp;Nytt spill</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <location line="-94"/>
        <source>%1 took every trick: the hand is void and nobody scores.</source>
        <translation>%1 tok alle stikkene: runden strykes, og ingen får poeng.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 shot the moon! Everybody else gets the points.</source>
        <translation>%1 skjøt månen! Alle de andre får poengene.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 shot the moon and subtracts the points.</source>
        <translation>%1 skjøt månen og trekker poengene fra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand %1 is over</source>
        <translation>Runde %1 er over</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand %1 is over.</source>
        <translation>Runde %1 er over.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This hand</source>
        <translation>Denne runden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Game over</source>
        <translation>Spillet er slutt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next hand</source>
        <translation>Neste runde</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <location line="+107"/>
        <source>Last trick</source>
        <translation>Siste stikk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trick has been played yet.</source>
        <translation>Ingen stikk er spilt ennå.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took the last trick.</source>
        <translation>%1 tok siste stikk.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../hearts_desktop/app/names.py" line="-27"/>
        <source>Easy</source>
        <translation>Lett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Middels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Vanskelig</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../hearts_desktop/ui/main_window.py" line="+103"/>
        <source>&amp;Game</source>
        <translation>&amp;Spill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play</source>
        <translation>&amp;Trekk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nytt spill…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Daily deal</source>
        <translation>&amp;Dagens spill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Angre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass cards</source>
        <translation>&amp;Gi kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Poengliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Siste stikk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ettings…</source>
        <translation>&amp;Innstillinger…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Avslutt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Daily deal %1</source>
        <translation>Dagens spill %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spar dame</source>
        <translation>Spar dame</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
</context>
<context>
    <name>MoonChoiceDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/summaries.py" line="+34"/>
        <source>You shot the moon!</source>
        <translation>Du skjøt månen!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took every heart and the queen of spades. How should it score?</source>
        <translation>Du tok alle hjerterne og spar dame. Hvordan skal det telle?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Everybody else gets %1</source>
        <translation>&amp;Alle de andre får %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Subtract %1 from my total</source>
        <translation>&amp;Trekk %1 fra min totalsum</translation>
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
        <location filename="../hearts_desktop/ui/dialogs/new_game.py" line="+122"/>
        <source>New game</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Players</source>
        <translation>&amp;Spillere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Level</source>
        <translation>&amp;Nivå</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Daily deal (the same cards for everybody today)</source>
        <translation>&amp;Dagens spill (de samme kortene for alle i dag)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Names</source>
        <translation>Navn</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer %1</source>
        <translation>Datamaskin %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule options</source>
        <translation>Regelvalg</translation>
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
        <translation>Hjerter (Pagat)</translation>
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
        <translation>Høy poengskala (KortRegler)</translation>
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
        <translation>Kortbytte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First trick</source>
        <translation>Første stikk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leading hearts</source>
        <translation>Spille ut hjerter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q♠ breaks hearts</source>
        <translation>Spar dame bryter hjerter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>J♦ scores</source>
        <translation>Ruter knekt gir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card values</source>
        <translation>Poengverdier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A♥ scores</source>
        <translation>Hjerter ess gir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting the moon</source>
        <translation>Skyte månen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>J♦ counts in a moon hand</source>
        <translation>Ruter knekt teller ved måneskudd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score limit</source>
        <translation>Poenggrense</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game ends</source>
        <translation>Spillet slutter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of hands</source>
        <translation>Antall runder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tied winners</source>
        <translation>Ved poenglikhet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>3 cards: left, right, across, keep</source>
        <translation>3 kort: venstre, høyre, rett over, behold</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 cards to the left every hand</source>
        <translation>2 kort til venstre hver runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No passing</source>
        <translation>Ingen kortbytte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No points on the first trick</source>
        <translation>Ingen poengkort i første stikk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anything may be played</source>
        <translation>Alt er lov</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only once hearts are broken</source>
        <translation>Først når hjerter er brutt</translation>
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
        <translation>Vanlig: hjerter 1, spar dame 13</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High: ♥ 10, Q♠ 100</source>
        <translation>Høy: hjerter 10, spar dame 100</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Like the other hearts</source>
        <translation>Som de andre hjerterne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>20 points</source>
        <translation>20 poeng</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others get the points</source>
        <translation>De andre får poengene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The shooter subtracts the points</source>
        <translation>Skytteren trekker fra poengene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The shooter chooses</source>
        <translation>Skytteren velger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No moon: points count as usual</source>
        <translation>Ingen måneskudd: poengene teller som vanlig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking every trick voids the hand</source>
        <translation>Alle stikkene stryker runden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When someone reaches the limit</source>
        <translation>Når noen når grensen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When someone passes the limit</source>
        <translation>Når noen passerer grensen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a number of hands</source>
        <translation>Etter et antall runder</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Share the win</source>
        <translation>Del seieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on until one wins alone</source>
        <translation>Spill videre til én vinner alene</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No</source>
        <translation>Nei</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The game is for 3 to 6 players.</source>
        <translation>Spillet er for 3 til 6 spillere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>J♦ must score 0, −10, −50 or −100.</source>
        <translation>Ruter knekt må gi 0, −10, −50 eller −100.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number of hands must be 1 to 1000.</source>
        <translation>Antall runder må være fra 1 til 1000.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score limit must be 1 to 100000.</source>
        <translation>Poenggrensen må være fra 1 til 100 000.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With these card values a hand adds up to %1 points, so the score limit can never be reached. Choose other values or a number of hands.</source>
        <translation>Med disse poengverdiene gir en runde %1 poeng til sammen, så poenggrensen kan aldri nås. Velg andre verdier eller et antall runder.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These options cannot be combined.</source>
        <translation>Disse valgene kan ikke kombineres.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/rules_dialog.py" line="+37"/>
        <source>Rules</source>
        <translation>Regler</translation>
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
        <translation>Unngå å ta hjerter og spar dame i stikkene dine: spilleren med færrest poeng vinner.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players and cards</source>
        <translation>Spillere og kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passing cards</source>
        <translation>Kortbytte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing a hand</source>
        <translation>Slik spilles en runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting the moon</source>
        <translation>Skyte månen</translation>
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
            <numerusform>%n spiller, som spiller for seg selv.</numerusform>
            <numerusform>%n spillere, som spiller hver for seg.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Before the deal these cards are taken out of the deck: %1.</source>
        <translation>Før utdelingen fjernes disse kortene fra kortstokken: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>All the cards are dealt one at a time, clockwise: %n cards each.</source>
        <translation>
            <numerusform>Alle kortene deles ut ett om gangen med klokken: %n kort til hver.</numerusform>
            <numerusform>Alle kortene deles ut ett om gangen med klokken: %n kort til hver.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces are high, and there are no trumps.</source>
        <translation>Ess er høyest, og det finnes ingen trumf.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No cards are passed: everyone plays the cards they are dealt.</source>
        <translation>Det byttes ikke kort: alle spiller med kortene de får.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Before every hand everyone passes %n cards to the player on their left.</source>
        <translation>
            <numerusform>Før hver runde gir alle %n kort til spilleren til venstre.</numerusform>
            <numerusform>Før hver runde gir alle %n kort til spilleren til venstre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Before each hand everyone passes %n cards: to the left in the first hand, to the right in the second, across the table in the third, and in the fourth hand nobody passes. Then the cycle starts again.</source>
        <translation>
            <numerusform>Før hver runde gir alle %n kort videre: til venstre i første runde, til høyre i andre og til spilleren rett overfor i tredje. I fjerde runde byttes det ikke, og så begynner det på nytt.</numerusform>
            <numerusform>Før hver runde gir alle %n kort videre: til venstre i første runde, til høyre i andre og til spilleren rett overfor i tredje. I fjerde runde byttes det ikke, og så begynner det på nytt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Before each hand everyone passes %n cards: to the left in the first hand, to the right in the second, and in the third hand nobody passes. Then the cycle starts again.</source>
        <translation>
            <numerusform>Før hver runde gir alle %n kort videre: til venstre i første runde og til høyre i andre. I tredje runde byttes det ikke, og så begynner det på nytt.</numerusform>
            <numerusform>Før hver runde gir alle %n kort videre: til venstre i første runde og til høyre i andre. I tredje runde byttes det ikke, og så begynner det på nytt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everyone chooses the cards to pass before seeing the ones they receive. Any cards may be passed, the queen of spades too.</source>
        <translation>Alle velger kortene de vil gi bort, før de ser kortene de får. Du kan gi bort hvilke kort du vil, også spar dame.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whoever holds the %1 leads it to the first trick.</source>
        <translation>Den som har %1, spiller den ut i første stikk.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You must follow suit if you can; if you cannot, you may play any card. You never have to try to win the trick.</source>
        <translation>Du må følge farge hvis du kan. Har du ikke fargen, kan du legge hvilket kort du vil. Du trenger aldri prøve å vinne stikket.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The highest card of the suit led wins the trick, and the winner leads to the next.</source>
        <translation>Høyeste kort i fargen som ble spilt ut, tar stikket, og vinneren spiller ut til neste stikk.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On the first trick nobody may play a heart or the queen of spades, unless they hold nothing else.</source>
        <translation>I første stikk kan ingen legge hjerter eller spar dame, med mindre de ikke har annet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A player who cannot follow suit may play a heart or the queen of spades even on the first trick.</source>
        <translation>Den som ikke kan følge farge, kan kaste hjerter eller spar dame, også i første stikk.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hearts may be led at any time.</source>
        <translation>Hjerter kan spilles ut når som helst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody may lead a heart until a heart has been played to an earlier trick (hearts are broken), unless they hold only hearts.</source>
        <translation>Ingen kan spille ut hjerter før et hjerter er lagt i et tidligere stikk (da er hjerter brutt), med mindre de bare har hjerter igjen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing the queen of spades breaks hearts too.</source>
        <translation>Spar dame bryter også hjerter når den blir lagt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The queen of spades does not break hearts, and spades may be led from the second trick on.</source>
        <translation>Spar dame bryter ikke hjerter, og spar kan spilles ut fra og med andre stikk.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n points</source>
        <comment>what one card scores, in the table of points</comment>
        <translation>
            <numerusform>%n poeng</numerusform>
            <numerusform>%n poeng</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ace of hearts</source>
        <translation>Hjerter ess</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every other heart</source>
        <translation>Hvert av de andre hjerterne</translation>
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
        <translation>Ruter knekt</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n points off</source>
        <comment>the jack of diamonds takes this many points off the total of whoever takes it</comment>
        <translation>
            <numerusform>minus %n poeng</numerusform>
            <numerusform>minus %n poeng</numerusform>
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
        <translation>Etter hver runde legger alle poengene for kortene i stikkene de har tatt, til totalsummen sin. Kortene de selv har lagt, teller ikke.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>A hand without a moon shot gives out %n points in all, so a total can go below zero.</source>
        <translation>
            <numerusform>Uten måneskudd fordeles %n poeng per runde, så en totalsum kan bli under null.</numerusform>
            <numerusform>Uten måneskudd fordeles %n poeng per runde, så en totalsum kan bli under null.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>A hand without a moon shot gives out %n points in all.</source>
        <translation>
            <numerusform>Uten måneskudd fordeles %n poeng per runde.</numerusform>
            <numerusform>Uten måneskudd fordeles %n poeng per runde.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nobody can shoot the moon: all the hearts and the queen of spades count for whoever took them.</source>
        <translation>Ingen kan skyte månen: alle hjerterne og spar dame teller for den som tok dem.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whoever takes every trick in a hand voids it: nobody scores for that hand, and the next hand is dealt.</source>
        <translation>Tar én spiller alle stikkene i en runde, strykes runden: ingen får poeng for den, og kortene deles ut på nytt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taking all the hearts and the queen of spades without every trick scores as usual.</source>
        <translation>Tar noen alle hjerterne og spar dame uten å ta alle stikkene, telles poengene som vanlig.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Whoever takes all the hearts and the queen of spades in one hand shoots the moon: they score 0 for them, and every other player gets %n points.</source>
        <translation>
            <numerusform>Tar én spiller alle hjerterne og spar dame i samme runde, skyter den månen: den får 0 for dem, og alle de andre får %n poeng.</numerusform>
            <numerusform>Tar én spiller alle hjerterne og spar dame i samme runde, skyter den månen: den får 0 for dem, og alle de andre får %n poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Whoever takes all the hearts and the queen of spades in one hand shoots the moon: instead of scoring them, they take %n points off their own total.</source>
        <translation>
            <numerusform>Tar én spiller alle hjerterne og spar dame i samme runde, skyter den månen: i stedet for å få poengene trekker den %n fra sin egen totalsum.</numerusform>
            <numerusform>Tar én spiller alle hjerterne og spar dame i samme runde, skyter den månen: i stedet for å få poengene trekker den %n fra sin egen totalsum.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Whoever takes all the hearts and the queen of spades in one hand shoots the moon and chooses: either take %n points off their own total, or give every other player %n points.</source>
        <translation>
            <numerusform>Tar én spiller alle hjerterne og spar dame i samme runde, skyter den månen og velger selv: enten å trekke %n poeng fra sin egen totalsum eller å gi hver av de andre %n poeng.</numerusform>
            <numerusform>Tar én spiller alle hjerterne og spar dame i samme runde, skyter den månen og velger selv: enten å trekke %n poeng fra sin egen totalsum eller å gi hver av de andre %n poeng.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It takes all the point cards, not every trick.</source>
        <translation>Det er nok å ta alle poengkortene; du trenger ikke alle stikkene.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jack of diamonds still counts for whoever took it, even when somebody shoots the moon.</source>
        <translation>Ruter knekt teller fortsatt for den som tok den, også når noen skyter månen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When somebody shoots the moon, the jack of diamonds counts for nobody.</source>
        <translation>Når noen skyter månen, teller ruter knekt ikke for noen.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The game ends after the hand in which a player reaches %Ln points or more.</source>
        <translation>
            <numerusform>Spillet slutter etter runden der en spiller når %Ln poeng eller mer.</numerusform>
            <numerusform>Spillet slutter etter runden der en spiller når %Ln poeng eller mer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The player with the fewest points wins; whoever has %Ln points or more loses.</source>
        <translation>
            <numerusform>Spilleren med færrest poeng vinner. Den som har %Ln poeng eller mer, taper.</numerusform>
            <numerusform>Spilleren med færrest poeng vinner. Den som har %Ln poeng eller mer, taper.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The game ends after the hand in which a player gets more than %Ln points.</source>
        <translation>
            <numerusform>Spillet slutter etter runden der en spiller får mer enn %Ln poeng.</numerusform>
            <numerusform>Spillet slutter etter runden der en spiller får mer enn %Ln poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The player with the fewest points wins; whoever has more than %Ln points loses.</source>
        <translation>
            <numerusform>Spilleren med færrest poeng vinner. Den som har mer enn %Ln poeng, taper.</numerusform>
            <numerusform>Spilleren med færrest poeng vinner. Den som har mer enn %Ln poeng, taper.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The game ends after %n hands.</source>
        <translation>
            <numerusform>Spillet slutter etter %n runde.</numerusform>
            <numerusform>Spillet slutter etter %n runder.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player with the fewest points wins; the one with the most loses.</source>
        <translation>Spilleren med færrest poeng vinner, og den med flest poeng taper.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If several players share the lowest total, they share the win.</source>
        <translation>Har flere samme laveste poengsum, deler de seieren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If several players share the lowest total, whole hands are played on until one player alone has the fewest points.</source>
        <translation>Har flere samme laveste poengsum, spilles det flere hele runder til én spiller alene har færrest poeng.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/score_sheet.py" line="+33"/>
        <source>Score sheet</source>
        <translation>Poengliste</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Hand %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/settings.py" line="+57"/>
        <source>Settings</source>
        <translation>Innstillinger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animasjonsfart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rask</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Sakte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;Firefarget kortstokk (kløver grønn, ruter blå)</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/statistics_dialog.py" line="+68"/>
        <source>Reset statistics</source>
        <translation>Nullstill statistikken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every game, score and moon counted so far? This cannot be undone.</source>
        <translation>Glemme alle spill, poeng og måneskudd som er telt så langt? Dette kan ikke angres.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <source>Statistics</source>
        <translation>Statistikk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Nullstill…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games played</source>
        <translation>Spill spilt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games won</source>
        <translation>Spill vunnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average final score</source>
        <translation>Gjennomsnittlig sluttsum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best game</source>
        <translation>Beste spill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moons shot by you</source>
        <translation>Måneskudd av deg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moons shot by the computers</source>
        <translation>Måneskudd av datamaskinene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s daily deal</source>
        <translation>Dagens spill</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 points (%2, %3, %4)</source>
        <translation>%1 poeng (%2, %3, %4)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not played yet</source>
        <translation>ikke spilt ennå</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>started, not finished</source>
        <translation>startet, ikke ferdig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>won with %1 points</source>
        <translation>vunnet med %1 poeng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lost with %1 points</source>
        <translation>tapt med %1 poeng</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Level</source>
        <translation>Nivå</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Spilt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation>Snitt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../hearts_desktop/app/problems.py" line="+60"/>
        <source>The saved game could not be opened. A new game starts.</source>
        <translation>Det lagrede spillet kunne ikke åpnes. Et nytt spill starter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game is far too large to be a real save and was not read. A new game starts.</source>
        <translation>Det lagrede spillet er altfor stort til å være et ekte lagret spill og ble ikke lest. Et nytt spill starter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game was made by a newer version of the game and cannot be continued with this one. A new game starts.</source>
        <translation>Det lagrede spillet ble laget av en nyere versjon av spillet og kan ikke fortsettes med denne. Et nytt spill starter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game describes a game the rules do not allow, so it cannot be continued. A new game starts.</source>
        <translation>Det lagrede spillet beskriver et spill som reglene ikke tillater, så det kan ikke fortsettes. Et nytt spill starter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read: the file is damaged or was changed by hand. A new game starts.</source>
        <translation>Det lagrede spillet kunne ikke leses: filen er skadet eller endret for hånd. Et nytt spill starter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your settings could not be opened. The default settings are used.</source>
        <translation>Innstillingene dine kunne ikke åpnes. Standardinnstillingene brukes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your settings file is far too large and was not read. The default settings are used.</source>
        <translation>Innstillingsfilen din er altfor stor og ble ikke lest. Standardinnstillingene brukes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your settings were written by a newer version of the game. The default settings are used.</source>
        <translation>Innstillingene dine ble skrevet av en nyere versjon av spillet. Standardinnstillingene brukes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Some settings were not valid and were reset to their defaults: %1.</source>
        <translation>Noen innstillinger var ugyldige og ble satt tilbake til standard: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings could not be read: the file is damaged or was changed by hand. The default settings are used.</source>
        <translation>Innstillingene dine kunne ikke leses: filen er skadet eller endret for hånd. Standardinnstillingene brukes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your statistics could not be opened. They start again from zero.</source>
        <translation>Statistikken din kunne ikke åpnes. Den begynner på nytt fra null.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your statistics file is far too large and was not read. The statistics start again from zero.</source>
        <translation>Statistikkfilen din er altfor stor og ble ikke lest. Statistikken begynner på nytt fra null.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your statistics were written by a newer version of the game. They start again from zero.</source>
        <translation>Statistikken din ble skrevet av en nyere versjon av spillet. Den begynner på nytt fra null.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your statistics could not be read: the file is damaged or was changed by hand. They start again from zero.</source>
        <translation>Statistikken din kunne ikke leses: filen er skadet eller endret for hånd. Den begynner på nytt fra null.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The old file was kept as “%1”.</source>
        <translation>Den gamle filen ble tatt vare på som «%1».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file could not be moved aside: %1</source>
        <translation>Filen kunne ikke flyttes til side: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game could not be saved.</source>
        <translation>Spillet kunne ikke lagres.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your settings could not be saved.</source>
        <translation>Innstillingene dine kunne ikke lagres.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your statistics could not be saved.</source>
        <translation>Statistikken din kunne ikke lagres.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The previous file is unchanged. Reason: %1</source>
        <translation>Den forrige filen er uendret. Årsak: %1</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/persistence.py" line="+91"/>
        <source>Spar dame</source>
        <translation>Spar dame</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A game saved %1 is not finished: hand %2, your total %3. Continue it?</source>
        <translation>Et spill lagret %1 er ikke ferdig: runde %2, din totalsum %3. Vil du fortsette det?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Continue the saved game?</source>
        <translation>Fortsette det lagrede spillet?</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistikk…</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../hearts_desktop/ui/table.py" line="+115"/>
        <source>Card table</source>
        <translation>Kortbord</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>leads</source>
        <translation>spiller ut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes it</source>
        <translation>%1 tar stikket</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Total %1 · this hand %2</source>
        <translation>Totalt %1 · runden %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hearts broken</source>
        <translation>Hjerter brutt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts not broken</source>
        <translation>Hjerter ikke brutt</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Game over</source>
        <translation>Spillet er slutt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over</source>
        <translation>Runden er over</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for the others to pass…</source>
        <translation>Venter på at de andre skal gi kort…</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pass %n card(s) %1 to %2</source>
        <translation>
            <numerusform>Gi %n kort til %2 (%1)</numerusform>
            <numerusform>Gi %n kort til %2 (%1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn · the cards you received are marked in blue</source>
        <translation>Din tur · kortene du fikk, er merket med blått</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You shot the moon!</source>
        <translation>Du skjøt månen!</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Hearts are broken!</source>
        <translation>Hjerter er brutt!</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>You pass %n card(s); put one back first.</source>
        <translation>
            <numerusform>Du skal gi %n kort; legg ett tilbake først.</numerusform>
            <numerusform>Du skal gi %n kort; legg ett tilbake først.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <location line="+11"/>
        <source>Choose %n card(s) to pass.</source>
        <translation>
            <numerusform>Velg %n kort å gi bort.</numerusform>
            <numerusform>Velg %n kort å gi bort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-9"/>
        <source>To pass: %1 · choose %n more</source>
        <translation>
            <numerusform>Gi bort: %1 · velg %n til</numerusform>
            <numerusform>Gi bort: %1 · velg %n til</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To pass: %1 · press Pass</source>
        <translation>Gi bort: %1 · trykk Gi</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 (selected to pass)</source>
        <translation>%1 (valgt til å gi bort)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 took every trick!</source>
        <translation>%1 tok alle stikkene!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 shot the moon!</source>
        <translation>%1 skjøt månen!</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Tip: %1</source>
        <translation>Tips: %1</translation>
    </message>
</context>
</TS>
