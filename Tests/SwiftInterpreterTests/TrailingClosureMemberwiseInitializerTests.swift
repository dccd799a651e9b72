import Testing
@testable import SwiftInterpreter

/// A closure written as the first trailing closure cannot go to an extension initializer's
/// `String` parameter (SE-0286's forward scan gives it to that parameter, which has no default),
/// so the struct's memberwise initializer, whose first property is a function, takes the call,
/// or another initializer whose closure parameter takes it.
/// Expected output is what the same program printed when compiled with swiftc 6 and run on Linux.
@Suite struct TrailingClosureMemberwiseInitializerTests {
    @Test func aTrailingClosureForAStringParameterCallsTheMemberwiseInitializer() throws {
        let output = try run("""
        struct Row<Label, Content> {
            let label: () -> Label
            let content: () -> Content
            func show() -> String { "\\(label()) | \\(content())" }
        }
        extension Row where Label == String {
            init(_ label: String, content: @escaping () -> Content) {
                self.label = { "titled " + label }
                self.content = content
            }
        }
        let titled = Row("Name") { 42 }
        let built = Row { "Price" } content: { 3.5 }
        print(titled.show())
        print(built.show())
        """)
        #expect(output == "titled Name | 42\nPrice | 3.5\n")
    }

    /// The initializer whose first parameter is a `Page` without a default cannot take the
    /// trailing closure; the one declaring `content: () -> Page` after a defaulted `base:` can.
    @Test func aTrailingClosureSkipsTheInitializerWhoseFirstParameterIsNoFunction() throws {
        let output = try run("""
        struct Page {
            let lines: [String]
        }
        struct Reader {
            let page: Page
            let base: String
            init(_ page: Page, base: String? = nil) {
                self.page = page
                self.base = base ?? "none"
            }
            init(base: String? = nil, content: () -> Page) {
                self.init(content(), base: base)
            }
        }
        let built = Reader { Page(lines: ["a", "b"]) }
        let given = Reader(Page(lines: ["c"]), base: "/docs")
        print(built.page.lines, built.base, given.page.lines, given.base)
        """)
        #expect(output == #"["a", "b"] none ["c"] /docs"# + "\n")
    }
}
