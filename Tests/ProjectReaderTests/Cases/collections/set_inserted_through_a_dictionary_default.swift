// `seen[year, default: []].insert(id).inserted` with `var seen: [Int: Set<String>]`: the
// subscript's `default:` is the dictionary's value type, so `[]` is an empty set; a first insert
// gives `inserted == true`, a repeated one `false`. Three ids, one repeated, keep two rows.
// source: Swift standard library, `Dictionary.subscript(_:default:)` takes `@autoclosure () ->
// source: Value`, and `Set.insert(_:)` returns `(inserted: Bool, memberAfterInsert: Element)`;
// source: swiftc 6 prints `true x false` for two inserts of "x" (a journal's year list had this
// source: shape). Rows: "a", "b" (the second "a" is not inserted).
// expect: no error
// expect: Text[*].text == ["a", "b"]
import SwiftUI

struct YearList: View {
    let ids = ["a", "b", "a"]

    var firstOfEach: [String] {
        var seen: [Int: Set<String>] = [:]
        var kept: [String] = []
        for id in ids where seen[2024, default: []].insert(id).inserted {
            kept.append(id)
        }
        return kept
    }

    var body: some View {
        VStack {
            ForEach(firstOfEach, id: \.self) { Text($0) }
        }
    }
}

#Preview { YearList() }
