/// An extension method wrapping the library's method of the same name with a trailing closure:
/// `func contextMenu(@ActionBuilder actions: @escaping () -> [any Action]) -> some View {
/// contextMenu { MenuButtons(actions: actions) } }`.
///
/// Inside the body, `contextMenu { … }` could be either overload by its labels (a trailing
/// closure may go to `actions:`); Swift tells them apart by the closure's type — a view built
/// by `@ViewBuilder` is no `[any Action]` — and calls SwiftUI's `contextMenu(menuItems:)` (The
/// Swift Programming Language, "Closures": a trailing closure is an argument of the parameter's
/// function type). LayoutLens does not type closures, so the call re-entering the very method
/// it is made from, without spelling that method's labels, is what tells: the library's
/// overload is taken. A call spelling the labels (`indent(n - 1)` in `indent(_:)`) stays
/// recursion.
extension Interpreter {
    /// The library's overload of `found` when `found` is running and is called again with labels
    /// other than its own (a trailing closure standing for a labelled parameter); else `found`.
    func libraryOverloadOnReentry(_ found: Function, among overloads: [Function], labels: [String?]) -> Function {
        guard runningFunction == ObjectIdentifier(found), found.isInterpreted, found.labels != labels,
              labels.last == .some(nil) else { return found }
        return overloads.first { !$0.isInterpreted && $0.canTake(labels) } ?? found
    }
}
