import Diagnostics

/// The warnings the interpreter's standard library records when it gives a value a real run would
/// not (a fixed now, a fixed seed, UTC for every time zone): an assumption, so never silent
/// (docs/diagnostics.md). `Interpreter.warn(_:)` records them; the host reports each with its id.
extension DiagnosticMessage {
    static func fixedNow() -> Self {
        .warning("fixedNow", "Date() is a fixed moment (2024-01-01 00:00:00 UTC), so every run gives the same dates")
    }

    static func fixedUUID() -> Self {
        .warning("fixedUUID", "UUID() values are numbered from 00000000-0000-0000-0000-000000000001, so every run gives the same ids")
    }

    static func fixedRandomSeed() -> Self {
        .warning("fixedRandomSeed", "random values come from a fixed seed, so every run gives the same numbers")
    }

    static func constrainedExtensionMemberUntold(_ name: String) -> Self {
        .warning("constrainedExtensionMemberUntold",
                 "'\(name)' is declared by more than one constrained extension and the value (empty, nil or another file's) does not tell its generic arguments; the one found by name is used (a property: the last declared; a method: the first)")
    }

    static func fixedHashValue() -> Self {
        .warning("fixedHashValue", "hashValue is seeded per process in Swift; LayoutLens uses a fixed hash, so every run gives the same values")
    }

    static func timeZoneReadAsUTC(_ identifier: String) -> Self {
        .warning("timeZoneReadAsUTC", "the time zone '\(identifier)' is read as UTC: LayoutLens has no time zone database")
    }

    static func calendarTimeZoneIgnored() -> Self {
        .warning("calendarTimeZoneIgnored", "a calendar's time zone other than UTC is ignored: LayoutLens computes dates in UTC")
    }

    static func calendarReadAsGregorian(_ name: String) -> Self {
        .warning("calendarReadAsGregorian", "the calendar '\(name)' is read as the Gregorian calendar: LayoutLens models only that one")
    }

    static func methodReadAsProperty(_ name: String) -> Self {
        .warning("methodReadAsProperty", "'\(name)' is read as a property: another file's extension declares it; taken as '\(name)()'")
    }

    static func untypedImplicitMemberAssumed(_ member: String, _ assumption: String) -> Self {
        .warning("untypedImplicitMemberAssumed", "the type of '.\(member)' is not known here; LayoutLens assumed \(assumption) for it")
    }
}
