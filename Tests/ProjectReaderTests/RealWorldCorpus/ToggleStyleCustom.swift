import SwiftUI

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 10) {
            RoundedRectangle(cornerRadius: 5)
                .stroke(lineWidth: 2)
                .frame(width: 22, height: 22)
                .overlay {
                    if configuration.isOn {
                        Image(systemName: "checkmark")
                            .font(.caption.weight(.bold))
                    }
                }
                .onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
    }
}

struct ChecklistView: View {
    @State private var packed = [true, false, true]
    let items = ["Passport", "Charger", "Sunscreen"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(items.indices, id: \.self) { i in
                Toggle(items[i], isOn: $packed[i])
                    .toggleStyle(CheckboxToggleStyle())
            }
        }
        .padding()
    }
}

#Preview {
    ChecklistView()
}
