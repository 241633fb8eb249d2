"""Razz Desktop: an offline Razz game and trainer."""

__version__ = "0.1.0"
