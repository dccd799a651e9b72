// `count.flatMap { … }.coalesceWith(key)` where no file read declares `coalesceWith`: it is an
// extension of `Optional` from a module LayoutLens does not read (a pod), not a member of the
// wrapped type reached by implicit unwrapping, so a nil `count` gives a stand-in with a warning
// naming it instead of stopping the module with "found nil while implicitly unwrapping".
// source: The Swift Programming Language, "Implicitly Unwrapped Optionals": a value is unwrapped
// source: implicitly only where its type is declared with `!`; `Int?` from `flatMap` is not.
// expect: no error
// expect: warning "'Optional.coalesceWith'"
import SwiftUI

func suffixed(_ key: String, count: Int? = nil) -> String {
    let augmented = count
        .flatMap { key + "." + String($0) }
        .coalesceWith(key)
    return augmented
}

struct Title: View {
    var body: some View {
        Text(suffixed("title"))
    }
}

#Preview { Title() }
