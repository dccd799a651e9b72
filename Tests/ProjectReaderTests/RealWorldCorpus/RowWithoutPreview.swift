import SwiftUI

// A row view as apps keep it: no preview of its own (the list screen previews it), a model of
// another file, a formatter helper of this file.
struct RowWithoutPreview: View {
    let order: Order
    var isHighlighted = false
    let onReorder: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "shippingbox")
                .foregroundStyle(isHighlighted ? Color.orange : Color.secondary)
            VStack(alignment: .leading, spacing: 2) {
                Text("Order")
                    .font(.headline)
                Text(caption(items: 3))
                    .font(.caption)
            }
            Spacer()
            Button("Reorder", action: onReorder)
                .buttonStyle(.bordered)
        }
        .padding(.vertical, 6)
    }

    private func caption(items: Int) -> String {
        items == 1 ? "1 item" : "\(items) items"
    }
}
