import Diagnostics
import SwiftFrontEnd
import SwiftInterpreter

extension SwiftUIRuntime {
    /// An `@Environment(Model.self)` or `@EnvironmentObject` object the preview's ancestors never
    /// set. SwiftUI stops there ("No Observable object of type Model found"); an app's previews set
    /// it with a helper of their own, and a preview LayoutLens makes for a file without one
    /// (`ImplicitPreview`) has nobody to set it. So one is made as a stand-in, with a warning: the
    /// type's `shared`, `preview` or `sample` static, else `Model()` (or its initializer given
    /// placeholder arguments, `makeWithPlaceholders`). Nil when none of these exists;
    /// `standInFailure` then says why the last one tried failed.
    func environmentObjectStandIn(_ typeName: String) -> Value? {
        standInFailure = nil
        if let made = environmentStandIns[typeName] { return made }
        guard let type = interpreter.type(named: typeName) else { return nil }
        if runsImplicitPreview, let made = appRootValue(typeName) {
            environmentStandIns[typeName] = made
            return made
        }
        var made: Value?
        for name in ["shared", "preview", "sample", "mock"] where type.hasStaticProperty(name) {
            do {
                let value = try interpreter.staticMember(name, of: type)
                if Self.isInstance(value, of: typeName) {
                    made = value
                    warn(.environmentObjectStandIn(typeName, made: "\(typeName).\(name)"))
                    break
                }
            } catch {
                standInFailure = "\(typeName).\(name) failed: \((error as? RuntimeError)?.message ?? "\(error)")"
            }
        }
        if made == nil {
            do {
                // `Model()`, else its initializer needing fewest arguments given placeholders
                // (`MastodonClient(server: "server")`), as an implicit preview makes its view.
                var said: [String] = []
                made = try makeWithPlaceholders(type, depth: 0, said: &said)
                let call = said.isEmpty ? "\(typeName)()" : "\(typeName)(…) with stand-in arguments (\(said.joined(separator: ", ")))"
                warn(.environmentObjectStandIn(typeName, made: call))
            } catch {
                standInFailure = standInFailure ?? "\(typeName)() failed: \((error as? RuntimeError)?.message ?? "\(error)")"
            }
        }
        if let made { environmentStandIns[typeName] = made }
        return made
    }

    /// The object of type `typeName` the app's root puts in the environment of its views
    /// (`AppRootInjection`), said in a note; nil when the app sets none of that type or its
    /// expression does not make one here (another module's name, a trap): the stand-in then.
    func appRootValue(_ typeName: String) -> Value? {
        // Those that name the type first (`Theme.shared` for `Theme`), then the others
        // (`manager.currentClient`), each evaluated at most once per preview.
        let seen = appRootInjections.filter { $0.isSeen(by: implicitPreviewViewName) }
        let ordered = seen.filter { $0.leadingName == typeName } + seen.filter { $0.leadingName != typeName }
        for injection in ordered {
            guard let value = evaluateAppRootExpression(injection.expression), Self.isInstance(value, of: typeName) else { continue }
            let place = "\(injection.file.split(separator: "/").last.map(String.init) ?? injection.file):\(injection.line)"
            let giver = injection.beneath == nil ? "the app's root gives its views" : "the app's views above this one give it"
            warn(DiagnosticMessage(id: "appRootEnvironmentValue", severity: .note,
                                   text: "'\(typeName)' is the one \(giver): \(injection.written) at \(place) "
                                       + "(\(injection.expression)); this file has no preview of its own, so it is shown as the app shows it"))
            return value
        }
        return nil
    }

    /// `expression` evaluated in the module's program, or nil when it fails; what it reported
    /// while trying is dropped (it is not the file's code).
    private func evaluateAppRootExpression(_ expression: String) -> Value? {
        let (syntax, problems) = SwiftParser.parse(text: expression, file: "app root")
        guard problems.isEmpty, syntax.statements.count == 1, case let .expression(parsed) = syntax.statements[0].kind else { return nil }
        let saved = (warnings, undefinedNamesUsed, undefinedAssumptionsReported, interpreter.currentFile, interpreter.currentSpan)
        defer {
            (warnings, undefinedNamesUsed, undefinedAssumptionsReported) = (saved.0, saved.1, saved.2)
            (interpreter.currentFile, interpreter.currentSpan) = (saved.3, saved.4)
        }
        interpreter.currentFile = syntax
        // The value is the app's object when it is an instance of the type (`isInstance`), even
        // when its initializer met stand-ins on the way (`Data(contentsOf:)` of a file a fresh
        // install lacks, a remote package's client kept in a property): those are what the app's
        // object holds in a preview, and the layout reading one says so where it is read.
        return try? interpreter.evaluateTopLevel(parsed)
    }

    private static func isInstance(_ value: Value, of typeName: String) -> Bool {
        switch value {
        case let .object(object): return object.type.name == typeName
        case let .structValue(instance): return instance.type.name == typeName
        default: return false
        }
    }
}
