// Tests for SwiftUIReader land with its issue.
