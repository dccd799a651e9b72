import Testing

/// `EnvironmentValues()` (Apple docs, `EnvironmentValues.init()`: "Creates an environment values
/// instance") is a fresh instance: a user key reads its `defaultValue` through the extension's
/// subscript, and SwiftUI's keys their defaults, not what `.environment(_:_:)` set above the view.
@Suite struct EnvironmentValuesInstanceTests {
    @Test func aFreshInstanceHoldsEachKeysDefault() throws {
        let texts = try textsOfPreview(declarations: """
        private struct RowSpacingKey: EnvironmentKey {
            static let defaultValue: CGFloat = 12
        }

        extension EnvironmentValues {
            var rowSpacing: CGFloat {
                get { self[RowSpacingKey.self] }
                set { self[RowSpacingKey.self] = newValue }
            }
        }

        struct Note: View {
            var body: some View {
                Text("\\(Int(EnvironmentValues().rowSpacing))")
                Text(EnvironmentValues().colorScheme == .light ? "light" : "dark")
            }
        }
        """, #"Note().environment(\.rowSpacing, 30).environment(\.colorScheme, .dark)"#)
        #expect(texts == ["12", "light"])
    }
}
