// Two initializers with the same labels, `init(size: CGFloat?)` and `init(size: CGSize?)`: a
// `CGSize` argument calls the second, as swiftc's overload resolution picks the one whose
// parameter type the argument has.
// source: The Swift Programming Language, "Initializers" (initializers are told apart by the
// source: names and types of their parameters). The `CGSize` is 30 × 20 → a 30 × 20 colour.
// expect: no error
// expect: Color.width == 30
import SwiftUI

struct Box: View {
    let size: CGSize?
    init(size: CGFloat?) { self.size = size == nil ? nil : CGSize(width: size ?? 0, height: size ?? 0) }
    init(size: CGSize?) { self.size = size }
    var body: some View { Color.red.frame(width: size?.width ?? 1, height: size?.height ?? 1) }
}

#Preview { Box(size: CGSize(width: 30, height: 20)) }
