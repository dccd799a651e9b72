import Diagnostics
import SwiftFrontEnd
import SwiftInterpreter

extension SwiftUIRuntime {
    /// A value a SwiftUI parameter cannot take, reported as swiftc reports it (checked with
    /// `swiftc -typecheck` on stand-in declarations of the same signatures):
    /// - `.frame(alignment: .centre)`: "type 'Alignment' has no member 'centre'", at `centre`
    ///   (an implicit member is looked up in the parameter's type);
    /// - `.frame(width: "ten")`: "cannot convert value of type 'String' to expected argument type
    ///   'CGFloat'", at the argument's value `"ten"`.
    func mismatch(_ value: Value, expected: String, parameter: String? = nil) -> RuntimeError {
        if case let .unresolvedMember(member) = value, member.arguments == nil {
            let type = expected.hasSuffix("?") ? String(expected.dropLast()) : expected
            return RuntimeError(.noMemberOnType(member.name, type: type), at: implicitMemberRange(member.name) ?? interpreter.currentRange)
        }
        let message = DiagnosticMessage.argumentTypeMismatch(found: interpreter.typeName(of: value), expected: expected)
        return RuntimeError(message, at: argumentValueRange(parameter) ?? interpreter.currentRange)
    }

    /// The name of an implicit member (`centre` of `.centre`) among the native call's arguments.
    private func implicitMemberRange(_ name: String) -> SourceRange? {
        guard let file = interpreter.currentFile else { return nil }
        for argument in interpreter.nativeArgumentSpans {
            guard let valueSpan = argument.valueSpan, file.text(of: valueSpan).hasPrefix(".") else { continue }
            if let span = interpreter.nameSpan(name, in: valueSpan) { return file.range(of: span) }
        }
        return nil
    }

    /// The value of the argument labelled `parameter`, or of the call's only argument.
    private func argumentValueRange(_ parameter: String?) -> SourceRange? {
        if let parameter { return argumentRange(parameter) }
        let spans = interpreter.nativeArgumentSpans
        guard spans.count == 1, let span = spans[0].valueSpan else { return nil }
        return interpreter.currentFile?.range(of: span)
    }
}
