import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// Swift that an app compiles and a module read must run without giving up on the file's
/// previews (`moduleReadingFailed`): each test is one construct that used to stop a module.
@Suite struct ModuleReadingFailuresTests {
    /// When a preview does fall back to its file alone, the warning is on that file (where the
    /// user reads it), at its first preview, and the place the module's code stopped — another
    /// file here — is its note.
    @Test func theFallbackIsReportedOnTheFileWhosePreviewsFellBack() throws {
        let model = "import SwiftUI\nenum Sizes { static var side: CGFloat { fatalError(\"not in previews\") } }\n"
        let card = "import SwiftUI\n\n#Preview { Color.red.frame(width: Sizes.side, height: 10) }\n"
        let (readings, _) = ModuleReadingTests.readTwo(("a/Sizes.swift", model), ("a/Card.swift", card))
        let warning = try #require(readings[1].diagnostics.first { $0.id == "moduleReadingFailed" })
        #expect(warning.file == "a/Card.swift")
        #expect(warning.line == 3)
        let note = try #require(warning.notes.first)
        #expect(note.range?.file == "a/Sizes.swift")
        #expect(note.message.contains("not in previews"))
    }

    /// An `@Observable` model an ancestor never sets, whose only initializer takes arguments: Swift
    /// has no `Client()` (swiftc: "missing argument for parameter 'server'"), so the stand-in is
    /// made by that initializer with placeholder arguments and runs its body — the lock it stores
    /// holds the state, and `withLock` reads it (the server's name "server" → 6 × 10 = 60).
    @Test func anEnvironmentStandInIsMadeByTheModelsOwnInitializer() throws {
        let client = """
        import SwiftUI
        import os
        @Observable final class Client {
            private struct Critical { var server: String }
            private let critical: OSAllocatedUnfairLock<Critical>
            init(server: String, secure: Bool = true) {
                critical = .init(initialState: Critical(server: server))
            }
            var serverLength: Int { critical.withLock { $0.server.count } }
        }
        """
        let row = """
        import SwiftUI
        struct Row: View {
            @Environment(Client.self) private var client
            var body: some View { Color.red.frame(width: CGFloat(client.serverLength) * 10, height: 10) }
        }
        #Preview { Row() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Client.swift", client), ("a/Row.swift", row))
        #expect(readings[1].diagnostics.map(\.id) == ["environmentObjectStandIn"], "\(readings[1].diagnostics.map(\.text))")
        #expect(readings[1].diagnostics.first?.text.contains("server") == true)
        let root = try #require(readings[1].scenarios.first).layout().root
        #expect(root.frame.width == 60)
    }

    /// `UIFontMetrics.default.scaledValue(for:)` scales as body text does (Apple's Dynamic Type
    /// table: body 17 at `.large`, 23 at `.xxxLarge`), and `UIFontMetrics(forTextStyle:
    /// .title1)` as the title style (28 → 34): 17 × 23 / 17 = 23 and 28 × 34 / 28 = 34 at
    /// `.xxxLarge`; unchanged at the default `.large`.
    @Test func fontMetricsScaleValuesWithTheCanvasDynamicTypeSize() throws {
        let source = """
        import SwiftUI
        import UIKit
        #Preview {
            VStack(spacing: 0) {
                Color.red.frame(width: UIFontMetrics.default.scaledValue(for: 17), height: 10)
                Color.blue.frame(width: UIFontMetrics(forTextStyle: .title1).scaledValue(for: 28), height: 10)
                Text("A").font(Font(UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 17))))
            }
        }
        """
        func widths(_ size: DynamicTypeSize) throws -> [Double] {
            let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil),
                                                 settings: PreviewSettings(dynamicTypeSize: size))
            #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
            let views = try #require(reading.scenarios.first).layout().root.allViews
            return views.filter { $0.kind == "Color" }.map(\.frame.width) + views.compactMap { $0.text?.font.size }
        }
        #expect(try widths(.large) == [17, 28, 17])
        #expect(try widths(.xxxLarge) == [23, 34, 23])
    }
}
