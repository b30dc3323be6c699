"""doc_transformer: fairseq's ``transformer`` with sentence-aligned cross-attention.

Ye et al., *BP-Transformer* (arXiv:1911.04070): the Transformer baseline of the paper's
document-level translation, for ``--doc-form segment_pairs``. fairseq's ``TransformerModel``,
its encoder and decoder, plus :mod:`msfairseq.modules.sentence_alignment` and nothing else:
the same parameters (same seed, same values), and until ``doc_translation`` calls the hook,
the same outputs as ``--arch transformer`` / ``transformer_tiny``.
"""

from fairseq.models import register_model, register_model_architecture
from fairseq.models.transformer import TransformerEncoderBase
from fairseq.models.transformer.transformer_legacy import base_architecture, tiny_architecture

from ...modules.family_config import register_config
from ...modules.family_model import FamilyModel
from ...modules.sentence_alignment import SentenceAlignedEncoder, SentenceAlignedTransformerDecoder


class DocTransformerEncoder(SentenceAlignedEncoder, TransformerEncoderBase):
    """The encoder fairseq's ``transformer`` builds, taking and returning ``src_sent_ids``."""


@register_model("doc_transformer")
class DocTransformerModel(FamilyModel):
    """fairseq's Transformer whose cross-attention can be restricted to the aligned sentence."""

    encoder_class, decoder_class = DocTransformerEncoder, SentenceAlignedTransformerDecoder


@register_model_architecture("doc_transformer", "doc_transformer")
def doc_transformer(args):
    """fairseq's ``transformer`` defaults."""
    base_architecture(args)


@register_model_architecture("doc_transformer", "doc_transformer_tiny")
def doc_transformer_tiny(args):
    """fairseq's ``transformer_tiny`` defaults (2+2 layers, d 64), for tests."""
    tiny_architecture(args)


# fairseq-hydra-train: one key per flag (msfairseq.modules.family_config)
DocTransformerHydraConfig = register_config("doc_transformer")
