import LayoutEngine
import SwiftInterpreter

extension SwiftUIRuntime {
    /// The ratio `aspectRatio(_:contentMode:)` is given: a number (width over height), nil (the
    /// view's own ideal ratio), or a `CGSize` (`aspectRatio(_ aspectRatio: CGSize, contentMode:)`,
    /// Apple: "The ratio of width to height to use for the resulting view" — `CGSize(width: 4,
    /// height: 3)` is 4 / 3). A size with a zero or non-finite side has no ratio: the view's own
    /// is used, as for nil.
    func aspectRatio(_ value: Value?) throws -> Double? {
        if case let .native(native)? = value, let size = native.payload as? Size {
            let ratio = size.width / size.height
            return ratio.isFinite && ratio > 0 ? ratio : nil
        }
        return try optionalNumber(value, "aspectRatio")
    }
}
