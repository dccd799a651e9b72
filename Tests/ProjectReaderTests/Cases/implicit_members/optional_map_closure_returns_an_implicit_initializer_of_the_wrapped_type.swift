// `Optional.map` returns `U?`, so where the result is assigned to `Probe?` Swift infers `U` as
// `Probe`, and the closure's `.init(host:)` is `Probe.init(host:)`: the implicit member takes the
// contextual type through the optional the call returns.
// source: The Swift Programming Language, "Implicit Member Expression" (the type is inferred
// source: from context); Swift standard library, `Optional.map(_:)` ("returns U?").
// source: checked with swiftc 6: `let p: Probe? = url.map { .init(host: $0.host()!) }` compiles and
// source: `p?.host` is "status.local": 0.5 em per character at body's 17 pt, 12 × 8.5 = 102.
// expect: no warning
// expect: Text.width == 102
import SwiftUI

struct Probe {
    var status = 0
    var host: String
    init(host: String) { self.host = host }
}

struct ProbeState {
    var probe: Probe?
    init(url: URL?) {
        probe = url.map { .init(host: $0.host()!) }
    }
}

struct ProbeView: View {
    let state = ProbeState(url: URL(string: "https://status.local/now"))
    var body: some View {
        Text(state.probe?.host ?? "none")
    }
}

#Preview { ProbeView() }
