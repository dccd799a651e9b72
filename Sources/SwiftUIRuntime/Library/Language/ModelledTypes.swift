import SwiftInterpreter

extension SwiftUIRuntime {
    /// Whether the interpreter knows a type of this name — the program's, or one of the library's
    /// LayoutLens models (`Int`, `Color`), as opposed to a name of Apple's SDK it lacks (`HKUnit`).
    public func modelsType(named name: String) -> Bool { interpreter.type(named: name) != nil }

    /// Whether `name` is a type of the library (SwiftUI's `Label`, UIKit's `UIImage`) or one of its
    /// protocols (`View`, whose extension members are the modifiers), not the program's.
    public func modelsLibraryType(named name: String) -> Bool {
        guard let type = interpreter.type(named: name) else { return false }
        return type.native != nil || type.isLibraryType
    }
}
