import SwiftUI

@available(iOS 16.0, *)
struct BadgeRow: View {
    let labels: [String]
    var compact = false

    var body: some View {
        HStack(spacing: compact ? 4 : 8) {
            ForEach(labels, id: \.self) { label in
                Text(label)
                    .font(compact ? .caption2 : .caption)
                    .padding(.horizontal, compact ? 6 : 10)
                    .padding(.vertical, 4)
                    .background(Capsule().fill(Color.secondary.opacity(0.2)))
            }
        }
    }
}

struct ReleaseNotes: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("What's new in 2.0")
                .font(.headline)
            #if DEBUG
            Text("Debug build")
                .foregroundStyle(.red)
            #endif
            if #available(iOS 16.0, *) {
                BadgeRow(labels: ["Widgets", "Shortcuts", "iPad"])
            } else {
                Text("Widgets · Shortcuts · iPad")
            }
        }
        .padding()
    }
}

#if DEBUG
struct ReleaseNotes_Previews: PreviewProvider {
    static var previews: some View {
        ReleaseNotes()
            .previewLayout(.fixed(width: 375, height: 200))
    }
}
#endif
