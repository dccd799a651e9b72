import LayoutEngine
import SwiftInterpreter

/// `Text(timerInterval:pauseTime:countsDown:showsHours:)` (iOS 16): "displays a timer counting
/// within the provided interval" (Apple, "Text.init(timerInterval:pauseTime:countsDown:showsHours:)").
/// Counting down (the default) it shows the time left until the interval's end, counting up the
/// time since its start, each held within the interval; a `pauseTime` stops the count there.
/// The text is a timer pattern, minutes and two-digit seconds (`5:00`), with hours when an hour or
/// more is shown and `showsHours` is true (`1:23:45`), else the minutes in full (`75:00`) —
/// Apple's `SystemFormatStyle.Timer` table: a 5-minute countdown shows `5:00` at its start and
/// `0:30` after 4 min 30 s; a count-up starts at `0:00`. SwiftUI redraws it every second; here
/// "now" is the interpreter's fixed moment, with the warning reading `Date()` records.
extension SwiftUIRuntime {
    func timerIntervalText(_ arguments: NativeArguments, source: SourceLocation?) throws -> Value {
        try arguments.check(allowed: ["timerInterval", "pauseTime", "countsDown", "showsHours"], unlabelledCount: 0, in: self)
        guard case let .range(range)? = arguments["timerInterval"],
              let start = range.lower?.nativePayload(Double.self), let end = range.upper?.nativePayload(Double.self) else {
            throw failure("'Text(timerInterval:)' needs a 'ClosedRange<Date>'", kind: .unsupported)
        }
        let countsDown = try arguments["countsDown"].map { try bool($0, "countsDown") } ?? true
        let showsHours = try arguments["showsHours"].map { try bool($0, "showsHours") } ?? true
        warnFixedNow()
        var moment = Interpreter.fixedNow
        var pauseTime = arguments["pauseTime"]
        while case let .optional(wrapped)? = pauseTime { pauseTime = wrapped }
        if let pause = pauseTime?.nativePayload(Double.self) { moment = min(moment, pause) }
        moment = min(max(moment, start), max(start, end))
        let shown = countsDown ? max(start, end) - moment : moment - start
        let text = Self.timerText(seconds: shown, showsHours: showsHours)
        return view("Text", .leaf(ViewNode(TextLeaf(text), label: "Text", source: source)), source: source)
    }

    /// A timer's pattern for a whole number of seconds: `M:SS`, or `H:MM:SS` from an hour on when
    /// hours are shown.
    static func timerText(seconds: Double, showsHours: Bool) -> String {
        let total = Int(max(0, seconds.rounded()).clampedToTimer)
        func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        if showsHours, total >= 3_600 { return "\(total / 3_600):\(twoDigits(total % 3_600 / 60)):\(twoDigits(total % 60))" }
        return "\(total / 60):\(twoDigits(total % 60))"
    }
}

private extension Double {
    /// At most about 285 million years of seconds: an `Int` holds it, and no timer shows more.
    var clampedToTimer: Double { Swift.min(self, 9e15) }
}
