import Diagnostics
import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// Foundation, os, UIKit and standard-library values app code keeps in its models and reads in
/// its views (`Library/AppleFrameworks/`): each gives what Apple's gives in a preview. Expected
/// values come from the Apple documentation named in each test and, for what Foundation on Linux
/// also has (URL parts, Locale names and conventions, String(format:)), from running the same
/// code compiled with swiftc 6.
@Suite struct FoundationValueTests {
    private func reading(_ source: String, settings: PreviewSettings = PreviewSettings()) throws -> FileReading {
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil), settings: settings)
        let errors = reading.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column) \($0.text)" }
        try #require(errors.isEmpty, "\(errors)")
        return reading
    }

    private func texts(_ body: String, settings: PreviewSettings = PreviewSettings()) throws -> [String] {
        let found = try reading("import SwiftUI\nimport os\n#Preview {\n    VStack {\n\(body)\n    }\n}\n", settings: settings)
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics.map(\.text))")
        return try #require(found.scenarios.first).root.texts
    }

    /// The preview runs in en_US (a fresh simulator's locale); `--locale de` changes the language.
    /// An identifier's parts and a region's conventions are Foundation's (swiftc on Linux:
    /// de_DE → de, DE, EUR, €, ",", ".", metric, ISO 639-2 "deu"; en_US is not metric and pays in USD).
    @Test func localeIsThePreviewsAndReadsItsIdentifier() throws {
        #expect(try texts("""
        Text(Locale.current.identifier)
        Text(Locale.current.language.languageCode?.identifier ?? "nil")
        Text(Locale.current.currencyCode ?? "nil")
        Text(Locale.current.usesMetricSystem ? "metric" : "imperial")
        Text(Locale(identifier: "de_DE").region?.identifier ?? "nil")
        Text(Locale(identifier: "de_DE").currencySymbol ?? "nil")
        Text(Locale(identifier: "de_DE").decimalSeparator ?? "nil")
        Text(Locale(identifier: "zh_Hans_CN").scriptCode ?? "nil")
        Text(Locale(identifier: "de_DE").language.languageCode?.identifier(.alpha3) ?? "nil")
        """) == ["en_US", "en", "USD", "imperial", "DE", "€", ",", "Hans", "deu"])
        #expect(try texts("Text(Locale.current.identifier)", settings: PreviewSettings(locale: "de")) == ["de_US"])
    }

    /// swiftc on Linux, `Locale(identifier: "en_US")`: "German", "United Kingdom", "French (Canada)";
    /// a code with no name is nil, which LayoutLens says.
    @Test func localeNamesLanguagesAndRegionsInEnglish() throws {
        #expect(try texts("""
        Text(Locale(identifier: "en_US").localizedString(forLanguageCode: "de") ?? "nil")
        Text(Locale(identifier: "en_US").localizedString(forRegionCode: "GB") ?? "nil")
        Text(Locale(identifier: "en_US").localizedString(forIdentifier: "fr_CA") ?? "nil")
        """) == ["German", "United Kingdom", "French (Canada)"])
        let unknown = try reading("""
        import SwiftUI
        #Preview { Text(Locale.current.localizedString(forLanguageCode: "xx") ?? "nil") }
        """)
        #expect(unknown.diagnostics.map(\.id) == ["libraryAssumedValue"])
        #expect(try #require(unknown.scenarios.first).root.texts == ["nil"])
    }

    /// Xcode sets XCODE_RUNNING_FOR_PREVIEWS to "1" in a preview's process; nothing else is set.
    @Test func processEnvironmentSaysItIsAPreview() throws {
        #expect(try texts("""
        Text(ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] ?? "nil")
        Text(ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"] ?? "nil")
        Text("\\(CommandLine.arguments.count)")
        Text(ProcessInfo().environment["XCODE_RUNNING_FOR_PREVIEWS"] ?? "nil")
        """) == ["1", "nil", "1", "1"])
    }

    /// A lock is always free in a preview: `withLock` runs its closure and gives its result; an
    /// unfair lock's state keeps what the closure wrote (5 + 2, read again: 7).
    @Test func locksRunTheirClosuresAndKeepTheirState() throws {
        #expect(try texts("""
        let lock = NSLock()
        let counter = OSAllocatedUnfairLock(initialState: 5)
        let _ = counter.withLock { state in state += 2 }
        Text(lock.withLock { "locked" })
        Text("\\(counter.withLock { $0 })")
        Text(NSRecursiveLock().try() ? "taken" : "busy")
        """) == ["locked", "7", "taken"])
    }

    /// Swift's `Hasher`: the same values in the same order finalize to the same hash.
    @Test func hashersOfEqualInputsAreEqual() throws {
        #expect(try texts("""
        let first = { () -> Int in var h = Hasher(); h.combine(1); h.combine("x"); return h.finalize() }()
        let again = { () -> Int in var h = Hasher(); h.combine(1); h.combine("x"); return h.finalize() }()
        let other = { () -> Int in var h = Hasher(); h.combine(2); h.combine("x"); return h.finalize() }()
        Text(first == again ? "equal" : "unequal")
        Text(first == other ? "equal" : "unequal")
        """) == ["equal", "unequal"])
    }

    /// swiftc on Linux for this URL: path() "/a%20b/c", path(percentEncoded: false) "/a b/c",
    /// query() "q=1&r=2", host() "example.com", port 8080, fragment "frag"; a URL with no path
    /// has path() "" and query() nil.
    @Test func urlPartsAreRFC3986s() throws {
        #expect(try texts("""
        let url = URL(string: "https://user@example.com:8080/a%20b/c?q=1&r=2#frag")!
        let bare = URL(string: "https://example.com")!
        Text(url.path())
        Text(url.path(percentEncoded: false))
        Text(url.query() ?? "nil")
        Text(url.host() ?? "nil")
        Text("\\(url.port ?? 0)")
        Text(url.fragment ?? "nil")
        Text("[\\(bare.path())]")
        Text(bare.query() ?? "nil")
        """) == ["/a%20b/c", "/a b/c", "q=1&r=2", "example.com", "8080", "frag", "[]", "nil"])
    }

    /// `Notification.Name` keeps its raw value (swiftc: "refresh"); a notification its name.
    @Test func notificationNamesKeepTheirRawValue() throws {
        #expect(try texts("""
        Text(Notification.Name("refresh").rawValue)
        Text(Notification(name: Notification.Name("a")).name.rawValue)
        """) == ["refresh", "a"])
    }

    /// UIKit documents `UIColor.red` as the components 1, 0, 0 (alpha 1); a dynamic provider is
    /// asked with the light appearance's traits; `Color(uiColor:)` takes any of them silently.
    @Test func platformColorsAreValuesSwiftUIColorsTake() throws {
        #expect(try texts("""
        Text(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1) ? "same" : "different")
        Text(UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white } == .white ? "light" : "dark")
        Color(uiColor: .systemBackground)
        Color(UIColor.label.withAlphaComponent(0.5))
        """) == ["same", "light"])
    }

    /// `Data` is a collection of bytes: `+` joins it with another `Data` or an array of bytes on
    /// either side, `append` adds at the end (swiftc 6 on Linux: `Data([1, 2]) + [3]` has 3 bytes,
    /// `[9] + Data([8])` 2, appending `Data([4, 5])` then the byte 6 to 3 bytes makes 6).
    @Test func dataJoinsWithDataAndByteArrays() throws {
        #expect(try texts("""
        let joined = Data([1, 2]) + [UInt8(3)]
        let both = [UInt8(9)] + Data([8])
        var grown = joined
        grown.append(Data([4, 5]))
        grown.append(6)
        Text("\\(joined.count) \\(both.count) \\(grown.count) \\((Data([7]) + Data([7])).count)")
        """) == ["3 2 6 2"])
    }

    /// `UITraitCollection(userInterfaceStyle:)` holds the style it was given; a fixed colour
    /// resolves to itself under any traits and `getRed` writes its components (UIKit docs,
    /// "UIColor": `resolvedColor(with:)`, `getRed(_:green:blue:alpha:)`). 0.25 + 0.5 + 1 + 1 = 2.75.
    @Test func traitCollectionsKeepTheirStyleAndFixedColorsResolveToThemselves() throws {
        #expect(try texts("""
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        let resolved = UIColor(red: 0.25, green: 0.5, blue: 1, alpha: 1).resolvedColor(with: traits)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        let answered = resolved.getRed(&r, green: &g, blue: &b, alpha: &a)
        Text(traits.userInterfaceStyle == .dark ? "dark" : "light")
        Text(verbatim: "\\(answered) \\(r + g + b + a)")
        """) == ["dark", "true 2.75"])
    }

    /// `NSLocalizedString` is the bundle's `localizedString(forKey:value:table:)`: a missing key
    /// gives `value` when not empty, else the key with `Text`'s warning for a key shown.
    @Test func localizedStringFallsBackToValueThenKey() throws {
        let found = try reading("""
        import SwiftUI
        #Preview {
            VStack {
                Text(NSLocalizedString("greeting", value: "Hello", comment: ""))
                Text(NSLocalizedString("farewell", comment: ""))
            }
        }
        """)
        #expect(try #require(found.scenarios.first).root.texts == ["Hello", "farewell"])
        #expect(found.diagnostics.map(\.id) == ["localizedKeyShown"])
    }

    /// `AnyShape` lays out as the shape it wraps: a circle framed 20 × 20 is 20 × 20, no stand-in.
    @Test func anyShapeLaysOutAsItsShape() throws {
        let found = try reading("""
        import SwiftUI
        #Preview { AnyShape(Circle()).fill(.red).frame(width: 20, height: 30) }
        """)
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics.map(\.text))")
        let root = try #require(found.scenarios.first).layout().root
        #expect(root.frame.size == Size(width: 20, height: 30))
    }

    /// swiftc 6 with Foundation on Linux, 2024-01-01 00:00 UTC in en_US: medium date + short time
    /// "Jan 1, 2024 at 12:00\u{202F}AM"; "EEEE, MMM d, yyyy" "Monday, Jan 1, 2024"; the template
    /// "MMMd" is the format "MMM d" ("Jan 1"); a short date "1/1/24"; the formatter parses its format back.
    @Test func dateFormattersWriteFoundationsText() throws {
        #expect(try texts("""
        let moment = Date(timeIntervalSince1970: 1_704_067_200)
        let styled = DateFormatter()
        let _ = { styled.dateStyle = .medium; styled.timeStyle = .short }()
        let custom = DateFormatter()
        let _ = { custom.dateFormat = "EEEE, MMM d, yyyy" }()
        let template = DateFormatter()
        let _ = template.setLocalizedDateFormatFromTemplate("MMMd")
        Text(styled.string(from: moment))
        Text(custom.string(from: moment))
        Text(template.string(from: moment))
        Text(DateFormatter.localizedString(from: moment, dateStyle: .short, timeStyle: .none))
        Text(custom.date(from: "Tuesday, Jan 2, 2024") == moment.addingTimeInterval(86_400) ? "parsed" : "not parsed")
        """) == ["Jan 1, 2024 at 12:00\u{202F}AM", "Monday, Jan 1, 2024", "Jan 1", "1/1/24", "parsed"])
    }

    /// `Duration` (SE-0329) and Foundation's format styles for it in en_US. 3 725 s = 1 h 2 min
    /// 5 s: "1:02:05" by default (`.time(pattern: .hourMinuteSecond)`), "62:05" as minutes and
    /// seconds, "1 hr, 2 min" in abbreviated hours and minutes; 2 s + 5 ms is "2.005 seconds".
    /// Each text is what swiftc 6 with Foundation on Linux prints.
    @Test func durationsCountFormatAndCompare() throws {
        #expect(try texts("""
        let short: Duration = .seconds(0.5)
        let long = Duration.seconds(3725)
        Text("\\(short)")
        Text(long.formatted())
        Text(long.formatted(.time(pattern: .minuteSecond)))
        Text(long.formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)))
        Text(long.formatted(.units(width: .wide)))
        Text(short < .seconds(1) ? "shorter" : "longer")
        Text("\\(Duration.seconds(2) + .milliseconds(5))")
        Text("\\(long.components.seconds)")
        """) == ["0.5 seconds", "1:02:05", "62:05", "1 hr, 2 min", "1 hour, 2 minutes, 5 seconds", "shorter", "2.005 seconds", "3725"])
    }

    /// `Array.formatted()` is `ListFormatStyle` with `type: .and`, `width: .standard` (Apple docs):
    /// CLDR's English pattern, as `ListFormatter` gives it.
    @Test func arraysFormatAsEnglishLists() throws {
        #expect(try texts("""
        Text(["Ann", "Bo", "Cy"].formatted())
        Text(["Ann", "Bo"].formatted(.list(type: .and)))
        """) == ["Ann, Bo, and Cy", "Ann and Bo"])
    }

    /// `Text(_:format:)` given an array and `.list(type: .and)` shows what `formatted(_:)` gives
    /// (Apple, `Text.init(_:format:)`): the same English lists.
    @Test func textOfAnArrayWithAListFormat() throws {
        #expect(try texts("""
        Text(["Ann", "Bo", "Cy"], format: .list(type: .and))
        Text(["Ann"], format: .list(type: .and))
        """) == ["Ann, Bo, and Cy", "Ann"])
    }

    /// The app is active with its primary icon; a life-cycle notification's name is UIKit's
    /// constant's (Apple docs, "didBecomeActiveNotification": `UIApplicationDidBecomeActiveNotification`);
    /// `open` opens nothing.
    @Test func applicationIsActiveAndOpensNothing() throws {
        #expect(try texts("""
        Text(UIApplication.shared.alternateIconName ?? "primary")
        Text(UIApplication.shared.applicationState == .active ? "active" : "other")
        Text(UIApplication.didBecomeActiveNotification.rawValue)
        Button("Open") { UIApplication.shared.open(URL(string: "https://example.com")!) }
        """) == ["primary", "active", "UIApplicationDidBecomeActiveNotification", "Open"])
    }

    /// `ISO8601DateFormatter` writes RFC 3339's profile of ISO 8601 in GMT by default (Apple docs,
    /// "ISO8601DateFormatter": `formatOptions` start at `.withInternetDateTime`). 1 700 000 000 s
    /// after 1970 is 2023-11-14 22:13:20 UTC (19 675 days = 2023-11-14, plus 80 000 s = 22:13:20);
    /// a quarter second more with `.withFractionalSeconds` adds ".250"; the date alone at
    /// GMT+1 of 1970's first second is still 1970-01-01. Each text is what swiftc 6 prints.
    @Test func iso8601FormattersWriteAndReadInternetDates() throws {
        #expect(try texts("""
        let plain = ISO8601DateFormatter()
        let precise = ISO8601DateFormatter()
        let _ = { precise.formatOptions = [.withInternetDateTime, .withFractionalSeconds] }()
        Text(plain.string(from: Date(timeIntervalSince1970: 1_700_000_000)))
        Text(precise.string(from: Date(timeIntervalSince1970: 1_700_000_000.25)))
        Text(plain.date(from: "2023-11-14T22:13:20Z") == Date(timeIntervalSince1970: 1_700_000_000) ? "parsed" : "not parsed")
        Text(ISO8601DateFormatter.string(from: Date(timeIntervalSince1970: 0), timeZone: TimeZone(secondsFromGMT: 3600)!, formatOptions: .withFullDate))
        Text(precise.formatOptions.contains(.withFractionalSeconds) ? "fractional" : "whole")
        """) == ["2023-11-14T22:13:20Z", "2023-11-14T22:13:20.250Z", "parsed", "1970-01-01", "fractional"])
    }

    /// `Date`'s reference date is 2001-01-01 00:00:00 UTC, 978 307 200 s after 1970 ((31 × 365 +
    /// 8 leap days) × 86 400); a date 60 s after the fixed now (2024-01-01, 1 704 067 200) is 60 s
    /// from now. `Text("\(double)")` writes a `Double` with "%lf", six decimals.
    @Test func datesMeasureFromNowAndFromTheReferenceDate() throws {
        let found = try reading("""
        import SwiftUI
        #Preview {
            VStack {
                Text("\\(Date(timeIntervalSinceReferenceDate: 0).timeIntervalSince1970)")
                Text("\\(Date(timeIntervalSince1970: 978_307_260).timeIntervalSinceReferenceDate)")
                Text("\\(Date(timeIntervalSince1970: 1_704_067_260).timeIntervalSinceNow)")
                Text("\\(Date.timeIntervalBetween1970AndReferenceDate)")
            }
        }
        """)
        #expect(try #require(found.scenarios.first).root.texts == ["978307200.000000", "60.000000", "60.000000", "978307200.000000"])
    }

    /// iCloud's key-value store starts empty (no account in a preview) and keeps what is set, as
    /// `UserDefaults` does (Apple docs, "NSUbiquitousKeyValueStore"); the change notifications
    /// carry Foundation's names (`NSUserDefaultsDidChangeNotification`).
    @Test func ubiquitousKeyValueStoreKeepsWhatIsSet() throws {
        #expect(try texts("""
        let cloud = NSUbiquitousKeyValueStore.default
        Text(cloud.string(forKey: "name") ?? "nil")
        let _ = cloud.set("Ann", forKey: "name")
        let _ = cloud.set(3, forKey: "count")
        Text(NSUbiquitousKeyValueStore.default.string(forKey: "name") ?? "nil")
        Text("\\(cloud.longLong(forKey: "count")) \\(cloud.bool(forKey: "missing"))")
        Text(UserDefaults.didChangeNotification.rawValue)
        """) == ["nil", "Ann", "3 false", "NSUserDefaultsDidChangeNotification"])
    }
}
