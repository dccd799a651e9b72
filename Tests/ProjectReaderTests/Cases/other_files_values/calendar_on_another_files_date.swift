// `Calendar` runs on dates it knows; on another file's date (`profile.goalDate`, the profile
// given as `.constant(.default)` of another file's type) its answer is that unknown value, which
// a date picker's range does not need.
// source: a ninth sample of public view files (42 files of 5 app repositories kept outside the
// source: repository); written from Apple's `Calendar.date(byAdding:value:to:)`, not copied.
// expect: no error
// expect: Text.count > 0
import SwiftUI
struct ProfileEditor: View {
    @Binding var profile: Profile
    var dateRange: ClosedRange<Date> {
        let min = Calendar.current.date(byAdding: .year, value: -1, to: profile.goalDate)!
        let max = Calendar.current.date(byAdding: .year, value: 1, to: profile.goalDate)!
        return min...max
    }
    var body: some View {
        DatePicker(selection: $profile.goalDate, in: dateRange, displayedComponents: .date) { Text("Goal") }
    }
}
#Preview { ProfileEditor(profile: .constant(.default)) }
