"""Tasks: ``translation``'s document-level and UMST variants, and what they share.

===========================  ==========================================================
module                       what it holds
===========================  ==========================================================
``umst_translation.py``      the ``umst_translation`` task (UMST's side inputs)
``doc_translation.py``       the ``doc_translation`` task (document context)
``doc_umst_translation.py``  the ``doc_umst_translation`` task (both)
``umst_record.py``           UMST's training record: new text is read as the side files
``doc_record.py``            the document options' training record
``doc_decoding.py``          document-level decoding in order, per-sentence length bounds
``empty_sources.py``         empty source lines translated to empty hypotheses
===========================  ==========================================================

fairseq's ``--user-dir`` loader imports this package; importing it registers the three tasks.
"""

from . import doc_translation, doc_umst_translation, umst_translation  # noqa: F401  (registration)
