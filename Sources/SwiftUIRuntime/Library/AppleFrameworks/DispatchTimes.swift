import SwiftInterpreter

/// Dispatch's points in time and intervals, as `asyncAfter(deadline:)` and
/// `asyncAfter(wallDeadline:)` take them (Apple docs, "DispatchTime", "DispatchWallTime",
/// "DispatchTimeInterval", and the operators `+(_:_:)` / `-(_:_:)` taking a `DispatchTime` and a
/// `Double` of seconds or a `DispatchTimeInterval`):
/// - `.now()` and `.distantFuture`; `DispatchTime(uptimeNanoseconds:)` and `uptimeNanoseconds`;
/// - `+` and `-` with seconds (an integer or floating literal) or a `DispatchTimeInterval`
///   (`.seconds(_:)`, `.milliseconds(_:)`, `.microseconds(_:)`, `.nanoseconds(_:)`, `.never`);
///   `<` and `==` compare two times.
/// An interval keeps the case it was made with: `case .seconds(let s)` matches `.seconds(3)`
/// only, binding 3, and it prints as `seconds(3)`; `==` compares the nanoseconds, so
/// `.seconds(1) == .milliseconds(1000)` (swift-corelibs-libdispatch, `DispatchTimeInterval.==`
/// compares `rawValue` unless one side is `.never`; all checked with swiftc 6 on Linux).
/// A preview's clock never moves: `.now()` is the same instant every time it is read (the
/// instant 0), so the output is deterministic; work scheduled for a deadline never runs
/// (`settlingNeverRuns`, `DeferredWork`).
extension SwiftUIRuntime {
    /// A point in time, in nanoseconds after the preview's "now" (`nil`: `.distantFuture`).
    struct DispatchInstant: Equatable {
        var nanoseconds: Double?
    }

    /// A `DispatchTimeInterval` in nanoseconds (`nil`: `.never`).
    struct DispatchInterval: Hashable {
        var nanoseconds: Double?
        /// The case it was made with (`seconds`, …, `never`) and its count.
        var caseName = "never"
        var count = 0

        static func == (a: Self, b: Self) -> Bool { a.nanoseconds == b.nanoseconds }
        func hash(into hasher: inout Hasher) { hasher.combine(nanoseconds) }
    }

    static let dispatchIntervalUnits: [String: Double] = [
        "seconds": 1e9, "milliseconds": 1e6, "microseconds": 1e3, "nanoseconds": 1,
    ]

    /// `.seconds(2)` and its siblings, `.never`.
    static func makeDispatchInterval(_ member: UnresolvedMember) -> DispatchInterval? {
        if member.name == "never", member.arguments == nil { return DispatchInterval(nanoseconds: nil) }
        guard let unit = dispatchIntervalUnits[member.name], let count = member.arguments?.first.flatMap({ durationCount($0.value) }) else { return nil }
        return DispatchInterval(nanoseconds: count * unit, caseName: member.name, count: Int(count))
    }

    /// The nanoseconds a `DispatchTime`'s `+`/`-` adds: seconds as a number, or an interval.
    static func dispatchOffset(_ value: Value?) -> Double?? {
        switch value.map(unwrapped) {
        case let .unresolvedMember(member)?: return makeDispatchInterval(member).map(\.nanoseconds)
        case let other?:
            if let interval = other.nativePayload(DispatchInterval.self) { return interval.nanoseconds }
            return durationCount(other).map { $0 * 1e9 }
        case nil: return nil
        }
    }

    func registerDispatchTimes() {
        var intervalDescriptor = NativeTypeDescriptor(describe: { value in
            guard let interval = value.nativePayload(DispatchInterval.self), interval.nanoseconds != nil else { return "never" }
            return "\(interval.caseName)(\(interval.count))"
        })
        intervalDescriptor.enumCase = { value in
            guard let interval = value.nativePayload(DispatchInterval.self) else { return nil }
            return interval.nanoseconds == nil ? ("never", []) : (interval.caseName, [.int(interval.count)])
        }
        intervalDescriptor.resolveImplicitMember = { interpreter, member in
            Self.makeDispatchInterval(member).map { interpreter.nativeValue("DispatchTimeInterval", $0) }
        }
        if let interval = registerAppleType("DispatchTimeInterval", descriptor: intervalDescriptor) {
            interval.conformances = ["Equatable", "Sendable"]
            for name in Self.dispatchIntervalUnits.keys.sorted() {
                interval.staticMethods[name] = [.native(name, labels: [nil]) { interpreter, _, arguments in
                    let member = UnresolvedMember(name: name, arguments: arguments)
                    return interpreter.nativeValue("DispatchTimeInterval", Self.makeDispatchInterval(member) ?? DispatchInterval(nanoseconds: 0))
                }]
            }
            interval.staticComputed["never"] = ComputedProperty(getter: .native("never") { interpreter, _, _ in
                interpreter.nativeValue("DispatchTimeInterval", DispatchInterval(nanoseconds: nil))
            })
        }
        for typeName in ["DispatchTime", "DispatchWallTime"] { registerDispatchInstant(typeName) }
    }

    private func registerDispatchInstant(_ typeName: String) {
        let descriptor = NativeTypeDescriptor(describe: { value in
            guard let nanoseconds = value.nativePayload(DispatchInstant.self)?.nanoseconds else { return "\(typeName)(distantFuture)" }
            return "\(typeName)(\(Int(nanoseconds)))"
        })
        guard let type = registerAppleType(typeName, descriptor: descriptor) else { return }
        type.conformances = ["Comparable", "Equatable", "Hashable", "Sendable"]
        // Made with the interpreter each native is called with: capturing the runtime would keep it alive.
        func instant(_ interpreter: Interpreter, _ nanoseconds: Double?) -> Value {
            interpreter.nativeValue(typeName, DispatchInstant(nanoseconds: nanoseconds))
        }
        type.staticMethods["now"] = [.native("now", labels: []) { interpreter, _, _ in instant(interpreter, 0) }]
        type.staticComputed["distantFuture"] = ComputedProperty(getter: .native("distantFuture") { interpreter, _, _ in instant(interpreter, nil) })
        if typeName == "DispatchTime" {
            type.initializers.append(.native("init", labels: ["uptimeNanoseconds"]) { interpreter, _, arguments in
                instant(interpreter, arguments.first.flatMap { Self.durationCount($0.value) } ?? 0)
            })
            type.computedProperties["uptimeNanoseconds"] = ComputedProperty(getter: .native("uptimeNanoseconds") { _, selfValue, _ in
                guard let nanoseconds = selfValue.nativePayload(DispatchInstant.self)?.nanoseconds else { return .int(Int(UInt64.max >> 1)) }
                return .int(Int(nanoseconds))
            })
        }
        for symbol in ["+", "-"] {
            type.staticMethods[symbol] = [.native(symbol, labels: [nil, nil]) { interpreter, _, arguments in
                guard let start = arguments.first?.value.nativePayload(DispatchInstant.self), let offset = Self.dispatchOffset(arguments.last?.value) else {
                    return .void
                }
                guard let from = start.nanoseconds, let by = offset else { return instant(interpreter, nil) }
                return instant(interpreter, symbol == "+" ? from + by : from - by)
            }]
        }
        type.staticMethods["<"] = [.native("<", labels: [nil, nil]) { _, _, arguments in
            let a = arguments.first?.value.nativePayload(DispatchInstant.self)?.nanoseconds ?? .infinity
            let b = arguments.last?.value.nativePayload(DispatchInstant.self)?.nanoseconds ?? .infinity
            return .bool(a < b)
        }]
        type.staticMethods["=="] = [.native("==", labels: [nil, nil]) { _, _, arguments in
            .bool(arguments.first?.value.nativePayload(DispatchInstant.self) == arguments.last?.value.nativePayload(DispatchInstant.self))
        }]
    }
}
