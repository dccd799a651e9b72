import Testing
@testable import SwiftInterpreter

/// A function type has no argument labels (SE-0111): a declared function stored in a closure
/// property or constant (`Palette.colorFor`, which declares `isHovering:isSelected:`) is called
/// through it with unlabelled arguments, which take its parameters in order. Expected output is
/// what the same program printed when compiled with swiftc 6 and run on Linux.
@Suite struct FunctionValueCallLabelTests {
    @Test func aDeclaredFunctionCalledThroughAFunctionValueTakesItsArgumentsInOrder() throws {
        let output = try run("""
        enum Palette {
            static func colorFor(isHovering: Bool, isSelected: Bool = false) -> String { isHovering ? "hover" : (isSelected ? "selected" : "normal") }
            static func other(isHovering: Bool, isSelected: Bool) -> String { "other" }
        }
        struct Cell {
            let coloring: (_ isHovering: Bool, _ isSelected: Bool) -> String
            init(coloring: @escaping (_ isHovering: Bool, _ isSelected: Bool) -> String = Palette.colorFor) { self.coloring = coloring }
            func show() -> String { coloring(false, true) }
        }
        print(Cell().show(), Cell(coloring: Palette.other).show())
        let f: (Bool, Bool) -> String = Palette.colorFor
        print(f(true, false))
        """)
        #expect(output == "selected other\nhover\n")
    }
}
