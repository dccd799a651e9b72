// `nil` where the program's `ExpressibleByNilLiteral` type is expected — also a generic one,
// conforming in a constrained extension — makes a value of that type with `init(nilLiteral:)`
// rather than storing `nil`: reading a member of it afterwards does not trap.
// source: the Swift book, "Literal Expressions" ("nil ... can be used to initialize an instance
// source: of any type that conforms" to ExpressibleByNilLiteral); the standard library's
// source: ExpressibleByNilLiteral.
// source: a stored box whose value is nil reads as not ready: 20 wide; a made session: 80 wide.
// expect: no diagnostic
// expect: frame[*].width == [20, 80]
import SwiftUI

final class Guarded<Stored> {
    private var stored: Stored
    var current: Stored { stored }
    init(_ value: Stored) { stored = value }
    func replace(with value: Stored) { stored = value }
}

extension Guarded: ExpressibleByNilLiteral where Stored: ExpressibleByNilLiteral {
    convenience init(nilLiteral: ()) {
        self.init(nil)
    }
}

struct Session { let width: CGFloat }

enum SessionStore {
    static let empty: Guarded<Session?> = nil
    static let filled: Guarded<Session?> = {
        let box: Guarded<Session?> = nil
        box.replace(with: Session(width: 80))
        return box
    }()
    static func width(of box: Guarded<Session?>) -> CGFloat { box.current?.width ?? 20 }
}

struct SessionBars: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: SessionStore.width(of: SessionStore.empty), height: 10)
            Color.blue.frame(width: SessionStore.width(of: SessionStore.filled), height: 10)
        }
    }
}
#Preview { SessionBars() }
