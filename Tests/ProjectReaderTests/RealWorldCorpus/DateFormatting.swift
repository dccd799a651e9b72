import SwiftUI

struct Event: Identifiable {
    let id = UUID()
    let title: String
    let start: Date
    let durationMinutes: Int

    var durationText: String {
        let hours = durationMinutes / 60
        let minutes = durationMinutes % 60
        switch (hours, minutes) {
        case (0, let m): return "\(m) min"
        case (let h, 0): return "\(h) h"
        default: return "\(hours) h \(minutes) min"
        }
    }
}

struct AgendaView: View {
    let events = [
        Event(title: "Stand-up", start: .now, durationMinutes: 15),
        Event(title: "Design review", start: .now.addingTimeInterval(3_600), durationMinutes: 90),
        Event(title: "Focus time", start: .now.addingTimeInterval(7_200), durationMinutes: 120),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text(Date.now, style: .date)
                .font(.headline)
            ForEach(events) { event in
                HStack(alignment: .top) {
                    RoundedRectangle(cornerRadius: 2)
                        .fill(Color.teal)
                        .frame(width: 4, height: 36)
                    VStack(alignment: .leading) {
                        Text(event.title)
                        Text(event.durationText)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
        }
        .padding()
    }
}

#Preview {
    AgendaView()
}
