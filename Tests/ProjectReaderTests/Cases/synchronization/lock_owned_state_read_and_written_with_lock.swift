// `OSAllocatedUnfairLock<State>` (os) and `Mutex` (Synchronization) own their state: it is made
// by `init(initialState:)` / `init(_:)` and read and changed only inside `withLock { … }` with the
// state `inout`. A preview runs on one thread, so each closure runs at once and what it writes stays.
// source: Apple, "OSAllocatedUnfairLock" (`init(initialState:)`, `withLock(_:)`); Swift Evolution
// source: SE-0433 "Synchronous Mutual Exclusion Lock" (`Mutex(_:)`, `withLock(_:)`).
// source: connections {a} ∪ {b, c, a} = 3 → 30 wide; the count 3 + 3 = 6 → 60; a token → 70.
// expect: no error
// expect: no warning
// expect: Color[0].width == 30
// expect: Color[1].width == 60
// expect: Color[2].width == 70
import SwiftUI
import os
import Synchronization

final class Client {
    private struct Critical {
        var token: String?
        var connections: Set<String> = []
    }
    private let critical: OSAllocatedUnfairLock<Critical>
    private let count = Mutex(3)

    init(token: String?) {
        critical = .init(initialState: Critical(token: token, connections: ["a"]))
    }

    var isAuth: Bool { critical.withLock { $0.token != nil } }

    func add(_ more: [String]) {
        critical.withLock { $0.connections.formUnion(more) }
        count.withLock { value in value += more.count }
    }

    var connectionCount: Int { critical.withLock { $0.connections.count } }
    var total: Int { count.withLock { $0 } }
}

struct Connections: View {
    let client: Client
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: CGFloat(client.connectionCount) * 10, height: 10)
            Color.blue.frame(width: CGFloat(client.total) * 10, height: 10)
            Color.green.frame(width: client.isAuth ? 70 : 5, height: 10)
        }
    }
}

#Preview {
    let client = Client(token: "t")
    client.add(["b", "c", "a"])
    return Connections(client: client)
}
