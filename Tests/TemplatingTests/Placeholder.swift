// Tests for Templating land with its issue.
