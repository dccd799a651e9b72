// A global `==` declared for one of the program's structs (`func == (lhs: Vertex, rhs: Vertex)`,
// as a drawing helper declares it beside `extension Vertex: Equatable {}`) is chosen only for two
// `Vertex` operands: `note == nil` with an optional `String` is Optional's comparison with nil,
// and `count == 2` is Int's. Before, the nil operand reached the global operator, whose `lhs.x`
// stopped the preview ("found nil while implicitly unwrapping").
// source: The Swift Programming Language, "Advanced Operators", "Operator Methods"; swiftc 6.3.1
// source: on Linux prints `true true` for `note == nil, count == 2` with the global `==` in the
// source: file, calling it only for `Vertex(x: 1, y: 2) == Vertex(x: 1, y: 2)` (also true).
// expect: no error
// expect: Text.count == 3
import SwiftUI

struct Vertex {
    let x: Double
    let y: Double
}

extension Vertex: Equatable {}

func == (lhs: Vertex, rhs: Vertex) -> Bool {
    lhs.x == rhs.x && lhs.y == rhs.y
}

struct MaskSummary: View {
    var note: String? = nil
    var count = 2

    var body: some View {
        VStack {
            if note == nil { Text("No note") }
            if count == 2 { Text("Two points") }
            if Vertex(x: 1, y: 2) == Vertex(x: 1, y: 2) { Text("Same vertex") }
        }
    }
}

#Preview { MaskSummary() }
