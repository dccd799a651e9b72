import Diagnostics
import SwiftInterpreter

extension SwiftUIRuntime {
    /// Registers SwiftUI, loads the file (its declarations; nothing runs yet) and runs each
    /// preview. A file whose declarations cannot be loaded gives that error and no preview.
    public func run() -> (previews: [PreviewRun], diagnostics: [Diagnostic]) {
        // The protocols, enums, views and value types come with the interpreter (`library`).
        registerProtocols()
        registerPropertyWrappers()
        registerBindings()
        registerPaintTypes()
        registerScreen()
        registerTextConcatenation()
        registerLocalizedStringKeys()
        registerGradientColors()
        registerFormattedMethods()
        registerLayoutTimeTypes()
        registerCustomAlignments()
        registerGeometryProxy()
        registerViewThatFits()
        registerLayoutValues()
        registerUnitPoint()
        registerApproximatedViews()
        registerRepresentables()
        registerUnsupportedViews()
        registerUndefinedNames()
        do {
            try interpreter.load(file)
        } catch let error as RuntimeError {
            return ([], [error.diagnostic(fallback: file.range(of: .empty(at: 0)))])
        } catch {
            let message = DiagnosticMessage(id: "interpreter-error", severity: .error, text: "\(error)")
            return ([], [Diagnostic(message, at: file.range(of: .empty(at: 0)))])
        }
        registerModifiers()
        registerCoordinateSpaceModifier()
        registerLayoutValueModifier()
        registerContainerRelativeFrame()
        registerUserLayouts()
        let previews = runPreviews()
        return (previews, warnings)
    }
}
