/// `List` and `Form` on iOS: a vertically scrolling column of sections.
///
/// Like a vertical `ScrollView` (SwiftUI Field Guide, "Scroll View"), a list is exactly as tall as
/// it is proposed (its content's height when proposed `nil`) and lays its content out with a
/// `nil` height: what lies below the viewport keeps its frame, outside the list's. Unlike a scroll
/// view it spans the proposed width (its rows fill the row width; its content's width when
/// proposed `nil`). Sections (`ListSectionLayout`) are proposed the width less the style's
/// margins on both sides (`ListStyleKind.sectionMargin`: 16 pt at compact width for
/// `.insetGrouped`, the iOS default of `Form` and `List`; none for `.plain` and `.grouped`), and
/// stacked with the style's section spacing above, between and below them. Rows written outside
/// any `Section` form one section of their own between the sections around them.
///
/// `contentInsets` are the `contentMargins` set above the list: like a `ScrollView`, the list
/// insets its content by them on top of its own margins (Apple, `contentMargins(_:_:for:)`: a
/// scrollable view insets "its content by the safe area plus an additional" margin). **Unverified**
/// for a list: that they add to the style's section margin and spacing rather than replace them.
public struct ListLayout: LayoutPrimitive, ChildRoleProviding, ControlDrawingProviding {
    public var style: ListStyleKind
    public var minimumRowHeight: Double
    /// `List` or `Form`, for paths.
    public var name: String
    /// `.listRowSpacing(_:)` for the rows written outside sections.
    public var rowSpacing: Double
    /// `.listSectionSpacing(_:)`: the space above, between and below sections; `nil` for the style's.
    public var sectionSpacing: Double?
    /// The content margins above the list (`contentMargins(_:_:for:)`), around its sections.
    public var contentInsets = EdgeInsets()

    public init(style: ListStyleKind = .insetGrouped, minimumRowHeight: Double = ListMetrics.minimumRowHeight, name: String = "List",
                rowSpacing: Double = 0, sectionSpacing: Double? = nil) {
        self.style = style
        self.minimumRowHeight = minimumRowHeight
        self.name = name
        self.rowSpacing = rowSpacing
        self.sectionSpacing = sectionSpacing
    }

    public var kind: String { name }

    public var controlDrawing: ControlDrawing? { .list(style: style) }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = .vertical }

    private struct Arrangement {
        var content: Size
        var placements: [SubviewPlacement]
    }

    /// Runs of children: a `Section`, or consecutive rows written outside sections.
    private func groups(_ subviews: LayoutSubviews) -> [(isSection: Bool, indices: [Int])] {
        var result: [(isSection: Bool, indices: [Int])] = []
        for position in subviews.indices {
            if subviews[position].primitive is ListSectionLayout {
                result.append((true, [position]))
            } else if let last = result.last, !last.isSection {
                result[result.count - 1].indices.append(position)
            } else {
                result.append((false, [position]))
            }
        }
        return result
    }

    private func arrange(_ subviews: LayoutSubviews, width: Double?) -> Arrangement {
        let margin = style.sectionMargin
        let spacing = sectionSpacing ?? style.sectionSpacing
        let insets = contentInsets
        let sectionWidth = width.map { max($0 - insets.total(along: .horizontal) - 2 * margin, 0) }
        let left = insets.leading + margin
        let offered = ProposedSize(width: sectionWidth, height: nil)
        let arranger = ListSectionArranger(style: style, minimumRowHeight: minimumRowHeight, rowSpacing: rowSpacing)
        var placements = Array(repeating: SubviewPlacement(origin: .zero, proposal: .zero), count: subviews.count)
        var y = insets.top + spacing
        var widest = 0.0
        let runs = groups(subviews)
        for run in runs {
            if run.isSection {
                let position = run.indices[0]
                let size = subviews[position].sizeThatFits(offered)
                placements[position] = SubviewPlacement(origin: Point(x: left, y: y), proposal: offered)
                widest = max(widest, size.width)
                y += size.height + spacing
            } else {
                let rows = subviews.slice(run.indices[0]..<(run.indices[run.indices.count - 1] + 1))  // a run is contiguous
                let section = arranger.arrange(rows, width: sectionWidth)
                for (offset, position) in run.indices.enumerated() {
                    let placement = section.placements[offset]
                    placements[position] = SubviewPlacement(origin: Point(x: placement.origin.x + left, y: placement.origin.y + y),
                                                            proposal: placement.proposal)
                }
                widest = max(widest, section.size.width)
                y += section.size.height + spacing
            }
        }
        if runs.isEmpty { y = insets.top }
        return Arrangement(content: Size(width: widest + 2 * margin + insets.total(along: .horizontal), height: y + insets.bottom),
                           placements: placements)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let content = arrange(subviews, width: proposal.width).content
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        arrange(subviews, width: proposal.width).placements
    }
}
