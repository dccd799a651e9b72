import SwiftInterpreter

/// An initializer of one of Apple's types that LayoutLens models only in part (`UIFont(descriptor:
/// size:)`, `NSEntityDescription()` as `self.init()` in an extension). The file compiles in its
/// app, so the framework (or an extension in a file not read) declares it: its value is a stand-in
/// of that type with a warning naming the initializer (`libraryStandInValue`, or
/// `libraryAssumedValue` where the layout reads it), as for a member the library lacks, never
/// nothing and never an error that stops the module.
///
/// A view of SwiftUI's and the values SwiftUI hands to layout code keep swiftc's error: their
/// initializers are modelled, so an unknown one is a mistake in the file (`Spacer(10)`).
extension SwiftUIRuntime {
    func unmodelledInitializer(of type: TypeInfo, labels: [String?]) -> Value? {
        guard !Self.layoutAPITypes.contains(type.name), !interpreter.conformances(of: type).contains("View") else { return nil }
        let name = type.name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        return libraryStandIn(name, reason: Self.unmodelledInitializerReason(type.name))
    }

    /// Why an initializer of `typeName` is a stand-in.
    static func unmodelledInitializerReason(_ typeName: String) -> String {
        "is an initializer of '\(typeName)' not modelled by LayoutLens (Apple's framework, or an extension in a file not read, declares it)"
    }
}
