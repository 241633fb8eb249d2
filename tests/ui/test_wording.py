"""Golden tests of the wording layer: a few engine events, said in each shipped language.

The engine gives data (events with message codes and parameters, hand
values); ``ui.wording`` and the dealer log say it. These are the exact lines
a player reads, with names, "you" for the human, the locale's digits
(19.980 in German, Italian and Dutch) and plural forms from the .qm files.
A change of wording or translation changes them on purpose, here.
"""

from __future__ import annotations

import pytest

from razz_desktop.controllers.players import PlayerInfo
from razz_desktop.engine.actions import ActionType as A
from razz_desktop.engine.cards import parse_card, parse_cards
from razz_desktop.engine.evaluation import evaluate
from razz_desktop.engine.events import PlayerActed, PotAwarded, ShowdownStarted, StreetStarted
from razz_desktop.engine.messages import Note
from razz_desktop.ui.i18n import Translations, resolve, system_language
from razz_desktop.ui.log_format import LogFormatter
from razz_desktop.ui.wording import card_name, chips, hand_name, seat_names
from razz_desktop.ui.wording.dealer import explain

PLAYERS = {1: PlayerInfo(1, "Ada", False, "regular"), 3: PlayerInfo(3, "Dora", False, "regular"),
           4: PlayerInfo(4, "You", True)}

EVENTS = [
    StreetStarted(3, 3, Note.of("bring_in.highest", seat=3, card=parse_card("Ks"), beaten=(parse_card("Kh"),))),
    PlayerActed(4, 3, A.COMPLETE, 200, 200, False),
    PlayerActed(1, 4, A.RAISE, 800, 1200, False, Note.of("capped", raises=3)),
    StreetStarted(5, 4, Note.of("first_to_act", street=5, seat=4, board="7-4-2", tied_with=(1,), by_suit=0)),
    ShowdownStarted((1, 4), Note.of("showdown_order", first=1,
                                    reason=Note.of("showdown.checked_through", seat=1, street=6))),
    PotAwarded(0, 39960, (1, 3, 4), ((4, 19980), (1, 19980)), "pair of sevens",
               Note.of("odd_chips", seats=(4,), by_suit=0), evaluate(parse_cards("7c 7d 2h 3s 4d")).value),
]

GOLDEN = {
    "en": [
        '3rd street',
        'Dora brings in: the king of spades is the highest door card (aces are low); the kings tie, and spades beat hearts',
        'You complete to 200',
        'Ada raises to 1,200',
        'Betting is capped: one bet and 3 raises are the most a round allows',
        '5th street',
        '5th street: you act first with the lowest board (7-4-2); tied with Ada, so the player closest to the left of the button acts first',
        'Showdown',
        'Showdown: Ada shows first (the later betting was checked through; Ada made the last bet, on 6th street), then clockwise',
        'You win 19,980 with pair of sevens',
        'Ada wins 19,980 with pair of sevens',
        'Odd chip to you: the first tied winner to the left of the button',
    ],
    "de": [
        '3. Straße',
        'Dora bringt das Bring-in: Pik-König ist die höchste Türkarte (Asse sind niedrig); Gleichstand der Könige, und Pik schlägt Herz',
        'Du komplettierst auf 200',
        'Ada erhöht auf 1.200',
        'Die Einsätze sind gedeckelt: ein Einsatz und 3 Erhöhungen sind das Maximum pro Runde',
        '5. Straße',
        '5. Straße: Du beginnst mit dem niedrigsten Board (7-4-2); gleichauf mit Ada, also beginnt der Spieler, der dem Button links am nächsten sitzt',
        'Showdown',
        'Showdown: Ada zeigt zuerst (später wurde nur gecheckt; Ada hat zuletzt gesetzt, in der 6. Straße), dann im Uhrzeigersinn',
        'Du gewinnst 19.980 mit Paar Siebenen',
        'Ada gewinnt 19.980 mit Paar Siebenen',
        'Der ungerade Chip gehört dir: dem ersten gleichauf liegenden Gewinner links vom Button',
    ],
    "it": [
        'Terza strada',
        'Dora fa il bring-in: re di picche è la carta scoperta più alta (gli assi sono bassi); pari tra i re, e picche batte cuori',
        'Completi a 200',
        'Ada rilancia a 1.200',
        'Le puntate sono al massimo: una puntata e 3 rilanci sono il limite di un giro',
        'Quinta strada',
        'Quinta strada: parli per primo tu con il banco più basso (7-4-2); a pari con Ada, quindi parla per primo il giocatore più vicino alla sinistra del pulsante',
        'Showdown',
        "Showdown: mostra per primo Ada (dopo tutti hanno fatto cip; Ada ha fatto l'ultima puntata, in sesta strada), poi in senso orario",
        'Vinci 19.980 con coppia di sette',
        'Ada vince 19.980 con coppia di sette',
        'La fiche dispari va a te: il primo vincitore a pari alla sinistra del pulsante',
    ],
    "nl": [
        'Derde straat',
        'Dora doet de bring-in: schoppenkoning is de hoogste deurkaart (azen zijn laag); de koningen staan gelijk, en schoppen gaat voor harten',
        'Jij completeert tot 200',
        'Ada verhoogt tot 1.200',
        'Het inzetten is gecapt: één inzet en 3 verhogingen zijn het maximum per ronde',
        'Vijfde straat',
        'Vijfde straat: jij begint met het laagste board (7-4-2); gelijk met Ada, dus de speler die het dichtst links van de button zit begint',
        'Showdown',
        'Showdown: Ada toont eerst (daarna werd alleen gecheckt; Ada deed de laatste inzet, op de zesde straat), daarna met de klok mee',
        'Jij wint 19.980 met paar zevens',
        'Ada wint 19.980 met paar zevens',
        'De oneven chip gaat naar jou: de eerste gelijke winnaar links van de button',
    ],
}


@pytest.fixture
def language(request, qapp):
    translations = Translations()
    assert translations.install(request.param)
    yield request.param
    translations.install("en")


@pytest.mark.parametrize("language", sorted(GOLDEN), indirect=True)
def test_engine_events_in_each_language(language: str) -> None:
    log = LogFormatter(PLAYERS)
    lines = [entry.text for event in EVENTS for entry in log.feed(event)]
    assert lines == GOLDEN[language]


@pytest.mark.parametrize(("language", "wheel", "two_pair", "card", "chips_text"), [
    ("en", "the wheel (5-4-3-2-A)", "two pair, sevens and deuces", "queen of hearts", "39,960"),
    ("de", "das Wheel (5-4-3-2-A)", "zwei Paare, Siebenen und Zweien", "Herz-Dame", "39.960"),
    ("it", "la ruota (5-4-3-2-A)", "doppia coppia, sette e due", "regina di cuori", "39.960"),
    ("nl", "het wiel (5-4-3-2-A)", "twee paar, zevens en tweeën", "hartenvrouw", "39.960"),
], indirect=["language"])
def test_hand_card_and_number_names(language: str, wheel: str, two_pair: str, card: str,
                                    chips_text: str) -> None:
    assert hand_name(evaluate(parse_cards("As 2d 3c 4h 5d")).value) == wheel
    assert hand_name(evaluate(parse_cards("7c 7d 2h 2s 4d")).value) == two_pair
    assert hand_name(evaluate(parse_cards("8c 6d 4h 3s 2d")).value) == "8-6-4-3-2"
    assert card_name(parse_card("Qh")) == card
    assert chips(39960) == chips_text


@pytest.mark.parametrize("language", ["en"], indirect=True)
def test_a_note_from_an_old_hand_log_and_an_unknown_code_are_shown_not_lost(language: str) -> None:
    names = seat_names(hero=None)
    assert explain(Note.of("text", text="Seat 3 brings in"), names) == "Seat 3 brings in"
    assert explain(Note.of("future.code", seat=2), names) == "future.code(seat=2)"
    assert explain(Note.of("auto_muck"), names) == "Cannot beat the hand shown: mucked automatically"


@pytest.mark.parametrize(("environ", "code"), [
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANGUAGE": "fr:it:de", "LANG": "fr_FR.UTF-8"}, "it"),
    ({"LC_ALL": "nl_NL.UTF-8", "LANG": "de_DE.UTF-8"}, "nl"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({}, "en"),
])
def test_system_default_follows_language_and_lang(environ: dict[str, str], code: str) -> None:
    assert system_language(environ) == code
    assert resolve("system", environ) == code
    assert resolve("it", environ) == "it"  # a chosen language wins over the environment


def test_the_language_box_offers_each_language_in_its_own_words() -> None:
    from razz_desktop.settings import LANGUAGE_SYSTEM
    from razz_desktop.ui.settings_dialog import available_languages

    assert available_languages() == [(LANGUAGE_SYSTEM, ""), ("en", "English"), ("de", "Deutsch"),
                                     ("it", "Italiano"), ("nl", "Nederlands")]


COUNTED = {
    "en": ("12,345 hands", "3 opponents in the hand.", "Imported 57 hands from 2 files.", "1 hand of another game skipped"),
    "de": ("Blätter: 12.345", "Gegner im Blatt: 3.", "57 Blätter aus 2 Dateien importiert.",
           "1 Blatt eines anderen Spiels übersprungen"),
    "it": ("12.345", "3", "57 mani", "1 mano di un altro gioco saltata"),
    "nl": ("12.345", "3", "57 handen", "1 hand van een ander spel overgeslagen"),
}


@pytest.mark.parametrize("language", sorted(COUNTED), indirect=True)
def test_counted_phrases_are_translated_with_the_count_filled_in(language: str) -> None:
    """Count-free translations ("Blätter: %n") are plain messages: Qt finds them only when looked up without
    a count, so the History window, the import summary and the spoken table fill the count in themselves."""
    from razz_desktop.ui.accessibility.spoken import tr as spoken
    from razz_desktop.ui.history_window.wording import hands_count
    from razz_desktop.ui.import_dialog import summary_texts

    many, opponents, head, skipped = COUNTED[language]
    assert many in hands_count(12345)
    assert opponents in spoken("%n opponents in the hand.", 3)
    headline, rest = summary_texts({"files": 2, "imported": 57, "hands_found": 61, "duplicates": 0,
                                    "other_games": 1, "rejected": 0})
    assert head in headline and skipped in rest


def test_figures_follow_a_language_switch_in_the_same_process(qapp) -> None:
    """The locale is cached (a hand writes hundreds of figures): switching the language drops it."""
    from razz_desktop.ui.wording import decimal, numbers

    translations = Translations()
    try:
        assert translations.install("en")
        assert (chips(39960), decimal(0.5, 2)) == ("39,960", "0.50")
        assert numbers.locale() is numbers.locale()  # read once, not at every figure
        assert translations.install("de")
        assert (chips(39960), decimal(0.5, 2)) == ("39.960", "0,50")
        assert translations.install("en")
        assert chips(39960) == "39,960"
    finally:
        translations.install("en")
