"""The History window and its paged model, driven as a user drives them.

The model reads from a source with the hand browser's methods; here an
in-memory double that counts its queries, so the tests can say the window
never reads every row, reads one page more as the list is scrolled, and
starts over when a column is sorted or a filter set. (The real browser over
a database is tested in test_history_window_db.py.)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from razz_desktop.controllers.history_browser import (
    COLUMN,
    HAND_ID_ROLE,
    BrowseChoices,
    HandTableModel,
)
from razz_desktop.engine.cards import parse_cards
from razz_desktop.records import HandFilter, HandRow, HandSort, StoredHand
from razz_desktop.ui.history_window import HandWindow, HistoryWindow
from tests.storage.hands import players_for, side_split_community_record

T0 = datetime(2026, 11, 1, 18, 0, tzinfo=UTC)


def make_row(k: int) -> HandRow:
    imported = k % 5 == 0
    third = parse_cards(("As 2d 3c", "4h 4s Kd", "7c 8d 2h", "Ah 5c 9s")[k % 4])
    return HandRow(
        hand_id=k + 1, played_at=T0 + timedelta(minutes=k), session_id=1 + k // 100, hand_number=k % 100 + 1,
        site="PokerStars" if imported else None, site_hand_id=str(30_000_000 + k) if imported else None,
        small_bet=200, big_bet=400 if k % 3 else 200, players=4 + k % 5, player="You",
        third_street=third, net=(k % 7 - 3) * 100, showdown=k % 2 == 0,
        winning_hand="8-6-4-2-A" if k % 2 == 0 else None,
    )


@dataclass
class FakeBrowser:
    """The hand browser's methods over a list: a few filters, every sort, counted queries."""

    rows_: list[HandRow]
    calls: list[tuple[str, object]] = field(default_factory=list)

    def _match(self, f: HandFilter) -> list[HandRow]:
        out = self.rows_
        if f.won is not None:
            out = [r for r in out if r.net is not None and (r.net > 0 if f.won else r.net < 0)]
        if f.imported is not None:
            out = [r for r in out if r.imported == f.imported]
        if f.showdown is not None:
            out = [r for r in out if r.showdown == f.showdown]
        if f.session_id is not None:
            out = [r for r in out if r.session_id == f.session_id]
        return out

    def count(self, f: HandFilter) -> int:
        self.calls.append(("count", f))
        return len(self._match(f))

    def rows(self, f: HandFilter, sort: HandSort, descending: bool, offset: int, limit: int) -> list[HandRow]:
        self.calls.append(("rows", (sort, descending, offset, limit)))
        key = {
            HandSort.DATE: lambda r: r.played_at, HandSort.RESULT: lambda r: r.net or 0,
            HandSort.PLAYERS: lambda r: r.players, HandSort.SESSION: lambda r: (r.session_id, r.hand_number),
        }.get(sort, lambda r: r.hand_id)
        ordered = sorted(self._match(f), key=key, reverse=descending)
        return ordered[offset:offset + limit]

    def hand(self, hand_id: int) -> StoredHand | None:
        self.calls.append(("hand", hand_id))
        record = side_split_community_record()
        return StoredHand(hand_id, 1, T0, tuple(players_for(record, 1)), record)

    def sessions(self) -> list[int]:
        return [1, 2, 3]

    def stakes(self) -> list[tuple[int, int]]:
        return [(200, 200), (200, 400)]

    def sites(self) -> list[str]:
        return ["PokerStars"]

    def player_names(self) -> list[str]:
        return ["You", "Ada"]


@pytest.fixture
def browser() -> FakeBrowser:
    return FakeBrowser([make_row(k) for k in range(1000)])


@pytest.fixture
def window(qtbot, browser):
    """The window as app.py wires it: filters to the model, the model's answers back."""
    model = HandTableModel(browser, page_rows=50)
    w = HistoryWindow()
    w.set_model(model)
    w.filter_changed.connect(model.set_filter)
    w.opened.connect(model.set_filter)
    w.opened.connect(model.publish_choices)
    model.total_changed.connect(w.on_total)
    model.choices_changed.connect(w.set_choices)
    model.failed.connect(w.show_problem)
    hands = HandWindow(w)
    w.hand_wanted.connect(model.request_hand)
    model.hand_loaded.connect(hands.show_hand)
    w.hands = hands  # type: ignore[attr-defined]
    qtbot.addWidget(w)
    w.show_window()
    qtbot.waitExposed(w)
    return w


def rows_queried(browser: FakeBrowser) -> list[tuple]:
    return [args for kind, args in browser.calls if kind == "rows"]


def test_opens_on_the_newest_page_only(window, browser):
    model = window.model
    assert model.rowCount() == 50 and model.total == 1000
    assert window.count_label.text() == "1,000 hands"
    assert rows_queried(browser) == [(HandSort.DATE, True, 0, 50)]
    first = model.index(0, 0)
    assert first.data(HAND_ID_ROLE) == 1000  # newest first
    assert model.index(0, COLUMN["third"]).data() == "A\u2665 5\u2663 9\u2660"


def test_scrolling_down_reads_one_more_page_at_a_time(window, browser, qtbot):
    model = window.model
    window.table.scrollToBottom()
    qtbot.waitUntil(lambda: model.rowCount() >= 100)
    assert model.rowCount() == 100
    for _ in range(3):
        before = model.rowCount()
        window.table.scrollToBottom()
        qtbot.waitUntil(lambda b=before: model.rowCount() > b)
    assert model.rowCount() == 250
    assert [q[2] for q in rows_queried(browser)] == [0, 50, 100, 150, 200]


def test_clicking_a_column_header_sorts_by_it(window, browser, qtbot):
    header = window.table.horizontalHeader()
    x = header.sectionViewportPosition(COLUMN["result"]) + 10
    QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))
    model = window.model
    assert model.sort_key[0] is HandSort.RESULT
    nets = [model.row_at(r).net for r in range(model.rowCount())]
    assert nets == sorted(nets, reverse=model.sort_key[1])
    assert model.rowCount() == 50  # started over from the first page
    QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))
    flipped = [model.row_at(r).net for r in range(model.rowCount())]
    assert flipped == sorted(flipped, reverse=model.sort_key[1]) and flipped != nets


def test_filters_become_one_hand_filter_and_the_list_follows(window, browser, qtbot):
    f = window.filters
    with qtbot.waitSignal(window.filter_changed) as changed:
        f.result_box.setCurrentIndex(f.result_box.findData(True))
    assert changed.args[0] == HandFilter(won=True)
    model = window.model
    assert model.total == sum(1 for r in browser.rows_ if r.net and r.net > 0)
    assert all(model.row_at(r).net > 0 for r in range(model.rowCount()))
    assert window.count_label.text() == f"{model.total:,} hands"
    with qtbot.waitSignal(window.filter_changed) as changed:
        f.origin_box.setCurrentIndex(f.origin_box.findData(True))
    assert changed.args[0] == HandFilter(won=True, imported=True)
    assert all(model.row_at(r).imported for r in range(model.rowCount()))
    f.start_box.setEditText("three to an 8")
    with qtbot.waitSignal(window.filter_changed) as changed:
        f.start_box.lineEdit().editingFinished.emit()
    assert changed.args[0].start_to == 8
    f.low_box.setCurrentIndex(f.low_box.findData(8))
    assert window.current_filter().low_max == 8
    f.from_check.setChecked(True)
    since = window.current_filter().since
    assert since is not None and since.tzinfo is not None
    with qtbot.waitSignal(window.filter_changed) as changed:
        f.reset()
    assert changed.args[0] == HandFilter()
    assert model.total == 1000


def test_a_starting_hand_that_does_not_parse_is_said_and_not_applied(window, qtbot):
    f = window.filters
    emitted = []
    window.filter_changed.connect(emitted.append)
    f.start_box.setEditText("two jacks")
    f.start_box.lineEdit().editingFinished.emit()
    assert emitted == [] and f.start_error.isVisibleTo(window)
    assert "A-2-3" in f.start_error.text()
    f.start_box.setEditText("A23")
    f.start_box.lineEdit().editingFinished.emit()
    assert emitted[-1].start_ranks == (1, 2, 3) and not f.start_error.isVisibleTo(window)


def test_the_choice_lists_come_from_the_hand_log(window):
    f = window.filters
    assert [f.stakes_box.itemText(k) for k in range(f.stakes_box.count())] == ["Any stakes", "200/200", "200/400"]
    assert f.site_box.findData("PokerStars") > 0
    assert f.session_box.count() == 4
    f.set_choices(BrowseChoices(((1, "Session 1"),), (), (), ()))
    assert f.session_box.count() == 2


def test_opening_a_row_shows_the_hand_with_replay_and_export(window, browser, qtbot):
    window.select_row(3)
    wanted = window.model.index(3, 0).data(HAND_ID_ROLE)
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    hands: HandWindow = window.hands
    qtbot.waitUntil(hands.isVisible)
    assert hands.hand is not None and hands.hand.hand_id == wanted
    assert "Hand #" in hands.title.text()
    assert hands.replay_button.isEnabled() and hands.export_button.isEnabled()
    assert hands.pots_label.text().count("Side pot") == 1
    with qtbot.waitSignal(hands.replay_requested) as replay:
        qtbot.mouseClick(hands.replay_button, Qt.MouseButton.LeftButton)
    assert replay.args[0].hand_id == wanted
    with qtbot.waitSignal(hands.export_requested) as export:
        qtbot.mouseClick(hands.export_button, Qt.MouseButton.LeftButton)
    assert export.args[0] == wanted


def test_double_click_opens_too(window, qtbot):
    rect = window.table.visualRect(window.model.index(0, 1))
    # A real double-click is a click, then the second press Qt reports as a double-click.
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.mouseDClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(window.hands.isVisible)
    assert window.hands.hand.hand_id == 1000


def test_export_selected_and_export_filtered(window, qtbot, monkeypatch, tmp_path: Path):
    asked = []

    def fake_ask(parent, what, default_name="razz-hands"):
        asked.append(what)
        return str(tmp_path / "out.phhs"), "phh"

    monkeypatch.setattr("razz_desktop.ui.history_window.window.ask_export_target", fake_ask)
    window.select_row(0)
    window.table.selectionModel().select(
        window.model.index(2, 0),
        window.table.selectionModel().SelectionFlag.Select | window.table.selectionModel().SelectionFlag.Rows)
    assert window.export_selected_button.isEnabled()
    with qtbot.waitSignal(window.export_requested) as sent:
        qtbot.mouseClick(window.export_selected_button, Qt.MouseButton.LeftButton)
    fmt, path, hand_filter, ids = sent.args
    assert (fmt, path, hand_filter, ids) == ("phh", str(tmp_path / "out.phhs"), None, [1000, 998])
    assert asked == ["2 hands"]
    window.filters.result_box.setCurrentIndex(window.filters.result_box.findData(False))
    with qtbot.waitSignal(window.export_requested) as sent:
        qtbot.mouseClick(window.export_filtered_button, Qt.MouseButton.LeftButton)
    assert sent.args[2:] == [HandFilter(won=False), None]
    window.on_exported(12, "/tmp/x.phhs")
    assert window.status.text() == "Exported 12 hands to /tmp/x.phhs."


def test_a_failing_source_is_said_and_nothing_is_lost(qtbot, browser):
    class Broken(FakeBrowser):
        def rows(self, *args, **kwargs):
            raise OSError("disk I/O error")

    model = HandTableModel(Broken(browser.rows_), page_rows=50)
    problems = []
    model.failed.connect(problems.append)
    model.set_filter(HandFilter())
    assert model.rowCount() == 0 and problems and "disk I/O error" in problems[0]


def test_an_imported_hand_shows_only_the_cards_its_file_showed(qtbot):
    """The hand window (the Last Hand window's parts) never draws an imported hand's stand-ins."""
    from razz_desktop.ui.card_text import card_text
    from razz_desktop.ui.last_hand import CardStrip, actions_html, seat_cards
    from tests.controllers.test_replay_controller import imported_hands

    window = HandWindow()
    qtbot.addWidget(window)
    checked = 0
    for hand in imported_hands():
        known = {c for _, cards in hand.known_cards or () for c in cards if c is not None}
        stand_ins = {c for _, cards in hand.record.cards for c in cards} - known - {hand.record.community_card}
        window.show_hand(hand)
        for seat in hand.record.seats:
            for study in (False, True):
                shown = {c.card for c in seat_cards(hand, seat, study) if c.card is not None}
                assert not shown & stand_ins
        text = actions_html(hand)
        assert not any(f"<b>{card_text(c)}</b>" in text for c in stand_ins)
        strips = window.findChildren(CardStrip)
        assert len(strips) == len(hand.record.seats)
        if stand_ins:
            checked += 1
            assert any("hidden card" in s.describe() for s in strips)
        assert "Imported from" in window.note.text()
    assert checked > 0


def mucked_unseen() -> StoredHand:
    """The side-pot hand as if imported from a file that never showed the mucked hands' hole cards."""
    from razz_desktop.records import HandOrigin

    record = side_split_community_record()
    mucked = {r.seat for r in record.showdown if not r.shown}
    known = tuple(
        (seat, tuple(None if seat in mucked and k in (0, 1, 6) else c for k, c in enumerate(cards)))
        for seat, cards in record.cards)
    origin = HandOrigin("PokerStars", "123456789", "stars.txt", hero="You")
    return StoredHand(9, 1, T0, tuple(players_for(record, 1)), record, origin=origin, known_cards=known)


def test_hands_mucked_unseen_are_card_backs_and_words_only(qtbot):
    from razz_desktop.ui.card_text import card_text
    from razz_desktop.ui.last_hand import actions_html, seat_cards, seat_result

    hand = mucked_unseen()
    mucked = [r for r in hand.record.showdown if not r.shown]
    text = actions_html(hand)
    for r in mucked:
        cards = seat_cards(hand, r.seat, study=True)
        assert [c.card is None for c in cards][:2] == [True, True]  # hole cards: backs, even in study mode
        assert seat_result(hand, r.seat)[0] == "Mucked"
        hole = dict(hand.record.cards)[r.seat][:2]
        assert all(f"<b>{card_text(c)}</b>" not in text.split("Showdown")[1] for c in hole)
    shown = next(r for r in hand.record.showdown if r.shown)
    assert seat_result(hand, shown.seat)[0].startswith("Wins")
    window = HandWindow()
    qtbot.addWidget(window)
    window.show_hand(hand)
    assert "PokerStars hand 123456789" in window.title.text()


def test_an_empty_list_says_why(qtbot):
    window = HistoryWindow()
    qtbot.addWidget(window)
    model = HandTableModel(FakeBrowser([]), page_rows=50)
    window.set_model(model)
    window.filter_changed.connect(model.set_filter)
    window.opened.connect(model.set_filter)
    model.total_changed.connect(window.on_total)
    window.show_window()
    qtbot.waitExposed(window)
    assert window.empty_label.isVisibleTo(window) and "Import hand histories" in window.empty_label.text()
    window.filters.result_box.setCurrentIndex(1)
    assert window.empty_label.text() == "No hands match these filters."


def test_no_column_heading_or_hand_number_is_cut(window):
    """The "Hand" column was cut (issue 38): every heading fits with its sort arrow, and the hand and
    session numbers have room for seven digits."""
    header = window.table.horizontalHeader()
    metrics = header.fontMetrics()
    model = window.model
    for column in range(model.columnCount()):
        title = str(model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole))
        assert header.sectionSize(column) >= metrics.horizontalAdvance(title) + 24, title
    digits = window.table.fontMetrics().horizontalAdvance("9999999")
    assert header.sectionSize(COLUMN["hand"]) >= digits + 16
