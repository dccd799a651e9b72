import Testing
@testable import SwiftInterpreter

/// SE-0286's forward scan places the unlabelled trailing closure only; a labelled trailing
/// closure (SE-0279, `} c: { … }`) matches its parameter by label like any labelled argument, so
/// a defaulted closure parameter between them keeps its default. Expected output is what the
/// same program printed when compiled with swiftc 6 and run on Linux.
@Suite struct LabelledTrailingClosureTests {
    @Test func aLabelledTrailingClosureSkipsADefaultedClosureParameterBeforeIt() throws {
        let output = try run("""
        func f(a: Int, send: () -> String, b: () -> String = { "default b" }, c: () -> String = { "default c" }) -> String {
            send() + " " + b() + " " + c()
        }
        print(f(a: 1) { "sent" } c: { "given c" })
        struct Chat {
            let first: (Int) -> String
            let second: (Int) -> String
            let menu: (Int, String) -> String
            init(send: @escaping (String) -> Void, first: @escaping (Int) -> String = { _ in "f" },
                 second: @escaping (Int) -> String = { _ in "s" }, menu: @escaping (Int, String) -> String = { _, _ in "m" }) {
                self.first = first; self.second = second; self.menu = menu
            }
        }
        let chat = Chat { _ in } first: { "first \\($0)" } menu: { a, m in "menu \\(a) \\(m)" }
        print(chat.first(1), chat.second(2), chat.menu(3, "x"))
        """)
        #expect(output == "sent default b given c\nfirst 1 s menu 3 x\n")
    }
}
