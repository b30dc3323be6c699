"""The dynamic-convolution Triton kernel against fairseq's own CUDA ``dynamicconv_layer``.

MUSE (Zhao et al., 2019) runs its convolution branch through
``msfairseq/ops/dynamicconv``; fairseq ships a CUDA kernel for the same operation
(Wu et al., 2019, ``fairseq.modules.dynamicconv_layer``), but only as sources to
build (``dynamicconv_cuda``). Where that extension imports, this times both on the
same inputs, forward and forward + backward, with benchmarks/bench_kernels.py's timer and
byte counts (``T x B x C`` input, ``H`` heads, kernel sizes K; fairseq's kernel
takes ``B x C x T`` and ``B x H x K x T``, so its time includes the permutes its
layer makes). fairseq's kernel has fp32 and fp16 only. Where the extension does not
import it writes why (bench_kernels.py times fairseq's unfold path in any case).

Run by ``make gpu-check``; alone:

    python -m benchmarks.gpu_check.fairseq_conv --out bench/results/fairseq_conv.json
"""

import argparse
import json
import os
import sys

import torch

FAIRSEQ_DTYPES = {"float32": torch.float32, "float16": torch.float16}
BUILD = "python cuda_function_gen.py && python setup.py install"


def unavailable_reason():
    """Why fairseq's CUDA dynamicconv cannot be used here (None if it can)."""
    try:
        import dynamicconv_cuda  # noqa: F401
        from fairseq.modules.dynamicconv_layer.dynamicconv_layer import dynamicconvFunction  # noqa: F401
    except ImportError as e:
        import fairseq

        src = os.path.join(os.path.dirname(fairseq.__file__), "modules", "dynamicconv_layer")
        missing = [f for f in ("dynamicconv_cuda.cpp", "dynamicconv_cuda.cuh")
                   if not os.path.exists(os.path.join(src, f))]
        if missing:
            return (f"{e}; the installed fairseq has no {' / '.join(missing)} in {src} to build it from: build it "
                    f"in a fairseq source checkout (fairseq/modules/dynamicconv_layer: {BUILD})")
        return f"{e}; build it first: cd {src} && {BUILD}"
    return None


def fairseq_cuda(x, weight, padding_l):
    """fairseq's CUDA dynamic convolution as its ``DynamicconvLayer`` calls it: ``T x B x C``
    input and normalized ``T x B x H x K`` weights in, ``T x B x C`` out."""
    from fairseq.modules.dynamicconv_layer.dynamicconv_layer import dynamicconvFunction

    xb = x.permute(1, 2, 0).contiguous()  # B x C x T
    wb = weight.permute(1, 2, 3, 0).contiguous()  # B x H x K x T
    return dynamicconvFunction.apply(xb, wb, padding_l).permute(2, 0, 1)  # T x B x C


def bench(lengths, kernel_sizes, dtypes, B=8, C=512, H=8):
    import triton.testing
    from benchmarks.bench_kernels import Timer, measure

    from msfairseq.ops.dynamicconv import dynamic_conv, dynamic_conv_weights

    timer, peak = Timer("cuda", 1), triton.testing.get_dram_gbps()
    rows = []
    for name in dtypes:
        dtype = FAIRSEQ_DTYPES[name]
        for T in lengths:
            for K in kernel_sizes:
                pad = K // 2
                g = torch.Generator(device="cuda").manual_seed(T * 100 + K)
                x = torch.randn(T, B, C, device="cuda", dtype=dtype, generator=g, requires_grad=True)
                logits = torch.randn(T, B, H, K, device="cuda", dtype=dtype, generator=g)
                w = dynamic_conv_weights(logits, True, 0.0, False).detach().requires_grad_(True)
                gy = torch.randn(T, B, C, device="cuda", dtype=dtype, generator=g)
                es = x.element_size()  # the bytes bench_kernels.py counts for the convolution
                fwd_bytes = es * (2 * T * B * C + T * B * H * K)
                train_bytes = fwd_bytes + es * (4 * T * B * C + 2 * T * B * H * K)
                want = dynamic_conv(x, w, pad, impl="reference").detach()
                row = {"T": T, "K": K, "dtype": name}
                for path, fn in (("triton", lambda x, w: dynamic_conv(x, w, pad, impl="triton")),
                                 ("fairseq cuda", lambda x, w: fairseq_cuda(x, w, pad))):
                    try:
                        measure(row, path, timer, fn, (x, w), gy, fwd_bytes, train_bytes, peak, want)
                    except Exception as e:  # e.g. a K fairseq's kernel was not generated for
                        row[f"{path} error"] = f"{type(e).__name__}: {str(e)[:200]}"
                if "fairseq cuda fwd+bwd ms" in row and "triton fwd+bwd ms" in row:
                    row["fairseq cuda / triton"] = row["fairseq cuda fwd+bwd ms"] / row["triton fwd+bwd ms"]
                rows.append(row)
                print(json.dumps(row), flush=True)
    return rows, peak


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lengths", default="512,1024,2048,4096,8192", help="comma-separated T")
    parser.add_argument("--kernel-sizes", default="7,31", help="fairseq's kernel exists for 3, 5, 7, 15, 31, ...")
    parser.add_argument("--dtypes", default="float32,float16", help="fairseq's kernel: float32, float16")
    parser.add_argument("--out", required=True, help="JSON output path")
    args = parser.parse_args(argv)
    if not torch.cuda.is_available():
        print("gpu_check.fairseq_conv: no CUDA device here; nothing was run.")
        return 0
    payload = {"device": torch.cuda.get_device_name()}
    reason = unavailable_reason()
    if reason:
        print(f"fairseq's CUDA dynamicconv_layer not available: {reason}", flush=True)
        payload.update(available=False, reason=reason)
    else:
        rows, peak = bench([int(t) for t in args.lengths.split(",")], [int(k) for k in args.kernel_sizes.split(",")],
                           args.dtypes.split(","))
        payload.update(available=True, peak_gbps=peak, rows=rows)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(payload, f, indent=2)
    return 0 if reason or all("triton error" not in r and "fairseq cuda error" not in r for r in payload["rows"]) else 1


if __name__ == "__main__":
    sys.exit(main())
