/// What an iOS control draws, beyond its layout: one open value a primitive hands to the
/// renderers (which draw it as iOS does, in light and dark) and to snapshots (which write it as
/// `control=…` and read it back). A new control adds a case here, its drawing in
/// `Render/Diagram/ControlShapes.swift` (SVG) and `Render/Raster/DiagramRasterizer.swift` (PNG), and nothing else in the pipeline.
///
/// The colours and proportions are iOS's as published where a source exists (see each case);
/// the rest are **unverified** approximations of the default iOS 17 look, marked as such.
public enum ControlDrawing: Hashable, Sendable {
    /// A `Toggle`'s switch: a capsule track and a white circular knob inset 2 pt; on, the track is
    /// the tint (system green unless `.tint` says otherwise: Apple, `UISwitch.onTintColor`, "the
    /// default is systemGreen") and the knob sits trailing; off, the track is the system fill
    /// (`secondarySystemFill`, unverified pairing) and the knob leading.
    case toggleSwitch(isOn: Bool, tint: ColorValue?)
    /// A `Button`'s background under a built-in style (`bordered`: the tint at 15 % opacity;
    /// `borderedProminent`: the tint, the label drawn white; `borderless`/`plain`: nothing) and
    /// role (`destructive`: red instead of the tint). Corner radius per `controlSize`
    /// (unverified, see `docs/render.md`).
    case button(style: String, isDestructive: Bool, tint: ColorValue?)
    /// A `Slider`'s track: the filled part (the tint) up to `fraction` of the width, the rest the
    /// system fill, and a white knob (28 pt, unverified) at the fraction.
    case slider(fraction: Double)
    /// A `Stepper`'s minus/plus pair on a rounded system-fill background (unverified look).
    case stepper
    /// A linear `ProgressView`: a rounded track filled with the tint up to `fraction` (unverified look).
    case progressBar(fraction: Double)
    /// An indeterminate `ProgressView()`: a spinner of eight spokes (unverified look).
    case spinner
    /// A `Gauge`: linear, a track filled up to `fraction`; circular, an open ring (unverified look).
    case gauge(fraction: Double, circular: Bool)
    /// A `TextField`: in the rounded-border style a field with a hairline border; in the plain
    /// style nothing (unverified look).
    case textField(roundedBorder: Bool)
    /// A segmented `Picker`: a rounded system-fill track divided into `count` equal segments, the
    /// `selected` one raised on a white rounded rectangle (unverified look: corner radii 8 and 7,
    /// the raised segment inset 2 pt).
    case segmented(count: Int, selected: Int?)
    /// A `List` or `Form` of the given `ListStyleKind`: grouped styles paint
    /// `systemGroupedBackground` behind their sections (Apple, `UIColor.systemGroupedBackground`:
    /// "the color for the main background of your grouped interface").
    case list(style: ListStyleKind)
    /// A `Section` (or a run of rows outside sections) of a list of the given style: in grouped
    /// styles a card in `secondarySystemGroupedBackground` behind its rows (inset-grouped: corner
    /// radius 10, unverified), with `separator` hairlines between rows from the row content's
    /// leading edge to the card's trailing edge, as UIKit's table cells draw them.
    case listSection(style: ListStyleKind)

    /// The snapshot token: `switch:on`, `switch:off:tint=orange`, `button:bordered:destructive`,
    /// `slider:0.5`, `stepper`, `progress:0.4`, `spinner`, `gauge:0.3:circular`, `textField:roundedBorder`,
    /// `segmented:3:1`, `list:insetGrouped`, `section:insetGrouped`.
    public var token: String {
        func number(_ value: Double) -> String { NumberText.format(value) }
        func tinted(_ base: String, _ tint: ColorValue?) -> String { tint.map { base + ":tint=" + $0.token } ?? base }
        switch self {
        case let .toggleSwitch(isOn, tint): return tinted(isOn ? "switch:on" : "switch:off", tint)
        case let .button(style, isDestructive, tint): return tinted("button:" + style + (isDestructive ? ":destructive" : ""), tint)
        case let .slider(fraction): return "slider:" + number(fraction)
        case .stepper: return "stepper"
        case let .progressBar(fraction): return "progress:" + number(fraction)
        case .spinner: return "spinner"
        case let .gauge(fraction, circular): return "gauge:" + number(fraction) + (circular ? ":circular" : "")
        case let .textField(roundedBorder): return roundedBorder ? "textField:roundedBorder" : "textField"
        case let .segmented(count, selected): return "segmented:\(count)" + (selected.map { ":\($0)" } ?? "")
        case let .list(style): return "list:" + style.rawValue
        case let .listSection(style): return "section:" + style.rawValue
        }
    }

    /// Reads a token written by `token`; nil for anything else.
    public init?(token: String) {
        // The tint comes last and may itself contain colons (`rgb:1,0.5,0,1`).
        var body = Substring(token)
        var tint: ColorValue?
        if let marker = token.firstRange(of: ":tint=") {
            guard let color = ColorValue(token: String(token[marker.upperBound...])) else { return nil }
            tint = color
            body = token[..<marker.lowerBound]
        }
        let parts = body.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        func fraction(_ index: Int) -> Double? {
            guard index < parts.count, let value = Double(parts[index]), value.isFinite else { return nil }
            return min(max(value, 0), 1)
        }
        switch parts.first {
        case "switch" where parts.count == 2: self = .toggleSwitch(isOn: parts[1] == "on", tint: tint)
        case "button" where parts.count >= 2: self = .button(style: parts[1], isDestructive: parts.dropFirst(2).contains("destructive"), tint: tint)
        case "slider": self = .slider(fraction: fraction(1) ?? 0.5)
        case "stepper": self = .stepper
        case "progress": self = .progressBar(fraction: fraction(1) ?? 0)
        case "spinner": self = .spinner
        case "gauge": self = .gauge(fraction: fraction(1) ?? 0, circular: parts.contains("circular"))
        case "textField": self = .textField(roundedBorder: parts.contains("roundedBorder"))
        case "segmented" where parts.count == 2 || parts.count == 3:
            guard let count = Int(parts[1]), (0...1000).contains(count) else { return nil }
            let selected = parts.count == 3 ? Int(parts[2]) : nil
            if parts.count == 3, selected.map({ !(0..<count).contains($0) }) ?? true { return nil }
            self = .segmented(count: count, selected: selected)
        case "list" where parts.count == 2:
            guard let style = ListStyleKind(rawValue: parts[1]) else { return nil }
            self = .list(style: style)
        case "section" where parts.count == 2:
            guard let style = ListStyleKind(rawValue: parts[1]) else { return nil }
            self = .listSection(style: style)
        default: return nil
        }
    }
}

/// A primitive that draws a control: the layout pass copies its drawing into the placed view's
/// `ViewStyle.control`, which renderers draw and snapshots write.
public protocol ControlDrawingProviding {
    var controlDrawing: ControlDrawing? { get }
}
