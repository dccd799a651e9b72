import Testing
@testable import SwiftInterpreter

/// `NameTable` hashes a name from the `String`'s own words; these check that equal names hash
/// alike however they were made, and that the table and the scopes that use the hash find them.
@Suite struct NameTableTests {
    /// The same contents made as a literal, by concatenation, from a substring, by reversing,
    /// and by shortening a long string (which leaves it stored out of line).
    private func spellings(of name: String) -> [String] {
        var shortened = name + String(repeating: "_", count: 40)
        shortened.removeLast(40)
        let padded = "<" + name + ">"
        return [name, String(name.reversed().reversed()), String(padded.dropFirst().dropLast()),
                name.isEmpty ? "" : String(name.prefix(1)) + String(name.dropFirst()), shortened]
    }

    @Test(arguments: ["x", "minX", "rowHeight", "exactly15bytes!", "sixteen bytes!!!", "✓ done", "a rather long identifier name"])
    func equalNamesHashAlike(_ name: String) {
        let hashes = Set(spellings(of: name).map(NameTable<Int>.hash))
        #expect(hashes.count == 1)
    }

    @Test func tableFindsEveryNameItStoredAndNoOther() {
        var table = NameTable<Int>()
        // 40 names: the table grows from 16 slots twice; names sharing length and letters collide.
        let names = (0..<40).map { "name\($0)" } + ["minX", "maxX", "midX"]
        for (index, name) in names.enumerated() { table.set(index, for: name) }
        for (index, name) in names.enumerated() {
            for spelling in spellings(of: name) { #expect(table.element(for: spelling) == index) }
        }
        #expect(table.element(for: "minY") == nil)
        table.set(-1, for: "maxX")
        #expect(table.element(for: "maxX") == -1)
        table.removeAll()
        #expect(table.element(for: "minX") == nil)
    }

    @Test func scopeFindsNamesDeclaredWithOtherSpellings() {
        let outer = Scope(parent: nil)
        let middle = Scope(parent: outer)
        let inner = Scope(parent: middle)
        var shortened = "rowHeight" + String(repeating: "_", count: 30)
        shortened.removeLast(30)
        middle.declare(shortened, .int(3))
        #expect(inner.lookupBelowGlobals("rowHeight")?.value == .int(3))
        #expect(inner.lookupBelowGlobals("rowWidth") == nil)
        #expect(inner.lookup("rowHeight")?.value == .int(3))
    }
}

/// `OperatorCode` tells the common operators apart by their bytes; every other spelling (longer,
/// or stored out of line) must fall back to comparing strings.
@Suite struct OperatorCodeTests {
    @Test func codesMatchTheirOperators() {
        let named: [(String, OperatorCode)] = [("+", .plus), ("-", .minus), ("*", .times), ("/", .divide), ("<", .less),
                                               (">", .greater), ("<=", .lessOrEqual), (">=", .greaterOrEqual), ("==", .equal),
                                               ("!=", .notEqual), ("&&", .and), ("||", .or), ("??", .coalesce),
                                               ("+=", .addAssign), ("-=", .subtractAssign), ("*=", .multiplyAssign),
                                               ("/=", .divideAssign)]
        for (text, code) in named {
            #expect(OperatorCode(text) == code)
            // Made at run time (from a substring), as the parser makes operator names.
            let parenthesized = "(" + text + ")"
            #expect(OperatorCode(String(parenthesized.dropFirst().dropLast())) == code)
            for (other, otherCode) in named where other != text { #expect(OperatorCode(text) != otherCode) }
        }
        #expect(OperatorCode("+=").isArithmetic == nil)
        #expect(OperatorCode("+").isArithmetic == true)
        #expect(OperatorCode("==").isArithmetic == false)
        for op in ["+=", "-=", "*=", "/="] { #expect(OperatorCode(op).isCompoundAssignment == true) }
        for op in ["%=", "<<=", "&+=", "==", "+"] { #expect(OperatorCode(op).isCompoundAssignment == nil) }
    }

    @Test func otherSpellingsFallBackToStrings() {
        var outOfLine = "&&" + String(repeating: "_", count: 30)
        outOfLine.removeLast(30)
        #expect(OperatorCode(outOfLine) == .other)
        #expect(OperatorCode(outOfLine).is(.and, "&&", in: outOfLine))
        #expect(OperatorCode("<<<<<<<<<").is(.less, "<", in: "<<<<<<<<<") == false)
        #expect(OperatorCode("..<") != .other)
        #expect(OperatorCode("..<").is(.less, "<", in: "..<") == false)
    }
}

/// Scopes reused or skipped for speed must not change what a program sees: a loop's iteration
/// scope is reused only when nothing captured it, and an `if` without bindings makes its scope only
/// for its body.
@Suite struct ScopeReuseTests {
    @Test func closuresKeepTheirIterationsVariables() throws {
        // Swift captures each iteration's `i` and `j` afresh: 0 + 0, 1 + 10, 2 + 20.
        let output = try run("""
        var closures: [() -> Int] = []
        for i in 0..<3 {
            let j = i * 10
            if i == 1 { closures.append { i + j } } else { closures.append { j + i } }
        }
        print(closures.map { $0() })
        var total = 0
        for i in 1...4 {
            let doubled = i * 2
            if doubled > 4 { total += doubled }
        }
        print(total)
        """)
        // 6 + 8 = 14: the doubled values above 4.
        #expect(output == "[0, 11, 22]\n14\n")
    }

    @Test func namesFromTheLastIterationDoNotLeak() {
        let error = runError("""
        for i in 0..<2 {
            if i == 1 { print(late) }
            let late = i
        }
        """)
        #expect(error != nil)
    }

    /// A method's call scope is kept for its next call only when nothing captured it; a
    /// recursive call makes its own; a kept scope starts empty; mutating methods and a subclass
    /// instance (another `self` type) still see their own `self`.
    @Test func methodCallScopesAreReusedOnlyWhenFree() throws {
        let output = try run("""
        struct Counter {
            var base: Int
            func adder() -> () -> Int { let offset = base * 2; return { offset + base } }
            func twice() -> Int { let doubled = base * 2; return doubled }
            func sum(_ k: Int) -> Int { k == 0 ? base : sum(k - 1) + k }
            mutating func bump() { base += 1 }
        }
        let first = Counter(base: 1).adder()
        let second = Counter(base: 10).adder()
        print(first(), second())
        print((0..<4).map { Counter(base: $0).twice() })
        print(Counter(base: 5).sum(3))
        var counter = Counter(base: 7)
        counter.bump()
        counter.bump()
        print(counter.base)
        class Shape { func name() -> String { "shape \\(sides())" }; func sides() -> Int { 0 } }
        class Square: Shape { override func sides() -> Int { 4 } }
        print(Shape().name(), Square().name(), Shape().name())
        """)
        #expect(output == "3 30\n[0, 2, 4, 6]\n11\n9\nshape 0 shape 4 shape 0\n")
    }

    /// The plain memberwise initializer types each argument by its property and is not taken when
    /// a property has a default or an argument is missing.
    @Test func plainMemberwiseInitializerTypesItsArguments() throws {
        let output = try run("""
        struct Point { var x: Double; var y: Double? }
        struct Tagged { var name: String; var count = 1 }
        let p = Point(x: 1, y: 2)
        print(p.x, p.y as Any)
        print(Tagged(name: "a").count, Tagged(name: "b", count: 3).count)
        """)
        #expect(output == "1.0 Optional(2.0)\n1 3\n")
    }
}

@Suite struct ShortTextTests {
    @Test func numericNamesAreKnownHoweverMade() {
        var outOfLine = "Double" + String(repeating: "_", count: 30)
        outOfLine.removeLast(30)
        for name in ["Int", "Double", "CGFloat", outOfLine] { #expect(TypeHint.named(name).numericName == name) }
        for name in ["String", "Doubles", "CGSize", "Int8", "int"] { #expect(TypeHint.named(name).numericName == nil) }
        // "Int" is the three bytes I, n, t, first byte lowest.
        #expect(ShortText.bytes("Int") == UInt64(0x49) | UInt64(0x6E) << 8 | UInt64(0x74) << 16)
    }
}

/// `InlineName` answers from a string's words only for inline ASCII strings; its answers must agree
/// with `==` and `utf8.contains` for names made in every way (literals, substrings, mutations that
/// leave a short string stored out of line) and for non-ASCII names (canonically equal spellings).
@Suite struct InlineNameTests {
    private func spellings(of name: String) -> [String] {
        var shortened = name + String(repeating: "_", count: 40)
        shortened.removeLast(40)
        let padded = "<" + name + ">"
        return [name, String(padded.dropFirst().dropLast()), shortened]
    }

    @Test func differAgreesWithEquality() {
        let names = ["x", "id", "item", "title", "price", "isDone", "exactly15bytes!", "sixteen bytes!!!", "caf\u{E9}",
                     "cafe\u{301}", "\u{2713} done", "a.b", "a rather long identifier name", ""]
        for first in names.flatMap(spellings) {
            for second in names.flatMap(spellings) where InlineName.differ(first, second) {
                #expect(first != second, "\(first) and \(second) were told apart but are equal")
            }
        }
        #expect(InlineName.differ("title", "price"))
        #expect(!InlineName.differ("title", String("<title>".dropFirst().dropLast())))
    }

    @Test func containsDotAgreesWithTheBytes() {
        let names = ["Outer.Inner", "A.B.C", "NoDot", ".", "x.", ".x", "exactly15bytes.", "fourteen.bytes",
                     "a.very.long.dotted.name", "no dots in this long name", "\u{2713}.done", "", "dot\u{2E}"]
        for name in names.flatMap(spellings) {
            #expect(InlineName.containsDot(name) == name.utf8.contains(UInt8(ascii: ".")), "\(name)")
        }
    }
}
