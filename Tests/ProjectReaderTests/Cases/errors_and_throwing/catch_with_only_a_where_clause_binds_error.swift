// `catch where attempt < 2 { … }` is a catch clause with a guard and no pattern: it matches any
// error while its condition holds and binds `error` as a bare `catch` does; a later `catch`
// takes the rest. Attempt 1 is caught by the guard (width 10), attempt 3 by the catch-all (20).
// source: The Swift Programming Language, Statements, "Do Statement" (grammar:
// source: catch-clause → `catch` catch-pattern-list? code-block; catch-pattern → pattern
// source: where-clause?, and a catch clause without a pattern binds `error`); swiftc 6.3 accepts it.
// expect: no error
// expect: Color[*].width == [10, 20]
import SwiftUI

enum Failure: Error { case busy }

func width(attempt: Int) -> CGFloat {
    do {
        throw Failure.busy
    } catch where attempt < 2 {
        return error is Failure ? 10 : 0
    } catch {
        return 20
    }
}

struct Attempts: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: width(attempt: 1), height: 1)
            Color.red.frame(width: width(attempt: 3), height: 1)
        }
    }
}

#Preview { Attempts() }
