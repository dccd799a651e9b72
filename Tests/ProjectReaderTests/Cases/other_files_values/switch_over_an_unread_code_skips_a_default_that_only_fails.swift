// A `switch` over a value of code LayoutLens did not read (a C library's status code) takes its
// `default:` as the assumption, unless that default only fails (it throws): the author expects
// one of the cases, and in the app the call succeeds. The first plain case is taken instead, so
// `check` returns "ok" rather than throwing, and the assumption is still reported.
// source: the rule for `if let`/`guard let` over such a value whose nil branch traps
// source: (docs/interpreter.md, NilBranchThatTraps); The Swift Programming Language, "Switch".
// expect: no error
// expect: Text[0].text == "ok"
// expect: warning "LayoutLens assumed"
import SwiftUI
let SUCCESS: Int8 = 0
let FAILURE: Int8 = 1
enum Unexpected: Error { case code }
func check(_ status: CStatus) throws -> String {
    switch status.code {
    case SUCCESS: return "ok"
    case FAILURE: return "failed"
    default: throw Unexpected.code
    }
}
struct Status: View {
    var body: some View { Text((try? check(CStatus())) ?? "threw") }
}
#Preview { Status() }
