// Tests for Render land with its issue.
