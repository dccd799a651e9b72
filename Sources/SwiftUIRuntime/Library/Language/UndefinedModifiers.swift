import Diagnostics
import SwiftInterpreter

/// A member of a view that no type of the file declares: another file's `extension View` adds it.
/// Called (`.cardStyle()`), it is a modifier the layout cannot know, ignored with a warning; read
/// as a property it may be a namespace of modifiers (`.ss.tabBar(.hidden)`, where another file
/// declares `var ss: Namespace<Self>`), whose members are such modifiers in turn.
struct UndefinedModifier {
    /// The view the modifier is applied to.
    var base: Value
    /// The members read so far (`ss.tabBar`).
    var path: String
    /// Where the first member is written (the warning points there).
    var range: SourceRange?
}

extension SwiftUIRuntime {
    static let undefinedModifierTypeName = "_UndefinedModifier"

    func registerUndefinedModifiers() {
        let descriptor = NativeTypeDescriptor(
            member: { interpreter, value, name in
                guard case let .native(native) = value, var modifier = native.payload as? UndefinedModifier else { return nil }
                modifier.path += "." + name
                return interpreter.nativeValue(Self.undefinedModifierTypeName, modifier)
            },
            describe: { value in Self.undefinedModifier(value)?.path ?? "?" },
            typeName: { _ in "(function)" })
        // Read as a property and used as a value (`Brand.caption.font(size: 12).lineHeight - 2`,
        // where `font(size:)` of another module's type read as SwiftUI's modifier), it is another
        // file's or module's property: a value the file cannot see, assumed where the layout
        // needs it with a warning (`assumed(_:for:)`), as other files' names are.
        var marked = descriptor
        marked.standsForUnseenNames = true
        let type = interpreter.registerNativeType(Self.undefinedModifierTypeName, descriptor: marked)
        type.addMethod("callAsFunction", .native("callAsFunction", labels: nil) { [unowned self] _, selfValue, _ in
            guard let modifier = Self.undefinedModifier(selfValue) else { return selfValue }
            self.warn(.undefinedModifier(modifier.path), at: modifier.range)
            return modifier.base
        })
    }

    static func undefinedModifier(_ value: Value) -> UndefinedModifier? {
        guard case let .native(native) = value else { return nil }
        return native.payload as? UndefinedModifier
    }
}
