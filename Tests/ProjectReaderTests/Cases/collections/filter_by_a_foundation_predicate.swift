// Foundation's `Sequence.filter(_:)` taking a `Predicate<Element>` (iOS 17) asks the predicate of
// each element and gives an array, even of a set; the interpreter called the predicate as a
// closure ("cannot call value of type 'Predicate'"). Of the lengths 1, 4, 6 and 9, the predicate
// `$0 > 3` keeps 4, 6 and 9: three texts.
// source: Apple, Foundation, `Sequence.filter(_:)` ("func filter(_ predicate: Predicate<Self.Element>)
// source: throws -> [Self.Element]"), `Predicate`.
// expect: no error
// expect: Text.count == 3
import SwiftUI
import Foundation

struct Lengths: View {
    let lengths: Set<Int> = [1, 4, 6, 9]
    let longer = #Predicate<Int> { $0 > 3 }
    var kept: [Int] { (try? lengths.filter(longer)) ?? [] }
    var body: some View {
        VStack {
            ForEach(kept.sorted(), id: \.self) { Text("\($0)") }
        }
    }
}

#Preview { Lengths() }
