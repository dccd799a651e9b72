import LayoutEngine
import Testing
@testable import ProjectReader

/// `Button(intent:label:)` and `Button(_:intent:)` (iOS 17) perform an App Intent instead of a
/// closure: laid out as the same button with an action, so each pair is the same size.
@Suite struct IntentButtonTests {
    @Test func aButtonPerformingAnIntentIsLaidOutAsAButtonWithAnAction() throws {
        let reading = read("""
        import SwiftUI
        import AppIntents
        struct Increase: AppIntent {
            static var title: LocalizedStringResource = "Increase"
            func perform() async throws -> some IntentResult { .result() }
        }
        #Preview(traits: .sizeThatFitsLayout) {
            VStack {
                Button(intent: Increase()) { Text("Add one") }
                Button(action: {}) { Text("Add one") }
                Button("Add", intent: Increase())
                Button("Add") {}
            }
        }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        let buttons = layout(try #require(reading.scenarios.first)).root.allViews.filter { $0.kind == "Button" }.map(\.frame.size)
        try #require(buttons.count == 4)
        #expect(buttons[0] == buttons[1])
        #expect(buttons[2] == buttons[3])
    }
}
