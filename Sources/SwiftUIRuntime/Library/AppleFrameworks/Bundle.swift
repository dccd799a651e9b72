import SwiftInterpreter

/// Foundation's `Bundle` (Apple docs, "Bundle": `main`, `init(for:)`, `init(identifier:)`;
/// SwiftPM's generated `Bundle.module`). A model or view that keeps a bundle is made as in the
/// app. What a bundle holds comes from the app's Info.plist and resources, which LayoutLens does
/// not read (no I/O): `bundleIdentifier` is a library stand-in; `infoDictionary`,
/// `object(forInfoDictionaryKey:)`, `url(forResource:withExtension:)` and
/// `path(forResource:ofType:)` are nil, each with a warning that LayoutLens assumed nil.
extension SwiftUIRuntime {
    static let bundleContentsReason = "comes from the app's Info.plist or resources, which a preview here never reads"

    func registerBundle() {
        guard let bundle = registerAppleType("Bundle") else { return }
        bundle.conformances = ["Hashable", "Equatable"]
        for name in ["main", "module"] {
            bundle.staticComputed[name] = ComputedProperty(getter: .native(name) { interpreter, _, _ in
                interpreter.nativeValue("Bundle", name)
            })
        }
        initializer("Bundle") { `self`, _ in self.interpreter.nativeValue("Bundle", "main") }
        bundle.computedProperties["bundleIdentifier"] = ComputedProperty(getter: .native("bundleIdentifier") { [unowned self] _, _, _ in
            self.libraryStandIn("Bundle.bundleIdentifier", reason: Self.bundleContentsReason)
        })
        bundle.computedProperties["infoDictionary"] = ComputedProperty(getter: .native("infoDictionary") { [unowned self] _, _, _ in
            self.assumedNil("Bundle.infoDictionary")
        })
        for (method, name) in [("object", "Bundle.object(forInfoDictionaryKey:)"), ("url", "Bundle.url(forResource:withExtension:)"),
                               ("path", "Bundle.path(forResource:ofType:)")] {
            bundle.addMethod(method, .native(method) { [unowned self] _, _, _ in self.assumedNil(name) })
        }
    }

    /// Nil for a bundle's contents, with the warning that LayoutLens assumed it.
    private func assumedNil(_ name: String) -> Value {
        warn(.libraryAssumedValue(name, reason: Self.bundleContentsReason, assumption: "nil"), at: interpreter.currentRange)
        return .nil
    }
}
