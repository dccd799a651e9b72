import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// `glassEffect(_:in:)` draws its glass shape behind the view, anchored to the view's bounds
/// (Apple docs, "glassEffect(_:in:)": "the material fills the entirety of the `Text` frame, which
/// includes the padding"), a `Capsule` by default; the view's own frame does not change.
@Suite struct GlassEffectTests {
    private func views(_ body: String) throws -> [PlacedView] {
        let found = SwiftUIFileReader.read(bytes: Array("""
        import SwiftUI
        #Preview {
        \(body)
        }
        """.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
        #expect(found.diagnostics.filter { $0.severity == .warning }.isEmpty, "\(found.diagnostics.map(\.text))")
        return try #require(found.scenarios.first).layout().root.allViews
    }

    /// A 120 × 44 view: its glass capsule is 120 × 44 at the same place, filled translucent.
    @Test func theGlassIsACapsuleBehindTheViewsFrame() throws {
        let all = try views("    Color.clear.frame(width: 120, height: 44).glassEffect()")
        let frame = try #require(all.first { $0.label == "frame" })
        let glass = try #require(all.first { $0.kind == "Capsule" })
        #expect(frame.frame.size == Size(width: 120, height: 44))
        #expect(glass.frame == frame.frame)
        #expect(glass.style.fill == .faded(.gray, opacity: 0.2))
    }

    /// `in: .rect(cornerRadius: 16)` draws that shape instead; `Glass.identity` draws none.
    @Test func theGlassTakesTheShapeGivenAndIdentityDrawsNone() throws {
        let shaped = try views("    Color.clear.frame(width: 80, height: 80).glassEffect(.regular, in: .rect(cornerRadius: 16))")
        #expect(!shaped.contains { $0.kind == "Capsule" })
        #expect(shaped.contains { $0.label == "glassEffect" })
        let none = try views("    Color.clear.frame(width: 80, height: 80).glassEffect(.identity)")
        #expect(!none.contains { $0.label == "glassEffect" })
    }
}
