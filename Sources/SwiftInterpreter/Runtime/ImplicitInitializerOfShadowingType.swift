/// A program's type named like a library one (`class App`, beside SwiftUI's `App`) keeps the
/// initializer Swift gives it without one being written: a struct's memberwise initializer, and
/// a class's `init()` when every stored property has an initial value (The Swift Programming
/// Language, "Default Initializers"). `App()` in `class App { static let shared = App() }` makes
/// the program's class, never the library's type.
extension Interpreter {
    func implicitInitializerTakes(_ type: TypeInfo, _ labels: [String?]) -> Bool {
        guard !type.hasExplicitInit else { return false }
        switch type.kind {
        case .structType: return memberwiseAccepts(type, labels)
        case .classType: return labels.isEmpty
        default: return false
        }
    }
}
