// `Dictionary(minimumCapacity:)` and `Set(minimumCapacity:)` make empty collections with room
// for at least that many elements: the capacity changes no element, so an index built into one
// holds exactly what the loop inserts.
// source: Apple, Dictionary.init(minimumCapacity:) ("Creates an empty dictionary with
// source: preallocated space for at least the specified number of elements") and
// source: Set.init(minimumCapacity:); swiftc 6.3 in /tmp prints 3 3 3 true for the same code on
// source: ["ivy", "oak", "ivy", "elm"]: three distinct names, "elm" first at offset 3.
// expect: no diagnostic
// expect: Text[*].text == ["3 3", "3 true"]
import SwiftUI

struct TreeIndex: View {
    let names = ["ivy", "oak", "ivy", "elm"]

    var firstIndex: [String: Int] {
        var index = [String: Int](minimumCapacity: names.count)
        for (offset, name) in names.enumerated() where index[name] == nil { index[name] = offset }
        return index
    }

    var body: some View {
        var seen = Set<String>(minimumCapacity: 8)
        for name in names { seen.insert(name) }
        let empty = Dictionary<Int, Int>(minimumCapacity: 100)
        return VStack {
            Text("\(firstIndex.count) \(firstIndex["elm"] ?? -1)")
            Text("\(seen.count) \(empty.isEmpty)")
        }
    }
}

#Preview {
    TreeIndex()
}
