"""phh_toml.loads is tomllib.loads(parse_float=Decimal), answer for answer: documents and errors."""

from __future__ import annotations

import tomllib
from decimal import Decimal
from pathlib import Path

import pytest

from razz_desktop.storage.formats import phh_toml
from razz_desktop.storage.formats.phh_write import hands_to_phhs

from .big_import import corpus_folder, exported_hands

CASES = [
    "",
    "\n\n# only a comment\n",
    "variant = 'FR'\nantes = [40, 40, 40]\nbring_in = 50\n",
    "a = \"x, y]\"\nb = ['p1 cc', 'd dh p2 ????6c']\nc = []\nd = [ ]\ne = [1, 2,]\nf = [\"a\",]\n",
    "t = 21:20:00\nu = true\nv = false\nw = -0\nx = +5\ny = 0.25\nz = [1.50, 2, 'a', \"b\", true]\n",
    "[1]\nvariant = 'FR'\n[2]\nvariant = 'FR'\n",
    "[ \"quoted key\" ]\nx = 1\n['lit']\ny = 2\n",
    "x = 1\r\ny = 2\r\n",
    "x = 1 # a comment after a value\n",
    "x = \"an \\\"escaped\\\" quote\"\n",
    "x = \"\"\"multi\nline\"\"\"\n",
    "a.b = 1\n",
    "x = {a = 1}\n",
    "[[tables]]\nx = 1\n",
    "x = 1979-05-27\n",
    "t = 21:20:00.5\n",
    "x = 0x1F\n",
    "x = 1_000\n",
    "x = inf\n",
    "x = [[1, 2], [3]]\n",
    "x = [1,\n  2]\n",
    # errors: tomllib's own
    "x = 1\nx = 2\n",
    "[1]\n[1]\n",
    "x = 1\n[x]\n",
    "x = 007\n",
    "x = 25:00:00\n",
    "x = [1, 2\n",
    "x = [1,, 2]\n",
    "x =\n",
    "x = 1 y = 2\n",
    "x = \"a\x01b\"\n",
    "# a \x01 control\n",
    "x = 1\ry = 2\n",
    "x = 12345678901234567890123\n",
    "x = 'unterminated\n",
]


def _answer(load: object, text: str) -> object:
    try:
        return ("ok", load(text))  # type: ignore[operator]
    except tomllib.TOMLDecodeError as exc:
        return ("error", str(exc))


@pytest.mark.parametrize("text", CASES)
def test_the_same_answer_as_tomllib(text: str) -> None:
    expected = _answer(lambda t: tomllib.loads(t, parse_float=Decimal), text)
    got = _answer(phh_toml.loads, text)
    assert repr(got) == repr(expected)  # repr: Decimal("2") == 2, but a reader must get the very type


def test_every_phh_file_of_the_corpus_and_of_the_export_reads_as_tomllib_reads_it() -> None:
    folder = corpus_folder()
    assert folder is not None
    texts = [p.read_text(encoding="utf-8") for p in sorted(Path(folder).rglob("*.phh*"))]
    assert texts
    texts.append(hands_to_phhs(exported_hands(60)))
    for text in texts:
        doc = phh_toml._plain(text)  # the plain subset itself, not its fallback
        assert repr(doc) == repr(tomllib.loads(text, parse_float=Decimal))
