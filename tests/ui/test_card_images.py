"""Cards are drawn from shared pre-rendered images: one render per look, none while a card moves.

The images are compared with the vector card they replace, so the table
looks the same; the counts come from ``CardPixmaps.renders``, from the
vector painter itself and from the Python calls a frame makes, never from a clock.
"""

from __future__ import annotations

import sys
from types import FrameType

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsPixmapItem

from razz_desktop.engine.cards import parse_card
from razz_desktop.ui.table import card_item
from razz_desktop.ui.table.card_item import (
    CardFace,
    CardItem,
    CardPixmaps,
    CardStyle,
    card_bounds,
    paint_card,
)
from razz_desktop.ui.table.metrics import CARD
from razz_desktop.ui.table.scene import TableScene
from razz_desktop.ui.table.view import TableView
from razz_desktop.ui.theme import apply_theme
from tests.ui.test_scene import players, views_of_a_hand

NO_CONTENTS = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents


@pytest.fixture
def table(qtbot):
    scene = TableScene()
    scene.set_players(players())
    scene.set_animation_speed(0)
    views = views_of_a_hand()
    for view in views[: len(views) * 2 // 3]:
        scene.show_view(view)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 640)
    view.show()
    qtbot.waitExposed(view)
    view.viewport().grab()
    yield scene, view
    scene.clear_table()


class VectorPaints:
    """Counts the cards painted as vectors (the expensive way) while it is installed."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        original = card_item.paint_card

        def counted(*args: object, **kwargs: object) -> None:
            self.count += 1
            original(*args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(card_item, "paint_card", counted)


def looks(scene: TableScene) -> set[tuple[object, ...]]:
    return {(c.card if c.shows_face else None, c.size, c.highlight, c.dimmed) for c in scene.all_card_items()}


def test_cards_of_one_look_share_one_image(table):
    scene, view = table
    pixmaps = scene.card_style.pixmaps
    cards = scene.all_card_items()
    assert len(looks(scene)) < len(cards)  # several backs of one size, at least
    assert len(pixmaps) == len(looks(scene))
    rendered = pixmaps.renders
    view.viewport().grab()
    for item in cards:
        item.refresh(force=True)  # every card takes its image again: each from the shared images
    view.viewport().grab()
    assert pixmaps.renders == rendered


def test_a_moving_or_flipping_card_is_never_rendered_again(table, monkeypatch):
    scene, view = table
    vectors = VectorPaints(monkeypatch)
    rendered = scene.card_style.pixmaps.renders
    card = next(c for c in scene.all_card_items() if c.card is not None)
    start = card.pos()
    for k in range(1, 12):  # fractions of a pixel and whole pixels, as a dealt card flies
        card.setPos(start + QPointF(k * 7.37, -k * 3.11))
        view.viewport().grab()
    for k in range(11):
        card.setProperty("flip", k / 10)
        view.viewport().grab()
    assert vectors.count == 0
    assert scene.card_style.pixmaps.renders == rendered


def test_another_theme_or_deck_renders_the_images_again(table, monkeypatch):
    scene, view = table
    pixmaps = scene.card_style.pixmaps
    assert len(pixmaps) > 0
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = pixmaps.renders
    try:
        apply_theme(app, "light")
        QCoreApplication.processEvents()
        view.viewport().grab()
        assert len(pixmaps) == len(looks(scene)) == pixmaps.renders - before  # each look once, again
        vectors = VectorPaints(monkeypatch)
        scene.set_four_colour(True)
        view.viewport().grab()
        faces = {c.card for c in scene.all_card_items() if c.shows_face}
        assert vectors.count >= len(faces) > 0
    finally:
        apply_theme(app, "dark")


def test_a_new_zoom_replaces_the_images_of_the_old_one():
    pixmaps = CardPixmaps()
    card = parse_card("Ad")
    first = pixmaps.pixmap(card, CARD, False, False, False, 0.5)
    assert pixmaps.pixmap(card, CARD, False, False, False, 0.5) is first or pixmaps.renders == 1
    pixmaps.pixmap(None, CARD, False, False, False, 0.5)
    assert len(pixmaps) == 2
    pixmaps.pixmap(card, CARD, False, False, False, 0.75)
    assert len(pixmaps) == 1 and pixmaps.renders == 3


@pytest.mark.parametrize(("zoom", "ratio"), [(0.64, 1.0), (1.0, 1.0), (0.83, 2.0)])
@pytest.mark.parametrize(("card", "highlight", "dimmed"), [(parse_card("Ah"), False, False), (None, False, False),
                                                           (parse_card("Tc"), True, False), (parse_card("5s"), False, True)])
def test_a_blitted_card_looks_like_the_vector_card(qtbot, zoom, ratio, card, highlight, dimmed):
    size = CARD
    bounds = card_bounds(size)
    width, height = round(bounds.width() * zoom * ratio) + 8, round(bounds.height() * zoom * ratio) + 8

    def canvas() -> QImage:
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("#1f6e41"))
        image.setDevicePixelRatio(ratio)
        return image

    def painter_on(image: QImage) -> QPainter:
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        painter.translate(2.0 - bounds.left() * zoom, 2.0 - bounds.top() * zoom)
        painter.scale(zoom, zoom)
        return painter

    vector = canvas()
    painter = painter_on(vector)
    paint_card(painter, card, size, False, highlight, dimmed)
    painter.end()

    blitted = canvas()
    style = CardStyle()
    style.set_scale(zoom, ratio)
    item = CardItem(style, size, card, card is not None, False)
    item.set_highlight(highlight, dimmed)
    # What Qt does for the face (it ignores the view's zoom): its pixmap at its offset, in the view's pixels.
    painter = QPainter(blitted)
    painter.translate(2.0 - bounds.left() * zoom, 2.0 - bounds.top() * zoom)
    painter.drawPixmap(item.face.offset(), item.face.pixmap())
    painter.end()

    differing = 0
    for y in range(height):
        for x in range(width):
            a, b = vector.pixelColor(x, y), blitted.pixelColor(x, y)
            if max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) > 24:
                differing += 1
    assert differing <= 0.01 * width * height
    assert QRectF(blitted.rect()).isValid()


class PythonCalls:
    """The Python functions of the table's package called while it is installed (a profiler hook)."""

    def __init__(self) -> None:
        self.names: list[str] = []

    def __enter__(self) -> PythonCalls:
        def hook(frame: FrameType, event: str, _arg: object) -> None:
            if event == "call" and "razz_desktop/ui/table" in frame.f_code.co_filename.replace("\\", "/"):
                self.names.append(frame.f_code.co_qualname)

        sys.setprofile(hook)
        return self

    def __exit__(self, *_exc: object) -> None:
        sys.setprofile(None)


def test_a_frame_calls_no_python_for_the_cards(table):
    """Qt visits every item at every frame: a card's bounds and paint are Qt's own, never Python's."""
    scene, view = table
    cards = scene.all_card_items()
    assert cards
    for card in cards:
        assert card.flags() & NO_CONTENTS  # the card holds its face and paints nothing itself
        assert isinstance(card.face, CardFace) and type(card.face).paint is QGraphicsPixmapItem.paint
        assert type(card.face).boundingRect is QGraphicsPixmapItem.boundingRect
    card = next(c for c in cards if c.card is not None)
    with PythonCalls() as calls:
        for _ in range(5):
            card.setPos(card.pos() + QPointF(3.3, 1.7))
            view.viewport().repaint()
    assert not [name for name in calls.names if name.startswith(("CardItem", "CardFace"))], calls.names


def test_dealt_cards_fly_on_their_pos_and_their_images_are_never_rendered_again(table, monkeypatch):
    scene, view = table
    views = views_of_a_hand(seed=9)
    scene.set_animation_speed(1.0)
    scene.show_view(views[0])  # a new hand: every card is dealt from the deck (a new look: rendered now)
    vectors = VectorPaints(monkeypatch)
    running = scene.animator._running
    assert running is not None
    flying = scene.all_card_items()
    images = {id(card): card.face.pixmap().cacheKey() for card in flying}
    rendered = scene.card_style.pixmaps.renders
    total = running.totalDuration()
    with PythonCalls() as calls:
        for k in range(1, 40):
            running.setCurrentTime(total * k // 40)
            view.viewport().repaint()
    assert not [name for name in calls.names if name.startswith("CardItem")]  # Qt moves them: no Python setter
    assert {id(card): card.face.pixmap().cacheKey() for card in flying} == images
    assert scene.card_style.pixmaps.renders == rendered and vectors.count == 0
    scene.animator.finish()
    for card in flying:
        assert card.pos() == card.face.parentItem().pos()  # landed where the layout put it
