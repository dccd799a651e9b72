import LayoutEngine
import SwiftInterpreter

/// A user type conforming to SwiftUI's `Layout` used as a container: `MyLayout { … }`,
/// `MyLayout(spacing: 4) { … }`, or a layout value called later (`let layout = MyLayout();
/// layout { … }`). SwiftUI makes such a call through `Layout.callAsFunction(_:)`; here every user
/// `Layout` struct also gets an initializer that takes the trailing content closure. The
/// container's engine primitive calls the value's methods during the pass (`UserLayoutCall`).
extension SwiftUIRuntime {
    /// Called after the file is loaded: the file's `Layout` structs become view containers.
    func registerUserLayouts() {
        registerGeometryTypes() // registered before loading (`libraryBeforeLoading`); a no-op then
        interpreter.registerNativeType(Self.userLayoutViewTypeName).conformances = ["View"]
        addContainerInitializers()
        // `layout { … }` on any layout value: the file's, a built-in `HStackLayout`, an `AnyLayout`.
        interpreter.type(named: "Layout")?.addMethod("callAsFunction", .native("callAsFunction", labels: nil) { [unowned self] _, selfValue, arguments in
            guard case let .function(content)? = arguments.last?.value else {
                throw self.failure(.missingArgument(position: 1, callee: "callAsFunction"))
            }
            return try self.layoutView(selfValue, content: content, source: self.currentLocation)
        })
    }

    /// The program's `Layout` structs, each once (a type registered under two names, `Outer.Inner`
    /// and its nested name, is one). A library registration still waiting (`TypeTable`) declares none.
    func userLayoutTypes() -> [TypeInfo] {
        var seen = Set<ObjectIdentifier>()
        return interpreter.types.registeredValues.filter { type in
            type.kind == .structType && seen.insert(ObjectIdentifier(type)).inserted && interpreter.conformances(of: type).contains("Layout")
        }
    }

    /// Gives each `Layout` struct but those in `known` its container initializer: all of them
    /// once the program is loaded; after a file's types are declared anew for its previews
    /// (`redeclareTypes`: a `private struct FlowLayout` in two files), the new ones.
    func addContainerInitializers(besides known: [TypeInfo] = []) {
        let old = Set(known.map(ObjectIdentifier.init))
        for type in userLayoutTypes() where !old.contains(ObjectIdentifier(type)) { addContainerInitializer(to: type) }
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
            let view = try self.layoutView(layout, content: content, source: source)
            selfValue = view
            return view
        }
        type.initializers.append(containerInit)
    }

    /// The container view `layout` makes of `content`'s views.
    func layoutView(_ layout: Value, content: Function, source: SourceLocation?) throws -> Value {
        let primitive: any LayoutPrimitive
        let label: String
        switch layout {
        case let .native(native) where native.payload is LayoutValuePayload:
            switch native.payload as! LayoutValuePayload {
            case let .builtIn(builtIn, name):
                (primitive, label) = (builtIn, name)
            case let .user(value):
                return try layoutView(value, content: content, source: source)
            }
        case .structValue:
            let name = interpreter.typeName(of: layout)
            primitive = InterpretedLayout(kind: name, call: UserLayoutCall(runtime: self, layout: layout),
                                          stackOrientation: try stackOrientation(of: layout))
            label = name
        default:
            throw failure("value of type '\(interpreter.typeName(of: layout))' is not a Layout")
        }
        let children = try interpreter.call(content, [], building: "ViewBuilder")
        return view(Self.userLayoutViewTypeName, .container(primitive, label: label, content: children), source: source)
    }

    /// `static var layoutProperties`'s `stackOrientation`, when the layout declares it.
    private func stackOrientation(of layout: Value) throws -> Axis? {
        guard let type = interpreter.type(named: interpreter.typeName(of: layout)),
              type.staticComputed["layoutProperties"] != nil || type.staticValues["layoutProperties"] != nil
                || type.staticInitialisers["layoutProperties"] != nil else { return nil }
        let properties = try interpreter.staticMember("layoutProperties", of: type)
        guard case let .native(native) = properties, let value = native.payload as? LayoutPropertiesPayload else {
            throw failure("cannot convert value of type '\(interpreter.typeName(of: properties))' to 'LayoutProperties'")
        }
        return value.stackOrientation
    }
}

/// The engine primitive of a user `Layout`: every question the pass asks is answered by the
/// user's code through `UserLayoutCall`.
struct InterpretedLayout: LayoutPrimitive, ChildRoleProviding {
    let kind: String
    let call: UserLayoutCall
    /// `layoutProperties.stackOrientation`: the axis `Spacer`s and `Divider`s inside follow.
    var stackOrientation: Axis?
    var indexesChildren: Bool { true }
    /// A container: its subviews are its content's views (a `Group`/`ForEach` contributes each).
    var childRole: ChildRole { .container }

    func modifyEnvironment(_ environment: inout LayoutEnvironment) {
        environment.stackAxis = stackOrientation
    }

    func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        call.sizeThatFits(proposal, subviews: subviews)
    }

    func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                       context: LayoutContext) -> [SubviewPlacement] {
        call.placeSubviews(in: size, proposal: proposal, subviews: subviews)
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        call.explicitAlignment(key, in: size, proposal: proposal, subviews: subviews) {
            context.placements(in: size, proposal: proposal)
        }
    }

    func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        call.spacing(subviews: subviews)
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
