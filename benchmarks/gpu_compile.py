"""Compile planned Triton launches for GPUs this machine does not have.

Triton compiles for any NVIDIA target without a GPU present:
``triton.compile(ASTSource(fn, signature, constexprs, attrs), target=GPUTarget("cuda", 90, 32))``
gives PTX and a cubin. :func:`build` turns a :class:`msfairseq.ops.triton_launch.Launch`
(what an op's launcher would run) into exactly the specialization a launch would
compile -- it runs the kernel's own argument binder (``JITFunction.run`` does the
same), so pointer alignment, integer divisibility and constexprs match -- compiles
it, and reads what the GPU would check at load time:

* ``shared``: the dynamic shared memory the launcher requests (Triton's metadata),
  plus any static shared memory ptxas reports;
* registers, spill stores/loads and stack frame from ``ptxas -v`` (run on the PTX
  with the flags Triton itself uses; Triton discards that log, and the register
  count in its metadata is only filled in when a driver loads the cubin).

:func:`problems` lists what would fail or hurt on the device. Compiled artifacts
go to the Triton cache directory given to :func:`build` (the compile test keeps it
in pytest's cache, so a rerun is fast); the ptxas report is cached beside them.

Kernels must be real ``@triton.jit`` functions: under ``TRITON_INTERPRET=1`` (set
before triton is imported) they are interpreter objects, which cannot be compiled.
"""

import json
import os
import re
import subprocess
from typing import NamedTuple

import torch

# Device limits: the most shared memory one block may use (opt-in), per CUDA's
# programming guide ("compute capabilities" table); 65536 32-bit registers per SM.
ARCHS = {
    "sm_80": {"capability": 80, "max_shared": 163 * 1024},  # A100
    "sm_90": {"capability": 90, "max_shared": 227 * 1024},  # H100
}
MAX_REGISTERS = 255  # per thread, every arch here


class Stub:
    """A tensor stand-in for compiling: ``dtype``, ``shape`` and a ``data_ptr()``
    (16-byte aligned unless ``misalign`` elements are added, as for a view)."""

    def __init__(self, dtype, shape, misalign=0):
        self.dtype, self.shape = dtype, tuple(shape)
        self._ptr = 1 << 20 if not misalign else (1 << 20) + misalign * dtype.itemsize

    def data_ptr(self):
        return self._ptr


class Build(NamedTuple):
    """What compiling one launch for one GPU gave."""

    kernel: str
    arch: str
    signature: dict  # argument -> Triton type ("*fp16", "i32", "constexpr")
    constexprs: dict  # constexpr name -> value
    num_warps: int
    shared: int  # bytes per block: dynamic (Triton) + static (ptxas)
    registers: int
    spill_stores: int  # bytes
    spill_loads: int  # bytes
    stack: int  # bytes of stack frame
    ptxas_log: str

    def row(self):
        """A flat dict for tables and JSON."""
        dtype = next((t[1:] for t in self.signature.values() if t.startswith("*")), "")
        return {"kernel": self.kernel, "arch": self.arch, "dtype": dtype,
                "constexprs": " ".join(f"{k}={v}" for k, v in self.constexprs.items()),
                "num_warps": self.num_warps, "shared B": self.shared, "registers": self.registers,
                "spill B": self.spill_stores + self.spill_loads, "stack B": self.stack}


def unsupported_reason():
    """Why this triton cannot build for a GPU here (None if it can): the harness
    uses the JIT's binder and the NVIDIA backend's ptxas lookup, internals of
    Triton 3.9 that other versions may not have."""
    try:
        import triton
        from triton.backends.nvidia.compiler import get_ptxas, sm_arch_from_capability  # noqa: F401
        from triton.runtime.jit import JITFunction, create_function_from_signature  # noqa: F401
    except ImportError as err:
        return f"triton internals this harness uses are missing ({err})"
    if not hasattr(JITFunction, "_pack_args"):
        return f"triton {triton.__version__} has no JITFunction._pack_args (written for triton 3.9)"
    return None


def _specialize(launch, backend):
    """(signature, constexprs, attrs, options) exactly as ``JITFunction.run`` builds them."""
    from triton.runtime.jit import JITFunction, create_function_from_signature

    fn = launch.kernel
    if not isinstance(fn, JITFunction):
        raise TypeError(
            f"{launch.name} is a {type(fn).__name__}, not a compilable @triton.jit function "
            "(was triton imported with TRITON_INTERPRET=1 set? unset it)"
        )
    binder = create_function_from_signature(fn.signature, fn.params, backend)
    bound, specialization, options = binder(*launch.args, **launch.meta)
    return fn._pack_args(backend, dict(launch.meta), bound, specialization, options)


_PTXAS_PATTERNS = {
    "stack": r"(\d+) bytes stack frame",
    "spill_stores": r"(\d+) bytes spill stores",
    "spill_loads": r"(\d+) bytes spill loads",
    "registers": r"Used (\d+) registers",
}
_PTXAS_OPTIONAL = {"static_shared": r"(\d+) bytes smem"}  # absent when there is none


def ptxas_report(ptx, capability, log_path, fp_fusion=True):
    """``ptxas -v`` on ``ptx`` for ``sm_<capability>`` with Triton's own ptxas and
    the flags its ``make_cubin`` passes; returns ``(numbers, log)`` and caches the
    log at ``log_path``."""
    if os.path.exists(log_path):
        with open(log_path, encoding="utf-8") as f:
            log = f.read()
    else:
        from triton.backends.nvidia.compiler import get_ptxas, sm_arch_from_capability

        ptx_path = f"{log_path}.{os.getpid()}.ptx"
        with open(ptx_path, "w", encoding="utf-8") as f:
            f.write(ptx)
        cmd = [get_ptxas(capability).path, "-lineinfo", *([] if fp_fusion else ["--fmad=false"]),
               "-v", "--regAllocOptLevel=2", f"--gpu-name={sm_arch_from_capability(capability)}",
               ptx_path, "-o", os.devnull]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        os.remove(ptx_path)
        log = proc.stdout + proc.stderr
        if proc.returncode != 0:
            raise RuntimeError(f"ptxas failed ({' '.join(cmd)}):\n{log}")
        with open(f"{log_path}.{os.getpid()}.tmp", "w", encoding="utf-8") as f:
            f.write(log)
        # atomic: pytest-xdist workers share the cache
        os.replace(f"{log_path}.{os.getpid()}.tmp", log_path)
    numbers = {}
    for key, pattern in _PTXAS_PATTERNS.items():
        match = re.search(pattern, log)
        if match is None:
            raise RuntimeError(f"ptxas -v output has no {key!r} ({pattern!r}):\n{log}")
        numbers[key] = int(match.group(1))
    for key, pattern in _PTXAS_OPTIONAL.items():
        match = re.search(pattern, log)
        numbers[key] = int(match.group(1)) if match else 0
    return numbers, log


def build(launch, arch, cache_dir):
    """Compile ``launch`` for ``arch`` (a key of :data:`ARCHS`); a :class:`Build`.

    Raises whatever Triton or ptxas raises when the kernel does not compile.
    """
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource, make_backend

    capability = ARCHS[arch]["capability"]
    target = GPUTarget("cuda", capability, 32)
    backend = make_backend(target)
    options, signature, constexprs, attrs = _specialize(launch, backend)
    with triton.knobs.cache.scope():
        triton.knobs.cache.dir = os.path.join(cache_dir, "triton")
        compiled = triton.compile(ASTSource(launch.kernel, signature, constexprs, attrs),
                                  target=target, options=options.__dict__)
    ptxas_dir = os.path.join(cache_dir, "ptxas")
    os.makedirs(ptxas_dir, exist_ok=True)
    numbers, log = ptxas_report(compiled.asm["ptx"], capability,
                                os.path.join(ptxas_dir, f"{compiled.hash}-{arch}.log"),
                                fp_fusion=options.enable_fp_fusion)
    names = launch.kernel.arg_names
    return Build(
        kernel=launch.name, arch=arch, signature=dict(signature),
        constexprs={names[path[0]]: value for path, value in constexprs.items()},
        num_warps=compiled.metadata.num_warps,
        shared=compiled.metadata.shared + numbers["static_shared"],
        registers=numbers["registers"], spill_stores=numbers["spill_stores"],
        spill_loads=numbers["spill_loads"], stack=numbers["stack"], ptxas_log=log,
    )


def problems(result, allowed_spill=0):
    """What would make ``result`` fail to launch, or run badly, on its GPU
    (empty if nothing). ``allowed_spill``: bytes of spills documented as accepted."""
    found = []
    limit = ARCHS[result.arch]["max_shared"]
    if result.shared > limit:
        found.append(f"shared memory {result.shared} B > {limit} B, the {result.arch} limit "
                     "(smaller blocks or fewer stages)")
    if result.registers > MAX_REGISTERS:
        found.append(f"{result.registers} registers > {MAX_REGISTERS}")
    spilled = result.spill_stores + result.spill_loads
    if spilled > allowed_spill:
        found.append(f"register spills: {result.spill_stores} B stored, {result.spill_loads} B "
                     f"loaded (allowed {allowed_spill}); smaller tiles or more warps")
    return found


def dedupe(launches):
    """``launches`` without repeats of the same compiled specialization
    (same kernel, argument types, alignment / divisibility and constexprs)."""
    from triton.backends.compiler import GPUTarget
    from triton.compiler import make_backend

    backend = make_backend(GPUTarget("cuda", 90, 32))
    seen, unique = set(), []
    for launch in launches:
        options, signature, constexprs, attrs = _specialize(launch, backend)
        key = json.dumps([launch.name, signature, sorted(map(str, constexprs.items())),
                          sorted(map(str, attrs.items())), str(options)])
        if key not in seen:
            seen.add(key)
            unique.append(launch)
    return unique


def stubs(*shapes, dtype=torch.float32, misalign=0):
    """One :class:`Stub` per shape."""
    return [Stub(dtype, shape, misalign) for shape in shapes]
