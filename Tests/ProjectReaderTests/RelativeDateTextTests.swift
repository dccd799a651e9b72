import Diagnostics
import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// Text that counts from now: `Text(date, style: .relative/.offset/.timer)`,
/// `Date.RelativeFormatStyle` and `RelativeDateTimeFormatter`, all seen from the interpreter's
/// fixed now, 2024-01-01 00:00:00 UTC (a Monday), recording the warning `Date()` records
/// (`fixedNow`, docs/diagnostics.md). Expected texts
/// are Apple's documented examples (`Text.DateStyle`, `RelativeDateTimeFormatter`) or what
/// swift-foundation's `Date.RelativeFormatStyle` writes on Linux for the same distance from now.
@Suite struct RelativeDateTextTests {
    private func texts(_ body: String) throws -> [String] {
        try textsOfPreview(declarations: "let now = Date()\nlet calendar = Calendar.current", body)
    }

    /// Apple's examples for each style: 2 h 23 min (8 580 s) is "2 hours, 23 minutes"; 13 months
    /// on is "1 year, 1 month"; 7 200 s on is "+2 hours"; three months back is "-3 months";
    /// 152 s is "2:32" and 36 h 59 min 1 s (133 141 s) "36:59:01".
    @Test func dateStylesCountFromTheFixedNow() throws {
        #expect(try texts("""
        Text(now.addingTimeInterval(8_580), style: .relative)
        Text(calendar.date(byAdding: .month, value: 13, to: now)!, style: .relative)
        Text(now.addingTimeInterval(7_200), style: .offset)
        Text(calendar.date(byAdding: .month, value: -3, to: now)!, style: .offset)
        Text(now.addingTimeInterval(152), style: .timer)
        Text(now.addingTimeInterval(133_141), style: .timer)
        """) == ["2 hours, 23 minutes", "1 year, 1 month", "+2 hours", "-3 months", "2:32", "36:59:01"])
    }

    /// Interpolated in a `Text` literal (`LocalizedStringKey.StringInterpolation`'s
    /// `appendInterpolation(_:style:)`), a date writes what `Text(_:style:)` shows: 152 s is "2:32".
    @Test func interpolatedDateStylesAreTheTextsStyles() throws {
        #expect(try texts(#"Text("Closes in \(now.addingTimeInterval(152), style: .timer)")"#) == ["Closes in 2:32"])
    }

    /// An hour, minute or second is rounded up when the next unit is at least half of it
    /// (90 s back: 1 min 30 s, 30 × 2 ≥ 60, so 2 minutes; 2 h 23 min: 23 × 2 < 60, so 2 hours);
    /// `.named` says "now", "yesterday" (86 400 s back is the day before) and "last month"
    /// (31 days back is 2023-12-01); `.abbreviated` and `.spellOut` widths.
    @Test func relativeFormatStyleRoundsAndNames() throws {
        #expect(try texts("""
        Text(now.addingTimeInterval(-7_200).formatted(.relative(presentation: .numeric)))
        Text(now.addingTimeInterval(-90).formatted(.relative(presentation: .numeric)))
        Text(now.addingTimeInterval(8_580).formatted(.relative(presentation: .numeric)))
        Text(now.formatted(.relative(presentation: .named)))
        Text(now.addingTimeInterval(-86_400), format: .relative(presentation: .named))
        Text(now.addingTimeInterval(-31 * 86_400).formatted(.relative(presentation: .named, unitsStyle: .abbreviated)))
        Text(now.addingTimeInterval(-7_200).formatted(.relative(presentation: .numeric, unitsStyle: .spellOut)))
        """) == ["2 hours ago", "2 minutes ago", "in 2 hours", "now", "yesterday", "last mo.", "two hours ago"])
    }

    /// `RelativeDateTimeFormatter` (Apple docs): numeric and full by default ("1 hour ago"),
    /// `.abbreviated` "2 hr. ago", `.named` "tomorrow" for the next day, and a time interval from now.
    @Test func relativeDateTimeFormatterWritesItsStyles() throws {
        #expect(try texts("""
        let formatter = RelativeDateTimeFormatter()
        Text(formatter.localizedString(for: now.addingTimeInterval(-3_600), relativeTo: now))
        Text({ formatter.unitsStyle = .abbreviated; return formatter.localizedString(for: now.addingTimeInterval(-7_200), relativeTo: now) }())
        Text({ formatter.unitsStyle = .full; formatter.dateTimeStyle = .named; return formatter.localizedString(for: now.addingTimeInterval(86_400), relativeTo: now) }())
        """) == ["1 hour ago", "2 hr. ago", "tomorrow"])
        #expect(try texts("""
        Text(RelativeDateTimeFormatter().localizedString(fromTimeInterval: -300))
        """) == ["5 minutes ago"])
    }
}
