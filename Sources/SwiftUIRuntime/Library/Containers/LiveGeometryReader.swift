import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `GeometryReader { proxy in … }` with a live proxy.
///
/// SwiftUI's `GeometryReader` takes the space it is offered and calls its content closure with a
/// `GeometryProxy` of the size it got and its position, so the content can be computed from them
/// (`proxy.size.width * 0.3`). Here the engine asks for the content when it places the reader
/// (`LayoutTimeContent`), and the content closure runs then, through `runAtLayoutTime`, with the
/// environment the reader had where it was written. Its sizing is the engine's `GeometryReaderLayout`.
struct LiveGeometryReader: LayoutTimeContent, ChildRoleProviding {
    let call: GeometryContentCall
    private let layout = GeometryReaderLayout()

    var kind: String { layout.kind }
    var childRole: ChildRole { layout.childRole }
    var indexesChildren: Bool { layout.indexesChildren }

    func modifyEnvironment(_ environment: inout LayoutEnvironment) { layout.modifyEnvironment(&environment) }

    func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        layout.sizeThatFits(proposal, subviews: subviews, context: context)
    }

    func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> [SubviewPlacement] {
        layout.placeSubviews(in: size, proposal: proposal, subviews: subviews, context: context)
    }

    func content(placedIn frame: Rect, ancestors: [PlacedAncestor], context: LayoutContext) -> [ViewNode] {
        call.children(placedIn: frame, ancestors: ancestors, pass: context.passIdentity)
    }
}

/// Bridge to a `GeometryReader`'s content closure (see `LayoutTimeCall`).
final class GeometryContentCall: @unchecked Sendable {
    let runtime: SwiftUIRuntime
    let content: Function
    /// The runtime environment where the reader was written (`@Environment` reads in its content).
    let environment: RuntimeEnvironment
    let health = LayoutTimeHealth()
    /// The settling scopes open where the reader was written (`SettlingRecorder.within`).
    let settlingContext: SettlingRecorder.Context

    /// Where the reader's content was written, for limit errors that no user code points at.
    let range: SourceRange?

    init(runtime: SwiftUIRuntime, content: Function, range: SourceRange?) {
        self.runtime = runtime
        self.content = content
        self.environment = runtime.environment
        self.range = range
        self.settlingContext = runtime.settling.context
        runtime.registerBridge(health)
    }

    func children(placedIn frame: Rect, ancestors: [PlacedAncestor], pass: AnyObject) -> [ViewNode] {
        var spaces: [String: Rect] = [:]
        var scrollViewFrame: Rect?
        for ancestor in ancestors {
            if let space = ancestor.primitive as? CoordinateSpaceModifier { spaces[space.name] = ancestor.frame }
            if ancestor.primitive is ScrollViewLayout { scrollViewFrame = ancestor.frame }
        }
        let proxy = GeometryProxyPayload(frame: frame, namedFrames: spaces, scrollViewFrame: scrollViewFrame)
        let runtime = self.runtime
        return children(calledWith: { runtime.interpreter.nativeValue("GeometryProxy", proxy) }, depth: ancestors.count, pass: pass,
                        callee: "GeometryReader content")
    }

    /// The content closure's views, called with what `argument` makes (a proxy, made in the
    /// interpreter's turn) during layout, `depth` views deep.
    func children(calledWith argument: @escaping () -> Value, depth: Int, pass: AnyObject, callee: String) -> [ViewNode] {
        let runtime = self.runtime, content = self.content, environment = self.environment
        let range = self.range
        return runtime.runAtLayoutTime(callee, for: health, pass: pass) {
            // A view that contains itself through a reader would be built forever, one level per placement.
            if depth > SwiftUIRuntime.maximumViewDepth {
                throw RuntimeError(.limit, "views nested more than \(SwiftUIRuntime.maximumViewDepth) deep inside GeometryReader", at: range)
            }
            let saved = runtime.environment
            runtime.environment = environment
            defer { runtime.environment = saved }
            // Readers inside readers make views at every level: one pass makes at most a
            // scenario's worth of views this way, so a reader that multiplies stops.
            try runtime.countLayoutTimeViews(in: pass, from: 0, at: range)
            let nodes = try runtime.settling.withinLayout(self.settlingContext) {
                let value = try runtime.interpreter.call(content, [argument()], building: "ViewBuilder")
                return try runtime.resolve(value)
            }
            try runtime.countLayoutTimeViews(in: pass, from: runtime.viewCount, at: range)
            return nodes
        } ?? []
    }
}

/// What a `GeometryProxy` knows: the reader's frame in canvas (global) coordinates and the
/// origins of the named coordinate spaces around it.
struct GeometryProxyPayload {
    var frame: Rect
    /// The frames of the ancestors that name a coordinate space, by name.
    var namedFrames: [String: Rect]
    /// The nearest enclosing scroll view's frame (its content at rest, not scrolled), for
    /// iOS 17's `.scrollView` coordinate space.
    var scrollViewFrame: Rect?
}

/// `.coordinateSpace(name:)` / `.coordinateSpace(.named(…))`: names this view's bounds for
/// `proxy.frame(in: .named(…))` below it; layout passes through unchanged.
struct CoordinateSpaceModifier: MarkerModifier {
    let name: String

    var kind: String { "coordinateSpace" }
}

extension SwiftUIRuntime {
    /// Adds `count` views made during layout in `pass` to its tally; throws past `viewLimit`.
    func countLayoutTimeViews(in pass: AnyObject, from count: Int, at range: SourceRange?) throws {
        if layoutTimeViewPass !== pass {
            layoutTimeViewPass = pass
            layoutTimeViewsMade = 0
        }
        layoutTimeViewsMade += count
        if layoutTimeViewsMade > Self.viewLimit {
            throw RuntimeError(.limit, "GeometryReader content made more than \(Self.viewLimit) views in one layout", at: range)
        }
    }

    /// `GeometryProxy` (`size`, `frame(in:)`, `safeAreaInsets`) and `CoordinateSpace` values.
    func registerGeometryProxy() {
        let proxy = interpreter.registerNativeType("GeometryProxy")
        registerAnchorSubscript(on: proxy)
        func payload(_ value: Value) -> GeometryProxyPayload? {
            if case let .native(native) = value { return native.payload as? GeometryProxyPayload }
            return nil
        }
        proxy.computedProperties["size"] = ComputedProperty(getter: .native("size") { [unowned self] _, selfValue, _ in
            self.interpreter.nativeValue("CGSize", payload(selfValue)?.frame.size ?? .zero)
        })
        // The reader sits inside the safe area the preview proposes, so no inset reaches it.
        proxy.computedProperties["safeAreaInsets"] = ComputedProperty(getter: .native("safeAreaInsets") { [unowned self] _, _, _ in
            self.interpreter.nativeValue("EdgeInsets", EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        })
        proxy.addMethod("frame", .native("frame", labels: nil) { [unowned self] _, selfValue, arguments in
            guard let geometry = payload(selfValue) else { return .void }
            guard let space = arguments.first(where: { $0.label == "in" })?.value else {
                throw self.failure(.missingArgument("in", callee: "frame"))
            }
            let frame = geometry.frame
            switch try self.coordinateSpace(space) {
            case .local:
                return self.interpreter.nativeValue("CGRect", Rect(origin: .zero, size: frame.size))
            case .global:
                return self.interpreter.nativeValue("CGRect", frame)
            case let .named(name):
                // A name no ancestor declares gives global coordinates (unverified).
                return self.rect(frame, relativeTo: geometry.namedFrames[name]?.origin ?? .zero)
            case .scrollView:
                // Outside any scroll view, global coordinates (unverified), as for an unknown name.
                return self.rect(frame, relativeTo: geometry.scrollViewFrame?.origin ?? .zero)
            }
        })
        // iOS 17's `bounds(of:)`: "the given coordinate space's bounds rectangle, converted to
        // the local coordinate space", nil when no ancestor is that space (Apple docs,
        // `GeometryProxy.bounds(of:)`): the named ancestor's or the nearest scroll view's frame
        // less this reader's origin; `.local` is the reader's own bounds. `.global` (the window)
        // is not an ancestor LayoutLens places, so nil (unverified).
        proxy.addMethod("bounds", .native("bounds", labels: nil) { [unowned self] _, selfValue, arguments in
            guard let geometry = payload(selfValue) else { return .void }
            guard let space = arguments.first(where: { $0.label == "of" })?.value else {
                throw self.failure(.missingArgument("of", callee: "bounds"))
            }
            let container: Rect?
            switch try self.coordinateSpace(space) {
            case .local: container = Rect(origin: geometry.frame.origin, size: geometry.frame.size)
            case .global: container = nil
            case let .named(name): container = geometry.namedFrames[name]
            case .scrollView: container = geometry.scrollViewFrame
            }
            guard let container else { return .optional(nil) }
            return .optional(self.rect(container, relativeTo: geometry.frame.origin))
        })
        let space = interpreter.registerNativeType("CoordinateSpace")
        // iOS 17's `NamedCoordinateSpace` (Apple docs: "A named coordinate space", a
        // `CoordinateSpaceProtocol` with `named(_:)`, and `local`, `global` and `scrollView`
        // through that protocol) names the same spaces: a property declared with it (`static let
        // canvas: NamedCoordinateSpace = .named("Canvas")`) is handed to `.coordinateSpace(_:)`.
        interpreter.register(space, as: "NamedCoordinateSpace")
        space.staticValues["local"] = interpreter.nativeValue("CoordinateSpace", CoordinateSpaceName.local)
        space.staticValues["global"] = interpreter.nativeValue("CoordinateSpace", CoordinateSpaceName.global)
        space.addMethod("named", .native("named", labels: nil) { [unowned self] _, _, arguments in
            self.interpreter.nativeValue("CoordinateSpace", CoordinateSpaceName.named(try self.spaceName(arguments.first?.value)))
        }, isStatic: true)
        // iOS 17: the nearest scroll view's space, `.scrollView` or `.scrollView(axis:)` (the
        // axis matters only while scrolling, which a static layout never does).
        space.staticValues["scrollView"] = interpreter.nativeValue("CoordinateSpace", CoordinateSpaceName.scrollView)
        space.addMethod("scrollView", .native("scrollView", labels: nil) { [unowned self] _, _, _ in
            self.interpreter.nativeValue("CoordinateSpace", CoordinateSpaceName.scrollView)
        }, isStatic: true)
    }

    private func rect(_ frame: Rect, relativeTo origin: Point) -> Value {
        interpreter.nativeValue("CGRect", Rect(x: frame.origin.x - origin.x, y: frame.origin.y - origin.y,
                                               width: frame.size.width, height: frame.size.height))
    }

    /// Registered after the built-in modifiers: `.coordinateSpace(name: "x")`, `.coordinateSpace(.named("x"))`.
    func registerCoordinateSpaceModifier() {
        guard let view = interpreter.type(named: "View") else { return }
        let made = Function.native("coordinateSpace", labels: nil) { [unowned self] _, selfValue, arguments in
            let source = self.currentLocation
            let labelled = arguments.first(where: { $0.label == "name" })?.value
            let given = labelled ?? arguments.first?.value
            let name: String
            // `coordinateSpace(name:)` takes any `Hashable` (Apple docs:
            // `func coordinateSpace<T>(name: T) -> some View where T : Hashable`): a `UUID`, an
            // enum case or a string all name the space.
            if let labelled {
                name = try self.spaceName(labelled)
            } else if let given, Self.isHashableName(given) {
                name = try self.spaceName(given)
            } else if let given, case let .named(named) = try self.coordinateSpace(given) {
                name = named
            } else {
                throw self.failure("'coordinateSpace' needs a name: .coordinateSpace(name: \"scroll\") or .coordinateSpace(.named(\"scroll\"))")
            }
            let modifier = ModifierDescription(name: "coordinateSpace") { node, _ in
                ViewNode(CoordinateSpaceModifier(name: name), children: [node], label: "coordinateSpace", source: nil)
            }
            return self.view("ModifiedContent", .modified(base: selfValue, modifier: modifier), source: source)
        }
        // The file's own `coordinateSpace` (an extension of `View`) shadows the built-in, as in Swift.
        let own = (view.addedMethods(named: "coordinateSpace") ?? []).filter { if case .interpreted = $0.body { true } else { false } }
        view.replaceMethods(named: "coordinateSpace", with: own.isEmpty ? [made] : own)
    }

    fileprivate func coordinateSpace(_ value: Value) throws -> CoordinateSpaceName {
        switch value {
        case let .native(native):
            if let name = native.payload as? CoordinateSpaceName { return name }
            // iOS 17: a namespace's identity given where a `CoordinateSpaceProtocol` is expected.
            if native.payload is NamespaceIdentity { return .named(try spaceName(value)) }
        case let .string(name):
            // iOS 17: a `Hashable` name given where a `CoordinateSpaceProtocol` is expected.
            return .named(name)
        case let .unresolvedMember(member):
            switch member.name {
            case "local" where member.arguments == nil: return .local
            case "global" where member.arguments == nil: return .global
            case "named": return .named(try spaceName(member.arguments?.first?.value))
            case "scrollView": return .scrollView
            default: break
            }
        default: break
        }
        throw mismatch(value, expected: "CoordinateSpace")
    }

    /// Whether `value` names a space itself (a string, a `@Namespace`'s identity) rather than
    /// being a `CoordinateSpace`.
    private static func isHashableName(_ value: Value) -> Bool {
        if case .string = value { return true }
        if case let .native(native) = value { return native.payload is NamespaceIdentity }
        return false
    }

    private func spaceName(_ value: Value?) throws -> String {
        switch value {
        case let .string(name)?: return name
        case let .some(other): return try interpreter.describe(other)
        case nil: throw failure(.missingArgument(position: 1, callee: "named"))
        }
    }
}

/// A coordinate space as user code names it.
enum CoordinateSpaceName: Hashable {
    case local
    case global
    case named(String)
    /// iOS 17's `.scrollView`: the nearest enclosing scroll view.
    case scrollView
}
