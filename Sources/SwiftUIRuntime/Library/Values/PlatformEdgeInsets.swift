import LayoutEngine
import SwiftInterpreter

/// UIKit's `UIEdgeInsets` and `NSDirectionalEdgeInsets` and AppKit's `NSEdgeInsets`: four
/// `CGFloat` insets, made with `init(top:left:bottom:right:)` (`leading`/`trailing` for the
/// directional one) or `init()` (all zero, as every imported C struct's) or `.zero`, each side a
/// `var`, equal when every side is (Apple docs,
/// "UIEdgeInsets", "NSDirectionalEdgeInsets", "NSEdgeInsets"). Layout code reads them for
/// padding (`.padding(.leading, insets.left)`), so their sides are numbers the layout uses.
struct PlatformEdgeInsets: Hashable {
    var sides: [Double]
}

extension SwiftUIRuntime {
    /// Each type and its sides, in the order its initializer takes them.
    static let platformEdgeInsetTypes: [(name: String, sides: [String])] = [
        ("UIEdgeInsets", ["top", "left", "bottom", "right"]),
        ("NSDirectionalEdgeInsets", ["top", "leading", "bottom", "trailing"]),
        ("NSEdgeInsets", ["top", "left", "bottom", "right"]),
    ]

    func registerPlatformEdgeInsets() {
        for (name, sides) in Self.platformEdgeInsetTypes {
            guard let type = registerAppleType(name) else { continue }
            let zero = interpreter.nativeValue(name, PlatformEdgeInsets(sides: [0, 0, 0, 0]))
            type.staticValues["zero"] = zero
            type.initializers.append(.hosted("init", labels: []) { _, _, _ in zero })
            type.initializers.append(.hosted("init", labels: sides) { `self`, _, arguments in
                let named = NativeArguments(name, arguments)
                var values: [Double] = []
                for side in sides {
                    guard let given = named[side] else { throw self.failure(.missingArgument(side, callee: name)) }
                    // Another file's constant: the insets are as unknown as it is.
                    if self.interpreter.isUnseen(given) { return given }
                    values.append(try self.number(given, side))
                }
                return self.interpreter.nativeValue(name, PlatformEdgeInsets(sides: values))
            })
            for (index, side) in sides.enumerated() {
                let getter = Function.native(side) { _, selfValue, _ in
                    guard case let .native(native) = selfValue, let insets = native.payload as? PlatformEdgeInsets else { return .cgFloat(0) }
                    return .cgFloat(insets.sides[index])
                }
                let setter = Function.hosted(side, mutating: true) { `self`, selfValue, arguments in
                    guard case let .native(native) = selfValue, var insets = native.payload as? PlatformEdgeInsets else { return .void }
                    insets.sides[index] = try self.number(arguments.first?.value ?? .void, side)
                    selfValue = self.interpreter.nativeValue(name, insets)
                    return .void
                }
                type.computedProperties[side] = ComputedProperty(getter: getter, setter: setter)
            }
        }
    }
}
