import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// iOS 26's `ConcentricRectangle`: "A shape whose corners you configure, individually or
/// uniformly, to be squared, rounded, or concentric relative to a container shape's corners"
/// (Apple docs). Like every shape it takes the size it is offered (`ShapeKind`), so its frame is
/// exact whatever its corners; only what is drawn depends on them.
///
/// A corner style is `Edge.Corner.Style`: a fixed radius (`.fixed(12)` or a number literal) or
/// `.concentric(minimum:)`, whose radius is "the container shape's corner radius minus the
/// distance between corners", never below the minimum (Apple docs, `Edge.Corner.Style.concentric(minimum:)`).
/// LayoutLens knows neither the device's display corner radius nor a container's, so a concentric
/// corner is drawn with its minimum (square without one) and the shape warns `approximatedView`;
/// fixed corners draw exactly. The shape is drawn with one radius, the largest of its corners'
/// (as `isUniform: true` draws; per-corner radii are not drawn).
extension SwiftUIRuntime {
    func registerConcentricRectangle() {
        interpreter.registerNativeType("ConcentricRectangle").conformances = ["InsettableShape", "Shape", "View"]
        initializer("ConcentricRectangle") { `self`, arguments in
            try self.concentricRectangle(arguments)
        }
    }

    /// `ConcentricRectangle(…)` or iOS 26's `.rect(corners:isUniform:)` (Apple, "Shape.rect(corners:isUniform:)":
    /// "Creates a rectangle with the same corner style set on four corners", a `ConcentricRectangle`).
    func concentricRectangle(_ arguments: NativeArguments) throws -> Value {
        let labels = ["corners", "isUniform", "topLeadingCorner", "topTrailingCorner", "bottomLeadingCorner", "bottomTrailingCorner",
                      "uniformTopCorners", "uniformBottomCorners", "uniformLeadingCorners", "uniformTrailingCorners"]
        try arguments.check(allowed: labels, unlabelledCount: 0, in: self)
        // Every corner not given is `.concentric` (each initializer's default, Apple docs).
        let given = labels.filter { $0 != "isUniform" }.compactMap { arguments[$0] }
        let styles = try given.map { try cornerStyle($0) }
        let parts = Self.cornerStyleCount(arguments, labels: labels)
        let corners = styles.count < parts ? styles + [CornerStyle(radius: 0, isConcentric: true)] : styles
        let radius = corners.map(\.radius).max() ?? 0
        // Said once per file for each radius, where it is first made: a `clipShape(.rect(corners:))`
        // is made again when the clipped view is drawn, where no line of the file is running.
        if corners.contains(where: \.isConcentric) {
            reportLibraryAssumption(.approximatedView("ConcentricRectangle",
                                                      rule: "a concentric corner is drawn with its minimum radius (\(NumberText.format(radius, decimals: 2)) points); the container's corner radius it follows is not known"),
                                    at: interpreter.currentRange)
        }
        return view("ConcentricRectangle", .leaf(ViewNode(ShapeLeaf(radius > 0 ? .roundedRectangle(cornerRadius: radius) : .rectangle),
                                                          label: "ConcentricRectangle", source: currentLocation)))
    }

    /// One corner's `Edge.Corner.Style`: its radius as drawn and whether it is concentric.
    struct CornerStyle {
        var radius: Double
        var isConcentric: Bool
    }

    func cornerStyle(_ value: Value) throws -> CornerStyle {
        switch value {
        case .int, .double, .cgFloat: return CornerStyle(radius: try number(value, "corners"), isConcentric: false)
        case let .unresolvedMember(member) where member.name == "concentric":
            let minimum = try member.arguments?.first.map { try cornerStyle($0.value).radius } ?? 0
            return CornerStyle(radius: minimum, isConcentric: true)
        case let .unresolvedMember(member) where member.name == "fixed":
            guard let radius = member.arguments?.first?.value else { throw failure(.missingArgument(position: 1, callee: "fixed")) }
            return CornerStyle(radius: try number(radius, "radius"), isConcentric: false)
        case let .optional(wrapped?): return try cornerStyle(wrapped)
        // `Edge.Corner.Style.concentric(minimum: 10)` written out: the nested type is not
        // modelled, so its value is a stand-in (warned where it is made); drawn as a concentric
        // corner with no minimum, which the shape's `approximatedView` already says.
        case _ where Self.undefinedName(value) != nil: return CornerStyle(radius: 0, isConcentric: true)
        default: throw mismatch(value, expected: "Edge.Corner.Style")
        }
    }

    /// How many corner styles the initializer form sets: one for `corners:` (all four alike) and
    /// for `ConcentricRectangle()` (all concentric), four for the per-corner form, two for a pair
    /// of uniform sides (`uniformTopCorners:uniformBottomCorners:`) — Apple, "ConcentricRectangle".
    private static func cornerStyleCount(_ arguments: NativeArguments, labels: [String]) -> Int {
        if arguments.has("corners") { return 1 }
        if labels.contains(where: { $0.hasSuffix("Corner") && arguments.has($0) }) { return 4 }
        if labels.contains(where: { $0.hasPrefix("uniform") && arguments.has($0) }) { return 2 }
        return 1
    }
}
