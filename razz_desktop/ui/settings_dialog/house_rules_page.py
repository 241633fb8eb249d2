"""The House rules tab: one check box per optional rule, each with its explanation.

It owns the house-rules section of the settings. The rules and their texts
come from :class:`~razz_desktop.engine.rules.HouseRules` and the settings
module, so a new rule appears here without touching this file. The list is
longer than the other tabs, hence the scroll area.
"""

from __future__ import annotations

from dataclasses import fields, replace

from PySide6.QtWidgets import QCheckBox, QScrollArea, QVBoxLayout, QWidget

from razz_desktop.engine.rules import HouseRules
from razz_desktop.settings import HOUSE_RULE_TEXTS, Settings

from .fields import FieldKit, settings_tr


class HouseRulesPage(QScrollArea):
    """The house-rule check boxes (``house_rule_boxes`` by rule name); see the module docstring."""

    def __init__(self, kit: FieldKit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        page = QWidget(kit.owner)
        column = QVBoxLayout(page)
        column.addWidget(kit.note(self.tr(
            "The standard rules apply unless you switch on a house rule.")))
        self.house_rule_boxes: dict[str, QCheckBox] = {}
        for f in fields(HouseRules):
            label, explanation = HOUSE_RULE_TEXTS[f.name]
            box = QCheckBox(settings_tr(label), kit.owner)
            box.setObjectName(f"houseRule_{f.name}")
            box.setAccessibleName(settings_tr(label))
            box.setAccessibleDescription(settings_tr(explanation))
            box.toggled.connect(kit.changed)
            text = kit.note(settings_tr(explanation))
            text.setContentsMargins(26, 0, 0, 0)
            column.addSpacing(6)
            column.addWidget(box)
            column.addWidget(text)
            for message in kit.messages(f"house_rules.{f.name}"):
                message.setContentsMargins(26, 0, 0, 0)  # under the check box's text, like the explanation
                column.addWidget(message)
            kit.focus_for[f"house_rules.{f.name}"] = box
            self.house_rule_boxes[f.name] = box
        column.addStretch(1)
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setWidget(page)

    def load(self, settings: Settings) -> None:
        for name, box in self.house_rule_boxes.items():
            box.setChecked(bool(getattr(settings.house_rules, name)))

    def edited(self, settings: Settings) -> Settings:
        return replace(settings, house_rules=HouseRules(
            **{n: b.isChecked() for n, b in self.house_rule_boxes.items()}))

    def refresh(self, current: Settings) -> None:
        """Nothing here depends on other fields."""
