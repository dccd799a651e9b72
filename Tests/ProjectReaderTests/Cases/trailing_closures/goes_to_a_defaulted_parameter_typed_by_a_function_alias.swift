// An unlabelled trailing closure goes to a defaulted parameter whose type is a `typealias` of a
// function type, optional or not — nested in the type (`typealias OnDelete = (String) -> Int`) or
// top-level (`typealias Tap = (Int) -> Int`) — as it would to one written `((String) -> Int)?`:
// the alias is another name for the function type, so it is no "extra argument".
// source: The Swift Programming Language, "Type Alias Declaration"; SE-0286 (forward scan of
// source: trailing closures). swiftc 6 prints 40, 10 and 64 for the same calls: 10 + "abc".count × 10
// source: = 40; 10 without the closure; 20 + 4 + 20 × 2 = 64.
// expect: no diagnostic
// expect: Color[*].width == [40, 10, 64]
import SwiftUI

typealias Tap = (Int) -> Int

func barWidth(_ width: Int, height: Int = 4, onTap: Tap? = nil) -> Int {
    width + height + (onTap?(width) ?? 0)
}

final class RowModel {
    typealias OnDelete = (String) -> Int
    let width: Int

    init(_ title: String, width: Int, onDelete: OnDelete? = nil) {
        self.width = width + (onDelete?(title) ?? 0)
    }

    static func counted() -> RowModel {
        RowModel("abc", width: 10) { $0.count * 10 }
    }
}

struct AliasedClosureBars: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.pink.frame(width: CGFloat(RowModel.counted().width), height: 4)
            Color.pink.frame(width: CGFloat(RowModel("abc", width: 10).width), height: 4)
            Color.pink.frame(width: CGFloat(barWidth(20) { $0 * 2 }), height: 4)
        }
    }
}
#Preview { AliasedClosureBars() }
