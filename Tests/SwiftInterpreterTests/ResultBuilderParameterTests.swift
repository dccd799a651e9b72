import Testing
@testable import SwiftInterpreter

/// A parameter marked with the program's own result builder, generic over its element
/// (`@ArrayBuilder<String> buttons: () -> [String]`), is still a closure: the body calls it, and
/// the call's trailing closure is transformed by that builder (SE-0289). Expected output from the
/// same program compiled with `swiftc` 6 on Linux.
@Suite struct ResultBuilderParameterTests {
    @Test func genericBuilderParameterIsAClosureTheBodyCalls() {
        let program = """
            @resultBuilder
            struct ArrayBuilder<Element> {
                static func buildPartialBlock(first: Element) -> [Element] { [first] }
                static func buildPartialBlock(accumulated: [Element], next: Element) -> [Element] { accumulated + [next] }
                static func buildPartialBlock(first: [Element]) -> [Element] { first }
                static func buildPartialBlock(accumulated: [Element], next: [Element]) -> [Element] { accumulated + next }
                static func buildBlock() -> [Element] { [] }
                static func buildEither(first: [Element]) -> [Element] { first }
                static func buildEither(second: [Element]) -> [Element] { second }
                static func buildIf(_ element: [Element]?) -> [Element] { element ?? [] }
            }
            struct Buttons {
                var buttons: [String]
            }
            extension Buttons {
                init(@ArrayBuilder<String> buttons: () -> [String]) {
                    self.buttons = buttons()
                }
            }
            let bs = Buttons { "one"; "two" }
            let flag = true
            let more = Buttons {
                "a"
                if flag { "b" } else { "c" }
                if !flag { "d" }
            }
            print(bs.buttons, more.buttons, Buttons { }.buttons)

            """
        #expect(outcome(program) == "[\"one\", \"two\"] [\"a\", \"b\"] []\n")
    }
}
