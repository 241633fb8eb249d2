"""The frozen bundle's entry script: the same command line as ``razz-desktop``.

It lives here rather than at the top of the checkout on purpose: PyInstaller puts the
entry script's folder first on its search path, and the checkout's razz_desktop/ (which
has no razz_desktop.resources: setuptools maps resources/ to it at install time) would
then shadow the installed package the bundle must be built from.
"""

import os

if os.environ.get("RAZZ_DESKTOP_SOUND_CHECK"):  # smoke-bundle.sh: are the sounds and their library in?
    from razz_desktop.ui.sound.player import library_check

    print(library_check())
    raise SystemExit(0)


def media_check() -> int:
    """smoke-bundle.sh, offscreen: what the trimmed bundle must still draw and play (issue 39).

    The charts of the Statistics window drawn with data (pyqtgraph, numpy), the SVG icon drawn
    by both of Qt's SVG plugins (icon engine, image format), the bundled font drawing the suit
    symbols, and a sound file played through miniaudio's null device by the app's own mixer
    (these machines have no audio device; the null device pulls the samples in real time on
    miniaudio's thread, as a sound card would). One line per check; exit status 1 on the first
    failure.
    """
    import time

    import numpy as np
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QFont, QFontDatabase, QImage, QPainter
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["razz-desktop"])

    def ink(image: QImage, colour: str | None = None) -> int:
        """Pixels (every second row and column) that are not transparent, or near ``colour``."""
        want = QColor(colour) if colour else None
        n = 0
        for y in range(0, image.height(), 2):
            for x in range(0, image.width(), 2):
                c = image.pixelColor(x, y)
                if want is None:
                    n += c.alpha() > 0
                else:
                    n += max(abs(c.red() - want.red()), abs(c.green() - want.green()), abs(c.blue() - want.blue())) < 24
        return n

    def fail(why: str) -> int:
        print(f"media check FAILED: {why}", flush=True)
        return 1

    from razz_desktop.ui.stats_window.charts import ACTUAL, ADJUSTED, BarChart, LineChart

    line = LineChart("Winnings", "hands", "chips", [("won", ACTUAL), ("expected", ADJUSTED)])
    x = np.arange(300, dtype=float)
    line.set_lines(x, [np.cumsum(np.sin(x / 7) * 50), np.cumsum(np.cos(x / 9) * 40)])
    bars = BarChart("By street", "chips")
    bars.set_bars(np.array([120.0, 60.0, 75.0]), ["3rd", "4th", "5th"])
    for chart in (line, bars):
        chart.resize(640, 400)
        chart.show()
    app.processEvents()
    line_ink = ink(line.plot.grab().toImage(), ACTUAL)
    bar_ink = ink(bars.plot.grab().toImage(), ACTUAL)
    if line_ink < 20 or bar_ink < 200:
        return fail(f"the charts are not drawn: {line_ink} line pixels, {bar_ink} bar pixels")
    print(f"charts: a line chart and a bar chart drawn ({line_ink} and {bar_ink} pixels of the data colour)")

    from razz_desktop.ui.fonts import resource_bytes
    from razz_desktop.ui.icon import app_icon

    svg = resource_bytes("icons", "razz-desktop.svg")
    image = QImage.fromData(svg, "SVG")  # the imageformats plugin
    icon = app_icon().pixmap(64, 64).toImage()  # the iconengines plugin
    if image.isNull() or ink(icon) < 100:
        return fail(f"the SVG icon is not drawn (image format plugin: {not image.isNull()}, "
                    f"icon engine: {ink(icon)} pixels)")
    font_id = QFontDatabase.addApplicationFontFromData(resource_bytes("fonts", "DejaVuSans.ttf"))
    families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    text = QImage(200, 40, QImage.Format.Format_ARGB32)
    text.fill(Qt.GlobalColor.transparent)
    painter = QPainter(text)
    painter.setFont(QFont(families[0] if families else "", 20))
    painter.setPen(QColor("black"))
    painter.drawText(4, 30, "A\u2660\u2665\u2666\u2663 2345")
    painter.end()
    if "DejaVu Sans" not in families or ink(text) < 50:
        return fail(f"the bundled font does not draw: families {families}, {ink(text)} pixels")
    print(f"icon and font: SVG {image.width()}x{image.height()}, icon {ink(icon)} pixels; "
          f"{families[0]} draws the suits ({ink(text)} pixels)")

    import miniaudio

    from razz_desktop.ui.sound.cues import Cue
    from razz_desktop.ui.sound.player import BUFFER_MS, RATE, Mixer, load_cues

    samples = load_cues([Cue.WIN])[Cue.WIN]
    mixer = Mixer()
    pulled = 0

    def stream():  # type: ignore[no-untyped-def]
        nonlocal pulled
        frames = yield b""
        while True:
            data = mixer.render(frames)
            pulled += len(data) // 2
            frames = yield data

    device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE,
                                      buffersize_msec=BUFFER_MS, backends=[miniaudio.Backend.NULL])
    player = stream()
    next(player)
    mixer.add(samples, 1.0)
    device.start(player)
    deadline = time.monotonic() + 10 + len(samples) / RATE
    while mixer.busy and time.monotonic() < deadline:
        time.sleep(0.02)
    device.close()
    if mixer.busy or pulled < len(samples):
        return fail(f"win.wav was not played: {pulled} of {len(samples)} samples pulled by the device")
    print(f"sound played: win.wav, {len(samples) / RATE:.2f} s ({pulled} samples) through miniaudio's null device")
    return 0


if os.environ.get("RAZZ_DESKTOP_MEDIA_CHECK"):  # smoke-bundle.sh: charts, icon, font, a sound file played
    raise SystemExit(media_check())

from razz_desktop.cli import main  # noqa: E402

raise SystemExit(main())
