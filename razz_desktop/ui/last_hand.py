"""The Last Hand window: a finished hand, laid open.

What it shows and why:
- every seat's cards as they were live at showdown, mucked hands included
  (the point of the window is to see what beat you, or what you beat);
- a player who folded keeps only what the table saw: upcards, with card
  backs where the hole cards were. The human's own hole cards are shown
  (they saw them); cards dealt face down are shaded, so the board each
  opponent showed at the table is easy to read off;
- the actions street by street, the pots with who won each and with what;
- a selector over the current session's hands (newest first) and "Copy as
  text", which puts the hand on the clipboard in PokerStars' Razz format;
- with practice mode wired in, a "Review" button asking for the Coach's
  review of the hand on screen (``review_requested``);
- study mode (a practice option, off by default): every seat's hole cards,
  folded players' too, under a banner that says so. The record holds every
  card; only this option lets the window show what the table never did.

The window never touches the database: it asks the ``HistoryController``
for hands and draws what comes back (``hands_listed``, ``hand_loaded``).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, QSize, Qt, Signal, Slot
from PySide6.QtGui import QColor, QGuiApplication, QKeySequence, QPainter, QPalette, QPen, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.controllers.history_controller import RECENT_HANDS, HistoryController
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.cards import Card
from razz_desktop.engine.events import (
    AntePosted,
    CardDealt,
    CommunityCardDealt,
    HandRevealed,
    PlayerActed,
    PotAwarded,
    UncalledBetReturned,
)
from razz_desktop.storage import HandSummary, StoredHand
from razz_desktop.ui.fonts import ui_font_family
from razz_desktop.ui.table.card_art import (
    CARD_RATIO,
    RANK_TEXT,
    paint_back,
    paint_face,
    suit_colour,
)

SUIT_SYMBOLS = "\u2663\u2666\u2665\u2660"  # clubs, diamonds, hearts, spades (engine suit order)
STREET_NAMES = {
    3: QT_TRANSLATE_NOOP("LastHandWindow", "3rd street"),
    4: QT_TRANSLATE_NOOP("LastHandWindow", "4th street"),
    5: QT_TRANSLATE_NOOP("LastHandWindow", "5th street"),
    6: QT_TRANSLATE_NOOP("LastHandWindow", "6th street"),
    7: QT_TRANSLATE_NOOP("LastHandWindow", "7th street"),
}
POSITIVE = "#1e7b34"
NEGATIVE = "#b3261e"
MUTED = "#6b6b6b"


@dataclass(frozen=True, slots=True)
class Ink:
    """Text colours for a light or a dark window (the app's theme is dark)."""

    positive: str
    negative: str
    muted: str
    dark: bool


LIGHT_INK = Ink(POSITIVE, NEGATIVE, MUTED, False)
DARK_INK = Ink("#6fdc8c", "#ff7b72", "#93aaa0", True)
MAX_CACHED = RECENT_HANDS + 10


translate = QCoreApplication.translate
"""Texts outside the window's methods: ``translate("LastHandWindow", "...")`` with
literal strings, and ``QT_TRANSLATE_NOOP`` in tables, so pyside6-lupdate finds them."""


def _tr(text: str) -> str:
    """Translate a text already marked with QT_TRANSLATE_NOOP (not a literal here)."""
    return QCoreApplication.translate("LastHandWindow", text)


def chips(n: int) -> str:
    return f"{n:,}"


def signed(n: int) -> str:
    if n > 0:
        return f"+{n:,}"
    if n < 0:
        return f"\u2212{-n:,}"
    return "0"


# ------------------------------------------------------------ pure helpers


@dataclass(frozen=True, slots=True)
class ShownCard:
    """One card slot of a seat: ``card`` is None where only a card back may be shown."""

    card: Card | None
    face_down: bool  # dealt face down (a hole card or the 7th-street card)
    community: bool = False  # the shared 7th card, when the deck ran short


def seat_cards(hand: StoredHand, seat: int, study: bool = False) -> list[ShownCard]:
    """The cards the window may show for ``seat``, in dealing order.

    Hands live at showdown (shown or mucked) are shown whole; the human's own
    cards are always theirs to see; anyone else shows only their upcards,
    unless ``study`` (the practice option to show every player's cards after
    the hand) opens every hand.
    """
    record = hand.record
    live_at_showdown = any(r.seat == seat for r in record.showdown)
    open_hand = study or live_at_showdown or seat == hand.hero_seat
    cards = [
        ShownCard(e.card if (e.face_up or open_hand) else None, not e.face_up)
        for e in record.events
        if isinstance(e, CardDealt) and e.seat == seat
    ]
    if live_at_showdown and record.community_card is not None:
        cards.append(ShownCard(record.community_card, False, community=True))
    return cards


def card_colour(suit: int, four_colour: bool = False, ink: Ink = LIGHT_INK) -> str:
    """The suit's colour as text: the card faces' colours, lightened to be read on a dark window."""
    colour = suit_colour(suit, four_colour)
    if ink.dark:
        if colour.lightness() < 60:  # black spades (and clubs): the window's text colour
            return "#e8ece9"
        colour = colour.lighter(175)
    return colour.name()


def card_html(card: Card, four_colour: bool = False, ink: Ink = LIGHT_INK) -> str:
    colour = card_colour(card.suit, four_colour, ink)
    return f'<span style="color:{colour}; font-weight:600">{RANK_TEXT[card.rank]}{SUIT_SYMBOLS[card.suit]}</span>'


def seat_result(hand: StoredHand, seat: int, ink: Ink = LIGHT_INK) -> tuple[str, str]:
    """(text, colour) of how the hand ended for ``seat``."""
    record = hand.record
    won = sum(chips_ for pot in record.pots for s, chips_ in pot.shares if s == seat)
    revealed = {r.seat: r for r in record.showdown}
    folded = hand.folded_on()
    if seat in revealed:
        r = revealed[seat]
        if won:
            return translate("LastHandWindow", "Wins {chips} with {hand}").format(chips=chips(won), hand=r.name), ink.positive
        if r.shown:
            return translate("LastHandWindow", "Shows {hand}").format(hand=r.name), ""
        return translate("LastHandWindow", "Mucked {hand}").format(hand=r.name), ink.muted
    if seat in folded:
        return translate("LastHandWindow", "Folded on {street}").format(street=_tr(STREET_NAMES[folded[seat]])), ink.muted
    if won:
        return translate("LastHandWindow", "Wins {chips} (no showdown)").format(chips=chips(won)), ink.positive
    return "", ""


def summary_label(s: HandSummary) -> str:
    """The selector's line for a hand: number, time, pot, winners."""
    when = s.played_at.astimezone().strftime("%H:%M:%S")
    winners = ", ".join(w.name for w in s.winners) or "\u2014"
    text = translate("LastHandWindow", "Hand #{n}  \u00b7  {when}  \u00b7  pot {pot}  \u00b7  {winners}").format(
        n=s.hand_number, when=when, pot=chips(s.total_pot), winners=winners
    )
    if s.hero_net is not None:
        text += f"  ({signed(s.hero_net)})"
    return text


def actions_html(hand: StoredHand, four_colour: bool = False, ink: Ink = LIGHT_INK) -> str:
    """The hand street by street: cards dealt face up, then every action."""
    record = hand.record
    st = record.config.stakes
    name = lambda seat: escape(hand.name(seat))  # noqa: E731
    out: list[str] = []
    antes = [e for e in record.events if isinstance(e, AntePosted)]
    if antes:
        out.append(f'<p style="color:{ink.muted}; margin:0 0 6px 0">'
                   + translate("LastHandWindow", "Antes: {n} players \u00d7 {ante}").format(n=len(antes), ante=chips(st.ante)) + "</p>")
    street = 0
    items: list[str] = []
    ups: list[str] = []

    def flush() -> None:
        if not street:
            return
        head = f'<b>{escape(_tr(STREET_NAMES[street]))}</b>'
        if ups:
            head += f' <span style="color:{ink.muted}">\u2014</span> ' + ", ".join(ups)
        out.append(f'<p style="margin:8px 0 2px 0">{head}</p>')
        if items:
            out.append('<p style="margin:0 0 0 14px">' + " \u00b7 ".join(items) + "</p>")

    for e in record.events:
        if isinstance(e, CardDealt) and e.street != street:
            flush()
            street, items, ups = e.street, [], []
        if isinstance(e, CommunityCardDealt):
            flush()
            street, items = 7, []
            ups = [translate("LastHandWindow", "community card") + " " + card_html(e.card, four_colour, ink)]
        elif isinstance(e, CardDealt) and e.face_up and e.card is not None:
            ups.append(f"{name(e.seat)} {card_html(e.card, four_colour, ink)}")
        elif isinstance(e, PlayerActed):
            items.append(f"{name(e.seat)} {escape(_action_words(e, _is_you(hand, e.seat)))}")
        elif isinstance(e, UncalledBetReturned):
            items.append(f'<span style="color:{ink.muted}">'
                         + translate("LastHandWindow", "{amount} returned to {name} (uncalled)").format(amount=chips(e.amount), name=name(e.seat))
                         + "</span>")
    flush()
    reveals = [e for e in record.events if isinstance(e, HandRevealed)]
    if reveals:
        out.append(f'<p style="margin:8px 0 2px 0"><b>{escape(translate("LastHandWindow", "Showdown"))}</b></p>')
        lines = []
        for r in reveals:
            you = _is_you(hand, r.seat)
            if r.shown:
                verb = translate("LastHandWindow", "show") if you else translate("LastHandWindow", "shows")
            else:
                verb = translate("LastHandWindow", "muck") if you else translate("LastHandWindow", "mucks")
            cards = " ".join(card_html(c, four_colour, ink) for c in r.cards)
            lines.append(f"{name(r.seat)} {verb} {cards} \u2014 <b>{escape(r.name)}</b>")
        out.append('<p style="margin:0 0 0 14px">' + "<br>".join(lines) + "</p>")
    return "".join(out)


_VERBS = {
    # action: (third person, second person) -- the human is often called "You"
    ActionType.BRING_IN: (QT_TRANSLATE_NOOP("LastHandWindow", "brings in for {n}"),
                          QT_TRANSLATE_NOOP("LastHandWindow", "bring in for {n}")),
    ActionType.COMPLETE: (QT_TRANSLATE_NOOP("LastHandWindow", "completes to {n}"),
                          QT_TRANSLATE_NOOP("LastHandWindow", "complete to {n}")),
    ActionType.BET: (QT_TRANSLATE_NOOP("LastHandWindow", "bets {n}"), QT_TRANSLATE_NOOP("LastHandWindow", "bet {n}")),
    ActionType.RAISE: (QT_TRANSLATE_NOOP("LastHandWindow", "raises to {n}"),
                       QT_TRANSLATE_NOOP("LastHandWindow", "raise to {n}")),
    ActionType.CALL: (QT_TRANSLATE_NOOP("LastHandWindow", "calls {n}"), QT_TRANSLATE_NOOP("LastHandWindow", "call {n}")),
    ActionType.CHECK: (QT_TRANSLATE_NOOP("LastHandWindow", "checks"), QT_TRANSLATE_NOOP("LastHandWindow", "check")),
    ActionType.FOLD: (QT_TRANSLATE_NOOP("LastHandWindow", "folds"), QT_TRANSLATE_NOOP("LastHandWindow", "fold")),
}


def _action_words(e: PlayerActed, you: bool = False) -> str:
    forms = _VERBS.get(e.type)
    if forms is None:
        return e.type.value
    n = e.to if e.type in (ActionType.COMPLETE, ActionType.RAISE) else e.amount
    text = _tr(forms[1] if you else forms[0]).format(n=chips(n))
    if e.all_in:
        text += " " + translate("LastHandWindow", "(all-in)")
    return text


def _is_you(hand: StoredHand, seat: int) -> bool:
    return hand.name(seat).strip().lower() == "you"


def pots_html(hand: StoredHand, four_colour: bool = False, ink: Ink = LIGHT_INK) -> str:
    record = hand.record
    awards = [e for e in record.events if isinstance(e, PotAwarded)]
    many = len(awards) > 1
    out: list[str] = []
    for a in awards:
        if not many:
            title = translate("LastHandWindow", "Pot")
        elif a.pot_index == 0:
            title = translate("LastHandWindow", "Main pot")
        else:
            title = translate("LastHandWindow", "Side pot {n}").format(n=a.pot_index)
        who = ", ".join(f"{escape(hand.name(s))} {chips(c)}" for s, c in a.shares)
        split = len(a.shares) > 1
        line = f"<b>{escape(title)}: {chips(a.amount)}</b><br>"
        line += (translate("LastHandWindow", "split: {who}") if split else translate("LastHandWindow", "won by {who}")).format(who=who)
        if a.hand_name:
            line += " " + translate("LastHandWindow", "with {hand}").format(hand=f"<b>{escape(a.hand_name)}</b>")
        else:
            line += " " + escape(translate("LastHandWindow", "(everyone else folded)"))
        if many:
            seats = ", ".join(escape(hand.name(s)) for s in a.eligible)
            line += f'<br><span style="color:{ink.muted}">' + translate("LastHandWindow", "contested by {seats}").format(seats=seats) + "</span>"
        if a.explanation:
            line += f'<br><span style="color:{ink.muted}">{escape(a.explanation)}</span>'
        out.append(f'<p style="margin:0 0 8px 0">{line}</p>')
    if record.community_card is not None:
        label = escape(translate("LastHandWindow", "Community card"))
        out.append(f"<p>{label}: {card_html(record.community_card, four_colour, ink)}<br>"
                   f'<span style="color:{ink.muted}">'
                   + escape(translate("LastHandWindow", "The deck ran short on 7th street: every player used this card."))
                   + "</span></p>")
    return "".join(out)


# ------------------------------------------------------------------ widgets


class CardStrip(QWidget):
    """A row of small painted cards; card backs for cards the table never saw."""

    CARD_WIDTH = 32
    GAP = 4
    COMMUNITY_GAP = 10

    def __init__(self, cards: Sequence[ShownCard] = (), four_colour: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cards = list(cards)
        self._four = four_colour
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(self.describe())
        self.setToolTip(self.describe())

    def describe(self) -> str:
        parts = []
        for c in self._cards:
            if c.card is None:
                parts.append(translate("LastHandWindow", "hidden card"))
            elif c.community:
                parts.append(c.card.long_name + " " + translate("LastHandWindow", "(community card)"))
            else:
                parts.append(c.card.long_name + (" " + translate("LastHandWindow", "(face down)") if c.face_down else ""))
        return ", ".join(parts) or translate("LastHandWindow", "no cards")

    def _x(self, k: int) -> float:
        x = k * (self.CARD_WIDTH + self.GAP)
        if k and self._cards[k].community:
            x += self.COMMUNITY_GAP - self.GAP
        return x

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        # Room for seven cards and the gap before a community card, so the
        # strips of all seats line up column by column.
        w = 7 * self.CARD_WIDTH + 6 * self.GAP + self.COMMUNITY_GAP
        return QSize(w, round(self.CARD_WIDTH * CARD_RATIO) + 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self.sizeHint()

    def paintEvent(self, event: object) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        w = float(self.CARD_WIDTH)
        h = round(w * CARD_RATIO)
        for k, c in enumerate(self._cards):
            rect = QRectF(self._x(k) + 0.5, 1.0, w - 1.0, h - 1.0)
            if c.card is None:
                paint_back(painter, rect)
                continue
            paint_face(painter, rect, c.card.rank, c.card.suit, self._four)
            if c.community:
                painter.save()
                pen = QPen(QColor(POSITIVE), 1.6, Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-1.5, -0.5, 1.5, 0.5), w * 0.1, w * 0.1)
                painter.restore()
            if c.face_down:
                # Shade cards dealt face down, so the board the table saw stands out.
                painter.save()
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(40, 70, 140, 46))
                painter.drawRoundedRect(rect, w * 0.08, w * 0.08)
                painter.restore()
        painter.end()


class LastHandWindow(QWidget):
    """The finished hands of the session, one at a time. See the module docstring."""

    hand_shown = Signal(int)
    """The database id of the hand now on screen."""
    review_requested = Signal(int)
    """The Review button: the engine's number of the hand on screen (``HandReview.hand_id``)."""

    def __init__(self, history: HistoryController, parent: QWidget | None = None, four_colour: bool = False) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self._history = history
        self._four = four_colour
        self._summaries: list[HandSummary] = []
        self._cache: OrderedDict[int, StoredHand] = OrderedDict()
        self._current: StoredHand | None = None
        self._wanted: int | None = None
        self._follow_latest = True
        self._sized = False
        self._study = False
        self._has_review: Callable[[int], bool] | None = None

        self._ink = DARK_INK if self.palette().color(QPalette.ColorRole.Window).lightness() < 128 else LIGHT_INK
        self.setWindowTitle(self.tr("Last Hand"))
        self.setObjectName("LastHandWindow")
        font = self.font()
        font.setFamily(ui_font_family())
        self.setFont(font)
        self.resize(1000, 860)
        self.setMinimumSize(800, 660)

        self.selector = QComboBox()
        self.selector.setAccessibleName(self.tr("Hand"))
        self.selector.setAccessibleDescription(self.tr("Choose one of this session's hands, newest first"))
        self.selector.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.selector.setMinimumContentsLength(40)
        self.older_button = QToolButton()
        self.older_button.setText("\u25c0")
        self.older_button.setToolTip(self.tr("Previous hand (Alt+Left)"))
        self.older_button.setAccessibleName(self.tr("Previous hand"))
        self.newer_button = QToolButton()
        self.newer_button.setText("\u25b6")
        self.newer_button.setToolTip(self.tr("Next hand (Alt+Right)"))
        self.newer_button.setAccessibleName(self.tr("Next hand"))
        self.copy_button = QPushButton(self.tr("Copy as text"))
        self.copy_button.setToolTip(self.tr("Copy the hand in PokerStars hand-history format (Ctrl+Shift+C)"))
        self.copy_button.setAccessibleName(self.tr("Copy as text"))
        self.review_button = QPushButton(self.tr("&Review"))
        self.review_button.setAccessibleName(self.tr("Review"))
        self.review_button.setAccessibleDescription(self.tr("Open the Coach's review of this hand"))
        self.review_button.hide()  # until practice mode is wired in (enable_review)

        top = QHBoxLayout()
        label = QLabel(self.tr("&Hand:"))
        label.setBuddy(self.selector)
        top.addWidget(label)
        top.addWidget(self.selector, 1)
        top.addWidget(self.older_button)
        top.addWidget(self.newer_button)
        top.addSpacing(12)
        top.addWidget(self.review_button)
        top.addWidget(self.copy_button)

        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)
        self.study_banner = QLabel(self.tr(
            "Study mode: every player's hole cards are shown, also those of players who folded. "
            "At the table they were never seen."))
        self.study_banner.setObjectName("studyBanner")
        self.study_banner.setWordWrap(True)
        self.study_banner.setStyleSheet(
            "QLabel#studyBanner { background: #3a3216; color: #ffd56b; border: 1px solid #6b5a1e;"
            " border-radius: 4px; padding: 4px 8px; }")
        self.study_banner.hide()

        self._seat_box = QGroupBox(self.tr("Players"))
        self._seat_grid = QGridLayout(self._seat_box)
        self._seat_grid.setHorizontalSpacing(14)
        self._seat_grid.setVerticalSpacing(6)

        self.actions_view = QTextBrowser()
        self.actions_view.setOpenLinks(False)
        self.actions_view.setAccessibleName(self.tr("Actions street by street"))
        actions_box = QGroupBox(self.tr("Actions"))
        QVBoxLayout(actions_box).addWidget(self.actions_view)

        self.pots_label = QLabel()
        self.pots_label.setTextFormat(Qt.TextFormat.RichText)
        self.pots_label.setWordWrap(True)
        self.pots_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.pots_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        pots_scroll = QScrollArea()
        pots_scroll.setWidgetResizable(True)
        pots_scroll.setFrameShape(QFrame.Shape.NoFrame)
        pots_scroll.setWidget(self.pots_label)
        pots_box = QGroupBox(self.tr("Pots and winners"))
        QVBoxLayout(pots_box).addWidget(pots_scroll)

        lower = QSplitter(Qt.Orientation.Horizontal)
        lower.addWidget(actions_box)
        lower.addWidget(pots_box)
        lower.setChildrenCollapsible(False)
        lower.setSizes([600, 340])
        pots_box.setMinimumWidth(260)

        # The players always get the height they need (at most eight rows);
        # the actions and pots share whatever the window has left.
        self._seat_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

        self.status = QLabel()
        self.status.setStyleSheet(f"color: {self._ink.muted}")
        legend = QLabel(self.tr("Shaded cards were dealt face down; card backs are cards nobody saw."))
        legend.setStyleSheet(f"color: {self._ink.muted}")
        self.legend = legend
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)
        bottom = QHBoxLayout()
        bottom.addWidget(legend)
        bottom.addStretch(1)
        bottom.addWidget(self.status)
        bottom.addSpacing(12)
        bottom.addWidget(close)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.setSpacing(10)
        layout.addLayout(top)
        layout.addWidget(self.title)
        layout.addWidget(self.study_banner)
        layout.addWidget(self._seat_box)
        layout.addWidget(lower, 1)
        layout.addLayout(bottom)

        self.selector.currentIndexChanged.connect(self._on_selected)
        self.older_button.clicked.connect(lambda: self._step(+1))
        self.newer_button.clicked.connect(lambda: self._step(-1))
        self.copy_button.clicked.connect(self.copy_as_text)
        self.review_button.clicked.connect(self._review_clicked)
        QShortcut(QKeySequence("Alt+Left"), self, activated=lambda: self._step(+1))
        QShortcut(QKeySequence("Alt+Right"), self, activated=lambda: self._step(-1))
        QShortcut(QKeySequence("Ctrl+Shift+C"), self, activated=self.copy_as_text)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self, activated=self.close)
        QShortcut(QKeySequence("Esc"), self, activated=self.close)

        history.hands_listed.connect(self._on_hands_listed)
        history.hand_loaded.connect(self._on_hand_loaded)
        history.hand_saved.connect(self._on_hand_saved)
        history.session_started.connect(self._on_session_started)
        self._show_empty()

    # ------------------------------------------------------------ public API

    @property
    def current_hand(self) -> StoredHand | None:
        return self._current

    @property
    def hands(self) -> list[HandSummary]:
        """The selector's hands, newest first."""
        return list(self._summaries)

    def show_latest(self) -> None:
        """Open (or raise) the window on the session's newest hand."""
        self._follow_latest = True
        if not self._sized:
            self._sized = True
            screen = self.screen().availableGeometry() if self.screen() is not None else None
            if screen is not None and screen.isValid():
                self.resize(min(self.width(), int(screen.width() * 0.92)),
                            min(self.height(), int(screen.height() * 0.92)))
        self.show()
        self.raise_()
        self.activateWindow()
        self._history.request_hands(RECENT_HANDS)

    def select_hand(self, hand_id: int) -> None:
        for k, s in enumerate(self._summaries):
            if s.hand_id == hand_id:
                self.selector.setCurrentIndex(k)
                return
        raise KeyError(hand_id)

    def set_four_colour(self, on: bool) -> None:
        self._four = on
        if self._current is not None:
            self._render(self._current)

    @property
    def study_mode(self) -> bool:
        return self._study

    @Slot(bool)
    def set_study_mode(self, on: bool) -> None:
        """Show every seat's hole cards (the practice study option) or only what the table saw."""
        self._study = bool(on)
        self.study_banner.setVisible(self._study)
        self.legend.setText(
            self.tr("Shaded cards were dealt face down.") if self._study
            else self.tr("Shaded cards were dealt face down; card backs are cards nobody saw."))
        if self._current is not None:
            self._render(self._current)

    def enable_review(self, has_review: Callable[[int], bool]) -> None:
        """Show the Review button; ``has_review(hand number)`` says whether the Coach reviewed that hand."""
        self._has_review = has_review
        self.review_button.show()
        self.refresh_review()

    def refresh_review(self, *_args: object) -> None:
        """Enable Review if the hand on screen has a review (call again when a review arrives)."""
        if self._has_review is None:
            return
        hand = self._current
        ok = hand is not None and self._has_review(hand.hand_number)
        self.review_button.setEnabled(ok)
        self.review_button.setToolTip(
            self.tr("Open the Coach's graded review of this hand") if ok
            else self.tr("No review for this hand: practice mode was off when it was played."))

    def _review_clicked(self) -> None:
        if self._current is not None:
            self.review_requested.emit(self._current.hand_number)

    @Slot()
    def copy_as_text(self) -> str:
        """Put the hand on the clipboard in PokerStars format; returns the text."""
        if self._current is None:
            return ""
        text = self._history.hand_as_text(self._current)
        QGuiApplication.clipboard().setText(text)
        self.status.setText(self.tr("Hand #{n} copied to the clipboard.").format(n=self._current.hand_number))
        return text

    # ------------------------------------------------------------- answers

    @Slot(object)
    def _on_hand_saved(self, summary: object) -> None:
        if self.isVisible():
            self._history.request_hands(RECENT_HANDS)

    @Slot(int)
    def _on_session_started(self, session_id: int) -> None:
        """A new session: its hands, not the last session's, are "this session"."""
        self._follow_latest = True
        if self.isVisible():
            self._history.request_hands(RECENT_HANDS)

    @Slot(object)
    def _on_hands_listed(self, summaries: list[HandSummary]) -> None:
        keep = None if self._follow_latest or self._current is None else self._current.hand_id
        self._summaries = list(summaries)
        self.selector.blockSignals(True)
        self.selector.clear()
        for s in self._summaries:
            self.selector.addItem(summary_label(s), s.hand_id)
        self.selector.blockSignals(False)
        if not self._summaries:
            self._show_empty()
            return
        index = 0
        if keep is not None:
            index = next((k for k, s in enumerate(self._summaries) if s.hand_id == keep), 0)
        self.selector.setCurrentIndex(index)
        self._on_selected(index)

    @Slot(int)
    def _on_selected(self, index: int) -> None:
        self._update_buttons()
        if not 0 <= index < len(self._summaries):
            return
        self._follow_latest = index == 0
        hand_id = self._summaries[index].hand_id
        self._wanted = hand_id
        cached = self._cache.get(hand_id)
        if cached is not None:
            self._cache.move_to_end(hand_id)
            self._render(cached)
        else:
            self.status.setText(self.tr("Loading\u2026"))
            self._history.request_hand(hand_id)

    @Slot(object)
    def _on_hand_loaded(self, hand: StoredHand) -> None:
        self._cache[hand.hand_id] = hand
        while len(self._cache) > MAX_CACHED:
            self._cache.popitem(last=False)
        if hand.hand_id == self._wanted:  # an answer for an older request is only cached
            self.status.clear()
            self._render(hand)

    # ----------------------------------------------------------- drawing

    def _step(self, delta: int) -> None:
        index = self.selector.currentIndex() + delta
        if 0 <= index < self.selector.count():
            self.selector.setCurrentIndex(index)

    def _update_buttons(self) -> None:
        i, n = self.selector.currentIndex(), self.selector.count()
        self.older_button.setEnabled(0 <= i < n - 1)
        self.newer_button.setEnabled(i > 0)
        self.copy_button.setEnabled(n > 0)

    def _clear_seats(self) -> None:
        while self._seat_grid.count():
            item = self._seat_grid.takeAt(0)
            widget = item.widget()
            if widget is not None:
                # Detach now (findChildren and screen readers must not see the
                # old rows), delete when control returns to the event loop.
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()

    def _show_empty(self) -> None:
        self._current = None
        self._clear_seats()
        self.title.setText(f'<span style="color:{self._ink.muted}">' + self.tr("No hands played in this session yet.") + "</span>")
        self.actions_view.clear()
        self.pots_label.clear()
        self._update_buttons()
        self.refresh_review()

    def _render(self, hand: StoredHand) -> None:
        self._current = hand
        ink = self._ink
        record = hand.record
        st = record.config.stakes
        when = hand.played_at.astimezone().strftime("%Y-%m-%d %H:%M:%S")
        self.title.setText(
            f'<span style="font-size:15pt; font-weight:600">{escape(self.tr("Hand #{n}").format(n=hand.hand_number))}</span>'
            f'&nbsp;&nbsp;<span style="color:{self._ink.muted}">'
            + escape(self.tr("Razz {small}/{big} \u00b7 ante {ante} \u00b7 bring-in {bring} \u00b7 {when}").format(
                small=chips(st.small_bet), big=chips(st.big_bet), ante=chips(st.ante),
                bring=chips(st.bring_in), when=when))
            + "</span>"
        )
        self._clear_seats()
        grid = self._seat_grid
        net = dict(record.net)
        for row, seat in enumerate(record.seats):
            player = hand.player(seat)
            seat_label = QLabel(self.tr("Seat {n}").format(n=seat))
            seat_label.setStyleSheet(f"color: {self._ink.muted}")
            # The level (and style) on a small second line: the rows stay narrow enough
            # for seven cards and the result at the window's smallest size.
            who = f"<b>{escape(player.name)}</b>"
            detail = ""
            if player.is_human and player.name.strip().lower() != "you":
                detail = self.tr("you")
            elif player.bot_level:
                detail = player.bot_level
            if detail:
                who += f'<br><span style="color:{ink.muted}; font-size:small">{escape(detail)}</span>'
            name_label = QLabel(who)
            name_label.setTextFormat(Qt.TextFormat.RichText)
            name_label.setToolTip(f"{player.name} ({detail})" if detail else player.name)
            strip = CardStrip(seat_cards(hand, seat, self._study), self._four)
            text, colour = seat_result(hand, seat, ink)
            result = QLabel(escape(text))
            result.setTextFormat(Qt.TextFormat.RichText)
            result.setWordWrap(True)
            if colour:
                result.setStyleSheet(f"color: {colour}" + ("; font-weight: 600" if colour == ink.positive else ""))
            n = net[seat]
            net_label = QLabel(signed(n))
            net_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            net_label.setStyleSheet(f"color: {ink.positive if n > 0 else ink.negative if n < 0 else ink.muted}; font-weight: 600")
            net_label.setAccessibleName(self.tr("{name}: net {chips}").format(name=player.name, chips=signed(n)))
            for col, widget in enumerate((seat_label, name_label, strip, result, net_label)):
                grid.addWidget(widget, row, col, Qt.AlignmentFlag.AlignVCenter)
        grid.setColumnStretch(3, 1)
        self.actions_view.setHtml(actions_html(hand, self._four, ink))
        self.pots_label.setText(pots_html(hand, self._four, ink))
        self._update_buttons()
        self.refresh_review()
        self.hand_shown.emit(hand.hand_id)
