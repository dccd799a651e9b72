/// A `TimelineView`'s schedule, as far as the one update a preview draws needs it: the date its
/// content closure is given (`context.date`).
///
/// SwiftUI starts a timeline at the current date: it asks the schedule for
/// `entries(from: now, mode: .normal)`, makes the first entry current and the second next, then,
/// while the next entry is not after now and the schedule has one more, makes the next current.
/// A schedule without entries (a paused animation schedule) leaves the date at now. The context's
/// cadence is `.live` outside the always-on display. (OpenSwiftUI `TimelineView.swift`,
/// `UpdateFilter.updateValue()`, audited against SwiftUI 6.5.4.)
///
/// The built-in schedules' entries (Apple docs, "TimelineSchedule"; OpenSwiftUI
/// `TimelineSchedule.swift`, `AnimationTimelineSchedule.swift`):
/// - `.periodic(from: start, by: interval)`: `now − (now − start).truncatingRemainder(interval)`,
///   then every `interval` (so the last tick at or before now once `start` has passed);
/// - `.everyMinute`: the start of now's minute, then each next minute;
/// - `.animation`, `.animation(minimumInterval:paused:)`: now, then every `minimumInterval`
///   (1/120 s by default); paused, no entry;
/// - `.explicit(dates)`: the dates as given.
enum TimelineScheduleModel: Equatable {
    case periodic(start: Double, interval: Double)
    case everyMinute
    case animation(paused: Bool)
    case explicit([Double])

    /// `context.date`, in seconds since 1970, when the timeline starts at `now`.
    func contextDate(now: Double) -> Double {
        switch self {
        case let .periodic(start, interval):
            // A zero, negative or non-finite interval: SwiftUI's entries never pass now (or are
            // not numbers); the date stays now.
            guard interval > 0, interval.isFinite else { return now }
            let first = now - (now - start).truncatingRemainder(dividingBy: interval)
            // The entry after `first` is past now whenever `first` is at or before it, so the
            // stepping rule keeps `first` (remainder < interval).
            return first.isFinite ? first : now
        case .everyMinute:
            // Seconds since 1970 count no leap seconds, so a minute starts at a multiple of 60 in
            // UTC, the interpreter's zone (and in every zone offset by whole minutes).
            return (now / 60).rounded(.down) * 60
        case .animation:
            return now
        case let .explicit(dates):
            guard var current = dates.first else { return now }
            var index = 1
            // Step while the next entry is not after now and one more follows it (SwiftUI reads
            // the entry after the next before it moves on).
            while index + 1 < dates.count, dates[index] <= now {
                current = dates[index]
                index += 1
            }
            return current.isFinite ? current : now
        }
    }
}
