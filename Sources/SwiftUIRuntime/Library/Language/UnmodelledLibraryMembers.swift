import SwiftInterpreter

/// An initializer of one of Apple's types that LayoutLens models only in part (`UIFont(descriptor:
/// size:)`, `NSEntityDescription()` as `self.init()` in an extension). The file compiles in its
/// app, so the framework (or an extension in a module not read) declares it: its value is a
/// stand-in of that type with a warning naming the initializer and where it may come from
/// (`standInValue`, or `assumedValue` where the layout reads it), as for a member the library
/// lacks, never nothing and never an error that stops the module.
///
/// A view of SwiftUI's and the values SwiftUI hands to layout code keep swiftc's error: their
/// initializers are modelled, so an unknown one is a mistake in the file (`Spacer(10)`).
extension SwiftUIRuntime {
    func unmodelledInitializer(of type: TypeInfo, labels: [String?]) -> Value? {
        guard !Self.layoutAPITypes.contains(type.name), !interpreter.conformances(of: type).contains("View") else { return nil }
        // Its warning says where the initializer may come from, as for another name no file read
        // declares (`standInOrigin`): a module the file imports that LayoutLens did not read (a
        // remote package's `extension Color { init(hex:) }`), else Apple's frameworks it imports.
        return undefinedValue(type.name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")")
    }
}
