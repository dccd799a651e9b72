import LayoutEngine
import SwiftInterpreter

/// `containerRelativeFrame(_:alignment:)` and `containerRelativeFrame(_:count:span:spacing:alignment:)`
/// (iOS 17): an invisible frame whose size on `axes` comes from the nearest container.
///
/// Apple's documentation: the container is the screen on iOS (or a scroll view, a list, a
/// navigation stack, a tab), its size minus safe-area insets; with `count` the length is divided
/// into `count` columns with `spacing` between them and the view spans `span` of them:
/// `(length − spacing × (count − 1)) / count × span + (span − 1) × spacing`. The child is placed
/// in that frame by `alignment`, as `frame(width:height:alignment:)` does; other axes take the
/// proposal as `frame` does. Here the container is the canvas (the screen minus its safe area),
/// less the content margins of the nearest enclosing `ScrollView` (`ContainerRelativeLength`); a
/// scroll view smaller than the canvas, or a `List`, is not modelled (**unverified** there).
struct ContainerRelativeFrameLayout: LayoutPrimitive, ChildRoleProviding {
    var horizontal: Bool
    var vertical: Bool
    var count: Int?
    var span: Int
    var spacing: Double
    var alignment: Alignment
    /// The closure form's `length` (`containerRelativeFrame(_:alignment:_:)`), called with the
    /// container's length and the axis; nil for the count/span form.
    var lengthClosure: (@Sendable (Double, Axis) -> Double)? = nil

    var kind: String { "containerRelativeFrame" }
    var childRole: ChildRole { .modifier }

    /// The length on an axis whose container length is `length` (nil: the container has none).
    func length(_ length: Double?) -> Double? {
        guard let length else { return nil }
        guard let count, count > 0 else { return length }
        let column = (length - spacing * Double(count - 1)) / Double(count)
        return max(column * Double(span) + Double(span - 1) * spacing, 0)
    }

    private func frame(_ context: LayoutContext) -> FrameLayout {
        let container = Self.container(context)
        func along(_ axis: Axis) -> Double? {
            let measured = axis == .horizontal ? container.width : container.height
            guard let lengthClosure, let measured else { return length(measured) }
            return max(lengthClosure(measured, axis), 0)
        }
        return FrameLayout(width: horizontal ? along(.horizontal) : nil, height: vertical ? along(.vertical) : nil, alignment: alignment)
    }

    func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        frame(context).sizeThatFits(proposal, subviews: subviews, context: context)
    }

    func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> [SubviewPlacement] {
        frame(context).placeSubviews(in: size, proposal: proposal, subviews: subviews, context: context)
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        frame(context).explicitAlignment(key, in: size, proposal: proposal, subviews: subviews, context: context)
    }
}

extension SwiftUIRuntime {
    /// Registered after the built-in modifiers (it replaces the "not modelled" warning).
    func registerContainerRelativeFrame() {
        guard let view = interpreter.type(named: "View") else { return }
        let made = Function.native("containerRelativeFrame", labels: nil) { [unowned self] _, selfValue, arguments in
            let source = self.currentLocation
            let named = NativeArguments("containerRelativeFrame", arguments)
            try named.check(allowed: ["count", "span", "spacing", "alignment"], unlabelledCount: 1, in: self)
            guard let axesValue = named.unlabelled.first else {
                throw self.failure(.missingArgument(position: 1, callee: "containerRelativeFrame"))
            }
            let axes = try self.axisNames(axesValue)
            let closure = named.trailingClosure.map { ContainerLengthCall(runtime: self, function: $0, range: self.calleeNameRange("containerRelativeFrame")) }
            let count = try named["count"].map { Int(try self.number($0, "count")) }
            if named["count"] != nil, named["spacing"] == nil {
                throw self.failure(.missingArgument("spacing", callee: "containerRelativeFrame"))
            }
            let layout = ContainerRelativeFrameLayout(
                horizontal: axes.contains("horizontal"), vertical: axes.contains("vertical"), count: count,
                span: try named["span"].map { Int(try self.number($0, "span")) } ?? 1,
                spacing: try named["spacing"].map { try self.number($0, "spacing") } ?? 0,
                alignment: try named["alignment"].map { try self.alignment($0) } ?? .center,
                lengthClosure: closure?.lengthFunction)
            let modifier = ModifierDescription(name: "containerRelativeFrame") { node, _ in
                ViewNode(layout, children: [node], label: "containerRelativeFrame", source: nil)
            }
            return self.view("ModifiedContent", .modified(base: selfValue, modifier: modifier), source: source)
        }
        let own = (view.addedMethods(named: "containerRelativeFrame") ?? []).filter { if case .interpreted = $0.body { true } else { false } }
        view.replaceMethods(named: "containerRelativeFrame", with: own.isEmpty ? [made] : own)
    }
}
