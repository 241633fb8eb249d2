"""Message data: what the engine and the coach say, as a code and its parameters.

The engine decides and explains; it never words a sentence. An explanation
("the king of spades brings in: highest door card") is a :class:`Note`: a
message code (``"bring_in.highest"``) and named parameters (seats, cards,
amounts, street numbers, rule names, other notes). The one wording layer,
``razz_desktop.ui.wording``, turns a note into a sentence in the player's
language through Qt's translation functions, with the player's names in
place of seat numbers. Keeping the data apart from the words is what lets
the dealer log, the Last Hand window and the hand log agree in every
language, and lets tests check the rule (the code and its values) without
caring how it is phrased.

A note is frozen and hashable (events are), holds only ints, strings, cards,
tuples of those and other notes, so the hand log can store it as JSON and
read it back (``storage.coding.codec``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Union

from .cards import Card
from .frozen_record import frozen_record

NoteArg = Union[int, str, Card, "Note", tuple["NoteArg", ...]]
"""What a note's parameter may be: a number (seat, street, chips), a word of a
closed set (a rule name such as ``"raise"``), a card, a nested note, or a tuple."""


@frozen_record
class Note:
    """A message code with its parameters, in a fixed order (hashable, comparable)."""

    code: str
    args: tuple[tuple[str, NoteArg], ...] = ()

    @classmethod
    def of(cls, code: str, **args: NoteArg) -> Note:
        """``Note.of("capped", raises=3)``: the usual way to build one."""
        return cls(code, tuple(args.items()))

    @classmethod
    def join(cls, notes: Iterable[Note]) -> Note | None:
        """Several notes said one after the other (None for none, the note itself for one)."""
        items = tuple(notes)
        if not items:
            return None
        if len(items) == 1:
            return items[0]
        return cls.of("several", notes=items)

    def __getitem__(self, key: str) -> NoteArg:
        for name, value in self.args:
            if name == key:
                return value
        raise KeyError(f"note {self.code!r} has no parameter {key!r}")

    def get(self, key: str, default: NoteArg | None = None) -> NoteArg | None:
        try:
            return self[key]
        except KeyError:
            return default

    def __str__(self) -> str:
        """A debugging form, "capped(raises=3)": the data, not a sentence for players."""
        inner = ", ".join(f"{k}={v}" for k, v in self.args)
        return f"{self.code}({inner})"
