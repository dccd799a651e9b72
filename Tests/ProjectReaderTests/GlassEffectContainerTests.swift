import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// iOS 26's `GlassEffectContainer` renders the glass of the views inside it; Apple documents no
/// layout of its own. Around one view the container is that view's frame whatever its layout
/// rule, so nothing is warned; around several views at its top level they lay out as a `Group`'s,
/// with a warning that says so.
@Suite struct GlassEffectContainerTests {
    private func read(_ body: String) -> FileReading {
        SwiftUIFileReader.read(bytes: Array("""
        import SwiftUI
        #Preview {
        \(body)
        }
        """.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
    }

    /// Two 80-pt colours 20 pt apart in an `HStack`: 80 + 20 + 80 = 180 pt wide, the same inside
    /// the container as without it; nothing is warned.
    @Test func aContainerOfOneStackIsThatStacksFrame() throws {
        let found = read("""
            GlassEffectContainer(spacing: 20) {
                HStack(spacing: 20) {
                    Color.red.frame(width: 80, height: 80).glassEffect()
                    Color.blue.frame(width: 80, height: 80).glassEffect(.regular, in: .rect(cornerRadius: 12))
                }
            }
        """)
        #expect(found.diagnostics.filter { $0.severity == .warning }.isEmpty, "\(found.diagnostics.map(\.text))")
        let scenario = try #require(found.scenarios.first)
        let views = scenario.layout().root.allViews
        let stack = try #require(views.first { $0.label == "HStack" })
        #expect(stack.frame.width == 180)
    }

    @Test func severalViewsAtItsTopLevelAreSaid() throws {
        let found = read("""
            GlassEffectContainer {
                Color.red.frame(width: 80, height: 80).glassEffect()
                Color.blue.frame(width: 80, height: 80).glassEffect()
            }
        """)
        let warning = try #require(found.diagnostics.first { $0.text.contains("GlassEffectContainer") }, "\(found.diagnostics.map(\.text))")
        #expect(warning.id == "approximatedView")
        #expect(!found.diagnostics.contains { $0.text.contains("stand-in") })
    }
}
