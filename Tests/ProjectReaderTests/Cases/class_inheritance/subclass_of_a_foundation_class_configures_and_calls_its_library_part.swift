// Program subclasses of Foundation classes the library models (`DateFormatter`, `JSONDecoder`):
// after `super.init()` the initializer sets the library's properties (`dateFormat`, `timeZone`)
// on the same object, an override of `string(from:)` calls the library's through `super`, and a
// designated initializer that leaves out `super.init()` has Swift call the superclass's
// zero-argument initializer for it, so the decoder is a working `JSONDecoder` whose
// `keyDecodingStrategy` set afterwards takes effect.
// source: The Swift Programming Language, "Initialization": "Class Inheritance and
// source: Initialization" (two-phase initialization; the implicit super.init() of a zero-argument
// source: superclass initializer); Apple, DateFormatter.dateFormat and
// source: JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase ("item_name" is read as itemName).
// source: checked with swiftc 6.3 and swift-corelibs-foundation: prints "Day 1970-02-01" and "Lamp 2".
// source: 1970-02-01 = 86 400 s × 31 days after 1970-01-01, in the UTC zone set.
// expect: no error
// expect: Text[*].text == ["Day 1970-02-01", "Lamp 2"]
import SwiftUI

class DayFormatter: DateFormatter, @unchecked Sendable {
    let label: String

    init(label: String) {
        self.label = label
        super.init()
        dateFormat = "yyyy-MM-dd"
        timeZone = TimeZone(secondsFromGMT: 0)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func string(from date: Date) -> String {
        "\(label) " + super.string(from: date)
    }
}

class SnakeDecoder: JSONDecoder, @unchecked Sendable {
    var version = 1

    override init() {
        version = 2
    }
}

struct Item: Decodable {
    var itemName: String
}

struct FormattedRows: View {
    let day = DayFormatter(label: "Day")

    var decoded: String {
        let decoder = SnakeDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        guard let item = try? decoder.decode(Item.self, from: Data(#"{"item_name": "Lamp"}"#.utf8)) else { return "failed" }
        return "\(item.itemName) \(decoder.version)"
    }

    var body: some View {
        VStack {
            Text(day.string(from: Date(timeIntervalSince1970: 86_400 * 31)))
            Text(decoded)
        }
    }
}

#Preview { FormattedRows() }
