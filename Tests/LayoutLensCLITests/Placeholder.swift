// Tests for LayoutLensCLI land with its issue.
