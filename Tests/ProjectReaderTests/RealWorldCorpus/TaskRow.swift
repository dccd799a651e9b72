import SwiftUI

enum Priority: Int, CaseIterable, Comparable {
    case low = 0, medium, high

    var title: String {
        switch self {
        case .low: return "Low"
        case .medium: return "Medium"
        case .high: return "High"
        }
    }

    var color: Color {
        switch self {
        case .low: .green
        case .medium: .orange
        case .high: .red
        }
    }

    static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var priority: Priority
    var isDone = false
}

struct TaskRow: View {
    let item: TodoItem

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(item.isDone ? .green : .secondary)
            Text(item.title)
                .strikethrough(item.isDone)
            Spacer()
            Text(item.priority.title)
                .font(.caption)
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(item.priority.color.opacity(0.2), in: Capsule())
        }
        .padding(.vertical, 6)
    }
}

struct TaskListView: View {
    let items: [TodoItem]

    private var sorted: [TodoItem] {
        items.sorted { $0.priority > $1.priority }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(sorted) { item in
                TaskRow(item: item)
                Divider()
            }
        }
        .padding(.horizontal)
    }
}

#Preview {
    TaskListView(items: [
        TodoItem(id: 1, title: "Buy oat milk", priority: .low),
        TodoItem(id: 2, title: "File taxes", priority: .high),
        TodoItem(id: 3, title: "Call the plumber", priority: .medium, isDone: true),
    ])
}
