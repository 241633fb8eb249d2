"""The composition root's parts: each ``attach_*`` builds one feature's controllers and windows and
connects them. ``razz_desktop.app`` puts them together; nothing here holds logic of its own."""
