"""Themes: each one renders, high contrast is high, "system" is the desktop's, large fonts fit."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QLabel as QLabelType

from razz_desktop.engine.actions import ActionType
from razz_desktop.settings import THEMES as SETTING_THEMES
from razz_desktop.ui import theme
from razz_desktop.ui.action_bar import ActionBar
from razz_desktop.ui.main_window import MainWindow
from razz_desktop.ui.table.metrics import MAX_TEXT_SCALE, text_scale
from tests.ui.test_action_bar import hero_views as _views
from tests.ui.test_focus import a_view_with

R = QPalette.ColorRole


def luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.fixture
def themed(qapp):
    """Apply themes in a test; the dark theme the other tests expect comes back afterwards."""
    yield lambda name: theme.apply_theme(qapp, name)
    theme.apply_theme(qapp, "dark")


def test_the_ui_and_the_settings_know_the_same_themes():
    assert theme.THEMES == SETTING_THEMES


@pytest.mark.parametrize("name", theme.THEMES)
def test_each_theme_renders_the_window(qtbot, themed, name):
    themed(name)
    assert theme.theme_name() == name
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.action_bar.show_actions(a_view_with(ActionType.FOLD, ActionType.CALL))
    with qtbot.waitExposed(window):
        window.show()
    image = window.grab().toImage()
    assert not image.isNull() and image.width() >= 1024
    bar = window.action_bar.grab().toImage()
    # the bar is painted in the theme's own background (sampled left of the text)
    assert bar.pixelColor(4, bar.height() // 2).name() == QColor(theme.colours().bar).name() or name == "system"
    text = QApplication.palette().color(R.WindowText)
    assert contrast(text, QApplication.palette().color(R.Window)) >= 4.5  # readable body text
    assert window.toolbar.styleSheet() == theme.toolbar_style(QApplication.font().pointSizeF())
    window.close()


def test_high_contrast_is_at_least_15_to_1_and_light_is_light(themed):
    themed("high-contrast")
    p = QApplication.palette()
    for fg, bg in ((R.WindowText, R.Window), (R.Text, R.Base), (R.ButtonText, R.Button),
                   (R.HighlightedText, R.Highlight)):
        assert contrast(p.color(fg), p.color(bg)) >= 15, (fg, bg)
    assert "border: 3px solid #ffff00" in QApplication.instance().styleSheet()  # the focus, everywhere
    themed("light")
    assert QApplication.palette().color(R.Window).lightness() > 200
    assert theme.ink_for(MainWindow()).dark is False
    assert QApplication.instance().styleSheet() == ""


def test_follow_the_system_takes_the_desktops_palette_and_font_size(qapp, themed, monkeypatch):
    desktop = QPalette(QColor("#fafafa"))
    monkeypatch.setattr(theme, "_system", (desktop, 14.0, qapp.style().name()))
    themed("system")
    assert QApplication.palette().color(R.Window) == desktop.color(R.Window)
    assert QApplication.font().pointSizeF() == 14.0
    themed("dark")
    assert QApplication.font().pointSizeF() == 14.0  # a larger desktop font is kept in the other themes too
    monkeypatch.setattr(theme, "_system", (desktop, 8.0, qapp.style().name()))
    themed("dark")
    assert QApplication.font().pointSizeF() == theme.BASE_POINT_SIZE  # never smaller than 10 pt
    themed("no-such-theme")
    assert theme.theme_name() == "dark"


def test_a_14_point_font_clips_nothing_in_the_action_bar(qtbot, qapp, themed, monkeypatch):
    monkeypatch.setattr(theme, "_system", (QPalette(qapp.palette()), 14.0, qapp.style().name()))
    themed("dark")
    bar = ActionBar()
    qtbot.addWidget(bar)
    view = next(v for v in _views() if any(la.type in (ActionType.COMPLETE, ActionType.RAISE) for la in v.legal))
    bar.show_actions(view)
    bar.resize(1200, 90)
    bar.show()
    for button in bar.buttons:
        label = button.findChild(QLabelType, "label")
        assert label.font().pixelSize() > 16  # grew with the font
        assert button.width() >= button.minimumSizeHint().width()
        assert label.geometry().right() <= button.width() and label.width() >= label.sizeHint().width()
    assert text_scale(14.0) == MAX_TEXT_SCALE and text_scale(9.0) == 1.0


def test_the_window_fits_1024x700_and_1280x800_at_150_percent(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.action_bar.show_actions(a_view_with(ActionType.FOLD, ActionType.CALL))
    window.action_bar.show_next_hand("Bot 3 wins 1,240 with 7-5-4-2-A; Bot 5 wins 620 with 8-6-4-3-2; " * 3)
    hint = window.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 700
    assert hint.width() * 1.5 <= 1280 and hint.height() * 1.5 <= 800  # a long result never widens it



def test_a_theme_chosen_while_the_window_is_open_restyles_it(qtbot, themed):
    themed("dark")
    window = MainWindow()
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    assert theme.DARK.bar in window.action_bar.styleSheet()
    themed("light")
    qtbot.waitUntil(lambda: theme.LIGHT.bar in window.action_bar.styleSheet(), timeout=2000)
    assert theme.WINDOW_BACKGROUNDS["light"] in window.styleSheet()
    assert theme.TOOLBARS["light"]["bg"] in window.toolbar.styleSheet()


def test_the_theme_and_volume_settings_round_trip_and_bad_values_are_named():
    from dataclasses import replace

    from razz_desktop.settings import Settings, SettingsError, changes_applying_at_once, validate

    s = Settings()
    assert (s.display.theme, s.display.volume, s.display.sound) == ("dark", 60, True)
    chosen = replace(s, display=replace(s.display, theme="high-contrast", volume=35))
    assert Settings.from_dict(chosen.to_dict()) == chosen
    assert changes_applying_at_once(s, chosen) == ["Sound volume: 35%.", "Theme: High contrast."]
    bad = replace(s, display=replace(s.display, theme="neon", volume=140))
    assert {p.field for p in validate(bad)} == {"display.theme", "display.volume"}
    data = s.to_dict()
    data["display"]["volume"] = "loud"
    with pytest.raises(SettingsError, match="display.volume"):
        Settings.from_dict(data)
    del data["display"]["volume"], data["display"]["theme"]  # a file from before these settings
    assert Settings.from_dict(data) == s


def test_the_display_page_edits_theme_and_volume(qtbot):
    from razz_desktop.settings import Settings
    from razz_desktop.ui.settings_dialog.dialog import SettingsDialog

    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.theme.setCurrentIndex(dialog.theme.findData("light"))
    dialog.volume.setValue(80)
    dialog.sound.setChecked(False)
    assert not dialog.volume.isEnabled()
    edited = dialog.settings()
    assert (edited.display.theme, edited.display.volume, edited.display.sound) == ("light", 80, False)


def test_the_bundled_font_is_registered_from_its_file_with_the_suit_symbols(qapp) -> None:
    from PySide6.QtGui import QFont, QFontMetrics

    from razz_desktop.ui import fonts

    path = fonts.resource_file("fonts", fonts.FONT_FILES[0])
    assert path is not None and path.read_bytes() == fonts.resource_bytes("fonts", fonts.FONT_FILES[0])
    assert fonts.resource_file("fonts", "no-such-font.ttf") is None
    family = fonts.register_fonts()
    assert family == fonts.FALLBACK_FAMILY
    metrics = QFontMetrics(QFont(family))
    assert all(metrics.inFontUcs4(ord(symbol)) for symbol in "\u2663\u2666\u2665\u2660")


def test_the_launchers_style_waits_for_the_first_paint_where_qt_gives_fusion_anyway(qapp, monkeypatch):
    monkeypatch.setattr(theme, "_system", None)
    monkeypatch.delenv("QT_STYLE_OVERRIDE", raising=False)
    monkeypatch.setattr(theme.sys, "platform", "linux")
    theme.apply_theme(qapp, "light", style_later=True)
    assert theme._system is not None and theme._system[2] is None  # the desktop's style not looked at
    assert theme._style_pending
    theme.settle_style(qapp)
    assert not theme._style_pending
    assert theme._system[2] is not None  # read before any other style was set
    assert qapp.style().name().lower() == "fusion"
    theme.apply_theme(qapp, "dark")


@pytest.mark.parametrize("platform, override", [("linux", "Windows"), ("win32", ""), ("darwin", "")])
def test_elsewhere_or_with_another_style_asked_for_the_style_is_set_at_once(qapp, monkeypatch, platform, override):
    monkeypatch.setattr(theme, "_system", None)
    monkeypatch.setenv("QT_STYLE_OVERRIDE", override)
    monkeypatch.setattr(theme.sys, "platform", platform)
    theme.apply_theme(qapp, "dark", style_later=True)
    assert not theme._style_pending
    assert theme._system is not None and theme._system[2] is not None
    assert qapp.style().name().lower() == "fusion"
