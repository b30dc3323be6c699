"""torch.hub entry point for msfairseq checkpoints (any of the five families).

    import torch
    model = torch.hub.load("path/to/msfairseq", "from_pretrained", "checkpoints/muse_base",
                           source="local", checkpoint_file="checkpoint_best.pt",
                           data_name_or_path="data-bin", tokenizer="moses",
                           bpe="subword_nmt", bpe_codes="bpe/codes")
    model.translate("In the beginning God created the heaven and the earth.", beam=5)

It is fairseq's hub interface (``TransformerModel.from_pretrained``) with
``user_dir`` pointing at the msfairseq package; README's "Python API" section
documents the keyword arguments, ``translate`` / ``generate`` and UMST.
"""

import os

dependencies = ["torch", "fairseq"]


def from_pretrained(checkpoint_dir, checkpoint_file="checkpoint_best.pt",
                    data_name_or_path=".", **kwargs):
    """A fairseq ``GeneratorHubInterface`` over the checkpoint's model (the family is
    whatever arch the checkpoint was trained with). ``kwargs`` go to fairseq's
    ``from_pretrained`` as overrides of the checkpoint's args: ``tokenizer``, ``bpe``,
    ``bpe_codes``, ``sentencepiece_model``, UMST's ``umst_parser``, ..."""
    import msfairseq  # registers the families and allowlists fairseq's checkpoint globals
    from fairseq.models.transformer import TransformerModel

    kwargs.setdefault("user_dir", os.path.dirname(os.path.abspath(msfairseq.__file__)))
    return TransformerModel.from_pretrained(
        checkpoint_dir, checkpoint_file=checkpoint_file,
        data_name_or_path=data_name_or_path, **kwargs)
