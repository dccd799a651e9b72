import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `annotation(position:alignment:spacing:content:)` on a mark: the content is made when the
/// modifier runs and kept by the runtime (`chartAnnotationContents`); the mark holds its place in
/// that list, and the chart lays the view out beside the mark (`ChartAnnotation.origin`).
extension SwiftUIRuntime {
    static let annotationContextTypeName = "AnnotationContext"

    func annotate(_ mark: inout ChartMark, _ arguments: [CallArgument]) throws {
        var annotation = ChartAnnotation(content: chartAnnotationContents.count)
        var content: Function?
        for argument in arguments {
            switch argument.label {
            case "position"?:
                let name = try caseName(argument.value, "AnnotationPosition")
                annotation.position = ChartAnnotation.Position(rawValue: name) ?? .automatic
            case "alignment"?:
                annotation.alignment = try alignment(argument.value)
            case "spacing"?:
                if case .optional(nil) = argument.value { continue }
                annotation.spacing = try number(argument.value, "spacing")
            case "overflowResolution"?:
                // How an annotation past the plot's edge is moved: the annotation is drawn where
                // its position puts it.
                warn(.approximatedView("annotation(overflowResolution:)", rule: "an annotation past the chart's edge is not moved back"),
                     at: argumentRange("overflowResolution"))
            default:
                if case let .function(function) = argument.value { content = function }
            }
        }
        guard let content else { return }
        if mark.kind == .sector {
            warn(.approximatedView("annotation", rule: "a sector's annotation is not drawn"))
            return
        }
        // The `(AnnotationContext) -> C` form takes the context; `() -> C` nothing.
        let takesContext = content.declaredParameterCount.map { $0 > 0 } ?? true
        let context = interpreter.nativeValue(Self.annotationContextTypeName, mark)
        chartAnnotationContents.append(try interpreter.call(content, takesContext ? [context] : [], building: "ViewBuilder"))
        mark.annotations.append(annotation)
    }

    /// The views of the annotations of `marks`, resolved where the chart is.
    func annotationViews(_ marks: [ChartMark]) throws -> [Int: ViewNode] {
        var views: [Int: ViewNode] = [:]
        for annotation in marks.flatMap(\.annotations) where annotation.content < chartAnnotationContents.count {
            views[annotation.content] = try resolveSingle(chartAnnotationContents[annotation.content])
        }
        return views
    }
}
