"""Shipped fakes for every port, so users can test their stories and apps with no backend.

Importing this package registers the model spec ``fake`` (:func:`~taleweaver.models.spec.register_model`),
so ``--model fake`` and ``faulty:RATE:fake`` resolve to :class:`FakeModel`. Runtime packages never import
it (an import contract in ``pyproject.toml``): the CLI, the benchmarks and the soak runner do.
"""

from taleweaver.models.spec import register_model
from taleweaver.testing.encoders import HashingEncoder
from taleweaver.testing.fake import FAKE_SPEC, FakeModel
from taleweaver.testing.models import FunctionModel, ScriptedModel, tool_call
from taleweaver.testing.sound import FakeSoundDevice
from taleweaver.testing.voice import FakeSynthesizer, FakeTranscriber

register_model(FAKE_SPEC, FakeModel)

__all__ = [
    "FAKE_SPEC",
    "FakeModel",
    "FakeSoundDevice",
    "FakeSynthesizer",
    "FakeTranscriber",
    "FunctionModel",
    "HashingEncoder",
    "ScriptedModel",
    "tool_call",
]
