import LayoutEngine

/// Places measurement labels in one pass over all of them, in priority order, so that no two
/// labels intersect, no label or dimension line covers a run of text, and no label sits on
/// another label's dimension line. Each label tries candidate positions in turn:
///
/// 1. inside its view (colours and shapes: middle, top, bottom), with the dimension line
///    across the view;
/// 2. below or above the view, the dimension line spanning the view's width at the label's height;
/// 3. for a container, inside its own bounds (bottom, then top) where none of its content is
///    drawn, the dimension line across it;
/// 4. right or left of the view, without a dimension line;
/// 5. with `allowsFar`, rows further below or above, joined to the view by a vertical leader line
///    (as a last resort without the leader, when it would cross other labels).
///
/// Positions whose box lies inside the canvas come first — below/above, then a container's own
/// bounds, then right/left (for leaves labelled inside: right, below, above, left together) —
/// and the positions outside the canvas follow in the same order, so a label leaves the canvas
/// only when nothing near its view is free inside it (issue 33: labels sat outside the canvas
/// while room was left inside).
///
/// A position inside the view (1, 3) keeps off everything drawn inside the view except the
/// view's own fill and the backgrounds behind it: a colour with a symbol overlaid, or a stack of
/// texts and images, is labelled only where nothing of it shows.
///
/// In a first round a position must also keep off other views' content (colours, shapes,
/// images, the parts controls draw), and lie wholly on a background or off it; with `allowsFar`,
/// a second round lets its dimension line or leader cross content, a third its pill cover
/// content, text never. A
/// label with no free position is dropped and counted (`droppedCount`): the lowest-priority
/// labels come last, so they are the ones dropped.
struct LabelPlacer {
    /// Font size of label text, in points.
    static let fontSize = 11.0
    static let height = 15.0
    static let gap = 3.0
    /// Half the height of a dimension line's end ticks.
    static let tick = 3.0

    /// Where a label went: its box, and either a dimension line (at `lineY`, across the view) or
    /// a leader (a vertical segment from the view's edge to the box), or neither when beside it.
    struct Placement: Equatable {
        var box: Rect
        var lineY: Double?
        var leader: Rect?
        /// Inside the view's frame: everything drawn inside the view except its own fill is an
        /// obstacle, not only what is drawn beside it.
        var isInside = false
    }

    /// Label boxes placed so far.
    private var placed = RectGrid()
    /// Bands occupied by dimension lines and leaders placed so far.
    private var lines = RectGrid()
    /// Text runs (one box per drawn line of text): never covered.
    private let textRuns: RectGrid
    /// Frames of views that draw content (colours, shapes, text, images): avoided when possible.
    private let obstacles: RectGrid
    /// The proposal's canvas: positions inside it are tried first; nil tries them in plain order.
    private let canvas: Rect?
    private(set) var droppedCount = 0

    /// Frames of images (pictures and symbols): never a background a label may lie on.
    private let pictures: RectGrid

    init(obstacles: [Rect] = [], pictures: [Rect] = [], textRuns: [Rect] = [], canvas: Rect? = nil) {
        self.obstacles = RectGrid(obstacles)
        self.pictures = RectGrid(pictures)
        self.textRuns = RectGrid(textRuns)
        self.canvas = canvas
    }

    /// `candidates` with those whose box lies inside the canvas first, each part in its order.
    private func insideCanvasFirst(_ candidates: [Placement]) -> [Placement] {
        guard let canvas else { return candidates }
        let inside = candidates.filter { canvas.encloses($0.box) }
        return inside + candidates.filter { !canvas.encloses($0.box) }
    }

    /// The band a dimension line across `frame` at `y` occupies (the line and its end ticks).
    static func lineBand(across frame: Rect, at y: Double) -> Rect {
        Rect(x: frame.x, y: y - tick, width: frame.width, height: 2 * tick)
    }

    /// `preferInside` labels a leaf inside its frame first (colours, shapes); `insideContainer`
    /// lets a container's label sit inside its own bounds where none of its content is drawn.
    mutating func place(width: Double, height: Double = LabelPlacer.height, near frame: Rect, preferInside: Bool,
                        insideContainer: Bool = false, allowsFar: Bool = true) -> Placement? {
        let centredX = frame.midX - width / 2
        let centredY = frame.midY - height / 2
        let wantsLine = frame.width >= 8
        func across(_ box: Rect, inside: Bool = false) -> Placement {
            Placement(box: box, lineY: wantsLine ? box.midY.rounded(.down) + 0.5 : nil, leader: nil, isInside: inside)
        }
        var candidates: [Placement] = []
        // Inside a colour or shape only when the pill leaves most of it showing: at most half
        // its width and half its height (issue 33: a 22 pt "40" covered a 40 pt avatar circle).
        if preferInside, frame.width >= 2 * width, frame.height >= 2 * height {
            candidates.append(across(Rect(x: centredX, y: centredY, width: width, height: height), inside: true))
            candidates.append(across(Rect(x: centredX, y: frame.y + 2, width: width, height: height), inside: true))
            candidates.append(across(Rect(x: centredX, y: frame.maxY - 2 - height, width: width, height: height), inside: true))
        }
        let above = across(Rect(x: centredX, y: frame.y - Self.gap - height, width: width, height: height))
        let below = across(Rect(x: centredX, y: frame.maxY + Self.gap, width: width, height: height))
        let rightOf = Placement(box: Rect(x: frame.maxX + Self.gap, y: centredY, width: width, height: height), lineY: nil, leader: nil)
        let leftOf = Placement(box: Rect(x: frame.x - Self.gap - width, y: centredY, width: width, height: height), lineY: nil, leader: nil)
        // A container's own bounds, bottom then top, 2 pt in from its edges, where its content
        // leaves room (checked strictly in `isFree`).
        var ownBounds: [Placement] = []
        if insideContainer, frame.width >= width + 4, frame.height >= height + 4 {
            ownBounds.append(across(Rect(x: centredX, y: frame.maxY - 2 - height, width: width, height: height), inside: true))
            ownBounds.append(across(Rect(x: centredX, y: frame.y + 2, width: width, height: height), inside: true))
        }
        // A label beside its view without a dimension line (right, left) can read as the size of
        // whatever space it sits in, so for views labelled outside it stays behind the positions
        // with a dimension line (below, above, inside a container); but a position inside the
        // canvas beats one outside it (issue 33).
        candidates += insideCanvasFirst(preferInside ? [rightOf, below, above, leftOf] : [below, above] + ownBounds + [rightOf, leftOf])
        var far: [Placement] = []
        if allowsFar {
            for row in 1...40 {
                let step = Double(row) * (Self.height + Self.gap)
                let farBelow = Rect(x: centredX, y: frame.maxY + Self.gap + step, width: width, height: height)
                far.append(Placement(box: farBelow, lineY: nil,
                                     leader: Rect(x: frame.midX - 0.5, y: frame.maxY, width: 1, height: farBelow.y - frame.maxY)))
                let farAbove = Rect(x: centredX, y: frame.y - Self.gap - height - step, width: width, height: height)
                far.append(Placement(box: farAbove, lineY: nil,
                                     leader: Rect(x: frame.midX - 0.5, y: farAbove.maxY, width: 1, height: frame.y - farAbove.maxY)))
            }
        }
        candidates += insideCanvasFirst(far)

        func isFree(_ candidate: Placement, avoidingContent: Bool, linesAvoidContent: Bool = true) -> Bool {
            let box = candidate.box
            // A placed box grown by 1 overlaps `box` exactly when it overlaps `box` grown by 1.
            if placed.contains(near: box.outset(by: 1), where: { $0.outset(by: 1).overlaps(box) }) { return false }
            if lines.contains(near: box, where: { $0.overlaps(box) }) { return false }
            if textRuns.contains(near: box, where: { $0.overlaps(box) }) { return false }
            var bands: [Rect] = []
            if let y = candidate.lineY { bands.append(Self.lineBand(across: frame, at: y)) }
            if let leader = candidate.leader { bands.append(leader) }
            for band in bands {
                if placed.contains(near: band, where: { $0.overlaps(band) }) { return false }
                if lines.contains(near: band, where: { $0.overlaps(band) }) { return false }
                if textRuns.contains(near: band, where: { $0.overlaps(band) }) { return false }
            }
            guard avoidingContent else { return true }
            // Content behind the view (a background, its own fill) never counts; content inside
            // it counts only for a position inside it; outside it, only content beside the view.
            func besideFrame(_ content: Rect) -> Bool {
                !content.encloses(frame) && (candidate.isInside || !frame.encloses(content))
            }
            // A background holds a label wholly or not at all: a pill across a card's or a
            // row's edge hides the edge (issue 33: a label sat on a bar's separator).
            func straddles(_ content: Rect) -> Bool { content.encloses(frame) && !content.encloses(box) }
            if obstacles.contains(near: box, where: { (besideFrame($0) || straddles($0)) && $0.overlaps(box) }) { return false }
            // A picture behind the view is still a picture: a label would hide part of it.
            if pictures.contains(near: box, where: { $0.overlaps(box) }) { return false }
            guard linesAvoidContent else { return true }
            return !bands.contains { band in obstacles.contains(near: band, where: { besideFrame($0) && $0.overlaps(band) }) }
        }
        // Last resort for explicit policies: a far row with no leader (a leader would cross other labels).
        let unled = allowsFar ? candidates.filter { $0.leader != nil }.map { Placement(box: $0.box, lineY: nil, leader: nil) } : []
        // Explicit policies then let a leader or dimension line cross content (a thin line hides
        // little), and only then a pill cover it.
        let chosen = candidates.first { isFree($0, avoidingContent: true) }
            ?? (allowsFar ? candidates.first { isFree($0, avoidingContent: true, linesAvoidContent: false) } : nil)
            ?? (allowsFar ? candidates.first { isFree($0, avoidingContent: false) } : nil)
            ?? unled.first { isFree($0, avoidingContent: false) }
        guard let chosen else {
            droppedCount += 1
            return nil
        }
        placed.insert(chosen.box)
        if let y = chosen.lineY { lines.insert(Self.lineBand(across: frame, at: y)) }
        if let leader = chosen.leader { lines.insert(leader) }
        return chosen
    }
}
