"""The trainer: drills, their answer keys and spaced repetition, and the mistakes across sessions.

Pure (no Qt, no SQL): its windows live in ``ui/trainer/``, its rows in
``storage/handlog/``, its controller in ``controllers/``.
"""
