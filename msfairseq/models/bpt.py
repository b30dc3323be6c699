"""BP-Transformer for translation: registration and named architectures.

Paper: Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary
Partitioning*, 2019. Tokens attend to ``O(k log(n / k))`` span nodes of a binary
partition of the sentence (encoder and causal decoder self-attention); the
encoder-decoder attention stays dense. See ``msfairseq/modules/bpt_*.py``.
"""

import logging

from fairseq.models import register_model, register_model_architecture
from fairseq.models.transformer import TransformerConfig, TransformerModel, base_architecture

from ..modules.autocast import AutocastMixin

logger = logging.getLogger(__name__)


@register_model("bpt")
class BPTModel(AutocastMixin, TransformerModel):
    """fairseq Transformer whose self-attentions run over the BPT graph."""

    @classmethod
    def add_args(cls, parser):
        super().add_args(parser)
        parser.add_argument("--bpt-k", type=int, metavar="K",
                            help="BPT contextual nodes per level on each side of a token (paper: k)")
        parser.add_argument("--bpt-rel-clip", type=int, metavar="L",
                            help="tree levels above L share relative-position embeddings (clip of the level)")
        parser.add_argument("--bpt-no-rel-pos", action="store_true",
                            help="disable the learned tree relative-position term in BPT attention")

    @classmethod
    def build_model(cls, args, task):
        bpt_base_architecture(args)
        if args.bpt_k < 1:
            raise ValueError(f"--bpt-k must be >= 1, got {args.bpt_k}")
        if args.bpt_rel_clip < 0:
            raise ValueError(f"--bpt-rel-clip must be >= 0, got {args.bpt_rel_clip}")
        if getattr(args, "checkpoint_activations", False):
            raise ValueError("--checkpoint-activations is not supported by the bpt encoder/decoder layers; drop the flag")
        if getattr(args, "attention_dropout", 0.0) > 0:
            logger.info("bpt: --attention-dropout applies to encoder-decoder attention only, "
                        "not to the sparse graph self-attention")
        return super().build_model(args, task)

    @classmethod
    def build_encoder(cls, args, src_dict, embed_tokens):
        from ..modules.bpt_transformer import BPTEncoder

        return BPTEncoder(TransformerConfig.from_namespace(args), src_dict, embed_tokens)

    @classmethod
    def build_decoder(cls, args, tgt_dict, embed_tokens):
        from ..modules.bpt_transformer import BPTDecoder

        cfg = TransformerConfig.from_namespace(args)
        return BPTDecoder(cfg, tgt_dict, embed_tokens, no_encoder_attn=cfg.no_cross_attention)


@register_model_architecture("bpt", "bpt_mt")
def bpt_base_architecture(args):
    """BPT for MT (paper's WMT setting): 6+6 layers, d=512, 8 heads, ffn 2048, k=4, level clip 2."""
    args.bpt_k = 4 if getattr(args, "bpt_k", None) is None else args.bpt_k
    args.bpt_rel_clip = 2 if getattr(args, "bpt_rel_clip", None) is None else args.bpt_rel_clip
    args.bpt_no_rel_pos = getattr(args, "bpt_no_rel_pos", False)
    base_architecture(args)


@register_model_architecture("bpt", "bpt_mt_tiny")
def bpt_mt_tiny(args):
    """Tiny BPT for tests: 2+2 layers, d=64, 4 heads, ffn 128, k=2."""
    args.encoder_embed_dim = getattr(args, "encoder_embed_dim", 64)
    args.encoder_ffn_embed_dim = getattr(args, "encoder_ffn_embed_dim", 128)
    args.encoder_layers = getattr(args, "encoder_layers", 2)
    args.encoder_attention_heads = getattr(args, "encoder_attention_heads", 4)
    args.decoder_embed_dim = getattr(args, "decoder_embed_dim", 64)
    args.decoder_ffn_embed_dim = getattr(args, "decoder_ffn_embed_dim", 128)
    args.decoder_layers = getattr(args, "decoder_layers", 2)
    args.decoder_attention_heads = getattr(args, "decoder_attention_heads", 4)
    args.bpt_k = 2 if getattr(args, "bpt_k", None) is None else args.bpt_k
    bpt_base_architecture(args)
