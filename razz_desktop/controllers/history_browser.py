"""Every logged hand as a table model: a query, read a page at a time, never all rows.

``HandTableModel`` is the History window's model. It sits on storage's
``HandBrowser`` (a read-only connection the GUI thread may use: each call
is one indexed query) and knows only how many rows the current filter
matches and the pages it has read so far. Qt's views ask ``canFetchMore``
/ ``fetchMore`` as the user scrolls down, so opening the window on 100,000
hands reads one page, and scrolling reads one page more each time it nears
the end. Sorting by a column and changing the filter start over from the
first page.

The cells are the row's data written short (dates and numbers through
QLocale); ``HAND_ROW_ROLE`` gives the whole ``HandRow`` to a delegate that
paints cards, ``HAND_ID_ROLE`` the hand's database id. The model also opens
one hand in full (``request_hand`` answers with ``hand_loaded``) and offers
the filters' choice lists (``choices``), so the window needs no other
source and never sees storage.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
    Slot,
)

from razz_desktop.engine.cards import SUIT_SYMBOLS, Card
from razz_desktop.records import HandSort
from razz_desktop.settings.translation import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from razz_desktop.records import HandFilter, HandRow, StoredHand, TournamentInfo

log = logging.getLogger(__name__)

PAGE_ROWS = 100
"""Rows read per query: a few screens' worth, one indexed query of about a millisecond."""

HAND_ID_ROLE = int(Qt.ItemDataRole.UserRole) + 1
HAND_ROW_ROLE = int(Qt.ItemDataRole.UserRole) + 2
SORT_ROLE = int(Qt.ItemDataRole.UserRole) + 3


class HandSource(Protocol):
    """What the model reads: storage's ``HandBrowser`` (tests give a double)."""

    def count(self, filter: HandFilter) -> int: ...  # noqa: A002 - the browser's own name
    def rows(self, filter: HandFilter, sort: HandSort, descending: bool, offset: int,  # noqa: A002
             limit: int) -> Sequence[HandRow]: ...
    def hand(self, hand_id: int) -> StoredHand | None: ...


@dataclass(frozen=True, slots=True)
class Column:
    key: str  # the HandSort value the browser sorts by (the column's name in code)
    title: str  # QT_TRANSLATE_NOOP'd header
    numeric: bool = False


COLUMNS: tuple[Column, ...] = (
    Column("date", QT_TRANSLATE_NOOP("HistoryBrowser", "Date")),
    Column("session", QT_TRANSLATE_NOOP("HistoryBrowser", "Session"), numeric=True),
    Column("hand", QT_TRANSLATE_NOOP("HistoryBrowser", "Hand"), numeric=True),
    Column("site", QT_TRANSLATE_NOOP("HistoryBrowser", "Site / hand id")),
    Column("stakes", QT_TRANSLATE_NOOP("HistoryBrowser", "Stakes"), numeric=True),
    Column("players", QT_TRANSLATE_NOOP("HistoryBrowser", "Players"), numeric=True),
    Column("third", QT_TRANSLATE_NOOP("HistoryBrowser", "3rd street")),
    Column("result", QT_TRANSLATE_NOOP("HistoryBrowser", "Result"), numeric=True),
    Column("result_bb", QT_TRANSLATE_NOOP("HistoryBrowser", "Big bets"), numeric=True),
    Column("showdown", QT_TRANSLATE_NOOP("HistoryBrowser", "Showdown")),
    Column("winning_hand", QT_TRANSLATE_NOOP("HistoryBrowser", "Winning hand")),
)
"""The History window's columns, in order: what issue 13 lists, each one a sort order."""

COLUMN = {c.key: k for k, c in enumerate(COLUMNS)}

_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ACCESSIBLE = int(Qt.ItemDataRole.AccessibleTextRole)
_ALIGN = int(Qt.ItemDataRole.TextAlignmentRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_ALIGNMENTS = tuple(
    int(Qt.AlignmentFlag.AlignRight if c.numeric else Qt.AlignmentFlag.AlignLeft) | int(Qt.AlignmentFlag.AlignVCenter)
    for c in COLUMNS)


def tr(text: str) -> str:
    return QCoreApplication.translate("HistoryBrowser", text)


def locale() -> QLocale:
    """The user's locale; English where none is set (the "C" locale writes no thousands separator)."""
    here = QLocale()
    if here.language() == QLocale.Language.C:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return here


def card_letters(cards: Sequence[Card | None]) -> str:
    """Cards as plain text ("A♠ 2♦ ?"): what the cell's text and a screen reader get."""
    return " ".join("?" if c is None else c.rank_char + SUIT_SYMBOLS[c.suit] for c in cards)


def signed(n: int) -> str:
    text = locale().toString(abs(n))
    return f"+{text}" if n > 0 else f"\u2212{text}" if n < 0 else "0"


@dataclass(frozen=True, slots=True)
class BrowseChoices:
    """The filters' choice lists, read once when the window opens (and after an import)."""

    sessions: tuple[tuple[int, str], ...]  # (session id, label)
    stakes: tuple[tuple[int, int], ...]  # (small bet, big bet)
    sites: tuple[str, ...]
    players: tuple[str, ...]
    tournaments: tuple[TournamentInfo, ...] = ()  # newest first


EXPORT_FORMATS: tuple[str, ...] = ("pokerstars", "phh")
"""What hands export to: PokerStars text, or a PHH set (.phhs) (storage's ExportFormat values)."""


class HandTableModel(QAbstractTableModel):
    """The History window's rows over a ``HandSource``. See the module docstring."""

    hand_loaded = Signal(object)
    """``StoredHand`` asked for with ``request_hand``."""
    failed = Signal(str)
    """A read failed: a sentence for the window's status line."""
    total_changed = Signal(int)
    """How many hands the current filter matches (after every reset)."""
    choices_changed = Signal(object)
    """``BrowseChoices`` for the filters."""

    hand_for_replay = Signal(object)
    """``StoredHand`` asked for with ``request_replay``."""

    def __init__(self, source: HandSource | None = None, parent: QObject | None = None,
                 page_rows: int = PAGE_ROWS, opener: Callable[[], HandSource] | None = None) -> None:
        super().__init__(parent)
        self._source = source
        self._opener = opener
        self._page = page_rows
        self._filter: HandFilter | None = None
        self._sort = HandSort.DATE
        self._descending = True
        self._total = 0
        self._rows: list[HandRow] = []
        self._texts: dict[int, tuple[str, ...]] = {}  # row -> its cells' texts, made when first shown
        self.queries = 0
        """How many page queries were run (tests and the benchmark read it)."""

    # ------------------------------------------------------------ the source

    @classmethod
    def for_database(cls, path: Path | str, parent: QObject | None = None) -> HandTableModel:
        """A model that opens storage's hand browser on ``path`` the first time it is needed.

        Not at start-up: the history controller creates the file on its own
        thread, and a History window never opened costs nothing.
        """
        return cls(None, parent, opener=lambda: open_hand_browser(path))

    def _ensure_source(self) -> bool:
        """Open the source on first use; False (and ``failed``) when it cannot be opened now."""
        if self._source is None and self._opener is not None:
            try:
                self._source = self._opener()
            except Exception as exc:  # the file is missing, locked, damaged: say it; try again next time
                log.exception("history browser: opening the hand history failed")
                self.failed.emit(tr("The hand history could not be opened: {why}").format(why=exc))
                return False
        return self._source is not None

    def set_source(self, source: HandSource | None, filter: HandFilter | None = None) -> None:  # noqa: A002
        """Read from ``source`` (None: show nothing) with ``filter``; starts over."""
        self._source = source
        if filter is not None:
            self._filter = filter
        self.refresh()

    @property
    def source(self) -> HandSource | None:
        return self._source

    @property
    def filter(self) -> HandFilter | None:
        return self._filter

    @property
    def total(self) -> int:
        """Rows the filter matches (``rowCount`` is how many are read so far)."""
        return self._total

    @property
    def sort_key(self) -> tuple[HandSort, bool]:
        return self._sort, self._descending

    @Slot(object)
    def set_filter(self, filter: HandFilter) -> None:  # noqa: A002
        self._filter = filter
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        """Count again and read the first page (a new filter, a sort, hands imported)."""
        if self._filter is not None:
            self._ensure_source()
        self.beginResetModel()
        self._rows = []
        self._texts = {}
        self._total = 0
        if self._source is not None and self._filter is not None:
            try:
                self._total = self._source.count(self._filter)
                self._read_page()
            except Exception as exc:  # a read of the user's file: say it, keep the window
                log.exception("history browser: reading the hands failed")
                self._total = len(self._rows)
                self.failed.emit(tr("The hand history could not be read: {why}").format(why=exc))
        self.endResetModel()
        self.total_changed.emit(self._total)

    def _read_page(self) -> int:
        assert self._source is not None and self._filter is not None
        rows = self._source.rows(self._filter, self._sort, self._descending, len(self._rows), self._page)
        self.queries += 1
        self._rows.extend(rows)
        if len(rows) < self._page:  # the end of the query: the count is what was read
            self._total = len(self._rows)
        return len(rows)

    # ------------------------------------------------------------ Qt's model

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(COLUMNS)

    def canFetchMore(self, parent: QModelIndex | QPersistentModelIndex) -> bool:  # noqa: N802
        return not parent.isValid() and len(self._rows) < self._total

    def fetchMore(self, parent: QModelIndex | QPersistentModelIndex) -> None:  # noqa: N802
        if parent.isValid() or self._source is None or self._filter is None:
            return
        start = len(self._rows)
        try:
            rows = self._source.rows(self._filter, self._sort, self._descending, start, self._page)
        except Exception as exc:
            log.exception("history browser: reading more hands failed")
            self._total = start
            self.failed.emit(tr("The hand history could not be read: {why}").format(why=exc))
            return
        self.queries += 1
        if len(rows) < self._page:
            self._total = start + len(rows)
        if not rows:
            return
        self.beginInsertRows(QModelIndex(), start, start + len(rows) - 1)
        self._rows.extend(rows)
        self.endInsertRows()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(COLUMNS):
            return
        key = HandSort(COLUMNS[column].key)
        descending = order == Qt.SortOrder.DescendingOrder
        if (key, descending) != (self._sort, self._descending):
            self._sort, self._descending = key, descending
            self.refresh()

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return tr(COLUMNS[section].title)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight if COLUMNS[section].numeric else Qt.AlignmentFlag.AlignLeft) \
                | int(Qt.AlignmentFlag.AlignVCenter)
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Called for every role of every visible cell at each paint: the common roles first,
        # and each row's texts made once (a scroll repaints the whole table).
        r = index.row()
        if role in (_DISPLAY, _ACCESSIBLE):
            if not 0 <= r < len(self._rows):
                return None
            texts = self._texts.get(r)
            if texts is None:
                row = self._rows[r]
                texts = self._texts[r] = tuple(self.cell_text(row, c.key) for c in COLUMNS)
            return texts[index.column()]
        if role == _ALIGN:
            return _ALIGNMENTS[index.column()]
        if not 0 <= r < len(self._rows):
            return None
        if role == HAND_ID_ROLE:
            return self._rows[r].hand_id
        if role == HAND_ROW_ROLE:
            return self._rows[r]
        if role == _TOOLTIP and COLUMNS[index.column()].key == "site":
            row = self._rows[r]
            if row.site is not None:
                return tr("Imported from {site}, hand {id}").format(site=row.site, id=row.site_hand_id or "")
        return None

    @staticmethod
    def cell_text(row: HandRow, key: str) -> str:
        """A cell as text: what the table shows (the 3rd-street cards are painted over it)."""
        loc = locale()
        if key == "date":
            moment = QDateTime.fromSecsSinceEpoch(int(row.played_at.timestamp())).toLocalTime()
            return loc.toString(moment, "yyyy-MM-dd HH:mm")
        if key == "session":
            return str(row.session_id)  # numbers that name something: no thousands separator
        if key == "hand":  # a practice hand (Play from here) is numbered -1, -2, ...
            return str(row.hand_number) if row.hand_number > 0 else tr("practice")
        if key == "site":
            return "" if row.site is None else f"{row.site} {row.site_hand_id or ''}".strip()
        if key == "stakes":
            return f"{loc.toString(row.small_bet)}/{loc.toString(row.big_bet)}"
        if key == "players":
            return loc.toString(row.players)
        if key == "third":
            return card_letters(row.third_street)
        if key == "result":
            return "" if row.net is None else signed(row.net)
        if key == "result_bb":
            bb = row.net_bb
            if bb is None:
                return ""
            text = loc.toString(abs(bb), "f", 1)
            return f"+{text}" if bb > 0 else f"\u2212{text}" if bb < 0 else loc.toString(0.0, "f", 1)
        if key == "showdown":
            return tr("yes") if row.showdown else tr("no")
        if key == "winning_hand":
            return row.winning_hand or ""
        raise KeyError(key)

    # ---------------------------------------------------------- rows and hands

    def row_at(self, row: int) -> HandRow:
        return self._rows[row]

    def hand_ids(self, rows: Sequence[int]) -> list[int]:
        return [self._rows[r].hand_id for r in rows if 0 <= r < len(self._rows)]

    @Slot(int)
    def request_hand(self, hand_id: int) -> None:
        """Read one hand in full: answered by ``hand_loaded`` (or ``failed``)."""
        hand = self._read_hand(hand_id)
        if hand is not None:
            self.hand_loaded.emit(hand)

    @Slot(int)
    def request_replay(self, hand_id: int) -> None:
        """Read one hand to replay: answered by ``hand_for_replay`` (or ``failed``)."""
        hand = self._read_hand(hand_id)
        if hand is not None:
            self.hand_for_replay.emit(hand)

    def _read_hand(self, hand_id: int) -> StoredHand | None:
        if not self._ensure_source():
            self.failed.emit(tr("The hand history is not open."))
            return None
        assert self._source is not None
        try:
            hand = self._source.hand(hand_id)
        except Exception as exc:
            log.exception("history browser: reading hand %s failed", hand_id)
            self.failed.emit(tr("Hand {id} could not be read: {why}").format(id=hand_id, why=exc))
            return None
        if hand is None:
            self.failed.emit(tr("Hand {id} is no longer in the history.").format(id=hand_id))
        return hand

    @Slot()
    def publish_choices(self) -> None:
        """Read the filters' choice lists and send them (``choices_changed``)."""
        if not self._ensure_source():
            return
        source = self._source
        try:
            choices = BrowseChoices(
                sessions=tuple(_session_choices(source)),
                stakes=tuple(_call(source, "stakes")),
                sites=tuple(_call(source, "sites")),
                players=tuple(_call(source, "player_names")),
                tournaments=tuple(_call(source, "tournaments")),
            )
        except Exception as exc:
            log.exception("history browser: reading the filter choices failed")
            self.failed.emit(tr("The hand history could not be read: {why}").format(why=exc))
            return
        self.choices_changed.emit(choices)


def open_hand_browser(path: Path | str) -> HandSource:
    """Storage's read-only hand browser on ``path`` (imported when the window first needs it)."""
    from razz_desktop.storage.handlog.browse import HandBrowser

    return HandBrowser(path)


def _call(source: object, name: str) -> list[Any]:
    method = getattr(source, name, None)
    return list(method()) if callable(method) else []


def _session_choices(source: object) -> list[tuple[int, str]]:
    """(id, label) per session, newest first: "Session 12 · 2026-11-30 (148 hands)"."""
    out: list[tuple[int, str]] = []
    loc = locale()
    for s in _call(source, "sessions"):
        sid = int(getattr(s, "session_id", s))
        started = getattr(s, "started_at", None)
        when = "" if started is None else loc.toString(
            QDateTime.fromSecsSinceEpoch(int(started.timestamp())).toLocalTime(), "yyyy-MM-dd")
        hands = getattr(s, "hands_played", None)
        label = tr("Session {n}").format(n=sid)
        if when:
            label += f" \u00b7 {when}"
        if hands is not None:
            # A plain message (count-free translations): looked up without n, then filled in.
            count = QCoreApplication.translate("HistoryBrowser", "(%n hand(s))").replace("%n", loc.toString(int(hands)))
            label += " " + count.replace("(s)", "" if hands == 1 else "s")
        source_file = getattr(s, "imported_from", None)
        if source_file:
            label += " \u00b7 " + tr("imported")
        out.append((sid, label))
    return out
