"""Which Python a sample needs, against the version the site states (issue 46).

Reads JSON from stdin: {"version": "3.10", "blocks": [{"where": "file:line", "code": "..."}]} and
prints one JSON list of problems, each {"where", "line", "needs", "what"}.

Two checks, with the standard library only (CI installs Debian's python3; no PyPI package such as
vermin can be installed there, so this file is the checker; it is small because it only reads what
the grammar cannot see):

- the grammar: ast.parse(..., feature_version=the stated version) refuses syntax newer than it
  (match statements need 3.10, except* 3.11, type aliases 3.12);
- what runs when a function or module is defined: annotations are evaluated then (without
  `from __future__ import annotations`), so `dict | None` raises TypeError before 3.10 and
  `list[str]` before 3.9; and the same in the types isinstance() and issubclass() read.
"""
import ast
import json
import sys

BUILTIN_GENERICS = {"list", "dict", "set", "frozenset", "tuple", "type"}


def problems_of(code, version):
    found = []
    try:
        tree = ast.parse(code, feature_version=version)
    except SyntaxError as error:
        return [{"line": error.lineno or 0, "needs": "newer grammar", "what": f"not valid Python {version[0]}.{version[1]}: {error.msg}"}]
    postponed = any(
        isinstance(node, ast.ImportFrom) and node.module == "__future__" and any(a.name == "annotations" for a in node.names)
        for node in tree.body
    )

    def evaluated_annotations():
        """Annotations Python evaluates when the code runs: arguments, returns, module and class variables."""
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                args = node.args
                for arg in [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]:
                    if arg is not None and arg.annotation is not None:
                        yield arg.annotation
                if node.returns is not None:
                    yield node.returns
        scopes = [tree, *(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef))]
        for scope in scopes:
            for statement in scope.body:
                if isinstance(statement, ast.AnnAssign):
                    yield statement.annotation

    def check(node, in_annotation):
        for sub in ast.walk(node):
            if isinstance(sub, ast.BinOp) and isinstance(sub.op, ast.BitOr) and version < (3, 10):
                types = [sub.left, sub.right]
                if in_annotation or any(isinstance(t, ast.Constant) and t.value is None for t in types):
                    found.append({"line": sub.lineno, "needs": "3.10", "what": f"`{ast.unparse(sub)}`: a union written with | runs only on Python 3.10 or later"})
            if isinstance(sub, ast.Subscript) and isinstance(sub.value, ast.Name) and sub.value.id in BUILTIN_GENERICS and version < (3, 9):
                found.append({"line": sub.lineno, "needs": "3.9", "what": f"`{ast.unparse(sub)}`: subscripting the built-in {sub.value.id} runs only on Python 3.9 or later"})

    if not postponed:
        for annotation in evaluated_annotations():
            check(annotation, True)
    # Outside annotations, types are evaluated where isinstance() and issubclass() read them.
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in {"isinstance", "issubclass"} and len(node.args) == 2:
            check(node.args[1], True)
    unique = {(p["line"], p["what"]): p for p in found}
    return sorted(unique.values(), key=lambda p: p["line"])


def main():
    request = json.load(sys.stdin)
    version = tuple(int(part) for part in request["version"].split("."))
    out = []
    for block in request["blocks"]:
        for problem in problems_of(block["code"], version):
            out.append({"where": block["where"], **problem})
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
