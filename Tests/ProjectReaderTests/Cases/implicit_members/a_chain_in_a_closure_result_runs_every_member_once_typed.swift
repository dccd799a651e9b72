// An implicit-member chain returned from a closure whose result type Swift infers from the
// declared property (`let tags: [Tag] = sizes.map { .make($0).doubled.plus(1) }`, `Optional.map`
// into a `Tag?`): the chain starts from `Tag`'s static member and runs every member after it with
// its own arguments. Before the type was known only the chain's name and its last call's
// arguments were kept, so the first call's argument was lost and the widths were stand-ins.
// source: SE-0287 (implicit member chains: the first member is looked up in the contextual type,
// source: the rest applied to its result); swiftc 6 prints `[7.0, 11.0] 12.0` for the same code:
// source: make(3) = 3, doubled 6, plus(1) 7; make(5) → 10 + 1 = 11; init(v: 2) → 2 + 4 = 6, doubled 12.
// expect: no warning
// expect: frame[*].width == [7, 11, 12]
import SwiftUI

struct Tag {
    var v: CGFloat
    static func make(_ n: CGFloat) -> Tag { Tag(v: n) }
    func plus(_ n: CGFloat) -> Tag { Tag(v: v + n) }
    var doubled: Tag { Tag(v: v * 2) }
}

struct TagBars: View {
    let tags: [Tag] = [CGFloat(3), 5].map { .make($0).doubled.plus(1) }
    let highlight: Tag? = [CGFloat(2)].first.map { .init(v: $0).plus(4).doubled }

    var body: some View {
        VStack {
            ForEach(0..<2) { index in
                Color.blue.frame(width: tags[index].v, height: 2)
            }
            Color.red.frame(width: highlight?.v ?? 0, height: 2)
        }
    }
}

#Preview { TagBars() }
