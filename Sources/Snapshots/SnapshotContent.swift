import LayoutEngine

/// The `content` field of a snapshot view: what a leaf draws, as `key=value` tokens that read
/// well and are enough to redraw the view in a report:
/// `color=blue`, `shape=roundedRectangle:8 fill=green`, `image=swiftui`, `shape=capsule control=switch:on`
/// (what a control draws, `ControlDrawing.token`), `clips` (the view clips its content),
/// `text="Hello,\nworld" widths=45.2,40.1 font=17 weight=400 baseline=16.333 leading=22`, `spacer`, `divider`,
/// `chart="rect=7 rule=1"` (a chart's plot: its marks by shape; redrawn from a snapshot as an outline),
/// a render displacement (`offset=20,10`, `rotation=45@0.5,0.5`, `scale=2,2@0.5,0.5`: the frame
/// stays the layout frame), and a trailing `measured` for views marked with `.measure()`.
/// Snapshots written before a token existed simply lack it.
enum SnapshotContent {
    static func describe(_ view: PlacedView) -> String {
        var tokens: [String] = []
        switch view.content {
        case .none: break
        case .color(let color): tokens.append("color=\(token(color))")
        case .shape(let shape): tokens.append("shape=\(token(shape))")
        case .image(let name, _): tokens.append("image=\(SnapshotQuoting.quote(name))")
        case .text:
            if let text = view.text {
                tokens.append("text=\(SnapshotQuoting.quote(text.lines.map(\.text).joined(separator: "\n")))")
                tokens.append("widths=" + text.lines.map { SnapshotNumber.format($0.width) }.joined(separator: ","))
                tokens.append("font=\(SnapshotNumber.format(text.font.size))")
                tokens.append("weight=\(text.font.weight.weightClass)")
                tokens.append("baseline=\(SnapshotNumber.format(text.firstBaseline))")
                tokens.append("leading=\(SnapshotNumber.format(text.lineAdvance))")
                if text.alignment != .leading { tokens.append("align=\(text.alignment.rawValue)") }
            }
        case .spacer: tokens.append("spacer")
        case .divider: tokens.append("divider")
        case .chart(let drawing): tokens.append("chart=" + SnapshotQuoting.quote(drawing.summary))
        }
        if let control = view.style.control { tokens.append("control=\(control.token)") }
        if view.style.clipsContent { tokens.append("clips") }
        if let fill = view.style.fill { tokens.append("fill=\(token(fill))") }
        if let stroke = view.style.stroke {
            tokens.append("stroke=\(token(stroke))")
            tokens.append("lineWidth=\(SnapshotNumber.format(view.style.lineWidth))")
        }
        if let effect = view.effect { tokens.append(token(effect)) }
        if view.isMeasured { tokens.append("measured") }
        return tokens.joined(separator: " ")
    }

    static func token(_ effect: RenderEffect) -> String {
        func numbers(_ values: Double...) -> String { values.map { SnapshotNumber.format($0) }.joined(separator: ",") }
        switch effect {
        case .offset(let x, let y): return "offset=" + numbers(x, y)
        case .rotation(let degrees, let anchor): return "rotation=" + numbers(degrees) + "@" + numbers(anchor.x, anchor.y)
        case .scale(let x, let y, let anchor): return "scale=" + numbers(x, y) + "@" + numbers(anchor.x, anchor.y)
        }
    }

    /// The render effect in a content field, if any.
    static func effect(_ tokens: [(String, String)]) -> RenderEffect? {
        func values(_ text: Substring) -> [Double] { text.split(separator: ",").compactMap { Double(String($0)) } }
        for (key, value) in tokens {
            let parts = value.split(separator: "@", maxSplits: 1)
            let first = parts.first.map(values) ?? []
            let anchorValues = parts.count == 2 ? values(parts[1]) : []
            let anchor = anchorValues.count == 2 ? Point(x: anchorValues[0], y: anchorValues[1]) : Point(x: 0.5, y: 0.5)
            switch key {
            case "offset" where first.count == 2: return .offset(x: first[0], y: first[1])
            case "rotation" where first.count == 1: return .rotation(degrees: first[0], anchor: anchor)
            case "scale" where first.count == 2: return .scale(x: first[0], y: first[1], anchor: anchor)
            default: continue
            }
        }
        return nil
    }

    static func token(_ color: ColorValue) -> String { color.token }

    static func token(_ shape: ShapeKind) -> String {
        switch shape {
        case .rectangle: return "rectangle"
        case .roundedRectangle(let radius): return "roundedRectangle:\(SnapshotNumber.format(radius))"
        case .circle: return "circle"
        case .capsule: return "capsule"
        case .ellipse: return "ellipse"
        case .unevenRoundedRectangle(let radii):
            return "unevenRoundedRectangle:" + radii.clockwise.map(SnapshotNumber.format).joined(separator: ",")
        // A path is paint: the snapshot keeps that the view is one, not its outline (a report
        // redraws it as its frame). A shape whose path did not run was drawn as its frame.
        case .path: return "path"
        case .unrunPath: return "rectangle"
        }
    }

    /// Splits a content field into `(key, value)` pairs; quoted values are unescaped.
    static func tokens(_ content: String) -> [(String, String)] {
        var result: [(String, String)] = []
        var rest = Substring(content)
        while !rest.isEmpty {
            rest = rest.drop { $0 == " " }
            guard !rest.isEmpty else { break }
            let keyEnd = rest.firstIndex { $0 == "=" || $0 == " " } ?? rest.endIndex
            let key = String(rest[..<keyEnd])
            rest = rest[keyEnd...]
            guard rest.first == "=" else { result.append((key, "")); continue }
            rest = rest.dropFirst()
            if rest.first == "\"", let (value, after) = SnapshotQuoting.unquote(rest) {
                result.append((key, value))
                rest = after
            } else {
                let valueEnd = rest.firstIndex(of: " ") ?? rest.endIndex
                result.append((key, String(rest[..<valueEnd])))
                rest = rest[valueEnd...]
            }
        }
        return result
    }

    static func color(_ token: String) -> ColorValue? { ColorValue(token: token) }

    static func shape(_ token: String) -> ShapeKind? {
        switch token {
        case "rectangle": return .rectangle
        case "circle": return .circle
        case "capsule": return .capsule
        case "ellipse": return .ellipse
        case "path": return .rectangle
        default:
            if token.hasPrefix("unevenRoundedRectangle:") {
                // Clockwise from the top leading corner, as `token(_:)` writes them.
                let radii = token.dropFirst(23).split(separator: ",").compactMap { Double(String($0)) }
                guard radii.count == 4 else { return nil }
                return .unevenRoundedRectangle(CornerRadii(topLeading: radii[0], bottomLeading: radii[3],
                                                           bottomTrailing: radii[2], topTrailing: radii[1]))
            }
            guard token.hasPrefix("roundedRectangle:"), let radius = Double(String(token.dropFirst(17))) else { return nil }
            return .roundedRectangle(cornerRadius: radius)
        }
    }
}
