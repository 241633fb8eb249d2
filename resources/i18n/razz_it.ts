<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name></name>
    <message>
        <source> with {hand}</source>
        <translation> con {hand}</translation>
    </message>
    <message>
        <source>%n opponents get a card face down.</source>
        <translation>Avversari che ricevono una carta coperta: %n.</translation>
    </message>
    <message>
        <source>%n opponents in the hand.</source>
        <translation>Avversari nella mano: %n.</translation>
    </message>
    <message>
        <source>(no file)</source>
        <translation>(nessun file)</translation>
    </message>
    <message>
        <source>, all in.</source>
        <translation>, all-in.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Community card: {card}.</source>
        <translation>Carta comune: {card}.</translation>
    </message>
    <message>
        <source>{schedule}, place {place} of {entrants}</source>
        <translation>{schedule}, posto {place} su {entrants}</translation>
    </message>
    <message>
        <source>{schedule}, finished</source>
        <translation>{schedule}, concluso</translation>
    </message>
    <message>
        <source>imported, {hands}</source>
        <translation>importato, {hands}</translation>
    </message>
    <message>
        <source>not finished, {hands}</source>
        <translation>non concluso, {hands}</translation>
    </message>
    <message>
        <source>Tournament #{id} · {when} · {ended}</source>
        <translation>Torneo #{id} · {when} · {ended}</translation>
    </message>
    <message>
        <source>Hand #{n}</source>
        <translation>Mano n. {n}</translation>
    </message>
    <message>
        <source>Practice hand</source>
        <translation>Mano di allenamento</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Mano finita</translation>
    </message>
    <message>
        <source>Hand {id} could not be read: {why}</source>
        <translation>Non è stato possibile leggere la mano {id}: {why}</translation>
    </message>
    <message>
        <source>Hand {id} is no longer in the history.</source>
        <translation>La mano {id} non è più nello storico.</translation>
    </message>
    <message>
        <source>Hand {n} is over.</source>
        <translation>La mano {n} è finita.</translation>
    </message>
    <message>
        <source>Hand {n}, {street}.</source>
        <translation>Mano {n}, {street}.</translation>
    </message>
    <message>
        <source>Import a folder of hand histories</source>
        <translation>Importa una cartella di storici delle mani</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Importazione non riuscita</translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>Importazione completata</translation>
    </message>
    <message>
        <source>Import hand histories</source>
        <translation>Importa storici delle mani</translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation>1 mano</translation>
    </message>
    <message>
        <source>{n} hands</source>
        <translation>{n} mani</translation>
    </message>
    <message>
        <source>1 file</source>
        <translation>1 file</translation>
    </message>
    <message>
        <source>{n} files</source>
        <translation>{n} file</translation>
    </message>
    <message>
        <source>Imported from {site}, hand {id}</source>
        <translation>Importata da {site}, mano {id}</translation>
    </message>
    <message>
        <source>Imported {hands} from {files}.</source>
        <translation>Importate {hands} da {files}.</translation>
    </message>
    <message>
        <source>1 Razz hand found</source>
        <translation>1 mano di Razz trovata</translation>
    </message>
    <message>
        <source>{n} Razz hands found</source>
        <translation>{n} mani di Razz trovate</translation>
    </message>
    <message>
        <source>{n} already in the history (not added again)</source>
        <translation>{n} già nello storico (non aggiunte di nuovo)</translation>
    </message>
    <message>
        <source>1 hand of another game skipped</source>
        <translation>1 mano di un altro gioco saltata</translation>
    </message>
    <message>
        <source>{n} hands of other games skipped</source>
        <translation>{n} mani di altri giochi saltate</translation>
    </message>
    <message>
        <source>{n} rejected: see the details</source>
        <translation>{n} rifiutate: vedi i dettagli</translation>
    </message>
    <message>
        <source>Importing hand histories</source>
        <translation>Importazione degli storici delle mani</translation>
    </message>
    <message>
        <source>No action for you now.</source>
        <translation>Nessuna azione per te adesso.</translation>
    </message>
    <message>
        <source>Nothing else to report.</source>
        <translation>Nient&apos;altro da segnalare.</translation>
    </message>
    <message>
        <source>Nothing to call.</source>
        <translation>Niente da vedere.</translation>
    </message>
    <message>
        <source>Pot {amount}.</source>
        <translation>Piatto {amount}.</translation>
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
        <translation>Lettura di {names}</translation>
    </message>
    <message>
        <source>Rejected hands (file, hand, line: why):</source>
        <translation>Mani rifiutate (file, mano, riga: motivo):</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <source>Session {n}</source>
        <translation>Sessione {n}</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Stopping after the file being read…</source>
        <translation>Mi fermo dopo il file in lettura…</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La distribuzione</translation>
    </message>
    <message>
        <source>The hand history could not be opened: {why}</source>
        <translation>Non è stato possibile aprire lo storico delle mani: {why}</translation>
    </message>
    <message>
        <source>The hand history could not be read: {why}</source>
        <translation>Non è stato possibile leggere lo storico delle mani: {why}</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>allenamento</translation>
    </message>
    <message>
        <source>The hand history is not open.</source>
        <translation>Lo storico delle mani non è aperto.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La mano è finita.</translation>
    </message>
    <message>
        <source>The hands could not be imported.</source>
        <translation>Non è stato possibile importare le mani.</translation>
    </message>
    <message>
        <source>To call: {amount}.</source>
        <translation>Per vedere: {amount}.</translation>
    </message>
    <message>
        <source>You get {cards} face down.</source>
        <translation>Ricevi {cards} coperte.</translation>
    </message>
    <message>
        <source>You get {cards} face up.</source>
        <translation>Ricevi {cards} scoperte.</translation>
    </message>
    <message>
        <source>You may: {actions}.</source>
        <translation>Puoi: {actions}.</translation>
    </message>
    <message>
        <source>You win {amount}</source>
        <translation>Vinci {amount}</translation>
    </message>
    <message>
        <source>Your cards: down {down}; up {up}.</source>
        <translation>Le tue carte: coperte {down}; scoperte {up}.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Tocca a te.</translation>
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
        <translation>puntata {amount}</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>ha passato</translation>
    </message>
    <message>
        <source>hand {id}</source>
        <translation>mano {id}</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importata</translation>
    </message>
    <message>
        <source>line {n}</source>
        <translation>riga {n}</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>nessuna carta</translation>
    </message>
    <message>
        <source>not in this hand</source>
        <translation>non in questa mano</translation>
    </message>
    <message>
        <source>pot {pot}</source>
        <translation>piatto {pot}</translation>
    </message>
    <message>
        <source>session {n}</source>
        <translation>sessione {n}</translation>
    </message>
    <message>
        <source>showing {cards}</source>
        <translation>mostra {cards}</translation>
    </message>
    <message>
        <source>shows {cards}: {hand}</source>
        <translation>mostra {cards}: {hand}</translation>
    </message>
    <message>
        <source>step {n} of {count}</source>
        <translation>passo {n} di {count}</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>di turno</translation>
    </message>
    <message>
        <source>won {amount}</source>
        <translation>ha vinto {amount}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>your hole cards {cards}</source>
        <translation>le tue carte personali {cards}</translation>
    </message>
    <message>
        <source>{name} gets {card}.</source>
        <translation>{name} riceve {card}.</translation>
    </message>
    <message>
        <source>{name} to act.</source>
        <translation>Tocca a {name}.</translation>
    </message>
    <message>
        <source>{name} wins {amount}</source>
        <translation>{name} vince {amount}</translation>
    </message>
    <message>
        <source>{name} won {amount}.</source>
        <translation>{name} ha vinto {amount}.</translation>
    </message>
    <message>
        <source>{name}, seat {seat}: stack {stack}</source>
        <translation>{name}, posto {seat}: fiches {stack}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} di {suit}</translation>
    </message>
    <message>
        <source>{site} hand {id}</source>
        <translation>{site} mano {id}</translation>
    </message>
    <message>
        <source>Import cancelled: {hands} imported before it stopped.</source>
        <translation>Importazione annullata: {hands} importate prima dell&apos;arresto.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Hai lasciato il tavolo.</translation>
    </message>
    <message>
        <source>{done} of {total} files</source>
        <translation>{done} di {total} file</translation>
    </message>
    <message>
        <source>{files} read, {hands} so far</source>
        <translation>{files} letti, finora {hands}</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Actions</source>
        <translation>Azioni</translation>
    </message>
    <message>
        <source>Table status</source>
        <translation>Stato del tavolo</translation>
    </message>
    <message>
        <source>{key} is not on offer here: {choices}.</source>
        <translation>{key} non è disponibile qui: {choices}.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <source>to call {amount}</source>
        <translation>{amount} per vedere</translation>
    </message>
    <message>
        <source>total pot {amount}</source>
        <translation>piatto totale {amount}</translation>
    </message>
    <message>
        <source>betting capped</source>
        <translation>puntate al massimo</translation>
    </message>
    <message>
        <source>Click the table or press Space when you are ready.</source>
        <translation>Fai clic sul tavolo o premi Spazio quando sei pronto.</translation>
    </message>
    <message>
        <source>Deal next hand</source>
        <translation>Distribuisci la mano successiva</translation>
    </message>
    <message>
        <source>You are out of chips.</source>
        <translation>Hai finito le fiches.</translation>
    </message>
    <message>
        <source>Buy in again to keep playing, or leave the table.</source>
        <translation>Ricompra per continuare a giocare, oppure lascia il tavolo.</translation>
    </message>
    <message>
        <source>Leave table</source>
        <translation>Lascia il tavolo</translation>
    </message>
    <message>
        <source>Rebuy {amount}</source>
        <translation>Ricompra {amount}</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Nuova sessione</translation>
    </message>
</context>
<context>
    <name>ActionButton</name>
    <message>
        <source>Space</source>
        <translation>Spazio</translation>
    </message>
    <message>
        <source>Keyboard shortcut: {key}</source>
        <translation>Scorciatoia da tastiera: {key}</translation>
    </message>
    <message>
        <source>{label} (key {key})</source>
        <translation>{label} (tasto {key})</translation>
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
        <translation>Completa</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Cip</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Vedi</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Punta</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Rilancia</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostra</translation>
    </message>
    <message>
        <source>Muck</source>
        <translation>Fai muck</translation>
    </message>
    <message>
        <source>bringing in</source>
        <translation>il bring-in</translation>
    </message>
    <message>
        <source>completing</source>
        <translation>completare</translation>
    </message>
    <message>
        <source>folding</source>
        <translation>passare</translation>
    </message>
    <message>
        <source>checking</source>
        <translation>fare cip</translation>
    </message>
    <message>
        <source>calling</source>
        <translation>vedere</translation>
    </message>
    <message>
        <source>betting</source>
        <translation>puntare</translation>
    </message>
    <message>
        <source>raising</source>
        <translation>rilanciare</translation>
    </message>
    <message>
        <source>showing</source>
        <translation>mostrare</translation>
    </message>
    <message>
        <source>mucking</source>
        <translation>fare muck</translation>
    </message>
    <message>
        <source>Bring in {amount}</source>
        <translation>Bring-in {amount}</translation>
    </message>
    <message>
        <source>Complete to {amount}</source>
        <translation>Completa a {amount}</translation>
    </message>
    <message>
        <source>Call {amount}</source>
        <translation>Vedi {amount}</translation>
    </message>
    <message>
        <source>Bet {amount}</source>
        <translation>Punta {amount}</translation>
    </message>
    <message>
        <source>Raise to {amount}</source>
        <translation>Rilancia a {amount}</translation>
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
        <translation>Analizza le mani importate</translation>
    </message>
    <message>
        <source>Looking for imported hands to analyse…</source>
        <translation>Cerco le mani importate da analizzare…</translation>
    </message>
    <message>
        <source>Hands analysed</source>
        <translation>Mani analizzate</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message numerus="yes">
        <source>The Coach is grading your decisions in %n hand(s)…</source>
        <translation>
            <numerusform>Il Coach valuta le tue decisioni in %n mano…</numerusform>
            <numerusform>Il Coach valuta le tue decisioni in %n mani…</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1 of %2 graded…</source>
        <translation>Mano %1 di %2 valutata…</translation>
    </message>
    <message>
        <source>Stopping; the hands graded so far are kept…</source>
        <translation>Interruzione; le mani già valutate restano salvate…</translation>
    </message>
    <message>
        <source>No imported hand is waiting to be analysed. Import hands whose files show your cards (File &gt; Import hand histories), then analyse them.</source>
        <translation>Nessuna mano importata attende l’analisi. Importa mani i cui file mostrano le tue carte (File &gt; Importa storici delle mani), poi analizzale.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n hand(s) graded before you cancelled.</source>
        <translation>
            <numerusform>Interrotta: %n mano valutata prima dell’annullamento.</numerusform>
            <numerusform>Interrotta: %n mani valutate prima dell’annullamento.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) graded.</source>
        <translation>
            <numerusform>%n mano valutata.</numerusform>
            <numerusform>%n mani valutate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n decisione</numerusform>
            <numerusform>%n decisioni</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 big bets lost. Game &gt; Mistakes shows them with your practice hands.</source>
        <translation>%1 big bet persi. Gioco &gt; Errori li mostra insieme alle tue mani di allenamento.</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Mano %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) skipped:</source>
        <translation>
            <numerusform>%n mano saltata:</numerusform>
            <numerusform>%n mani saltate:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… e un’altra</numerusform>
            <numerusform>… e altre %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The analysis stopped: %1</source>
        <translation>L’analisi si è interrotta: %1</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>ace</source>
        <comment>rank</comment>
        <translation>asso</translation>
    </message>
    <message>
        <source>deuce</source>
        <comment>rank</comment>
        <translation>due</translation>
    </message>
    <message>
        <source>three</source>
        <comment>rank</comment>
        <translation>tre</translation>
    </message>
    <message>
        <source>four</source>
        <comment>rank</comment>
        <translation>quattro</translation>
    </message>
    <message>
        <source>five</source>
        <comment>rank</comment>
        <translation>cinque</translation>
    </message>
    <message>
        <source>six</source>
        <comment>rank</comment>
        <translation>sei</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>rank</comment>
        <translation>sette</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>rank</comment>
        <translation>otto</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>rank</comment>
        <translation>nove</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>rank</comment>
        <translation>dieci</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>rank</comment>
        <translation>jack</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>rank</comment>
        <translation>regina</translation>
    </message>
    <message>
        <source>king</source>
        <comment>rank</comment>
        <translation>re</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>assi</translation>
    </message>
    <message>
        <source>deuces</source>
        <translation>due</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>quattro</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>cinque</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>sei</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sette</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>otto</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>nove</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>dieci</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>jack</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>regine</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>re</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} di {suit}</translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation>terza strada</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>quarta strada</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>quinta strada</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>sesta strada</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>settima strada</translation>
    </message>
    <message>
        <source>street {n}</source>
        <translation>strada {n}</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3ª</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4ª</translation>
    </message>
    <message>
        <source>5th</source>
        <translation>5ª</translation>
    </message>
    <message>
        <source>6th</source>
        <translation>6ª</translation>
    </message>
    <message>
        <source>7th</source>
        <translation>7ª</translation>
    </message>
    <message>
        <source>the wheel (5-4-3-2-A)</source>
        <translation>la ruota (5-4-3-2-A)</translation>
    </message>
    <message>
        <source>pair of {rank}</source>
        <translation>coppia di {rank}</translation>
    </message>
    <message>
        <source>two pair, {high} and {low}</source>
        <translation>doppia coppia, {high} e {low}</translation>
    </message>
    <message>
        <source>three {rank}</source>
        <translation>tris di {rank}</translation>
    </message>
    <message>
        <source>{three} full of {two}</source>
        <translation>full di {three} e {two}</translation>
    </message>
    <message>
        <source>four {rank}</source>
        <translation>poker di {rank}</translation>
    </message>
</context>
<context>
    <name>ChartBox</name>
    <message>
        <source>Could not write %1</source>
        <translation>Impossibile scrivere %1</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>Save %1 as a PNG picture</source>
        <translation>Salva %1 come immagine PNG</translation>
    </message>
    <message>
        <source>Save as PNG...</source>
        <translation>Salva come PNG...</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Salva grafico</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>less than {amount} big bets</source>
        <translation>meno di {amount} big bet</translation>
    </message>
    <message>
        <source>{amount} big bets</source>
        <translation>{amount} big bet</translation>
    </message>
    <message>
        <source>{equity} (exact)</source>
        <translation>{equity} (esatto)</translation>
    </message>
    <message>
        <source>{equity} ± {margin}</source>
        <translation>{equity} ± {margin}</translation>
    </message>
    <message>
        <source>three {rank}</source>
        <translation>tris di {rank}</translation>
    </message>
    <message>
        <source>a pair of {pair} with a {rank}</source>
        <translation>una coppia di {pair} con un {rank}</translation>
    </message>
    <message>
        <source>a pair of {pair} with an {rank}</source>
        <translation>una coppia di {pair} con un {rank}</translation>
    </message>
    <message>
        <source>three cards to a {rank}</source>
        <translation>tre carte fino al {rank}</translation>
    </message>
    <message>
        <source>three cards to an {rank}</source>
        <translation>tre carte fino all&apos;{rank}</translation>
    </message>
    <message>
        <source>the wheel ({ranks})</source>
        <translation>la ruota ({ranks})</translation>
    </message>
    <message>
        <source>a smooth {top} ({ranks})</source>
        <translation>un {top} liscio ({ranks})</translation>
    </message>
    <message>
        <source>a rough {top} ({ranks})</source>
        <translation>un {top} ruvido ({ranks})</translation>
    </message>
    <message>
        <source>a made {top}-low ({ranks})</source>
        <translation>un low al {top} fatto ({ranks})</translation>
    </message>
    <message>
        <source>one card to come</source>
        <translation>manca una carta</translation>
    </message>
    <message>
        <source>two cards to come</source>
        <translation>mancano due carte</translation>
    </message>
    <message>
        <source>three cards to come</source>
        <translation>mancano tre carte</translation>
    </message>
    <message>
        <source>two to a {top}</source>
        <translation>due al {top}</translation>
    </message>
    <message>
        <source>two to an {top}</source>
        <translation>due all&apos;{top}</translation>
    </message>
    <message>
        <source>three to a {top}</source>
        <translation>tre al {top}</translation>
    </message>
    <message>
        <source>three to an {top}</source>
        <translation>tre all&apos;{top}</translation>
    </message>
    <message>
        <source>four to a {top}</source>
        <translation>quattro al {top}</translation>
    </message>
    <message>
        <source>four to an {top}</source>
        <translation>quattro all&apos;{top}</translation>
    </message>
    <message>
        <source>no low draw</source>
        <translation>nessun progetto low</translation>
    </message>
    <message>
        <source>a {rank}</source>
        <translation>{rank}</translation>
    </message>
    <message>
        <source>a pair of {rank}</source>
        <translation>una coppia di {rank}</translation>
    </message>
    <message>
        <source>{ranks} paired</source>
        <translation>{ranks} in coppia</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} e {second}</translation>
    </message>
    <message>
        <source>{draw} with {extras}</source>
        <translation>{draw} con {extras}</translation>
    </message>
    <message>
        <source>{hand}, {to_come}</source>
        <translation>{hand}, {to_come}</translation>
    </message>
    <message>
        <source>no low: {hand}</source>
        <translation>nessun low: {hand}</translation>
    </message>
    <message>
        <source>{hand} (a made {top}-low so far: {ranks})</source>
        <translation>{hand} (per ora un low al {top} fatto: {ranks})</translation>
    </message>
    <message>
        <source>{summary}: {judgement}</source>
        <translation>{summary}: {judgement}</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>un tris</translation>
    </message>
    <message>
        <source>a high pair</source>
        <translation>una coppia alta</translation>
    </message>
    <message>
        <source>a pair and a high card</source>
        <translation>una coppia e una carta alta</translation>
    </message>
    <message>
        <source>a small pair</source>
        <translation>una coppia bassa</translation>
    </message>
    <message>
        <source>worse than a three-card eight</source>
        <translation>peggio di tre carte fino all&apos;8</translation>
    </message>
    <message>
        <source>a made {top} low ({ranks})</source>
        <translation>un low al {top} fatto ({ranks})</translation>
    </message>
    <message>
        <source>Your last card ({rank}) pairs you: a brick.</source>
        <translation>La tua ultima carta ({rank}) ti accoppia: un brick.</translation>
    </message>
    <message>
        <source>Your last card ({rank}) is a brick.</source>
        <translation>La tua ultima carta ({rank}) è un brick.</translation>
    </message>
    <message>
        <source>Steal chance: your {rank} door is lower than every door still to act, so completing may win the antes right away.</source>
        <translation>Occasione di furto: la tua carta scoperta {rank} è più bassa di ogni carta scoperta di chi deve ancora parlare, quindi completare può vincere subito le puntate ante.</translation>
    </message>
    <message>
        <source>Bluff chance: your board ({board}) looks better than theirs ({theirs}), so a bet can make them fold better hands.</source>
        <translation>Occasione di bluff: il tuo banco ({board}) sembra migliore del loro ({theirs}), quindi una puntata può far passare mani migliori.</translation>
    </message>
    <message>
        <source>{summary} ({judgement})</source>
        <translation>{summary} ({judgement})</translation>
    </message>
    <message>
        <source>your opponent&apos;s likely hand</source>
        <translation>la mano probabile del tuo avversario</translation>
    </message>
    <message>
        <source>their likely hands</source>
        <translation>le loro mani probabili</translation>
    </message>
    <message>
        <source>{summary} is {judgement}</source>
        <translation>{summary} è {judgement}</translation>
    </message>
    <message>
        <source>{summary} is {judgement}, not a starting hand</source>
        <translation>{summary} è {judgement}, non una mano di partenza</translation>
    </message>
    <message>
        <source>{hand} is playable, but not against a completed bet</source>
        <translation>{hand} è giocabile, ma non contro una puntata completata</translation>
    </message>
    <message>
        <source>your door card is lower than every door still to act, so they are likely to fold</source>
        <translation>la tua carta scoperta è più bassa di quelle di chi deve ancora parlare, quindi probabilmente passeranno</translation>
    </message>
    <message>
        <source>{hand} is a strong start, so make the others pay to see 4th street</source>
        <translation>{hand} è una partenza forte, quindi fai pagare agli altri la quarta strada</translation>
    </message>
    <message>
        <source>post the minimum with {summary} and see what the others do</source>
        <translation>metti il minimo con {summary} e guarda cosa fanno gli altri</translation>
    </message>
    <message>
        <source>{summary} is {judgement}, but it is ahead of what the others show here, so it is worth playing</source>
        <translation>{summary} è {judgement}, ma è avanti rispetto a ciò che mostrano gli altri, quindi vale la pena giocarla</translation>
    </message>
    <message>
        <source>{hand} is weak and not worth a completed bet</source>
        <translation>{hand} è debole e non vale una puntata completata</translation>
    </message>
    <message>
        <source>{hand} is weak and not worth the price</source>
        <translation>{hand} è debole e non vale il prezzo</translation>
    </message>
    <message>
        <source>{hand} is weak but the bring-in is cheap; let it go if it does not improve</source>
        <translation>{hand} è debole ma il bring-in costa poco; lasciala se non migliora</translation>
    </message>
    <message>
        <source>{hand} is ahead of what the others show, so build the pot now</source>
        <translation>{hand} è avanti rispetto a ciò che mostrano gli altri, quindi fai crescere il piatto adesso</translation>
    </message>
    <message>
        <source>{hand} is a strong start; make the others pay to draw against it</source>
        <translation>{hand} è una partenza forte; fai pagare agli altri per pescare contro di te</translation>
    </message>
    <message>
        <source>{hand} is a strong start, too good to fold</source>
        <translation>{hand} è una partenza forte, troppo buona per passare</translation>
    </message>
    <message>
        <source>{hand} is playable, so see 4th street</source>
        <translation>{hand} è giocabile, quindi vedi la quarta strada</translation>
    </message>
    <message>
        <source>{hand} has about {equity} against {others}, more than your fair share of {fair}, so get more chips in</source>
        <translation>{hand} ha circa il {equity} contro {others}, più della tua giusta quota del {fair}, quindi metti più fiches nel piatto</translation>
    </message>
    <message>
        <source>your board looks better than theirs, so a bet can win the pot now although {hand} is behind</source>
        <translation>il tuo banco sembra migliore del loro, quindi una puntata può vincere subito il piatto anche se {hand} è dietro</translation>
    </message>
    <message>
        <source>with {hand} enough better hands fold to a bet to make it pay</source>
        <translation>con {hand} abbastanza mani migliori passano contro una puntata da renderla conveniente</translation>
    </message>
    <message>
        <source>a call needs {needs} and {hand} has about {equity} against {others}</source>
        <translation>vedere richiede il {needs} e {hand} ha circa il {equity} contro {others}</translation>
    </message>
    <message>
        <source>a call needs {needs} but {hand} has only about {equity} against {others}</source>
        <translation>vedere richiede il {needs} ma {hand} ha solo circa il {equity} contro {others}</translation>
    </message>
    <message>
        <source>{hand} is ahead ({equity}), but a bet here would fold out the worse hands and be called by the better ones</source>
        <translation>{hand} è avanti ({equity}), ma una puntata qui farebbe passare le mani peggiori e verrebbe vista da quelle migliori</translation>
    </message>
    <message>
        <source>{hand} has about {equity} against {others}, so take the free card</source>
        <translation>{hand} ha circa il {equity} contro {others}, quindi prendi la carta gratis</translation>
    </message>
    <message>
        <source>the Expert values it highest here</source>
        <translation>l&apos;Esperto la valuta più di tutte qui</translation>
    </message>
    <message>
        <source>the Expert&apos;s values rank it first ({value} big bets against folding), with {hand} at about {equity} against {others}</source>
        <translation>i valori dell&apos;Esperto la mettono al primo posto ({value} big bet rispetto a passare), con {hand} a circa il {equity} contro {others}</translation>
    </message>
    <message>
        <source>the Expert&apos;s values put every other action below folding ({other} at {value} big bets), with {hand} at about {equity} against {others}</source>
        <translation>i valori dell&apos;Esperto mettono ogni altra azione sotto il passare ({other} a {value} big bet), con {hand} a circa il {equity} contro {others}</translation>
    </message>
    <message>
        <source>a call needs {needs} now and {hand} has about {equity} against {others}, less than the price, but with {to_come} what you win on the later streets pays for it</source>
        <translation>vedere richiede ora il {needs} e {hand} ha circa il {equity} contro {others}, meno del prezzo, ma {to_come} e ciò che vinci nelle strade successive lo ripaga</translation>
    </message>
    <message>
        <source>a call needs {needs} and {hand} has about {equity} against {others}, but the bets still to come on the later streets cost more than they win back</source>
        <translation>vedere richiede il {needs} e {hand} ha circa il {equity} contro {others}, ma le puntate delle strade successive costano più di quanto rendono</translation>
    </message>
    <message>
        <source>{hand} has about {equity} against {others}; with no card to come only better hands would call a bet</source>
        <translation>{hand} ha circa il {equity} contro {others}; senza altre carte in arrivo solo mani migliori vedrebbero una puntata</translation>
    </message>
    <message>
        <source>{action} to steal: {why}.</source>
        <translation>{action} per rubare: {why}.</translation>
    </message>
    <message>
        <source>{action}: {why}.</source>
        <translation>{action}: {why}.</translation>
    </message>
    <message>
        <source>{reason} Close call: {best} and {other} are within {gap} of each other, so either is fine.</source>
        <translation>{reason} Scelta di misura: {best} e {other} distano al massimo {gap}, vanno bene entrambe.</translation>
    </message>
    <message>
        <source>{reason} The rule of thumb says {rule_action} ({rule}); the Expert&apos;s values put {best} {gap} higher here.</source>
        <translation>{reason} La regola pratica dice {rule_action} ({rule}); i valori dell&apos;Esperto danno qui {best} più alto di {gap}.</translation>
    </message>
    <message>
        <source>{reason} The Expert&apos;s values put {best} {gap} higher: they expect fewer folds than a steal needs, as they do against players not yet seen folding. The steal is a deliberate exception; use it against players who fold to a completion often.</source>
        <translation>{reason} I valori dell&apos;Esperto danno {best} più alto di {gap}: prevedono meno abbandoni di quanti ne servano per un furto, come contro giocatori che non si sono ancora visti passare. Il furto è un&apos;eccezione voluta; usalo contro chi passa spesso davanti a un completamento.</translation>
    </message>
    <message>
        <source>{reason} The Expert&apos;s values put {best} {gap} higher, too close to {action} to tell apart, so the rule of thumb decides.</source>
        <translation>{reason} I valori dell&apos;Esperto danno {best} più alto di {gap}, troppo vicino a {action} per distinguerli, quindi decide la regola pratica.</translation>
    </message>
    <message>
        <source>{action}: the rule of thumb says {rule_action} ({rule}), but the Expert values {best} {gap} higher here, more than its margin of error.</source>
        <translation>{action}: la regola pratica dice {rule_action} ({rule}), ma l&apos;Esperto valuta {best} più alto di {gap} qui, più del suo margine di errore.</translation>
    </message>
    <message>
        <source>You brought in, but {best} was worth about {cost} more.</source>
        <translation>Hai fatto il bring-in, ma {best} valeva circa {cost} in più.</translation>
    </message>
    <message>
        <source>You completed, but {best} was worth about {cost} more.</source>
        <translation>Hai completato, ma {best} valeva circa {cost} in più.</translation>
    </message>
    <message>
        <source>You folded, but {best} was worth about {cost} more.</source>
        <translation>Hai passato, ma {best} valeva circa {cost} in più.</translation>
    </message>
    <message>
        <source>You checked, but {best} was worth about {cost} more.</source>
        <translation>Hai fatto cip, ma {best} valeva circa {cost} in più.</translation>
    </message>
    <message>
        <source>You called, but {best} was worth about {cost} more.</source>
        <translation>Hai visto, ma {best} valeva circa {cost} in più.</translation>
    </message>
    <message>
        <source>You bet, but {best} was worth about {cost} more.</source>
        <translation>Hai puntato, ma {best} valeva circa {cost} in più.</translation>
    </message>
    <message>
        <source>You raised, but {best} was worth about {cost} more.</source>
        <translation>Hai rilanciato, ma {best} valeva circa {cost} in più.</translation>
    </message>
    <message>
        <source>You chose {chosen}, but {best} was worth about {cost} more.</source>
        <translation>Hai scelto {chosen}, ma {best} valeva circa {cost} in più.</translation>
    </message>
    <message>
        <source>Good: {chosen} was the Expert&apos;s choice.</source>
        <translation>Bene: {chosen} era la scelta dell&apos;Esperto.</translation>
    </message>
    <message>
        <source>Good: {chosen} was about as good as {best} (within {within}).</source>
        <translation>Bene: {chosen} era buono quasi quanto {best} (entro {within}).</translation>
    </message>
    <message>
        <source>{reason} (The hint was: {hint})</source>
        <translation>{reason} (Il consiglio era: {hint})</translation>
    </message>
    <message>
        <source>{reason} {hint}</source>
        <translation>{reason} {hint}</translation>
    </message>
    <message>
        <source>7-lows or better</source>
        <translation>low al 7 o migliori</translation>
    </message>
    <message>
        <source>8-lows</source>
        <translation>low all&apos;8</translation>
    </message>
    <message>
        <source>9-lows</source>
        <translation>low al 9</translation>
    </message>
    <message>
        <source>T-lows or worse, or no low</source>
        <translation>low al 10 o peggiori, o nessun low</translation>
    </message>
    <message>
        <source>bricked hands (three low cards or fewer)</source>
        <translation>mani con brick (tre carte basse o meno)</translation>
    </message>
    <message>
        <source>draws to a 6 or better</source>
        <translation>progetti al 6 o migliori</translation>
    </message>
    <message>
        <source>draws to a 7</source>
        <translation>progetti al 7</translation>
    </message>
    <message>
        <source>draws to an 8</source>
        <translation>progetti all&apos;8</translation>
    </message>
    <message>
        <source>hands with a high card</source>
        <translation>mani con una carta alta</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>coppie</translation>
    </message>
    <message>
        <source>{name}, {board} showing</source>
        <translation>{name}, mostra {board}</translation>
    </message>
    <message>
        <source>Seat {seat}, {board} showing</source>
        <translation>Posto {seat}, mostra {board}</translation>
    </message>
    <message>
        <source>{share} {kind}</source>
        <translation>{share} {kind}</translation>
    </message>
    <message>
        <source>{who}: {range}; you have {equity} against these hands</source>
        <translation>{who}: {range}; hai il {equity} contro queste mani</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Coach</source>
        <translation>Allenatore</translation>
    </message>
    <message>
        <source>Show &amp;hint</source>
        <translation>Mostra &amp;consiglio</translation>
    </message>
    <message>
        <source>Show the coach&apos;s hint for this decision (%1)</source>
        <translation>Mostra il consiglio dell&apos;allenatore per questa decisione (%1)</translation>
    </message>
    <message>
        <source>Coach pages</source>
        <translation>Pagine dell&apos;allenatore</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Consiglio</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisione</translation>
    </message>
    <message>
        <source>Your turn. Press Hint (%1) for the coach&apos;s advice.</source>
        <translation>Tocca a te. Premi Consiglio (%1) per il parere dell&apos;allenatore.</translation>
    </message>
    <message>
        <source>Practice mode is off. Turn it on to get hints and a review after each hand.</source>
        <translation>La modalità allenamento è disattivata. Attivala per avere consigli e una revisione dopo ogni mano.</translation>
    </message>
    <message>
        <source>The coach will help when it is your turn.</source>
        <translation>L&apos;allenatore ti aiuterà quando tocca a te.</translation>
    </message>
    <message>
        <source>Thinking about your decision…</source>
        <translation>Sto valutando la tua decisione…</translation>
    </message>
    <message>
        <source>The coach could not work out this decision.</source>
        <translation>L&apos;allenatore non è riuscito a valutare questa decisione.</translation>
    </message>
    <message>
        <source>Big bets by action</source>
        <translation>Big bet per azione</translation>
    </message>
    <message>
        <source>good</source>
        <translation>buona</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisa</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>svista</translation>
    </message>
</context>
<context>
    <name>CoachPlurals</name>
    <message numerus="yes">
        <source>a %n-card {top} draw ({ranks}) with a pair</source>
        <translation>
            <numerusform>un progetto al {top} di %n carta ({ranks}) con una coppia</numerusform>
            <numerusform>un progetto al {top} di %n carte ({ranks}) con una coppia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a %n-card {top} draw ({ranks})</source>
        <translation>
            <numerusform>un progetto al {top} di %n carta ({ranks})</numerusform>
            <numerusform>un progetto al {top} di %n carte ({ranks})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{why}, and %n low door card(s) still to act make it worse</source>
        <translation>
            <numerusform>{why}, e %n carta scoperta bassa che deve ancora parlare peggiora le cose</numerusform>
            <numerusform>{why}, e %n carte scoperte basse che devono ancora parlare peggiorano le cose</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hand} is playable, but not against a completed bet with %n low door card(s) still to act</source>
        <translation>
            <numerusform>{hand} è giocabile, ma non contro una puntata completata con %n carta scoperta bassa che deve ancora parlare</numerusform>
            <numerusform>{hand} è giocabile, ma non contro una puntata completata con %n carte scoperte basse che devono ancora parlare</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComparisonDialog</name>
    <message>
        <source>new cards to come</source>
        <translation>carte nuove a seguire</translation>
    </message>
    <message>
        <source>the same cards to come</source>
        <translation>le stesse carte a seguire</translation>
    </message>
    <message>
        <source>Hand #{number} played again from your decision on {street} ({cards}).</source>
        <translation>Mano n. {number} rigiocata dalla tua decisione in {street} ({cards}).</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>Originale</translation>
    </message>
    <message>
        <source>This time</source>
        <translation>Questa volta</translation>
    </message>
    <message>
        <source>Played again</source>
        <translation>Rigiocata</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>You chose</source>
        <translation>La tua scelta</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Practice: this hand does not count in your session or your statistics.</source>
        <translation>Allenamento: questa mano non conta nella tua sessione né nelle tue statistiche.</translation>
    </message>
    <message>
        <source>Practice hand compared with the original</source>
        <translation>Mano di allenamento confrontata con l&apos;originale</translation>
    </message>
</context>
<context>
    <name>ContinueDialog</name>
    <message>
        <source>Continue your tournament?</source>
        <translation>Continuare il torneo?</translation>
    </message>
    <message>
        <source>Continue your session?</source>
        <translation>Continuare la sessione?</translation>
    </message>
    <message>
        <source>Your tournament was not finished.</source>
        <translation>Il tuo torneo non è finito.</translation>
    </message>
    <message>
        <source>Your last session was not finished.</source>
        <translation>La tua ultima sessione non è finita.</translation>
    </message>
    <message>
        <source>Razz Desktop stopped during hand #%1: that hand was not kept. The table is as it was before it, and no chip was lost.</source>
        <translation>Razz Desktop si è chiuso durante la mano n. %1: quella mano non è stata conservata. Il tavolo è com&apos;era prima di essa e nessuna fiche è andata persa.</translation>
    </message>
    <message>
        <source>Continue your tournament</source>
        <translation>Continua il torneo</translation>
    </message>
    <message>
        <source>Continue your session</source>
        <translation>Continua la sessione</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Nuova sessione</translation>
    </message>
    <message>
        <source>Start a new session from your settings: this one is discarded</source>
        <translation>Inizia una nuova sessione secondo le tue impostazioni: questa viene scartata</translation>
    </message>
    <message>
        <source>Last hand played: #%1.</source>
        <translation>Ultima mano giocata: n. %1.</translation>
    </message>
    <message>
        <source>Level %1; %2 of %3 players left.</source>
        <translation>Livello %1; restano %2 giocatori su %3.</translation>
    </message>
    <message>
        <source>Your chips: %1.</source>
        <translation>Le tue fiche: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Your stack: %1; result so far: %2 over %n hand(s).</source>
        <translation>
            <numerusform>Il tuo stack: %1; risultato finora: %2 in %n mano.</numerusform>
            <numerusform>Il tuo stack: %1; risultato finora: %2 in %n mani.</numerusform>
        </translation>
    </message>
    <message>
        <source>At the table: %1.</source>
        <translation>Al tavolo: %1.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Salvata il %1.</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <source>Razz Desktop hit an unexpected error. The hands already played are safe.</source>
        <translation>Razz Desktop ha incontrato un errore imprevisto. Le mani già giocate sono al sicuro.</translation>
    </message>
    <message>
        <source>The details are in the log file {path} (Help &gt; Open log folder). Please send it with a description of what you were doing.</source>
        <translation>I dettagli sono nel file di log {path} (Aiuto &gt; Apri cartella dei log). Invialo con una descrizione di cosa stavi facendo.</translation>
    </message>
</context>
<context>
    <name>Dealer</name>
    <message>
        <source>you</source>
        <translation>te</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} e {last}</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>posto {n}</translation>
    </message>
    <message>
        <source>You bring in: the {card} is the highest door card (aces are low)</source>
        <translation>Fai tu il bring-in: {card} è la carta scoperta più alta (gli assi sono bassi)</translation>
    </message>
    <message>
        <source>{name} brings in: the {card} is the highest door card (aces are low)</source>
        <translation>{name} fa il bring-in: {card} è la carta scoperta più alta (gli assi sono bassi)</translation>
    </message>
    <message>
        <source>; the {rank} tie, and {suit} beat {suits}</source>
        <translation>; pari tra i {rank}, e {suit} batte {suits}</translation>
    </message>
    <message>
        <source>You have the highest door card but are all-in on the ante: the bring-in passes to {name}, the next player to the left with chips</source>
        <translation>Hai la carta scoperta più alta ma sei all-in con la puntata ante: il bring-in passa a {name}, il prossimo giocatore a sinistra con fiches</translation>
    </message>
    <message>
        <source>{name} has the highest door card but is all-in on the ante: the bring-in passes to you, the next player to the left with chips</source>
        <translation>{name} ha la carta scoperta più alta ma è all-in con la puntata ante: il bring-in passa a te, il prossimo giocatore a sinistra con fiches</translation>
    </message>
    <message>
        <source>{name} has the highest door card but is all-in on the ante: the bring-in passes to {next}, the next player to the left with chips</source>
        <translation>{name} ha la carta scoperta più alta ma è all-in con la puntata ante: il bring-in passa a {next}, il prossimo giocatore a sinistra con fiches</translation>
    </message>
    <message>
        <source>{street}: you have the lowest board ({board}) but are all-in, so {name}, next to the left, acts first</source>
        <translation>{street}: hai il banco più basso ({board}) ma sei all-in, quindi parla per primo {name}, il prossimo a sinistra</translation>
    </message>
    <message>
        <source>{street}: {name} has the lowest board ({board}) but is all-in, so you, next to the left, act first</source>
        <translation>{street}: {name} ha il banco più basso ({board}) ma è all-in, quindi parli per primo tu, il prossimo a sinistra</translation>
    </message>
    <message>
        <source>{street}: {name} has the lowest board ({board}) but is all-in, so {next}, next to the left, acts first</source>
        <translation>{street}: {name} ha il banco più basso ({board}) ma è all-in, quindi parla per primo {next}, il prossimo a sinistra</translation>
    </message>
    <message>
        <source>{street}: you act first with the lowest board ({board})</source>
        <translation>{street}: parli per primo tu con il banco più basso ({board})</translation>
    </message>
    <message>
        <source>{street}: {name} acts first with the lowest board ({board})</source>
        <translation>{street}: parla per primo {name} con il banco più basso ({board})</translation>
    </message>
    <message>
        <source>; tied with {players}, broken by the suit of the highest upcard (house rule)</source>
        <translation>; a pari con {players}, deciso dal seme della carta scoperta più alta (regola della casa)</translation>
    </message>
    <message>
        <source>; tied with {players}, so the player closest to the left of the button acts first</source>
        <translation>; a pari con {players}, quindi parla per primo il giocatore più vicino alla sinistra del pulsante</translation>
    </message>
    <message>
        <source>{reason} but folded, so the next player to the left</source>
        <comment>you folded</comment>
        <translation>{reason} ma hai passato, quindi il prossimo giocatore a sinistra</translation>
    </message>
    <message>
        <source>{reason} but folded, so the next player to the left</source>
        <translation>{reason} ma ha passato, quindi il prossimo giocatore a sinistra</translation>
    </message>
    <message>
        <source>{street}: no betting, all players but one (or all) are all-in</source>
        <translation>{street}: nessuna puntata, tutti i giocatori tranne uno (o tutti) sono all-in</translation>
    </message>
    <message>
        <source>All-in for at least half a raise: it counts as a full raise and reopens the betting</source>
        <translation>All-in per almeno mezzo rilancio: vale come rilancio pieno e riapre le puntate</translation>
    </message>
    <message>
        <source>All-in for at least half a bet: it counts as a full bet and reopens the betting</source>
        <translation>All-in per almeno mezza puntata: vale come puntata piena e riapre le puntate</translation>
    </message>
    <message>
        <source>All-in for less than half a raise: not a full raise; players who already acted may only call or fold</source>
        <translation>All-in per meno di mezzo rilancio: non è un rilancio pieno; chi ha già parlato può solo vedere o passare</translation>
    </message>
    <message>
        <source>All-in for less than half a bet: not a full bet; players who already acted may only call or fold</source>
        <translation>All-in per meno di mezza puntata: non è una puntata piena; chi ha già parlato può solo vedere o passare</translation>
    </message>
    <message>
        <source>Odd chip to {players}: the tied winner holding the lowest card by suit (house rule)</source>
        <translation>La fiche dispari va a {players}: il vincitore a pari con la carta più bassa per seme (regola della casa)</translation>
    </message>
    <message>
        <source>Odd chip to {players}: the first tied winner to the left of the button</source>
        <translation>La fiche dispari va a {players}: il primo vincitore a pari alla sinistra del pulsante</translation>
    </message>
    <message>
        <source>no bet was made: the first player to the left of the button</source>
        <translation>non ci sono state puntate: il primo giocatore alla sinistra del pulsante</translation>
    </message>
    <message>
        <source>you made the last bet or raise</source>
        <translation>hai fatto tu l&apos;ultima puntata o rilancio</translation>
    </message>
    <message>
        <source>{name} made the last bet or raise</source>
        <translation>{name} ha fatto l&apos;ultima puntata o rilancio</translation>
    </message>
    <message>
        <source>no more betting was possible once players were all-in; you made the last bet, on {street}</source>
        <translation>dopo gli all-in non erano più possibili puntate; hai fatto tu l&apos;ultima puntata, in {street}</translation>
    </message>
    <message>
        <source>no more betting was possible once players were all-in; {name} made the last bet, on {street}</source>
        <translation>dopo gli all-in non erano più possibili puntate; {name} ha fatto l&apos;ultima puntata, in {street}</translation>
    </message>
    <message>
        <source>the later betting was checked through; you made the last bet, on {street}</source>
        <translation>dopo tutti hanno fatto cip; hai fatto tu l&apos;ultima puntata, in {street}</translation>
    </message>
    <message>
        <source>the later betting was checked through; {name} made the last bet, on {street}</source>
        <translation>dopo tutti hanno fatto cip; {name} ha fatto l&apos;ultima puntata, in {street}</translation>
    </message>
    <message>
        <source>Showdown: you show first ({reason}), then clockwise</source>
        <translation>Showdown: mostri per primo tu ({reason}), poi in senso orario</translation>
    </message>
    <message>
        <source>Showdown: {name} shows first ({reason}), then clockwise</source>
        <translation>Showdown: mostra per primo {name} ({reason}), poi in senso orario</translation>
    </message>
    <message>
        <source>Cannot beat the hand shown: mucked automatically</source>
        <translation>Non può battere la mano mostrata: muck automatico</translation>
    </message>
</context>
<context>
    <name>DealerLog</name>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <source>Hand #{n}</source>
        <translation>Mano n. {n}</translation>
    </message>
    <message>
        <source>Practice hand</source>
        <translation>Mano di allenamento</translation>
    </message>
    <message>
        <source>{players} players · limits {small}/{big} · ante {ante} · bring-in {bring}</source>
        <translation>{players} giocatori · limiti {small}/{big} · ante {ante} · bring-in {bring}</translation>
    </message>
    <message>
        <source>Community card: {card}</source>
        <translation>Carta comune: {card}</translation>
    </message>
    <message>
        <source>Community card:</source>
        <translation>Carta comune:</translation>
    </message>
    <message>
        <source>Uncalled bet of {amount} returned to {name}</source>
        <translation>Puntata non vista di {amount} restituita a {name}</translation>
    </message>
    <message>
        <source>Uncalled bet of {amount} returned to you</source>
        <translation>Puntata non vista di {amount} restituita a te</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>{name} mucks</source>
        <translation>{name} fa muck</translation>
    </message>
    <message>
        <source>You muck</source>
        <translation>Fai muck</translation>
    </message>
    <message>
        <source>{name} shows {cards}: {hand}</source>
        <translation>{name} mostra {cards}: {hand}</translation>
    </message>
    <message>
        <source>You show {cards}: {hand}</source>
        <translation>Mostri {cards}: {hand}</translation>
    </message>
    <message>
        <source>{name} shows</source>
        <translation>{name} mostra</translation>
    </message>
    <message>
        <source>You show</source>
        <translation>Mostri</translation>
    </message>
    <message>
        <source>You won {amount} this hand.</source>
        <translation>Hai vinto {amount} in questa mano.</translation>
    </message>
    <message>
        <source>You lost {amount} this hand.</source>
        <translation>Hai perso {amount} in questa mano.</translation>
    </message>
    <message>
        <source>You broke even this hand.</source>
        <translation>In questa mano sei andato in pari.</translation>
    </message>
    <message>
        <source>{name} brings in for {amount}</source>
        <translation>{name} fa il bring-in di {amount}</translation>
    </message>
    <message>
        <source>You bring in for {amount}</source>
        <translation>Fai il bring-in di {amount}</translation>
    </message>
    <message>
        <source>{name} completes to {to}</source>
        <translation>{name} completa a {to}</translation>
    </message>
    <message>
        <source>You complete to {to}</source>
        <translation>Completi a {to}</translation>
    </message>
    <message>
        <source>{name} bets {amount}</source>
        <translation>{name} punta {amount}</translation>
    </message>
    <message>
        <source>You bet {amount}</source>
        <translation>Punti {amount}</translation>
    </message>
    <message>
        <source>{name} raises to {to}</source>
        <translation>{name} rilancia a {to}</translation>
    </message>
    <message>
        <source>You raise to {to}</source>
        <translation>Rilanci a {to}</translation>
    </message>
    <message>
        <source>{name} calls {amount}</source>
        <translation>{name} vede {amount}</translation>
    </message>
    <message>
        <source>You call {amount}</source>
        <translation>Vedi {amount}</translation>
    </message>
    <message>
        <source>{name} checks</source>
        <translation>{name} fa cip</translation>
    </message>
    <message>
        <source>You check</source>
        <translation>Fai cip</translation>
    </message>
    <message>
        <source>{name} folds</source>
        <translation>{name} passa</translation>
    </message>
    <message>
        <source>You fold</source>
        <translation>Passi</translation>
    </message>
    <message>
        <source>{name} acts</source>
        <translation>{name} agisce</translation>
    </message>
    <message>
        <source>You act</source>
        <translation>Agisci</translation>
    </message>
    <message>
        <source> and is all-in</source>
        <translation> ed è all-in</translation>
    </message>
    <message>
        <source> and are all-in</source>
        <translation> e sei all-in</translation>
    </message>
    <message>
        <source> (main pot)</source>
        <translation> (piatto principale)</translation>
    </message>
    <message>
        <source> (side pot {n})</source>
        <translation> (piatto secondario {n})</translation>
    </message>
    <message>
        <source>{name} wins {amount} with {hand}</source>
        <translation>{name} vince {amount} con {hand}</translation>
    </message>
    <message>
        <source>You win {amount} with {hand}</source>
        <translation>Vinci {amount} con {hand}</translation>
    </message>
    <message>
        <source>{name} wins {amount}</source>
        <translation>{name} vince {amount}</translation>
    </message>
    <message>
        <source>You win {amount}</source>
        <translation>Vinci {amount}</translation>
    </message>
    <message>
        <source>Everyone antes {amount}</source>
        <translation>Tutti mettono la puntata ante di {amount}</translation>
    </message>
    <message>
        <source>{name} antes {amount}</source>
        <translation>{name} mette la puntata ante di {amount}</translation>
    </message>
    <message>
        <source>You ante {amount}</source>
        <translation>Metti la puntata ante di {amount}</translation>
    </message>
    <message>
        <source>You are dealt</source>
        <translation>Ricevi</translation>
    </message>
    <message>
        <source>Upcards:</source>
        <translation>Carte scoperte:</translation>
    </message>
    <message>
        <source>The river card is dealt face down.</source>
        <translation>La carta river viene data coperta.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Mazziere</translation>
    </message>
    <message>
        <source>Dealer log</source>
        <translation>Registro del mazziere</translation>
    </message>
</context>
<context>
    <name>DealerPlurals</name>
    <message numerus="yes">
        <source>Community card, the {card}: %n player(s) remain but only {left} cards are left in the deck, so one card is dealt face up in the middle and every player uses it as the seventh card</source>
        <translation>
            <numerusform>Carta comune, {card}: resta %n giocatore ma nel mazzo ci sono solo {left} carte, quindi una carta viene posta scoperta al centro e ogni giocatore la usa come settima carta</numerusform>
            <numerusform>Carta comune, {card}: restano %n giocatori ma nel mazzo ci sono solo {left} carte, quindi una carta viene posta scoperta al centro e ogni giocatore la usa come settima carta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Betting is capped: one bet and %n raise(s) are the most a round allows</source>
        <translation>
            <numerusform>Le puntate sono al massimo: una puntata e %n rilancio sono il limite di un giro</numerusform>
            <numerusform>Le puntate sono al massimo: una puntata e %n rilanci sono il limite di un giro</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DisplayPage</name>
    <message>
        <source>Display</source>
        <translation>Visualizzazione</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Mazzo a &amp;quattro colori</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Mazzo a quattro colori</translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green, so suits are told apart at a glance.</source>
        <translation>Quadri blu e fiori verdi, per distinguere i semi a colpo d&apos;occhio.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocità delle animazioni</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Velocità delle &amp;animazioni:</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Suono</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Suono</translation>
    </message>
    <message>
        <source>No sound device found: the table stays silent.</source>
        <translation>Nessun dispositivo audio trovato: il tavolo resta muto.</translation>
    </message>
    <message>
        <source>Always put &amp;me at the bottom</source>
        <translation>Mettimi sempre in &amp;basso</translation>
    </message>
    <message>
        <source>Always put me at the bottom of the table</source>
        <translation>Mettimi sempre in basso al tavolo</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Predefinita di sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>applies at the next start</source>
        <translation>vale dal prossimo avvio</translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation>Tra una mano e l&apos;altra</translation>
    </message>
    <message>
        <source>Start the &amp;next hand automatically</source>
        <translation>Inizia la mano &amp;successiva automaticamente</translation>
    </message>
    <message>
        <source>Start the next hand automatically</source>
        <translation>Inizia la mano successiva automaticamente</translation>
    </message>
    <message>
        <source>When off, the next hand starts when you click Deal.</source>
        <translation>Se disattivato, la mano successiva inizia quando fai clic su Distribuisci.</translation>
    </message>
    <message>
        <source>When you go broke</source>
        <translation>Quando resti senza fiches</translation>
    </message>
    <message>
        <source>When you go &amp;broke:</source>
        <translation>Quando resti senza &amp;fiches:</translation>
    </message>
    <message>
        <source>When a computer player goes broke</source>
        <translation>Quando un giocatore del computer resta senza fiches</translation>
    </message>
    <message>
        <source>When a &amp;computer player goes broke:</source>
        <translation>Quando un giocatore del &amp;computer resta senza fiches:</translation>
    </message>
    <message>
        <source>Tournament buy-in</source>
        <translation>Buy-in del torneo</translation>
    </message>
    <message>
        <source>Play money (none)</source>
        <translation>Soldi finti (nessuno)</translation>
    </message>
    <message>
        <source>What Game &gt; New tournament offers as the buy-in, in chips. The statistics&apos; return on investment counts the buy-in each tournament started with.</source>
        <translation>Il buy-in proposto da Gioco &gt; Nuovo torneo, in chip. Il ritorno sull&apos;investimento delle statistiche usa il buy-in con cui è iniziato ogni torneo.</translation>
    </message>
    <message>
        <source>&amp;Tournament buy-in:</source>
        <translation>Buy-in del &amp;torneo:</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume:</translation>
    </message>
    <message>
        <source>Light, dark or high-contrast windows, or the desktop&apos;s own colours and font size. The table&apos;s felt stays green.</source>
        <translation>Finestre chiare, scure o ad alto contrasto, oppure i colori e la dimensione del carattere del desktop. Il panno del tavolo resta verde.</translation>
    </message>
    <message>
        <source>Short sounds for the deal, each action, the pot going to the winner and your turn.</source>
        <translation>Brevi suoni per la distribuzione, ogni azione, il piatto che va al vincitore e il tuo turno.</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volume del suono</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
</context>
<context>
    <name>DrillWindow</name>
    <message>
        <source>Drills</source>
        <translation>Esercizi</translation>
    </message>
    <message>
        <source>All skills, weakest first</source>
        <translation>Tutte le abilità, prima le più deboli</translation>
    </message>
    <message>
        <source>Skill to drill</source>
        <translation>Abilità da esercitare</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Start a drill session</source>
        <translation>Inizia una sessione di esercizi</translation>
    </message>
    <message>
        <source>Start a session of the chosen skill (Ctrl+Enter)</source>
        <translation>Inizia una sessione dell&apos;abilità scelta (Ctrl+Invio)</translation>
    </message>
    <message>
        <source>&amp;Skill:</source>
        <translation>&amp;Abilità:</translation>
    </message>
    <message>
        <source>Drill table</source>
        <translation>Tavolo dell&apos;esercizio</translation>
    </message>
    <message>
        <source>Table as text</source>
        <translation>Tavolo come testo</translation>
    </message>
    <message>
        <source>Choose a skill and press Start.</source>
        <translation>Scegli un&apos;abilità e premi Inizia.</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Prossimo esercizio</translation>
    </message>
    <message>
        <source>The next drill (Enter or N)</source>
        <translation>Il prossimo esercizio (Invio o N)</translation>
    </message>
    <message>
        <source>No drill answered yet.</source>
        <translation>Ancora nessun esercizio risposto.</translation>
    </message>
    <message>
        <source>&amp;Drill</source>
        <translation>&amp;Esercizio</translation>
    </message>
    <message>
        <source>&amp;Progress</source>
        <translation>&amp;Progressi</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <source>Key {n}</source>
        <translation>Tasto {n}</translation>
    </message>
    <message>
        <source>This spot comes back later (box {n}).</source>
        <translation>Questa situazione tornerà più avanti (scatola {n}).</translation>
    </message>
    <message>
        <source>{deck}: {right} of {answered} right ({percent}%); on {day}: {day_right} of {day_total}.</source>
        <translation>{deck}: {right} su {answered} giuste ({percent}%); il {day}: {day_right} su {day_total}.</translation>
    </message>
    <message>
        <source>The drill could not be dealt or saved: {why}</source>
        <translation>Non è stato possibile dare o salvare l&apos;esercizio: {why}</translation>
    </message>
    <message>
        <source>Dealing a drill...</source>
        <translation>Distribuzione dell&apos;esercizio...</translation>
    </message>
    <message>
        <source>This session: {right} of {asked} right</source>
        <translation>Questa sessione: {right} su {asked} giuste</translation>
    </message>
</context>
<context>
    <name>Drills</name>
    <message>
        <source>Right (%)</source>
        <translation>Giuste (%)</translation>
    </message>
    <message>
        <source>Progress per skill</source>
        <translation>Progressi per abilità</translation>
    </message>
    <message>
        <source>Who brings in</source>
        <translation>Chi fa il bring-in</translation>
    </message>
    <message>
        <source>Who acts first (4th to 7th street)</source>
        <translation>Chi parla per primo (dalla quarta alla settima strada)</translation>
    </message>
    <message>
        <source>Read a seven-card low</source>
        <translation>Leggere un low di sette carte</translation>
    </message>
    <message>
        <source>3rd street: fold, call or complete</source>
        <translation>Terza strada: passa, vedi o completa</translation>
    </message>
    <message>
        <source>Steal and defend against a steal</source>
        <translation>Rubare e difendersi da un furto</translation>
    </message>
    <message>
        <source>4th street after a brick</source>
        <translation>Quarta strada dopo un brick</translation>
    </message>
    <message>
        <source>5th street: made low against a draw</source>
        <translation>Quinta strada: low fatto contro un progetto</translation>
    </message>
    <message>
        <source>7th street: call or fold with the pot odds</source>
        <translation>Settima strada: vedi o passa secondo le pot odds</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <source>Who brings in?</source>
        <translation>Chi fa il bring-in?</translation>
    </message>
    <message>
        <source>Who acts first on {street}?</source>
        <translation>Chi parla per primo in {street}?</translation>
    </message>
    <message>
        <source>Which hand wins at the showdown: {a} or {b}?</source>
        <translation>Quale mano vince allo showdown: {a} o {b}?</translation>
    </message>
    <message>
        <source>What is {seat}&apos;s low (the best five of the seven cards)?</source>
        <translation>Qual è il low di {seat} (le cinque migliori delle sette carte)?</translation>
    </message>
    <message>
        <source>You are {seat} on {street}. What do you do?</source>
        <translation>Sei {seat} in {street}. Che cosa fai?</translation>
    </message>
    <message>
        <source>Split pot</source>
        <translation>Piatto diviso</translation>
    </message>
    <message>
        <source>Right. Both {a} and {b} were accepted: too close to tell apart.</source>
        <translation>Giusto. Erano accettate sia {a} sia {b}: troppo vicine per distinguerle.</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Giusto.</translation>
    </message>
    <message>
        <source>Wrong: {a} or {b}.</source>
        <translation>Sbagliato: {a} o {b}.</translation>
    </message>
    <message>
        <source>Wrong: the answer is {answer}.</source>
        <translation>Sbagliato: la risposta è {answer}.</translation>
    </message>
    <message>
        <source>The same low: the pot is split.</source>
        <translation>Lo stesso low: il piatto è diviso.</translation>
    </message>
    <message>
        <source>The lower hand wins, compared from the highest card down: {seat}.</source>
        <translation>Vince la mano più bassa, confrontata dalla carta più alta in giù: {seat}.</translation>
    </message>
    <message>
        <source>The best five of {cards}: {five}. Pairs count against a low, so each rank plays once and the five lowest ranks make the hand.</source>
        <translation>Le cinque migliori di {cards}: {five}. Le coppie contano contro un low, quindi ogni valore gioca una volta e i cinque valori più bassi formano la mano.</translation>
    </message>
    <message>
        <source>{seat}: {cards}, best five {five}.</source>
        <translation>{seat}: {cards}, cinque migliori {five}.</translation>
    </message>
    <message>
        <source>Values in big bets against folding: {figures}.</source>
        <translation>Valori in big bet rispetto a passare: {figures}.</translation>
    </message>
    <message>
        <source>Pot odds: {pot} to call {call} ({odds} to 1), so a call needs {needs} equity; you have {equity} against the likely hands.</source>
        <translation>Pot odds: {pot} per vedere {call} ({odds} a 1), quindi vedere richiede {needs} di equity; hai {equity} contro le mani probabili.</translation>
    </message>
    <message>
        <source>Your equity against the likely hands: {equity}.</source>
        <translation>La tua equity contro le mani probabili: {equity}.</translation>
    </message>
</context>
<context>
    <name>DrillsWiring</name>
    <message>
        <source>&amp;Drills…</source>
        <translation>&amp;Esercizi…</translation>
    </message>
    <message>
        <source>Short quizzes, one spot at a time, with the answer explained (Ctrl+D)</source>
        <translation>Brevi quiz, una situazione alla volta, con la risposta spiegata (Ctrl+D)</translation>
    </message>
</context>
<context>
    <name>EquityCalculatorWindow</name>
    <message>
        <source>Equity calculator</source>
        <translation>Calcolatore di equity</translation>
    </message>
    <message>
        <source>Enter each hand&apos;s cards in the order they were dealt, e.g. &quot;Ah 2d 3c&quot;. Write ?? for a card that was dealt but that you did not see (a down card). Ranks A 2-9 T J Q K, suits c d h s. Dead cards are cards out of play, such as folded upcards.</source>
        <translation>Inserisci le carte di ogni mano nell&apos;ordine in cui sono state distribuite, per es. &quot;Ah 2d 3c&quot;. Scrivi ?? per una carta distribuita che non hai visto (una carta coperta). Valori A 2-9 T J Q K, semi c d h s. Le carte morte sono carte fuori gioco, come le carte scoperte di chi ha passato.</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mani</translation>
    </message>
    <message>
        <source>&amp;Add a hand</source>
        <translation>&amp;Aggiungi una mano</translation>
    </message>
    <message>
        <source>Add a hand</source>
        <translation>Aggiungi una mano</translation>
    </message>
    <message>
        <source>e.g. 4c 4d</source>
        <translation>per es. 4c 4d</translation>
    </message>
    <message>
        <source>Dead cards</source>
        <translation>Carte morte</translation>
    </message>
    <message>
        <source>Random deals when sampling</source>
        <translation>Distribuzioni casuali nel campionamento</translation>
    </message>
    <message>
        <source>Used only when there are too many deals to count them all: more deals, a smaller margin</source>
        <translation>Usato solo quando le distribuzioni sono troppe per contarle tutte: più distribuzioni, margine più piccolo</translation>
    </message>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>Seed of the random deals</source>
        <translation>Seme delle distribuzioni casuali</translation>
    </message>
    <message>
        <source>The same seed gives the same numbers, as the razz-equity command&apos;s --seed does</source>
        <translation>Lo stesso seme dà gli stessi numeri, come --seed del comando razz-equity</translation>
    </message>
    <message>
        <source>&amp;Dead cards:</source>
        <translation>Carte &amp;morte:</translation>
    </message>
    <message>
        <source>&amp;Random deals:</source>
        <translation>&amp;Distribuzioni casuali:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eme:</translation>
    </message>
    <message>
        <source>&amp;Calculate</source>
        <translation>&amp;Calcola</translation>
    </message>
    <message>
        <source>Calculate</source>
        <translation>Calcola</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>A&amp;nnulla</translation>
    </message>
    <message>
        <source>Cancel the calculation</source>
        <translation>Annulla il calcolo</translation>
    </message>
    <message>
        <source>Progress of the calculation</source>
        <translation>Avanzamento del calcolo</translation>
    </message>
    <message>
        <source>Summary of the calculation</source>
        <translation>Riepilogo del calcolo</translation>
    </message>
    <message>
        <source>Results, one row per hand</source>
        <translation>Risultati, una riga per mano</translation>
    </message>
    <message>
        <source>Outs of each hand</source>
        <translation>Out di ogni mano</translation>
    </message>
    <message>
        <source>e.g. Ah 2d 3c, or ?? ?? Kc</source>
        <translation>per es. Ah 2d 3c, o ?? ?? Kc</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Hand &amp;{number}:</source>
        <translation>Mano &amp;{number}:</translation>
    </message>
    <message>
        <source>Hand {number}:</source>
        <translation>Mano {number}:</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Mano {number}</translation>
    </message>
    <message>
        <source>Remove hand {number}</source>
        <translation>Rimuovi la mano {number}</translation>
    </message>
    <message>
        <source>Calculating…</source>
        <translation>Calcolo in corso…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annullato.</translation>
    </message>
    <message>
        <source>Cannot calculate: {why}</source>
        <translation>Impossibile calcolare: {why}</translation>
    </message>
    <message>
        <source>hand {number}: “{word}” is not a card (ranks A 2-9 T J Q K, suits c d h s, e.g. Ah; ?? for an unknown card)</source>
        <translation>mano {number}: «{word}» non è una carta (valori A 2-9 T J Q K, semi c d h s, per es. Ah; ?? per una carta sconosciuta)</translation>
    </message>
    <message>
        <source>dead cards: “{word}” is not a card (ranks A 2-9 T J Q K, suits c d h s, e.g. Ah)</source>
        <translation>carte morte: «{word}» non è una carta (valori A 2-9 T J Q K, semi c d h s, per es. Ah)</translation>
    </message>
    <message>
        <source>?? cannot be a dead card: dead cards are cards you have seen</source>
        <translation>?? non può essere una carta morta: le carte morte sono carte che hai visto</translation>
    </message>
    <message>
        <source>the card {card} is given twice</source>
        <translation>la carta {card} è indicata due volte</translation>
    </message>
    <message>
        <source>hand {number} has {count} cards; a razz hand has at most 7</source>
        <translation>la mano {number} ha {count} carte; una mano di razz ne ha al massimo 7</translation>
    </message>
    <message>
        <source>give at least two hands</source>
        <translation>indica almeno due mani</translation>
    </message>
    <message>
        <source>at most eight hands play at a razz table</source>
        <translation>a un tavolo di razz giocano al massimo otto mani</translation>
    </message>
    <message>
        <source>{needed} cards are still to come but only {unseen} are left in the deck</source>
        <translation>devono ancora arrivare {needed} carte ma nel mazzo ne restano solo {unseen}</translation>
    </message>
    <message>
        <source>the number of random deals must be at least 2</source>
        <translation>il numero di distribuzioni casuali deve essere almeno 2</translation>
    </message>
    <message>
        <source>(no cards)</source>
        <translation>(nessuna carta)</translation>
    </message>
    <message>
        <source>Exact: every one of {deals} possible deals was counted.</source>
        <translation>Esatto: sono state contate tutte le {deals} distribuzioni possibili.</translation>
    </message>
    <message>
        <source>Sampled: {deals} random deals (too many to count them all); ± is the 95% margin of the equity.</source>
        <translation>Campione: {deals} distribuzioni casuali (troppe per contarle tutte); ± è il margine al 95% della equity.</translation>
    </message>
    <message>
        <source>The deck runs short: one shared card is every hand&apos;s seventh card.</source>
        <translation>Il mazzo non basta: una carta comune è la settima carta di ogni mano.</translation>
    </message>
    <message>
        <source>Outs: unseen cards that improve the hand&apos;s low as its next card.</source>
        <translation>Out: carte non viste che, come prossima carta, migliorano il low della mano.</translation>
    </message>
    <message>
        <source>Hand {number}: {cards}</source>
        <translation>Mano {number}: {cards}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Vince</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Pari</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <source>The hand&apos;s cards as given</source>
        <translation>Le carte della mano come indicate</translation>
    </message>
    <message>
        <source>How often the hand alone has the best low</source>
        <translation>Quanto spesso la mano da sola ha il low migliore</translation>
    </message>
    <message>
        <source>How often it shares the best low</source>
        <translation>Quanto spesso divide il low migliore</translation>
    </message>
    <message>
        <source>Its share of the pot on average: wins plus its part of ties</source>
        <translation>La sua parte del piatto in media: vincite più la sua parte dei pareggi</translation>
    </message>
    <message>
        <source>± 95%</source>
        <translation>± 95%</translation>
    </message>
    <message>
        <source>The margin of the equity: the true value lies within it 95 times in 100</source>
        <translation>Il margine della equity: il valore vero vi rientra 95 volte su 100</translation>
    </message>
    <message>
        <source>8-low</source>
        <translation>Low all&apos;8</translation>
    </message>
    <message>
        <source>7-low</source>
        <translation>Low al 7</translation>
    </message>
    <message>
        <source>6-low</source>
        <translation>Low al 6</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Ruota</translation>
    </message>
    <message>
        <source>Outs</source>
        <translation>Out</translation>
    </message>
    <message>
        <source>The chance of finishing with an 8-low or better</source>
        <translation>La probabilità di finire con un low all&apos;8 o migliore</translation>
    </message>
    <message>
        <source>The chance of finishing with a 7-low or better</source>
        <translation>La probabilità di finire con un low al 7 o migliore</translation>
    </message>
    <message>
        <source>The chance of finishing with a 6-low or better</source>
        <translation>La probabilità di finire con un low al 6 o migliore</translation>
    </message>
    <message>
        <source>The chance of finishing with the wheel, 5-4-3-2-A</source>
        <translation>La probabilità di finire con la ruota, 5-4-3-2-A</translation>
    </message>
    <message>
        <source>Unseen cards that improve the hand&apos;s low as its next card</source>
        <translation>Carte non viste che, come prossima carta, migliorano il low della mano</translation>
    </message>
</context>
<context>
    <name>EquityWiring</name>
    <message>
        <source>&amp;Equity calculator…</source>
        <translation>Calcolatore di &amp;equity…</translation>
    </message>
    <message>
        <source>Each hand&apos;s chance to win, to make an 8, 7, 6-low or the wheel, and its outs</source>
        <translation>La probabilità di ogni mano di vincere, di fare un low all&apos;8, al 7, al 6 o la ruota, e i suoi out</translation>
    </message>
</context>
<context>
    <name>ErrorRateChart</name>
    <message>
        <source>Error rate over time</source>
        <translation>Tasso di errore nel tempo</translation>
    </message>
    <message>
        <source>Blunders / 100</source>
        <translation>Sviste / 100</translation>
    </message>
    <message>
        <source>Big bets lost / 100</source>
        <translation>Big bet persi / 100</translation>
    </message>
    <message>
        <source>%1, from %2: %3 big bets lost and %4 blunders per 100 decisions (%5 decisions)</source>
        <translation>%1, dal %2: %3 big bet persi e %4 sviste ogni 100 decisioni (%5 decisioni)</translation>
    </message>
</context>
<context>
    <name>FilterPanel</name>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Giocatore:</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;A</translation>
    </message>
    <message>
        <source>Any session</source>
        <translation>Qualsiasi sessione</translation>
    </message>
    <message>
        <source>Any site</source>
        <translation>Qualsiasi sito</translation>
    </message>
    <message>
        <source>Any stakes</source>
        <translation>Qualsiasi limite</translation>
    </message>
    <message>
        <source>Final hand</source>
        <translation>Mano finale</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importate</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perse</translation>
    </message>
    <message>
        <source>No showdown</source>
        <translation>Senza showdown</translation>
    </message>
    <message>
        <source>Played and imported</source>
        <translation>Giocate e importate</translation>
    </message>
    <message>
        <source>Played here</source>
        <translation>Giocate qui</translation>
    </message>
    <message>
        <source>Played or imported</source>
        <translation>Giocate o importate</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nome del giocatore</translation>
    </message>
    <message>
        <source>Reset filters</source>
        <translation>Azzera i filtri</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>S&amp;tarting cards:</source>
        <translation>&amp;Carte iniziali:</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sessione</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Showdown or not</source>
        <translation>Showdown o no</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Sito</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Limiti</translation>
    </message>
    <message>
        <source>Starting cards</source>
        <translation>Carte iniziali</translation>
    </message>
    <message>
        <source>Tour&amp;nament:</source>
        <translation>Tor&amp;neo:</translation>
    </message>
    <message>
        <source>Starting cards: {why}</source>
        <translation>Carte iniziali: {why}</translation>
    </message>
    <message>
        <source>Went to showdown</source>
        <translation>Arrivate allo showdown</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Vinte o perse</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Cash games and tournaments</source>
        <translation>Cash game e tornei</translation>
    </message>
    <message>
        <source>Cash games only</source>
        <translation>Solo cash game</translation>
    </message>
    <message>
        <source>Every tournament</source>
        <translation>Tutti i tornei</translation>
    </message>
    <message>
        <source>e.g. A-2-3, three to an 8, a pair</source>
        <translation>es. A-2-3, tre fino all&apos;8, una coppia</translation>
    </message>
    <message>
        <source>you / the file&apos;s hero</source>
        <translation>tu / l&apos;eroe del file</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>You buy in for {amount}.</source>
        <translation>Compri fiches per {amount}.</translation>
    </message>
    <message>
        <source>The table cannot deal another hand: {why}</source>
        <translation>Il tavolo non può distribuire un&apos;altra mano: {why}</translation>
    </message>
    <message>
        <source>You are out of chips: the session is over.</source>
        <translation>Hai finito le fiches: la sessione è finita.</translation>
    </message>
    <message>
        <source>{name} buys in again for {amount}.</source>
        <translation>{name} ricompra per {amount}.</translation>
    </message>
    <message>
        <source>{old} leaves the table; {new} sits down with {amount}.</source>
        <translation>{old} lascia il tavolo; {new} si siede con {amount}.</translation>
    </message>
    <message>
        <source>Level {number}: limits {small}/{big}, ante {ante}, bring-in {bring_in}.</source>
        <translation>Livello {number}: limiti {small}/{big}, ante {ante}, bring-in {bring_in}.</translation>
    </message>
    <message>
        <source>You are out of the tournament in place {place}.</source>
        <translation>Sei eliminato dal torneo al posto {place}.</translation>
    </message>
    <message>
        <source>{name} is out in place {place}.</source>
        <translation>{name} è eliminato al posto {place}.</translation>
    </message>
</context>
<context>
    <name>HandWindow</name>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Esporta…</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Riproduci</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Hand #{n}</source>
        <translation>Mano n. {n}</translation>
    </message>
    <message>
        <source>Practice hand</source>
        <translation>Mano di allenamento</translation>
    </message>
    <message>
        <source>Imported from {file}. Cards the file never showed are card backs.</source>
        <translation>Importata da {file}. Le carte che il file non ha mai mostrato sono dorsi.</translation>
    </message>
    <message>
        <source>Practice review</source>
        <translation>Revisione dell&apos;allenamento</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <source>Replay the hand on the table, step by step (Ctrl+R)</source>
        <translation>Riproduci la mano sul tavolo, passo per passo (Ctrl+R)</translation>
    </message>
    <message>
        <source>Shaded cards were dealt face down; card backs are cards nobody saw.</source>
        <translation>Le carte ombreggiate sono state date coperte; i dorsi sono carte che nessuno ha visto.</translation>
    </message>
    <message>
        <source>Study mode: every player&apos;s hole cards are shown, also those of players who folded.</source>
        <translation>Modalità studio: sono mostrate le carte personali di tutti i giocatori, anche di chi ha passato.</translation>
    </message>
    <message>
        <source>Write the hand to a PokerStars or PHH file</source>
        <translation>Scrivi la mano in un file PokerStars o PHH</translation>
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
&lt;h2&gt;Il razz in una pagina&lt;/h2&gt;
&lt;p&gt;&lt;b&gt;Vince la mano più bassa.&lt;/b&gt; Il razz è seven card stud giocato al basso: ogni giocatore
forma la migliore mano bassa di cinque carte con sette carte. Gli assi sono sempre bassi;
scale e colori non contano. La mano migliore è 5-4-3-2-A, la “ruota”.
Le coppie sono negative: qualsiasi mano senza coppia batte qualsiasi mano con una coppia.&lt;/p&gt;
&lt;h3&gt;La distribuzione&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;Tutti mettono una &lt;b&gt;puntata ante&lt;/b&gt;. In &lt;b&gt;terza strada&lt;/b&gt; ogni giocatore riceve due carte
coperte e una scoperta (la carta di porta).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Quarta, quinta e sesta strada&lt;/b&gt;: una carta scoperta in più ciascuno.
&lt;b&gt;Settima strada&lt;/b&gt; (il river): una carta coperta.&lt;/li&gt;
&lt;li&gt;Se in settima strada il mazzo non basta, una &lt;b&gt;carta comune&lt;/b&gt; viene posta scoperta
al centro e tutti la usano.&lt;/li&gt;
&lt;/ul&gt;
&lt;h3&gt;Chi parla per primo&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;Terza strada: la carta scoperta &lt;b&gt;più alta&lt;/b&gt; deve fare il &lt;b&gt;bring-in&lt;/b&gt; (una piccola puntata obbligatoria).
I re sono i più alti, gli assi i più bassi; a parità di valore picche fa il bring-in prima di cuori,
quadri e fiori. Quel giocatore può invece &lt;b&gt;completare&lt;/b&gt; a una puntata piccola intera.&lt;/li&gt;
&lt;li&gt;Dalla quarta strada in poi parla per primo chi mostra il &lt;b&gt;banco più basso&lt;/b&gt;.&lt;/li&gt;
&lt;/ul&gt;
&lt;h3&gt;Le puntate&lt;/h3&gt;
&lt;p&gt;Limite fisso: puntate piccole in terza e quarta strada, grandi in quinta, sesta e settima.
Al massimo una puntata e tre rilanci per giro. In terza strada non si può fare cip.&lt;/p&gt;
&lt;h3&gt;Showdown&lt;/h3&gt;
&lt;p&gt;La mano bassa migliore tra i giocatori rimasti vince il piatto; in caso di parità si divide. Chi
è all-in può vincere solo quanto ha coperto (i piatti secondari sono mostrati a parte).&lt;/p&gt;
&lt;h3&gt;A questo tavolo&lt;/h3&gt;
&lt;p&gt;Il &lt;b&gt;pulsante stud&lt;/b&gt; sta al posto 8: ogni strada viene distribuita a partire dal primo
giocatore alla sua sinistra. Le tue carte personali sono scoperte sotto le tue carte scoperte
(solo tu puoi vederle). Il registro del mazziere a destra spiega ogni regola mentre
si applica.&lt;/p&gt;
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
&lt;h3&gt;Tornei (Partita &amp;gt; Nuovo torneo)&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;Tutti iniziano con le stesse fiches. I limiti, l&apos;ante e il bring-in salgono di livello
in livello; un livello dura un numero di mani o di minuti di gioco (l&apos;orologio si ferma
mentre la partita è in pausa), e una mano finisce sempre al livello in cui è iniziata.&lt;/li&gt;
&lt;li&gt;Chi non può pagare l&apos;ante o il bring-in mette ciò che ha ed è all-in. Chi resta senza
fiches dopo una mano è eliminato e il suo posto si chiude.&lt;/li&gt;
&lt;li&gt;I giocatori eliminati nella stessa mano si classificano secondo le fiches che avevano
all&apos;inizio della mano; stack uguali si dividono i posti e i premi (le fiches dispari al
posto precedente a sinistra del bottone).&lt;/li&gt;
&lt;li&gt;Il montepremi è la somma dei buy-in (soldi finti per default): 65/35 fino a sei
giocatori, 50/30/20 per sette o otto, tutto al vincitore in heads-up, oppure la tua
tabella.&lt;/li&gt;
&lt;li&gt;Quando sei eliminato, gli altri finiscono subito il torneo, così il risultato mostra
ogni posizione.&lt;/li&gt;
&lt;/ul&gt;
</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Check or call</source>
        <translation>Cip o vedi</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Bet (or whichever raise is on offer)</source>
        <translation>Punta (o il rilancio disponibile)</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Raise, or complete the bring-in</source>
        <translation>Rilancia, o completa il bring-in</translation>
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
        <translation>Mostra / fai muck allo showdown</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spazio</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Distribuisci la mano successiva</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Pause or resume</source>
        <translation>Pausa o riprendi</translation>
    </message>
    <message>
        <source>Ctrl+Right / Ctrl+Left</source>
        <translation>Ctrl+Destra / Ctrl+Sinistra</translation>
    </message>
    <message>
        <source>Turn the table one seat clockwise / counter-clockwise</source>
        <translation>Ruota il tavolo di un posto in senso orario / antiorario</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Show or hide the dealer log</source>
        <translation>Mostra o nascondi il registro del mazziere</translation>
    </message>
    <message>
        <source>Ctrl+4</source>
        <translation>Ctrl+4</translation>
    </message>
    <message>
        <source>Four-colour deck on or off</source>
        <translation>Mazzo a quattro colori sì o no</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Last hand: the previous hands of this session</source>
        <translation>Ultima mano: le mani precedenti di questa sessione</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Practice mode (the Coach) on or off</source>
        <translation>Modalità allenamento (l&apos;allenatore) sì o no</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>Drills: in the drill window, 1-9 answer and Enter or N deals the next</source>
        <translation>Esercizi: nella finestra degli esercizi 1-9 rispondono, Invio o N dà il prossimo</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Show the Coach&apos;s hint for this decision</source>
        <translation>Mostra il consiglio dell&apos;allenatore per questa decisione</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Nuova sessione</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Rules summary</source>
        <translation>Riepilogo delle regole</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>The action buttons show their key on a keycap; the keys work anywhere in the window.</source>
        <translation>I pulsanti delle azioni mostrano il loro tasto su un piccolo tasto disegnato; i tasti funzionano ovunque nella finestra.</translation>
    </message>
    <message>
        <source>The windows, drawing and event loop; used unmodified as shared libraries you may replace</source>
        <translation>Le finestre, il disegno e il ciclo degli eventi; usati senza modifiche come librerie condivise che puoi sostituire</translation>
    </message>
    <message>
        <source>The computer players&apos; and the Coach&apos;s equity arithmetic</source>
        <translation>I calcoli di equity dei giocatori del computer e dell&apos;allenatore</translation>
    </message>
    <message>
        <source>The statistics charts</source>
        <translation>I grafici delle statistiche</translation>
    </message>
    <message>
        <source>Where settings and the hand log are kept</source>
        <translation>Dove sono conservati le impostazioni e lo storico delle mani</translation>
    </message>
    <message>
        <source>Playing the table&apos;s sounds (which Razz Desktop synthesises itself)</source>
        <translation>La riproduzione dei suoni del tavolo (che Razz Desktop sintetizza da sé)</translation>
    </message>
    <message>
        <source>Every text and the suit symbols</source>
        <translation>Ogni testo e i simboli dei semi</translation>
    </message>
    <message>
        <source>The interpreter and standard library (in the desktop bundle)</source>
        <translation>L&apos;interprete e la libreria standard (nel pacchetto desktop)</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Sorgente:</translation>
    </message>
    <message>
        <source>An offline Razz (seven-card stud, lowest hand wins) game and trainer.</source>
        <translation>Un gioco e allenatore offline di razz (seven card stud, vince la mano più bassa).</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licenza</translation>
    </message>
    <message>
        <source>Razz Desktop is free software under the MIT licence:</source>
        <translation>Razz Desktop è software libero con licenza MIT:</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Riconoscimenti</translation>
    </message>
    <message>
        <source>Written by the Razz Desktop developers. The rules follow the project&apos;s rule book, compiled from German, Italian and Dutch sources. Card faces are drawn by the program.</source>
        <translation>Scritto dagli sviluppatori di Razz Desktop. Le regole seguono il regolamento del progetto, compilato da fonti tedesche, italiane e olandesi. Le facce delle carte sono disegnate dal programma.</translation>
    </message>
    <message>
        <source>Third-party software</source>
        <translation>Software di terze parti</translation>
    </message>
    <message>
        <source>Razz Desktop is built with the following software, under their licences. The full texts are in THIRD-PARTY-NOTICES.md and the licenses folder of the desktop bundle, or in the installed packages&apos; metadata.</source>
        <translation>Razz Desktop è costruito con il seguente software, sotto le rispettive licenze. I testi completi sono in THIRD-PARTY-NOTICES.md e nella cartella licenses del pacchetto desktop, o nei metadati dei pacchetti installati.</translation>
    </message>
    <message>
        <source>About Razz Desktop</source>
        <translation>Informazioni su Razz Desktop</translation>
    </message>
    <message>
        <source>Applications menu</source>
        <translation>Menu delle applicazioni</translation>
    </message>
    <message>
        <source>Razz Desktop could not be added to the applications menu: {error}</source>
        <translation>Non è stato possibile aggiungere Razz Desktop al menu delle applicazioni: {error}</translation>
    </message>
    <message>
        <source>Razz Desktop is now in your applications menu ({path}).</source>
        <translation>Razz Desktop ora è nel tuo menu delle applicazioni ({path}).</translation>
    </message>
    <message>
        <source>The menu entry could not be removed: {error}</source>
        <translation>Non è stato possibile rimuovere la voce di menu: {error}</translation>
    </message>
    <message>
        <source>Razz Desktop was removed from your applications menu.</source>
        <translation>Razz Desktop è stato rimosso dal tuo menu delle applicazioni.</translation>
    </message>
    <message>
        <source>Razz Desktop was not in your applications menu.</source>
        <translation>Razz Desktop non era nel tuo menu delle applicazioni.</translation>
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
        <translation>Vai al tavolo come testo (una riga per posto)</translation>
    </message>
    <message>
        <source>Move between the action buttons and the panels / press the focused button</source>
        <translation>Spostati tra i pulsanti delle azioni e i pannelli / premi il pulsante attivo</translation>
    </message>
    <message>
        <source>Read the Coach&apos;s advice aloud again</source>
        <translation>Rileggi ad alta voce il consiglio dell&apos;allenatore</translation>
    </message>
    <message>
        <source>Read the situation aloud again (screen reader)</source>
        <translation>Rileggi ad alta voce la situazione (lettore di schermo)</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Tab / Enter</source>
        <translation>Tab / Invio</translation>
    </message>
</context>
<context>
    <name>HintPage</name>
    <message>
        <source>Recommended action</source>
        <translation>Azione consigliata</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Perché</translation>
    </message>
    <message>
        <source>Hint (%1)</source>
        <translation>Consiglio (%1)</translation>
    </message>
    <message>
        <source>Show hint</source>
        <translation>Mostra consiglio</translation>
    </message>
    <message>
        <source>Shows the coach&apos;s recommendation for the current decision</source>
        <translation>Mostra la raccomandazione dell&apos;allenatore per la decisione attuale</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <source>Your chances</source>
        <translation>Le tue probabilità</translation>
    </message>
    <message>
        <source>vs random hands</source>
        <translation>contro mani casuali</translation>
    </message>
    <message>
        <source>How often you win (ties shared) if the opponents&apos; unseen cards were random. ± is the margin of error (about 95%).</source>
        <translation>Quanto spesso vinci (pareggi divisi) se le carte non viste degli avversari fossero casuali. ± è il margine di errore (circa 95%).</translation>
    </message>
    <message>
        <source>vs likely hands</source>
        <translation>contro mani probabili</translation>
    </message>
    <message>
        <source>The same against the hands the opponents&apos; boards and betting suggest, as the Expert bot reads them. ± is the margin of error (about 95%).</source>
        <translation>Lo stesso contro le mani suggerite dai banchi e dalle puntate degli avversari, come le legge il bot Esperto. ± è il margine di errore (circa 95%).</translation>
    </message>
    <message>
        <source>The price</source>
        <translation>Il prezzo</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Piatto</translation>
    </message>
    <message>
        <source>To call</source>
        <translation>Per vedere</translation>
    </message>
    <message>
        <source>A call needs</source>
        <translation>Vedere richiede</translation>
    </message>
    <message>
        <source>The equity at which calling breaks even: to call ÷ (pot + to call).</source>
        <translation>L&apos;equity a cui vedere va in pari: per vedere ÷ (piatto + per vedere).</translation>
    </message>
    <message>
        <source>Expert&apos;s values (big bets)</source>
        <translation>Valori dell&apos;Esperto (big bet)</translation>
    </message>
    <message>
        <source>The Expert bot&apos;s estimate of each action, in big bets, compared with folding now.</source>
        <translation>La stima del bot Esperto per ogni azione, in big bet, rispetto a passare subito.</translation>
    </message>
    <message>
        <source>Expert&apos;s values</source>
        <translation>Valori dell&apos;Esperto</translation>
    </message>
    <message>
        <source>Starting hand</source>
        <translation>Mano di partenza</translation>
    </message>
    <message>
        <source>Door cards still to act</source>
        <translation>Carte scoperte di chi deve parlare</translation>
    </message>
    <message>
        <source>Likely hands</source>
        <translation>Mani probabili</translation>
    </message>
    <message>
        <source>What each opponent probably holds, as the Expert reads his upcards and betting, and your chances against those hands alone.</source>
        <translation>Che cosa ha probabilmente ogni avversario, secondo la lettura dell&apos;Esperto delle sue carte scoperte e delle sue puntate, e le tue probabilità contro quelle mani da sole.</translation>
    </message>
    <message>
        <source>Live cards</source>
        <translation>Carte vive</translation>
    </message>
    <message>
        <source>Live cards you need</source>
        <translation>Carte vive che ti servono</translation>
    </message>
    <message>
        <source>The ranks that would improve your low and how many of each are still unseen, counting every upcard shown this hand, folded ones included.</source>
        <translation>I valori che migliorerebbero il tuo basso e quante carte di ciascuno non sono ancora state viste, contando ogni carta scoperta di questa mano, comprese quelle di chi ha passato.</translation>
    </message>
    <message>
        <source>Steal or bluff note</source>
        <translation>Nota su furto o bluff</translation>
    </message>
    <message numerus="yes">
        <source>%n opponent(s)</source>
        <translation>
            <numerusform>%n avversario</numerusform>
            <numerusform>%n avversari</numerusform>
        </translation>
    </message>
    <message>
        <source>Your decision on %1 · %2</source>
        <translation>La tua decisione in %1 · %2</translation>
    </message>
    <message>
        <source>You have %1.</source>
        <translation>Hai %1.</translation>
    </message>
    <message>
        <source>%1 (the pot pays %2 to 1)</source>
        <translation>%1 (il piatto paga %2 a 1)</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>forte</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>giocabile</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>debole</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>non giocabile</translation>
    </message>
    <message>
        <source>(seat %1)</source>
        <translation>(posto %1)</translation>
    </message>
    <message>
        <source>no low door</source>
        <translation>nessuna carta di porta bassa</translation>
    </message>
    <message numerus="yes">
        <source>%n low door(s)</source>
        <translation>
            <numerusform>%n carta di porta bassa</numerusform>
            <numerusform>%n carte di porta basse</numerusform>
        </translation>
    </message>
    <message>
        <source>Still to act after you: %1 — %2</source>
        <translation>Parlano ancora dopo di te: %1 — %2</translation>
    </message>
    <message>
        <source>If you complete or raise, these must answer it: %1</source>
        <translation>Se completi o rilanci, questi devono rispondere: %1</translation>
    </message>
    <message>
        <source>Nobody is left to act after you.</source>
        <translation>Dopo di te non parla più nessuno.</translation>
    </message>
    <message>
        <source>you: %1</source>
        <translation>tu: %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Posto %1</translation>
    </message>
    <message>
        <source>Nothing left to improve: your low is the best it can be.</source>
        <translation>Niente da migliorare: il tuo basso è il migliore possibile.</translation>
    </message>
    <message>
        <source>%1 of %2 cards you need are still live</source>
        <translation>%1 delle %2 carte che ti servono sono ancora vive</translation>
    </message>
    <message>
        <source>no cards to come</source>
        <translation>nessuna carta in arrivo</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Vive</translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message>
        <source>3rd street</source>
        <translation>Terza strada</translation>
    </message>
    <message>
        <source>Big bets</source>
        <translation>Big bet</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>(%n hand(s))</source>
        <translation>(mani: %n)</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sessione</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Site / hand id</source>
        <translation>Sito / id mano</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Limiti</translation>
    </message>
    <message>
        <source>Winning hand</source>
        <translation>Mano vincente</translation>
    </message>
</context>
<context>
    <name>HistoryController</name>
    <message>
        <source>Not even the journal beside the hand history ({journal}) can be written, so your latest hands are kept only in memory and would be lost if Razz Desktop closed now. Keep it open and free some disk space (or make the folder writable): they are written as soon as that works.</source>
        <translation>Non si può scrivere nemmeno il diario accanto allo storico delle mani ({journal}), quindi le ultime mani sono solo in memoria e andrebbero perse se Razz Desktop si chiudesse ora. Lascialo aperto e libera spazio su disco (o rendi scrivibile la cartella): verranno scritte appena possibile.</translation>
    </message>
    <message numerus="yes">
        <source>The hand history can be written again: %n kept hand(s) were saved to it.</source>
        <translation>
            <numerusform>Lo storico delle mani è di nuovo scrivibile: %n mano conservata è stata salvata.</numerusform>
            <numerusform>Lo storico delle mani è di nuovo scrivibile: %n mani conservate sono state salvate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hands are kept in {journal} and will be written to the history as soon as it can be, at the latest the next time Razz Desktop starts.</source>
        <translation>Le tue mani sono conservate in {journal} e verranno scritte nello storico appena possibile, al più tardi al prossimo avvio di Razz Desktop.</translation>
    </message>
    <message>
        <source>The hand history ({file}) is in use by another program.</source>
        <translation>Lo storico delle mani ({file}) è in uso da un altro programma.</translation>
    </message>
    <message>
        <source>Close the other program (for example a database browser) to save them now.</source>
        <translation>Chiudi l&apos;altro programma (per esempio un browser di database) per salvarle ora.</translation>
    </message>
    <message>
        <source>The hand history ({file}) cannot be written: the file or its folder is read-only.</source>
        <translation>Lo storico delle mani ({file}) non si può scrivere: il file o la sua cartella è in sola lettura.</translation>
    </message>
    <message>
        <source>Make the file writable again (check its permissions) to save them.</source>
        <translation>Rendi di nuovo scrivibile il file (controlla i permessi) per salvarle.</translation>
    </message>
    <message>
        <source>The disk holding the hand history ({file}) is full.</source>
        <translation>Il disco che contiene lo storico delle mani ({file}) è pieno.</translation>
    </message>
    <message>
        <source>Free some disk space to save them.</source>
        <translation>Libera spazio su disco per salvarle.</translation>
    </message>
    <message>
        <source>The hand history ({file}) is damaged.</source>
        <translation>Lo storico delle mani ({file}) è danneggiato.</translation>
    </message>
    <message>
        <source>Restart Razz Desktop: it keeps the damaged file aside, starts a new one and writes your hands to it.</source>
        <translation>Riavvia Razz Desktop: metterà da parte il file danneggiato, ne inizierà uno nuovo e ci scriverà le tue mani.</translation>
    </message>
    <message>
        <source>The hand history ({file}) was written by a newer version of Razz Desktop, and this version leaves it untouched.</source>
        <translation>Lo storico delle mani ({file}) è stato scritto da una versione più recente di Razz Desktop, e questa versione non lo tocca.</translation>
    </message>
    <message>
        <source>Update Razz Desktop to save them.</source>
        <translation>Aggiorna Razz Desktop per salvarle.</translation>
    </message>
    <message>
        <source>The hand history ({file}) cannot be written just now.</source>
        <translation>Lo storico delle mani ({file}) non si può scrivere in questo momento.</translation>
    </message>
    <message>
        <source>Check that the disk is connected and the file still exists.</source>
        <translation>Controlla che il disco sia collegato e che il file esista ancora.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>%n hand(s)</source>
        <translation>Mani: %n</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Apri</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Riproduci</translation>
    </message>
    <message>
        <source>10-low or better</source>
        <translation>basso al 10 o migliore</translation>
    </message>
    <message>
        <source>6-low or better</source>
        <translation>basso al 6 o migliore</translation>
    </message>
    <message>
        <source>7-low or better</source>
        <translation>basso al 7 o migliore</translation>
    </message>
    <message>
        <source>8-low or better</source>
        <translation>basso all&apos;8 o migliore</translation>
    </message>
    <message>
        <source>9-low or better</source>
        <translation>basso al 9 o migliore</translation>
    </message>
    <message>
        <source>A wheel (5-low)</source>
        <translation>Una ruota (basso al 5)</translation>
    </message>
    <message>
        <source>Any final hand</source>
        <translation>Qualsiasi mano finale</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Export &amp;all shown…</source>
        <translation>Esporta &amp;tutte quelle mostrate…</translation>
    </message>
    <message>
        <source>Export &amp;selected…</source>
        <translation>Esporta le &amp;selezionate…</translation>
    </message>
    <message>
        <source>Anal&amp;yse hands…</source>
        <translation>Anali&amp;zza mani…</translation>
    </message>
    <message>
        <source>The Coach grades your decisions in imported hands, as in practice (Game &gt; Mistakes shows them)</source>
        <translation>Il Coach valuta le tue decisioni nelle mani importate, come in allenamento (Gioco &gt; Errori le mostra)</translation>
    </message>
    <message>
        <source>Analyse the selected hands</source>
        <translation>Analizza le mani selezionate</translation>
    </message>
    <message>
        <source>Analyse every imported hand not analysed yet</source>
        <translation>Analizza tutte le mani importate non ancora analizzate</translation>
    </message>
    <message>
        <source>No hands yet. Play a hand, or bring in your hands from other sites with File &gt; Import hand histories…</source>
        <translation>Ancora nessuna mano. Gioca una mano, o porta qui le tue mani da altri siti con File &gt; Importa storici delle mani…</translation>
    </message>
    <message>
        <source>No hands match these filters.</source>
        <translation>Nessuna mano corrisponde a questi filtri.</translation>
    </message>
    <message>
        <source>Exporting {what} to {path}…</source>
        <translation>Esportazione di {what} in {path}…</translation>
    </message>
    <message>
        <source>Fix the starting cards filter first.</source>
        <translation>Correggi prima il filtro delle carte iniziali.</translation>
    </message>
    <message>
        <source>Hand History</source>
        <translation>Storico delle mani</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mani</translation>
    </message>
    <message>
        <source>Hide filters</source>
        <translation>Nascondi i filtri</translation>
    </message>
    <message>
        <source>J-low or better</source>
        <translation>basso al J o migliore</translation>
    </message>
    <message>
        <source>K-low or better</source>
        <translation>basso al K o migliore</translation>
    </message>
    <message>
        <source>No hands to export: the filters let none through.</source>
        <translation>Nessuna mano da esportare: i filtri non ne lasciano passare nessuna.</translation>
    </message>
    <message>
        <source>Q-low or better</source>
        <translation>basso alla Q o migliore</translation>
    </message>
    <message>
        <source>Replay the hand on the table (Ctrl+R)</source>
        <translation>Riproduci la mano sul tavolo (Ctrl+R)</translation>
    </message>
    <message>
        <source>Show filters</source>
        <translation>Mostra i filtri</translation>
    </message>
    <message>
        <source>Show or hide the filters (Ctrl+F)</source>
        <translation>Mostra o nascondi i filtri (Ctrl+F)</translation>
    </message>
    <message>
        <source>Show the hand street by street (Enter)</source>
        <translation>Mostra la mano strada per strada (Invio)</translation>
    </message>
    <message>
        <source>Write every hand the filters let through to a file</source>
        <translation>Scrivi in un file ogni mano che i filtri lasciano passare</translation>
    </message>
    <message>
        <source>Write the selected hands to a PokerStars or PHH file</source>
        <translation>Scrivi le mani selezionate in un file PokerStars o PHH</translation>
    </message>
    <message>
        <source>Exported {what} to {path}.</source>
        <translation>{what} esportate in {path}.</translation>
    </message>
</context>
<context>
    <name>HouseRulesPage</name>
    <message>
        <source>The standard rules apply unless you switch on a house rule.</source>
        <translation>Valgono le regole standard, a meno che tu non attivi una regola della casa.</translation>
    </message>
</context>
<context>
    <name>LastHandWindow</name>
    <message>
        <source>hidden card</source>
        <translation>carta nascosta</translation>
    </message>
    <message>
        <source>(community card)</source>
        <translation>(carta comune)</translation>
    </message>
    <message>
        <source>(face down)</source>
        <translation>(coperta)</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>nessuna carta</translation>
    </message>
    <message>
        <source>Wins {chips} with {hand}</source>
        <translation>Vince {chips} con {hand}</translation>
    </message>
    <message>
        <source>Shows {hand}</source>
        <translation>Mostra {hand}</translation>
    </message>
    <message>
        <source>Mucked {hand}</source>
        <translation>Ha fatto muck con {hand}</translation>
    </message>
    <message>
        <source>Folded on {street}</source>
        <translation>Ha passato in {street}</translation>
    </message>
    <message>
        <source>Wins {chips} (no showdown)</source>
        <translation>Vince {chips} (senza showdown)</translation>
    </message>
    <message>
        <source>Hand #{n}  ·  {when}  ·  pot {pot}  ·  won by {winners}</source>
        <translation>Mano n. {n}  ·  {when}  ·  piatto {pot}  ·  vinta da {winners}</translation>
    </message>
    <message>
        <source>Practice hand</source>
        <translation>Mano di allenamento</translation>
    </message>
    <message>
        <source>you {net}</source>
        <translation>tu {net}</translation>
    </message>
    <message>
        <source>Antes: {n} players × {ante}</source>
        <translation>Puntate ante: {n} giocatori × {ante}</translation>
    </message>
    <message>
        <source>community card</source>
        <translation>carta comune</translation>
    </message>
    <message>
        <source>{amount} returned to {name} (uncalled)</source>
        <translation>{amount} restituiti a {name} (non visti)</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>show</source>
        <translation>mostri</translation>
    </message>
    <message>
        <source>shows</source>
        <translation>mostra</translation>
    </message>
    <message>
        <source>muck</source>
        <translation>fai muck</translation>
    </message>
    <message>
        <source>mucks</source>
        <translation>fa muck</translation>
    </message>
    <message>
        <source>brings in for {n}</source>
        <translation>fa il bring-in di {n}</translation>
    </message>
    <message>
        <source>bring in for {n}</source>
        <translation>fai il bring-in di {n}</translation>
    </message>
    <message>
        <source>completes to {n}</source>
        <translation>completa a {n}</translation>
    </message>
    <message>
        <source>complete to {n}</source>
        <translation>completi a {n}</translation>
    </message>
    <message>
        <source>bets {n}</source>
        <translation>punta {n}</translation>
    </message>
    <message>
        <source>bet {n}</source>
        <translation>punti {n}</translation>
    </message>
    <message>
        <source>raises to {n}</source>
        <translation>rilancia a {n}</translation>
    </message>
    <message>
        <source>raise to {n}</source>
        <translation>rilanci a {n}</translation>
    </message>
    <message>
        <source>calls {n}</source>
        <translation>vede {n}</translation>
    </message>
    <message>
        <source>call {n}</source>
        <translation>vedi {n}</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>fa cip</translation>
    </message>
    <message>
        <source>check</source>
        <translation>fai cip</translation>
    </message>
    <message>
        <source>folds</source>
        <translation>passa</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>passi</translation>
    </message>
    <message>
        <source>(all-in)</source>
        <translation>(all-in)</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Piatto</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Piatto principale</translation>
    </message>
    <message>
        <source>Side pot {n}</source>
        <translation>Piatto secondario {n}</translation>
    </message>
    <message>
        <source>split: {who}</source>
        <translation>diviso: {who}</translation>
    </message>
    <message>
        <source>won by {who}</source>
        <translation>vinto da {who}</translation>
    </message>
    <message>
        <source>with {hand}</source>
        <translation>con {hand}</translation>
    </message>
    <message>
        <source>(everyone else folded)</source>
        <translation>(tutti gli altri hanno passato)</translation>
    </message>
    <message>
        <source>contested by {seats}</source>
        <translation>conteso da {seats}</translation>
    </message>
    <message>
        <source>Community card</source>
        <translation>Carta comune</translation>
    </message>
    <message>
        <source>The deck ran short on 7th street: every player used this card.</source>
        <translation>In settima strada il mazzo non bastava: ogni giocatore ha usato questa carta.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <source>{name}: net {chips}</source>
        <translation>{name}: netto {chips}</translation>
    </message>
    <message>
        <source>Last Hand</source>
        <translation>Ultima mano</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Choose one of this session&apos;s hands, newest first</source>
        <translation>Scegli una delle mani di questa sessione, la più recente per prima</translation>
    </message>
    <message>
        <source>Previous hand (Alt+Left)</source>
        <translation>Mano precedente (Alt+Sinistra)</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Mano precedente</translation>
    </message>
    <message>
        <source>Next hand (Alt+Right)</source>
        <translation>Mano successiva (Alt+Destra)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano successiva</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Copia come testo</translation>
    </message>
    <message>
        <source>Copy the hand in PokerStars hand-history format (Ctrl+Shift+C)</source>
        <translation>Copia la mano nel formato di storico mani di PokerStars (Ctrl+Maiusc+C)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Revisione</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisione</translation>
    </message>
    <message>
        <source>Open the Coach&apos;s review of this hand</source>
        <translation>Apri la revisione dell&apos;allenatore di questa mano</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Mano:</translation>
    </message>
    <message>
        <source>Study mode: every player&apos;s hole cards are shown, also those of players who folded. At the table they were never seen.</source>
        <translation>Modalità studio: sono mostrate le carte personali di tutti i giocatori, anche di chi ha passato. Al tavolo non si sono mai viste.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Actions street by street</source>
        <translation>Azioni strada per strada</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Azioni</translation>
    </message>
    <message>
        <source>Pots and winners</source>
        <translation>Piatti e vincitori</translation>
    </message>
    <message>
        <source>Shaded cards were dealt face down; card backs are cards nobody saw.</source>
        <translation>Le carte ombreggiate sono state date coperte; i dorsi sono carte che nessuno ha visto.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Shaded cards were dealt face down.</source>
        <translation>Le carte ombreggiate sono state date coperte.</translation>
    </message>
    <message>
        <source>Open the Coach&apos;s graded review of this hand</source>
        <translation>Apri la revisione con i voti dell&apos;allenatore per questa mano</translation>
    </message>
    <message>
        <source>No review for this hand: practice mode was off when it was played.</source>
        <translation>Nessuna revisione per questa mano: la modalità allenamento era disattivata quando è stata giocata.</translation>
    </message>
    <message>
        <source>This hand is not saved yet; it can be copied once it is.</source>
        <translation>Questa mano non è ancora salvata; si potrà copiare appena lo sarà.</translation>
    </message>
    <message>
        <source>This hand cannot be copied as text.</source>
        <translation>Questa mano non si può copiare come testo.</translation>
    </message>
    <message>
        <source>Hand #{n} copied to the clipboard.</source>
        <translation>Mano n. {n} copiata negli appunti.</translation>
    </message>
    <message>
        <source>not saved yet</source>
        <translation>non ancora salvata</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Caricamento…</translation>
    </message>
    <message>
        <source>No hands played in this session yet.</source>
        <translation>In questa sessione non è ancora stata giocata nessuna mano.</translation>
    </message>
    <message>
        <source>Hand #{n}</source>
        <translation>Mano n. {n}</translation>
    </message>
    <message>
        <source>Razz {small}/{big} · ante {ante} · bring-in {bring} · {when}</source>
        <translation>Razz {small}/{big} · ante {ante} · bring-in {bring} · {when}</translation>
    </message>
    <message>
        <source>Mucked</source>
        <translation>Muck</translation>
    </message>
    <message>
        <source>Re&amp;play</source>
        <translation>&amp;Riproduci</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <source>Replay the hand on the table, step by step (Ctrl+R)</source>
        <translation>Riproduci la mano sul tavolo, passo per passo (Ctrl+R)</translation>
    </message>
</context>
<context>
    <name>LiveRegion</name>
    <message>
        <source>The last thing announced at the table</source>
        <translation>L&apos;ultimo annuncio al tavolo</translation>
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
        <translation>Benvenuto al tavolo.</translation>
    </message>
    <message>
        <source>Shuffling up and dealing…</source>
        <translation>Si mescola e si distribuisce…</translation>
    </message>
    <message>
        <source>&amp;Coach</source>
        <translation>&amp;Allenatore</translation>
    </message>
    <message>
        <source>Show &amp;hint</source>
        <translation>Mostra &amp;consiglio</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Consiglio (H)</translation>
    </message>
    <message>
        <source>Hand history: {problem}</source>
        <translation>Storico delle mani: {problem}</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Storico delle mani</translation>
    </message>
    <message>
        <source>There was a problem with the hand history file.</source>
        <translation>C&apos;è stato un problema con il file dello storico delle mani.</translation>
    </message>
    <message>
        <source>Hand history: could not save or read a hand ({problem}).</source>
        <translation>Storico delle mani: impossibile salvare o leggere una mano ({problem}).</translation>
    </message>
    <message>
        <source>Session over: no hands played.</source>
        <translation>Sessione finita: nessuna mano giocata.</translation>
    </message>
    <message numerus="yes">
        <source>Session over: %n hands, {net} chips ({bb} big bets).</source>
        <translation>
            <numerusform>Sessione finita: %n mano, {net} fiches ({bb} big bet).</numerusform>
            <numerusform>Sessione finita: %n mani, {net} fiches ({bb} big bet).</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice mode on: the Coach helps at each of your decisions.</source>
        <translation>Modalità allenamento attiva: l&apos;allenatore ti aiuta a ogni decisione.</translation>
    </message>
    <message>
        <source>Practice mode off.</source>
        <translation>Modalità allenamento disattivata.</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Distribuzione…</translation>
    </message>
    <message>
        <source>{name} to act</source>
        <translation>Tocca a {name}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} sta pensando…</translation>
    </message>
    <message>
        <source>Next hand in a moment (Space deals it now).</source>
        <translation>La mano successiva tra un attimo (Spazio la distribuisce subito).</translation>
    </message>
    <message>
        <source>Hand over.</source>
        <translation>Mano finita.</translation>
    </message>
    <message>
        <source>Back in the game.</source>
        <translation>Di nuovo in gioco.</translation>
    </message>
    <message>
        <source>The next hand is coming.</source>
        <translation>Sta arrivando la mano successiva.</translation>
    </message>
    <message>
        <source>Paused: press P to resume.</source>
        <translation>In pausa: premi P per riprendere.</translation>
    </message>
    <message>
        <source>Game paused.</source>
        <translation>Gioco in pausa.</translation>
    </message>
    <message>
        <source>Game resumed.</source>
        <translation>Gioco ripreso.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <source>Hand {n}, street {s}.</source>
        <translation>Mano {n}, strada {s}.</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>ha passato</translation>
    </message>
    <message>
        <source>{who}: {state}, stack {stack}.</source>
        <translation>{who}: {state}, fiches {stack}.</translation>
    </message>
    <message>
        <source>Pot {amount}.</source>
        <translation>Piatto {amount}.</translation>
    </message>
    <message>
        <source>{who} to act.</source>
        <translation>Tocca a {who}.</translation>
    </message>
    <message>
        <source>Quit Razz Desktop?</source>
        <translation>Uscire da Razz Desktop?</translation>
    </message>
    <message>
        <source>Table as &amp;text</source>
        <translation>Tavolo come &amp;testo</translation>
    </message>
</context>
<context>
    <name>MenuWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gioco</translation>
    </message>
    <message>
        <source>&amp;New session</source>
        <translation>&amp;Nuova sessione</translation>
    </message>
    <message>
        <source>Start a new session?</source>
        <translation>Iniziare una nuova sessione?</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>Las&amp;t hand</source>
        <translation>&amp;Ultima mano</translation>
    </message>
    <message>
        <source>The last hand laid open: every card seen, the actions, the pots (Ctrl+H)</source>
        <translation>L&apos;ultima mano a carte scoperte: ogni carta vista, le azioni, i piatti (Ctrl+H)</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Storico…</translation>
    </message>
    <message>
        <source>Every hand you played or imported: filter, sort, open, replay, export (Ctrl+Shift+H)</source>
        <translation>Ogni mano giocata o importata: filtra, ordina, apri, riproduci, esporta (Ctrl+Maiusc+H)</translation>
    </message>
    <message>
        <source>Stat&amp;istics</source>
        <translation>Stat&amp;istiche</translation>
    </message>
    <message>
        <source>Your figures and charts over every hand: results, steals, showdowns, practice (Ctrl+I)</source>
        <translation>Le tue cifre e i tuoi grafici su tutte le mani: risultati, furti, showdown, allenamento (Ctrl+I)</translation>
    </message>
    <message>
        <source>P&amp;ractice mode</source>
        <translation>Modalità &amp;allenamento</translation>
    </message>
    <message>
        <source>The Coach suggests a play at each of your decisions and reviews each hand (Ctrl+T)</source>
        <translation>L&apos;allenatore suggerisce una giocata a ogni tua decisione e rivede ogni mano (Ctrl+T)</translation>
    </message>
    <message>
        <source>Hints a&amp;utomatically</source>
        <translation>Consigli a&amp;utomatici</translation>
    </message>
    <message>
        <source>Off: the Coach shows its hint only when you press Hint (H)</source>
        <translation>Disattivato: l&apos;allenatore mostra il consiglio solo quando premi Consiglio (H)</translation>
    </message>
    <message>
        <source>Show every player&apos;s cards after the hand (&amp;study)</source>
        <translation>Mostra le carte di tutti i giocatori dopo la mano (&amp;studio)</translation>
    </message>
    <message>
        <source>The Last Hand window shows the hole cards of players who folded too</source>
        <translation>La finestra Ultima mano mostra anche le carte personali di chi ha passato</translation>
    </message>
    <message>
        <source>Deal the next hand &amp;automatically</source>
        <translation>Distribuisci la mano successiva &amp;automaticamente</translation>
    </message>
    <message>
        <source>Computer players who go &amp;broke</source>
        <translation>Giocatori del computer senza &amp;fiches</translation>
    </message>
    <message>
        <source>&amp;Buy in again</source>
        <translation>&amp;Ricomprano</translation>
    </message>
    <message>
        <source>Are &amp;replaced by a new player</source>
        <translation>Vengono &amp;sostituiti da un nuovo giocatore</translation>
    </message>
    <message>
        <source>&amp;Leave table</source>
        <translation>&amp;Lascia il tavolo</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Lasciare il tavolo?</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>Turn table &amp;clockwise</source>
        <translation>Ruota il tavolo in senso &amp;orario</translation>
    </message>
    <message>
        <source>Turn table c&amp;ounter-clockwise</source>
        <translation>Ruota il tavolo in senso a&amp;ntiorario</translation>
    </message>
    <message>
        <source>Always put &amp;me at the bottom</source>
        <translation>Mettimi sempre in &amp;basso</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Mazzo a &amp;quattro colori</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Velocità delle &amp;animazioni</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Disattivate</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloci</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normali</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Dealer &amp;log</source>
        <translation>&amp;Registro del mazziere</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Rules summary</source>
        <translation>&amp;Riepilogo delle regole</translation>
    </message>
    <message>
        <source>Razz rules</source>
        <translation>Regole del razz</translation>
    </message>
    <message>
        <source>The hand is played out for you: checked when checking is free, folded to a bet.</source>
        <translation>La mano viene giocata fino alla fine per te: check quando è gratis, fold contro una puntata.</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Apri la cartella dei &amp;log</translation>
    </message>
    <message>
        <source>&amp;Deal next hand</source>
        <translation>&amp;Distribuisci la mano successiva</translation>
    </message>
    <message>
        <source>The folder with Razz Desktop&apos;s log files, to send with a problem report</source>
        <translation>La cartella con i file di log di Razz Desktop, da inviare con una segnalazione di problema</translation>
    </message>
    <message>
        <source>Add to the &amp;applications menu</source>
        <translation>Aggiungi al menu delle &amp;applicazioni</translation>
    </message>
    <message>
        <source>Put Razz Desktop in your desktop&apos;s applications menu (for this user)</source>
        <translation>Metti Razz Desktop nel menu delle applicazioni del desktop (per questo utente)</translation>
    </message>
    <message>
        <source>&amp;Remove from the applications menu</source>
        <translation>&amp;Rimuovi dal menu delle applicazioni</translation>
    </message>
    <message>
        <source>&amp;About Razz Desktop</source>
        <translation>&amp;Informazioni su Razz Desktop</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Import hand histories…</source>
        <translation>&amp;Importa storici delle mani…</translation>
    </message>
    <message>
        <source>PokerStars or Full Tilt text, or PHH files (you can also drop them on the window)</source>
        <translation>Testo PokerStars o Full Tilt, o file PHH (puoi anche trascinarli sulla finestra)</translation>
    </message>
    <message>
        <source>Import a &amp;folder of hand histories…</source>
        <translation>Importa una &amp;cartella di storici delle mani…</translation>
    </message>
    <message>
        <source>&amp;Export hands…</source>
        <translation>&amp;Esporta mani…</translation>
    </message>
    <message>
        <source>Write hands to a PokerStars or PHH file (the History window&apos;s filters choose which)</source>
        <translation>Scrivi mani in un file PokerStars o PHH (i filtri della finestra Storico scelgono quali)</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barra degli strumenti</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>Ultima mano</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Storico</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Practice mode</source>
        <translation>Modalità allenamento</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>&amp;Barra degli strumenti</translation>
    </message>
    <message>
        <source>Your hand is still live</source>
        <translation>La tua mano è ancora in gioco</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Close message</source>
        <translation>Chiudi il messaggio</translation>
    </message>
</context>
<context>
    <name>Mistakes</name>
    <message>
        <source>3rd street start</source>
        <translation>Partenza in terza strada</translation>
    </message>
    <message>
        <source>Steal and defend</source>
        <translation>Rubare e difendere</translation>
    </message>
    <message>
        <source>4th street after a brick</source>
        <translation>Quarta strada dopo un brick</translation>
    </message>
    <message>
        <source>5th street: made hand vs draws</source>
        <translation>Quinta strada: mano fatta contro progetti</translation>
    </message>
    <message>
        <source>7th street call or fold</source>
        <translation>Settima strada: chiamare o passare</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Altro</translation>
    </message>
    <message>
        <source>Practice and imported hands</source>
        <translation>Mani di allenamento e importate</translation>
    </message>
    <message>
        <source>Practice hands</source>
        <translation>Mani di allenamento</translation>
    </message>
    <message>
        <source>Imported hands</source>
        <translation>Mani importate</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>Per giorno</translation>
    </message>
    <message>
        <source>By week</source>
        <translation>Per settimana</translation>
    </message>
    <message>
        <source>By month</source>
        <translation>Per mese</translation>
    </message>
    <message>
        <source>One line per street</source>
        <translation>Una linea per strada</translation>
    </message>
    <message>
        <source>One line per skill</source>
        <translation>Una linea per abilità</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Allenamento</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importata</translation>
    </message>
</context>
<context>
    <name>MistakesWindow</name>
    <message>
        <source>Your mistakes</source>
        <translation>I tuoi errori</translation>
    </message>
    <message>
        <source>Grades:</source>
        <translation>Valutazioni:</translation>
    </message>
    <message>
        <source>Show decisions graded %1</source>
        <translation>Mostra le decisioni valutate «%1»</translation>
    </message>
    <message>
        <source>Every street</source>
        <translation>Ogni strada</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Strada</translation>
    </message>
    <message>
        <source>Every skill</source>
        <translation>Ogni abilità</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Abilità</translation>
    </message>
    <message>
        <source>Which hands</source>
        <translation>Quali mani</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Dal</translation>
    </message>
    <message>
        <source>to</source>
        <translation>al</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Primo giorno</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Ultimo giorno</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocata</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Valutazione</translation>
    </message>
    <message>
        <source>You chose</source>
        <translation>Hai scelto</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Migliore</translation>
    </message>
    <message>
        <source>Cost (BB)</source>
        <translation>Costo (BB)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Graded decisions</source>
        <translation>Decisioni valutate</translation>
    </message>
    <message>
        <source>Chart lines</source>
        <translation>Linee del grafico</translation>
    </message>
    <message>
        <source>Chart period</source>
        <translation>Periodo del grafico</translation>
    </message>
    <message>
        <source>Big bets lost per 100 decisions</source>
        <translation>Big bet persi ogni 100 decisioni</translation>
    </message>
    <message>
        <source>Blunders per 100 decisions</source>
        <translation>Sviste ogni 100 decisioni</translation>
    </message>
    <message>
        <source>Chart measure</source>
        <translation>Misura del grafico</translation>
    </message>
    <message>
        <source>&amp;Open in replayer</source>
        <translation>&amp;Apri nel replayer</translation>
    </message>
    <message>
        <source>Replay the hand on the table from this decision (Enter)</source>
        <translation>Riproduci la mano al tavolo da questa decisione (Invio)</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>&amp;Gioca da qui</translation>
    </message>
    <message>
        <source>Playing a hand again from a decision is not available yet</source>
        <translation>Rigiocare una mano da una decisione non è ancora disponibile</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Opening hand %1 in the replayer…</source>
        <translation>Apertura della mano %1 nel replayer…</translation>
    </message>
    <message>
        <source>Play the hand again from this decision</source>
        <translation>Rigioca la mano da questa decisione</translation>
    </message>
    <message>
        <source>No decision matches these filters: practise with the Coach on, or analyse imported hands (Analyse hands in the History window).</source>
        <translation>Nessuna decisione corrisponde a questi filtri: allenati con il Coach attivo, oppure analizza mani importate («Analizza mani» nella finestra Storico).</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) shown</source>
        <translation>
            <numerusform>%n decisione mostrata</numerusform>
            <numerusform>%n decisioni mostrate</numerusform>
        </translation>
    </message>
    <message>
        <source>Over all %1 graded decisions of these hands: %2 big bets lost and %3 blunders per 100 decisions</source>
        <translation>Su tutte le %1 decisioni valutate di queste mani: %2 big bet persi e %3 sviste ogni 100 decisioni</translation>
    </message>
    <message>
        <source>Could not read your mistakes: %1</source>
        <translation>Impossibile leggere i tuoi errori: %1</translation>
    </message>
</context>
<context>
    <name>MistakesWiring</name>
    <message>
        <source>&amp;Mistakes…</source>
        <translation>&amp;Errori…</translation>
    </message>
    <message>
        <source>Every decision the Coach graded, in practice and in analysed imported hands: filter, replay, and your error rate over time (Ctrl+Shift+M)</source>
        <translation>Ogni decisione valutata dal Coach, in allenamento e nelle mani importate analizzate: filtra, riproduci e il tuo tasso di errore nel tempo (Ctrl+Maiusc+M)</translation>
    </message>
</context>
<context>
    <name>PlayAgain</name>
    <message>
        <source>That hand is not in the hand history (yet).</source>
        <translation>Questa mano non è (ancora) nello storico delle mani.</translation>
    </message>
    <message>
        <source>Hand #{number} will be played again once this hand is over.</source>
        <translation>La mano n. {number} sarà rigiocata appena finita questa mano.</translation>
    </message>
    <message>
        <source>A hand cannot be played again during a tournament.</source>
        <translation>Durante un torneo non si può rigiocare una mano.</translation>
    </message>
    <message>
        <source>A hand can be played again only while a session is being played.</source>
        <translation>Una mano si può rigiocare solo durante una sessione in corso.</translation>
    </message>
    <message>
        <source>A hand is already being played again.</source>
        <translation>Si sta già rigiocando una mano.</translation>
    </message>
    <message>
        <source>Only hands played here can be played again: an imported hand&apos;s hidden cards are unknown.</source>
        <translation>Si possono rigiocare solo le mani giocate qui: le carte coperte di una mano importata non sono note.</translation>
    </message>
    <message>
        <source>That decision cannot be dealt again.</source>
        <translation>Questa decisione non si può ridistribuire.</translation>
    </message>
    <message>
        <source>Hand #{number} again, from your decision on {street}: new cards to come.</source>
        <translation>Di nuovo la mano n. {number}, dalla tua decisione in {street}: carte nuove a seguire.</translation>
    </message>
    <message>
        <source>Hand #{number} again, from your decision on {street}: the same cards to come.</source>
        <translation>Di nuovo la mano n. {number}, dalla tua decisione in {street}: le stesse carte a seguire.</translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation>terza strada</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>quarta strada</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>quinta strada</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>sesta strada</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>settima strada</translation>
    </message>
</context>
<context>
    <name>PlayFromHereButton</name>
    <message>
        <source>Play from &amp;here</source>
        <translation>Gioca da &amp;qui</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <source>Deal this hand again up to one of your decisions and choose again</source>
        <translation>Ridistribuisci questa mano fino a una delle tue decisioni e scegli di nuovo</translation>
    </message>
    <message>
        <source>Deal this hand again up to one of your decisions: you choose again, the computer players decide afresh. Practice: it does not count in your results.</source>
        <translation>Ridistribuisci questa mano fino a una delle tue decisioni: scegli di nuovo, i giocatori del computer decidono da capo. Allenamento: non conta nei tuoi risultati.</translation>
    </message>
    <message>
        <source>New cards to come</source>
        <translation>Carte nuove a seguire</translation>
    </message>
    <message>
        <source>The cards after the decision are shuffled again instead of coming as they did</source>
        <translation>Le carte dopo la decisione vengono rimescolate invece di arrivare come allora</translation>
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
        <translation>Allenatore</translation>
    </message>
    <message>
        <source>&amp;Practice mode: coach me while I play</source>
        <translation>Modalità &amp;allenamento: allenami mentre gioco</translation>
    </message>
    <message>
        <source>Practice mode</source>
        <translation>Modalità allenamento</translation>
    </message>
    <message>
        <source>Game &gt; Practice mode (Ctrl+T) switches it at the table.</source>
        <translation>Gioco &gt; Modalità allenamento (Ctrl+T) la attiva al tavolo.</translation>
    </message>
    <message>
        <source>At each of your decisions the Coach panel beside the table recommends an action and says why, with your chances, the pot odds and the cards still live. After each hand it grades your decisions against the Expert bot; the Last Hand window opens the review.</source>
        <translation>A ogni tua decisione il pannello dell&apos;allenatore accanto al tavolo consiglia un&apos;azione e spiega perché, con le tue probabilità, le pot odds e le carte ancora vive. Dopo ogni mano valuta le tue decisioni rispetto al bot Esperto; la finestra Ultima mano apre la revisione.</translation>
    </message>
    <message>
        <source>When to show hints</source>
        <translation>Quando mostrare i consigli</translation>
    </message>
    <message>
        <source>Show &amp;hints:</source>
        <translation>Mostra &amp;consigli:</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Studio</translation>
    </message>
    <message>
        <source>Show &amp;every player&apos;s cards after the hand</source>
        <translation>Mostra le carte di &amp;tutti i giocatori dopo la mano</translation>
    </message>
    <message>
        <source>Show every player&apos;s cards after the hand</source>
        <translation>Mostra le carte di tutti i giocatori dopo la mano</translation>
    </message>
    <message>
        <source>For study: the Last Hand window then shows the hole cards of players who folded too, marked as study mode. At the table nobody&apos;s folded cards are ever shown.</source>
        <translation>Per studio: la finestra Ultima mano mostra allora anche le carte personali di chi ha passato, segnate come modalità studio. Al tavolo le carte di chi passa non si vedono mai.</translation>
    </message>
</context>
<context>
    <name>Replayer</name>
    <message>
        <source>3rd street</source>
        <translation>Terza strada</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>Quarta strada</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>Quinta strada</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>Sesta strada</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>Settima strada</translation>
    </message>
    <message>
        <source>{name} bets {amount}</source>
        <translation>{name} punta {amount}</translation>
    </message>
    <message>
        <source>{name} brings in for {amount}</source>
        <translation>{name} fa il bring-in di {amount}</translation>
    </message>
    <message>
        <source>{name} calls {amount}</source>
        <translation>{name} vede {amount}</translation>
    </message>
    <message>
        <source>{name} checks</source>
        <translation>{name} fa cip</translation>
    </message>
    <message>
        <source>{name} completes to {to}</source>
        <translation>{name} completa a {to}</translation>
    </message>
    <message>
        <source>{name} folds</source>
        <translation>{name} passa</translation>
    </message>
    <message>
        <source>{name} raises to {to}</source>
        <translation>{name} rilancia a {to}</translation>
    </message>
</context>
<context>
    <name>ReplayerWindow</name>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Velocità:</translation>
    </message>
    <message>
        <source>Action ▶</source>
        <translation>Azione ▶</translation>
    </message>
    <message>
        <source>Back to the deal</source>
        <translation>Torna alla distribuzione</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuzione</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Più veloce</translation>
    </message>
    <message>
        <source>Jump to the showdown</source>
        <translation>Salta allo showdown</translation>
    </message>
    <message>
        <source>Next action</source>
        <translation>Azione successiva</translation>
    </message>
    <message>
        <source>Next street</source>
        <translation>Strada successiva</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Riproduci o pausa</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>Velocità di riproduzione</translation>
    </message>
    <message>
        <source>Position in the hand</source>
        <translation>Posizione nella mano</translation>
    </message>
    <message>
        <source>Previous action</source>
        <translation>Azione precedente</translation>
    </message>
    <message>
        <source>Previous street</source>
        <translation>Strada precedente</translation>
    </message>
    <message>
        <source>Replayer</source>
        <translation>Riproduttore</translation>
    </message>
    <message>
        <source>Replayer – hand #{n}</source>
        <translation>Riproduttore – mano n. {n}</translation>
    </message>
    <message>
        <source>S&amp;tudy: show every hand</source>
        <translation>S&amp;tudio: mostra ogni mano</translation>
    </message>
    <message>
        <source>Show every player&apos;s cards, also those nobody saw</source>
        <translation>Mostra le carte di tutti i giocatori, anche quelle che nessuno ha visto</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Più lento</translation>
    </message>
    <message>
        <source>Street ▶▶</source>
        <translation>Strada ▶▶</translation>
    </message>
    <message>
        <source>Study: every hand is shown, also the cards nobody saw at the table.</source>
        <translation>Studio: viene mostrata ogni mano, anche le carte che nessuno ha visto al tavolo.</translation>
    </message>
    <message>
        <source>Study: show every hand</source>
        <translation>Studio: mostra ogni mano</translation>
    </message>
    <message>
        <source>This hand cannot be replayed: {why}</source>
        <translation>Questa mano non si può riprodurre: {why}</translation>
    </message>
    <message>
        <source>Turn table clockwise</source>
        <translation>Ruota il tavolo in senso orario</translation>
    </message>
    <message>
        <source>Turn table counter-clockwise</source>
        <translation>Ruota il tavolo in senso antiorario</translation>
    </message>
    <message>
        <source>{factor}×</source>
        <translation>{factor}×</translation>
    </message>
    <message>
        <source>◀ Action</source>
        <translation>◀ Azione</translation>
    </message>
    <message>
        <source>◀◀ Street</source>
        <translation>◀◀ Strada</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Graded decisions of the last hand</source>
        <translation>Decisioni valutate dell&apos;ultima mano</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Strada</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Voto</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <source>Play from &amp;here</source>
        <translation>Gioca da &amp;qui</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <source>Deal this hand again up to the selected decision: you choose again, the computer players decide afresh. Practice: it does not count in your results.</source>
        <translation>Ridistribuisci questa mano fino alla decisione scelta: scegli di nuovo, i giocatori del computer decidono da capo. Allenamento: non conta nei tuoi risultati.</translation>
    </message>
    <message>
        <source>New cards</source>
        <translation>Carte nuove</translation>
    </message>
    <message>
        <source>The cards after the decision are shuffled again instead of coming as they did</source>
        <translation>Le carte dopo la decisione vengono rimescolate invece di arrivare come allora</translation>
    </message>
    <message>
        <source>New cards to come</source>
        <translation>Carte nuove a seguire</translation>
    </message>
    <message>
        <source>Big bets lost in this hand</source>
        <translation>Big bet persi in questa mano</translation>
    </message>
    <message>
        <source>Why this grade</source>
        <translation>Perché questo voto</translation>
    </message>
    <message>
        <source>This session</source>
        <translation>Questa sessione</translation>
    </message>
    <message>
        <source>Session summary</source>
        <translation>Riepilogo della sessione</translation>
    </message>
    <message>
        <source>No hand reviewed yet</source>
        <translation>Nessuna mano ancora revisionata</translation>
    </message>
    <message>
        <source>Play a hand in practice mode: each of your decisions is graded here when it ends.</source>
        <translation>Gioca una mano in modalità allenamento: ogni tua decisione viene valutata qui quando finisce.</translation>
    </message>
    <message>
        <source>won %1</source>
        <translation>hai vinto %1</translation>
    </message>
    <message>
        <source>lost %1</source>
        <translation>hai perso %1</translation>
    </message>
    <message>
        <source>broke even</source>
        <translation>sei andato in pari</translation>
    </message>
    <message>
        <source>Hand #%1: you %2</source>
        <translation>Mano n. %1: %2</translation>
    </message>
    <message>
        <source>Practice hand: you %2</source>
        <translation>Mano di allenamento: %2</translation>
    </message>
    <message>
        <source>Big bets lost this hand: %1</source>
        <translation>Big bet persi in questa mano: %1</translation>
    </message>
    <message>
        <source>No big bets lost this hand.</source>
        <translation>Nessun big bet perso in questa mano.</translation>
    </message>
    <message>
        <source>You made no decisions in this hand.</source>
        <translation>In questa mano non hai preso decisioni.</translation>
    </message>
    <message>
        <source>No decisions graded yet.</source>
        <translation>Nessuna decisione ancora valutata.</translation>
    </message>
    <message>
        <source>Good %1 · inaccuracies %2</source>
        <translation>Buone %1 · imprecisioni %2</translation>
    </message>
    <message>
        <source>Mistakes %1 · blunders %2</source>
        <translation>Errori %1 · sviste gravi %2</translation>
    </message>
    <message>
        <source>Mistakes by street: %1</source>
        <translation>Errori per strada: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Big bets lost to mistakes: %1</source>
        <translation>Big bet persi per errori: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n decisione</numerusform>
            <numerusform>%n decisioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n mani</numerusform>
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
        <translation>La sessione salvata non è leggibile, quindi non si può continuare. Inizia una nuova sessione.</translation>
    </message>
    <message>
        <source>Saved session damaged</source>
        <translation>Sessione salvata danneggiata</translation>
    </message>
    <message>
        <source>The file was kept in the folder {folder} as:</source>
        <translation>Il file è stato conservato nella cartella {folder} come:</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>on</source>
        <translation>attivo</translation>
    </message>
    <message>
        <source>off</source>
        <translation>disattivo</translation>
    </message>
    <message>
        <source>Stakes: {old} → {new}.</source>
        <translation>Limiti: {old} → {new}.</translation>
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
        <translation>Regola della casa “{rule}”: {old} → {new}.</translation>
    </message>
    <message>
        <source>Players: {old} → {new}.</source>
        <translation>Giocatori: {old} → {new}.</translation>
    </message>
    <message>
        <source>Your seat: {old} → {new}.</source>
        <translation>Il tuo posto: {old} → {new}.</translation>
    </message>
    <message>
        <source>Starting stack: {old} → {new}.</source>
        <translation>Fiches iniziali: {old} → {new}.</translation>
    </message>
    <message>
        <source>Seat {seat}: {old} → {new}.</source>
        <translation>Posto {seat}: {old} → {new}.</translation>
    </message>
    <message>
        <source>Four-colour deck: {new}.</source>
        <translation>Mazzo a quattro colori: {new}.</translation>
    </message>
    <message>
        <source>Animation speed: {new}.</source>
        <translation>Velocità delle animazioni: {new}.</translation>
    </message>
    <message>
        <source>Sound: {new}.</source>
        <translation>Suono: {new}.</translation>
    </message>
    <message>
        <source>Always put me at the bottom: {new}.</source>
        <translation>Mettimi sempre in basso: {new}.</translation>
    </message>
    <message>
        <source>Language: applies the next time Razz Desktop starts.</source>
        <translation>Lingua: vale dal prossimo avvio di Razz Desktop.</translation>
    </message>
    <message>
        <source>Next hand starts automatically: {new}.</source>
        <translation>La mano successiva inizia automaticamente: {new}.</translation>
    </message>
    <message>
        <source>When you go broke: {new}.</source>
        <translation>Quando resti senza fiches: {new}.</translation>
    </message>
    <message>
        <source>When a computer player goes broke: {new}.</source>
        <translation>Quando un giocatore del computer resta senza fiches: {new}.</translation>
    </message>
    <message>
        <source>Practice mode: {new}.</source>
        <translation>Modalità allenamento: {new}.</translation>
    </message>
    <message>
        <source>Coach&apos;s hints: {new}.</source>
        <translation>Consigli dell&apos;allenatore: {new}.</translation>
    </message>
    <message>
        <source>Show every player&apos;s cards after the hand (study): {new}.</source>
        <translation>Mostra le carte di tutti i giocatori dopo la mano (studio): {new}.</translation>
    </message>
    <message>
        <source>seat {seat}: {who}</source>
        <translation>posto {seat}: {who}</translation>
    </message>
    <message>
        <source>From the next session: {changes}</source>
        <translation>Dalla prossima sessione: {changes}</translation>
    </message>
    <message>
        <source>At the next start: the language</source>
        <translation>Al prossimo avvio: la lingua</translation>
    </message>
    <message>
        <source>In force now: {old}. {new} applies the next time Razz Desktop starts.</source>
        <translation>Ora vale: {old}. {new} varrà dal prossimo avvio di Razz Desktop.</translation>
    </message>
    <message>
        <source>In force now: {old}. {new} applies from the next session.</source>
        <translation>Ora vale: {old}. {new} varrà dalla prossima sessione.</translation>
    </message>
    <message>
        <source>the desktop&apos;s language</source>
        <translation>la lingua del desktop</translation>
    </message>
    <message>
        <source>language &quot;{code}&quot;</source>
        <translation>lingua “{code}”</translation>
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
        <translation>{n} giocatori</translation>
    </message>
    <message>
        <source>you in seat {seat}</source>
        <translation>tu al posto {seat}</translation>
    </message>
    <message>
        <source>starting stacks of {amount}</source>
        <translation>fiches iniziali di {amount}</translation>
    </message>
    <message>
        <source>1 chip</source>
        <translation>1 fiche</translation>
    </message>
    <message>
        <source>{n} chips</source>
        <translation>{n} fiches</translation>
    </message>
    <message>
        <source>The file does not hold a settings object.</source>
        <translation>Il file non contiene un oggetto di impostazioni.</translation>
    </message>
    <message>
        <source>Unsupported settings version {version!r} (expected {expected}).</source>
        <translation>Versione delle impostazioni non supportata {version!r} (attesa {expected}).</translation>
    </message>
    <message>
        <source>Must be an object ({{...}}), not {value!r}.</source>
        <translation>Deve essere un oggetto ({{...}}), non {value!r}.</translation>
    </message>
    <message>
        <source>Unknown setting {key!r} in {where}.</source>
        <translation>Impostazione sconosciuta {key!r} in {where}.</translation>
    </message>
    <message>
        <source>Must be a list, not {value!r}.</source>
        <translation>Deve essere una lista, non {value!r}.</translation>
    </message>
    <message>
        <source>Cannot be used: {error}</source>
        <translation>Non utilizzabile: {error}</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Abituale</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Forte</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Calling station (practice)</source>
        <translation>Calling station (allenamento)</translation>
    </message>
    <message>
        <source>Maniac (practice)</source>
        <translation>Maniaco (allenamento)</translation>
    </message>
    <message>
        <source>Random (practice)</source>
        <translation>Casuale (allenamento)</translation>
    </message>
    <message>
        <source>Its own style</source>
        <translation>Stile proprio</translation>
    </message>
    <message>
        <source>Tight, passive</source>
        <translation>Tight, passivo</translation>
    </message>
    <message>
        <source>Tight, aggressive</source>
        <translation>Tight, aggressivo</translation>
    </message>
    <message>
        <source>Loose, passive</source>
        <translation>Loose, passivo</translation>
    </message>
    <message>
        <source>Loose, aggressive</source>
        <translation>Loose, aggressivo</translation>
    </message>
    <message>
        <source>Beginner table</source>
        <translation>Tavolo per principianti</translation>
    </message>
    <message>
        <source>Tough table</source>
        <translation>Tavolo difficile</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Misto</translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation>Disattivate (istantanee)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Ask whether to rebuy or end the session</source>
        <translation>Chiedi se ricomprare o finire la sessione</translation>
    </message>
    <message>
        <source>Rebuy to the starting stack automatically</source>
        <translation>Ricompra automaticamente fino alle fiches iniziali</translation>
    </message>
    <message>
        <source>End the session</source>
        <translation>Termina la sessione</translation>
    </message>
    <message>
        <source>They buy in again for the starting stack</source>
        <translation>Ricomprano per le fiches iniziali</translation>
    </message>
    <message>
        <source>A new player takes the seat with the starting stack</source>
        <translation>Un nuovo giocatore prende il posto con le fiches iniziali</translation>
    </message>
    <message>
        <source>Automatically, as soon as it is your turn</source>
        <translation>Automaticamente, appena tocca a te</translation>
    </message>
    <message>
        <source>Only when I ask (Hint button, key H)</source>
        <translation>Solo quando lo chiedo (pulsante Consiglio, tasto H)</translation>
    </message>
    <message>
        <source>No cap heads-up</source>
        <translation>Nessun limite di rilanci heads-up</translation>
    </message>
    <message>
        <source>When only two players remain in the hand, raising is unlimited instead of capped at three raises.</source>
        <translation>Quando nella mano restano solo due giocatori, i rilanci sono illimitati invece di fermarsi a tre.</translation>
    </message>
    <message>
        <source>Open pair on 4th street allows the big bet</source>
        <translation>Coppia scoperta in quarta strada permette la puntata grande</translation>
    </message>
    <message>
        <source>If anyone shows a pair on 4th street, the first bet may be a big bet (a seven-card stud custom).</source>
        <translation>Se qualcuno mostra una coppia in quarta strada, la prima puntata può essere grande (un&apos;usanza del seven card stud).</translation>
    </message>
    <message>
        <source>Board ties broken by suit</source>
        <translation>Parità di banco decise dal seme</translation>
    </message>
    <message>
        <source>Equal boards on 4th to 6th street: the lower suit of the highest upcard acts first, not the seat nearer the button.</source>
        <translation>Banchi uguali dalla quarta alla sesta strada: parla per primo il seme più basso della carta scoperta più alta, non il posto più vicino al pulsante.</translation>
    </message>
    <message>
        <source>Odd chip by suit</source>
        <translation>Fiche dispari per seme</translation>
    </message>
    <message>
        <source>In a split pot the odd chip goes to the winner holding the lowest card by suit, not by seat order.</source>
        <translation>In un piatto diviso la fiche dispari va al vincitore con la carta più bassa per seme, non per ordine dei posti.</translation>
    </message>
    <message>
        <source>Auto-muck losing hands</source>
        <translation>Muck automatico delle mani perdenti</translation>
    </message>
    <message>
        <source>At showdown, hands that cannot win are mucked without asking; when off, you choose to show or muck.</source>
        <translation>Allo showdown le mani che non possono vincere vengono scartate senza chiedere; se disattivato, scegli tu se mostrare o fare muck.</translation>
    </message>
    <message>
        <source>The values still did not fit together, so every setting was reset.</source>
        <translation>I valori non erano ancora coerenti, quindi ogni impostazione è stata ripristinata.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path} ({reason}). The change is kept for this session only; it will be lost when Razz Desktop closes.</source>
        <translation>Non è stato possibile salvare le impostazioni in {path} ({reason}). La modifica vale solo per questa sessione; andrà persa alla chiusura di Razz Desktop.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be used, so Razz Desktop started with the default settings.</source>
        <translation>Il file delle impostazioni {path} non era utilizzabile, quindi Razz Desktop è partito con le impostazioni predefinite.</translation>
    </message>
    <message>
        <source>Some settings in your settings file {path} could not be used and were reset to the default settings (unknown names were left out): {fields}. Every other setting was kept.</source>
        <translation>Alcune impostazioni nel file {path} non erano utilizzabili e sono state riportate ai valori predefiniti (i nomi sconosciuti sono stati omessi): {fields}. Tutte le altre impostazioni sono state mantenute.</translation>
    </message>
    <message>
        <source>What was wrong: {reason}</source>
        <translation>Cosa non andava: {reason}</translation>
    </message>
    <message>
        <source>The file was kept as {backup}.</source>
        <translation>Il file è stato conservato come {backup}.</translation>
    </message>
    <message>
        <source>No copy of it could be made.</source>
        <translation>Non è stato possibile farne una copia.</translation>
    </message>
    <message>
        <source>Reading it failed unexpectedly ({error}).</source>
        <translation>La lettura è fallita in modo imprevisto ({error}).</translation>
    </message>
    <message>
        <source>The file is not valid JSON ({error} at line {line}, column {column}).</source>
        <translation>Il file non è JSON valido ({error} alla riga {line}, colonna {column}).</translation>
    </message>
    <message>
        <source>It is not a regular file (a device, a pipe or a socket): not a settings file.</source>
        <translation>Non è un file normale (un dispositivo, una pipe o un socket): non è un file di impostazioni.</translation>
    </message>
    <message>
        <source>The file could not be read ({error}).</source>
        <translation>Non è stato possibile leggere il file ({error}).</translation>
    </message>
    <message>
        <source>The file is larger than {limit} bytes: not a settings file.</source>
        <translation>Il file è più grande di {limit} byte: non è un file di impostazioni.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>Il file non è testo UTF-8.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Il file è vuoto.</translation>
    </message>
    <message>
        <source>Must be a whole number, not {value!r}.</source>
        <translation>Deve essere un numero intero, non {value!r}.</translation>
    </message>
    <message>
        <source>Must be true or false, not {value!r}.</source>
        <translation>Deve essere true o false, non {value!r}.</translation>
    </message>
    <message>
        <source>Unknown choice {value!r}; expected one of: {allowed}.</source>
        <translation>Scelta sconosciuta {value!r}; attesa una tra: {allowed}.</translation>
    </message>
    <message>
        <source>Must be a {kind} section.</source>
        <translation>Deve essere una sezione {kind}.</translation>
    </message>
    <message>
        <source>Not a settings object.</source>
        <translation>Non è un oggetto di impostazioni.</translation>
    </message>
    <message>
        <source>The small bet must be between {low} and {high}: the bring-in needs at least 1 chip below it.</source>
        <translation>La puntata piccola deve essere tra {low} e {high}: il bring-in ha bisogno di almeno 1 fiche in meno.</translation>
    </message>
    <message>
        <source>The big bet must be between {low} and {high}.</source>
        <translation>La puntata grande deve essere tra {low} e {high}.</translation>
    </message>
    <message>
        <source>The big bet must be at least the small bet ({small}).</source>
        <translation>La puntata grande deve essere almeno pari alla piccola ({small}).</translation>
    </message>
    <message>
        <source>The ante must be between 0% and {high}% of the small bet (never more than the small bet).</source>
        <translation>La puntata ante deve essere tra lo 0% e il {high}% della puntata piccola (mai più della puntata piccola).</translation>
    </message>
    <message>
        <source>The ante must be no more than the small bet.</source>
        <translation>La puntata ante non può superare la puntata piccola.</translation>
    </message>
    <message>
        <source>The bring-in must be between {low}% and {high}% of the small bet.</source>
        <translation>Il bring-in deve essere tra il {low}% e il {high}% della puntata piccola.</translation>
    </message>
    <message>
        <source>{percent}% of {small} rounds to 0 chips: the bring-in must be at least 1 chip.</source>
        <translation>Il {percent}% di {small} arrotondato dà 0 fiches: il bring-in deve essere almeno 1 fiche.</translation>
    </message>
    <message>
        <source>{percent}% of {small} rounds to {chips}: the bring-in must be less than the small bet.</source>
        <translation>Il {percent}% di {small} arrotondato dà {chips}: il bring-in deve essere minore della puntata piccola.</translation>
    </message>
    <message>
        <source>The table seats {low} to {high} players.</source>
        <translation>Il tavolo ospita da {low} a {high} giocatori.</translation>
    </message>
    <message>
        <source>Seats are numbered 1 to {high}.</source>
        <translation>I posti sono numerati da 1 a {high}.</translation>
    </message>
    <message>
        <source>With {players} players seats 1 to {players} are used: choose one of them.</source>
        <translation>Con {players} giocatori si usano i posti da 1 a {players}: scegline uno.</translation>
    </message>
    <message>
        <source>The starting stack must be between {low} and {high}.</source>
        <translation>Le fiches iniziali devono essere tra {low} e {high}.</translation>
    </message>
    <message>
        <source>A starting stack must cover the ante and one small bet: at least {minimum}.</source>
        <translation>Le fiches iniziali devono coprire la puntata ante e una puntata piccola: almeno {minimum}.</translation>
    </message>
    <message>
        <source>There must be one opponent entry for each of the {n} seats.</source>
        <translation>Ci deve essere una voce avversario per ciascuno dei {n} posti.</translation>
    </message>
    <message>
        <source>A practice opponent plays its fixed way and takes no style.</source>
        <translation>Un avversario da allenamento gioca sempre allo stesso modo e non ha uno stile.</translation>
    </message>
    <message>
        <source>The language must be &quot;system&quot; or a code such as &quot;de&quot; or &quot;pt_BR&quot;.</source>
        <translation>La lingua deve essere “system” o un codice come “de” o “pt_BR”.</translation>
    </message>
    <message>
        <source>The tournament buy-in must be between {low} and {high} chips (0: play money).</source>
        <translation>Il buy-in del torneo deve essere tra {low} e {high} chip (0: soldi finti).</translation>
    </message>
    <message>
        <source>Allowed, but an ante above {sensible}% of the small bet is unusual (0-{sensible}% is the sensible range).</source>
        <translation>Consentito, ma una puntata ante oltre il {sensible}% della puntata piccola è insolita (0-{sensible}% è l&apos;intervallo sensato).</translation>
    </message>
    <message>
        <source>Allowed, but the bring-in ({bring_in}) is smaller than the ante ({ante}): usually it is larger.</source>
        <translation>Consentito, ma il bring-in ({bring_in}) è più piccolo della puntata ante ({ante}): di solito è più grande.</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contrasto</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <source>Sound volume: {new}%.</source>
        <translation>Volume del suono: {new}%.</translation>
    </message>
    <message>
        <source>The volume must be between {low}% and {high}%.</source>
        <translation>Il volume deve essere tra {low}% e {high}%.</translation>
    </message>
    <message>
        <source>Theme: {new}.</source>
        <translation>Tema: {new}.</translation>
    </message>
</context>
<context>
    <name>SettingsController</name>
    <message>
        <source>Your settings could not be saved ({problem}). They apply for this session only; check that the folder {folder} can be written to.</source>
        <translation>Non è stato possibile salvare le impostazioni ({problem}). Valgono solo per questa sessione; controlla che la cartella {folder} sia scrivibile.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Welcome to Razz Desktop</source>
        <translation>Benvenuto in Razz Desktop</translation>
    </message>
    <message>
        <source>Welcome to Razz Desktop. Choose the game you sit down to; you can change it at any time in Game &gt; Settings. Practice mode is on: the Coach suggests a play at each of your decisions and reviews each hand (Practice tab, or Ctrl+T at the table).</source>
        <translation>Benvenuto in Razz Desktop. Scegli la partita a cui ti siedi; puoi cambiarla in qualsiasi momento da Gioco &gt; Impostazioni. La modalità allenamento è attiva: l&apos;allenatore suggerisce una giocata a ogni tua decisione e rivede ogni mano (scheda Allenamento, o Ctrl+T al tavolo).</translation>
    </message>
    <message>
        <source>Settings sections</source>
        <translation>Sezioni delle impostazioni</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Limiti</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Regole della casa</translation>
    </message>
    <message>
        <source>Display and play</source>
        <translation>Visualizzazione e gioco</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Allenamento</translation>
    </message>
    <message>
        <source>Pending changes</source>
        <translation>Modifiche in sospeso</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Inizia a giocare</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Ripristina predefiniti</translation>
    </message>
    <message>
        <source>Put every setting back to its default; nothing is saved until you press OK.</source>
        <translation>Riporta ogni impostazione al valore predefinito; nulla viene salvato finché non premi OK.</translation>
    </message>
    <message>
        <source>the desktop&apos;s language</source>
        <translation>la lingua del desktop</translation>
    </message>
    <message>
        <source>Correct the fields marked in red first.</source>
        <translation>Correggi prima i campi segnati in rosso.</translation>
    </message>
    <message>
        <source>%1 (%2 was not taken.)</source>
        <translation>%1 (%2 non è stato accettato.)</translation>
    </message>
    <message>
        <source>From the next session: %1</source>
        <translation>Dalla prossima sessione: %1</translation>
    </message>
    <message>
        <source>At once: %1</source>
        <translation>Subito: %1</translation>
    </message>
    <message>
        <source>At the next start: %1.</source>
        <translation>Al prossimo avvio: %1.</translation>
    </message>
</context>
<context>
    <name>SettingsPrompt</name>
    <message>
        <source>New table settings</source>
        <translation>Nuove impostazioni del tavolo</translation>
    </message>
    <message>
        <source>The new table, stakes and house rules start with a new session. Start one now?</source>
        <translation>Il nuovo tavolo, i limiti e le regole della casa partono con una nuova sessione. Iniziarne una ora?</translation>
    </message>
    <message>
        <source>Your live hand is played out first: checked when checking is free, folded to a bet.</source>
        <translation>La tua mano in corso viene prima giocata fino alla fine: check quando è gratis, fold contro una puntata.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>Ace</source>
        <translation>asso</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>jack</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>regina</translation>
    </message>
    <message>
        <source>King</source>
        <translation>re</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>Third street</source>
        <translation>Terza strada</translation>
    </message>
    <message>
        <source>Fourth street</source>
        <translation>Quarta strada</translation>
    </message>
    <message>
        <source>Fifth street</source>
        <translation>Quinta strada</translation>
    </message>
    <message>
        <source>Sixth street</source>
        <translation>Sesta strada</translation>
    </message>
    <message>
        <source>Seventh street</source>
        <translation>Settima strada</translation>
    </message>
</context>
<context>
    <name>StakesPage</name>
    <message>
        <source>Small bet</source>
        <translation>Puntata piccola</translation>
    </message>
    <message>
        <source>Small bet in chips</source>
        <translation>Puntata piccola in fiches</translation>
    </message>
    <message>
        <source>&amp;Small bet:</source>
        <translation>Puntata &amp;piccola:</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Puntata grande</translation>
    </message>
    <message>
        <source>Big bet in chips</source>
        <translation>Puntata grande in fiches</translation>
    </message>
    <message>
        <source>&amp;Twice the small bet</source>
        <translation>&amp;Doppio della puntata piccola</translation>
    </message>
    <message>
        <source>Big bet is twice the small bet</source>
        <translation>La puntata grande è il doppio della piccola</translation>
    </message>
    <message>
        <source>&amp;Big bet:</source>
        <translation>Puntata &amp;grande:</translation>
    </message>
    <message>
        <source>Ante, percent of the small bet</source>
        <translation>Ante, percentuale della puntata piccola</translation>
    </message>
    <message>
        <source>Ante in chips</source>
        <translation>Ante in fiches</translation>
    </message>
    <message>
        <source>&amp;Ante:</source>
        <translation>&amp;Ante:</translation>
    </message>
    <message>
        <source>Bring-in, percent of the small bet</source>
        <translation>Bring-in, percentuale della puntata piccola</translation>
    </message>
    <message>
        <source>Bring-in in chips</source>
        <translation>Bring-in in fiches</translation>
    </message>
    <message>
        <source>B&amp;ring-in:</source>
        <translation>B&amp;ring-in:</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Limiti</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Gioco:</translation>
    </message>
    <message>
        <source>Fixed limit, one chip = one cent. The ante and the bring-in are percentages of the small bet, rounded to the nearest chip (halves up); 10-25% is usual for the ante.</source>
        <translation>Limite fisso, una fiche = un centesimo. La puntata ante e il bring-in sono percentuali della puntata piccola, arrotondate alla fiche più vicina (le metà per eccesso); il 10-25% è usuale per l&apos;ante.</translation>
    </message>
    <message>
        <source>A hand at these stakes</source>
        <translation>Una mano a questi limiti</translation>
    </message>
    <message>
        <source>%1 fixed-limit razz</source>
        <translation>razz a limite fisso %1</translation>
    </message>
    <message>
        <source>Before the cards: every player antes %1.</source>
        <translation>Prima delle carte: ogni giocatore mette una puntata ante di %1.</translation>
    </message>
    <message>
        <source>3rd street: the highest door card brings in %1, or completes to %2.</source>
        <translation>Terza strada: la carta scoperta più alta fa il bring-in di %1, o completa a %2.</translation>
    </message>
    <message>
        <source>3rd and 4th street: bets and raises of %1, at most %2 a round (a bet and %3 raises).</source>
        <translation>Terza e quarta strada: puntate e rilanci di %1, al massimo %2 per giro (una puntata e %3 rilanci).</translation>
    </message>
    <message>
        <source>5th, 6th and 7th street: bets and raises of %1, at most %2 a round.</source>
        <translation>Quinta, sesta e settima strada: puntate e rilanci di %1, al massimo %2 per giro.</translation>
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
        <translation>mani in cui si ricevono carte.</translation>
    </message>
    <message>
        <source>share of hands in which the player put chips in voluntarily on 3rd street: called the bring-in or more, completed, or raised. Posting the ante or the bring-in alone is not voluntary; a bring-in who completes, or calls a completion, is.</source>
        <translation>quota delle mani in cui il giocatore ha messo chip volontariamente in terza strada: ha visto il bring-in o più, ha completato o ha rilanciato. Pagare solo l&apos;ante o il bring-in non è volontario; un bring-in che completa, o che vede un completamento, lo è.</translation>
    </message>
    <message>
        <source>share of hands in which the player completed or raised on 3rd street.</source>
        <translation>quota delle mani in cui il giocatore ha completato o rilanciato in terza strada.</translation>
    </message>
    <message>
        <source>share of the hands where the player had the chance (at its first decision on 3rd street nobody had completed and every door card still to act, the bring-in&apos;s included, ranked higher than the player&apos;s; an equal rank is not higher) in which the player completed.</source>
        <translation>quota delle mani in cui il giocatore ne aveva l&apos;occasione (alla sua prima decisione in terza strada nessuno aveva completato e ogni carta scoperta ancora da parlare, compresa quella del bring-in, era più alta della sua; un valore uguale non è più alto) e ha completato.</translation>
    </message>
    <message>
        <source>share of the hands where the player was the bring-in or still to act and faced such a completion in which they folded.</source>
        <translation>quota delle mani in cui il giocatore era il bring-in o doveva ancora parlare e ha affrontato un tale completamento, in cui ha passato.</translation>
    </message>
    <message>
        <source>share of the hands in which the player saw 4th street in which they reached showdown.</source>
        <translation>quota delle mani in cui il giocatore ha visto la quarta strada e ha raggiunto lo showdown.</translation>
    </message>
    <message>
        <source>share of the player&apos;s showdowns in which they won at least part of a pot.</source>
        <translation>quota degli showdown del giocatore in cui ha vinto almeno parte di un piatto.</translation>
    </message>
    <message>
        <source>hands won with everyone else folded.</source>
        <translation>mani vinte perché tutti gli altri hanno passato.</translation>
    </message>
    <message>
        <source>chips won (+) or lost (-).</source>
        <translation>chip vinte (+) o perse (-).</translation>
    </message>
    <message>
        <source>net in big bets (of each hand&apos;s stakes) per 100 hands.</source>
        <translation>risultato in big bet (dei limiti di ogni mano) ogni 100 mani.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>%1 hands of %2 (computed in %3 ms)</source>
        <translation>%1 mani su %2 (calcolate in %3 ms)</translation>
    </message>
    <message>
        <source>%1: %2 hands, %3 big bets per 100 hands</source>
        <translation>%1: %2 mani, %3 big bet ogni 100 mani</translation>
    </message>
    <message>
        <source>%n condition(s)</source>
        <translation>Condizioni: %n</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mani</translation>
    </message>
    <message>
        <source>VPIP</source>
        <translation>VPIP</translation>
    </message>
    <message>
        <source>Complete 3rd</source>
        <translation>Completa 3a</translation>
    </message>
    <message>
        <source>Steal</source>
        <translation>Steal</translation>
    </message>
    <message>
        <source>Fold to steal</source>
        <translation>Passa allo steal</translation>
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
        <translation>Vinte senza SD</translation>
    </message>
    <message>
        <source>Net (chips)</source>
        <translation>Netto (chip)</translation>
    </message>
    <message>
        <source>BB/100</source>
        <translation>BB/100</translation>
    </message>
    <message>
        <source>three to a 5</source>
        <translation>tre fino al 5</translation>
    </message>
    <message>
        <source>to a 6</source>
        <translation>fino al 6</translation>
    </message>
    <message>
        <source>to a 7</source>
        <translation>fino al 7</translation>
    </message>
    <message>
        <source>to an 8</source>
        <translation>fino all&apos;8</translation>
    </message>
    <message>
        <source>to a 9-T</source>
        <translation>fino al 9-T</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>una coppia</translation>
    </message>
    <message>
        <source>high card J+</source>
        <translation>carta alta J+</translation>
    </message>
    <message>
        <source>Computer players count under their profile (level and style); players of imported hands under the names in their files; you under the name the app gives you.</source>
        <translation>I giocatori del computer contano sotto il loro profilo (livello e stile); i giocatori delle mani importate sotto i nomi nei loro file; tu sotto il nome che ti dà il programma.</translation>
    </message>
    <message>
        <source>By door card and by starting class: hands and big bets won per 100 hands, for the three first cards (two down and the door card). Starting classes are unknown for opponents of imported hands who never showed.</source>
        <translation>Per carta scoperta e per mano di partenza: mani e big bet vinti ogni 100 mani, per le prime tre carte (due coperte e la carta scoperta). La mano di partenza degli avversari delle mani importate che non hanno mai mostrato è sconosciuta.</translation>
    </message>
    <message>
        <source>All-in adjusted: when betting stopped with cards to come (everyone but at most one player all-in), the result is replaced by the equity at that moment, exact by enumeration when the cases are few, otherwise from 10,000 random deals.</source>
        <translation>Corretto per gli all-in: quando le puntate si sono fermate con carte ancora da dare (tutti tranne al più un giocatore all-in), il risultato è sostituito dall&apos;equity in quel momento, esatta per enumerazione quando i casi sono pochi, altrimenti da 10.000 distribuzioni casuali.</translation>
    </message>
    <message>
        <source>Practice: decisions the coach graded, mistakes (and blunders) and big bets lost to decisions that were not good, per 100 decisions.</source>
        <translation>Allenamento: decisioni valutate dall&apos;allenatore, errori (e gravi errori) e big bet persi con decisioni non buone, ogni 100 decisioni.</translation>
    </message>
    <message>
        <source>Practice hands</source>
        <translation>Mani di allenamento</translation>
    </message>
    <message>
        <source>Count the hands played again from a decision (Play from here) too</source>
        <translation>Conta anche le mani rigiocate da una decisione (Gioca da qui)</translation>
    </message>
    <message>
        <source>Count practice hands</source>
        <translation>Conta le mani di allenamento</translation>
    </message>
    <message>
        <source>Tournaments</source>
        <translation>Tornei</translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation>Terza strada</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>Quarta strada</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>Quinta strada</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>Sesta strada</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>Settima strada</translation>
    </message>
    <message>
        <source>All hands</source>
        <translation>Tutte le mani</translation>
    </message>
    <message>
        <source>BB lost /100</source>
        <translation>BB persi /100</translation>
    </message>
    <message>
        <source>BB/100 by door card</source>
        <translation>BB/100 per carta scoperta</translation>
    </message>
    <message>
        <source>BB/100 by starting class</source>
        <translation>BB/100 per classe di partenza</translation>
    </message>
    <message>
        <source>Blunders /100</source>
        <translation>Sviste gravi /100</translation>
    </message>
    <message>
        <source>Computing...</source>
        <translation>Calcolo in corso...</translation>
    </message>
    <message>
        <source>Cumulative result</source>
        <translation>Risultato cumulativo</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Decisioni</translation>
    </message>
    <message>
        <source>Door card</source>
        <translation>Carta scoperta</translation>
    </message>
    <message>
        <source>Door card %1</source>
        <translation>Carta scoperta %1</translation>
    </message>
    <message>
        <source>Figures per player</source>
        <translation>Cifre per giocatore</translation>
    </message>
    <message>
        <source>Hand %1 of %2 (session %3): this hand %4, in all %5 big bets; all-in adjusted %6</source>
        <translation>Mano %1 di %2 (sessione %3): questa mano %4, in tutto %5 big bet; corretto per gli all-in %6</translation>
    </message>
    <message>
        <source>Hands:</source>
        <translation>Mani:</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aiuto</translation>
    </message>
    <message>
        <source>History window&apos;s filter</source>
        <translation>Filtro della finestra Storico</translation>
    </message>
    <message>
        <source>Mistakes /100</source>
        <translation>Errori /100</translation>
    </message>
    <message>
        <source>No hands yet: play a hand or import hand histories.</source>
        <translation>Ancora nessuna mano: gioca una mano o importa storici delle mani.</translation>
    </message>
    <message>
        <source>No practice reviews stored yet: turn on practice mode.</source>
        <translation>Nessuna revisione di allenamento salvata: attiva la modalità allenamento.</translation>
    </message>
    <message>
        <source>Player whose charts are shown</source>
        <translation>Giocatore di cui si mostrano i grafici</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Giocatore:</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Allenamento</translation>
    </message>
    <message>
        <source>Practice: learning curve</source>
        <translation>Allenamento: curva di apprendimento</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aggiorna</translation>
    </message>
    <message>
        <source>Result per session</source>
        <translation>Risultato per sessione</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Risultati</translation>
    </message>
    <message>
        <source>Session %1 starts. </source>
        <translation>Inizia la sessione %1. </translation>
    </message>
    <message>
        <source>Session %1: %2 decisions graded, %3 mistakes and %4 big bets lost per 100 decisions</source>
        <translation>Sessione %1: %2 decisioni valutate, %3 errori e %4 big bet persi ogni 100 decisioni</translation>
    </message>
    <message>
        <source>Session %1: %2 hands, %3 big bets</source>
        <translation>Sessione %1: %2 mani, %3 big bet</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sessioni</translation>
    </message>
    <message>
        <source>Starting hand</source>
        <translation>Mano di partenza</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Statistics: definitions</source>
        <translation>Statistiche: definizioni</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Strada</translation>
    </message>
    <message>
        <source>The figures could not be read: %1</source>
        <translation>Non è stato possibile leggere le cifre: %1</translation>
    </message>
    <message>
        <source>What the figures mean</source>
        <translation>Cosa significano le cifre</translation>
    </message>
    <message>
        <source>Which hands count</source>
        <translation>Quali mani contano</translation>
    </message>
    <message>
        <source>a session starts</source>
        <translation>inizia una sessione</translation>
    </message>
    <message>
        <source>all-in adjusted</source>
        <translation>corretto per gli all-in</translation>
    </message>
    <message>
        <source>big bets</source>
        <translation>big bet</translation>
    </message>
    <message>
        <source>big bets lost</source>
        <translation>big bet persi</translation>
    </message>
    <message>
        <source>big bets per 100 hands</source>
        <translation>big bet ogni 100 mani</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>mani</translation>
    </message>
    <message>
        <source>mistakes</source>
        <translation>errori</translation>
    </message>
    <message>
        <source>per 100 decisions</source>
        <translation>ogni 100 decisioni</translation>
    </message>
    <message>
        <source>result</source>
        <translation>risultato</translation>
    </message>
    <message>
        <source>session</source>
        <translation>sessione</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Pot {amount}</source>
        <translation>Piatto {amount}</translation>
    </message>
    <message>
        <source>Main pot {amount}</source>
        <translation>Piatto principale {amount}</translation>
    </message>
    <message>
        <source>Side pot {n}: {amount}</source>
        <translation>Piatto secondario {n}: {amount}</translation>
    </message>
    <message>
        <source>Stud button: seat 8&apos;s place. Every street is dealt starting with the first player to its left; it breaks ties for who acts first.</source>
        <translation>Pulsante stud: al posto 8. Ogni strada viene distribuita a partire dal primo giocatore alla sua sinistra; decide le parità su chi parla per primo.</translation>
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
        <translation>Completa</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Punta</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Rilancia</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Vede</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Cip</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostra</translation>
    </message>
    <message>
        <source>Muck</source>
        <translation>Muck</translation>
    </message>
    <message>
        <source>RAZZ  ·  {small}/{big}  ·  ante {ante}</source>
        <translation>RAZZ  ·  {small}/{big}  ·  ante {ante}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>In pausa</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensa…</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>Di turno</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>Ha passato</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Busted</source>
        <translation>Eliminato</translation>
    </message>
    <message>
        <source>Community card: the deck ran short on 7th street, so every player uses this card as their seventh.</source>
        <translation>Carta comune: in settima strada il mazzo non bastava, quindi ogni giocatore usa questa carta come settima.</translation>
    </message>
    <message>
        <source>your hole cards</source>
        <translation>le tue carte personali</translation>
    </message>
</context>
<context>
    <name>TableLines</name>
    <message>
        <source>Each seat, the pot, the amount to call and your actions, one line each</source>
        <translation>Ogni posto, il piatto, l&apos;importo per vedere e le tue azioni, una riga ciascuno</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Number of players</source>
        <translation>Numero di giocatori</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Giocatori:</translation>
    </message>
    <message>
        <source>you included</source>
        <translation>te compreso</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Il tuo posto</translation>
    </message>
    <message>
        <source>&amp;Your seat:</source>
        <translation>Il &amp;tuo posto:</translation>
    </message>
    <message>
        <source>seat 1 is first to the left of the stud button</source>
        <translation>il posto 1 è il primo a sinistra del pulsante stud</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Fiches iniziali</translation>
    </message>
    <message>
        <source>Starting stack in big bets</source>
        <translation>Fiches iniziali in puntate grandi</translation>
    </message>
    <message>
        <source>&amp;Starting stack:</source>
        <translation>&amp;Fiches iniziali:</translation>
    </message>
    <message>
        <source>Opponents preset</source>
        <translation>Avversari predefiniti</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizzato</translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation>&amp;Avversari:</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Giocatori del computer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seat&lt;/b&gt;</source>
        <translation>&lt;b&gt;Posto&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Level&lt;/b&gt;</source>
        <translation>&lt;b&gt;Livello&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Style&lt;/b&gt;</source>
        <translation>&lt;b&gt;Stile&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Posto %1</translation>
    </message>
    <message>
        <source>Seat %1 level</source>
        <translation>Livello posto %1</translation>
    </message>
    <message>
        <source>Seat %1 style</source>
        <translation>Stile posto %1</translation>
    </message>
    <message>
        <source>Seat %1: you</source>
        <translation>Posto %1: tu</translation>
    </message>
    <message>
        <source>Seat %1 (empty)</source>
        <translation>Posto %1 (vuoto)</translation>
    </message>
    <message>
        <source>= %1 big bets (%2)</source>
        <translation>= %1 puntate grandi (%2)</translation>
    </message>
</context>
<context>
    <name>TableTextDock</name>
    <message>
        <source>Table as text</source>
        <translation>Tavolo come testo</translation>
    </message>
</context>
<context>
    <name>TableTextPanel</name>
    <message>
        <source>The Coach&apos;s advice for your decision</source>
        <translation>Il consiglio dell&apos;allenatore per la tua decisione</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
</context>
<context>
    <name>ToolsMenu</name>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Strumenti</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <source>New tournament</source>
        <translation>Nuovo torneo</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Numero di giocatori</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Giocatori:</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Il tuo posto</translation>
    </message>
    <message>
        <source>&amp;Your seat:</source>
        <translation>Il &amp;tuo posto:</translation>
    </message>
    <message>
        <source>Seat %1 level</source>
        <translation>Livello posto %1</translation>
    </message>
    <message>
        <source>Seat %1 style</source>
        <translation>Stile posto %1</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Livelli</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Struttura</translation>
    </message>
    <message>
        <source>Regular (a level every 12 hands)</source>
        <translation>Normale (un livello ogni 12 mani)</translation>
    </message>
    <message>
        <source>Turbo (a level every 6 hands)</source>
        <translation>Turbo (un livello ogni 6 mani)</translation>
    </message>
    <message>
        <source>Hyper-turbo (a level every 3 hands)</source>
        <translation>Hyper-turbo (un livello ogni 3 mani)</translation>
    </message>
    <message>
        <source>My own</source>
        <translation>Personalizzata</translation>
    </message>
    <message>
        <source>&amp;Schedule:</source>
        <translation>&amp;Struttura:</translation>
    </message>
    <message>
        <source>A level lasts</source>
        <translation>Un livello dura</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>mani</translation>
    </message>
    <message>
        <source>minutes of play</source>
        <translation>minuti di gioco</translation>
    </message>
    <message>
        <source>A level &amp;lasts:</source>
        <translation>Un livello &amp;dura:</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Fiches iniziali</translation>
    </message>
    <message>
        <source>Starting &amp;chips:</source>
        <translation>&amp;Fiches iniziali:</translation>
    </message>
    <message>
        <source>Levels: small bet, big bet, ante, bring-in and length of each</source>
        <translation>Livelli: puntata piccola, puntata grande, ante, bring-in e durata di ciascuno</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>Puntata piccola</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Puntata grande</translation>
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
        <translation>Durata</translation>
    </message>
    <message>
        <source>&amp;Add level</source>
        <translation>&amp;Aggiungi livello</translation>
    </message>
    <message>
        <source>&amp;Remove last level</source>
        <translation>&amp;Rimuovi l&apos;ultimo livello</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Premi</translation>
    </message>
    <message>
        <source>Play money (none)</source>
        <translation>Soldi finti (nessuno)</translation>
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
        <translation>Premi in percentuale, dal primo posto</translation>
    </message>
    <message>
        <source>Percent of the prize pool for 1st, 2nd, ... place, e.g. 65/35; they must add to 100</source>
        <translation>Percentuale del montepremi per il 1°, 2°, … posto, ad es. 65/35; la somma deve fare 100</translation>
    </message>
    <message>
        <source>Pa&amp;youts (%):</source>
        <translation>&amp;Premi (%):</translation>
    </message>
    <message>
        <source>&amp;Start tournament</source>
        <translation>&amp;Inizia il torneo</translation>
    </message>
    <message>
        <source>Seat %1: you</source>
        <translation>Posto %1: tu</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Posto %1</translation>
    </message>
    <message>
        <source>Payouts: %1</source>
        <translation>Premi: %1</translation>
    </message>
    <message>
        <source>A level lasts at least one hand.</source>
        <translation>Un livello dura almeno una mano.</translation>
    </message>
    <message>
        <source>A level lasts at least one minute.</source>
        <translation>Un livello dura almeno un minuto.</translation>
    </message>
    <message>
        <source>A schedule needs at least one level.</source>
        <translation>Una struttura richiede almeno un livello.</translation>
    </message>
    <message>
        <source>The starting chips must be at least 1.</source>
        <translation>Le fiches iniziali devono essere almeno 1.</translation>
    </message>
    <message>
        <source>Write a whole number of chips in every cell.</source>
        <translation>Scrivi un numero intero di fiches in ogni cella.</translation>
    </message>
    <message>
        <source>The small bet must be at least 2 chips.</source>
        <translation>La puntata piccola deve essere di almeno 2 fiches.</translation>
    </message>
    <message>
        <source>The big bet must be at least the small bet.</source>
        <translation>La puntata grande deve essere almeno pari a quella piccola.</translation>
    </message>
    <message>
        <source>The ante must be from 0 up to below the small bet.</source>
        <translation>L&apos;ante deve essere da 0 fino a meno della puntata piccola.</translation>
    </message>
    <message>
        <source>The bring-in must be from the ante up to below the small bet.</source>
        <translation>Il bring-in deve essere dall&apos;ante fino a meno della puntata piccola.</translation>
    </message>
    <message>
        <source>The limits must rise from level to level.</source>
        <translation>I limiti devono salire di livello in livello.</translation>
    </message>
    <message>
        <source>The big bet must not fall from one level to the next.</source>
        <translation>La puntata grande non deve scendere da un livello al successivo.</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Livello %1: %2</translation>
    </message>
    <message>
        <source>write whole percentages separated by /, e.g. 65/35</source>
        <translation>scrivi percentuali intere separate da /, ad es. 65/35</translation>
    </message>
    <message>
        <source>more places are paid than there are players</source>
        <translation>sono pagati più posti che giocatori</translation>
    </message>
</context>
<context>
    <name>TournamentLobby</name>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Livello:</translation>
    </message>
    <message>
        <source>Next level:</source>
        <translation>Livello successivo:</translation>
    </message>
    <message>
        <source>Players left:</source>
        <translation>Giocatori rimasti:</translation>
    </message>
    <message>
        <source>Average stack:</source>
        <translation>Stack medio:</translation>
    </message>
    <message>
        <source>Payouts:</source>
        <translation>Premi:</translation>
    </message>
    <message>
        <source>Out:</source>
        <translation>Eliminati:</translation>
    </message>
    <message>
        <source>%1/%2, ante %3, bring-in %4</source>
        <translation>%1/%2, ante %3, bring-in %4</translation>
    </message>
    <message>
        <source>Level %1 (%2): %3</source>
        <translation>Livello %1 (%2): %3</translation>
    </message>
    <message>
        <source>none: the limits stay here to the end</source>
        <translation>nessuno: i limiti restano questi fino alla fine</translation>
    </message>
    <message numerus="yes">
        <source>in %n hand(s)</source>
        <translation>
            <numerusform>tra %n mano</numerusform>
            <numerusform>tra %n mani</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n minute(s) of play</source>
        <translation>
            <numerusform>tra %n minuto di gioco</numerusform>
            <numerusform>tra %n minuti di gioco</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>%1. place: %2</source>
        <translation>%1° posto: %2</translation>
    </message>
    <message>
        <source>play money: places only</source>
        <translation>soldi finti: solo posizioni</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1° %2</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>ancora nessuno</translation>
    </message>
    <message>
        <source>Level %1: %2; %3 of %4 players left</source>
        <translation>Livello %1: %2; %3 giocatori rimasti su %4</translation>
    </message>
</context>
<context>
    <name>TournamentResult</name>
    <message>
        <source>Tournament over</source>
        <translation>Torneo finito</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) played.</source>
        <translation>
            <numerusform>%n mano giocata.</numerusform>
            <numerusform>%n mani giocate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prize pool: %1 (%2 players x %3).</source>
        <translation>Montepremi: %1 (%2 giocatori × %3).</translation>
    </message>
    <message>
        <source>Finishing places</source>
        <translation>Posizioni finali</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <source>&amp;Play another tournament</source>
        <translation>&amp;Gioca un altro torneo</translation>
    </message>
    <message>
        <source>The tournament is over.</source>
        <translation>Il torneo è finito.</translation>
    </message>
    <message>
        <source>You won the tournament!</source>
        <translation>Hai vinto il torneo!</translation>
    </message>
    <message>
        <source>You finished in place %1 of %2.</source>
        <translation>Hai finito al posto %1 su %2.</translation>
    </message>
    <message>
        <source>Your prize: %1.</source>
        <translation>Il tuo premio: %1.</translation>
    </message>
</context>
<context>
    <name>TournamentWiring</name>
    <message>
        <source>New tournament</source>
        <translation>Nuovo torneo</translation>
    </message>
    <message>
        <source>Your hand is still being played: it will be finished first (checked when free, folded to a bet). Start a tournament?</source>
        <translation>La tua mano è ancora in gioco: sarà prima terminata (check quando è gratis, fold contro una puntata). Iniziare un torneo?</translation>
    </message>
    <message>
        <source>New &amp;tournament…</source>
        <translation>Nuovo &amp;torneo…</translation>
    </message>
    <message>
        <source>A sit-and-go: rising limits, players knocked out, prizes for the last ones in (Ctrl+Shift+N)</source>
        <translation>Un sit-and-go: limiti crescenti, giocatori eliminati, premi per gli ultimi rimasti (Ctrl+Maiusc+N)</translation>
    </message>
</context>
<context>
    <name>TournamentsPage</name>
    <message>
        <source>Tournaments played:</source>
        <translation>Tornei giocati:</translation>
    </message>
    <message>
        <source>Finishes:</source>
        <translation>Piazzamenti:</translation>
    </message>
    <message>
        <source>In the money:</source>
        <translation>A premio:</translation>
    </message>
    <message>
        <source>Buy-ins and prizes:</source>
        <translation>Buy-in e premi:</translation>
    </message>
    <message>
        <source>ROI:</source>
        <translation>ROI:</translation>
    </message>
    <message>
        <source>Return on investment: (prizes - buy-ins) / buy-ins, with the buy-in chosen when each tournament started</source>
        <translation>Ritorno sull&apos;investimento: (premi - buy-in) / buy-in, con il buy-in scelto all&apos;inizio di ogni torneo</translation>
    </message>
    <message>
        <source>Play money:</source>
        <translation>Soldi finti:</translation>
    </message>
    <message>
        <source>Finishing places</source>
        <translation>Piazzamenti finali</translation>
    </message>
    <message>
        <source>tournaments</source>
        <translation>tornei</translation>
    </message>
    <message>
        <source>place</source>
        <translation>posto</translation>
    </message>
    <message>
        <source>place %1: %2</source>
        <translation>posto %1: %2</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 su %2 (%3)</translation>
    </message>
    <message>
        <source>%1 paid, %2 won (chips)</source>
        <translation>%1 pagati, %2 vinti (chip)</translation>
    </message>
    <message>
        <source>none: play money only (no buy-in). Choose a buy-in in Game &gt; New tournament.</source>
        <translation>nessuno: solo soldi finti (nessun buy-in). Scegli un buy-in in Gioco &gt; Nuovo torneo.</translation>
    </message>
    <message>
        <source>%1 without a buy-in (nothing paid, nothing won)</source>
        <translation>%1 senza buy-in (niente pagato, niente vinto)</translation>
    </message>
    <message>
        <source>No tournament finished yet: play one with Game &gt; New tournament.</source>
        <translation>Nessun torneo ancora concluso: giocane uno con Gioco &gt; Nuovo torneo.</translation>
    </message>
    <message>
        <source>Not counted: tournaments with hands in the history but no result: %1 (imported hand histories do not say how a tournament ended, and a tournament left before its end has none).</source>
        <translation>Non contati: tornei con mani nello storico ma senza risultato: %1 (gli storici delle mani importati non dicono come è finito un torneo, e un torneo lasciato prima della fine non ne ha).</translation>
    </message>
    <message>
        <source>Every finished tournament counts, whatever hands are chosen above.</source>
        <translation>Conta ogni torneo concluso, qualunque mani siano scelte sopra.</translation>
    </message>
    <message>
        <source>Place %1: %2 of %3 tournaments</source>
        <translation>Posto %1: %2 tornei su %3</translation>
    </message>
</context>
<context>
    <name>UnsavedHandsQuestion</name>
    <message>
        <source>Hands not saved</source>
        <translation>Mani non salvate</translation>
    </message>
    <message>
        <source>Save them to a file...</source>
        <translation>Salvale in un file...</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>Quit and lose them</source>
        <translation>Esci e perdile</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) of this session could not be saved: neither the hand history ({file}) nor the journal beside it can be written (the disk may be full, or the folder read-only). If Razz Desktop quits now, they are lost.</source>
        <translation>
            <numerusform>%n mano di questa sessione non è stata salvata: non si possono scrivere né la cronologia delle mani ({file}) né il giornale accanto (il disco potrebbe essere pieno o la cartella di sola lettura). Se Razz Desktop si chiude ora, va persa.</numerusform>
            <numerusform>%n mani di questa sessione non sono state salvate: non si possono scrivere né la cronologia delle mani ({file}) né il giornale accanto (il disco potrebbe essere pieno o la cartella di sola lettura). Se Razz Desktop si chiude ora, vanno perse.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save them to a file: pick a folder on another disk or a USB stick; two files are written there, the hands as PokerStars text and a .jsonl file that File &gt; Import (All files) brings back into the history as played hands. Try again: once you have freed some disk space or made the folder writable.</source>
        <translation>Salvale in un file: scegli una cartella su un altro disco o su una chiavetta USB; vi vengono scritti due file, le mani come testo PokerStars e un file .jsonl che File &gt; Importa (Tutti i file) riporta nella cronologia come mani giocate. Riprova: dopo aver liberato spazio su disco o reso scrivibile la cartella.</translation>
    </message>
    <message>
        <source>They could not be saved in {folder} ({reason}). Pick another folder.</source>
        <translation>Non è stato possibile salvarle in {folder} ({reason}). Scegli un&apos;altra cartella.</translation>
    </message>
    <message>
        <source>Folder for the unsaved hands</source>
        <translation>Cartella per le mani non salvate</translation>
    </message>
</context>
<context>
    <name>spoken</name>
    <message>
        <source>Hand {n}.</source>
        <translation>Mano {n}.</translation>
    </message>
    <message>
        <source>No hand on the table yet.</source>
        <translation>Ancora nessuna mano sul tavolo.</translation>
    </message>
    <message>
        <source>The Coach has no advice right now.</source>
        <translation>L&apos;allenatore per ora non ha consigli.</translation>
    </message>
    <message>
        <source>The Coach suggests: {action}. {reason}</source>
        <translation>L&apos;allenatore suggerisce: {action}. {reason}</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Tocca a te.</translation>
    </message>
</context>
</TS>
