import SwiftUI

struct NotificationSettings {
    var enabled = true
    var quietHoursStart = 22
    var quietHoursEnd = 7
    var quietHours: String { "\(quietHoursStart):00–\(quietHoursEnd):00" }
}

struct SettingRow<Trailing: View>: View {
    let icon: String
    let tint: Color
    let title: String
    @ViewBuilder let trailing: Trailing

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: icon)
                .foregroundStyle(.white)
                .frame(width: 28, height: 28)
                .background(tint, in: RoundedRectangle(cornerRadius: 6))
            Text(title)
            Spacer()
            trailing
        }
        .padding(.vertical, 6)
    }
}

struct NotificationsScreen: View {
    @State private var settings = NotificationSettings()

    var body: some View {
        VStack(spacing: 0) {
            SettingRow(icon: "bell", tint: .red, title: "Allow notifications") {
                Toggle("", isOn: $settings.enabled).labelsHidden()
            }
            Divider().padding(.leading, 40)
            SettingRow(icon: "moon", tint: .indigo, title: "Quiet hours") {
                Text(settings.quietHours).foregroundStyle(.secondary)
            }
        }
        .padding(.horizontal)
    }
}

#Preview {
    NotificationsScreen()
}
