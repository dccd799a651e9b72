// `Date - TimeInterval` whose interval comes from code LayoutLens did not read (a Core ML model's
// generated class, `SleepModel`, is in no Swift file): the difference is as unknown as the
// interval, a stand-in value with a warning, not "binary operator '-' cannot be applied" — as a
// built-in operator given such an operand already gives.
// source: Apple, Foundation, `Date` (`static func - (lhs: Date, rhs: TimeInterval) -> Date`).
// expect: no error
// expect: Text.count == 1
import SwiftUI
struct Bedtime: View {
    let wake = Date(timeIntervalSince1970: 0)
    var bedtime: String {
        let prediction = SleepModel().prediction(hours: 8)
        let sleep = wake - prediction.actualSleep
        return sleep.formatted(date: .omitted, time: .shortened)
    }
    var body: some View { Text(bedtime) }
}
#Preview { Bedtime() }
