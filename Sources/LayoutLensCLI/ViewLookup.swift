import Diagnostics
import Explain
import LayoutEngine

/// Finds the view `--view` names: by path (`HStack[1]/frame/Color`) or the end of one, else by
/// the name the steps use (`Color.green`) or the source's label, when exactly one view has it.
enum ViewLookup {
    enum Outcome {
        case found(PlacedView)
        case missing(String)
    }

    static func find(_ wanted: String, in result: LayoutResult, scenario: String) -> Outcome {
        let views = result.root.allViews
        if let view = views.first(where: { $0.path == wanted }) { return .found(view) }
        // The end of a path is enough when only one view's path ends with it.
        let endings = views.filter { $0.path.hasSuffix("/" + wanted) }
        if endings.count == 1 { return .found(endings[0]) }
        func name(of view: PlacedView) -> String { Explainer.name(of: view, in: result) }
        let matches = views.filter { name(of: $0) == wanted || $0.label == wanted }
        if matches.count == 1 { return .found(matches[0]) }
        if matches.count > 1 {
            return .missing("'\(wanted)' names \(matches.count) views in scenario '\(scenario)'; use a path: "
                            + matches.map { "'\($0.path)'" }.joined(separator: ", "))
        }
        var message = "no view '\(wanted)' in scenario '\(scenario)'"
        let candidates = views.map(\.path) + views.map(name(of:))
        if let suggestion = NameSuggestion.closest(to: wanted, in: candidates) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; the views are: " + views.prefix(24).map { "'\($0.path)'" }.joined(separator: ", ")
            if views.count > 24 { message += ", …" }
        }
        return .missing(message)
    }
}
