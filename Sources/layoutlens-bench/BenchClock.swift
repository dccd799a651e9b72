/// Timing helpers for the benchmark: medians of repeated runs, printed the same way each time.
struct BenchClock {
    /// Runs `body` `runs` times after one warm-up and returns the median duration in seconds.
    static func median(runs: Int = 11, _ body: () -> Void) -> Double {
        body()
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<runs {
            let elapsed = clock.measure(body)
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// `1234.5678` → `"1234.57"`: two decimals, locale-free.
    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = abs(hundredths % 100)
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// Pads `text` on the right to `width` characters.
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
