<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>ActionBar</name>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to call {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total pot {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>betting capped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the table or press Space when you are ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are out of chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy in again to keep playing, or leave the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuy {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New session</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActionButton</name>
    <message>
        <source>Keyboard shortcut: {key}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label} (key {key})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>Bring in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bringing in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>betting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raising</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>showing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mucking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring in {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete to {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise to {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} (all-in)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>ace</source>
        <comment>rank</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deuce</source>
        <comment>rank</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <comment>rank</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <comment>rank</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <comment>rank</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <comment>rank</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven</source>
        <comment>rank</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight</source>
        <comment>rank</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine</source>
        <comment>rank</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten</source>
        <comment>rank</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack</source>
        <comment>rank</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <comment>rank</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king</source>
        <comment>rank</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deuces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4th street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5th street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6th street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7th street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>street {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wheel (5-4-3-2-A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair of {rank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two pair, {high} and {low}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three {rank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{three} full of {two}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four {rank}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>less than {amount} big bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{amount} big bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{equity} (exact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{equity} ± {margin}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three {rank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pair of {pair} with a {rank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pair of {pair} with an {rank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three cards to a {rank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three cards to an {rank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{summary}: {judgement}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a high pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pair and a high card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a small pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worse than a three-card eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a made {top} low ({ranks})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steal chance: your {rank} door is lower than every door still to act, so completing may win the antes right away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bluff chance: your board ({board}) looks better than theirs ({theirs}), so a bet can make them fold better hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{summary} ({judgement})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your opponent&apos;s likely hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>their likely hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{summary} is {judgement}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{summary} is {judgement}, not a starting hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} is playable, but not against a completed bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your door card is lower than every door still to act, so they are likely to fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} is a strong start, so make the others pay to see 4th street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>post the minimum with {summary} and see what the others do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{summary} is {judgement}, but it is ahead of what the others show here, so it is worth playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} is weak and not worth a completed bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} is weak and not worth the price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} is weak but the bring-in is cheap; let it go if it does not improve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} is ahead of what the others show, so build the pot now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} is a strong start; make the others pay to draw against it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} is a strong start, too good to fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} is playable, so see 4th street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} has about {equity} against {others}, more than your fair share of {fair}, so get more chips in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your board looks better than theirs, so a bet can win the pot now although {hand} is behind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with {hand} enough better hands fold to a bet to make it pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a call needs {needs} and {hand} has about {equity} against {others}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a call needs {needs} but {hand} has only about {equity} against {others}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} is ahead ({equity}), but a bet here would fold out the worse hands and be called by the better ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hand} has about {equity} against {others}, so take the free card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Expert values it highest here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} to steal: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action}: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason} The Expert&apos;s values put {best} {gap} higher: they expect fewer folds than a steal needs, as they do against players not yet seen folding. The steal is a deliberate exception; use it against players who fold to a completion often.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason} The Expert&apos;s values put {best} {gap} higher, too close to {action} to tell apart, so the rule of thumb decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action}: the rule of thumb says {rule_action} ({rule}), but the Expert values {best} {gap} higher here, more than its margin of error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You brought in, but {best} was worth about {cost} more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You completed, but {best} was worth about {cost} more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You folded, but {best} was worth about {cost} more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You checked, but {best} was worth about {cost} more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You called, but {best} was worth about {cost} more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You bet, but {best} was worth about {cost} more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You raised, but {best} was worth about {cost} more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You chose {chosen}, but {best} was worth about {cost} more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good: {chosen} was the Expert&apos;s choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good: {chosen} was about as good as {best} (within {within}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason} (The hint was: {hint})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason} {hint}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the coach&apos;s hint for this decision (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn. Press Hint (%1) for the coach&apos;s advice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice mode is off. Turn it on to get hints and a review after each hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coach will help when it is your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking about your decision…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coach could not work out this decision.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoachPlurals</name>
    <message numerus="yes">
        <source>a %n-card {top} draw ({ranks}) with a pair</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a %n-card {top} draw ({ranks})</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{why}, and %n low door card(s) still to act make it worse</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hand} is playable, but not against a completed bet with %n low door card(s) still to act</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Razz Desktop hit an unexpected error. The hands already played are safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The details are in the log file {path} (Help &gt; Open log folder). Please send it with a description of what you were doing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dealer</name>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You bring in: the {card} is the highest door card (aces are low)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} brings in: the {card} is the highest door card (aces are low)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the {rank} tie, and {suit} beat {suits}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have the highest door card but are all-in on the ante: the bring-in passes to {name}, the next player to the left with chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has the highest door card but is all-in on the ante: the bring-in passes to you, the next player to the left with chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has the highest door card but is all-in on the ante: the bring-in passes to {next}, the next player to the left with chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{street}: you have the lowest board ({board}) but are all-in, so {name}, next to the left, acts first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{street}: {name} has the lowest board ({board}) but is all-in, so you, next to the left, act first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{street}: {name} has the lowest board ({board}) but is all-in, so {next}, next to the left, acts first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{street}: you act first with the lowest board ({board})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{street}: {name} acts first with the lowest board ({board})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; tied with {players}, broken by the suit of the highest upcard (house rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; tied with {players}, so the player closest to the left of the button acts first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason} but folded, so the next player to the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{street}: no betting, all players but one (or all) are all-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-in for at least half a raise: it counts as a full raise and reopens the betting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-in for at least half a bet: it counts as a full bet and reopens the betting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-in for less than half a raise: not a full raise; players who already acted may only call or fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-in for less than half a bet: not a full bet; players who already acted may only call or fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odd chip to {players}: the tied winner holding the lowest card by suit (house rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odd chip to {players}: the first tied winner to the left of the button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bet was made: the first player to the left of the button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} made the last bet or raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no more betting was possible once players were all-in; {name} made the last bet, on {street}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the later betting was checked through; {name} made the last bet, on {street}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showdown: you show first ({reason}), then clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showdown: {name} shows first ({reason}), then clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot beat the hand shown: mucked automatically</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealerLog</name>
    <message>
        <source>Seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand #{n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{players} players · limits {small}/{big} · ante {ante} · bring-in {bring}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Community card: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Community card:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncalled bet of {amount} returned to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncalled bet of {amount} returned to you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} mucks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You muck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} shows {cards}: {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You show {cards}: {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won {amount} this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lost {amount} this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You broke even this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} brings in for {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You bring in for {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} completes to {to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You complete to {to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} bets {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You bet {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} raises to {to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You raise to {to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} calls {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You call {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} folds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} acts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and is all-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and are all-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (main pot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (side pot {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins {amount} with {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win {amount} with {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone antes {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} antes {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You ante {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upcards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The river card is dealt face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealerPlurals</name>
    <message numerus="yes">
        <source>Community card, the {card}: %n player(s) remain but only {left} cards are left in the deck, so one card is dealt face up in the middle and every player uses it as the seventh card</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Betting is capped: one bet and %n raise(s) are the most a round allows</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DisplayPage</name>
    <message>
        <source>Display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green, so suits are told apart at a glance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always put &amp;me at the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always put me at the bottom of the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies at the next start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the &amp;next hand automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the next hand automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When off, the next hand starts when you click Deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you go broke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you go &amp;broke:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a computer player goes broke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a &amp;computer player goes broke:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You left the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You buy in for {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table cannot deal another hand: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are out of chips: the session is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} buys in again for {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{old} leaves the table; {new} sits down with {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>
&lt;h2&gt;Razz in one page&lt;/h2&gt;
&lt;p&gt;&lt;b&gt;Lowest hand wins.&lt;/b&gt; Razz is seven-card stud played for low: each player
makes the best five-card low hand from seven cards. Aces are always low;
straights and flushes do not count. The best hand is 5-4-3-2-A, &quot;the wheel&quot;.
Pairs are bad: any hand without a pair beats any hand with one.&lt;/p&gt;
&lt;h3&gt;The deal&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;Everyone posts an &lt;b&gt;ante&lt;/b&gt;. On &lt;b&gt;3rd street&lt;/b&gt; each player gets two cards
face down and one face up (the door card).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;4th, 5th and 6th street&lt;/b&gt;: one more card face up each.
&lt;b&gt;7th street&lt;/b&gt; (the river): one card face down.&lt;/li&gt;
&lt;li&gt;If the deck runs short on 7th street, one &lt;b&gt;community card&lt;/b&gt; is dealt face
up in the middle and everyone uses it.&lt;/li&gt;
&lt;/ul&gt;
&lt;h3&gt;Who acts first&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;3rd street: the &lt;b&gt;highest&lt;/b&gt; door card must &lt;b&gt;bring in&lt;/b&gt; (a small forced bet).
Kings are highest, aces lowest; between equal ranks spades bring in before hearts,
diamonds and clubs. That player may instead &lt;b&gt;complete&lt;/b&gt; to a full small bet.&lt;/li&gt;
&lt;li&gt;From 4th street on, the player showing the &lt;b&gt;lowest board&lt;/b&gt; acts first.&lt;/li&gt;
&lt;/ul&gt;
&lt;h3&gt;Betting&lt;/h3&gt;
&lt;p&gt;Fixed limit: small bets on 3rd and 4th street, big bets on 5th, 6th and 7th.
At most one bet and three raises per round. There is no checking on 3rd street.&lt;/p&gt;
&lt;h3&gt;Showdown&lt;/h3&gt;
&lt;p&gt;The best low among the players still in wins the pot; ties split it. A player who
is all-in can win only what they matched (side pots are shown separately).&lt;/p&gt;
&lt;h3&gt;At this table&lt;/h3&gt;
&lt;p&gt;The &lt;b&gt;stud button&lt;/b&gt; sits at seat 8&apos;s place: every street is dealt starting with
the first player to its left. Your own hole cards lie face up below your upcards
(only you can see them). The dealer log on the right explains every rule as it
happens.&lt;/p&gt;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check or call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet (or whichever raise is on offer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise, or complete the bring-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S / M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show / muck at showdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause or resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Right / Ctrl+Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the table one seat clockwise / counter-clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the dealer log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-colour deck on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last hand: the previous hands of this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice mode (the Coach) on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the Coach&apos;s hint for this decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The action buttons show their key on a keycap; the keys work anywhere in the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Razz Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applications menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Razz Desktop could not be added to the applications menu: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Razz Desktop is now in your applications menu ({path}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The menu entry could not be removed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Razz Desktop was removed from your applications menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Razz Desktop was not in your applications menu.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintPage</name>
    <message>
        <source>Recommended action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the coach&apos;s recommendation for the current decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vs random hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often you win (ties shared) if the opponents&apos; unseen cards were random. ± is the margin of error (about 95%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vs likely hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same against the hands the opponents&apos; boards and betting suggest, as the Expert bot reads them. ± is the margin of error (about 95%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A call needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The equity at which calling breaks even: to call ÷ (pot + to call).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert&apos;s values (big bets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Expert bot&apos;s estimate of each action, in big bets, compared with folding now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert&apos;s values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Door cards still to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live cards you need</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ranks that would improve your low and how many of each are still unseen, counting every upcard shown this hand, folded ones included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steal or bluff note</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n opponent(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Your decision on %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the pot pays %2 to 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not playable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(seat %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still to act: %1 — %2 low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody is left to act after you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing left to improve: your low is the best it can be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 cards you need are still live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cards to come</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryController</name>
    <message>
        <source>Not even the journal beside the hand history ({journal}) can be written, so your latest hands are kept only in memory and would be lost if Razz Desktop closed now. Keep it open and free some disk space (or make the folder writable): they are written as soon as that works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The hand history can be written again: %n kept hand(s) were saved to it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Your hands are kept in {journal} and will be written to the history as soon as it can be, at the latest the next time Razz Desktop starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand history ({file}) is in use by another program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the other program (for example a database browser) to save them now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand history ({file}) cannot be written: the file or its folder is read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the file writable again (check its permissions) to save them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk holding the hand history ({file}) is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free some disk space to save them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand history ({file}) is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart Razz Desktop: it keeps the damaged file aside, starts a new one and writes your hands to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand history ({file}) was written by a newer version of Razz Desktop, and this version leaves it untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update Razz Desktop to save them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand history ({file}) cannot be written just now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that the disk is connected and the file still exists.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HouseRulesPage</name>
    <message>
        <source>The standard rules apply unless you switch on a house rule.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LastHandWindow</name>
    <message>
        <source>hidden card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(community card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(face down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins {chips} with {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mucked {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folded on {street}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins {chips} (no showdown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand #{n}  ·  {when}  ·  pot {pot}  ·  won by {winners}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you {net}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Antes: {n} players × {ante}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>community card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{amount} returned to {name} (uncalled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>muck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mucks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brings in for {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bring in for {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completes to {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>complete to {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bets {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bet {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raises to {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise to {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calls {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>call {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(all-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side pot {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split: {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won by {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(everyone else folded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contested by {seats}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Community card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck ran short on 7th street: every player used this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: net {chips}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of this session&apos;s hands, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous hand (Alt+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand (Alt+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the hand in PokerStars hand-history format (Ctrl+Shift+C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the Coach&apos;s review of this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Study mode: every player&apos;s hole cards are shown, also those of players who folded. At the table they were never seen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions street by street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pots and winners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shaded cards were dealt face down; card backs are cards nobody saw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shaded cards were dealt face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the Coach&apos;s graded review of this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No review for this hand: practice mode was off when it was played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This hand is not saved yet; it can be copied once it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This hand cannot be copied as text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand #{n} copied to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not saved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hands played in this session yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Razz {small}/{big} · ante {ante} · bring-in {bring} · {when}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Razz Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffling up and dealing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new session?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deal next hand  (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Las&amp;t hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last hand laid open: every card seen, the actions, the pots (Ctrl+H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;ractice mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Coach suggests a play at each of your decisions and reviews each hand (Ctrl+T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints a&amp;utomatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: the Coach shows its hint only when you press Hint (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every player&apos;s cards after the hand (&amp;study)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Last Hand window shows the hole cards of players who folded too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the next hand &amp;automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players who go &amp;broke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Buy in again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Are &amp;replaced by a new player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn table &amp;clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn table c&amp;ounter-clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always put &amp;me at the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer &amp;log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Razz rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder with Razz Desktop&apos;s log files, to send with a problem report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to the &amp;applications menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put Razz Desktop in your desktop&apos;s applications menu (for this user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove from the applications menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Razz Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand history: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There was a problem with the hand history file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand history: could not save or read a hand ({problem}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand is still live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand will be folded and the hand played out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session over: no hands played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session over: {hands} hands, {net} chips ({bb} big bets).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice mode on: the Coach helps at each of your decisions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice mode off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand in a moment (Space deals it now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back in the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next hand is coming.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused: press P to resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {n}, street {s}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: {state}, stack {stack}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Razz Desktop?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Close message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PracticePage</name>
    <message>
        <source>Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Practice mode: coach me while I play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game &gt; Practice mode (Ctrl+T) switches it at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At each of your decisions the Coach panel beside the table recommends an action and says why, with your chances, the pot odds and the cards still live. After each hand it grades your decisions against the Expert bot; the Last Hand window opens the review.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When to show hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;hints:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;every player&apos;s cards after the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every player&apos;s cards after the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For study: the Last Hand window then shows the hole cards of players who folded too, marked as study mode. At the table nobody&apos;s folded cards are ever shown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Graded decisions of the last hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big bets lost in this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why this grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hand reviewed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a hand in practice mode: each of your decisions is graded here when it ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broke even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand #%1: you %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big bets lost this hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No big bets lost this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You made no decisions in this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No decisions graded yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good %1 · inaccuracies %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistakes %1 · blunders %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistakes by street: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big bets lost to mistakes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stakes: {old} → {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante: {old_pct}% ({old}) → {new_pct}% ({new}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring-in: {old_pct}% ({old}) → {new_pct}% ({new}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rule &quot;{rule}&quot;: {old} → {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players: {old} → {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seat: {old} → {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting stack: {old} → {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat}: {old} → {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-colour deck: {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed: {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound: {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always put me at the bottom: {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language: applies the next time Razz Desktop starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand starts automatically: {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you go broke: {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a computer player goes broke: {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice mode: {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach&apos;s hints: {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every player&apos;s cards after the hand (study): {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat}: {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the next session: {changes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the next start: the language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In force now: {old}. {new} applies the next time Razz Desktop starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In force now: {old}. {new} applies from the next session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the desktop&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language &quot;{code}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ante {percent}% ({amount})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bring-in {percent}% ({amount})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you in seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting stacks of {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file does not hold a settings object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsupported settings version {version!r} (expected {expected}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be an object ({{...}}), not {value!r}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown setting {key!r} in {where}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a list, not {value!r}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be used: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calling station (practice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maniac (practice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random (practice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its own style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tight, passive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tight, aggressive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loose, passive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loose, aggressive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginner table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tough table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask whether to rebuy or end the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuy to the starting stack automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They buy in again for the starting stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new player takes the seat with the starting stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatically, as soon as it is your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only when I ask (Hint button, key H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cap heads-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When only two players remain in the hand, raising is unlimited instead of capped at three raises.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open pair on 4th street allows the big bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If anyone shows a pair on 4th street, the first bet may be a big bet (a seven-card stud custom).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board ties broken by suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal boards on 4th to 6th street: the lower suit of the highest upcard acts first, not the seat nearer the button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odd chip by suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a split pot the odd chip goes to the winner holding the lowest card by suit, not by seat order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-muck losing hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At showdown, hands that cannot win are mucked without asking; when off, you choose to show or muck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The values still did not fit together, so every setting was reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path} ({reason}). The change is kept for this session only; it will be lost when Razz Desktop closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings file {path} could not be used, so Razz Desktop started with the default settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some settings in your settings file {path} could not be used and were reset to the default settings (unknown names were left out): {fields}. Every other setting was kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was wrong: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was kept as {backup}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No copy of it could be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading it failed unexpectedly ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not valid JSON ({error} at line {line}, column {column}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be read ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is larger than {limit} bytes: not a settings file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a whole number, not {value!r}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be true or false, not {value!r}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown choice {value!r}; expected one of: {allowed}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a {kind} section.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a settings object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The small bet must be between {low} and {high}: the bring-in needs at least 1 chip below it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The big bet must be between {low} and {high}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The big bet must be at least the small bet ({small}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ante must be between 0% and {high}% of the small bet (never more than the small bet).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ante must be no more than the small bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bring-in must be between {low}% and {high}% of the small bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{percent}% of {small} rounds to 0 chips: the bring-in must be at least 1 chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{percent}% of {small} rounds to {chips}: the bring-in must be less than the small bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table seats {low} to {high} players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats are numbered 1 to {high}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {players} players seats 1 to {players} are used: choose one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The starting stack must be between {low} and {high}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A starting stack must cover the ante and one small bet: at least {minimum}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There must be one opponent entry for each of the {n} seats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A practice opponent plays its fixed way and takes no style.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language must be &quot;system&quot; or a code such as &quot;de&quot; or &quot;pt_BR&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed, but an ante above {sensible}% of the small bet is unusual (0-{sensible}% is the sensible range).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed, but the bring-in ({bring_in}) is smaller than the ante ({ante}): usually it is larger.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsController</name>
    <message>
        <source>Your settings could not be saved ({problem}). They apply for this session only; check that the folder {folder} can be written to.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Razz Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Razz Desktop. Choose the game you sit down to; you can change it at any time in Game &gt; Settings. Practice mode is on: the Coach suggests a play at each of your decisions and reviews each hand (Practice tab, or Ctrl+T at the table).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings sections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Display and play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put every setting back to its default; nothing is saved until you press OK.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the fields marked in red first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 was not taken.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the next session: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At once: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsPrompt</name>
    <message>
        <source>New table settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new table, stakes and house rules start with a new session. Start one now?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StakesPage</name>
    <message>
        <source>Small bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small bet in chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Small bet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big bet in chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Twice the small bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big bet is twice the small bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Big bet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante, percent of the small bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante in chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ante:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring-in, percent of the small bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring-in in chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B&amp;ring-in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed limit, one chip = one cent. The ante and the bring-in are percentages of the small bet, rounded to the nearest chip (halves up); 10-25% is usual for the ante.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hand at these stakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fixed-limit razz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the cards: every player antes %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd street: the highest door card brings in %1, or completes to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd and 4th street: bets and raises of %1, at most %2 a round (a bet and %3 raises).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5th, 6th and 7th street: bets and raises of %1, at most %2 a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Pot {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main pot {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side pot {n}: {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stud button: seat 8&apos;s place. Every street is dealt starting with the first player to its left; it breaks ties for who acts first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUTTON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAZZ  ·  {small}/{big}  ·  ante {ante}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Community card: the deck ran short on 7th street, so every player uses this card as their seventh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your hole cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Number of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Your seat:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat 1 is first to the left of the stud button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting stack in big bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Starting stack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Seat&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Level&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Style&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1 level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1 style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1: you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1 (empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= %1 big bets (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
