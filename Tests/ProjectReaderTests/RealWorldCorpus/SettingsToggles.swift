import SwiftUI

struct SettingsView: View {
    @State private var notificationsOn = true
    @State private var soundsOn = false
    @AppStorage("username") private var username = "guest"

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Settings")
                .font(.largeTitle)
                .bold()
            Toggle("Notifications", isOn: $notificationsOn)
            Toggle(isOn: $soundsOn) {
                VStack(alignment: .leading) {
                    Text("Sounds")
                    Text("Play a chime for new mail")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            HStack {
                Text("Signed in as")
                Spacer()
                Text(username)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
    }
}
