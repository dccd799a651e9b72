// An initializer's default values name the type's nested typealias and static property
// unqualified (`extra: ExtraData = ExtraData()`, `width: CGFloat = defaultWidth`): a default is
// evaluated where the initializer is declared, inside its type, not where it is called, so the
// call `Field()` in another type gets the type's own names, not stand-ins.
// source: The Swift Programming Language, "Functions" ("Default Parameter Values"); swiftc 6
// source: compiles and runs the same declarations (printing "120.0 3"), and rejects an instance
// source: member there ("cannot use instance member 'x' as a default parameter").
// source: the colour's frame: width 120 (the static default), height 3 rows × 10 = 30.
// expect: no warning
// expect: Color.size == 120×30
import SwiftUI

struct Rows {
    var count = 3
}

struct Field {
    typealias ExtraData = Rows
    static let defaultWidth: CGFloat = 120

    var width: CGFloat
    var extra: ExtraData

    init(width: CGFloat = defaultWidth, extra: ExtraData = ExtraData()) {
        self.width = width
        self.extra = extra
    }
}

struct FieldBar: View {
    let field = Field()

    var body: some View {
        Color.red.frame(width: field.width, height: CGFloat(field.extra.count) * 10)
    }
}

#Preview {
    FieldBar()
}
