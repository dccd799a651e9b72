import SwiftInterpreter

/// The Foundation classes a Core Data stack is configured with: `UndoManager` (a context's
/// `undoManager`) and the value transformers of transformable attributes (`ValueTransformer`,
/// `NSSecureUnarchiveFromDataTransformer`, `NSValueTransformerName`). A preview runs no action,
/// so nothing is ever undone and no attribute is ever archived: an undo manager has nothing to
/// undo or redo, and registering a transformer keeps nothing a layout reads (Apple, Foundation,
/// `UndoManager`, `ValueTransformer`).
extension SwiftUIRuntime {
    func registerCoreDataSupportTypes() {
        let undo = interpreter.declareType("UndoManager", kind: .classType)
        undo.initializers.append(.native("init", labels: []) { _, selfValue, _ in selfValue })
        for name in ["canUndo", "canRedo", "isUndoing", "isRedoing"] {
            undo.computedProperties[name] = ComputedProperty(getter: .native(name) { _, _, _ in .bool(false) })
        }
        for name in ["groupsByEvent", "levelsOfUndo", "undoActionName", "redoActionName"] {
            undo.computedProperties[name] = ComputedProperty(getter: .native(name) { _, _, _ in .nil }, setter: .native(name) { _, _, _ in .void })
        }
        for name in ["undo", "redo", "removeAllActions", "beginUndoGrouping", "endUndoGrouping", "registerUndo", "setActionName",
                     "disableUndoRegistration", "enableUndoRegistration"] {
            undo.addMethod(name, .native(name, labels: nil) { _, _, _ in .void })
        }
        let transformer = interpreter.declareType("ValueTransformer", kind: .classType)
        transformer.initializers.append(.native("init", labels: []) { _, selfValue, _ in selfValue })
        transformer.addMethod("setValueTransformer", .native("setValueTransformer", labels: nil) { _, _, _ in .void }, isStatic: true)
        let secure = interpreter.declareType("NSSecureUnarchiveFromDataTransformer", kind: .classType)
        secure.superclass = transformer
        let name = interpreter.registerNativeType("NSValueTransformerName")
        name.initializers.append(.native("init", labels: nil) { interpreter, _, arguments in
            interpreter.nativeValue("NSValueTransformerName", EnumCasePayload(name: "\(arguments.first?.value ?? .string(""))"))
        })
    }
}
