"""Play it again from here (issue 36): the button that asks for it and the dialog that compares.

``PlayFromHereButton`` lists the human's decisions of a hand (Last Hand, the
History window's hand) and emits the intent; ``ComparisonDialog`` shows a
practice hand's result beside the original's. Neither holds a controller.
"""

from .button import PlayFromHereButton, human_decisions
from .comparison import ComparisonDialog, comparison_lines

__all__ = ["ComparisonDialog", "PlayFromHereButton", "comparison_lines", "human_decisions"]
