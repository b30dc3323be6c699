"""UMST: Universal MultiScale Transformer (registration and named architectures).

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*,
ICML 2022. The encoder layers live in ``msfairseq/models/umst/``; the
decoder is fairseq's Transformer decoder. Runs only under
``--task umst_translation``, whose collater provides the word ids and
dependency heads of every source sentence.
"""

from fairseq.models import register_model, register_model_architecture
from fairseq.models.transformer import base_architecture
from fairseq.tasks import TASK_REGISTRY

from ...modules.family_config import fill_defaults, has_option, register_config, saved_version, takes_hydra_config
from ...modules.family_model import FamilyModel, preset_dims
from .attention import WORD_RELATIVE_KEYS
from .config import UMSTConfig, training_record_fields
from .decoder import UMSTDecoder
from .encoder import UMSTEncoder
from .gcn import GCN_WIRINGS, GRAPH_OPS
from .layer import SHARE_GCN_WEIGHTS
from .upsample import WORD_ATTENTION_WEIGHTS

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
    for flag, value, choices in (
            ("--umst-graph-op", args.umst_graph_op, GRAPH_OPS),
            ("--umst-gcn-wiring", args.umst_gcn_wiring, GCN_WIRINGS),
            ("--umst-word-attention-weights", args.umst_word_attention_weights, WORD_ATTENTION_WEIGHTS),
            ("--umst-word-relative-keys", args.umst_word_relative_keys, WORD_RELATIVE_KEYS),
            ("--umst-share-gcn-weights", args.umst_share_gcn_weights, SHARE_GCN_WEIGHTS)):
        if value not in choices:
            raise ValueError(f"{flag} must be one of {choices}, got {value!r}")
    if not 0 <= args.umst_gcn_dropout < 1:
        raise ValueError(f"--umst-gcn-dropout must be in [0, 1), got {args.umst_gcn_dropout}")
    if args.umst_no_rectified_attention:
        for flag, bad in (("--umst-shared-word-qk", args.umst_shared_word_qk),
                          ("--umst-word-attention-weights",
                           args.umst_word_attention_weights != "binary")):
            if bad:
                raise ValueError(f"{flag} configures the word-level attention, which "
                                 f"--umst-no-rectified-attention removes; drop one of them")
    if args.umst_word_relative_keys == "own" and args.umst_max_relative_position == 0:
        raise ValueError("--umst-word-relative-keys own needs relative positions: set "
                         "--umst-max-relative-position K > 0 (or use an *_rpr arch)")
    if args.umst_class_embedding_every_layer and args.umst_no_class_embedding:
        raise ValueError("--umst-class-embedding-every-layer and --umst-no-class-embedding "
                         "contradict each other; drop one of them")
    share = args.umst_share_gcn_weights
    if share != "none":
        if args.umst_graph_op != "gcn":
            raise ValueError(f"--umst-share-gcn-weights {share} shares GCN weights, which "
                             f"--umst-graph-op {args.umst_graph_op} does not have; use "
                             f"--umst-graph-op gcn or --umst-share-gcn-weights none")
        both = not args.umst_no_intra_group and not args.umst_no_inter_group
        if share == "within-block" and not both:
            raise ValueError("--umst-share-gcn-weights within-block ties the W-GCN and P-GCN of "
                             "each block; it needs both (drop --umst-no-intra-group / "
                             "--umst-no-inter-group)")
        if args.umst_no_intra_group and args.umst_no_inter_group:
            raise ValueError("--umst-share-gcn-weights has no GCN to share with "
                             "--umst-no-intra-group and --umst-no-inter-group; drop it")
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
class UMSTModel(FamilyModel):
    """Transformer with UMST encoder layers (sub-word / word / phrase scales); its decoder is
    fairseq's, able to restrict its cross-attention by sentence (``--doc-form segment_pairs``),
    with a lean beam-search step (:mod:`.decoder`)."""

    options, encoder_class, decoder_class = UMSTConfig, UMSTEncoder, UMSTDecoder

    @classmethod
    @takes_hydra_config
    def build_model(cls, args, task):
        _check_task(task)
        umst_base_architecture(args)
        _check_flags(args)
        model = super().build_model(args, task)
        # The decoder is fairseq's. Its self-attention would take F.multi_head_attention_forward
        # in a teacher-forced pass, which reads the projections' weights directly: quant noise's
        # hooks never run and int8 (quantize_dynamic) projections fail. Its general path (the
        # same math) calls the projections.
        for layer in model.decoder.layers:
            layer.self_attn.skip_embed_dim_check = True
        return model

    def forward(self, src_tokens, src_lengths, prev_output_tokens, src_word_ids=None,
                src_heads=None, src_word_lengths=None, return_all_hiddens: bool = True,
                features_only: bool = False, alignment_layer=None, alignment_heads=None,
                src_sent_ids=None):
        """src_tokens: B x T; prev_output_tokens: B x T'; UMST inputs as in the collater;
        ``src_sent_ids`` (B x T) from ``--doc-form segment_pairs`` batches."""
        encoder_out = self.encoder(
            src_tokens, src_lengths=src_lengths, src_word_ids=src_word_ids,
            src_heads=src_heads, src_word_lengths=src_word_lengths,
            return_all_hiddens=return_all_hiddens, src_sent_ids=src_sent_ids)
        return self.decoder(
            prev_output_tokens, encoder_out=encoder_out, features_only=features_only,
            alignment_layer=alignment_layer, alignment_heads=alignment_heads,
            src_lengths=src_lengths, return_all_hiddens=return_all_hiddens)


# every UMST option that the first release (0.1.0, before the paper's defaults) wrote into its
# checkpoints
_FIRST_RELEASE_KEYS = ("umst_no_class_embedding", "umst_no_intra_group", "umst_no_inter_group",
                       "umst_no_rectified_attention", "umst_graph_op", "umst_max_relative_position")


def _default(args, key, value):
    if getattr(args, key, None) is None:
        setattr(args, key, value)


def upgrade_saved_args(args):
    """Give args that an older msfairseq saved the options that rebuild its model (fairseq runs
    the arch on a checkpoint's args when it loads it).

    Since 0.2.0 the args record ``msfairseq_version`` and every option: nothing to do. Args
    without a version come from before 0.2.0: the first release's hold its six options and not
    ``umst_gcn_wiring`` (added with the paper's defaults), and get that release's values for
    the options it did not have.
    """
    if saved_version(args) is not None:
        return
    if all(has_option(args, k) for k in _FIRST_RELEASE_KEYS) and not has_option(args, "umst_gcn_wiring"):
        _default(args, "umst_shared_word_qk", True)
        _default(args, "umst_class_embedding_every_layer", True)
        _default(args, "umst_gcn_wiring", "attention-input")
        _default(args, "umst_gcn_dropout", getattr(args, "dropout", None))
        _default(args, "umst_word_attention_weights", "row-normalized")
        _default(args, "umst_word_relative_keys", "none")


@register_model_architecture("umst", "umst_base")
def umst_base_architecture(args):
    """UMST's defaults (:class:`.config.UMSTConfig`), pre-norm and the paper's dropouts, then
    fairseq's transformer (6+6 layers, d=512, 8 heads)."""
    upgrade_saved_args(args)
    fill_defaults(args, UMSTConfig)
    args.encoder_normalize_before = getattr(args, "encoder_normalize_before", True)
    args.decoder_normalize_before = getattr(args, "decoder_normalize_before", True)
    # §A.2 "the values of dropout are set to 0.1"; the authors' recipe
    # (phrase_transformer_t2t_wmt_en_de) sets attention and ReLU dropout to 0.1 as well
    args.attention_dropout = getattr(args, "attention_dropout", 0.1)
    args.activation_dropout = getattr(args, "activation_dropout", 0.1)
    base_architecture(args)


@register_model_architecture("umst", "umst_big")
def umst_big(args):
    preset_dims(args, dim=1024, ffn=4096, heads=16)
    args.dropout = getattr(args, "dropout", 0.3)
    umst_base_architecture(args)


@register_model_architecture("umst", "umst_tiny")
def umst_tiny(args):
    preset_dims(args, dim=64, ffn=128, sides=("encoder",))  # the decoder's follow the encoder's
    preset_dims(args, layers=2, heads=4)
    umst_base_architecture(args)


def _rpr(arch, default_k=8):
    """Relative keys with K = 8, the authors' ``relative_phrase_transformer_t2t_wmt_en_de``."""
    def with_relative_positions(args):
        if getattr(args, "umst_max_relative_position", None) is None:
            args.umst_max_relative_position = default_k
        arch(args)
    return with_relative_positions


register_model_architecture("umst", "umst_base_rpr")(_rpr(umst_base_architecture))
register_model_architecture("umst", "umst_big_rpr")(_rpr(umst_big))
register_model_architecture("umst", "umst_tiny_rpr")(_rpr(umst_tiny, default_k=4))


# fairseq-hydra-train: one key per flag (msfairseq.modules.family_config), and the
# record --task umst_translation writes into the model args
UMSTHydraConfig = register_config("umst", extra=training_record_fields())
