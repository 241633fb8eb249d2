"""Help texts: a short rules summary, the keyboard shortcuts, and About.

The summary follows RULES.md (the rule book the engine implements) in a few
paragraphs a newcomer can read before their first hand.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from razz_desktop import __version__


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
        (QCoreApplication.translate("Help", "H"), QCoreApplication.translate("Help", "Show the Coach's hint for this decision")),
        (QCoreApplication.translate("Help", "Ctrl+,"), QCoreApplication.translate("Help", "Settings")),
        (QCoreApplication.translate("Help", "Ctrl+N"), QCoreApplication.translate("Help", "New session")),
        (QCoreApplication.translate("Help", "F1"), QCoreApplication.translate("Help", "Rules summary")),
        (QCoreApplication.translate("Help", "Ctrl+Q"), QCoreApplication.translate("Help", "Quit")),
    ]
    body = "".join(f"<tr><td style='padding:3px 14px 3px 0'><b>{k}</b></td><td>{v}</td></tr>" for k, v in rows)
    return "<h2>" + QCoreApplication.translate("Help", "Keyboard shortcuts") + "</h2><table>" + body + "</table>" + "<p>" + tr(
        "The action buttons show their key on a keycap; the keys work anywhere in the window.") + "</p>"


def about_html() -> str:
    return QCoreApplication.translate("Help", """
<h2>Razz Desktop {version}</h2>
<p>An offline Razz (seven-card stud, lowest hand wins) game and trainer.</p>
<p>Licensed under the MIT licence. Card faces are drawn by the program.
Text uses the DejaVu Sans font (Bitstream Vera licence; DejaVu changes are in the
public domain), bundled with the program.</p>
<p>Built with Qt for Python (PySide6).</p>
""").format(version=__version__)


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
