/// Every message the reader can emit, alphabetised by identifier. Each entry's `id` is its name, so
/// tests and tools can match on it; wording follows swiftc where swiftc has the same diagnostic.
/// docs/diagnostics.md lists the ids of this and every other module's catalogue.
extension DiagnosticMessage {
    /// A step of the app's launch (`App.init()`, the app delegate's launch methods) that stopped:
    /// the previews start from what the launch had set by then (docs/reader-design.md, "App launch").
    public static func appLaunchStopped(_ step: String, reason: String) -> Self {
        warning("appLaunchStopped", "the app's launch stopped in \(step) (\(reason)); previews start from the state the launch had set by then")
    }
    /// An entry point whose launch LayoutLens does not run (a custom `static func main()`, or
    /// several `@main` types in one module, which swiftc refuses).
    public static func appLaunchNotRun(_ reason: String) -> Self {
        warning("appLaunchNotRun", "the app's launch is not run (\(reason)); previews start without what it would set")
    }
    public static func approximatedView(_ name: String, rule: String) -> Self {
        warning("approximatedView", "'\(name)' is approximated by LayoutLens: \(rule)")
    }
    /// A MapKit `Map`: drawn as a plain fill of the map's land colour, light or dark, with its
    /// annotations' views over it; the tiles (streets, water, labels) are not drawn.
    public static func mapTilesNotDrawn() -> Self {
        warning("mapTilesNotDrawn", "'Map' is drawn as a plain fill: the map's tiles are not drawn")
    }
    /// Map content drawn otherwise than MapKit draws it (a marker's balloon, an overlay, an
    /// annotation whose place needs a region the preview does not know).
    public static func mapContentApproximated(_ name: String, rule: String) -> Self {
        warning("mapContentApproximated", "'\(name)' on the map is approximated: \(rule)")
    }
    /// A system font design LayoutLens has no widths of (`.rounded`: SF Pro Rounded, `.serif`: New
    /// York), measured with the default design's (SF Pro's) widths and line metrics.
    public static func fontDesignWidthsAssumed(_ design: String, face: String) -> Self {
        warning("fontDesignWidthsAssumed", "Font.Design.\(design) (\(face)) is measured with SF Pro's widths and line metrics at the same size and weight: LayoutLens has no widths of \(face)")
    }
    public static func binaryFile() -> Self {
        error("binaryFile", "file is not UTF-8 text (found a NUL byte or invalid UTF-8); expected Swift source")
    }
    /// A `.swift` file whose first line runs it with another interpreter (`#!/usr/bin/env bash`):
    /// a script of that language named like Swift source, which no Swift build compiles.
    public static func scriptOfAnotherLanguage(_ interpreter: String, line: String) -> Self {
        warning("scriptOfAnotherLanguage", "file is a script for '\(interpreter)' (its first line is '\(line)'), not Swift source; it is not read")
    }
    public static func cannotFindInScope(_ name: String) -> Self {
        error("cannotFindInScope", "cannot find '\(name)' in scope")
    }
    public static func contradictoryFrame(_ low: String, _ lowValue: String, _ high: String, _ highValue: String) -> Self {
        warning("contradictoryFrame",
                "contradictory frame constraints: '\(low)' \(lowValue) is greater than '\(high)' \(highValue) (SwiftUI logs \"Contradictory frame constraints specified.\")")
    }
    public static func divisionByZero() -> Self {
        error("divisionByZero", "division by zero")
    }
    public static func emptyFile() -> Self {
        warning("emptyFile", "file contains no code; expected a '#Preview' or a PreviewProvider")
    }
    public static func expected(_ what: String, context: String) -> Self {
        error("expected", "expected \(what) \(context)")
    }
    /// swiftc: "extra argument 'x' in call", "extra argument in call to 'f'" (no label: unlabelled).
    public static func extraArgument(_ label: String, callee: String?) -> Self {
        error("extraArgument", "extra argument \(label.isEmpty ? "" : "'\(label)' ")in call\(callee.map { " to '\($0)'" } ?? "")")
    }
    /// swiftc: "extraneous argument label 'all:' in call" (the callee takes no label there).
    public static func extraneousArgumentLabel(_ label: String) -> Self {
        error("extraneousArgumentLabel", "extraneous argument label '\(label):' in call")
    }
    public static func extraneousClosingBrace() -> Self {
        error("extraneousClosingBrace", "extraneous '}' at top level")
    }
    public static func fileTooLarge(bytes: Int, limit: Int) -> Self {
        error("fileTooLarge", "file is too large to read (\(bytes) bytes; the limit is \(limit) bytes)")
    }
    /// swiftc: "incorrect argument label in call (have 'widht:', expected 'width:')": every label
    /// of the call as written, then as the callee takes them (`_:` for an unlabelled argument).
    public static func incorrectArgumentLabel(have: [String?], expected: [String?]) -> Self {
        func list(_ labels: [String?]) -> String { labels.map { ($0 ?? "_") + ":" }.joined() }
        return error("incorrectArgumentLabel", "incorrect argument label in call (have '\(list(have))', expected '\(list(expected))')")
    }
    public static func invalidCharacter(_ character: String) -> Self {
        error("invalidCharacter", "invalid character '\(character)' in source file")
    }
    public static func invalidEscape(_ character: String) -> Self {
        error("invalidEscape", "invalid escape sequence '\\\(character)' in literal")
    }
    /// A frame's negative or non-finite dimension: SwiftUI logs "Invalid frame dimension (negative
    /// or non-finite)." and lays the frame out as if the dimension were not given.
    public static func droppedFrameDimension(_ parameter: String, value: String) -> Self {
        warning("droppedFrameDimension",
                "invalid frame dimension: '\(parameter)' is \(value); SwiftUI ignores a negative or non-finite dimension (it logs \"Invalid frame dimension (negative or non-finite).\")")
    }
    /// An offset that is not a finite number once values were assumed for other files' names
    /// (`0 / 0` with an array taken as empty): an offset only moves where a view is drawn, never a
    /// frame, so it is left out.
    public static func droppedOffset(_ parameter: String, value: String) -> Self {
        warning("droppedOffset",
                "offset '\(parameter)' is \(value) with the values LayoutLens assumed (stand-ins for what other files define); an offset only moves where a view is drawn, so it is left out (every frame stays as laid out)")
    }
    /// A rotation or scale whose number is not finite once values were assumed (an implicit
    /// preview's placeholder `0` divided into an angle): a transform only changes how a view is
    /// drawn, never a frame, so it is left out.
    public static func droppedEffect(_ modifier: String, problem: String) -> Self {
        warning("droppedEffect",
                "\(modifier) is left out: \(problem), with the values LayoutLens assumed (placeholder arguments or stand-ins for what other files define); it only changes how the view is drawn, so every frame stays as laid out")
    }
    public static func invalidFrameDimension(_ parameter: String, value: String) -> Self {
        error("invalidFrameDimension", "invalid frame dimension: '\(parameter)' is \(value); it must be finite and not negative")
    }
    /// `minimumScaleFactor(_:)` with a factor outside 0…1: Apple documents "a fraction between 0
    /// and 1 (inclusive)"; the nearest factor in range is used.
    public static func minimumScaleFactorClamped(_ value: String, used: String) -> Self {
        warning("minimumScaleFactorClamped",
                "minimumScaleFactor(\(value)) is outside 0...1, the range SwiftUI documents for the factor; LayoutLens lays the text out with \(used)")
    }
    /// Two elements of a `ForEach` with one identifier (`ForEachIdentifiers.swift`).
    public static func duplicateForEachID(_ id: String) -> Self {
        warning("duplicateForEachID",
                "the ID \(id) occurs more than once in this ForEach's data; SwiftUI logs \"ForEach<…>: the ID \(id) occurs multiple times within the collection, this will give undefined results!\" and which views it shows for them is undefined (LayoutLens draws every element)")
    }
    public static func nonFiniteArgument(_ parameter: String, value: String) -> Self {
        error("nonFiniteArgument", "invalid value for '\(parameter)': \(value) is not a finite number")
    }
    public static func numberOutOfRange(_ parameter: String, value: String, limit: String) -> Self {
        error("numberOutOfRange", "invalid value for '\(parameter)': \(value) is beyond ±\(limit), the largest magnitude LayoutLens lays out")
    }
    public static func invalidRange(_ lower: String, _ upper: String, closed: Bool) -> Self {
        error("invalidRange", "range \(lower)\(closed ? "..." : "..<")\(upper) has its lower bound above its upper bound "
              + "(Swift traps: \"Range requires lowerBound <= upperBound\")")
    }
    public static func invalidNumber(_ text: String) -> Self {
        error("invalidNumber", "'\(text)' is not a valid number literal")
    }
    /// swiftc: "missing argument for parameter 'x' in call to 'f'" (or "… in call" without a callee).
    public static func missingArgument(_ label: String, callee: String?) -> Self {
        error("missingArgument", "missing argument for parameter '\(label)' in call\(callee.map { " to '\($0)'" } ?? "")")
    }
    /// swiftc: "missing argument label 'minLength:' in call" (a value given without its label).
    public static func missingArgumentLabel(_ label: String) -> Self {
        error("missingArgumentLabel", "missing argument label '\(label):' in call")
    }
    /// swiftc: "missing argument for parameter #1 in call to 'Text'" (an unlabelled parameter).
    public static func missingArgument(position: Int, callee: String) -> Self {
        error("missingArgument", "missing argument for parameter #\(position) in call to '\(callee)'")
    }
    /// swiftc: "missing argument in call to 'tag'" (the only parameter is unlabelled).
    public static func missingArgument(callee: String) -> Self {
        error("missingArgument", "missing argument in call to '\(callee)'")
    }
    public static func missingAsset(_ name: String, placeholder: String) -> Self {
        warning("missingAsset", "no image named '\(name)' in the Assets folder beside the file; using a \(placeholder) placeholder")
    }
    /// An image the app draws in code (`UIGraphicsImageRenderer(size:).image { … }`, an image
    /// context's `UIGraphicsGetImageFromCurrentImageContext()`, `ImageRenderer(content:).uiImage`):
    /// laid out at the size the code gives, its picture a neutral placeholder fill, since what
    /// draws it is not run.
    public static func codeDrawnImage(_ call: String, size: String, drawing: String) -> Self {
        warning("codeDrawnImage", "'\(call)' makes an image of \(size) as the code gives; \(drawing) not run here, so it is drawn as a neutral placeholder fill")
    }
    public static func missingModuleAsset(_ name: String, placeholder: String) -> Self {
        warning("missingAsset", "no image named '\(name)' in the module's asset catalogs or the Assets folder beside the file; using a \(placeholder) placeholder")
    }
    public static func environmentObjectStandIn(_ typeName: String, made: String) -> Self {
        warning("environmentObjectStandIn", "no ancestor of this preview sets a '\(typeName)' in the environment (SwiftUI would stop: \"No Observable object of type \(typeName) found\"); LayoutLens used \(made) as a stand-in")
    }
    public static func missingColorAsset(_ name: String) -> Self {
        warning("missingColorAsset", "no colour named '\(name)' in the module's asset catalogs; SwiftUI draws it clear")
    }
    /// An image the lookup's bundle lacks and another bundle of the app has (iOS looks only in
    /// the bundle named: `Bundle.main` unless `bundle:` says otherwise).
    public static func assetInAnotherBundle(_ kind: String, _ name: String, lookedIn: String, foundIn: String, drawn: String) -> Self {
        warning("missingAsset", "no \(kind) named '\(name)' in \(lookedIn) (\(foundIn) has one, but the lookup names \(lookedIn)); \(drawn)")
    }
    public static func colorInAnotherBundle(_ name: String, lookedIn: String, foundIn: String) -> Self {
        warning("missingColorAsset", "no colour named '\(name)' in \(lookedIn) (\(foundIn) has one, but the lookup names \(lookedIn)); SwiftUI draws it clear")
    }
    public static func colorAssetNotRead(_ name: String) -> Self {
        warning("colorAssetNotRead", "colour '\(name)' comes from an asset catalog, and the module read has none (a file read alone, or a catalog outside every target); drawn gray as a stand-in")
    }
    /// A `Color` initializer LayoutLens does not know (`Color(hexString:)` of a package it did
    /// not read) or a platform colour whose value it cannot know: a colour has no layout of its
    /// own, so the frames hold; only what is drawn is a stand-in.
    public static func colorNotRead(_ spelling: String) -> Self {
        warning("colorNotRead", "'\(spelling)' is a colour LayoutLens cannot read (an initializer of a module or file not read, or a platform colour of unknown value); drawn gray as a stand-in")
    }
    public static func missingBody(_ structName: String) -> Self {
        error("missingBody", "struct '\(structName)' conforms to View but has no 'var body: some View'")
    }
    /// swiftc: "type 'Color' has no member 'grean'" (a static member or an enum case).
    public static func noMemberOnType(_ name: String, type: String) -> Self {
        error("noMemberOnType", "type '\(type)' has no member '\(name)'")
    }
    /// swiftc: "value of type 'Color' has no member 'fram'" (an instance member).
    public static func noMemberOnValue(_ name: String, type: String) -> Self {
        error("noMemberOnValue", "value of type '\(type)' has no member '\(name)'")
    }
    /// Every preview of the file sits in an `#if` clause the iOS debug build does not compile
    /// (`#if os(tvOS)`, `#if os(macOS)`): Xcode would show them only for that platform's target.
    public static func previewsNotCompiled() -> Self {
        warning("previewsNotCompiled", "the file's previews are all in '#if' clauses a debug build for iOS does not compile (another platform's, or a flag no module sets); LayoutLens lays out iOS previews only, so none is laid out")
    }
    public static func noScenarios() -> Self {
        warning("noScenarios", "file has no '#Preview' and no PreviewProvider; nothing to lay out")
    }
    /// A value where a view builder expects a view (`#Preview { "hello" }`).
    public static func notAView(type: String) -> Self {
        error("notAView", "value of type '\(type)' is not a View")
    }
    /// swiftc: "type 'A' does not conform to protocol 'View'" (a `View` without `body`).
    public static func doesNotConform(_ type: String, to protocolName: String) -> Self {
        error("doesNotConform", "type '\(type)' does not conform to protocol '\(protocolName)'")
    }
    public static func previewWithoutBody() -> Self {
        error("previewWithoutBody", "'#Preview' needs a trailing closure that returns a view")
    }
    public static func recursiveView(_ cycle: [String]) -> Self {
        error("recursiveView", "view '\(cycle.first ?? "")' contains itself (\(cycle.joined(separator: " → "))); SwiftUI would recurse forever")
    }
    public static func settlingActionStopped(_ action: String, reason: String) -> Self {
        warning("settlingActionStopped", "\(action) stopped before it finished (\(reason)); the preview shows the state it had set by then")
    }
    public static func settlingDidNotSettle(_ states: String, passes: Int) -> Self {
        warning("settlingDidNotSettle", "the preview did not settle after \(passes) passes: \(states) kept changing; the last pass is shown")
    }
    public static func settlingNeverRuns(_ what: String) -> Self {
        warning("settlingNeverRuns", "\(what) waits on something a preview here never does (I/O, networking, a timer, a delay); what follows it does not run")
    }
    public static func tooManyErrors(_ limit: Int) -> Self {
        error("tooManyErrors", "too many errors emitted (\(limit)), stopping now")
    }
    public static func viewsTooDeep(limit: Int) -> Self {
        error("viewsTooDeep", "this scenario nests views more than \(limit) deep; LayoutLens lays out at most \(limit) levels")
    }
    public static func tooManyViews(limit: Int) -> Self {
        error("tooManyViews", "this preview has more than \(limit) views; LayoutLens lays out at most \(limit)")
    }
    public static func unexpected(_ what: String, context: String) -> Self {
        error("unexpected", "unexpected \(what) \(context)")
    }
    // A name the file uses but does not define is defined in another file of the app (the file
    // compiles there). What LayoutLens draws or assumes for it is a "stand-in".

    /// Another file's view given content closures: their views, stacked as a `VStack` would.
    public static func standInContainer(_ name: String) -> Self {
        warning("standInContainer", "'\(name)' is defined in another file; its content is laid out as a VStack would lay it out")
    }
    /// A view of SwiftUI's made by an initializer another file or module declares, of which
    /// part is known (`Label(_:systemSymbol:)`: its title): that part is laid out, the rest drawn
    /// as a stand-in.
    public static func standInPart(_ name: String, laidOut: String, standIn: String) -> Self {
        warning("standInView", "'\(name)' is defined in another file; \(laidOut) is laid out and \(standIn) drawn as a stand-in")
    }
    /// Another file's view, drawn as a stand-in of its name.
    public static func standInView(_ name: String) -> Self {
        warning("standInView", "'\(name)' is defined in another file; drawn as a stand-in")
    }
    /// A file without previews: its main view laid out with stand-in arguments.
    public static func implicitPreview(_ name: String, placeholders: [String]) -> Self {
        let arguments = placeholders.isEmpty ? "" : " with stand-in arguments (\(placeholders.joined(separator: ", ")))"
        return warning("implicitPreview", "the file has no preview; '\(name)' is laid out as a preview of it would show it\(arguments)")
    }
    /// A file whose only view code is a `ViewModifier` (a blog post's `CardModifier`): laid out
    /// applied to a stand-in content view.
    public static func implicitModifierPreview(_ name: String, content: String, placeholders: [String]) -> Self {
        let arguments = placeholders.isEmpty ? "" : " with stand-in arguments (\(placeholders.joined(separator: ", ")))"
        return warning("implicitPreview",
                       "the file has no preview and no view; its modifier '\(name)' is laid out applied to \(content)\(arguments)")
    }
    /// A snippet with no preview: its top-level views (or its top-level `body`) laid out as a
    /// preview of them.
    public static func fragmentPreview(_ what: String) -> Self {
        warning("fragmentPreview", "the file has no preview; LayoutLens shows \(what) as '#Preview { … }' would")
    }
    /// A modifier neither the file nor LayoutLens defines (another file's `extension View`).
    public static func undefinedModifier(_ name: String) -> Self {
        warning("undefinedModifier", "modifier '\(name)' is defined in another file and not modelled by LayoutLens; it is ignored")
    }
    /// A SwiftUI modifier called with arguments none of SwiftUI's overloads takes (`.frame(size)`):
    /// the app declares that overload in another file, so the call is ignored.
    public static func undefinedModifierOverload(_ name: String, _ refusal: String) -> Self {
        warning("undefinedModifierOverload",
                "no SwiftUI '\(name)' takes these arguments (\(refusal)); taken as an overload another file of the app declares, and ignored")
    }
    /// A SwiftUI view made with arguments none of its initializers takes (`ProgressView(progress:)`):
    /// the app declares its own view of that name in another file, drawn as a stand-in.
    public static func undefinedViewOverload(_ name: String, _ refusal: String) -> Self {
        warning("undefinedViewOverload",
                "no initializer of SwiftUI's '\(name)' takes these arguments (\(refusal)); taken as the app's own '\(name)' defined in another file, drawn as a stand-in")
    }
    /// A method `Binding` does not have (`$query.onChange(filter)`): another file's `extension
    /// Binding` declares it, and such methods give a binding of the same value back, so the binding
    /// is used as it is.
    public static func undefinedBindingMethod(_ name: String) -> Self {
        warning("undefinedBindingMethod",
                "'Binding' has no method '\(name)' here; taken as another file's extension of Binding giving the same binding back")
    }
    /// Another file's name used as a value nothing in the layout reads.
    public static func standInValue(_ name: String) -> Self {
        warning("standInValue", "'\(name)' is defined in another file; its value is a stand-in the layout does not read")
    }
    /// Another file's name whose value the layout needed: the stand-in value assumed.
    public static func assumedValue(_ name: String, assumption: String) -> Self {
        warning("assumedValue", "'\(name)' is defined in another file; LayoutLens assumed \(assumption) for it")
    }
    /// A value reached through a generic parameter LayoutLens did not bind to a type (`pick(.show)`
    /// with `func pick<T>(_ value: T) -> T`: the implicit member is read as `T.show`), whose value
    /// the layout needed. No file declares the name: the parameter is the file's own.
    public static func assumedValueOfGenericParameter(_ name: String, parameter: String, assumption: String) -> Self {
        warning("assumedValue", "'\(name)' is a member of the generic parameter '\(parameter)', whose type LayoutLens did not know here; LayoutLens assumed \(assumption) for it")
    }
    /// A value of Apple's library that comes from what a preview here never reads (a file, a
    /// bundle, the network): a stand-in, with why it cannot be known.
    public static func libraryStandInValue(_ name: String, reason: String) -> Self {
        warning("libraryStandInValue", "'\(name)' \(reason); its value is a stand-in the layout does not read")
    }
    /// Such a value where the layout needed it: the stand-in value assumed.
    public static func libraryAssumedValue(_ name: String, reason: String, assumption: String) -> Self {
        warning("libraryAssumedValue", "'\(name)' \(reason); LayoutLens assumed \(assumption) for it")
    }
    public static func unknownModifier(_ name: String) -> Self {
        error("unknownModifier", "unknown modifier '\(name)'")
    }
    public static func unknownView(_ name: String) -> Self {
        error("unknownView", "unknown view '\(name)'")
    }
    public static func unmodelledModifier(_ name: String) -> Self {
        warning("unmodelledModifier", "modifier '\(name)' affects layout but is not modelled by LayoutLens; it is ignored")
    }
    public static func unmodelledView(_ name: String) -> Self {
        warning("unmodelledView", "'\(name)' is not modelled by LayoutLens; it is laid out as its content")
    }
    public static func unreadableAsset(_ name: String, reason: String) -> Self {
        warning("unreadableAsset", "image '\(name)' could not be read (\(reason)); using a placeholder")
    }
    public static func unreadableFile(_ path: String, reason: String? = nil) -> Self {
        error("unreadableFile", "cannot read file '\(path)'" + (reason.map { ": \($0)" } ?? ""))
    }
    public static func unsupportedDeclaration(_ what: String) -> Self {
        warning("unsupportedDeclaration", "\(what) is not read by LayoutLens and is skipped")
    }
    public static func unsupportedExpression(_ what: String) -> Self {
        error("unsupportedExpression", "\(what) is not supported here")
    }
    public static func unsupportedView(_ name: String) -> Self {
        error("unsupportedView", "'\(name)' is a SwiftUI view LayoutLens cannot lay out yet")
    }
    public static func unterminatedBlockComment() -> Self {
        error("unterminatedBlockComment", "unterminated '/*' comment")
    }
    public static func unterminatedString() -> Self {
        error("unterminatedString", "unterminated string literal")
    }
    /// swiftc: "cannot convert value of type 'String' to expected argument type 'CGFloat'", at the
    /// argument's value.
    public static func argumentTypeMismatch(found: String, expected: String) -> Self {
        error("argumentTypeMismatch", "cannot convert value of type '\(found)' to expected argument type '\(expected)'")
    }
    /// swiftc: "cannot convert value of type 'Int' to expected element type 'GridItem'".
    public static func elementTypeMismatch(found: String, expected: String) -> Self {
        error("elementTypeMismatch", "cannot convert value of type '\(found)' to expected element type '\(expected)'")
    }
    /// swiftc: "cannot convert return expression of type 'Int' to return type 'CGSize'".
    public static func returnTypeMismatch(found: String, expected: String) -> Self {
        error("returnTypeMismatch", "cannot convert return expression of type '\(found)' to return type '\(expected)'")
    }
    /// swiftc: "cannot convert value of type 'Int' to expected condition type 'Bool'".
    public static func conditionTypeMismatch(found: String) -> Self {
        error("conditionTypeMismatch", "cannot convert value of type '\(found)' to expected condition type 'Bool'")
    }
    /// swiftc: "unary operator '-' cannot be applied to an operand of type 'String'".
    public static func unaryOperatorMismatch(_ op: String, _ operand: String) -> Self {
        error("unaryOperatorMismatch", "unary operator '\(op)' cannot be applied to an operand of type '\(operand)'")
    }
    /// swiftc: "binary operator '+' cannot be applied to operands of type 'Int' and 'String'".
    public static func binaryOperatorMismatch(_ op: String, _ lhs: String, _ rhs: String) -> Self {
        error("binaryOperatorMismatch", "binary operator '\(op)' cannot be applied to operands of type '\(lhs)' and '\(rhs)'")
    }
}
