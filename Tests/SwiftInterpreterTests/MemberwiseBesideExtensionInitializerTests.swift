import Testing
@testable import SwiftInterpreter

/// A struct whose initializers are all in extensions keeps its memberwise initializer; an array
/// given to a label an extension's initializer declares as a closure goes to the memberwise one.
/// Expected output is what the same program printed when compiled with swiftc 6 and run on Linux.
@Suite struct MemberwiseBesideExtensionInitializerTests {
    @Test func anArrayArgumentCallsTheMemberwiseInitializerNotTheClosureOne() throws {
        let output = try run("""
        @resultBuilder
        struct ArrayBuilder<Element> {
            static func buildPartialBlock(first: Element) -> [Element] { [first] }
            static func buildPartialBlock(accumulated: [Element], next: Element) -> [Element] { accumulated + [next] }
        }
        struct Buttons {
            let buttons: [String]
        }
        extension Buttons {
            init(@ArrayBuilder<String> buttons: () -> [String]) { self.buttons = buttons() }
        }
        let names = ["a", "b"]
        print(Buttons(buttons: names).buttons, Buttons { "c"; "d" }.buttons)
        """)
        #expect(output == #"["a", "b"] ["c", "d"]"# + "\n")
    }
}
