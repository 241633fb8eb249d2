"""Practice mode: hints at the human's decisions and a graded review after each hand.

Pure Python over ``engine`` and ``ai`` (DESIGN.md): it sees only the frozen
per-seat view, so a hint can never use a card the player could not see.
"""
