import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `ProgressView(timerInterval:countsDown:)`, with or without `label:` and `currentValueLabel:`
/// (iOS 16): "a progress view for showing continuous progress as time passes" over a
/// `ClosedRange<Date>`. Apple's example: a range from 30 seconds ago to 90 seconds ahead "begins at
/// 25 percent complete" (30 / 120); `countsDown` "If `true` (the default), the view empties as time
/// passes", so the bar shows the time left, and with `false` it fills. SwiftUI redraws it as time
/// passes; here "now" is the interpreter's fixed moment (`Interpreter.fixedNow`), with the warning
/// reading `Date()` records, so the preview shows the progress of that moment.
///
/// Without `currentValueLabel:` the view's current-value label is a `DefaultDateProgressLabel`
/// ("The default type of the current value label when used by a date-relative progress view");
/// what it shows is **unverified**: here the timer text `Text(_:style: .timer)` gives for the end
/// of the range (counting down) or its start (counting up).
///
/// Sources: developer.apple.com/documentation/swiftui/progressview/init(timerinterval:countsdown:)
/// and …/init(timerinterval:countsdown:label:currentvaluelabel:), …/defaultdateprogresslabel.
extension SwiftUIRuntime {
    func timerIntervalProgressView(_ arguments: NativeArguments, source: SourceLocation?) throws -> Value {
        guard case let .range(range)? = arguments["timerInterval"],
              let start = range.lower?.nativePayload(Double.self), let end = range.upper?.nativePayload(Double.self) else {
            throw failure("'ProgressView(timerInterval:)' needs a 'ClosedRange<Date>'", kind: .unsupported)
        }
        let countsDown = try arguments["countsDown"].map { try bool($0, "countsDown") } ?? true
        warnFixedNow()
        let fraction = Self.timerIntervalFraction(start: start, end: end, now: Interpreter.fixedNow, countsDown: countsDown)
        let label = try (arguments["label"] ?? arguments.unlabelled.first).map { try titleView($0, source: source) }
        let currentValueLabel = try arguments["currentValueLabel"].map { try titleView($0, source: source) }
            ?? textLeaf(Self.nowRelativeDateText(countsDown ? end : start, from: Interpreter.fixedNow, style: "timer"), source: source)
        return try progressView(fraction: fraction, label: label, currentValueLabel: currentValueLabel, source: source)
    }

    /// The filled fraction at `now` of a progress view over `start...end`: the part of the range
    /// elapsed (0 before it, 1 after it), or the part left when it counts down. A range of no
    /// length is over once now reaches it.
    static func timerIntervalFraction(start: Double, end: Double, now: Double, countsDown: Bool) -> Double {
        let elapsed = end > start ? min(max((now - start) / (end - start), 0), 1) : (now >= end ? 1 : 0)
        return countsDown ? 1 - elapsed : elapsed
    }
}
