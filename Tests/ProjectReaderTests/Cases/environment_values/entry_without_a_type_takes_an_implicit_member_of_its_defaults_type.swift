// `@Entry var session = Session(account: …)` declares no type: Swift infers the property's type
// from its default value, so `.environment(\.session, .init(account: .init(…)))` builds a
// `Session` (its parameter is `WritableKeyPath<EnvironmentValues, V>` with `V` that type), and the
// view reading `session.isPaired` sees the preview's account.
// source: held-out set 20's development half (a login context set per preview), written from
// the language rule, not copied.
// expect: no diagnostic
// expect: Text.text == "Paired"
import SwiftUI
struct Account: Equatable {
    let name: String
    let partnerID: String?
}
struct Session: Equatable {
    let account: Account
    var isPaired: Bool { account.partnerID != nil }
}
extension EnvironmentValues {
    @Entry var session = Session(account: .init(name: "", partnerID: nil))
}
struct PairingBadge: View {
    @Environment(\.session) private var session
    var body: some View {
        Text(session.isPaired ? "Paired" : "Not paired")
    }
}
#Preview {
    PairingBadge()
        .environment(\.session, .init(account: .init(name: "Ann", partnerID: "p-1")))
}
