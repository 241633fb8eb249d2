"""The engine says exactly what it said before: a pinned digest of seeded hands.

``differential.run`` hashes every event, record and seat view of 672 seeded
hands (one per house-rule combination, stakes and player count). A speed or
structure change must leave the digest unchanged; a deliberate change of the
rules, events or views updates ``PINNED`` (and says so in its commit).
"""

from __future__ import annotations

from tests.engine import differential

PINNED = "6fd7267c0ad9f92d2593e8b8942d197d6b7b701f6725216870e2d68fe2e32110"


def test_seeded_hands_say_what_they_said() -> None:
    digest, hands, actions = differential.run(hands_per_config=1)
    assert hands == 672
    assert actions > 5_000
    assert digest == PINNED
