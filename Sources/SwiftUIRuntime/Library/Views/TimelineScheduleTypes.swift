import SwiftInterpreter

/// SwiftUI's schedule types made with their initializers, as a program does when it keeps a
/// schedule in a property (`var schedule: PeriodicTimelineSchedule { PeriodicTimelineSchedule(from:
/// .now, by: 1) }`) or hands one to `TimelineView` directly. Each is the schedule its static member
/// on `TimelineSchedule` makes (Apple docs: `.periodic(from:by:)` "a schedule … of type
/// PeriodicTimelineSchedule", `.everyMinute`, `.animation(minimumInterval:paused:)`,
/// `.explicit(_:)`), so `TimelineView` reads it as it reads the member (`TimelineScheduleModel`):
/// - `PeriodicTimelineSchedule(from: Date, by: TimeInterval)`;
/// - `EveryMinuteTimelineSchedule()`;
/// - `AnimationTimelineSchedule(minimumInterval: Double? = nil, paused: Bool = false)`;
/// - `ExplicitTimelineSchedule(_ dates:)`, a sequence of dates.
/// Sources: developer.apple.com/documentation/swiftui/periodictimelineschedule/init(from:by:),
/// …/everyminutetimelineschedule/init(), …/animationtimelineschedule/init(minimuminterval:paused:),
/// …/explicittimelineschedule/init(_:).
extension SwiftUIRuntime {
    static let timelineScheduleTypeNames = ["AnimationTimelineSchedule", "EveryMinuteTimelineSchedule",
                                            "ExplicitTimelineSchedule", "PeriodicTimelineSchedule"]

    func registerTimelineScheduleTypes() {
        for name in Self.timelineScheduleTypeNames {
            interpreter.registerNativeType(name).conformances = ["TimelineSchedule"]
        }
        initializer("PeriodicTimelineSchedule") { `self`, arguments in
            try arguments.check(allowed: ["from", "by"], unlabelledCount: 0, in: self)
            guard let start = arguments["from"] else { throw self.failure(.missingArgument("from", callee: "PeriodicTimelineSchedule")) }
            guard let interval = arguments["by"] else { throw self.failure(.missingArgument("by", callee: "PeriodicTimelineSchedule")) }
            return self.scheduleValue("PeriodicTimelineSchedule",
                                      .periodic(start: try self.dateSeconds(start), interval: try self.number(interval, "by")))
        }
        initializer("EveryMinuteTimelineSchedule") { `self`, arguments in
            try arguments.check(allowed: [], unlabelledCount: 0, in: self)
            return self.scheduleValue("EveryMinuteTimelineSchedule", .everyMinute)
        }
        initializer("AnimationTimelineSchedule") { `self`, arguments in
            try arguments.check(allowed: ["minimumInterval", "paused"], unlabelledCount: 0, in: self)
            let paused = try arguments["paused"].map { try self.bool($0, "paused") } ?? false
            return self.scheduleValue("AnimationTimelineSchedule", .animation(paused: paused))
        }
        initializer("ExplicitTimelineSchedule") { `self`, arguments in
            try arguments.check(allowed: [], unlabelledCount: 1, in: self)
            guard let dates = arguments.unlabelled.first else { throw self.failure(.missingArgument("_", callee: "ExplicitTimelineSchedule")) }
            return self.scheduleValue("ExplicitTimelineSchedule", .explicit(try self.interpreter.elements(of: dates).map { try self.dateSeconds($0) }))
        }
    }

    private func scheduleValue(_ typeName: String, _ schedule: TimelineScheduleModel) -> Value {
        interpreter.nativeValue(typeName, schedule)
    }
}
