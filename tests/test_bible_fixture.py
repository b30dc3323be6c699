"""The fast tier's Bible data (tests/bible_fixture.py) is what the example's scripts make."""

import filecmp
import os

import pytest

import bible_fixture
import cli

pytestmark = pytest.mark.slow


def test_the_fast_fixture_is_what_the_recipe_makes(bible_docs_umst, tmp_path):
    recipe = cli.prepare_bible(str(tmp_path / "recipe"), **bible_fixture.DOCS)
    cli.prepare_umst(recipe)
    compared = 0
    for folder in ("raw", "tok", "bpe", "data-bin"):
        names = sorted(n for n in os.listdir(os.path.join(recipe, folder)) if not n.endswith(".log"))
        assert names == sorted(n for n in os.listdir(os.path.join(bible_docs_umst, folder))
                               if not n.endswith(".log")), folder
        for name in names:
            assert filecmp.cmp(os.path.join(recipe, folder, name),
                               os.path.join(bible_docs_umst, folder, name), shallow=False), name
            compared += 1
    for split in bible_fixture.SPLITS:
        for kind in ("wb", "dep"):
            name = f"{split}.{kind}.en"
            assert filecmp.cmp(os.path.join(recipe, "umst", name),
                               os.path.join(bible_docs_umst, "umst", name), shallow=False), name
    assert compared > 40
