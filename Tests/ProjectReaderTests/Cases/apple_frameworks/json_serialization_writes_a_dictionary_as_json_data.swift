// `JSONSerialization.data(withJSONObject:options:)` writes a dictionary of strings, numbers,
// booleans and arrays as JSON data, keys sorted with `.sortedKeys`, `/` escaped as `\/`;
// `isValidJSONObject(_:)` is false for a string at the top level and for NaN (Apple docs,
// "JSONSerialization": the top level is an array or a dictionary, numbers are not NaN or infinite).
// source: swift-corelibs-foundation compiled with swiftc 6 on Linux prints `{"a":[true,"x\/y"],"b":1}`
// (25 bytes) for this dictionary, and false, false for the two checks; the preview shows its
// quotes as ' and its backslash as |.
// expect: no warning
// expect: Text[0].text == "{'a':[true,'x|/y'],'b':1}"
// expect: Text[1].text == "25 false false"
import SwiftUI

func writtenJSON() -> (String, String) {
    let data = (try? JSONSerialization.data(withJSONObject: ["b": 1, "a": [true, "x/y"]], options: [.sortedKeys])) ?? Data()
    let text = (String(data: data, encoding: .utf8) ?? "none")
        .replacingOccurrences(of: "\"", with: "'").replacingOccurrences(of: "\\", with: "|")
    let checks = "\(data.count) \(JSONSerialization.isValidJSONObject("x")) \(JSONSerialization.isValidJSONObject(["x": Double.nan]))"
    return (text, checks)
}

struct WrittenJSON: View {
    var body: some View {
        let written = writtenJSON()
        VStack {
            Text(written.0)
            Text(written.1)
        }
    }
}

#Preview { WrittenJSON() }
