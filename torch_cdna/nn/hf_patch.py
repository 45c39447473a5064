"""``patch_transformers()``: swap Hugging Face model *classes* for cdna ones before a model is built.

The Liger-Kernel way of patching: call it once, then build or load models as usual
(``AutoModelForCausalLM.from_pretrained(...)``); every ``<Model>RMSNorm`` and ``<Model>MLP`` the modeling code
constructs is a ``torch_cdna.nn`` module (``RMSNorm``, ``GatedMLP``) with the same constructor arguments,
parameters and state_dict keys, so checkpoints load unchanged. ``patch(model)`` does the same to a model that
already exists; ``undo()`` (or leaving the ``with`` block) restores the original classes (models built in
between keep their cdna modules).

Per model family (``FAMILIES``: llama, mistral, qwen2, qwen3, gemma) the module
``transformers.models.<name>.modeling_<name>`` has its ``<Prefix>RMSNorm`` / ``<Prefix>MLP`` attributes
replaced — but only after a probe: an instance of the original class (tiny sizes, random weights) must agree
with the cdna replacement on a random input (``patch.find_rmsnorm`` / ``patch.find_mlp``, which also learn
the norm's ``1 + weight`` offset and output dtype). A class that disagrees, e.g. after a transformers change,
is left alone and listed in ``skipped``. An MLP whose config asks for an activation other than SiLU/GeLU is
built as the original class. Attention is not a class to swap: use ``torch_cdna.inductor`` under
``torch.compile``, or ``hf_attention.register()`` and ``attn_implementation="cdna"``.

Example:
    >>> import torch_cdna.nn as cnn
    >>> with cnn.patch_transformers(["llama"]) as p:       # doctest: +SKIP
    ...     model = transformers.LlamaForCausalLM(config)   # RMSNorm/MLP are torch_cdna.nn modules
    >>> p.patched                                           # doctest: +SKIP
    ['modeling_llama.LlamaRMSNorm', 'modeling_llama.LlamaMLP']
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Iterable

from torch import nn

from . import modules as M
from . import patch as P

FAMILIES = {"llama": "Llama", "mistral": "Mistral", "qwen2": "Qwen2", "qwen3": "Qwen3", "gemma": "Gemma"}
# config.hidden_act -> GatedMLP activation (anything else builds the original MLP class)
ACTIVATIONS = {"silu": "silu", "swish": "silu", "gelu": "gelu", "gelu_pytorch_tanh": "gelu_tanh"}
_PROBE = dict(hidden_size=16, intermediate_size=32, num_attention_heads=2, num_key_value_heads=1,
              num_hidden_layers=1, vocab_size=32, hidden_act="silu")


@dataclass
class TransformersPatch:
    """What ``patch_transformers`` changed; ``undo()`` restores it (idempotent; also a context manager)."""
    changes: list[tuple[ModuleType, str, Any]] = field(default_factory=list)  # (module, attribute, original)
    skipped: list[tuple[str, str]] = field(default_factory=list)              # (name, reason)

    @property
    def patched(self) -> list[str]:
        return [f"{m.__name__.rpartition('.')[2]}.{attr}" for m, attr, _ in self.changes]

    def undo(self) -> None:
        for module, attr, original in reversed(self.changes):
            setattr(module, attr, original)
        self.changes.clear()

    def __enter__(self) -> "TransformersPatch":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.undo()

    def __str__(self) -> str:
        lines = [f"{name} -> torch_cdna.nn" for name in self.patched]
        lines += [f"{name}: not patched ({why})" for name, why in self.skipped]
        return "\n".join(lines) or "nothing patched"


def _norm_class(original: type, offset: float, out_dtype: str) -> type:
    def __init__(self: M.RMSNorm, hidden_size: int, eps: float = 1e-6, **_: Any) -> None:
        M.RMSNorm.__init__(self, hidden_size, eps, offset=offset, out_dtype=out_dtype)
    # "RMSNorm" stays in the name: HF's weight init picks norms by class name (ones, or zeros for 1 + w)
    return type(f"Cdna{original.__name__}", (M.RMSNorm,), {"__init__": __init__, "__module__": __name__})


def _mlp_class(original: type) -> type:
    def __new__(cls: type, config: Any, *args: Any, **kwargs: Any) -> nn.Module:
        if ACTIVATIONS.get(getattr(config, "hidden_act", None)) is None:
            return original(config, *args, **kwargs)  # not an instance of cls: __init__ is skipped
        return nn.Module.__new__(cls)

    def __init__(self: M.GatedMLP, config: Any, intermediate_size: int | None = None, **_: Any) -> None:
        M.GatedMLP.__init__(self, config.hidden_size, intermediate_size or config.intermediate_size,
                            ACTIVATIONS[config.hidden_act], bias=bool(getattr(config, "mlp_bias", False)))
        self.config = config
    return type(f"Cdna{original.__name__}", (M.GatedMLP,),
                {"__new__": __new__, "__init__": __init__, "__module__": __name__})


def _probe_norm(original: type) -> type | str:
    built = P.find_rmsnorm(original(_PROBE["hidden_size"], eps=1e-6))
    if not callable(built):
        return built or "not an RMSNorm"
    new = built()
    return _norm_class(original, new.offset, new.out_dtype)


def _probe_mlp(original: type, prefix: str) -> type | str:
    import transformers
    config = getattr(transformers, f"{prefix}Config")(**_PROBE)
    found = P.find_mlp(original(config))
    return _mlp_class(original) if callable(found) else (found or "not a gated MLP")


def _family(name: str, report: TransformersPatch) -> None:
    prefix = FAMILIES[name]
    try:
        module = importlib.import_module(f"transformers.models.{name}.modeling_{name}")
    except ImportError as e:
        report.skipped.append((name, f"transformers has no {name} model ({e})"))
        return
    for attr, probe in ((f"{prefix}RMSNorm", _probe_norm), (f"{prefix}MLP", lambda c: _probe_mlp(c, prefix))):
        original = getattr(module, attr, None)
        if not isinstance(original, type):
            report.skipped.append((f"modeling_{name}.{attr}", "no such class"))
            continue
        if original.__module__ == __name__:
            report.skipped.append((f"modeling_{name}.{attr}", "already patched"))
            continue
        new = probe(original)
        if isinstance(new, str):
            report.skipped.append((f"modeling_{name}.{attr}", new))
            continue
        setattr(module, attr, new)
        report.changes.append((module, attr, original))


def patch_transformers(models: Iterable[str] | None = None) -> TransformersPatch:
    """Replace the RMSNorm and MLP classes of HF ``models`` (default: every family in ``FAMILIES``) with
    cdna ones for models built afterwards; returns the patch (``undo()``, or use it as a context manager).

    Example:
        >>> import torch_cdna.nn as cnn
        >>> cnn.patch_transformers(["gpt2"])
        Traceback (most recent call last):
        ValueError: torch_cdna.nn.patch_transformers: unknown model families ['gpt2']; supported: ['llama', 'mistral', 'qwen2', 'qwen3', 'gemma']
    """
    names = list(FAMILIES) if models is None else [str(m).lower() for m in models]
    unknown = [n for n in names if n not in FAMILIES]
    if unknown:
        raise ValueError(f"torch_cdna.nn.patch_transformers: unknown model families {unknown}; supported: "
                         f"{list(FAMILIES)}")
    report = TransformersPatch()
    try:
        for name in names:
            _family(name, report)
    except BaseException:
        report.undo()
        raise
    return report
