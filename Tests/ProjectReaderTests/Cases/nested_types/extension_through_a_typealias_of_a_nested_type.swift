// A top-level `typealias Application = Workspace.Application` makes the bare name the nested
// type's, so `extension Application` (even one written above the alias) extends it and its
// static builds the nested type with its memberwise initializer.
// source: The Swift Programming Language, "Type Alias Declaration" and "Extension Declaration";
// source: swiftc 6 compiles and runs the same declarations, printing "Mail".
// expect: no warning
// expect: Text.text == "Mail"
import SwiftUI

enum Workspace {
    struct Application { let ref: Int; let name: String }
}
extension Application {
    static func mail() -> Application { Application(ref: 0, name: "Mail") }
}
typealias Application = Workspace.Application

struct AppRow: View {
    var body: some View { Text(Application.mail().name) }
}
#Preview { AppRow() }
