"""DA-Transformer: registration and named architectures.

Wu et al., *DA-Transformer: Distance-aware Transformer*, NAACL 2021 (arXiv:2010.06925). The
model is fairseq's ``transformer`` with distance-aware self-attention (:mod:`.layer`,
:mod:`.attention`); all ``transformer`` options apply.

``da_transformer`` has the dims of fairseq's ``transformer`` (6+6 layers, d=512, 8 heads x
64) with every encoder and decoder self-attention distance-aware. The paper evaluates one
layer of 16 heads x 16 dims (GloVe inputs) on classification and re-scales attention *instead
of* sinusoidal position embeddings (Sec. 2.2). This encoder-decoder keeps fairseq's sinusoidal
positions by default, because ``|i - j|`` has no direction: without them the encoder maps a
reversed source to its reversed states and standard cross-attention, blind to key order,
cannot tell the two apart. ``--no-token-positional-embeddings`` (fairseq's flag) builds the
paper's position-free model.
"""

from fairseq.models import register_model, register_model_architecture
from fairseq.models.transformer.transformer_legacy import base_architecture, tiny_architecture

from ...modules.family_config import fill_defaults, register_config
from ...modules.family_model import FamilyModel
from .config import DAConfig
from .decoder import DADecoder
from .encoder import DAEncoder


@register_model("da_transformer")
class DATransformerModel(FamilyModel):
    """fairseq ``transformer`` whose self-attention re-scales scores by a learned
    sigmoid of real token distance, per head."""

    options, encoder_class, decoder_class = DAConfig, DAEncoder, DADecoder


@register_model_architecture("da_transformer", "da_transformer")
def da_transformer(args):
    fill_defaults(args, DAConfig)
    base_architecture(args)


@register_model_architecture("da_transformer", "da_transformer_tiny")
def da_transformer_tiny(args):
    fill_defaults(args, DAConfig)
    tiny_architecture(args)


# fairseq-hydra-train: one key per flag (msfairseq.modules.family_config)
DATransformerHydraConfig = register_config("da_transformer")
