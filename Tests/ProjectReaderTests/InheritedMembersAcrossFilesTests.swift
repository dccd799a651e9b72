import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// Members a class gets from elsewhere in its module: a protocol extension's overload, and a
/// generic superclass's methods with its generic parameters bound by the inheritance clause.
/// Each used to stop the module's reading (`moduleReadingFailed`).
@Suite struct InheritedMembersAcrossFilesTests {
    /// A protocol extension declares `track(inThread:startsThread:)`; the class declares only the
    /// requirement `track(inThread:kind:startsThread:)`. Swift finds the extension's overload
    /// for the shorter call, which calls the class's with kind 7 (swiftc 6 compiles and runs
    /// these files, printing `30 [7]`). `send()` answers 30, so the bar is 30 wide.
    @Test func aProtocolExtensionOverloadIsFoundWhenTheClassesOwnCannotTakeTheLabels() throws {
        let service = """
        protocol AnalyticsProtocol {
            func track(inThread: Bool, kind: Int, startsThread: Bool?)
        }
        extension AnalyticsProtocol {
            func track(inThread: Bool, startsThread: Bool?) {
                track(inThread: inThread, kind: 7, startsThread: startsThread)
            }
        }
        final class AnalyticsMock: AnalyticsProtocol {
            var tracked: [Int] = []
            func track(inThread: Bool, kind: Int, startsThread: Bool?) { tracked.append(kind) }
        }
        final class Model {
            let analytics: AnalyticsProtocol
            init(analytics: AnalyticsProtocol) { self.analytics = analytics }
            func send() -> Int {
                analytics.track(inThread: false, startsThread: nil)
                return 30
            }
        }
        """
        let screen = """
        import SwiftUI
        struct Screen: View {
            let model = Model(analytics: AnalyticsMock())
            var body: some View { Color.red.frame(width: CGFloat(model.send()), height: 10) }
        }
        #Preview { Screen() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Service.swift", service), ("a/Screen.swift", screen))
        let reading = try ModuleReadingTests.reading(readings, "Screen.swift")
        #expect(!reading.diagnostics.contains { $0.id == "moduleReadingFailed" }, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).layout().root.frame.size == Size(width: 30, height: 10))
    }

    /// `class Counter: CounterType` with `typealias CounterType = Store<CounterState,
    /// CounterAction>`: in `Store`'s `init(initialState: State)`, `State` is `CounterState`, so
    /// `super.init(initialState: .init(count: 4))` makes a `CounterState` (not SwiftUI's `State`,
    /// whose name the generic parameter shares). The bar is 4 × 10 = 40 wide.
    @Test func aGenericSuperclassParameterIsBoundByTheInheritanceClauseThroughATypealias() throws {
        let store = """
        import SwiftUI
        class Store<State, Action> {
            var state: State
            init(initialState: State) { state = initialState }
            func process(_ action: Action) {}
        }
        struct CounterState { var count = 0 }
        enum CounterAction { case tap }
        typealias CounterType = Store<CounterState, CounterAction>
        final class Counter: CounterType {
            init(start: Int) { super.init(initialState: .init(count: start)) }
        }
        """
        let screen = """
        import SwiftUI
        struct Screen: View {
            let counter = Counter(start: 4)
            var body: some View { Color.red.frame(width: CGFloat(counter.state.count * 10), height: 10) }
        }
        #Preview { Screen() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Store.swift", store), ("a/Screen.swift", screen))
        let reading = try ModuleReadingTests.reading(readings, "Screen.swift")
        #expect(!reading.diagnostics.contains { $0.id == "moduleReadingFailed" }, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).layout().root.frame.size == Size(width: 40, height: 10))
    }
}
