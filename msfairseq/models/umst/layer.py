"""UMST layers: the encoder layer of §3 and Fig. 2, and the decoder's (fairseq's).

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*,
ICML 2022, §3 and Fig. 2, with pre-norm (§2, §A.1). The encoder adds the class embedding
once, to the token embedding (§3.1, :mod:`.encoder`); every encoder layer then computes
(``--umst-gcn-wiring sublayer``, the paper's model; the authors' code: libeineu/UMST
``fairseq/models/PhraseTransformer.py``)::

    x = x + Drop(Â_w Drop(ReLU(Â_w LN(x) W_w + b_w)))     W-GCN sub-layer (Eq. 2), sub-words
    u = mean-pool(x)                                       sub-words -> words (§3.3)
    u = u + Drop(Â_p Drop(ReLU(Â_p LN(u) W_p + b_p)))     P-GCN sub-layer (Eq. 3), words
    x = x + Drop(RSAN(LN(x), LN(u)))                       rectified self-attention (§3.4, Eq. 4)
    x = x + Drop(FFN(LN(x)))

``--umst-gcn-wiring attention-input`` is this project's earlier layer: the
GCN output is added to ``h = LN(x)`` and feeds only the attention (the residual
stream never sees it), ``Â`` once, no LayerNorms of its own; with
``--umst-class-embedding-every-layer`` a class embedding is added to every
layer's input instead of once.

Ablation switches (``cfg.umst_*``): no class embedding, no intra-group (W-GCN),
no inter-group (P-GCN), no rectified attention (plain sub-word attention),
``graph_op="avg"`` (GCNs replaced by average pooling), GCN weights shared
across or within blocks. With every switch off the layer is fairseq's
``TransformerEncoderLayerBase`` with the same parameters.

The decoder's layers are fairseq's (sentence-masked cross-attention for ``--doc-form
segment_pairs``) with a self-attention that takes a lean beam-search step
(:class:`.attention.StepSelfAttention`).

Tensors are time-first: ``T x B x C``.
"""

import torch
import torch.nn as nn
from fairseq.modules import LayerNorm
from fairseq.modules.transformer_layer import TransformerEncoderLayerBase

from ...modules.sentence_alignment import SentenceMaskedTransformerDecoderLayer
from .attention import StepSelfAttention, UMSTRectifiedSelfAttention
from .gcn import PhraseGCN, WordGCN
from .graph import word_mean

SHARE_GCN_WEIGHTS = ("none", "across-blocks", "within-block")


def class_embedding(dim):
    """The binary class embedding of §3.1: 2 x dim, N(0, 1/sqrt(dim))."""
    embed = nn.Embedding(2, dim)
    nn.init.normal_(embed.weight, mean=0.0, std=dim ** -0.5)
    return embed


def _check_quant_noise(cfg):
    """Refuse ``--quant-noise-pq`` with a Linear that runs more than once per forward pass:
    fairseq's noise rewrites the weight at every call, so a shared one would be noised
    once per use."""
    shared = []
    if cfg.umst_share_gcn_weights != "none":
        shared.append(f"--umst-share-gcn-weights {cfg.umst_share_gcn_weights}")
    if cfg.umst_shared_word_qk:
        shared.append("--umst-shared-word-qk")
    if shared:
        raise ValueError(
            f"--quant-noise-pq cannot be combined with {' and '.join(shared)}: fairseq's "
            "quantization noise rewrites a Linear's weight at each call, and a shared weight is "
            "called several times per forward pass; drop one of them (docs/umst.md). To decode a "
            "checkpoint trained with both: --model-overrides \"{'quant_noise_pq': 0}\"")


class UMSTEncoderLayer(TransformerEncoderLayerBase):
    """Transformer encoder layer with UMST's multiscale self-attention block."""

    def __init__(self, cfg):
        super().__init__(cfg)  # builds self_attn through build_self_attention below
        dim = self.embed_dim
        graph_op = cfg.umst_graph_op
        self.wiring = cfg.umst_gcn_wiring
        gcn_dropout = cfg.umst_gcn_dropout
        self.class_embed = None
        if cfg.umst_class_embedding_every_layer and \
                not cfg.umst_no_class_embedding:
            self.class_embed = class_embedding(dim)
        qn = (self.quant_noise, self.quant_noise_block_size)  # --quant-noise-pq, every Linear
        if self.quant_noise > 0:
            _check_quant_noise(cfg)
        self.word_gcn = None
        if not cfg.umst_no_intra_group:
            self.word_gcn = WordGCN(dim, gcn_dropout, graph_op, self.wiring, *qn)
        self.phrase_gcn = None
        if self.self_attn.rectified and not cfg.umst_no_inter_group:
            self.phrase_gcn = PhraseGCN(dim, gcn_dropout, graph_op, self.wiring, *qn)
        if cfg.umst_share_gcn_weights == "within-block":
            self.phrase_gcn.linear = self.word_gcn.linear  # Table 6 #3: W_w = W_p
        self.word_layer_norm = None
        if self.wiring == "sublayer" and self.self_attn.rectified and self.normalize_before:
            self.word_layer_norm = LayerNorm(dim)

    def build_self_attention(self, embed_dim, cfg):
        return UMSTRectifiedSelfAttention(
            embed_dim,
            cfg.encoder.attention_heads,
            dropout=cfg.attention_dropout,
            rectified=not cfg.umst_no_rectified_attention,
            max_relative_position=cfg.umst_max_relative_position,
            shared_word_qk=cfg.umst_shared_word_qk,
            word_relative_keys=cfg.umst_word_relative_keys,
            q_noise=self.quant_noise,
            qn_block_size=self.quant_noise_block_size,
        )

    def forward(self, x, encoder_padding_mask=None, graph=None, need_weights=False):
        """
        Args:
            x: T x B x C; encoder_padding_mask: B x T bool (True = pad) or None;
            graph: :class:`~msfairseq.models.umst.graph.UMSTGraph`;
            need_weights: also return the rectified attention (B x H x T x T).
        Returns:
            T x B x C (and the attention when ``need_weights``).
        """
        if self.class_embed is not None:
            # x + class_embed(tok_class) as one addmm with the batch's one-hot classes:
            # exact (1 * e_c + 0 * e_other), and its backward is a 2 x (T*B) matmul
            seq_len, bsz, dim = x.shape
            x = torch.addmm(x.reshape(seq_len * bsz, dim), graph.tok_onehot.to(x.dtype),
                            self.class_embed.weight).view(seq_len, bsz, dim)  # T x B x C
        if self.wiring == "sublayer":
            h, words, residual = self._multiscale_sublayers(x, graph)
        else:
            h, words, residual = self._multiscale_attention_input(x, graph)
        h, attn = self.self_attn(h, words, encoder_padding_mask, graph, need_weights=need_weights)
        x = self.residual_connection(self.dropout_module(h), residual)
        if not self.normalize_before:
            x = self.self_attn_layer_norm(x)
        x = self.forward_ffn(x)
        return (x, attn) if need_weights else x

    def _multiscale_sublayers(self, x, graph):
        """GCNs as residual sub-layers: (attention input T x B x C, words B x W x C, residual)."""
        if self.word_gcn is not None:
            x = self.word_gcn(x, graph)  # T x B x C, W-GCN in the residual stream
        words = None
        if self.self_attn.rectified:
            words = word_mean(x, graph)  # B x W x C
            if self.phrase_gcn is not None:
                words = self.phrase_gcn(words, graph)
            if self.word_layer_norm is not None:
                words = self.word_layer_norm(words)
        h = self.self_attn_layer_norm(x) if self.normalize_before else x
        return h, words, x

    def _multiscale_attention_input(self, x, graph):
        """Earlier form: GCNs enrich only the attention input (see module doc)."""
        h = self.self_attn_layer_norm(x) if self.normalize_before else x
        words = None
        if self.word_gcn is not None:
            h, words = self.word_gcn.forward_attention_input(h, graph)  # T x B x C, B x W x C
        elif self.self_attn.rectified:
            words = word_mean(h, graph)  # B x W x C
        if self.phrase_gcn is not None:
            words = self.phrase_gcn.forward_attention_input(words, graph)
        return h, words, x

    def forward_ffn(self, x):
        """The position-wise feed-forward sub-layer of the base class: T x B x C."""
        residual = x
        if self.normalize_before:
            x = self.final_layer_norm(x)
        x = self.fc2(self.activation_dropout_module(self.activation_fn(self.fc1(x))))
        x = self.residual_connection(self.dropout_module(x), residual)
        if not self.normalize_before:
            x = self.final_layer_norm(x)
        return x


class UMSTDecoderLayer(SentenceMaskedTransformerDecoderLayer):
    """fairseq's decoder layer (sentence-masked cross-attention) whose self-attention is a
    :class:`StepSelfAttention`, built with the arguments fairseq's ``build_self_attention``
    passes (the same parameters, drawn in the same order)."""

    def build_self_attention(self, embed_dim, cfg, add_bias_kv=False, add_zero_attn=False):
        return StepSelfAttention(
            embed_dim, cfg.decoder.attention_heads, dropout=cfg.attention_dropout,
            add_bias_kv=add_bias_kv, add_zero_attn=add_zero_attn,
            self_attention=not cfg.cross_self_attention, q_noise=self.quant_noise,
            qn_block_size=self.quant_noise_block_size,
            xformers_att_config=cfg.decoder.xformers_att_config)
