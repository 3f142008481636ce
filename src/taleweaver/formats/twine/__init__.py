"""Twine stories (Twee 3, published HTML, archives) imported to the native format and exported back."""
