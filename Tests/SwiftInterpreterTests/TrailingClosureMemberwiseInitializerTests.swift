import Testing
@testable import SwiftInterpreter

/// A closure written as the first trailing closure cannot go to an extension initializer's
/// `String` parameter (SE-0286's forward scan gives it to that parameter, which has no default),
/// so the struct's memberwise initializer, whose first property is a function, takes the call.
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
}
