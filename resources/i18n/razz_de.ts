<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <source> with {hand}</source>
        <translation> mit {hand}</translation>
    </message>
    <message>
        <source>%n opponents get a card face down.</source>
        <translation>Verdeckte Karte für Gegner: %n.</translation>
    </message>
    <message>
        <source>%n opponents in the hand.</source>
        <translation>Gegner im Blatt: %n.</translation>
    </message>
    <message>
        <source>(no file)</source>
        <translation>(keine Datei)</translation>
    </message>
    <message>
        <source>, all in.</source>
        <translation>, All-in.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Community card: {card}.</source>
        <translation>Gemeinschaftskarte: {card}.</translation>
    </message>
    <message>
        <source>{schedule}, place {place} of {entrants}</source>
        <translation>{schedule}, Platz {place} von {entrants}</translation>
    </message>
    <message>
        <source>{schedule}, finished</source>
        <translation>{schedule}, beendet</translation>
    </message>
    <message>
        <source>imported, {hands}</source>
        <translation>importiert, {hands}</translation>
    </message>
    <message>
        <source>not finished, {hands}</source>
        <translation>nicht beendet, {hands}</translation>
    </message>
    <message>
        <source>Tournament #{id} · {when} · {ended}</source>
        <translation>Turnier #{id} · {when} · {ended}</translation>
    </message>
    <message>
        <source>Hand #{n}</source>
        <translation>Blatt Nr. {n}</translation>
    </message>
    <message>
        <source>Practice hand</source>
        <translation>Übungsblatt</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Blatt beendet</translation>
    </message>
    <message>
        <source>Hand {id} could not be read: {why}</source>
        <translation>Blatt {id} konnte nicht gelesen werden: {why}</translation>
    </message>
    <message>
        <source>Hand {id} is no longer in the history.</source>
        <translation>Blatt {id} ist nicht mehr in der Historie.</translation>
    </message>
    <message>
        <source>Hand {n} is over.</source>
        <translation>Blatt {n} ist vorbei.</translation>
    </message>
    <message>
        <source>Hand {n}, {street}.</source>
        <translation>Blatt {n}, {street}.</translation>
    </message>
    <message>
        <source>Import a folder of hand histories</source>
        <translation>Einen Ordner mit Hand-Histories importieren</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>Import abgeschlossen</translation>
    </message>
    <message>
        <source>Import hand histories</source>
        <translation>Hand-Histories importieren</translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation>1 Blatt</translation>
    </message>
    <message>
        <source>{n} hands</source>
        <translation>{n} Blätter</translation>
    </message>
    <message>
        <source>1 file</source>
        <translation>1 Datei</translation>
    </message>
    <message>
        <source>{n} files</source>
        <translation>{n} Dateien</translation>
    </message>
    <message>
        <source>Imported from {site}, hand {id}</source>
        <translation>Importiert von {site}, Blatt {id}</translation>
    </message>
    <message>
        <source>Imported {hands} from {files}.</source>
        <translation>{hands} aus {files} importiert.</translation>
    </message>
    <message>
        <source>1 Razz hand found</source>
        <translation>1 Razz-Blatt gefunden</translation>
    </message>
    <message>
        <source>{n} Razz hands found</source>
        <translation>{n} Razz-Blätter gefunden</translation>
    </message>
    <message>
        <source>{n} already in the history (not added again)</source>
        <translation>{n} schon in der Historie (nicht erneut hinzugefügt)</translation>
    </message>
    <message>
        <source>1 hand of another game skipped</source>
        <translation>1 Blatt eines anderen Spiels übersprungen</translation>
    </message>
    <message>
        <source>{n} hands of other games skipped</source>
        <translation>{n} Blätter anderer Spiele übersprungen</translation>
    </message>
    <message>
        <source>{n} rejected: see the details</source>
        <translation>{n} abgelehnt: siehe Details</translation>
    </message>
    <message>
        <source>Importing hand histories</source>
        <translation>Hand-Histories werden importiert</translation>
    </message>
    <message>
        <source>No action for you now.</source>
        <translation>Gerade keine Aktion für dich.</translation>
    </message>
    <message>
        <source>Nothing else to report.</source>
        <translation>Sonst nichts zu melden.</translation>
    </message>
    <message>
        <source>Nothing to call.</source>
        <translation>Nichts zum Mitgehen.</translation>
    </message>
    <message>
        <source>Pot {amount}.</source>
        <translation>Pott {amount}.</translation>
    </message>
    <message>
        <source>Razz {small}/{big}</source>
        <translation>Razz {small}/{big}</translation>
    </message>
    <message>
        <source>Razz {small}/{big} · ante {ante} · bring-in {bring} · {when}</source>
        <translation>Razz {small}/{big} · Ante {ante} · Bring-in {bring} · {when}</translation>
    </message>
    <message>
        <source>Reading {names}</source>
        <translation>Lese {names}</translation>
    </message>
    <message>
        <source>Rejected hands (file, hand, line: why):</source>
        <translation>Abgelehnte Blätter (Datei, Blatt, Zeile: Grund):</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>Session {n}</source>
        <translation>Sitzung {n}</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Stopping after the file being read…</source>
        <translation>Halte nach der gerade gelesenen Datei an…</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Das Geben</translation>
    </message>
    <message>
        <source>The hand history could not be opened: {why}</source>
        <translation>Die Blatt-Historie konnte nicht geöffnet werden: {why}</translation>
    </message>
    <message>
        <source>The hand history could not be read: {why}</source>
        <translation>Die Blatt-Historie konnte nicht gelesen werden: {why}</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>The hand history is not open.</source>
        <translation>Die Blatt-Historie ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Das Blatt ist vorbei.</translation>
    </message>
    <message>
        <source>The hands could not be imported.</source>
        <translation>Die Blätter konnten nicht importiert werden.</translation>
    </message>
    <message>
        <source>To call: {amount}.</source>
        <translation>Zum Mitgehen: {amount}.</translation>
    </message>
    <message>
        <source>You get {cards} face down.</source>
        <translation>Du bekommst {cards} verdeckt.</translation>
    </message>
    <message>
        <source>You get {cards} face up.</source>
        <translation>Du bekommst {cards} offen.</translation>
    </message>
    <message>
        <source>You may: {actions}.</source>
        <translation>Du kannst: {actions}.</translation>
    </message>
    <message>
        <source>You win {amount}</source>
        <translation>Du gewinnst {amount}</translation>
    </message>
    <message>
        <source>Your cards: down {down}; up {up}.</source>
        <translation>Deine Karten: verdeckt {down}; offen {up}.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Du bist dran.</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>ante {ante}</source>
        <translation>Ante {ante}</translation>
    </message>
    <message>
        <source>bet {amount}</source>
        <translation>Einsatz {amount}</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>ausgestiegen</translation>
    </message>
    <message>
        <source>hand {id}</source>
        <translation>Blatt {id}</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <source>line {n}</source>
        <translation>Zeile {n}</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>keine Karten</translation>
    </message>
    <message>
        <source>not in this hand</source>
        <translation>nicht in diesem Blatt</translation>
    </message>
    <message>
        <source>pot {pot}</source>
        <translation>Pott {pot}</translation>
    </message>
    <message>
        <source>session {n}</source>
        <translation>Sitzung {n}</translation>
    </message>
    <message>
        <source>showing {cards}</source>
        <translation>zeigt {cards}</translation>
    </message>
    <message>
        <source>shows {cards}: {hand}</source>
        <translation>zeigt {cards}: {hand}</translation>
    </message>
    <message>
        <source>step {n} of {count}</source>
        <translation>Schritt {n} von {count}</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>won {amount}</source>
        <translation>gewann {amount}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>your hole cards {cards}</source>
        <translation>deine verdeckten Karten {cards}</translation>
    </message>
    <message>
        <source>{name} gets {card}.</source>
        <translation>{name} bekommt {card}.</translation>
    </message>
    <message>
        <source>{name} to act.</source>
        <translation>{name} ist dran.</translation>
    </message>
    <message>
        <source>{name} wins {amount}</source>
        <translation>{name} gewinnt {amount}</translation>
    </message>
    <message>
        <source>{name} won {amount}.</source>
        <translation>{name} hat {amount} gewonnen.</translation>
    </message>
    <message>
        <source>{name}, seat {seat}: stack {stack}</source>
        <translation>{name}, Platz {seat}: Stack {stack}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{site} hand {id}</source>
        <translation>{site} Blatt {id}</translation>
    </message>
    <message>
        <source>Import cancelled: {hands} imported before it stopped.</source>
        <translation>Import abgebrochen: {hands} importiert, bevor er anhielt.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Du hast den Tisch verlassen.</translation>
    </message>
    <message>
        <source>{done} of {total} files</source>
        <translation>{done} von {total} Dateien</translation>
    </message>
    <message>
        <source>{files} read, {hands} so far</source>
        <translation>{files} gelesen, bisher {hands}</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>Table status</source>
        <translation>Tischstatus</translation>
    </message>
    <message>
        <source>{key} is not on offer here: {choices}.</source>
        <translation>{key} steht hier nicht zur Wahl: {choices}.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>to call {amount}</source>
        <translation>{amount} zum Mitgehen</translation>
    </message>
    <message>
        <source>total pot {amount}</source>
        <translation>Pott gesamt {amount}</translation>
    </message>
    <message>
        <source>betting capped</source>
        <translation>Einsätze gedeckelt</translation>
    </message>
    <message>
        <source>Click the table or press Space when you are ready.</source>
        <translation>Klick auf den Tisch oder drück die Leertaste, wenn du bereit bist.</translation>
    </message>
    <message>
        <source>Deal next hand</source>
        <translation>Nächstes Blatt geben</translation>
    </message>
    <message>
        <source>You are out of chips.</source>
        <translation>Du hast keine Chips mehr.</translation>
    </message>
    <message>
        <source>Buy in again to keep playing, or leave the table.</source>
        <translation>Kauf dich neu ein, um weiterzuspielen, oder verlass den Tisch.</translation>
    </message>
    <message>
        <source>Leave table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>Rebuy {amount}</source>
        <translation>Rebuy {amount}</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Neue Sitzung</translation>
    </message>
</context>
<context>
    <name>ActionButton</name>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Keyboard shortcut: {key}</source>
        <translation>Tastenkürzel: {key}</translation>
    </message>
    <message>
        <source>{label} (key {key})</source>
        <translation>{label} (Taste {key})</translation>
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
        <translation>Komplettieren</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Aussteigen</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Checken</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Erhöhen</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Muck</source>
        <translation>Abgeben</translation>
    </message>
    <message>
        <source>bringing in</source>
        <translation>das Bring-in</translation>
    </message>
    <message>
        <source>completing</source>
        <translation>Komplettieren</translation>
    </message>
    <message>
        <source>folding</source>
        <translation>Aussteigen</translation>
    </message>
    <message>
        <source>checking</source>
        <translation>Checken</translation>
    </message>
    <message>
        <source>calling</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <source>betting</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>raising</source>
        <translation>Erhöhen</translation>
    </message>
    <message>
        <source>showing</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>mucking</source>
        <translation>Abgeben</translation>
    </message>
    <message>
        <source>Bring in {amount}</source>
        <translation>Bring-in {amount}</translation>
    </message>
    <message>
        <source>Complete to {amount}</source>
        <translation>Komplettieren auf {amount}</translation>
    </message>
    <message>
        <source>Call {amount}</source>
        <translation>Mitgehen {amount}</translation>
    </message>
    <message>
        <source>Bet {amount}</source>
        <translation>Setzen {amount}</translation>
    </message>
    <message>
        <source>Raise to {amount}</source>
        <translation>Erhöhen auf {amount}</translation>
    </message>
    <message>
        <source>{action} (all-in)</source>
        <translation>{action} (All-in)</translation>
    </message>
</context>
<context>
    <name>AnalysisDialog</name>
    <message>
        <source>Analyse imported hands</source>
        <translation>Importierte Hände analysieren</translation>
    </message>
    <message>
        <source>Looking for imported hands to analyse…</source>
        <translation>Suche importierte Hände zum Analysieren…</translation>
    </message>
    <message>
        <source>Hands analysed</source>
        <translation>Analysierte Hände</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message numerus="yes">
        <source>The Coach is grading your decisions in %n hand(s)…</source>
        <translation>
            <numerusform>Der Coach bewertet deine Entscheidungen in %n Hand…</numerusform>
            <numerusform>Der Coach bewertet deine Entscheidungen in %n Händen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1 of %2 graded…</source>
        <translation>Hand %1 von %2 bewertet…</translation>
    </message>
    <message>
        <source>Stopping; the hands graded so far are kept…</source>
        <translation>Wird angehalten; die bisher bewerteten Hände bleiben erhalten…</translation>
    </message>
    <message>
        <source>No imported hand is waiting to be analysed. Import hands whose files show your cards (File &gt; Import hand histories), then analyse them.</source>
        <translation>Keine importierte Hand wartet auf die Analyse. Importiere Hände, deren Dateien deine Karten zeigen (Datei &gt; Handhistorien importieren), und analysiere sie dann.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n hand(s) graded before you cancelled.</source>
        <translation>
            <numerusform>Angehalten: %n Hand vor dem Abbruch bewertet.</numerusform>
            <numerusform>Angehalten: %n Hände vor dem Abbruch bewertet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) graded.</source>
        <translation>
            <numerusform>%n Hand bewertet.</numerusform>
            <numerusform>%n Hände bewertet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n Entscheidung</numerusform>
            <numerusform>%n Entscheidungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 big bets lost. Game &gt; Mistakes shows them with your practice hands.</source>
        <translation>%1 Big Bets verloren. Spiel &gt; Fehler zeigt sie zusammen mit deinen Übungshänden.</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Hand %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) skipped:</source>
        <translation>
            <numerusform>%n Hand übersprungen:</numerusform>
            <numerusform>%n Hände übersprungen:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weitere</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>The analysis stopped: %1</source>
        <translation>Die Analyse wurde abgebrochen: %1</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>ace</source>
        <comment>rank</comment>
        <translation>Ass</translation>
    </message>
    <message>
        <source>deuce</source>
        <comment>rank</comment>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>three</source>
        <comment>rank</comment>
        <translation>Drei</translation>
    </message>
    <message>
        <source>four</source>
        <comment>rank</comment>
        <translation>Vier</translation>
    </message>
    <message>
        <source>five</source>
        <comment>rank</comment>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>six</source>
        <comment>rank</comment>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>rank</comment>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>rank</comment>
        <translation>Acht</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>rank</comment>
        <translation>Neun</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>rank</comment>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>rank</comment>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>rank</comment>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <comment>rank</comment>
        <translation>König</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>Asse</translation>
    </message>
    <message>
        <source>deuces</source>
        <translation>Zweien</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>Dreien</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>Fünfen</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>Siebenen</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>Achten</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>Neunen</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>Zehnen</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation>3. Straße</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>4. Straße</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>5. Straße</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>6. Straße</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>7. Straße</translation>
    </message>
    <message>
        <source>street {n}</source>
        <translation>Straße {n}</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4.</translation>
    </message>
    <message>
        <source>5th</source>
        <translation>5.</translation>
    </message>
    <message>
        <source>6th</source>
        <translation>6.</translation>
    </message>
    <message>
        <source>7th</source>
        <translation>7.</translation>
    </message>
    <message>
        <source>the wheel (5-4-3-2-A)</source>
        <translation>das Wheel (5-4-3-2-A)</translation>
    </message>
    <message>
        <source>pair of {rank}</source>
        <translation>Paar {rank}</translation>
    </message>
    <message>
        <source>two pair, {high} and {low}</source>
        <translation>zwei Paare, {high} und {low}</translation>
    </message>
    <message>
        <source>three {rank}</source>
        <translation>drei {rank}</translation>
    </message>
    <message>
        <source>{three} full of {two}</source>
        <translation>Full House, {three} und {two}</translation>
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
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Save %1 as a PNG picture</source>
        <translation>%1 als PNG-Bild speichern</translation>
    </message>
    <message>
        <source>Save as PNG...</source>
        <translation>Als PNG speichern...</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Diagramm speichern</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>less than {amount} big bets</source>
        <translation>weniger als {amount} Big Bets</translation>
    </message>
    <message>
        <source>{amount} big bets</source>
        <translation>{amount} Big Bets</translation>
    </message>
    <message>
        <source>{equity} (exact)</source>
        <translation>{equity} (exakt)</translation>
    </message>
    <message>
        <source>{equity} ± {margin}</source>
        <translation>{equity} ± {margin}</translation>
    </message>
    <message>
        <source>three {rank}</source>
        <translation>drei {rank}</translation>
    </message>
    <message>
        <source>a pair of {pair} with a {rank}</source>
        <translation>ein Paar {pair} mit einer {rank}</translation>
    </message>
    <message>
        <source>a pair of {pair} with an {rank}</source>
        <translation>ein Paar {pair} mit einer {rank}</translation>
    </message>
    <message>
        <source>three cards to a {rank}</source>
        <translation>drei Karten bis zur {rank}</translation>
    </message>
    <message>
        <source>three cards to an {rank}</source>
        <translation>drei Karten bis zur {rank}</translation>
    </message>
    <message>
        <source>the wheel ({ranks})</source>
        <translation>das Wheel ({ranks})</translation>
    </message>
    <message>
        <source>a smooth {top} ({ranks})</source>
        <translation>ein glattes {top}-Low ({ranks})</translation>
    </message>
    <message>
        <source>a rough {top} ({ranks})</source>
        <translation>ein raues {top}-Low ({ranks})</translation>
    </message>
    <message>
        <source>a made {top}-low ({ranks})</source>
        <translation>ein fertiges {top}-Low ({ranks})</translation>
    </message>
    <message>
        <source>one card to come</source>
        <translation>eine Karte kommt noch</translation>
    </message>
    <message>
        <source>two cards to come</source>
        <translation>zwei Karten kommen noch</translation>
    </message>
    <message>
        <source>three cards to come</source>
        <translation>drei Karten kommen noch</translation>
    </message>
    <message>
        <source>two to a {top}</source>
        <translation>zwei bis zur {top}</translation>
    </message>
    <message>
        <source>two to an {top}</source>
        <translation>zwei bis zur {top}</translation>
    </message>
    <message>
        <source>three to a {top}</source>
        <translation>drei bis zur {top}</translation>
    </message>
    <message>
        <source>three to an {top}</source>
        <translation>drei bis zur {top}</translation>
    </message>
    <message>
        <source>four to a {top}</source>
        <translation>vier bis zur {top}</translation>
    </message>
    <message>
        <source>four to an {top}</source>
        <translation>vier bis zur {top}</translation>
    </message>
    <message>
        <source>no low draw</source>
        <translation>kein Low-Draw</translation>
    </message>
    <message>
        <source>a {rank}</source>
        <translation>{rank}</translation>
    </message>
    <message>
        <source>a pair of {rank}</source>
        <translation>einem Paar {rank}</translation>
    </message>
    <message>
        <source>{ranks} paired</source>
        <translation>{ranks} gepaart</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <source>{draw} with {extras}</source>
        <translation>{draw} mit {extras}</translation>
    </message>
    <message>
        <source>{hand}, {to_come}</source>
        <translation>{hand}, {to_come}</translation>
    </message>
    <message>
        <source>no low: {hand}</source>
        <translation>kein Low: {hand}</translation>
    </message>
    <message>
        <source>{hand} (a made {top}-low so far: {ranks})</source>
        <translation>{hand} (bisher ein fertiges {top}-Low: {ranks})</translation>
    </message>
    <message>
        <source>{summary}: {judgement}</source>
        <translation>{summary}: {judgement}</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>ein Drilling</translation>
    </message>
    <message>
        <source>a high pair</source>
        <translation>ein hohes Paar</translation>
    </message>
    <message>
        <source>a pair and a high card</source>
        <translation>ein Paar und eine hohe Karte</translation>
    </message>
    <message>
        <source>a small pair</source>
        <translation>ein kleines Paar</translation>
    </message>
    <message>
        <source>worse than a three-card eight</source>
        <translation>schlechter als drei Karten bis zur 8</translation>
    </message>
    <message>
        <source>a made {top} low ({ranks})</source>
        <translation>ein fertiges {top}-Low ({ranks})</translation>
    </message>
    <message>
        <source>Your last card ({rank}) pairs you: a brick.</source>
        <translation>Deine letzte Karte ({rank}) paart dich: ein Brick.</translation>
    </message>
    <message>
        <source>Your last card ({rank}) is a brick.</source>
        <translation>Deine letzte Karte ({rank}) ist ein Brick.</translation>
    </message>
    <message>
        <source>Steal chance: your {rank} door is lower than every door still to act, so completing may win the antes right away.</source>
        <translation>Steal-Chance: Deine Türkarte {rank} ist niedriger als jede Türkarte, die noch handeln muss; Komplettieren kann die Antes sofort gewinnen.</translation>
    </message>
    <message>
        <source>Bluff chance: your board ({board}) looks better than theirs ({theirs}), so a bet can make them fold better hands.</source>
        <translation>Bluff-Chance: Dein Board ({board}) sieht besser aus als ihres ({theirs}); ein Einsatz kann sie bessere Blätter wegwerfen lassen.</translation>
    </message>
    <message>
        <source>{summary} ({judgement})</source>
        <translation>{summary} ({judgement})</translation>
    </message>
    <message>
        <source>your opponent&apos;s likely hand</source>
        <translation>das wahrscheinliche Blatt deines Gegners</translation>
    </message>
    <message>
        <source>their likely hands</source>
        <translation>ihre wahrscheinlichen Blätter</translation>
    </message>
    <message>
        <source>{summary} is {judgement}</source>
        <translation>{summary} ist {judgement}</translation>
    </message>
    <message>
        <source>{summary} is {judgement}, not a starting hand</source>
        <translation>{summary} ist {judgement}, keine Starthand</translation>
    </message>
    <message>
        <source>{hand} is playable, but not against a completed bet</source>
        <translation>{hand} ist spielbar, aber nicht gegen einen komplettierten Einsatz</translation>
    </message>
    <message>
        <source>your door card is lower than every door still to act, so they are likely to fold</source>
        <translation>deine Türkarte ist niedriger als jede Türkarte, die noch handeln muss; sie steigen wahrscheinlich aus</translation>
    </message>
    <message>
        <source>{hand} is a strong start, so make the others pay to see 4th street</source>
        <translation>{hand} ist ein starker Start; lass die anderen für die 4. Straße bezahlen</translation>
    </message>
    <message>
        <source>post the minimum with {summary} and see what the others do</source>
        <translation>setze mit {summary} das Minimum und sieh, was die anderen tun</translation>
    </message>
    <message>
        <source>{summary} is {judgement}, but it is ahead of what the others show here, so it is worth playing</source>
        <translation>{summary} ist {judgement}, liegt aber vor dem, was die anderen zeigen; es lohnt sich zu spielen</translation>
    </message>
    <message>
        <source>{hand} is weak and not worth a completed bet</source>
        <translation>{hand} ist schwach und keinen komplettierten Einsatz wert</translation>
    </message>
    <message>
        <source>{hand} is weak and not worth the price</source>
        <translation>{hand} ist schwach und den Preis nicht wert</translation>
    </message>
    <message>
        <source>{hand} is weak but the bring-in is cheap; let it go if it does not improve</source>
        <translation>{hand} ist schwach, aber das Bring-in ist billig; lass es los, wenn es sich nicht verbessert</translation>
    </message>
    <message>
        <source>{hand} is ahead of what the others show, so build the pot now</source>
        <translation>{hand} liegt vor dem, was die anderen zeigen; bau jetzt den Pott auf</translation>
    </message>
    <message>
        <source>{hand} is a strong start; make the others pay to draw against it</source>
        <translation>{hand} ist ein starker Start; lass die anderen dafür bezahlen, dagegen zu ziehen</translation>
    </message>
    <message>
        <source>{hand} is a strong start, too good to fold</source>
        <translation>{hand} ist ein starker Start, zu gut zum Aussteigen</translation>
    </message>
    <message>
        <source>{hand} is playable, so see 4th street</source>
        <translation>{hand} ist spielbar; sieh dir die 4. Straße an</translation>
    </message>
    <message>
        <source>{hand} has about {equity} against {others}, more than your fair share of {fair}, so get more chips in</source>
        <translation>{hand} hat etwa {equity} gegen {others}, mehr als dein fairer Anteil von {fair}; bring mehr Chips in den Pott</translation>
    </message>
    <message>
        <source>your board looks better than theirs, so a bet can win the pot now although {hand} is behind</source>
        <translation>dein Board sieht besser aus als ihres; ein Einsatz kann den Pott jetzt gewinnen, obwohl {hand} hinten liegt</translation>
    </message>
    <message>
        <source>with {hand} enough better hands fold to a bet to make it pay</source>
        <translation>mit {hand} steigen genug bessere Blätter gegen einen Einsatz aus, damit er sich lohnt</translation>
    </message>
    <message>
        <source>a call needs {needs} and {hand} has about {equity} against {others}</source>
        <translation>Mitgehen braucht {needs}, und {hand} hat etwa {equity} gegen {others}</translation>
    </message>
    <message>
        <source>a call needs {needs} but {hand} has only about {equity} against {others}</source>
        <translation>Mitgehen braucht {needs}, aber {hand} hat nur etwa {equity} gegen {others}</translation>
    </message>
    <message>
        <source>{hand} is ahead ({equity}), but a bet here would fold out the worse hands and be called by the better ones</source>
        <translation>{hand} liegt vorn ({equity}), aber ein Einsatz würde hier die schlechteren Blätter vertreiben und von den besseren mitgegangen</translation>
    </message>
    <message>
        <source>{hand} has about {equity} against {others}, so take the free card</source>
        <translation>{hand} hat etwa {equity} gegen {others}; nimm die freie Karte</translation>
    </message>
    <message>
        <source>the Expert values it highest here</source>
        <translation>der Experte bewertet es hier am höchsten</translation>
    </message>
    <message>
        <source>the Expert&apos;s values rank it first ({value} big bets against folding), with {hand} at about {equity} against {others}</source>
        <translation>die Werte des Experten setzen es an die erste Stelle ({value} Big Bets gegenüber Aussteigen), mit {hand} bei etwa {equity} gegen {others}</translation>
    </message>
    <message>
        <source>the Expert&apos;s values put every other action below folding ({other} at {value} big bets), with {hand} at about {equity} against {others}</source>
        <translation>die Werte des Experten sehen jede andere Aktion unter dem Aussteigen ({other} bei {value} Big Bets), mit {hand} bei etwa {equity} gegen {others}</translation>
    </message>
    <message>
        <source>a call needs {needs} now and {hand} has about {equity} against {others}, less than the price, but with {to_come} what you win on the later streets pays for it</source>
        <translation>Mitgehen braucht jetzt {needs} und {hand} hat etwa {equity} gegen {others}, weniger als der Preis, aber {to_come}, und was du auf den späteren Streets gewinnst, bezahlt es</translation>
    </message>
    <message>
        <source>a call needs {needs} and {hand} has about {equity} against {others}, but the bets still to come on the later streets cost more than they win back</source>
        <translation>Mitgehen braucht {needs} und {hand} hat etwa {equity} gegen {others}, aber die Einsätze auf den späteren Streets kosten mehr, als sie zurückbringen</translation>
    </message>
    <message>
        <source>{hand} has about {equity} against {others}; with no card to come only better hands would call a bet</source>
        <translation>{hand} hat etwa {equity} gegen {others}; ohne weitere Karte würden nur bessere Blätter einen Einsatz mitgehen</translation>
    </message>
    <message>
        <source>{action} to steal: {why}.</source>
        <translation>{action} zum Stehlen: {why}.</translation>
    </message>
    <message>
        <source>{action}: {why}.</source>
        <translation>{action}: {why}.</translation>
    </message>
    <message>
        <source>{reason} Close call: {best} and {other} are within {gap} of each other, so either is fine.</source>
        <translation>{reason} Knappe Entscheidung: {best} und {other} liegen höchstens {gap} auseinander, beides ist in Ordnung.</translation>
    </message>
    <message>
        <source>{reason} The rule of thumb says {rule_action} ({rule}); the Expert&apos;s values put {best} {gap} higher here.</source>
        <translation>{reason} Die Faustregel sagt {rule_action} ({rule}); die Werte des Experten sehen {best} hier um {gap} höher.</translation>
    </message>
    <message>
        <source>{reason} The Expert&apos;s values put {best} {gap} higher: they expect fewer folds than a steal needs, as they do against players not yet seen folding. The steal is a deliberate exception; use it against players who fold to a completion often.</source>
        <translation>{reason} Die Werte des Experten sehen {best} um {gap} höher: Sie erwarten weniger Aussteiger, als ein Steal braucht, wie gegen Spieler, die man noch nicht aussteigen sah. Der Steal ist eine bewusste Ausnahme; nutze ihn gegen Spieler, die oft gegen eine Komplettierung aussteigen.</translation>
    </message>
    <message>
        <source>{reason} The Expert&apos;s values put {best} {gap} higher, too close to {action} to tell apart, so the rule of thumb decides.</source>
        <translation>{reason} Die Werte des Experten sehen {best} um {gap} höher, zu nah an {action}, um es zu unterscheiden; also entscheidet die Faustregel.</translation>
    </message>
    <message>
        <source>{action}: the rule of thumb says {rule_action} ({rule}), but the Expert values {best} {gap} higher here, more than its margin of error.</source>
        <translation>{action}: Die Faustregel sagt {rule_action} ({rule}), aber der Experte bewertet {best} hier um {gap} höher, mehr als seine Fehlermarge.</translation>
    </message>
    <message>
        <source>You brought in, but {best} was worth about {cost} more.</source>
        <translation>Du hast das Bring-in gesetzt, aber {best} war etwa {cost} mehr wert.</translation>
    </message>
    <message>
        <source>You completed, but {best} was worth about {cost} more.</source>
        <translation>Du hast komplettiert, aber {best} war etwa {cost} mehr wert.</translation>
    </message>
    <message>
        <source>You folded, but {best} was worth about {cost} more.</source>
        <translation>Du bist ausgestiegen, aber {best} war etwa {cost} mehr wert.</translation>
    </message>
    <message>
        <source>You checked, but {best} was worth about {cost} more.</source>
        <translation>Du hast gecheckt, aber {best} war etwa {cost} mehr wert.</translation>
    </message>
    <message>
        <source>You called, but {best} was worth about {cost} more.</source>
        <translation>Du bist mitgegangen, aber {best} war etwa {cost} mehr wert.</translation>
    </message>
    <message>
        <source>You bet, but {best} was worth about {cost} more.</source>
        <translation>Du hast gesetzt, aber {best} war etwa {cost} mehr wert.</translation>
    </message>
    <message>
        <source>You raised, but {best} was worth about {cost} more.</source>
        <translation>Du hast erhöht, aber {best} war etwa {cost} mehr wert.</translation>
    </message>
    <message>
        <source>You chose {chosen}, but {best} was worth about {cost} more.</source>
        <translation>Du hast {chosen} gewählt, aber {best} war etwa {cost} mehr wert.</translation>
    </message>
    <message>
        <source>Good: {chosen} was the Expert&apos;s choice.</source>
        <translation>Gut: {chosen} war die Wahl des Experten.</translation>
    </message>
    <message>
        <source>Good: {chosen} was about as good as {best} (within {within}).</source>
        <translation>Gut: {chosen} war etwa so gut wie {best} (innerhalb von {within}).</translation>
    </message>
    <message>
        <source>{reason} (The hint was: {hint})</source>
        <translation>{reason} (Der Tipp war: {hint})</translation>
    </message>
    <message>
        <source>{reason} {hint}</source>
        <translation>{reason} {hint}</translation>
    </message>
    <message>
        <source>7-lows or better</source>
        <translation>7-Lows oder besser</translation>
    </message>
    <message>
        <source>8-lows</source>
        <translation>8-Lows</translation>
    </message>
    <message>
        <source>9-lows</source>
        <translation>9-Lows</translation>
    </message>
    <message>
        <source>T-lows or worse, or no low</source>
        <translation>T-Lows oder schlechter, oder kein Low</translation>
    </message>
    <message>
        <source>bricked hands (three low cards or fewer)</source>
        <translation>verbrickte Blätter (drei niedrige Karten oder weniger)</translation>
    </message>
    <message>
        <source>draws to a 6 or better</source>
        <translation>Draws zur 6 oder besser</translation>
    </message>
    <message>
        <source>draws to a 7</source>
        <translation>Draws zur 7</translation>
    </message>
    <message>
        <source>draws to an 8</source>
        <translation>Draws zur 8</translation>
    </message>
    <message>
        <source>hands with a high card</source>
        <translation>Blätter mit einer hohen Karte</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>{name}, {board} showing</source>
        <translation>{name}, zeigt {board}</translation>
    </message>
    <message>
        <source>Seat {seat}, {board} showing</source>
        <translation>Platz {seat}, zeigt {board}</translation>
    </message>
    <message>
        <source>{share} {kind}</source>
        <translation>{share} {kind}</translation>
    </message>
    <message>
        <source>{who}: {range}; you have {equity} against these hands</source>
        <translation>{who}: {range}; du hast {equity} gegen diese Blätter</translation>
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
        <translation>&amp;Tipp zeigen</translation>
    </message>
    <message>
        <source>Show the coach&apos;s hint for this decision (%1)</source>
        <translation>Den Tipp des Coachs für diese Entscheidung zeigen (%1)</translation>
    </message>
    <message>
        <source>Coach pages</source>
        <translation>Coach-Seiten</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Auswertung</translation>
    </message>
    <message>
        <source>Your turn. Press Hint (%1) for the coach&apos;s advice.</source>
        <translation>Du bist dran. Drück Tipp (%1) für den Rat des Coachs.</translation>
    </message>
    <message>
        <source>Practice mode is off. Turn it on to get hints and a review after each hand.</source>
        <translation>Der Übungsmodus ist aus. Schalte ihn ein, um Tipps und nach jedem Blatt eine Auswertung zu bekommen.</translation>
    </message>
    <message>
        <source>The coach will help when it is your turn.</source>
        <translation>Der Coach hilft, wenn du dran bist.</translation>
    </message>
    <message>
        <source>Thinking about your decision…</source>
        <translation>Denkt über deine Entscheidung nach…</translation>
    </message>
    <message>
        <source>The coach could not work out this decision.</source>
        <translation>Der Coach konnte diese Entscheidung nicht berechnen.</translation>
    </message>
    <message>
        <source>Big bets by action</source>
        <translation>Big Bets je Aktion</translation>
    </message>
    <message>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>ungenau</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>Patzer</translation>
    </message>
</context>
<context>
    <name>CoachPlurals</name>
    <message numerus="yes">
        <source>a %n-card {top} draw ({ranks}) with a pair</source>
        <translation>
            <numerusform>ein {top}-Draw mit %n Karte ({ranks}) und einem Paar</numerusform>
            <numerusform>ein {top}-Draw mit %n Karten ({ranks}) und einem Paar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a %n-card {top} draw ({ranks})</source>
        <translation>
            <numerusform>ein {top}-Draw mit %n Karte ({ranks})</numerusform>
            <numerusform>ein {top}-Draw mit %n Karten ({ranks})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{why}, and %n low door card(s) still to act make it worse</source>
        <translation>
            <numerusform>{why}, und %n niedrige Türkarte, die noch handeln muss, macht es schlimmer</numerusform>
            <numerusform>{why}, und %n niedrige Türkarten, die noch handeln müssen, machen es schlimmer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hand} is playable, but not against a completed bet with %n low door card(s) still to act</source>
        <translation>
            <numerusform>{hand} ist spielbar, aber nicht gegen einen komplettierten Einsatz mit %n niedrigen Türkarte, die noch handeln muss</numerusform>
            <numerusform>{hand} ist spielbar, aber nicht gegen einen komplettierten Einsatz mit %n niedrigen Türkarten, die noch handeln müssen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComparisonDialog</name>
    <message>
        <source>new cards to come</source>
        <translation>neue Karten danach</translation>
    </message>
    <message>
        <source>the same cards to come</source>
        <translation>dieselben Karten danach</translation>
    </message>
    <message>
        <source>Hand #{number} played again from your decision on {street} ({cards}).</source>
        <translation>Blatt Nr. {number} noch einmal gespielt ab deiner Entscheidung auf der {street} ({cards}).</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <source>This time</source>
        <translation>Diesmal</translation>
    </message>
    <message>
        <source>Played again</source>
        <translation>Noch einmal gespielt</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>You chose</source>
        <translation>Deine Wahl</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Practice: this hand does not count in your session or your statistics.</source>
        <translation>Übung: Dieses Blatt zählt nicht für deine Sitzung und nicht für deine Statistik.</translation>
    </message>
    <message>
        <source>Practice hand compared with the original</source>
        <translation>Übungsblatt im Vergleich mit dem Original</translation>
    </message>
</context>
<context>
    <name>ContinueDialog</name>
    <message>
        <source>Continue your tournament?</source>
        <translation>Turnier fortsetzen?</translation>
    </message>
    <message>
        <source>Continue your session?</source>
        <translation>Sitzung fortsetzen?</translation>
    </message>
    <message>
        <source>Your tournament was not finished.</source>
        <translation>Dein Turnier ist noch nicht zu Ende.</translation>
    </message>
    <message>
        <source>Your last session was not finished.</source>
        <translation>Deine letzte Sitzung ist noch nicht zu Ende.</translation>
    </message>
    <message>
        <source>Razz Desktop stopped during hand #%1: that hand was not kept. The table is as it was before it, and no chip was lost.</source>
        <translation>Razz Desktop wurde während Hand #%1 beendet: Diese Hand wurde nicht behalten. Der Tisch ist so wie vor ihr, und kein Chip ging verloren.</translation>
    </message>
    <message>
        <source>Continue your tournament</source>
        <translation>Turnier fortsetzen</translation>
    </message>
    <message>
        <source>Continue your session</source>
        <translation>Sitzung fortsetzen</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Neue Sitzung</translation>
    </message>
    <message>
        <source>Start a new session from your settings: this one is discarded</source>
        <translation>Eine neue Sitzung nach deinen Einstellungen beginnen: Diese wird verworfen</translation>
    </message>
    <message>
        <source>Last hand played: #%1.</source>
        <translation>Zuletzt gespielte Hand: #%1.</translation>
    </message>
    <message>
        <source>Level %1; %2 of %3 players left.</source>
        <translation>Level %1; %2 von %3 Spielern noch dabei.</translation>
    </message>
    <message>
        <source>Your chips: %1.</source>
        <translation>Deine Chips: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Your stack: %1; result so far: %2 over %n hand(s).</source>
        <translation>
            <numerusform>Dein Stack: %1; Ergebnis bisher: %2 in %n Hand.</numerusform>
            <numerusform>Dein Stack: %1; Ergebnis bisher: %2 in %n Händen.</numerusform>
        </translation>
    </message>
    <message>
        <source>At the table: %1.</source>
        <translation>Am Tisch: %1.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Gespeichert am %1.</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgelaufen</translation>
    </message>
    <message>
        <source>Razz Desktop hit an unexpected error. The hands already played are safe.</source>
        <translation>Razz Desktop ist auf einen unerwarteten Fehler gestoßen. Die bereits gespielten Blätter sind sicher.</translation>
    </message>
    <message>
        <source>The details are in the log file {path} (Help &gt; Open log folder). Please send it with a description of what you were doing.</source>
        <translation>Die Einzelheiten stehen in der Protokolldatei {path} (Hilfe &gt; Protokollordner öffnen). Bitte schick sie mit einer Beschreibung dessen, was du gerade getan hast.</translation>
    </message>
</context>
<context>
    <name>Dealer</name>
    <message>
        <source>you</source>
        <translation>dir</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>You bring in: the {card} is the highest door card (aces are low)</source>
        <translation>Du bringst das Bring-in: {card} ist die höchste Türkarte (Asse sind niedrig)</translation>
    </message>
    <message>
        <source>{name} brings in: the {card} is the highest door card (aces are low)</source>
        <translation>{name} bringt das Bring-in: {card} ist die höchste Türkarte (Asse sind niedrig)</translation>
    </message>
    <message>
        <source>; the {rank} tie, and {suit} beat {suits}</source>
        <translation>; Gleichstand der {rank}, und {suit} schlägt {suits}</translation>
    </message>
    <message>
        <source>You have the highest door card but are all-in on the ante: the bring-in passes to {name}, the next player to the left with chips</source>
        <translation>Du hast die höchste Türkarte, bist aber mit dem Ante All-in: Das Bring-in geht an {name}, den nächsten Spieler links mit Chips</translation>
    </message>
    <message>
        <source>{name} has the highest door card but is all-in on the ante: the bring-in passes to you, the next player to the left with chips</source>
        <translation>{name} hat die höchste Türkarte, ist aber mit dem Ante All-in: Das Bring-in geht an dich, den nächsten Spieler links mit Chips</translation>
    </message>
    <message>
        <source>{name} has the highest door card but is all-in on the ante: the bring-in passes to {next}, the next player to the left with chips</source>
        <translation>{name} hat die höchste Türkarte, ist aber mit dem Ante All-in: Das Bring-in geht an {next}, den nächsten Spieler links mit Chips</translation>
    </message>
    <message>
        <source>{street}: you have the lowest board ({board}) but are all-in, so {name}, next to the left, acts first</source>
        <translation>{street}: Du hast das niedrigste Board ({board}), bist aber All-in; also beginnt {name}, links neben dir</translation>
    </message>
    <message>
        <source>{street}: {name} has the lowest board ({board}) but is all-in, so you, next to the left, act first</source>
        <translation>{street}: {name} hat das niedrigste Board ({board}), ist aber All-in; also beginnst du, links daneben</translation>
    </message>
    <message>
        <source>{street}: {name} has the lowest board ({board}) but is all-in, so {next}, next to the left, acts first</source>
        <translation>{street}: {name} hat das niedrigste Board ({board}), ist aber All-in; also beginnt {next}, links daneben</translation>
    </message>
    <message>
        <source>{street}: you act first with the lowest board ({board})</source>
        <translation>{street}: Du beginnst mit dem niedrigsten Board ({board})</translation>
    </message>
    <message>
        <source>{street}: {name} acts first with the lowest board ({board})</source>
        <translation>{street}: {name} beginnt mit dem niedrigsten Board ({board})</translation>
    </message>
    <message>
        <source>; tied with {players}, broken by the suit of the highest upcard (house rule)</source>
        <translation>; gleichauf mit {players}, entschieden durch die Farbe der höchsten Upcard (Hausregel)</translation>
    </message>
    <message>
        <source>; tied with {players}, so the player closest to the left of the button acts first</source>
        <translation>; gleichauf mit {players}, also beginnt der Spieler, der dem Button links am nächsten sitzt</translation>
    </message>
    <message>
        <source>{reason} but folded, so the next player to the left</source>
        <comment>you folded</comment>
        <translation>{reason}, bist aber ausgestiegen; also der nächste Spieler links</translation>
    </message>
    <message>
        <source>{reason} but folded, so the next player to the left</source>
        <translation>{reason}, ist aber ausgestiegen; also der nächste Spieler links</translation>
    </message>
    <message>
        <source>{street}: no betting, all players but one (or all) are all-in</source>
        <translation>{street}: keine Einsätze, alle Spieler außer einem (oder alle) sind All-in</translation>
    </message>
    <message>
        <source>All-in for at least half a raise: it counts as a full raise and reopens the betting</source>
        <translation>All-in für mindestens eine halbe Erhöhung: Sie zählt als volle Erhöhung und eröffnet die Einsätze neu</translation>
    </message>
    <message>
        <source>All-in for at least half a bet: it counts as a full bet and reopens the betting</source>
        <translation>All-in für mindestens einen halben Einsatz: Er zählt als voller Einsatz und eröffnet die Einsätze neu</translation>
    </message>
    <message>
        <source>All-in for less than half a raise: not a full raise; players who already acted may only call or fold</source>
        <translation>All-in für weniger als eine halbe Erhöhung: keine volle Erhöhung; wer schon gehandelt hat, darf nur mitgehen oder aussteigen</translation>
    </message>
    <message>
        <source>All-in for less than half a bet: not a full bet; players who already acted may only call or fold</source>
        <translation>All-in für weniger als einen halben Einsatz: kein voller Einsatz; wer schon gehandelt hat, darf nur mitgehen oder aussteigen</translation>
    </message>
    <message>
        <source>Odd chip to {players}: the tied winner holding the lowest card by suit (house rule)</source>
        <translation>Der ungerade Chip gehört {players}: dem gleichauf liegenden Gewinner mit der nach Farbe niedrigsten Karte (Hausregel)</translation>
    </message>
    <message>
        <source>Odd chip to {players}: the first tied winner to the left of the button</source>
        <translation>Der ungerade Chip gehört {players}: dem ersten gleichauf liegenden Gewinner links vom Button</translation>
    </message>
    <message>
        <source>no bet was made: the first player to the left of the button</source>
        <translation>es wurde nicht gesetzt: der erste Spieler links vom Button</translation>
    </message>
    <message>
        <source>you made the last bet or raise</source>
        <translation>du hast zuletzt gesetzt oder erhöht</translation>
    </message>
    <message>
        <source>{name} made the last bet or raise</source>
        <translation>{name} hat zuletzt gesetzt oder erhöht</translation>
    </message>
    <message>
        <source>no more betting was possible once players were all-in; you made the last bet, on {street}</source>
        <translation>nach den All-ins waren keine Einsätze mehr möglich; du hast zuletzt gesetzt, in der {street}</translation>
    </message>
    <message>
        <source>no more betting was possible once players were all-in; {name} made the last bet, on {street}</source>
        <translation>nach den All-ins waren keine Einsätze mehr möglich; {name} hat zuletzt gesetzt, in der {street}</translation>
    </message>
    <message>
        <source>the later betting was checked through; you made the last bet, on {street}</source>
        <translation>später wurde nur gecheckt; du hast zuletzt gesetzt, in der {street}</translation>
    </message>
    <message>
        <source>the later betting was checked through; {name} made the last bet, on {street}</source>
        <translation>später wurde nur gecheckt; {name} hat zuletzt gesetzt, in der {street}</translation>
    </message>
    <message>
        <source>Showdown: you show first ({reason}), then clockwise</source>
        <translation>Showdown: Du zeigst zuerst ({reason}), dann im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Showdown: {name} shows first ({reason}), then clockwise</source>
        <translation>Showdown: {name} zeigt zuerst ({reason}), dann im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Cannot beat the hand shown: mucked automatically</source>
        <translation>Kann das gezeigte Blatt nicht schlagen: automatisch abgegeben</translation>
    </message>
</context>
<context>
    <name>DealerLog</name>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>Hand #{n}</source>
        <translation>Blatt Nr. {n}</translation>
    </message>
    <message>
        <source>Practice hand</source>
        <translation>Übungsblatt</translation>
    </message>
    <message>
        <source>{players} players · limits {small}/{big} · ante {ante} · bring-in {bring}</source>
        <translation>{players} Spieler · Limits {small}/{big} · Ante {ante} · Bring-in {bring}</translation>
    </message>
    <message>
        <source>Community card: {card}</source>
        <translation>Gemeinschaftskarte: {card}</translation>
    </message>
    <message>
        <source>Community card:</source>
        <translation>Gemeinschaftskarte:</translation>
    </message>
    <message>
        <source>Uncalled bet of {amount} returned to {name}</source>
        <translation>Nicht mitgegangener Einsatz von {amount} geht zurück an {name}</translation>
    </message>
    <message>
        <source>Uncalled bet of {amount} returned to you</source>
        <translation>Nicht mitgegangener Einsatz von {amount} geht zurück an dich</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>{name} mucks</source>
        <translation>{name} gibt ab</translation>
    </message>
    <message>
        <source>You muck</source>
        <translation>Du gibst ab</translation>
    </message>
    <message>
        <source>{name} shows {cards}: {hand}</source>
        <translation>{name} zeigt {cards}: {hand}</translation>
    </message>
    <message>
        <source>You show {cards}: {hand}</source>
        <translation>Du zeigst {cards}: {hand}</translation>
    </message>
    <message>
        <source>{name} shows</source>
        <translation>{name} zeigt</translation>
    </message>
    <message>
        <source>You show</source>
        <translation>Du zeigst</translation>
    </message>
    <message>
        <source>You won {amount} this hand.</source>
        <translation>Du hast in diesem Blatt {amount} gewonnen.</translation>
    </message>
    <message>
        <source>You lost {amount} this hand.</source>
        <translation>Du hast in diesem Blatt {amount} verloren.</translation>
    </message>
    <message>
        <source>You broke even this hand.</source>
        <translation>Du hast in diesem Blatt weder gewonnen noch verloren.</translation>
    </message>
    <message>
        <source>{name} brings in for {amount}</source>
        <translation>{name} bringt das Bring-in über {amount}</translation>
    </message>
    <message>
        <source>You bring in for {amount}</source>
        <translation>Du bringst das Bring-in über {amount}</translation>
    </message>
    <message>
        <source>{name} completes to {to}</source>
        <translation>{name} komplettiert auf {to}</translation>
    </message>
    <message>
        <source>You complete to {to}</source>
        <translation>Du komplettierst auf {to}</translation>
    </message>
    <message>
        <source>{name} bets {amount}</source>
        <translation>{name} setzt {amount}</translation>
    </message>
    <message>
        <source>You bet {amount}</source>
        <translation>Du setzt {amount}</translation>
    </message>
    <message>
        <source>{name} raises to {to}</source>
        <translation>{name} erhöht auf {to}</translation>
    </message>
    <message>
        <source>You raise to {to}</source>
        <translation>Du erhöhst auf {to}</translation>
    </message>
    <message>
        <source>{name} calls {amount}</source>
        <translation>{name} geht mit {amount} mit</translation>
    </message>
    <message>
        <source>You call {amount}</source>
        <translation>Du gehst mit {amount} mit</translation>
    </message>
    <message>
        <source>{name} checks</source>
        <translation>{name} checkt</translation>
    </message>
    <message>
        <source>You check</source>
        <translation>Du checkst</translation>
    </message>
    <message>
        <source>{name} folds</source>
        <translation>{name} steigt aus</translation>
    </message>
    <message>
        <source>You fold</source>
        <translation>Du steigst aus</translation>
    </message>
    <message>
        <source>{name} acts</source>
        <translation>{name} handelt</translation>
    </message>
    <message>
        <source>You act</source>
        <translation>Du handelst</translation>
    </message>
    <message>
        <source> and is all-in</source>
        <translation> und ist All-in</translation>
    </message>
    <message>
        <source> and are all-in</source>
        <translation> und bist All-in</translation>
    </message>
    <message>
        <source> (main pot)</source>
        <translation> (Hauptpott)</translation>
    </message>
    <message>
        <source> (side pot {n})</source>
        <translation> (Nebenpott {n})</translation>
    </message>
    <message>
        <source>{name} wins {amount} with {hand}</source>
        <translation>{name} gewinnt {amount} mit {hand}</translation>
    </message>
    <message>
        <source>You win {amount} with {hand}</source>
        <translation>Du gewinnst {amount} mit {hand}</translation>
    </message>
    <message>
        <source>{name} wins {amount}</source>
        <translation>{name} gewinnt {amount}</translation>
    </message>
    <message>
        <source>You win {amount}</source>
        <translation>Du gewinnst {amount}</translation>
    </message>
    <message>
        <source>Everyone antes {amount}</source>
        <translation>Alle setzen das Ante von {amount}</translation>
    </message>
    <message>
        <source>{name} antes {amount}</source>
        <translation>{name} setzt das Ante von {amount}</translation>
    </message>
    <message>
        <source>You ante {amount}</source>
        <translation>Du setzt das Ante von {amount}</translation>
    </message>
    <message>
        <source>You are dealt</source>
        <translation>Deine Karten:</translation>
    </message>
    <message>
        <source>Upcards:</source>
        <translation>Upcards:</translation>
    </message>
    <message>
        <source>The river card is dealt face down.</source>
        <translation>Die River-Karte wird verdeckt ausgeteilt.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Dealer log</source>
        <translation>Dealer-Protokoll</translation>
    </message>
</context>
<context>
    <name>DealerPlurals</name>
    <message numerus="yes">
        <source>Community card, the {card}: %n player(s) remain but only {left} cards are left in the deck, so one card is dealt face up in the middle and every player uses it as the seventh card</source>
        <translation>
            <numerusform>Gemeinschaftskarte {card}: %n Spieler ist noch dabei, aber nur noch {left} Karten sind im Deck; also wird eine Karte offen in die Mitte gelegt, und jeder Spieler nutzt sie als siebte Karte</numerusform>
            <numerusform>Gemeinschaftskarte {card}: %n Spieler sind noch dabei, aber nur noch {left} Karten sind im Deck; also wird eine Karte offen in die Mitte gelegt, und jeder Spieler nutzt sie als siebte Karte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Betting is capped: one bet and %n raise(s) are the most a round allows</source>
        <translation>
            <numerusform>Die Einsätze sind gedeckelt: ein Einsatz und %n Erhöhung sind das Maximum pro Runde</numerusform>
            <numerusform>Die Einsätze sind gedeckelt: ein Einsatz und %n Erhöhungen sind das Maximum pro Runde</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DisplayPage</name>
    <message>
        <source>Display</source>
        <translation>Anzeige</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierfarbiges Deck</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Vierfarbiges Deck</translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green, so suits are told apart at a glance.</source>
        <translation>Karo blau und Kreuz grün, damit man die Farben auf einen Blick unterscheidet.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animationstempo:</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>No sound device found: the table stays silent.</source>
        <translation>Kein Audiogerät gefunden: Der Tisch bleibt stumm.</translation>
    </message>
    <message>
        <source>Always put &amp;me at the bottom</source>
        <translation>&amp;Mich immer unten platzieren</translation>
    </message>
    <message>
        <source>Always put me at the bottom of the table</source>
        <translation>Mich immer unten am Tisch platzieren</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>applies at the next start</source>
        <translation>gilt ab dem nächsten Start</translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation>Zwischen den Blättern</translation>
    </message>
    <message>
        <source>Start the &amp;next hand automatically</source>
        <translation>Nächstes Blatt &amp;automatisch beginnen</translation>
    </message>
    <message>
        <source>Start the next hand automatically</source>
        <translation>Nächstes Blatt automatisch beginnen</translation>
    </message>
    <message>
        <source>When off, the next hand starts when you click Deal.</source>
        <translation>Wenn aus, beginnt das nächste Blatt, wenn du auf Geben klickst.</translation>
    </message>
    <message>
        <source>When you go broke</source>
        <translation>Wenn du pleite bist</translation>
    </message>
    <message>
        <source>When you go &amp;broke:</source>
        <translation>Wenn du &amp;pleite bist:</translation>
    </message>
    <message>
        <source>When a computer player goes broke</source>
        <translation>Wenn ein Computerspieler pleite ist</translation>
    </message>
    <message>
        <source>When a &amp;computer player goes broke:</source>
        <translation>Wenn ein &amp;Computerspieler pleite ist:</translation>
    </message>
    <message>
        <source>Tournament buy-in</source>
        <translation>Turnier-Buy-in</translation>
    </message>
    <message>
        <source>Play money (none)</source>
        <translation>Spielgeld (keins)</translation>
    </message>
    <message>
        <source>What Game &gt; New tournament offers as the buy-in, in chips. The statistics&apos; return on investment counts the buy-in each tournament started with.</source>
        <translation>Das Buy-in, das Spiel &gt; Neues Turnier vorschlägt, in Chips. Der Return on Investment der Statistik rechnet mit dem Buy-in, mit dem jedes Turnier begann.</translation>
    </message>
    <message>
        <source>&amp;Tournament buy-in:</source>
        <translation>&amp;Turnier-Buy-in:</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <source>Light, dark or high-contrast windows, or the desktop&apos;s own colours and font size. The table&apos;s felt stays green.</source>
        <translation>Helle, dunkle oder kontrastreiche Fenster, oder die Farben und Schriftgröße des Desktops. Der Filz des Tisches bleibt grün.</translation>
    </message>
    <message>
        <source>Short sounds for the deal, each action, the pot going to the winner and your turn.</source>
        <translation>Kurze Töne beim Geben, bei jeder Aktion, wenn der Pott an den Gewinner geht und wenn du dran bist.</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
</context>
<context>
    <name>DrillWindow</name>
    <message>
        <source>Drills</source>
        <translation>Drills</translation>
    </message>
    <message>
        <source>All skills, weakest first</source>
        <translation>Alle Fertigkeiten, schwächste zuerst</translation>
    </message>
    <message>
        <source>Skill to drill</source>
        <translation>Zu übende Fertigkeit</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Start a drill session</source>
        <translation>Eine Übungsrunde starten</translation>
    </message>
    <message>
        <source>Start a session of the chosen skill (Ctrl+Enter)</source>
        <translation>Eine Runde der gewählten Fertigkeit starten (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>&amp;Skill:</source>
        <translation>&amp;Fertigkeit:</translation>
    </message>
    <message>
        <source>Drill table</source>
        <translation>Übungstisch</translation>
    </message>
    <message>
        <source>Table as text</source>
        <translation>Tisch als Text</translation>
    </message>
    <message>
        <source>Choose a skill and press Start.</source>
        <translation>Wähle eine Fertigkeit und drück Start.</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Nächste Übung</translation>
    </message>
    <message>
        <source>The next drill (Enter or N)</source>
        <translation>Die nächste Übung (Eingabe oder N)</translation>
    </message>
    <message>
        <source>No drill answered yet.</source>
        <translation>Noch keine Übung beantwortet.</translation>
    </message>
    <message>
        <source>&amp;Drill</source>
        <translation>Ü&amp;bung</translation>
    </message>
    <message>
        <source>&amp;Progress</source>
        <translation>&amp;Fortschritt</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>Key {n}</source>
        <translation>Taste {n}</translation>
    </message>
    <message>
        <source>This spot comes back later (box {n}).</source>
        <translation>Diese Situation kommt später wieder (Fach {n}).</translation>
    </message>
    <message>
        <source>{deck}: {right} of {answered} right ({percent}%); on {day}: {day_right} of {day_total}.</source>
        <translation>{deck}: {right} von {answered} richtig ({percent} %); am {day}: {day_right} von {day_total}.</translation>
    </message>
    <message>
        <source>The drill could not be dealt or saved: {why}</source>
        <translation>Die Übung konnte nicht gegeben oder gespeichert werden: {why}</translation>
    </message>
    <message>
        <source>Dealing a drill...</source>
        <translation>Übung wird gegeben...</translation>
    </message>
    <message>
        <source>This session: {right} of {asked} right</source>
        <translation>Diese Runde: {right} von {asked} richtig</translation>
    </message>
</context>
<context>
    <name>Drills</name>
    <message>
        <source>Right (%)</source>
        <translation>Richtig (%)</translation>
    </message>
    <message>
        <source>Progress per skill</source>
        <translation>Fortschritt je Fertigkeit</translation>
    </message>
    <message>
        <source>Who brings in</source>
        <translation>Wer bringt das Bring-in</translation>
    </message>
    <message>
        <source>Who acts first (4th to 7th street)</source>
        <translation>Wer zuerst handelt (4. bis 7. Straße)</translation>
    </message>
    <message>
        <source>Read a seven-card low</source>
        <translation>Ein Low aus sieben Karten lesen</translation>
    </message>
    <message>
        <source>3rd street: fold, call or complete</source>
        <translation>3. Straße: aussteigen, mitgehen oder komplettieren</translation>
    </message>
    <message>
        <source>Steal and defend against a steal</source>
        <translation>Stehlen und sich gegen einen Steal wehren</translation>
    </message>
    <message>
        <source>4th street after a brick</source>
        <translation>4. Straße nach einem Brick</translation>
    </message>
    <message>
        <source>5th street: made low against a draw</source>
        <translation>5. Straße: fertiges Low gegen einen Draw</translation>
    </message>
    <message>
        <source>7th street: call or fold with the pot odds</source>
        <translation>7. Straße: mitgehen oder aussteigen nach den Pot Odds</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>Who brings in?</source>
        <translation>Wer bringt das Bring-in?</translation>
    </message>
    <message>
        <source>Who acts first on {street}?</source>
        <translation>Wer handelt zuerst auf der {street}?</translation>
    </message>
    <message>
        <source>Which hand wins at the showdown: {a} or {b}?</source>
        <translation>Welches Blatt gewinnt im Showdown: {a} oder {b}?</translation>
    </message>
    <message>
        <source>What is {seat}&apos;s low (the best five of the seven cards)?</source>
        <translation>Welches Low hat {seat} (die besten fünf der sieben Karten)?</translation>
    </message>
    <message>
        <source>You are {seat} on {street}. What do you do?</source>
        <translation>Du bist {seat} auf der {street}. Was tust du?</translation>
    </message>
    <message>
        <source>Split pot</source>
        <translation>Pott geteilt</translation>
    </message>
    <message>
        <source>Right. Both {a} and {b} were accepted: too close to tell apart.</source>
        <translation>Richtig. {a} und {b} galten beide: zu knapp, um sie zu unterscheiden.</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Richtig.</translation>
    </message>
    <message>
        <source>Wrong: {a} or {b}.</source>
        <translation>Falsch: {a} oder {b}.</translation>
    </message>
    <message>
        <source>Wrong: the answer is {answer}.</source>
        <translation>Falsch: Die Antwort ist {answer}.</translation>
    </message>
    <message>
        <source>The same low: the pot is split.</source>
        <translation>Dasselbe Low: Der Pott wird geteilt.</translation>
    </message>
    <message>
        <source>The lower hand wins, compared from the highest card down: {seat}.</source>
        <translation>Das niedrigere Blatt gewinnt, verglichen von der höchsten Karte abwärts: {seat}.</translation>
    </message>
    <message>
        <source>The best five of {cards}: {five}. Pairs count against a low, so each rank plays once and the five lowest ranks make the hand.</source>
        <translation>Die besten fünf aus {cards}: {five}. Paare zählen gegen ein Low, also spielt jeder Rang einmal, und die fünf niedrigsten Ränge bilden das Blatt.</translation>
    </message>
    <message>
        <source>{seat}: {cards}, best five {five}.</source>
        <translation>{seat}: {cards}, beste fünf {five}.</translation>
    </message>
    <message>
        <source>Values in big bets against folding: {figures}.</source>
        <translation>Werte in Big Bets gegenüber Aussteigen: {figures}.</translation>
    </message>
    <message>
        <source>Pot odds: {pot} to call {call} ({odds} to 1), so a call needs {needs} equity; you have {equity} against the likely hands.</source>
        <translation>Pot Odds: {pot} bei {call} zum Mitgehen ({odds} zu 1), also braucht Mitgehen {needs} Equity; du hast {equity} gegen die wahrscheinlichen Blätter.</translation>
    </message>
    <message>
        <source>Your equity against the likely hands: {equity}.</source>
        <translation>Deine Equity gegen die wahrscheinlichen Blätter: {equity}.</translation>
    </message>
</context>
<context>
    <name>DrillsWiring</name>
    <message>
        <source>&amp;Drills…</source>
        <translation>Ü&amp;bungen…</translation>
    </message>
    <message>
        <source>Short quizzes, one spot at a time, with the answer explained (Ctrl+D)</source>
        <translation>Kurze Übungen, eine Situation nach der anderen, mit erklärter Antwort (Strg+D)</translation>
    </message>
</context>
<context>
    <name>EquityCalculatorWindow</name>
    <message>
        <source>Equity calculator</source>
        <translation>Equity-Rechner</translation>
    </message>
    <message>
        <source>Enter each hand&apos;s cards in the order they were dealt, e.g. &quot;Ah 2d 3c&quot;. Write ?? for a card that was dealt but that you did not see (a down card). Ranks A 2-9 T J Q K, suits c d h s. Dead cards are cards out of play, such as folded upcards.</source>
        <translation>Gib die Karten jedes Blatts in der Reihenfolge ein, in der sie gegeben wurden, z. B. „Ah 2d 3c“. Schreib ?? für eine gegebene Karte, die du nicht gesehen hast (eine verdeckte Karte). Ränge A 2-9 T J Q K, Farben c d h s. Tote Karten sind Karten, die aus dem Spiel sind, etwa aufgedeckte Karten gepasster Spieler.</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Blätter</translation>
    </message>
    <message>
        <source>&amp;Add a hand</source>
        <translation>Blatt &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add a hand</source>
        <translation>Blatt hinzufügen</translation>
    </message>
    <message>
        <source>e.g. 4c 4d</source>
        <translation>z. B. 4c 4d</translation>
    </message>
    <message>
        <source>Dead cards</source>
        <translation>Tote Karten</translation>
    </message>
    <message>
        <source>Random deals when sampling</source>
        <translation>Zufällige Verteilungen bei Stichproben</translation>
    </message>
    <message>
        <source>Used only when there are too many deals to count them all: more deals, a smaller margin</source>
        <translation>Nur verwendet, wenn es zu viele Verteilungen gibt, um alle zu zählen: mehr Verteilungen, kleinere Fehlerspanne</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Seed of the random deals</source>
        <translation>Startwert der zufälligen Verteilungen</translation>
    </message>
    <message>
        <source>The same seed gives the same numbers, as the razz-equity command&apos;s --seed does</source>
        <translation>Derselbe Startwert ergibt dieselben Zahlen, wie --seed beim Befehl razz-equity</translation>
    </message>
    <message>
        <source>&amp;Dead cards:</source>
        <translation>&amp;Tote Karten:</translation>
    </message>
    <message>
        <source>&amp;Random deals:</source>
        <translation>&amp;Zufällige Verteilungen:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <source>&amp;Calculate</source>
        <translation>&amp;Berechnen</translation>
    </message>
    <message>
        <source>Calculate</source>
        <translation>Berechnen</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <source>Cancel the calculation</source>
        <translation>Berechnung abbrechen</translation>
    </message>
    <message>
        <source>Progress of the calculation</source>
        <translation>Fortschritt der Berechnung</translation>
    </message>
    <message>
        <source>Summary of the calculation</source>
        <translation>Zusammenfassung der Berechnung</translation>
    </message>
    <message>
        <source>Results, one row per hand</source>
        <translation>Ergebnisse, eine Zeile pro Blatt</translation>
    </message>
    <message>
        <source>Outs of each hand</source>
        <translation>Outs jedes Blatts</translation>
    </message>
    <message>
        <source>e.g. Ah 2d 3c, or ?? ?? Kc</source>
        <translation>z. B. Ah 2d 3c oder ?? ?? Kc</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Hand &amp;{number}:</source>
        <translation>Blatt &amp;{number}:</translation>
    </message>
    <message>
        <source>Hand {number}:</source>
        <translation>Blatt {number}:</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Blatt {number}</translation>
    </message>
    <message>
        <source>Remove hand {number}</source>
        <translation>Blatt {number} entfernen</translation>
    </message>
    <message>
        <source>Calculating…</source>
        <translation>Wird berechnet …</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Cannot calculate: {why}</source>
        <translation>Berechnung nicht möglich: {why}</translation>
    </message>
    <message>
        <source>hand {number}: “{word}” is not a card (ranks A 2-9 T J Q K, suits c d h s, e.g. Ah; ?? for an unknown card)</source>
        <translation>Blatt {number}: „{word}“ ist keine Karte (Ränge A 2-9 T J Q K, Farben c d h s, z. B. Ah; ?? für eine unbekannte Karte)</translation>
    </message>
    <message>
        <source>dead cards: “{word}” is not a card (ranks A 2-9 T J Q K, suits c d h s, e.g. Ah)</source>
        <translation>tote Karten: „{word}“ ist keine Karte (Ränge A 2-9 T J Q K, Farben c d h s, z. B. Ah)</translation>
    </message>
    <message>
        <source>?? cannot be a dead card: dead cards are cards you have seen</source>
        <translation>?? kann keine tote Karte sein: Tote Karten sind Karten, die du gesehen hast</translation>
    </message>
    <message>
        <source>the card {card} is given twice</source>
        <translation>die Karte {card} ist zweimal angegeben</translation>
    </message>
    <message>
        <source>hand {number} has {count} cards; a razz hand has at most 7</source>
        <translation>Blatt {number} hat {count} Karten; ein Razz-Blatt hat höchstens 7</translation>
    </message>
    <message>
        <source>give at least two hands</source>
        <translation>gib mindestens zwei Blätter an</translation>
    </message>
    <message>
        <source>at most eight hands play at a razz table</source>
        <translation>an einem Razz-Tisch spielen höchstens acht Blätter</translation>
    </message>
    <message>
        <source>{needed} cards are still to come but only {unseen} are left in the deck</source>
        <translation>{needed} Karten kommen noch, aber nur {unseen} sind noch im Deck</translation>
    </message>
    <message>
        <source>the number of random deals must be at least 2</source>
        <translation>die Zahl der zufälligen Verteilungen muss mindestens 2 sein</translation>
    </message>
    <message>
        <source>(no cards)</source>
        <translation>(keine Karten)</translation>
    </message>
    <message>
        <source>Exact: every one of {deals} possible deals was counted.</source>
        <translation>Exakt: Alle {deals} möglichen Verteilungen wurden gezählt.</translation>
    </message>
    <message>
        <source>Sampled: {deals} random deals (too many to count them all); ± is the 95% margin of the equity.</source>
        <translation>Stichprobe: {deals} zufällige Verteilungen (zu viele, um alle zu zählen); ± ist die 95-%-Fehlerspanne der Equity.</translation>
    </message>
    <message>
        <source>The deck runs short: one shared card is every hand&apos;s seventh card.</source>
        <translation>Das Deck reicht nicht: Eine gemeinsame Karte ist die siebte Karte jedes Blatts.</translation>
    </message>
    <message>
        <source>Outs: unseen cards that improve the hand&apos;s low as its next card.</source>
        <translation>Outs: ungesehene Karten, die als nächste Karte das Low des Blatts verbessern.</translation>
    </message>
    <message>
        <source>Hand {number}: {cards}</source>
        <translation>Blatt {number}: {cards}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Gewinn</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Geteilt</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <source>The hand&apos;s cards as given</source>
        <translation>Die Karten des Blatts wie angegeben</translation>
    </message>
    <message>
        <source>How often the hand alone has the best low</source>
        <translation>Wie oft das Blatt allein das beste Low hat</translation>
    </message>
    <message>
        <source>How often it shares the best low</source>
        <translation>Wie oft es sich das beste Low teilt</translation>
    </message>
    <message>
        <source>Its share of the pot on average: wins plus its part of ties</source>
        <translation>Sein Anteil am Pot im Mittel: Gewinne plus sein Teil bei Gleichstand</translation>
    </message>
    <message>
        <source>± 95%</source>
        <translation>± 95 %</translation>
    </message>
    <message>
        <source>The margin of the equity: the true value lies within it 95 times in 100</source>
        <translation>Die Fehlerspanne der Equity: Der wahre Wert liegt 95-mal von 100 darin</translation>
    </message>
    <message>
        <source>8-low</source>
        <translation>8-Low</translation>
    </message>
    <message>
        <source>7-low</source>
        <translation>7-Low</translation>
    </message>
    <message>
        <source>6-low</source>
        <translation>6-Low</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Wheel</translation>
    </message>
    <message>
        <source>Outs</source>
        <translation>Outs</translation>
    </message>
    <message>
        <source>The chance of finishing with an 8-low or better</source>
        <translation>Die Chance, mit einem 8-Low oder besser zu enden</translation>
    </message>
    <message>
        <source>The chance of finishing with a 7-low or better</source>
        <translation>Die Chance, mit einem 7-Low oder besser zu enden</translation>
    </message>
    <message>
        <source>The chance of finishing with a 6-low or better</source>
        <translation>Die Chance, mit einem 6-Low oder besser zu enden</translation>
    </message>
    <message>
        <source>The chance of finishing with the wheel, 5-4-3-2-A</source>
        <translation>Die Chance, mit dem Wheel zu enden, 5-4-3-2-A</translation>
    </message>
    <message>
        <source>Unseen cards that improve the hand&apos;s low as its next card</source>
        <translation>Ungesehene Karten, die als nächste Karte das Low des Blatts verbessern</translation>
    </message>
</context>
<context>
    <name>EquityWiring</name>
    <message>
        <source>&amp;Equity calculator…</source>
        <translation>&amp;Equity-Rechner …</translation>
    </message>
    <message>
        <source>Each hand&apos;s chance to win, to make an 8, 7, 6-low or the wheel, and its outs</source>
        <translation>Die Chance jedes Blatts zu gewinnen, ein 8-, 7-, 6-Low oder das Wheel zu machen, und seine Outs</translation>
    </message>
</context>
<context>
    <name>ErrorRateChart</name>
    <message>
        <source>Error rate over time</source>
        <translation>Fehlerquote im Zeitverlauf</translation>
    </message>
    <message>
        <source>Blunders / 100</source>
        <translation>Patzer / 100</translation>
    </message>
    <message>
        <source>Big bets lost / 100</source>
        <translation>Verlorene BB / 100</translation>
    </message>
    <message>
        <source>%1, from %2: %3 big bets lost and %4 blunders per 100 decisions (%5 decisions)</source>
        <translation>%1, ab %2: %3 verlorene Big Bets und %4 Patzer pro 100 Entscheidungen (%5 Entscheidungen)</translation>
    </message>
</context>
<context>
    <name>FilterPanel</name>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Von</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;Bis</translation>
    </message>
    <message>
        <source>Any session</source>
        <translation>Jede Sitzung</translation>
    </message>
    <message>
        <source>Any site</source>
        <translation>Jeder Pokerraum</translation>
    </message>
    <message>
        <source>Any stakes</source>
        <translation>Alle Limits</translation>
    </message>
    <message>
        <source>Final hand</source>
        <translation>Endblatt</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importiert</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>No showdown</source>
        <translation>Kein Showdown</translation>
    </message>
    <message>
        <source>Played and imported</source>
        <translation>Gespielt und importiert</translation>
    </message>
    <message>
        <source>Played here</source>
        <translation>Hier gespielt</translation>
    </message>
    <message>
        <source>Played or imported</source>
        <translation>Gespielt oder importiert</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Spielername</translation>
    </message>
    <message>
        <source>Reset filters</source>
        <translation>Filter zurücksetzen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>S&amp;tarting cards:</source>
        <translation>S&amp;tartkarten:</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Showdown or not</source>
        <translation>Showdown oder nicht</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Pokerraum</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Limits</translation>
    </message>
    <message>
        <source>Starting cards</source>
        <translation>Startkarten</translation>
    </message>
    <message>
        <source>Tour&amp;nament:</source>
        <translation>Tur&amp;nier:</translation>
    </message>
    <message>
        <source>Starting cards: {why}</source>
        <translation>Startkarten: {why}</translation>
    </message>
    <message>
        <source>Went to showdown</source>
        <translation>Zum Showdown gekommen</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Gewonnen oder verloren</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Cash games and tournaments</source>
        <translation>Cash-Games und Turniere</translation>
    </message>
    <message>
        <source>Cash games only</source>
        <translation>Nur Cash-Games</translation>
    </message>
    <message>
        <source>Every tournament</source>
        <translation>Alle Turniere</translation>
    </message>
    <message>
        <source>e.g. A-2-3, three to an 8, a pair</source>
        <translation>z. B. A-2-3, drei bis zur 8, ein Paar</translation>
    </message>
    <message>
        <source>you / the file&apos;s hero</source>
        <translation>du / der Held der Datei</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>You buy in for {amount}.</source>
        <translation>Du kaufst dich für {amount} ein.</translation>
    </message>
    <message>
        <source>The table cannot deal another hand: {why}</source>
        <translation>Am Tisch kann kein weiteres Blatt gegeben werden: {why}</translation>
    </message>
    <message>
        <source>You are out of chips: the session is over.</source>
        <translation>Du hast keine Chips mehr: Die Sitzung ist vorbei.</translation>
    </message>
    <message>
        <source>{name} buys in again for {amount}.</source>
        <translation>{name} kauft sich erneut für {amount} ein.</translation>
    </message>
    <message>
        <source>{old} leaves the table; {new} sits down with {amount}.</source>
        <translation>{old} verlässt den Tisch; {new} setzt sich mit {amount}.</translation>
    </message>
    <message>
        <source>Level {number}: limits {small}/{big}, ante {ante}, bring-in {bring_in}.</source>
        <translation>Level {number}: Limits {small}/{big}, Ante {ante}, Bring-in {bring_in}.</translation>
    </message>
    <message>
        <source>You are out of the tournament in place {place}.</source>
        <translation>Du scheidest auf Platz {place} aus dem Turnier aus.</translation>
    </message>
    <message>
        <source>{name} is out in place {place}.</source>
        <translation>{name} scheidet auf Platz {place} aus.</translation>
    </message>
</context>
<context>
    <name>HandWindow</name>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Wiedergabe</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>Hand #{n}</source>
        <translation>Blatt Nr. {n}</translation>
    </message>
    <message>
        <source>Practice hand</source>
        <translation>Übungsblatt</translation>
    </message>
    <message>
        <source>Imported from {file}. Cards the file never showed are card backs.</source>
        <translation>Importiert aus {file}. Karten, die die Datei nie zeigte, sind Kartenrücken.</translation>
    </message>
    <message>
        <source>Practice review</source>
        <translation>Auswertung der Übung</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Replay the hand on the table, step by step (Ctrl+R)</source>
        <translation>Das Blatt Schritt für Schritt am Tisch wiedergeben (Strg+R)</translation>
    </message>
    <message>
        <source>Shaded cards were dealt face down; card backs are cards nobody saw.</source>
        <translation>Schattierte Karten wurden verdeckt gegeben; Kartenrücken sind Karten, die niemand sah.</translation>
    </message>
    <message>
        <source>Study mode: every player&apos;s hole cards are shown, also those of players who folded.</source>
        <translation>Studienmodus: Die verdeckten Karten aller Spieler werden gezeigt, auch die ausgestiegener Spieler.</translation>
    </message>
    <message>
        <source>Write the hand to a PokerStars or PHH file</source>
        <translation>Das Blatt in eine PokerStars- oder PHH-Datei schreiben</translation>
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
&lt;h2&gt;Razz auf einer Seite&lt;/h2&gt;
&lt;p&gt;&lt;b&gt;Das niedrigste Blatt gewinnt.&lt;/b&gt; Razz ist Seven Card Stud, gespielt auf Low: Jeder Spieler
bildet aus sieben Karten das beste niedrige Blatt aus fünf Karten. Asse sind immer niedrig;
Straights und Flushes zählen nicht. Das beste Blatt ist 5-4-3-2-A, das „Wheel“.
Paare sind schlecht: Jedes Blatt ohne Paar schlägt jedes Blatt mit einem.&lt;/p&gt;
&lt;h3&gt;Das Geben&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;Jeder setzt ein &lt;b&gt;Ante&lt;/b&gt;. In der &lt;b&gt;3. Straße&lt;/b&gt; bekommt jeder Spieler zwei Karten
verdeckt und eine offen (die Türkarte).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Fourth, Fifth und 6. Straße&lt;/b&gt;: je eine weitere offene Karte.
&lt;b&gt;7. Straße&lt;/b&gt; (der River): eine verdeckte Karte.&lt;/li&gt;
&lt;li&gt;Reicht das Deck in der 7. Straße nicht, wird eine &lt;b&gt;Gemeinschaftskarte&lt;/b&gt; offen
in die Mitte gelegt, und alle nutzen sie.&lt;/li&gt;
&lt;/ul&gt;
&lt;h3&gt;Wer beginnt&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;3. Straße: Die &lt;b&gt;höchste&lt;/b&gt; Türkarte muss das &lt;b&gt;Bring-in&lt;/b&gt; bringen (ein kleiner Pflichteinsatz).
Könige sind am höchsten, Asse am niedrigsten; bei gleichem Rang bringt Pik vor Herz,
Karo und Kreuz. Dieser Spieler darf stattdessen auf einen vollen kleinen Einsatz &lt;b&gt;komplettieren&lt;/b&gt;.&lt;/li&gt;
&lt;li&gt;Ab der 4. Straße beginnt der Spieler mit dem &lt;b&gt;niedrigsten Board&lt;/b&gt;.&lt;/li&gt;
&lt;/ul&gt;
&lt;h3&gt;Einsätze&lt;/h3&gt;
&lt;p&gt;Fixed Limit: kleine Einsätze in 3. und 4. Straße, große in Fifth, Sixth und Seventh.
Höchstens ein Einsatz und drei Erhöhungen pro Runde. In der 3. Straße gibt es kein Checken.&lt;/p&gt;
&lt;h3&gt;Showdown&lt;/h3&gt;
&lt;p&gt;Das beste Low der verbliebenen Spieler gewinnt den Pott; bei Gleichstand wird geteilt. Wer
All-in ist, kann nur gewinnen, was er selbst gedeckt hat (Nebenpötte werden getrennt gezeigt).&lt;/p&gt;
&lt;h3&gt;An diesem Tisch&lt;/h3&gt;
&lt;p&gt;Der &lt;b&gt;Stud-Button&lt;/b&gt; liegt an Platz 8: Jede Straße wird beginnend beim ersten Spieler links
davon gegeben. Deine eigenen verdeckte Karten liegen offen unter deinen Upcards
(nur du siehst sie). Das Dealer-Protokoll rechts erklärt jede Regel, sobald sie greift.&lt;/p&gt;
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
&lt;h3&gt;Turniere (Spiel &amp;gt; Neues Turnier)&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;Alle beginnen mit gleich vielen Chips. Limits, Ante und Bring-in steigen von Level zu
Level; ein Level dauert eine Zahl von Händen oder Spielminuten (die Uhr steht, solange das
Spiel pausiert), und eine Hand endet immer in dem Level, in dem sie begonnen hat.&lt;/li&gt;
&lt;li&gt;Wer das Ante oder das Bring-in nicht zahlen kann, setzt, was er hat, und ist all-in.
Wer nach einer Hand keine Chips mehr hat, scheidet aus, und sein Platz wird geschlossen.&lt;/li&gt;
&lt;li&gt;Wer in derselben Hand ausscheidet, wird nach seinem Stack zu Beginn der Hand platziert;
gleiche Stacks teilen sich die Plätze und ihre Preise (übrige Chips an den früheren Platz
links vom Button).&lt;/li&gt;
&lt;li&gt;Der Preispool sind die Buy-ins aller Spieler (standardmäßig Spielgeld): 65/35 bis zu
sechs Spielern, 50/30/20 bei sieben oder acht, heads-up alles an den Sieger, oder deine
eigene Tabelle.&lt;/li&gt;
&lt;li&gt;Bist du ausgeschieden, spielen die anderen das Turnier sofort zu Ende, damit das
Ergebnis jeden Platz zeigt.&lt;/li&gt;
&lt;/ul&gt;
</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Aussteigen</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Check or call</source>
        <translation>Checken oder mitgehen</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Bet (or whichever raise is on offer)</source>
        <translation>Setzen (oder die angebotene Erhöhung)</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Raise, or complete the bring-in</source>
        <translation>Erhöhen, oder das Bring-in komplettieren</translation>
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
        <translation>Im Showdown zeigen / abgeben</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Nächstes Blatt geben</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Pause or resume</source>
        <translation>Pause oder weiter</translation>
    </message>
    <message>
        <source>Ctrl+Right / Ctrl+Left</source>
        <translation>Strg+Rechts / Strg+Links</translation>
    </message>
    <message>
        <source>Turn the table one seat clockwise / counter-clockwise</source>
        <translation>Den Tisch einen Platz im / gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Strg+L</translation>
    </message>
    <message>
        <source>Show or hide the dealer log</source>
        <translation>Dealer-Protokoll zeigen oder verbergen</translation>
    </message>
    <message>
        <source>Ctrl+4</source>
        <translation>Strg+4</translation>
    </message>
    <message>
        <source>Four-colour deck on or off</source>
        <translation>Vierfarbiges Deck ein oder aus</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Strg+H</translation>
    </message>
    <message>
        <source>Last hand: the previous hands of this session</source>
        <translation>Letztes Blatt: die vorigen Blätter dieser Sitzung</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Strg+T</translation>
    </message>
    <message>
        <source>Practice mode (the Coach) on or off</source>
        <translation>Übungsmodus (der Coach) ein oder aus</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Strg+D</translation>
    </message>
    <message>
        <source>Drills: in the drill window, 1-9 answer and Enter or N deals the next</source>
        <translation>Übungen: im Übungsfenster antworten 1-9, Eingabe oder N gibt die nächste</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Show the Coach&apos;s hint for this decision</source>
        <translation>Den Tipp des Coachs für diese Entscheidung zeigen</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Strg+,</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Strg+N</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Neue Sitzung</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Rules summary</source>
        <translation>Regelübersicht</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Strg+Q</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>The action buttons show their key on a keycap; the keys work anywhere in the window.</source>
        <translation>Die Aktionsknöpfe zeigen ihre Taste auf einer kleinen Tastenkappe; die Tasten wirken überall im Fenster.</translation>
    </message>
    <message>
        <source>The windows, drawing and event loop; used unmodified as shared libraries you may replace</source>
        <translation>Die Fenster, das Zeichnen und die Ereignisschleife; unverändert als austauschbare gemeinsame Bibliotheken verwendet</translation>
    </message>
    <message>
        <source>The computer players&apos; and the Coach&apos;s equity arithmetic</source>
        <translation>Die Equity-Rechnungen der Computerspieler und des Coachs</translation>
    </message>
    <message>
        <source>The statistics charts</source>
        <translation>Die Statistik-Diagramme</translation>
    </message>
    <message>
        <source>Where settings and the hand log are kept</source>
        <translation>Wo Einstellungen und Blatt-Historie liegen</translation>
    </message>
    <message>
        <source>Playing the table&apos;s sounds (which Razz Desktop synthesises itself)</source>
        <translation>Das Abspielen der Töne am Tisch (die Razz Desktop selbst erzeugt)</translation>
    </message>
    <message>
        <source>Every text and the suit symbols</source>
        <translation>Jeder Text und die Farbsymbole</translation>
    </message>
    <message>
        <source>The interpreter and standard library (in the desktop bundle)</source>
        <translation>Der Interpreter und die Standardbibliothek (im Desktop-Paket)</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <source>An offline Razz (seven-card stud, lowest hand wins) game and trainer.</source>
        <translation>Ein Offline-Spiel und -Trainer für Razz (Seven Card Stud, das niedrigste Blatt gewinnt).</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Razz Desktop is free software under the MIT licence:</source>
        <translation>Razz Desktop ist freie Software unter der MIT-Lizenz:</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Mitwirkende</translation>
    </message>
    <message>
        <source>Written by the Razz Desktop developers. The rules follow the project&apos;s rule book, compiled from German, Italian and Dutch sources. Card faces are drawn by the program.</source>
        <translation>Geschrieben von den Entwicklern von Razz Desktop. Die Regeln folgen dem Regelbuch des Projekts, zusammengestellt aus deutschen, italienischen und niederländischen Quellen. Die Kartenbilder zeichnet das Programm selbst.</translation>
    </message>
    <message>
        <source>Third-party software</source>
        <translation>Software von Dritten</translation>
    </message>
    <message>
        <source>Razz Desktop is built with the following software, under their licences. The full texts are in THIRD-PARTY-NOTICES.md and the licenses folder of the desktop bundle, or in the installed packages&apos; metadata.</source>
        <translation>Razz Desktop ist mit der folgenden Software unter deren Lizenzen gebaut. Die vollständigen Texte stehen in THIRD-PARTY-NOTICES.md und im Ordner licenses des Desktop-Pakets oder in den Metadaten der installierten Pakete.</translation>
    </message>
    <message>
        <source>About Razz Desktop</source>
        <translation>Über Razz Desktop</translation>
    </message>
    <message>
        <source>Applications menu</source>
        <translation>Anwendungsmenü</translation>
    </message>
    <message>
        <source>Razz Desktop could not be added to the applications menu: {error}</source>
        <translation>Razz Desktop konnte nicht ins Anwendungsmenü aufgenommen werden: {error}</translation>
    </message>
    <message>
        <source>Razz Desktop is now in your applications menu ({path}).</source>
        <translation>Razz Desktop steht jetzt in deinem Anwendungsmenü ({path}).</translation>
    </message>
    <message>
        <source>The menu entry could not be removed: {error}</source>
        <translation>Der Menüeintrag konnte nicht entfernt werden: {error}</translation>
    </message>
    <message>
        <source>Razz Desktop was removed from your applications menu.</source>
        <translation>Razz Desktop wurde aus deinem Anwendungsmenü entfernt.</translation>
    </message>
    <message>
        <source>Razz Desktop was not in your applications menu.</source>
        <translation>Razz Desktop war nicht in deinem Anwendungsmenü.</translation>
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
        <translation>Zum Tisch als Text (eine Zeile je Platz)</translation>
    </message>
    <message>
        <source>Move between the action buttons and the panels / press the focused button</source>
        <translation>Zwischen den Aktionsknöpfen und den Bereichen wechseln / den fokussierten Knopf drücken</translation>
    </message>
    <message>
        <source>Read the Coach&apos;s advice aloud again</source>
        <translation>Den Rat des Coachs noch einmal vorlesen</translation>
    </message>
    <message>
        <source>Read the situation aloud again (screen reader)</source>
        <translation>Die Lage noch einmal vorlesen (Bildschirmleser)</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Tab / Enter</source>
        <translation>Tab / Eingabe</translation>
    </message>
</context>
<context>
    <name>HintPage</name>
    <message>
        <source>Recommended action</source>
        <translation>Empfohlene Aktion</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Hint (%1)</source>
        <translation>Tipp (%1)</translation>
    </message>
    <message>
        <source>Show hint</source>
        <translation>Tipp zeigen</translation>
    </message>
    <message>
        <source>Shows the coach&apos;s recommendation for the current decision</source>
        <translation>Zeigt die Empfehlung des Coachs für die aktuelle Entscheidung</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Dein Blatt</translation>
    </message>
    <message>
        <source>Your chances</source>
        <translation>Deine Chancen</translation>
    </message>
    <message>
        <source>vs random hands</source>
        <translation>gegen zufällige Blätter</translation>
    </message>
    <message>
        <source>How often you win (ties shared) if the opponents&apos; unseen cards were random. ± is the margin of error (about 95%).</source>
        <translation>Wie oft du gewinnst (Gleichstand geteilt), wenn die ungesehenen Karten der Gegner zufällig wären. ± ist die Fehlermarge (etwa 95 %).</translation>
    </message>
    <message>
        <source>vs likely hands</source>
        <translation>gegen wahrscheinliche Blätter</translation>
    </message>
    <message>
        <source>The same against the hands the opponents&apos; boards and betting suggest, as the Expert bot reads them. ± is the margin of error (about 95%).</source>
        <translation>Dasselbe gegen die Blätter, auf die Boards und Einsätze der Gegner schließen lassen, wie der Experten-Bot sie liest. ± ist die Fehlermarge (etwa 95 %).</translation>
    </message>
    <message>
        <source>The price</source>
        <translation>Der Preis</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pott</translation>
    </message>
    <message>
        <source>To call</source>
        <translation>Zum Mitgehen</translation>
    </message>
    <message>
        <source>A call needs</source>
        <translation>Mitgehen braucht</translation>
    </message>
    <message>
        <source>The equity at which calling breaks even: to call ÷ (pot + to call).</source>
        <translation>Die Equity, ab der Mitgehen sich ausgleicht: zum Mitgehen ÷ (Pott + zum Mitgehen).</translation>
    </message>
    <message>
        <source>Expert&apos;s values (big bets)</source>
        <translation>Werte des Experten (Big Bets)</translation>
    </message>
    <message>
        <source>The Expert bot&apos;s estimate of each action, in big bets, compared with folding now.</source>
        <translation>Die Schätzung des Experten-Bots für jede Aktion, in Big Bets, verglichen mit sofortigem Aussteigen.</translation>
    </message>
    <message>
        <source>Expert&apos;s values</source>
        <translation>Werte des Experten</translation>
    </message>
    <message>
        <source>Starting hand</source>
        <translation>Starthand</translation>
    </message>
    <message>
        <source>Door cards still to act</source>
        <translation>Türkarten, die noch handeln</translation>
    </message>
    <message>
        <source>Likely hands</source>
        <translation>Wahrscheinliche Blätter</translation>
    </message>
    <message>
        <source>What each opponent probably holds, as the Expert reads his upcards and betting, and your chances against those hands alone.</source>
        <translation>Was jeder Gegner wahrscheinlich hält, wie der Experte seine offenen Karten und sein Setzen liest, und deine Chancen allein gegen diese Blätter.</translation>
    </message>
    <message>
        <source>Live cards</source>
        <translation>Lebende Karten</translation>
    </message>
    <message>
        <source>Live cards you need</source>
        <translation>Lebende Karten, die du brauchst</translation>
    </message>
    <message>
        <source>The ranks that would improve your low and how many of each are still unseen, counting every upcard shown this hand, folded ones included.</source>
        <translation>Die Ränge, die dein Low verbessern würden, und wie viele von jedem noch ungesehen sind, gezählt über jede in diesem Blatt gezeigte Upcard, auch die ausgestiegener Spieler.</translation>
    </message>
    <message>
        <source>Steal or bluff note</source>
        <translation>Hinweis zu Steal oder Bluff</translation>
    </message>
    <message numerus="yes">
        <source>%n opponent(s)</source>
        <translation>
            <numerusform>%n Gegner</numerusform>
            <numerusform>%n Gegner</numerusform>
        </translation>
    </message>
    <message>
        <source>Your decision on %1 · %2</source>
        <translation>Deine Entscheidung in der %1 · %2</translation>
    </message>
    <message>
        <source>You have %1.</source>
        <translation>Du hast %1.</translation>
    </message>
    <message>
        <source>%1 (the pot pays %2 to 1)</source>
        <translation>%1 (der Pott zahlt %2 zu 1)</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>stark</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>spielbar</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>schwach</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>nicht spielbar</translation>
    </message>
    <message>
        <source>(seat %1)</source>
        <translation>(Platz %1)</translation>
    </message>
    <message>
        <source>no low door</source>
        <translation>keine niedrige Türkarte</translation>
    </message>
    <message numerus="yes">
        <source>%n low door(s)</source>
        <translation>
            <numerusform>%n niedrige Türkarte</numerusform>
            <numerusform>%n niedrige Türkarten</numerusform>
        </translation>
    </message>
    <message>
        <source>Still to act after you: %1 — %2</source>
        <translation>Nach dir noch am Zug: %1 — %2</translation>
    </message>
    <message>
        <source>If you complete or raise, these must answer it: %1</source>
        <translation>Wenn du komplettierst oder erhöhst, müssen diese antworten: %1</translation>
    </message>
    <message>
        <source>Nobody is left to act after you.</source>
        <translation>Nach dir handelt niemand mehr.</translation>
    </message>
    <message>
        <source>you: %1</source>
        <translation>du: %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Nothing left to improve: your low is the best it can be.</source>
        <translation>Nichts mehr zu verbessern: Dein Low ist so gut wie möglich.</translation>
    </message>
    <message>
        <source>%1 of %2 cards you need are still live</source>
        <translation>%1 von %2 Karten, die du brauchst, leben noch</translation>
    </message>
    <message>
        <source>no cards to come</source>
        <translation>keine Karten mehr zu erwarten</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Lebend</translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message>
        <source>3rd street</source>
        <translation>3. Straße</translation>
    </message>
    <message>
        <source>Big bets</source>
        <translation>Big Bets</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>(%n hand(s))</source>
        <translation>(Blätter: %n)</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Site / hand id</source>
        <translation>Pokerraum / Blatt-ID</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Limits</translation>
    </message>
    <message>
        <source>Winning hand</source>
        <translation>Gewinnerblatt</translation>
    </message>
</context>
<context>
    <name>HistoryController</name>
    <message>
        <source>Not even the journal beside the hand history ({journal}) can be written, so your latest hands are kept only in memory and would be lost if Razz Desktop closed now. Keep it open and free some disk space (or make the folder writable): they are written as soon as that works.</source>
        <translation>Nicht einmal das Journal neben der Blatt-Historie ({journal}) lässt sich schreiben; deine letzten Blätter sind nur im Speicher und gingen verloren, wenn Razz Desktop jetzt schließt. Lass es offen und schaff Speicherplatz (oder mach den Ordner beschreibbar): Sie werden geschrieben, sobald das klappt.</translation>
    </message>
    <message numerus="yes">
        <source>The hand history can be written again: %n kept hand(s) were saved to it.</source>
        <translation>
            <numerusform>Die Blatt-Historie ist wieder beschreibbar: %n aufbewahrtes Blatt wurde gespeichert.</numerusform>
            <numerusform>Die Blatt-Historie ist wieder beschreibbar: %n aufbewahrte Blätter wurden gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hands are kept in {journal} and will be written to the history as soon as it can be, at the latest the next time Razz Desktop starts.</source>
        <translation>Deine Blätter werden in {journal} aufbewahrt und in die Historie geschrieben, sobald es geht, spätestens beim nächsten Start von Razz Desktop.</translation>
    </message>
    <message>
        <source>The hand history ({file}) is in use by another program.</source>
        <translation>Die Blatt-Historie ({file}) wird von einem anderen Programm benutzt.</translation>
    </message>
    <message>
        <source>Close the other program (for example a database browser) to save them now.</source>
        <translation>Schließ das andere Programm (zum Beispiel einen Datenbank-Browser), um sie jetzt zu speichern.</translation>
    </message>
    <message>
        <source>The hand history ({file}) cannot be written: the file or its folder is read-only.</source>
        <translation>Die Blatt-Historie ({file}) kann nicht geschrieben werden: Die Datei oder ihr Ordner ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>Make the file writable again (check its permissions) to save them.</source>
        <translation>Mach die Datei wieder beschreibbar (prüf die Berechtigungen), um sie zu speichern.</translation>
    </message>
    <message>
        <source>The disk holding the hand history ({file}) is full.</source>
        <translation>Das Laufwerk mit der Blatt-Historie ({file}) ist voll.</translation>
    </message>
    <message>
        <source>Free some disk space to save them.</source>
        <translation>Schaff Speicherplatz, um sie zu speichern.</translation>
    </message>
    <message>
        <source>The hand history ({file}) is damaged.</source>
        <translation>Die Blatt-Historie ({file}) ist beschädigt.</translation>
    </message>
    <message>
        <source>Restart Razz Desktop: it keeps the damaged file aside, starts a new one and writes your hands to it.</source>
        <translation>Starte Razz Desktop neu: Es legt die beschädigte Datei beiseite, beginnt eine neue und schreibt deine Blätter hinein.</translation>
    </message>
    <message>
        <source>The hand history ({file}) was written by a newer version of Razz Desktop, and this version leaves it untouched.</source>
        <translation>Die Blatt-Historie ({file}) stammt von einer neueren Version von Razz Desktop; diese Version lässt sie unberührt.</translation>
    </message>
    <message>
        <source>Update Razz Desktop to save them.</source>
        <translation>Aktualisiere Razz Desktop, um sie zu speichern.</translation>
    </message>
    <message>
        <source>The hand history ({file}) cannot be written just now.</source>
        <translation>Die Blatt-Historie ({file}) kann gerade nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Check that the disk is connected and the file still exists.</source>
        <translation>Prüf, ob das Laufwerk verbunden ist und die Datei noch existiert.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>%n hand(s)</source>
        <translation>Blätter: %n</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Wiedergabe</translation>
    </message>
    <message>
        <source>10-low or better</source>
        <translation>10-Low oder besser</translation>
    </message>
    <message>
        <source>6-low or better</source>
        <translation>6-Low oder besser</translation>
    </message>
    <message>
        <source>7-low or better</source>
        <translation>7-Low oder besser</translation>
    </message>
    <message>
        <source>8-low or better</source>
        <translation>8-Low oder besser</translation>
    </message>
    <message>
        <source>9-low or better</source>
        <translation>9-Low oder besser</translation>
    </message>
    <message>
        <source>A wheel (5-low)</source>
        <translation>Ein Wheel (5-Low)</translation>
    </message>
    <message>
        <source>Any final hand</source>
        <translation>Jedes Endblatt</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Export &amp;all shown…</source>
        <translation>&amp;Alle angezeigten exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;selected…</source>
        <translation>Au&amp;sgewählte exportieren…</translation>
    </message>
    <message>
        <source>Anal&amp;yse hands…</source>
        <translation>Hände anal&amp;ysieren…</translation>
    </message>
    <message>
        <source>The Coach grades your decisions in imported hands, as in practice (Game &gt; Mistakes shows them)</source>
        <translation>Der Coach bewertet deine Entscheidungen in importierten Händen wie beim Üben (Spiel &gt; Fehler zeigt sie)</translation>
    </message>
    <message>
        <source>Analyse the selected hands</source>
        <translation>Ausgewählte Hände analysieren</translation>
    </message>
    <message>
        <source>Analyse every imported hand not analysed yet</source>
        <translation>Alle noch nicht analysierten importierten Hände analysieren</translation>
    </message>
    <message>
        <source>No hands yet. Play a hand, or bring in your hands from other sites with File &gt; Import hand histories…</source>
        <translation>Noch keine Blätter. Spiel ein Blatt oder hol deine Blätter aus anderen Pokerräumen mit Datei &gt; Hand-Histories importieren…</translation>
    </message>
    <message>
        <source>No hands match these filters.</source>
        <translation>Keine Blätter passen zu diesen Filtern.</translation>
    </message>
    <message>
        <source>Exporting {what} to {path}…</source>
        <translation>Exportiere {what} nach {path}…</translation>
    </message>
    <message>
        <source>Fix the starting cards filter first.</source>
        <translation>Korrigiere zuerst den Filter für die Startkarten.</translation>
    </message>
    <message>
        <source>Hand History</source>
        <translation>Blatt-Historie</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Blätter</translation>
    </message>
    <message>
        <source>Hide filters</source>
        <translation>Filter ausblenden</translation>
    </message>
    <message>
        <source>J-low or better</source>
        <translation>J-Low oder besser</translation>
    </message>
    <message>
        <source>K-low or better</source>
        <translation>K-Low oder besser</translation>
    </message>
    <message>
        <source>No hands to export: the filters let none through.</source>
        <translation>Keine Blätter zum Exportieren: Die Filter lassen keines durch.</translation>
    </message>
    <message>
        <source>Q-low or better</source>
        <translation>Q-Low oder besser</translation>
    </message>
    <message>
        <source>Replay the hand on the table (Ctrl+R)</source>
        <translation>Das Blatt am Tisch wiedergeben (Strg+R)</translation>
    </message>
    <message>
        <source>Show filters</source>
        <translation>Filter einblenden</translation>
    </message>
    <message>
        <source>Show or hide the filters (Ctrl+F)</source>
        <translation>Filter ein- oder ausblenden (Strg+F)</translation>
    </message>
    <message>
        <source>Show the hand street by street (Enter)</source>
        <translation>Das Blatt Straße für Straße zeigen (Eingabe)</translation>
    </message>
    <message>
        <source>Write every hand the filters let through to a file</source>
        <translation>Jedes Blatt, das die Filter durchlassen, in eine Datei schreiben</translation>
    </message>
    <message>
        <source>Write the selected hands to a PokerStars or PHH file</source>
        <translation>Die ausgewählten Blätter in eine PokerStars- oder PHH-Datei schreiben</translation>
    </message>
    <message>
        <source>Exported {what} to {path}.</source>
        <translation>{what} nach {path} exportiert.</translation>
    </message>
</context>
<context>
    <name>HouseRulesPage</name>
    <message>
        <source>The standard rules apply unless you switch on a house rule.</source>
        <translation>Es gelten die Standardregeln, solange du keine Hausregel einschaltest.</translation>
    </message>
</context>
<context>
    <name>LastHandWindow</name>
    <message>
        <source>hidden card</source>
        <translation>verdeckte Karte</translation>
    </message>
    <message>
        <source>(community card)</source>
        <translation>(Gemeinschaftskarte)</translation>
    </message>
    <message>
        <source>(face down)</source>
        <translation>(verdeckt)</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>keine Karten</translation>
    </message>
    <message>
        <source>Wins {chips} with {hand}</source>
        <translation>Gewinnt {chips} mit {hand}</translation>
    </message>
    <message>
        <source>Shows {hand}</source>
        <translation>Zeigt {hand}</translation>
    </message>
    <message>
        <source>Mucked {hand}</source>
        <translation>Hat {hand} abgegeben</translation>
    </message>
    <message>
        <source>Folded on {street}</source>
        <translation>Ausgestiegen in der {street}</translation>
    </message>
    <message>
        <source>Wins {chips} (no showdown)</source>
        <translation>Gewinnt {chips} (kein Showdown)</translation>
    </message>
    <message>
        <source>Hand #{n}  ·  {when}  ·  pot {pot}  ·  won by {winners}</source>
        <translation>Blatt Nr. {n}  ·  {when}  ·  Pott {pot}  ·  gewonnen von {winners}</translation>
    </message>
    <message>
        <source>Practice hand</source>
        <translation>Übungsblatt</translation>
    </message>
    <message>
        <source>you {net}</source>
        <translation>du {net}</translation>
    </message>
    <message>
        <source>Antes: {n} players × {ante}</source>
        <translation>Antes: {n} Spieler × {ante}</translation>
    </message>
    <message>
        <source>community card</source>
        <translation>Gemeinschaftskarte</translation>
    </message>
    <message>
        <source>{amount} returned to {name} (uncalled)</source>
        <translation>{amount} zurück an {name} (nicht mitgegangen)</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>show</source>
        <translation>zeigst</translation>
    </message>
    <message>
        <source>shows</source>
        <translation>zeigt</translation>
    </message>
    <message>
        <source>muck</source>
        <translation>gibst ab</translation>
    </message>
    <message>
        <source>mucks</source>
        <translation>gibt ab</translation>
    </message>
    <message>
        <source>brings in for {n}</source>
        <translation>bringt das Bring-in über {n}</translation>
    </message>
    <message>
        <source>bring in for {n}</source>
        <translation>bringst das Bring-in über {n}</translation>
    </message>
    <message>
        <source>completes to {n}</source>
        <translation>komplettiert auf {n}</translation>
    </message>
    <message>
        <source>complete to {n}</source>
        <translation>komplettierst auf {n}</translation>
    </message>
    <message>
        <source>bets {n}</source>
        <translation>setzt {n}</translation>
    </message>
    <message>
        <source>bet {n}</source>
        <translation>setzt {n}</translation>
    </message>
    <message>
        <source>raises to {n}</source>
        <translation>erhöht auf {n}</translation>
    </message>
    <message>
        <source>raise to {n}</source>
        <translation>erhöhst auf {n}</translation>
    </message>
    <message>
        <source>calls {n}</source>
        <translation>geht mit {n} mit</translation>
    </message>
    <message>
        <source>call {n}</source>
        <translation>gehst mit {n} mit</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>checkt</translation>
    </message>
    <message>
        <source>check</source>
        <translation>checkst</translation>
    </message>
    <message>
        <source>folds</source>
        <translation>steigt aus</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>steigst aus</translation>
    </message>
    <message>
        <source>(all-in)</source>
        <translation>(All-in)</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pott</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Hauptpott</translation>
    </message>
    <message>
        <source>Side pot {n}</source>
        <translation>Nebenpott {n}</translation>
    </message>
    <message>
        <source>split: {who}</source>
        <translation>geteilt: {who}</translation>
    </message>
    <message>
        <source>won by {who}</source>
        <translation>gewonnen von {who}</translation>
    </message>
    <message>
        <source>with {hand}</source>
        <translation>mit {hand}</translation>
    </message>
    <message>
        <source>(everyone else folded)</source>
        <translation>(alle anderen sind ausgestiegen)</translation>
    </message>
    <message>
        <source>contested by {seats}</source>
        <translation>umkämpft von {seats}</translation>
    </message>
    <message>
        <source>Community card</source>
        <translation>Gemeinschaftskarte</translation>
    </message>
    <message>
        <source>The deck ran short on 7th street: every player used this card.</source>
        <translation>Das Deck reichte in der 7. Straße nicht: Jeder Spieler nutzte diese Karte.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>{name}: net {chips}</source>
        <translation>{name}: netto {chips}</translation>
    </message>
    <message>
        <source>Last Hand</source>
        <translation>Letztes Blatt</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>Choose one of this session&apos;s hands, newest first</source>
        <translation>Wähle eines der Blätter dieser Sitzung, das neueste zuerst</translation>
    </message>
    <message>
        <source>Previous hand (Alt+Left)</source>
        <translation>Voriges Blatt (Alt+Links)</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Voriges Blatt</translation>
    </message>
    <message>
        <source>Next hand (Alt+Right)</source>
        <translation>Nächstes Blatt (Alt+Rechts)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächstes Blatt</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Als Text kopieren</translation>
    </message>
    <message>
        <source>Copy the hand in PokerStars hand-history format (Ctrl+Shift+C)</source>
        <translation>Das Blatt im Hand-History-Format von PokerStars kopieren (Strg+Umschalt+C)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Auswertung</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Auswertung</translation>
    </message>
    <message>
        <source>Open the Coach&apos;s review of this hand</source>
        <translation>Die Auswertung des Coachs zu diesem Blatt öffnen</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Blatt:</translation>
    </message>
    <message>
        <source>Study mode: every player&apos;s hole cards are shown, also those of players who folded. At the table they were never seen.</source>
        <translation>Studienmodus: Die verdeckten Karten aller Spieler werden gezeigt, auch die ausgestiegener Spieler. Am Tisch waren sie nie zu sehen.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Actions street by street</source>
        <translation>Aktionen Straße für Straße</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>Pots and winners</source>
        <translation>Pötte und Gewinner</translation>
    </message>
    <message>
        <source>Shaded cards were dealt face down; card backs are cards nobody saw.</source>
        <translation>Schattierte Karten wurden verdeckt gegeben; Kartenrücken sind Karten, die niemand sah.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Shaded cards were dealt face down.</source>
        <translation>Schattierte Karten wurden verdeckt gegeben.</translation>
    </message>
    <message>
        <source>Open the Coach&apos;s graded review of this hand</source>
        <translation>Die benotete Auswertung des Coachs zu diesem Blatt öffnen</translation>
    </message>
    <message>
        <source>No review for this hand: practice mode was off when it was played.</source>
        <translation>Keine Auswertung für dieses Blatt: Der Übungsmodus war aus, als es gespielt wurde.</translation>
    </message>
    <message>
        <source>This hand is not saved yet; it can be copied once it is.</source>
        <translation>Dieses Blatt ist noch nicht gespeichert; kopieren geht, sobald es das ist.</translation>
    </message>
    <message>
        <source>This hand cannot be copied as text.</source>
        <translation>Dieses Blatt kann nicht als Text kopiert werden.</translation>
    </message>
    <message>
        <source>Hand #{n} copied to the clipboard.</source>
        <translation>Blatt Nr. {n} in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <source>not saved yet</source>
        <translation>noch nicht gespeichert</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>No hands played in this session yet.</source>
        <translation>In dieser Sitzung wurde noch kein Blatt gespielt.</translation>
    </message>
    <message>
        <source>Hand #{n}</source>
        <translation>Blatt Nr. {n}</translation>
    </message>
    <message>
        <source>Razz {small}/{big} · ante {ante} · bring-in {bring} · {when}</source>
        <translation>Razz {small}/{big} · Ante {ante} · Bring-in {bring} · {when}</translation>
    </message>
    <message>
        <source>Mucked</source>
        <translation>Abgegeben</translation>
    </message>
    <message>
        <source>Re&amp;play</source>
        <translation>&amp;Wiedergabe</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Replay the hand on the table, step by step (Ctrl+R)</source>
        <translation>Das Blatt Schritt für Schritt am Tisch wiedergeben (Strg+R)</translation>
    </message>
</context>
<context>
    <name>LiveRegion</name>
    <message>
        <source>The last thing announced at the table</source>
        <translation>Die letzte Ansage am Tisch</translation>
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
        <translation>Willkommen am Tisch.</translation>
    </message>
    <message>
        <source>Shuffling up and dealing…</source>
        <translation>Mischen und Geben…</translation>
    </message>
    <message>
        <source>&amp;Coach</source>
        <translation>&amp;Coach</translation>
    </message>
    <message>
        <source>Show &amp;hint</source>
        <translation>&amp;Tipp zeigen</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Tipp (H)</translation>
    </message>
    <message>
        <source>Hand history: {problem}</source>
        <translation>Blatt-Historie: {problem}</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Blatt-Historie</translation>
    </message>
    <message>
        <source>There was a problem with the hand history file.</source>
        <translation>Es gab ein Problem mit der Datei der Blatt-Historie.</translation>
    </message>
    <message>
        <source>Hand history: could not save or read a hand ({problem}).</source>
        <translation>Blatt-Historie: Ein Blatt konnte nicht gespeichert oder gelesen werden ({problem}).</translation>
    </message>
    <message>
        <source>Session over: no hands played.</source>
        <translation>Sitzung beendet: keine Blätter gespielt.</translation>
    </message>
    <message numerus="yes">
        <source>Session over: %n hands, {net} chips ({bb} big bets).</source>
        <translation>
            <numerusform>Sitzung beendet: %n Blatt, {net} Chips ({bb} Big Bets).</numerusform>
            <numerusform>Sitzung beendet: %n Blätter, {net} Chips ({bb} Big Bets).</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice mode on: the Coach helps at each of your decisions.</source>
        <translation>Übungsmodus an: Der Coach hilft bei jeder deiner Entscheidungen.</translation>
    </message>
    <message>
        <source>Practice mode off.</source>
        <translation>Übungsmodus aus.</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Es wird gegeben…</translation>
    </message>
    <message>
        <source>{name} to act</source>
        <translation>{name} ist dran</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt…</translation>
    </message>
    <message>
        <source>Next hand in a moment (Space deals it now).</source>
        <translation>Gleich kommt das nächste Blatt (Leertaste gibt es sofort).</translation>
    </message>
    <message>
        <source>Hand over.</source>
        <translation>Blatt beendet.</translation>
    </message>
    <message>
        <source>Back in the game.</source>
        <translation>Zurück im Spiel.</translation>
    </message>
    <message>
        <source>The next hand is coming.</source>
        <translation>Das nächste Blatt kommt.</translation>
    </message>
    <message>
        <source>Paused: press P to resume.</source>
        <translation>Pausiert: Drück P zum Weiterspielen.</translation>
    </message>
    <message>
        <source>Game paused.</source>
        <translation>Spiel pausiert.</translation>
    </message>
    <message>
        <source>Game resumed.</source>
        <translation>Spiel geht weiter.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>Hand {n}, street {s}.</source>
        <translation>Blatt {n}, Straße {s}.</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>ausgestiegen</translation>
    </message>
    <message>
        <source>{who}: {state}, stack {stack}.</source>
        <translation>{who}: {state}, Stack {stack}.</translation>
    </message>
    <message>
        <source>Pot {amount}.</source>
        <translation>Pott {amount}.</translation>
    </message>
    <message>
        <source>{who} to act.</source>
        <translation>{who} ist dran.</translation>
    </message>
    <message>
        <source>Quit Razz Desktop?</source>
        <translation>Razz Desktop beenden?</translation>
    </message>
    <message>
        <source>Table as &amp;text</source>
        <translation>Tisch als &amp;Text</translation>
    </message>
</context>
<context>
    <name>MenuWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New session</source>
        <translation>&amp;Neue Sitzung</translation>
    </message>
    <message>
        <source>Start a new session?</source>
        <translation>Neue Sitzung beginnen?</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Las&amp;t hand</source>
        <translation>Le&amp;tztes Blatt</translation>
    </message>
    <message>
        <source>The last hand laid open: every card seen, the actions, the pots (Ctrl+H)</source>
        <translation>Das letzte Blatt offengelegt: jede gesehene Karte, die Aktionen, die Pötte (Strg+H)</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historie…</translation>
    </message>
    <message>
        <source>Every hand you played or imported: filter, sort, open, replay, export (Ctrl+Shift+H)</source>
        <translation>Jedes gespielte oder importierte Blatt: filtern, sortieren, öffnen, wiedergeben, exportieren (Strg+Umschalt+H)</translation>
    </message>
    <message>
        <source>Stat&amp;istics</source>
        <translation>Stat&amp;istik</translation>
    </message>
    <message>
        <source>Your figures and charts over every hand: results, steals, showdowns, practice (Ctrl+I)</source>
        <translation>Deine Zahlen und Diagramme über alle Blätter: Ergebnisse, Steals, Showdowns, Übung (Strg+I)</translation>
    </message>
    <message>
        <source>P&amp;ractice mode</source>
        <translation>Ü&amp;bungsmodus</translation>
    </message>
    <message>
        <source>The Coach suggests a play at each of your decisions and reviews each hand (Ctrl+T)</source>
        <translation>Der Coach schlägt bei jeder deiner Entscheidungen einen Spielzug vor und wertet jedes Blatt aus (Strg+T)</translation>
    </message>
    <message>
        <source>Hints a&amp;utomatically</source>
        <translation>Tipps a&amp;utomatisch</translation>
    </message>
    <message>
        <source>Off: the Coach shows its hint only when you press Hint (H)</source>
        <translation>Aus: Der Coach zeigt seinen Tipp nur, wenn du Tipp (H) drückst</translation>
    </message>
    <message>
        <source>Show every player&apos;s cards after the hand (&amp;study)</source>
        <translation>Nach dem Blatt die Karten aller Spieler zeigen (&amp;Studium)</translation>
    </message>
    <message>
        <source>The Last Hand window shows the hole cards of players who folded too</source>
        <translation>Das Fenster „Letztes Blatt“ zeigt auch die verdeckten Karten ausgestiegener Spieler</translation>
    </message>
    <message>
        <source>Deal the next hand &amp;automatically</source>
        <translation>Nächstes Blatt &amp;automatisch geben</translation>
    </message>
    <message>
        <source>Computer players who go &amp;broke</source>
        <translation>Computerspieler, die &amp;pleite sind</translation>
    </message>
    <message>
        <source>&amp;Buy in again</source>
        <translation>Kaufen sich &amp;neu ein</translation>
    </message>
    <message>
        <source>Are &amp;replaced by a new player</source>
        <translation>Werden durch einen neuen Spieler &amp;ersetzt</translation>
    </message>
    <message>
        <source>&amp;Leave table</source>
        <translation>Tisch ver&amp;lassen</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Den Tisch verlassen?</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Turn table &amp;clockwise</source>
        <translation>Tisch im &amp;Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Turn table c&amp;ounter-clockwise</source>
        <translation>Tisch &amp;gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Always put &amp;me at the bottom</source>
        <translation>&amp;Mich immer unten platzieren</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierfarbiges Deck</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Dealer &amp;log</source>
        <translation>Dealer-&amp;Protokoll</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules summary</source>
        <translation>&amp;Regelübersicht</translation>
    </message>
    <message>
        <source>Razz rules</source>
        <translation>Razz-Regeln</translation>
    </message>
    <message>
        <source>The hand is played out for you: checked when checking is free, folded to a bet.</source>
        <translation>Das Blatt wird für dich zu Ende gespielt: Check, wenn Checken nichts kostet, Fold gegen einen Einsatz.</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>&amp;Protokollordner öffnen</translation>
    </message>
    <message>
        <source>&amp;Deal next hand</source>
        <translation>Nächstes Blatt &amp;geben</translation>
    </message>
    <message>
        <source>The folder with Razz Desktop&apos;s log files, to send with a problem report</source>
        <translation>Der Ordner mit den Protokolldateien von Razz Desktop, zum Mitschicken bei einer Problemmeldung</translation>
    </message>
    <message>
        <source>Add to the &amp;applications menu</source>
        <translation>Zum &amp;Anwendungsmenü hinzufügen</translation>
    </message>
    <message>
        <source>Put Razz Desktop in your desktop&apos;s applications menu (for this user)</source>
        <translation>Razz Desktop ins Anwendungsmenü deines Desktops aufnehmen (für diesen Benutzer)</translation>
    </message>
    <message>
        <source>&amp;Remove from the applications menu</source>
        <translation>Aus dem Anwendungsmenü &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;About Razz Desktop</source>
        <translation>Ü&amp;ber Razz Desktop</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Import hand histories…</source>
        <translation>Hand-Histories &amp;importieren…</translation>
    </message>
    <message>
        <source>PokerStars or Full Tilt text, or PHH files (you can also drop them on the window)</source>
        <translation>PokerStars- oder Full-Tilt-Text oder PHH-Dateien (du kannst sie auch aufs Fenster ziehen)</translation>
    </message>
    <message>
        <source>Import a &amp;folder of hand histories…</source>
        <translation>Einen &amp;Ordner mit Hand-Histories importieren…</translation>
    </message>
    <message>
        <source>&amp;Export hands…</source>
        <translation>Blätter &amp;exportieren…</translation>
    </message>
    <message>
        <source>Write hands to a PokerStars or PHH file (the History window&apos;s filters choose which)</source>
        <translation>Blätter in eine PokerStars- oder PHH-Datei schreiben (die Filter des Historie-Fensters wählen sie aus)</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>Letztes Blatt</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historie</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Practice mode</source>
        <translation>Übungsmodus</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>&amp;Werkzeugleiste</translation>
    </message>
    <message>
        <source>Your hand is still live</source>
        <translation>Dein Blatt ist noch im Spiel</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Close message</source>
        <translation>Meldung schließen</translation>
    </message>
</context>
<context>
    <name>Mistakes</name>
    <message>
        <source>3rd street start</source>
        <translation>Start auf der 3. Straße</translation>
    </message>
    <message>
        <source>Steal and defend</source>
        <translation>Stehlen und verteidigen</translation>
    </message>
    <message>
        <source>4th street after a brick</source>
        <translation>4. Straße nach einem Brick</translation>
    </message>
    <message>
        <source>5th street: made hand vs draws</source>
        <translation>5. Straße: fertige Hand gegen Draws</translation>
    </message>
    <message>
        <source>7th street call or fold</source>
        <translation>7. Straße: callen oder folden</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Practice and imported hands</source>
        <translation>Übungs- und importierte Hände</translation>
    </message>
    <message>
        <source>Practice hands</source>
        <translation>Übungshände</translation>
    </message>
    <message>
        <source>Imported hands</source>
        <translation>Importierte Hände</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>Pro Tag</translation>
    </message>
    <message>
        <source>By week</source>
        <translation>Pro Woche</translation>
    </message>
    <message>
        <source>By month</source>
        <translation>Pro Monat</translation>
    </message>
    <message>
        <source>One line per street</source>
        <translation>Eine Linie pro Straße</translation>
    </message>
    <message>
        <source>One line per skill</source>
        <translation>Eine Linie pro Fertigkeit</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importiert</translation>
    </message>
</context>
<context>
    <name>MistakesWindow</name>
    <message>
        <source>Your mistakes</source>
        <translation>Deine Fehler</translation>
    </message>
    <message>
        <source>Grades:</source>
        <translation>Bewertungen:</translation>
    </message>
    <message>
        <source>Show decisions graded %1</source>
        <translation>Entscheidungen mit Bewertung „%1“ zeigen</translation>
    </message>
    <message>
        <source>Every street</source>
        <translation>Jede Straße</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Every skill</source>
        <translation>Jede Fertigkeit</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>Which hands</source>
        <translation>Welche Hände</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Erster Tag</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Letzter Tag</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>You chose</source>
        <translation>Deine Wahl</translation>
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
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Graded decisions</source>
        <translation>Bewertete Entscheidungen</translation>
    </message>
    <message>
        <source>Chart lines</source>
        <translation>Linien des Diagramms</translation>
    </message>
    <message>
        <source>Chart period</source>
        <translation>Zeitraum des Diagramms</translation>
    </message>
    <message>
        <source>Big bets lost per 100 decisions</source>
        <translation>Verlorene Big Bets pro 100 Entscheidungen</translation>
    </message>
    <message>
        <source>Blunders per 100 decisions</source>
        <translation>Patzer pro 100 Entscheidungen</translation>
    </message>
    <message>
        <source>Chart measure</source>
        <translation>Maß des Diagramms</translation>
    </message>
    <message>
        <source>&amp;Open in replayer</source>
        <translation>Im Replayer ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Replay the hand on the table from this decision (Enter)</source>
        <translation>Die Hand ab dieser Entscheidung am Tisch abspielen (Eingabe)</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>Ab hier s&amp;pielen</translation>
    </message>
    <message>
        <source>Playing a hand again from a decision is not available yet</source>
        <translation>Eine Hand ab einer Entscheidung neu zu spielen ist noch nicht verfügbar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Opening hand %1 in the replayer…</source>
        <translation>Hand %1 wird im Replayer geöffnet…</translation>
    </message>
    <message>
        <source>Play the hand again from this decision</source>
        <translation>Die Hand ab dieser Entscheidung neu spielen</translation>
    </message>
    <message>
        <source>No decision matches these filters: practise with the Coach on, or analyse imported hands (Analyse hands in the History window).</source>
        <translation>Keine Entscheidung passt zu diesen Filtern: übe mit eingeschaltetem Coach oder analysiere importierte Hände („Hände analysieren“ im Historie-Fenster).</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) shown</source>
        <translation>
            <numerusform>%n Entscheidung angezeigt</numerusform>
            <numerusform>%n Entscheidungen angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>Over all %1 graded decisions of these hands: %2 big bets lost and %3 blunders per 100 decisions</source>
        <translation>Über alle %1 bewerteten Entscheidungen dieser Hände: %2 verlorene Big Bets und %3 Patzer pro 100 Entscheidungen</translation>
    </message>
    <message>
        <source>Could not read your mistakes: %1</source>
        <translation>Deine Fehler konnten nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>MistakesWiring</name>
    <message>
        <source>&amp;Mistakes…</source>
        <translation>&amp;Fehler…</translation>
    </message>
    <message>
        <source>Every decision the Coach graded, in practice and in analysed imported hands: filter, replay, and your error rate over time (Ctrl+Shift+M)</source>
        <translation>Jede vom Coach bewertete Entscheidung, beim Üben und in analysierten importierten Händen: filtern, abspielen und deine Fehlerquote im Zeitverlauf (Strg+Umschalt+M)</translation>
    </message>
</context>
<context>
    <name>PlayAgain</name>
    <message>
        <source>That hand is not in the hand history (yet).</source>
        <translation>Dieses Blatt ist (noch) nicht in der Blatt-Historie.</translation>
    </message>
    <message>
        <source>Hand #{number} will be played again once this hand is over.</source>
        <translation>Blatt Nr. {number} wird noch einmal gespielt, sobald dieses Blatt vorbei ist.</translation>
    </message>
    <message>
        <source>A hand cannot be played again during a tournament.</source>
        <translation>Während eines Turniers kann kein Blatt noch einmal gespielt werden.</translation>
    </message>
    <message>
        <source>A hand can be played again only while a session is being played.</source>
        <translation>Ein Blatt kann nur während einer laufenden Sitzung noch einmal gespielt werden.</translation>
    </message>
    <message>
        <source>A hand is already being played again.</source>
        <translation>Es wird schon ein Blatt noch einmal gespielt.</translation>
    </message>
    <message>
        <source>Only hands played here can be played again: an imported hand&apos;s hidden cards are unknown.</source>
        <translation>Nur hier gespielte Blätter können noch einmal gespielt werden: Die verdeckten Karten eines importierten Blatts sind unbekannt.</translation>
    </message>
    <message>
        <source>That decision cannot be dealt again.</source>
        <translation>Diese Entscheidung kann nicht noch einmal ausgeteilt werden.</translation>
    </message>
    <message>
        <source>Hand #{number} again, from your decision on {street}: new cards to come.</source>
        <translation>Blatt Nr. {number} noch einmal, ab deiner Entscheidung auf der {street}: neue Karten danach.</translation>
    </message>
    <message>
        <source>Hand #{number} again, from your decision on {street}: the same cards to come.</source>
        <translation>Blatt Nr. {number} noch einmal, ab deiner Entscheidung auf der {street}: dieselben Karten danach.</translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation>3. Straße</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>4. Straße</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>5. Straße</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>6. Straße</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>7. Straße</translation>
    </message>
</context>
<context>
    <name>PlayFromHereButton</name>
    <message>
        <source>Play from &amp;here</source>
        <translation>Ab &amp;hier spielen</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Ab hier spielen</translation>
    </message>
    <message>
        <source>Deal this hand again up to one of your decisions and choose again</source>
        <translation>Dieses Blatt bis zu einer deiner Entscheidungen noch einmal austeilen und neu wählen</translation>
    </message>
    <message>
        <source>Deal this hand again up to one of your decisions: you choose again, the computer players decide afresh. Practice: it does not count in your results.</source>
        <translation>Dieses Blatt bis zu einer deiner Entscheidungen noch einmal austeilen: Du wählst neu, die Computerspieler entscheiden neu. Übung: Es zählt nicht für deine Ergebnisse.</translation>
    </message>
    <message>
        <source>New cards to come</source>
        <translation>Neue Karten danach</translation>
    </message>
    <message>
        <source>The cards after the decision are shuffled again instead of coming as they did</source>
        <translation>Die Karten nach der Entscheidung werden neu gemischt, statt wie damals zu kommen</translation>
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
        <translation>&amp;Übungsmodus: Coach mich beim Spielen</translation>
    </message>
    <message>
        <source>Practice mode</source>
        <translation>Übungsmodus</translation>
    </message>
    <message>
        <source>Game &gt; Practice mode (Ctrl+T) switches it at the table.</source>
        <translation>Spiel &gt; Übungsmodus (Strg+T) schaltet ihn am Tisch um.</translation>
    </message>
    <message>
        <source>At each of your decisions the Coach panel beside the table recommends an action and says why, with your chances, the pot odds and the cards still live. After each hand it grades your decisions against the Expert bot; the Last Hand window opens the review.</source>
        <translation>Bei jeder deiner Entscheidungen empfiehlt der Coach neben dem Tisch eine Aktion und sagt warum, mit deinen Chancen, den Pot Odds und den noch lebenden Karten. Nach jedem Blatt benotet er deine Entscheidungen gegen den Experten-Bot; das Fenster „Letztes Blatt“ öffnet die Auswertung.</translation>
    </message>
    <message>
        <source>When to show hints</source>
        <translation>Wann Tipps erscheinen</translation>
    </message>
    <message>
        <source>Show &amp;hints:</source>
        <translation>&amp;Tipps zeigen:</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Studium</translation>
    </message>
    <message>
        <source>Show &amp;every player&apos;s cards after the hand</source>
        <translation>Nach dem Blatt die Karten &amp;aller Spieler zeigen</translation>
    </message>
    <message>
        <source>Show every player&apos;s cards after the hand</source>
        <translation>Nach dem Blatt die Karten aller Spieler zeigen</translation>
    </message>
    <message>
        <source>For study: the Last Hand window then shows the hole cards of players who folded too, marked as study mode. At the table nobody&apos;s folded cards are ever shown.</source>
        <translation>Zum Studium: Das Fenster „Letztes Blatt“ zeigt dann auch die verdeckten Karten ausgestiegener Spieler, als Studienmodus markiert. Am Tisch werden ausgestiegene Karten nie gezeigt.</translation>
    </message>
</context>
<context>
    <name>Replayer</name>
    <message>
        <source>3rd street</source>
        <translation>3. Straße</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>4. Straße</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>5. Straße</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>6. Straße</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>7. Straße</translation>
    </message>
    <message>
        <source>{name} bets {amount}</source>
        <translation>{name} setzt {amount}</translation>
    </message>
    <message>
        <source>{name} brings in for {amount}</source>
        <translation>{name} bringt das Bring-in über {amount}</translation>
    </message>
    <message>
        <source>{name} calls {amount}</source>
        <translation>{name} geht mit {amount} mit</translation>
    </message>
    <message>
        <source>{name} checks</source>
        <translation>{name} checkt</translation>
    </message>
    <message>
        <source>{name} completes to {to}</source>
        <translation>{name} komplettiert auf {to}</translation>
    </message>
    <message>
        <source>{name} folds</source>
        <translation>{name} steigt aus</translation>
    </message>
    <message>
        <source>{name} raises to {to}</source>
        <translation>{name} erhöht auf {to}</translation>
    </message>
</context>
<context>
    <name>ReplayerWindow</name>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <source>Action ▶</source>
        <translation>Aktion ▶</translation>
    </message>
    <message>
        <source>Back to the deal</source>
        <translation>Zurück zum Geben</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <source>Jump to the showdown</source>
        <translation>Zum Showdown springen</translation>
    </message>
    <message>
        <source>Next action</source>
        <translation>Nächste Aktion</translation>
    </message>
    <message>
        <source>Next street</source>
        <translation>Nächste Straße</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Abspielen oder Pause</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>Wiedergabetempo</translation>
    </message>
    <message>
        <source>Position in the hand</source>
        <translation>Stelle im Blatt</translation>
    </message>
    <message>
        <source>Previous action</source>
        <translation>Vorige Aktion</translation>
    </message>
    <message>
        <source>Previous street</source>
        <translation>Vorige Straße</translation>
    </message>
    <message>
        <source>Replayer</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Replayer – hand #{n}</source>
        <translation>Wiedergabe – Blatt Nr. {n}</translation>
    </message>
    <message>
        <source>S&amp;tudy: show every hand</source>
        <translation>S&amp;tudium: jedes Blatt zeigen</translation>
    </message>
    <message>
        <source>Show every player&apos;s cards, also those nobody saw</source>
        <translation>Die Karten aller Spieler zeigen, auch die, die niemand sah</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Langsamer</translation>
    </message>
    <message>
        <source>Street ▶▶</source>
        <translation>Straße ▶▶</translation>
    </message>
    <message>
        <source>Study: every hand is shown, also the cards nobody saw at the table.</source>
        <translation>Studium: Jedes Blatt wird gezeigt, auch die Karten, die am Tisch niemand sah.</translation>
    </message>
    <message>
        <source>Study: show every hand</source>
        <translation>Studium: jedes Blatt zeigen</translation>
    </message>
    <message>
        <source>This hand cannot be replayed: {why}</source>
        <translation>Dieses Blatt kann nicht wiedergegeben werden: {why}</translation>
    </message>
    <message>
        <source>Turn table clockwise</source>
        <translation>Tisch im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Turn table counter-clockwise</source>
        <translation>Tisch gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>{factor}×</source>
        <translation>{factor}×</translation>
    </message>
    <message>
        <source>◀ Action</source>
        <translation>◀ Aktion</translation>
    </message>
    <message>
        <source>◀◀ Street</source>
        <translation>◀◀ Straße</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Graded decisions of the last hand</source>
        <translation>Benotete Entscheidungen des letzten Blatts</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Play from &amp;here</source>
        <translation>Ab &amp;hier spielen</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Ab hier spielen</translation>
    </message>
    <message>
        <source>Deal this hand again up to the selected decision: you choose again, the computer players decide afresh. Practice: it does not count in your results.</source>
        <translation>Dieses Blatt bis zur gewählten Entscheidung noch einmal austeilen: Du wählst neu, die Computerspieler entscheiden neu. Übung: Es zählt nicht für deine Ergebnisse.</translation>
    </message>
    <message>
        <source>New cards</source>
        <translation>Neue Karten</translation>
    </message>
    <message>
        <source>The cards after the decision are shuffled again instead of coming as they did</source>
        <translation>Die Karten nach der Entscheidung werden neu gemischt, statt wie damals zu kommen</translation>
    </message>
    <message>
        <source>New cards to come</source>
        <translation>Neue Karten danach</translation>
    </message>
    <message>
        <source>Big bets lost in this hand</source>
        <translation>In diesem Blatt verlorene Big Bets</translation>
    </message>
    <message>
        <source>Why this grade</source>
        <translation>Warum diese Note</translation>
    </message>
    <message>
        <source>This session</source>
        <translation>Diese Sitzung</translation>
    </message>
    <message>
        <source>Session summary</source>
        <translation>Zusammenfassung der Sitzung</translation>
    </message>
    <message>
        <source>No hand reviewed yet</source>
        <translation>Noch kein Blatt ausgewertet</translation>
    </message>
    <message>
        <source>Play a hand in practice mode: each of your decisions is graded here when it ends.</source>
        <translation>Spiel ein Blatt im Übungsmodus: Jede deiner Entscheidungen wird hier benotet, wenn es endet.</translation>
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
        <translation>plus minus null</translation>
    </message>
    <message>
        <source>Hand #%1: you %2</source>
        <translation>Blatt Nr. %1: du hast %2</translation>
    </message>
    <message>
        <source>Practice hand: you %2</source>
        <translation>Übungsblatt: du hast %2</translation>
    </message>
    <message>
        <source>Big bets lost this hand: %1</source>
        <translation>In diesem Blatt verlorene Big Bets: %1</translation>
    </message>
    <message>
        <source>No big bets lost this hand.</source>
        <translation>In diesem Blatt keine Big Bets verloren.</translation>
    </message>
    <message>
        <source>You made no decisions in this hand.</source>
        <translation>Du hast in diesem Blatt keine Entscheidungen getroffen.</translation>
    </message>
    <message>
        <source>No decisions graded yet.</source>
        <translation>Noch keine Entscheidungen benotet.</translation>
    </message>
    <message>
        <source>Good %1 · inaccuracies %2</source>
        <translation>Gut %1 · Ungenauigkeiten %2</translation>
    </message>
    <message>
        <source>Mistakes %1 · blunders %2</source>
        <translation>Fehler %1 · grobe Fehler %2</translation>
    </message>
    <message>
        <source>Mistakes by street: %1</source>
        <translation>Fehler je Straße: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Big bets lost to mistakes: %1</source>
        <translation>Durch Fehler verlorene Big Bets: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n Entscheidung</numerusform>
            <numerusform>%n Entscheidungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n Blatt</numerusform>
            <numerusform>%n Blättern</numerusform>
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
        <translation>Die gespeicherte Sitzung konnte nicht gelesen werden und lässt sich daher nicht fortsetzen. Eine neue Sitzung beginnt.</translation>
    </message>
    <message>
        <source>Saved session damaged</source>
        <translation>Gespeicherte Sitzung beschädigt</translation>
    </message>
    <message>
        <source>The file was kept in the folder {folder} as:</source>
        <translation>Die Datei wurde im Ordner {folder} aufbewahrt als:</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Stakes: {old} → {new}.</source>
        <translation>Limits: {old} → {new}.</translation>
    </message>
    <message>
        <source>Ante: {old_pct}% ({old}) → {new_pct}% ({new}).</source>
        <translation>Ante: {old_pct} % ({old}) → {new_pct} % ({new}).</translation>
    </message>
    <message>
        <source>Bring-in: {old_pct}% ({old}) → {new_pct}% ({new}).</source>
        <translation>Bring-in: {old_pct} % ({old}) → {new_pct} % ({new}).</translation>
    </message>
    <message>
        <source>House rule &quot;{rule}&quot;: {old} → {new}.</source>
        <translation>Hausregel „{rule}“: {old} → {new}.</translation>
    </message>
    <message>
        <source>Players: {old} → {new}.</source>
        <translation>Spieler: {old} → {new}.</translation>
    </message>
    <message>
        <source>Your seat: {old} → {new}.</source>
        <translation>Dein Platz: {old} → {new}.</translation>
    </message>
    <message>
        <source>Starting stack: {old} → {new}.</source>
        <translation>Startstack: {old} → {new}.</translation>
    </message>
    <message>
        <source>Seat {seat}: {old} → {new}.</source>
        <translation>Platz {seat}: {old} → {new}.</translation>
    </message>
    <message>
        <source>Four-colour deck: {new}.</source>
        <translation>Vierfarbiges Deck: {new}.</translation>
    </message>
    <message>
        <source>Animation speed: {new}.</source>
        <translation>Animationstempo: {new}.</translation>
    </message>
    <message>
        <source>Sound: {new}.</source>
        <translation>Ton: {new}.</translation>
    </message>
    <message>
        <source>Always put me at the bottom: {new}.</source>
        <translation>Mich immer unten platzieren: {new}.</translation>
    </message>
    <message>
        <source>Language: applies the next time Razz Desktop starts.</source>
        <translation>Sprache: gilt ab dem nächsten Start von Razz Desktop.</translation>
    </message>
    <message>
        <source>Next hand starts automatically: {new}.</source>
        <translation>Nächstes Blatt beginnt automatisch: {new}.</translation>
    </message>
    <message>
        <source>When you go broke: {new}.</source>
        <translation>Wenn du pleite bist: {new}.</translation>
    </message>
    <message>
        <source>When a computer player goes broke: {new}.</source>
        <translation>Wenn ein Computerspieler pleite ist: {new}.</translation>
    </message>
    <message>
        <source>Practice mode: {new}.</source>
        <translation>Übungsmodus: {new}.</translation>
    </message>
    <message>
        <source>Coach&apos;s hints: {new}.</source>
        <translation>Tipps des Coachs: {new}.</translation>
    </message>
    <message>
        <source>Show every player&apos;s cards after the hand (study): {new}.</source>
        <translation>Nach dem Blatt die Karten aller Spieler zeigen (Studium): {new}.</translation>
    </message>
    <message>
        <source>seat {seat}: {who}</source>
        <translation>Platz {seat}: {who}</translation>
    </message>
    <message>
        <source>From the next session: {changes}</source>
        <translation>Ab der nächsten Sitzung: {changes}</translation>
    </message>
    <message>
        <source>At the next start: the language</source>
        <translation>Beim nächsten Start: die Sprache</translation>
    </message>
    <message>
        <source>In force now: {old}. {new} applies the next time Razz Desktop starts.</source>
        <translation>Jetzt gilt: {old}. {new} gilt ab dem nächsten Start von Razz Desktop.</translation>
    </message>
    <message>
        <source>In force now: {old}. {new} applies from the next session.</source>
        <translation>Jetzt gilt: {old}. {new} gilt ab der nächsten Sitzung.</translation>
    </message>
    <message>
        <source>the desktop&apos;s language</source>
        <translation>die Sprache des Desktops</translation>
    </message>
    <message>
        <source>language &quot;{code}&quot;</source>
        <translation>Sprache „{code}“</translation>
    </message>
    <message>
        <source>ante {percent}% ({amount})</source>
        <translation>Ante {percent} % ({amount})</translation>
    </message>
    <message>
        <source>bring-in {percent}% ({amount})</source>
        <translation>Bring-in {percent} % ({amount})</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} Spieler</translation>
    </message>
    <message>
        <source>you in seat {seat}</source>
        <translation>du auf Platz {seat}</translation>
    </message>
    <message>
        <source>starting stacks of {amount}</source>
        <translation>Startstacks von {amount}</translation>
    </message>
    <message>
        <source>1 chip</source>
        <translation>1 Chip</translation>
    </message>
    <message>
        <source>{n} chips</source>
        <translation>{n} Chips</translation>
    </message>
    <message>
        <source>The file does not hold a settings object.</source>
        <translation>Die Datei enthält kein Einstellungsobjekt.</translation>
    </message>
    <message>
        <source>Unsupported settings version {version!r} (expected {expected}).</source>
        <translation>Nicht unterstützte Einstellungsversion {version!r} (erwartet: {expected}).</translation>
    </message>
    <message>
        <source>Must be an object ({{...}}), not {value!r}.</source>
        <translation>Muss ein Objekt sein ({{...}}), nicht {value!r}.</translation>
    </message>
    <message>
        <source>Unknown setting {key!r} in {where}.</source>
        <translation>Unbekannte Einstellung {key!r} in {where}.</translation>
    </message>
    <message>
        <source>Must be a list, not {value!r}.</source>
        <translation>Muss eine Liste sein, nicht {value!r}.</translation>
    </message>
    <message>
        <source>Cannot be used: {error}</source>
        <translation>Nicht verwendbar: {error}</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Stammspieler</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Calling station (practice)</source>
        <translation>Calling Station (Übung)</translation>
    </message>
    <message>
        <source>Maniac (practice)</source>
        <translation>Maniac (Übung)</translation>
    </message>
    <message>
        <source>Random (practice)</source>
        <translation>Zufall (Übung)</translation>
    </message>
    <message>
        <source>Its own style</source>
        <translation>Eigener Stil</translation>
    </message>
    <message>
        <source>Tight, passive</source>
        <translation>Tight, passiv</translation>
    </message>
    <message>
        <source>Tight, aggressive</source>
        <translation>Tight, aggressiv</translation>
    </message>
    <message>
        <source>Loose, passive</source>
        <translation>Loose, passiv</translation>
    </message>
    <message>
        <source>Loose, aggressive</source>
        <translation>Loose, aggressiv</translation>
    </message>
    <message>
        <source>Beginner table</source>
        <translation>Anfängertisch</translation>
    </message>
    <message>
        <source>Tough table</source>
        <translation>Harter Tisch</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation>Aus (sofort)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Ask whether to rebuy or end the session</source>
        <translation>Fragen, ob Rebuy oder Sitzungsende</translation>
    </message>
    <message>
        <source>Rebuy to the starting stack automatically</source>
        <translation>Automatisch auf den Startstack nachkaufen</translation>
    </message>
    <message>
        <source>End the session</source>
        <translation>Sitzung beenden</translation>
    </message>
    <message>
        <source>They buy in again for the starting stack</source>
        <translation>Sie kaufen sich erneut für den Startstack ein</translation>
    </message>
    <message>
        <source>A new player takes the seat with the starting stack</source>
        <translation>Ein neuer Spieler übernimmt den Platz mit dem Startstack</translation>
    </message>
    <message>
        <source>Automatically, as soon as it is your turn</source>
        <translation>Automatisch, sobald du dran bist</translation>
    </message>
    <message>
        <source>Only when I ask (Hint button, key H)</source>
        <translation>Nur wenn ich frage (Knopf Tipp, Taste H)</translation>
    </message>
    <message>
        <source>No cap heads-up</source>
        <translation>Kein Cap heads-up</translation>
    </message>
    <message>
        <source>When only two players remain in the hand, raising is unlimited instead of capped at three raises.</source>
        <translation>Wenn nur noch zwei Spieler im Blatt sind, sind Erhöhungen unbegrenzt statt auf drei gedeckelt.</translation>
    </message>
    <message>
        <source>Open pair on 4th street allows the big bet</source>
        <translation>Offenes Paar in der 4. Straße erlaubt den großen Einsatz</translation>
    </message>
    <message>
        <source>If anyone shows a pair on 4th street, the first bet may be a big bet (a seven-card stud custom).</source>
        <translation>Zeigt jemand in der 4. Straße ein Paar, darf der erste Einsatz ein großer sein (ein Brauch aus Seven Card Stud).</translation>
    </message>
    <message>
        <source>Board ties broken by suit</source>
        <translation>Gleichstand der Boards nach Farbe</translation>
    </message>
    <message>
        <source>Equal boards on 4th to 6th street: the lower suit of the highest upcard acts first, not the seat nearer the button.</source>
        <translation>Gleiche Boards in 4. bis 6. Straße: Es beginnt die niedrigere Farbe der höchsten Upcard, nicht der Platz näher am Button.</translation>
    </message>
    <message>
        <source>Odd chip by suit</source>
        <translation>Ungerader Chip nach Farbe</translation>
    </message>
    <message>
        <source>In a split pot the odd chip goes to the winner holding the lowest card by suit, not by seat order.</source>
        <translation>Bei einem geteilten Pott geht der ungerade Chip an den Gewinner mit der nach Farbe niedrigsten Karte, nicht nach Sitzreihenfolge.</translation>
    </message>
    <message>
        <source>Auto-muck losing hands</source>
        <translation>Verlierende Blätter automatisch abgeben</translation>
    </message>
    <message>
        <source>At showdown, hands that cannot win are mucked without asking; when off, you choose to show or muck.</source>
        <translation>Im Showdown werden Blätter, die nicht gewinnen können, ohne Nachfrage abgegeben; wenn aus, wählst du zwischen Zeigen und Abgeben.</translation>
    </message>
    <message>
        <source>The values still did not fit together, so every setting was reset.</source>
        <translation>Die Werte passten immer noch nicht zusammen, daher wurde jede Einstellung zurückgesetzt.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path} ({reason}). The change is kept for this session only; it will be lost when Razz Desktop closes.</source>
        <translation>Deine Einstellungen konnten nicht in {path} gespeichert werden ({reason}). Die Änderung gilt nur für diese Sitzung; sie geht verloren, wenn Razz Desktop schließt.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be used, so Razz Desktop started with the default settings.</source>
        <translation>Deine Einstellungsdatei {path} war nicht verwendbar, daher startete Razz Desktop mit den Standardeinstellungen.</translation>
    </message>
    <message>
        <source>Some settings in your settings file {path} could not be used and were reset to the default settings (unknown names were left out): {fields}. Every other setting was kept.</source>
        <translation>Einige Einstellungen in deiner Einstellungsdatei {path} waren nicht verwendbar und wurden auf die Standardwerte zurückgesetzt (unbekannte Namen wurden weggelassen): {fields}. Alle anderen Einstellungen blieben erhalten.</translation>
    </message>
    <message>
        <source>What was wrong: {reason}</source>
        <translation>Was falsch war: {reason}</translation>
    </message>
    <message>
        <source>The file was kept as {backup}.</source>
        <translation>Die Datei wurde als {backup} aufbewahrt.</translation>
    </message>
    <message>
        <source>No copy of it could be made.</source>
        <translation>Es konnte keine Kopie davon angelegt werden.</translation>
    </message>
    <message>
        <source>Reading it failed unexpectedly ({error}).</source>
        <translation>Das Lesen schlug unerwartet fehl ({error}).</translation>
    </message>
    <message>
        <source>The file is not valid JSON ({error} at line {line}, column {column}).</source>
        <translation>Die Datei ist kein gültiges JSON ({error} in Zeile {line}, Spalte {column}).</translation>
    </message>
    <message>
        <source>It is not a regular file (a device, a pipe or a socket): not a settings file.</source>
        <translation>Sie ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket): keine Einstellungsdatei.</translation>
    </message>
    <message>
        <source>The file could not be read ({error}).</source>
        <translation>Die Datei konnte nicht gelesen werden ({error}).</translation>
    </message>
    <message>
        <source>The file is larger than {limit} bytes: not a settings file.</source>
        <translation>Die Datei ist größer als {limit} Bytes: keine Einstellungsdatei.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>Die Datei ist kein UTF-8-Text.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <source>Must be a whole number, not {value!r}.</source>
        <translation>Muss eine ganze Zahl sein, nicht {value!r}.</translation>
    </message>
    <message>
        <source>Must be true or false, not {value!r}.</source>
        <translation>Muss true oder false sein, nicht {value!r}.</translation>
    </message>
    <message>
        <source>Unknown choice {value!r}; expected one of: {allowed}.</source>
        <translation>Unbekannte Wahl {value!r}; erwartet wird eines von: {allowed}.</translation>
    </message>
    <message>
        <source>Must be a {kind} section.</source>
        <translation>Muss ein Abschnitt {kind} sein.</translation>
    </message>
    <message>
        <source>Not a settings object.</source>
        <translation>Kein Einstellungsobjekt.</translation>
    </message>
    <message>
        <source>The small bet must be between {low} and {high}: the bring-in needs at least 1 chip below it.</source>
        <translation>Der kleine Einsatz muss zwischen {low} und {high} liegen: Das Bring-in braucht mindestens 1 Chip darunter.</translation>
    </message>
    <message>
        <source>The big bet must be between {low} and {high}.</source>
        <translation>Der große Einsatz muss zwischen {low} und {high} liegen.</translation>
    </message>
    <message>
        <source>The big bet must be at least the small bet ({small}).</source>
        <translation>Der große Einsatz muss mindestens so hoch sein wie der kleine ({small}).</translation>
    </message>
    <message>
        <source>The ante must be between 0% and {high}% of the small bet (never more than the small bet).</source>
        <translation>Das Ante muss zwischen 0 % und {high} % des kleinen Einsatzes liegen (nie mehr als der kleine Einsatz).</translation>
    </message>
    <message>
        <source>The ante must be no more than the small bet.</source>
        <translation>Das Ante darf nicht höher sein als der kleine Einsatz.</translation>
    </message>
    <message>
        <source>The bring-in must be between {low}% and {high}% of the small bet.</source>
        <translation>Das Bring-in muss zwischen {low} % und {high} % des kleinen Einsatzes liegen.</translation>
    </message>
    <message>
        <source>{percent}% of {small} rounds to 0 chips: the bring-in must be at least 1 chip.</source>
        <translation>{percent} % von {small} ergibt gerundet 0 Chips: Das Bring-in muss mindestens 1 Chip sein.</translation>
    </message>
    <message>
        <source>{percent}% of {small} rounds to {chips}: the bring-in must be less than the small bet.</source>
        <translation>{percent} % von {small} ergibt gerundet {chips}: Das Bring-in muss kleiner sein als der kleine Einsatz.</translation>
    </message>
    <message>
        <source>The table seats {low} to {high} players.</source>
        <translation>Am Tisch sitzen {low} bis {high} Spieler.</translation>
    </message>
    <message>
        <source>Seats are numbered 1 to {high}.</source>
        <translation>Die Plätze sind von 1 bis {high} nummeriert.</translation>
    </message>
    <message>
        <source>With {players} players seats 1 to {players} are used: choose one of them.</source>
        <translation>Bei {players} Spielern werden die Plätze 1 bis {players} benutzt: Wähle einen davon.</translation>
    </message>
    <message>
        <source>The starting stack must be between {low} and {high}.</source>
        <translation>Der Startstack muss zwischen {low} und {high} liegen.</translation>
    </message>
    <message>
        <source>A starting stack must cover the ante and one small bet: at least {minimum}.</source>
        <translation>Ein Startstack muss das Ante und einen kleinen Einsatz decken: mindestens {minimum}.</translation>
    </message>
    <message>
        <source>There must be one opponent entry for each of the {n} seats.</source>
        <translation>Für jeden der {n} Plätze muss es einen Gegner-Eintrag geben.</translation>
    </message>
    <message>
        <source>A practice opponent plays its fixed way and takes no style.</source>
        <translation>Ein Übungsgegner spielt auf seine feste Art und nimmt keinen Stil an.</translation>
    </message>
    <message>
        <source>The language must be &quot;system&quot; or a code such as &quot;de&quot; or &quot;pt_BR&quot;.</source>
        <translation>Die Sprache muss „system“ oder ein Code wie „de“ oder „pt_BR“ sein.</translation>
    </message>
    <message>
        <source>The tournament buy-in must be between {low} and {high} chips (0: play money).</source>
        <translation>Das Turnier-Buy-in muss zwischen {low} und {high} Chips liegen (0: Spielgeld).</translation>
    </message>
    <message>
        <source>Allowed, but an ante above {sensible}% of the small bet is unusual (0-{sensible}% is the sensible range).</source>
        <translation>Erlaubt, aber ein Ante über {sensible} % des kleinen Einsatzes ist ungewöhnlich (0–{sensible} % ist der sinnvolle Bereich).</translation>
    </message>
    <message>
        <source>Allowed, but the bring-in ({bring_in}) is smaller than the ante ({ante}): usually it is larger.</source>
        <translation>Erlaubt, aber das Bring-in ({bring_in}) ist kleiner als das Ante ({ante}): Meist ist es größer.</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Sound volume: {new}%.</source>
        <translation>Lautstärke: {new} %.</translation>
    </message>
    <message>
        <source>The volume must be between {low}% and {high}%.</source>
        <translation>Die Lautstärke muss zwischen {low} % und {high} % liegen.</translation>
    </message>
    <message>
        <source>Theme: {new}.</source>
        <translation>Design: {new}.</translation>
    </message>
</context>
<context>
    <name>SettingsController</name>
    <message>
        <source>Your settings could not be saved ({problem}). They apply for this session only; check that the folder {folder} can be written to.</source>
        <translation>Deine Einstellungen konnten nicht gespeichert werden ({problem}). Sie gelten nur für diese Sitzung; prüf, ob der Ordner {folder} beschreibbar ist.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Welcome to Razz Desktop</source>
        <translation>Willkommen bei Razz Desktop</translation>
    </message>
    <message>
        <source>Welcome to Razz Desktop. Choose the game you sit down to; you can change it at any time in Game &gt; Settings. Practice mode is on: the Coach suggests a play at each of your decisions and reviews each hand (Practice tab, or Ctrl+T at the table).</source>
        <translation>Willkommen bei Razz Desktop. Wähle das Spiel, an das du dich setzt; du kannst es jederzeit unter Spiel &gt; Einstellungen ändern. Der Übungsmodus ist an: Der Coach schlägt bei jeder deiner Entscheidungen einen Spielzug vor und wertet jedes Blatt aus (Reiter Training, oder Strg+T am Tisch).</translation>
    </message>
    <message>
        <source>Settings sections</source>
        <translation>Bereiche der Einstellungen</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Limits</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Display and play</source>
        <translation>Anzeige und Spiel</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Pending changes</source>
        <translation>Ausstehende Änderungen</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Losspielen</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Standardwerte</translation>
    </message>
    <message>
        <source>Put every setting back to its default; nothing is saved until you press OK.</source>
        <translation>Jede Einstellung auf ihren Standardwert zurücksetzen; gespeichert wird erst mit OK.</translation>
    </message>
    <message>
        <source>the desktop&apos;s language</source>
        <translation>die Sprache des Desktops</translation>
    </message>
    <message>
        <source>Correct the fields marked in red first.</source>
        <translation>Korrigiere zuerst die rot markierten Felder.</translation>
    </message>
    <message>
        <source>%1 (%2 was not taken.)</source>
        <translation>%1 (%2 wurde nicht übernommen.)</translation>
    </message>
    <message>
        <source>From the next session: %1</source>
        <translation>Ab der nächsten Sitzung: %1</translation>
    </message>
    <message>
        <source>At once: %1</source>
        <translation>Sofort: %1</translation>
    </message>
    <message>
        <source>At the next start: %1.</source>
        <translation>Beim nächsten Start: %1.</translation>
    </message>
</context>
<context>
    <name>SettingsPrompt</name>
    <message>
        <source>New table settings</source>
        <translation>Neue Tischeinstellungen</translation>
    </message>
    <message>
        <source>The new table, stakes and house rules start with a new session. Start one now?</source>
        <translation>Der neue Tisch, die Limits und die Hausregeln gelten ab einer neuen Sitzung. Jetzt eine beginnen?</translation>
    </message>
    <message>
        <source>Your live hand is played out first: checked when checking is free, folded to a bet.</source>
        <translation>Dein laufendes Blatt wird zuerst zu Ende gespielt: Check, wenn Checken nichts kostet, Fold gegen einen Einsatz.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Third street</source>
        <translation>3. Straße</translation>
    </message>
    <message>
        <source>Fourth street</source>
        <translation>4. Straße</translation>
    </message>
    <message>
        <source>Fifth street</source>
        <translation>5. Straße</translation>
    </message>
    <message>
        <source>Sixth street</source>
        <translation>6. Straße</translation>
    </message>
    <message>
        <source>Seventh street</source>
        <translation>7. Straße</translation>
    </message>
</context>
<context>
    <name>StakesPage</name>
    <message>
        <source>Small bet</source>
        <translation>Kleiner Einsatz</translation>
    </message>
    <message>
        <source>Small bet in chips</source>
        <translation>Kleiner Einsatz in Chips</translation>
    </message>
    <message>
        <source>&amp;Small bet:</source>
        <translation>&amp;Kleiner Einsatz:</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Großer Einsatz</translation>
    </message>
    <message>
        <source>Big bet in chips</source>
        <translation>Großer Einsatz in Chips</translation>
    </message>
    <message>
        <source>&amp;Twice the small bet</source>
        <translation>&amp;Doppelter kleiner Einsatz</translation>
    </message>
    <message>
        <source>Big bet is twice the small bet</source>
        <translation>Großer Einsatz ist das Doppelte des kleinen</translation>
    </message>
    <message>
        <source>&amp;Big bet:</source>
        <translation>&amp;Großer Einsatz:</translation>
    </message>
    <message>
        <source>Ante, percent of the small bet</source>
        <translation>Ante, Prozent des kleinen Einsatzes</translation>
    </message>
    <message>
        <source>Ante in chips</source>
        <translation>Ante in Chips</translation>
    </message>
    <message>
        <source>&amp;Ante:</source>
        <translation>&amp;Ante:</translation>
    </message>
    <message>
        <source>Bring-in, percent of the small bet</source>
        <translation>Bring-in, Prozent des kleinen Einsatzes</translation>
    </message>
    <message>
        <source>Bring-in in chips</source>
        <translation>Bring-in in Chips</translation>
    </message>
    <message>
        <source>B&amp;ring-in:</source>
        <translation>B&amp;ring-in:</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Limits</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Fixed limit, one chip = one cent. The ante and the bring-in are percentages of the small bet, rounded to the nearest chip (halves up); 10-25% is usual for the ante.</source>
        <translation>Fixed Limit, ein Chip = ein Cent. Ante und Bring-in sind Prozente des kleinen Einsatzes, auf den nächsten Chip gerundet (Hälften aufwärts); 10–25 % sind fürs Ante üblich.</translation>
    </message>
    <message>
        <source>A hand at these stakes</source>
        <translation>Ein Blatt bei diesen Limits</translation>
    </message>
    <message>
        <source>%1 fixed-limit razz</source>
        <translation>%1 Fixed-Limit-Razz</translation>
    </message>
    <message>
        <source>Before the cards: every player antes %1.</source>
        <translation>Vor den Karten: Jeder Spieler setzt ein Ante von %1.</translation>
    </message>
    <message>
        <source>3rd street: the highest door card brings in %1, or completes to %2.</source>
        <translation>3. Straße: Die höchste Türkarte bringt ein Bring-in von %1 oder komplettiert auf %2.</translation>
    </message>
    <message>
        <source>3rd and 4th street: bets and raises of %1, at most %2 a round (a bet and %3 raises).</source>
        <translation>3. und 4. Straße: Einsätze und Erhöhungen von %1, höchstens %2 pro Runde (ein Einsatz und %3 Erhöhungen).</translation>
    </message>
    <message>
        <source>5th, 6th and 7th street: bets and raises of %1, at most %2 a round.</source>
        <translation>5., 6. und 7. Straße: Einsätze und Erhöhungen von %1, höchstens %2 pro Runde.</translation>
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
        <translation>ausgeteilte Blätter.</translation>
    </message>
    <message>
        <source>share of hands in which the player put chips in voluntarily on 3rd street: called the bring-in or more, completed, or raised. Posting the ante or the bring-in alone is not voluntary; a bring-in who completes, or calls a completion, is.</source>
        <translation>Anteil der Blätter, in denen der Spieler auf der 3. Straße freiwillig Chips gesetzt hat: das Bring-in oder mehr mitgegangen, komplettiert oder erhöht. Nur Ante oder Bring-in zu setzen ist nicht freiwillig; ein Bring-in, der komplettiert oder bei einer Komplettierung mitgeht, schon.</translation>
    </message>
    <message>
        <source>share of hands in which the player completed or raised on 3rd street.</source>
        <translation>Anteil der Blätter, in denen der Spieler auf der 3. Straße komplettiert oder erhöht hat.</translation>
    </message>
    <message>
        <source>share of the hands where the player had the chance (at its first decision on 3rd street nobody had completed and every door card still to act, the bring-in&apos;s included, ranked higher than the player&apos;s; an equal rank is not higher) in which the player completed.</source>
        <translation>Anteil der Blätter mit Gelegenheit (bei seiner ersten Entscheidung auf der 3. Straße hatte niemand komplettiert, und jede Türkarte, die noch handeln musste, die des Bring-in eingeschlossen, war höher als seine; ein gleicher Rang ist nicht höher), in denen der Spieler komplettiert hat.</translation>
    </message>
    <message>
        <source>share of the hands where the player was the bring-in or still to act and faced such a completion in which they folded.</source>
        <translation>Anteil der Blätter, in denen der Spieler Bring-in war oder noch handeln musste und einer solchen Komplettierung gegenüberstand, in denen er ausgestiegen ist.</translation>
    </message>
    <message>
        <source>share of the hands in which the player saw 4th street in which they reached showdown.</source>
        <translation>Anteil der Blätter mit gesehener 4. Straße, in denen der Spieler den Showdown erreicht hat.</translation>
    </message>
    <message>
        <source>share of the player&apos;s showdowns in which they won at least part of a pot.</source>
        <translation>Anteil der Showdowns des Spielers, in denen er mindestens einen Teil eines Potts gewonnen hat.</translation>
    </message>
    <message>
        <source>hands won with everyone else folded.</source>
        <translation>Blätter, die gewonnen wurden, weil alle anderen ausgestiegen sind.</translation>
    </message>
    <message>
        <source>chips won (+) or lost (-).</source>
        <translation>gewonnene (+) oder verlorene (-) Chips.</translation>
    </message>
    <message>
        <source>net in big bets (of each hand&apos;s stakes) per 100 hands.</source>
        <translation>Ergebnis in Big Bets (der Limits jedes Blatts) pro 100 Blätter.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>%1 hands of %2 (computed in %3 ms)</source>
        <translation>%1 Blätter von %2 (berechnet in %3 ms)</translation>
    </message>
    <message>
        <source>%1: %2 hands, %3 big bets per 100 hands</source>
        <translation>%1: %2 Blätter, %3 Big Bets pro 100 Blätter</translation>
    </message>
    <message>
        <source>%n condition(s)</source>
        <translation>Bedingungen: %n</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Blätter</translation>
    </message>
    <message>
        <source>VPIP</source>
        <translation>VPIP</translation>
    </message>
    <message>
        <source>Complete 3rd</source>
        <translation>Vervollst. 3rd</translation>
    </message>
    <message>
        <source>Steal</source>
        <translation>Steal</translation>
    </message>
    <message>
        <source>Fold to steal</source>
        <translation>Aussteigen bei Steal</translation>
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
        <translation>Gew. ohne SD</translation>
    </message>
    <message>
        <source>Net (chips)</source>
        <translation>Netto (Chips)</translation>
    </message>
    <message>
        <source>BB/100</source>
        <translation>BB/100</translation>
    </message>
    <message>
        <source>three to a 5</source>
        <translation>drei bis zur 5</translation>
    </message>
    <message>
        <source>to a 6</source>
        <translation>bis zur 6</translation>
    </message>
    <message>
        <source>to a 7</source>
        <translation>bis zur 7</translation>
    </message>
    <message>
        <source>to an 8</source>
        <translation>bis zur 8</translation>
    </message>
    <message>
        <source>to a 9-T</source>
        <translation>bis zur 9-T</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>ein Paar</translation>
    </message>
    <message>
        <source>high card J+</source>
        <translation>hohe Karte ab J</translation>
    </message>
    <message>
        <source>Computer players count under their profile (level and style); players of imported hands under the names in their files; you under the name the app gives you.</source>
        <translation>Computerspieler zählen unter ihrem Profil (Stufe und Stil); Spieler importierter Blätter unter den Namen in ihren Dateien; du unter dem Namen, den dir das Programm gibt.</translation>
    </message>
    <message>
        <source>By door card and by starting class: hands and big bets won per 100 hands, for the three first cards (two down and the door card). Starting classes are unknown for opponents of imported hands who never showed.</source>
        <translation>Nach Türkarte und nach Starthand: Blätter und gewonnene Big Bets pro 100 Blätter, für die drei ersten Karten (zwei verdeckte und die Türkarte). Die Starthand von Gegnern importierter Blätter, die nie aufgedeckt haben, ist unbekannt.</translation>
    </message>
    <message>
        <source>All-in adjusted: when betting stopped with cards to come (everyone but at most one player all-in), the result is replaced by the equity at that moment, exact by enumeration when the cases are few, otherwise from 10,000 random deals.</source>
        <translation>All-in-bereinigt: Endete das Setzen mit noch kommenden Karten (alle bis auf höchstens einen Spieler all-in), wird das Ergebnis durch die Equity in diesem Moment ersetzt, exakt durch Aufzählung bei wenigen Fällen, sonst aus 10.000 zufälligen Verteilungen.</translation>
    </message>
    <message>
        <source>Practice: decisions the coach graded, mistakes (and blunders) and big bets lost to decisions that were not good, per 100 decisions.</source>
        <translation>Training: vom Coach bewertete Entscheidungen, Fehler (und grobe Fehler) und durch nicht gute Entscheidungen verlorene Big Bets, pro 100 Entscheidungen.</translation>
    </message>
    <message>
        <source>Practice hands</source>
        <translation>Übungsblätter</translation>
    </message>
    <message>
        <source>Count the hands played again from a decision (Play from here) too</source>
        <translation>Auch die ab einer Entscheidung noch einmal gespielten Blätter (Ab hier spielen) zählen</translation>
    </message>
    <message>
        <source>Count practice hands</source>
        <translation>Übungsblätter mitzählen</translation>
    </message>
    <message>
        <source>Tournaments</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation>3. Straße</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>4. Straße</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>5. Straße</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>6. Straße</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>7. Straße</translation>
    </message>
    <message>
        <source>All hands</source>
        <translation>Alle Blätter</translation>
    </message>
    <message>
        <source>BB lost /100</source>
        <translation>BB verloren /100</translation>
    </message>
    <message>
        <source>BB/100 by door card</source>
        <translation>BB/100 nach Türkarte</translation>
    </message>
    <message>
        <source>BB/100 by starting class</source>
        <translation>BB/100 nach Startklasse</translation>
    </message>
    <message>
        <source>Blunders /100</source>
        <translation>Grobe Fehler /100</translation>
    </message>
    <message>
        <source>Computing...</source>
        <translation>Wird berechnet...</translation>
    </message>
    <message>
        <source>Cumulative result</source>
        <translation>Kumuliertes Ergebnis</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>Door card</source>
        <translation>Türkarte</translation>
    </message>
    <message>
        <source>Door card %1</source>
        <translation>Türkarte %1</translation>
    </message>
    <message>
        <source>Figures per player</source>
        <translation>Zahlen je Spieler</translation>
    </message>
    <message>
        <source>Hand %1 of %2 (session %3): this hand %4, in all %5 big bets; all-in adjusted %6</source>
        <translation>Blatt %1 von %2 (Sitzung %3): dieses Blatt %4, insgesamt %5 Big Bets; All-in-bereinigt %6</translation>
    </message>
    <message>
        <source>Hands:</source>
        <translation>Blätter:</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>History window&apos;s filter</source>
        <translation>Filter des Historie-Fensters</translation>
    </message>
    <message>
        <source>Mistakes /100</source>
        <translation>Fehler /100</translation>
    </message>
    <message>
        <source>No hands yet: play a hand or import hand histories.</source>
        <translation>Noch keine Blätter: Spiel ein Blatt oder importiere Hand-Histories.</translation>
    </message>
    <message>
        <source>No practice reviews stored yet: turn on practice mode.</source>
        <translation>Noch keine Übungsauswertungen gespeichert: Schalte den Übungsmodus ein.</translation>
    </message>
    <message>
        <source>Player whose charts are shown</source>
        <translation>Spieler, dessen Diagramme gezeigt werden</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Practice: learning curve</source>
        <translation>Übung: Lernkurve</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Result per session</source>
        <translation>Ergebnis je Sitzung</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Session %1 starts. </source>
        <translation>Sitzung %1 beginnt. </translation>
    </message>
    <message>
        <source>Session %1: %2 decisions graded, %3 mistakes and %4 big bets lost per 100 decisions</source>
        <translation>Sitzung %1: %2 Entscheidungen benotet, %3 Fehler und %4 verlorene Big Bets pro 100 Entscheidungen</translation>
    </message>
    <message>
        <source>Session %1: %2 hands, %3 big bets</source>
        <translation>Sitzung %1: %2 Blätter, %3 Big Bets</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <source>Starting hand</source>
        <translation>Starthand</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Statistics: definitions</source>
        <translation>Statistik: Definitionen</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>The figures could not be read: %1</source>
        <translation>Die Zahlen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>What the figures mean</source>
        <translation>Was die Zahlen bedeuten</translation>
    </message>
    <message>
        <source>Which hands count</source>
        <translation>Welche Blätter zählen</translation>
    </message>
    <message>
        <source>a session starts</source>
        <translation>eine Sitzung beginnt</translation>
    </message>
    <message>
        <source>all-in adjusted</source>
        <translation>All-in-bereinigt</translation>
    </message>
    <message>
        <source>big bets</source>
        <translation>Big Bets</translation>
    </message>
    <message>
        <source>big bets lost</source>
        <translation>verlorene Big Bets</translation>
    </message>
    <message>
        <source>big bets per 100 hands</source>
        <translation>Big Bets pro 100 Blätter</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>Blätter</translation>
    </message>
    <message>
        <source>mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>per 100 decisions</source>
        <translation>pro 100 Entscheidungen</translation>
    </message>
    <message>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>session</source>
        <translation>Sitzung</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Pot {amount}</source>
        <translation>Pott {amount}</translation>
    </message>
    <message>
        <source>Main pot {amount}</source>
        <translation>Hauptpott {amount}</translation>
    </message>
    <message>
        <source>Side pot {n}: {amount}</source>
        <translation>Nebenpott {n}: {amount}</translation>
    </message>
    <message>
        <source>Stud button: seat 8&apos;s place. Every street is dealt starting with the first player to its left; it breaks ties for who acts first.</source>
        <translation>Stud-Button: an Platz 8. Jede Straße wird beginnend beim ersten Spieler links davon gegeben; er entscheidet Gleichstände, wer beginnt.</translation>
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
        <translation>Vervollst.</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Setzt</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Erhöht</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Geht mit</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Checkt</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigt</translation>
    </message>
    <message>
        <source>Muck</source>
        <translation>Gibt ab</translation>
    </message>
    <message>
        <source>RAZZ  ·  {small}/{big}  ·  ante {ante}</source>
        <translation>RAZZ  ·  {small}/{big}  ·  Ante {ante}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Überlegt…</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>Ausgestiegen</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Busted</source>
        <translation>Pleite</translation>
    </message>
    <message>
        <source>Community card: the deck ran short on 7th street, so every player uses this card as their seventh.</source>
        <translation>Gemeinschaftskarte: Das Deck reichte in der 7. Straße nicht, daher nutzt jeder Spieler diese Karte als siebte.</translation>
    </message>
    <message>
        <source>your hole cards</source>
        <translation>verdeckt</translation>
    </message>
</context>
<context>
    <name>TableLines</name>
    <message>
        <source>Each seat, the pot, the amount to call and your actions, one line each</source>
        <translation>Jeder Platz, der Pott, der Betrag zum Mitgehen und deine Aktionen, je eine Zeile</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>you included</source>
        <translation>dich eingeschlossen</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Dein Platz</translation>
    </message>
    <message>
        <source>&amp;Your seat:</source>
        <translation>&amp;Dein Platz:</translation>
    </message>
    <message>
        <source>seat 1 is first to the left of the stud button</source>
        <translation>Platz 1 ist der erste links vom Stud-Button</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Startstack</translation>
    </message>
    <message>
        <source>Starting stack in big bets</source>
        <translation>Startstack in großen Einsätzen</translation>
    </message>
    <message>
        <source>&amp;Starting stack:</source>
        <translation>S&amp;tartstack:</translation>
    </message>
    <message>
        <source>Opponents preset</source>
        <translation>Gegner-Vorgabe</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation>&amp;Gegner:</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seat&lt;/b&gt;</source>
        <translation>&lt;b&gt;Platz&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Level&lt;/b&gt;</source>
        <translation>&lt;b&gt;Stufe&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Style&lt;/b&gt;</source>
        <translation>&lt;b&gt;Stil&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Seat %1 level</source>
        <translation>Stufe Platz %1</translation>
    </message>
    <message>
        <source>Seat %1 style</source>
        <translation>Stil Platz %1</translation>
    </message>
    <message>
        <source>Seat %1: you</source>
        <translation>Platz %1: du</translation>
    </message>
    <message>
        <source>Seat %1 (empty)</source>
        <translation>Platz %1 (leer)</translation>
    </message>
    <message>
        <source>= %1 big bets (%2)</source>
        <translation>= %1 große Einsätze (%2)</translation>
    </message>
</context>
<context>
    <name>TableTextDock</name>
    <message>
        <source>Table as text</source>
        <translation>Tisch als Text</translation>
    </message>
</context>
<context>
    <name>TableTextPanel</name>
    <message>
        <source>The Coach&apos;s advice for your decision</source>
        <translation>Der Rat des Coachs zu deiner Entscheidung</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
</context>
<context>
    <name>ToolsMenu</name>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <source>New tournament</source>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Dein Platz</translation>
    </message>
    <message>
        <source>&amp;Your seat:</source>
        <translation>&amp;Dein Platz:</translation>
    </message>
    <message>
        <source>Seat %1 level</source>
        <translation>Stufe Platz %1</translation>
    </message>
    <message>
        <source>Seat %1 style</source>
        <translation>Stil Platz %1</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Levels</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <source>Regular (a level every 12 hands)</source>
        <translation>Normal (alle 12 Hände ein Level)</translation>
    </message>
    <message>
        <source>Turbo (a level every 6 hands)</source>
        <translation>Turbo (alle 6 Hände ein Level)</translation>
    </message>
    <message>
        <source>Hyper-turbo (a level every 3 hands)</source>
        <translation>Hyper-Turbo (alle 3 Hände ein Level)</translation>
    </message>
    <message>
        <source>My own</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>&amp;Schedule:</source>
        <translation>&amp;Struktur:</translation>
    </message>
    <message>
        <source>A level lasts</source>
        <translation>Ein Level dauert</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <source>minutes of play</source>
        <translation>Spielminuten</translation>
    </message>
    <message>
        <source>A level &amp;lasts:</source>
        <translation>Ein Level &amp;dauert:</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Startchips</translation>
    </message>
    <message>
        <source>Starting &amp;chips:</source>
        <translation>Start&amp;chips:</translation>
    </message>
    <message>
        <source>Levels: small bet, big bet, ante, bring-in and length of each</source>
        <translation>Levels: kleiner Einsatz, großer Einsatz, Ante, Bring-in und Dauer jedes Levels</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>Kleiner Einsatz</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Großer Einsatz</translation>
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
        <translation>Dauer</translation>
    </message>
    <message>
        <source>&amp;Add level</source>
        <translation>Level &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove last level</source>
        <translation>Letztes Level &amp;entfernen</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Play money (none)</source>
        <translation>Spielgeld (keins)</translation>
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
        <translation>Auszahlungen in Prozent, erster Platz zuerst</translation>
    </message>
    <message>
        <source>Percent of the prize pool for 1st, 2nd, ... place, e.g. 65/35; they must add to 100</source>
        <translation>Prozent des Preispools für den 1., 2., … Platz, z. B. 65/35; zusammen 100</translation>
    </message>
    <message>
        <source>Pa&amp;youts (%):</source>
        <translation>A&amp;uszahlungen (%):</translation>
    </message>
    <message>
        <source>&amp;Start tournament</source>
        <translation>Turnier &amp;starten</translation>
    </message>
    <message>
        <source>Seat %1: you</source>
        <translation>Platz %1: du</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Payouts: %1</source>
        <translation>Auszahlungen: %1</translation>
    </message>
    <message>
        <source>A level lasts at least one hand.</source>
        <translation>Ein Level dauert mindestens eine Hand.</translation>
    </message>
    <message>
        <source>A level lasts at least one minute.</source>
        <translation>Ein Level dauert mindestens eine Minute.</translation>
    </message>
    <message>
        <source>A schedule needs at least one level.</source>
        <translation>Eine Struktur braucht mindestens ein Level.</translation>
    </message>
    <message>
        <source>The starting chips must be at least 1.</source>
        <translation>Die Startchips müssen mindestens 1 sein.</translation>
    </message>
    <message>
        <source>Write a whole number of chips in every cell.</source>
        <translation>Trage in jede Zelle eine ganze Zahl von Chips ein.</translation>
    </message>
    <message>
        <source>The small bet must be at least 2 chips.</source>
        <translation>Der kleine Einsatz muss mindestens 2 Chips betragen.</translation>
    </message>
    <message>
        <source>The big bet must be at least the small bet.</source>
        <translation>Der große Einsatz muss mindestens so hoch wie der kleine sein.</translation>
    </message>
    <message>
        <source>The ante must be from 0 up to below the small bet.</source>
        <translation>Das Ante muss zwischen 0 und unter dem kleinen Einsatz liegen.</translation>
    </message>
    <message>
        <source>The bring-in must be from the ante up to below the small bet.</source>
        <translation>Das Bring-in muss zwischen dem Ante und unter dem kleinen Einsatz liegen.</translation>
    </message>
    <message>
        <source>The limits must rise from level to level.</source>
        <translation>Die Limits müssen von Level zu Level steigen.</translation>
    </message>
    <message>
        <source>The big bet must not fall from one level to the next.</source>
        <translation>Der große Einsatz darf von einem Level zum nächsten nicht sinken.</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Level %1: %2</translation>
    </message>
    <message>
        <source>write whole percentages separated by /, e.g. 65/35</source>
        <translation>ganze Prozentzahlen durch / getrennt, z. B. 65/35</translation>
    </message>
    <message>
        <source>more places are paid than there are players</source>
        <translation>es werden mehr Plätze bezahlt, als es Spieler gibt</translation>
    </message>
</context>
<context>
    <name>TournamentLobby</name>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Level:</translation>
    </message>
    <message>
        <source>Next level:</source>
        <translation>Nächstes Level:</translation>
    </message>
    <message>
        <source>Players left:</source>
        <translation>Spieler übrig:</translation>
    </message>
    <message>
        <source>Average stack:</source>
        <translation>Durchschnittsstack:</translation>
    </message>
    <message>
        <source>Payouts:</source>
        <translation>Auszahlungen:</translation>
    </message>
    <message>
        <source>Out:</source>
        <translation>Ausgeschieden:</translation>
    </message>
    <message>
        <source>%1/%2, ante %3, bring-in %4</source>
        <translation>%1/%2, Ante %3, Bring-in %4</translation>
    </message>
    <message>
        <source>Level %1 (%2): %3</source>
        <translation>Level %1 (%2): %3</translation>
    </message>
    <message>
        <source>none: the limits stay here to the end</source>
        <translation>keins: die Limits bleiben bis zum Ende so</translation>
    </message>
    <message numerus="yes">
        <source>in %n hand(s)</source>
        <translation>
            <numerusform>in %n Hand</numerusform>
            <numerusform>in %n Händen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n minute(s) of play</source>
        <translation>
            <numerusform>in %n Spielminute</numerusform>
            <numerusform>in %n Spielminuten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1. place: %2</source>
        <translation>%1. Platz: %2</translation>
    </message>
    <message>
        <source>play money: places only</source>
        <translation>Spielgeld: nur Plätze</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>noch niemand</translation>
    </message>
    <message>
        <source>Level %1: %2; %3 of %4 players left</source>
        <translation>Level %1: %2; %3 von %4 Spielern übrig</translation>
    </message>
</context>
<context>
    <name>TournamentResult</name>
    <message>
        <source>Tournament over</source>
        <translation>Turnier beendet</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) played.</source>
        <translation>
            <numerusform>%n Hand gespielt.</numerusform>
            <numerusform>%n Hände gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prize pool: %1 (%2 players x %3).</source>
        <translation>Preispool: %1 (%2 Spieler × %3).</translation>
    </message>
    <message>
        <source>Finishing places</source>
        <translation>Endplatzierungen</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>&amp;Play another tournament</source>
        <translation>&amp;Noch ein Turnier</translation>
    </message>
    <message>
        <source>The tournament is over.</source>
        <translation>Das Turnier ist vorbei.</translation>
    </message>
    <message>
        <source>You won the tournament!</source>
        <translation>Du hast das Turnier gewonnen!</translation>
    </message>
    <message>
        <source>You finished in place %1 of %2.</source>
        <translation>Du bist auf Platz %1 von %2 gelandet.</translation>
    </message>
    <message>
        <source>Your prize: %1.</source>
        <translation>Dein Preis: %1.</translation>
    </message>
</context>
<context>
    <name>TournamentWiring</name>
    <message>
        <source>New tournament</source>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <source>Your hand is still being played: it will be finished first (checked when free, folded to a bet). Start a tournament?</source>
        <translation>Deine Hand läuft noch: Sie wird zuerst zu Ende gespielt (gecheckt, wenn es nichts kostet, gegen einen Einsatz gefoldet). Ein Turnier starten?</translation>
    </message>
    <message>
        <source>New &amp;tournament…</source>
        <translation>Neues &amp;Turnier…</translation>
    </message>
    <message>
        <source>A sit-and-go: rising limits, players knocked out, prizes for the last ones in (Ctrl+Shift+N)</source>
        <translation>Ein Sit-and-go: steigende Limits, ausscheidende Spieler, Preise für die Letzten im Spiel (Strg+Umschalt+N)</translation>
    </message>
</context>
<context>
    <name>TournamentsPage</name>
    <message>
        <source>Tournaments played:</source>
        <translation>Gespielte Turniere:</translation>
    </message>
    <message>
        <source>Finishes:</source>
        <translation>Platzierungen:</translation>
    </message>
    <message>
        <source>In the money:</source>
        <translation>In the Money:</translation>
    </message>
    <message>
        <source>Buy-ins and prizes:</source>
        <translation>Buy-ins und Preise:</translation>
    </message>
    <message>
        <source>ROI:</source>
        <translation>ROI:</translation>
    </message>
    <message>
        <source>Return on investment: (prizes - buy-ins) / buy-ins, with the buy-in chosen when each tournament started</source>
        <translation>Return on Investment: (Preise - Buy-ins) / Buy-ins, mit dem Buy-in, das beim Start jedes Turniers gewählt war</translation>
    </message>
    <message>
        <source>Play money:</source>
        <translation>Spielgeld:</translation>
    </message>
    <message>
        <source>Finishing places</source>
        <translation>Endplatzierungen</translation>
    </message>
    <message>
        <source>tournaments</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>place %1: %2</source>
        <translation>Platz %1: %2</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 von %2 (%3)</translation>
    </message>
    <message>
        <source>%1 paid, %2 won (chips)</source>
        <translation>%1 bezahlt, %2 gewonnen (Chips)</translation>
    </message>
    <message>
        <source>none: play money only (no buy-in). Choose a buy-in in Game &gt; New tournament.</source>
        <translation>keiner: nur Spielgeld (kein Buy-in). Wähle ein Buy-in unter Spiel &gt; Neues Turnier.</translation>
    </message>
    <message>
        <source>%1 without a buy-in (nothing paid, nothing won)</source>
        <translation>%1 ohne Buy-in (nichts bezahlt, nichts gewonnen)</translation>
    </message>
    <message>
        <source>No tournament finished yet: play one with Game &gt; New tournament.</source>
        <translation>Noch kein Turnier beendet: spiel eines mit Spiel &gt; Neues Turnier.</translation>
    </message>
    <message>
        <source>Not counted: tournaments with hands in the history but no result: %1 (imported hand histories do not say how a tournament ended, and a tournament left before its end has none).</source>
        <translation>Nicht gezählt: Turniere mit Blättern in der Historie, aber ohne Ergebnis: %1 (importierte Blatt-Historien sagen nicht, wie ein Turnier endete, und ein vor seinem Ende verlassenes Turnier hat keines).</translation>
    </message>
    <message>
        <source>Every finished tournament counts, whatever hands are chosen above.</source>
        <translation>Jedes beendete Turnier zählt, gleich welche Blätter oben gewählt sind.</translation>
    </message>
    <message>
        <source>Place %1: %2 of %3 tournaments</source>
        <translation>Platz %1: %2 von %3 Turnieren</translation>
    </message>
</context>
<context>
    <name>UnsavedHandsQuestion</name>
    <message>
        <source>Hands not saved</source>
        <translation>Hände nicht gespeichert</translation>
    </message>
    <message>
        <source>Save them to a file...</source>
        <translation>In einer Datei speichern...</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Quit and lose them</source>
        <translation>Beenden und sie verlieren</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) of this session could not be saved: neither the hand history ({file}) nor the journal beside it can be written (the disk may be full, or the folder read-only). If Razz Desktop quits now, they are lost.</source>
        <translation>
            <numerusform>%n Hand dieser Sitzung konnte nicht gespeichert werden: Weder der Handverlauf ({file}) noch das Journal daneben kann geschrieben werden (der Datenträger ist vielleicht voll oder der Ordner schreibgeschützt). Wenn Razz Desktop jetzt beendet wird, geht sie verloren.</numerusform>
            <numerusform>%n Hände dieser Sitzung konnten nicht gespeichert werden: Weder der Handverlauf ({file}) noch das Journal daneben kann geschrieben werden (der Datenträger ist vielleicht voll oder der Ordner schreibgeschützt). Wenn Razz Desktop jetzt beendet wird, gehen sie verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save them to a file: pick a folder on another disk or a USB stick; two files are written there, the hands as PokerStars text and a .jsonl file that File &gt; Import (All files) brings back into the history as played hands. Try again: once you have freed some disk space or made the folder writable.</source>
        <translation>In einer Datei speichern: Wähle einen Ordner auf einem anderen Datenträger oder einem USB-Stick; dort werden zwei Dateien geschrieben, die Hände als PokerStars-Text und eine .jsonl-Datei, die Datei &gt; Importieren (Alle Dateien) als gespielte Hände in den Verlauf zurückholt. Erneut versuchen: sobald du Speicherplatz freigegeben oder den Ordner beschreibbar gemacht hast.</translation>
    </message>
    <message>
        <source>They could not be saved in {folder} ({reason}). Pick another folder.</source>
        <translation>Sie konnten nicht in {folder} gespeichert werden ({reason}). Wähle einen anderen Ordner.</translation>
    </message>
    <message>
        <source>Folder for the unsaved hands</source>
        <translation>Ordner für die nicht gespeicherten Hände</translation>
    </message>
</context>
<context>
    <name>spoken</name>
    <message>
        <source>Hand {n}.</source>
        <translation>Blatt {n}.</translation>
    </message>
    <message>
        <source>No hand on the table yet.</source>
        <translation>Noch kein Blatt am Tisch.</translation>
    </message>
    <message>
        <source>The Coach has no advice right now.</source>
        <translation>Der Coach hat gerade keinen Rat.</translation>
    </message>
    <message>
        <source>The Coach suggests: {action}. {reason}</source>
        <translation>Der Coach schlägt vor: {action}. {reason}</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Du bist dran.</translation>
    </message>
</context>
</TS>
