#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tick values for a numeric axis: "nice" steps of 1, 2 or 5 times a power of ten.
///
/// The rule is Paul Heckbert's "Nice Numbers for Graph Labels" (Graphics Gems, 1990): divide the
/// span by the number of intervals wanted and round the raw step up to the next 1, 2, 5 or 10
/// times a power of ten; the domain is then widened to whole steps. Apple does not document the
/// algorithm Swift Charts uses for `AxisMarks(values: .automatic)`; the ticks it shows (0, 2,000,
/// 4,000 …; 0, 10, 20 …) are of this form, but the exact count it picks for a given length is
/// **unverified** (docs/engine.md).
public enum NiceTicks {
    /// How many intervals an automatic axis aims for (unverified: what Swift Charts' default
    /// `desiredCount` is, and whether it depends on the axis length).
    public static let defaultDesiredCount = 5
    /// Never more ticks than this, whatever the domain and count asked for.
    public static let maximumCount = 50

    /// The nice step for `span` divided into about `desiredCount` intervals; 1 for an empty or
    /// non-finite span.
    public static func step(span: Double, desiredCount: Int) -> Double {
        guard span.isFinite, span > 0 else { return 1 }
        let raw = span / Double(min(max(desiredCount, 1), maximumCount))
        let magnitude = pow(10, floor(log10(raw)))
        let fraction = raw / magnitude
        let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
        return nice * magnitude
    }

    /// The domain `lower...upper` widened to whole nice steps, and the ticks inside it.
    /// `0...8_000` with 5 intervals: step 8000/5 = 1600 → 2000; ticks 0, 2000, 4000, 6000, 8000.
    public static func ticks(lower: Double, upper: Double, desiredCount: Int = defaultDesiredCount,
                             widensDomain: Bool = true) -> (domain: ClosedRange<Double>, values: [Double]) {
        guard lower.isFinite, upper.isFinite else { return (0...1, [0, 1]) }
        var low = min(lower, upper), high = max(lower, upper)
        if low == high {
            // One value: a unit around it (0...1 for zero, as an empty bar chart shows).
            if low == 0 { high = 1 } else if low > 0 { low = 0 } else { high = 0 }
        }
        let step = Self.step(span: high - low, desiredCount: desiredCount)
        if widensDomain {
            low = floor(low / step) * step
            high = ceil(high / step) * step
        }
        var values: [Double] = []
        var index = ceil(low / step - 1e-9)
        while index * step <= high + step * 1e-9, values.count < maximumCount {
            // Multiplying the index (not adding steps) keeps 0.1 × 3 from drifting to 0.30000000000000004.
            let value = (index * step * 1e9).rounded() / 1e9
            values.append(value == 0 ? 0 : value)
            index += 1
        }
        return (low...high, values)
    }

    /// A tick value as Swift Charts' default number format shows it in the en_US locale: grouped
    /// thousands ("2,000"), as many decimals as the step needs ("0.5").
    public static func label(_ value: Double, step: Double) -> String {
        guard value.isFinite else { return "" }
        let decimals = step > 0 && step < 1 ? min(Int(ceil(-log10(step) - 1e-9)), 6) : 0
        let negative = value < 0
        let scaled = (abs(value) * pow(10, Double(decimals))).rounded()
        guard scaled < 1e15 else { return String(value) }
        let integer = Int(scaled)
        let divisor = Int(pow(10, Double(decimals)))
        var whole = String(integer / divisor)
        var grouped = ""
        while whole.count > 3 {
            grouped = "," + whole.suffix(3) + grouped
            whole = String(whole.dropLast(3))
        }
        grouped = whole + grouped
        if decimals > 0 {
            let fraction = String(integer % divisor)
            grouped += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return (negative && integer != 0 ? "-" : "") + grouped
    }
}
