"""A planned Triton kernel launch, shared by the launchers and the GPU compile test.

Each Triton op (dynamic convolution for MUSE, Zhao et al. 2019; BPT sparse
attention, Ye et al. 2019) computes its launches -- kernel, grid, runtime
arguments, block sizes and other constexprs, ``num_warps`` -- in plain functions
that return :class:`Launch`. The op's launcher calls them and runs the result;
``tests/test_kernels_compile.py`` calls the same functions with tensor stand-ins
and compiles exactly what a launch would, for GPUs this machine does not have.

Imports nothing from triton: the kernel is whatever ``@triton.jit`` object the
op module holds.
"""

from typing import Any, NamedTuple


class Launch(NamedTuple):
    """One kernel launch: ``kernel[grid](*args, **meta)``.

    ``args`` are the kernel's runtime arguments in order (tensors, or for the
    compile test stand-ins with ``dtype`` and ``data_ptr()``, and ints);
    ``meta`` holds the constexprs (block sizes, flags) and launch options such
    as ``num_warps``, as keywords.
    """

    kernel: Any
    grid: tuple
    args: tuple
    meta: dict

    @property
    def name(self):
        return self.kernel.__name__

    def __call__(self):
        """Run the launch (the inputs must be on the device the kernel runs on)."""
        self.kernel[self.grid](*self.args, **self.meta)
