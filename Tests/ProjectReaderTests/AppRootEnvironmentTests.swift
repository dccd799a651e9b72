import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftFrontEnd
import SwiftUIRuntime

/// An implicit preview (a file without any preview) shows its view as the app does: an object
/// the app's `@main` scene puts in the environment (`.environment(x)`, `.environmentObject(x)`)
/// is the one the view reads, said in a note. An explicit `#Preview` keeps its stand-in.
@Suite struct AppRootEnvironmentTests {
    static let app = """
    import SwiftUI
    @main
    struct ShopApp: App {
        @State var theme = Theme(side: 30)
        @StateObject private var basket = Basket()
        var body: some Scene {
            WindowGroup {
                ContentView()
                    .environment(\\.locale, Locale(identifier: "de"))
                    .withShopDependencies(basket: basket)
                    .environment(theme)
            }
        }
    }
    extension View {
        func withShopDependencies(basket: Basket) -> some View {
            environmentObject(basket)
        }
    }
    struct ContentView: View { var body: some View { Text("Shop") } }
    """
    static let models = """
    import SwiftUI
    @Observable final class Theme {
        var side: CGFloat
        init(side: CGFloat = 10) { self.side = side }
    }
    final class Basket: ObservableObject {
        @Published var selected: String?
        @Published var count = 2
    }
    """
    static let badge = """
    import SwiftUI
    struct Badge: View {
        @Environment(Theme.self) private var theme
        @EnvironmentObject var basket: Basket
        var body: some View { Color.red.frame(width: theme.side, height: CGFloat(basket.count)) }
    }
    """

    static func parsed(_ name: String, _ source: String) -> SourceFileSyntax {
        SwiftParser.parse(text: source, file: name).0
    }

    /// The scene's arguments, said as expressions: the app's stored property by its initial
    /// value (`theme` → `Theme(side: 30)`), a helper's parameter by what the scene passes it
    /// (`basket` → `basket` → `Basket()`); a key-path value (`\.locale`) is no object.
    @Test func theScenesEnvironmentObjectsAreFoundWithTheirValues() {
        let injections = AppRootEnvironment.injections(in: [Self.parsed("a/ShopApp.swift", Self.app)])
        #expect(injections.map(\.expression) == ["Theme(side: 30)", "Basket()"])
        #expect(injections.map(\.written) == [".environment(theme)", ".environmentObject(basket)"])
        // Where each is written: line 11 in the scene, line 17 in the helper's body.
        #expect(injections.map(\.line) == [11, 17])
    }

    /// A module without an `@main App` (a package, a widget's `@main WidgetBundle`) gives none.
    @Test func aModuleWithoutAnAppGivesNone() {
        let widget = "import SwiftUI\nimport WidgetKit\n@main struct Widgets: WidgetBundle { var body: some Widget { W() } }\n"
        #expect(AppRootEnvironment.injections(in: [Self.parsed("w.swift", widget), Self.parsed("m.swift", Self.models)]).isEmpty)
    }

    /// Badge has no preview: its implicit preview reads the app's `Theme(side: 30)` (30 wide) and
    /// `Basket()` (count 2 → 2 high), each said in a note, with no stand-in warning.
    @Test func anImplicitPreviewTakesTheObjectsTheAppGivesItsViews() throws {
        let injections = AppRootEnvironment.injections(in: [Self.parsed("a/ShopApp.swift", Self.app)])
        let (readings, _) = ModuleReader.read(files: [.init(path: "a/Models.swift", bytes: Array(Self.models.utf8)),
                                                      .init(path: "a/Badge.swift", bytes: Array(Self.badge.utf8))],
                                              assets: [ImageAssets(directory: nil), ImageAssets(directory: nil)], resourcePaths: [],
                                              appRootInjections: injections)
        let badge = readings[1]
        let notes = badge.diagnostics.filter { $0.id == "appRootEnvironmentValue" }
        #expect(notes.count == 2 && notes.allSatisfy { $0.severity == .note }, "\(badge.diagnostics.map(\.text))")
        #expect(!badge.diagnostics.contains { $0.id == "environmentObjectStandIn" })
        let root = try #require(badge.scenarios.first).layout().root
        #expect(root.frame.size == Size(width: 30, height: 2))
    }

    /// The same view in an explicit `#Preview` that sets nothing: Xcode's canvas stops there, so
    /// the stand-ins stay, warned: `Theme()` (side 10) and `Basket()` — a class without
    /// initializers has only `init()`, never a memberwise one, even with optional properties.
    @Test func anExplicitPreviewKeepsItsStandIns() throws {
        let injections = AppRootEnvironment.injections(in: [Self.parsed("a/ShopApp.swift", Self.app)])
        let previewed = Self.badge + "\n#Preview { Badge() }\n"
        let (readings, _) = ModuleReader.read(files: [.init(path: "a/Models.swift", bytes: Array(Self.models.utf8)),
                                                      .init(path: "a/Badge.swift", bytes: Array(previewed.utf8))],
                                              assets: [ImageAssets(directory: nil), ImageAssets(directory: nil)], resourcePaths: [],
                                              appRootInjections: injections)
        let badge = readings[1]
        #expect(badge.diagnostics.filter { $0.id == "environmentObjectStandIn" }.count == 2, "\(badge.diagnostics.map(\.text))")
        #expect(!badge.diagnostics.contains { $0.id == "appRootEnvironmentValue" })
        let root = try #require(badge.scenarios.first).layout().root
        #expect(root.frame.size == Size(width: 10, height: 2))
    }

    /// A model whose initializer reads a file of the app's container (`Data(contentsOf:)` of
    /// `URL.documentsDirectory`, a fresh install has none: the library's stand-in) is still the
    /// object the app's root gives: the stand-in is Apple's data, not another module's name, so
    /// the implicit preview takes `Theme(side: 30)` (30 wide), said in a note, with no
    /// `environmentObjectStandIn` (TempBox's `AppStore`, which loads saved colours so).
    @Test func anObjectReadingTheContainerInItsInitializerIsStillTheAppsOne() throws {
        let injections = AppRootEnvironment.injections(in: [Self.parsed("a/ShopApp.swift", Self.app)])
        let models = """
        import SwiftUI
        @Observable final class Theme {
            var side: CGFloat
            var saved: [String] = []
            init(side: CGFloat = 10) {
                self.side = side
                let url = URL.documentsDirectory.appending(path: "colors.json")
                saved = (try? JSONDecoder().decode([String].self, from: Data(contentsOf: url))) ?? []
            }
        }
        """
        let reader = """
        import SwiftUI
        struct Swatch: View {
            @Environment(Theme.self) private var theme
            var body: some View { Color.red.frame(width: theme.side, height: 10) }
        }
        """
        let (readings, _) = ModuleReader.read(files: [.init(path: "a/Models.swift", bytes: Array(models.utf8)),
                                                      .init(path: "a/Swatch.swift", bytes: Array(reader.utf8))],
                                              assets: [ImageAssets(directory: nil), ImageAssets(directory: nil)], resourcePaths: [],
                                              appRootInjections: injections)
        let swatch = readings[1]
        #expect(swatch.diagnostics.filter { $0.id == "appRootEnvironmentValue" }.count == 1, "\(swatch.diagnostics.map(\.text))")
        #expect(!swatch.diagnostics.contains { $0.id == "environmentObjectStandIn" })
        #expect(try #require(swatch.scenarios.first).layout().root.frame.size == Size(width: 30, height: 10))
    }

    // MARK: Objects set below the scene

    static let rootApp = """
    import SwiftUI
    @main
    struct ShopApp: App {
        var body: some Scene { WindowGroup { RootView() } }
    }
    """
    static let rootView = """
    import SwiftUI
    struct RootView: View {
        @State private var router = Router(depth: 3)
        var session: Session { .main }
        var body: some View {
            TabView {
                NavigationStack { ListScreen().navigationDestination(for: Page.self) { $0.screen } }
                    .environment(router)
                    .environment(session)
            }
        }
    }
    """
    /// The screens a navigation stack pushes, reached through the enum that names them.
    static let pages = """
    import SwiftUI
    enum Page: Hashable {
        case detail
        @ViewBuilder var screen: some View { DetailScreen() }
    }
    """
    static let rootModels = """
    import SwiftUI
    @Observable final class Router {
        var depth: Int
        init(depth: Int = 1) { self.depth = depth }
    }
    @Observable final class Session {
        static let main = Session(side: 25)
        let side: CGFloat
        init(side: CGFloat = 5) { self.side = side }
    }
    """
    static func reader(_ name: String) -> String {
        """
        import SwiftUI
        struct \(name): View {
            @Environment(Router.self) private var router
            @Environment(Session.self) private var session
            var body: some View { Color.red.frame(width: session.side, height: CGFloat(router.depth) * 10) }
        }
        """
    }

    /// `.environment(router)` in the root view's body, on a `NavigationStack` in a tab: found with
    /// the root view's stored property's initial value and its computed property's expression
    /// (`.main` of the declared `Session`), for the views shown beneath `RootView` only — the
    /// stack's root and the screen it pushes through the `Page` enum, not `RootView` itself.
    @Test func objectsSetInTheRootViewsBodyAreFoundForTheViewsBeneathIt() {
        let files = [Self.parsed("a/ShopApp.swift", Self.rootApp), Self.parsed("a/RootView.swift", Self.rootView),
                     Self.parsed("a/ListScreen.swift", Self.reader("ListScreen")), Self.parsed("a/Page.swift", Self.pages),
                     Self.parsed("a/DetailScreen.swift", Self.reader("DetailScreen"))]
        let injections = AppRootEnvironment.injections(in: files)
        #expect(injections.map(\.expression) == ["Router(depth: 3)", "Session.main"])
        #expect(injections.allSatisfy { $0.beneath == ["ListScreen", "DetailScreen"] }, "\(injections.map(\.beneath))")
    }

    /// ListScreen, shown beneath RootView, reads `Session.main` (25 wide) and `Router(depth: 3)`
    /// (3 × 10 = 30 high) in its implicit preview, said in notes; Orphan, which the app never
    /// shows, keeps the warned stand-ins `Session()` (5) and `Router()` (1 × 10 = 10).
    @Test func onlyTheViewsBeneathTheSettingViewTakeItsObjects() throws {
        let injections = AppRootEnvironment.injections(in: [Self.parsed("a/ShopApp.swift", Self.rootApp),
                                                            Self.parsed("a/RootView.swift", Self.rootView),
                                                            Self.parsed("a/ListScreen.swift", Self.reader("ListScreen"))])
        let (readings, _) = ModuleReader.read(files: [.init(path: "a/Models.swift", bytes: Array(Self.rootModels.utf8)),
                                                      .init(path: "a/ListScreen.swift", bytes: Array(Self.reader("ListScreen").utf8)),
                                                      .init(path: "a/Orphan.swift", bytes: Array(Self.reader("Orphan").utf8))],
                                              assets: [ImageAssets(directory: nil), ImageAssets(directory: nil), ImageAssets(directory: nil)],
                                              resourcePaths: [], appRootInjections: injections)
        let shown = readings[1], orphan = readings[2]
        #expect(shown.diagnostics.filter { $0.id == "appRootEnvironmentValue" }.count == 2, "\(shown.diagnostics.map(\.text))")
        #expect(!shown.diagnostics.contains { $0.id == "environmentObjectStandIn" })
        #expect(try #require(shown.scenarios.first).layout().root.frame.size == Size(width: 25, height: 30))
        #expect(orphan.diagnostics.filter { $0.id == "environmentObjectStandIn" }.count == 2, "\(orphan.diagnostics.map(\.text))")
        #expect(try #require(orphan.scenarios.first).layout().root.frame.size == Size(width: 5, height: 10))
    }
}
