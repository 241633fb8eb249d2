"""The settings dialog, one module per tab: ``from razz_desktop.ui.settings_dialog import edit_settings``.

- ``dialog``: the dialog (tabs, problems shown by their fields, pending
  changes, OK/Cancel/Restore defaults) and :func:`edit_settings`;
- ``stakes_page``, ``table_page``, ``house_rules_page``, ``display_page``,
  ``practice_page``: one tab each, showing and reading back its sections;
- ``fields``: the form kit every page builds its editors with;
- ``spin_box``: number boxes that keep an out-of-range number typed, for its message;
- ``money``: dollars typed and shown, integer chips stored;
- ``languages``: the languages offered.

The names callers use are re-exported here, where they always were.
"""

from razz_desktop.settings import changes_needing_next_hand  # re-exported, where callers found it

from .dialog import SettingsDialog, edit_settings
from .languages import available_languages
from .money import ChipSpinBox, parse_money

__all__ = [
    "ChipSpinBox", "SettingsDialog", "available_languages", "changes_needing_next_hand",
    "edit_settings", "parse_money",
]
