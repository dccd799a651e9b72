// A class that inherits from `NSObject` calls `super.init()` in its initializer. An extension
// written above the class adds a protocol of the file's own; Swift still takes the superclass from
// the class declaration, so the preview makes the object and shows its greeting.
// source: The Swift Programming Language, Inheritance: a subclass calls `super.init()`; Extensions:
// source: "Extensions can add new functionality to a type, but they can't override existing
// source: functionality" (no superclass comes from an extension).
// expect: no error
// expect: Text.text == "Hello"
import SwiftUI
import Foundation

protocol Greeting {
    var greeting: String { get }
}

extension Greeter: Greeting {
    var greeting: String { word }
}

class Greeter: NSObject {
    private let word: String

    init(word: String) {
        self.word = word
        super.init()
    }
}

struct GreetingLabel: View {
    let greeter: Greeter

    var body: some View {
        Text(greeter.greeting)
    }
}

#Preview {
    GreetingLabel(greeter: Greeter(word: "Hello"))
}
