"""Shipped fakes for every port, so users can test their stories and apps with no backend."""

from taleweaver.testing.models import FunctionModel, ScriptedModel, tool_call

__all__ = ["FunctionModel", "ScriptedModel", "tool_call"]
