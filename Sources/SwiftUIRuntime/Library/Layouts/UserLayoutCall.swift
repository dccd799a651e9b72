import LayoutEngine
import SwiftInterpreter

/// Bridge to the user's `Layout` value, entered through `runAtLayoutTime` (see `LayoutTimeCall`
/// for why it is `@unchecked Sendable`). When the user's code fails, the layout answers a zero
/// size and leaves its subviews centred; the error becomes the preview's diagnostic.
///
/// The `inout cache` is SwiftUI's: `makeCache(subviews:)` makes it the first time the layout is
/// asked anything in a pass, every later call of that pass gets the same storage (what
/// `sizeThatFits` writes, `placeSubviews` reads), and a later pass over the same view hands the
/// kept cache to `updateCache(_:subviews:)` (whose default makes it afresh), as SwiftUI does when
/// a layout's subviews may have changed.
final class UserLayoutCall: @unchecked Sendable {
    let runtime: SwiftUIRuntime
    let layout: Value
    let health = LayoutTimeHealth()
    private let type: TypeInfo?
    private var cache: Box?
    private weak var cachePass: AnyObject?

    init(runtime: SwiftUIRuntime, layout: Value) {
        self.runtime = runtime
        self.layout = layout
        self.type = runtime.interpreter.type(named: runtime.interpreter.typeName(of: layout))
        runtime.registerBridge(health)
    }

    private var typeName: String { runtime.interpreter.typeName(of: layout) }

    /// Whether the user's type (not a protocol default) defines the requirement `name` with these
    /// argument labels: a helper of the same base name (Apple's equal-width stack sample has a
    /// private `spacing(subviews:)` beside the requirement `spacing(subviews:cache:)`) is not it.
    private func defines(_ name: String, labels: [String?]) -> Bool {
        type?.methods[name]?.contains { $0.labels == labels } ?? false
    }

    func subviewValues(_ subviews: LayoutSubviews, recorder: PlacementRecorder?) -> Value {
        .array(subviews.indices.map { index in
            runtime.interpreter.nativeValue("LayoutSubview", SubviewPayload(subview: subviews[index], index: index, recorder: recorder))
        })
    }

    /// The cache storage for this pass, made or updated by the user's code when it has some.
    private func cacheArgument(_ subviews: LayoutSubviews) throws -> Value {
        if let cache, cachePass === subviews.passIdentity { return runtime.interpreter.inoutArgument(cache) }
        let subviewsValue = subviewValues(subviews, recorder: nil)
        var base = layout
        if let cache, defines("updateCache", labels: [nil, "subviews"]) {
            _ = try runtime.interpreter.callMethod("updateCache", on: &base, [
                CallArgument(nil, runtime.interpreter.inoutArgument(cache)), CallArgument("subviews", subviewsValue),
            ])
        } else if defines("makeCache", labels: ["subviews"]) {
            cache = Box(try runtime.interpreter.callMethod("makeCache", on: &base, [CallArgument("subviews", subviewsValue)]))
        } else {
            cache = Box(.void)
        }
        cachePass = subviews.passIdentity
        return runtime.interpreter.inoutArgument(cache ?? Box(.void))
    }

    func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let runtime = self.runtime, layout = self.layout
        return runtime.runAtLayoutTime("\(typeName).sizeThatFits(proposal:subviews:cache:)", for: health, pass: subviews.passIdentity) { [self] in
            var base = layout
            let result = try runtime.interpreter.callMethod("sizeThatFits", on: &base, [
                CallArgument("proposal", runtime.interpreter.nativeValue("ProposedViewSize", proposal)),
                CallArgument("subviews", subviewValues(subviews, recorder: nil)),
                CallArgument("cache", try cacheArgument(subviews)),
            ])
            guard case let .native(native) = result, let size = native.payload as? Size else {
                throw runtime.failure(.returnTypeMismatch(found: runtime.interpreter.typeName(of: result), expected: "CGSize"))
            }
            return try runtime.laidOutSize(size, "sizeThatFits")
        } ?? .zero
    }

    func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews) -> [SubviewPlacement] {
        let runtime = self.runtime, layout = self.layout
        let recorder = PlacementRecorder()
        _ = runtime.runAtLayoutTime("\(typeName).placeSubviews(in:proposal:subviews:cache:)", for: health, pass: subviews.passIdentity) { [self] in
            var base = layout
            _ = try runtime.interpreter.callMethod("placeSubviews", on: &base, [
                CallArgument("in", runtime.interpreter.nativeValue("CGRect", Rect(origin: .zero, size: size))),
                CallArgument("proposal", runtime.interpreter.nativeValue("ProposedViewSize", proposal)),
                CallArgument("subviews", subviewValues(subviews, recorder: recorder)),
                CallArgument("cache", try cacheArgument(subviews)),
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

    /// `explicitAlignment(of:in:proposal:subviews:cache:)` for the guide's axis, when the user
    /// wrote the overload for it; else SwiftUI's default, which merges the subviews' explicit
    /// values for the guide where the layout placed them.
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                           placements: () -> [SubviewPlacement]) -> Double? {
        let guideType = key.axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
        let overloads = (type?.methods["explicitAlignment"] ?? []).filter { $0.labels == ["of", "in", "proposal", "subviews", "cache"] }
        let chosen = overloads.first { runtime.interpreter.firstParameterTypeName(of: $0) == guideType }
            ?? (overloads.count == 1 && runtime.interpreter.firstParameterTypeName(of: overloads[0]) == nil ? overloads[0] : nil)
        guard let function = chosen else {
            var values: [Double] = []
            for (index, placement) in placements().enumerated() where index < subviews.count {
                if let value = subviews[index].dimensions(in: placement.proposal).explicit(key) {
                    values.append(value + placement.origin[key.axis])
                }
            }
            return key.combine(values)
        }
        let callee = "\(typeName).explicitAlignment(of:in:proposal:subviews:cache:)"
        let answer = runtime.runAtLayoutTime(callee, for: health, pass: subviews.passIdentity) { [self] in
            GuideAnswer(value: try callExplicitAlignment(function, key: key, in: size, proposal: proposal, subviews: subviews))
        }
        return answer?.value
    }

    private func callExplicitAlignment(_ function: Function, key: AlignmentKey, in size: Size, proposal: ProposedSize,
                                       subviews: LayoutSubviews) throws -> Double? {
        let guide = key.axis == .horizontal
            ? runtime.interpreter.nativeValue("HorizontalAlignment", HorizontalAlignment(key: key))
            : runtime.interpreter.nativeValue("VerticalAlignment", VerticalAlignment(key: key))
        var base = layout
        let value = try runtime.interpreter.call(function, [
            CallArgument("of", guide),
            CallArgument("in", runtime.interpreter.nativeValue("CGRect", Rect(origin: .zero, size: size))),
            CallArgument("proposal", runtime.interpreter.nativeValue("ProposedViewSize", proposal)),
            CallArgument("subviews", subviewValues(subviews, recorder: nil)),
            CallArgument("cache", try cacheArgument(subviews)),
        ], self: &base)
        switch value {
        case .optional(nil): return nil
        case let .optional(wrapped?): return try runtime.number(wrapped, "explicitAlignment", allowsInfinity: false)
        default: return try runtime.number(value, "explicitAlignment", allowsInfinity: false)
        }
    }

    /// `spacing(subviews:cache:)` when the user wrote it; else SwiftUI's default, the union of
    /// the subviews' preferences on every edge.
    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        guard defines("spacing", labels: ["subviews", "cache"]) else {
            return subviews.reduce(ViewSpacing.standard) { $0.union($1.spacing, edges: .all) }
        }
        let runtime = self.runtime, layout = self.layout
        return runtime.runAtLayoutTime("\(typeName).spacing(subviews:cache:)", for: health, pass: subviews.passIdentity) { [self] in
            var base = layout
            let result = try runtime.interpreter.callMethod("spacing", on: &base, [
                CallArgument("subviews", subviewValues(subviews, recorder: nil)),
                CallArgument("cache", try cacheArgument(subviews)),
            ])
            guard case let .native(native) = result, let spacing = native.payload as? ViewSpacing else {
                throw runtime.failure(.returnTypeMismatch(found: runtime.interpreter.typeName(of: result), expected: "ViewSpacing"))
            }
            return spacing
        } ?? .standard
    }
}

extension ViewSpacing {
    /// The preferences of both views on `edges` (SwiftUI's `ViewSpacing.union(_:edges:)`): two
    /// fixed distances give the larger; a fixed distance wider than the default wins over a
    /// default edge, a narrower one does not (unverified: Apple documents only "union").
    func union(_ other: ViewSpacing, edges: EdgeSet) -> ViewSpacing {
        func merged(_ a: Edge, _ b: Edge) -> Edge {
            switch (a, b) {
            case (.standard, .standard): return .standard
            case let (.fixed(x), .fixed(y)): return .fixed(Swift.max(x, y))
            case let (.fixed(x), .standard), let (.standard, .fixed(x)): return x > Self.defaultDistance ? .fixed(x) : .standard
            }
        }
        var result = self
        if edges.contains(.top) { result.top = merged(top, other.top) }
        if edges.contains(.leading) { result.leading = merged(leading, other.leading) }
        if edges.contains(.bottom) { result.bottom = merged(bottom, other.bottom) }
        if edges.contains(.trailing) { result.trailing = merged(trailing, other.trailing) }
        return result
    }
}

/// A guide's value or its absence, as one value (a failed call is nil around it).
private struct GuideAnswer {
    var value: Double?
}
