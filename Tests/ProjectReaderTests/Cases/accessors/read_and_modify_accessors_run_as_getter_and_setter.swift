// A computed property written with the coroutine accessors: `_read { yield x }` gives x, and
// `_modify { before; yield &place; after }` changes the place in place, running the code before
// and after the yield once per change. Beside `get`/`set` they change nothing.
// source: checked with swiftc 6 — the same model printed `["b", "c"] 11` after
// `names = ["b", "c"]`, then `["b", "c", "d"] 22` after `names.append("d")` (each change: + 1
// before the yield, + 10 after it).
// expect: no diagnostic
// expect: Text[*].text == ["b c 11", "b c d 22", "x 0"]
import SwiftUI

final class NameStore {
    var names = ["a"]
    var changes = 0
}

struct Roster {
    let store = NameStore()

    var names: [String] {
        _read { yield store.names }
        _modify {
            store.changes += 1
            yield &store.names
            store.changes += 10
        }
    }

    var mirrored: [String] {
        get { store.names }
        set { store.names = newValue }
        _modify { yield &store.names }
    }
}

struct RosterBoard: View {
    let first: String = {
        var roster = Roster()
        roster.names = ["b", "c"]
        return roster.names.joined(separator: " ") + " \(roster.store.changes)"
    }()
    let second: String = {
        var roster = Roster()
        roster.names = ["b", "c"]
        roster.names.append("d")
        return roster.names.joined(separator: " ") + " \(roster.store.changes)"
    }()
    let third: String = {
        var roster = Roster()
        roster.mirrored = ["x"]
        return roster.mirrored.joined(separator: " ") + " \(roster.store.changes)"
    }()

    var body: some View {
        VStack {
            Text(first)
            Text(second)
            Text(third)
        }
    }
}

#Preview {
    RosterBoard()
}
