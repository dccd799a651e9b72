import Diagnostics
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
                if NameSuggestion.closest(to: label, in: allowed) != nil {
                    throw runtime.failure(.extraArgument(label, callee: callee))
                }
                var refusal = RuntimeError(.extraArgument(label, callee: callee), at: runtime.interpreter.currentRange)
                refusal.mayBeAnotherFilesOverload = true
                throw refusal
            }
            if all[..<index].contains(where: { $0.label == label }) {
                throw runtime.failure(.extraArgument(label, callee: callee))
            }
        }
        if plain > unlabelledCount {
            var refusal = RuntimeError(.extraArgument("", callee: callee), at: runtime.interpreter.currentRange)
            refusal.mayBeAnotherFilesOverload = true
            throw refusal
        }
    }

    private func isClosure(_ value: Value) -> Bool {
        if case .function = value { return true }
        return false
    }
}
