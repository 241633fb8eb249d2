<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AnalysisDialog</name>
    <message numerus="yes">
        <source>The Coach is grading your decisions in %n hand(s)…</source>
        <translation>
            <numerusform>The Coach is grading your decisions in %n hand…</numerusform>
            <numerusform>The Coach is grading your decisions in %n hands…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n hand(s) graded before you cancelled.</source>
        <translation>
            <numerusform>Stopped: %n hand graded before you cancelled.</numerusform>
            <numerusform>Stopped: %n hands graded before you cancelled.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) graded.</source>
        <translation>
            <numerusform>%n hand graded.</numerusform>
            <numerusform>%n hands graded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n decision</numerusform>
            <numerusform>%n decisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) skipped:</source>
        <translation>
            <numerusform>%n hand skipped:</numerusform>
            <numerusform>%n hands skipped:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoachPlurals</name>
    <message numerus="yes">
        <source>a %n-card {top} draw ({ranks}) with a pair</source>
        <translation>
            <numerusform>a %n-card {top} draw ({ranks}) with a pair</numerusform>
            <numerusform>a %n-card {top} draw ({ranks}) with a pair</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a %n-card {top} draw ({ranks})</source>
        <translation>
            <numerusform>a %n-card {top} draw ({ranks})</numerusform>
            <numerusform>a %n-card {top} draw ({ranks})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{why}, and %n low door card(s) still to act make it worse</source>
        <translation>
            <numerusform>{why}, and %n low door card still to act makes it worse</numerusform>
            <numerusform>{why}, and %n low door cards still to act make it worse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hand} is playable, but not against a completed bet with %n low door card(s) still to act</source>
        <translation>
            <numerusform>{hand} is playable, but not against a completed bet with %n low door card still to act</numerusform>
            <numerusform>{hand} is playable, but not against a completed bet with %n low door cards still to act</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ContinueDialog</name>
    <message numerus="yes">
        <source>Your stack: %1; result so far: %2 over %n hand(s).</source>
        <translation>
            <numerusform>Your stack: %1; result so far: %2 over %n hand.</numerusform>
            <numerusform>Your stack: %1; result so far: %2 over %n hands.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealerPlurals</name>
    <message numerus="yes">
        <source>Community card, the {card}: %n player(s) remain but only {left} cards are left in the deck, so one card is dealt face up in the middle and every player uses it as the seventh card</source>
        <translation>
            <numerusform>Community card, the {card}: %n player remains but only {left} cards are left in the deck, so one card is dealt face up in the middle and every player uses it as the seventh card</numerusform>
            <numerusform>Community card, the {card}: %n players remain but only {left} cards are left in the deck, so one card is dealt face up in the middle and every player uses it as the seventh card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Betting is capped: one bet and %n raise(s) are the most a round allows</source>
        <translation>
            <numerusform>Betting is capped: one bet and %n raise are the most a round allows</numerusform>
            <numerusform>Betting is capped: one bet and %n raises are the most a round allows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintPage</name>
    <message numerus="yes">
        <source>%n opponent(s)</source>
        <translation>
            <numerusform>%n opponent</numerusform>
            <numerusform>%n opponents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n low door(s)</source>
        <translation>
            <numerusform>%n low door</numerusform>
            <numerusform>%n low doors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryController</name>
    <message numerus="yes">
        <source>The hand history can be written again: %n kept hand(s) were saved to it.</source>
        <translation>
            <numerusform>The hand history can be written again: %n kept hand was saved to it.</numerusform>
            <numerusform>The hand history can be written again: %n kept hands were saved to it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Session over: %n hands, {net} chips ({bb} big bets).</source>
        <translation>
            <numerusform>Session over: %n hand, {net} chips ({bb} big bets).</numerusform>
            <numerusform>Session over: %n hands, {net} chips ({bb} big bets).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MistakesWindow</name>
    <message numerus="yes">
        <source>%n decision(s) shown</source>
        <translation>
            <numerusform>%n decision shown</numerusform>
            <numerusform>%n decisions shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n decision</numerusform>
            <numerusform>%n decisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TournamentLobby</name>
    <message numerus="yes">
        <source>in %n hand(s)</source>
        <translation>
            <numerusform>in %n hand</numerusform>
            <numerusform>in %n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n minute(s) of play</source>
        <translation>
            <numerusform>in %n minute of play</numerusform>
            <numerusform>in %n minutes of play</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TournamentResult</name>
    <message numerus="yes">
        <source>%n hand(s) played.</source>
        <translation>
            <numerusform>%n hand played.</numerusform>
            <numerusform>%n hands played.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnsavedHandsQuestion</name>
    <message numerus="yes">
        <source>%n hand(s) of this session could not be saved: neither the hand history ({file}) nor the journal beside it can be written (the disk may be full, or the folder read-only). If Razz Desktop quits now, they are lost.</source>
        <translation>
            <numerusform>%n hand of this session could not be saved: neither the hand history ({file}) nor the journal beside it can be written (the disk may be full, or the folder read-only). If Razz Desktop quits now, it is lost.</numerusform>
            <numerusform>%n hands of this session could not be saved: neither the hand history ({file}) nor the journal beside it can be written (the disk may be full, or the folder read-only). If Razz Desktop quits now, they are lost.</numerusform>
        </translation>
    </message>
</context>
</TS>
