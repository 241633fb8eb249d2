"""The table alone: GUI-thread CPU of the scene and view drawing whole hands at an animation speed.

    python benchmarks/bench_table_hand.py [--hands 12] [--speed normal] [--size 935x670]

``bench_gui_cpu.py`` measures the whole app (controller, bots' replies,
dealer log, action bar, Coach) and its figure moves by +-10% from run to run
on a shared machine. This one measures only what ``ui/table`` does: a
``TableScene`` in a ``TableView`` (the size of the table's viewport in a
1280 x 800 window) is shown every view the human gets while six calling
stations play a seeded hand to showdown, each view once the previous one has
settled, exactly as the game controller paces them. No controller, no AI,
no other widget: a change to the table's drawing is measured on the same
views every run, in about a second per hand. Prints the per-hand median and
every hand's figure (ms); never passes or fails on time.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SEATS = (1, 2, 3, 4, 5, 6)
HERO = 4


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--speed", default="normal", choices=("off", "fast", "normal", "slow"))
    parser.add_argument("--size", default="935x670")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from razz_desktop.ui.qt_compat import protect_none

    protect_none()
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from razz_desktop.ui.table.scene import TableScene
    from razz_desktop.ui.table.view import TableView
    from razz_desktop.ui.theme import apply_theme
    from razz_desktop.ui.window_menus import SPEEDS

    app = QApplication.instance() or QApplication([])
    apply_theme(app)  # type: ignore[arg-type]
    scene = TableScene()
    scene.set_animation_speed(SPEEDS[args.speed])
    scene.set_players(_players())
    view = TableView(scene)
    view.resize(width, height)
    view.show()
    for _ in range(5):
        app.processEvents()

    def play(seed: int) -> float:
        views = iter(_views_of_a_hand(seed))
        loop = QEventLoop()

        def step() -> None:
            nxt = next(views, None)
            if nxt is None:
                loop.quit()
            else:
                scene.show_view(nxt)

        scene.settled.connect(step)
        QTimer.singleShot(0, step)
        started = time.thread_time()
        loop.exec()
        scene.settled.disconnect(step)
        return 1000.0 * (time.thread_time() - started)

    play(1)  # the card images of a first hand are rendered here, not counted
    per_hand = [play(seed) for seed in range(2, 2 + args.hands)]
    print(f"{args.hands} hands, table alone at {args.speed} speed, {width}x{height}: GUI-thread CPU per hand "
          f"median {statistics.median(per_hand):.1f} ms (each: {' '.join(f'{x:.0f}' for x in per_hand)})")
    return 0


def _players() -> dict[int, object]:
    from razz_desktop.controllers.players import PlayerInfo

    names = {1: "Ada", 2: "Boris", 3: "Chen", 4: "You", 5: "Dora", 6: "Emil"}
    return {s: PlayerInfo(s, names[s], s == HERO, "" if s == HERO else "regular") for s in SEATS}


def _views_of_a_hand(seed: int) -> list[object]:
    """Every view the human gets while calling stations play a hand to showdown."""
    from razz_desktop.engine.actions import Action, ActionType
    from razz_desktop.engine.hand import Hand
    from razz_desktop.engine.rules import GameConfig, Stakes

    hand = Hand(GameConfig(stakes=Stakes(200, 400, 40, 50)), dict.fromkeys(SEATS, 40000),
                rng=random.Random(seed), hand_id=seed)
    hand.start()
    views = [hand.view(HERO)]
    while not hand.finished:
        seat = hand.to_act
        types = hand.view(seat).legal_types()
        kind = next(k for k in (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN, ActionType.SHOW,
                                ActionType.MUCK, *types) if k in types)
        hand.act(Action(seat, kind))
        views.append(hand.view(HERO))
    return views


if __name__ == "__main__":
    raise SystemExit(main())
