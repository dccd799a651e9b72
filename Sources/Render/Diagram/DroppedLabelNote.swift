/// The note under a diagram whose placement pass left labels out: how many, and how to get them.
/// Labels are left out rather than drawn over each other or over text (issue 33), so the reader
/// has to be told what is missing and which switch brings it back.
public enum DroppedLabelNote {
    /// "2 labels left out for room; `--labels all` places every label, further out if it must,
    /// and `.measure()` on a view labels that view", worded for the policy in use; nil for none.
    public static func text(count: Int, measure: MeasureMode) -> String? {
        guard count > 0 else { return nil }
        let counted = count == 1 ? "1 label left out for room" : "\(count) labels left out for room"
        switch measure {
        case .auto, .leaves:
            return counted + "; --labels all places every label, further out if it must, and .measure() on a view labels that view"
        case .all:
            return counted + "; mark the views that matter with .measure() and use --labels measured"
        case .marked, .none:
            return counted + "; mark fewer views with .measure()"
        }
    }
}
