#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Free functions of the standard library (and the few Foundation ones view code uses).
extension Interpreter {
    func registerGlobalFunctions() {
        // `print` writes each item's description, `debugPrint` its debug description (strings quoted).
        for (name, debug) in [("print", false), ("debugPrint", true)] {
            registerFunction(name) { interpreter, _, arguments in
                var separator = " ", terminator = "\n"
                var items: [String] = []
                for argument in arguments {
                    switch argument.label {
                    case "separator": separator = argument.value.asString ?? " "
                    case "terminator": terminator = argument.value.asString ?? "\n"
                    default: items.append(try interpreter.describe(argument.value, debug: debug))
                    }
                }
                interpreter.output += items.joined(separator: separator) + terminator
                try interpreter.allocate(interpreter.output.utf8.count / 64 + 1)
                return .void
            }
        }
        registerFunction("min") { interpreter, _, arguments in
            try interpreter.extreme(arguments.map(\.value), largest: false)
        }
        registerFunction("max") { interpreter, _, arguments in
            try interpreter.extreme(arguments.map(\.value), largest: true)
        }
        registerFunction("abs") { interpreter, _, arguments in
            switch try arguments.value(0) {
            case let .int(v):
                if v == .min { throw interpreter.error(.trapOverflow()) }
                return .int(abs(v))
            case let .double(v): return .double(abs(v))
            case let .cgFloat(v): return .cgFloat(abs(v))
            case let value where interpreter.isUnseen(value): return value
            // `abs(amount)` of a `Decimal`: the standard library's `abs<T: Comparable &
            // SignedNumeric>` gives `x.magnitude` where the magnitude is of the same type, as
            // `Decimal`'s is (Apple docs, "Decimal": `var magnitude: Decimal`).
            case let .native(native) where native.type.computedProperties["magnitude"] != nil:
                return try interpreter.member(of: .native(native), named: "magnitude")
            default: throw interpreter.error(.invalid, "abs needs a number")
            }
        }
        for (name, function) in [("sqrt", sqrt), ("floor", floor), ("ceil", ceil), ("round", { $0.rounded() }),
                                 ("sin", sin), ("cos", cos), ("tan", tan), ("asin", asin), ("acos", acos),
                                 ("atan", atan), ("exp", exp), ("log", log), ("log2", log2), ("log10", log10),
                                 ("trunc", trunc), ("fabs", fabs), ("cbrt", cbrt), ("exp2", exp2), ("sinh", sinh),
                                 ("cosh", cosh), ("tanh", tanh), ("rint", rint)] as [(String, (Double) -> Double)] {
            registerFunction(name) { interpreter, _, arguments in
                let value = try arguments.value(0)
                // `round(average)` of another file's number: as unknown as it.
                if interpreter.isUnseen(value) { return value }
                guard let number = value.asDouble else { throw interpreter.error(.invalid, "\(name) needs a number") }
                return interpreter.sameFloatingType(as: value, function(number))
            }
        }
        for (name, function) in [("pow", pow), ("atan2", atan2), ("hypot", hypot), ("fmod", fmod), ("fmin", fmin),
                                 ("fmax", fmax), ("copysign", copysign)]
            as [(String, (Double, Double) -> Double)] {
            registerFunction(name) { interpreter, _, arguments in
                let a = try arguments.value(0), b = try arguments.value(1)
                if let unseen = [a, b].first(where: interpreter.isUnseen) { return unseen }
                guard let x = a.asDouble, let y = b.asDouble else { throw interpreter.error(.invalid, "\(name) needs numbers") }
                return interpreter.sameFloatingType(as: a, function(x, y))
            }
        }
        registerFunction("fatalError") { interpreter, _, arguments in
            let message = arguments.first?.value.asString ?? ""
            throw interpreter.error(.trapFatalError(message))
        }
        registerFunction("precondition") { interpreter, _, arguments in
            if try arguments.value(0).asBool == false {
                throw interpreter.error(.trapPrecondition(arguments[safe: 1]?.value.asString))
            }
            return .void
        }
        registerFunction("assert") { interpreter, _, arguments in
            if try arguments.value(0).asBool == false {
                throw interpreter.error(.trapAssertion(arguments[safe: 1]?.value.asString))
            }
            return .void
        }
        // `assertionFailure(_:)` traps in an -Onone build, as a preview's is, printing "Fatal
        // error: <message>" (swiftc 6 -Onone: `assertionFailure("boom")` stops with "Fatal error: boom").
        registerFunction("assertionFailure") { interpreter, _, arguments in
            throw interpreter.error(.trapFatalError(arguments.first?.value.asString))
        }
        registerFunction("preconditionFailure") { interpreter, _, arguments in
            throw interpreter.error(.trapFatalError(arguments.first?.value.asString))
        }
        registerFunction("zip") { interpreter, _, arguments in
            // `zip(0..., items)`: zip stops at the shorter sequence, so a one-sided range gives as
            // many numbers as the other side has elements (Swift standard library, "zip(_:_:)").
            let first = try arguments.value(0), second = try arguments.value(1)
            func elements(_ value: Value, beside other: Value) throws -> [Value] {
                guard let start = interpreter.partialRangeFromStart(value), interpreter.partialRangeFromStart(other) == nil else {
                    return try interpreter.elements(of: value)
                }
                let count = try interpreter.elements(of: other).count
                return (0..<count).map { .int(start &+ $0) }
            }
            let a = try elements(first, beside: second), b = try elements(second, beside: first)
            return .array(zip(a, b).map { .tuple([$0, $1], labels: [nil, nil]) })
        }
        registerFunction("stride") { interpreter, _, arguments in
            try interpreter.stride(arguments)
        }
        registerFunction("type") { interpreter, _, arguments in
            let value = try arguments.value(0)
            return .metatype(interpreter.typeInfo(of: value))
        }
        registerFunction("repeatElement") { interpreter, _, arguments in
            let count = try arguments.value(1).asInt ?? 0
            if count < 0 { throw interpreter.error(.trap, SwiftTrap.repetitionNegativeCount) }
            try interpreter.allocate(count)
            return .array(Array(repeating: try arguments.value(0), count: count))
        }
        registerFunction("swap") { interpreter, _, _ in
            throw interpreter.error(.unsupported, "swap(_:_:) is handled by the evaluator")
        }
    }

    /// A floating result of the same type as `operand` (CGFloat stays CGFloat).
    func sameFloatingType(as operand: Value, _ result: Double) -> Value {
        if case .cgFloat = operand { return .cgFloat(result) }
        return .double(result)
    }

    func extreme(_ values: [Value], largest: Bool) throws -> Value {
        var candidates = values
        if candidates.count == 1 { candidates = try elements(of: candidates[0]) }
        // `max(.zero, result)`: `min` and `max` take one type `T` for every argument, so an
        // implicit member is `T`'s, the type the other arguments give (The Swift Programming
        // Language, "Implicit Member Expression": the member of the contextual type).
        if candidates.contains(where: \.isUnresolvedMember),
           let typed = candidates.first(where: { !$0.isUnresolvedMember }), let hint = hintOfValue(typed) {
            candidates = try candidates.map { try $0.isUnresolvedMember ? coerce($0, to: hint) : $0 }
        }
        guard var best = candidates.first else { throw error(.invalid, "min/max need arguments") }
        // `max(1, minutes)` with another file's `minutes`: as unknown as it.
        if let unseen = candidates.first(where: isUnseen) { return unseen }
        for candidate in candidates.dropFirst() {
            // Swift's max returns the later of equal elements, min the earlier.
            if largest ? !(try lessThan(candidate, best)) : try lessThan(candidate, best) { best = candidate }
        }
        return best
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)`, produced eagerly (bounded by the
    /// allocation limit).
    func stride(_ arguments: [CallArgument]) throws -> Value {
        guard let start = arguments.labelled("from"), let step = arguments.labelled("by") else {
            throw error(.invalid, "stride needs from: and by:")
        }
        let closed = arguments.labelled("through") != nil
        guard let end = arguments.labelled("to") ?? arguments.labelled("through") else {
            throw error(.invalid, "stride needs to: or through:")
        }
        // `stride(from: 0, to: digest.count, by: 11)` with a bound another module's code gives (a
        // CryptoKit digest): the sequence is as unknown as that bound, as `max(1, minutes)` is.
        if let unseen = [start, end, step].first(where: isUnseen) { return unseen }
        var result: [Value] = []
        if case let .int(a) = start, case let .int(b) = end, case let .int(s) = step {
            if s == 0 { throw error(.trapStrideZero()) }
            var current = a
            while s > 0 ? (closed ? current <= b : current < b) : (closed ? current >= b : current > b) {
                result.append(.int(current))
                try allocate(1)
                let (next, overflow) = current.addingReportingOverflow(s)
                if overflow { break }
                current = next
            }
            return .array(result)
        }
        guard let a = start.asDouble, let b = end.asDouble, let s = step.asDouble else {
            throw error(.invalid, "stride needs numbers")
        }
        if s == 0 { throw error(.trapStrideZero()) }
        // Swift computes each element as start + i * step (no accumulated error).
        var index = 0.0
        while true {
            let current = a + index * s
            if s > 0 ? (closed ? current > b : current >= b) : (closed ? current < b : current <= b) { break }
            result.append(sameFloatingType(as: start, current))
            try allocate(1)
            index += 1
        }
        return .array(result)
    }
}
