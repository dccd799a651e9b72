import SwiftUI
import WidgetKit

@main
struct GlanceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Glance", provider: GlanceProvider()) { _ in ContentView() }
    }
}
