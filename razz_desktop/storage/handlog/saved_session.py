"""A session to continue: the table between two hands, kept in one small JSON file beside the hand log.

Quitting (or a crash) keeps the cash session or sit-and-go being played; the
next start offers to continue it. What is kept is the table *between hands*:
the seats (names, computer levels and styles), the stacks, the stakes, the
next hand's number, the human's result so far, and for a sit-and-go its
schedule, payouts, level clock and finishing order. A hand being played is
never part of it: a crash resumes from the end of the last finished hand, and
:attr:`SavedSession.interrupted_hand` says which hand was lost then.

Why a JSON file and not rows in the hand log:

- The offer is made before the first table, and the hand log opens only
  after the first paint (issue 19: its thread and imports cost the launch);
  reading a 4 kB file costs under a millisecond (measured here: 0.46 ms to
  read and check eight seats and a 30-level schedule; 0.27 ms to encode it).
- The hand log may be unwritable (a full disk, a locked file): its hands then
  wait in the journal, and the session to continue should not wait with them.
- Written atomically (a temporary file, fsync, ``os.replace``, fsync of the
  folder), the file on disk is always either the old session or the new one,
  whatever kills the process.

The codec refuses anything it did not write (a damaged file, a hand-edited
one, a hostile one) with one :class:`SavedSessionError` saying what is wrong;
the caller keeps the bad file aside (:func:`move_aside`) and offers a new
session. The chips are checked as the table checks them: whole numbers, and in
a sit-and-go the stacks add to the chips the entrants started with.
"""

from __future__ import annotations

import json
import math
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from razz_desktop.engine.rules import SEATS, HouseRules, Stakes
from razz_desktop.settings.names import ALL_LEVELS, PRACTICE_LEVELS, STYLES
from razz_desktop.tournament.payouts import Payouts
from razz_desktop.tournament.schedule import Level, LevelUnit, Schedule
from razz_desktop.tournament.sitngo import Knockout

FORMAT = "razz-desktop-saved-session"
VERSION = 1
"""The file's version: a file of a later version is refused (reported, kept aside), never guessed at."""

FILE_NAME = "saved-session.json"
MAX_BYTES = 256 * 1024
"""A saved session is about 2 kB (8 seats and a 30-level schedule: under 5 kB); anything much larger is not one."""
MAX_NAME = 64
MAX_TEXT = 200
MAX_LEVELS = 200


class SavedSessionError(ValueError):
    """The saved session cannot be read back: what is wrong with it, in plain words."""


@dataclass(frozen=True, slots=True)
class SavedSeat:
    """A player at the table between hands."""

    seat: int
    name: str
    is_human: bool
    stack: int
    level: str = ""
    """A computer player's bot level ("" for the human)."""
    style: str | None = None
    """A computer player's playing style, when the session named one."""


@dataclass(frozen=True, slots=True)
class SavedTournament:
    """A sit-and-go between hands: enough for ``SitAndGo.restore`` and the hand log's tournament tag."""

    schedule: Schedule
    payouts: Payouts
    buy_in: int
    entrants: tuple[tuple[int, str], ...]
    """(seat, name) of everyone who started, those out too."""
    hands_played: int
    seconds_played: float
    knockouts: tuple[Knockout, ...]
    tournament_id: str
    human_entrant: int


@dataclass(frozen=True, slots=True)
class SavedSession:
    """A cash session or sit-and-go as it stood after its last finished hand."""

    seats: tuple[SavedSeat, ...]
    stakes: Stakes
    """The cash table's stakes (a sit-and-go's come from its schedule's level)."""
    house_rules: HouseRules
    buy_in: int
    """Chips a cash buy-in (or rebuy) gives; a sit-and-go's starting chips."""
    next_hand_id: int
    session_hands: int
    """Hands the human was dealt in this session (the result so far)."""
    session_net: int
    """Chips the human won (or lost, negative) over them."""
    tournament: SavedTournament | None = None
    interrupted_hand: int | None = None
    """The hand being played when this was last written (lost if the app did not close in order)."""
    saved_at: float = 0.0
    """When the session was last saved (seconds since the epoch), for the offer's wording."""

    @property
    def human(self) -> SavedSeat:
        return next(s for s in self.seats if s.is_human)

    @property
    def stacks(self) -> dict[int, int]:
        return {s.seat: s.stack for s in self.seats}


# ------------------------------------------------------------------ encoding


def to_data(saved: SavedSession) -> dict[str, Any]:
    """Plain JSON data, every number a whole number but the clock's seconds."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "saved_at": saved.saved_at,
        "seats": [{"seat": s.seat, "name": s.name, "human": s.is_human, "stack": s.stack, "level": s.level,
                   "style": s.style} for s in saved.seats],
        "stakes": {"small_bet": saved.stakes.small_bet, "big_bet": saved.stakes.big_bet,
                   "ante": saved.stakes.ante, "bring_in": saved.stakes.bring_in},
        "house_rules": {"no_cap_heads_up": saved.house_rules.no_cap_heads_up,
                        "open_pair_big_bet": saved.house_rules.open_pair_big_bet,
                        "board_ties_by_suit": saved.house_rules.board_ties_by_suit,
                        "odd_chip_by_suit": saved.house_rules.odd_chip_by_suit,
                        "auto_muck": saved.house_rules.auto_muck},
        "buy_in": saved.buy_in,
        "next_hand_id": saved.next_hand_id,
        "session_hands": saved.session_hands,
        "session_net": saved.session_net,
        "interrupted_hand": saved.interrupted_hand,
        "tournament": None,
    }
    t = saved.tournament
    if t is not None:
        data["tournament"] = {
            "schedule": {"name": t.schedule.name, "unit": t.schedule.unit.value,
                         "starting_chips": t.schedule.starting_chips,
                         "levels": [[lv.small_bet, lv.big_bet, lv.ante, lv.bring_in, lv.length]
                                    for lv in t.schedule.levels]},
            "payouts": list(t.payouts.percentages),
            "buy_in": t.buy_in,
            "entrants": [[seat, name] for seat, name in t.entrants],
            "hands_played": t.hands_played,
            "seconds_played": t.seconds_played,
            "knockouts": [{"hand_id": k.hand_id, "place": k.place, "seats": list(k.seats),
                           "starting_stack": k.starting_stack} for k in t.knockouts],
            "tournament_id": t.tournament_id,
            "human_entrant": t.human_entrant,
        }
    return data


def to_json(saved: SavedSession) -> str:
    check(saved)  # never write what could not be read back
    return json.dumps(to_data(saved), ensure_ascii=False, indent=1) + "\n"


# ------------------------------------------------------------------ decoding


def _obj(value: object, where: str, keys: set[str]) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise SavedSessionError(f"{where} is not an object")
    unknown = set(value) - keys
    missing = keys - set(value)
    if unknown:
        raise SavedSessionError(f"{where} has unknown fields: {', '.join(sorted(map(str, unknown)))}")
    if missing:
        raise SavedSessionError(f"{where} lacks the fields: {', '.join(sorted(missing))}")
    return value


def _int(value: object, where: str, low: int | None = None, high: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise SavedSessionError(f"{where} is not a whole number")
    if (low is not None and value < low) or (high is not None and value > high):
        raise SavedSessionError(f"{where} is out of range ({value})")
    return value


def _bool(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise SavedSessionError(f"{where} is not true or false")
    return value


def _text(value: object, where: str, limit: int = MAX_TEXT, empty: bool = True) -> str:
    if not isinstance(value, str):
        raise SavedSessionError(f"{where} is not text")
    if len(value) > limit or (not empty and not value.strip()):
        raise SavedSessionError(f"{where} is empty or too long")
    if any(ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0 for ch in value):
        raise SavedSessionError(f"{where} holds control characters")
    return value


def _list(value: object, where: str, limit: int) -> list[Any]:
    if not isinstance(value, list):
        raise SavedSessionError(f"{where} is not a list")
    if len(value) > limit:
        raise SavedSessionError(f"{where} is too long")
    return value


def _seconds(value: object, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise SavedSessionError(f"{where} is not a number")
    if not math.isfinite(value) or value < 0 or value > 1e11:
        raise SavedSessionError(f"{where} is out of range")
    return float(value)


CHIPS = 10**15
"""More chips than any session holds (and still exact in a float, should anything read the file as JSON numbers)."""


def _seat(value: object, where: str) -> int:
    return _int(value, where, min(SEATS), max(SEATS))


def from_data(data: object) -> SavedSession:
    """The session ``data`` describes, checked; :class:`SavedSessionError` says what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SavedSessionError("this is not a saved Razz Desktop session")
    version = data.get("version")
    if version != VERSION:
        raise SavedSessionError(f"the saved session's version {version!r} is not {VERSION}")
    top = _obj(data, "the saved session", {"format", "version", "saved_at", "seats", "stakes", "house_rules",
                                           "buy_in", "next_hand_id", "session_hands", "session_net",
                                           "interrupted_hand", "tournament"})
    seats = []
    for i, raw in enumerate(_list(top["seats"], "the seats", len(SEATS))):
        w = f"seat entry {i + 1}"
        s = _obj(raw, w, {"seat", "name", "human", "stack", "level", "style"})
        style = s["style"]
        seats.append(SavedSeat(
            seat=_seat(s["seat"], f"{w}'s seat"), name=_text(s["name"], f"{w}'s name", MAX_NAME, empty=False),
            is_human=_bool(s["human"], f"{w}'s human flag"), stack=_int(s["stack"], f"{w}'s stack", 0, CHIPS),
            level=_text(s["level"], f"{w}'s level", MAX_NAME),
            style=None if style is None else _text(style, f"{w}'s style", MAX_NAME)))
    st = _obj(top["stakes"], "the stakes", {"small_bet", "big_bet", "ante", "bring_in"})
    hr = _obj(top["house_rules"], "the house rules", {"no_cap_heads_up", "open_pair_big_bet",
                                                      "board_ties_by_suit", "odd_chip_by_suit", "auto_muck"})
    interrupted = top["interrupted_hand"]
    try:
        stakes = Stakes(**{k: _int(v, f"the stakes' {k}", 0, CHIPS) for k, v in st.items()})
    except ValueError as exc:
        raise SavedSessionError(f"the stakes are refused: {exc}") from exc
    saved = SavedSession(
        seats=tuple(seats), stakes=stakes,
        house_rules=HouseRules(**{k: _bool(v, f"the house rule {k}") for k, v in hr.items()}),
        buy_in=_int(top["buy_in"], "the buy-in", 1, CHIPS),
        next_hand_id=_int(top["next_hand_id"], "the next hand's number", 1, 2**62),
        session_hands=_int(top["session_hands"], "the hands played", 0, 2**62),
        session_net=_int(top["session_net"], "the result so far", -CHIPS, CHIPS),
        tournament=None if top["tournament"] is None else _tournament(top["tournament"]),
        interrupted_hand=None if interrupted is None else _int(interrupted, "the interrupted hand", 1, 2**62),
        saved_at=_seconds(top["saved_at"], "the time saved"))
    check(saved)
    return saved


def _tournament(raw: object) -> SavedTournament:
    t = _obj(raw, "the tournament", {"schedule", "payouts", "buy_in", "entrants", "hands_played", "seconds_played",
                                     "knockouts", "tournament_id", "human_entrant"})
    sc = _obj(t["schedule"], "the schedule", {"name", "unit", "starting_chips", "levels"})
    levels = []
    for i, lv in enumerate(_list(sc["levels"], "the levels", MAX_LEVELS)):
        row = _list(lv, f"level {i + 1}", 5)
        if len(row) != 5:
            raise SavedSessionError(f"level {i + 1} does not have five numbers")
        levels.append(Level(*(_int(v, f"level {i + 1}", 0, CHIPS) for v in row)))
    try:
        schedule = Schedule(_text(sc["name"], "the schedule's name"), tuple(levels),
                            LevelUnit(_text(sc["unit"], "the schedule's unit")),
                            _int(sc["starting_chips"], "the starting chips", 1, CHIPS))
        payouts = Payouts(tuple(_int(p, "a payout", 0, 100) for p in _list(t["payouts"], "the payouts", 100)))
    except ValueError as exc:
        raise SavedSessionError(f"the tournament's schedule or payouts are refused: {exc}") from exc
    entrants = []
    for i, e in enumerate(_list(t["entrants"], "the entrants", len(SEATS))):
        pair = _list(e, f"entrant {i + 1}", 2)
        if len(pair) != 2:
            raise SavedSessionError(f"entrant {i + 1} is not a seat and a name")
        entrants.append((_seat(pair[0], f"entrant {i + 1}'s seat"),
                         _text(pair[1], f"entrant {i + 1}'s name", MAX_NAME, empty=False)))
    knockouts = []
    for i, k in enumerate(_list(t["knockouts"], "the knock-outs", len(SEATS))):
        ko = _obj(k, f"knock-out {i + 1}", {"hand_id", "place", "seats", "starting_stack"})
        knockouts.append(Knockout(
            _int(ko["hand_id"], f"knock-out {i + 1}'s hand", 1, 2**62),
            _int(ko["place"], f"knock-out {i + 1}'s place", 1, len(SEATS)),
            tuple(_seat(s, f"knock-out {i + 1}'s seat") for s in _list(ko["seats"], "its seats", len(SEATS))),
            _int(ko["starting_stack"], f"knock-out {i + 1}'s stack", 0, CHIPS)))
    tid = _text(t["tournament_id"], "the tournament's number", 40, empty=False)
    if not tid.isdigit():
        raise SavedSessionError("the tournament's number is not a number")
    return SavedTournament(
        schedule=schedule, payouts=payouts, buy_in=_int(t["buy_in"], "the tournament's buy-in", 0, CHIPS),
        entrants=tuple(entrants), hands_played=_int(t["hands_played"], "the hands played", 0, 2**62),
        seconds_played=_seconds(t["seconds_played"], "the play time"), knockouts=tuple(knockouts),
        tournament_id=tid, human_entrant=_seat(t["human_entrant"], "the human's seat"))


def check(saved: SavedSession) -> None:
    """The rules a session between hands keeps (seats, one human, chips); raises :class:`SavedSessionError`."""
    numbers = [s.seat for s in saved.seats]
    if len(set(numbers)) != len(numbers):
        raise SavedSessionError("two players sit in the same seat")
    if len(numbers) < 2:
        raise SavedSessionError("fewer than two players sit at the table")
    humans = [s for s in saved.seats if s.is_human]
    if len(humans) != 1:
        raise SavedSessionError("the table must have exactly one human player")
    if any(s.is_human == bool(s.level) for s in saved.seats):
        raise SavedSessionError("a computer player has no level, or the human has one")
    for s in saved.seats:  # the names the settings know, so that every seat gets a computer player
        if s.is_human and s.style is not None:
            raise SavedSessionError("the human has a playing style")
        if not s.is_human and s.level not in ALL_LEVELS:
            raise SavedSessionError(f"seat {s.seat}: no computer player is called {s.level!r}")
        if s.style is not None and (s.style not in STYLES or s.level in PRACTICE_LEVELS):
            raise SavedSessionError(f"seat {s.seat}: the style {s.style!r} is not one a {s.level} player takes")
    if sum(1 for s in saved.seats if s.stack > 0) < 1:
        raise SavedSessionError("nobody at the table has chips")
    t = saved.tournament
    if t is None:
        return
    names = dict(t.entrants)
    if len(names) != len(t.entrants):
        raise SavedSessionError("two entrants share a seat")
    out = [seat for ko in t.knockouts for seat in ko.seats]
    if len(set(out)) != len(out):
        raise SavedSessionError("a player went out twice")
    if set(numbers) | set(out) != set(names) or set(numbers) & set(out):
        raise SavedSessionError("every entrant is either still in with chips or out in a place")
    if any(s.stack <= 0 for s in saved.seats):
        raise SavedSessionError("a player still in the tournament has no chips")
    if t.human_entrant not in numbers or t.human_entrant != saved.human.seat:
        raise SavedSessionError("the human is not among the players still in")
    total = sum(saved.stacks.values())
    if total != t.schedule.starting_chips * len(names):
        raise SavedSessionError(f"the stacks add to {total} chips, not the "
                                f"{t.schedule.starting_chips * len(names)} the entrants started with")
    if len(names) < 2 or len(numbers) < 2:
        raise SavedSessionError("a finished tournament is not continued")


def from_json(text: str) -> SavedSession:
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise SavedSessionError(f"the file is not valid JSON: {exc}") from exc
    return from_data(data)


def _no_constant(name: str) -> object:
    raise SavedSessionError(f"the file holds {name}, which is not a number")


# ------------------------------------------------------------------ the file


def saved_session_path(database: Path | str) -> Path:
    """The saved session's file: beside the hand log."""
    return Path(database).with_name(FILE_NAME)


def read(path: Path) -> SavedSession | None:
    """The saved session in ``path``; None when there is none. Raises :class:`SavedSessionError` if
    it is damaged (unreadable, not UTF-8, too large, or refused by the codec)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise SavedSessionError(f"the file cannot be opened: {exc.strerror or exc}") from exc
    try:
        if not os.path.isfile(path):
            raise SavedSessionError("it is not a regular file")
        raw = os.read(fd, MAX_BYTES + 1)
    except OSError as exc:
        raise SavedSessionError(f"the file cannot be read: {exc.strerror or exc}") from exc
    finally:
        os.close(fd)
    if len(raw) > MAX_BYTES:
        raise SavedSessionError("the file is far too large to be a saved session")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SavedSessionError("the file is not UTF-8 text") from exc
    return from_json(text)


def write(path: Path, saved: SavedSession) -> None:
    """Write ``saved`` atomically: a temporary file, fsync, rename over the old one, fsync of the folder.

    Raises OSError when the folder cannot take it (the old file is then left as it was).
    """
    write_text(path, to_json(saved))


def write_text(path: Path, text: str) -> None:
    """Write a session already encoded (:func:`to_json`) atomically, as :func:`write` does."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with open(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); folders cannot be opened for this on Windows."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on a folder: the rename is still atomic
    finally:
        os.close(fd)


def discard(path: Path) -> None:
    """Forget the saved session (it ended on purpose, or a new one was chosen)."""
    path.unlink(missing_ok=True)


def move_aside(path: Path) -> Path | None:
    """Keep a damaged file as ``<name>.damaged-YYYYmmdd-HHMMSS[-n]`` beside it; None if it could not be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        candidate = path.with_name(f"{path.name}.damaged-{stamp}" + (f"-{n}" if n else ""))
        if candidate.exists() or candidate.is_symlink():
            continue
        try:
            os.rename(path, candidate)
        except OSError:
            return None
        return candidate
    return None
