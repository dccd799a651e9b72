// A file without a preview: LayoutLens invents its view's arguments, each made with the
// initializer needing the fewest arguments. A `Codable` model's `init(from: Decoder)` needs one,
// but a preview never decodes a value: it builds one with the model's own initializer
// (`Order(title:count:)`, though it needs two), so the title reads the placeholder of its `String` parameter, its name.
// source: The Swift Programming Language, "Initialization"; Apple, "Decodable" (`init(from:)`);
// source: the choice of initializer is LayoutLens's rule for implicit previews (docs/diagnostics.md,
// source: implicitPreview).
// expect: no error
// expect: 0 × warning [standInValue]
// expect: 0 × warning [assumedValue]
// expect: Text.text == "title"
import SwiftUI

struct Order: Codable {
    var title: String
    var count: Int

    init(title: String, count: Int) {
        self.title = title
        self.count = count
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        count = try container.decode(Int.self, forKey: .count)
    }
}

struct OrderRow: View {
    let order: Order
    var body: some View {
        Text(order.title)
    }
}
