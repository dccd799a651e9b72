// `Spacer(10)`, an extra unlabelled argument, stays an error: no other file's overload of a
// SwiftUI view is assumed for it (`apps_own_view_named_like_swiftuis` is the labelled case).
// source: an eighteenth sample of public view files (55 files of 6 app repositories); Apple,
// source: `Spacer(minLength:)` is the only initializer.
// expect: error line 6
#Preview { Spacer(10) }
