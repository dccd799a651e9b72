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
import SwiftInterpreter

/// `NSRange` and `NSString`'s substring methods, which count in UTF-16 code units as `length` does
/// (Apple, "NSString": "substring(with:)", "substring(from:)", "substring(to:)"; "NSRange":
/// `location` and `length`, `init(location:length:)`). Code that splits text it
/// bridged with `text as NSString` reads these.
///
/// A range past the string's end raises `NSRangeException` in Foundation, which stops the app as a
/// trap does; the message here is unverified against Apple's wording.
extension SwiftUIRuntime {
    /// The payload of an `NSRange` value.
    struct FoundationRange: Equatable {
        var location: Int
        var length: Int
    }

    func registerNSRangeAndSubstrings() {
        registerNSRange()
        guard let string = interpreter.type(named: "NSString"), string.native != nil else { return }
        string.addMethod("substring", .hosted("substring", labels: ["with"]) { runtime, selfValue, arguments in
            let text = selfValue.nativePayload(String.self) ?? ""
            guard let range = arguments.first?.value.nativePayload(FoundationRange.self) else {
                throw runtime.failure("cannot convert the argument of 'substring(with:)' to expected argument type 'NSRange'")
            }
            return .string(try runtime.utf16Slice(text, from: range.location, count: range.length))
        })
        string.addMethod("substring", .hosted("substring", labels: ["from"]) { runtime, selfValue, arguments in
            let text = selfValue.nativePayload(String.self) ?? ""
            guard case let .int(start)? = arguments.first?.value else { throw runtime.failure("'substring(from:)' takes an Int") }
            return .string(try runtime.utf16Slice(text, from: start, count: text.utf16.count - start))
        })
        string.addMethod("substring", .hosted("substring", labels: ["to"]) { runtime, selfValue, arguments in
            let text = selfValue.nativePayload(String.self) ?? ""
            guard case let .int(end)? = arguments.first?.value else { throw runtime.failure("'substring(to:)' takes an Int") }
            return .string(try runtime.utf16Slice(text, from: 0, count: end))
        })
    }

    private func registerNSRange() {
        guard let type = registerAppleType("NSRange") else { return }
        type.conformances = ["Equatable", "Hashable"]
        // `NSRange()` is the zero range (a C struct's zero initializer); `init(location:length:)`
        // takes two `Int`s. `NSRange(range, in: text)` converts a range of the string's indices
        // to UTF-16 offsets (Apple, "NSRange": `init(_:in:)`, "a range of the given string's
        // indices"): `location` counts the UTF-16 units before the range, `length` those in it;
        // `text.startIndex...` is the whole string. Another form is an error at the call, never
        // a silent zero.
        initializer("NSRange") { runtime, arguments in
            // A range of a string the preview cannot know (another file's value, a stand-in) is
            // as unknown as the string: the stand-in goes on, its warning naming where it began.
            if let unknown = runtime.unknownAnyArgument(arguments.all) { return unknown }
            if arguments.all.isEmpty { return runtime.interpreter.nativeValue("NSRange", FoundationRange(location: 0, length: 0)) }
            if arguments.all.count == 2, arguments.all[0].label == nil, arguments.all[1].label == "in",
               case let .range(range) = arguments.all[0].value, case let .string(text) = arguments.all[1].value {
                let characters = Array(text)
                func offset(_ bound: Value?) -> Int? { if case let .int(number)? = bound { return number }; return nil }
                let lower = offset(range.lower) ?? 0
                let upper = offset(range.upper).map { range.isClosed ? $0 + 1 : $0 } ?? characters.count
                guard lower >= 0, lower <= upper, upper <= characters.count else {
                    throw runtime.failure("the range given to 'NSRange(_:in:)' is outside the string")
                }
                func units(_ slice: ArraySlice<Character>) -> Int { slice.reduce(0) { $0 + String($1).utf16.count } }
                return runtime.interpreter.nativeValue("NSRange", FoundationRange(location: units(characters[..<lower]),
                                                                                 length: units(characters[lower..<upper])))
            }
            func integer(_ label: String) throws -> Int {
                guard let value = arguments[label] else {
                    throw runtime.failure("no 'NSRange' initializer takes the labels (\(arguments.all.map { ($0.label ?? "_") + ":" }.joined()))")
                }
                guard case let .int(number) = value else { throw runtime.mismatch(value, expected: "Int", parameter: label) }
                return number
            }
            return runtime.interpreter.nativeValue("NSRange", FoundationRange(location: try integer("location"), length: try integer("length")))
        }
        for (name, read) in [("location", \FoundationRange.location), ("length", \FoundationRange.length)] {
            type.computedProperties[name] = ComputedProperty(getter: .native(name) { _, selfValue, _ in
                .int(selfValue.nativePayload(FoundationRange.self)?[keyPath: read] ?? 0)
            })
        }
        type.computedProperties["upperBound"] = ComputedProperty(getter: .native("upperBound") { _, selfValue, _ in
            let range = selfValue.nativePayload(FoundationRange.self)
            return .int((range?.location ?? 0) + (range?.length ?? 0))
        })
    }

    /// The UTF-16 units `start ..< start + count` of `text`, or Foundation's range exception.
    func utf16Slice(_ text: String, from start: Int, count: Int) throws -> String {
        let units = Array(text.utf16)
        guard start >= 0, count >= 0, start <= units.count, count <= units.count - start else {
            throw failure("Fatal error: range {\(start), \(count)} out of bounds; string length \(units.count)", kind: .trap)
        }
        return String(decoding: units[start ..< start + count], as: UTF16.self)
    }
}
