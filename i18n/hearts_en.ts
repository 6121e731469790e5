<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>GameOverDialog</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/dialogs/summaries.py" line="+243"/>
        <source>Winner: %1</source>
        <translation>
            <numerusform>Winner: %1</numerusform>
            <numerusform>Winners: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Loser: %1</source>
        <translation>
            <numerusform>Loser: %1</numerusform>
            <numerusform>Losers: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message numerus="yes">
        <location line="-125"/>
        <source>Next hand: pass %n card(s) %1.</source>
        <translation>
            <numerusform>Next hand: pass %n card %1.</numerusform>
            <numerusform>Next hand: pass %n cards %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PassChoice</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/pass_view.py" line="+66"/>
        <source>You pass %n card(s); put one back first.</source>
        <translation>
            <numerusform>You pass %n card; put it back first.</numerusform>
            <numerusform>You pass %n cards; put one back first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>Choose %n card(s) to pass.</source>
        <translation>
            <numerusform>Choose %n card to pass.</numerusform>
            <numerusform>Choose %n cards to pass.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>To pass: %1 · choose %n more</source>
        <translation>
            <numerusform>To pass: %1 · choose %n more</numerusform>
            <numerusform>To pass: %1 · choose %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/dialogs/review.py" line="+227"/>
        <source>%n decision(s) cost you at least one point, by Svær&apos;s reckoning:</source>
        <translation>
            <numerusform>%n decision cost you at least one point, by Svær&apos;s reckoning:</numerusform>
            <numerusform>%n decisions cost you at least one point, by Svær&apos;s reckoning:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesLine</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/dialogs/rules_line.py" line="+41"/>
        <source>%n hands</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/app/rules_page.py" line="+85"/>
        <source>%n players, each playing for themselves.</source>
        <translation>
            <numerusform>%n player, each playing for themselves.</numerusform>
            <numerusform>%n players, each playing for themselves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>All the cards are dealt one at a time, clockwise: %n cards each.</source>
        <translation>
            <numerusform>All the cards are dealt one at a time, clockwise: %n card each.</numerusform>
            <numerusform>All the cards are dealt one at a time, clockwise: %n cards each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Before every hand everyone passes %n cards to the player on their left.</source>
        <translation>
            <numerusform>Before every hand everyone passes %n card to the player on their left.</numerusform>
            <numerusform>Before every hand everyone passes %n cards to the player on their left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Before each hand everyone passes %n cards: to the left in the first hand, to the right in the second, across the table in the third, and in the fourth hand nobody passes. Then the cycle starts again.</source>
        <translation>
            <numerusform>Before each hand everyone passes %n card: to the left in the first hand, to the right in the second, across the table in the third, and in the fourth hand nobody passes. Then the cycle starts again.</numerusform>
            <numerusform>Before each hand everyone passes %n cards: to the left in the first hand, to the right in the second, across the table in the third, and in the fourth hand nobody passes. Then the cycle starts again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Before each hand everyone passes %n cards: to the left in the first hand, to the right in the second, and in the third hand nobody passes. Then the cycle starts again.</source>
        <translation>
            <numerusform>Before each hand everyone passes %n card: to the left in the first hand, to the right in the second, and in the third hand nobody passes. Then the cycle starts again.</numerusform>
            <numerusform>Before each hand everyone passes %n cards: to the left in the first hand, to the right in the second, and in the third hand nobody passes. Then the cycle starts again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+51"/>
        <source>%n points</source>
        <comment>what one card scores, in the table of points</comment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n points off</source>
        <comment>the jack of diamonds takes this many points off the total of whoever takes it</comment>
        <translation>
            <numerusform>%n point off</numerusform>
            <numerusform>%n points off</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>A hand without a moon shot gives out %n points in all, so a total can go below zero.</source>
        <translation>
            <numerusform>A hand without a moon shot gives out %n point in all, so a total can go below zero.</numerusform>
            <numerusform>A hand without a moon shot gives out %n points in all, so a total can go below zero.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>A hand without a moon shot gives out %n points in all.</source>
        <translation>
            <numerusform>A hand without a moon shot gives out %n point in all.</numerusform>
            <numerusform>A hand without a moon shot gives out %n points in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>Whoever takes all the hearts and the queen of spades in one hand shoots the moon: they score 0 for them, and every other player gets %n points.</source>
        <translation>
            <numerusform>Whoever takes all the hearts and the queen of spades in one hand shoots the moon: they score 0 for them, and every other player gets %n point.</numerusform>
            <numerusform>Whoever takes all the hearts and the queen of spades in one hand shoots the moon: they score 0 for them, and every other player gets %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Whoever takes all the hearts and the queen of spades in one hand shoots the moon: instead of scoring them, they take %n points off their own total.</source>
        <translation>
            <numerusform>Whoever takes all the hearts and the queen of spades in one hand shoots the moon: instead of scoring them, they take %n point off their own total.</numerusform>
            <numerusform>Whoever takes all the hearts and the queen of spades in one hand shoots the moon: instead of scoring them, they take %n points off their own total.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Whoever takes all the hearts and the queen of spades in one hand shoots the moon and chooses: either take %n points off their own total, or give every other player %n points.</source>
        <translation>
            <numerusform>Whoever takes all the hearts and the queen of spades in one hand shoots the moon and chooses: either take %n point off their own total, or give every other player %n point.</numerusform>
            <numerusform>Whoever takes all the hearts and the queen of spades in one hand shoots the moon and chooses: either take %n points off their own total, or give every other player %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>The game ends after the hand in which a player reaches %Ln points or more.</source>
        <translation>
            <numerusform>The game ends after the hand in which a player reaches %Ln point or more.</numerusform>
            <numerusform>The game ends after the hand in which a player reaches %Ln points or more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The player with the fewest points wins; whoever has %Ln points or more loses.</source>
        <translation>
            <numerusform>The player with the fewest points wins; whoever has %Ln point or more loses.</numerusform>
            <numerusform>The player with the fewest points wins; whoever has %Ln points or more loses.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The game ends after the hand in which a player gets more than %Ln points.</source>
        <translation>
            <numerusform>The game ends after the hand in which a player gets more than %Ln point.</numerusform>
            <numerusform>The game ends after the hand in which a player gets more than %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The player with the fewest points wins; whoever has more than %Ln points loses.</source>
        <translation>
            <numerusform>The player with the fewest points wins; whoever has more than %Ln point loses.</numerusform>
            <numerusform>The player with the fewest points wins; whoever has more than %Ln points loses.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The game ends after %n hands.</source>
        <translation>
            <numerusform>The game ends after %n hand.</numerusform>
            <numerusform>The game ends after %n hands.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableCentre</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/centre.py" line="+86"/>
        <source>Pass %n card(s) %1 to %2</source>
        <translation>
            <numerusform>Pass %n card %1 to %2</numerusform>
            <numerusform>Pass %n cards %1 to %2</numerusform>
        </translation>
    </message>
</context>
</TS>
