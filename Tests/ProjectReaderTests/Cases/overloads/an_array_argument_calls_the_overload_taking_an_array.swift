// Two static methods share their labels: one takes an optional value and forwards to the other
// with `history.map { [$0] } ?? []`, an array. The array calls the overload declaring an array,
// so the forward ends; it never calls itself again. A training planner finds the next set so.
// source: swiftc 6 on Linux compiled this pair of `next(current:history:)` overloads and printed
// source: "2 1" for `next(current: 1, history: 5)!.v, next(current: 1, history: nil)!.v`.
// source: widths: 8 + 1 (one past value) = 9 reps × 10 = 90; with nil, 8 + 0 = 80.
// expect: no error
// expect: Color[*].width == [90, 80]
import SwiftUI

struct SetTarget { let reps: Int }

enum SetPlanner {
    static func next(current: Int, history: Int?) -> SetTarget? {
        next(current: current, history: history.map { [$0] } ?? [])
    }

    static func next(current: Int, history: [Int]) -> SetTarget? {
        SetTarget(reps: current + history.count)
    }
}

struct NextSetBars: View {
    var body: some View {
        VStack {
            Color.purple.frame(width: CGFloat(SetPlanner.next(current: 8, history: 10)?.reps ?? 0) * 10, height: 4)
            Color.purple.frame(width: CGFloat(SetPlanner.next(current: 8, history: nil)?.reps ?? 0) * 10, height: 4)
        }
    }
}

#Preview { NextSetBars() }
