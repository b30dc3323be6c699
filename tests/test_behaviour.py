"""Every family computes what ``tests/golden/behaviour.json`` recorded (tests/behaviour.py).

A refactor that moves code must leave this test green: the same parameters (names, shapes,
inits), the same logits, the same loss and gradients of a training step with dropout on,
the same beam search. A change of what a model computes on purpose rewrites the record
(``python tests/behaviour.py --write CASE``) in the same commit.
"""

import math

import pytest

import behaviour

GOLDEN = behaviour.load()
# the same seed can round differently on another CPU (AVX2 against AVX-512): float noise only
RTOL, ATOL = 1e-4, 1e-5


def _close(a, b):
    return a is b or (a is not None and b is not None
                      and math.isclose(a, b, rel_tol=RTOL, abs_tol=ATOL))


def _far(name, now, then):
    """``(index, now, then)`` of the values that differ beyond float noise."""
    assert len(now) == len(then), f"{name}: {len(now)} values, the record has {len(then)}"
    return [(i, a, b) for i, (a, b) in enumerate(zip(now, then)) if not _close(a, b)]


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    from msfairseq.testing import make_dict_dir

    return make_dict_dir(tmp_path_factory.mktemp("behaviour"))


def test_every_tiny_arch_is_recorded():
    from fairseq.models import ARCH_CONFIG_REGISTRY

    import msfairseq  # noqa: F401

    tiny = {a for a, fn in ARCH_CONFIG_REGISTRY.items()
            if a.endswith(("_tiny", "_tiny_rpr")) and fn.__module__.startswith("msfairseq")}
    assert tiny <= {arch for _, arch, _ in behaviour.CASES}
    assert set(GOLDEN) == {c for c, _, _ in behaviour.CASES}, "python tests/behaviour.py --write"


@pytest.mark.parametrize("case", [c for c, _, _ in behaviour.CASES])
def test_outputs_match_the_record(case, data):
    now, then = behaviour.record(case, data), GOLDEN[case]
    assert list(now["params"]) == list(then["params"]), "parameter names or order changed"
    shapes = {n: (v[0], then["params"][n][0]) for n, v in now["params"].items()
              if v[0] != then["params"][n][0]}
    assert not shapes, f"shapes changed: {shapes}"
    inits = {n: (v[1], then["params"][n][1]) for n, v in now["params"].items()
             if not _close(v[1], then["params"][n][1])}
    assert not inits, f"inits changed (sum now, recorded): {inits}"
    for key in ("logits", "logsumexp"):
        far = _far(key, now["forward"][key], then["forward"][key])
        assert not far, f"{key} differ at {len(far)} places, first (index, now, recorded): {far[:3]}"
    assert _close(now["train"]["loss"], then["train"]["loss"]), (now["train"]["loss"], then["train"]["loss"])
    grads = {n: (g, then["train"]["grad_norms"][n]) for n, g in now["train"]["grad_norms"].items()
             if not _close(g, then["train"]["grad_norms"][n])}
    assert not grads, f"gradient norms differ (now, recorded): {grads}"
    assert [h["tokens"] for h in now["beam"]] == [h["tokens"] for h in then["beam"]]
    assert _far("beam scores", [h["score"] for h in now["beam"]],
                [h["score"] for h in then["beam"]]) == []
