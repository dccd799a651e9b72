import Diagnostics

/// One parameter of a SwiftUI initialiser or modifier, as far as argument matching is concerned.
struct Parameter {
    /// The argument label; nil for an unlabelled (`_`) parameter.
    var label: String?
    /// The name the lowering code reads the argument by.
    var key: String
    var isOptional: Bool
    /// A closure parameter: a trailing closure may fill it.
    var isClosure: Bool

    static func labelled(_ label: String, optional: Bool = true) -> Parameter {
        Parameter(label: label, key: label, isOptional: optional, isClosure: false)
    }
    static func unlabelled(_ key: String, optional: Bool = false) -> Parameter {
        Parameter(label: nil, key: key, isOptional: optional, isClosure: false)
    }
    static func closure(_ label: String, optional: Bool = false) -> Parameter {
        Parameter(label: label, key: label, isOptional: optional, isClosure: true)
    }
}

/// A parameter list; a call matches it the way Swift matches arguments: in order, labels equal,
/// defaulted parameters may be left out, a trailing closure fills the next closure parameter.
struct Signature {
    var parameters: [Parameter]
    init(_ parameters: [Parameter]) { self.parameters = parameters }

    var spelling: String { parameters.map { "\($0.label ?? "_"):" }.joined() }
}

/// Arguments bound to parameter keys.
struct BoundArguments {
    var values: [String: Argument] = [:]
    /// Index of the signature that matched.
    var signature = 0

    subscript(key: String) -> Argument? {
        guard var argument = values[key] else { return nil }
        argument.parameter = key
        return argument
    }
    func has(_ key: String) -> Bool { values[key] != nil }
}

enum ArgumentMatcher {
    private enum Failure {
        case missing(Parameter)
        case extra(Argument)
    }

    /// Matches `arguments` against the first signature that fits; on failure reports the most
    /// helpful error (a wrong label with a suggestion, a missing or an extra argument) and returns nil.
    static func match(_ arguments: [Argument], callee: String, calleeRange: SourceRange,
                      signatures: [Signature], sink: inout DiagnosticSink) -> BoundArguments? {
        var best: (matched: Int, failure: Failure, signature: Signature)?
        for (index, signature) in signatures.enumerated() {
            switch bind(arguments, to: signature) {
            case .success(var bound):
                bound.signature = index
                return bound
            case .failure(let matched, let failure):
                if best == nil || matched > best!.matched { best = (matched, failure, signature) }
            }
        }
        guard let best else { return nil }
        let knownLabels = Set(signatures.flatMap { $0.parameters.compactMap(\.label) })
        // A label no overload has: most likely a typo.
        if let wrong = arguments.first(where: { ($0.label.map { !knownLabels.contains($0) } ?? false) && !$0.isTrailing }),
           let label = wrong.label, let labelRange = wrong.labelRange {
            let candidates = signatures.flatMap { $0.parameters.compactMap(\.label) }
            let expected = best.signature.parameters.compactMap(\.label)
            var notes: [DiagnosticNote] = []
            var fixIt: FixIt?
            if let suggestion = NameSuggestion.closest(to: label, in: uniqued(candidates)) {
                notes.append(DiagnosticNote("did you mean '\(suggestion)'?", at: labelRange))
                fixIt = FixIt(range: labelRange, replacement: suggestion)
            }
            sink.add(.incorrectArgumentLabel(callee: callee, have: label, expected: expected), at: labelRange,
                     notes: notes, fixIt: fixIt)
            return nil
        }
        switch best.failure {
        case .missing(let parameter):
            sink.add(.missingArgument(parameter.label ?? parameter.key, callee: callee), at: calleeRange)
        case .extra(let argument):
            sink.add(.extraArgument(argument.label ?? "", callee: callee), at: argument.labelRange ?? argument.value.range)
        }
        return nil
    }

    private enum Outcome {
        case success(BoundArguments)
        case failure(matched: Int, Failure)
    }

    private static func bind(_ arguments: [Argument], to signature: Signature) -> Outcome {
        var bound = BoundArguments()
        var next = 0
        let parameters = signature.parameters
        for (matched, argument) in arguments.enumerated() {
            var found = false
            while next < parameters.count {
                let parameter = parameters[next]
                next += 1
                let fits = argument.isTrailing
                    ? parameter.isClosure && (argument.label == nil || argument.label == parameter.label)
                    : argument.label == parameter.label
                if fits {
                    bound.values[parameter.key] = argument
                    found = true
                    break
                }
                if !parameter.isOptional { return .failure(matched: matched, .missing(parameter)) }
            }
            if !found { return .failure(matched: matched, .extra(argument)) }
        }
        if let missing = parameters[next...].first(where: { !$0.isOptional }) {
            return .failure(matched: arguments.count, .missing(missing))
        }
        return .success(bound)
    }

    private static func uniqued(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
