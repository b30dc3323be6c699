"""Source-side linguistic features: word boundaries and dependency parses."""
