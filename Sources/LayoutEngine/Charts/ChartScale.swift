/// One axis's scale: where a value falls along the plot (0 at the start, 1 at the end) and the
/// ticks it labels.
///
/// Strings make a band scale: one equal band per category in order of first appearance (or the
/// order `chartXScale(domain:)` gives), each mark centred in its band. Numbers make a linear
/// scale whose domain includes zero: Apple's `ScaleDomain` documentation, "By default, number
/// scales include zero in the domain". Dates make a linear scale from the first to the last date.
public struct ChartScale: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case band(categories: [String])
        case linear(domain: ClosedRange<Double>)
    }

    public struct Tick: Hashable, Sendable {
        /// Where along the axis, 0…1 from its start.
        public var position: Double
        public var label: String
    }

    public var kind: Kind
    public var ticks: [Tick]

    /// The scale for `values` plotted on `axis`; `dateLabel` names a date tick (seconds since 1970).
    public init(values: [ChartValue], axis: ChartAxis, dateLabel: (Double) -> String) {
        let categories = Self.categories(values, explicit: axis.categories)
        if !categories.isEmpty {
            kind = .band(categories: categories)
            let count = Double(categories.count)
            let shown = axis.values.map { explicit in categories.filter { explicit.contains(.category($0)) } } ?? categories
            ticks = shown.compactMap { name in
                categories.firstIndex(of: name).map { Tick(position: (Double($0) + 0.5) / count, label: name) }
            }
            return
        }
        let isDate = values.contains { if case .date = $0 { return true } else { return false } }
        let quantities = values.compactMap(\.quantity)
        let count = axis.desiredCount ?? NiceTicks.defaultDesiredCount
        if isDate {
            let low = quantities.min() ?? 0, high = quantities.max() ?? 86_400
            let domain = axis.domain ?? (low < high ? low...high : low - 43_200...low + 43_200)
            kind = .linear(domain: domain)
            var tickValues: [Double] = []
            if let stride = axis.strideStep, let multiples = Self.multiples(of: stride, in: domain) {
                tickValues = multiples
            } else {
                // Labels on whole days, a nice number of days apart (unverified: Swift Charts picks
                // calendar-aware steps; this keeps to days).
                let days = NiceTicks.step(span: (domain.upperBound - domain.lowerBound) / 86_400, desiredCount: count)
                let step = max(days.rounded(.up), 1) * 86_400
                var value = (domain.lowerBound / 86_400).rounded(.up) * 86_400
                while value <= domain.upperBound, tickValues.count < NiceTicks.maximumCount {
                    tickValues.append(value)
                    value += step
                }
            }
            ticks = tickValues.map { Tick(position: Self.unit($0, domain), label: dateLabel($0)) }
            return
        }
        var low = quantities.min() ?? 0, high = quantities.max() ?? 0
        if axis.includesZero {
            low = min(low, 0)
            high = max(high, 0)
        }
        let nice: (domain: ClosedRange<Double>, values: [Double])
        if let domain = axis.domain {
            nice = NiceTicks.ticks(lower: domain.lowerBound, upper: domain.upperBound, desiredCount: count, widensDomain: false)
        } else {
            nice = NiceTicks.ticks(lower: low, upper: high, desiredCount: count)
        }
        let domain = axis.domain ?? nice.domain
        kind = .linear(domain: domain)
        let tickValues = axis.values?.compactMap(\.quantity) ?? axis.strideStep.flatMap { Self.multiples(of: $0, in: domain) } ?? nice.values
        let step = tickValues.count > 1 ? abs(tickValues[1] - tickValues[0]) : 1
        ticks = tickValues.filter { domain.contains($0) }.map {
            Tick(position: Self.unit($0, domain), label: NiceTicks.label($0, step: step))
        }
    }

    /// Every multiple of `step` inside `domain`, at most `NiceTicks.maximumCount` of them; nil
    /// for a step that is not a positive finite number (the automatic ticks stand).
    static func multiples(of step: Double, in domain: ClosedRange<Double>) -> [Double]? {
        guard step > 0, step.isFinite, domain.lowerBound.isFinite, domain.upperBound.isFinite else { return nil }
        var values: [Double] = []
        var index = (domain.lowerBound / step).rounded(.up)
        while index * step <= domain.upperBound + step * 1e-9, values.count < NiceTicks.maximumCount {
            values.append(index * step)
            index += 1
        }
        return values
    }

    /// The categories of a band scale: `explicit`, else the strings among `values` in order.
    private static func categories(_ values: [ChartValue], explicit: [String]?) -> [String] {
        if let explicit, !explicit.isEmpty { return explicit }
        var names: [String] = []
        for case .category(let name) in values where !names.contains(name) { names.append(name) }
        return names
    }

    private static func unit(_ value: Double, _ domain: ClosedRange<Double>) -> Double {
        let span = domain.upperBound - domain.lowerBound
        guard span > 0, span.isFinite else { return 0.5 }
        return (value - domain.lowerBound) / span
    }

    public var isBand: Bool {
        if case .band = kind { return true }
        return false
    }

    /// The width of one band (0…1); for a linear scale, nil.
    public var bandWidth: Double? {
        if case let .band(categories) = kind { return 1 / Double(max(categories.count, 1)) }
        return nil
    }

    /// Where `value` falls, 0…1 from the axis's start; nil when it is not on this scale (a
    /// category missing from an explicit domain, a string on a numeric scale).
    public func position(_ value: ChartValue) -> Double? {
        switch (kind, value) {
        case let (.band(categories), .category(name)):
            guard let index = categories.firstIndex(of: name) else { return nil }
            return (Double(index) + 0.5) / Double(categories.count)
        case let (.linear(domain), _):
            return value.quantity.map { Self.unit($0, domain) }
        default:
            return nil
        }
    }

    /// Where the number `value` falls on a linear scale (a stacked bar's end).
    public func position(ofQuantity value: Double) -> Double? {
        if case let .linear(domain) = kind, value.isFinite { return Self.unit(value, domain) }
        return nil
    }
}
