"""Cards are drawn from shared pre-rendered images: one render per look, none while a card moves.

The images are compared with the vector card they replace, so the table
looks the same; the counts come from ``CardPixmaps.renders`` and from the
vector painter itself, never from a clock.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem

from razz_desktop.engine.cards import parse_card
from razz_desktop.ui.table import card_item
from razz_desktop.ui.table.card_item import (
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

DEVICE = QGraphicsItem.CacheMode.DeviceCoordinateCache


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
        item.update()  # every card's own cache is thrown away: each is drawn again from the shared images
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
        assert card.cacheMode() == DEVICE
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
    try:
        apply_theme(app, "light")
        QCoreApplication.processEvents()
        assert len(pixmaps) == 0
        view.viewport().grab()
        assert len(pixmaps) == len(looks(scene))
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
    item = CardItem(CardStyle(), size, card, card is not None, False)
    item.set_highlight(highlight, dimmed)
    painter = painter_on(blitted)
    item.paint(painter, None)  # type: ignore[arg-type]
    painter.end()

    differing = 0
    for y in range(height):
        for x in range(width):
            a, b = vector.pixelColor(x, y), blitted.pixelColor(x, y)
            if max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) > 24:
                differing += 1
    assert differing <= 0.01 * width * height
    assert QRectF(blitted.rect()).isValid()


def test_dealt_cards_fly_on_whole_pixels_and_are_painted_once_before_they_land(table, monkeypatch):
    scene, view = table
    painted: dict[int, int] = {}
    original = CardItem.paint

    def counted(self: CardItem, *args: object) -> None:
        painted[id(self)] = painted.get(id(self), 0) + 1
        original(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(CardItem, "paint", counted)
    views = views_of_a_hand(seed=9)
    scene.set_animation_speed(1.0)
    scene.show_view(views[0])  # a new hand: every card is dealt from the deck
    running = scene.animator._running
    assert running is not None
    flying = scene.all_card_items()
    total = running.totalDuration()
    for k in range(1, 40):
        running.setCurrentTime(total * k // 40)
        view.viewport().grab()
        for card in flying:
            mapped = view.mapFromScene(card.scenePos())
            exact = view.viewportTransform().map(card.scenePos())
            assert abs(exact.x() - mapped.x()) < 1e-6 and abs(exact.y() - mapped.y()) < 1e-6
    assert painted and max(painted.values()) == 1  # each card's image was blitted into its cache once
    scene.animator.finish()
    for card in flying:
        assert card.cacheMode() == DEVICE
