import LayoutEngine

/// The recorded layout of one scenario: a reviewable text file, one view per line.
///
/// ```
/// # layoutlens.snapshot/2
/// scenario: Modifier on the first child
/// file: seed-001-relative-size.swift
/// proposal: 620 80
/// scale: 3
/// views:
/// frame x=0 y=0 w=620 h=80 kind=frame label="frame"
///   frame/HStack x=0 y=0 w=620 h=80 kind=HStack label="HStack"
/// end
/// ```
/// Version 2 leaves the layout trace out of the file: a trace line names every proposal, so a
/// one-line padding change rewrote most of them (issue 33: 174 changed lines for one padding).
/// The trace of the current layout is kept in memory (`trace`) for the report's step-through;
/// the `end` line after the views marks a complete file. Version 1 files (with their `trace:`
/// section) are still read, and their trace is used for the *why* when both sides have one.
/// Numbers are the displayed (pixel-rounded) frames with at most three decimals, so two
/// snapshots of the same layout are byte-identical and a change reads well in a pull request.
public struct LayoutSnapshot: Hashable, Sendable {
    /// The header written: version 2, without the trace.
    public static let header = "# layoutlens.snapshot/2"
    /// The header of version 1 files, which record the trace; still read.
    public static let headerVersion1 = "# layoutlens.snapshot/1"
    /// What both headers start with: how `approve` recognises a snapshot file of either version.
    public static let headerPrefix = "# layoutlens.snapshot/"

    public var scenario: String
    /// The fixture file's name, relative to the folder the snapshots sit beside.
    public var file: String
    public var proposal: ProposedSize
    public var scale: Double
    /// The canvas, recorded only when it is not the one the proposal gives: a `sizeThatFits`
    /// preview is offered the device and its canvas then fits the root (the optional `canvas:`
    /// line; snapshots without it read as before).
    public var canvas: Size?
    public var views: [SnapshotView]
    /// The computed proposals and responses: from the layout in memory, or from a version 1
    /// file; empty for a version 2 file (never written).
    public var trace: [SnapshotTraceStep]
    /// The preview's source text, when recorded (the `source:` section; older snapshots have
    /// none). Used to recognise a preview that moved or was renamed, and to show the source diff.
    public var source: String?

    public init(scenario: String, file: String, proposal: ProposedSize, scale: Double, canvas: Size? = nil,
                views: [SnapshotView], trace: [SnapshotTraceStep], source: String? = nil) {
        self.scenario = scenario
        self.file = file
        self.proposal = proposal
        self.scale = scale
        self.canvas = canvas
        self.views = views
        self.trace = trace
        self.source = source
    }

    /// Records `result` (laid out with a trace) as a snapshot. Frames pass through the snapshot's
    /// number format so that a fresh layout compares equal to its own recorded text. With
    /// `fixturePath`, each view keeps where it is written (`SnapshotView.source`, in memory
    /// only), its declaring type found by `types`.
    public init(scenario: String, file: String, proposal: ProposedSize, result: LayoutResult, source: String? = nil,
                fixturePath: String? = nil, types: DeclaringTypes? = nil) {
        var views: [SnapshotView] = []
        func located(_ view: PlacedView) -> ViewSource? {
            guard let fixturePath, let location = view.source else { return nil }
            let path = location.file ?? fixturePath
            return ViewSource(file: path, line: location.line, typeName: types?.typeName(file: path, line: location.line))
        }
        func visit(_ view: PlacedView, depth: Int) {
            views.append(SnapshotView(path: view.path, kind: view.kind, label: view.label, depth: depth,
                                      frame: SnapshotNumber.quantized(view.displayFrame),
                                      content: SnapshotContent.describe(view), source: located(view)))
            for child in view.children { visit(child, depth: depth + 1) }
        }
        visit(result.root, depth: 0)
        let steps = result.trace.filter { !$0.cached }.map {
            SnapshotTraceStep(depth: $0.depth, path: $0.path,
                              proposal: SnapshotNumber.quantized($0.proposal),
                              response: SnapshotNumber.quantized($0.response), reason: $0.reason.rawValue)
        }
        let canvas = SnapshotNumber.quantized(result.canvas)
        let implied = SnapshotNumber.quantized(Self.canvas(impliedBy: proposal, rootSize: result.root.frame.size))
        self.init(scenario: scenario, file: file, proposal: proposal, scale: result.scale,
                  canvas: canvas == implied ? nil : canvas, views: views, trace: steps,
                  source: source.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// The canvas a proposal gives: its finite axes, the root's size on the others.
    static func canvas(impliedBy proposal: ProposedSize, rootSize: Size) -> Size {
        Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? rootSize.width,
             height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? rootSize.height)
    }

    /// The view at `path`, if any.
    public func view(at path: String) -> SnapshotView? { views.first { $0.path == path } }

    /// Whether `other` records the same layout: proposal, scale, every view, and the trace when
    /// both have one (names, file and source aside; a version 2 file has no trace).
    public func hasSameLayout(as other: LayoutSnapshot) -> Bool {
        proposal == other.proposal && scale == other.scale && canvas == other.canvas && views == other.views
            && (trace.isEmpty || other.trace.isEmpty || trace == other.trace)
    }
}
