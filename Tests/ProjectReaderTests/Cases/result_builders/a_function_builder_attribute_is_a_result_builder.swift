// `@_functionBuilder`, the attribute's name before SE-0289, still makes a result builder:
// swiftc 6 accepts it with the warning "'@_functionBuilder' has been renamed to
// '@resultBuilder'". The tab strip's closure of two items is built by `buildBlock` into an array
// of two, so the row holds two 30-point squares.
// source: SE-0289 (Result builders), "Source compatibility": the underscored attribute stays
// source: as a deprecated spelling; swiftc 6 compiles and runs `@_functionBuilder struct B` with
// source: that warning. NeoMusic's `TabBuilder` is written this way.
// source: the row: 2 items × 30 wide, spacing 8 between them: 30 + 8 + 30 = 68 wide, 30 tall.
// expect: no error
// expect: Color.count == 2
// expect: HStack.size == 68×30
import SwiftUI

struct StripItem {
    var color: Color
}

@_functionBuilder
struct StripBuilder {
    static func buildBlock(_ items: StripItem...) -> [StripItem] {
        items
    }
}

struct Strip: View {
    let items: [StripItem]

    init(@StripBuilder content: () -> [StripItem]) {
        items = content()
    }

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<items.count, id: \.self) { index in
                items[index].color.frame(width: 30, height: 30)
            }
        }
    }
}

#Preview {
    Strip {
        StripItem(color: .red)
        StripItem(color: .blue)
    }
}
