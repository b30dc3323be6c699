"""UMST's decoder: fairseq's Transformer decoder with a lean beam-search step.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*, ICML 2022: the
multiscale parts are in the encoder; the decoder is the Transformer's (time-first, ``T x B x C``).
Its self-attention is fairseq's ``MultiheadAttention`` with one addition,
:class:`StepSelfAttention`: a decoding step (one query per row, inference, no masks) runs
:meth:`StepSelfAttention._one_step`, the operations fairseq's general path runs for it, on the
same buffers, without what that path spends on shapes it does not have: the projections take
``B x C`` rows (fairseq's ``1 x B x C`` input is flattened into the same matmuls), the heads are
views of them, the buffer is read by a precomputed key. So the values are fairseq's bit for bit
(tests/test_umst_model_fairseq.py), with 10 fewer aten ops per layer and step; every other call
(training, teacher-forced scoring, ``need_weights``, padding) is fairseq's ``forward``.
:class:`UMSTDecoder` is the decoder ``UMSTModel`` builds: fairseq's, with the sentence-aligned
cross-attention of ``--doc-form segment_pairs`` (:mod:`msfairseq.modules.sentence_alignment`),
these self-attentions, and the beam reorder of :mod:`msfairseq.modules.decoder_reorder`.
"""

import torch
import torch.nn.functional as F
from fairseq.modules import MultiheadAttention

from ...modules.decoder_reorder import CachedReorderDecoder
from ...modules.layer_wrap import wrap_layer
from ...modules.sentence_alignment import (SentenceAlignedTransformerDecoder,
                                           SentenceMaskedTransformerDecoderLayer)


class StepSelfAttention(MultiheadAttention):
    """fairseq's ``MultiheadAttention`` (same parameters, buffers and reordering) whose
    self-attention decoding steps take :meth:`_one_step` (module doc)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._state_key = f"{self._incremental_state_id}.attn_state"  # _get_input_buffer's key

    def forward(self, query, key, value, key_padding_mask=None, incremental_state=None,
                need_weights=True, static_kv=False, attn_mask=None, before_softmax=False,
                need_head_weights=False):
        """fairseq's ``forward`` (``query``: ``T x B x C``); a step ``1 x B x C`` returns
        ``(1 x B x C, None)`` from :meth:`_one_step`."""
        if (incremental_state is not None and query.size(0) == 1 and self.self_attention
                and key_padding_mask is None and attn_mask is None and not need_weights
                and not need_head_weights and not before_softmax and self._plain_step()):
            saved = incremental_state.get(self._state_key)
            if saved is None or saved.get("prev_key_padding_mask") is None:
                return self._one_step(query, incremental_state, saved), None
        return super().forward(query, key, value, key_padding_mask, incremental_state, need_weights,
                               static_kv, attn_mask, before_softmax, need_head_weights)

    def _plain_step(self):
        """No extra keys or dropout, nor ONNX tracing: what :meth:`_one_step` leaves out."""
        dropout = self.dropout_module.p > 0 and (self.training or self.dropout_module.apply_during_inference)
        return self.bias_k is None and not self.add_zero_attn and not self.onnx_trace and not dropout

    def _one_step(self, query, incremental_state, saved):
        """``query`` ``1 x B x C`` -> ``1 x B x C``: fairseq's general path for one query, on
        ``(B*H) x T x D`` (its layout), the cache ``prev_key`` / ``prev_value`` as it keeps
        them (``B x H x T x D``)."""
        _, B, C = query.shape
        BH, D = B * self.num_heads, self.head_dim
        if saved is None:
            saved = {}
            incremental_state[self._state_key] = saved
        x = query.reshape(B, C)  # 1 x B x C -> B x C
        q = self.q_proj(x)
        k = self.k_proj(x).view(BH, 1, D)
        v = self.v_proj(x).view(BH, 1, D)
        q *= self.scaling
        if "prev_key" in saved:
            k = torch.cat([saved["prev_key"].view(BH, -1, D), k], dim=1)  # (B*H) x T x D
            v = torch.cat([saved["prev_value"].view(BH, -1, D), v], dim=1)
        saved["prev_key"] = k.view(B, self.num_heads, -1, D)
        saved["prev_value"] = v.view(B, self.num_heads, -1, D)
        saved["prev_key_padding_mask"] = None
        weights = torch.bmm(q.view(BH, 1, D), k.transpose(1, 2))  # (B*H) x 1 x T
        probs = F.softmax(weights, dim=-1, dtype=torch.float32).type_as(weights)
        out = torch.bmm(probs, v)  # (B*H) x 1 x D
        return self.out_proj(out.view(B, C)).view(1, B, C)


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


class UMSTDecoder(CachedReorderDecoder, SentenceAlignedTransformerDecoder):
    """fairseq's Transformer decoder built from :class:`UMSTDecoderLayer` (module doc)."""

    def build_decoder_layer(self, cfg, no_encoder_attn=False):
        return wrap_layer(UMSTDecoderLayer(cfg, no_encoder_attn), cfg)
