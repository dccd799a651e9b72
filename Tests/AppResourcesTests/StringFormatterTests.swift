import Testing
@testable import AppResources

@Suite("Format specifiers")
struct StringFormatterTests {
    @Test("Objects, integers and doubles fill their specifiers in order")
    func sequential() {
        let result = StringFormatter.format("%@ has %lld items costing %.1f (%d%%)", arguments: [.string("Ann"), .integer(3), .number(2.25), .integer(50)])
        // 2.25 to one decimal: printf rounds half to even on the binary value 2.25 → "2.2".
        #expect(result.text == "Ann has 3 items costing 2.2 (50%)")
        #expect(result.missing.isEmpty)
    }

    @Test("Positional specifiers take the numbered argument")
    func positional() {
        let result = StringFormatter.format("%2$@, %1$@", arguments: [.string("World"), .string("Hello")])
        #expect(result.text == "Hello, World")
    }

    @Test("%lf, width, zero padding and hex follow printf")
    func printf() {
        #expect(StringFormatter.format("%lf", arguments: [.number(1.5)]).text == "1.500000")
        #expect(StringFormatter.format("[%5d][%-4d][%03d]", arguments: [.integer(42), .integer(7), .integer(5)]).text == "[   42][7   ][005]")
        #expect(StringFormatter.format("%x/%X", arguments: [.integer(255), .integer(255)]).text == "ff/FF")
    }

    @Test("A specifier without an argument stays as written and is reported")
    func missing() {
        let result = StringFormatter.format("%@ and %@", arguments: [.string("one")])
        #expect(result.text == "one and %@")
        #expect(result.missing == [StringFormatter.MissingArgument(specifier: "%@", position: 2)])
    }

    @Test("A lone percent sign or unknown conversion is kept as text")
    func literalPercent() {
        #expect(StringFormatter.format("100% sure %k", arguments: []).text == "100% sure %k")
    }

    @Test("An unresolved %#@variable@ stays as written and takes no argument")
    func variableToken() {
        #expect(StringFormatter.format("%#@n@ %@", arguments: [.string("x")]).text == "%#@n@ x")
        #expect(StringFormatter.specifierCount(in: "%@ %% %#@n@ %2$lld") == 3)
    }
}
