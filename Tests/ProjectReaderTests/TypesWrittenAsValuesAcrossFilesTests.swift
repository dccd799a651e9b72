import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// A type written where a value goes (`[Key: any Span]()`, an empty dictionary of boxed protocol
/// values) in a stored property's initial value of one file, run when a preview of another file
/// makes the instance. Such a property used to stop the module's reading (`moduleReadingFailed`)
/// for every preview that reached the instance.
@Suite struct TypesWrittenAsValuesAcrossFilesTests {
    static let view = """
    import SwiftUI
    struct Screen: View {
        var body: some View { Color.red.frame(width: CGFloat(10 + Tracker.shared.count * 5), height: 10) }
    }
    #Preview { Screen() }
    """

    /// `[Key: any Span]()` is an empty dictionary whose values are boxed `Span`s (The Swift
    /// Programming Language, "Opaque and Boxed Protocol Types"; swiftc 6 compiles and runs the
    /// tracker below, printing 1). One span is stored, so the bar is 10 + 1 × 5 = 15 wide.
    @Test func aBoxedProtocolTypeWrittenAsAValueIsItsProtocol() throws {
        let tracker = """
        import SwiftUI
        protocol Span { var name: String { get } }
        struct Named: Span { var name: String }
        final class Tracker {
            enum Key: Hashable { case open, send }
            private var spans = [Key: any Span]()
            private var handlers = [Key: @Sendable () -> Void]()
            var count: Int { spans.count + handlers.count }
            init() { spans[.open] = Named(name: "open") }
            static let shared = Tracker()
        }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Tracker.swift", tracker), ("a/Screen.swift", Self.view))
        let reading = try ModuleReadingTests.reading(readings, "Screen.swift")
        #expect(!reading.diagnostics.contains { $0.id == "moduleReadingFailed" }, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).layout().root.frame.size == Size(width: 15, height: 10))
    }

    /// A type of a module LayoutLens does not read, written as a value (`any Sentry.Span` of an
    /// imported package), is a stand-in like the same name in an expression; the dictionary is
    /// still empty (10 + 0 × 5 = 10 wide). The stand-in's warning lies where the initial value is
    /// written (Tracker.swift line 5, where swiftc would report the name), not in the file whose
    /// preview made the instance, and names the module the file imports.
    @Test func aTypeOfAModuleNotReadWrittenAsAValueIsAStandInReportedWhereItIsWritten() throws {
        let tracker = """
        import SwiftUI
        import Sentry
        final class Tracker {
            enum Key: Hashable { case open, send }
            private var spans = [Key: any Sentry.Span]()
            var count: Int { spans.count }
            static let shared = Tracker()
        }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Tracker.swift", tracker), ("a/Screen.swift", Self.view))
        let reading = try ModuleReadingTests.reading(readings, "Screen.swift")
        #expect(!reading.diagnostics.contains { $0.id == "moduleReadingFailed" }, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).layout().root.frame.size == Size(width: 10, height: 10))
        let standIn = try #require(reading.diagnostics.first { $0.text.contains("'Sentry'") }, "\(reading.diagnostics.map(\.text))")
        #expect(standIn.range.file.hasSuffix("Tracker.swift"))
        #expect(standIn.range.start.line == 5)
        #expect(standIn.text.contains("it may come from 'Sentry'"))
    }
}
