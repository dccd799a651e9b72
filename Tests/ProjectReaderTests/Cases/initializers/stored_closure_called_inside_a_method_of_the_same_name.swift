// `func bool(forKey key: String) -> Bool? { bool(key) }` in a type that also stores
// `var bool: (String) -> Bool?`: the unlabelled call cannot be the method (its argument needs
// the label `forKey:`), so Swift calls the stored closure; it is not a recursion.
// source: The Swift Programming Language, "Function Argument Labels" (labels are part of the
// source: call); the closure answers true, so the width is 10.
// expect: no error
// expect: Color.width == 10
import SwiftUI

struct Settings {
    var bool: (String) -> Bool? = { _ in true }
    func bool(forKey key: String) -> Bool? { bool(key) }
}

struct Row: View {
    var body: some View {
        Color.red.frame(width: Settings().bool(forKey: "compact") == true ? 10 : 20, height: 10)
    }
}

#Preview { Row() }
