// A `switch` expression whose branch is a variable named `dynamic` (a declaration modifier
// elsewhere), followed by the next `case` label: in a statement list the word is a name, since
// an enum case is declared only in an enum's body, so the switch gives the array. A stretching
// routine returns its dynamic or cooldown stretches this way.
// source: The Swift Programming Language, "Keywords and Punctuation" (`dynamic`, `convenience`
// source: are reserved only in particular contexts) and "Enumeration Declaration"; swiftc 6 on
// source: Linux compiled `case .warm: dynamic` / `case .cool: convenience` and printed "[1, 2] [3]".
// source: widths: two dynamic stretches × 20 = 40; one cooldown stretch × 20 = 20.
// expect: no error
// expect: Color[*].width == [40, 20]
import SwiftUI

enum Phase { case warmup, cooldown }

enum Routine {
    static let dynamic = ["Arm circles", "Leg swings"]
    static let convenience = ["Hamstring"]

    static func stretches(for phase: Phase) -> [String] {
        switch phase {
        case .warmup: dynamic
        case .cooldown: convenience
        }
    }
}

struct RoutineBars: View {
    var body: some View {
        VStack {
            Color.mint.frame(width: CGFloat(Routine.stretches(for: .warmup).count) * 20, height: 4)
            Color.mint.frame(width: CGFloat(Routine.stretches(for: .cooldown).count) * 20, height: 4)
        }
    }
}

#Preview { RoutineBars() }
