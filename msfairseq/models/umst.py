"""UMST: Universal MultiScale Transformer (registration and named architectures).

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*,
ICML 2022. The encoder layers live in ``msfairseq/modules/umst_*.py``; the
decoder is fairseq's Transformer decoder. Runs only under
``--task umst_translation``, whose collater provides the word ids and
dependency heads of every source sentence.
"""

from fairseq.models import register_model, register_model_architecture
from fairseq.models.transformer import TransformerModel, base_architecture
from fairseq.tasks import TASK_REGISTRY

from ..modules.autocast import AutocastMixin
from ..modules.umst_gcn import GRAPH_OPS
from ..modules.umst_layer import UMSTEncoder

UMST_TASK = "umst_translation"


def _check_task(task):
    """Raise unless ``task`` provides UMST's side inputs."""
    umst_task = TASK_REGISTRY.get(UMST_TASK)
    if umst_task is not None and isinstance(task, umst_task):
        return
    raise ValueError(
        f"UMST architectures need word boundaries and dependency heads for every source "
        f"sentence, which only --task {UMST_TASK} provides (got task "
        f"'{type(task).__name__}'). Run with --task {UMST_TASK} and its side files "
        f"(see scripts for UMST features), or pick a non-UMST --arch.")


def _check_flags(args):
    if args.umst_graph_op not in GRAPH_OPS:
        raise ValueError(f"--umst-graph-op must be one of {GRAPH_OPS}, got {args.umst_graph_op!r}")
    if args.umst_max_relative_position < 0:
        raise ValueError(
            f"--umst-max-relative-position must be >= 0 (0 = off), got {args.umst_max_relative_position}")
    if args.umst_no_rectified_attention and not args.umst_no_inter_group:
        raise ValueError(
            "--umst-no-rectified-attention leaves the word-level (P-GCN) features unused; "
            "add --umst-no-inter-group")
    if getattr(args, "checkpoint_activations", False) or getattr(args, "offload_activations", False):
        raise ValueError("UMST encoder layers do not support --checkpoint-activations / "
                         "--offload-activations; drop the flag")
    if args.umst_graph_op == "avg" and args.umst_no_intra_group and args.umst_no_inter_group:
        raise ValueError(
            "--umst-graph-op avg has no effect with --umst-no-intra-group and "
            "--umst-no-inter-group; drop one of them")


@register_model("umst")
class UMSTModel(AutocastMixin, TransformerModel):
    """Transformer with UMST encoder layers (sub-word / word / phrase scales)."""

    @classmethod
    def add_args(cls, parser):
        super().add_args(parser)
        parser.add_argument("--umst-no-class-embedding", action="store_true",
                            help="ablation: do not add the class embedding (single-piece word "
                                 "vs piece of a multi-piece word) in each encoder layer")
        parser.add_argument("--umst-no-intra-group", action="store_true",
                            help="ablation: no W-GCN among the sub-words of a word")
        parser.add_argument("--umst-no-inter-group", action="store_true",
                            help="ablation: no P-GCN over the dependency graph of the words")
        parser.add_argument("--umst-no-rectified-attention", action="store_true",
                            help="ablation: plain sub-word self-attention, no word-level "
                                 "attention averaged in (needs --umst-no-inter-group)")
        parser.add_argument("--umst-graph-op", choices=GRAPH_OPS,
                            help="gcn: learned GCNs (paper); avg: ablation 'GCN -> average "
                                 "pooling', neighbourhood means without weights")
        parser.add_argument("--umst-max-relative-position", type=int, metavar="K",
                            help="Shaw et al. relative position keys in the encoder "
                                 "self-attention, distances clipped to +-K; 0 = off")

    @classmethod
    def build_model(cls, args, task):
        _check_task(task)
        umst_base_architecture(args)
        _check_flags(args)
        return super().build_model(args, task)

    @classmethod
    def build_encoder(cls, cfg, src_dict, embed_tokens):
        return UMSTEncoder(cfg, src_dict, embed_tokens)

    def forward(self, src_tokens, src_lengths, prev_output_tokens, src_word_ids=None,
                src_heads=None, src_word_lengths=None, return_all_hiddens: bool = True,
                features_only: bool = False, alignment_layer=None, alignment_heads=None):
        """src_tokens: B x T; prev_output_tokens: B x T'; UMST inputs as in the collater."""
        encoder_out = self.encoder(
            src_tokens, src_lengths=src_lengths, src_word_ids=src_word_ids,
            src_heads=src_heads, src_word_lengths=src_word_lengths,
            return_all_hiddens=return_all_hiddens)
        return self.decoder(
            prev_output_tokens, encoder_out=encoder_out, features_only=features_only,
            alignment_layer=alignment_layer, alignment_heads=alignment_heads,
            src_lengths=src_lengths, return_all_hiddens=return_all_hiddens)


@register_model_architecture("umst", "umst_base")
def umst_base_architecture(args):
    args.umst_no_class_embedding = getattr(args, "umst_no_class_embedding", False)
    args.umst_no_intra_group = getattr(args, "umst_no_intra_group", False)
    args.umst_no_inter_group = getattr(args, "umst_no_inter_group", False)
    args.umst_no_rectified_attention = getattr(args, "umst_no_rectified_attention", False)
    args.umst_graph_op = getattr(args, "umst_graph_op", None) or "gcn"
    args.umst_max_relative_position = getattr(args, "umst_max_relative_position", None) or 0
    args.encoder_normalize_before = getattr(args, "encoder_normalize_before", True)
    args.decoder_normalize_before = getattr(args, "decoder_normalize_before", True)
    base_architecture(args)


@register_model_architecture("umst", "umst_big")
def umst_big(args):
    args.encoder_embed_dim = getattr(args, "encoder_embed_dim", 1024)
    args.encoder_ffn_embed_dim = getattr(args, "encoder_ffn_embed_dim", 4096)
    args.encoder_attention_heads = getattr(args, "encoder_attention_heads", 16)
    args.decoder_embed_dim = getattr(args, "decoder_embed_dim", 1024)
    args.decoder_ffn_embed_dim = getattr(args, "decoder_ffn_embed_dim", 4096)
    args.decoder_attention_heads = getattr(args, "decoder_attention_heads", 16)
    args.dropout = getattr(args, "dropout", 0.3)
    umst_base_architecture(args)


@register_model_architecture("umst", "umst_tiny")
def umst_tiny(args):
    args.encoder_embed_dim = getattr(args, "encoder_embed_dim", 64)
    args.encoder_ffn_embed_dim = getattr(args, "encoder_ffn_embed_dim", 128)
    args.encoder_layers = getattr(args, "encoder_layers", 2)
    args.encoder_attention_heads = getattr(args, "encoder_attention_heads", 4)
    args.decoder_layers = getattr(args, "decoder_layers", 2)
    args.decoder_attention_heads = getattr(args, "decoder_attention_heads", 4)
    umst_base_architecture(args)


def _rpr(arch, default_k=16):
    def with_relative_positions(args):
        if getattr(args, "umst_max_relative_position", None) is None:
            args.umst_max_relative_position = default_k
        arch(args)
    return with_relative_positions


register_model_architecture("umst", "umst_base_rpr")(_rpr(umst_base_architecture))
register_model_architecture("umst", "umst_big_rpr")(_rpr(umst_big))
register_model_architecture("umst", "umst_tiny_rpr")(_rpr(umst_tiny, default_k=4))
