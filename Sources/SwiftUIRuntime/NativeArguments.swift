import Diagnostics
import SwiftFrontEnd
import SwiftInterpreter

/// The arguments of a call to a SwiftUI initializer or modifier, looked up by label as Swift
/// matches them: labelled ones by name, unlabelled ones (and the first trailing closure) in order.
struct NativeArguments {
    let callee: String
    let all: [CallArgument]

    init(_ callee: String, _ arguments: [CallArgument]) {
        self.callee = callee
        self.all = arguments
    }

    /// The argument labelled `label`, if given.
    subscript(label: String) -> Value? {
        all.first { $0.label == label }?.value
    }

    /// The unlabelled arguments in order.
    var unlabelled: [Value] { all.filter { $0.label == nil }.map(\.value) }

    var labels: [String] { all.compactMap(\.label) }

    func has(_ label: String) -> Bool { all.contains { $0.label == label } }

    /// The last argument when it is a closure (a trailing closure, or `content:` written out).
    var trailingClosure: Function? {
        if case let .function(function)? = all.last?.value { return function }
        return nil
    }

    /// Refuses labels outside `allowed` and more unlabelled arguments than `unlabelledCount`,
    /// as swiftc would ("extra argument 'x' in call"), with the catalogue's `extraArgument`: no
    /// SwiftUI overload takes such a call, so on a view it is another file's overload
    /// (`Interpreter.unmatchedHostOverload`). A label given twice, or one a typo away from an
    /// allowed one, stays a plain error. Runs on every native call, so it allocates
    /// nothing: a call has a handful of arguments, and linear scans beat hashing at that size.
    func check(allowed: [String], unlabelledCount: Int, in runtime: SwiftUIRuntime) throws {
        var plain = 0
        for (index, argument) in all.enumerated() {
            guard let label = argument.label else {
                if !isClosure(argument.value) { plain += 1 }
                continue
            }
            if !allowed.contains(label) {
                // A label close to one SwiftUI takes (`widht:`) is a typo in this file.
                if let intended = NameSuggestion.closest(to: label, in: allowed) {
                    throw incorrectLabel(at: index, label, intended, in: runtime)
                }
                var refusal = RuntimeError(.extraArgument(label, callee: callee), at: runtime.interpreter.currentRange)
                refusal.mayBeAnotherFilesOverload = true
                throw refusal
            }
            if all[..<index].contains(where: { $0.label == label }) {
                throw RuntimeError(.extraArgument(label, callee: callee), at: valueRange(index, in: runtime) ?? runtime.interpreter.currentRange)
            }
        }
        if plain > unlabelledCount {
            // swiftc points at the first unlabelled argument past those the callee takes.
            let extra = all.indices.filter { all[$0].label == nil && !isClosure(all[$0].value) }.dropFirst(unlabelledCount).first
            let at = extra.flatMap { valueRange($0, in: runtime) }
            // One value too many where exactly one labelled parameter is not given (`Spacer(10)`,
            // `init(minLength:)`): swiftc 6.3 says "missing argument label 'minLength:' in call"
            // with a fix-it inserting the label before the value.
            let unused = allowed.filter { !has($0) }
            let labelMissing = plain == unlabelledCount + 1 && unused.count == 1
            var refusal = RuntimeError(labelMissing ? .missingArgumentLabel(unused[0]) : .extraArgument("", callee: callee),
                                       at: at ?? runtime.interpreter.currentRange)
            if labelMissing, let at {
                let start = SourceRange(file: at.file, start: at.start, end: at.start)
                refusal.range = start
                refusal.fixIt = FixIt(range: start, replacement: unused[0] + ": ")
            }
            refusal.mayBeAnotherFilesOverload = true
            throw refusal
        }
    }

    /// swiftc's error for a misspelt label, checked with `swiftc -typecheck -diagnostic-style=llvm`:
    /// "incorrect argument label in call (have 'widht:', expected 'width:')" with the caret at the
    /// call's `(` and a fix-it replacing the label.
    private func incorrectLabel(at index: Int, _ label: String, _ intended: String, in runtime: SwiftUIRuntime) -> RuntimeError {
        var expected = all.map(\.label)
        expected[index] = intended
        let message = DiagnosticMessage.incorrectArgumentLabel(have: all.map(\.label), expected: expected)
        return labelError(message, at: index, in: runtime) { labelSpan, _ in (labelSpan, intended) }
    }

    /// swiftc's error for a label the callee does not take (`.padding(all: 10)`): "extraneous
    /// argument label 'all:' in call", the caret at the `(`, a fix-it deleting `all: `.
    /// In a file that imports a module LayoutLens does not read, the call compiles there, so the
    /// label belongs to that module's overload (`.padding(.leading, value: .mini)` of a design
    /// system's `extension View`): the refusal is marked as another module's overload.
    func extraneousLabel(at index: Int, in runtime: SwiftUIRuntime) -> RuntimeError {
        let message = DiagnosticMessage.extraneousArgumentLabel(all[index].label ?? "_")
        var error = labelError(message, at: index, in: runtime) { labelSpan, valueSpan in
            (SourceSpan(start: labelSpan.start, end: valueSpan?.start ?? labelSpan.end), "")
        }
        if let file = runtime.interpreter.currentFile?.fileName, runtime.filesImportingUnreadModules.contains(file) {
            error.mayBeAnotherFilesOverload = true
        }
        return error
    }

    /// swiftc's "missing argument" for a modifier called without the value it takes
    /// (`.textFieldStyle()`). In a file that imports a module LayoutLens does not read, the call
    /// compiles there, so that module declares the overload (a design system's `extension View {
    /// func textFieldStyle() }`): the refusal is marked as another module's overload, as
    /// `extraneousLabel` marks a label, and the call becomes `undefinedModifierOverload`'s warning.
    func missingArgument(in runtime: SwiftUIRuntime) -> RuntimeError {
        var error = runtime.failure(.missingArgument(callee: callee))
        if let file = runtime.interpreter.currentFile?.fileName, runtime.filesImportingUnreadModules.contains(file) {
            error.mayBeAnotherFilesOverload = true
        }
        return error
    }

    /// An error about argument `index`'s label: from the call's `(` through the label, with the
    /// fix-it `edit` gives (the span to replace and its replacement).
    private func labelError(_ message: DiagnosticMessage, at index: Int, in runtime: SwiftUIRuntime,
                            edit: (SourceSpan, SourceSpan?) -> (SourceSpan, String)) -> RuntimeError {
        let spans = runtime.interpreter.nativeArgumentSpans
        guard let file = runtime.interpreter.currentFile, spans.indices.contains(index), spans[index].label == all[index].label,
              let labelSpan = spans[index].labelSpan else { return runtime.failure(message) }
        let bytes = file.lineTable.bytes
        var open = (spans.first?.labelSpan ?? spans.first?.valueSpan ?? labelSpan).start - 1
        while open > 0, bytes[open] != UInt8(ascii: "(") { open -= 1 }
        let (replaced, replacement) = edit(labelSpan, spans[index].valueSpan)
        var error = RuntimeError(message, at: file.range(of: SourceSpan(start: open, end: replaced.end)))
        error.fixIt = FixIt(range: file.range(of: replaced), replacement: replacement)
        return error
    }

    /// Where the value of argument `index` is written (the extra argument swiftc points at).
    private func valueRange(_ index: Int, in runtime: SwiftUIRuntime) -> SourceRange? {
        let spans = runtime.interpreter.nativeArgumentSpans
        guard spans.indices.contains(index), spans[index].label == all[index].label,
              let span = spans[index].valueSpan ?? spans[index].labelSpan else { return nil }
        return runtime.interpreter.currentFile?.range(of: span)
    }

    private func isClosure(_ value: Value) -> Bool {
        if case .function = value { return true }
        return false
    }
}
