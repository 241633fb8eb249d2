"""The trainer (pure: no Qt, no SQL): drills, their answer keys, spaced repetition, and the
mistakes across sessions (``skills``: which drill skill a graded decision exercises)."""
