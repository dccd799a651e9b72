import Testing
@testable import SwiftInterpreter

/// `extension Array where Element == Band { init(_ raw: [RawBand]) }` adds an initializer taking
/// an array of `RawBand`; `Array(scores)` of a dictionary and `Array("hey")` of a string are still
/// the standard library's `init(_: some Sequence)`: Swift chooses by the argument's type, and no
/// dictionary or string converts to `[RawBand]` (The Swift Programming Language, "Collection
/// Types", "Initializers"). Expected output from swiftc 6.
@Suite struct ConstrainedArrayInitializerTests {
    @Test("A sequence of another kind is the standard library's initializer's; an array of the declared elements the extension's")
    func extensionInitializerTakesOnlyItsParameterKind() throws {
        let output = try run("""
        struct Band { var start: Int }
        struct RawBand { var start: Int }
        extension Array where Element == Band {
            init(_ raw: [RawBand]) { self = raw.map { .init(start: $0.start) } }
        }
        let scores = ["a": 1]
        let pairs = Array(scores)
        print(pairs.count, pairs[0].key, pairs[0].value)
        let letters = Array("hey")
        print(letters)
        let bands = [Band]([RawBand(start: 3)])
        print(bands[0].start)
        """)
        #expect(output == "1 a 1\n[\"h\", \"e\", \"y\"]\n3\n")
    }
}
