"""The ``doc_umst_translation`` task: document context for UMST, with its side inputs.

Li et al., *Learning Multiscale Transformer Models for Sequence Generation*
(ICML 2022) need, per source sentence, the word of every sub-word token and the
dependency head of every word; document context (Ye et al., *BP-Transformer*,
arXiv:1911.04070) joins several sentences into one source. This task is
``doc_translation`` over ``umst_translation``'s validated sentence items: the
side inputs of the joined sentences are joined with their word and head indices
shifted by the words before them
(:func:`~msfairseq.data.document_dataset.join_side_inputs`), so every
separator is a word of its own outside the parse trees, as EOS is for one
sentence, and each sentence keeps its own parse. ``fairseq-interactive``
parses each new line on the fly (``--umst-parser``) and joins the parses the
same way; a blank line separates documents, as in ``doc_translation`` (an
empty hypothesis, without the error ``umst_translation`` logs for a source
that tokenizes to nothing). Options: those of both tasks (docs/document.md,
docs/umst.md).
"""

from dataclasses import dataclass

from fairseq.tasks import register_task

from .doc_translation import DocTranslationConfig, DocTranslationTask
from .umst_translation import UMSTTranslationConfig, UMSTTranslationTask


@dataclass
class DocUMSTTranslationConfig(DocTranslationConfig, UMSTTranslationConfig):
    pass


@register_task("doc_umst_translation", dataclass=DocUMSTTranslationConfig)
class DocUMSTTranslationTask(DocTranslationTask, UMSTTranslationTask):
    """``doc_translation`` whose sentences carry UMST word and parse side inputs."""

    cfg: DocUMSTTranslationConfig

    def report_empty_source(self, sid):
        """A blank line separates documents (``doc_translation``'s new text): its empty
        hypothesis is expected, no error."""

    def inference_examples_built(self, dataset):
        """Keep the joined parses of new text, for ``inference_step`` to put back
        (``fairseq-interactive`` rebuilds ``net_input`` from ``src_tokens`` alone)."""
        for index in range(len(dataset)):
            item = dataset[index]
            # without the last EOS word, which side_item adds back
            self._parsed[tuple(item["source"].tolist())] = (item["src_word_ids"][:-1],
                                                           item["src_heads"][:-1])
