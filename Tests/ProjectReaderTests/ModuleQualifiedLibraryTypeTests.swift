import LayoutEngine
import Testing
@testable import ProjectReader

/// `SwiftUI.Form` names SwiftUI's `Form` even where the app declares its own `struct Form`
/// (which hides the library's only from the bare name): the app's wrapper around a SwiftUI form
/// lays out a SwiftUI `Form` inside its padding.
@Suite struct ModuleQualifiedLibraryTypeTests {
    @Test func aModuleQualifiedNameReachesTheShadowedLibraryType() throws {
        let placed = try placedViews("""
        struct Form<Content: View>: View {
            @ViewBuilder let content: () -> Content
            init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
            var body: some View { SwiftUI.Form { content() }.padding(5) }
        }
        #Preview { Form { Text("A") } }
        """)
        let padding = try #require(placed.first { $0.kind == "padding" })
        let form = try #require(placed.first { $0.kind == "Form" })
        // The library's form fills the padding's inside: 5 in from each edge.
        #expect(form.frame.origin.x - padding.frame.origin.x == 5 && form.frame.size.width == padding.frame.size.width - 10)
    }
}

/// `Defaults[.launchCount] = 1` with `Defaults` of a package LayoutLens does not read: the
/// assignment runs and keeps nothing, as an assignment to a member of such a value does; the
/// preview is laid out with the stand-in's warning, not stopped.
@Suite struct UnseenSubscriptAssignmentTests {
    @Test func assigningThroughAnUnreadTypesSubscriptIsKeptNowhere() throws {
        let reading = read("""
        import SwiftUI
        final class AppState {
            init() { Defaults[.launchCount] = 1 }
        }
        struct Home: View {
            let state = AppState()
            var body: some View { Color.red.frame(width: 10, height: 10) }
        }
        #Preview { Home() }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        #expect(reading.scenarios.count == 1)
    }
}
