"""taleweaver: bounded AI storytelling. The model writes the words, code owns the state."""

__version__ = "0.1.0"
