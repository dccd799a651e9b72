import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// iOS 26's `GlassEffectContainer` renders the glass of the views inside it; Apple documents no
/// layout of its own, so its content lays out as a `Group`'s, with a warning that says so.
@Suite struct GlassEffectContainerTests {
    /// Two 80-pt images 20 pt apart in an `HStack`: 80 + 20 + 80 = 180 pt wide, the same inside
    /// the container as without it.
    @Test func itsContentLaysOutAsWithoutIt() throws {
        let found = SwiftUIFileReader.read(bytes: Array("""
        import SwiftUI
        #Preview {
            GlassEffectContainer(spacing: 20) {
                HStack(spacing: 20) {
                    Color.red.frame(width: 80, height: 80).glassEffect()
                    Color.blue.frame(width: 80, height: 80).glassEffect()
                }
            }
        }
        """.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
        let warning = try #require(found.diagnostics.first { $0.text.contains("GlassEffectContainer") }, "\(found.diagnostics.map(\.text))")
        #expect(warning.id == "approximatedView")
        #expect(!found.diagnostics.contains { $0.text.contains("stand-in") })
        let scenario = try #require(found.scenarios.first)
        let stack = try #require(try scenario.layout().root.allViews.first { $0.label == "HStack" })
        #expect(stack.frame.width == 180)
    }
}
