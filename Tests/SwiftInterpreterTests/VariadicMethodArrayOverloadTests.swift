import Testing
@testable import SwiftInterpreter

/// A variadic method forwarding its parameter to the method's array overload (`func log(_ items:
/// String...) { log(items) }` beside `func log(_ items: [String])`): inside the variadic method
/// `items` is an array (The Swift Programming Language, "Functions", "Variadic Parameters"), which
/// the array overload takes as it is, as global functions already did (`ArrayOverloadOfVariadic`).
/// Expected output is what the same program printed when compiled with swiftc 6.3 and run on Linux.
@Suite struct VariadicMethodArrayOverloadTests {
    @Test func aVariadicMethodForwardsItsArrayToTheArrayOverload() throws {
        let output = try run("""
        struct Logger {
            var lines: [String] = []
            mutating func log(_ items: String...) { log(items) }
            mutating func log(_ items: [String]) { lines.append(items.joined(separator: "+")) }
            func sum(_ xs: Int...) -> Int { sum(xs) }
            func sum(_ xs: [Int]) -> Int { xs.reduce(0, +) }
        }
        var l = Logger()
        l.log("a", "b")
        print(l.lines, l.sum(1, 2, 3))
        """)
        #expect(output == "[\"a+b\"] 6\n")
    }
}

/// `sum([4])` beside `sum(_ xs: Int...)` and `sum(_ xs: [Int])` is the array overload: an array
/// is no `Int`, the variadic parameter's element type (swiftc 6.3 printed 4).
@Suite struct ArrayArgumentBesideVariadicOverloadTests {
    @Test func anArrayArgumentGoesToTheArrayOverloadNotTheVariadicOne() throws {
        let output = try run("""
        struct Logger {
            func sum(_ xs: Int...) -> Int { sum(xs) }
            func sum(_ xs: [Int]) -> Int { xs.reduce(0, +) }
        }
        print(Logger().sum([4]), Logger().sum(1, 2))
        """)
        #expect(output == "4 3\n")
    }
}
