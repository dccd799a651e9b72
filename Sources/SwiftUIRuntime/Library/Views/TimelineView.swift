import Diagnostics
import SwiftInterpreter

/// `TimelineView(schedule) { context in … }`: a preview draws one update, the first SwiftUI makes,
/// so the content closure runs once with the context of the timeline's start at the fixed now
/// (`TimelineScheduleModel`: the schedule's entry current at now; cadence `.live`). Reading
/// `context.date` reads the fixed now, with its `fixedNow` warning, as `Date()` does. A schedule
/// the program declares (its own `TimelineSchedule`) is not run: its content gets now, with a
/// warning.
extension SwiftUIRuntime {
    func registerTimelineView() {
        let context = interpreter.registerNativeType("TimelineView.Context")
        context.computedProperties["date"] = ComputedProperty(getter: .native("date") { interpreter, selfValue, _ in
            interpreter.warn(Interpreter.fixedNowWarning)
            guard case let .native(native) = selfValue, let seconds = native.payload as? Double else {
                return interpreter.nativeValue("Date", Interpreter.fixedNow)
            }
            return interpreter.nativeValue("Date", seconds)
        })
        // Apple docs, "TimelineView.Context.Cadence": `live`, `seconds`, `minutes`, in that order
        // (Comparable); a timeline outside the always-on display is `.live` (OpenSwiftUI).
        let cadence = interpreter.registerNativeType("TimelineView.Context.Cadence")
        context.nestedTypes["Cadence"] = cadence
        for value in TimelineCadence.allCases {
            cadence.staticValues[value.rawValue] = interpreter.nativeValue("TimelineView.Context.Cadence", value)
        }
        context.computedProperties["cadence"] = ComputedProperty(getter: .native("cadence") { interpreter, _, _ in
            interpreter.nativeValue("TimelineView.Context.Cadence", TimelineCadence.live)
        })
        interpreter.registerNativeType("TimelineView").conformances = ["View"]
        initializer("TimelineView") { `self`, arguments in
            guard let content = arguments.trailingClosure else { throw self.failure(.missingArgument("content", callee: "TimelineView")) }
            let date: Double
            if let schedule = try arguments.unlabelled.first.flatMap({ try self.timelineSchedule($0) }) {
                date = schedule.contextDate(now: Interpreter.fixedNow)
            } else {
                self.warn(.approximatedView("TimelineView", rule: "its schedule is not one of SwiftUI's; its content is laid out once, at the preview's date"))
                date = Interpreter.fixedNow
            }
            return try self.interpreter.call(content, [self.interpreter.nativeValue("TimelineView.Context", date)], building: "ViewBuilder")
        }
    }

    /// SwiftUI's schedules written as `TimelineSchedule`'s static members (`.everyMinute`,
    /// `.periodic(from:by:)`, `.animation`, `.animation(minimumInterval:paused:)`,
    /// `.explicit(_:)`) or made with their types' initializers (`PeriodicTimelineSchedule(from:by:)`,
    /// `TimelineScheduleTypes.swift`); nil for any other value.
    private func timelineSchedule(_ value: Value) throws -> TimelineScheduleModel? {
        // A schedule made with its type's initializer (`TimelineScheduleTypes.swift`).
        if let schedule = value.nativePayload(TimelineScheduleModel.self) { return schedule }
        guard case let .unresolvedMember(member) = value else { return nil }
        let arguments = NativeArguments(member.name, member.arguments ?? [])
        switch (member.name, member.arguments == nil) {
        case ("everyMinute", true): return .everyMinute
        case ("animation", true): return .animation(paused: false)
        case ("animation", false):
            let paused = arguments["paused"].flatMap { if case let .bool(flag) = $0 { flag } else { nil } } ?? false
            return .animation(paused: paused)
        case ("periodic", false):
            guard let start = arguments["from"], let interval = arguments["by"] else { return nil }
            return .periodic(start: try dateSeconds(start), interval: try number(interval, "by"))
        case ("explicit", false):
            guard let dates = arguments.unlabelled.first else { return nil }
            return .explicit(try interpreter.elements(of: dates).map { try dateSeconds($0) })
        default: return nil
        }
    }

    /// A `Date` argument's seconds since 1970 (`.now` read as the fixed now).
    func dateSeconds(_ value: Value) throws -> Double {
        let date = try interpreter.coerce(value, to: .named("Date"))
        guard case let .native(native) = date, let seconds = native.payload as? Double else { throw mismatch(value, expected: "Date") }
        return seconds
    }
}

/// `TimelineView.Context.Cadence`'s cases, compared by case (the payload of the native value).
private enum TimelineCadence: String, CaseIterable, Hashable {
    case live, seconds, minutes
}
