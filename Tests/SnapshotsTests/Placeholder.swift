// Tests for Snapshots land with its issue.
