import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// Xcode's canvas launches the app before it shows a preview: the `@main` App's `init()` runs,
/// then the delegate its `@UIApplicationDelegateAdaptor` names is made and told
/// `application(_:willFinishLaunchingWithOptions:)` and `application(_:didFinishLaunchingWithOptions:)`
/// (docs/reader-design.md, "App launch"). What the launch sets is what every preview reads.
@Suite struct AppLaunchTests {
    static func colorFrames(_ scenario: Scenario) -> [Rect] {
        layout(scenario).root.allViews.filter { $0.kind == "Color" }.map(\.frame)
    }

    /// `Apps/Lighthouse`: the delegate's `willFinishLaunching` sets `AppDelegate.shared`, its
    /// `didFinishLaunching` fills the store with watches of 4, 8 and 6 hours, and `App.init()`
    /// sets the theme (rows 24 tall, 6 apart). `KeeperLog` reads all of it: bars 4 × 10 = 40,
    /// 8 × 10 = 80 and 6 × 10 = 60 wide, 24 tall, each 24 + 6 = 30 below the one before.
    @Test func aPreviewReadsWhatTheDelegateAndTheAppSetAtLaunch() throws {
        let (readings, mode) = ModuleReader.read(paths: ModuleReadingTests.appFiles("Lighthouse"))
        #expect(mode == .program)
        let reading = try ModuleReadingTests.reading(readings, "KeeperLog.swift")
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let bars = Self.colorFrames(try #require(reading.scenarios.first))
        #expect(bars.map(\.width) == [40, 80, 60])
        #expect(bars.map(\.height) == [24, 24, 24])
        #expect(bars.count == 3 && bars[1].y - bars[0].y == 30 && bars[2].y - bars[1].y == 30)
    }

    /// The launch ran in UIKit's order after `App.init()`: "app" (3 letters → 30 wide),
    /// "delegate" (8 → 80), "will" (4 → 40), "did" (3 → 30); the root scene's `onAppear`
    /// ("scene") never runs. `UIApplication.shared.delegate` is the adaptor's delegate, with its
    /// three watches (3 × 10 = 30 tall), and the beam is the 40 points `register(defaults:)` gave.
    @Test func theLaunchRunsInUIKitsOrderAndTheAdaptorsDelegateIsTheApplicationsDelegate() throws {
        let (readings, _) = ModuleReader.read(paths: ModuleReadingTests.appFiles("Lighthouse"))
        let reading = try ModuleReadingTests.reading(readings, "BeaconView.swift")
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        let bars = Self.colorFrames(try #require(reading.scenarios.first))
        #expect(bars.map(\.width) == [30, 80, 40, 30, 40])
        #expect(bars.map(\.height) == [10, 10, 10, 10, 30])
    }

    /// A UIKit app delegate marked `@main` (no SwiftUI `App`): made with its `init()`, which
    /// sets `current`, then told `didFinishLaunching`, which traps on a nil it unwraps. The trap
    /// is a warning at its line of the delegate's file; the preview still reads `current`
    /// (a name of 5 letters → 50 wide) and the state set before the trap (`launched` 1 → 10 tall).
    @Test func aLaunchThatStopsIsAWarningAtItsLineAndPreviewsKeepWhatItSet() throws {
        let delegate = """
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            static var current: AppDelegate!
            static var launched = 0
            let name = "Harry"

            override init() {
                super.init()
                AppDelegate.current = self
            }

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                AppDelegate.launched += 1
                let configuration: String? = nil
                print(configuration!)
                AppDelegate.launched += 1
                return true
            }
        }
        """
        let view = """
        import SwiftUI

        struct NameBar: View {
            var body: some View {
                Color.green.frame(width: CGFloat(AppDelegate.current.name.count) * 10, height: CGFloat(AppDelegate.launched) * 10)
            }
        }

        #Preview { NameBar() }
        """
        let readings = PreviewStateResetTests.read([("b/AppDelegate.swift", delegate), ("b/NameBar.swift", view)])
        let bar = try ModuleReadingTests.reading(readings, "NameBar.swift")
        #expect(bar.diagnostics.isEmpty, "\(bar.diagnostics.map(\.text))")
        #expect(Self.colorFrames(try #require(bar.scenarios.first)).map { [$0.width, $0.height] } == [[50, 10]])
        let launch = try ModuleReadingTests.reading(readings, "AppDelegate.swift")
        let stopped = launch.diagnostics.filter { $0.id == "appLaunchStopped" }
        #expect(stopped.count == 1, "\(launch.diagnostics.map(\.text))")
        #expect(stopped.first?.range.start.line == 17)
        #expect(stopped.first?.text.contains("application(_:didFinishLaunchingWithOptions:)") == true)
    }

    /// Without a delegate the launch made, `UIApplication.shared.delegate` is SwiftUI's own or a
    /// module's not read: a stand-in with its warning, not nil (the view's `as!` would trap on nil).
    @Test func withoutALaunchedDelegateTheApplicationsDelegateIsAStandIn() throws {
        let source = """
        import SwiftUI

        struct Badge: View {
            var body: some View {
                let delegate = UIApplication.shared.delegate as! AppDelegate
                Color.red.frame(width: delegate.badgeWidth, height: 10)
            }
        }

        #Preview { Badge() }
        """
        let reading = try #require(PreviewStateResetTests.read([("e/Badge.swift", source)]).first)
        #expect(reading.scenarios.count == 1, "\(reading.diagnostics.map(\.text))")
        #expect(reading.diagnostics.contains { $0.text.hasPrefix("'UIApplication.delegate.badgeWidth' is the app's delegate, which the launch did not make") && $0.range.start.line == 5 },
                "\(reading.diagnostics.map(\.text))")
    }

    /// Swift allows one `@main` per module; a module with two is swiftc's error, so neither
    /// launch runs and each declaration says so. The preview then reads the static's initial value.
    @Test func twoMainTypesInOneModuleLaunchNeither() throws {
        let first = """
        import SwiftUI

        enum Flag { static var width: CGFloat = 10 }

        @main
        struct FirstApp: App {
            init() { Flag.width = 90 }
            var body: some Scene { WindowGroup { Color.red } }
        }

        #Preview { Color.red.frame(width: Flag.width, height: 10) }
        """
        let second = """
        import SwiftUI

        @main
        struct SecondApp: App {
            init() { Flag.width = 70 }
            var body: some Scene { WindowGroup { Color.blue } }
        }
        """
        let readings = PreviewStateResetTests.read([("c/FirstApp.swift", first), ("c/SecondApp.swift", second)])
        let reading = try ModuleReadingTests.reading(readings, "FirstApp.swift")
        #expect(Self.colorFrames(try #require(reading.scenarios.first)).map(\.width) == [10])
        let notRun = readings.flatMap(\.diagnostics).filter { $0.id == "appLaunchNotRun" }
        #expect(notRun.map(\.range.start.line).sorted() == [3, 5])
    }

    /// An App without an adaptor: only its `init()` runs. The width it set (60) is what every
    /// preview of the module starts from, the second preview included, after the first changed it.
    @Test func everyPreviewStartsFromTheStateTheLaunchLeft() throws {
        let source = """
        import SwiftUI

        enum Flag { static var width: CGFloat = 10 }

        @main
        struct PlainApp: App {
            init() { Flag.width = 60 }
            var body: some Scene { WindowGroup { Color.red } }
        }

        struct Bar: View {
            var body: some View {
                Color.red.frame(width: Flag.width, height: 10)
            }
        }

        #Preview("First") {
            Flag.width += 5
            return Bar()
        }

        #Preview("Second") { Bar() }
        """
        let readings = PreviewStateResetTests.read([("d/PlainApp.swift", source)])
        let reading = try ModuleReadingTests.reading(readings, "PlainApp.swift")
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.text))")
        // 60 + 5 = 65 in the first; the second starts again from the launch's 60.
        #expect(reading.scenarios.map { Self.colorFrames($0).map { [$0.width, $0.height] } } == [[[65, 10]], [[60, 10]]])
    }
}
