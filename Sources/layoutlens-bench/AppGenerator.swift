import Foundation

/// A generated SwiftUI app of `fileCount` files for the whole-app bench (issues 30 and 37): one
/// plain-folder module whose screens use what other files declare, as a real target does.
///
/// - `Theme.swift`: colour and metric constants (`Palette`, `Metrics`);
/// - `CardStyle.swift`: a `ViewModifier` and the `View` extension that applies it;
/// - then groups of five files: a model with sample data (`Item<g>.samples`), a small component
///   view (`Badge<g>`) and three screens, each with a `#Preview`, using the model of their own
///   group and the component of the next group (so every screen reaches into two other files).
///
/// The text depends only on `fileCount`, so every run reads the same bytes.
struct GeneratedApp {
    var fileCount: Int

    /// The files' names and texts, in name order of the folder they are written to.
    var files: [(name: String, text: String)] {
        var files = [(name: "Theme.swift", text: Self.theme), (name: "CardStyle.swift", text: Self.cardStyle)]
        let groups = max(1, (fileCount - 2 + 4) / 5)
        var index = 0
        while files.count < fileCount {
            let group = index / 5
            switch index % 5 {
            case 0: files.append((String(format: "Model%04d.swift", group), Self.model(group)))
            case 1: files.append((String(format: "Badge%04d.swift", group), Self.component(group)))
            default:
                let screen = index % 5 - 2
                files.append((String(format: "Screen%04d_%d.swift", group, screen),
                              Self.screen(group, screen, component: (group + 1) % groups)))
            }
            index += 1
        }
        return files
    }

    /// Writes the files into a new folder under the temporary directory and returns its path.
    func write() throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutlens-app-bench-\(fileCount)-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files {
            try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name))
        }
        return folder.path
    }

    static let theme = """
        import SwiftUI

        enum Palette {
            static let accent = Color.blue
            static let card = Color.white
            static let muted = Color.gray
        }

        enum Metrics {
            static let padding: CGFloat = 12
            static let spacing: CGFloat = 8
            static let corner: CGFloat = 10
            static let badgeHeight: CGFloat = 24
        }

        """

    static let cardStyle = """
        import SwiftUI

        struct CardStyle: ViewModifier {
            var highlighted = false
            func body(content: Content) -> some View {
                content
                    .padding(Metrics.padding)
                    .background(RoundedRectangle(cornerRadius: Metrics.corner).fill(highlighted ? Palette.accent : Palette.card))
            }
        }

        extension View {
            func cardStyle(highlighted: Bool = false) -> some View {
                modifier(CardStyle(highlighted: highlighted))
            }
        }

        """

    static func model(_ group: Int) -> String {
        """
        import Foundation

        struct Item\(group): Identifiable {
            let id: Int
            var title: String
            var price: Double
            var tags: [String]

            static let samples: [Item\(group)] = [
                Item\(group)(id: 1, title: "Espresso \(group)", price: 2.5, tags: ["hot", "short"]),
                Item\(group)(id: 2, title: "Flat white \(group)", price: 3.2, tags: ["milk"]),
                Item\(group)(id: 3, title: "Cold brew \(group)", price: 4.0, tags: ["cold", "long", "sweet"]),
            ]
        }

        """
    }

    static func component(_ group: Int) -> String {
        """
        import SwiftUI

        struct Badge\(group): View {
            let text: String
            var filled = true

            var body: some View {
                Text(text)
                    .font(.caption)
                    .padding(.horizontal, Metrics.spacing)
                    .frame(height: Metrics.badgeHeight)
                    .background(Capsule().fill(filled ? Palette.accent : Palette.muted))
            }
        }

        """
    }

    static func screen(_ group: Int, _ screen: Int, component: Int) -> String {
        let name = "Screen\(group)_\(screen)"
        return """
            import SwiftUI

            struct \(name): View {
                var items: [Item\(group)] = Item\(group).samples
                var body: some View {
                    VStack(alignment: .leading, spacing: Metrics.spacing) {
                        Text("Menu \(group).\(screen)").font(.title)
                        ForEach(items) { item in
                            HStack(spacing: Metrics.spacing) {
                                VStack(alignment: .leading) {
                                    Text(item.title).font(.headline)
                                    Text(String(format: "%.2f", item.price)).foregroundStyle(Palette.muted)
                                }
                                Spacer()
                                ForEach(item.tags, id: \\.self) { tag in
                                    Badge\(component)(text: tag, filled: item.id % 2 == 0)
                                }
                            }
                            .cardStyle(highlighted: item.id == \(screen + 1))
                        }
                    }
                    .padding()
                }
            }

            #Preview("\(name)") {
                \(name)()
            }

            """
    }
}
