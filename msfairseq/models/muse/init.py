"""Weight initialisation of MUSE blocks as the authors' released code does it (Zhao et al.,
*MUSE: Parallel Multi-Scale Attention for Sequence to Sequence Learning*, arXiv:1911.09483).

The paper gives no initialisation. The released code (lancopku/Prime, a fork of fairseq
0.6.2) runs with ``--init_method km`` (the default in ``fairseq/models/transformer.py``),
under which ``fairseq/modules/multihead_attention.py`` (``reset_parameters`` of
``ParallelMultiheadAttention`` at 86a988bc, of ``MultiheadAttention820`` at 07d0ff07) draws

* ``in_proj_weight`` (q, k, v stacked, ``3C x C``) with ``kaiming_uniform_(a=sqrt(5))``:
  ``U(-1/sqrt(C_in), 1/sqrt(C_in))``, and zeroes ``in_proj_bias``;
* ``out_proj`` with ``kaiming_uniform_(a=1)``: ``U(-sqrt(3/fan_in), sqrt(3/fan_in))``, bias 0.
  With the gated convolution it maps ``[attention, conv]``, so ``fan_in = 2C``.

The earlier revisions 317381b9 and e1c45e27 draw ``in_proj_weight`` with ``a = 0`` (a bound
sqrt(6) larger); the En-Fr training log's ``qkv_a=5, attn_a=1`` fit the init drawn here.

Here that ``2C -> C`` map is two ``C x C`` matrices (``out_proj`` for the attention,
``conv_out_proj`` for the convolution): each is drawn with the bound of the ``2C``-fan-in
matrix, so ``[out_proj | conv_out_proj]`` has the released distribution. The cross-attention
is the same class there (``out_proj`` ``C -> C``). The conv cells' kernel predictor keeps
``nn.Linear``'s default (``DynamicConv1dTBC.reset_parameters`` calls
``weight_linear.reset_parameters()``), and the FFN keeps ``nn.Linear``'s default weights with
zero biases (``fairseq/modules/linear.py``: no branch for ``km``, then ``constant_(bias, 0)``).

``--muse-init xavier`` keeps what the layer constructors draw (fairseq's Xavier init; the
previous msfairseq default). Only new models are affected: checkpoints load their weights.
"""

import math

import torch.nn as nn


def kaiming_uniform_bound(a, fan_in):
    """The bound ``b`` of ``nn.init.kaiming_uniform_(w, a)``: ``U(-b, b)``,
    ``b = sqrt(2 / (1 + a^2)) * sqrt(3 / fan_in)``."""
    return math.sqrt(2.0 / (1 + a * a)) * math.sqrt(3.0 / fan_in)


def _qkv(attn):
    """q/k/v as the released ``in_proj``: ``U(+-1/sqrt(fan_in))``, zero biases."""
    for proj in (attn.q_proj, attn.k_proj, attn.v_proj):
        nn.init.kaiming_uniform_(proj.weight, a=math.sqrt(5))
        if proj.bias is not None:
            nn.init.zeros_(proj.bias)


def _uniform_(weight, bound):
    nn.init.uniform_(weight, -bound, bound)


def init_like_released(block):
    """Re-draw the weights of one MUSE block (a :class:`~.layer.MuseBranches` host) as the
    released code draws them; see the module docstring."""
    attn = block.self_attn
    _qkv(attn)
    # out_proj and conv_out_proj are the two halves of the released 2C -> C out_proj
    halves = [attn.out_proj] + ([block.conv_out_proj] if block.conv_out_proj is not None else [])
    bound = kaiming_uniform_bound(1, sum(h.in_features for h in halves))
    for half in halves:
        _uniform_(half.weight, bound)
    nn.init.zeros_(attn.out_proj.bias)
    if block.conv_in_proj is not None:  # the separate-projection ablation: drawn like W^V
        nn.init.kaiming_uniform_(block.conv_in_proj.weight, a=math.sqrt(5))
        nn.init.zeros_(block.conv_in_proj.bias)
    if block._dynamic_conv() is not None:
        for cell in block.conv.cells:
            cell.weight_linear.reset_parameters()  # nn.Linear's default, as DynamicConv1dTBC
    cross = getattr(block, "encoder_attn", None)
    if cross is not None:
        _qkv(cross)
        nn.init.kaiming_uniform_(cross.out_proj.weight, a=1)
        nn.init.zeros_(cross.out_proj.bias)
    for fc in (block.fc1, block.fc2):
        nn.init.zeros_(fc.bias)
