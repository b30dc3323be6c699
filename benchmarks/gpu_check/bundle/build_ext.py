"""Build fairseq's extensions that gpu-check uses, in place in .gpu/site, for the Python
that runs this: batch_by_size (data_utils_fast), token blocks (token_block_utils_fast)
and fairseq-generate's default BLEU scorer (libbleu)."""

import os

import numpy
from Cython.Build import cythonize
from setuptools import Extension, setup

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "site"))
FLAGS = ["-std=c++11", "-O2"]
extensions = cythonize(
    [Extension(f"fairseq.data.{name}", [f"fairseq/data/{name}.pyx"], include_dirs=[numpy.get_include()],
               language="c++", extra_compile_args=FLAGS)
     for name in ("data_utils_fast", "token_block_utils_fast")],
    language_level=3, quiet=True)
extensions.append(Extension("fairseq.libbleu", ["fairseq/clib/libbleu/libbleu.cpp", "fairseq/clib/libbleu/module.cpp"],
                            language="c++", extra_compile_args=FLAGS))
setup(name="fairseq-extensions", ext_modules=extensions, script_args=["build_ext", "--inplace", "-j", "4"])
