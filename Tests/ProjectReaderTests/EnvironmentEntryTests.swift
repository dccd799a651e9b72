import LayoutEngine
import Testing

/// `@Entry var name: T = value` in `extension EnvironmentValues` (Xcode 16's macro; Apple,
/// SwiftUI, `Entry()`) declares a key whose default is `value`: `@Environment(\.name)` reads it,
/// and `.environment(\.name, other)` above the view replaces it.
@Suite struct EnvironmentEntryTests {
    static let source = """
    import SwiftUI

    extension EnvironmentValues {
        @Entry var rowHeight: CGFloat = 12
    }

    struct Row: View {
        @Environment(\\.rowHeight) private var height
        var body: some View { Color.clear.frame(width: 1, height: height) }
    }

    """

    @Test func anEntryReadsItsDefaultValue() throws {
        let views = try placedViews(Self.source + "#Preview { Row() }")
        #expect(try frame(views, kind: "Color").height == 12)
    }

    @Test func anEntrySetAboveTheViewReplacesItsDefault() throws {
        let views = try placedViews(Self.source + "#Preview { Row().environment(\\.rowHeight, 30) }")
        #expect(try frame(views, kind: "Color").height == 30)
    }
}
