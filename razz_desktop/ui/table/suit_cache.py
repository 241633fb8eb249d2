"""The suit shapes as Qt computed them, stored in resources/cards/suit-paths.bin.

Clubs and spades are unions of circles, a triangle and a stem
(``card_art.computed_suit_path``): Qt's boolean path operations take about
4 ms for the four suits, and the first painted table needs them (issue 19's
launch). The result is stored once (``python packaging/make_suit_paths.py``)
in Qt's own serialisation of QPainterPath, read in a fraction of a
millisecond, and is the very same path: tests/ui/test_suit_cache.py compares
it with a fresh computation (exactly with the Qt that wrote it, by the
pixels it paints with any other). A missing, damaged or foreign file is
never an error: the shapes are then computed as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QByteArray, QDataStream, QIODevice, qVersion
from PySide6.QtGui import QPainterPath

from razz_desktop import resource_folder

PARTS = ("cards", "suit-paths.bin")
MAGIC = 0x5A5A5355  # "ZZSU"
FORMAT = 1
SUITS = 4
_STREAM_VERSION = QDataStream.Version.Qt_6_0


def encode(paths: Sequence[QPainterPath]) -> bytes:
    """The file's bytes for the four suit paths (engine suit order), with the Qt version that made them."""
    data = QByteArray()
    stream = QDataStream(data, QIODevice.OpenModeFlag.WriteOnly)
    stream.setVersion(_STREAM_VERSION)
    stream.writeUInt32(MAGIC)
    stream.writeUInt32(FORMAT)
    stream.writeQString(qVersion())
    stream.writeUInt32(len(paths))
    for path in paths:
        stream << path
    return bytes(data.data())


def decode(raw: bytes) -> tuple[str, tuple[QPainterPath, ...]] | None:
    """(Qt version, the four paths) from a file's bytes; None for anything else."""
    stream = QDataStream(QByteArray(raw))
    stream.setVersion(_STREAM_VERSION)
    if stream.readUInt32() != MAGIC or stream.readUInt32() != FORMAT:
        return None
    made_with = stream.readQString()
    if stream.readUInt32() != SUITS:
        return None
    paths = []
    for _ in range(SUITS):
        path = QPainterPath()
        stream >> path
        paths.append(path)
    if stream.status() != QDataStream.Status.Ok or not stream.atEnd() or any(p.isEmpty() for p in paths):
        return None
    return made_with, tuple(paths)


@cache
def stored() -> tuple[str, tuple[QPainterPath, ...]] | None:
    """The stored shapes (read once), or None when the file is missing or not one of ours."""
    try:
        raw = resource_folder.traversable(*PARTS).read_bytes()
    except (OSError, ModuleNotFoundError):
        return None
    return decode(raw)
