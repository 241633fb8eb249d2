"""The Coach panel: ``from razz_desktop.ui.coach_panel import CoachPanel, HINT_KEY``.

- ``dock``: the dock (tabs, the Hint key and button, when each page shows what);
- ``hint_page``: the recommended action, why, and the numbers behind it;
- ``review_page``: the last hand's graded decisions and the session summary;
- ``style``: the Coach's style sheet, colours and label factories;
- ``words``: streets, actions and grades in the Coach's words.

The names callers and tests use are re-exported here, where they always were.
"""

from .dock import CoachPanel
from .hint_page import HINT_KEY, HintPage
from .review_page import ReviewPage
from .style import GRADE_COLOURS, STYLE, VERDICT_COLOURS

__all__ = [
    "GRADE_COLOURS", "HINT_KEY", "STYLE", "VERDICT_COLOURS", "CoachPanel", "HintPage", "ReviewPage",
]
