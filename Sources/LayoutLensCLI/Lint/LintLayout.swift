import LayoutEngine
import ProjectReader
import SwiftUIRuntime

/// Lays a scenario out again for another matrix cell without reading its source again: the
/// canvas of the other device and the Dynamic Type setting set at the root, as the canvas's
/// setting is (`SwiftUIRuntime`'s `--dynamic-type` wraps the root the same way).
///
/// A scenario records its proposal, not its layout trait; the trait is recovered by comparing
/// the proposal with what each trait gives on the device it was read on (every orientation,
/// every set of ignored safe-area edges). A proposal none gives is a fixed layout and stays.
struct LintLayout: Sendable {
    /// The device the project was read with.
    var readDevice: PreviewDevice
    var options: LayoutOptions

    /// The proposal `scenario` gets on `device`.
    func proposal(of scenario: Scenario, on device: PreviewDevice) -> ProposedSize {
        guard let (orientation, edges) = deviceTrait(of: scenario.proposal) else { return scenario.proposal }
        return device.proposal(in: orientation, ignoring: edges)
    }

    /// The orientation and ignored edges whose device proposal is `proposal`, if any.
    func deviceTrait(of proposal: ProposedSize) -> (PreviewOrientation, EdgeSet)? {
        for orientation in PreviewOrientation.allCases {
            for raw in UInt8(0)..<16 {
                let edges = EdgeSet(rawValue: raw)
                if readDevice.proposal(in: orientation, ignoring: edges) == proposal { return (orientation, edges) }
            }
        }
        return nil
    }

    /// `scenario` laid out in `cell`.
    func layout(_ scenario: Scenario, in cell: LintMatrix.Cell) -> LaidOutCell {
        let root = cell.size == .large ? scenario.root
            : ViewNode(EnvironmentModifier(.dynamicTypeSize(cell.size)), children: [scenario.root], label: "dynamicTypeSize", source: nil)
        let proposal = proposal(of: scenario, on: cell.device)
        var cellOptions = options
        cellOptions.scale = cell.device.scale
        let result = LayoutEngine.layout(root, in: proposal, fitsCanvasToRoot: scenario.fitsCanvasToRoot, options: cellOptions)
        // Normalisation folds an environment modifier into the view below it; a wrapper that
        // stayed a view of its own is stepped over.
        let isWrapper = cell.size != .large && result.root.label == "dynamicTypeSize" && result.root.children.count == 1
        let placed = isWrapper ? result.root.children[0] : result.root
        return LaidOutCell(cell: cell, root: placed, canvas: result.canvas, wrapped: isWrapper)
    }
}

/// A scenario laid out in one cell: the placed tree of the preview's own root (without the
/// Dynamic Type wrapper) and the canvas.
struct LaidOutCell: Sendable {
    var cell: LintMatrix.Cell
    var root: PlacedView
    var canvas: Size
    /// Whether paths carry the wrapper's prefix (`dynamicTypeSize/`), removed by `key(of:)`.
    var wrapped: Bool

    /// A view's address without the wrapper's part, the same in every cell.
    func key(of view: PlacedView) -> String {
        guard wrapped, let slash = view.path.firstIndex(of: "/") else { return view.path }
        return String(view.path[view.path.index(after: slash)...])
    }
}
