<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../hearts_desktop/ui/action_bar.py" line="+88"/>
        <source>Tip</source>
        <extracomment>The buttons, left to right, by the key ``bind`` and ``button`` take.</extracomment>
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
        <location line="+0"/>
        <source>Claim</source>
        <translation>Krev resten</translation>
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
        <source>Finish the hand now: the rest of it is certain</source>
        <translation>Avslutt runden nå: resten av den er avgjort</translation>
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
        <location filename="../hearts_desktop/ui/card_item.py" line="+125"/>
        <source>card back</source>
        <translation>kortbakside</translation>
    </message>
    <message>
        <location line="+98"/>
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
        <location filename="../hearts_desktop/ui/dialogs/summaries.py" line="+237"/>
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
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>&amp;Nytt spill</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
</context>
<context>
    <name>HandButtons</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/hand_tools.py" line="+87"/>
        <source>Svær&apos;s &amp;review…</source>
        <translation>&amp;Gjennomgang…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Svær goes through your pass and cards in this hand</source>
        <translation>Vanskelig går gjennom kortene du ga og spilte i denne runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this deal &amp;again</source>
        <translation>Spill runden på &amp;nytt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards as practice; it does not count</source>
        <translation>De samme kortene som trening; det teller ikke</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/summaries.py" line="-144"/>
        <source>%1 took every trick: the hand is void and nobody scores.</source>
        <translation>%1 tok alle stikkene: runden strykes, og ingen får poeng.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 shot the moon: everyone else +%2</source>
        <translation>%1 skjøt månen: alle andre får +%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 shot the moon: −%2 from their own total</source>
        <translation>%1 skjøt månen: −%2 fra egen sum</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Next hand: no passing.</source>
        <translation>Neste runde: ingen gir kort.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Next hand: pass %n card(s) %1.</source>
        <translation>
            <numerusform>Neste runde: gi %n kort %1.</numerusform>
            <numerusform>Neste runde: gi %n kort %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hand %1 is over</source>
        <translation>Runde %1 er over</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand %1 is over.</source>
        <translation>Runde %1 er over.</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+0"/>
        <source>Point cards taken</source>
        <translation>Poengkort tatt</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Lowest total</source>
        <translation>Laveste sum</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no point cards</source>
        <translation>ingen poengkort</translation>
    </message>
    <message>
        <location line="+12"/>
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
    <name>Instance</name>
    <message>
        <location filename="../hearts_desktop/ui/single_instance.py" line="+16"/>
        <source>The game is already open with the same data folder (“%1”), so no second table was opened: two open games would overwrite each other&apos;s saved game.</source>
        <translation>Spillet er allerede åpent med den samme datamappen («%1»), så det ble ikke åpnet et bord til: to åpne spill ville skrive over hverandres lagrede spill.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its window was brought to the front.</source>
        <translation>Vinduet til det åpne spillet ble lagt øverst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switch to its window, or close it before starting the game again.</source>
        <translation>Gå til vinduet til det åpne spillet, eller lukk det før du starter spillet igjen.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The game was started again while it is open. This is the open game; no second table was opened.</source>
        <translation>Spillet ble startet på nytt mens det allerede var åpent. Dette er det åpne spillet; det ble ikke åpnet et bord til.</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/summaries.py" line="+167"/>
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
    <name>LevelChooser</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/level_choice.py" line="+109"/>
        <source>Knows what to avoid, but often plays a card at random.</source>
        <translation>Vet hva som bør unngås, men spiller ofte et tilfeldig kort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avoids points, gets rid of Q♠ and high cards, passes sensibly.</source>
        <translation>Unngår poeng, kvitter seg med spar dame og høye kort, gir fornuftig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remembers every card, plays each choice out before it decides.</source>
        <translation>Husker hvert kort og spiller hvert valg til ende før den bestemmer seg.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wins %1 % of games against three %2.</source>
        <translation>Vinner %1 % av spillene mot tre på nivå %2.</translation>
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
        <location filename="../hearts_desktop/ui/main_window.py" line="+107"/>
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
        <source>&amp;Claim the rest</source>
        <translation>&amp;Krev resten</translation>
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
        <source>&amp;Tips for play</source>
        <translation>&amp;Tips om spillet</translation>
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
        <location line="+12"/>
        <source>The rest of the hand is certain: claim it with C.</source>
        <translation>Resten av runden er avgjort: krev den med C.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You claim the rest of the hand.</source>
        <translation>Du krever resten av runden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 claims the rest of the hand.</source>
        <translation>%1 krever resten av runden.</translation>
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
        <location filename="../hearts_desktop/ui/dialogs/new_game.py" line="+181"/>
        <source>New game</source>
        <translation>Nytt spill</translation>
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
        <translation>Datamaskinenes nivå</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Daily deal (the same cards for everybody today)</source>
        <translation>&amp;Dagens spill (de samme kortene for alle i dag)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Names and &amp;custom rules</source>
        <translation>Navn og &amp;egne regler</translation>
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
    <name>PassChoice</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/pass_view.py" line="+66"/>
        <source>You pass %n card(s); put one back first.</source>
        <translation>
            <numerusform>Du skal gi %n kort; legg ett tilbake først.</numerusform>
            <numerusform>Du skal gi %n kort; legg ett tilbake først.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>Choose %n card(s) to pass.</source>
        <translation>
            <numerusform>Velg %n kort å gi bort.</numerusform>
            <numerusform>Velg %n kort å gi bort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
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
        <location line="+8"/>
        <source>%1 (selected to pass)</source>
        <translation>%1 (valgt til å gi bort)</translation>
    </message>
</context>
<context>
    <name>PositionBoard</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/position_board.py" line="+58"/>
        <source>Trick so far: %1. Your hand: %2.</source>
        <translation>Stikket så langt: %1. Dine kort: %2.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Choose an entry to see the position.</source>
        <translation>Velg et punkt for å se stillingen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your hand — red: your choice, green: Svær&apos;s</source>
        <translation>Dine kort — rødt: ditt valg, grønt: Vanskeligs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards already played</source>
        <translation>Kort som er spilt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Passing %1</source>
        <translation>Gi kort %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick %1 — you lead</source>
        <translation>Stikk %1 — du spiller ut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1 so far</source>
        <translation>Stikk %1 så langt</translation>
    </message>
</context>
<context>
    <name>PracticeDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/practice.py" line="+119"/>
        <source>Practice: hand %1 again</source>
        <translation>Trening: runde %1 på nytt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal it again</source>
        <translation>&amp;Del ut på nytt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back to the game</source>
        <translation>&amp;Tilbake til spillet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practice over: you took %1 points this time, %2 in the game. It does not count.</source>
        <translation>Treningen er over: du fikk %1 poeng nå, %2 i spillet. Det teller ikke.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Practice: hand %1 with the same cards. It does not count in the game or the statistics.</source>
        <translation>Trening: runde %1 med de samme kortene. Det teller ikke i spillet eller i statistikken.</translation>
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
    <name>ReplaceGameQuestion</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/confirm.py" line="+68"/>
        <source>Start a new game?</source>
        <translation>Starte et nytt spill?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start today&apos;s daily deal?</source>
        <translation>Starte dagens spill?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start the new game</source>
        <translation>&amp;Start nytt spill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start the daily deal</source>
        <translation>&amp;Start dagens spill</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End the current game?</source>
        <translation>Avslutte spillet?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keep playing</source>
        <translation>&amp;Fortsett spillet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The current game (hand %1, you %2) will be ended.</source>
        <translation>Spillet som pågår (runde %1, du har %2) blir avsluttet.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/review.py" line="+175"/>
        <source>Stopping the review…</source>
        <extracomment>Jobs still running, kept alive here: a closed dialog may be deleted before its job ends. A decision&apos;s cost at a glance: orange for a point or two, red from COSTLY points on.</extracomment>
        <translation>Stopper gjennomgangen…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Svær is looking at your decision %1 of %2…</source>
        <translation>Vanskelig ser på valg %1 av %2…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Svær&apos;s review of hand %1</source>
        <translation>Gjennomgang av runde %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Svær is looking at your %1 decisions…</source>
        <translation>Vanskelig ser på dine %1 valg…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The review was stopped.</source>
        <translation>Gjennomgangen ble stoppet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The review could not be finished.</source>
        <translation>Gjennomgangen kunne ikke fullføres.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Svær agrees with every card you played.</source>
        <translation>Vanskelig er enig i hvert kort du spilte.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n decision(s) cost you at least one point, by Svær&apos;s reckoning:</source>
        <translation>
            <numerusform>%n valg kostet deg minst ett poeng, etter Vanskeligs regning:</numerusform>
            <numerusform>%n valg kostet deg minst ett poeng, etter Vanskeligs regning:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The pass: you passed %1, Svær would pass %2.</source>
        <translation>Kortene du ga: du ga %1, Vanskelig ville gitt %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick %3 (%4 on the table): you played %1, Svær would play %2.</source>
        <translation>Stikk %3 (%4 på bordet): du spilte %1, Vanskelig ville spilt %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick %3, your lead: you played %1, Svær would play %2.</source>
        <translation>Stikk %3, du spilte ut: du spilte %1, Vanskelig ville spilt %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expected points: %1 against %2.</source>
        <translation>Ventet poeng: %1 mot %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Duck under the card that is winning the trick.</source>
        <translation>Legg deg under kortet som vinner stikket.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lose the trick with a middle heart and keep the low one.</source>
        <translation>Tap stikket med en middels hjerter og behold den lave.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot follow: give the queen of spades away.</source>
        <translation>Du kan ikke følge farge: kvitt deg med spar dame.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot follow: get rid of a point card.</source>
        <translation>Du kan ikke følge farge: kvitt deg med et poengkort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot follow: get rid of a dangerous high card.</source>
        <translation>Du kan ikke følge farge: kvitt deg med et farlig høyt kort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a point card from the player who has them all so far.</source>
        <translation>Ta et poengkort fra spilleren som har fått alle så langt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last to play and no points: take the trick with a high card.</source>
        <translation>Sist ut og ingen poeng: ta stikket med et høyt kort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win the jack of diamonds: it lowers your score.</source>
        <translation>Ta ruter knekt: den trekker fra poengene dine.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead a low spade to drive out the queen of spades.</source>
        <translation>Spill ut en lav spar for å jage fram spar dame.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too few spades to hide the queen: pass it.</source>
        <translation>For få spar til å gjemme damen: gi den bort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ace and king of spades catch the queen: pass them.</source>
        <translation>Spar ess og konge fanger damen: gi dem bort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty a short suit, so you can discard on it later.</source>
        <translation>Tøm en kort farge, så du kan kaste kort på den senere.</translation>
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
        <translation>ingen gir kort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass 2 to the left</source>
        <translation>gi 2 kort til venstre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass 3 cards</source>
        <translation>gi 3 kort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no points on the first trick</source>
        <translation>ingen poeng i første stikk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hearts must be broken</source>
        <translation>hjerter må være brutt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>♥ 10, Q♠ 100</source>
        <translation>♥ 10, spar dame 100</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>J♦ %1</source>
        <translation>ruter knekt %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>moon: the others get %1</source>
        <translation>måneskudd: de andre får %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moon: the shooter subtracts %1</source>
        <translation>måneskudd: skytteren trekker fra %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moon: the shooter chooses</source>
        <translation>måneskudd: skytteren velger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every trick voids the hand</source>
        <translation>alle stikk stryker runden</translation>
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
        <translation>til noen har over %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>until someone reaches %1</source>
        <translation>til noen når %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ties play on</source>
        <translation>ved likt spilles det videre</translation>
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
        <location filename="../hearts_desktop/ui/dialogs/score_sheet.py" line="+88"/>
        <source>Score sheet</source>
        <translation>Poengliste</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Hand %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shot the moon</source>
        <translation>Skjøt månen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Limit %1</source>
        <translation>Grense %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/settings.py" line="+98"/>
        <source>Settings</source>
        <extracomment>One card of each suit, to show what the four-colour deck changes.</extracomment>
        <translation>Innstillinger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name</source>
        <translation>Ditt &amp;navn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computers&apos; le&amp;vel</source>
        <translation>Datamaskinenes n&amp;ivå</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The level new games start with; Game › New game can change it.</source>
        <translation>Nivået nye spill starter med; Spill › Nytt spill kan endre det.</translation>
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
    <name>Share</name>
    <message>
        <location filename="../hearts_desktop/app/share.py" line="+32"/>
        <source>Spar dame — daily deal %1</source>
        <translation>Spar dame — dagens spill %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points per hand: %1</source>
        <translation>Poeng per runde: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Total %1, place %2 of %3</source>
        <translation>Totalt %1, plass %2 av %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Total so far %1 (the game is not finished)</source>
        <translation>Totalt så langt %1 (spillet er ikke ferdig)</translation>
    </message>
</context>
<context>
    <name>ShareButton</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/hand_tools.py" line="+36"/>
        <source>Result copied</source>
        <translation>Resultatet er kopiert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Copy result</source>
        <translation>&amp;Kopier resultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy your daily deal result to share it; no cards are shown</source>
        <translation>Kopier resultatet av dagens spill for å dele det; ingen kort vises</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../hearts_desktop/ui/app.py" line="+60"/>
        <source>hearts-desktop needs a screen, but this session has none (neither DISPLAY nor WAYLAND_DISPLAY is set): start it from a desktop session.</source>
        <translation>hearts-desktop trenger en skjerm, men denne økten har ingen (verken DISPLAY eller WAYLAND_DISPLAY er satt): start spillet fra et skrivebordsmiljø.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/statistics_dialog.py" line="+143"/>
        <source>Reset statistics</source>
        <translation>Nullstill statistikken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every game, score and moon counted so far? This cannot be undone.</source>
        <translation>Glemme alle spill, poeng og måneskudd som er telt så langt? Dette kan ikke angres.</translation>
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
        <translation>Statistikk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Nullstill…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game so far</source>
        <translation>Dette spillet så langt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished games</source>
        <translation>Ferdige spill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By level</source>
        <translation>Per nivå</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daily deals</source>
        <translation>Dagens spill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your win rate by level</source>
        <translation>Vinnerandelen din per nivå</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your final score in the last %1 games</source>
        <translation>Sluttsummen din i de siste %1 spillene</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+15"/>
        <source>No game in progress. Only finished games are counted below.</source>
        <translation>Ingen spill pågår. Bare ferdige spill telles nedenfor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand %1 · your total %2 · Q♠ taken %3 · moons shot %4. Counted below when the game ends.</source>
        <translation>Runde %1 · din sum %2 · spar dame tatt %3 · måneskudd %4. Telles nedenfor når spillet er slutt.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 points (%2, %3, %4)</source>
        <translation>%1 poeng (%2, %3, %4)</translation>
    </message>
    <message>
        <location line="+18"/>
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
        <location line="+1"/>
        <source>lost with %1 points</source>
        <translation>tapt med %1 poeng</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Level</source>
        <translation>Nivå</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Spill</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Win rate</source>
        <translation>Vinnerandel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per hand</source>
        <translation>Poeng per runde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moons</source>
        <translation>Måneskudd</translation>
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
        <translation>Alle nivåer</translation>
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
        <translation>Vunnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../hearts_desktop/app/problems.py" line="+83"/>
        <source>“%1” should be the folder where the game keeps its files, but it is a file. Nothing can be read from it or saved in it until the file is moved away or another folder is chosen.</source>
        <translation>«%1» skulle være mappen der spillet har filene sine, men det er en fil. Ingenting kan leses derfra eller lagres der før filen er flyttet bort eller en annen mappe er valgt.</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+1"/>
        <source>Where the saved game should be there is something that is not a file (a folder, a pipe or a device), so it was not read. A new game starts.</source>
        <translation>Der det lagrede spillet skulle ligge, ligger det noe som ikke er en fil (en mappe, et rør eller en enhet), så det ble ikke lest. Et nytt spill starter.</translation>
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
        <location line="+1"/>
        <source>Where your settings file should be there is something that is not a file (a folder, a pipe or a device), so it was not read. The default settings are used.</source>
        <translation>Der innstillingsfilen skulle ligge, ligger det noe som ikke er en fil (en mappe, et rør eller en enhet), så den ble ikke lest. Standardinnstillingene brukes.</translation>
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
        <location line="+1"/>
        <source>Where your statistics file should be there is something that is not a file (a folder, a pipe or a device), so it was not read. They start again from zero.</source>
        <translation>Der statistikkfilen skulle ligge, ligger det noe som ikke er en fil (en mappe, et rør eller en enhet), så den ble ikke lest. Statistikken begynner på null igjen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your statistics could not be read: the file is damaged or was changed by hand. They start again from zero.</source>
        <translation>Statistikken din kunne ikke leses: filen er skadet eller endret for hånd. Den begynner på nytt fra null.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file was kept unchanged as “%1”: rename it back when you use the newer version again.</source>
        <translation>Filen ble tatt vare på uendret som «%1»: gi den det gamle navnet igjen når du bruker den nyere versjonen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The old file was kept as “%1”.</source>
        <translation>Den gamle filen ble tatt vare på som «%1».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file could not be moved aside: %1</source>
        <translation>Filen kunne ikke flyttes til side: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game could not be saved in the folder “%1”.</source>
        <translation>Spillet kunne ikke lagres i mappen «%1».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your settings could not be saved in the folder “%1”. Your choices stay in effect until you close the game.</source>
        <translation>Innstillingene dine kunne ikke lagres i mappen «%1». Valgene dine gjelder til du lukker spillet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your statistics could not be saved in the folder “%1”.</source>
        <translation>Statistikken din kunne ikke lagres i mappen «%1».</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+1"/>
        <source>the game may not write there.</source>
        <translation>spillet har ikke lov til å skrive der.</translation>
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
        <translation>disken er full.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is a file, not a folder.</source>
        <translation>«%1» er en fil, ikke en mappe.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reason: %1</source>
        <translation>Årsak: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The previous file is unchanged.</source>
        <translation>Den forrige filen er uendret.</translation>
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
        <translation>Et spill lagret %1 er ikke ferdig: runde %2, din totalsum %3. Vil du fortsette det?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Continue the saved game?</source>
        <translation>Fortsette det lagrede spillet?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Continue it</source>
        <translation>&amp;Fortsett det</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start a new game</source>
        <translation>&amp;Start et nytt spill</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistikk…</translation>
    </message>
</context>
<context>
    <name>TableCentre</name>
    <message>
        <location filename="../hearts_desktop/ui/centre.py" line="+44"/>
        <source>Hearts broken</source>
        <translation>Hjerter brutt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts not broken</source>
        <translation>Hjerter ikke brutt</translation>
    </message>
    <message>
        <location line="+34"/>
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
        <translation>Siste stikk: klikk, eller trykk L, for å se det større</translation>
    </message>
    <message>
        <location line="+238"/>
        <source>Last trick · %1</source>
        <translation>Siste stikk · %1</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/plates.py" line="+228"/>
        <source>Total %1 · this hand %2</source>
        <translation>Totalt %1 · runden %2</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/table.py" line="-61"/>
        <source>leads</source>
        <translation>spiller ut</translation>
    </message>
</context>
<context>
    <name>TableVoice</name>
    <message>
        <location filename="../hearts_desktop/ui/voice.py" line="+94"/>
        <source>You take it</source>
        <translation>Du tar stikket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes it</source>
        <translation>%1 tar stikket</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hearts are broken!</source>
        <translation>Hjerter er brutt!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 took every trick!</source>
        <translation>%1 tok alle stikkene!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 shot the moon!</source>
        <translation>%1 skjøt månen!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tip: %1</source>
        <translation>Tips: %1</translation>
    </message>
</context>
<context>
    <name>TipsDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/rules_dialog.py" line="+23"/>
        <source>Pass the queen of spades away</source>
        <translation>Gi bort spar dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep Q♠ only with three or four lower spades to guard it. Without low spades, A♠ and K♠ are dangerous too: they catch the queen when someone else drops it.</source>
        <translation>Behold spar dame bare hvis du har tre–fire lavere spar som vern. Uten lave spar er spar ess og spar konge farlige også: de fanger damen når en annen kaster den.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go void early</source>
        <translation>Bli renons tidlig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass away every card of a short suit. When that suit is led you can throw hearts or Q♠ on someone else&apos;s trick.</source>
        <translation>Gi bort alle kortene i en kort farge. Når den fargen spilles ut, kan du kaste hjerter eller spar dame i andres stikk.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep a few low hearts</source>
        <translation>Behold noen lave hjerter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once hearts are led, a low heart lets you stay under the others instead of taking the trick.</source>
        <translation>Når hjerter spilles ut, kan du legge deg under de andre med et lavt hjerter i stedet for å ta stikket.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duck under the highest card</source>
        <translation>Legg deg under det høyeste kortet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you follow suit and cannot win safely, play your highest card that is still lower than the card winning the trick: a dangerous card gone at no cost.</source>
        <translation>Når du følger farge og ikke trygt kan ta stikket, spill ditt høyeste kort som fortsatt er lavere enn kortet som vinner: et farlig kort er borte uten at det koster noe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Smoke out the queen</source>
        <translation>Jag fram damen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you hold no Q♠, A♠ or K♠, lead low spades. Whoever holds the queen may have to play it on a trick they lose.</source>
        <translation>Har du verken spar dame, spar ess eller spar konge, så spill ut lave spar. Den som har damen, kan bli nødt til å legge den i et stikk de taper.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch for a moon</source>
        <translation>Pass på måneskudd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If one player has taken every point so far, take a trick with a heart in it yourself. One heart costs you a point and stops the moon.</source>
        <translation>Har én spiller tatt alle poengene så langt, så ta selv et stikk med et hjerter i. Ett hjerter koster deg ett poeng og stopper måneskuddet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the jack of diamonds when it is safe</source>
        <translation>Ta ruter knekt når det er trygt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under Spar dame rules J♦ is worth −10. A trick with J♦ and no hearts is worth winning; A♦ or K♦ late in the hand often catches it.</source>
        <translation>Med Spar dame-reglene er ruter knekt verdt minus 10 poeng. Et stikk med ruter knekt og uten hjerter er verdt å ta; ruter ess eller ruter konge sent i runden fanger den ofte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count the spades</source>
        <translation>Tell sparene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once Q♠ has been played, your high spades are safe to lead and win with.</source>
        <translation>Når spar dame er spilt, er de høye sparene dine trygge å spille ut og ta stikk med.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Tips for play</source>
        <translation>Tips om spillet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hint button (H) suggests a card at any time.</source>
        <translation>Tips-knappen (H) foreslår et kort når som helst.</translation>
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
        <translation>Du spiller mot tre datamaskiner. Velg hvor godt de spiller og hvilke regler dere spiller etter; begge deler kan endres senere under Spill › Nytt spill.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computers&apos; level</source>
        <translation>Datamaskinenes nivå</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Deal the cards</source>
        <translation>&amp;Del ut kortene</translation>
    </message>
</context>
</TS>
