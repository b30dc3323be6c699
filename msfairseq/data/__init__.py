"""Side-file readers and validators, dataset wrappers and collaters."""
