"""Shipped fakes for every port, so users can test their stories and apps with no backend."""

from taleweaver.testing.encoders import HashingEncoder
from taleweaver.testing.fake import FAKE_SPEC, FakeModel
from taleweaver.testing.models import FunctionModel, ScriptedModel, tool_call
from taleweaver.testing.voice import FakeSynthesizer, FakeTranscriber

__all__ = [
    "FAKE_SPEC",
    "FakeModel",
    "FakeSynthesizer",
    "FakeTranscriber",
    "FunctionModel",
    "HashingEncoder",
    "ScriptedModel",
    "tool_call",
]
