import Diagnostics
import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// Dispatch's deadlines (Apple docs, "DispatchTime", "DispatchTimeInterval",
/// `asyncAfter(deadline:qos:flags:execute:)`): `deadline:` gives `.now()` its type, `+` adds seconds
/// or an interval, and the scheduled work never runs in a preview, whose clock does not move.
@Suite struct DispatchTimeTests {
    private func reading(_ body: String) -> FileReading {
        let source = "import SwiftUI\n#Preview {\n    VStack {\n\(body)\n    }\n}\n"
        return SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil), settings: PreviewSettings())
    }

    /// 0.4 s is 400 000 000 ns and `.milliseconds(500)` 500 000 000 ns after the same `.now()`;
    /// 10 ns + `.nanoseconds(5)` is 15 ns; 2 s − `.seconds(1)` is 1 s after now; `.distantFuture`
    /// comes after any time.
    @Test func deadlinesAddSecondsAndIntervals() throws {
        let found = reading("""
        let soon: DispatchTime = .now() + 0.4
        let later = DispatchTime.now() + .milliseconds(500)
        Text(soon < later ? "earlier" : "later")
        Text("\\((DispatchTime(uptimeNanoseconds: 10) + .nanoseconds(5)).uptimeNanoseconds)")
        Text(DispatchTime.now() + 2 - .seconds(1) == .now() + 1 ? "equal" : "different")
        Text(later < .distantFuture ? "before" : "after")
        """)
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics.map(\.text))")
        #expect(try #require(found.scenarios.first).root.texts == ["earlier", "15", "equal", "before"])
    }

    /// `asyncAfter(deadline: .now() + 0.4)` and `asyncAfter(wallDeadline:)`: the deadline is
    /// Dispatch's (no stand-in), and the work waits on a clock that never moves here.
    @Test func workAfterADeadlineNeverRuns() throws {
        let found = reading("""
        Text("a").onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { print("ran") }
            DispatchQueue.main.asyncAfter(wallDeadline: .now() + .seconds(1)) { print("ran") }
        }
        """)
        #expect(found.diagnostics.map(\.id) == ["settlingNeverRuns", "settlingNeverRuns"], "\(found.diagnostics.map(\.text))")
    }

    /// `DispatchTimeInterval` is an enum: a case pattern matches the case the interval was made
    /// with and binds its count, it prints as that case, and `==` compares durations. Checked
    /// with swiftc 6 on Linux: `.seconds(3)` gives "s 3", `.milliseconds(1500)` "ms 1500",
    /// `print(DispatchTimeInterval.seconds(3))` prints `seconds(3)`, `.seconds(1) ==
    /// .milliseconds(1000)` is true and `if case .milliseconds = .seconds(1)` does not match.
    @Test func intervalCasePatternsMatchTheCaseItWasMadeWith() throws {
        let source = """
        import SwiftUI
        func unit(_ interval: DispatchTimeInterval) -> String {
            switch interval {
            case .seconds(let s): return "s \\(s)"
            case .milliseconds(let m): return "ms \\(m)"
            case .never: return "never"
            default: return "other"
            }
        }
        #Preview {
            VStack {
                Text(unit(.seconds(3)))
                Text(unit(.milliseconds(1500)))
                Text(unit(.never))
                Text(String(describing: DispatchTimeInterval.seconds(3)))
                Text(DispatchTimeInterval.seconds(1) == .milliseconds(1000) ? "equal" : "different")
            }
        }
        """
        let found = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil), settings: PreviewSettings())
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics.map(\.text))")
        #expect(try #require(found.scenarios.first).root.texts == ["s 3", "ms 1500", "never", "seconds(3)", "equal"])
    }
}
