"""Stories written in other tools: ink (played through a runtime) and Twine (imported to the native format)."""
