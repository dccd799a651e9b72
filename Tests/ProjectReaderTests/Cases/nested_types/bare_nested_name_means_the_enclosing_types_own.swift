// Two types each declare a nested `State`; inside one of them (its body, an extension of it, an
// extension of its `State`) the bare name `State` — a call, `.init(…)` typed `-> State`, a
// delegating `self.init(…)` — is that type's own nested `State`, not the other's nor SwiftUI's.
// source: The Swift Programming Language, "Nested Types" (a nested type is named without
// source: qualification inside the type that declares it); swiftc 6 builds the same declarations
// source: and prints 3 4 2 5 for the four `cubes`/`x` read below; widths are those × 10.
// expect: no error
// expect: no warning
// expect: Color[0].width == 30
// expect: Color[1].width == 40
// expect: Color[2].width == 20
// expect: Color[3].width == 50
import SwiftUI

struct Game {
    struct State {
        var cubes: Int
        var name: String
        init(cubes: Int, name: String = "g") {
            self.cubes = cubes
            self.name = name
        }
    }
}

struct Other {
    struct State {
        var x: Int
    }
    static func make() -> State { State(x: 4) }
}

extension Game.State {
    init(total: Int) {
        self.init(cubes: total)
    }
}

extension Game {
    static func start() -> State { State(cubes: 2) }
    static func implicit() -> State { .init(cubes: 5) }
}

struct ScoreBars: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: CGFloat(Game.State(total: 3).cubes) * 10, height: 10)
            Color.red.frame(width: CGFloat(Other.make().x) * 10, height: 10)
            Color.red.frame(width: CGFloat(Game.start().cubes) * 10, height: 10)
            Color.red.frame(width: CGFloat(Game.implicit().cubes) * 10, height: 10)
        }
    }
}

#Preview { ScoreBars() }
