import Testing
@testable import ProjectReader

/// A local declared `T!` is an optional Swift unwraps wherever it is used as a `T`: read as a
/// `String` while nil, it stops the program with Swift's message at that line (compiled with
/// swiftc 6.3.1 `-Onone`: `var s: String! = nil; print(s.count)` prints "Fatal error:
/// Unexpectedly found nil while implicitly unwrapping an Optional value" at the `s.count` line).
/// It is not another file's value, drawn as a stand-in.
@Suite struct ImplicitlyUnwrappedNilTests {
    @Test func aNilImplicitlyUnwrappedStringReadAsAStringTrapsAtItsLine() throws {
        let source = """
        import SwiftUI
        func run() -> Int {
            var s: String! = nil
            return s.count
        }
        #Preview { Text("\\(run())") }
        """
        let error = try #require(read(source).diagnostics.first { $0.severity == .error })
        #expect(error.text == "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value")
        #expect(error.range.start.line == 4)
        // `map` is Optional's own: Swift picks it before unwrapping, so nil gives nil ("none").
        let mapped = """
        import SwiftUI
        func run() -> String {
            var s: String! = nil
            return s.map { $0 + "!" } ?? "none"
        }
        #Preview { Text(run()) }
        """
        let reading = read(mapped)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
    }
}
