"""Source-side linguistic features for UMST (Li et al., ICML 2022).

- :mod:`.words`: word boundaries of BPE (``@@``) / sentencepiece (``▁``) segmentations;
- :mod:`.parser_base`: what every parser backend shares (``Parser``, ``Parse``, multi-word-token
  collapsing);
- :mod:`.parsers`: the stanza and spaCy backends, ``build_parser``;
- :mod:`.conllu`: the ``conllu`` backend (parses made elsewhere);
- :mod:`.extract`: resumable, sharded side-file writing (``msfairseq-umst-features``).
- :mod:`.fingerprint`: what a finished side-file run was made from (stale outputs are refused).
"""
