// `#if canImport(SomePackage)`: the file is compiled in its app, which links the packages it tests
// for, so the branch is taken; another platform's SDK (`AppKit`) is not importable in an iOS
// build: the 10 × 10 preview, not the 20 × 20 one.
// source: the fresh sample of public view files (48 files of 8 repositories kept outside the
// source: repository); the Swift book, "Compiler Control Statements" (`canImport`).
// expect: no diagnostic
// expect: Color.size == 10×10
import SwiftUI
#if canImport(ReaderKit) && !canImport(AppKit)
#Preview(traits: .sizeThatFitsLayout) { Color.red.frame(width: 10, height: 10) }
#else
#Preview(traits: .sizeThatFitsLayout) { Color.red.frame(width: 20, height: 20) }
#endif
