import Diagnostics
import LayoutEngine

/// A stand-in's warning for a name of Apple's SDK that LayoutLens does not model (`NSWorkspace`,
/// `TISGetInputSourceProperty`): it names the framework, not "another file" or a remote package
/// the file also imports (`AppleFrameworkNames`), and has its own id, so a tool can tell a gap
/// in LayoutLens's Apple library from a name of the app or of a package it does not read.
enum AppleStandIn {
    /// `message` (a stand-in's warning saying the name "is defined in another file") said of
    /// Apple's `framework`, with the id of that kind of stand-in.
    static func message(_ message: DiagnosticMessage, framework: String) -> DiagnosticMessage {
        let text = message.text.replacingEvery("is defined in another file",
                                                     with: "is Apple's '\(framework)', not modelled by LayoutLens")
        switch message.id {
        case "standInView": return DiagnosticMessage(id: "appleStandInView", severity: message.severity, text: text)
        case "standInContainer": return DiagnosticMessage(id: "appleStandInContainer", severity: message.severity, text: text)
        case "standInValue": return DiagnosticMessage(id: "appleStandInValue", severity: message.severity, text: text)
        case "assumedValue": return DiagnosticMessage(id: "appleAssumedValue", severity: message.severity, text: text)
        default: return DiagnosticMessage(id: message.id, severity: message.severity, text: text)
        }
    }
}
