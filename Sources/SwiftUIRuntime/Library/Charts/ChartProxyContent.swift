import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `chartBackground(alignment:content:)` and `chartOverlay(alignment:content:)`: the content
/// closure is given a `ChartProxy` and what it makes is laid out over the chart, behind the marks
/// or over them (Apple, `chartBackground(alignment:content:)`: "Adds a background to a view that
/// contains a chart … You can access the chart with the `ChartProxy` object passed into the
/// closure"). The closure runs when the engine places the chart's plot, so the proxy knows the
/// plot's frame: `plotFrame` (iOS 17) and `plotAreaFrame` are anchors a `GeometryReader` in the
/// content resolves with `geometry[anchor]`, `plotSize`/`plotAreaSize` the plot's size.
///
/// The content is laid out in the chart's own bounds, which are the modified view's when the
/// modifier is on the chart or on a frame the chart fills (`Chart { … }.frame(height: 200)
/// .chartBackground { … }`); with padding between them the content still takes the chart's bounds
/// (**unverified** difference, docs/apple-library.md). Each chart below the modifier gets the
/// content (Apple: with several charts "the chart proxy will refer to the first chart").
extension SwiftUIRuntime {
    /// The node of a chart's background or overlay content, if a modifier above the chart sets one.
    func chartDecoration(isOverlay: Bool, source: SourceLocation?) throws -> ViewNode? {
        let name = isOverlay ? "chartOverlay" : "chartBackground"
        guard let arguments = chartModifierArguments(name),
              case let .function(content)? = arguments.last(where: { $0.label == "content" || $0.label == nil })?.value else { return nil }
        let alignment = try arguments.first(where: { $0.label == "alignment" }).map { try self.alignment($0.value) } ?? .center
        // The content's own charts do not take the decoration again.
        let saved = environment
        environment.values[ChartKey.prefix + "chartBackground"] = nil
        environment.values[ChartKey.prefix + "chartOverlay"] = nil
        defer { environment = saved }
        let call = GeometryContentCall(runtime: self, content: content, range: interpreter.currentRange)
        return ViewNode(ChartProxyReader(call: call, alignment: alignment, isOverlay: isOverlay), children: [], label: name, source: source)
    }

    /// `ChartProxy`'s plot geometry and `Anchor<CGRect>`, resolved by `GeometryProxy`'s subscript.
    /// Registered once for every file (hosted: each call is given the runtime of the file it runs for).
    func registerChartProxy() {
        let proxy = interpreter.registerNativeType("ChartProxy")
        func plotFrame(_ value: Value) -> Rect {
            value.nativePayload(ChartProxyPayload.self)?.plotFrame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        }
        // Apple, `ChartProxy.plotFrame`: "The frame of the plot area" as an optional anchor (iOS 17);
        // `plotAreaFrame` is the earlier, non-optional one.
        proxy.computedProperties["plotFrame"] = ComputedProperty(getter: .hosted("plotFrame") { runtime, selfValue, _ in
            .optional(runtime.interpreter.nativeValue("Anchor", AnchorPayload(rect: plotFrame(selfValue))))
        })
        proxy.computedProperties["plotAreaFrame"] = ComputedProperty(getter: .hosted("plotAreaFrame") { runtime, selfValue, _ in
            runtime.interpreter.nativeValue("Anchor", AnchorPayload(rect: plotFrame(selfValue)))
        })
        for name in ["plotSize", "plotAreaSize"] {
            proxy.computedProperties[name] = ComputedProperty(getter: .hosted(name) { runtime, selfValue, _ in
                runtime.interpreter.nativeValue("CGSize", plotFrame(selfValue).size)
            })
        }
    }
}

/// What a `ChartProxy` knows: the plot's frame in canvas (global) coordinates.
struct ChartProxyPayload {
    var plotFrame: Rect
}

/// The chart places this at its plot's frame; when placed it calls the content closure with a
/// `ChartProxy` of that frame and lays the views over the chart (`ChartDecorationLayout`), whose
/// frame is the nearest `ChartLayout` around it.
struct ChartProxyReader: LayoutTimeContent, ChildRoleProviding {
    let call: GeometryContentCall
    let alignment: Alignment
    let isOverlay: Bool

    var kind: String { isOverlay ? "chartOverlay" : "chartBackground" }
    var childRole: ChildRole { .container }
    var indexesChildren: Bool { true }

    func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecified()
    }

    func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> [SubviewPlacement] {
        subviews.indices.map { _ in SubviewPlacement(origin: .zero, proposal: ProposedSize(size)) }
    }

    func content(placedIn frame: Rect, ancestors: [PlacedAncestor], context: LayoutContext) -> [ViewNode] {
        let chart = ancestors.last { $0.primitive is ChartLayout }?.frame ?? frame
        let runtime = call.runtime
        let views = call.children(calledWith: { runtime.interpreter.nativeValue("ChartProxy", ChartProxyPayload(plotFrame: frame)) },
                                  depth: ancestors.count, pass: context.passIdentity, callee: kind + " content")
        let layout = ChartDecorationLayout(chartOrigin: Point(x: chart.x - frame.x, y: chart.y - frame.y), chartSize: chart.size,
                                           alignment: alignment, isOverlay: isOverlay)
        return [ViewNode(layout, children: views, label: kind)]
    }
}
