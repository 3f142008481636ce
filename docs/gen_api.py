"""Write docs/api.md from the docstrings of taleweaver's public API (``make api-docs``).

griffe reads the source statically (it is the engine under mkdocstrings, and well kept): no module is
imported to document it, and the output is plain Markdown that reads well on GitHub and diffs cleanly
in review — unlike a generated HTML site. The top-level ``taleweaver`` names get their signature, their
docstring and their public methods; each subpackage's ``__all__`` gets a one-line summary per name.
"""

from __future__ import annotations

import sys
from pathlib import Path

import griffe

ROOT = Path(__file__).resolve().parents[1]
SUBPACKAGES = (
    "taleweaver.content",
    "taleweaver.engine",
    "taleweaver.player",
    "taleweaver.director",
    "taleweaver.models",
    "taleweaver.npc",
    "taleweaver.pipeline",
    "taleweaver.testing",
)


def _signature(function: griffe.Function, *, skip_self: bool) -> str:
    parts: list[str] = []
    star_done = False
    for parameter in function.parameters:
        if skip_self and parameter.name in {"self", "cls"}:
            continue
        kind = parameter.kind
        if kind is griffe.ParameterKind.keyword_only and not star_done:
            parts.append("*")
            star_done = True
        prefix = {griffe.ParameterKind.var_positional: "*", griffe.ParameterKind.var_keyword: "**"}.get(
            kind, ""
        )
        star_done = star_done or kind is griffe.ParameterKind.var_positional
        text = f"{prefix}{parameter.name}"
        if parameter.annotation is not None:
            text += f": {parameter.annotation}"
        if parameter.default is not None:
            text += f" = {parameter.default}"
        parts.append(text)
    returns = f" -> {function.returns}" if function.returns is not None else ""
    return f"({', '.join(parts)}){returns}"


def _doc(obj: griffe.Object, *, first_paragraph: bool = False) -> str:
    text = obj.docstring.value.strip() if obj.docstring else ""
    return text.split("\n\n", 1)[0] if first_paragraph else text


def _summary(obj: griffe.Object | griffe.Alias) -> str:
    target = obj.final_target if isinstance(obj, griffe.Alias) else obj
    return " ".join(_doc(target, first_paragraph=True).split()) or "(no docstring)"


def _entry(name: str, obj: griffe.Object) -> list[str]:
    lines = [f"### `{name}`", ""]
    if isinstance(obj, griffe.Function):
        lines += ["```python", f"{name}{_signature(obj, skip_self=False)}", "```", ""]
    elif isinstance(obj, griffe.Class):
        init = obj.members.get("__init__")
        if isinstance(init, griffe.Function) and init.parent is obj:
            lines += ["```python", f"class {name}{_signature(init, skip_self=True)}", "```", ""]
        else:
            lines += ["```python", f"class {name}", "```", ""]
    if _doc(obj):
        lines += [_doc(obj), ""]
    if isinstance(obj, griffe.Class):
        for member_name, member in obj.members.items():
            if member_name.startswith("_") or isinstance(member, griffe.Alias):
                continue
            if isinstance(member, griffe.Function):
                lines.append(f"- `{member_name}{_signature(member, skip_self=True)}` — {_summary(member)}")
            elif isinstance(member, griffe.Attribute):
                annotation = f": {member.annotation}" if member.annotation is not None else ""
                summary = _summary(member) if member.docstring else ""
                lines.append(f"- `{member_name}{annotation}`" + (f" — {summary}" if summary else ""))
        lines.append("")
    return lines


def render() -> str:
    sys.path.insert(0, str(ROOT / "src"))
    import taleweaver  # light by design: every public name is imported on first use

    loader = griffe.GriffeLoader(search_paths=[str(ROOT / "src")])
    package = loader.load("taleweaver")
    lines = [
        "# API reference",
        "",
        "Generated from the docstrings by `make api-docs` (docs/gen_api.py); do not edit by hand.",
        "The tool is griffe, the engine under mkdocstrings: it reads the source without importing it,",
        "and the page stays plain Markdown that reads on GitHub and diffs in review",
        "(a generated HTML site, as pdoc makes, does not).",
        "",
        "## `taleweaver`",
        "",
        _doc(package),
        "",
    ]
    for name in taleweaver.__all__:
        if name == "__version__":
            continue
        module = taleweaver._EXPORTS[name]
        obj = package[module.removeprefix("taleweaver.") + "." + name]
        target = obj.final_target if isinstance(obj, griffe.Alias) else obj
        lines += _entry(name, target)
    lines += ["## Subpackages", ""]
    for dotted in SUBPACKAGES:
        sub = package[dotted.removeprefix("taleweaver.")]
        lines += [f"### `{dotted}`", "", _doc(sub, first_paragraph=True), ""]
        exported = sub.exports or []
        for name in exported:
            member = sub.members.get(str(name))
            if member is not None:
                lines.append(f"- `{name}` — {_summary(member)}")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


if __name__ == "__main__":
    out = ROOT / "docs" / "api.md"
    text = render()
    if "--check" in sys.argv[1:]:
        # `make check`: the page must say what the code says (it drifted once: a signature and two methods)
        if out.read_text(encoding="utf-8") != text:
            sys.exit(f"{out.relative_to(ROOT)} is out of date with the docstrings: run `make api-docs`")
        print(f"{out.relative_to(ROOT)} is up to date")
    else:
        out.write_text(text, encoding="utf-8")
        print(f"wrote {out.relative_to(ROOT)}")
