"""UMST encoder layer and encoder.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*,
ICML 2022. One layer (pre-norm, as in the paper)::

    x  = x + CE(class)                          class embedding (single-piece word
                                                vs piece of a multi-piece word)
    h  = LN(x)
    h_s, words = W-GCN(h)                       sub-words + their word means
    words = P-GCN(words)                        dependency graph over words
    x  = x + Dropout(RectifiedAttn(h_s, words)) sub-word attn averaged with word attn
    x  = x + Dropout(FFN(LN(x)))

Ablation switches (``cfg.umst_*``): no class embedding, no intra-group (W-GCN),
no inter-group (P-GCN), no rectified attention (plain sub-word attention), and
``graph_op="avg"`` (GCNs replaced by average pooling). With every switch off the
layer is fairseq's ``TransformerEncoderLayerBase`` with the same parameters.

Tensors are time-first: ``T x B x C``.
"""

import torch
import torch.nn as nn
from fairseq.models.transformer import TransformerEncoderBase
from fairseq.modules.transformer_layer import TransformerEncoderLayerBase

from .umst_attention import UMSTRectifiedSelfAttention
from .umst_gcn import PhraseGCN, WordGCN
from .umst_graph import build_umst_graph, word_mean

UMST_INPUTS = ("src_word_ids", "src_heads", "src_word_lengths")


class UMSTEncoderLayer(TransformerEncoderLayerBase):
    """Transformer encoder layer with UMST's multiscale self-attention block."""

    def __init__(self, cfg):
        super().__init__(cfg)  # builds self_attn through build_self_attention below
        dim = self.embed_dim
        graph_op = getattr(cfg, "umst_graph_op", "gcn")
        self.class_embed = None
        if not getattr(cfg, "umst_no_class_embedding", False):
            self.class_embed = nn.Embedding(2, dim)
            nn.init.normal_(self.class_embed.weight, mean=0.0, std=dim ** -0.5)
        self.word_gcn = None
        if not getattr(cfg, "umst_no_intra_group", False):
            self.word_gcn = WordGCN(dim, cfg.dropout, graph_op)
        self.phrase_gcn = None
        if self.self_attn.rectified and not getattr(cfg, "umst_no_inter_group", False):
            self.phrase_gcn = PhraseGCN(dim, cfg.dropout, graph_op)

    def build_self_attention(self, embed_dim, cfg):
        return UMSTRectifiedSelfAttention(
            embed_dim,
            cfg.encoder.attention_heads,
            dropout=cfg.attention_dropout,
            rectified=not getattr(cfg, "umst_no_rectified_attention", False),
            max_relative_position=getattr(cfg, "umst_max_relative_position", 0),
            q_noise=self.quant_noise,
            qn_block_size=self.quant_noise_block_size,
        )

    def forward(self, x, encoder_padding_mask=None, graph=None, need_weights=False):
        """
        Args:
            x: T x B x C; encoder_padding_mask: B x T bool (True = pad) or None;
            graph: :class:`~msfairseq.modules.umst_graph.UMSTGraph`;
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
        residual = x
        h = self.self_attn_layer_norm(x) if self.normalize_before else x
        words = None
        if self.word_gcn is not None:
            h, words = self.word_gcn(h, graph)  # T x B x C, B x W x C
        elif self.self_attn.rectified:
            words = word_mean(h, graph)  # B x W x C
        if self.phrase_gcn is not None:
            words = self.phrase_gcn(words, graph)
        h, attn = self.self_attn(h, words, encoder_padding_mask, graph, need_weights=need_weights)
        x = self.residual_connection(self.dropout_module(h), residual)
        if not self.normalize_before:
            x = self.self_attn_layer_norm(x)
        x = self.forward_ffn(x)
        return (x, attn) if need_weights else x

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


class UMSTEncoder(TransformerEncoderBase):
    """fairseq Transformer encoder whose layers are :class:`UMSTEncoderLayer`.

    ``forward`` takes the collater's word ids / heads / word lengths besides the
    tokens; the word graph is built once and shared by all layers.
    """

    def build_encoder_layer(self, cfg):
        return UMSTEncoderLayer(cfg)

    def forward(self, src_tokens, src_lengths=None, src_word_ids=None, src_heads=None,
                src_word_lengths=None, return_all_hiddens: bool = False, token_embeddings=None):
        """
        Args:
            src_tokens: B x T (left-padded); src_lengths: B;
            src_word_ids: B x T (-1 at padding); src_heads: B x W (1-based, 0 = root);
            src_word_lengths: B.
        Returns:
            fairseq's encoder-out dict; ``encoder_out``: [T x B x C].
        """
        if src_word_ids is None or src_heads is None or src_word_lengths is None:
            raise ValueError(
                "UMST encoder needs src_word_ids, src_heads and src_word_lengths in the "
                "batch; they come from the collater of --task umst_translation")
        encoder_padding_mask = src_tokens.eq(self.padding_idx)  # B x T
        has_pads = bool(encoder_padding_mask.any())
        x, encoder_embedding = self.forward_embedding(src_tokens, token_embeddings)
        if has_pads:
            x = x * (1 - encoder_padding_mask.unsqueeze(-1).type_as(x))
        x = x.transpose(0, 1)  # B x T x C -> T x B x C
        graph = build_umst_graph(src_word_ids, src_heads, src_word_lengths, dtype=x.dtype)

        encoder_states = [x] if return_all_hiddens else []
        for layer in self.layers:
            x = layer(x, encoder_padding_mask if has_pads else None, graph)
            if return_all_hiddens:
                encoder_states.append(x)
        if self.layer_norm is not None:
            x = self.layer_norm(x)
        src_lengths = src_tokens.ne(self.padding_idx).sum(dim=1, dtype=torch.int32).reshape(-1, 1)
        return {
            "encoder_out": [x],  # T x B x C
            "encoder_padding_mask": [encoder_padding_mask],  # B x T
            "encoder_embedding": [encoder_embedding],  # B x T x C
            "encoder_states": encoder_states,  # List[T x B x C]
            "fc_results": [],
            "src_tokens": [],
            "src_lengths": [src_lengths],  # B x 1
        }

    def forward_torchscript(self, net_input):
        """What fairseq's SequenceGenerator calls with the whole ``net_input`` dict."""
        return self.forward(
            src_tokens=net_input["src_tokens"],
            src_lengths=net_input.get("src_lengths"),
            **{key: net_input.get(key) for key in UMST_INPUTS},
        )
