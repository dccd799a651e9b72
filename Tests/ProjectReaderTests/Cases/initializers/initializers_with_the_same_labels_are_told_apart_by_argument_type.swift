// Two initializers with the same labels, `init(size: CGFloat?)` and `init(size: CGSize?)`: a
// `CGSize` argument calls the second, a number the first, as swiftc's overload resolution picks
// the one whose parameter type the argument has.
// source: The Swift Programming Language, "Initializers" (initializers are told apart by the
// source: names and types of their parameters); checked with swiftc 6: a `CGSize?` of 30 × 20
// source: gives 30 × 20, a literal 4 gives 4 × 4.
// expect: no error
// expect: Color[*].size == [30×20, 4×4]
import SwiftUI

struct Box: View {
    let size: CGSize?
    init(size: CGFloat? = nil) { self.size = size == nil ? nil : CGSize(width: size ?? 0, height: size ?? 0) }
    init(size: CGSize? = nil) { self.size = size }
    var body: some View { Color.red.frame(width: size?.width ?? 1, height: size?.height ?? 1) }
}

struct Pair: View {
    let measured: CGSize? = CGSize(width: 30, height: 20)
    var body: some View {
        VStack(spacing: 0) {
            Box(size: measured)
            Box(size: 4)
        }
    }
}

#Preview { Pair() }
