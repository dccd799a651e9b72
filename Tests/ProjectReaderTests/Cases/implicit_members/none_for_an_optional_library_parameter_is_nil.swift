// `Spacer(minLength: .none)`: `minLength` is a `CGFloat?`, so `.none` is `Optional.none`, nil, and the
// spacer keeps its default minimum, the system spacing, as if no length were given.
// source: Apple docs, `Spacer.init(minLength:)`: "If you don't specify a minimum length, the
// source: spacer uses the system spacing"; swiftc 6.3 resolves `.none` given to a `Double?` to
// source: `Optional<Double>.none` ("assuming you mean 'Optional<Double>.none'").
// source: widths: the fixed-size stacks are 10 + 8 + 10 = 28 (nil: default 8) and 10 + 0 + 10 = 20.
// expect: no diagnostic
// expect: HStack[*].width == [28, 20]
import SwiftUI

struct EdgeSpacers: View {
    var body: some View {
        VStack {
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Spacer(minLength: .none)
                Color.blue.frame(width: 10, height: 10)
            }
            .fixedSize()
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Spacer(minLength: 0)
                Color.blue.frame(width: 10, height: 10)
            }
            .fixedSize()
        }
    }
}

#Preview { EdgeSpacers() }
