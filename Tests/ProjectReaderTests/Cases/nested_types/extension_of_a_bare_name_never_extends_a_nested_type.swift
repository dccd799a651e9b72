// An `extension Application` at file scope extends a top-level `Application` (another module's,
// unseen here), never `Workspace.Application`: outside its outer type a nested type is named
// only by its qualified name, so its own initializer is not what the extension's body calls.
// `Application.mail()` is then another module's value, a stand-in, and the file reads on.
// source: The Swift Programming Language, "Nested Types" (outside its definition a nested type
// source: is referred to by prefixing its name with the outer type's name).
// source: swiftc 6 rejects the same `extension Application` with no other module: "cannot find
// source: type 'Application' in scope"; the nested type's memberwise `init(ref:name:)` is never in play.
// expect: no error
// expect: Text[0].text == "Mail"
// expect: warning [assumedValue] line 24 "'Application.mail.name'"
import SwiftUI

enum Workspace {
    struct Application { let ref: Int; let name: String }
}
extension Application {
    static func mail() -> Application { Application(name: "Mail") }
}
struct AppRow: View {
    var body: some View {
        VStack {
            Text(Workspace.Application(ref: 1, name: "Mail").name)
            Text(Application.mail().name)
        }
    }
}
#Preview { AppRow() }
