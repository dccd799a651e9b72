import LayoutEngine
import SwiftInterpreter
import Workers

/// A program's `Shape` (a type with `func path(in rect: CGRect) -> Path`) shown as a view.
///
/// Like every shape it takes the size it is proposed (10 on an unspecified axis, as
/// `ShapeLeaf`). What it draws is its `path(in:)` run with the view's bounds — a rectangle at
/// 0, 0 of the view's size — as SwiftUI calls it when it draws (Apple, `Shape.path(in:)`:
/// "Describes this shape as a path within a rectangular frame of reference"). The call is made
/// when the placed views are read, through `runAtLayoutTime` (its turn, a fresh step budget); a
/// `path(in:)` that throws, reaches a limit or returns no `Path` is drawn as its frame, with the
/// reason in the drawing's `shapePathNotRun` warning. `animatableData` is not read (a preview
/// shows the shape at rest).
struct ProgramShapeLeaf: LayoutPrimitive, SizedDrawableLeaf, ChildRoleProviding {
    let call: ShapePathCall

    /// `Rectangle`, the kind such a shape had when it was drawn as its frame: view paths and
    /// snapshots keep their names.
    var kind: String { "Rectangle" }
    var childRole: ChildRole { .leaf }

    func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecified()
    }

    func placedContent() -> PlacedContent { .shape(.unrunPath(typeName: call.typeName, reason: "it was not placed")) }

    func placedContent(in size: Size) -> PlacedContent { .shape(call.shape(in: size)) }
}

/// Bridge to a program shape's `path(in:)`: the shape value, and the outline each size gave.
final class ShapePathCall: @unchecked Sendable {
    let runtime: SwiftUIRuntime
    let shape: Value
    let typeName: String
    let health = LayoutTimeHealth()
    /// Outlines already made, by size: a view is read more than once (drawn, described, snapshotted).
    private var made: [Size: ShapeKind] = [:]
    private let madeLock = MutualExclusion()

    init(runtime: SwiftUIRuntime, shape: Value, typeName: String) {
        self.runtime = runtime
        self.shape = shape
        self.typeName = typeName
    }

    func shape(in size: Size) -> ShapeKind {
        if let known = remembered(size) { return known }
        let kind = runtime.runAtLayoutTime("\(typeName).path(in:)", for: health) { [self] in
            // Errors are caught here, not by `runAtLayoutTime`: a path that cannot be drawn leaves
            // the frame right, so it is a drawing's warning, not the preview's error.
            do {
                var value = shape
                let rect = runtime.interpreter.nativeValue("CGRect", Rect(x: 0, y: 0, width: size.width, height: size.height))
                let result = try runtime.interpreter.callMethod("path", on: &value, [CallArgument("in", rect)])
                guard let path = runtime.shapePath(result) else {
                    return ShapeKind.unrunPath(typeName: typeName, reason: "it returned a '\(runtime.interpreter.typeName(of: result))', not a Path LayoutLens built")
                }
                return ShapeKind.path(path)
            } catch let error as RuntimeError {
                return ShapeKind.unrunPath(typeName: typeName, reason: error.message)
            } catch {
                return ShapeKind.unrunPath(typeName: typeName, reason: "\(error)")
            }
        } ?? .unrunPath(typeName: typeName, reason: "it failed before")
        madeLock.lock()
        made[size] = kind
        madeLock.unlock()
        return kind
    }

    private func remembered(_ size: Size) -> ShapeKind? {
        madeLock.lock()
        defer { madeLock.unlock() }
        return made[size]
    }
}
