"""The hand log fixture of the storage tests (``log``), for the analysis tests."""

from tests.storage.conftest import log  # noqa: F401
