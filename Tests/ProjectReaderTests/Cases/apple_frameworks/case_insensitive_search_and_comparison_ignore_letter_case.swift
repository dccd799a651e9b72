// Foundation's `localizedCaseInsensitiveContains(_:)` finds a string whatever its letters' case
// (and never an empty one), and `caseInsensitiveCompare(_:)` orders strings ignoring case, a
// `ComparisonResult`.
// source: Apple docs, StringProtocol "localizedCaseInsensitiveContains(_:)" ("non-empty and
// source: contained … by case-insensitive … search"), "caseInsensitiveCompare(_:)"; swiftc 6 with
// source: corelibs Foundation on Linux prints "true true true false" for these four.
// expect: no warning
// expect: Text.text == "true true true false"
import SwiftUI

func caseChecks() -> String {
    let found = "Hello World".localizedCaseInsensitiveContains("WORLD")
    let same = "apple".caseInsensitiveCompare("APPLE") == .orderedSame
    let after = "b".caseInsensitiveCompare("A") == .orderedDescending
    let empty = "x".localizedCaseInsensitiveContains("")
    return "\(found) \(same) \(after) \(empty)"
}

#Preview { Text(caseChecks()) }
