"""The table for a screen reader: the accessibility tree, the announcements, the read-again keys, the alert."""

from __future__ import annotations

import random
from types import SimpleNamespace

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from razz_desktop.controllers.players import PlayerInfo
from razz_desktop.engine.actions import Action, ActionType
from razz_desktop.engine.events import PlayerActed
from razz_desktop.engine.hand import Hand
from razz_desktop.ui.accessibility import TableReader, TableTextDock, TurnAlert, spoken
from razz_desktop.ui.accessibility.announcer import Announcer, LiveRegion
from tests.app_fixtures import *  # noqa: F403 - fixtures
from tests.app_fixtures import until_the_heros_turn
from tests.ui.test_scene import CONFIG

NAME = QAccessible.Text.Name


def started_hand(seats: int = 5, hero: int = 1, seed: int = 3):
    hand = Hand(CONFIG, dict.fromkeys(range(1, seats + 1), 40_000), rng=random.Random(seed), hand_id=11)
    hand.start()
    return hand


def names(seats: int = 5) -> dict[int, str]:
    return {s: ("You" if s == 1 else f"Bot {s}") for s in range(1, seats + 1)}


def tree_names(widget) -> list[str]:
    """The accessible names of ``widget``'s children, read through Qt's accessibility API."""
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None and iface.isValid()
    return [iface.child(i).text(NAME) for i in range(iface.childCount())]


def test_every_seat_with_its_upcards_is_in_the_accessibility_tree(qtbot):
    dock = TableTextDock()
    qtbot.addWidget(dock)
    reader = TableReader(dock.panel)
    reader.on_players_changed({s: PlayerInfo(s, n, s == 1) for s, n in names().items()})
    hand = started_hand()
    view = hand.view(1)
    reader.on_table_changed(view)
    dock.show()

    lines_iface = QAccessible.queryAccessibleInterface(dock.panel.lines)
    assert lines_iface.text(NAME) == "Table"
    items = tree_names(dock.panel.lines)
    assert items == dock.panel.lines.lines()
    for snap in view.seats:
        line = next(t for t in items if t.startswith(names()[snap.seat] + ","))
        assert f"stack {snap.stack:,}" in line
        for c in snap.cards:
            if c.face_up and c.card is not None:
                assert spoken.card_words(c.card) in line  # every upcard, in words
        if snap.seat == 1:  # the player's own hole cards, which only they may hear
            for c in snap.cards:
                if not c.face_up:
                    assert spoken.card_words(c.card) in line
    assert any(t.startswith("Pot ") for t in items)
    assert any(t.startswith(("To call", "Nothing to call")) for t in items)
    assert items[-1].startswith(("You may", "No action"))
    # the list is reachable from the dock in the tree
    dock_iface = QAccessible.queryAccessibleInterface(dock)
    found = []

    def walk(iface, depth=0):
        if depth > 6:
            return
        found.append(iface.object())
        for i in range(iface.childCount()):
            walk(iface.child(i), depth + 1)

    walk(dock_iface)
    assert dock.panel.lines in found


def test_the_legal_actions_and_the_call_are_read_when_it_is_your_turn(qtbot):
    dock = TableTextDock()
    qtbot.addWidget(dock)
    reader = TableReader(dock.panel)
    reader.on_players_changed({s: PlayerInfo(s, n, s == 1) for s, n in names().items()})
    hand = started_hand()
    seat = hand.to_act
    reader.on_players_changed({s: PlayerInfo(s, "You" if s == seat else f"Bot {s}", s == seat)
                               for s in range(1, 6)})
    view = hand.view(seat)
    reader.on_human_to_act(view)
    said = reader.announcer.spoken[-1]
    assert said.startswith("Your turn.")
    for legal in view.legal:
        assert legal.label in said
    assert tree_names(dock.panel.lines)[-1] == spoken.actions_line(view.legal)


def test_actions_and_cards_dealt_are_announced(make_app, qtbot):
    app = make_app()
    auto_play(app)  # noqa: F405
    with qtbot.waitSignal(app.controller.hand_finished, timeout=20_000):
        app.start()
    said = app.access.reader.announcer.spoken
    assert any(s.startswith("You get ") and "face down" in s for s in said)  # your cards on 3rd street
    assert any(" gets " in s for s in said)  # the others' upcards
    assert any(s.endswith(("calls 100.", "brings in for 50.")) or " calls " in s or " checks." in s
               for s in said)
    assert any(" win" in s for s in said)  # the pot to the winner
    region = app.access.dock.panel.region
    assert QAccessible.queryAccessibleInterface(region).text(NAME) == said[-1]


def test_the_read_again_keys_read_the_situation_and_the_coach(make_app, qtbot):
    app = make_app()
    w = app.window
    turns = until_the_heros_turn(app, qtbot)
    reader = app.access.reader
    qtbot.keyClick(w, Qt.Key.Key_T)
    said = reader.announcer.spoken[-1]
    assert said == spoken.situation(turns[-1], reader.names)
    assert "Your turn." in said and "Pot " in said and "Your cards: down " in said and "; up " in said

    qtbot.keyClick(w, Qt.Key.Key_A)
    assert reader.announcer.spoken[-1] == "The Coach has no advice right now."
    hint = SimpleNamespace(action_label="Call 100", reason="Three cards to a 5 are worth seeing 4th street.")
    reader.on_hint(turns[-1].hand_id, 0, hint)
    panel = app.access.dock.panel  # shown once: the Coach's label, not the live line under it too (issue 38)
    assert panel.coach.text().startswith("The Coach suggests")
    assert not panel.region.text().startswith("The Coach suggests")
    assert reader.announcer.spoken[-1].startswith("The Coach suggests")  # and still spoken
    qtbot.keyClick(w, Qt.Key.Key_A)
    assert reader.announcer.spoken[-1] == ("The Coach suggests: Call 100. Three cards to a 5 are worth "
                                           "seeing 4th street.")
    coach = app.access.dock.panel.coach
    assert QAccessible.queryAccessibleInterface(coach).text(NAME) == reader.announcer.spoken[-1]

    qtbot.keyClick(w, Qt.Key.Key_T)
    assert reader.announcer.spoken[-1].endswith(hint.reason)  # the situation ends with the advice

    assert app.access.dock.isHidden()
    qtbot.keyClick(w, Qt.Key.Key_F6)  # F6: to the table text, shown if it was closed
    assert app.access.dock.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is app.access.dock.panel.lines, timeout=2000)


def test_the_hints_of_the_practice_controller_reach_the_reader(make_app, qtbot):
    app = make_app(fast_settings(enabled=True))  # noqa: F405
    coach = app.coach.controller
    coach.hint_ready.disconnect(app.coach.panel.show_hint)  # the panel wants a whole Hint; the reader two fields
    coach.hint_ready.emit(1, 0, SimpleNamespace(action_label="Fold", reason="A king is too high."))
    assert app.access.reader.coach_text == "The Coach suggests: Fold. A king is too high."
    coach.hint_cleared.emit()
    assert app.access.reader.coach_text == ""


def test_the_words_for_actions_agree_for_you_and_the_others():
    raise_ = PlayerActed(seat=2, street=4, type=ActionType.RAISE, amount=400, to=800, all_in=True)
    assert spoken.action_words(raise_, "Bot 2", False) == "Bot 2 raises to 800, all in."
    fold = PlayerActed(seat=1, street=4, type=ActionType.FOLD, amount=0, to=0, all_in=False)
    assert spoken.action_words(fold, "You", True) == "You fold."
    for kind in ActionType:
        assert (kind, True) in spoken.ACTION_WORDS and (kind, False) in spoken.ACTION_WORDS


def test_announcements_are_kept_in_the_live_region(qtbot):
    region = LiveRegion()
    qtbot.addWidget(region)
    announcer = Announcer(region)
    announcer.announce("Bot 3 bets 200.")
    announcer.announce("")  # nothing to say: nothing said
    assert announcer.spoken == ["Bot 3 bets 200."]
    assert region.text() == "Bot 3 bets 200."
    assert QAccessible.queryAccessibleInterface(region).text(NAME) == "Bot 3 bets 200."


def test_your_turn_alerts_the_window_only_when_it_is_in_the_background(qtbot, monkeypatch):
    from PySide6.QtWidgets import QWidget

    calls = []
    monkeypatch.setattr(QApplication, "alert", staticmethod(lambda w, ms=0: calls.append((w, ms))))
    window, other = QWidget(), QWidget()
    qtbot.addWidget(window)
    qtbot.addWidget(other)
    alert = TurnAlert(window)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    alert.on_human_to_act()
    assert calls == []  # the player is looking at it
    with qtbot.waitActive(other):
        other.show()
        other.activateWindow()
    assert not window.isActiveWindow()
    alert.on_human_to_act()
    assert calls == [(window, 0)] and alert.alerts == 1


def test_the_table_text_is_written_when_it_can_be_read(qtbot, monkeypatch):
    """A hidden list is not written at every change of the table; shown (or read) it holds the newest view."""
    dock = TableTextDock()
    qtbot.addWidget(dock)
    reader = TableReader(dock.panel)
    reader.on_players_changed({s: PlayerInfo(s, n, s == 1) for s, n in names().items()})
    written: list[int] = []
    table_lines = spoken.table_lines
    monkeypatch.setattr(spoken, "table_lines", lambda view, n: written.append(view.hand_id) or table_lines(view, n))
    hand = started_hand()
    first = hand.view(1)
    reader.on_table_changed(first)
    hand.act(Action(hand.to_act, hand.legal_actions()[0].type))
    newest = hand.view(1)
    reader.on_table_changed(newest)
    assert written == []  # nobody can read a hidden list
    dock.show()
    assert written == [11]  # shown: written once, from the newest view
    assert dock.panel.lines.lines() == table_lines(newest, names())
    hand.act(Action(hand.to_act, hand.legal_actions()[0].type))
    reader.on_table_changed(hand.view(1))
    assert written == [11, 11]  # on screen: at once
    assert tree_names(dock.panel.lines) == table_lines(hand.view(1), names())
