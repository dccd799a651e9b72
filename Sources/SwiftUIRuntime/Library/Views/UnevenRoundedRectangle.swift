import LayoutEngine
import SwiftInterpreter

/// iOS 17's `UnevenRoundedRectangle` and `RectangleCornerRadii` (Apple, "UnevenRoundedRectangle":
/// `init(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`, each
/// radius defaulting to 0, and `init(cornerRadii:style:)`; "RectangleCornerRadii":
/// `init(topLeading:bottomLeading:bottomTrailing:topTrailing:)`), and the `Shape` static
/// `.rect(topLeadingRadius:…)` / `.rect(cornerRadii:style:)` that makes one. A shape: it takes
/// the size it is offered (`swiftui-layout-facts.md` §B12), drawn with a radius per corner.
/// The `style:` (`.circular` or `.continuous`) is drawn circular, as `RoundedRectangle`'s is.
/// `cornerRadii:` may be written as an implicit member, `.init(topLeading: 8)`, as for any
/// parameter of a named type.
extension SwiftUIRuntime {
    static let cornerRadiusLabels = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"]

    func registerUnevenRoundedRectangle() {
        let radiiType = interpreter.registerNativeType("RectangleCornerRadii")
        radiiType.conformances = ["Equatable", "Hashable"]
        radiiType.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            let named = NativeArguments("RectangleCornerRadii", arguments)
            try named.check(allowed: ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"], unlabelledCount: 0, in: runtime)
            func radius(_ name: String) throws -> Double { try named[name].map { try runtime.cornerRadiusKeepingInfinity($0, name) } ?? 0 }
            return runtime.interpreter.nativeValue("RectangleCornerRadii",
                                                   CornerRadii(topLeading: try radius("topLeading"), bottomLeading: try radius("bottomLeading"),
                                                               bottomTrailing: try radius("bottomTrailing"), topTrailing: try radius("topTrailing")))
        })
        for corner in ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"] {
            radiiType.computedProperties[corner] = ComputedProperty(getter: .native(corner) { _, selfValue, _ in
                guard let radii = selfValue.nativePayload(CornerRadii.self) else { return .cgFloat(0) }
                switch corner {
                case "topLeading": return .cgFloat(radii.topLeading)
                case "bottomLeading": return .cgFloat(radii.bottomLeading)
                case "bottomTrailing": return .cgFloat(radii.bottomTrailing)
                default: return .cgFloat(radii.topTrailing)
                }
            })
        }
        interpreter.registerNativeType("UnevenRoundedRectangle").conformances = ["InsettableShape", "Shape", "View"]
        addShapePathMethod(to: "UnevenRoundedRectangle")
        initializer("UnevenRoundedRectangle") { `self`, arguments in
            let radii = try self.cornerRadii(arguments, callee: "UnevenRoundedRectangle")
            return self.unevenRoundedRectangle(radii)
        }
    }

    /// The shape view of `radii`.
    func unevenRoundedRectangle(_ radii: CornerRadii) -> Value {
        let kind = ShapeKind.unevenRoundedRectangle(radii)
        return view(kind.name, .leaf(ViewNode(ShapeLeaf(kind), label: kind.name, source: currentLocation)))
    }

    /// The radii of `UnevenRoundedRectangle(…)`/`.rect(…)`'s arguments: the four labelled radii
    /// (0 when left out) or `cornerRadii:`, with an optional `style:`.
    func cornerRadii(_ arguments: NativeArguments, callee: String) throws -> CornerRadii {
        try arguments.check(allowed: Self.cornerRadiusLabels + ["cornerRadii", "style"], unlabelledCount: 0, in: self)
        if var given = arguments["cornerRadii"] {
            // `.init(topLeading: 8)`: an implicit member of the parameter's type (SE-0287).
            if case .unresolvedMember = given { given = try interpreter.coerce(given, to: .named("RectangleCornerRadii")) }
            guard let radii = given.nativePayload(CornerRadii.self) else {
                throw mismatch(given, expected: "RectangleCornerRadii", parameter: "cornerRadii")
            }
            return radii
        }
        func radius(_ name: String) throws -> Double { try arguments[name].map { try cornerRadiusKeepingInfinity($0, name) } ?? 0 }
        return CornerRadii(topLeading: try radius("topLeadingRadius"), bottomLeading: try radius("bottomLeadingRadius"),
                           bottomTrailing: try radius("bottomTrailingRadius"), topTrailing: try radius("topTrailingRadius"))
    }
}
