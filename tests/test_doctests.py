"""Every docstring example in torch_cdna runs (public APIs carry runnable examples; they must stay true)."""

import doctest
import importlib
import pkgutil

import pytest

import torch_cdna

# Modules whose import needs something optional is not a reason to skip: all of torch_cdna imports here.
MODULES = sorted(m.name for m in pkgutil.walk_packages(torch_cdna.__path__, "torch_cdna.")
                 if not m.name.endswith("__main__"))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE, verbose=False)
    assert result.failed == 0, f"{result.failed} of {result.attempted} docstring examples in {name} failed"
