"""Render the table to PNG files at a few moments of a hand, for looking at.

    python benchmarks/screenshots.py [--out DIR] [--size 1280x800] [--seed N] [--theme dark|light|...]

Writes 3rd street, 7th street and showdown of one hand, the same showdown
with the table turned one and two seats, and the four-colour deck. It runs
offscreen (no display needed) and drives a real MainWindow with the real
engine: the computer players use the built-in fallback policy and the human
calls down, so the hand reaches 7th street and a showdown with several
players. Animations are off so every picture shows a settled table.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def find_seed(start: int, players: int) -> int:
    """A deck seed where at least three players see the showdown (more to look at)."""
    from razz_desktop.controllers.fallback_policy import FallbackPolicy
    from razz_desktop.engine.actions import Action
    from razz_desktop.engine.hand import Hand
    from razz_desktop.engine.rules import GameConfig, Stakes

    config = GameConfig(stakes=Stakes(200, 400, 40, 50))
    for seed in range(start, start + 500):
        hand = Hand(config, dict.fromkeys(range(1, players + 1), 40000), rng=random.Random(seed), hand_id=1)
        hand.start()
        bots = FallbackPolicy()
        rng = random.Random(seed)
        while not hand.finished:
            seat = hand.to_act
            view = hand.view(seat)
            kind = _caller(view) if seat == 4 else bots.decide(view, rng)
            hand.act(Action(seat, kind))
        if len(hand.record.showdown) >= 3 and hand.community_card is None:
            return seed
    return start


def _caller(view):
    from razz_desktop.engine.actions import ActionType

    types = view.legal_types()
    for kind in (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN, ActionType.SHOW):
        if kind in types:
            return kind
    return types[0]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="screenshots-tmp")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--theme", default="dark", help="dark, light, high-contrast or system")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from razz_desktop.ui.qt_compat import protect_none

    protect_none()
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from razz_desktop.app import build
    from razz_desktop.controllers.fallback_policy import FallbackPolicy
    from razz_desktop.controllers.game_controller import SessionSetup
    from razz_desktop.ui.theme import apply_theme

    app = QApplication.instance() or QApplication([])
    apply_theme(app, args.theme)

    seed = args.seed if args.seed is not None else find_seed(1, 6)
    setup = SessionSetup(seed=seed, thinking_ms=(0, 0), next_hand_delay_ms=60_000, auto_continue=False)
    window, controller = build(lambda level, s: FallbackPolicy(s), setup)
    window.set_speed("off")
    controller.set_thinking_ms(0, 0)  # the speed choice sets a thinking pause; none is needed here
    window.resize(width, height)
    window.show()

    shots: dict[str, object] = {}

    def pump(ms: int = 30) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def save(name: str) -> None:
        window.scene.finish_rotation()
        pump(30)
        path = out / f"{name}.png"
        window.grab().save(str(path))
        shots[name] = path
        print(path)

    # Deal the deck found above: the controller shuffles with its own rng.
    from razz_desktop.engine.table import Table

    original_new_hand = Table.new_hand

    def new_hand(self, rng=None, deck=None):
        return original_new_hand(self, rng=random.Random(seed), deck=deck)

    Table.new_hand = new_hand  # type: ignore[method-assign]

    def on_human(view):
        if view.street == 3 and "third" not in shots:
            shots["third"] = True
            save("01-third-street")
        if view.street == 7 and "seventh" not in shots:
            shots["seventh"] = True
            save("02-seventh-street")
        QTimer.singleShot(0, lambda: controller.submit_human_action(_caller(view)))

    finished: list[object] = []
    controller.human_to_act.connect(on_human)
    controller.hand_finished.connect(finished.append)
    controller.start_session()
    for _ in range(500):
        if finished:
            break
        pump(20)
    Table.new_hand = original_new_hand  # type: ignore[method-assign]
    if not finished:
        print("the hand did not finish", file=sys.stderr)
        return 1
    save("03-showdown")
    window.scene.rotate(1)
    save("04-rotated-one-seat")
    window.scene.rotate(1)
    save("05-rotated-two-seats")
    window.scene.set_bottom_lock(True)
    window.four_colour_action.setChecked(True)
    save("06-four-colour")
    controller.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
