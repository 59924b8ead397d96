"""The type stubs name exactly what the native module has."""

import ast
import pathlib

import wargames
from wargames import _wargames

STUB = pathlib.Path(wargames.__file__).with_name("_wargames.pyi")


def stub_names():
    tree = ast.parse(STUB.read_text())
    names, members = set(), {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign):
            names.add(node.target.id)
        if isinstance(node, ast.ClassDef):
            members[node.name] = {n.name for n in node.body if isinstance(n, ast.FunctionDef)}
    return names, members


def public(names):
    return {n for n in names if not n.startswith("_") or n in ("__copy__", "__deepcopy__")}


def test_every_native_name_has_a_stub():
    names, members = stub_names()
    assert public(dir(_wargames)) - {"Agent", "State"} <= names | {"RuleError"}
    assert names <= set(dir(_wargames))
    for cls in ("State", "Agent"):
        native = public(dir(getattr(_wargames, cls)))
        assert native <= members[cls] | {"rule"}, native - members[cls]
        assert members[cls] - {"__eq__"} <= native
