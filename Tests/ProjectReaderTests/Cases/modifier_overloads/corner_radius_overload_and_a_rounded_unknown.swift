// `.cornerRadius([.topLeading, .topTrailing], 24)`: SwiftUI's `cornerRadius(_:antialiased:)` takes
// one radius, so this is the app's own overload (ignored, warned); `round(average)` of another
// file's number is as unknown as the number.
// source: an eleventh sample of public view files (50 files of 5 app repositories kept outside
// source: the repository); Apple, `cornerRadius(_:antialiased:)`.
// expect: no error
// expect: warning [undefinedModifierOverload] "'cornerRadius'"
import SwiftUI
struct Stats: View {
    let entries: [Entry]
    private var average: String {
        let values = entries.compactMap { $0.difficulty }
        let mean = Double(values.reduce(0, +)) / Double(max(values.count, 1))
        return "\(Int(round(mean))) \(Int(pow(mean, 2)))"
    }
    var body: some View {
        Text(average).padding().background(Color.gray).cornerRadius([.topLeading, .topTrailing], 24)
    }
}
#Preview { Stats(entries: Entry.samples) }
