// While one stored property of a class instance is changed in place by a mutating method, a
// closure the method runs may read the instance's other properties: a class's stored properties
// are separate places for exclusivity, and `self` is a reference that stays where it is.
// `all.removeAll(where: { picked.contains($0) })` in the initializer reads `self.picked` while
// `self.all` changes, and in a later method call alike.
// source: The Swift Programming Language, "Memory Safety": conflicting access is to the same
// source: memory location; checked with swiftc 6.3 (the class compiles and prints [1, 4]).
// source: [1, 2, 3, 4] without 2 and 3 is [1, 4], count 2; then without 4 it is [1], count 1.
// expect: no error
// expect: Text[*].text == ["2", "1"]
import SwiftUI

final class Choices: ObservableObject {
    @Published var picked: [Int]
    @Published var all: [Int]
    var dropped: [Int] = [4]

    init() {
        self.picked = [2, 3]
        self.all = [1, 2, 3, 4]
        self.all.removeAll(where: { picked.contains($0) })
    }

    func dropMore() -> Int {
        all.removeAll { dropped.contains($0) }
        return all.count
    }
}

struct ChoiceCounts: View {
    @StateObject var choices = Choices()
    var body: some View {
        VStack {
            Text("\(choices.all.count)")
            Text("\(Choices().dropMore())")
        }
    }
}

#Preview { ChoiceCounts() }
