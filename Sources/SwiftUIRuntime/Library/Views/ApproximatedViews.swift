import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// SwiftUI views LayoutLens has no exact model of, laid out as what a preview shows of them, each
/// with a warning naming the approximation (registered before the unsupported-view errors, so
/// these names are no longer errors):
///
/// - `AsyncImage`: a preview loads nothing, so the placeholder shows: the `placeholder:` view, or
///   SwiftUI's default gray fill, which takes the size it is offered (the phase form too).
/// - `Canvas`: like a shape, it takes the size it is offered; drawn as a rectangle. (`ContainerRelativeShape`: `ContainerRelativeShape.swift`.)
/// - `ControlGroup { … }`: its controls in a row.
/// - `ShareLink(item:)`: its default label, `Label("Share", systemImage: "square.and.arrow.up")`,
///   or the label it is given.
/// - `NavigationSplitView { sidebar } detail: { … }`: on an iPhone the sidebar column shows, in a
///   navigation stack.
extension SwiftUIRuntime {
    func registerApproximatedViews() {
        interpreter.registerNativeType("Canvas").conformances = ["View"]
        initializer("Canvas") { `self`, _ in
            self.warn(.approximatedView("Canvas", rule: "it takes the size it is offered, drawn as a rectangle"))
            return self.view("Canvas", .leaf(ViewNode(ShapeLeaf(.rectangle), label: "Canvas", source: self.currentLocation)))
        }
        interpreter.registerNativeType("AsyncImage").conformances = ["View"]
        initializer("AsyncImage") { `self`, arguments in
            let source = self.currentLocation
            if case let .function(placeholder)? = arguments["placeholder"] {
                self.warn(.approximatedView("AsyncImage", rule: "a preview loads nothing; its placeholder is shown"))
                return try self.interpreter.call(placeholder, [], building: "ViewBuilder")
            }
            self.warn(.approximatedView("AsyncImage", rule: "a preview loads nothing; its placeholder, a gray fill, is shown"))
            return self.view("AsyncImage", .leaf(ViewNode(ColorLeaf(.system(.gray)), label: "AsyncImage", source: source)))
        }
        interpreter.registerNativeType("ControlGroup").conformances = ["View"]
        initializer("ControlGroup") { `self`, arguments in
            self.warn(.approximatedView("ControlGroup", rule: "its controls are laid out in a row"))
            return self.view("ControlGroup", .container(StackLayout.hStack(alignment: .center, spacing: nil), label: "ControlGroup",
                                                        content: try self.builtContent(arguments)))
        }
    }

    func registerShareLink() {
        interpreter.registerNativeType("ShareLink").conformances = ["View"]
        initializer("ShareLink") { `self`, arguments in
            if let label = arguments.trailingClosure { return try self.interpreter.call(label, [], building: "ViewBuilder") }
            guard let labelType = self.interpreter.type(named: "Label") else { return self.view("EmptyView", .list([])) }
            let title = arguments.unlabelled.first(where: { if case .string = $0 { true } else { false } }) ?? .string("Share")
            return try self.interpreter.construct(labelType, [CallArgument(nil, title), CallArgument("systemImage", .string("square.and.arrow.up"))])
        }
    }

    func registerNavigationSplitView() {
        interpreter.registerNativeType("NavigationSplitView").conformances = ["View"]
        initializer("NavigationSplitView") { `self`, arguments in
            guard case let .function(sidebar)? = arguments["sidebar"] ?? arguments.unlabelled.first,
                  let stack = self.interpreter.type(named: "NavigationStack") else {
                throw self.failure(.missingArgument("sidebar", callee: "NavigationSplitView"))
            }
            self.warn(.approximatedView("NavigationSplitView", rule: "on an iPhone its sidebar column shows, in a navigation stack"))
            return try self.interpreter.construct(stack, [CallArgument(nil, .function(sidebar))])
        }
    }
}
