// Tests for TextLayout land with its issue.
