<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name></name>
    <message>
        <source> with {hand}</source>
        <translation> met {hand}</translation>
    </message>
    <message>
        <source>%n opponents get a card face down.</source>
        <translation>Tegenstanders die een gedekte kaart krijgen: %n.</translation>
    </message>
    <message>
        <source>%n opponents in the hand.</source>
        <translation>Tegenstanders in de hand: %n.</translation>
    </message>
    <message>
        <source>(no file)</source>
        <translation>(geen bestand)</translation>
    </message>
    <message>
        <source>, all in.</source>
        <translation>, all-in.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Community card: {card}.</source>
        <translation>Gemeenschappelijke kaart: {card}.</translation>
    </message>
    <message>
        <source>{schedule}, place {place} of {entrants}</source>
        <translation>{schedule}, plaats {place} van {entrants}</translation>
    </message>
    <message>
        <source>{schedule}, finished</source>
        <translation>{schedule}, afgelopen</translation>
    </message>
    <message>
        <source>imported, {hands}</source>
        <translation>geïmporteerd, {hands}</translation>
    </message>
    <message>
        <source>not finished, {hands}</source>
        <translation>niet afgemaakt, {hands}</translation>
    </message>
    <message>
        <source>Tournament #{id} · {when} · {ended}</source>
        <translation>Toernooi #{id} · {when} · {ended}</translation>
    </message>
    <message>
        <source>Hand #{n}</source>
        <translation>Hand #{n}</translation>
    </message>
    <message>
        <source>Practice hand</source>
        <translation>Oefenhand</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Hand voorbij</translation>
    </message>
    <message>
        <source>Hand {id} could not be read: {why}</source>
        <translation>Hand {id} kon niet worden gelezen: {why}</translation>
    </message>
    <message>
        <source>Hand {id} is no longer in the history.</source>
        <translation>Hand {id} staat niet meer in de geschiedenis.</translation>
    </message>
    <message>
        <source>Hand {n} is over.</source>
        <translation>Hand {n} is voorbij.</translation>
    </message>
    <message>
        <source>Hand {n}, {street}.</source>
        <translation>Hand {n}, {street}.</translation>
    </message>
    <message>
        <source>Import a folder of hand histories</source>
        <translation>Een map met handgeschiedenissen importeren</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import mislukt</translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>Import voltooid</translation>
    </message>
    <message>
        <source>Import hand histories</source>
        <translation>Handgeschiedenissen importeren</translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation>1 hand</translation>
    </message>
    <message>
        <source>{n} hands</source>
        <translation>{n} handen</translation>
    </message>
    <message>
        <source>1 file</source>
        <translation>1 bestand</translation>
    </message>
    <message>
        <source>{n} files</source>
        <translation>{n} bestanden</translation>
    </message>
    <message>
        <source>Imported from {site}, hand {id}</source>
        <translation>Geïmporteerd van {site}, hand {id}</translation>
    </message>
    <message>
        <source>Imported {hands} from {files}.</source>
        <translation>{hands} geïmporteerd uit {files}.</translation>
    </message>
    <message>
        <source>1 Razz hand found</source>
        <translation>1 Razz-hand gevonden</translation>
    </message>
    <message>
        <source>{n} Razz hands found</source>
        <translation>{n} Razz-handen gevonden</translation>
    </message>
    <message>
        <source>{n} already in the history (not added again)</source>
        <translation>{n} al in de geschiedenis (niet opnieuw toegevoegd)</translation>
    </message>
    <message>
        <source>1 hand of another game skipped</source>
        <translation>1 hand van een ander spel overgeslagen</translation>
    </message>
    <message>
        <source>{n} hands of other games skipped</source>
        <translation>{n} handen van andere spellen overgeslagen</translation>
    </message>
    <message>
        <source>{n} rejected: see the details</source>
        <translation>{n} geweigerd: zie de details</translation>
    </message>
    <message>
        <source>Importing hand histories</source>
        <translation>Handgeschiedenissen worden geïmporteerd</translation>
    </message>
    <message>
        <source>No action for you now.</source>
        <translation>Nu geen actie voor jou.</translation>
    </message>
    <message>
        <source>Nothing else to report.</source>
        <translation>Verder niets te melden.</translation>
    </message>
    <message>
        <source>Nothing to call.</source>
        <translation>Niets om te callen.</translation>
    </message>
    <message>
        <source>Pot {amount}.</source>
        <translation>Pot {amount}.</translation>
    </message>
    <message>
        <source>Razz {small}/{big}</source>
        <translation>Razz {small}/{big}</translation>
    </message>
    <message>
        <source>Razz {small}/{big} · ante {ante} · bring-in {bring} · {when}</source>
        <translation>Razz {small}/{big} · ante {ante} · bring-in {bring} · {when}</translation>
    </message>
    <message>
        <source>Reading {names}</source>
        <translation>{names} wordt gelezen</translation>
    </message>
    <message>
        <source>Rejected hands (file, hand, line: why):</source>
        <translation>Geweigerde handen (bestand, hand, regel: reden):</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Stoel {n}</translation>
    </message>
    <message>
        <source>Session {n}</source>
        <translation>Sessie {n}</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Stopping after the file being read…</source>
        <translation>Stopt na het bestand dat nu wordt gelezen…</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Het delen</translation>
    </message>
    <message>
        <source>The hand history could not be opened: {why}</source>
        <translation>De handgeschiedenis kon niet worden geopend: {why}</translation>
    </message>
    <message>
        <source>The hand history could not be read: {why}</source>
        <translation>De handgeschiedenis kon niet worden gelezen: {why}</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>oefening</translation>
    </message>
    <message>
        <source>The hand history is not open.</source>
        <translation>De handgeschiedenis is niet geopend.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>De hand is voorbij.</translation>
    </message>
    <message>
        <source>The hands could not be imported.</source>
        <translation>De handen konden niet worden geïmporteerd.</translation>
    </message>
    <message>
        <source>To call: {amount}.</source>
        <translation>Om te callen: {amount}.</translation>
    </message>
    <message>
        <source>You get {cards} face down.</source>
        <translation>Je krijgt {cards} gedekt.</translation>
    </message>
    <message>
        <source>You get {cards} face up.</source>
        <translation>Je krijgt {cards} open.</translation>
    </message>
    <message>
        <source>You may: {actions}.</source>
        <translation>Je kunt: {actions}.</translation>
    </message>
    <message>
        <source>You win {amount}</source>
        <translation>Jij wint {amount}</translation>
    </message>
    <message>
        <source>Your cards: down {down}; up {up}.</source>
        <translation>Je kaarten: gedekt {down}; open {up}.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Jij bent aan de beurt.</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <source>ante {ante}</source>
        <translation>ante {ante}</translation>
    </message>
    <message>
        <source>bet {amount}</source>
        <translation>inzet {amount}</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>gefold</translation>
    </message>
    <message>
        <source>hand {id}</source>
        <translation>hand {id}</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>geïmporteerd</translation>
    </message>
    <message>
        <source>line {n}</source>
        <translation>regel {n}</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>geen kaarten</translation>
    </message>
    <message>
        <source>not in this hand</source>
        <translation>niet in deze hand</translation>
    </message>
    <message>
        <source>pot {pot}</source>
        <translation>pot {pot}</translation>
    </message>
    <message>
        <source>session {n}</source>
        <translation>sessie {n}</translation>
    </message>
    <message>
        <source>showing {cards}</source>
        <translation>toont {cards}</translation>
    </message>
    <message>
        <source>shows {cards}: {hand}</source>
        <translation>toont {cards}: {hand}</translation>
    </message>
    <message>
        <source>step {n} of {count}</source>
        <translation>stap {n} van {count}</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>aan zet</translation>
    </message>
    <message>
        <source>won {amount}</source>
        <translation>won {amount}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>your hole cards {cards}</source>
        <translation>je gedekte kaarten {cards}</translation>
    </message>
    <message>
        <source>{name} gets {card}.</source>
        <translation>{name} krijgt {card}.</translation>
    </message>
    <message>
        <source>{name} to act.</source>
        <translation>{name} is aan de beurt.</translation>
    </message>
    <message>
        <source>{name} wins {amount}</source>
        <translation>{name} wint {amount}</translation>
    </message>
    <message>
        <source>{name} won {amount}.</source>
        <translation>{name} heeft {amount} gewonnen.</translation>
    </message>
    <message>
        <source>{name}, seat {seat}: stack {stack}</source>
        <translation>{name}, stoel {seat}: stack {stack}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{site} hand {id}</source>
        <translation>{site} hand {id}</translation>
    </message>
    <message>
        <source>Import cancelled: {hands} imported before it stopped.</source>
        <translation>Import geannuleerd: {hands} geïmporteerd voordat hij stopte.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Je hebt de tafel verlaten.</translation>
    </message>
    <message>
        <source>{done} of {total} files</source>
        <translation>{done} van {total} bestanden</translation>
    </message>
    <message>
        <source>{files} read, {hands} so far</source>
        <translation>{files} gelezen, tot nu toe {hands}</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Actions</source>
        <translation>Acties</translation>
    </message>
    <message>
        <source>Table status</source>
        <translation>Tafelstatus</translation>
    </message>
    <message>
        <source>{key} is not on offer here: {choices}.</source>
        <translation>{key} kan hier niet: {choices}.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jij bent aan de beurt</translation>
    </message>
    <message>
        <source>to call {amount}</source>
        <translation>{amount} om te callen</translation>
    </message>
    <message>
        <source>total pot {amount}</source>
        <translation>totale pot {amount}</translation>
    </message>
    <message>
        <source>betting capped</source>
        <translation>inzetten gecapt</translation>
    </message>
    <message>
        <source>Click the table or press Space when you are ready.</source>
        <translation>Klik op de tafel of druk op de spatiebalk als je klaar bent.</translation>
    </message>
    <message>
        <source>Deal next hand</source>
        <translation>Volgende hand delen</translation>
    </message>
    <message>
        <source>You are out of chips.</source>
        <translation>Je chips zijn op.</translation>
    </message>
    <message>
        <source>Buy in again to keep playing, or leave the table.</source>
        <translation>Koop opnieuw in om verder te spelen, of verlaat de tafel.</translation>
    </message>
    <message>
        <source>Leave table</source>
        <translation>Tafel verlaten</translation>
    </message>
    <message>
        <source>Rebuy {amount}</source>
        <translation>Rebuy {amount}</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Nieuwe sessie</translation>
    </message>
</context>
<context>
    <name>ActionButton</name>
    <message>
        <source>Space</source>
        <translation>Spatie</translation>
    </message>
    <message>
        <source>Keyboard shortcut: {key}</source>
        <translation>Sneltoets: {key}</translation>
    </message>
    <message>
        <source>{label} (key {key})</source>
        <translation>{label} (toets {key})</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>Bring in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Completeren</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Folden</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Checken</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Callen</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Inzetten</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Verhogen</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Tonen</translation>
    </message>
    <message>
        <source>Muck</source>
        <translation>Mucken</translation>
    </message>
    <message>
        <source>bringing in</source>
        <translation>de bring-in</translation>
    </message>
    <message>
        <source>completing</source>
        <translation>completeren</translation>
    </message>
    <message>
        <source>folding</source>
        <translation>folden</translation>
    </message>
    <message>
        <source>checking</source>
        <translation>checken</translation>
    </message>
    <message>
        <source>calling</source>
        <translation>callen</translation>
    </message>
    <message>
        <source>betting</source>
        <translation>inzetten</translation>
    </message>
    <message>
        <source>raising</source>
        <translation>verhogen</translation>
    </message>
    <message>
        <source>showing</source>
        <translation>tonen</translation>
    </message>
    <message>
        <source>mucking</source>
        <translation>mucken</translation>
    </message>
    <message>
        <source>Bring in {amount}</source>
        <translation>Bring-in {amount}</translation>
    </message>
    <message>
        <source>Complete to {amount}</source>
        <translation>Completeren tot {amount}</translation>
    </message>
    <message>
        <source>Call {amount}</source>
        <translation>Callen {amount}</translation>
    </message>
    <message>
        <source>Bet {amount}</source>
        <translation>Inzetten {amount}</translation>
    </message>
    <message>
        <source>Raise to {amount}</source>
        <translation>Verhogen tot {amount}</translation>
    </message>
    <message>
        <source>{action} (all-in)</source>
        <translation>{action} (all-in)</translation>
    </message>
</context>
<context>
    <name>AnalysisDialog</name>
    <message>
        <source>Analyse imported hands</source>
        <translation>Geïmporteerde handen analyseren</translation>
    </message>
    <message>
        <source>Looking for imported hands to analyse…</source>
        <translation>Geïmporteerde handen zoeken om te analyseren…</translation>
    </message>
    <message>
        <source>Hands analysed</source>
        <translation>Geanalyseerde handen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message numerus="yes">
        <source>The Coach is grading your decisions in %n hand(s)…</source>
        <translation>
            <numerusform>De coach beoordeelt je beslissingen in %n hand…</numerusform>
            <numerusform>De coach beoordeelt je beslissingen in %n handen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1 of %2 graded…</source>
        <translation>Hand %1 van %2 beoordeeld…</translation>
    </message>
    <message>
        <source>Stopping; the hands graded so far are kept…</source>
        <translation>Wordt gestopt; de al beoordeelde handen blijven bewaard…</translation>
    </message>
    <message>
        <source>No imported hand is waiting to be analysed. Import hands whose files show your cards (File &gt; Import hand histories), then analyse them.</source>
        <translation>Er wacht geen geïmporteerde hand op analyse. Importeer handen waarvan de bestanden je kaarten tonen (Bestand &gt; Handgeschiedenissen importeren) en analyseer ze dan.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n hand(s) graded before you cancelled.</source>
        <translation>
            <numerusform>Gestopt: %n hand beoordeeld voor je annuleerde.</numerusform>
            <numerusform>Gestopt: %n handen beoordeeld voor je annuleerde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) graded.</source>
        <translation>
            <numerusform>%n hand beoordeeld.</numerusform>
            <numerusform>%n handen beoordeeld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n beslissing</numerusform>
            <numerusform>%n beslissingen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 big bets lost. Game &gt; Mistakes shows them with your practice hands.</source>
        <translation>%1 big bets verloren. Spel &gt; Fouten toont ze samen met je oefenhanden.</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Hand %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) skipped:</source>
        <translation>
            <numerusform>%n hand overgeslagen:</numerusform>
            <numerusform>%n handen overgeslagen:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… en nog %n</numerusform>
            <numerusform>… en nog %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The analysis stopped: %1</source>
        <translation>De analyse is gestopt: %1</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>ace</source>
        <comment>rank</comment>
        <translation>aas</translation>
    </message>
    <message>
        <source>deuce</source>
        <comment>rank</comment>
        <translation>twee</translation>
    </message>
    <message>
        <source>three</source>
        <comment>rank</comment>
        <translation>drie</translation>
    </message>
    <message>
        <source>four</source>
        <comment>rank</comment>
        <translation>vier</translation>
    </message>
    <message>
        <source>five</source>
        <comment>rank</comment>
        <translation>vijf</translation>
    </message>
    <message>
        <source>six</source>
        <comment>rank</comment>
        <translation>zes</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>rank</comment>
        <translation>zeven</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>rank</comment>
        <translation>acht</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>rank</comment>
        <translation>negen</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>rank</comment>
        <translation>tien</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>rank</comment>
        <translation>boer</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>rank</comment>
        <translation>vrouw</translation>
    </message>
    <message>
        <source>king</source>
        <comment>rank</comment>
        <translation>koning</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>azen</translation>
    </message>
    <message>
        <source>deuces</source>
        <translation>tweeën</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>drieën</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>vieren</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>vijven</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>zessen</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>zevens</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>achten</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>negens</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tienen</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>boeren</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>vrouwen</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>koningen</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klaveren</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit}{rank}</translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation>derde straat</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>vierde straat</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>vijfde straat</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>zesde straat</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>zevende straat</translation>
    </message>
    <message>
        <source>street {n}</source>
        <translation>straat {n}</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4e</translation>
    </message>
    <message>
        <source>5th</source>
        <translation>5e</translation>
    </message>
    <message>
        <source>6th</source>
        <translation>6e</translation>
    </message>
    <message>
        <source>7th</source>
        <translation>7e</translation>
    </message>
    <message>
        <source>the wheel (5-4-3-2-A)</source>
        <translation>het wiel (5-4-3-2-A)</translation>
    </message>
    <message>
        <source>pair of {rank}</source>
        <translation>paar {rank}</translation>
    </message>
    <message>
        <source>two pair, {high} and {low}</source>
        <translation>twee paar, {high} en {low}</translation>
    </message>
    <message>
        <source>three {rank}</source>
        <translation>drie {rank}</translation>
    </message>
    <message>
        <source>{three} full of {two}</source>
        <translation>full house, {three} en {two}</translation>
    </message>
    <message>
        <source>four {rank}</source>
        <translation>vier {rank}</translation>
    </message>
</context>
<context>
    <name>ChartBox</name>
    <message>
        <source>Could not write %1</source>
        <translation>%1 kon niet worden geschreven</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-afbeeldingen (*.png)</translation>
    </message>
    <message>
        <source>Save %1 as a PNG picture</source>
        <translation>%1 opslaan als PNG-afbeelding</translation>
    </message>
    <message>
        <source>Save as PNG...</source>
        <translation>Opslaan als PNG...</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Grafiek opslaan</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>less than {amount} big bets</source>
        <translation>minder dan {amount} big bets</translation>
    </message>
    <message>
        <source>{amount} big bets</source>
        <translation>{amount} big bets</translation>
    </message>
    <message>
        <source>{equity} (exact)</source>
        <translation>{equity} (exact)</translation>
    </message>
    <message>
        <source>{equity} ± {margin}</source>
        <translation>{equity} ± {margin}</translation>
    </message>
    <message>
        <source>three {rank}</source>
        <translation>drie {rank}</translation>
    </message>
    <message>
        <source>a pair of {pair} with a {rank}</source>
        <translation>een paar {pair} met een {rank}</translation>
    </message>
    <message>
        <source>a pair of {pair} with an {rank}</source>
        <translation>een paar {pair} met een {rank}</translation>
    </message>
    <message>
        <source>three cards to a {rank}</source>
        <translation>drie kaarten tot een {rank}</translation>
    </message>
    <message>
        <source>three cards to an {rank}</source>
        <translation>drie kaarten tot een {rank}</translation>
    </message>
    <message>
        <source>the wheel ({ranks})</source>
        <translation>het wheel ({ranks})</translation>
    </message>
    <message>
        <source>a smooth {top} ({ranks})</source>
        <translation>een gladde {top} ({ranks})</translation>
    </message>
    <message>
        <source>a rough {top} ({ranks})</source>
        <translation>een ruwe {top} ({ranks})</translation>
    </message>
    <message>
        <source>a made {top}-low ({ranks})</source>
        <translation>een gemaakte {top}-low ({ranks})</translation>
    </message>
    <message>
        <source>one card to come</source>
        <translation>nog één kaart te komen</translation>
    </message>
    <message>
        <source>two cards to come</source>
        <translation>nog twee kaarten te komen</translation>
    </message>
    <message>
        <source>three cards to come</source>
        <translation>nog drie kaarten te komen</translation>
    </message>
    <message>
        <source>two to a {top}</source>
        <translation>twee tot een {top}</translation>
    </message>
    <message>
        <source>two to an {top}</source>
        <translation>twee tot een {top}</translation>
    </message>
    <message>
        <source>three to a {top}</source>
        <translation>drie tot een {top}</translation>
    </message>
    <message>
        <source>three to an {top}</source>
        <translation>drie tot een {top}</translation>
    </message>
    <message>
        <source>four to a {top}</source>
        <translation>vier tot een {top}</translation>
    </message>
    <message>
        <source>four to an {top}</source>
        <translation>vier tot een {top}</translation>
    </message>
    <message>
        <source>no low draw</source>
        <translation>geen low-draw</translation>
    </message>
    <message>
        <source>a {rank}</source>
        <translation>een {rank}</translation>
    </message>
    <message>
        <source>a pair of {rank}</source>
        <translation>een paar {rank}</translation>
    </message>
    <message>
        <source>{ranks} paired</source>
        <translation>{ranks} gepaard</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} en {second}</translation>
    </message>
    <message>
        <source>{draw} with {extras}</source>
        <translation>{draw} met {extras}</translation>
    </message>
    <message>
        <source>{hand}, {to_come}</source>
        <translation>{hand}, {to_come}</translation>
    </message>
    <message>
        <source>no low: {hand}</source>
        <translation>geen low: {hand}</translation>
    </message>
    <message>
        <source>{hand} (a made {top}-low so far: {ranks})</source>
        <translation>{hand} (tot nu toe een gemaakte {top}-low: {ranks})</translation>
    </message>
    <message>
        <source>{summary}: {judgement}</source>
        <translation>{summary}: {judgement}</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>drie gelijke</translation>
    </message>
    <message>
        <source>a high pair</source>
        <translation>een hoog paar</translation>
    </message>
    <message>
        <source>a pair and a high card</source>
        <translation>een paar en een hoge kaart</translation>
    </message>
    <message>
        <source>a small pair</source>
        <translation>een laag paar</translation>
    </message>
    <message>
        <source>worse than a three-card eight</source>
        <translation>slechter dan drie kaarten tot een 8</translation>
    </message>
    <message>
        <source>a made {top} low ({ranks})</source>
        <translation>een gemaakte {top}-low ({ranks})</translation>
    </message>
    <message>
        <source>Your last card ({rank}) pairs you: a brick.</source>
        <translation>Je laatste kaart ({rank}) paart je: een brick.</translation>
    </message>
    <message>
        <source>Your last card ({rank}) is a brick.</source>
        <translation>Je laatste kaart ({rank}) is een brick.</translation>
    </message>
    <message>
        <source>Steal chance: your {rank} door is lower than every door still to act, so completing may win the antes right away.</source>
        <translation>Stealkans: je deurkaart {rank} is lager dan elke deurkaart die nog aan de beurt komt, dus completeren kan de antes meteen winnen.</translation>
    </message>
    <message>
        <source>Bluff chance: your board ({board}) looks better than theirs ({theirs}), so a bet can make them fold better hands.</source>
        <translation>Bluffkans: je board ({board}) ziet er beter uit dan dat van hen ({theirs}), dus een inzet kan betere handen laten folden.</translation>
    </message>
    <message>
        <source>{summary} ({judgement})</source>
        <translation>{summary} ({judgement})</translation>
    </message>
    <message>
        <source>your opponent&apos;s likely hand</source>
        <translation>de waarschijnlijke hand van je tegenstander</translation>
    </message>
    <message>
        <source>their likely hands</source>
        <translation>hun waarschijnlijke handen</translation>
    </message>
    <message>
        <source>{summary} is {judgement}</source>
        <translation>{summary} is {judgement}</translation>
    </message>
    <message>
        <source>{summary} is {judgement}, not a starting hand</source>
        <translation>{summary} is {judgement}, geen starthand</translation>
    </message>
    <message>
        <source>{hand} is playable, but not against a completed bet</source>
        <translation>{hand} is speelbaar, maar niet tegen een gecompleteerde inzet</translation>
    </message>
    <message>
        <source>your door card is lower than every door still to act, so they are likely to fold</source>
        <translation>je deurkaart is lager dan elke deurkaart die nog aan de beurt komt, dus ze folden waarschijnlijk</translation>
    </message>
    <message>
        <source>{hand} is a strong start, so make the others pay to see 4th street</source>
        <translation>{hand} is een sterke start, dus laat de anderen betalen om de vierde straat te zien</translation>
    </message>
    <message>
        <source>post the minimum with {summary} and see what the others do</source>
        <translation>zet het minimum in met {summary} en kijk wat de anderen doen</translation>
    </message>
    <message>
        <source>{summary} is {judgement}, but it is ahead of what the others show here, so it is worth playing</source>
        <translation>{summary} is {judgement}, maar ligt voor op wat de anderen tonen, dus het loont om te spelen</translation>
    </message>
    <message>
        <source>{hand} is weak and not worth a completed bet</source>
        <translation>{hand} is zwak en geen gecompleteerde inzet waard</translation>
    </message>
    <message>
        <source>{hand} is weak and not worth the price</source>
        <translation>{hand} is zwak en de prijs niet waard</translation>
    </message>
    <message>
        <source>{hand} is weak but the bring-in is cheap; let it go if it does not improve</source>
        <translation>{hand} is zwak maar de bring-in is goedkoop; laat hem gaan als hij niet beter wordt</translation>
    </message>
    <message>
        <source>{hand} is ahead of what the others show, so build the pot now</source>
        <translation>{hand} ligt voor op wat de anderen tonen, dus bouw nu de pot op</translation>
    </message>
    <message>
        <source>{hand} is a strong start; make the others pay to draw against it</source>
        <translation>{hand} is een sterke start; laat de anderen betalen om ertegen te trekken</translation>
    </message>
    <message>
        <source>{hand} is a strong start, too good to fold</source>
        <translation>{hand} is een sterke start, te goed om te folden</translation>
    </message>
    <message>
        <source>{hand} is playable, so see 4th street</source>
        <translation>{hand} is speelbaar, dus bekijk de vierde straat</translation>
    </message>
    <message>
        <source>{hand} has about {equity} against {others}, more than your fair share of {fair}, so get more chips in</source>
        <translation>{hand} heeft ongeveer {equity} tegen {others}, meer dan je eerlijke deel van {fair}, dus stop er meer chips in</translation>
    </message>
    <message>
        <source>your board looks better than theirs, so a bet can win the pot now although {hand} is behind</source>
        <translation>je board ziet er beter uit dan dat van hen, dus een inzet kan de pot nu winnen hoewel {hand} achter ligt</translation>
    </message>
    <message>
        <source>with {hand} enough better hands fold to a bet to make it pay</source>
        <translation>met {hand} folden genoeg betere handen tegen een inzet om het te laten lonen</translation>
    </message>
    <message>
        <source>a call needs {needs} and {hand} has about {equity} against {others}</source>
        <translation>callen vraagt {needs} en {hand} heeft ongeveer {equity} tegen {others}</translation>
    </message>
    <message>
        <source>a call needs {needs} but {hand} has only about {equity} against {others}</source>
        <translation>callen vraagt {needs} maar {hand} heeft maar ongeveer {equity} tegen {others}</translation>
    </message>
    <message>
        <source>{hand} is ahead ({equity}), but a bet here would fold out the worse hands and be called by the better ones</source>
        <translation>{hand} ligt voor ({equity}), maar een inzet hier laat de slechtere handen folden en wordt door de betere gecalld</translation>
    </message>
    <message>
        <source>{hand} has about {equity} against {others}, so take the free card</source>
        <translation>{hand} heeft ongeveer {equity} tegen {others}, dus neem de gratis kaart</translation>
    </message>
    <message>
        <source>the Expert values it highest here</source>
        <translation>de Expert waardeert dit hier het hoogst</translation>
    </message>
    <message>
        <source>the Expert&apos;s values rank it first ({value} big bets against folding), with {hand} at about {equity} against {others}</source>
        <translation>de waarden van de Expert zetten het op de eerste plaats ({value} big bets tegenover folden), met {hand} op ongeveer {equity} tegen {others}</translation>
    </message>
    <message>
        <source>the Expert&apos;s values put every other action below folding ({other} at {value} big bets), with {hand} at about {equity} against {others}</source>
        <translation>de waarden van de Expert zetten elke andere actie onder folden ({other} op {value} big bets), met {hand} op ongeveer {equity} tegen {others}</translation>
    </message>
    <message>
        <source>a call needs {needs} now and {hand} has about {equity} against {others}, less than the price, but with {to_come} what you win on the later streets pays for it</source>
        <translation>callen vraagt nu {needs} en {hand} heeft ongeveer {equity} tegen {others}, minder dan de prijs, maar er is {to_come} en wat je op de latere straten wint betaalt het terug</translation>
    </message>
    <message>
        <source>a call needs {needs} and {hand} has about {equity} against {others}, but the bets still to come on the later streets cost more than they win back</source>
        <translation>callen vraagt {needs} en {hand} heeft ongeveer {equity} tegen {others}, maar de inzetten op de latere straten kosten meer dan ze terugwinnen</translation>
    </message>
    <message>
        <source>{hand} has about {equity} against {others}; with no card to come only better hands would call a bet</source>
        <translation>{hand} heeft ongeveer {equity} tegen {others}; zonder kaart te komen zouden alleen betere handen een inzet callen</translation>
    </message>
    <message>
        <source>{action} to steal: {why}.</source>
        <translation>{action} om te stelen: {why}.</translation>
    </message>
    <message>
        <source>{action}: {why}.</source>
        <translation>{action}: {why}.</translation>
    </message>
    <message>
        <source>{reason} Close call: {best} and {other} are within {gap} of each other, so either is fine.</source>
        <translation>{reason} Nipt: {best} en {other} liggen binnen {gap} van elkaar, beide zijn goed.</translation>
    </message>
    <message>
        <source>{reason} The rule of thumb says {rule_action} ({rule}); the Expert&apos;s values put {best} {gap} higher here.</source>
        <translation>{reason} De vuistregel zegt {rule_action} ({rule}); de waarden van de Expert zetten {best} hier {gap} hoger.</translation>
    </message>
    <message>
        <source>{reason} The Expert&apos;s values put {best} {gap} higher: they expect fewer folds than a steal needs, as they do against players not yet seen folding. The steal is a deliberate exception; use it against players who fold to a completion often.</source>
        <translation>{reason} De waarden van de Expert zetten {best} {gap} hoger: ze verwachten minder folds dan een steal nodig heeft, zoals tegen spelers die nog niet zijn zien folden. De steal is een bewuste uitzondering; gebruik hem tegen spelers die vaak folden op een completering.</translation>
    </message>
    <message>
        <source>{reason} The Expert&apos;s values put {best} {gap} higher, too close to {action} to tell apart, so the rule of thumb decides.</source>
        <translation>{reason} De waarden van de Expert zetten {best} {gap} hoger, te dicht bij {action} om het verschil te zien, dus de vuistregel beslist.</translation>
    </message>
    <message>
        <source>{action}: the rule of thumb says {rule_action} ({rule}), but the Expert values {best} {gap} higher here, more than its margin of error.</source>
        <translation>{action}: de vuistregel zegt {rule_action} ({rule}), maar de Expert waardeert {best} hier {gap} hoger, meer dan zijn foutmarge.</translation>
    </message>
    <message>
        <source>You brought in, but {best} was worth about {cost} more.</source>
        <translation>Je deed de bring-in, maar {best} was ongeveer {cost} meer waard.</translation>
    </message>
    <message>
        <source>You completed, but {best} was worth about {cost} more.</source>
        <translation>Je completeerde, maar {best} was ongeveer {cost} meer waard.</translation>
    </message>
    <message>
        <source>You folded, but {best} was worth about {cost} more.</source>
        <translation>Je foldde, maar {best} was ongeveer {cost} meer waard.</translation>
    </message>
    <message>
        <source>You checked, but {best} was worth about {cost} more.</source>
        <translation>Je checkte, maar {best} was ongeveer {cost} meer waard.</translation>
    </message>
    <message>
        <source>You called, but {best} was worth about {cost} more.</source>
        <translation>Je callde, maar {best} was ongeveer {cost} meer waard.</translation>
    </message>
    <message>
        <source>You bet, but {best} was worth about {cost} more.</source>
        <translation>Je zette in, maar {best} was ongeveer {cost} meer waard.</translation>
    </message>
    <message>
        <source>You raised, but {best} was worth about {cost} more.</source>
        <translation>Je verhoogde, maar {best} was ongeveer {cost} meer waard.</translation>
    </message>
    <message>
        <source>You chose {chosen}, but {best} was worth about {cost} more.</source>
        <translation>Je koos {chosen}, maar {best} was ongeveer {cost} meer waard.</translation>
    </message>
    <message>
        <source>Good: {chosen} was the Expert&apos;s choice.</source>
        <translation>Goed: {chosen} was de keuze van de Expert.</translation>
    </message>
    <message>
        <source>Good: {chosen} was about as good as {best} (within {within}).</source>
        <translation>Goed: {chosen} was ongeveer even goed als {best} (binnen {within}).</translation>
    </message>
    <message>
        <source>{reason} (The hint was: {hint})</source>
        <translation>{reason} (De tip was: {hint})</translation>
    </message>
    <message>
        <source>{reason} {hint}</source>
        <translation>{reason} {hint}</translation>
    </message>
    <message>
        <source>7-lows or better</source>
        <translation>7-lows of beter</translation>
    </message>
    <message>
        <source>8-lows</source>
        <translation>8-lows</translation>
    </message>
    <message>
        <source>9-lows</source>
        <translation>9-lows</translation>
    </message>
    <message>
        <source>T-lows or worse, or no low</source>
        <translation>T-lows of slechter, of geen low</translation>
    </message>
    <message>
        <source>bricked hands (three low cards or fewer)</source>
        <translation>gebrickte handen (drie lage kaarten of minder)</translation>
    </message>
    <message>
        <source>draws to a 6 or better</source>
        <translation>draws naar een 6 of beter</translation>
    </message>
    <message>
        <source>draws to a 7</source>
        <translation>draws naar een 7</translation>
    </message>
    <message>
        <source>draws to an 8</source>
        <translation>draws naar een 8</translation>
    </message>
    <message>
        <source>hands with a high card</source>
        <translation>handen met een hoge kaart</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>paren</translation>
    </message>
    <message>
        <source>{name}, {board} showing</source>
        <translation>{name}, toont {board}</translation>
    </message>
    <message>
        <source>Seat {seat}, {board} showing</source>
        <translation>Stoel {seat}, toont {board}</translation>
    </message>
    <message>
        <source>{share} {kind}</source>
        <translation>{share} {kind}</translation>
    </message>
    <message>
        <source>{who}: {range}; you have {equity} against these hands</source>
        <translation>{who}: {range}; je hebt {equity} tegen deze handen</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <source>Show &amp;hint</source>
        <translation>&amp;Tip tonen</translation>
    </message>
    <message>
        <source>Show the coach&apos;s hint for this decision (%1)</source>
        <translation>De tip van de coach voor deze beslissing tonen (%1)</translation>
    </message>
    <message>
        <source>Coach pages</source>
        <translation>Coachpagina&apos;s</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Your turn. Press Hint (%1) for the coach&apos;s advice.</source>
        <translation>Jij bent aan de beurt. Druk op Tip (%1) voor het advies van de coach.</translation>
    </message>
    <message>
        <source>Practice mode is off. Turn it on to get hints and a review after each hand.</source>
        <translation>De oefenmodus staat uit. Zet hem aan voor tips en een analyse na elke hand.</translation>
    </message>
    <message>
        <source>The coach will help when it is your turn.</source>
        <translation>De coach helpt als jij aan de beurt bent.</translation>
    </message>
    <message>
        <source>Thinking about your decision…</source>
        <translation>Denkt na over je beslissing…</translation>
    </message>
    <message>
        <source>The coach could not work out this decision.</source>
        <translation>De coach kon deze beslissing niet doorrekenen.</translation>
    </message>
    <message>
        <source>Big bets by action</source>
        <translation>Big bets per actie</translation>
    </message>
    <message>
        <source>good</source>
        <translation>goed</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>onnauwkeurig</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>fout</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>blunder</translation>
    </message>
</context>
<context>
    <name>CoachPlurals</name>
    <message numerus="yes">
        <source>a %n-card {top} draw ({ranks}) with a pair</source>
        <translation>
            <numerusform>een {top}-draw van %n kaart ({ranks}) met een paar</numerusform>
            <numerusform>een {top}-draw van %n kaarten ({ranks}) met een paar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a %n-card {top} draw ({ranks})</source>
        <translation>
            <numerusform>een {top}-draw van %n kaart ({ranks})</numerusform>
            <numerusform>een {top}-draw van %n kaarten ({ranks})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{why}, and %n low door card(s) still to act make it worse</source>
        <translation>
            <numerusform>{why}, en %n lage deurkaart die nog aan de beurt komt maakt het erger</numerusform>
            <numerusform>{why}, en %n lage deurkaarten die nog aan de beurt komen maken het erger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hand} is playable, but not against a completed bet with %n low door card(s) still to act</source>
        <translation>
            <numerusform>{hand} is speelbaar, maar niet tegen een gecompleteerde inzet met %n lage deurkaart die nog aan de beurt komt</numerusform>
            <numerusform>{hand} is speelbaar, maar niet tegen een gecompleteerde inzet met %n lage deurkaarten die nog aan de beurt komen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComparisonDialog</name>
    <message>
        <source>new cards to come</source>
        <translation>nieuwe kaarten daarna</translation>
    </message>
    <message>
        <source>the same cards to come</source>
        <translation>dezelfde kaarten daarna</translation>
    </message>
    <message>
        <source>Hand #{number} played again from your decision on {street} ({cards}).</source>
        <translation>Hand #{number} opnieuw gespeeld vanaf je beslissing op de {street} ({cards}).</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>Origineel</translation>
    </message>
    <message>
        <source>This time</source>
        <translation>Deze keer</translation>
    </message>
    <message>
        <source>Played again</source>
        <translation>Opnieuw gespeeld</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>You chose</source>
        <translation>Jouw keuze</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>Practice: this hand does not count in your session or your statistics.</source>
        <translation>Oefening: deze hand telt niet mee in je sessie of je statistieken.</translation>
    </message>
    <message>
        <source>Practice hand compared with the original</source>
        <translation>Oefenhand vergeleken met het origineel</translation>
    </message>
</context>
<context>
    <name>ContinueDialog</name>
    <message>
        <source>Continue your tournament?</source>
        <translation>Je toernooi voortzetten?</translation>
    </message>
    <message>
        <source>Continue your session?</source>
        <translation>Je sessie voortzetten?</translation>
    </message>
    <message>
        <source>Your tournament was not finished.</source>
        <translation>Je toernooi is nog niet afgelopen.</translation>
    </message>
    <message>
        <source>Your last session was not finished.</source>
        <translation>Je laatste sessie is nog niet afgelopen.</translation>
    </message>
    <message>
        <source>Razz Desktop stopped during hand #%1: that hand was not kept. The table is as it was before it, and no chip was lost.</source>
        <translation>Razz Desktop stopte tijdens hand #%1: die hand is niet bewaard. De tafel is zoals hij vóór die hand was, en er is geen fiche verloren gegaan.</translation>
    </message>
    <message>
        <source>Continue your tournament</source>
        <translation>Toernooi voortzetten</translation>
    </message>
    <message>
        <source>Continue your session</source>
        <translation>Sessie voortzetten</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Nieuwe sessie</translation>
    </message>
    <message>
        <source>Start a new session from your settings: this one is discarded</source>
        <translation>Een nieuwe sessie volgens je instellingen beginnen: deze wordt weggegooid</translation>
    </message>
    <message>
        <source>Last hand played: #%1.</source>
        <translation>Laatst gespeelde hand: #%1.</translation>
    </message>
    <message>
        <source>Level %1; %2 of %3 players left.</source>
        <translation>Niveau %1; nog %2 van %3 spelers over.</translation>
    </message>
    <message>
        <source>Your chips: %1.</source>
        <translation>Je fiches: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Your stack: %1; result so far: %2 over %n hand(s).</source>
        <translation>
            <numerusform>Je stack: %1; resultaat tot nu toe: %2 over %n hand.</numerusform>
            <numerusform>Je stack: %1; resultaat tot nu toe: %2 over %n handen.</numerusform>
        </translation>
    </message>
    <message>
        <source>At the table: %1.</source>
        <translation>Aan tafel: %1.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Opgeslagen op %1.</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <source>Something went wrong</source>
        <translation>Er ging iets mis</translation>
    </message>
    <message>
        <source>Razz Desktop hit an unexpected error. The hands already played are safe.</source>
        <translation>Razz Desktop liep tegen een onverwachte fout aan. De al gespeelde handen zijn veilig.</translation>
    </message>
    <message>
        <source>The details are in the log file {path} (Help &gt; Open log folder). Please send it with a description of what you were doing.</source>
        <translation>De details staan in het logbestand {path} (Help &gt; Logmap openen). Stuur het mee met een beschrijving van wat je aan het doen was.</translation>
    </message>
</context>
<context>
    <name>Dealer</name>
    <message>
        <source>you</source>
        <translation>jou</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} en {last}</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>stoel {n}</translation>
    </message>
    <message>
        <source>You bring in: the {card} is the highest door card (aces are low)</source>
        <translation>Jij doet de bring-in: {card} is de hoogste deurkaart (azen zijn laag)</translation>
    </message>
    <message>
        <source>{name} brings in: the {card} is the highest door card (aces are low)</source>
        <translation>{name} doet de bring-in: {card} is de hoogste deurkaart (azen zijn laag)</translation>
    </message>
    <message>
        <source>; the {rank} tie, and {suit} beat {suits}</source>
        <translation>; de {rank} staan gelijk, en {suit} gaat voor {suits}</translation>
    </message>
    <message>
        <source>You have the highest door card but are all-in on the ante: the bring-in passes to {name}, the next player to the left with chips</source>
        <translation>Jij hebt de hoogste deurkaart maar staat all-in met de ante: de bring-in gaat naar {name}, de volgende speler links met chips</translation>
    </message>
    <message>
        <source>{name} has the highest door card but is all-in on the ante: the bring-in passes to you, the next player to the left with chips</source>
        <translation>{name} heeft de hoogste deurkaart maar staat all-in met de ante: de bring-in gaat naar jou, de volgende speler links met chips</translation>
    </message>
    <message>
        <source>{name} has the highest door card but is all-in on the ante: the bring-in passes to {next}, the next player to the left with chips</source>
        <translation>{name} heeft de hoogste deurkaart maar staat all-in met de ante: de bring-in gaat naar {next}, de volgende speler links met chips</translation>
    </message>
    <message>
        <source>{street}: you have the lowest board ({board}) but are all-in, so {name}, next to the left, acts first</source>
        <translation>{street}: jij hebt het laagste board ({board}) maar staat all-in, dus {name}, de volgende links, begint</translation>
    </message>
    <message>
        <source>{street}: {name} has the lowest board ({board}) but is all-in, so you, next to the left, act first</source>
        <translation>{street}: {name} heeft het laagste board ({board}) maar staat all-in, dus jij, de volgende links, begint</translation>
    </message>
    <message>
        <source>{street}: {name} has the lowest board ({board}) but is all-in, so {next}, next to the left, acts first</source>
        <translation>{street}: {name} heeft het laagste board ({board}) maar staat all-in, dus {next}, de volgende links, begint</translation>
    </message>
    <message>
        <source>{street}: you act first with the lowest board ({board})</source>
        <translation>{street}: jij begint met het laagste board ({board})</translation>
    </message>
    <message>
        <source>{street}: {name} acts first with the lowest board ({board})</source>
        <translation>{street}: {name} begint met het laagste board ({board})</translation>
    </message>
    <message>
        <source>; tied with {players}, broken by the suit of the highest upcard (house rule)</source>
        <translation>; gelijk met {players}, beslist door de kleur van de hoogste open kaart (huisregel)</translation>
    </message>
    <message>
        <source>; tied with {players}, so the player closest to the left of the button acts first</source>
        <translation>; gelijk met {players}, dus de speler die het dichtst links van de button zit begint</translation>
    </message>
    <message>
        <source>{reason} but folded, so the next player to the left</source>
        <comment>you folded</comment>
        <translation>{reason} maar foldde, dus de volgende speler links</translation>
    </message>
    <message>
        <source>{reason} but folded, so the next player to the left</source>
        <translation>{reason} maar foldde, dus de volgende speler links</translation>
    </message>
    <message>
        <source>{street}: no betting, all players but one (or all) are all-in</source>
        <translation>{street}: geen inzetten, alle spelers op één na (of allemaal) staan all-in</translation>
    </message>
    <message>
        <source>All-in for at least half a raise: it counts as a full raise and reopens the betting</source>
        <translation>All-in voor minstens een halve verhoging: die telt als volle verhoging en opent het inzetten opnieuw</translation>
    </message>
    <message>
        <source>All-in for at least half a bet: it counts as a full bet and reopens the betting</source>
        <translation>All-in voor minstens een halve inzet: die telt als volle inzet en opent het inzetten opnieuw</translation>
    </message>
    <message>
        <source>All-in for less than half a raise: not a full raise; players who already acted may only call or fold</source>
        <translation>All-in voor minder dan een halve verhoging: geen volle verhoging; wie al aan de beurt was mag alleen callen of folden</translation>
    </message>
    <message>
        <source>All-in for less than half a bet: not a full bet; players who already acted may only call or fold</source>
        <translation>All-in voor minder dan een halve inzet: geen volle inzet; wie al aan de beurt was mag alleen callen of folden</translation>
    </message>
    <message>
        <source>Odd chip to {players}: the tied winner holding the lowest card by suit (house rule)</source>
        <translation>De oneven chip gaat naar {players}: de gelijke winnaar met de laagste kaart op kleur (huisregel)</translation>
    </message>
    <message>
        <source>Odd chip to {players}: the first tied winner to the left of the button</source>
        <translation>De oneven chip gaat naar {players}: de eerste gelijke winnaar links van de button</translation>
    </message>
    <message>
        <source>no bet was made: the first player to the left of the button</source>
        <translation>er werd niet ingezet: de eerste speler links van de button</translation>
    </message>
    <message>
        <source>you made the last bet or raise</source>
        <translation>jij deed de laatste inzet of verhoging</translation>
    </message>
    <message>
        <source>{name} made the last bet or raise</source>
        <translation>{name} deed de laatste inzet of verhoging</translation>
    </message>
    <message>
        <source>no more betting was possible once players were all-in; you made the last bet, on {street}</source>
        <translation>na de all-ins was inzetten niet meer mogelijk; jij deed de laatste inzet, op de {street}</translation>
    </message>
    <message>
        <source>no more betting was possible once players were all-in; {name} made the last bet, on {street}</source>
        <translation>na de all-ins was inzetten niet meer mogelijk; {name} deed de laatste inzet, op de {street}</translation>
    </message>
    <message>
        <source>the later betting was checked through; you made the last bet, on {street}</source>
        <translation>daarna werd alleen gecheckt; jij deed de laatste inzet, op de {street}</translation>
    </message>
    <message>
        <source>the later betting was checked through; {name} made the last bet, on {street}</source>
        <translation>daarna werd alleen gecheckt; {name} deed de laatste inzet, op de {street}</translation>
    </message>
    <message>
        <source>Showdown: you show first ({reason}), then clockwise</source>
        <translation>Showdown: jij toont eerst ({reason}), daarna met de klok mee</translation>
    </message>
    <message>
        <source>Showdown: {name} shows first ({reason}), then clockwise</source>
        <translation>Showdown: {name} toont eerst ({reason}), daarna met de klok mee</translation>
    </message>
    <message>
        <source>Cannot beat the hand shown: mucked automatically</source>
        <translation>Kan de getoonde hand niet verslaan: automatisch gemuckt</translation>
    </message>
</context>
<context>
    <name>DealerLog</name>
    <message>
        <source>Seat {n}</source>
        <translation>Stoel {n}</translation>
    </message>
    <message>
        <source>Hand #{n}</source>
        <translation>Hand #{n}</translation>
    </message>
    <message>
        <source>Practice hand</source>
        <translation>Oefenhand</translation>
    </message>
    <message>
        <source>{players} players · limits {small}/{big} · ante {ante} · bring-in {bring}</source>
        <translation>{players} spelers · limieten {small}/{big} · ante {ante} · bring-in {bring}</translation>
    </message>
    <message>
        <source>Community card: {card}</source>
        <translation>Gemeenschappelijke kaart: {card}</translation>
    </message>
    <message>
        <source>Community card:</source>
        <translation>Gemeenschappelijke kaart:</translation>
    </message>
    <message>
        <source>Uncalled bet of {amount} returned to {name}</source>
        <translation>Niet gecallde inzet van {amount} terug naar {name}</translation>
    </message>
    <message>
        <source>Uncalled bet of {amount} returned to you</source>
        <translation>Niet gecallde inzet van {amount} terug naar jou</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>{name} mucks</source>
        <translation>{name} muckt</translation>
    </message>
    <message>
        <source>You muck</source>
        <translation>Jij muckt</translation>
    </message>
    <message>
        <source>{name} shows {cards}: {hand}</source>
        <translation>{name} toont {cards}: {hand}</translation>
    </message>
    <message>
        <source>You show {cards}: {hand}</source>
        <translation>Jij toont {cards}: {hand}</translation>
    </message>
    <message>
        <source>{name} shows</source>
        <translation>{name} toont</translation>
    </message>
    <message>
        <source>You show</source>
        <translation>Jij toont</translation>
    </message>
    <message>
        <source>You won {amount} this hand.</source>
        <translation>Je hebt deze hand {amount} gewonnen.</translation>
    </message>
    <message>
        <source>You lost {amount} this hand.</source>
        <translation>Je hebt deze hand {amount} verloren.</translation>
    </message>
    <message>
        <source>You broke even this hand.</source>
        <translation>Je hebt deze hand quitte gespeeld.</translation>
    </message>
    <message>
        <source>{name} brings in for {amount}</source>
        <translation>{name} doet de bring-in voor {amount}</translation>
    </message>
    <message>
        <source>You bring in for {amount}</source>
        <translation>Jij doet de bring-in voor {amount}</translation>
    </message>
    <message>
        <source>{name} completes to {to}</source>
        <translation>{name} completeert tot {to}</translation>
    </message>
    <message>
        <source>You complete to {to}</source>
        <translation>Jij completeert tot {to}</translation>
    </message>
    <message>
        <source>{name} bets {amount}</source>
        <translation>{name} zet {amount} in</translation>
    </message>
    <message>
        <source>You bet {amount}</source>
        <translation>Jij zet {amount} in</translation>
    </message>
    <message>
        <source>{name} raises to {to}</source>
        <translation>{name} verhoogt tot {to}</translation>
    </message>
    <message>
        <source>You raise to {to}</source>
        <translation>Jij verhoogt tot {to}</translation>
    </message>
    <message>
        <source>{name} calls {amount}</source>
        <translation>{name} callt {amount}</translation>
    </message>
    <message>
        <source>You call {amount}</source>
        <translation>Jij callt {amount}</translation>
    </message>
    <message>
        <source>{name} checks</source>
        <translation>{name} checkt</translation>
    </message>
    <message>
        <source>You check</source>
        <translation>Jij checkt</translation>
    </message>
    <message>
        <source>{name} folds</source>
        <translation>{name} foldt</translation>
    </message>
    <message>
        <source>You fold</source>
        <translation>Jij foldt</translation>
    </message>
    <message>
        <source>{name} acts</source>
        <translation>{name} is aan zet</translation>
    </message>
    <message>
        <source>You act</source>
        <translation>Jij bent aan zet</translation>
    </message>
    <message>
        <source> and is all-in</source>
        <translation> en staat all-in</translation>
    </message>
    <message>
        <source> and are all-in</source>
        <translation> en staat all-in</translation>
    </message>
    <message>
        <source> (main pot)</source>
        <translation> (hoofdpot)</translation>
    </message>
    <message>
        <source> (side pot {n})</source>
        <translation> (zijpot {n})</translation>
    </message>
    <message>
        <source>{name} wins {amount} with {hand}</source>
        <translation>{name} wint {amount} met {hand}</translation>
    </message>
    <message>
        <source>You win {amount} with {hand}</source>
        <translation>Jij wint {amount} met {hand}</translation>
    </message>
    <message>
        <source>{name} wins {amount}</source>
        <translation>{name} wint {amount}</translation>
    </message>
    <message>
        <source>You win {amount}</source>
        <translation>Jij wint {amount}</translation>
    </message>
    <message>
        <source>Everyone antes {amount}</source>
        <translation>Iedereen betaalt een ante van {amount}</translation>
    </message>
    <message>
        <source>{name} antes {amount}</source>
        <translation>{name} betaalt een ante van {amount}</translation>
    </message>
    <message>
        <source>You ante {amount}</source>
        <translation>Jij betaalt een ante van {amount}</translation>
    </message>
    <message>
        <source>You are dealt</source>
        <translation>Jij krijgt</translation>
    </message>
    <message>
        <source>Upcards:</source>
        <translation>Open kaarten:</translation>
    </message>
    <message>
        <source>The river card is dealt face down.</source>
        <translation>De riverkaart wordt gedekt gedeeld.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Dealer log</source>
        <translation>Dealerlogboek</translation>
    </message>
</context>
<context>
    <name>DealerPlurals</name>
    <message numerus="yes">
        <source>Community card, the {card}: %n player(s) remain but only {left} cards are left in the deck, so one card is dealt face up in the middle and every player uses it as the seventh card</source>
        <translation>
            <numerusform>Gemeenschappelijke kaart {card}: er is nog %n speler maar er zitten maar {left} kaarten in het spel, dus één kaart wordt open in het midden gelegd en elke speler gebruikt die als zevende kaart</numerusform>
            <numerusform>Gemeenschappelijke kaart {card}: er zijn nog %n spelers maar er zitten maar {left} kaarten in het spel, dus één kaart wordt open in het midden gelegd en elke speler gebruikt die als zevende kaart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Betting is capped: one bet and %n raise(s) are the most a round allows</source>
        <translation>
            <numerusform>Het inzetten is gecapt: één inzet en %n verhoging zijn het maximum per ronde</numerusform>
            <numerusform>Het inzetten is gecapt: één inzet en %n verhogingen zijn het maximum per ronde</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DisplayPage</name>
    <message>
        <source>Display</source>
        <translation>Weergave</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierkleurig spel</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Vierkleurig spel</translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green, so suits are told apart at a glance.</source>
        <translation>Ruiten blauw en klaveren groen, zodat je de kleuren in één oogopslag uit elkaar houdt.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animatiesnelheid</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animatiesnelheid:</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Geluid</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Geluid</translation>
    </message>
    <message>
        <source>No sound device found: the table stays silent.</source>
        <translation>Geen geluidsapparaat gevonden: de tafel blijft stil.</translation>
    </message>
    <message>
        <source>Always put &amp;me at the bottom</source>
        <translation>&amp;Mij altijd onderaan zetten</translation>
    </message>
    <message>
        <source>Always put me at the bottom of the table</source>
        <translation>Mij altijd onderaan de tafel zetten</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systeemstandaard</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>applies at the next start</source>
        <translation>geldt vanaf de volgende start</translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation>Tussen de handen</translation>
    </message>
    <message>
        <source>Start the &amp;next hand automatically</source>
        <translation>De &amp;volgende hand automatisch starten</translation>
    </message>
    <message>
        <source>Start the next hand automatically</source>
        <translation>De volgende hand automatisch starten</translation>
    </message>
    <message>
        <source>When off, the next hand starts when you click Deal.</source>
        <translation>Als dit uit staat, start de volgende hand wanneer je op Delen klikt.</translation>
    </message>
    <message>
        <source>When you go broke</source>
        <translation>Als je blut bent</translation>
    </message>
    <message>
        <source>When you go &amp;broke:</source>
        <translation>Als je &amp;blut bent:</translation>
    </message>
    <message>
        <source>When a computer player goes broke</source>
        <translation>Als een computerspeler blut is</translation>
    </message>
    <message>
        <source>When a &amp;computer player goes broke:</source>
        <translation>Als een &amp;computerspeler blut is:</translation>
    </message>
    <message>
        <source>Tournament buy-in</source>
        <translation>Toernooi-buy-in</translation>
    </message>
    <message>
        <source>Play money (none)</source>
        <translation>Speelgeld (geen)</translation>
    </message>
    <message>
        <source>What Game &gt; New tournament offers as the buy-in, in chips. The statistics&apos; return on investment counts the buy-in each tournament started with.</source>
        <translation>De buy-in die Spel &gt; Nieuw toernooi voorstelt, in fiches. Het rendement in de statistieken rekent met de buy-in waarmee elk toernooi begon.</translation>
    </message>
    <message>
        <source>&amp;Tournament buy-in:</source>
        <translation>&amp;Toernooi-buy-in:</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume:</translation>
    </message>
    <message>
        <source>Light, dark or high-contrast windows, or the desktop&apos;s own colours and font size. The table&apos;s felt stays green.</source>
        <translation>Lichte, donkere of contrastrijke vensters, of de kleuren en lettergrootte van het bureaublad. Het laken van de tafel blijft groen.</translation>
    </message>
    <message>
        <source>Short sounds for the deal, each action, the pot going to the winner and your turn.</source>
        <translation>Korte geluiden bij het delen, elke actie, de pot die naar de winnaar gaat en jouw beurt.</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Geluidsvolume</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>&amp;Thema:</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thema</translation>
    </message>
</context>
<context>
    <name>DrillWindow</name>
    <message>
        <source>Drills</source>
        <translation>Oefeningen</translation>
    </message>
    <message>
        <source>All skills, weakest first</source>
        <translation>Alle vaardigheden, zwakste eerst</translation>
    </message>
    <message>
        <source>Skill to drill</source>
        <translation>Te oefenen vaardigheid</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Start a drill session</source>
        <translation>Een oefensessie starten</translation>
    </message>
    <message>
        <source>Start a session of the chosen skill (Ctrl+Enter)</source>
        <translation>Een sessie van de gekozen vaardigheid starten (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>&amp;Skill:</source>
        <translation>&amp;Vaardigheid:</translation>
    </message>
    <message>
        <source>Drill table</source>
        <translation>Oefentafel</translation>
    </message>
    <message>
        <source>Table as text</source>
        <translation>Tafel als tekst</translation>
    </message>
    <message>
        <source>Choose a skill and press Start.</source>
        <translation>Kies een vaardigheid en druk op Start.</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Volgende oefening</translation>
    </message>
    <message>
        <source>The next drill (Enter or N)</source>
        <translation>De volgende oefening (Enter of N)</translation>
    </message>
    <message>
        <source>No drill answered yet.</source>
        <translation>Nog geen oefening beantwoord.</translation>
    </message>
    <message>
        <source>&amp;Drill</source>
        <translation>&amp;Oefening</translation>
    </message>
    <message>
        <source>&amp;Progress</source>
        <translation>&amp;Voortgang</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Stoel {n}</translation>
    </message>
    <message>
        <source>Key {n}</source>
        <translation>Toets {n}</translation>
    </message>
    <message>
        <source>This spot comes back later (box {n}).</source>
        <translation>Deze situatie komt later terug (bak {n}).</translation>
    </message>
    <message>
        <source>{deck}: {right} of {answered} right ({percent}%); on {day}: {day_right} of {day_total}.</source>
        <translation>{deck}: {right} van {answered} goed ({percent}%); op {day}: {day_right} van {day_total}.</translation>
    </message>
    <message>
        <source>The drill could not be dealt or saved: {why}</source>
        <translation>De oefening kon niet worden gedeeld of bewaard: {why}</translation>
    </message>
    <message>
        <source>Dealing a drill...</source>
        <translation>Oefening wordt gedeeld...</translation>
    </message>
    <message>
        <source>This session: {right} of {asked} right</source>
        <translation>Deze sessie: {right} van {asked} goed</translation>
    </message>
</context>
<context>
    <name>Drills</name>
    <message>
        <source>Right (%)</source>
        <translation>Goed (%)</translation>
    </message>
    <message>
        <source>Progress per skill</source>
        <translation>Voortgang per vaardigheid</translation>
    </message>
    <message>
        <source>Who brings in</source>
        <translation>Wie brengt de bring-in</translation>
    </message>
    <message>
        <source>Who acts first (4th to 7th street)</source>
        <translation>Wie eerst handelt (4e tot 7e straat)</translation>
    </message>
    <message>
        <source>Read a seven-card low</source>
        <translation>Een low van zeven kaarten lezen</translation>
    </message>
    <message>
        <source>3rd street: fold, call or complete</source>
        <translation>3e straat: folden, callen of completeren</translation>
    </message>
    <message>
        <source>Steal and defend against a steal</source>
        <translation>Stelen en verdedigen tegen een steal</translation>
    </message>
    <message>
        <source>4th street after a brick</source>
        <translation>4e straat na een brick</translation>
    </message>
    <message>
        <source>5th street: made low against a draw</source>
        <translation>5e straat: gemaakte low tegen een draw</translation>
    </message>
    <message>
        <source>7th street: call or fold with the pot odds</source>
        <translation>7e straat: callen of folden met de pot odds</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Stoel {n}</translation>
    </message>
    <message>
        <source>Who brings in?</source>
        <translation>Wie brengt de bring-in?</translation>
    </message>
    <message>
        <source>Who acts first on {street}?</source>
        <translation>Wie handelt eerst op {street}?</translation>
    </message>
    <message>
        <source>Which hand wins at the showdown: {a} or {b}?</source>
        <translation>Welke hand wint bij de showdown: {a} of {b}?</translation>
    </message>
    <message>
        <source>What is {seat}&apos;s low (the best five of the seven cards)?</source>
        <translation>Wat is de low van {seat} (de beste vijf van de zeven kaarten)?</translation>
    </message>
    <message>
        <source>You are {seat} on {street}. What do you do?</source>
        <translation>Je bent {seat} op {street}. Wat doe je?</translation>
    </message>
    <message>
        <source>Split pot</source>
        <translation>Gedeelde pot</translation>
    </message>
    <message>
        <source>Right. Both {a} and {b} were accepted: too close to tell apart.</source>
        <translation>Goed. Zowel {a} als {b} werden aanvaard: te dicht bij elkaar om te onderscheiden.</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Goed.</translation>
    </message>
    <message>
        <source>Wrong: {a} or {b}.</source>
        <translation>Fout: {a} of {b}.</translation>
    </message>
    <message>
        <source>Wrong: the answer is {answer}.</source>
        <translation>Fout: het antwoord is {answer}.</translation>
    </message>
    <message>
        <source>The same low: the pot is split.</source>
        <translation>Dezelfde low: de pot wordt gedeeld.</translation>
    </message>
    <message>
        <source>The lower hand wins, compared from the highest card down: {seat}.</source>
        <translation>De laagste hand wint, vergeleken vanaf de hoogste kaart omlaag: {seat}.</translation>
    </message>
    <message>
        <source>The best five of {cards}: {five}. Pairs count against a low, so each rank plays once and the five lowest ranks make the hand.</source>
        <translation>De beste vijf van {cards}: {five}. Paren tellen tegen een low, dus elke rang speelt één keer en de vijf laagste rangen maken de hand.</translation>
    </message>
    <message>
        <source>{seat}: {cards}, best five {five}.</source>
        <translation>{seat}: {cards}, beste vijf {five}.</translation>
    </message>
    <message>
        <source>Values in big bets against folding: {figures}.</source>
        <translation>Waarden in big bets ten opzichte van folden: {figures}.</translation>
    </message>
    <message>
        <source>Pot odds: {pot} to call {call} ({odds} to 1), so a call needs {needs} equity; you have {equity} against the likely hands.</source>
        <translation>Pot odds: {pot} om {call} te callen ({odds} tegen 1), dus een call vraagt {needs} equity; je hebt {equity} tegen de waarschijnlijke handen.</translation>
    </message>
    <message>
        <source>Your equity against the likely hands: {equity}.</source>
        <translation>Je equity tegen de waarschijnlijke handen: {equity}.</translation>
    </message>
</context>
<context>
    <name>DrillsWiring</name>
    <message>
        <source>&amp;Drills…</source>
        <translation>&amp;Oefeningen…</translation>
    </message>
    <message>
        <source>Short quizzes, one spot at a time, with the answer explained (Ctrl+D)</source>
        <translation>Korte quizzen, één situatie tegelijk, met het antwoord uitgelegd (Ctrl+D)</translation>
    </message>
</context>
<context>
    <name>EquityCalculatorWindow</name>
    <message>
        <source>Equity calculator</source>
        <translation>Equity-calculator</translation>
    </message>
    <message>
        <source>Enter each hand&apos;s cards in the order they were dealt, e.g. &quot;Ah 2d 3c&quot;. Write ?? for a card that was dealt but that you did not see (a down card). Ranks A 2-9 T J Q K, suits c d h s. Dead cards are cards out of play, such as folded upcards.</source>
        <translation>Voer de kaarten van elke hand in de volgorde in waarin ze gedeeld zijn, bijv. &quot;Ah 2d 3c&quot;. Schrijf ?? voor een gedeelde kaart die je niet gezien hebt (een dichte kaart). Rangen A 2-9 T J Q K, kleuren c d h s. Dode kaarten zijn kaarten die uit het spel zijn, zoals open kaarten van wie gepast heeft.</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Handen</translation>
    </message>
    <message>
        <source>&amp;Add a hand</source>
        <translation>Hand &amp;toevoegen</translation>
    </message>
    <message>
        <source>Add a hand</source>
        <translation>Hand toevoegen</translation>
    </message>
    <message>
        <source>e.g. 4c 4d</source>
        <translation>bijv. 4c 4d</translation>
    </message>
    <message>
        <source>Dead cards</source>
        <translation>Dode kaarten</translation>
    </message>
    <message>
        <source>Random deals when sampling</source>
        <translation>Willekeurige delingen bij steekproeven</translation>
    </message>
    <message>
        <source>Used only when there are too many deals to count them all: more deals, a smaller margin</source>
        <translation>Alleen gebruikt als er te veel delingen zijn om ze allemaal te tellen: meer delingen, kleinere marge</translation>
    </message>
    <message>
        <source>random</source>
        <translation>willekeurig</translation>
    </message>
    <message>
        <source>Seed of the random deals</source>
        <translation>Seed van de willekeurige delingen</translation>
    </message>
    <message>
        <source>The same seed gives the same numbers, as the razz-equity command&apos;s --seed does</source>
        <translation>Dezelfde seed geeft dezelfde getallen, zoals --seed van het commando razz-equity</translation>
    </message>
    <message>
        <source>&amp;Dead cards:</source>
        <translation>&amp;Dode kaarten:</translation>
    </message>
    <message>
        <source>&amp;Random deals:</source>
        <translation>&amp;Willekeurige delingen:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>&amp;Calculate</source>
        <translation>&amp;Bereken</translation>
    </message>
    <message>
        <source>Calculate</source>
        <translation>Bereken</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>A&amp;nnuleren</translation>
    </message>
    <message>
        <source>Cancel the calculation</source>
        <translation>De berekening annuleren</translation>
    </message>
    <message>
        <source>Progress of the calculation</source>
        <translation>Voortgang van de berekening</translation>
    </message>
    <message>
        <source>Summary of the calculation</source>
        <translation>Samenvatting van de berekening</translation>
    </message>
    <message>
        <source>Results, one row per hand</source>
        <translation>Resultaten, één rij per hand</translation>
    </message>
    <message>
        <source>Outs of each hand</source>
        <translation>Outs van elke hand</translation>
    </message>
    <message>
        <source>e.g. Ah 2d 3c, or ?? ?? Kc</source>
        <translation>bijv. Ah 2d 3c, of ?? ?? Kc</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Hand &amp;{number}:</source>
        <translation>Hand &amp;{number}:</translation>
    </message>
    <message>
        <source>Hand {number}:</source>
        <translation>Hand {number}:</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Hand {number}</translation>
    </message>
    <message>
        <source>Remove hand {number}</source>
        <translation>Hand {number} verwijderen</translation>
    </message>
    <message>
        <source>Calculating…</source>
        <translation>Bezig met berekenen…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Geannuleerd.</translation>
    </message>
    <message>
        <source>Cannot calculate: {why}</source>
        <translation>Kan niet berekenen: {why}</translation>
    </message>
    <message>
        <source>hand {number}: “{word}” is not a card (ranks A 2-9 T J Q K, suits c d h s, e.g. Ah; ?? for an unknown card)</source>
        <translation>hand {number}: &quot;{word}&quot; is geen kaart (rangen A 2-9 T J Q K, kleuren c d h s, bijv. Ah; ?? voor een onbekende kaart)</translation>
    </message>
    <message>
        <source>dead cards: “{word}” is not a card (ranks A 2-9 T J Q K, suits c d h s, e.g. Ah)</source>
        <translation>dode kaarten: &quot;{word}&quot; is geen kaart (rangen A 2-9 T J Q K, kleuren c d h s, bijv. Ah)</translation>
    </message>
    <message>
        <source>?? cannot be a dead card: dead cards are cards you have seen</source>
        <translation>?? kan geen dode kaart zijn: dode kaarten zijn kaarten die je gezien hebt</translation>
    </message>
    <message>
        <source>the card {card} is given twice</source>
        <translation>de kaart {card} is twee keer opgegeven</translation>
    </message>
    <message>
        <source>hand {number} has {count} cards; a razz hand has at most 7</source>
        <translation>hand {number} heeft {count} kaarten; een razz-hand heeft er hoogstens 7</translation>
    </message>
    <message>
        <source>give at least two hands</source>
        <translation>geef minstens twee handen op</translation>
    </message>
    <message>
        <source>at most eight hands play at a razz table</source>
        <translation>aan een razz-tafel spelen hoogstens acht handen</translation>
    </message>
    <message>
        <source>{needed} cards are still to come but only {unseen} are left in the deck</source>
        <translation>er moeten nog {needed} kaarten komen maar er zijn er nog maar {unseen} in het spel</translation>
    </message>
    <message>
        <source>the number of random deals must be at least 2</source>
        <translation>het aantal willekeurige delingen moet minstens 2 zijn</translation>
    </message>
    <message>
        <source>(no cards)</source>
        <translation>(geen kaarten)</translation>
    </message>
    <message>
        <source>Exact: every one of {deals} possible deals was counted.</source>
        <translation>Exact: alle {deals} mogelijke delingen zijn geteld.</translation>
    </message>
    <message>
        <source>Sampled: {deals} random deals (too many to count them all); ± is the 95% margin of the equity.</source>
        <translation>Steekproef: {deals} willekeurige delingen (te veel om ze allemaal te tellen); ± is de 95%-marge van de equity.</translation>
    </message>
    <message>
        <source>The deck runs short: one shared card is every hand&apos;s seventh card.</source>
        <translation>Het spel raakt op: één gedeelde kaart is de zevende kaart van elke hand.</translation>
    </message>
    <message>
        <source>Outs: unseen cards that improve the hand&apos;s low as its next card.</source>
        <translation>Outs: ongeziene kaarten die als volgende kaart de low van de hand verbeteren.</translation>
    </message>
    <message>
        <source>Hand {number}: {cards}</source>
        <translation>Hand {number}: {cards}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Winst</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Gelijk</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <source>The hand&apos;s cards as given</source>
        <translation>De kaarten van de hand zoals opgegeven</translation>
    </message>
    <message>
        <source>How often the hand alone has the best low</source>
        <translation>Hoe vaak de hand alleen de beste low heeft</translation>
    </message>
    <message>
        <source>How often it shares the best low</source>
        <translation>Hoe vaak hij de beste low deelt</translation>
    </message>
    <message>
        <source>Its share of the pot on average: wins plus its part of ties</source>
        <translation>Zijn aandeel in de pot gemiddeld: winst plus zijn deel bij gelijkspel</translation>
    </message>
    <message>
        <source>± 95%</source>
        <translation>± 95%</translation>
    </message>
    <message>
        <source>The margin of the equity: the true value lies within it 95 times in 100</source>
        <translation>De marge van de equity: de echte waarde ligt er 95 op de 100 keer binnen</translation>
    </message>
    <message>
        <source>8-low</source>
        <translation>8-low</translation>
    </message>
    <message>
        <source>7-low</source>
        <translation>7-low</translation>
    </message>
    <message>
        <source>6-low</source>
        <translation>6-low</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Wiel</translation>
    </message>
    <message>
        <source>Outs</source>
        <translation>Outs</translation>
    </message>
    <message>
        <source>The chance of finishing with an 8-low or better</source>
        <translation>De kans om te eindigen met een 8-low of beter</translation>
    </message>
    <message>
        <source>The chance of finishing with a 7-low or better</source>
        <translation>De kans om te eindigen met een 7-low of beter</translation>
    </message>
    <message>
        <source>The chance of finishing with a 6-low or better</source>
        <translation>De kans om te eindigen met een 6-low of beter</translation>
    </message>
    <message>
        <source>The chance of finishing with the wheel, 5-4-3-2-A</source>
        <translation>De kans om te eindigen met het wiel, 5-4-3-2-A</translation>
    </message>
    <message>
        <source>Unseen cards that improve the hand&apos;s low as its next card</source>
        <translation>Ongeziene kaarten die als volgende kaart de low van de hand verbeteren</translation>
    </message>
</context>
<context>
    <name>EquityWiring</name>
    <message>
        <source>&amp;Equity calculator…</source>
        <translation>&amp;Equity-calculator…</translation>
    </message>
    <message>
        <source>Each hand&apos;s chance to win, to make an 8, 7, 6-low or the wheel, and its outs</source>
        <translation>De kans van elke hand om te winnen, een 8-, 7-, 6-low of het wiel te maken, en zijn outs</translation>
    </message>
</context>
<context>
    <name>ErrorRateChart</name>
    <message>
        <source>Error rate over time</source>
        <translation>Foutpercentage door de tijd</translation>
    </message>
    <message>
        <source>Blunders / 100</source>
        <translation>Blunders / 100</translation>
    </message>
    <message>
        <source>Big bets lost / 100</source>
        <translation>Verloren BB / 100</translation>
    </message>
    <message>
        <source>%1, from %2: %3 big bets lost and %4 blunders per 100 decisions (%5 decisions)</source>
        <translation>%1, vanaf %2: %3 verloren big bets en %4 blunders per 100 beslissingen (%5 beslissingen)</translation>
    </message>
</context>
<context>
    <name>FilterPanel</name>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Van</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Speler:</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;Tot</translation>
    </message>
    <message>
        <source>Any session</source>
        <translation>Elke sessie</translation>
    </message>
    <message>
        <source>Any site</source>
        <translation>Elke site</translation>
    </message>
    <message>
        <source>Any stakes</source>
        <translation>Alle inzetten</translation>
    </message>
    <message>
        <source>Final hand</source>
        <translation>Eindhand</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Geïmporteerd</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>No showdown</source>
        <translation>Geen showdown</translation>
    </message>
    <message>
        <source>Played and imported</source>
        <translation>Gespeeld en geïmporteerd</translation>
    </message>
    <message>
        <source>Played here</source>
        <translation>Hier gespeeld</translation>
    </message>
    <message>
        <source>Played or imported</source>
        <translation>Gespeeld of geïmporteerd</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Spelersnaam</translation>
    </message>
    <message>
        <source>Reset filters</source>
        <translation>Filters wissen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>S&amp;tarting cards:</source>
        <translation>S&amp;tartkaarten:</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sessie</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Showdown or not</source>
        <translation>Showdown of niet</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Site</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Inzetten</translation>
    </message>
    <message>
        <source>Starting cards</source>
        <translation>Startkaarten</translation>
    </message>
    <message>
        <source>Tour&amp;nament:</source>
        <translation>Toer&amp;nooi:</translation>
    </message>
    <message>
        <source>Starting cards: {why}</source>
        <translation>Startkaarten: {why}</translation>
    </message>
    <message>
        <source>Went to showdown</source>
        <translation>Naar de showdown gegaan</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Gewonnen of verloren</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Toernooi</translation>
    </message>
    <message>
        <source>Cash games and tournaments</source>
        <translation>Cashgames en toernooien</translation>
    </message>
    <message>
        <source>Cash games only</source>
        <translation>Alleen cashgames</translation>
    </message>
    <message>
        <source>Every tournament</source>
        <translation>Alle toernooien</translation>
    </message>
    <message>
        <source>e.g. A-2-3, three to an 8, a pair</source>
        <translation>bijv. A-2-3, drie tot een 8, een paar</translation>
    </message>
    <message>
        <source>you / the file&apos;s hero</source>
        <translation>jij / de held van het bestand</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <source>You buy in for {amount}.</source>
        <translation>Je koopt in voor {amount}.</translation>
    </message>
    <message>
        <source>The table cannot deal another hand: {why}</source>
        <translation>Aan de tafel kan geen nieuwe hand worden gedeeld: {why}</translation>
    </message>
    <message>
        <source>You are out of chips: the session is over.</source>
        <translation>Je chips zijn op: de sessie is voorbij.</translation>
    </message>
    <message>
        <source>{name} buys in again for {amount}.</source>
        <translation>{name} koopt opnieuw in voor {amount}.</translation>
    </message>
    <message>
        <source>{old} leaves the table; {new} sits down with {amount}.</source>
        <translation>{old} verlaat de tafel; {new} gaat zitten met {amount}.</translation>
    </message>
    <message>
        <source>Level {number}: limits {small}/{big}, ante {ante}, bring-in {bring_in}.</source>
        <translation>Niveau {number}: limieten {small}/{big}, ante {ante}, bring-in {bring_in}.</translation>
    </message>
    <message>
        <source>You are out of the tournament in place {place}.</source>
        <translation>Je ligt uit het toernooi op plaats {place}.</translation>
    </message>
    <message>
        <source>{name} is out in place {place}.</source>
        <translation>{name} ligt eruit op plaats {place}.</translation>
    </message>
</context>
<context>
    <name>HandWindow</name>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporteren…</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Afspelen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporteren</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Hand #{n}</source>
        <translation>Hand #{n}</translation>
    </message>
    <message>
        <source>Practice hand</source>
        <translation>Oefenhand</translation>
    </message>
    <message>
        <source>Imported from {file}. Cards the file never showed are card backs.</source>
        <translation>Geïmporteerd uit {file}. Kaarten die het bestand nooit toonde zijn kaartruggen.</translation>
    </message>
    <message>
        <source>Practice review</source>
        <translation>Analyse van het oefenen</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Afspelen</translation>
    </message>
    <message>
        <source>Replay the hand on the table, step by step (Ctrl+R)</source>
        <translation>De hand stap voor stap aan tafel afspelen (Ctrl+R)</translation>
    </message>
    <message>
        <source>Shaded cards were dealt face down; card backs are cards nobody saw.</source>
        <translation>Gearceerde kaarten werden gedekt gedeeld; kaartruggen zijn kaarten die niemand zag.</translation>
    </message>
    <message>
        <source>Study mode: every player&apos;s hole cards are shown, also those of players who folded.</source>
        <translation>Studiemodus: de gedekte kaarten van alle spelers worden getoond, ook van wie foldde.</translation>
    </message>
    <message>
        <source>Write the hand to a PokerStars or PHH file</source>
        <translation>De hand naar een PokerStars- of PHH-bestand schrijven</translation>
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
        <translation>
&lt;h2&gt;Razz op één pagina&lt;/h2&gt;
&lt;p&gt;&lt;b&gt;De laagste hand wint.&lt;/b&gt; Razz is seven card stud gespeeld om laag: elke speler
maakt met zeven kaarten de beste lage hand van vijf kaarten. Azen zijn altijd laag;
straights en flushes tellen niet. De beste hand is 5-4-3-2-A, „het wiel”.
Paren zijn slecht: elke hand zonder paar verslaat elke hand met een paar.&lt;/p&gt;
&lt;h3&gt;Het delen&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;Iedereen betaalt een &lt;b&gt;ante&lt;/b&gt;. Op de &lt;b&gt;derde straat&lt;/b&gt; krijgt elke speler twee kaarten
gedekt en één open (de deurkaart).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Vierde, vijfde en zesde straat&lt;/b&gt;: elk één open kaart erbij.
&lt;b&gt;Zevende straat&lt;/b&gt; (de river): één gedekte kaart.&lt;/li&gt;
&lt;li&gt;Zijn er op de zevende straat te weinig kaarten, dan wordt één &lt;b&gt;gemeenschappelijke kaart&lt;/b&gt; open
in het midden gelegd en gebruikt iedereen die.&lt;/li&gt;
&lt;/ul&gt;
&lt;h3&gt;Wie begint&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;Derde straat: de &lt;b&gt;hoogste&lt;/b&gt; deurkaart moet de &lt;b&gt;bring-in&lt;/b&gt; doen (een kleine verplichte inzet).
Koningen zijn het hoogst, azen het laagst; bij gelijke rang gaat schoppen voor harten,
ruiten en klaveren. Die speler mag in plaats daarvan &lt;b&gt;completeren&lt;/b&gt; tot een volle kleine inzet.&lt;/li&gt;
&lt;li&gt;Vanaf de vierde straat begint de speler met het &lt;b&gt;laagste board&lt;/b&gt;.&lt;/li&gt;
&lt;/ul&gt;
&lt;h3&gt;Inzetten&lt;/h3&gt;
&lt;p&gt;Fixed limit: kleine inzetten op de derde en vierde straat, grote op de vijfde, zesde en zevende.
Hoogstens één inzet en drie verhogingen per ronde. Op de derde straat kun je niet checken.&lt;/p&gt;
&lt;h3&gt;Showdown&lt;/h3&gt;
&lt;p&gt;De beste lage hand van de overgebleven spelers wint de pot; bij gelijkspel wordt gedeeld. Wie
all-in staat kan alleen winnen wat hij zelf heeft gedekt (zijpotten worden apart getoond).&lt;/p&gt;
&lt;h3&gt;Aan deze tafel&lt;/h3&gt;
&lt;p&gt;De &lt;b&gt;stud-button&lt;/b&gt; ligt op de plaats van stoel 8: elke straat wordt gedeeld vanaf de eerste
speler links ervan. Je eigen gedekte kaarten liggen open onder je open kaarten
(alleen jij ziet ze). Het dealerlogboek rechts legt elke regel uit zodra hij
geldt.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>
&lt;h3&gt;Tournaments (Game &amp;gt; New tournament)&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;Everyone starts with the same chips. The limits, ante and bring-in rise level by
level; a level lasts a number of hands or of minutes of play (the clock stops while the
game is paused), and a hand always finishes at the level it began at.&lt;/li&gt;
&lt;li&gt;A player who cannot post the ante or the bring-in posts what they have and is all-in.
A player with no chips after a hand is out and the seat closes.&lt;/li&gt;
&lt;li&gt;Players out on the same hand finish in the order of their stacks at its start; equal
stacks share the places and their prizes (odd chips to the earlier seat left of the
button).&lt;/li&gt;
&lt;li&gt;The prize pool is every player&apos;s buy-in (play money by default): 65/35 up to six
players, 50/30/20 for seven or eight, the winner alone heads-up, or your own table.&lt;/li&gt;
&lt;li&gt;Once you are out, the others play the tournament to its end at once, so the result
shows every place.&lt;/li&gt;
&lt;/ul&gt;
</source>
        <translation>
&lt;h3&gt;Toernooien (Spel &amp;gt; Nieuw toernooi)&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;Iedereen begint met evenveel fiches. De limieten, de ante en de bring-in stijgen van
niveau tot niveau; een niveau duurt een aantal handen of speelminuten (de klok staat stil
zolang het spel gepauzeerd is), en een hand eindigt altijd op het niveau waarop ze begon.&lt;/li&gt;
&lt;li&gt;Wie de ante of de bring-in niet kan betalen, zet in wat hij heeft en is all-in. Wie na
een hand geen fiches meer heeft, ligt eruit en zijn stoel gaat dicht.&lt;/li&gt;
&lt;li&gt;Wie in dezelfde hand eruit ligt, eindigt in de volgorde van zijn stack aan het begin
van die hand; gelijke stacks delen de plaatsen en hun prijzen (oneven fiches naar de
eerdere stoel links van de button).&lt;/li&gt;
&lt;li&gt;De prijzenpot is de buy-in van alle spelers (standaard speelgeld): 65/35 tot zes
spelers, 50/30/20 bij zeven of acht, heads-up alles voor de winnaar, of je eigen tabel.&lt;/li&gt;
&lt;li&gt;Lig je eruit, dan spelen de anderen het toernooi meteen uit, zodat de uitslag elke
plaats toont.&lt;/li&gt;
&lt;/ul&gt;
</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Folden</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Check or call</source>
        <translation>Checken of callen</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Bet (or whichever raise is on offer)</source>
        <translation>Inzetten (of de verhoging die mogelijk is)</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Raise, or complete the bring-in</source>
        <translation>Verhogen, of de bring-in completeren</translation>
    </message>
    <message>
        <source>I</source>
        <translation>I</translation>
    </message>
    <message>
        <source>Bring in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>S / M</source>
        <translation>S / M</translation>
    </message>
    <message>
        <source>Show / muck at showdown</source>
        <translation>Tonen / mucken bij de showdown</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spatiebalk</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>De volgende hand delen</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Pause or resume</source>
        <translation>Pauzeren of hervatten</translation>
    </message>
    <message>
        <source>Ctrl+Right / Ctrl+Left</source>
        <translation>Ctrl+Rechts / Ctrl+Links</translation>
    </message>
    <message>
        <source>Turn the table one seat clockwise / counter-clockwise</source>
        <translation>De tafel één stoel met / tegen de klok in draaien</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Show or hide the dealer log</source>
        <translation>Het dealerlogboek tonen of verbergen</translation>
    </message>
    <message>
        <source>Ctrl+4</source>
        <translation>Ctrl+4</translation>
    </message>
    <message>
        <source>Four-colour deck on or off</source>
        <translation>Vierkleurig spel aan of uit</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Last hand: the previous hands of this session</source>
        <translation>Laatste hand: de vorige handen van deze sessie</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Practice mode (the Coach) on or off</source>
        <translation>Oefenmodus (de coach) aan of uit</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>Drills: in the drill window, 1-9 answer and Enter or N deals the next</source>
        <translation>Oefeningen: in het oefenvenster antwoorden 1-9, Enter of N deelt de volgende</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Show the Coach&apos;s hint for this decision</source>
        <translation>De tip van de coach voor deze beslissing tonen</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Nieuwe sessie</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Rules summary</source>
        <translation>Overzicht van de regels</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Afsluiten</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <source>The action buttons show their key on a keycap; the keys work anywhere in the window.</source>
        <translation>De actieknoppen tonen hun toets op een kleine toetskap; de toetsen werken overal in het venster.</translation>
    </message>
    <message>
        <source>The windows, drawing and event loop; used unmodified as shared libraries you may replace</source>
        <translation>De vensters, het tekenen en de gebeurtenislus; ongewijzigd gebruikt als gedeelde bibliotheken die je kunt vervangen</translation>
    </message>
    <message>
        <source>The computer players&apos; and the Coach&apos;s equity arithmetic</source>
        <translation>De equity-berekeningen van de computerspelers en de coach</translation>
    </message>
    <message>
        <source>The statistics charts</source>
        <translation>De grafieken van de statistieken</translation>
    </message>
    <message>
        <source>Where settings and the hand log are kept</source>
        <translation>Waar de instellingen en de handgeschiedenis worden bewaard</translation>
    </message>
    <message>
        <source>Playing the table&apos;s sounds (which Razz Desktop synthesises itself)</source>
        <translation>Het afspelen van de geluiden aan tafel (die Razz Desktop zelf maakt)</translation>
    </message>
    <message>
        <source>Every text and the suit symbols</source>
        <translation>Elke tekst en de kleursymbolen</translation>
    </message>
    <message>
        <source>The interpreter and standard library (in the desktop bundle)</source>
        <translation>De interpreter en de standaardbibliotheek (in de desktopbundel)</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Bron:</translation>
    </message>
    <message>
        <source>An offline Razz (seven-card stud, lowest hand wins) game and trainer.</source>
        <translation>Een offline spel en trainer voor razz (seven card stud, de laagste hand wint).</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licentie</translation>
    </message>
    <message>
        <source>Razz Desktop is free software under the MIT licence:</source>
        <translation>Razz Desktop is vrije software onder de MIT-licentie:</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Met dank aan</translation>
    </message>
    <message>
        <source>Written by the Razz Desktop developers. The rules follow the project&apos;s rule book, compiled from German, Italian and Dutch sources. Card faces are drawn by the program.</source>
        <translation>Geschreven door de ontwikkelaars van Razz Desktop. De regels volgen het regelboek van het project, samengesteld uit Duitse, Italiaanse en Nederlandse bronnen. De kaartafbeeldingen tekent het programma zelf.</translation>
    </message>
    <message>
        <source>Third-party software</source>
        <translation>Software van derden</translation>
    </message>
    <message>
        <source>Razz Desktop is built with the following software, under their licences. The full texts are in THIRD-PARTY-NOTICES.md and the licenses folder of the desktop bundle, or in the installed packages&apos; metadata.</source>
        <translation>Razz Desktop is gebouwd met de volgende software, onder hun licenties. De volledige teksten staan in THIRD-PARTY-NOTICES.md en de map licenses van de desktopbundel, of in de metadata van de geïnstalleerde pakketten.</translation>
    </message>
    <message>
        <source>About Razz Desktop</source>
        <translation>Over Razz Desktop</translation>
    </message>
    <message>
        <source>Applications menu</source>
        <translation>Toepassingsmenu</translation>
    </message>
    <message>
        <source>Razz Desktop could not be added to the applications menu: {error}</source>
        <translation>Razz Desktop kon niet aan het toepassingsmenu worden toegevoegd: {error}</translation>
    </message>
    <message>
        <source>Razz Desktop is now in your applications menu ({path}).</source>
        <translation>Razz Desktop staat nu in je toepassingsmenu ({path}).</translation>
    </message>
    <message>
        <source>The menu entry could not be removed: {error}</source>
        <translation>Het menu-item kon niet worden verwijderd: {error}</translation>
    </message>
    <message>
        <source>Razz Desktop was removed from your applications menu.</source>
        <translation>Razz Desktop is uit je toepassingsmenu verwijderd.</translation>
    </message>
    <message>
        <source>Razz Desktop was not in your applications menu.</source>
        <translation>Razz Desktop stond niet in je toepassingsmenu.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <source>Go to the table as text (a line per seat)</source>
        <translation>Naar de tafel als tekst (één regel per stoel)</translation>
    </message>
    <message>
        <source>Move between the action buttons and the panels / press the focused button</source>
        <translation>Tussen de actieknoppen en de panelen gaan / de knop met de focus indrukken</translation>
    </message>
    <message>
        <source>Read the Coach&apos;s advice aloud again</source>
        <translation>Het advies van de coach opnieuw voorlezen</translation>
    </message>
    <message>
        <source>Read the situation aloud again (screen reader)</source>
        <translation>De situatie opnieuw voorlezen (schermlezer)</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Tab / Enter</source>
        <translation>Tab / Enter</translation>
    </message>
</context>
<context>
    <name>HintPage</name>
    <message>
        <source>Recommended action</source>
        <translation>Aanbevolen actie</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Waarom</translation>
    </message>
    <message>
        <source>Hint (%1)</source>
        <translation>Tip (%1)</translation>
    </message>
    <message>
        <source>Show hint</source>
        <translation>Tip tonen</translation>
    </message>
    <message>
        <source>Shows the coach&apos;s recommendation for the current decision</source>
        <translation>Toont het advies van de coach voor de huidige beslissing</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Jouw hand</translation>
    </message>
    <message>
        <source>Your chances</source>
        <translation>Jouw kansen</translation>
    </message>
    <message>
        <source>vs random hands</source>
        <translation>tegen willekeurige handen</translation>
    </message>
    <message>
        <source>How often you win (ties shared) if the opponents&apos; unseen cards were random. ± is the margin of error (about 95%).</source>
        <translation>Hoe vaak je wint (gelijkspel gedeeld) als de onzichtbare kaarten van de tegenstanders willekeurig waren. ± is de foutmarge (ongeveer 95%).</translation>
    </message>
    <message>
        <source>vs likely hands</source>
        <translation>tegen waarschijnlijke handen</translation>
    </message>
    <message>
        <source>The same against the hands the opponents&apos; boards and betting suggest, as the Expert bot reads them. ± is the margin of error (about 95%).</source>
        <translation>Hetzelfde tegen de handen die de boards en inzetten van de tegenstanders doen vermoeden, zoals de Expert-bot ze leest. ± is de foutmarge (ongeveer 95%).</translation>
    </message>
    <message>
        <source>The price</source>
        <translation>De prijs</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>To call</source>
        <translation>Om te callen</translation>
    </message>
    <message>
        <source>A call needs</source>
        <translation>Callen vraagt</translation>
    </message>
    <message>
        <source>The equity at which calling breaks even: to call ÷ (pot + to call).</source>
        <translation>De equity waarbij callen quitte speelt: om te callen ÷ (pot + om te callen).</translation>
    </message>
    <message>
        <source>Expert&apos;s values (big bets)</source>
        <translation>Waarden van de Expert (big bets)</translation>
    </message>
    <message>
        <source>The Expert bot&apos;s estimate of each action, in big bets, compared with folding now.</source>
        <translation>De schatting van de Expert-bot voor elke actie, in big bets, vergeleken met nu folden.</translation>
    </message>
    <message>
        <source>Expert&apos;s values</source>
        <translation>Waarden van de Expert</translation>
    </message>
    <message>
        <source>Starting hand</source>
        <translation>Starthand</translation>
    </message>
    <message>
        <source>Door cards still to act</source>
        <translation>Deurkaarten die nog aan de beurt komen</translation>
    </message>
    <message>
        <source>Likely hands</source>
        <translation>Waarschijnlijke handen</translation>
    </message>
    <message>
        <source>What each opponent probably holds, as the Expert reads his upcards and betting, and your chances against those hands alone.</source>
        <translation>Wat elke tegenstander waarschijnlijk heeft, zoals de Expert zijn open kaarten en inzetten leest, en je kansen tegen alleen die handen.</translation>
    </message>
    <message>
        <source>Live cards</source>
        <translation>Levende kaarten</translation>
    </message>
    <message>
        <source>Live cards you need</source>
        <translation>Levende kaarten die je nodig hebt</translation>
    </message>
    <message>
        <source>The ranks that would improve your low and how many of each are still unseen, counting every upcard shown this hand, folded ones included.</source>
        <translation>De rangen die je low zouden verbeteren en hoeveel van elk nog niet gezien zijn, met elke open kaart van deze hand meegeteld, ook die van spelers die foldden.</translation>
    </message>
    <message>
        <source>Steal or bluff note</source>
        <translation>Notitie over steal of bluf</translation>
    </message>
    <message numerus="yes">
        <source>%n opponent(s)</source>
        <translation>
            <numerusform>%n tegenstander</numerusform>
            <numerusform>%n tegenstanders</numerusform>
        </translation>
    </message>
    <message>
        <source>Your decision on %1 · %2</source>
        <translation>Jouw beslissing op de %1 · %2</translation>
    </message>
    <message>
        <source>You have %1.</source>
        <translation>Je hebt %1.</translation>
    </message>
    <message>
        <source>%1 (the pot pays %2 to 1)</source>
        <translation>%1 (de pot betaalt %2 tegen 1)</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>sterk</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>speelbaar</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>zwak</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>niet speelbaar</translation>
    </message>
    <message>
        <source>(seat %1)</source>
        <translation>(stoel %1)</translation>
    </message>
    <message>
        <source>no low door</source>
        <translation>geen lage deurkaart</translation>
    </message>
    <message numerus="yes">
        <source>%n low door(s)</source>
        <translation>
            <numerusform>%n lage deurkaart</numerusform>
            <numerusform>%n lage deurkaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>Still to act after you: %1 — %2</source>
        <translation>Na jou nog aan de beurt: %1 — %2</translation>
    </message>
    <message>
        <source>If you complete or raise, these must answer it: %1</source>
        <translation>Als je completeert of raiset, moeten deze antwoorden: %1</translation>
    </message>
    <message>
        <source>Nobody is left to act after you.</source>
        <translation>Na jou komt niemand meer aan de beurt.</translation>
    </message>
    <message>
        <source>you: %1</source>
        <translation>jij: %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Stoel %1</translation>
    </message>
    <message>
        <source>Nothing left to improve: your low is the best it can be.</source>
        <translation>Niets meer te verbeteren: je low is zo goed als hij kan zijn.</translation>
    </message>
    <message>
        <source>%1 of %2 cards you need are still live</source>
        <translation>%1 van de %2 kaarten die je nodig hebt leven nog</translation>
    </message>
    <message>
        <source>no cards to come</source>
        <translation>geen kaarten meer te komen</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Levend</translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message>
        <source>3rd street</source>
        <translation>Derde straat</translation>
    </message>
    <message>
        <source>Big bets</source>
        <translation>Big bets</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>(%n hand(s))</source>
        <translation>(handen: %n)</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sessie</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Site / hand id</source>
        <translation>Site / hand-id</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Inzetten</translation>
    </message>
    <message>
        <source>Winning hand</source>
        <translation>Winnende hand</translation>
    </message>
</context>
<context>
    <name>HistoryController</name>
    <message>
        <source>Not even the journal beside the hand history ({journal}) can be written, so your latest hands are kept only in memory and would be lost if Razz Desktop closed now. Keep it open and free some disk space (or make the folder writable): they are written as soon as that works.</source>
        <translation>Zelfs het journaal naast de handgeschiedenis ({journal}) kan niet worden geschreven, dus je laatste handen staan alleen in het geheugen en gaan verloren als Razz Desktop nu sluit. Laat het open en maak schijfruimte vrij (of maak de map beschrijfbaar): ze worden geschreven zodra dat lukt.</translation>
    </message>
    <message numerus="yes">
        <source>The hand history can be written again: %n kept hand(s) were saved to it.</source>
        <translation>
            <numerusform>De handgeschiedenis kan weer worden geschreven: %n bewaarde hand is opgeslagen.</numerusform>
            <numerusform>De handgeschiedenis kan weer worden geschreven: %n bewaarde handen zijn opgeslagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hands are kept in {journal} and will be written to the history as soon as it can be, at the latest the next time Razz Desktop starts.</source>
        <translation>Je handen worden bewaard in {journal} en in de geschiedenis geschreven zodra dat kan, uiterlijk bij de volgende start van Razz Desktop.</translation>
    </message>
    <message>
        <source>The hand history ({file}) is in use by another program.</source>
        <translation>De handgeschiedenis ({file}) wordt door een ander programma gebruikt.</translation>
    </message>
    <message>
        <source>Close the other program (for example a database browser) to save them now.</source>
        <translation>Sluit het andere programma (bijvoorbeeld een databasebrowser) om ze nu op te slaan.</translation>
    </message>
    <message>
        <source>The hand history ({file}) cannot be written: the file or its folder is read-only.</source>
        <translation>De handgeschiedenis ({file}) kan niet worden geschreven: het bestand of de map is alleen-lezen.</translation>
    </message>
    <message>
        <source>Make the file writable again (check its permissions) to save them.</source>
        <translation>Maak het bestand weer beschrijfbaar (controleer de rechten) om ze op te slaan.</translation>
    </message>
    <message>
        <source>The disk holding the hand history ({file}) is full.</source>
        <translation>De schijf met de handgeschiedenis ({file}) is vol.</translation>
    </message>
    <message>
        <source>Free some disk space to save them.</source>
        <translation>Maak schijfruimte vrij om ze op te slaan.</translation>
    </message>
    <message>
        <source>The hand history ({file}) is damaged.</source>
        <translation>De handgeschiedenis ({file}) is beschadigd.</translation>
    </message>
    <message>
        <source>Restart Razz Desktop: it keeps the damaged file aside, starts a new one and writes your hands to it.</source>
        <translation>Start Razz Desktop opnieuw: het legt het beschadigde bestand opzij, begint een nieuw en schrijft je handen daarin.</translation>
    </message>
    <message>
        <source>The hand history ({file}) was written by a newer version of Razz Desktop, and this version leaves it untouched.</source>
        <translation>De handgeschiedenis ({file}) is geschreven door een nieuwere versie van Razz Desktop, en deze versie laat hem ongemoeid.</translation>
    </message>
    <message>
        <source>Update Razz Desktop to save them.</source>
        <translation>Werk Razz Desktop bij om ze op te slaan.</translation>
    </message>
    <message>
        <source>The hand history ({file}) cannot be written just now.</source>
        <translation>De handgeschiedenis ({file}) kan op dit moment niet worden geschreven.</translation>
    </message>
    <message>
        <source>Check that the disk is connected and the file still exists.</source>
        <translation>Controleer of de schijf is aangesloten en het bestand nog bestaat.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>%n hand(s)</source>
        <translation>Handen: %n</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Openen</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Afspelen</translation>
    </message>
    <message>
        <source>10-low or better</source>
        <translation>10-low of beter</translation>
    </message>
    <message>
        <source>6-low or better</source>
        <translation>6-low of beter</translation>
    </message>
    <message>
        <source>7-low or better</source>
        <translation>7-low of beter</translation>
    </message>
    <message>
        <source>8-low or better</source>
        <translation>8-low of beter</translation>
    </message>
    <message>
        <source>9-low or better</source>
        <translation>9-low of beter</translation>
    </message>
    <message>
        <source>A wheel (5-low)</source>
        <translation>Een wiel (5-low)</translation>
    </message>
    <message>
        <source>Any final hand</source>
        <translation>Elke eindhand</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Export &amp;all shown…</source>
        <translation>&amp;Alle getoonde exporteren…</translation>
    </message>
    <message>
        <source>Export &amp;selected…</source>
        <translation>&amp;Geselecteerde exporteren…</translation>
    </message>
    <message>
        <source>Anal&amp;yse hands…</source>
        <translation>Handen anal&amp;yseren…</translation>
    </message>
    <message>
        <source>The Coach grades your decisions in imported hands, as in practice (Game &gt; Mistakes shows them)</source>
        <translation>De coach beoordeelt je beslissingen in geïmporteerde handen, zoals bij het oefenen (Spel &gt; Fouten toont ze)</translation>
    </message>
    <message>
        <source>Analyse the selected hands</source>
        <translation>Geselecteerde handen analyseren</translation>
    </message>
    <message>
        <source>Analyse every imported hand not analysed yet</source>
        <translation>Alle nog niet geanalyseerde geïmporteerde handen analyseren</translation>
    </message>
    <message>
        <source>No hands yet. Play a hand, or bring in your hands from other sites with File &gt; Import hand histories…</source>
        <translation>Nog geen handen. Speel een hand, of haal je handen van andere sites binnen met Bestand &gt; Handgeschiedenissen importeren…</translation>
    </message>
    <message>
        <source>No hands match these filters.</source>
        <translation>Geen handen passen bij deze filters.</translation>
    </message>
    <message>
        <source>Exporting {what} to {path}…</source>
        <translation>{what} wordt geëxporteerd naar {path}…</translation>
    </message>
    <message>
        <source>Fix the starting cards filter first.</source>
        <translation>Verbeter eerst het filter voor de startkaarten.</translation>
    </message>
    <message>
        <source>Hand History</source>
        <translation>Handgeschiedenis</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Handen</translation>
    </message>
    <message>
        <source>Hide filters</source>
        <translation>Filters verbergen</translation>
    </message>
    <message>
        <source>J-low or better</source>
        <translation>J-low of beter</translation>
    </message>
    <message>
        <source>K-low or better</source>
        <translation>K-low of beter</translation>
    </message>
    <message>
        <source>No hands to export: the filters let none through.</source>
        <translation>Geen handen om te exporteren: de filters laten er geen door.</translation>
    </message>
    <message>
        <source>Q-low or better</source>
        <translation>Q-low of beter</translation>
    </message>
    <message>
        <source>Replay the hand on the table (Ctrl+R)</source>
        <translation>De hand aan tafel afspelen (Ctrl+R)</translation>
    </message>
    <message>
        <source>Show filters</source>
        <translation>Filters tonen</translation>
    </message>
    <message>
        <source>Show or hide the filters (Ctrl+F)</source>
        <translation>Filters tonen of verbergen (Ctrl+F)</translation>
    </message>
    <message>
        <source>Show the hand street by street (Enter)</source>
        <translation>De hand straat voor straat tonen (Enter)</translation>
    </message>
    <message>
        <source>Write every hand the filters let through to a file</source>
        <translation>Elke hand die de filters doorlaten naar een bestand schrijven</translation>
    </message>
    <message>
        <source>Write the selected hands to a PokerStars or PHH file</source>
        <translation>De geselecteerde handen naar een PokerStars- of PHH-bestand schrijven</translation>
    </message>
    <message>
        <source>Exported {what} to {path}.</source>
        <translation>{what} geëxporteerd naar {path}.</translation>
    </message>
</context>
<context>
    <name>HouseRulesPage</name>
    <message>
        <source>The standard rules apply unless you switch on a house rule.</source>
        <translation>De standaardregels gelden, tenzij je een huisregel inschakelt.</translation>
    </message>
</context>
<context>
    <name>LastHandWindow</name>
    <message>
        <source>hidden card</source>
        <translation>verborgen kaart</translation>
    </message>
    <message>
        <source>(community card)</source>
        <translation>(gemeenschappelijke kaart)</translation>
    </message>
    <message>
        <source>(face down)</source>
        <translation>(gedekt)</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>geen kaarten</translation>
    </message>
    <message>
        <source>Wins {chips} with {hand}</source>
        <translation>Wint {chips} met {hand}</translation>
    </message>
    <message>
        <source>Shows {hand}</source>
        <translation>Toont {hand}</translation>
    </message>
    <message>
        <source>Mucked {hand}</source>
        <translation>Muckte {hand}</translation>
    </message>
    <message>
        <source>Folded on {street}</source>
        <translation>Gefold op de {street}</translation>
    </message>
    <message>
        <source>Wins {chips} (no showdown)</source>
        <translation>Wint {chips} (geen showdown)</translation>
    </message>
    <message>
        <source>Hand #{n}  ·  {when}  ·  pot {pot}  ·  won by {winners}</source>
        <translation>Hand #{n}  ·  {when}  ·  pot {pot}  ·  gewonnen door {winners}</translation>
    </message>
    <message>
        <source>Practice hand</source>
        <translation>Oefenhand</translation>
    </message>
    <message>
        <source>you {net}</source>
        <translation>jij {net}</translation>
    </message>
    <message>
        <source>Antes: {n} players × {ante}</source>
        <translation>Antes: {n} spelers × {ante}</translation>
    </message>
    <message>
        <source>community card</source>
        <translation>gemeenschappelijke kaart</translation>
    </message>
    <message>
        <source>{amount} returned to {name} (uncalled)</source>
        <translation>{amount} terug naar {name} (niet gecalld)</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>show</source>
        <translation>toont</translation>
    </message>
    <message>
        <source>shows</source>
        <translation>toont</translation>
    </message>
    <message>
        <source>muck</source>
        <translation>muckt</translation>
    </message>
    <message>
        <source>mucks</source>
        <translation>muckt</translation>
    </message>
    <message>
        <source>brings in for {n}</source>
        <translation>doet de bring-in voor {n}</translation>
    </message>
    <message>
        <source>bring in for {n}</source>
        <translation>doet de bring-in voor {n}</translation>
    </message>
    <message>
        <source>completes to {n}</source>
        <translation>completeert tot {n}</translation>
    </message>
    <message>
        <source>complete to {n}</source>
        <translation>completeert tot {n}</translation>
    </message>
    <message>
        <source>bets {n}</source>
        <translation>zet {n} in</translation>
    </message>
    <message>
        <source>bet {n}</source>
        <translation>zet {n} in</translation>
    </message>
    <message>
        <source>raises to {n}</source>
        <translation>verhoogt tot {n}</translation>
    </message>
    <message>
        <source>raise to {n}</source>
        <translation>verhoogt tot {n}</translation>
    </message>
    <message>
        <source>calls {n}</source>
        <translation>callt {n}</translation>
    </message>
    <message>
        <source>call {n}</source>
        <translation>callt {n}</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>checkt</translation>
    </message>
    <message>
        <source>check</source>
        <translation>checkt</translation>
    </message>
    <message>
        <source>folds</source>
        <translation>foldt</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>foldt</translation>
    </message>
    <message>
        <source>(all-in)</source>
        <translation>(all-in)</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Hoofdpot</translation>
    </message>
    <message>
        <source>Side pot {n}</source>
        <translation>Zijpot {n}</translation>
    </message>
    <message>
        <source>split: {who}</source>
        <translation>gedeeld: {who}</translation>
    </message>
    <message>
        <source>won by {who}</source>
        <translation>gewonnen door {who}</translation>
    </message>
    <message>
        <source>with {hand}</source>
        <translation>met {hand}</translation>
    </message>
    <message>
        <source>(everyone else folded)</source>
        <translation>(alle anderen foldden)</translation>
    </message>
    <message>
        <source>contested by {seats}</source>
        <translation>betwist door {seats}</translation>
    </message>
    <message>
        <source>Community card</source>
        <translation>Gemeenschappelijke kaart</translation>
    </message>
    <message>
        <source>The deck ran short on 7th street: every player used this card.</source>
        <translation>Op de zevende straat waren er te weinig kaarten: elke speler gebruikte deze kaart.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Stoel {n}</translation>
    </message>
    <message>
        <source>you</source>
        <translation>jij</translation>
    </message>
    <message>
        <source>{name}: net {chips}</source>
        <translation>{name}: netto {chips}</translation>
    </message>
    <message>
        <source>Last Hand</source>
        <translation>Laatste hand</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Choose one of this session&apos;s hands, newest first</source>
        <translation>Kies een van de handen van deze sessie, de nieuwste eerst</translation>
    </message>
    <message>
        <source>Previous hand (Alt+Left)</source>
        <translation>Vorige hand (Alt+Links)</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Vorige hand</translation>
    </message>
    <message>
        <source>Next hand (Alt+Right)</source>
        <translation>Volgende hand (Alt+Rechts)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Volgende hand</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Kopiëren als tekst</translation>
    </message>
    <message>
        <source>Copy the hand in PokerStars hand-history format (Ctrl+Shift+C)</source>
        <translation>De hand kopiëren in het handgeschiedenisformaat van PokerStars (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Open the Coach&apos;s review of this hand</source>
        <translation>De analyse van de coach van deze hand openen</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Hand:</translation>
    </message>
    <message>
        <source>Study mode: every player&apos;s hole cards are shown, also those of players who folded. At the table they were never seen.</source>
        <translation>Studiemodus: de gedekte kaarten van alle spelers worden getoond, ook van wie foldde. Aan tafel waren ze nooit te zien.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Actions street by street</source>
        <translation>Acties straat voor straat</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Acties</translation>
    </message>
    <message>
        <source>Pots and winners</source>
        <translation>Potten en winnaars</translation>
    </message>
    <message>
        <source>Shaded cards were dealt face down; card backs are cards nobody saw.</source>
        <translation>Gearceerde kaarten werden gedekt gedeeld; kaartruggen zijn kaarten die niemand zag.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Shaded cards were dealt face down.</source>
        <translation>Gearceerde kaarten werden gedekt gedeeld.</translation>
    </message>
    <message>
        <source>Open the Coach&apos;s graded review of this hand</source>
        <translation>De beoordeelde analyse van de coach van deze hand openen</translation>
    </message>
    <message>
        <source>No review for this hand: practice mode was off when it was played.</source>
        <translation>Geen analyse voor deze hand: de oefenmodus stond uit toen hij werd gespeeld.</translation>
    </message>
    <message>
        <source>This hand is not saved yet; it can be copied once it is.</source>
        <translation>Deze hand is nog niet opgeslagen; kopiëren kan zodra dat zo is.</translation>
    </message>
    <message>
        <source>This hand cannot be copied as text.</source>
        <translation>Deze hand kan niet als tekst worden gekopieerd.</translation>
    </message>
    <message>
        <source>Hand #{n} copied to the clipboard.</source>
        <translation>Hand #{n} naar het klembord gekopieerd.</translation>
    </message>
    <message>
        <source>not saved yet</source>
        <translation>nog niet opgeslagen</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Laden…</translation>
    </message>
    <message>
        <source>No hands played in this session yet.</source>
        <translation>In deze sessie is nog geen hand gespeeld.</translation>
    </message>
    <message>
        <source>Hand #{n}</source>
        <translation>Hand #{n}</translation>
    </message>
    <message>
        <source>Razz {small}/{big} · ante {ante} · bring-in {bring} · {when}</source>
        <translation>Razz {small}/{big} · ante {ante} · bring-in {bring} · {when}</translation>
    </message>
    <message>
        <source>Mucked</source>
        <translation>Gemuckt</translation>
    </message>
    <message>
        <source>Re&amp;play</source>
        <translation>&amp;Afspelen</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Afspelen</translation>
    </message>
    <message>
        <source>Replay the hand on the table, step by step (Ctrl+R)</source>
        <translation>De hand stap voor stap aan tafel afspelen (Ctrl+R)</translation>
    </message>
</context>
<context>
    <name>LiveRegion</name>
    <message>
        <source>The last thing announced at the table</source>
        <translation>De laatste aankondiging aan tafel</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Razz Desktop</source>
        <translation>Razz Desktop</translation>
    </message>
    <message>
        <source>Welcome to the table.</source>
        <translation>Welkom aan tafel.</translation>
    </message>
    <message>
        <source>Shuffling up and dealing…</source>
        <translation>Schudden en delen…</translation>
    </message>
    <message>
        <source>&amp;Coach</source>
        <translation>&amp;Coach</translation>
    </message>
    <message>
        <source>Show &amp;hint</source>
        <translation>&amp;Tip tonen</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Tip (H)</translation>
    </message>
    <message>
        <source>Hand history: {problem}</source>
        <translation>Handgeschiedenis: {problem}</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Handgeschiedenis</translation>
    </message>
    <message>
        <source>There was a problem with the hand history file.</source>
        <translation>Er was een probleem met het bestand van de handgeschiedenis.</translation>
    </message>
    <message>
        <source>Hand history: could not save or read a hand ({problem}).</source>
        <translation>Handgeschiedenis: een hand kon niet worden opgeslagen of gelezen ({problem}).</translation>
    </message>
    <message>
        <source>Session over: no hands played.</source>
        <translation>Sessie voorbij: geen handen gespeeld.</translation>
    </message>
    <message numerus="yes">
        <source>Session over: %n hands, {net} chips ({bb} big bets).</source>
        <translation>
            <numerusform>Sessie voorbij: %n hand, {net} chips ({bb} big bets).</numerusform>
            <numerusform>Sessie voorbij: %n handen, {net} chips ({bb} big bets).</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice mode on: the Coach helps at each of your decisions.</source>
        <translation>Oefenmodus aan: de coach helpt bij elke beslissing.</translation>
    </message>
    <message>
        <source>Practice mode off.</source>
        <translation>Oefenmodus uit.</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Er wordt gedeeld…</translation>
    </message>
    <message>
        <source>{name} to act</source>
        <translation>{name} is aan de beurt</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt na…</translation>
    </message>
    <message>
        <source>Next hand in a moment (Space deals it now).</source>
        <translation>Zo meteen de volgende hand (spatiebalk deelt hem nu).</translation>
    </message>
    <message>
        <source>Hand over.</source>
        <translation>Hand voorbij.</translation>
    </message>
    <message>
        <source>Back in the game.</source>
        <translation>Terug in het spel.</translation>
    </message>
    <message>
        <source>The next hand is coming.</source>
        <translation>De volgende hand komt eraan.</translation>
    </message>
    <message>
        <source>Paused: press P to resume.</source>
        <translation>Gepauzeerd: druk op P om verder te gaan.</translation>
    </message>
    <message>
        <source>Game paused.</source>
        <translation>Spel gepauzeerd.</translation>
    </message>
    <message>
        <source>Game resumed.</source>
        <translation>Spel hervat.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Stoel {n}</translation>
    </message>
    <message>
        <source>Hand {n}, street {s}.</source>
        <translation>Hand {n}, straat {s}.</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>gefold</translation>
    </message>
    <message>
        <source>{who}: {state}, stack {stack}.</source>
        <translation>{who}: {state}, stack {stack}.</translation>
    </message>
    <message>
        <source>Pot {amount}.</source>
        <translation>Pot {amount}.</translation>
    </message>
    <message>
        <source>{who} to act.</source>
        <translation>{who} is aan de beurt.</translation>
    </message>
    <message>
        <source>Quit Razz Desktop?</source>
        <translation>Razz Desktop afsluiten?</translation>
    </message>
    <message>
        <source>Table as &amp;text</source>
        <translation>Tafel als &amp;tekst</translation>
    </message>
</context>
<context>
    <name>MenuWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New session</source>
        <translation>&amp;Nieuwe sessie</translation>
    </message>
    <message>
        <source>Start a new session?</source>
        <translation>Een nieuwe sessie starten?</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pauze</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <source>Las&amp;t hand</source>
        <translation>&amp;Laatste hand</translation>
    </message>
    <message>
        <source>The last hand laid open: every card seen, the actions, the pots (Ctrl+H)</source>
        <translation>De laatste hand opengelegd: elke geziene kaart, de acties, de potten (Ctrl+H)</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Geschiedenis…</translation>
    </message>
    <message>
        <source>Every hand you played or imported: filter, sort, open, replay, export (Ctrl+Shift+H)</source>
        <translation>Elke gespeelde of geïmporteerde hand: filteren, sorteren, openen, afspelen, exporteren (Ctrl+Shift+H)</translation>
    </message>
    <message>
        <source>Stat&amp;istics</source>
        <translation>Stat&amp;istieken</translation>
    </message>
    <message>
        <source>Your figures and charts over every hand: results, steals, showdowns, practice (Ctrl+I)</source>
        <translation>Je cijfers en grafieken over elke hand: resultaten, steals, showdowns, oefenen (Ctrl+I)</translation>
    </message>
    <message>
        <source>P&amp;ractice mode</source>
        <translation>&amp;Oefenmodus</translation>
    </message>
    <message>
        <source>The Coach suggests a play at each of your decisions and reviews each hand (Ctrl+T)</source>
        <translation>De coach stelt bij elke beslissing een zet voor en analyseert elke hand (Ctrl+T)</translation>
    </message>
    <message>
        <source>Hints a&amp;utomatically</source>
        <translation>Tips a&amp;utomatisch</translation>
    </message>
    <message>
        <source>Off: the Coach shows its hint only when you press Hint (H)</source>
        <translation>Uit: de coach toont zijn tip alleen als je op Tip (H) drukt</translation>
    </message>
    <message>
        <source>Show every player&apos;s cards after the hand (&amp;study)</source>
        <translation>Na de hand de kaarten van alle spelers tonen (&amp;studie)</translation>
    </message>
    <message>
        <source>The Last Hand window shows the hole cards of players who folded too</source>
        <translation>Het venster Laatste hand toont ook de gedekte kaarten van spelers die foldden</translation>
    </message>
    <message>
        <source>Deal the next hand &amp;automatically</source>
        <translation>De volgende hand &amp;automatisch delen</translation>
    </message>
    <message>
        <source>Computer players who go &amp;broke</source>
        <translation>Computerspelers die &amp;blut zijn</translation>
    </message>
    <message>
        <source>&amp;Buy in again</source>
        <translation>Kopen &amp;opnieuw in</translation>
    </message>
    <message>
        <source>Are &amp;replaced by a new player</source>
        <translation>Worden &amp;vervangen door een nieuwe speler</translation>
    </message>
    <message>
        <source>&amp;Leave table</source>
        <translation>Tafel &amp;verlaten</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>De tafel verlaten?</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <source>Turn table &amp;clockwise</source>
        <translation>Tafel met de &amp;klok mee draaien</translation>
    </message>
    <message>
        <source>Turn table c&amp;ounter-clockwise</source>
        <translation>Tafel &amp;tegen de klok in draaien</translation>
    </message>
    <message>
        <source>Always put &amp;me at the bottom</source>
        <translation>&amp;Mij altijd onderaan zetten</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierkleurig spel</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animatiesnelheid</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>Dealer &amp;log</source>
        <translation>Dealer&amp;logboek</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules summary</source>
        <translation>Overzicht van de &amp;regels</translation>
    </message>
    <message>
        <source>Razz rules</source>
        <translation>Razzregels</translation>
    </message>
    <message>
        <source>The hand is played out for you: checked when checking is free, folded to a bet.</source>
        <translation>De hand wordt voor je uitgespeeld: checken als dat gratis kan, folden tegen een inzet.</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Sneltoetsen</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>&amp;Logmap openen</translation>
    </message>
    <message>
        <source>&amp;Deal next hand</source>
        <translation>Volgende hand &amp;delen</translation>
    </message>
    <message>
        <source>The folder with Razz Desktop&apos;s log files, to send with a problem report</source>
        <translation>De map met de logbestanden van Razz Desktop, om mee te sturen met een probleemmelding</translation>
    </message>
    <message>
        <source>Add to the &amp;applications menu</source>
        <translation>Aan het &amp;toepassingsmenu toevoegen</translation>
    </message>
    <message>
        <source>Put Razz Desktop in your desktop&apos;s applications menu (for this user)</source>
        <translation>Razz Desktop in het toepassingsmenu van je bureaublad zetten (voor deze gebruiker)</translation>
    </message>
    <message>
        <source>&amp;Remove from the applications menu</source>
        <translation>Uit het toepassingsmenu &amp;verwijderen</translation>
    </message>
    <message>
        <source>&amp;About Razz Desktop</source>
        <translation>&amp;Over Razz Desktop</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;Import hand histories…</source>
        <translation>Handgeschiedenissen &amp;importeren…</translation>
    </message>
    <message>
        <source>PokerStars or Full Tilt text, or PHH files (you can also drop them on the window)</source>
        <translation>PokerStars- of Full Tilt-tekst, of PHH-bestanden (je kunt ze ook op het venster slepen)</translation>
    </message>
    <message>
        <source>Import a &amp;folder of hand histories…</source>
        <translation>Een &amp;map met handgeschiedenissen importeren…</translation>
    </message>
    <message>
        <source>&amp;Export hands…</source>
        <translation>Handen &amp;exporteren…</translation>
    </message>
    <message>
        <source>Write hands to a PokerStars or PHH file (the History window&apos;s filters choose which)</source>
        <translation>Handen naar een PokerStars- of PHH-bestand schrijven (de filters van het venster Geschiedenis kiezen welke)</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Werkbalk</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>Laatste hand</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>Practice mode</source>
        <translation>Oefenmodus</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>&amp;Werkbalk</translation>
    </message>
    <message>
        <source>Your hand is still live</source>
        <translation>Je hand is nog in het spel</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Close message</source>
        <translation>Melding sluiten</translation>
    </message>
</context>
<context>
    <name>Mistakes</name>
    <message>
        <source>3rd street start</source>
        <translation>Start op de derde straat</translation>
    </message>
    <message>
        <source>Steal and defend</source>
        <translation>Stelen en verdedigen</translation>
    </message>
    <message>
        <source>4th street after a brick</source>
        <translation>Vierde straat na een brick</translation>
    </message>
    <message>
        <source>5th street: made hand vs draws</source>
        <translation>Vijfde straat: gemaakte hand tegen draws</translation>
    </message>
    <message>
        <source>7th street call or fold</source>
        <translation>Zevende straat: callen of folden</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Overig</translation>
    </message>
    <message>
        <source>Practice and imported hands</source>
        <translation>Oefen- en geïmporteerde handen</translation>
    </message>
    <message>
        <source>Practice hands</source>
        <translation>Oefenhanden</translation>
    </message>
    <message>
        <source>Imported hands</source>
        <translation>Geïmporteerde handen</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>Per dag</translation>
    </message>
    <message>
        <source>By week</source>
        <translation>Per week</translation>
    </message>
    <message>
        <source>By month</source>
        <translation>Per maand</translation>
    </message>
    <message>
        <source>One line per street</source>
        <translation>Eén lijn per straat</translation>
    </message>
    <message>
        <source>One line per skill</source>
        <translation>Eén lijn per vaardigheid</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Oefening</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Geïmporteerd</translation>
    </message>
</context>
<context>
    <name>MistakesWindow</name>
    <message>
        <source>Your mistakes</source>
        <translation>Je fouten</translation>
    </message>
    <message>
        <source>Grades:</source>
        <translation>Beoordelingen:</translation>
    </message>
    <message>
        <source>Show decisions graded %1</source>
        <translation>Beslissingen met beoordeling &quot;%1&quot; tonen</translation>
    </message>
    <message>
        <source>Every street</source>
        <translation>Elke straat</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Straat</translation>
    </message>
    <message>
        <source>Every skill</source>
        <translation>Elke vaardigheid</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Vaardigheid</translation>
    </message>
    <message>
        <source>Which hands</source>
        <translation>Welke handen</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Van</translation>
    </message>
    <message>
        <source>to</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Eerste dag</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Laatste dag</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Beoordeling</translation>
    </message>
    <message>
        <source>You chose</source>
        <translation>Jouw keuze</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Cost (BB)</source>
        <translation>Kosten (BB)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Bron</translation>
    </message>
    <message>
        <source>Graded decisions</source>
        <translation>Beoordeelde beslissingen</translation>
    </message>
    <message>
        <source>Chart lines</source>
        <translation>Lijnen van de grafiek</translation>
    </message>
    <message>
        <source>Chart period</source>
        <translation>Periode van de grafiek</translation>
    </message>
    <message>
        <source>Big bets lost per 100 decisions</source>
        <translation>Verloren big bets per 100 beslissingen</translation>
    </message>
    <message>
        <source>Blunders per 100 decisions</source>
        <translation>Blunders per 100 beslissingen</translation>
    </message>
    <message>
        <source>Chart measure</source>
        <translation>Maat van de grafiek</translation>
    </message>
    <message>
        <source>&amp;Open in replayer</source>
        <translation>In de replayer &amp;openen</translation>
    </message>
    <message>
        <source>Replay the hand on the table from this decision (Enter)</source>
        <translation>De hand vanaf deze beslissing aan tafel afspelen (Enter)</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>Vanaf hier s&amp;pelen</translation>
    </message>
    <message>
        <source>Playing a hand again from a decision is not available yet</source>
        <translation>Een hand opnieuw spelen vanaf een beslissing is nog niet beschikbaar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Opening hand %1 in the replayer…</source>
        <translation>Hand %1 wordt in de replayer geopend…</translation>
    </message>
    <message>
        <source>Play the hand again from this decision</source>
        <translation>De hand opnieuw spelen vanaf deze beslissing</translation>
    </message>
    <message>
        <source>No decision matches these filters: practise with the Coach on, or analyse imported hands (Analyse hands in the History window).</source>
        <translation>Geen beslissing past bij deze filters: oefen met de coach aan, of analyseer geïmporteerde handen (&quot;Handen analyseren&quot; in het geschiedenisvenster).</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) shown</source>
        <translation>
            <numerusform>%n beslissing getoond</numerusform>
            <numerusform>%n beslissingen getoond</numerusform>
        </translation>
    </message>
    <message>
        <source>Over all %1 graded decisions of these hands: %2 big bets lost and %3 blunders per 100 decisions</source>
        <translation>Over alle %1 beoordeelde beslissingen van deze handen: %2 verloren big bets en %3 blunders per 100 beslissingen</translation>
    </message>
    <message>
        <source>Could not read your mistakes: %1</source>
        <translation>Je fouten konden niet worden gelezen: %1</translation>
    </message>
</context>
<context>
    <name>MistakesWiring</name>
    <message>
        <source>&amp;Mistakes…</source>
        <translation>&amp;Fouten…</translation>
    </message>
    <message>
        <source>Every decision the Coach graded, in practice and in analysed imported hands: filter, replay, and your error rate over time (Ctrl+Shift+M)</source>
        <translation>Elke beslissing die de coach beoordeelde, bij het oefenen en in geanalyseerde geïmporteerde handen: filteren, afspelen en je foutpercentage door de tijd (Ctrl+Shift+M)</translation>
    </message>
</context>
<context>
    <name>PlayAgain</name>
    <message>
        <source>That hand is not in the hand history (yet).</source>
        <translation>Die hand staat (nog) niet in de handgeschiedenis.</translation>
    </message>
    <message>
        <source>Hand #{number} will be played again once this hand is over.</source>
        <translation>Hand #{number} wordt opnieuw gespeeld zodra deze hand voorbij is.</translation>
    </message>
    <message>
        <source>A hand cannot be played again during a tournament.</source>
        <translation>Tijdens een toernooi kan een hand niet opnieuw gespeeld worden.</translation>
    </message>
    <message>
        <source>A hand can be played again only while a session is being played.</source>
        <translation>Een hand kan alleen opnieuw gespeeld worden tijdens een lopende sessie.</translation>
    </message>
    <message>
        <source>A hand is already being played again.</source>
        <translation>Er wordt al een hand opnieuw gespeeld.</translation>
    </message>
    <message>
        <source>Only hands played here can be played again: an imported hand&apos;s hidden cards are unknown.</source>
        <translation>Alleen hier gespeelde handen kunnen opnieuw gespeeld worden: de dichte kaarten van een geïmporteerde hand zijn onbekend.</translation>
    </message>
    <message>
        <source>That decision cannot be dealt again.</source>
        <translation>Die beslissing kan niet opnieuw gedeeld worden.</translation>
    </message>
    <message>
        <source>Hand #{number} again, from your decision on {street}: new cards to come.</source>
        <translation>Hand #{number} opnieuw, vanaf je beslissing op de {street}: nieuwe kaarten daarna.</translation>
    </message>
    <message>
        <source>Hand #{number} again, from your decision on {street}: the same cards to come.</source>
        <translation>Hand #{number} opnieuw, vanaf je beslissing op de {street}: dezelfde kaarten daarna.</translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation>derde straat</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>vierde straat</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>vijfde straat</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>zesde straat</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>zevende straat</translation>
    </message>
</context>
<context>
    <name>PlayFromHereButton</name>
    <message>
        <source>Play from &amp;here</source>
        <translation>Speel vanaf &amp;hier</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Speel vanaf hier</translation>
    </message>
    <message>
        <source>Deal this hand again up to one of your decisions and choose again</source>
        <translation>Deel deze hand opnieuw tot een van je beslissingen en kies opnieuw</translation>
    </message>
    <message>
        <source>Deal this hand again up to one of your decisions: you choose again, the computer players decide afresh. Practice: it does not count in your results.</source>
        <translation>Deel deze hand opnieuw tot een van je beslissingen: jij kiest opnieuw, de computerspelers beslissen opnieuw. Oefening: het telt niet mee in je resultaten.</translation>
    </message>
    <message>
        <source>New cards to come</source>
        <translation>Nieuwe kaarten daarna</translation>
    </message>
    <message>
        <source>The cards after the decision are shuffled again instead of coming as they did</source>
        <translation>De kaarten na de beslissing worden opnieuw geschud in plaats van te komen zoals toen</translation>
    </message>
    <message>
        <source>{street}: {action}</source>
        <translation>{street}: {action}</translation>
    </message>
</context>
<context>
    <name>PracticePage</name>
    <message>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <source>&amp;Practice mode: coach me while I play</source>
        <translation>&amp;Oefenmodus: coach me terwijl ik speel</translation>
    </message>
    <message>
        <source>Practice mode</source>
        <translation>Oefenmodus</translation>
    </message>
    <message>
        <source>Game &gt; Practice mode (Ctrl+T) switches it at the table.</source>
        <translation>Spel &gt; Oefenmodus (Ctrl+T) schakelt hem aan tafel om.</translation>
    </message>
    <message>
        <source>At each of your decisions the Coach panel beside the table recommends an action and says why, with your chances, the pot odds and the cards still live. After each hand it grades your decisions against the Expert bot; the Last Hand window opens the review.</source>
        <translation>Bij elke beslissing raadt het coachpaneel naast de tafel een actie aan en zegt waarom, met je kansen, de pot odds en de kaarten die nog leven. Na elke hand beoordeelt het je beslissingen tegen de Expert-bot; het venster Laatste hand opent de analyse.</translation>
    </message>
    <message>
        <source>When to show hints</source>
        <translation>Wanneer tips te tonen</translation>
    </message>
    <message>
        <source>Show &amp;hints:</source>
        <translation>&amp;Tips tonen:</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Studie</translation>
    </message>
    <message>
        <source>Show &amp;every player&apos;s cards after the hand</source>
        <translation>Na de hand de kaarten van &amp;alle spelers tonen</translation>
    </message>
    <message>
        <source>Show every player&apos;s cards after the hand</source>
        <translation>Na de hand de kaarten van alle spelers tonen</translation>
    </message>
    <message>
        <source>For study: the Last Hand window then shows the hole cards of players who folded too, marked as study mode. At the table nobody&apos;s folded cards are ever shown.</source>
        <translation>Voor studie: het venster Laatste hand toont dan ook de gedekte kaarten van spelers die foldden, gemarkeerd als studiemodus. Aan tafel worden gefolde kaarten nooit getoond.</translation>
    </message>
</context>
<context>
    <name>Replayer</name>
    <message>
        <source>3rd street</source>
        <translation>Derde straat</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>Vierde straat</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>Vijfde straat</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>Zesde straat</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>Zevende straat</translation>
    </message>
    <message>
        <source>{name} bets {amount}</source>
        <translation>{name} zet {amount} in</translation>
    </message>
    <message>
        <source>{name} brings in for {amount}</source>
        <translation>{name} doet de bring-in voor {amount}</translation>
    </message>
    <message>
        <source>{name} calls {amount}</source>
        <translation>{name} callt {amount}</translation>
    </message>
    <message>
        <source>{name} checks</source>
        <translation>{name} checkt</translation>
    </message>
    <message>
        <source>{name} completes to {to}</source>
        <translation>{name} completeert tot {to}</translation>
    </message>
    <message>
        <source>{name} folds</source>
        <translation>{name} foldt</translation>
    </message>
    <message>
        <source>{name} raises to {to}</source>
        <translation>{name} verhoogt tot {to}</translation>
    </message>
</context>
<context>
    <name>ReplayerWindow</name>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Snelheid:</translation>
    </message>
    <message>
        <source>Action ▶</source>
        <translation>Actie ▶</translation>
    </message>
    <message>
        <source>Back to the deal</source>
        <translation>Terug naar het delen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Delen</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Sneller</translation>
    </message>
    <message>
        <source>Jump to the showdown</source>
        <translation>Naar de showdown springen</translation>
    </message>
    <message>
        <source>Next action</source>
        <translation>Volgende actie</translation>
    </message>
    <message>
        <source>Next street</source>
        <translation>Volgende straat</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Afspelen</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Afspelen of pauzeren</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>Afspeelsnelheid</translation>
    </message>
    <message>
        <source>Position in the hand</source>
        <translation>Positie in de hand</translation>
    </message>
    <message>
        <source>Previous action</source>
        <translation>Vorige actie</translation>
    </message>
    <message>
        <source>Previous street</source>
        <translation>Vorige straat</translation>
    </message>
    <message>
        <source>Replayer</source>
        <translation>Afspeler</translation>
    </message>
    <message>
        <source>Replayer – hand #{n}</source>
        <translation>Afspeler – hand #{n}</translation>
    </message>
    <message>
        <source>S&amp;tudy: show every hand</source>
        <translation>S&amp;tudie: elke hand tonen</translation>
    </message>
    <message>
        <source>Show every player&apos;s cards, also those nobody saw</source>
        <translation>De kaarten van alle spelers tonen, ook die niemand zag</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Langzamer</translation>
    </message>
    <message>
        <source>Street ▶▶</source>
        <translation>Straat ▶▶</translation>
    </message>
    <message>
        <source>Study: every hand is shown, also the cards nobody saw at the table.</source>
        <translation>Studie: elke hand wordt getoond, ook de kaarten die aan tafel niemand zag.</translation>
    </message>
    <message>
        <source>Study: show every hand</source>
        <translation>Studie: elke hand tonen</translation>
    </message>
    <message>
        <source>This hand cannot be replayed: {why}</source>
        <translation>Deze hand kan niet worden afgespeeld: {why}</translation>
    </message>
    <message>
        <source>Turn table clockwise</source>
        <translation>Tafel met de klok mee draaien</translation>
    </message>
    <message>
        <source>Turn table counter-clockwise</source>
        <translation>Tafel tegen de klok in draaien</translation>
    </message>
    <message>
        <source>{factor}×</source>
        <translation>{factor}×</translation>
    </message>
    <message>
        <source>◀ Action</source>
        <translation>◀ Actie</translation>
    </message>
    <message>
        <source>◀◀ Street</source>
        <translation>◀◀ Straat</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Graded decisions of the last hand</source>
        <translation>Beoordeelde beslissingen van de laatste hand</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Straat</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Oordeel</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Play from &amp;here</source>
        <translation>Speel vanaf &amp;hier</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Speel vanaf hier</translation>
    </message>
    <message>
        <source>Deal this hand again up to the selected decision: you choose again, the computer players decide afresh. Practice: it does not count in your results.</source>
        <translation>Deel deze hand opnieuw tot de gekozen beslissing: jij kiest opnieuw, de computerspelers beslissen opnieuw. Oefening: het telt niet mee in je resultaten.</translation>
    </message>
    <message>
        <source>New cards</source>
        <translation>Nieuwe kaarten</translation>
    </message>
    <message>
        <source>The cards after the decision are shuffled again instead of coming as they did</source>
        <translation>De kaarten na de beslissing worden opnieuw geschud in plaats van te komen zoals toen</translation>
    </message>
    <message>
        <source>New cards to come</source>
        <translation>Nieuwe kaarten daarna</translation>
    </message>
    <message>
        <source>Big bets lost in this hand</source>
        <translation>Big bets verloren in deze hand</translation>
    </message>
    <message>
        <source>Why this grade</source>
        <translation>Waarom dit oordeel</translation>
    </message>
    <message>
        <source>This session</source>
        <translation>Deze sessie</translation>
    </message>
    <message>
        <source>Session summary</source>
        <translation>Samenvatting van de sessie</translation>
    </message>
    <message>
        <source>No hand reviewed yet</source>
        <translation>Nog geen hand geanalyseerd</translation>
    </message>
    <message>
        <source>Play a hand in practice mode: each of your decisions is graded here when it ends.</source>
        <translation>Speel een hand in de oefenmodus: elke beslissing wordt hier beoordeeld als hij voorbij is.</translation>
    </message>
    <message>
        <source>won %1</source>
        <translation>%1 gewonnen</translation>
    </message>
    <message>
        <source>lost %1</source>
        <translation>%1 verloren</translation>
    </message>
    <message>
        <source>broke even</source>
        <translation>quitte gespeeld</translation>
    </message>
    <message>
        <source>Hand #%1: you %2</source>
        <translation>Hand #%1: je hebt %2</translation>
    </message>
    <message>
        <source>Practice hand: you %2</source>
        <translation>Oefenhand: je hebt %2</translation>
    </message>
    <message>
        <source>Big bets lost this hand: %1</source>
        <translation>Big bets verloren in deze hand: %1</translation>
    </message>
    <message>
        <source>No big bets lost this hand.</source>
        <translation>Geen big bets verloren in deze hand.</translation>
    </message>
    <message>
        <source>You made no decisions in this hand.</source>
        <translation>Je hebt in deze hand geen beslissingen genomen.</translation>
    </message>
    <message>
        <source>No decisions graded yet.</source>
        <translation>Nog geen beslissingen beoordeeld.</translation>
    </message>
    <message>
        <source>Good %1 · inaccuracies %2</source>
        <translation>Goed %1 · onnauwkeurigheden %2</translation>
    </message>
    <message>
        <source>Mistakes %1 · blunders %2</source>
        <translation>Fouten %1 · blunders %2</translation>
    </message>
    <message>
        <source>Mistakes by street: %1</source>
        <translation>Fouten per straat: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Big bets lost to mistakes: %1</source>
        <translation>Big bets verloren door fouten: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n beslissing</numerusform>
            <numerusform>%n beslissingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n handen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
</context>
<context>
    <name>SavedSessions</name>
    <message>
        <source>The saved session could not be read, so it cannot be continued. A new session starts.</source>
        <translation>De opgeslagen sessie kon niet worden gelezen en kan dus niet worden voortgezet. Er begint een nieuwe sessie.</translation>
    </message>
    <message>
        <source>Saved session damaged</source>
        <translation>Opgeslagen sessie beschadigd</translation>
    </message>
    <message>
        <source>The file was kept in the folder {folder} as:</source>
        <translation>Het bestand is bewaard in de map {folder} als:</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>on</source>
        <translation>aan</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>Stakes: {old} → {new}.</source>
        <translation>Inzetten: {old} → {new}.</translation>
    </message>
    <message>
        <source>Ante: {old_pct}% ({old}) → {new_pct}% ({new}).</source>
        <translation>Ante: {old_pct}% ({old}) → {new_pct}% ({new}).</translation>
    </message>
    <message>
        <source>Bring-in: {old_pct}% ({old}) → {new_pct}% ({new}).</source>
        <translation>Bring-in: {old_pct}% ({old}) → {new_pct}% ({new}).</translation>
    </message>
    <message>
        <source>House rule &quot;{rule}&quot;: {old} → {new}.</source>
        <translation>Huisregel „{rule}”: {old} → {new}.</translation>
    </message>
    <message>
        <source>Players: {old} → {new}.</source>
        <translation>Spelers: {old} → {new}.</translation>
    </message>
    <message>
        <source>Your seat: {old} → {new}.</source>
        <translation>Jouw stoel: {old} → {new}.</translation>
    </message>
    <message>
        <source>Starting stack: {old} → {new}.</source>
        <translation>Startstack: {old} → {new}.</translation>
    </message>
    <message>
        <source>Seat {seat}: {old} → {new}.</source>
        <translation>Stoel {seat}: {old} → {new}.</translation>
    </message>
    <message>
        <source>Four-colour deck: {new}.</source>
        <translation>Vierkleurig spel: {new}.</translation>
    </message>
    <message>
        <source>Animation speed: {new}.</source>
        <translation>Animatiesnelheid: {new}.</translation>
    </message>
    <message>
        <source>Sound: {new}.</source>
        <translation>Geluid: {new}.</translation>
    </message>
    <message>
        <source>Always put me at the bottom: {new}.</source>
        <translation>Mij altijd onderaan zetten: {new}.</translation>
    </message>
    <message>
        <source>Language: applies the next time Razz Desktop starts.</source>
        <translation>Taal: geldt vanaf de volgende start van Razz Desktop.</translation>
    </message>
    <message>
        <source>Next hand starts automatically: {new}.</source>
        <translation>Volgende hand start automatisch: {new}.</translation>
    </message>
    <message>
        <source>When you go broke: {new}.</source>
        <translation>Als je blut bent: {new}.</translation>
    </message>
    <message>
        <source>When a computer player goes broke: {new}.</source>
        <translation>Als een computerspeler blut is: {new}.</translation>
    </message>
    <message>
        <source>Practice mode: {new}.</source>
        <translation>Oefenmodus: {new}.</translation>
    </message>
    <message>
        <source>Coach&apos;s hints: {new}.</source>
        <translation>Tips van de coach: {new}.</translation>
    </message>
    <message>
        <source>Show every player&apos;s cards after the hand (study): {new}.</source>
        <translation>Na de hand de kaarten van alle spelers tonen (studie): {new}.</translation>
    </message>
    <message>
        <source>seat {seat}: {who}</source>
        <translation>stoel {seat}: {who}</translation>
    </message>
    <message>
        <source>From the next session: {changes}</source>
        <translation>Vanaf de volgende sessie: {changes}</translation>
    </message>
    <message>
        <source>At the next start: the language</source>
        <translation>Bij de volgende start: de taal</translation>
    </message>
    <message>
        <source>In force now: {old}. {new} applies the next time Razz Desktop starts.</source>
        <translation>Nu geldt: {old}. {new} geldt vanaf de volgende start van Razz Desktop.</translation>
    </message>
    <message>
        <source>In force now: {old}. {new} applies from the next session.</source>
        <translation>Nu geldt: {old}. {new} geldt vanaf de volgende sessie.</translation>
    </message>
    <message>
        <source>the desktop&apos;s language</source>
        <translation>de taal van het bureaublad</translation>
    </message>
    <message>
        <source>language &quot;{code}&quot;</source>
        <translation>taal „{code}”</translation>
    </message>
    <message>
        <source>ante {percent}% ({amount})</source>
        <translation>ante {percent}% ({amount})</translation>
    </message>
    <message>
        <source>bring-in {percent}% ({amount})</source>
        <translation>bring-in {percent}% ({amount})</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} spelers</translation>
    </message>
    <message>
        <source>you in seat {seat}</source>
        <translation>jij op stoel {seat}</translation>
    </message>
    <message>
        <source>starting stacks of {amount}</source>
        <translation>startstacks van {amount}</translation>
    </message>
    <message>
        <source>1 chip</source>
        <translation>1 chip</translation>
    </message>
    <message>
        <source>{n} chips</source>
        <translation>{n} chips</translation>
    </message>
    <message>
        <source>The file does not hold a settings object.</source>
        <translation>Het bestand bevat geen instellingenobject.</translation>
    </message>
    <message>
        <source>Unsupported settings version {version!r} (expected {expected}).</source>
        <translation>Niet-ondersteunde instellingenversie {version!r} (verwacht: {expected}).</translation>
    </message>
    <message>
        <source>Must be an object ({{...}}), not {value!r}.</source>
        <translation>Moet een object zijn ({{...}}), niet {value!r}.</translation>
    </message>
    <message>
        <source>Unknown setting {key!r} in {where}.</source>
        <translation>Onbekende instelling {key!r} in {where}.</translation>
    </message>
    <message>
        <source>Must be a list, not {value!r}.</source>
        <translation>Moet een lijst zijn, niet {value!r}.</translation>
    </message>
    <message>
        <source>Cannot be used: {error}</source>
        <translation>Niet bruikbaar: {error}</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Vaste speler</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Sterk</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Calling station (practice)</source>
        <translation>Calling station (oefenen)</translation>
    </message>
    <message>
        <source>Maniac (practice)</source>
        <translation>Maniak (oefenen)</translation>
    </message>
    <message>
        <source>Random (practice)</source>
        <translation>Willekeurig (oefenen)</translation>
    </message>
    <message>
        <source>Its own style</source>
        <translation>Eigen stijl</translation>
    </message>
    <message>
        <source>Tight, passive</source>
        <translation>Tight, passief</translation>
    </message>
    <message>
        <source>Tight, aggressive</source>
        <translation>Tight, agressief</translation>
    </message>
    <message>
        <source>Loose, passive</source>
        <translation>Loose, passief</translation>
    </message>
    <message>
        <source>Loose, aggressive</source>
        <translation>Loose, agressief</translation>
    </message>
    <message>
        <source>Beginner table</source>
        <translation>Beginnerstafel</translation>
    </message>
    <message>
        <source>Tough table</source>
        <translation>Zware tafel</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Gemengd</translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation>Uit (direct)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>Ask whether to rebuy or end the session</source>
        <translation>Vragen of ik opnieuw inkoop of de sessie beëindig</translation>
    </message>
    <message>
        <source>Rebuy to the starting stack automatically</source>
        <translation>Automatisch opnieuw inkopen tot de startstack</translation>
    </message>
    <message>
        <source>End the session</source>
        <translation>De sessie beëindigen</translation>
    </message>
    <message>
        <source>They buy in again for the starting stack</source>
        <translation>Ze kopen opnieuw in voor de startstack</translation>
    </message>
    <message>
        <source>A new player takes the seat with the starting stack</source>
        <translation>Een nieuwe speler neemt de stoel in met de startstack</translation>
    </message>
    <message>
        <source>Automatically, as soon as it is your turn</source>
        <translation>Automatisch, zodra je aan de beurt bent</translation>
    </message>
    <message>
        <source>Only when I ask (Hint button, key H)</source>
        <translation>Alleen als ik erom vraag (knop Tip, toets H)</translation>
    </message>
    <message>
        <source>No cap heads-up</source>
        <translation>Geen cap heads-up</translation>
    </message>
    <message>
        <source>When only two players remain in the hand, raising is unlimited instead of capped at three raises.</source>
        <translation>Als er nog maar twee spelers in de hand zitten, is verhogen onbeperkt in plaats van gecapt op drie verhogingen.</translation>
    </message>
    <message>
        <source>Open pair on 4th street allows the big bet</source>
        <translation>Open paar op de vierde straat staat de grote inzet toe</translation>
    </message>
    <message>
        <source>If anyone shows a pair on 4th street, the first bet may be a big bet (a seven-card stud custom).</source>
        <translation>Als iemand op de vierde straat een paar toont, mag de eerste inzet een grote zijn (een gewoonte uit seven card stud).</translation>
    </message>
    <message>
        <source>Board ties broken by suit</source>
        <translation>Gelijke boards beslist op kleur</translation>
    </message>
    <message>
        <source>Equal boards on 4th to 6th street: the lower suit of the highest upcard acts first, not the seat nearer the button.</source>
        <translation>Gelijke boards op de vierde tot zesde straat: de lagere kleur van de hoogste open kaart begint, niet de stoel dichter bij de button.</translation>
    </message>
    <message>
        <source>Odd chip by suit</source>
        <translation>Oneven chip op kleur</translation>
    </message>
    <message>
        <source>In a split pot the odd chip goes to the winner holding the lowest card by suit, not by seat order.</source>
        <translation>Bij een gedeelde pot gaat de oneven chip naar de winnaar met de laagste kaart op kleur, niet op stoelvolgorde.</translation>
    </message>
    <message>
        <source>Auto-muck losing hands</source>
        <translation>Verliezende handen automatisch mucken</translation>
    </message>
    <message>
        <source>At showdown, hands that cannot win are mucked without asking; when off, you choose to show or muck.</source>
        <translation>Bij de showdown worden handen die niet kunnen winnen zonder te vragen gemuckt; als dit uit staat, kies je zelf tussen tonen en mucken.</translation>
    </message>
    <message>
        <source>The values still did not fit together, so every setting was reset.</source>
        <translation>De waarden pasten nog steeds niet bij elkaar, dus elke instelling is teruggezet.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path} ({reason}). The change is kept for this session only; it will be lost when Razz Desktop closes.</source>
        <translation>Je instellingen konden niet worden opgeslagen in {path} ({reason}). De wijziging geldt alleen voor deze sessie; ze gaat verloren als Razz Desktop sluit.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be used, so Razz Desktop started with the default settings.</source>
        <translation>Je instellingenbestand {path} was niet bruikbaar, dus Razz Desktop startte met de standaardinstellingen.</translation>
    </message>
    <message>
        <source>Some settings in your settings file {path} could not be used and were reset to the default settings (unknown names were left out): {fields}. Every other setting was kept.</source>
        <translation>Sommige instellingen in je instellingenbestand {path} waren niet bruikbaar en zijn teruggezet op de standaardwaarden (onbekende namen zijn weggelaten): {fields}. Alle andere instellingen zijn behouden.</translation>
    </message>
    <message>
        <source>What was wrong: {reason}</source>
        <translation>Wat er mis was: {reason}</translation>
    </message>
    <message>
        <source>The file was kept as {backup}.</source>
        <translation>Het bestand is bewaard als {backup}.</translation>
    </message>
    <message>
        <source>No copy of it could be made.</source>
        <translation>Er kon geen kopie van worden gemaakt.</translation>
    </message>
    <message>
        <source>Reading it failed unexpectedly ({error}).</source>
        <translation>Het lezen mislukte onverwacht ({error}).</translation>
    </message>
    <message>
        <source>The file is not valid JSON ({error} at line {line}, column {column}).</source>
        <translation>Het bestand is geen geldige JSON ({error} op regel {line}, kolom {column}).</translation>
    </message>
    <message>
        <source>It is not a regular file (a device, a pipe or a socket): not a settings file.</source>
        <translation>Het is geen gewoon bestand (een apparaat, een pipe of een socket): geen instellingenbestand.</translation>
    </message>
    <message>
        <source>The file could not be read ({error}).</source>
        <translation>Het bestand kon niet worden gelezen ({error}).</translation>
    </message>
    <message>
        <source>The file is larger than {limit} bytes: not a settings file.</source>
        <translation>Het bestand is groter dan {limit} bytes: geen instellingenbestand.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>Het bestand is geen UTF-8-tekst.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Het bestand is leeg.</translation>
    </message>
    <message>
        <source>Must be a whole number, not {value!r}.</source>
        <translation>Moet een geheel getal zijn, niet {value!r}.</translation>
    </message>
    <message>
        <source>Must be true or false, not {value!r}.</source>
        <translation>Moet true of false zijn, niet {value!r}.</translation>
    </message>
    <message>
        <source>Unknown choice {value!r}; expected one of: {allowed}.</source>
        <translation>Onbekende keuze {value!r}; verwacht een van: {allowed}.</translation>
    </message>
    <message>
        <source>Must be a {kind} section.</source>
        <translation>Moet een sectie {kind} zijn.</translation>
    </message>
    <message>
        <source>Not a settings object.</source>
        <translation>Geen instellingenobject.</translation>
    </message>
    <message>
        <source>The small bet must be between {low} and {high}: the bring-in needs at least 1 chip below it.</source>
        <translation>De kleine inzet moet tussen {low} en {high} liggen: de bring-in heeft minstens 1 chip eronder nodig.</translation>
    </message>
    <message>
        <source>The big bet must be between {low} and {high}.</source>
        <translation>De grote inzet moet tussen {low} en {high} liggen.</translation>
    </message>
    <message>
        <source>The big bet must be at least the small bet ({small}).</source>
        <translation>De grote inzet moet minstens even groot zijn als de kleine ({small}).</translation>
    </message>
    <message>
        <source>The ante must be between 0% and {high}% of the small bet (never more than the small bet).</source>
        <translation>De ante moet tussen 0% en {high}% van de kleine inzet liggen (nooit meer dan de kleine inzet).</translation>
    </message>
    <message>
        <source>The ante must be no more than the small bet.</source>
        <translation>De ante mag niet hoger zijn dan de kleine inzet.</translation>
    </message>
    <message>
        <source>The bring-in must be between {low}% and {high}% of the small bet.</source>
        <translation>De bring-in moet tussen {low}% en {high}% van de kleine inzet liggen.</translation>
    </message>
    <message>
        <source>{percent}% of {small} rounds to 0 chips: the bring-in must be at least 1 chip.</source>
        <translation>{percent}% van {small} wordt afgerond 0 chips: de bring-in moet minstens 1 chip zijn.</translation>
    </message>
    <message>
        <source>{percent}% of {small} rounds to {chips}: the bring-in must be less than the small bet.</source>
        <translation>{percent}% van {small} wordt afgerond {chips}: de bring-in moet kleiner zijn dan de kleine inzet.</translation>
    </message>
    <message>
        <source>The table seats {low} to {high} players.</source>
        <translation>Aan de tafel zitten {low} tot {high} spelers.</translation>
    </message>
    <message>
        <source>Seats are numbered 1 to {high}.</source>
        <translation>De stoelen zijn genummerd van 1 tot {high}.</translation>
    </message>
    <message>
        <source>With {players} players seats 1 to {players} are used: choose one of them.</source>
        <translation>Met {players} spelers worden stoel 1 tot {players} gebruikt: kies er een van.</translation>
    </message>
    <message>
        <source>The starting stack must be between {low} and {high}.</source>
        <translation>De startstack moet tussen {low} en {high} liggen.</translation>
    </message>
    <message>
        <source>A starting stack must cover the ante and one small bet: at least {minimum}.</source>
        <translation>Een startstack moet de ante en één kleine inzet dekken: minstens {minimum}.</translation>
    </message>
    <message>
        <source>There must be one opponent entry for each of the {n} seats.</source>
        <translation>Er moet voor elk van de {n} stoelen een tegenstander zijn ingevuld.</translation>
    </message>
    <message>
        <source>A practice opponent plays its fixed way and takes no style.</source>
        <translation>Een oefentegenstander speelt op zijn vaste manier en krijgt geen stijl.</translation>
    </message>
    <message>
        <source>The language must be &quot;system&quot; or a code such as &quot;de&quot; or &quot;pt_BR&quot;.</source>
        <translation>De taal moet „system” zijn of een code zoals „de” of „pt_BR”.</translation>
    </message>
    <message>
        <source>The tournament buy-in must be between {low} and {high} chips (0: play money).</source>
        <translation>De toernooi-buy-in moet tussen {low} en {high} fiches liggen (0: speelgeld).</translation>
    </message>
    <message>
        <source>Allowed, but an ante above {sensible}% of the small bet is unusual (0-{sensible}% is the sensible range).</source>
        <translation>Toegestaan, maar een ante boven {sensible}% van de kleine inzet is ongebruikelijk (0-{sensible}% is het zinnige bereik).</translation>
    </message>
    <message>
        <source>Allowed, but the bring-in ({bring_in}) is smaller than the ante ({ante}): usually it is larger.</source>
        <translation>Toegestaan, maar de bring-in ({bring_in}) is kleiner dan de ante ({ante}): meestal is hij groter.</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Zoals het systeem</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoog contrast</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Sound volume: {new}%.</source>
        <translation>Geluidsvolume: {new}%.</translation>
    </message>
    <message>
        <source>The volume must be between {low}% and {high}%.</source>
        <translation>Het volume moet tussen {low}% en {high}% liggen.</translation>
    </message>
    <message>
        <source>Theme: {new}.</source>
        <translation>Thema: {new}.</translation>
    </message>
</context>
<context>
    <name>SettingsController</name>
    <message>
        <source>Your settings could not be saved ({problem}). They apply for this session only; check that the folder {folder} can be written to.</source>
        <translation>Je instellingen konden niet worden opgeslagen ({problem}). Ze gelden alleen voor deze sessie; controleer of de map {folder} beschrijfbaar is.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Welcome to Razz Desktop</source>
        <translation>Welkom bij Razz Desktop</translation>
    </message>
    <message>
        <source>Welcome to Razz Desktop. Choose the game you sit down to; you can change it at any time in Game &gt; Settings. Practice mode is on: the Coach suggests a play at each of your decisions and reviews each hand (Practice tab, or Ctrl+T at the table).</source>
        <translation>Welkom bij Razz Desktop. Kies het spel waaraan je gaat zitten; je kunt het altijd wijzigen via Spel &gt; Instellingen. De oefenmodus staat aan: de coach stelt bij elke beslissing een zet voor en analyseert elke hand (tabblad Oefenen, of Ctrl+T aan tafel).</translation>
    </message>
    <message>
        <source>Settings sections</source>
        <translation>Onderdelen van de instellingen</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Inzetten</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Huisregels</translation>
    </message>
    <message>
        <source>Display and play</source>
        <translation>Weergave en spel</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Oefenen</translation>
    </message>
    <message>
        <source>Pending changes</source>
        <translation>Wachtende wijzigingen</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Beginnen met spelen</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Standaardwaarden</translation>
    </message>
    <message>
        <source>Put every setting back to its default; nothing is saved until you press OK.</source>
        <translation>Zet elke instelling terug op de standaardwaarde; er wordt pas iets opgeslagen als je op OK drukt.</translation>
    </message>
    <message>
        <source>the desktop&apos;s language</source>
        <translation>de taal van het bureaublad</translation>
    </message>
    <message>
        <source>Correct the fields marked in red first.</source>
        <translation>Verbeter eerst de rood gemarkeerde velden.</translation>
    </message>
    <message>
        <source>%1 (%2 was not taken.)</source>
        <translation>%1 (%2 is niet overgenomen.)</translation>
    </message>
    <message>
        <source>From the next session: %1</source>
        <translation>Vanaf de volgende sessie: %1</translation>
    </message>
    <message>
        <source>At once: %1</source>
        <translation>Meteen: %1</translation>
    </message>
    <message>
        <source>At the next start: %1.</source>
        <translation>Bij de volgende start: %1.</translation>
    </message>
</context>
<context>
    <name>SettingsPrompt</name>
    <message>
        <source>New table settings</source>
        <translation>Nieuwe tafelinstellingen</translation>
    </message>
    <message>
        <source>The new table, stakes and house rules start with a new session. Start one now?</source>
        <translation>De nieuwe tafel, inzetten en huisregels gelden vanaf een nieuwe sessie. Nu een starten?</translation>
    </message>
    <message>
        <source>Your live hand is played out first: checked when checking is free, folded to a bet.</source>
        <translation>Je lopende hand wordt eerst uitgespeeld: checken als dat gratis kan, folden tegen een inzet.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>Ace</source>
        <translation>aas</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>boer</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>vrouw</translation>
    </message>
    <message>
        <source>King</source>
        <translation>koning</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klaveren</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <source>Third street</source>
        <translation>Derde straat</translation>
    </message>
    <message>
        <source>Fourth street</source>
        <translation>Vierde straat</translation>
    </message>
    <message>
        <source>Fifth street</source>
        <translation>Vijfde straat</translation>
    </message>
    <message>
        <source>Sixth street</source>
        <translation>Zesde straat</translation>
    </message>
    <message>
        <source>Seventh street</source>
        <translation>Zevende straat</translation>
    </message>
</context>
<context>
    <name>StakesPage</name>
    <message>
        <source>Small bet</source>
        <translation>Kleine inzet</translation>
    </message>
    <message>
        <source>Small bet in chips</source>
        <translation>Kleine inzet in chips</translation>
    </message>
    <message>
        <source>&amp;Small bet:</source>
        <translation>&amp;Kleine inzet:</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Grote inzet</translation>
    </message>
    <message>
        <source>Big bet in chips</source>
        <translation>Grote inzet in chips</translation>
    </message>
    <message>
        <source>&amp;Twice the small bet</source>
        <translation>&amp;Tweemaal de kleine inzet</translation>
    </message>
    <message>
        <source>Big bet is twice the small bet</source>
        <translation>De grote inzet is tweemaal de kleine</translation>
    </message>
    <message>
        <source>&amp;Big bet:</source>
        <translation>&amp;Grote inzet:</translation>
    </message>
    <message>
        <source>Ante, percent of the small bet</source>
        <translation>Ante, procent van de kleine inzet</translation>
    </message>
    <message>
        <source>Ante in chips</source>
        <translation>Ante in chips</translation>
    </message>
    <message>
        <source>&amp;Ante:</source>
        <translation>&amp;Ante:</translation>
    </message>
    <message>
        <source>Bring-in, percent of the small bet</source>
        <translation>Bring-in, procent van de kleine inzet</translation>
    </message>
    <message>
        <source>Bring-in in chips</source>
        <translation>Bring-in in chips</translation>
    </message>
    <message>
        <source>B&amp;ring-in:</source>
        <translation>B&amp;ring-in:</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Inzetten</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spel:</translation>
    </message>
    <message>
        <source>Fixed limit, one chip = one cent. The ante and the bring-in are percentages of the small bet, rounded to the nearest chip (halves up); 10-25% is usual for the ante.</source>
        <translation>Fixed limit, één chip = één cent. De ante en de bring-in zijn percentages van de kleine inzet, afgerond op de dichtstbijzijnde chip (helften naar boven); 10-25% is gebruikelijk voor de ante.</translation>
    </message>
    <message>
        <source>A hand at these stakes</source>
        <translation>Een hand bij deze inzetten</translation>
    </message>
    <message>
        <source>%1 fixed-limit razz</source>
        <translation>%1 fixed-limit razz</translation>
    </message>
    <message>
        <source>Before the cards: every player antes %1.</source>
        <translation>Voor de kaarten: elke speler betaalt een ante van %1.</translation>
    </message>
    <message>
        <source>3rd street: the highest door card brings in %1, or completes to %2.</source>
        <translation>Derde straat: de hoogste deurkaart doet een bring-in van %1, of completeert tot %2.</translation>
    </message>
    <message>
        <source>3rd and 4th street: bets and raises of %1, at most %2 a round (a bet and %3 raises).</source>
        <translation>Derde en vierde straat: inzetten en verhogingen van %1, hoogstens %2 per ronde (een inzet en %3 verhogingen).</translation>
    </message>
    <message>
        <source>5th, 6th and 7th street: bets and raises of %1, at most %2 a round.</source>
        <translation>Vijfde, zesde en zevende straat: inzetten en verhogingen van %1, hoogstens %2 per ronde.</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
</context>
<context>
    <name>StatsDefinitions</name>
    <message>
        <source>hands dealt in.</source>
        <translation>handen waarin gedeeld is.</translation>
    </message>
    <message>
        <source>share of hands in which the player put chips in voluntarily on 3rd street: called the bring-in or more, completed, or raised. Posting the ante or the bring-in alone is not voluntary; a bring-in who completes, or calls a completion, is.</source>
        <translation>aandeel van de handen waarin de speler op derde straat vrijwillig fiches inzette: de bring-in of meer gecalld, gecompleteerd of verhoogd. Alleen de ante of de bring-in zetten is niet vrijwillig; een bring-in die completeert, of een completering callt, wel.</translation>
    </message>
    <message>
        <source>share of hands in which the player completed or raised on 3rd street.</source>
        <translation>aandeel van de handen waarin de speler op derde straat completeerde of verhoogde.</translation>
    </message>
    <message>
        <source>share of the hands where the player had the chance (at its first decision on 3rd street nobody had completed and every door card still to act, the bring-in&apos;s included, ranked higher than the player&apos;s; an equal rank is not higher) in which the player completed.</source>
        <translation>aandeel van de handen waarin de speler de kans had (bij zijn eerste beslissing op derde straat had niemand gecompleteerd en was elke deurkaart die nog aan de beurt kwam, die van de bring-in inbegrepen, hoger dan de zijne; een gelijke rang is niet hoger) en completeerde.</translation>
    </message>
    <message>
        <source>share of the hands where the player was the bring-in or still to act and faced such a completion in which they folded.</source>
        <translation>aandeel van de handen waarin de speler de bring-in was of nog aan de beurt kwam en tegenover zo&apos;n completering stond, waarin hij foldde.</translation>
    </message>
    <message>
        <source>share of the hands in which the player saw 4th street in which they reached showdown.</source>
        <translation>aandeel van de handen waarin de speler vierde straat zag en de showdown haalde.</translation>
    </message>
    <message>
        <source>share of the player&apos;s showdowns in which they won at least part of a pot.</source>
        <translation>aandeel van de showdowns van de speler waarin hij minstens een deel van een pot won.</translation>
    </message>
    <message>
        <source>hands won with everyone else folded.</source>
        <translation>handen gewonnen doordat alle anderen foldden.</translation>
    </message>
    <message>
        <source>chips won (+) or lost (-).</source>
        <translation>gewonnen (+) of verloren (-) fiches.</translation>
    </message>
    <message>
        <source>net in big bets (of each hand&apos;s stakes) per 100 hands.</source>
        <translation>resultaat in big bets (van de inzetten van elke hand) per 100 handen.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>%1 hands of %2 (computed in %3 ms)</source>
        <translation>%1 handen van %2 (berekend in %3 ms)</translation>
    </message>
    <message>
        <source>%1: %2 hands, %3 big bets per 100 hands</source>
        <translation>%1: %2 handen, %3 big bets per 100 handen</translation>
    </message>
    <message>
        <source>%n condition(s)</source>
        <translation>Voorwaarden: %n</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Handen</translation>
    </message>
    <message>
        <source>VPIP</source>
        <translation>VPIP</translation>
    </message>
    <message>
        <source>Complete 3rd</source>
        <translation>Complete 3e</translation>
    </message>
    <message>
        <source>Steal</source>
        <translation>Steal</translation>
    </message>
    <message>
        <source>Fold to steal</source>
        <translation>Fold op steal</translation>
    </message>
    <message>
        <source>WTSD</source>
        <translation>WTSD</translation>
    </message>
    <message>
        <source>W$SD</source>
        <translation>W$SD</translation>
    </message>
    <message>
        <source>Won w/o SD</source>
        <translation>Gew. zonder SD</translation>
    </message>
    <message>
        <source>Net (chips)</source>
        <translation>Netto (fiches)</translation>
    </message>
    <message>
        <source>BB/100</source>
        <translation>BB/100</translation>
    </message>
    <message>
        <source>three to a 5</source>
        <translation>drie tot een 5</translation>
    </message>
    <message>
        <source>to a 6</source>
        <translation>tot een 6</translation>
    </message>
    <message>
        <source>to a 7</source>
        <translation>tot een 7</translation>
    </message>
    <message>
        <source>to an 8</source>
        <translation>tot een 8</translation>
    </message>
    <message>
        <source>to a 9-T</source>
        <translation>tot een 9-T</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>een paar</translation>
    </message>
    <message>
        <source>high card J+</source>
        <translation>hoge kaart B+</translation>
    </message>
    <message>
        <source>Computer players count under their profile (level and style); players of imported hands under the names in their files; you under the name the app gives you.</source>
        <translation>Computerspelers tellen onder hun profiel (niveau en stijl); spelers van geïmporteerde handen onder de namen in hun bestanden; jij onder de naam die het programma je geeft.</translation>
    </message>
    <message>
        <source>By door card and by starting class: hands and big bets won per 100 hands, for the three first cards (two down and the door card). Starting classes are unknown for opponents of imported hands who never showed.</source>
        <translation>Per deurkaart en per starthand: handen en gewonnen big bets per 100 handen, voor de eerste drie kaarten (twee dicht en de deurkaart). De starthand van tegenstanders in geïmporteerde handen die nooit lieten zien, is onbekend.</translation>
    </message>
    <message>
        <source>All-in adjusted: when betting stopped with cards to come (everyone but at most one player all-in), the result is replaced by the equity at that moment, exact by enumeration when the cases are few, otherwise from 10,000 random deals.</source>
        <translation>All-in-gecorrigeerd: als het inzetten stopte met nog kaarten te komen (iedereen op hoogstens één speler na all-in), wordt het resultaat vervangen door de equity op dat moment, exact door opsomming als er weinig gevallen zijn, anders uit 10.000 willekeurige delingen.</translation>
    </message>
    <message>
        <source>Practice: decisions the coach graded, mistakes (and blunders) and big bets lost to decisions that were not good, per 100 decisions.</source>
        <translation>Oefenen: door de coach beoordeelde beslissingen, fouten (en blunders) en big bets verloren aan beslissingen die niet goed waren, per 100 beslissingen.</translation>
    </message>
    <message>
        <source>Practice hands</source>
        <translation>Oefenhanden</translation>
    </message>
    <message>
        <source>Count the hands played again from a decision (Play from here) too</source>
        <translation>Tel ook de handen die vanaf een beslissing opnieuw gespeeld zijn (Speel vanaf hier)</translation>
    </message>
    <message>
        <source>Count practice hands</source>
        <translation>Oefenhanden meetellen</translation>
    </message>
    <message>
        <source>Tournaments</source>
        <translation>Toernooien</translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation>Derde straat</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>Vierde straat</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>Vijfde straat</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>Zesde straat</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>Zevende straat</translation>
    </message>
    <message>
        <source>All hands</source>
        <translation>Alle handen</translation>
    </message>
    <message>
        <source>BB lost /100</source>
        <translation>BB verloren /100</translation>
    </message>
    <message>
        <source>BB/100 by door card</source>
        <translation>BB/100 per deurkaart</translation>
    </message>
    <message>
        <source>BB/100 by starting class</source>
        <translation>BB/100 per startklasse</translation>
    </message>
    <message>
        <source>Blunders /100</source>
        <translation>Blunders /100</translation>
    </message>
    <message>
        <source>Computing...</source>
        <translation>Bezig met berekenen...</translation>
    </message>
    <message>
        <source>Cumulative result</source>
        <translation>Cumulatief resultaat</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Beslissingen</translation>
    </message>
    <message>
        <source>Door card</source>
        <translation>Deurkaart</translation>
    </message>
    <message>
        <source>Door card %1</source>
        <translation>Deurkaart %1</translation>
    </message>
    <message>
        <source>Figures per player</source>
        <translation>Cijfers per speler</translation>
    </message>
    <message>
        <source>Hand %1 of %2 (session %3): this hand %4, in all %5 big bets; all-in adjusted %6</source>
        <translation>Hand %1 van %2 (sessie %3): deze hand %4, in totaal %5 big bets; all-in-gecorrigeerd %6</translation>
    </message>
    <message>
        <source>Hands:</source>
        <translation>Handen:</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <source>History window&apos;s filter</source>
        <translation>Filter van het venster Geschiedenis</translation>
    </message>
    <message>
        <source>Mistakes /100</source>
        <translation>Fouten /100</translation>
    </message>
    <message>
        <source>No hands yet: play a hand or import hand histories.</source>
        <translation>Nog geen handen: speel een hand of importeer handgeschiedenissen.</translation>
    </message>
    <message>
        <source>No practice reviews stored yet: turn on practice mode.</source>
        <translation>Nog geen oefenanalyses opgeslagen: zet de oefenmodus aan.</translation>
    </message>
    <message>
        <source>Player whose charts are shown</source>
        <translation>Speler van wie de grafieken worden getoond</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Speler:</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Oefenen</translation>
    </message>
    <message>
        <source>Practice: learning curve</source>
        <translation>Oefenen: leercurve</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Vernieuwen</translation>
    </message>
    <message>
        <source>Result per session</source>
        <translation>Resultaat per sessie</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultaten</translation>
    </message>
    <message>
        <source>Session %1 starts. </source>
        <translation>Sessie %1 begint. </translation>
    </message>
    <message>
        <source>Session %1: %2 decisions graded, %3 mistakes and %4 big bets lost per 100 decisions</source>
        <translation>Sessie %1: %2 beslissingen beoordeeld, %3 fouten en %4 verloren big bets per 100 beslissingen</translation>
    </message>
    <message>
        <source>Session %1: %2 hands, %3 big bets</source>
        <translation>Sessie %1: %2 handen, %3 big bets</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sessies</translation>
    </message>
    <message>
        <source>Starting hand</source>
        <translation>Starthand</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>Statistics: definitions</source>
        <translation>Statistieken: definities</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Straat</translation>
    </message>
    <message>
        <source>The figures could not be read: %1</source>
        <translation>De cijfers konden niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>What the figures mean</source>
        <translation>Wat de cijfers betekenen</translation>
    </message>
    <message>
        <source>Which hands count</source>
        <translation>Welke handen tellen</translation>
    </message>
    <message>
        <source>a session starts</source>
        <translation>een sessie begint</translation>
    </message>
    <message>
        <source>all-in adjusted</source>
        <translation>all-in-gecorrigeerd</translation>
    </message>
    <message>
        <source>big bets</source>
        <translation>big bets</translation>
    </message>
    <message>
        <source>big bets lost</source>
        <translation>verloren big bets</translation>
    </message>
    <message>
        <source>big bets per 100 hands</source>
        <translation>big bets per 100 handen</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>handen</translation>
    </message>
    <message>
        <source>mistakes</source>
        <translation>fouten</translation>
    </message>
    <message>
        <source>per 100 decisions</source>
        <translation>per 100 beslissingen</translation>
    </message>
    <message>
        <source>result</source>
        <translation>resultaat</translation>
    </message>
    <message>
        <source>session</source>
        <translation>sessie</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Pot {amount}</source>
        <translation>Pot {amount}</translation>
    </message>
    <message>
        <source>Main pot {amount}</source>
        <translation>Hoofdpot {amount}</translation>
    </message>
    <message>
        <source>Side pot {n}: {amount}</source>
        <translation>Zijpot {n}: {amount}</translation>
    </message>
    <message>
        <source>Stud button: seat 8&apos;s place. Every street is dealt starting with the first player to its left; it breaks ties for who acts first.</source>
        <translation>Stud-button: op de plaats van stoel 8. Elke straat wordt gedeeld vanaf de eerste speler links ervan; hij beslist bij gelijkstand wie begint.</translation>
    </message>
    <message>
        <source>BUTTON</source>
        <translation>BUTTON</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Completeert</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Zet in</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Verhoogt</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Callt</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Checkt</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Toont</translation>
    </message>
    <message>
        <source>Muck</source>
        <translation>Muckt</translation>
    </message>
    <message>
        <source>RAZZ  ·  {small}/{big}  ·  ante {ante}</source>
        <translation>RAZZ  ·  {small}/{big}  ·  ante {ante}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Stoel {n}</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>Zit uit</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jouw beurt</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt na…</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>Aan zet</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>Gefold</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Busted</source>
        <translation>Blut</translation>
    </message>
    <message>
        <source>Community card: the deck ran short on 7th street, so every player uses this card as their seventh.</source>
        <translation>Gemeenschappelijke kaart: op de zevende straat waren er te weinig kaarten, dus elke speler gebruikt deze kaart als zevende.</translation>
    </message>
    <message>
        <source>your hole cards</source>
        <translation>je gedekte kaarten</translation>
    </message>
</context>
<context>
    <name>TableLines</name>
    <message>
        <source>Each seat, the pot, the amount to call and your actions, one line each</source>
        <translation>Elke stoel, de pot, het bedrag om te callen en je acties, elk op één regel</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Number of players</source>
        <translation>Aantal spelers</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spelers:</translation>
    </message>
    <message>
        <source>you included</source>
        <translation>jij inbegrepen</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Jouw stoel</translation>
    </message>
    <message>
        <source>&amp;Your seat:</source>
        <translation>&amp;Jouw stoel:</translation>
    </message>
    <message>
        <source>seat 1 is first to the left of the stud button</source>
        <translation>stoel 1 is de eerste links van de stud-button</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Startstack</translation>
    </message>
    <message>
        <source>Starting stack in big bets</source>
        <translation>Startstack in grote inzetten</translation>
    </message>
    <message>
        <source>&amp;Starting stack:</source>
        <translation>S&amp;tartstack:</translation>
    </message>
    <message>
        <source>Opponents preset</source>
        <translation>Voorinstelling tegenstanders</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Aangepast</translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation>&amp;Tegenstanders:</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Computerspelers</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seat&lt;/b&gt;</source>
        <translation>&lt;b&gt;Stoel&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Level&lt;/b&gt;</source>
        <translation>&lt;b&gt;Niveau&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Style&lt;/b&gt;</source>
        <translation>&lt;b&gt;Stijl&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Stoel %1</translation>
    </message>
    <message>
        <source>Seat %1 level</source>
        <translation>Niveau stoel %1</translation>
    </message>
    <message>
        <source>Seat %1 style</source>
        <translation>Stijl stoel %1</translation>
    </message>
    <message>
        <source>Seat %1: you</source>
        <translation>Stoel %1: jij</translation>
    </message>
    <message>
        <source>Seat %1 (empty)</source>
        <translation>Stoel %1 (leeg)</translation>
    </message>
    <message>
        <source>= %1 big bets (%2)</source>
        <translation>= %1 grote inzetten (%2)</translation>
    </message>
</context>
<context>
    <name>TableTextDock</name>
    <message>
        <source>Table as text</source>
        <translation>Tafel als tekst</translation>
    </message>
</context>
<context>
    <name>TableTextPanel</name>
    <message>
        <source>The Coach&apos;s advice for your decision</source>
        <translation>Het advies van de coach voor je beslissing</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
</context>
<context>
    <name>ToolsMenu</name>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Gereedschap</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <source>New tournament</source>
        <translation>Nieuw toernooi</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Aantal spelers</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spelers:</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Jouw stoel</translation>
    </message>
    <message>
        <source>&amp;Your seat:</source>
        <translation>&amp;Jouw stoel:</translation>
    </message>
    <message>
        <source>Seat %1 level</source>
        <translation>Niveau stoel %1</translation>
    </message>
    <message>
        <source>Seat %1 style</source>
        <translation>Stijl stoel %1</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Niveaus</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Structuur</translation>
    </message>
    <message>
        <source>Regular (a level every 12 hands)</source>
        <translation>Normaal (elke 12 handen een niveau)</translation>
    </message>
    <message>
        <source>Turbo (a level every 6 hands)</source>
        <translation>Turbo (elke 6 handen een niveau)</translation>
    </message>
    <message>
        <source>Hyper-turbo (a level every 3 hands)</source>
        <translation>Hyperturbo (elke 3 handen een niveau)</translation>
    </message>
    <message>
        <source>My own</source>
        <translation>Eigen</translation>
    </message>
    <message>
        <source>&amp;Schedule:</source>
        <translation>&amp;Structuur:</translation>
    </message>
    <message>
        <source>A level lasts</source>
        <translation>Een niveau duurt</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>handen</translation>
    </message>
    <message>
        <source>minutes of play</source>
        <translation>speelminuten</translation>
    </message>
    <message>
        <source>A level &amp;lasts:</source>
        <translation>Een niveau &amp;duurt:</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Startfiches</translation>
    </message>
    <message>
        <source>Starting &amp;chips:</source>
        <translation>Start&amp;fiches:</translation>
    </message>
    <message>
        <source>Levels: small bet, big bet, ante, bring-in and length of each</source>
        <translation>Niveaus: kleine inzet, grote inzet, ante, bring-in en duur van elk</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>Kleine inzet</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Grote inzet</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Duur</translation>
    </message>
    <message>
        <source>&amp;Add level</source>
        <translation>Niveau &amp;toevoegen</translation>
    </message>
    <message>
        <source>&amp;Remove last level</source>
        <translation>Laatste niveau &amp;verwijderen</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Prijzen</translation>
    </message>
    <message>
        <source>Play money (none)</source>
        <translation>Speelgeld (geen)</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>&amp;Buy-in:</source>
        <translation>&amp;Buy-in:</translation>
    </message>
    <message>
        <source>Payouts in percent, first place first</source>
        <translation>Uitbetalingen in procent, eerste plaats eerst</translation>
    </message>
    <message>
        <source>Percent of the prize pool for 1st, 2nd, ... place, e.g. 65/35; they must add to 100</source>
        <translation>Procent van de prijzenpot voor de 1e, 2e, … plaats, bijv. 65/35; samen 100</translation>
    </message>
    <message>
        <source>Pa&amp;youts (%):</source>
        <translation>&amp;Uitbetalingen (%):</translation>
    </message>
    <message>
        <source>&amp;Start tournament</source>
        <translation>Toernooi &amp;starten</translation>
    </message>
    <message>
        <source>Seat %1: you</source>
        <translation>Stoel %1: jij</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Stoel %1</translation>
    </message>
    <message>
        <source>Payouts: %1</source>
        <translation>Uitbetalingen: %1</translation>
    </message>
    <message>
        <source>A level lasts at least one hand.</source>
        <translation>Een niveau duurt minstens één hand.</translation>
    </message>
    <message>
        <source>A level lasts at least one minute.</source>
        <translation>Een niveau duurt minstens één minuut.</translation>
    </message>
    <message>
        <source>A schedule needs at least one level.</source>
        <translation>Een structuur heeft minstens één niveau nodig.</translation>
    </message>
    <message>
        <source>The starting chips must be at least 1.</source>
        <translation>De startfiches moeten minstens 1 zijn.</translation>
    </message>
    <message>
        <source>Write a whole number of chips in every cell.</source>
        <translation>Vul in elke cel een geheel aantal fiches in.</translation>
    </message>
    <message>
        <source>The small bet must be at least 2 chips.</source>
        <translation>De kleine inzet moet minstens 2 fiches zijn.</translation>
    </message>
    <message>
        <source>The big bet must be at least the small bet.</source>
        <translation>De grote inzet moet minstens zo groot zijn als de kleine.</translation>
    </message>
    <message>
        <source>The ante must be from 0 up to below the small bet.</source>
        <translation>De ante moet van 0 tot onder de kleine inzet liggen.</translation>
    </message>
    <message>
        <source>The bring-in must be from the ante up to below the small bet.</source>
        <translation>De bring-in moet van de ante tot onder de kleine inzet liggen.</translation>
    </message>
    <message>
        <source>The limits must rise from level to level.</source>
        <translation>De limieten moeten van niveau tot niveau stijgen.</translation>
    </message>
    <message>
        <source>The big bet must not fall from one level to the next.</source>
        <translation>De grote inzet mag van het ene niveau naar het volgende niet dalen.</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Niveau %1: %2</translation>
    </message>
    <message>
        <source>write whole percentages separated by /, e.g. 65/35</source>
        <translation>schrijf hele percentages gescheiden door /, bijv. 65/35</translation>
    </message>
    <message>
        <source>more places are paid than there are players</source>
        <translation>er worden meer plaatsen betaald dan er spelers zijn</translation>
    </message>
</context>
<context>
    <name>TournamentLobby</name>
    <message>
        <source>Tournament</source>
        <translation>Toernooi</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Niveau:</translation>
    </message>
    <message>
        <source>Next level:</source>
        <translation>Volgend niveau:</translation>
    </message>
    <message>
        <source>Players left:</source>
        <translation>Spelers over:</translation>
    </message>
    <message>
        <source>Average stack:</source>
        <translation>Gemiddelde stack:</translation>
    </message>
    <message>
        <source>Payouts:</source>
        <translation>Uitbetalingen:</translation>
    </message>
    <message>
        <source>Out:</source>
        <translation>Uitgeschakeld:</translation>
    </message>
    <message>
        <source>%1/%2, ante %3, bring-in %4</source>
        <translation>%1/%2, ante %3, bring-in %4</translation>
    </message>
    <message>
        <source>Level %1 (%2): %3</source>
        <translation>Niveau %1 (%2): %3</translation>
    </message>
    <message>
        <source>none: the limits stay here to the end</source>
        <translation>geen: de limieten blijven zo tot het einde</translation>
    </message>
    <message numerus="yes">
        <source>in %n hand(s)</source>
        <translation>
            <numerusform>over %n hand</numerusform>
            <numerusform>over %n handen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n minute(s) of play</source>
        <translation>
            <numerusform>over %n speelminuut</numerusform>
            <numerusform>over %n speelminuten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 van %2</translation>
    </message>
    <message>
        <source>%1. place: %2</source>
        <translation>%1e plaats: %2</translation>
    </message>
    <message>
        <source>play money: places only</source>
        <translation>speelgeld: alleen plaatsen</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1e %2</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>nog niemand</translation>
    </message>
    <message>
        <source>Level %1: %2; %3 of %4 players left</source>
        <translation>Niveau %1: %2; %3 van %4 spelers over</translation>
    </message>
</context>
<context>
    <name>TournamentResult</name>
    <message>
        <source>Tournament over</source>
        <translation>Toernooi voorbij</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) played.</source>
        <translation>
            <numerusform>%n hand gespeeld.</numerusform>
            <numerusform>%n handen gespeeld.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prize pool: %1 (%2 players x %3).</source>
        <translation>Prijzenpot: %1 (%2 spelers × %3).</translation>
    </message>
    <message>
        <source>Finishing places</source>
        <translation>Eindplaatsen</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Prijs</translation>
    </message>
    <message>
        <source>&amp;Play another tournament</source>
        <translation>&amp;Nog een toernooi</translation>
    </message>
    <message>
        <source>The tournament is over.</source>
        <translation>Het toernooi is voorbij.</translation>
    </message>
    <message>
        <source>You won the tournament!</source>
        <translation>Je hebt het toernooi gewonnen!</translation>
    </message>
    <message>
        <source>You finished in place %1 of %2.</source>
        <translation>Je bent op plaats %1 van %2 geëindigd.</translation>
    </message>
    <message>
        <source>Your prize: %1.</source>
        <translation>Jouw prijs: %1.</translation>
    </message>
</context>
<context>
    <name>TournamentWiring</name>
    <message>
        <source>New tournament</source>
        <translation>Nieuw toernooi</translation>
    </message>
    <message>
        <source>Your hand is still being played: it will be finished first (checked when free, folded to a bet). Start a tournament?</source>
        <translation>Je hand wordt nog gespeeld: die wordt eerst afgemaakt (gecheckt als het niets kost, gefold tegen een inzet). Een toernooi starten?</translation>
    </message>
    <message>
        <source>New &amp;tournament…</source>
        <translation>Nieuw &amp;toernooi…</translation>
    </message>
    <message>
        <source>A sit-and-go: rising limits, players knocked out, prizes for the last ones in (Ctrl+Shift+N)</source>
        <translation>Een sit-and-go: stijgende limieten, spelers die eruit liggen, prijzen voor de laatsten (Ctrl+Shift+N)</translation>
    </message>
</context>
<context>
    <name>TournamentsPage</name>
    <message>
        <source>Tournaments played:</source>
        <translation>Gespeelde toernooien:</translation>
    </message>
    <message>
        <source>Finishes:</source>
        <translation>Eindplaatsen:</translation>
    </message>
    <message>
        <source>In the money:</source>
        <translation>In het geld:</translation>
    </message>
    <message>
        <source>Buy-ins and prizes:</source>
        <translation>Buy-ins en prijzen:</translation>
    </message>
    <message>
        <source>ROI:</source>
        <translation>ROI:</translation>
    </message>
    <message>
        <source>Return on investment: (prizes - buy-ins) / buy-ins, with the buy-in chosen when each tournament started</source>
        <translation>Rendement: (prijzen - buy-ins) / buy-ins, met de buy-in die bij de start van elk toernooi gekozen was</translation>
    </message>
    <message>
        <source>Play money:</source>
        <translation>Speelgeld:</translation>
    </message>
    <message>
        <source>Finishing places</source>
        <translation>Eindplaatsen</translation>
    </message>
    <message>
        <source>tournaments</source>
        <translation>toernooien</translation>
    </message>
    <message>
        <source>place</source>
        <translation>plaats</translation>
    </message>
    <message>
        <source>place %1: %2</source>
        <translation>plaats %1: %2</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 van %2 (%3)</translation>
    </message>
    <message>
        <source>%1 paid, %2 won (chips)</source>
        <translation>%1 betaald, %2 gewonnen (fiches)</translation>
    </message>
    <message>
        <source>none: play money only (no buy-in). Choose a buy-in in Game &gt; New tournament.</source>
        <translation>geen: alleen speelgeld (geen buy-in). Kies een buy-in via Spel &gt; Nieuw toernooi.</translation>
    </message>
    <message>
        <source>%1 without a buy-in (nothing paid, nothing won)</source>
        <translation>%1 zonder buy-in (niets betaald, niets gewonnen)</translation>
    </message>
    <message>
        <source>No tournament finished yet: play one with Game &gt; New tournament.</source>
        <translation>Nog geen toernooi afgemaakt: speel er een via Spel &gt; Nieuw toernooi.</translation>
    </message>
    <message>
        <source>Not counted: tournaments with hands in the history but no result: %1 (imported hand histories do not say how a tournament ended, and a tournament left before its end has none).</source>
        <translation>Niet meegeteld: toernooien met handen in de geschiedenis maar zonder uitslag: %1 (geïmporteerde handgeschiedenissen zeggen niet hoe een toernooi afliep, en een toernooi dat voor het einde is verlaten heeft er geen).</translation>
    </message>
    <message>
        <source>Every finished tournament counts, whatever hands are chosen above.</source>
        <translation>Elk afgemaakt toernooi telt mee, welke handen hierboven ook gekozen zijn.</translation>
    </message>
    <message>
        <source>Place %1: %2 of %3 tournaments</source>
        <translation>Plaats %1: %2 van %3 toernooien</translation>
    </message>
</context>
<context>
    <name>UnsavedHandsQuestion</name>
    <message>
        <source>Hands not saved</source>
        <translation>Handen niet opgeslagen</translation>
    </message>
    <message>
        <source>Save them to a file...</source>
        <translation>In een bestand opslaan...</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Opnieuw proberen</translation>
    </message>
    <message>
        <source>Quit and lose them</source>
        <translation>Afsluiten en ze verliezen</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) of this session could not be saved: neither the hand history ({file}) nor the journal beside it can be written (the disk may be full, or the folder read-only). If Razz Desktop quits now, they are lost.</source>
        <translation>
            <numerusform>%n hand van deze sessie kon niet worden opgeslagen: noch de handgeschiedenis ({file}) noch het journaal ernaast kan worden geschreven (de schijf is misschien vol of de map alleen-lezen). Als Razz Desktop nu afsluit, gaat die verloren.</numerusform>
            <numerusform>%n handen van deze sessie konden niet worden opgeslagen: noch de handgeschiedenis ({file}) noch het journaal ernaast kan worden geschreven (de schijf is misschien vol of de map alleen-lezen). Als Razz Desktop nu afsluit, gaan ze verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save them to a file: pick a folder on another disk or a USB stick; two files are written there, the hands as PokerStars text and a .jsonl file that File &gt; Import (All files) brings back into the history as played hands. Try again: once you have freed some disk space or made the folder writable.</source>
        <translation>In een bestand opslaan: kies een map op een andere schijf of een USB-stick; daar worden twee bestanden geschreven, de handen als PokerStars-tekst en een .jsonl-bestand dat Bestand &gt; Importeren (Alle bestanden) als gespeelde handen terugzet in de geschiedenis. Opnieuw proberen: zodra je schijfruimte hebt vrijgemaakt of de map schrijfbaar hebt gemaakt.</translation>
    </message>
    <message>
        <source>They could not be saved in {folder} ({reason}). Pick another folder.</source>
        <translation>Ze konden niet in {folder} worden opgeslagen ({reason}). Kies een andere map.</translation>
    </message>
    <message>
        <source>Folder for the unsaved hands</source>
        <translation>Map voor de niet-opgeslagen handen</translation>
    </message>
</context>
<context>
    <name>spoken</name>
    <message>
        <source>Hand {n}.</source>
        <translation>Hand {n}.</translation>
    </message>
    <message>
        <source>No hand on the table yet.</source>
        <translation>Nog geen hand op tafel.</translation>
    </message>
    <message>
        <source>The Coach has no advice right now.</source>
        <translation>De coach heeft nu geen advies.</translation>
    </message>
    <message>
        <source>The Coach suggests: {action}. {reason}</source>
        <translation>De coach stelt voor: {action}. {reason}</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Jij bent aan de beurt.</translation>
    </message>
</context>
</TS>
