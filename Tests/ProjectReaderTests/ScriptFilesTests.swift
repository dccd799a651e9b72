import Testing
@testable import ProjectReader

/// A script kept beside an app (`swift Scripts/tool.swift`, a CI step) imports Foundation and
/// other modules that declare no SwiftUI view: its top-level code is a program, not views (a name
/// like `Text` is out of its scope), so it has no preview and nothing of it is laid out.
@Suite struct ScriptFilesTests {
    @Test func aScriptImportingNoSwiftUIHasNoPreview() {
        let reading = read("""
        import Foundation
        import CoreLocation
        let names = ["a", "b"]
        Task { for name in names { print(name) } }
        print(names.count)
        """)
        #expect(reading.scenarios.isEmpty)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
    }

    /// A playground page importing `Cocoa` (AppKit, Foundation, Core Data) or `UIKit` is a
    /// program too: neither module re-exports SwiftUI (Apple, "Cocoa", "UIKit"). Its last line
    /// `account.funds` was laid out as a view: "value of type 'Int' is not a View".
    @Test(arguments: ["Cocoa", "UIKit"])
    func aPlaygroundPageImportingAnAppFrameworkHasNoPreview(module: String) {
        let reading = read("""
        import \(module)
        struct Account { var funds = 0 }
        var account = Account()
        account.funds += 100
        account.funds
        """)
        #expect(reading.scenarios.isEmpty)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
    }

    /// A snippet that imports SwiftUI (or nothing) still shows its top-level views.
    @Test func aSnippetImportingSwiftUIStillShowsItsViews() {
        #expect(read("import SwiftUI\nText(\"Hello\").padding()").scenarios.count == 1)
        #expect(read("Text(\"Hello\").padding()").scenarios.count == 1)
    }
}
