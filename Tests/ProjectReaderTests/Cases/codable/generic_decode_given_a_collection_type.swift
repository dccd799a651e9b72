// A generic loader `decode<T: Decodable>(_ type: T.Type, …) -> T` called with a collection type
// (`[String: [String: String]].self`) binds `T` to that type, so `decoder.decode(T.self, …)` in its
// body gives a dictionary of dictionaries, which a global of that type keeps and subscripts
// (The Swift Programming Language, "Generics": the placeholder type "is replaced with an actual
// type whenever the function is called"). The interpreter bound `T` only to a named type, and the
// decoded value waited for a type it never got ("value of type 'DecodedJSON' has no subscript").
// source: The Swift Programming Language, "Generics"; Apple, `JSONDecoder.decode(_:from:)`.
// expect: no error
// expect: Text[0].text == "Hello"
// expect: Text[1].text == "Hi"
import SwiftUI

func decode<T: Decodable>(_ type: T.Type, from text: String) -> T {
    try! JSONDecoder().decode(T.self, from: Data(text.utf8))
}

var table: [String: [String: String]] = [:]

struct Greeting: View {
    var body: some View {
        let _ = (table = decode([String: [String: String]].self, from: #"{"a": {"en": "Hello"}}"#))
        let local = decode([String: [String: String]].self, from: #"{"a": {"en": "Hi"}}"#)
        VStack {
            Text(table["a"]?["en"] ?? "none")
            Text(local["a"]?["en"] ?? "none")
        }
    }
}

#Preview { Greeting() }
