import LayoutEngine
import Templating

/// The `<style>` of one diagram: chrome (outlines, canvas, labels) and the colours the scene
/// uses, each in light and dark appearance. Every selector is scoped to the diagram's id so
/// many diagrams can be inlined in one HTML page without their rules leaking into each other.
struct DiagramStyleSheet {
    var scope: String
    var theme: DiagramTheme = .auto
    /// Colours used as fills and as strokes, each listed once.
    var fills: [ColorValue] = []
    var strokes: [ColorValue] = []
    /// Colours used as gradient stops.
    var stops: [ColorValue] = []
    /// Whether a stand-in is drawn (its hatching rule is then part of the sheet).
    var drawsStandIns = false

    /// Whether a tab bar is drawn (its material and hairline rules are then part of the sheet).
    var drawsBarMaterial = false
    /// A bar's translucent material and its hairline (`DiagramDrawing+Bars.swift`).
    static let barMaterial = [
        (".bm", "fill:rgba(249,249,249,0.94)", "fill:rgba(22,22,22,0.94)"),
        (".bh", "fill:rgba(60,60,67,0.29)", "fill:rgba(84,84,88,0.6)"),
    ]

    /// The hatching of a view drawn in place of one LayoutLens cannot know (`StandIn`).
    static let standInHatch = (".si", "fill:none;stroke:#ff9500;stroke-opacity:0.45;stroke-width:1", "fill:none;stroke:#ff9f0a;stroke-opacity:0.45;stroke-width:1")

    mutating func useStop(_ color: ColorValue) {
        if !stops.contains(color) { stops.append(color) }
    }

    mutating func useFill(_ color: ColorValue) {
        if !fills.contains(color) { fills.append(color) }
    }

    mutating func useStroke(_ color: ColorValue) {
        if !strokes.contains(color) { strokes.append(color) }
    }

    /// Chrome colours: (selector suffix, light declarations, dark declarations).
    private static let chrome: [(String, String, String)] = [
        // The screen: iOS `systemBackground`, white light and black dark (Apple HIG, "Color").
        (".bg", "fill:#fff", "fill:#000"),
        (".ol", "fill:none;stroke:rgba(60,60,67,0.36)", "fill:none;stroke:rgba(235,235,245,0.36)"),
        (".cv", "fill:none;stroke:#8e8e93;stroke-dasharray:4 3", "fill:none;stroke:#98989d;stroke-dasharray:4 3"),
        (".lf", "fill:none;stroke:rgba(60,60,67,0.3);stroke-dasharray:2 2", "fill:none;stroke:rgba(235,235,245,0.3);stroke-dasharray:2 2"),
        (".sp", "fill:none;stroke:#8e8e93;stroke-dasharray:1 2", "fill:none;stroke:#98989d;stroke-dasharray:1 2"),
        (".im", "fill:rgba(142,142,147,0.16);stroke:#8e8e93", "fill:rgba(142,142,147,0.24);stroke:#98989d"),
        (".dv", "fill:rgba(60,60,67,0.29)", "fill:rgba(84,84,88,0.65)"),
        (".tx", "fill:#000", "fill:#fff"),
        (".dm", "stroke:#1c1c1e", "stroke:#f2f2f7"),
        (".lb rect", "fill:rgba(255,255,255,0.94);stroke:rgba(60,60,67,0.36)", "fill:rgba(28,28,30,0.94);stroke:rgba(235,235,245,0.36)"),
        (".lb text", "fill:#000", "fill:#fff"),
        (".lb .lt", "fill:#000", "fill:#fff"),
        (".lb .pr", "fill:#3c3c43", "fill:#ebebf5"),
    ]

    /// The rules that paint (colours, strokes, dashes), unscoped: `(".f-blue", "fill:#007aff")`.
    /// `dark` gives the dark appearance's values; with `changesOnly` only the rules whose value
    /// differs from the light one (what the `prefers-color-scheme` block needs). The PNG
    /// rasteriser reads these too, so both outputs paint alike.
    func paintRules(dark: Bool, changesOnly: Bool = false) -> [(selector: String, body: String)] {
        var rules: [(selector: String, body: String)] = []
        for (selector, lightRule, darkRule) in Self.chrome + (drawsStandIns ? [Self.standInHatch] : [])
            + (drawsBarMaterial ? Self.barMaterial : []) {
            rules.append((selector, dark ? darkRule : lightRule))
        }
        for (prefix, property, colors) in [("f-", "fill", fills), ("s-", "stroke", strokes), ("st-", "stop-color", stops)] {
            for color in colors.sorted(by: { $0.classToken < $1.classToken }) {
                guard let values = color.cssValues else { continue }
                if changesOnly, values.dark == values.light { continue }
                rules.append((".\(prefix)\(color.classToken)", "\(property):\(dark ? values.dark : values.light)"))
            }
        }
        return rules
    }

    /// The style sheet's text: every rule scoped to the diagram, one a line, the dark
    /// appearance's changes in a `prefers-color-scheme` block (`auto`) or after the light rules
    /// (`dark`). Written as UTF-8 bytes into one buffer (appending to a `String` piece by piece
    /// cost more than drawing the diagram's boxes): every diagram has its own.
    var css: String {
        let scope = "#" + self.scope
        var css: [UInt8] = [UInt8(ascii: "\n")]
        css.reserveCapacity(4096)
        func line(_ parts: String...) {
            for part in parts { css.appendUTF8(part) }
            css.append(UInt8(ascii: "\n"))
        }
        line(scope, "{font-family:system-ui,-apple-system,\"SF Pro Text\",\"Helvetica Neue\",Arial,sans-serif}")
        line(scope, " .ol,", scope, " .cv,", scope, " .lf,", scope, " .sp,", scope, " .im,", scope, " .dm{stroke-width:1}")
        line(scope, " .ol,", scope, " .cv{shape-rendering:crispEdges}")
        line(scope, " .lb text{font-size:11px;font-variant-numeric:tabular-nums;text-anchor:middle}")
        line(scope, " .lb .pr{font-style:italic}")
        for rule in paintRules(dark: false) { line(scope, " ", rule.selector, "{", rule.body, "}") }
        let dark = theme == .light ? [] : paintRules(dark: true, changesOnly: true)
        if theme == .auto {
            css.append(contentsOf: "@media (prefers-color-scheme:dark){\n".utf8)
            // An empty block still has its empty line.
            if dark.isEmpty { css.append(UInt8(ascii: "\n")) }
        }
        for rule in dark { line(scope, " ", rule.selector, "{", rule.body, "}") }
        if theme == .auto { css.append(contentsOf: "}\n".utf8) }
        return String(decoding: css, as: UTF8.self)
    }
}
