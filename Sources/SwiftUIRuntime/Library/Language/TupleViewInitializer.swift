import SwiftInterpreter

extension SwiftUIRuntime {
    /// `TupleView((a, b))`: the views of a tuple, side by side in their container as a view
    /// builder's block gives them (Apple docs, "TupleView": "a View created from a swift tuple of
    /// View values"), as in a result builder's `buildBlock` returning `TupleView((repeat each
    /// content))`. A value that is no tuple is the one view.
    func registerTupleViewInitializer() {
        initializer("TupleView") { runtime, arguments in
            guard let value = arguments.unlabelled.first else { return runtime.view("EmptyView", .list([])) }
            if case let .tuple(elements, _) = value { return runtime.view("TupleView", .list(elements)) }
            return value
        }
    }
}
