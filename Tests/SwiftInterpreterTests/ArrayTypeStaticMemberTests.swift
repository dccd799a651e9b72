import Testing
@testable import SwiftInterpreter

/// A static member of a constrained `extension Array` read or called on the shorthand array type
/// (`[Item].preview`, `[Item].make(count:)`) is the same member as on `Array<Item>` (The Swift
/// Programming Language, "Types": `[T]` is shorthand for `Array<T>`), while `[Item.self]` stays an
/// array of one metatype. Expected output is what the same program printed when compiled with
/// swiftc 6 and run on Linux.
@Suite struct ArrayTypeStaticMemberTests {
    @Test func aStaticOnTheShorthandArrayTypeIsTheArrayTypesStatic() throws {
        let output = try run("""
        struct Item { let width: Double }
        extension Array where Element == Item {
            static var preview: [Item] { [Item(width: 20), Item(width: 30)] }
            static func make(count: Int) -> [Item] { (0..<count).map { _ in Item(width: 10) } }
        }
        print([Item].preview.count, Array<Item>.preview.count, [Item].make(count: 3).count, [Item.self].count)
        """)
        #expect(output == "2 2 3 1\n")
    }
}
