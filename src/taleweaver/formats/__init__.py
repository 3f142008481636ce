"""Stories written in other tools: ink (played through a runtime), Twine (imported to the native format)."""
