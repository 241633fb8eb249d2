"""The view onto the table scene: scaling, render quality, and the scene's shape.

The scene is 1000 units tall and as wide as the window's shape suggests
(within limits); the view scales it to fill the window, so the table and
everything on it grow and shrink with the window while staying sharp (cards
and text are vectors).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmapCache, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QSizePolicy, QWidget

from ..theme import room_colour
from .scene import TableScene

MIN_VIEW_WIDTH = 540
MIN_VIEW_HEIGHT = 380
PIXMAP_CACHE_KB = 96 * 1024
"""Room for every cached table item at a large window. The items' device
caches live in QPixmapCache (10 MB by default); the felt alone takes several
MB at full-screen size, and an evicted pixmap means the item is painted again
on the next frame, which is exactly the cost the caches are there to avoid."""


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # The viewport is made here rather than by Qt (the same plain QWidget Qt would make): a widget
        # made in Python already has its Python object, so the first viewport() (a resize) and the first
        # item painted (which is given the viewport) do not send PySide through every QWidget subclass it
        # loads lazily to find the type of a widget made in C++ (15-25 ms before the first table, issue 19).
        self._viewport = QWidget()
        self._viewport.setObjectName("qt_scrollarea_viewport")
        self.setViewport(self._viewport)
        self.table_scene = scene
        # Hidden until shown: the scale the table will be shown at is known at the first resize, and an
        # image drawn before it (the felt at 1:1 is a 1,555 x 958 picture, some 30 ms) would be drawn again.
        scene.waiting_for_scale = True
        if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KB:
            QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        # The view paints every pixel it exposes (the scene's background brush, from the
        # background cache): Qt need not fill the viewport first, nor paint the window
        # behind it, at every frame (about a third of a full frame's cost).
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.viewport().setAutoFillBackground(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        # Small enough for a 1024 x 700 window with the Coach docked beside
        # the table: the whole scene is scaled to fit whatever room is left.
        self.setMinimumSize(MIN_VIEW_WIDTH, MIN_VIEW_HEIGHT)
        self.setAccessibleName(self.tr("Table"))
        scene.sceneRectChanged.connect(lambda _r: self._fit())
        # The felt never moves (the table turns by moving seats) and lies under everything: it is
        # part of the view's cached background, so a frame copies one opaque image under what
        # moved instead of the background and then the felt blended over it (issue 10).
        scene.felt.in_background = True
        scene.felt.face.setVisible(False)
        scene.felt.image_changed.connect(self.resetCachedContent)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt override
        super().drawBackground(painter, rect)
        felt = self.table_scene.felt
        image = felt.face.pixmap()
        if image.isNull() or not felt.has_look() or not felt.isVisible():
            return
        # Where Qt would put the felt's face (it ignores the view's zoom): its item's origin in
        # the viewport's pixels, plus the face's offset, on a whole pixel.
        origin = self.viewportTransform().map(felt.scenePos())
        at = QPointF(round(origin.x()), round(origin.y())) + felt.face.offset()
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(at, image)
        painter.restore()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        size = self.viewport().size()
        if size.height() > 0:
            self.table_scene.set_aspect(size.width() / size.height())
        self._fit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Another theme (a palette change): the cards' shared images are rendered again."""
        if event.type() == QEvent.Type.PaletteChange:
            self.table_scene.refresh_card_images()
            room = room_colour()
            if self.table_scene.backgroundBrush().color() != room:
                self.table_scene.setBackgroundBrush(room)  # around the felt: light in the Light theme
                self.resetCachedContent()
        elif event.type() == QEvent.Type.DevicePixelRatioChange:  # moved to a screen of another density
            self._fit()
        super().changeEvent(event)

    def _fit(self) -> None:
        self.fitInView(self.table_scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if not self.isVisible():
            # Not shown yet: its size (and so the scale) is not the one it will show; the table's
            # images wait for the resize that comes with showing (not drawn twice, issue 19).
            self.table_scene.waiting_for_scale = True
            return
        self.table_scene.set_device_scale(abs(self.transform().m22()), self.devicePixelRatioF())
