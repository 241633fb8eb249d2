"""import_files and read_file: encodings, other games, and bad files answered per file in linear time."""

from __future__ import annotations

import sys
from pathlib import Path
from types import FrameType
from typing import Any

import pytest

import razz_desktop
from razz_desktop.storage.importing.reading import (
    ImportedHand,
    OtherGame,
    Rejection,
    import_files,
    read_file,
)

from .test_hhtext import histories

TILT = "fpdb-3__Razz-USD-0.10-0.20-201012.CCT.and.ET.timeformat.txt"
STARS = "fpdb-3__Razz-USD-0.04-0.08-200911.txt"


def results(path: Path) -> list[ImportedHand | Rejection | OtherGame]:
    return list(read_file(path))


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-8-sig", "utf-8"])
def test_full_tilt_reads_in_every_encoding_it_was_written_in(tmp_path: Path, encoding: str) -> None:
    text = (histories() / TILT).read_text(encoding="utf-8")
    path = tmp_path / "ft.txt"
    path.write_bytes(text.encode(encoding))
    (hand,) = results(path)
    assert isinstance(hand, ImportedHand) and hand.site == "Full Tilt" and hand.site_hand_id == "26190453000"


def test_a_stray_last_byte_of_utf16_loses_nothing(tmp_path: Path) -> None:
    text = (histories() / TILT).read_text(encoding="utf-8")
    path = tmp_path / "ft.txt"
    path.write_bytes(text.encode("utf-16") + b"\x00")
    assert isinstance(results(path)[0], ImportedHand)


def test_mixed_game_files_take_only_the_razz_hands(tmp_path: Path) -> None:
    razz = (histories() / STARS).read_text(encoding="utf-8").split("\n\n\n")[0]
    other = razz.replace("Game #35874566077:  Razz Limit", "Game #111:  7 Card Stud Limit")
    path = tmp_path / "mix.txt"
    path.write_text(other + "\n\n\n" + razz + "\n", encoding="utf-8")
    got = results(path)
    assert [type(r) for r in got] == [ImportedHand, OtherGame]
    assert got[1] == OtherGame(str(path), "111")


@pytest.mark.parametrize(("content", "reason"), [
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 4, "not UTF-8 or UTF-16 text"),
    (b"hello\x00world" * 10, "binary data"),
    ("Razz notes in Latin-1: caf\xe9".encode("latin-1"), "not UTF-8 or UTF-16 text (byte 0xe9"),
    (b"just some notes\n", "no hand history found"),
    (b"", "no hand history found"),
])
def test_a_file_that_is_not_hand_history_text_is_one_rejection(tmp_path: Path, content: bytes, reason: str) -> None:
    path = tmp_path / "x.txt"
    path.write_bytes(content)
    (r,) = results(path)
    assert isinstance(r, Rejection) and r.hand_id is None and reason in r.reason and r.file == str(path)


def test_a_missing_file_is_a_rejection_not_an_exception(tmp_path: Path) -> None:
    (r,) = results(tmp_path / "gone.txt")
    assert isinstance(r, Rejection) and r.hand_id is None and "cannot read the file" in r.reason


def test_a_truncated_file_keeps_the_hands_before_the_cut(tmp_path: Path) -> None:
    text = (histories() / STARS).read_text(encoding="utf-8")
    path = tmp_path / "cut.txt"
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    got = results(path)
    assert all(isinstance(r, ImportedHand) for r in got[:-1]) and len(got) >= 3
    assert isinstance(got[-1], Rejection) and got[-1].hand_id is not None and got[-1].line is not None


def test_folders_are_searched_recursively_sorted_and_each_file_once(tmp_path: Path) -> None:
    (tmp_path / "a" / "b").mkdir(parents=True)
    for name in ("a/b/2.phh", "a/1.txt", "z.phhs", "a/notes.md", ".hidden/x.txt"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x", encoding="utf-8")
    files = import_files([tmp_path, tmp_path / "a", tmp_path / "a" / "1.txt", tmp_path / "a" / "notes.md"])
    assert [p.relative_to(tmp_path).as_posix() for p in files] == ["a/1.txt", "a/b/2.phh", "a/notes.md", "z.phhs"]


def counted_lines(fn: Any) -> int:
    """Python lines executed inside the package while ``fn`` runs (a clock-free measure of work)."""
    root = str(Path(razz_desktop.__file__).parent)
    count = 0

    def tracer(frame: FrameType, event: str, arg: object) -> Any:
        nonlocal count
        if not frame.f_code.co_filename.startswith(root):
            return None
        if event == "line":
            count += 1
        return tracer

    sys.settrace(tracer)
    try:
        fn()
    finally:
        sys.settrace(None)
    return count


def _stars_hand() -> str:
    return (histories() / STARS).read_text(encoding="utf-8").split("\n\n\n")[0] + "\n\n\n"


BAD_FILES = {
    "hands repeated": lambda n: _stars_hand() * n,
    "a line repeated": lambda n: _stars_hand().replace("*** 3rd STREET ***\n", "*** 3rd STREET ***\n" + "Hero said, \"x\"\n" * (300 * n)),
    "a number of n thousand digits": lambda n: _stars_hand().replace("$0.01", "$" + "9" * (1000 * n), 1),
    "full tilt repeated": lambda n: (histories() / TILT).read_text(encoding="utf-8") * n,
    "a phhs of n hands": lambda n: "\n".join(
        f"[{i}]\n" + (histories().parent / "wsop2023_phh" / "wsop2023_e43_d5_test_20_01_00_21.phh").read_text(
            encoding="utf-8") for i in range(10 * n)),
    "merge xml repeated": lambda n: (histories() / "fpdb-3__HORSE-Tournament-Freeroll.201107.xml").read_text(
        encoding="utf-8") * n,
    "binary of n kB": lambda n: "\x01\x02" * (512 * n),
}


@pytest.mark.parametrize("label", list(BAD_FILES))
def test_work_is_linear_in_the_file(tmp_path: Path, label: str) -> None:
    build = BAD_FILES[label]
    work = []
    for n in (2, 4):
        path = tmp_path / (f"f{n}.phhs" if "phhs" in label else f"f{n}.txt")
        path.write_text(build(n), encoding="utf-8")
        got = results(path)
        assert got
        work.append(counted_lines(lambda p=path: list(read_file(p))))
    assert work[1] <= 2.5 * work[0], work  # doubling the input roughly doubles the work
