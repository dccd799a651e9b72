import SwiftUI
import Observation

struct TaskItem: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var isDone = false
    var priority: Priority = .normal

    enum Priority: Int, Comparable {
        case low = 0, normal, high

        static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}

@Observable
final class TaskListModel {
    var items: [TaskItem] = []
    var filter: Filter = .all

    enum Filter { case all, open, done }

    var visibleItems: [TaskItem] {
        let filtered = items.filter { item in
            switch filter {
            case .all: true
            case .open: !item.isDone
            case .done: item.isDone
            }
        }
        return filtered.sorted { $0.priority > $1.priority }
    }

    var progress: Double {
        guard !items.isEmpty else { return 0 }
        return Double(items.filter(\.isDone).count) / Double(items.count)
    }

    func toggle(_ item: TaskItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isDone.toggle()
    }

    func load() async throws {
        try await Task.sleep(nanoseconds: 1_000)
        items = (1...5).map { TaskItem(title: "Task \($0)", priority: $0 % 2 == 0 ? .high : .normal) }
    }
}

struct TaskRow: View {
    let item: TaskItem
    var onToggle: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Button(action: onToggle) {
                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                    .imageScale(.large)
            }
            .buttonStyle(.plain)
            VStack(alignment: .leading) {
                Text(item.title)
                    .strikethrough(item.isDone)
                if item.priority == .high {
                    Label("High priority", systemImage: "exclamationmark")
                        .font(.caption)
                        .foregroundStyle(.red)
                }
            }
            Spacer()
        }
        .contentShape(Rectangle())
    }
}

struct TaskListView: View {
    @State private var model = TaskListModel()
    @State private var errorMessage: String?

    var body: some View {
        List {
            Section {
                ProgressView(value: model.progress)
            }
            ForEach(model.visibleItems) { item in
                TaskRow(item: item) { model.toggle(item) }
            }
            .onDelete { offsets in
                model.items.remove(atOffsets: offsets)
            }
        }
        .overlay {
            if model.items.isEmpty {
                ContentUnavailableView("No Tasks", systemImage: "tray")
            }
        }
        .task {
            do {
                try await model.load()
            } catch is CancellationError {
                return
            } catch {
                errorMessage = error.localizedDescription
            }
        }
    }
}

#Preview {
    TaskListView()
}
