// `Text(.search)`: a string symbol Xcode generates from a string catalogue, whose text is in a
// file LayoutLens does not read; its name stands in, with a warning, as for another file's value.
// source: the fresh sample of public view files (48 files of 8 repositories kept outside the
// source: repository); written from what Xcode generates for a string catalogue, not copied.
// expect: warning "'search'"
// expect: Text.lines == ["search"]
import SwiftUI
#Preview { Text(.search) }
