import SwiftInterpreter

/// Foundation's `Timer` made and scheduled by code (Apple docs, "Timer":
/// `scheduledTimer(withTimeInterval:repeats:block:)`, `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`,
/// `init(timeInterval:repeats:block:)`, `init(fire:interval:repeats:block:)`, `invalidate()`,
/// `isValid`, `fire()`, `timeInterval`, `tolerance`, `userInfo`; `RunLoop.add(_:forMode:)`). A
/// timer fires only as time passes, which never happens while LayoutLens lays a preview out, so its
/// block never runs on its own (`settlingNeverRuns`, as for `Timer.publish`); `fire()` runs it once
/// at once, as Apple documents ("causes the timer's message to be sent to its target"); a timer is
/// valid until `invalidate()`. A timer is a class: every reference shares it.
extension SwiftUIRuntime {
    final class TimerState {
        var interval: Double
        var block: Function?
        var isValid = true
        init(interval: Double, block: Function?) {
            self.interval = interval
            self.block = block
        }
    }

    func registerTimer() {
        guard let timer = interpreter.type(named: "Timer") ?? registerAppleType("Timer") else { return }
        func made(_ runtime: SwiftUIRuntime, _ arguments: [CallArgument], scheduled: Bool) -> Value {
            var interval = 0.0
            if let given = arguments.first(where: { $0.label == "withTimeInterval" || $0.label == "timeInterval" || $0.label == "interval" })?.value,
               let number = Self.boxedNumber(given) { interval = number.value }
            var block: Function?
            if case let .function(function)? = arguments.last?.value { block = function }
            if scheduled {
                runtime.warn(.settlingNeverRuns("'Timer.scheduledTimer' (a timer)"), at: runtime.interpreter.currentRange)
            }
            return runtime.interpreter.nativeValue("Timer", TimerState(interval: interval, block: block))
        }
        timer.staticMethods["scheduledTimer"] = [.hosted("scheduledTimer") { runtime, _, arguments in made(runtime, arguments, scheduled: true) }]
        timer.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in made(runtime, arguments, scheduled: false) })
        timer.addMethod("invalidate", .native("invalidate") { _, selfValue, _ in
            selfValue.nativePayload(TimerState.self)?.isValid = false
            return .void
        })
        timer.addMethod("fire", .native("fire") { interpreter, selfValue, _ in
            guard let state = selfValue.nativePayload(TimerState.self), state.isValid, let block = state.block else { return .void }
            _ = try interpreter.call(block, [selfValue])
            return .void
        })
        timer.computedProperties["isValid"] = ComputedProperty(getter: .native("isValid") { _, selfValue, _ in
            .bool(selfValue.nativePayload(TimerState.self)?.isValid ?? false)
        })
        timer.computedProperties["timeInterval"] = ComputedProperty(getter: .native("timeInterval") { _, selfValue, _ in
            .double(selfValue.nativePayload(TimerState.self)?.interval ?? 0)
        })
        for name in ["tolerance", "userInfo"] {
            timer.computedProperties[name] = ComputedProperty(getter: .native(name) { _, _, _ in name == "tolerance" ? .double(0) : .nil },
                                                              setter: .native(name) { _, _, _ in .void })
        }
        // `RunLoop.main.add(timer, forMode: .common)`: scheduling it changes nothing above.
        interpreter.type(named: "RunLoop")?.addMethod("add", .native("add") { _, _, _ in .void })
    }
}
