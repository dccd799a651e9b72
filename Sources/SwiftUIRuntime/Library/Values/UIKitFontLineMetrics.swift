import LayoutEngine
import SwiftInterpreter

/// `UIFont`'s vertical metrics, which layout code reads to turn a design's line height into
/// SwiftUI's `lineSpacing` (`designLineHeight - font.lineHeight`): `lineHeight`, `ascender`,
/// `descender` (negative: below the baseline, Apple docs "descender"), `leading`, `capHeight` and
/// `xHeight`, in points. The system font's are SF's (`SystemFontVerticalMetrics`; a 17 pt
/// `lineHeight` is 20.287109375, text-metrics.md §1.2). A bundled custom face answers its own
/// file's (`AppFont.metricsPerPoint` times the size): `lineHeight` is ascender + descender +
/// leading (the hhea line gap; "Why is lineHeight of UIFont larger than font size?", Stack
/// Overflow 33278645, answer by Daij-Djan; SF's, whose line gap is 0, give the 20.287 above).
/// A face no bundled file has answers the system font's at the same size, with
/// `approximatedView`.
extension SwiftUIRuntime {
    static let uiFontLineMetricNames = ["lineHeight", "ascender", "descender", "leading", "capHeight", "xHeight"]

    func registerUIKitFontLineMetrics(in type: TypeInfo) {
        for name in Self.uiFontLineMetricNames {
            type.computedProperties[name] = ComputedProperty(getter: .hosted(name) { `self`, selfValue, _ in
                guard case let .native(native) = selfValue, let descriptor = native.payload as? FontDescriptor else { return .cgFloat(0) }
                if case let .custom(face) = descriptor.family {
                    if let perPoint = self.resources.font(named: face)?.metricsPerPoint {
                        return .cgFloat(Self.uiFontLineMetric(name, perPoint) * descriptor.size)
                    }
                    self.warn(.approximatedView("UIFont.\(name)", rule: "the bundled face '\(face)' is given the system font's metrics at its size"))
                }
                return .cgFloat(Self.uiFontLineMetric(name, SystemFontVerticalMetrics.lineMetrics(atSize: descriptor.size)))
            })
        }
    }

    /// UIKit's value of the metric `name` for line metrics `metrics`.
    static func uiFontLineMetric(_ name: String, _ metrics: FontLineMetrics) -> Double {
        switch name {
        case "lineHeight": metrics.lineHeight
        case "ascender": metrics.ascender
        case "descender": -metrics.descender
        case "leading": metrics.lineGap
        case "capHeight": metrics.capHeight
        default: metrics.xHeight
        }
    }
}
