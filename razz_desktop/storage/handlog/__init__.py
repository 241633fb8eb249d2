"""The SQLite hand log: the database file, its schema and migrations, the repository, the journal of unsaved hands."""
