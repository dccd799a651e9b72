import LayoutEngine
import SwiftInterpreter

/// A user type conforming to SwiftUI's `Layout` used as a container: `MyLayout { … }` or
/// `MyLayout(spacing: 4) { … }`. SwiftUI makes such a call through `Layout.callAsFunction(_:)`;
/// here every user `Layout` struct gets an initializer that takes the trailing content closure,
/// makes the layout value from the other arguments and returns a container view whose engine
/// primitive calls the value's `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)` during the pass.
extension SwiftUIRuntime {
    /// Called after the file is loaded: the file's `Layout` structs become view containers.
    func registerUserLayouts() {
        registerGeometryTypes()
        interpreter.registerNativeType(Self.userLayoutViewTypeName).conformances = ["View"]
        for type in Set(interpreter.types.values.map { ObjectIdentifier($0) }).compactMap({ id in
            interpreter.types.values.first { ObjectIdentifier($0) == id }
        }) where type.kind == .structType && interpreter.conformances(of: type).contains("Layout") {
            addContainerInitializer(to: type)
        }
    }

    /// The type of the view a user layout makes (`Layout.callAsFunction`'s result in SwiftUI).
    static let userLayoutViewTypeName = "_LayoutView"

    private func addContainerInitializer(to type: TypeInfo) {
        let containerInit = Function.native("init", labels: nil) { [unowned self, unowned type] _, selfValue, arguments in
            let source = self.currentLocation
            var rest = arguments
            var content: Function?
            if case let .function(function)? = rest.last?.value, rest.last?.label == nil || rest.last?.label == "content" {
                content = function
                rest.removeLast()
            }
            // Make the layout value with the file's own initializers (this one set aside).
            let saved = type.initializers
            type.initializers.removeAll { $0.labels == nil && $0.name == "init" && $0 === saved.last }
            defer { type.initializers = saved }
            let layout = try self.interpreter.construct(type, rest)
            guard let content else {
                selfValue = layout
                return layout
            }
            let children = try self.interpreter.call(content, [], building: "ViewBuilder")
            let primitive = InterpretedLayout(kind: type.name, call: UserLayoutCall(runtime: self, layout: layout))
            let view = self.view(Self.userLayoutViewTypeName, .container(primitive, label: type.name, content: children), source: source)
            selfValue = view
            return view
        }
        type.initializers.append(containerInit)
    }
}

/// The engine primitive of a user `Layout`: every question the pass asks is answered by the
/// user's code through `UserLayoutCall`.
struct InterpretedLayout: LayoutPrimitive {
    let kind: String
    let call: UserLayoutCall
    var indexesChildren: Bool { true }

    func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        call.sizeThatFits(proposal, subviews: subviews)
    }

    func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                       context: LayoutContext) -> [SubviewPlacement] {
        call.placeSubviews(in: size, proposal: proposal, subviews: subviews)
    }
}

/// Bridge to the user's `Layout` value, entered through `runAtLayoutTime` (see `LayoutTimeCall`
/// for why it is `@unchecked Sendable`). When the user's code fails, the layout answers a zero
/// size and leaves its subviews centred; the error becomes the preview's diagnostic.
final class UserLayoutCall: @unchecked Sendable {
    let runtime: SwiftUIRuntime
    let layout: Value
    let health = LayoutTimeHealth()

    init(runtime: SwiftUIRuntime, layout: Value) {
        self.runtime = runtime
        self.layout = layout
        runtime.layoutTimeBridgesMade += 1
    }

    private var typeName: String { runtime.interpreter.typeName(of: layout) }

    private func subviewValues(_ subviews: LayoutSubviews, recorder: PlacementRecorder?) -> Value {
        .array(subviews.indices.map { index in
            runtime.interpreter.nativeValue("LayoutSubview", SubviewPayload(subview: subviews[index], index: index, recorder: recorder))
        })
    }

    /// `makeCache(subviews:)` when the layout defines it, else `()`.
    private func cache(_ subviewsValue: Value) throws -> Value {
        var base = layout
        guard let type = runtime.interpreter.type(named: typeName), type.methods["makeCache"] != nil else { return .void }
        return try runtime.interpreter.callMethod("makeCache", on: &base, [CallArgument("subviews", subviewsValue)])
    }

    func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let runtime = self.runtime, layout = self.layout
        let subviewsValue = subviewValues(subviews, recorder: nil)
        let callee = "\(typeName).sizeThatFits(proposal:subviews:cache:)"
        return runtime.runAtLayoutTime(callee, for: health) { [self] in
            var base = layout
            let result = try runtime.interpreter.callMethod("sizeThatFits", on: &base, [
                CallArgument("proposal", runtime.interpreter.nativeValue("ProposedViewSize", proposal)),
                CallArgument("subviews", subviewsValue),
                CallArgument("cache", try cache(subviewsValue)),
            ])
            guard case let .native(native) = result, let size = native.payload as? Size else {
                throw runtime.failure("cannot convert return expression of type '\(runtime.interpreter.typeName(of: result))' to return type 'CGSize'")
            }
            return size
        } ?? .zero
    }

    func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews) -> [SubviewPlacement] {
        let runtime = self.runtime, layout = self.layout
        let recorder = PlacementRecorder()
        let subviewsValue = subviewValues(subviews, recorder: recorder)
        let callee = "\(typeName).placeSubviews(in:proposal:subviews:cache:)"
        _ = runtime.runAtLayoutTime(callee, for: health) { [self] in
            var base = layout
            _ = try runtime.interpreter.callMethod("placeSubviews", on: &base, [
                CallArgument("in", runtime.interpreter.nativeValue("CGRect", Rect(origin: .zero, size: size))),
                CallArgument("proposal", runtime.interpreter.nativeValue("ProposedViewSize", proposal)),
                CallArgument("subviews", subviewsValue),
                CallArgument("cache", try cache(subviewsValue)),
            ])
        }
        // A subview the layout never places is centred with an unspecified proposal, as SwiftUI does.
        return subviews.indices.map { index in
            if let placement = recorder.placements[index] { return placement }
            let child = subviews[index].sizeThatFits(.unspecified)
            return SubviewPlacement(origin: Point(x: (size.width - child.width) / 2, y: (size.height - child.height) / 2),
                                    proposal: .unspecified)
        }
    }
}

/// Where `place(at:anchor:proposal:)` calls put each subview during one `placeSubviews`.
final class PlacementRecorder: @unchecked Sendable {
    var placements: [Int: SubviewPlacement] = [:]
}

/// A `LayoutSubview` handed to user code.
struct SubviewPayload {
    var subview: LayoutSubview
    var index: Int
    var recorder: PlacementRecorder?
}
