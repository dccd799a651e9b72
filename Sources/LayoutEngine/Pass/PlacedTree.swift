import Synchronization

/// `LayoutResult.root`'s storage: the pass's flat frames (`PlacedFrames`), turned into the
/// `PlacedView` tree the first time it is read and kept, or a tree a caller set.
///
/// Laying out (a benchmark, a size query, a scene laid out at several canvases) then costs no
/// `PlacedView` per view until someone asks for the views. A class so copies of a result share
/// the one tree; the lock makes the first read safe from any thread (`LayoutResult` is `Sendable`).
final class PlacedTree: Sendable {
    private let frames: PlacedFrames
    private let built: Mutex<PlacedView?>

    init(frames: PlacedFrames) {
        self.frames = frames
        built = Mutex(nil)
    }

    init(root: PlacedView) {
        frames = PlacedFrames()
        built = Mutex(root)
    }

    var root: PlacedView {
        built.withLock { tree in
            if let tree { return tree }
            // A pass always places its root, so the frames hold at least one view.
            let made = frames.tree() ?? PlacedView(
                kind: "", label: "", path: "", source: nil, frame: Rect(x: 0, y: 0, width: 0, height: 0),
                displayFrame: Rect(x: 0, y: 0, width: 0, height: 0), proposal: .unspecified, isMeasured: false,
                style: .plain, text: nil, content: .none, effect: nil, children: [])
            tree = made
            return made
        }
    }
}
