// A key path through an implicitly unwrapped optional property (`let url: URL!`) reads the
// unwrapped value: `\.url.absoluteString` is a `KeyPath<Source, String>`, so `map` gives strings
// and `joined(separator:)` joins them; after a written `?` the rest maps over the optional.
// source: The Swift Programming Language, "Implicitly Unwrapped Optionals"; checked with swiftc
// source: 6.3: `type(of: \Source.url.absoluteString)` prints `KeyPath<Source, String>` and the join
// source: prints "https://a.org|https://b.org"; both names have 13 characters, so 2 pass the filter.
// expect: no error
// expect: Text.text == "https://a.org|https://b.org"
// expect: Text[1].text == "2"
import SwiftUI

struct Source {
    let url: URL!
    let name: String?
    init(raw: String) {
        url = URL(string: raw)
        name = raw
    }
}

struct Sources: View {
    let sources = [Source(raw: "https://a.org"), Source(raw: "https://b.org")]
    var body: some View {
        VStack {
            Text(sources.map(\.url.absoluteString).joined(separator: "|"))
            Text("\(sources.compactMap(\.name?.count).filter { $0 > 0 }.count)")
        }
    }
}

#Preview { Sources() }
