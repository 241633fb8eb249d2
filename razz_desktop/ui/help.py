"""Help texts: a short rules summary, the keyboard shortcuts, About (licence, credits,
third-party notices) and the applications-menu entry.

The summary follows RULES.md (the rule book the engine implements) in a few
paragraphs a newcomer can read before their first hand.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from razz_desktop import __version__
from razz_desktop.settings.translation import (
    QT_TRANSLATE_NOOP,  # typed: returns str, as lupdate reads it
)
from razz_desktop.ui.window_state import fit_to_screen


def tr(text: str) -> str:
    """Translate a text marked elsewhere with QT_TRANSLATE_NOOP("Help", ...)."""
    return QCoreApplication.translate("Help", text)


def rules_html() -> str:
    return QCoreApplication.translate("Help", """
<h2>Razz in one page</h2>
<p><b>Lowest hand wins.</b> Razz is seven-card stud played for low: each player
makes the best five-card low hand from seven cards. Aces are always low;
straights and flushes do not count. The best hand is 5-4-3-2-A, "the wheel".
Pairs are bad: any hand without a pair beats any hand with one.</p>
<h3>The deal</h3>
<ul>
<li>Everyone posts an <b>ante</b>. On <b>3rd street</b> each player gets two cards
face down and one face up (the door card).</li>
<li><b>4th, 5th and 6th street</b>: one more card face up each.
<b>7th street</b> (the river): one card face down.</li>
<li>If the deck runs short on 7th street, one <b>community card</b> is dealt face
up in the middle and everyone uses it.</li>
</ul>
<h3>Who acts first</h3>
<ul>
<li>3rd street: the <b>highest</b> door card must <b>bring in</b> (a small forced bet).
Kings are highest, aces lowest; between equal ranks spades bring in before hearts,
diamonds and clubs. That player may instead <b>complete</b> to a full small bet.</li>
<li>From 4th street on, the player showing the <b>lowest board</b> acts first.</li>
</ul>
<h3>Betting</h3>
<p>Fixed limit: small bets on 3rd and 4th street, big bets on 5th, 6th and 7th.
At most one bet and three raises per round. There is no checking on 3rd street.</p>
<h3>Showdown</h3>
<p>The best low among the players still in wins the pot; ties split it. A player who
is all-in can win only what they matched (side pots are shown separately).</p>
<h3>At this table</h3>
<p>The <b>stud button</b> sits at seat 8's place: every street is dealt starting with
the first player to its left. Your own hole cards lie face up below your upcards
(only you can see them). The dealer log on the right explains every rule as it
happens.</p>
""") + QCoreApplication.translate("Help", """
<h3>Tournaments (Game &gt; New tournament)</h3>
<ul>
<li>Everyone starts with the same chips. The limits, ante and bring-in rise level by
level; a level lasts a number of hands or of minutes of play (the clock stops while the
game is paused), and a hand always finishes at the level it began at.</li>
<li>A player who cannot post the ante or the bring-in posts what they have and is all-in.
A player with no chips after a hand is out and the seat closes.</li>
<li>Players out on the same hand finish in the order of their stacks at its start; equal
stacks share the places and their prizes (odd chips to the earlier seat left of the
button).</li>
<li>The prize pool is every player's buy-in (play money by default): 65/35 up to six
players, 50/30/20 for seven or eight, the winner alone heads-up, or your own table.</li>
<li>Once you are out, the others play the tournament to its end at once, so the result
shows every place.</li>
</ul>
""")


def shortcuts_html() -> str:
    rows = [
        (QCoreApplication.translate("Help", "F"), QCoreApplication.translate("Help", "Fold")),
        (QCoreApplication.translate("Help", "C"), QCoreApplication.translate("Help", "Check or call")),
        (QCoreApplication.translate("Help", "B"), QCoreApplication.translate("Help", "Bet (or whichever raise is on offer)")),
        (QCoreApplication.translate("Help", "R"), QCoreApplication.translate("Help", "Raise, or complete the bring-in")),
        (QCoreApplication.translate("Help", "I"), QCoreApplication.translate("Help", "Bring in")),
        (QCoreApplication.translate("Help", "S / M"), QCoreApplication.translate("Help", "Show / muck at showdown")),
        (QCoreApplication.translate("Help", "Space"), QCoreApplication.translate("Help", "Deal the next hand")),
        (QCoreApplication.translate("Help", "P"), QCoreApplication.translate("Help", "Pause or resume")),
        (QCoreApplication.translate("Help", "Ctrl+Right / Ctrl+Left"), QCoreApplication.translate("Help", "Turn the table one seat clockwise / counter-clockwise")),
        (QCoreApplication.translate("Help", "Ctrl+L"), QCoreApplication.translate("Help", "Show or hide the dealer log")),
        (QCoreApplication.translate("Help", "Ctrl+4"), QCoreApplication.translate("Help", "Four-colour deck on or off")),
        (QCoreApplication.translate("Help", "Ctrl+H"), QCoreApplication.translate("Help", "Last hand: the previous hands of this session")),
        (QCoreApplication.translate("Help", "Ctrl+T"), QCoreApplication.translate("Help", "Practice mode (the Coach) on or off")),
        (QCoreApplication.translate("Help", "Ctrl+D"), QCoreApplication.translate("Help", "Drills: in the drill window, 1-9 answer and Enter or N deals the next")),
        (QCoreApplication.translate("Help", "H"), QCoreApplication.translate("Help", "Show the Coach's hint for this decision")),
        (QCoreApplication.translate("Help", "T"), QCoreApplication.translate("Help", "Read the situation aloud again (screen reader)")),
        (QCoreApplication.translate("Help", "A"), QCoreApplication.translate("Help", "Read the Coach's advice aloud again")),
        (QCoreApplication.translate("Help", "F6"), QCoreApplication.translate("Help", "Go to the table as text (a line per seat)")),
        (QCoreApplication.translate("Help", "Tab / Enter"), QCoreApplication.translate("Help", "Move between the action buttons and the panels / press the focused button")),
        (QCoreApplication.translate("Help", "Ctrl+,"), QCoreApplication.translate("Help", "Settings")),
        (QCoreApplication.translate("Help", "Ctrl+N"), QCoreApplication.translate("Help", "New session")),
        (QCoreApplication.translate("Help", "F1"), QCoreApplication.translate("Help", "Rules summary")),
        (QCoreApplication.translate("Help", "Ctrl+Q"), QCoreApplication.translate("Help", "Quit")),
    ]
    body = "".join(f"<tr><td style='padding:3px 14px 3px 0'><b>{k}</b></td><td>{v}</td></tr>" for k, v in rows)
    return "<h2>" + QCoreApplication.translate("Help", "Keyboard shortcuts") + "</h2><table>" + body + "</table>" + "<p>" + QCoreApplication.translate("Help",
        "The action buttons show their key on a keycap; the keys work anywhere in the window.") + "</p>"


MIT_LICENCE = """Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE."""
"""The MIT licence of LICENSE (tests/test_packaging.py keeps the two the same). Held here
rather than read from LICENSE because a wheel keeps that file in its metadata folder,
which a frozen bundle does not have; the licence text must show wherever the program runs."""

COPYRIGHT = "Copyright (c) 2026 Razz Desktop developers"

THIRD_PARTY: tuple[tuple[str, str, str, str], ...] = (
    # (component, licence, what it is here, where to get the source)
    ("Qt and Qt for Python (PySide6, Shiboken6)", "LGPL-3.0-only",
     QT_TRANSLATE_NOOP("Help", "The windows, drawing and event loop; used unmodified as shared libraries you may replace"),
     "https://code.qt.io/cgit/pyside/pyside-setup.git/ and https://download.qt.io/official_releases/qt/"),
    ("NumPy", "BSD-3-Clause (its bundled OpenBLAS, LAPACK and GCC runtime under their own licences)",
     QT_TRANSLATE_NOOP("Help", "The computer players' and the Coach's equity arithmetic"), "https://github.com/numpy/numpy"),
    ("pyqtgraph", "MIT", QT_TRANSLATE_NOOP("Help", "The statistics charts"), "https://github.com/pyqtgraph/pyqtgraph"),
    ("appdirs", "MIT", QT_TRANSLATE_NOOP("Help", "Where settings and the hand log are kept"), "https://github.com/ActiveState/appdirs"),
    ("miniaudio (pyminiaudio), with cffi and pycparser", "MIT (cffi: MIT; pycparser: BSD-3-Clause)",
     QT_TRANSLATE_NOOP("Help", "Playing the table's sounds (which Razz Desktop synthesises itself)"), "https://github.com/irmen/pyminiaudio"),
    ("DejaVu fonts", "Bitstream Vera licence; DejaVu changes in the public domain",
     QT_TRANSLATE_NOOP("Help", "Every text and the suit symbols"), "https://dejavu-fonts.github.io/"),
    ("Python", "PSF-2.0", QT_TRANSLATE_NOOP("Help", "The interpreter and standard library (in the desktop bundle)"),
     "https://www.python.org/downloads/source/"),
)

"""What THIRD-PARTY-NOTICES.md lists (a test checks that every component there is here)."""


def about_html() -> str:
    """Help > About: version, licence, credits and the third-party notices."""
    t = QCoreApplication.translate  # for the roles, marked with QT_TRANSLATE_NOOP above
    source_word = QCoreApplication.translate("Help", "Source:")
    rows = "".join(
        f"<li><b>{escape(name)}</b>: {escape(licence)}. {escape(t('Help', role))}. "
        f"{escape(source_word)} {escape(source)}</li>"
        for name, licence, role, source in THIRD_PARTY)
    return (
        f"<h2>Razz Desktop {escape(__version__)}</h2>"
        + "<p>" + QCoreApplication.translate("Help", "An offline Razz (seven-card stud, lowest hand wins) game and trainer.") + "</p>"
        + "<h3>" + QCoreApplication.translate("Help", "Licence") + "</h3>"
        + "<p>" + QCoreApplication.translate("Help", "Razz Desktop is free software under the MIT licence:") + "</p>"
        + f"<p>{escape(COPYRIGHT)}</p>"
        + "".join(f"<p>{escape(' '.join(par.split()))}</p>" for par in MIT_LICENCE.split("\n\n"))
        + "<h3>" + QCoreApplication.translate("Help", "Credits") + "</h3>"
        + "<p>" + QCoreApplication.translate("Help", "Written by the Razz Desktop developers. The rules follow the project's rule "
                            "book, compiled from German, Italian and Dutch sources. Card faces are drawn "
                            "by the program.") + "</p>"
        + "<h3>" + QCoreApplication.translate("Help", "Third-party software") + "</h3>"
        + "<p>" + QCoreApplication.translate("Help", "Razz Desktop is built with the following software, under their licences. "
                            "The full texts are in THIRD-PARTY-NOTICES.md and the licenses folder of the "
                            "desktop bundle, or in the installed packages' metadata.") + "</p>"
        + f"<ul>{rows}</ul>"
    )


class AboutDialog(QDialog):
    """Help > About Razz Desktop: :func:`about_html` in a read-only browser with a Close button.

    ``AboutDialog(parent).exec()`` (or ``.show()``); links open in the user's browser.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(QCoreApplication.translate("Help", "About Razz Desktop"))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName(QCoreApplication.translate("Help", "About Razz Desktop"))
        self.browser.setOpenExternalLinks(True)
        self.browser.setHtml(about_html())
        layout.addWidget(self.browser)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        fit_to_screen(self, QSize(620, 680))


def install_desktop_entry(parent: QWidget | None = None) -> bool:
    """Help > "Add to the applications menu": install the per-user entry and say what happened.

    Returns whether it was installed. The same as ``razz-desktop --install-desktop-entry``.
    """
    from PySide6.QtWidgets import QMessageBox

    from razz_desktop import desktop_entry

    title = QCoreApplication.translate("Help", "Applications menu")
    try:
        installed = desktop_entry.install()
    except OSError as exc:
        QMessageBox.warning(parent, title, QCoreApplication.translate(
            "Help", "Razz Desktop could not be added to the applications menu: {error}").format(error=exc))
        return False
    QMessageBox.information(parent, title, QCoreApplication.translate(
        "Help", "Razz Desktop is now in your applications menu ({path}).").format(path=installed.desktop_file))
    return True


def uninstall_desktop_entry(parent: QWidget | None = None) -> bool:
    """Help > "Remove from the applications menu"; returns whether there was an entry to remove."""
    from PySide6.QtWidgets import QMessageBox

    from razz_desktop import desktop_entry

    title = QCoreApplication.translate("Help", "Applications menu")
    try:
        removed = desktop_entry.uninstall()
    except OSError as exc:
        QMessageBox.warning(parent, title, QCoreApplication.translate(
            "Help", "The menu entry could not be removed: {error}").format(error=exc))
        return False
    QMessageBox.information(parent, title, QCoreApplication.translate(
        "Help", "Razz Desktop was removed from your applications menu.") if removed
        else QCoreApplication.translate("Help", "Razz Desktop was not in your applications menu."))
    return removed


class HelpDialog(QDialog):
    def __init__(self, title: str, html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(html)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.resize(560, 620)
