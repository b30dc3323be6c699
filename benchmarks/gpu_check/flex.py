"""The FlexAttention paths on CUDA against their references, forward and backward.

Two ops take FlexAttention on a GPU: MSMSA's per-head window attention (Guo et al.,
*Multi-Scale Self-Attention for Text Classification*, AAAI 2020;
``msfairseq/ops/window_attention/flex.py``) and DA's distance-aware attention (Wu et
al., *DA-Transformer*, NAACL 2021; ``msfairseq/ops/distance_attention/flex.py``). The
suite checks them on CPU, where FlexAttention has no backward. Here each runs
compiled, as in training on a GPU, in fp32, fp16 and bf16, with padding and at a
length that is not a multiple of the block size. Its output and input gradients
are compared with the float64 reference; the error must stay within twice what the
reference itself drifts in the same dtype, plus a small floor (as the kernel tests
bound the Triton kernels). Tensors are batch-first, ``B x H x T x D``.

Run by ``make gpu-check`` (benchmarks/gpu_check/check.py); alone:

    python -m benchmarks.gpu_check.flex --out bench/results/flex.json
"""

import argparse
import json
import os
import sys
import time

import torch

DTYPES = {"float32": torch.float32, "float16": torch.float16, "bfloat16": torch.bfloat16}
FLOOR = {torch.float32: 1e-5, torch.float16: 1e-2, torch.bfloat16: 1e-2}
B, H, T, D = 2, 4, 77, 64  # T: not a multiple of FlexAttention's 128-row blocks


def _leaves(tensors, dtype, device):
    """Copies of float64 CPU ``tensors`` on ``device`` in ``dtype``, requiring grad."""
    return [t.to(device, dtype, copy=True).requires_grad_(True) for t in tensors]


def window_case(dtype, device):
    """MSMSA encoder self-attention: heads of scales 1, 5, 15 and global; the second
    sentence left-padded. Returns ``run(impl) -> (out, grads)`` in float64."""
    from msfairseq.ops.window_attention.flex import window_attention_flex
    from msfairseq.ops.window_attention.reference import window_attention_reference

    g = torch.Generator().manual_seed(0)
    qkv = [torch.randn(B, H, T, D, generator=g, dtype=torch.float64) for _ in range(3)]
    grad = torch.randn(B, H, T, D, generator=g, dtype=torch.float64)
    valid = torch.ones(B, T, dtype=torch.bool)
    valid[1, :17] = False  # left padding, B x T
    grad = grad * valid[:, None, :, None]  # padded query rows are ignored downstream
    half = torch.tensor([0, 2, 7, 1 << 30]).view(1, H, 1).expand(B, H, 1).contiguous()  # B x H x 1
    idx = torch.arange(T, device=device)
    half, valid = half.to(device), valid.to(device)

    def run(impl, dt):
        q, k, v = _leaves(qkv, dt, device)
        if impl == "flex":
            out = window_attention_flex(q, k, v, half, idx, idx, valid, valid)
        else:
            out = window_attention_reference(q, k, v, half, idx, idx, valid, valid)
        out = out * valid[:, None, :, None]  # flex zeroes padded query rows; the reference does not
        out.backward(grad.to(device, dt))
        return out, [q.grad, k.grad, v.grad]

    return run


def distance_case(dtype, device):
    """DA decoder self-attention: a causal mask, the second sentence right-padded,
    per-head distance weights and offsets (fp32 parameters, as under autocast)."""
    from msfairseq.ops.distance_attention.flex import distance_attention_flex
    from msfairseq.ops.distance_attention.reference import distance_attention_reference

    g = torch.Generator().manual_seed(1)
    qkv = [torch.randn(B, H, T, D, generator=g, dtype=torch.float64) for _ in range(3)]
    wo = [torch.randn(H, generator=g, dtype=torch.float64) * 0.5, torch.randn(H, generator=g, dtype=torch.float64)]
    grad = torch.randn(B, H, T, D, generator=g, dtype=torch.float64)
    pad = torch.zeros(B, T, dtype=torch.bool)
    pad[1, -13:] = True  # right padding: every query row keeps key 0
    causal = torch.full((T, T), float("-inf"), dtype=torch.float64).triu(1)  # Tq x Tk
    pos = torch.arange(T, device=device)

    def run(impl, dt):
        q, k, v = _leaves(qkv, dt, device)
        w, off = _leaves(wo, torch.float64 if dt == torch.float64 else torch.float32, device)
        mask = causal.to(device, torch.float64 if dt == torch.float64 else torch.float32)
        if impl == "flex":
            out = distance_attention_flex(q, k, v, w, off, pos, pos, pad.to(device), mask)
        else:
            out, _ = distance_attention_reference(q, k, v, w, off, pos, pos, pad.to(device), mask)
        out.backward(grad.to(device, dt))
        return out, [q.grad, k.grad, v.grad, w.grad, off.grad]

    return run


CASES = {"window attention (MSMSA)": ("encoder, left padding", window_case),
         "distance attention (DA)": ("decoder, causal, right padding", distance_case)}


def check(make, dtype, device):
    """``(out err, out bound, grad err, grad bound, ok)`` of flex in ``dtype``."""
    run = make(dtype, device)
    want_out, want_grads = run("reference", torch.float64)
    ref_out, ref_grads = run("reference", dtype)
    got_out, got_grads = run("flex", dtype)

    def err_bound(want, ref, got):
        want, ref, got = want.detach().double(), ref.detach().double(), got.detach().double()
        drift = (ref - want).abs().max().item()
        bound = 2 * drift + FLOOR[dtype] * (1 + want.abs().max().item())
        return (got - want).abs().max().item(), bound

    out_err, out_bound = err_bound(want_out, ref_out, got_out)
    grads = [err_bound(*t) for t in zip(want_grads, ref_grads, got_grads)]
    grad_err, grad_bound = max(grads, key=lambda eb: eb[0] / eb[1])  # the worst gradient
    ok = out_err <= out_bound and all(e <= b for e, b in grads)
    return out_err, out_bound, grad_err, grad_bound, ok


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dtypes", default="float32,float16,bfloat16", help="comma-separated")
    parser.add_argument("--out", required=True, help="JSON output path")
    args = parser.parse_args(argv)
    if not torch.cuda.is_available():
        print("gpu_check.flex: no CUDA device here; nothing was run.")
        return 0
    deadline = float(os.environ.get("GPU_CHECK_DEADLINE", "inf")) - 10  # leave time to write
    rows = []
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    for name in args.dtypes.split(","):  # every op in fp32 first: the most telling if time runs out
        for op, (case, make) in CASES.items():
            row = {"op": op, "case": case, "dtype": name}
            start = time.time()
            if start > deadline:
                row.update(ok=False, error="not run: out of time")
            else:
                try:
                    values = check(make, DTYPES[name], "cuda")
                    row.update(zip(("out err", "out bound", "grad err", "grad bound", "ok"), values))
                except Exception as e:  # recorded; the next case still runs
                    row.update(ok=False, error=f"{type(e).__name__}: {str(e)[:300]}")
            row["seconds"] = round(time.time() - start, 1)
            rows.append(row)
            print(json.dumps(row), flush=True)
            with open(args.out, "w", encoding="utf-8") as f:
                json.dump({"device": torch.cuda.get_device_name(), "rows": rows}, f, indent=2)
    return 0 if all(r["ok"] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
