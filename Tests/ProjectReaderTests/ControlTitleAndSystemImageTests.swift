import Testing
@testable import ProjectReader

/// iOS 17's title-and-icon initializers of controls: `Toggle(_:systemImage:isOn:)`,
/// `Menu(_:systemImage:content:)`, `Picker(_:systemImage:selection:content:)` label the control
/// with `Label(title, systemImage:)`, as `Button(_:systemImage:action:)` does.
@Suite struct ControlTitleAndSystemImageTests {
    private func labelled(_ control: String) throws -> (texts: [String], kinds: [String]) {
        let reading = read("""
        import SwiftUI
        struct Settings: View {
            @State private var on = true
            @State private var sort = 0
            var body: some View { \(control) }
        }
        #Preview { Settings() }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let root = try #require(reading.scenarios.first).root
        return (root.texts, root.allNodes.map(\.kind))
    }

    @Test func aToggleWithASystemImageIsLabelledWithTheTitleAndIcon() throws {
        let toggle = try labelled(#"Toggle("Wi-Fi", systemImage: "wifi", isOn: $on)"#)
        #expect(toggle.texts == ["Wi-Fi"])
        #expect(toggle.kinds.contains("Label") && toggle.kinds.contains("Switch"))
    }

    @Test func aMenuWithASystemImageIsLabelledWithTheTitleAndIcon() throws {
        let menu = try labelled(#"Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") {} }"#)
        #expect(menu.texts == ["Sort"])
        #expect(menu.kinds.contains("Label"))
    }

    @Test func aPickerWithASystemImageIsLabelledWithTheTitleAndIcon() throws {
        let picker = try labelled(#"Form { Picker("Order", systemImage: "list.number", selection: $sort) { Text("New").tag(0); Text("Top").tag(1) } }"#)
        #expect(picker.texts.first == "Order")
        #expect(picker.kinds.contains("Label"))
    }
}
