// Tests for FontTables land with its issue.
