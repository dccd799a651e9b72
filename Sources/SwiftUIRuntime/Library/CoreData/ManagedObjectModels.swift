import AppResources
import SwiftInterpreter

/// An `NSManagedObjectModel` value: the module's data model it was loaded from (nil for an
/// empty model made with `init()`).
struct ManagedObjectModelPayload {
    let model: DataModel?
}

/// Core Data's `NSManagedObjectModel` as apps load it by hand before making their container:
/// `NSManagedObjectModel(contentsOf: url)` of the compiled model a bundle holds
/// (`Bundle.url(forResource: "Model", withExtension: "momd")`), nil when the URL names no model
/// (Apple, `init?(contentsOf:)`: "Returns nil if the model file could not be loaded");
/// `NSManagedObjectModel.mergedModel(from: nil)`, the merge of the main bundle's models (here the
/// module's first, nil when it has none).
/// `NSPersistentContainer(name:managedObjectModel:)` uses the model given (`CoreDataTypes`).
extension SwiftUIRuntime {
    func registerManagedObjectModel() {
        let type = interpreter.registerNativeType("NSManagedObjectModel")
        type.native?.isReferenceType = true
        func make(_ runtime: SwiftUIRuntime, _ model: DataModel?) -> Value {
            runtime.interpreter.nativeValue("NSManagedObjectModel", ManagedObjectModelPayload(model: model))
        }
        type.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            guard let url = NativeArguments("NSManagedObjectModel", arguments)["contentsOf"] else { return make(runtime, nil) }
            guard let model = runtime.dataModel(compiledAt: url) else { return .nil }
            return .optional(make(runtime, model))
        })
        type.staticMethods["mergedModel"] = [.hosted("mergedModel", labels: nil) { runtime, _, _ in
            guard let first = runtime.dataModels.first else { return .nil }
            return .optional(make(runtime, first))
        }]
    }

    /// The module's data model whose compiled form (`Model.momd`, `Model.mom`) a bundle URL names.
    func dataModel(compiledAt url: Value) -> DataModel? {
        guard let (entry, _) = bundleEntry(url: url) else { return nil }
        let file = entry.bundlePath.split(separator: "/").last.map(String.init) ?? entry.bundlePath
        let name: String
        if file.hasSuffix(".momd") { name = String(file.dropLast(5)) } else if file.hasSuffix(".mom") { name = String(file.dropLast(4)) } else { return nil }
        return dataModels.first { $0.name == name }
    }
}
