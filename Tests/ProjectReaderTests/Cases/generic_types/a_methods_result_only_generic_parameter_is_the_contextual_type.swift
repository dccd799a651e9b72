// A service locator's `func resolve<T>() -> T` is a method whose generic parameter only its
// result binds: the contextual type binds it wherever the call sits — a parameter's default
// value, a local `let` with a declared type, `as` — so `String(describing: T.self)` is that
// type's name and the look-up finds what was registered under it.
// source: swiftc 6.3.1 on Linux compiled the same locator: `let a: Repo = shared.resolve()`,
// source: `(shared.resolve() as Repo).name` and a default argument `r: Repo = shared.resolve()`
// source: each print "real" (the registered value), where an unbound T would trap on "no T".
// source: widths: the registered repository is 40 pt wide; the three frames take it as
// source: 40, 40 + 10 = 50 and 40 + 20 = 60.
// expect: no error
// expect: Color[*].width == [40, 50, 60]
import SwiftUI

protocol Repository { var width: CGFloat { get } }
struct LiveRepository: Repository { let width: CGFloat = 40 }

final class Locator {
    static let shared = Locator()
    private var singletons: [String: Any] = [:]
    private init() { register(LiveRepository(), for: Repository.self) }

    func register<P, T>(_ instance: T, for protocolType: P.Type) {
        singletons[String(describing: protocolType)] = instance
    }

    func resolve<T>() -> T {
        let key = String(describing: T.self)
        guard let instance = singletons[key] as? T else { fatalError("nothing registered for \(key)") }
        return instance
    }
}

struct StatsRow: View {
    let repository: Repository
    init(repository: Repository = Locator.shared.resolve()) { self.repository = repository }

    var body: some View {
        let declared: Repository = Locator.shared.resolve()
        HStack(spacing: 0) {
            Color.red.frame(width: repository.width, height: 10)
            Color.green.frame(width: declared.width + 10, height: 10)
            Color.blue.frame(width: (Locator.shared.resolve() as Repository).width + 20, height: 10)
        }
    }
}

#Preview { StatsRow() }
