import Diagnostics
import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// Foundation's `Progress` and `Timer`, UIKit's `UIAccessibility` settings, and Observation's
/// `@ObservationIgnored` in a preview (Apple docs, "Progress", "Timer", "UIAccessibility",
/// "ObservationIgnored()").
@Suite struct ProgressAndTimerTests {
    /// 40 of 100 units: `fractionCompleted` 40 ÷ 100 = 0.4 (`String(_:)`, as `Text("\(…)")` of a
    /// `Double` writes "%lf"'s "0.400000"), "40% completed" (the docs' "30%
    /// completed" form), "40 of 100"; a progress of 0 units is indeterminate; counts 10 of 10 finish.
    @Test func progressCountsItsUnits() throws {
        #expect(try previewBodyTexts("""
        Text(String(download.fractionCompleted))
        Text(download.localizedDescription)
        Text(download.localizedAdditionalDescription)
        Text(Progress().isIndeterminate ? "indeterminate" : "determinate")
        Text(done.isFinished ? "finished" : "running")
        """, declarations: """
        let download: Progress = {
            let progress = Progress(totalUnitCount: 100)
            progress.completedUnitCount = 40
            return progress
        }()
        let done: Progress = {
            let progress = Progress(totalUnitCount: 10)
            progress.completedUnitCount = 10
            return progress
        }()
        """) == ["0.4", "40% completed", "40 of 100", "indeterminate", "finished"])
    }

    /// SwiftUI's `ProgressView(progress)` labels itself with the progress's `localizedDescription`
    /// (Apple docs, `ProgressView.init(_:)`) above a bar of its fraction.
    @Test func progressViewsOfAProgressShowItsDescription() throws {
        #expect(try previewBodyTexts("""
        ProgressView(download)
        """, declarations: """
        let download: Progress = {
            let progress = Progress(totalUnitCount: 10)
            progress.completedUnitCount = 3
            return progress
        }()
        """) == ["30% completed"])
    }

    /// A scheduled timer's block never runs while the preview is laid out (time does not pass),
    /// said by a `settlingNeverRuns` warning; `fire()` runs it once; `invalidate()` ends it.
    @Test func timersFireOnlyWhenToldTo() throws {
        let source = """
        import SwiftUI
        final class Ticker {
            var ticks = 0
            var timer: Timer?
            init() {
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.ticks += 1 }
            }
        }
        let ticker = Ticker()
        let fired: Int = {
            let other = Ticker()
            other.timer?.fire()
            other.timer?.invalidate()
            other.timer?.fire()
            return other.ticks
        }()
        #Preview {
            VStack {
                Text("\\(ticker.ticks) \\(fired) \\(ticker.timer?.isValid == true)")
            }
        }
        """
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
        #expect(reading.diagnostics.allSatisfy { $0.severity != .error && $0.id == "settlingNeverRuns" }, "\(reading.diagnostics.map(\.text))")
        #expect(try #require(reading.scenarios.first).root.texts == ["0 1 true"])
    }

    /// A fresh simulator has every accessibility setting off but video autoplay.
    @Test func accessibilitySettingsAreASimulatorsDefaults() throws {
        #expect(try previewBodyTexts("""
        Text(UIAccessibility.isReduceMotionEnabled ? "reduced" : "full motion")
        Text(UIAccessibility.isVoiceOverRunning ? "voice over" : "no voice over")
        Text(UIAccessibility.isVideoAutoplayEnabled ? "autoplay" : "no autoplay")
        """) == ["full motion", "no voice over", "autoplay"])
    }

    /// `@ObservationIgnored` is not a property wrapper: the property is stored, read as written.
    @Test func observationIgnoredPropertiesStayStored() throws {
        #expect(try previewBodyTexts("""
        Text(Model().label)
        """, declarations: """
        @Observable
        final class Model {
            @ObservationIgnored
            var label = "kept"
        }
        """) == ["kept"])
    }
}
