"""The ``doc_translation`` task: translation with the preceding text of the document.

Ye et al., *BP-Transformer: Modelling Long-Range Context via Binary
Partitioning* (arXiv:1911.04070) translate IWSLT 2015 TED talks (Zh-En) with
the preceding text of each talk as context; the authors' released code
(yzh119/BPT, ``graph/mt.py``, ``configs/iwslt-*.yml``) shows the setting.
This task reads standard ``fairseq-preprocess`` output plus a document index
per split (:mod:`msfairseq.data.document_index`) and builds, with
``--doc-context-tokens N``:

- ``--doc-form source_context`` (default; the common form): one example per
  sentence, the previous whole sentences of its document (at most N source
  tokens) before it in the source, the sentence's own translation as the only
  target. Every family trains and translates it as it is.
- ``--doc-form segment_pairs`` (the authors' form, the paper's): segments of at
  most N/2 source tokens, each with the previous segment of its document as
  context on *both* sides, cross-attention restricted to the aligned sentence.
  Batches carry what a decoder needs for that mask
  (:mod:`msfairseq.data.document_alignment`); every msfairseq model honours it
  (:mod:`msfairseq.modules.sentence_alignment`), fairseq's ``transformer`` as
  ``--arch doc_transformer``; a model that cannot is refused in ``build_model``.
  Its loss covers both segments' targets, as the authors' does, or with
  ``--doc-context-loss current`` the current segment's only.

Context 0 is sentence level and gives exactly what ``translation`` gives.
``fairseq-generate`` prints one hypothesis per sentence (the ``S-`` line shows
the current sentence; the model saw its context). In ``segment_pairs``, the
target-side context of a segment is the model's own translation of the
previous segment, never the reference, and each segment's output is bounded
by its own sentences (:mod:`.doc_decoding`). References shape the examples
of the training split only (in ``segment_pairs`` a joined target too long for
``--max-target-positions`` loses its context there); every other split is
planned from its sources alone, so no reference decides what the model sees
at test time. ``fairseq-interactive`` reads documents as lines with a blank
line between documents (``source_context``): a blank line gives an empty
hypothesis and starts a new document. Training records the separator, the
form and the context in the model args; a checkpoint loaded with other
options is refused unless ``--doc-allow-training-mismatch``
(:mod:`.doc_record`). docs/document.md has the commands.
"""

import functools
import logging
import os
from dataclasses import dataclass, field
from typing import Optional

import numpy as np

from fairseq import utils
from fairseq.data import indexed_dataset
from fairseq.dataclass import ChoiceEnum
from fairseq.tasks import register_task
from fairseq.tasks.translation import TranslationConfig, TranslationTask

from ..data.document_alignment import current_segment_targets
from ..data.document_dataset import DocumentDataset
from ..data.document_index import document_starts, index_path, read_document_index
from ..data.document_plan import DocumentPlan, segment_pairs_plan, source_context_plan
from .doc_decoding import max_len_of_current_sentences, show_current_sentences, translate_in_order
from .doc_record import check_record, read_record, remove_record, write_record
from .doc_record import settings as doc_settings
from .empty_sources import translate_skipping

logger = logging.getLogger(__name__)

FORMS = ("source_context", "segment_pairs")
CONTEXT_LOSSES = ("all", "current")
ALIGNMENT_HOOK = "enable_sentence_aligned_cross_attention"


@dataclass
class DocTranslationConfig(TranslationConfig):
    doc_context_tokens: int = field(
        default=0,
        metadata={"help": "document context in source tokens (separators included): "
                          "source_context: whole previous sentences of the document, cut from the "
                          "left, at most this many tokens; segment_pairs: segments of at most half "
                          "this many tokens, each with the previous one (the authors' context_len). "
                          "0: sentence level, exactly --task translation"},
    )
    doc_form: ChoiceEnum(list(FORMS)) = field(
        default="source_context",
        metadata={"help": "source_context: previous source sentences as context, the current "
                          "sentence the only target (any --arch); segment_pairs: segment + previous "
                          "segment on both sides with sentence-aligned cross-attention (the BPT "
                          "paper's form; every msfairseq arch, fairseq's transformer as --arch "
                          "doc_transformer)"},
    )
    doc_context_loss: ChoiceEnum(list(CONTEXT_LOSSES)) = field(
        default="all",
        metadata={"help": "segment_pairs: the target tokens the training and validation loss "
                          "covers: all (the previous segment's translation too, as the authors' "
                          "form: a sentence is a target about twice an epoch) or current (the "
                          "current segment's only; the previous one's is still read by the "
                          "decoder, as at test time: a sentence is a target once an epoch, as at "
                          "sentence level). source_context: its target is always the current "
                          "sentence"},
    )
    doc_separator: Optional[str] = field(
        default=None,
        metadata={"help": "dictionary symbol between the sentences of an example (default: </s> "
                          "for source_context, <s> for segment_pairs, whose target needs one that "
                          "is not EOS: fairseq's unused BOS, so the dictionaries stay as they "
                          "are); a symbol missing from the dictionaries is added to both, so pass "
                          "the same value to train, generate and interactive"},
    )
    doc_allow_training_mismatch: bool = field(
        default=False,
        metadata={"help": "translate with --doc-separator / --doc-form / --doc-context-tokens "
                          "other than those the checkpoint was trained with (recorded in its "
                          "model args; refused otherwise), e.g. to test a sentence-level model "
                          "with context; a warning names both"},
    )


def separator_symbol(cfg):
    """The separator the options resolve to (``--doc-separator`` or the form's default)."""
    if getattr(cfg, "doc_separator", None):
        return cfg.doc_separator
    return "<s>" if str(getattr(cfg, "doc_form", FORMS[0])) == "segment_pairs" else "</s>"


@register_task("doc_translation", dataclass=DocTranslationConfig)
class DocTranslationTask(TranslationTask):
    """Translation of sentences in their document context (see the module doc)."""

    cfg: DocTranslationConfig

    def __init__(self, cfg, src_dict, tgt_dict):
        super().__init__(cfg, src_dict, tgt_dict)
        if cfg.doc_context_tokens < 0:
            raise ValueError(f"--doc-context-tokens {cfg.doc_context_tokens}: give 0 (sentence "
                             f"level) or a positive number of source tokens")
        self.paired = str(cfg.doc_form) == "segment_pairs"
        symbol = separator_symbol(cfg)
        self.src_separator = src_dict.add_symbol(symbol)  # the index it has, if it has one
        self.tgt_separator = tgt_dict.add_symbol(symbol)
        if self.paired and self.tgt_separator == tgt_dict.eos():
            raise ValueError(f"--doc-form segment_pairs joins target sentences too, and beam "
                             f"search ends at EOS: --doc-separator {symbol} is EOS; drop the flag "
                             f"(default <s>) or name another symbol")
        self._history = []  # fairseq-interactive: items of the current document's earlier lines
        self._own_output = {}  # segment_pairs generation: (doc, position) -> sentence hypotheses
        self._checked_record = False  # a loaded checkpoint's training record was compared
        self.sentence_count_mismatches = 0

    @property
    def uses_context(self):
        return self.cfg.doc_context_tokens > 0

    # ------------------------------------------------------------ the loss

    def _loss_sample(self, sample):
        """The sample the criterion scores: with ``--doc-context-loss current``, a
        ``segment_pairs`` batch's previous-segment targets left out."""
        if (self.paired and str(self.cfg.doc_context_loss) == "current"
                and sample and sample.get("target") is not None and "tgt_sent_ids" in sample):
            return current_segment_targets(sample, self.tgt_dict.pad())
        return sample

    def train_step(self, sample, model, criterion, optimizer, update_num, ignore_grad=False):
        return super().train_step(self._loss_sample(sample), model, criterion, optimizer,
                                  update_num, ignore_grad=ignore_grad)

    def valid_step(self, sample, model, criterion):
        return super().valid_step(self._loss_sample(sample), model, criterion)

    # ------------------------------------------------------------ training data

    def load_dataset(self, split, epoch=1, combine=False, **kwargs):
        """Load the sentence pairs, the document index, and join the examples."""
        super().load_dataset(split, epoch=epoch, combine=combine, **kwargs)
        sentences = self.datasets[split]
        paths = utils.split_paths(self.cfg.data)
        if split != self.cfg.train_subset:
            paths = paths[:1]
        data_path = paths[(epoch - 1) % len(paths)]
        src, tgt = self.cfg.source_lang, self.cfg.target_lang
        path = index_path(data_path, split, src, tgt)
        self._warn_if_trained_otherwise(kwargs.get("task_cfg"))
        if not self.uses_context and not os.path.exists(path):
            logger.info("%s: sentence level (--doc-context-tokens 0), no document index %s",
                        split, path)
            return
        if combine and indexed_dataset.dataset_exists(
                os.path.join(data_path, f"{split}1.{src}-{tgt}.{src}"), impl=self.cfg.dataset_impl):
            raise NotImplementedError(f"doc_translation: split {split} has several parts "
                                      f"({split}1...) in {data_path}; merge them into one, with "
                                      f"one document index")
        starts = read_document_index(path, len(sentences), data_name=f"{data_path} ({split})")
        if not self.uses_context:
            logger.info("%s: sentence level (--doc-context-tokens 0); %d documents in %s",
                        split, len(starts) - 1, path)
            return
        if getattr(sentences, "buckets", None) is not None:
            raise ValueError("doc_translation does not support --num-batch-buckets with "
                             "--doc-context-tokens > 0; drop --num-batch-buckets")
        if getattr(sentences, "align_dataset", None) is not None:
            raise ValueError("doc_translation does not support --load-alignments with "
                             "--doc-context-tokens > 0")
        plan = self._plan(sentences.src_sizes, sentences.tgt_sizes, starts, split)
        self._log_plan(split, plan, len(starts) - 1)
        self.datasets[split] = DocumentDataset(
            sentences, plan, self.src_separator, self.tgt_separator,
            eos=self.src_dict.eos(), paired=self.paired)

    def _fits_targets(self, split):
        """Whether reference sizes shape the plan of ``split``: only in training, where
        they are data; every other split is planned from its sources alone."""
        return split == self.cfg.train_subset

    def _plan(self, src_sizes, tgt_sizes, starts, split=None):
        """The examples of a split (``split`` None: new text). In ``segment_pairs`` an
        example loses its context where the joined source would pass
        ``--max-source-positions``, and, in the training split only, where the joined
        target would pass ``--max-target-positions``: elsewhere a reference must not decide
        what the model sees (validation, fairseq-validate and fairseq-generate share one plan;
        fairseq's size filter judges a reference that is too long)."""
        ctx = self.cfg.doc_context_tokens
        if self.paired:
            max_target = self.cfg.max_target_positions if self._fits_targets(split) else None
            return segment_pairs_plan(src_sizes, tgt_sizes, starts, ctx,
                                      self.cfg.max_source_positions, max_target)
        return source_context_plan(src_sizes, tgt_sizes, starts, ctx, self.cfg.max_source_positions)

    def _log_plan(self, split, plan, num_docs):
        logger.info("%s: %d documents -> %d examples (%s, --doc-context-tokens %d; mean context "
                    "%.1f source tokens, mean example %.1f)", split, num_docs, len(plan),
                    self.cfg.doc_form, self.cfg.doc_context_tokens,
                    float(plan.context_sizes.mean()) if len(plan) else 0.0,
                    float(plan.src_sizes.mean()) if len(plan) else 0.0)
        cut = plan.counts.get("documents_cut", 0)
        if cut:
            logger.warning("%s: %d documents longer than one segment (%d source tokens) were cut "
                           "into %d segments; every sentence is still translated once", split, cut,
                           self.cfg.doc_context_tokens // 2,
                           plan.counts["segments_of_cut_documents"])
        short = plan.counts.get("context_cut_to_fit", 0)
        fits_targets = self.paired and self._fits_targets(split)
        if short:
            logger.warning("%s: %d examples got less context than --doc-context-tokens %d to fit "
                           "--max-source-positions %d%s", split, short,
                           self.cfg.doc_context_tokens, self.cfg.max_source_positions,
                           f" / --max-target-positions {self.cfg.max_target_positions}"
                           if fits_targets else "")
        if self.paired and not fits_targets and plan.tgt_sizes is not None:
            long = int((plan.tgt_sizes > self.cfg.max_target_positions).sum())
            if long:
                logger.warning(
                    "%s: %d examples have a joined reference (previous and current segment) "
                    "longer than --max-target-positions %d. References do not decide the context "
                    "outside training, so these keep theirs, and fairseq's size filter refuses "
                    "them (--skip-invalid-size-inputs-valid-test skips them, and fairseq-generate "
                    "then stops at the next segment of such a document, if it has one)", split, long,
                    self.cfg.max_target_positions)

    def _warn_if_trained_otherwise(self, saved):
        """fairseq-generate passes the checkpoint's task options: name what differs (for a
        checkpoint without a training record; one with a record was checked when it loaded)."""
        if saved is None or self._checked_record:
            return
        for name in ("doc_context_tokens", "doc_form"):
            was, now = getattr(saved, name, None), getattr(self.cfg, name)
            if was is not None and str(was) != str(now):
                logger.warning("the checkpoint was trained with --%s %s; translating with %s",
                               name.replace("_", "-"), was, now)

    # ------------------------------------------------------------ models

    def build_model(self, cfg, from_checkpoint=False):
        """Build the model; record (training) or check (a loaded checkpoint) the document
        options it learned with (:mod:`.doc_record`); turn the ``segment_pairs`` mask on."""
        record = read_record(cfg) if from_checkpoint else None
        if record is not None:
            check_record(record, self.document_settings(),
                         allow=self.cfg.doc_allow_training_mismatch)
            self._checked_record = True
            remove_record(cfg)
        elif (getattr(cfg, "doc_form", None) is not None
              and separator_symbol(cfg) != separator_symbol(self.cfg)):
            # no record, but args that hold the task's options (argparse archs)
            raise ValueError(
                f"the checkpoint was trained with the separator {separator_symbol(cfg)!r} "
                f"(--doc-form {cfg.doc_form}, --doc-separator {cfg.doc_separator}); this run "
                f"uses {separator_symbol(self.cfg)!r}: pass the same --doc-separator / --doc-form")
        model = super().build_model(cfg, from_checkpoint=from_checkpoint)
        if self.paired and self.uses_context:
            hook = getattr(model, ALIGNMENT_HOOK, None)
            if hook is None:
                arch = getattr(cfg, "arch", None) or type(model).__name__
                instead = "--arch doc_transformer" + ("_tiny" if arch.endswith("_tiny") else "")
                raise ValueError(
                    f"--doc-form segment_pairs restricts every decoder's cross-attention to the "
                    f"aligned sentence, which --arch {arch} does not support (the model has no "
                    f"{ALIGNMENT_HOOK}; contract: msfairseq/data/document_alignment.py). Every "
                    f"msfairseq arch does; for fairseq's transformer use {instead} (the same "
                    f"model with the mask; docs/document.md), or use --doc-form source_context")
            hook(self.tgt_separator)
        if not from_checkpoint:  # the record, saved in every checkpoint
            write_record(cfg, self.document_settings())
        return model

    def document_settings(self):
        """This run's separator (resolved), form and context, as the record keeps them."""
        return doc_settings(separator_symbol(self.cfg), self.cfg.doc_form,
                            self.cfg.doc_context_tokens)

    # ------------------------------------------------------------ translation

    def inference_step(self, generator, models, sample, prefix_tokens=None, constraints=None):
        """One hypothesis list per sentence; ``segment_pairs`` decodes in document order.

        A source that is only EOS in new text (a blank line of ``fairseq-interactive``,
        which separates documents) is not given to the model: its hypothesis is empty
        with score ``-inf``. With context, ``--max-len-a`` / ``-b`` apply to the current
        sentence (not to its context), and the ``S-`` lines show the current sentence: the
        sample's ``src_tokens`` lose their context in place (``segment_pairs``: the sample is
        rewritten to one row per sentence), so translate a sample once.
        """
        if "doc_segments" in sample:
            if prefix_tokens is not None or constraints is not None:
                raise ValueError("--doc-form segment_pairs generation sets its own prefixes (the "
                                 "translation of the previous segment): drop --prefix-size and "
                                 "--constraints")
            return translate_in_order(self, super().inference_step, generator, models, sample)
        src = sample["net_input"]["src_tokens"]  # B x S
        if not self.uses_context:
            return self._translate_sentences(generator, models, sample, prefix_tokens, constraints)
        with max_len_of_current_sentences(generator, src, self.src_separator, self.src_dict.pad()):
            hypos = self._translate_sentences(generator, models, sample, prefix_tokens, constraints)
        show_current_sentences(src, self.src_separator, self.src_dict.pad())
        return hypos

    def _translate_sentences(self, generator, models, sample, prefix_tokens, constraints):
        src = sample["net_input"]["src_tokens"]  # B x S
        empty = src.ne(self.src_dict.pad()).sum(dim=1).le(1) & (sample.get("target") is None)
        step = functools.partial(super().inference_step, generator, models)
        return translate_skipping(step, sample, empty, self.tgt_dict.eos(), prefix_tokens, constraints)

    # ------------------------------------------------------------ new text

    def build_dataset_for_inference(self, src_tokens, src_lengths, constraints=None):
        """Sentences of new text as document examples: a blank line ends a document.

        The current document's earlier lines are kept across calls (fairseq-interactive
        reads its input in buffers), as many as the context can use.
        """
        sentences = super().build_dataset_for_inference(src_tokens, src_lengths,
                                                        constraints=constraints)
        if not self.uses_context:
            return sentences
        if self.paired:
            raise NotImplementedError(
                "fairseq-interactive with --doc-form segment_pairs is not supported yet; use "
                "--doc-form source_context, or binarize the documents and run fairseq-generate")
        if constraints is not None:
            raise ValueError("doc_translation: --constraints with --doc-context-tokens > 0 is not "
                             "supported")
        history = self._history
        blank = [t.numel() <= 1 for t in src_tokens]
        doc, ids = 0, ["0"] * len(history)
        for is_blank in blank:
            if is_blank:
                doc += 1
            ids.append(str(doc))
            if is_blank:
                doc += 1
        sizes = [item["source"].numel() for item in history] + [t.numel() for t in src_tokens]
        full = self._plan(np.asarray(sizes, dtype=np.int64), None, document_starts(ids, len(ids)))
        h = len(history)
        plan = DocumentPlan(first=full.first[h:] - h, current=full.current[h:] - h,
                            end=full.end[h:] - h, doc=full.doc[h:], position=full.position[h:],
                            src_sizes=full.src_sizes[h:], tgt_sizes=None,
                            context_sizes=full.context_sizes[h:], counts=full.counts)
        dataset = DocumentDataset(sentences, plan, self.src_separator, self.tgt_separator,
                                  eos=self.src_dict.eos(), history=history)
        # what the next buffer can use: this document's lines, as many as fit the context
        items = history + [{k: v for k, v in sentences[i].items() if k != "id"}
                           for i in range(len(sentences))]
        last_blank = max([i for i, b in enumerate(blank) if b], default=None)
        if last_blank is not None:
            items = items[h + last_blank + 1:]
        kept, used = [], 0
        for item in reversed(items):
            used += item["source"].numel()
            if used > self.cfg.doc_context_tokens:
                break
            kept.append(item)
        self._history = kept[::-1]
        self.inference_examples_built(dataset)
        return dataset

    def inference_examples_built(self, dataset):
        """Hook for subclasses that keep per-example state for inference (UMST parses)."""
