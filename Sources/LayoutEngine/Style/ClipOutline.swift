/// `clipShape(_:)` with a shape whose outline depends on the size it clips: a program's `Shape`
/// (its `path(in:)` run with the clipped view's bounds when it is drawn) or a `Path` (itself at
/// any size, in the clipped view's coordinates). Paint only.
public struct ClipOutline: Hashable, Sendable {
    public enum Source: Sendable {
        case fixed(ShapePath)
        case sized(any SizedShapeSource)
    }

    public let source: Source

    public init(_ source: Source) {
        self.source = source
    }

    /// The clip's shape for a view of `size`.
    public func shape(in size: Size) -> ShapeKind {
        switch source {
        case .fixed(let path): return .path(path)
        case .sized(let sized): return sized.shape(in: size)
        }
    }

    public static func == (left: ClipOutline, right: ClipOutline) -> Bool {
        switch (left.source, right.source) {
        case let (.fixed(a), .fixed(b)): return a == b
        case let (.sized(a), .sized(b)): return a === b
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch source {
        case .fixed(let path): hasher.combine(path)
        case .sized(let sized): hasher.combine(ObjectIdentifier(sized))
        }
    }
}

/// A shape drawn from code at the size it is drawn (a program's `Shape`: `ShapePathCall`).
public protocol SizedShapeSource: AnyObject, Sendable {
    func shape(in size: Size) -> ShapeKind
}
