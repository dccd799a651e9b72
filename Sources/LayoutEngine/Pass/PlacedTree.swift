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

    var root: PlacedView {
        state.withLock { state in
            switch state {
            case .built(let tree):
                return tree
            case .frames(let frames):
                // A pass always places its root, so the frames hold at least one view.
                let made = frames.tree() ?? PlacedView(
                    kind: "", label: "", path: "", source: nil, frame: Rect(x: 0, y: 0, width: 0, height: 0),
                    displayFrame: Rect(x: 0, y: 0, width: 0, height: 0), proposal: .unspecified, isMeasured: false,
                    style: .plain, text: nil, content: .none, effect: nil, children: [])
                state = .built(made)
                return made
            }
        }
    }
}
