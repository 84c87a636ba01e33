"""No module reaches into another's private names: what one module offers others has a public
name (no leading underscore), so a name with one can be changed without looking elsewhere."""

from __future__ import annotations

import ast

from test_import_cycles import project_modules

PROJECT = ("game", "scenes", "sprites", "sounds", "main")


def private_imports(source: str, package: str = "") -> list[str]:
    """Every `from <project module> import _name` in `source` (relative imports are the project's;
    `package` is the importing module's package, to name them)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level:
            parts = package.split(".")
            base = ".".join(parts[: len(parts) - node.level + 1] + ([node.module] if node.module else []))
        elif (node.module or "").split(".")[0] in PROJECT:
            base = node.module or ""
        else:
            continue
        found += [
            f"from {base} import {a.name}" for a in node.names if a.name.startswith("_") and not a.name.startswith("__")
        ]
    return found


def test_the_finder_sees_a_private_import():
    assert private_imports("from game.a import b, _c\nfrom game import __version__") == ["from game.a import _c"]
    assert private_imports("from .ledger import _pay", "game.x") == ["from game.x.ledger import _pay"]
    assert private_imports("from os.path import _get_sep\nfrom game.a import b") == []


def test_no_module_imports_another_modules_private_names():
    found = []
    for module, path in project_modules().items():
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        found += [f"{module}: {line}" for line in private_imports(path.read_text(encoding="utf-8"), package)]
    assert found == []
