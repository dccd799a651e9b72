// Global `==` functions on a protocol the program declares (and on its optional) take only values
// whose types adopt it. A comparison of the program's enum that adopts `String, Codable` (standard
// library protocols, which cannot refine the program's protocol), of that enum's optional, and of a
// `String?` with `nil` uses the standard library's `==`; two `Token`s use the program's. Inside the
// optional overload, `lhs?.token == rhs?.token` compares two `String?` with the standard library's
// `==` and returns instead of calling itself.
// source: swiftc 6 compiles and runs this file's operators and types without SwiftUI: `k == .first`
// source: is false for `.second`, `s == nil` is true for a nil `String?` (the standard library's
// source: `==`), `Token(token: "a") == Token(token: "a")` prints the program's operator and is true.
// expect: no error
// expect: no warning
// expect: Text[0].text == "second"
// expect: Text[1].text == "none"
// expect: Text[2].text == "same"
// expect: Text[3].text == "first"
import SwiftUI

protocol TokenCarrying {
    var token: String { get }
}

func == (lhs: TokenCarrying, rhs: TokenCarrying) -> Bool {
    lhs.token == rhs.token
}

func == (lhs: TokenCarrying?, rhs: TokenCarrying?) -> Bool {
    lhs?.token == rhs?.token
}

struct Token: TokenCarrying { let token: String }

enum Kind: String, Codable { case first, second }

struct Comparisons: View {
    var kind: Kind = .second
    var optionalKind: Kind? = .first
    var name: String? = nil
    var body: some View {
        VStack {
            Text(kind == .first ? "first" : "second")
            Text(name == nil ? "none" : "some")
            Text(Token(token: "a") == Token(token: "a") ? "same" : "different")
            Text(optionalKind == .first ? "first" : "other")
        }
    }
}

#Preview { Comparisons() }
