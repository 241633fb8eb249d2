"""What one action costs the GUI thread: only what changed is redone (counted, never timed).

Issue 10's GUI-thread figure is made of a dozen views a hand, each of which
used to lay out every card of every seat, write the dealer log into a hidden
widget and the table's screen-reader summary for nobody: these tests count
that the work is skipped when nothing needs it, and done when something does.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtGui import QAccessible

from razz_desktop.ui.log_format import LogEntry
from razz_desktop.ui.log_panel import DealerLog
from razz_desktop.ui.table import nameplate as nameplate_module
from razz_desktop.ui.table.seat_item import SeatItem
from tests.ui.test_scene import HERO, views_of_a_hand
from tests.ui.test_scene import scene as scene  # the same fixture: a table with animations off


def _count_syncs(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    original = SeatItem._sync

    def counting(self, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        calls.append(self.seat)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(SeatItem, "_sync", counting)
    return calls


def test_a_view_that_changes_only_a_plate_does_not_lay_out_the_cards_again(scene, monkeypatch):
    view = views_of_a_hand()[0]
    scene.show_view(view)
    syncs = _count_syncs(monkeypatch)
    seat = view.seats[0]
    richer = replace(view, seats=(replace(seat, stack=seat.stack + 7), *view.seats[1:]))
    scene.show_view(richer)
    assert syncs == []  # the stack is on the plate: no card of any seat was touched
    assert scene.seats[seat.seat].nameplate.stack == seat.stack + 7


def test_a_view_with_a_new_card_lays_out_that_seat(scene, monkeypatch):
    views = views_of_a_hand()
    scene.show_view(views[0])
    syncs = _count_syncs(monkeypatch)
    dealt = next(v for v in views if v.seat(HERO).cards != views[0].seat(HERO).cards)
    scene.show_view(dealt)
    assert HERO in syncs
    assert len(scene.seat_card_items(HERO)) == len(dealt.seat(HERO).cards)


def test_a_relayout_makes_the_next_view_lay_the_cards_out_again(scene, monkeypatch):
    view = views_of_a_hand()[0]
    scene.show_view(view)
    other = next(s for s in scene.seats.values() if not s.hero)
    other.set_flipped(not other.flipped)
    syncs = _count_syncs(monkeypatch)
    seat = view.seats[0]
    scene.show_view(replace(view, seats=(replace(seat, stack=seat.stack + 1), *view.seats[1:])))
    assert other.seat in syncs


def test_a_new_stack_does_not_work_out_the_plate_name_again(scene):
    view = views_of_a_hand()[0]
    scene.show_view(view)
    before = nameplate_module._name_piece.cache_info()
    seat = view.seats[0]
    scene.show_view(replace(view, seats=(replace(seat, stack=seat.stack + 13), *view.seats[1:])))
    after = nameplate_module._name_piece.cache_info()
    assert after.misses == before.misses  # the name's elided text and rectangle were kept
    assert nameplate_module._stack_piece.cache_info().misses > 0


def _entries(n: int) -> list[LogEntry]:
    return [LogEntry("action", f"Ada bets {k}", f"Ada bets {k}") for k in range(n)]


def test_a_hidden_dealer_log_keeps_its_lines_and_writes_them_when_shown(qtbot, monkeypatch):
    log = DealerLog()
    qtbot.addWidget(log)
    written: list[str] = []
    original = log.text.appendHtml
    monkeypatch.setattr(log.text, "appendHtml", lambda html: (written.append(html), original(html)))
    log.append(_entries(3))
    assert written == []  # hidden: nothing parsed nor laid out
    assert log.plain_lines() == ["Ada bets 0", "Ada bets 1", "Ada bets 2"]  # but nothing is lost
    log.show()
    qtbot.waitUntil(lambda: not log.pending, timeout=2000)
    assert len(written) == 3
    assert log.text.toPlainText().splitlines() == ["Ada bets 0", "Ada bets 1", "Ada bets 2"]
    log.append(_entries(1))  # shown: written at once
    assert len(written) == 4 and not log.pending


def test_a_long_backlog_is_written_a_chunk_per_turn_of_the_event_loop(qtbot, monkeypatch):
    log = DealerLog()
    qtbot.addWidget(log)
    log.append(_entries(DealerLog.FLUSH_CHUNK * 2 + 5))
    chunks: list[int] = []
    original = log._write
    monkeypatch.setattr(log, "_write", lambda lines: (chunks.append(len(lines)), original(lines)))
    log.show()
    qtbot.waitUntil(lambda: not log.pending, timeout=5000)
    assert chunks == [DealerLog.FLUSH_CHUNK, DealerLog.FLUSH_CHUNK, 5]
    assert log.text.document().blockCount() == DealerLog.FLUSH_CHUNK * 2 + 5


def test_clearing_the_log_forgets_the_lines_still_waiting(qtbot):
    log = DealerLog()
    qtbot.addWidget(log)
    log.append(_entries(4))
    log.clear()
    log.show()
    qtbot.wait(10)
    assert log.pending == [] and log.text.toPlainText() == ""


def test_the_table_summary_is_written_only_while_assistive_technology_listens(qtbot, make_window):
    window, controller = make_window()
    QAccessible.setActive(False)
    try:
        window.view.setAccessibleDescription("")
        with qtbot.waitSignal(controller.table_changed, timeout=5000):
            controller.start_session()
        assert window.view.accessibleDescription() == ""
        QAccessible.setActive(True)
        view = controller.current_view()
        assert view is not None
        window.on_table_changed(view)
        assert window.view.accessibleDescription().startswith(f"Hand {view.hand_id}")
    finally:
        QAccessible.setActive(False)
