import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// A stand-in for a global or static property of the program whose initial value stopped when an
/// earlier preview first read it (Swift traps there; `InitialValueStops.swift`): its warning says
/// the name is the program's and where its initial value stopped, not that no file declares it.
enum StoppedInitialValue {
    /// The stand-in's reason (`StandIn.reason`, the words after its name).
    static func reason(_ stopped: (name: String, error: RuntimeError), readBy path: String) -> String {
        let whose = path == stopped.name ? "its" : "the"
        let named = path == stopped.name ? "" : " of '\(stopped.name)'"
        return "declared in the files read, but \(whose) initial value\(named) stopped (\(stopped.error.message))"
    }

    /// `diagnostic`, a stand-in's warning ("'sharedSettings.title' is defined in another file;
    /// …"), saying instead that it reads a name whose initial value stopped, with a note where.
    static func explain(_ diagnostic: inout Diagnostic, _ stopped: (name: String, error: RuntimeError), readBy path: String) {
        diagnostic.message.text = diagnostic.message.text.replacingEvery(
            "is defined in another file", with: "is " + reason(stopped, readBy: path))
        diagnostic.notes.append(DiagnosticNote("the initial value of '\(stopped.name)' stops here: \(stopped.error.message)",
                                               at: stopped.error.range))
    }
}
