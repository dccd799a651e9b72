import Synchronization

/// `LayoutResult.root`'s storage: the pass's flat frames (`PlacedFrames`), turned into the
/// `PlacedView` tree the first time it is read and kept, or a tree a caller set.
///
/// Laying out (a benchmark, a size query, a scene laid out at several canvases) then costs no
/// `PlacedView` per view until someone asks for the views. A class so copies of a result share
/// the one tree; the lock makes the first read safe from any thread (`LayoutResult` is `Sendable`).
/// Once the tree is built the frames are let go, and with them the views the scene was compiled
/// from (`LayoutScene.viewGroups`, which the frames keep to make the tree): a result that is read
/// holds what it shows, not its primitives.
final class PlacedTree: Sendable {
    private enum State {
        case frames(PlacedFrames)
        case built(PlacedView)
    }

    private let state: Mutex<State>

    init(frames: PlacedFrames) {
        state = Mutex(.frames(frames))
    }

    init(root: PlacedView) {
        state = Mutex(.built(root))
    }

    /// Calls `body` with every placed view's outline, depth first, from the tree when it is built
    /// and from the frames when it is not (without building it). `body` must not read `root`.
    func forEachOutline(_ body: (PlacedOutline) -> Void) {
        state.withLock { state in
            switch state {
            case .built(let tree): tree.forEachOutline(body)
            case .frames(let frames) where frames.records.isEmpty: Self.unplacedRoot.forEachOutline(body)
            case .frames(let frames): frames.forEachOutline(body)
            }
        }
    }

    /// The root of frames that hold no view (a pass always places its root, so never in practice).
    private static var unplacedRoot: PlacedView {
        PlacedView(kind: "", label: "", path: "", source: nil, frame: Rect(x: 0, y: 0, width: 0, height: 0),
                   displayFrame: Rect(x: 0, y: 0, width: 0, height: 0), proposal: .unspecified, isMeasured: false,
                   style: .plain, text: nil, content: .none, effect: nil, children: [])
    }

    var root: PlacedView {
        state.withLock { state in
            switch state {
            case .built(let tree):
                return tree
            case .frames(let frames):
                // A pass always places its root, so the frames hold at least one view.
                let made = frames.tree() ?? Self.unplacedRoot
                state = .built(made)
                return made
            }
        }
    }
}
