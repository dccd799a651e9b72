import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// Which presentation of a Live Activity a preview shows (WidgetKit's `ActivityPreviewViewKind`:
/// `.content`, "the Live Activity presentation that appears on the Lock Screen and as a banner on
/// devices that don't support the Dynamic Island", and `.dynamicIsland(.compact/.expanded/.minimal)`).
enum LiveActivityPresentation: String {
    case lockScreen = "content"
    case compact, expanded, minimal

    /// `.content`, `.dynamicIsland(.compact)`, … as the interpreter gives an implicit member
    /// written without a contextual type; nil for anything else (a widget family).
    init?(_ value: Value) {
        guard case let .unresolvedMember(member) = value else { return nil }
        if member.name == "content", member.arguments == nil { self = .lockScreen; return }
        guard member.name == "dynamicIsland", let argument = member.arguments?.first?.value,
              case let .unresolvedMember(state) = argument,
              let presentation = LiveActivityPresentation(rawValue: state.name), presentation != .lockScreen else { return nil }
        self = presentation
    }

    /// How the scenario is named: `content`, `dynamicIsland.compact`, ….
    var scenarioName: String { self == .lockScreen ? "content" : "dynamicIsland.\(rawValue)" }
}

/// The sizes a Live Activity presentation is laid out in. **Unverified** (the Human Interface
/// Guidelines' Live Activities "Specifications" table was not at hand to cite; these are the
/// values as remembered from it, and what settles them is that table or a `GeometryReader` in
/// each presentation on a simulator): on a 393-point-wide iPhone the compact leading and
/// trailing regions are at most 52.33 × 36.67 pt (62.33 on a 430-point one), the minimal one
/// 36.67 to 45 pt wide and 36.67 pt tall, the expanded presentation 371 pt wide (408 on a
/// 430-point iPhone: the screen less 11 pt each side) and 84 to 160 pt tall. The Lock Screen
/// presentation is taken as wide as the expanded one and at most 160 pt tall; the camera between
/// the compact regions as 126 pt wide. Each scenario carries the warning `liveActivitySizeUnverified`.
struct LiveActivityMetrics: Equatable {
    var compactRegion: Size
    var cameraWidth: Double
    var minimalWidth: ClosedRange<Double>
    var minimalHeight: Double
    var expandedWidth: Double
    var maximumHeight: Double

    static func metrics(screenWidth: Double) -> LiveActivityMetrics {
        let regionHeight = 36.67
        return LiveActivityMetrics(compactRegion: Size(width: screenWidth >= 430 ? 62.33 : 52.33, height: regionHeight),
                                   cameraWidth: 126, minimalWidth: regionHeight...45, minimalHeight: regionHeight,
                                   expandedWidth: screenWidth - 22, maximumHeight: 160)
    }
}

extension DiagnosticMessage {
    /// Every Live Activity scenario: some of its sizes have no published source (docs/engine.md).
    static func liveActivitySizeUnverified(_ presentation: LiveActivityPresentation, size: String) -> Self {
        Self(id: "liveActivitySizeUnverified", severity: .warning,
             text: "the Live Activity's \(presentation.scenarioName) presentation is laid out \(size); some of these sizes have no published source (unverified, docs/engine.md \"Live Activities\")")
    }
}
