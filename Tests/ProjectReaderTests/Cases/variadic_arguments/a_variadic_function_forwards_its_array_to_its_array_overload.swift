// A variadic function whose body hands its parameter on to an overload of the same labels that
// declares the array type (`joined(_ parts: Text?...)` calling `joined(parts, separator:)`
// beside `joined(_ parts: [Text?])`) calls that overload: inside the variadic one the parameter
// is an array, which the array overload takes as it is. The variadic parameter's optional
// elements stay optionals in the body, so `$0.map { … }` is Optional's map and skips the nil.
// source: The Swift Programming Language, "Functions", "Variadic Parameters" (the values are
// source: made available within the function's body as an array of the appropriate type).
// source: swiftc 6.3 compiles the same two overloads over `String?` and prints "a b" for
// source: ("a", nil, "b") with separator " "; and `["a", nil, "b"].map { $0.map { … } }` keeps the nil.
// source: texts: "Lecture" and "Room 5" joined by " · "; then the two non-nil keys wrapped.
// expect: no diagnostic
// expect: Text[*].text == ["Lecture · Room 5", "<Lab> <Hall>"]
import SwiftUI

func joined(_ parts: Text?..., separator: String = ", ") -> Text? {
    joined(parts, separator: separator)
}

func joined(_ parts: [Text?], separator: String = ", ") -> Text? {
    let present = parts.compactMap { $0 }
    guard let first = present.first else { return nil }
    return present.dropFirst().reduce(first) { $0 + Text(separator) + $1 }
}

func wrapped(_ keys: String?...) -> String {
    keys.map { $0.map { "<" + $0 + ">" } }.compactMap { $0 }.joined(separator: " ")
}

struct SessionSummary: View {
    var body: some View {
        VStack {
            joined(Text("Lecture"), nil, Text("Room 5"), separator: " · ")
            Text(wrapped("Lab", nil, "Hall"))
        }
    }
}

#Preview {
    SessionSummary()
}
