"""The rich-text escape gives what the stdlib's html.escape gives."""

from __future__ import annotations

import html

from hypothesis import given
from hypothesis import strategies as st

from razz_desktop.ui.html_escape import escape


@given(st.text(alphabet=st.sampled_from("&<>\"'a 9\u2663\u00e9;#x"), max_size=40) | st.text(max_size=40))
def test_same_as_the_stdlib(text: str) -> None:
    assert escape(text) == html.escape(text)


def test_examples() -> None:
    assert escape("A&K <b>") == "A&amp;K &lt;b&gt;"
    assert escape("Jo's \"nuts\"") == "Jo&#x27;s &quot;nuts&quot;"
    assert escape("&amp;") == "&amp;amp;"  # escaped again, like html.escape
