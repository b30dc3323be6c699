"""BP-Transformer for translation: registration and named architectures.

Paper: Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary
Partitioning*, 2019. Tokens attend to ``O(k log(n / k))`` span nodes of a binary
partition of the sentence (encoder and causal decoder self-attention); the
encoder-decoder attention stays dense. See ``msfairseq/models/bpt/``.

Defaults follow the paper and, where it is silent (its text ends before the MT
section), the authors' MT configs (github.com/yzh119/BPT ``configs/wmt-4.yml``):
tree relative positions and *no* absolute position embeddings (``rel_pos: True``;
``modules/model.py`` adds its positional encoding only without them), attention
dropout 0.1 on the graph and the encoder-decoder attention (``dropouta``), dropout 0.1
after the FFN's ReLU (``dropouth``, ``modules/attention.py`` ``PositionwiseFeedForward``).
The embedding and output path stays fairseq's, as for ``transformer``;
``--bpt-released-embeddings`` gives the released one.
"""

import torch
from torch import nn

from fairseq.models import register_model, register_model_architecture
from fairseq.models.transformer import base_architecture
from fairseq.modules import LayerNorm

from ...modules.family_config import fill_defaults, has_option, register_config, saved_version, takes_hydra_config
from ...modules.family_model import FamilyModel, preset_dims
from .config import BPTConfig
from .decoder import BPTDecoder
from .encoder import BPTEncoder
from .init import init_like_released


@register_model("bpt")
class BPTModel(FamilyModel):
    """fairseq Transformer whose self-attentions run over the BPT graph."""

    options, encoder_class, decoder_class = BPTConfig, BPTEncoder, BPTDecoder

    @classmethod
    @takes_hydra_config
    def build_model(cls, args, task):
        bpt_base_architecture(args)
        if args.bpt_k < 1:
            raise ValueError(f"--bpt-k must be >= 1, got {args.bpt_k}")
        if args.bpt_rel_clip < 0:
            raise ValueError(f"--bpt-rel-clip must be >= 0, got {args.bpt_rel_clip}")
        if getattr(args, "checkpoint_activations", False):
            raise ValueError("--checkpoint-activations is not supported by the bpt encoder/decoder layers; drop the flag")
        if not 0.0 <= args.attention_dropout < 1.0:
            raise ValueError(f"--attention-dropout must be in [0, 1), got {args.attention_dropout}")
        if args.bpt_abs_pos and args.bpt_no_rel_pos:
            raise ValueError("--bpt-abs-pos adds absolute positions on top of the tree relative ones; with "
                             "--bpt-no-rel-pos they are added anyway: drop --bpt-abs-pos")
        if args.bpt_abs_pos and args.no_token_positional_embeddings:
            raise ValueError("--bpt-abs-pos asks for absolute position embeddings, "
                             "--no-token-positional-embeddings removes them: drop one of the two")
        if not args.bpt_no_rel_pos and not args.bpt_abs_pos:
            args.no_token_positional_embeddings = True  # the paper's model: tree relative positions only
        if args.bpt_released_embeddings:
            _check_released_embeddings(args)
            args.no_scale_embedding = True
        model = super().build_model(args, task)
        if args.bpt_released_embeddings:
            norm = LayerNorm(args.encoder_embed_dim)  # one module: encoder and decoder share it
            model.encoder.released_embed_norm = norm
            model.decoder.released_embed_norm = norm
            vocab = model.decoder.output_projection.out_features
            model.decoder.output_bias = nn.Parameter(torch.zeros(vocab))
        if args.bpt_init == "released":
            init_like_released(model, args.bpt_released_embeddings)
        return model

    def upgrade_state_dict_named(self, state_dict, name):
        """A checkpoint saved before decoder span rows got the encoder-attention LayerNorm
        (``bpt_version`` < 3) keeps decoding without it, as it was trained."""
        super().upgrade_state_dict_named(state_dict, name)  # the encoder dates the checkpoint
        prefix = f"{name}." if name else ""
        version = int(state_dict[f"{prefix}encoder.bpt_version"].item())
        for layer in self.decoder.layers:
            layer.span_cross_norm = version >= 3



def _check_released_embeddings(args):
    if args.encoder_embed_dim != args.decoder_embed_dim:
        raise ValueError("--bpt-released-embeddings shares one embedding LayerNorm between encoder and "
                         f"decoder: --encoder-embed-dim ({args.encoder_embed_dim}) and --decoder-embed-dim "
                         f"({args.decoder_embed_dim}) must be equal")
    if getattr(args, "layernorm_embedding", False):
        raise ValueError("--bpt-released-embeddings has its own embedding LayerNorm (after dropout): "
                         "drop --layernorm-embedding")
    if getattr(args, "adaptive_softmax_cutoff", None):
        raise ValueError("--bpt-released-embeddings adds a bias to the output projection: drop "
                         "--adaptive-softmax-cutoff")


def upgrade_saved_args(args):
    """Give args that an older msfairseq saved the options that rebuild its model (fairseq runs
    the arch on a checkpoint's args when it loads it; the weights: :meth:`BPTModel.upgrade_state_dict_named`).

    Since 0.2.0 the args record ``msfairseq_version`` and every option: nothing to do. Args
    without a version come from before 0.2.0; those that hold the options 0.1.0's arch filled
    (``bpt_k``) but not ``bpt_abs_pos`` are 0.1.0's, whose model added fairseq's absolute position
    embeddings to the tree relative ones: ``--bpt-abs-pos`` now.
    """
    if saved_version(args) is not None:
        return
    if has_option(args, "bpt_k") and not has_option(args, "bpt_abs_pos") and not getattr(args, "bpt_no_rel_pos", False):
        args.bpt_abs_pos = True


@register_model_architecture("bpt", "bpt_mt")
def bpt_base_architecture(args):
    """BPT for MT (the authors' WMT config): the options of :class:`.config.BPTConfig` (``k``,
    the level clip, tree relative positions without absolute ones), attention dropout 0.1 and
    dropout 0.1 after the FFN's ReLU, then fairseq's transformer (6+6 layers, d=512, 8 heads,
    ffn 2048)."""
    upgrade_saved_args(args)
    fill_defaults(args, BPTConfig)
    args.attention_dropout = getattr(args, "attention_dropout", 0.1)
    args.activation_dropout = getattr(args, "activation_dropout", 0.1)
    base_architecture(args)


@register_model_architecture("bpt", "bpt_mt_tiny")
def bpt_mt_tiny(args):
    """Tiny BPT for tests: 2+2 layers, d=64, 4 heads, ffn 128, k=2."""
    preset_dims(args, layers=2, dim=64, ffn=128, heads=4)
    args.bpt_k = 2 if getattr(args, "bpt_k", None) is None else args.bpt_k
    bpt_base_architecture(args)


# fairseq-hydra-train: one key per flag (msfairseq.modules.family_config)
BPTHydraConfig = register_config("bpt")
