// `static let mock = mock(title:)` beside `static func mock(title:)`: when the initial value stops
// (a `fatalError` of code LayoutLens runs), Swift's program has trapped; the next read of `mock`
// (another preview) stops the same way and says why (the same error, reported once), never
// finding the method of the same name as if it were the property ("value of type '(function)'
// has no member 'title'").
// source: The Swift Programming Language, "Properties" (type properties are lazily initialized
// source: on first access, once); `fatalError` traps (Swift standard library).
// expect: 1 × error "Fatal error: no sample data"
// expect: no error "(function)"
// expect: scenarios.count == 0
import SwiftUI

final class Model {
    let title: String
    init(title: String) { self.title = title }

    static let mock = mock(title: "Sample")

    static func mock(title: String) -> Model {
        fatalError("no sample data")
    }
}

struct Card: View {
    let model: Model
    var body: some View { Text(model.title) }
}

#Preview("First") { Card(model: Model.mock) }
#Preview("Second") { Card(model: Model.mock) }
