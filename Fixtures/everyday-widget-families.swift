import SwiftUI
import WidgetKit

// A step-count widget as apps write it: a timeline provider, an entry view that reads the widget
// family from the environment (a ring of progress in the small tile, the ring beside the day's
// numbers in the medium one, and the week's days listed below in the large one), the widget's
// container background, and one preview per family. LayoutLens fixture (issue 32); the numbers
// it checks are in FixtureProvenanceTests: each tile is the HIG's size for the 393 × 852 iPhone
// and the content is inset 16 on every side.

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
    let week: [Int]
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: Date(), steps: 6_000, goal: 10_000, week: [4_000, 7_500, 9_100, 6_000, 12_000, 3_000, 8_800])
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct StepsRing: View {
    let fraction: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.green.opacity(0.25), lineWidth: 10)
            Circle()
                .trim(from: 0, to: fraction)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
        }
    }
}

struct StepsWidgetView: View {
    @Environment(\.widgetFamily) private var family
    let entry: StepsEntry

    private var fraction: Double { min(Double(entry.steps) / Double(entry.goal), 1) }

    var body: some View {
        switch family {
        case .systemSmall:
            VStack(alignment: .leading, spacing: 8) {
                StepsRing(fraction: fraction)
                    .frame(width: 64, height: 64)
                Text("\(entry.steps) steps")
                    .font(.headline)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        case .systemMedium:
            HStack(spacing: 16) {
                StepsRing(fraction: fraction)
                    .frame(width: 96, height: 96)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Today")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Text("\(entry.steps)")
                        .font(.title)
                        .bold()
                    Text("of \(entry.goal) steps")
                        .font(.footnote)
                }
                Spacer()
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        default:
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 16) {
                    StepsRing(fraction: fraction)
                        .frame(width: 96, height: 96)
                    Text("\(entry.steps) steps")
                        .font(.title2)
                }
                Divider()
                ForEach(entry.week.indices, id: \.self) { day in
                    HStack {
                        Text("Day \(day + 1)")
                        Spacer()
                        Text("\(entry.week[day])")
                    }
                    .font(.footnote)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Steps")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

#Preview(as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 6_420, goal: 10_000, week: [4_000, 7_500, 9_100, 6_000, 12_000, 3_000, 6_420])
}

#Preview(as: .systemMedium) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 6_420, goal: 10_000, week: [4_000, 7_500, 9_100, 6_000, 12_000, 3_000, 6_420])
}

#Preview(as: .systemLarge) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 6_420, goal: 10_000, week: [4_000, 7_500, 9_100, 6_000, 12_000, 3_000, 6_420])
}
