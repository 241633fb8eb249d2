"""The Last Hand window: hands played and stored, shown, switched, copied.

Hands are played headlessly by the engine and recorded through the real
HistoryController (its worker thread and a database file in tmp_path); the
test waits on the window's and the controller's signals, never on time.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication

from razz_desktop.controllers.history_controller import HistoryController
from razz_desktop.controllers.recorded import RecordedHand
from razz_desktop.engine import Action, ActionType, GameConfig, HandRecord, Table
from razz_desktop.engine.events import CardDealt, PlayerActed
from razz_desktop.records import SeatPlayer, StoredHand
from razz_desktop.storage.formats.hhtext import parse_hand_history
from razz_desktop.ui.last_hand import CardStrip, LastHandWindow, seat_cards, seat_result

HUMAN = 3
PLAYERS = {
    1: SeatPlayer(1, "Ada", False, "regular"),
    3: SeatPlayer(3, "You", True),
    5: SeatPlayer(5, "Boris'); DROP TABLE hands;--", False, "strong"),
    8: SeatPlayer(8, "Chen", False, "beginner"),
}


def _play(table: Table, rng: random.Random, fold_seat: int | None) -> HandRecord:
    """Everybody calls and checks down, except ``fold_seat``, who folds at its first chance."""
    hand = table.new_hand(rng=rng)
    while not hand.finished:
        seat = hand.to_act
        assert seat is not None
        kinds = [la.type for la in hand.legal_actions()]
        if seat == fold_seat and ActionType.FOLD in kinds:
            kind = ActionType.FOLD
        else:
            kind = next(k for k in (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN, ActionType.SHOW)
                        if k in kinds)
        hand.act(Action(seat, kind))
    table.settle(hand)
    return hand.record


@pytest.fixture
def history(tmp_path: Path) -> Iterator[HistoryController]:
    controller = HistoryController(tmp_path / "razz.sqlite3")
    yield controller
    assert controller.shutdown()


@pytest.fixture
def table() -> Table:
    return Table(GameConfig(), {s: 10_000 for s in PLAYERS})


@pytest.fixture
def two_hands(qtbot, history: HistoryController, table: Table) -> list[HandRecord]:
    rng = random.Random(2024)
    records = [_play(table, rng, fold_seat=1), _play(table, rng, fold_seat=8)]
    for record in records:
        with qtbot.waitSignal(history.hand_saved, timeout=10_000):
            history.record_hand(_recorded(record))
    return records


def _recorded(record: HandRecord) -> RecordedHand:
    return RecordedHand(record, tuple(PLAYERS[s] for s in record.seats))


def _window(history: HistoryController) -> LastHandWindow:
    """The window wired to the history controller as app.attach_history wires it: intents out, data in."""
    window = LastHandWindow()
    window.hands_wanted.connect(history.request_hands)
    window.hand_wanted.connect(history.request_hand)
    history.hands_listed.connect(window.show_hands)
    history.hand_text_ready.connect(window.set_text_for_copy)
    history.hand_loaded.connect(window.show_hand)
    history.hand_saved.connect(window.on_hand_saved)
    history.hand_kept.connect(window.on_hand_saved)
    history.session_started.connect(window.on_session_started)
    return window


def _folded_before_showdown(record: HandRecord) -> set[int]:
    return {e.seat for e in record.events if isinstance(e, PlayerActed) and e.type is ActionType.FOLD}


def test_shows_the_second_hand_then_switches_to_the_first(qtbot, history, two_hands) -> None:
    first, second = two_hands
    window = _window(history)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.hand_shown, timeout=10_000) as shown:
        window.show_latest()
    assert window.isVisible()
    hand = window.current_hand
    assert hand is not None and shown.args == [hand.hand_id]
    assert hand.record == second
    assert window.selector.count() == 2
    assert window.selector.currentIndex() == 0
    assert window.selector.currentText().startswith("Hand #2")
    assert "Hand #2" in window.title.text()
    assert not window.newer_button.isEnabled() and window.older_button.isEnabled()

    with qtbot.waitSignal(window.hand_shown, timeout=10_000):
        window.older_button.click()
    hand = window.current_hand
    assert hand is not None and hand.record == first
    assert window.selector.currentText().startswith("Hand #1")
    assert "Hand #1" in window.title.text()
    assert window.newer_button.isEnabled() and not window.older_button.isEnabled()

    # Back to the newest: already loaded, shown at once from the cache.
    with qtbot.waitSignal(window.hand_shown, timeout=1_000):
        window.selector.setCurrentIndex(0)
    assert window.current_hand.record == second  # type: ignore[union-attr]


def test_folded_players_show_upcards_only_and_showdown_hands_in_full(qtbot, history, two_hands) -> None:
    first, _ = two_hands
    window = _window(history)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.hand_shown, timeout=10_000):
        window.show_latest()
    with qtbot.waitSignal(window.hand_shown, timeout=10_000):
        window.older_button.click()
    hand = window.current_hand
    assert hand is not None and hand.record == first
    folded = _folded_before_showdown(first)
    assert 1 in folded and first.showdown
    strips = window.findChildren(CardStrip)
    assert len(strips) == len(first.seats)
    for seat, strip in zip(first.seats, strips, strict=True):
        dealt = [e for e in first.events if isinstance(e, CardDealt) and e.seat == seat]
        text = strip.describe()
        for e in dealt:
            assert e.card is not None
            visible = e.face_up or seat == HUMAN or seat not in folded
            assert (e.card.long_name in text) == visible, (seat, e.card)
    # Seat 1 folded: card backs where its hole cards were, nothing else hidden.
    ones = seat_cards(hand, 1)
    assert [c.card is None for c in ones] == [not e.face_up for e in first.events
                                              if isinstance(e, CardDealt) and e.seat == 1]
    text, _ = seat_result(hand, 1)
    assert text.startswith("Folded on")
    # Every hand live at showdown, mucked or shown, is named in the window.
    for reveal in first.showdown:
        text, _ = seat_result(hand, reveal.seat)
        assert reveal.name in text
        assert reveal.name in window.actions_view.toPlainText()


def test_copy_as_text_puts_pokerstars_text_on_the_clipboard(qtbot, history, two_hands) -> None:
    _, second = two_hands
    window = _window(history)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.hand_shown, timeout=10_000):
        window.show_latest()
    window.copy_button.click()
    text = QGuiApplication.clipboard().text()
    assert text.startswith("PokerStars Hand #")
    assert "*** 3rd STREET ***" in text and "*** SUMMARY ***" in text
    parsed = parse_hand_history(text)
    assert [(s.seat, s.name, s.stack) for s in parsed.seats] == [
        (seat, PLAYERS[seat].name, stack) for seat, stack in second.starting_stacks
    ]
    acted = [(e.street, e.seat, e.type, e.amount) for e in second.events if isinstance(e, PlayerActed)]
    assert [(a.street, a.seat, a.type, a.amount) for a in parsed.actions] == acted
    assert "copied" in window.status.text()


def test_a_new_hand_appears_while_the_window_is_open(qtbot, history, table, two_hands) -> None:
    window = _window(history)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.hand_shown, timeout=10_000):
        window.show_latest()
    record = _play(table, random.Random(7), fold_seat=None)
    assert record.hand_id == 3
    with qtbot.waitSignal(window.hand_shown, timeout=10_000):
        history.record_hand(_recorded(record))
    assert window.selector.count() == 3
    assert window.current_hand.record == record  # type: ignore[union-attr]


def test_empty_session_says_so(qtbot, history) -> None:
    window = _window(history)
    qtbot.addWidget(window)
    with qtbot.waitSignal(history.hands_listed, timeout=10_000):
        window.show_latest()
    assert window.current_hand is None
    assert "No hands" in window.title.text()
    assert not window.copy_button.isEnabled()
    assert window.copy_as_text() == ""


def test_at_least_fifty_hands_of_the_session_are_offered(qtbot, history, table) -> None:
    rng = random.Random(5)
    for _ in range(55):
        record = _play(table, rng, fold_seat=rng.choice([1, 5, 8, None]))
        history.record_hand(_recorded(record))
    window = _window(history)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: history.pending_writes == 0, timeout=20_000)
    with qtbot.waitSignal(window.hand_shown, timeout=10_000):
        window.show_latest()
    assert window.selector.count() == 50
    numbers = [h.hand_number for h in window.hands]
    assert numbers == list(range(55, 5, -1))
    with qtbot.waitSignal(window.hand_shown, timeout=10_000):
        window.selector.setCurrentIndex(49)
    assert window.current_hand.hand_number == 6  # type: ignore[union-attr]


def test_stored_hand_names_are_shown_verbatim(qtbot, history, two_hands) -> None:
    window = _window(history)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.hand_shown, timeout=10_000):
        window.show_latest()
    hand: StoredHand = window.current_hand  # type: ignore[assignment]
    assert hand.name(5) == "Boris'); DROP TABLE hands;--"
    assert "Boris'); DROP TABLE hands;--" in window.actions_view.toPlainText()


def test_wired_to_the_game_controller_as_documented(qtbot, history) -> None:
    """The wiring the composition root uses: hand_recorded -> record_hand(RecordedHand)."""
    from PySide6.QtCore import QTimer

    from razz_desktop.controllers.game_controller import GameController
    from tests.qt_helpers import calling_factory, fast_setup

    game = GameController(calling_factory, fast_setup(opponents=3))
    game.hand_recorded.connect(history.record_hand)

    def answer(view) -> None:  # the human checks or calls, as a click would, after the signal returns
        kinds = view.legal_types()
        kind = next(k for k in (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN, ActionType.SHOW)
                    if k in kinds)
        QTimer.singleShot(0, lambda: game.submit_human_action(kind))

    game.human_to_act.connect(answer)
    try:
        with qtbot.waitSignal(history.hand_saved, timeout=20_000):
            game.start_session()
        with qtbot.waitSignal(history.hand_saved, timeout=20_000):
            game.continue_to_next_hand()
        window = _window(history)
        qtbot.addWidget(window)
        with qtbot.waitSignal(window.hand_shown, timeout=10_000):
            window.show_latest()
        hand = window.current_hand
        assert hand is not None and window.selector.count() == 2
        assert [p.name for p in hand.players] == [game.players[s].name for s in hand.record.seats]
        assert hand.hero_seat == game.human_seat
        second = hand.hand_number
        with qtbot.waitSignal(window.hand_shown, timeout=10_000):
            window.older_button.click()
        assert window.current_hand.hand_number == second - 1  # type: ignore[union-attr]
    finally:
        game.shutdown()


def test_a_new_session_empties_the_selector(qtbot, history, two_hands) -> None:
    window = _window(history)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.hand_shown, timeout=10_000):
        window.show_latest()
    with qtbot.waitSignal(history.hands_listed, timeout=10_000):
        history.start_session(GameConfig())
    assert window.selector.count() == 0
    assert window.current_hand is None and "No hands" in window.title.text()


def test_study_mode_shows_every_players_hole_cards_labelled(qtbot, history, two_hands) -> None:
    first, _ = two_hands
    window = _window(history)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.hand_shown, timeout=10_000):
        window.show_latest()
    with qtbot.waitSignal(window.hand_shown, timeout=10_000):
        window.older_button.click()
    assert not window.study_mode and not window.study_banner.isVisibleTo(window)
    folded = _folded_before_showdown(first)
    assert 1 in folded
    hole = [e.card for e in first.events if isinstance(e, CardDealt) and e.seat == 1 and not e.face_up]
    assert hole

    def seat_one_text() -> str:
        return window.findChildren(CardStrip)[list(first.seats).index(1)].describe()

    assert not any(c.long_name in seat_one_text() for c in hole)  # issue 6: never shown
    with qtbot.waitSignal(window.hand_shown, timeout=1_000):
        window.set_study_mode(True)
    assert window.study_banner.isVisibleTo(window) and "Study mode" in window.study_banner.text()
    assert all(c.long_name in seat_one_text() for c in hole)
    assert all(c.card is not None for seat in first.seats for c in seat_cards(window.current_hand, seat, True))
    with qtbot.waitSignal(window.hand_shown, timeout=1_000):
        window.set_study_mode(False)
    assert not any(c.long_name in seat_one_text() for c in hole)
    assert not window.study_banner.isVisibleTo(window)


def test_review_button_asks_for_the_review_of_the_hand_on_screen(qtbot, history, two_hands) -> None:
    first, second = two_hands
    window = _window(history)
    qtbot.addWidget(window)
    assert window.review_button.isHidden()  # no coach wired in
    window.enable_review({second.hand_id})
    assert not window.review_button.isHidden()
    with qtbot.waitSignal(window.hand_shown, timeout=10_000):
        window.show_latest()
    assert window.review_button.isEnabled()
    with qtbot.waitSignal(window.review_requested, timeout=1_000) as asked:
        window.review_button.click()
    assert asked.args == [second.hand_id]
    with qtbot.waitSignal(window.hand_shown, timeout=10_000):
        window.older_button.click()
    assert not window.review_button.isEnabled() and "practice mode was off" in window.review_button.toolTip()
    from razz_desktop.coach.review import HandReview

    window.add_review(HandReview(first.hand_id, (), 0, 400))  # a review that arrives later enables the button
    assert window.review_button.isEnabled()


def _summary(hand_id: int, number: int, hero_net: int | None, winners: tuple[str, ...] = ("Ivo",)):
    from datetime import UTC, datetime

    from razz_desktop.records import HandSummary, Winner

    return HandSummary(hand_id, 1, number, datetime(2026, 1, 1, 12, 0, tzinfo=UTC), 5_000, 7, True,
                       tuple(Winner(k + 1, name, 5_000) for k, name in enumerate(winners)), hero_net)


def test_the_window_works_from_data_alone_and_asks_by_intents(qtbot, table) -> None:
    """No controller at all: what the window wants goes out as signals, what it shows comes in as data."""
    from datetime import UTC, datetime

    window = LastHandWindow()
    qtbot.addWidget(window)
    rng = random.Random(11)
    records = [_play(table, rng, fold_seat=1), _play(table, rng, fold_seat=None)]
    hands = [StoredHand(100 + k, 1, datetime(2026, 1, 1, tzinfo=UTC), tuple(PLAYERS[s] for s in r.seats), r)
             for k, r in enumerate(records)]
    with qtbot.waitSignal(window.hands_wanted, timeout=1_000) as wanted:
        window.show_latest()
    assert wanted.args == [50]
    with qtbot.waitSignal(window.hand_wanted, timeout=1_000) as asked:
        window.show_hands([_summary(101, 2, -40), _summary(100, 1, 120)])
    assert asked.args == [101]  # the newest, not yet known to the window
    assert window.current_hand is None and "Loading" in window.status.text()
    window.set_text_for_copy(101, "PokerStars Hand #101: the text")
    with qtbot.waitSignal(window.hand_shown, timeout=1_000):
        window.show_hand(hands[1])
    assert window.current_hand == hands[1]
    assert window.copy_as_text() == "PokerStars Hand #101: the text"
    assert QGuiApplication.clipboard().text() == "PokerStars Hand #101: the text"
    with qtbot.waitSignal(window.hand_wanted, timeout=1_000) as asked:
        window.older_button.click()
    assert asked.args == [100]
    window.show_hand(hands[0])  # no text came with it: copying says so instead of copying nothing silently
    assert window.current_hand == hands[0]
    assert window.copy_as_text() == "" and "cannot be copied" in window.status.text()
    with qtbot.waitSignal(window.hands_wanted, timeout=1_000):
        window.on_hand_saved(_summary(102, 3, 0))  # visible: asks for the new list
    with qtbot.assertNotEmitted(window.hand_wanted):
        window.show_hand(hands[1])  # an answer for a hand no longer wanted is only cached
    assert window.current_hand == hands[0]


def test_the_selector_labels_the_humans_result_as_the_humans(qtbot) -> None:
    from razz_desktop.ui.last_hand import summary_label

    line = summary_label(_summary(1, 7, -2_840))
    assert "won by Ivo" in line and "you \u22122,840" in line
    assert "Ivo  (" not in line and "(\u22122,840)" not in line  # read as Ivo's result before
    assert "you" not in summary_label(_summary(1, 7, None)).split("won by")[1]
    window = LastHandWindow()
    qtbot.addWidget(window)
    window.show_hands([_summary(5, 3, 1_200, ("Ada", "Chen"))])
    assert window.selector.itemText(0).endswith("won by Ada, Chen  \u00b7  you +1,200")


def test_a_hand_not_saved_yet_is_marked_and_not_copied(qtbot, table) -> None:
    from datetime import UTC, datetime

    window = LastHandWindow()
    qtbot.addWidget(window)
    record = _play(table, random.Random(3), fold_seat=None)
    hand = StoredHand(-1, 0, datetime(2026, 1, 1, tzinfo=UTC), tuple(PLAYERS[s] for s in record.seats), record)
    window.show_hands([_summary(-1, 1, 0)])
    window.set_text_for_copy(-1, "")
    window.show_hand(hand)
    assert window.selector.itemText(0).endswith("not saved yet")
    assert window.copy_as_text() == "" and "not saved yet" in window.status.text()
