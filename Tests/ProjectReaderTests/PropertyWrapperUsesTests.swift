import LayoutEngine
import Testing
@testable import ProjectReader

/// SwiftUI's property wrappers where they are declared in less common ways.
@Suite struct PropertyWrapperUsesTests {
    /// A property wrapper on a local variable (`@Bindable var prefs = prefs` in a body, SwiftUI's
    /// way to bind to an `@Observable` object read from the environment): the name reads the
    /// wrapped value and `$name` is the projected one, as for a stored property.
    ///
    /// The model's `showsHint` is true: the local reads it (the "Hint" text is shown), and the
    /// binding `$prefs.showsHint` handed to `HintRow` reads the same value (its "On" text).
    @Test func bindableLocalProjectsBindingsToTheObject() throws {
        let reading = read("""
        import SwiftUI
        @Observable class Preferences {
            var showsHint: Bool
            init(showsHint: Bool) { self.showsHint = showsHint }
        }
        struct HintRow: View {
            @Binding var isOn: Bool
            var body: some View { Text(isOn ? "On" : "Off") }
        }
        struct Settings: View {
            @Environment(Preferences.self) private var preferences
            var body: some View {
                @Bindable var prefs = preferences
                VStack {
                    Toggle("Hints", isOn: $prefs.showsHint)
                    HintRow(isOn: $prefs.showsHint)
                    if prefs.showsHint { Text("Hint") }
                }
            }
        }
        #Preview { Settings().environment(Preferences(showsHint: true)) }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).root.texts == ["Hints", "On", "Hint"])
    }

    /// `@FocusState var isFocused: Bool` with no initial value is `FocusState<Bool>()`, false; an
    /// optional one is nil.
    @Test func focusStateWithoutAValueStartsFalseOrNil() throws {
        let reading = read("""
        import SwiftUI
        enum Field { case name }
        struct Editor: View {
            @FocusState private var isFocused: Bool
            @FocusState private var field: Field?
            var body: some View {
                VStack {
                    Text(isFocused ? "Editing" : "Idle")
                    Text(field == nil ? "No field" : "Field")
                }
            }
        }
        #Preview { Editor() }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).root.texts == ["Idle", "No field"])
    }
}
