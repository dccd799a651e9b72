import SwiftInterpreter

/// Foundation calls given a value the preview cannot know (another file's value, a stand-in, or
/// something made from one) where the answer depends on that value: the answer is as unknown,
/// that stand-in with its warning naming where it began, never a made-up "not found".
extension SwiftUIRuntime {
    /// A search in a string the preview cannot know (another file's value, a stand-in, or a
    /// range made from one) finds what is as unknown: that stand-in, its warning naming where it began.
    func unknownSearchArgument(_ arguments: [CallArgument]) -> Value? {
        unknownArgument(arguments, labelled: ["in", "range"])
    }

    /// A bundle's resource named by a value the preview cannot know (`Bundle.url(forResource:
    /// withExtension:)` of another file's identifier) is as unknown: that stand-in, not a
    /// missing file.
    func unknownResourceName(_ arguments: [CallArgument]) -> Value? {
        unknownArgument(arguments, labelled: ["forResource"])
    }

    /// A value converted from one the preview cannot know (`NSRange(range, in: text)` of another
    /// file's string) is as unknown: the first such argument, whatever its label.
    func unknownAnyArgument(_ arguments: [CallArgument]) -> Value? {
        arguments.first { interpreter.isUnseen($0.value) }?.value
    }

    private func unknownArgument(_ arguments: [CallArgument], labelled labels: Set<String>) -> Value? {
        arguments.first { $0.label.map(labels.contains) == true && interpreter.isUnseen($0.value) }?.value
    }
}
