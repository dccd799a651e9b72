import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// Swift rules whose absence stopped a whole module's reading: each file is a preview that lays
/// out with no error once the rule holds.
@Suite struct ModuleStoppingSwiftRulesTests {
    private func reading(_ source: String) -> FileReading {
        SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
    }

    private func errors(_ reading: FileReading) -> [String] {
        reading.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column) \($0.text)" }
    }

    /// `switch icon` over `Icon?`, `Icon` another file's type: the value is there, so a case of
    /// the wrapped type is taken (its payload a stand-in), never `case nil` (The Swift Programming
    /// Language, "Optional Pattern": enumeration case patterns match an optional's wrapped value).
    @Test func aSwitchOverAnOptionalOfAnotherFilesTypeTakesAWrappedCase() throws {
        let reading = reading("""
        import SwiftUI
        struct IconView: View {
            let icon: Icon?
            var body: some View {
                switch icon {
                case .object(let name): Text("object")
                case .asset(let name): Text("asset")
                case nil: EmptyView()
                }
            }
        }
        #Preview { IconView(icon: Icon.sample) }
        """)
        #expect(errors(reading).isEmpty, "\(errors(reading))")
        let scenario = try #require(reading.scenarios.first)
        let texts = layout(scenario).root.allViews.filter { $0.kind == "Text" }
        #expect(texts.count == 1)
    }

    /// An enum adopting `View` in an extension shows its `body`: a gradient under a text in a
    /// 100-point-high `ZStack` is 100 points high, as the text's container.
    @Test func anEnumAdoptingViewShowsItsBody() throws {
        let reading = reading("""
        import SwiftUI
        enum Banner: String {
            case green, pink
            var color: Color { self == .green ? .green : .pink }
        }
        extension Banner: View {
            var body: some View {
                LinearGradient(colors: [color, .white], startPoint: .top, endPoint: .bottom)
            }
        }
        #Preview { ZStack { Banner.green; Text("Hi") }.frame(width: 200, height: 100) }
        """)
        #expect(errors(reading).isEmpty, "\(errors(reading))")
        let scenario = try #require(reading.scenarios.first)
        let gradient = try #require(layout(scenario).root.allViews.first { $0.label == "LinearGradient" })
        // Proposed 200 × 100 by the frame through the ZStack; a gradient takes what it is offered.
        #expect(gradient.frame.size.width == 200)
        #expect(gradient.frame.size.height == 100)
    }

    /// `@Environment(\\.flag) @Binding var isOn`: composed wrappers nest, the environment holds a
    /// `Binding<Bool>` and the property reads its wrapped `Bool` (SE-0258, "Composition of
    /// property wrappers"), so `isOn && !busy` is a `Bool` condition.
    @Test func composedWrappersReadThroughEachWrappedValue() throws {
        let reading = reading("""
        import SwiftUI
        extension EnvironmentValues {
            @Entry var groupDisabled: Binding<Bool> = .constant(true)
        }
        struct Buttonish: View {
            @State private var busy = false
            @Environment(\\.groupDisabled) @Binding private var groupDisabled
            var body: some View {
                VStack {
                    if groupDisabled && !busy { Text("Disabled") }
                }
            }
        }
        #Preview { Buttonish() }
        """)
        #expect(errors(reading).isEmpty, "\(errors(reading))")
        let scenario = try #require(reading.scenarios.first)
        #expect(layout(scenario).root.allViews.filter { $0.kind == "Text" }.count == 1)
    }

    /// `guard let device = makeDevice() else { fatalError(…) }` with `makeDevice` another file's:
    /// the nil branch stops the program at once, so the author knows the value is there; it is
    /// bound as its stand-in (reported) and the preview lays out instead of trapping.
    @Test func aNilBranchThatTrapsTakesAnotherFilesValueAsPresent() throws {
        let reading = reading("""
        import SwiftUI
        struct Visual: View {
            let device: Device
            init() {
                guard let device = makeDefaultDevice() else { fatalError("GPU not available") }
                self.device = device
            }
            var body: some View { Text(title) }
            var title: String {
                if let image = renderImage() {
                    return "Ready"
                } else {
                    assertionFailure("no image")
                    return "Missing"
                }
            }
        }
        #Preview { Visual() }
        """)
        #expect(errors(reading).isEmpty, "\(errors(reading))")
        #expect(reading.scenarios.count == 1)
        #expect(reading.diagnostics.contains { $0.text.contains("a value, not nil") })
    }

    /// `class App { static let shared = App() }`, named like SwiftUI's `App`: the program's class
    /// keeps the `init()` Swift gives a class whose properties all have initial values.
    @Test func aClassNamedLikeALibraryTypeKeepsItsDefaultInitializer() throws {
        let reading = reading("""
        import SwiftUI
        class App {
            static let shared = App()
            var features: Set<String> = []
            var deferredURL: URL?
            var name: String { "Monitor" }
        }
        struct Header: View {
            var body: some View { Text(App.shared.name) }
        }
        #Preview { Header() }
        """)
        #expect(errors(reading).isEmpty, "\(errors(reading))")
        #expect(reading.scenarios.count == 1)
    }
}
