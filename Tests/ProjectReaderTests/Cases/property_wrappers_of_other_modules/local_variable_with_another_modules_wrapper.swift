// `@Dependency(\.client) var client` inside an initializer: another module's wrapper makes the
// value, which is unknown here; reading a member of it is reading another file's value.
// source: a ninth sample of public view files (42 files of 5 app repositories kept outside the
// source: repository); SE-0258 (property wrappers, local variables since Swift 5.4).
// expect: no error
// expect: scenarios.count == 1
import SwiftUI
struct Settings: View {
    var isOn = false
    init() {
        @Dependency(\.lab) var lab
        let enabled = lab.status(.icon)
        _ = enabled
    }
    var body: some View { Text(isOn ? "On" : "Off") }
}
#Preview { Settings() }
