import Diagnostics
import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// Foundation's `Decimal` and `NSDecimalNumber` (Apple docs, "Decimal": a base-10 number,
/// `ExpressibleByIntegerLiteral`, `ExpressibleByFloatLiteral`, `Comparable`; "NSDecimalNumber").
/// Each expected text is base-10 arithmetic written out in the comment, or the formatting rule
/// `Text(_:format:)` already follows.
@Suite struct DecimalValueTests {
    private func texts(_ declarations: String, _ body: String) throws -> [String] {
        try textsOfPreview(declarations: declarations, body)
    }

    /// A decimal declared from an integer literal divides as a decimal: 10 / 4 = 2.5 (an `Int`
    /// would give 2); 2.5 × 3 = 7.5 (the literal on the right is a `Decimal` too); 0.1 + 0.2 is
    /// exactly 0.3 in base 10; comparisons with a literal; `-` of one operand.
    @Test func decimalArithmeticIsBaseTen() throws {
        #expect(try texts("""
        let total: Decimal = 10
        let price: Decimal = 2.5
        """, """
        Text("\\(total / 4)")
        Text("\\(price * 3)")
        Text("\\(Decimal(string: "0.1")! + Decimal(string: "0.2")!)")
        Text(price > 2 ? "more" : "less")
        Text(price == Decimal(string: "2.50") ? "equal" : "different")
        Text("\\(total - price)")
        """) == ["2.5", "7.5", "0.3", "more", "equal", "7.5"])
    }

    /// `init(string:)` is nil for text that is not a number; 1.25 is 125 × 10⁻², exponent −2;
    /// `.zero` is zero; `formatted`, `Text(_:format:)` and an interpolation with `format:` write
    /// currency as for a `Double` ("$1,234.50": symbol, grouping, two decimals).
    @Test func decimalReadsStringsAndFormats() throws {
        #expect(try texts("""
        let price: Decimal = 2.5
        """, """
        Text("\\(Decimal(string: "abc") ?? 0)")
        Text("\\(Decimal(string: "1.25")!.exponent)")
        Text(Decimal.zero.isZero ? "zero" : "not zero")
        Text(Decimal(string: "1234.5")!.formatted(.currency(code: "USD")))
        Text(price, format: .currency(code: "USD"))
        Text(price.formatted())
        Text("Total \\(price, format: .currency(code: "USD"))")
        """) == ["0", "-2", "zero", "$1,234.50", "$2.50", "2.5", "Total $2.50"])
    }

    /// `JSONDecoder` reads a `Decimal` from the number's digits (swift-foundation): 2.25 × 2 = 4.5;
    /// a `Decimal` written with a minus sign negates: −1.5.
    @Test func decodedDecimalsAreExact() throws {
        #expect(try texts("""
        struct Item: Decodable { let price: Decimal }
        let item = try! JSONDecoder().decode(Item.self, from: Data(#"{"price": 2.25}"#.utf8))
        let price: Decimal = 1.5
        """, """
        Text("\\(item.price * 2)")
        Text("\\(-price)")
        """) == ["4.5", "-1.5"])
    }

    /// `NSDecimalNumber` holds the same decimal: 2.5 as a `Double` is 2.5, as an `Int` 2 (the
    /// fraction dropped), back as a `Decimal` times 2 is 5; `as` bridges either way.
    @Test func decimalNumbersBridge() throws {
        #expect(try texts("""
        let price: Decimal = 2.5
        """, """
        Text(String(NSDecimalNumber(decimal: price).doubleValue))
        Text(String(NSDecimalNumber(decimal: price).intValue))
        Text("\\(NSDecimalNumber(string: "2.5").decimalValue * 2)")
        Text((price as NSDecimalNumber).stringValue)
        Text("\\(NSDecimalNumber(value: 3) as Decimal)")
        """) == ["2.5", "2", "5", "2.5", "3"])
    }
}
