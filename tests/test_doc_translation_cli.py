"""``--task doc_translation`` through the stock fairseq commands, on Bible chapters.

Context 0 trains and translates exactly as ``--task translation`` (every update's loss, the
validation loss, every output line); every family trains and translates at context 64
(``doc_umst_translation`` for UMST) with one hypothesis per test verse, in order, the
``S-`` line the verse itself, and ``fairseq-interactive`` on documents separated by blank
lines; a document after a blank line is translated as if it came first; a checkpoint
translated with other document options than it recorded is refused unless
``--doc-allow-training-mismatch``; ``--doc-form
segment_pairs`` trains and translates ``bpt_mt_tiny`` and ``doc_transformer_tiny`` with one
hypothesis per verse, and refuses fairseq's ``transformer`` naming ``doc_transformer``; the recipe
examples/bible_en_es/doc_level.sh runs prepare -> train -> translate -> score; a wrong document
index stops ``fairseq-train`` with its file and line.
"""

import json
import os
import re
import shutil

import pytest

import cli

pytestmark = pytest.mark.slow

CONTEXT = ["--doc-context-tokens", "64"]
FAMILY_CASES = [(family, arch) for family, (arch, _, _) in sorted(cli.FAMILIES.items())]


def _task(arch):
    return "doc_umst_translation" if arch.startswith("umst") else "doc_translation"


def _bpe_lines(work, split="test"):
    with open(os.path.join(work, "bpe", f"{split}.en"), encoding="utf-8") as f:
        return [line.strip() for line in f]


def _as_shown(work, lines):
    """What an ``S-`` line of ``--remove-bpe`` shows for each segmented source line."""
    from fairseq.data import Dictionary

    d = Dictionary.load(os.path.join(work, "data-bin", "dict.en.txt"))
    return [d.string(d.encode_line(line, add_if_not_exist=False), "subword_nmt")
            for line in lines]


def _tagged(output, tag):
    """``{id: text}`` of the ``tag``-lines (S, T, H: the text after the score)."""
    rows = {}
    for line in output.splitlines():
        m = re.match(rf"{tag}-(\d+)\t(.*)$", line)
        if m:
            fields = m.group(2).split("\t")
            rows[int(m.group(1))] = fields[-1] if len(fields) > 1 or tag != "H" else ""
    return rows


def test_context_zero_trains_and_translates_as_translation(bible_docs, tmp_path):
    data = os.path.join(bible_docs, "data-bin")
    logs, outputs = {}, {}
    for name, task, extra in (("sent", "translation", []),
                              ("doc", "doc_translation", ["--doc-context-tokens", "0"])):
        save = str(tmp_path / name)
        logs[name] = cli.train(data, save, "transformer_tiny", [*cli.LOG_EVERY_UPDATE, *extra],
                               task=task, max_update=12)
        outputs[name] = cli.generate(data, os.path.join(save, "checkpoint_last.pt"), extra,
                                     task=task)
    losses = {k: cli.update_losses(v) for k, v in logs.items()}
    assert len(losses["sent"]) == 12 and losses["doc"] == losses["sent"]
    assert cli.valid_losses(logs["doc"]) == cli.valid_losses(logs["sent"])
    lines = {k: [x for x in v.splitlines() if re.match(r"[STHDP]-\d+\t", x)]
             for k, v in outputs.items()}
    assert len(lines["sent"]) == 5 * 60 and lines["doc"] == lines["sent"]


@pytest.mark.slow
@pytest.mark.parametrize("family, arch", FAMILY_CASES, ids=[f for f, _ in FAMILY_CASES])
def test_every_family_trains_and_translates_with_context(family, arch, request, tmp_path):
    work = request.getfixturevalue("bible_docs_umst" if family == "umst" else "bible_docs")
    data = os.path.join(work, "data-bin")
    save = str(tmp_path / "ckpt")
    log = cli.train(data, save, arch, CONTEXT, task=_task(arch), max_update=12)
    assert re.search(r"train: \d+ documents -> 400 examples \(source_context, "
                     r"--doc-context-tokens 64", log), log[-3000:]
    out = cli.generate(data, os.path.join(save, "checkpoint_last.pt"), CONTEXT, task=_task(arch))
    sources = _bpe_lines(work)
    hyps = cli.hypotheses(out, len(sources))  # one per verse, in order, or it fails
    assert len(hyps) == len(sources) == 60
    shown = _tagged(out, "S")
    assert [shown[i] for i in range(len(sources))] == _as_shown(work, sources)
    # documents as lines, a blank line between them
    parser = ["--umst-parser", "spacy"] if family == "umst" else []
    lines = sources[:2] + [""] + sources[2:3]
    typed = cli.interactive(data, os.path.join(save, "checkpoint_last.pt"), lines,
                            CONTEXT + parser, task=_task(arch))
    hyps = _tagged(typed, "H")
    assert sorted(hyps) == [0, 1, 2, 3] and hyps[2] == ""


@pytest.fixture(scope="module")
def context_checkpoint(bible_docs, tmp_path_factory):
    save = str(tmp_path_factory.mktemp("doc_ckpt"))
    cli.train(os.path.join(bible_docs, "data-bin"), save, "transformer_tiny", CONTEXT,
              task="doc_translation", max_update=12)
    return os.path.join(save, "checkpoint_last.pt")


def test_interactive_reads_documents_separated_by_blank_lines(bible_docs, context_checkpoint):
    data = os.path.join(bible_docs, "data-bin")
    verses = _bpe_lines(bible_docs)[:6]
    lines = verses[:3] + [""] + verses[3:5]
    out = cli.interactive(data, context_checkpoint, lines, CONTEXT, task="doc_translation")
    hyps = _tagged(out, "H")
    assert sorted(hyps) == list(range(len(lines)))  # one per line, the blank one too
    assert hyps[3] == ""
    # the lines after the blank one are a document of their own: translated as if they
    # came first (the same batch, so the same numbers)
    fresh = _tagged(cli.interactive(data, context_checkpoint, verses[3:5], CONTEXT,
                                    task="doc_translation"), "H")
    assert [fresh[0], fresh[1]] == [hyps[4], hyps[5]]
    # the S- line is the verse, not its context
    assert _tagged(out, "S")[1] == _as_shown(bible_docs, [verses[1]])[0]


def test_generate_refuses_other_document_options_unless_allowed(bible_docs, context_checkpoint):
    """The checkpoint records --doc-context-tokens 64: fairseq-generate at context 0 stops,
    naming both values and the override, which runs it (the context model sentence by
    sentence) with a warning."""
    data = os.path.join(bible_docs, "data-bin")
    sentence_level = ["--doc-context-tokens", "0"]
    with pytest.raises(AssertionError) as err:
        cli.generate(data, context_checkpoint, sentence_level, task="doc_translation")
    assert "--doc-context-tokens 64 in training, 0 in this run" in str(err.value)
    assert "--doc-allow-training-mismatch" in str(err.value)
    out, log = cli.generate(data, context_checkpoint,
                            sentence_level + ["--doc-allow-training-mismatch"],
                            task="doc_translation", with_log=True)
    assert len(cli.hypotheses(out, 60)) == 60
    assert "--doc-context-tokens 64 in training, 0 in this run" in log


def test_a_wrong_index_stops_training_at_its_line(bible_docs, tmp_path):
    data = str(tmp_path / "data-bin")
    shutil.copytree(os.path.join(bible_docs, "data-bin"), data)
    path = os.path.join(data, "train.en-es.doc")
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines[:-1]) + "\n")
    with pytest.raises(AssertionError) as err:
        cli.train(data, str(tmp_path / "ckpt"), "transformer_tiny", CONTEXT,
                  task="doc_translation", max_update=1)
    assert f"{path}: {len(lines) - 1} lines but {data} (train) has {len(lines)} sentences" \
        in str(err.value)


PAIRED = ["--doc-form", "segment_pairs", *CONTEXT]


def test_segment_pairs_training_names_the_arch_that_cannot_do_it(bible_docs, tmp_path):
    with pytest.raises(AssertionError, match="which --arch transformer_tiny does not support.*"
                                             "use --arch doc_transformer_tiny"):
        cli.train(os.path.join(bible_docs, "data-bin"), str(tmp_path / "ckpt"), "transformer_tiny",
                  PAIRED, task="doc_translation", max_update=1)


@pytest.mark.parametrize("arch", ["bpt_mt_tiny", "doc_transformer_tiny"])
def test_segment_pairs_train_and_translate_with_the_mask(bible_docs, arch, tmp_path):
    """The paper's form through the CLI (bpt_mt vs the transformer): fairseq-train, then
    fairseq-generate prints exactly one hypothesis per test verse, in order, the ``S-`` line
    the verse itself; the checkpoint loads with the mask on (the other families in process:
    test_sentence_alignment.py)."""
    from fairseq import checkpoint_utils

    data = os.path.join(bible_docs, "data-bin")
    save = str(tmp_path / "ckpt")
    log = cli.train(data, save, arch, PAIRED, task="doc_translation", max_update=12)
    assert re.search(r"train: \d+ documents -> \d+ examples \(segment_pairs, "
                     r"--doc-context-tokens 64", log), log[-3000:]
    checkpoint = os.path.join(save, "checkpoint_last.pt")
    out, err = cli.generate(data, checkpoint, PAIRED, task="doc_translation", with_log=True)
    sources = _bpe_lines(bible_docs)
    hyps = cli.hypotheses(out, len(sources))  # one per verse, in order, or it fails
    assert len(hyps) == len(sources) == 60
    shown = _tagged(out, "S")
    assert [shown[i] for i in range(len(sources))] == _as_shown(bible_docs, sources)
    assert "needs this process's translation" not in err
    models, _, task = checkpoint_utils.load_model_ensemble_and_task(
        [checkpoint], arg_overrides={"data": data})
    assert models[0].decoder.sentence_separator == task.tgt_separator


def test_the_document_recipe_runs_prepare_train_translate_score(bible_docs, tmp_path):
    work = str(tmp_path / "work")
    shutil.copytree(bible_docs, work, ignore=shutil.ignore_patterns("ctx*"))
    cli.run(["bash", os.path.join(cli.EXAMPLE, "doc_level.sh"), "transformer_tiny", "64", work],
            extra_env={"MAX_UPDATE": "4", "BEAM": "2", "MAX_TOKENS": "2048"})
    with open(os.path.join(work, "ctx64", "translations", "transformer_tiny", "score.json"),
              encoding="utf-8") as f:
        score = json.load(f)
    assert {"bleu", "chrf"} <= set(score)
    assert cli.count_lines(os.path.join(work, "ctx64", "translations", "transformer_tiny",
                                        "hyp.detok.es")) == 60
    # the paper's form: its own run directory, fairseq's transformer as doc_transformer
    cli.run(["bash", os.path.join(cli.EXAMPLE, "doc_level.sh"), "doc_transformer_tiny", "64", work],
            extra_env={"MAX_UPDATE": "4", "BEAM": "2", "MAX_TOKENS": "2048",
                       "FORM": "segment_pairs"})
    assert cli.count_lines(os.path.join(work, "pairs64", "translations", "doc_transformer_tiny",
                                        "hyp.detok.es")) == 60
    assert not os.path.exists(os.path.join(work, "ctx64", "checkpoints", "doc_transformer_tiny"))


def test_the_document_recipe_refuses_a_verse_split(bible_work, tmp_path):
    with pytest.raises(AssertionError, match="prepared with the verse split"):
        cli.run(["bash", os.path.join(cli.EXAMPLE, "doc_level.sh"), "transformer_tiny", "64",
                 bible_work])
