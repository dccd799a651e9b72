import LayoutEngine
import Testing
@testable import ProjectReader

/// Shapes a ninth sample of public view files (42 files of 5 app repositories kept outside the
/// repository) used and the reader did not yet run; each case is written here from the language
/// rule or Apple's API, not copied.
@Suite struct NinthSamplePatternsTests {
    /// A `switch` expression (SE-0380) on another file's value takes the case a `switch` statement
    /// would: its first case, reported as assumed.
    @Test func aSwitchExpressionOnAnotherFilesValue() throws {
        let reading = read("""
        import SwiftUI
        struct Card: View {
            let asset: WalletAsset
            var side: CGFloat {
                switch asset.kind {
                case .coin: 30
                case .token: 40
                }
            }
            var body: some View { Color.red.frame(width: side, height: side) }
        }
        #Preview { Card(asset: .sample) }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        #expect(reading.diagnostics.contains { $0.message.text.contains("its first case") })
        let scenario = try #require(reading.scenarios.first)
        #expect(layout(scenario).root.allViews.first { $0.kind == "Color" }?.frame.size == Size(width: 30, height: 30))
    }

    /// `@Dependency(\.client) var client` inside an initializer: another module's wrapper makes
    /// the value, which is unknown here; reading a member of it is reading another file's value.
    @Test func aLocalVariableWithAnotherModulesWrapper() throws {
        // The runtime's reading: the recogniser skips initializers, so it would read this file
        // whatever the runtime made of `lab`.
        let reading = read(String(decoding: Array("""
        import SwiftUI
        struct Settings: View {
            var isOn = false
            init() {
                @Dependency(\\.lab) var lab
                let enabled = lab.status(.icon)
                _ = enabled
            }
            var body: some View { Text(isOn ? "On" : "Off") }
        }
        #Preview { Settings() }
        """.utf8), as: UTF8.self))
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        #expect(reading.scenarios.count == 1)
    }

    /// `listRowInsets(.init(top: 30, leading: 40, bottom: 30, trailing: 0))`: the implicit
    /// `EdgeInsets` initializer, as `ListTests` writes it in full: content 40 from the section's
    /// 16 (56 from the list), 300 − 2 × 16 − 40 = 228 wide, 35 + 30 = 65 from the list's top.
    @Test func listRowInsetsByTheImplicitInitializer() throws {
        let views = try placedViews("""
        import SwiftUI
        #Preview {
            List {
                Color.blue.frame(height: 20).listRowInsets(.init(top: 30, leading: 40, bottom: 30, trailing: 0))
            }
            .frame(width: 300, height: 500)
        }
        """)
        let list = try frame(views, kind: "List")
        let color = try frame(views, kind: "Color")
        #expect(color.x - list.x == 56 && color.width == 228 && color.y - list.y == 65)
    }

    /// `Link(destination:label:)` with its label as a trailing closure, the Composable
    /// Architecture's `NavigationLink(state:label:)`, and `Gradient(stops:)` with stops written
    /// `.init(color:location:)` and `Gradient.Stop(color:location:)`.
    @Test func linksAndGradientStops() throws {
        let views = try placedViews("""
        import SwiftUI
        #Preview {
            VStack {
                Link(destination: URL(string: "https://example.com")!) { Text("Docs") }
                NavigationLink(state: 1) { Text("Next") }
                Circle().fill(RadialGradient(gradient: Gradient(stops: [
                    .init(color: .white, location: 0),
                    Gradient.Stop(color: .black, location: 1),
                ]), center: .center, startRadius: 0, endRadius: 20))
                .frame(width: 40, height: 40)
            }
        }
        """)
        #expect(views.filter { $0.kind == "Text" }.count == 2)
        #expect(try frame(views, kind: "Circle").size == Size(width: 40, height: 40))
    }

    /// `Calendar` runs on dates it knows; on another file's date (`profile.goalDate`, the profile
    /// given as `.constant(.default)` of another file's type) its answer is that unknown value, which
    /// a date picker's range does not need.
    @Test func aCalendarOnAnotherFilesDate() throws {
        // The runtime's reading: the recogniser's would stand in for a runtime error here.
        let reading = read(String(decoding: Array("""
        import SwiftUI
        struct ProfileEditor: View {
            @Binding var profile: Profile
            var dateRange: ClosedRange<Date> {
                let min = Calendar.current.date(byAdding: .year, value: -1, to: profile.goalDate)!
                let max = Calendar.current.date(byAdding: .year, value: 1, to: profile.goalDate)!
                return min...max
            }
            var body: some View {
                DatePicker(selection: $profile.goalDate, in: dateRange, displayedComponents: .date) { Text("Goal") }
            }
        }
        #Preview { ProfileEditor(profile: .constant(.default)) }
        """.utf8), as: UTF8.self))
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        let scenario = try #require(reading.scenarios.first)
        #expect(layout(scenario).root.allViews.contains { $0.kind == "Text" })
    }
}
