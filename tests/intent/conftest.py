"""Fixtures for the intent tests: the real MiniLM encoder (``minilm``) comes from ``tests/conftest.py``."""
