import Diagnostics
import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// Foundation's `Error.localizedDescription` (Apple docs, "localizedDescription", "LocalizedError";
/// SE-0112). The domains and codes are what swiftc 6 on Linux prints for the same declarations in a
/// module named `x` (payload cases are numbered first: `second` is 0, `first` 1, `third` 2; an
/// `Int` raw value is the code; a struct's code is 1); Apple's Foundation writes "couldn’t" where
/// Linux's writes "could not".
@Suite struct ErrorDescriptionTests {
    private func texts(_ source: String) throws -> [String] {
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
        let errors = reading.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column) \($0.text)" }
        try #require(errors.isEmpty, "\(errors)")
        return try #require(reading.scenarios.first).root.texts
    }

    @Test func swiftErrorsDescribeThemselvesWithDomainAndCode() throws {
        #expect(try texts("""
        import SwiftUI
        enum LoadError: Error { case first, second(String), third }
        struct Plain: Error { var errorDescription: String? { "ignored: not a LocalizedError" } }
        enum Raw: Int, Error { case p = 5, q = 9 }
        #Preview {
            VStack {
                Text(LoadError.third.localizedDescription)
                Text(LoadError.second("x").localizedDescription)
                Text(Plain().localizedDescription)
                Text(Raw.q.localizedDescription)
            }
        }
        """) == ["The operation couldn’t be completed. (Preview.LoadError error 2.)",
                 "The operation couldn’t be completed. (Preview.LoadError error 0.)",
                 "The operation couldn’t be completed. (Preview.Plain error 1.)",
                 "The operation couldn’t be completed. (Preview.Raw error 9.)"])
    }

    /// A `LocalizedError`'s `errorDescription` is the text, also from a protocol extension of a
    /// protocol refining `LocalizedError`; nil falls back to the generic text.
    @Test func localizedErrorsGiveTheirErrorDescription() throws {
        #expect(try texts("""
        import SwiftUI
        enum Described: LocalizedError {
            case a, b
            var errorDescription: String? { self == .a ? "Custom text" : nil }
        }
        protocol ShownError: LocalizedError {}
        extension ShownError { var errorDescription: String? { "Shown" } }
        enum Both: ShownError { case x }
        enum Quiet: LocalizedError { case y }
        #Preview {
            VStack {
                Text((Described.a as Error).localizedDescription)
                Text(Described.b.localizedDescription)
                Text(Both.x.localizedDescription)
                Text(Quiet.y.failureReason ?? "no reason")
            }
        }
        """) == ["Custom text", "The operation couldn’t be completed. (Preview.Described error 1.)", "Shown", "no reason"])
    }

    /// `error as NSError` (SE-0112): the domain is the type's qualified name in its module
    /// ("Preview" for a file read alone, as above), the code Swift's `_code` (`broken` is case 1),
    /// a `LocalizedError`'s description is the `localizedDescription`, and a `CustomNSError`
    /// gives its own domain and code. swiftc 6 with `-module-name x` prints "x.LoadError 1",
    /// "Broken pipe 1", "com.example 42" for the same declarations.
    @Test func swiftErrorsBridgeToNSError() throws {
        #expect(try texts("""
        import SwiftUI
        enum LoadError: Error { case missing, broken }
        struct Failure: LocalizedError { var errorDescription: String? { "Broken pipe" } }
        struct Custom: CustomNSError { static var errorDomain: String { "com.example" }; var errorCode: Int { 42 } }
        #Preview {
            let error: Error = LoadError.broken
            let bridged = error as NSError
            VStack {
                Text("\\(bridged.domain) \\(bridged.code)")
                Text("\\((Failure() as NSError).localizedDescription) \\((Failure() as NSError).code)")
                Text("\\((Custom() as NSError).domain) \\((Custom() as NSError).code)")
            }
        }
        """) == ["Preview.LoadError 1", "Broken pipe 1", "com.example 42"])
    }
}
