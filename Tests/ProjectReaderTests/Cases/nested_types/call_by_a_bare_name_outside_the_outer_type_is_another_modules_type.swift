// `Application(bundleIdentifier:name:)` in a member of a top-level type, beside
// `Workspace.Application` whose memberwise initializer takes `ref:name:`: outside `Workspace` the
// nested type is not visible by its bare name, so the call makes another module's `Application`
// (unseen here, a stand-in made of its labelled arguments) and the file reads on.
// source: The Swift Programming Language, "Nested Types" (outside its definition a nested type
// source: is named with its outer type's name); swiftc 6 rejects the same call with no other module:
// source: "cannot find 'Application' in scope", never "missing argument for parameter 'ref'".
// expect: no error
// expect: Text[*].text == ["Mail", "Mail"]
// expect: warning line 18 "'Application'"
import SwiftUI

enum Workspace {
    struct Application { let ref: Int; let name: String }
}
struct Command {
    let title: String
    static func empty() -> Command { Command(title: Application(bundleIdentifier: "", name: "Mail").name) }
}
struct AppRow: View {
    var body: some View {
        VStack {
            Text(Workspace.Application(ref: 1, name: "Mail").name)
            Text(Command.empty().title)
        }
    }
}
#Preview { AppRow() }
