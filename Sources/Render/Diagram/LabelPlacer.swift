import LayoutEngine

/// Places measurement labels so they never collide with each other and, when there is any room,
/// do not cover other views' content: each label tries a list of positions and takes the first
/// free one.
struct LabelPlacer {
    /// Font size of label text, in points.
    static let fontSize = 11.0
    static let height = 15.0
    static let gap = 3.0
    /// Labels already placed: never overlapped.
    private(set) var placed: [Rect] = []
    /// Frames of views that draw content (colours, shapes, text, images): avoided when possible.
    var obstacles: [Rect] = []

    init(obstacles: [Rect] = []) {
        self.obstacles = obstacles
    }

    /// The width of a label's pill. The viewer's font is unknown, so this is an estimate chosen
    /// to be generous: 0.62 em per character (0.28 em per space) plus 5 pt of padding each side.
    /// Labels are short numbers, so the estimate only decides spacing, never the numbers.
    static func width(of text: String) -> Double {
        var width = 10.0
        for character in text {
            width += character == " " ? fontSize * 0.28 : fontSize * 0.62
        }
        return width.rounded(.up)
    }

    /// Where a label `width` × `height` for the view occupying `frame` goes. Leaves (`preferInside`)
    /// try their middle, top and bottom first; then every label tries right of, below, above
    /// and left of the view, then rows further below. A position must not touch a placed label;
    /// in a first round it must also keep off other views' content.
    /// Without `allowsFar` a label that finds no place next to its view that is free of labels
    /// and of other views' content is dropped (nil), rather than covering content or going to a
    /// row further down, where it could be read as another view's.
    mutating func place(width: Double, height: Double = LabelPlacer.height, near frame: Rect, preferInside: Bool,
                        allowsFar: Bool = true) -> Rect? {
        let centredX = frame.midX - width / 2
        let centredY = frame.midY - height / 2
        var candidates: [Rect] = []
        if preferInside, frame.width >= width + 4, frame.height >= height + 4 {
            candidates.append(Rect(x: centredX, y: centredY, width: width, height: height))
            candidates.append(Rect(x: centredX, y: frame.y + 2, width: width, height: height))
            candidates.append(Rect(x: centredX, y: frame.maxY - 2 - height, width: width, height: height))
        }
        let rightOf = Rect(x: frame.maxX + Self.gap, y: centredY, width: width, height: height)
        let below = Rect(x: centredX, y: frame.maxY + Self.gap, width: width, height: height)
        let above = Rect(x: centredX, y: frame.y - Self.gap - height, width: width, height: height)
        let leftOf = Rect(x: frame.x - Self.gap - width, y: centredY, width: width, height: height)
        candidates += preferInside ? [rightOf, below, above, leftOf] : [below, above, rightOf, leftOf]
        let nearCount = candidates.count
        for row in 1...40 {
            candidates.append(Rect(x: centredX, y: frame.maxY + Self.gap + Double(row) * (Self.height + Self.gap),
                                   width: width, height: height))
        }

        func isFree(_ candidate: Rect, avoidingContent: Bool) -> Bool {
            if placed.contains(where: { $0.outset(by: 1).overlaps(candidate) }) { return false }
            guard avoidingContent else { return true }
            // Content behind the view (a background) or inside it is the view's own; only
            // content beside it counts.
            return !obstacles.contains { !$0.encloses(frame) && !frame.encloses($0) && $0.overlaps(candidate) }
        }
        let chosen: Rect?
        if allowsFar {
            chosen = candidates.first { isFree($0, avoidingContent: true) }
                ?? candidates.first { isFree($0, avoidingContent: false) }
                ?? candidates.last
        } else {
            chosen = candidates.prefix(nearCount).first { isFree($0, avoidingContent: true) }
        }
        guard let chosen else { return nil }
        placed.append(chosen)
        return chosen
    }
}
