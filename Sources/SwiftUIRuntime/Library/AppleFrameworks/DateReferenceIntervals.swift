import SwiftInterpreter

/// Foundation's `Date` intervals measured from now and from the reference date (Apple docs,
/// "Date": `timeIntervalSinceNow`, `timeIntervalSinceReferenceDate`,
/// `init(timeIntervalSinceReferenceDate:)`, the static `timeIntervalSinceReferenceDate` and
/// `timeIntervalBetween1970AndReferenceDate`). The reference date is 2001-01-01 00:00:00 UTC,
/// 978 307 200 s after 1970 (31 years of which 8 leap: (31 × 365 + 8) × 86 400). "Now" is the
/// interpreter's fixed moment, so an interval from now says so with the fixed-date warning.
extension SwiftUIRuntime {
    static let referenceDateSince1970 = 978_307_200.0

    func registerDateReferenceIntervals() {
        guard let date = interpreter.type(named: "Date") else { return }
        let fixedNowWarning = Interpreter.fixedNowWarning
        func seconds(_ value: Value) -> Double { value.nativePayload(Double.self) ?? Interpreter.fixedNow }
        date.computedProperties["timeIntervalSinceNow"] = ComputedProperty(getter: .native("timeIntervalSinceNow") { interpreter, selfValue, _ in
            interpreter.warn(fixedNowWarning)
            return .double(seconds(selfValue) - Interpreter.fixedNow)
        })
        date.computedProperties["timeIntervalSinceReferenceDate"] = ComputedProperty(getter: .native("timeIntervalSinceReferenceDate") { _, selfValue, _ in
            .double(seconds(selfValue) - Self.referenceDateSince1970)
        })
        date.staticComputed["timeIntervalSinceReferenceDate"] = ComputedProperty(getter: .native("timeIntervalSinceReferenceDate") { interpreter, _, _ in
            interpreter.warn(fixedNowWarning)
            return .double(Interpreter.fixedNow - Self.referenceDateSince1970)
        })
        date.staticComputed["timeIntervalBetween1970AndReferenceDate"] = ComputedProperty(getter: .native("timeIntervalBetween1970AndReferenceDate") { _, _, _ in
            .double(Self.referenceDateSince1970)
        })
        // Before the catch-all `Date(…)` initializer, which would read it as `Date()`.
        date.initializers.insert(.native("init", labels: ["timeIntervalSinceReferenceDate"]) { interpreter, _, arguments in
            interpreter.nativeValue("Date", Self.referenceDateSince1970 + (arguments.first.flatMap { Self.durationCount($0.value) } ?? 0))
        }, at: 0)
    }
}
