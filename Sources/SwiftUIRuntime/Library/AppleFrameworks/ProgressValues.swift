import Foundation
import SwiftInterpreter

/// Foundation's `Progress` (Apple docs, "Progress"): `init()`, `init(totalUnitCount:)`,
/// `init(totalUnitCount:parent:pendingUnitCount:)`, `discreteProgress(totalUnitCount:)`;
/// `totalUnitCount`, `completedUnitCount` (settable), `fractionCompleted` (completed ÷ total; 0
/// when the total is 0), `isIndeterminate` (a count below 0, or both 0), `isFinished` (completed ≥
/// total > 0), `isCancelled`/`isPaused` with `cancel()`/`pause()`/`resume()`, `kind`,
/// `fileOperationKind`, `throughput`, `estimatedTimeRemaining`, `fileTotalCount`,
/// `fileCompletedCount`, `isCancellable`, `isPausable`, `userInfo` (kept as set).
/// `localizedDescription` and `localizedAdditionalDescription` are the text set, else computed as
/// the docs' examples show: "30% completed" (the percentage as `NumberFormatter`'s percent style
/// writes it) and "40 of 100" (decimal counts); for `kind = .file` the counts are byte counts
/// ("848.4 MB of 11.94 GB"; the rate and time remaining Apple may add are not: **unverified**
/// wording). The counts and fractions are Linux Foundation's `Progress`'s; its descriptions are
/// empty, so they are not the oracle for the texts. A progress is a class: every reference shares
/// it. A child progress does not report to its parent here (an approximation).
extension SwiftUIRuntime {
    final class ProgressState {
        var total: Int
        var completed = 0
        var values: [String: Value] = [:]
        var isCancelled = false
        var isPaused = false
        init(total: Int) { self.total = total }

        var fraction: Double { total > 0 ? Double(completed) / Double(total) : 0 }
        var isIndeterminate: Bool { total < 0 || completed < 0 || (total == 0 && completed == 0) }
        var isFile: Bool { if case let .string(kind)? = values["kind"] { return kind == "file" }; return false }

        var description: String {
            if case let .string(text)? = values["localizedDescription"] { return text }
            let percent = NumberFormatter()
            percent.numberStyle = .percent
            percent.locale = Locale(identifier: "en_US")
            return (percent.string(from: NSNumber(value: fraction)) ?? "0%") + " completed"
        }

        var additionalDescription: String {
            if case let .string(text)? = values["localizedAdditionalDescription"] { return text }
            if isFile {
                return ByteCountFormatter.string(fromByteCount: Int64(completed), countStyle: .file) + " of "
                    + ByteCountFormatter.string(fromByteCount: Int64(total), countStyle: .file)
            }
            let decimal = NumberFormatter()
            decimal.numberStyle = .decimal
            decimal.locale = Locale(identifier: "en_US")
            return (decimal.string(from: NSNumber(value: completed)) ?? "\(completed)") + " of " + (decimal.string(from: NSNumber(value: total)) ?? "\(total)")
        }
    }

    func registerProgress() {
        guard let progress = registerAppleType("Progress") else { return }
        progress.conformances = ["ProgressReporting"]
        func state(_ value: Value) -> ProgressState? { value.nativePayload(ProgressState.self) }
        func count(_ value: Value?) -> Int {
            guard let value, let number = Self.boxedNumber(value), number.value.isFinite, abs(number.value) < 9.2e18 else { return 0 }
            return Int(number.value)
        }
        initializer("Progress") { `self`, arguments in
            self.interpreter.nativeValue("Progress", ProgressState(total: count(arguments["totalUnitCount"])))
        }
        progress.staticMethods["discreteProgress"] = [.native("discreteProgress") { interpreter, _, arguments in
            interpreter.nativeValue("Progress", ProgressState(total: count(arguments.first?.value)))
        }]
        for (name, keyPath) in [("totalUnitCount", \ProgressState.total), ("completedUnitCount", \ProgressState.completed)] {
            settingsProperty(progress, name, ProgressState.self, empty: .int(0), get: { .int($0[keyPath: keyPath]) },
                             set: { $0[keyPath: keyPath] = count($1) })
        }
        let reads: [(String, (ProgressState) -> Value)] = [
            ("fractionCompleted", { .double($0.fraction) }), ("isIndeterminate", { .bool($0.isIndeterminate) }),
            ("isFinished", { .bool($0.total > 0 && $0.completed >= $0.total) }), ("isCancelled", { .bool($0.isCancelled) }),
            ("isPaused", { .bool($0.isPaused) }),
        ]
        for (name, read) in reads {
            progress.computedProperties[name] = ComputedProperty(getter: .native(name) { _, selfValue, _ in state(selfValue).map(read) ?? .bool(false) })
        }
        settingsProperty(progress, "localizedDescription", ProgressState.self, empty: .string(""), get: { .string($0.description) },
                         set: { $0.values["localizedDescription"] = $1 })
        settingsProperty(progress, "localizedAdditionalDescription", ProgressState.self, empty: .string(""),
                         get: { .string($0.additionalDescription) }, set: { $0.values["localizedAdditionalDescription"] = $1 })
        // Kept as set and read back; `kind` keeps its case's name (`.file`).
        let kept: [(String, Value)] = [("kind", .nil), ("fileOperationKind", .nil), ("throughput", .nil), ("estimatedTimeRemaining", .nil),
                                       ("fileTotalCount", .nil), ("fileCompletedCount", .nil), ("fileURL", .nil), ("userInfo", .dictionary(OrderedDictionary())),
                                       ("isCancellable", .bool(true)), ("isPausable", .bool(false))]
        for (name, initial) in kept {
            settingsProperty(progress, name, ProgressState.self, empty: initial, get: { $0.values[name] ?? initial },
                             set: { settings, value in settings.values[name] = Self.caseName(value).map(Value.string) ?? value })
        }
        let actions: [(String, (ProgressState) -> Void)] = [
            ("cancel", { $0.isCancelled = true }), ("pause", { $0.isPaused = true }), ("resume", { $0.isPaused = false }),
        ]
        for (name, act) in actions {
            progress.addMethod(name, .native(name) { _, selfValue, _ in
                state(selfValue).map(act)
                return .void
            })
        }
        for name in ["addChild", "becomeCurrent", "resignCurrent", "setUserInfoObject", "publish", "unpublish"] {
            progress.addMethod(name, .native(name) { _, _, _ in .void })
        }
    }
}
