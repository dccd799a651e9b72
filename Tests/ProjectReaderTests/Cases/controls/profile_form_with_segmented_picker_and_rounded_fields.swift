// A profile form as apps write it: a segmented plan picker, rounded-border text and secure
// fields, a label-hidden toggle beside its own text, a stepper, a slider and a scaled avatar.
// Every control is laid out by its own rule, with no diagnostic and no stand-in.
// source: the form is 393 − 2 × 16 = 361 wide (the default 393-pt device, default padding 16).
// source: segmented: three equal segments (Apple HIG "Segmented controls"), 361 / 3 each, 32 tall (unverified).
// source: rounded-border field: its text line + 7 + 7 (unverified insets), so 14 taller than a Text line.
// source: labelsHidden toggle: the 51 × 31 switch (Travis Kirton, "Hacking UISwitch").
// source: @ScaledMetric 44 relative to body at the default Large size: 44 × 17 / 17 = 44.
// expect: no diagnostic
// expect: SegmentedPicker.size == 361×32
// expect: SegmentedPicker.children.count == 3
// expect: TextField[*].width == [361, 361]
// expect: TextField.height == Text("Text")[2].height + 14
// expect: SecureField.height == TextField.height
// expect: Toggle.size == 51×31
// expect: Circle.size == 44×44
import SwiftUI

struct ProfileForm: View {
    enum Plan: String, CaseIterable { case free, pro, team }
    @State private var plan = Plan.pro
    @State private var name = "Ada Lovelace"
    @State private var email = ""
    @State private var password = ""
    @State private var notifications = true
    @State private var volume = 0.6
    @State private var copies = 2
    @ScaledMetric(relativeTo: .body) private var avatarSize = 44.0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Circle().fill(.blue).frame(width: avatarSize, height: avatarSize)
                Text("Profile").font(.title2)
            }
            Picker("Plan", selection: $plan) {
                Text("Free").tag(Plan.free)
                Text("Pro").tag(Plan.pro)
                Text("Team").tag(Plan.team)
            }
            .pickerStyle(.segmented)
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            HStack {
                Text("Notifications")
                Spacer()
                Toggle("Notifications", isOn: $notifications).labelsHidden()
            }
            Stepper("Copies: \(copies)", value: $copies, in: 1...10)
            Slider(value: $volume)
            Spacer()
        }
        .padding()
    }
}

#Preview { ProfileForm() }
