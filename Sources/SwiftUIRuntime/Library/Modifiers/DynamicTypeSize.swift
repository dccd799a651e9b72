import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `.dynamicTypeSize(_:)`: the Dynamic Type setting for the views below (see `DynamicTypeSize`
/// for the table). A preview's setting is the canvas's (`.large` unless `--dynamic-type` says); a
/// range (`...DynamicTypeSize.xxLarge`) clamps it, so it changes nothing unless the range leaves
/// that setting out, and then sets its nearest bound.
extension SwiftUIRuntime {
    func registerDynamicTypeSize() {
        guard let viewType = interpreter.type(named: "View") else { return }
        viewType.addMethod("dynamicTypeSize", .hosted("dynamicTypeSize", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("dynamicTypeSize", arguments)
            try arguments.check(allowed: [], unlabelledCount: 1, in: self)
            guard let value = arguments.unlabelled.first else { throw self.failure(.missingArgument(callee: "dynamicTypeSize")) }
            let size: DynamicTypeSize?
            if case let .range(range) = value {
                size = try self.clampedDefault(range)
            } else {
                size = try self.dynamicTypeSize(value)
            }
            guard let size else { return base }
            let modifier = ModifierDescription(name: "dynamicTypeSize") { node, _ in
                ViewNode(EnvironmentModifier(.dynamicTypeSize(size)), children: [node], label: "dynamicTypeSize", source: nil)
            }
            // What `@Environment(\.dynamicTypeSize)` (and `\.sizeCategory`) read below, too.
            var content = self.view("ModifiedContent", .environment(base: base, change: .value(key: "dynamicTypeSize",
                                                                                              self.enumCase("DynamicTypeSize", size.rawValue))))
            if let category = Self.sizeCategoryName(for: size) {
                content = self.view("ModifiedContent", .environment(base: content, change: .value(key: "sizeCategory",
                                                                                                  self.enumCase("ContentSizeCategory", category))))
            }
            return self.view("ModifiedContent", .modified(base: content, modifier: modifier))
        })
    }

    /// `.xxxLarge`, `DynamicTypeSize.accessibility2`.
    func dynamicTypeSize(_ value: Value) throws -> DynamicTypeSize {
        let name = try caseName(value, "DynamicTypeSize")
        guard let size = DynamicTypeSize(rawValue: name) else { throw failure(.noMemberOnType(name, type: "DynamicTypeSize"), naming: name) }
        return size
    }

    /// The canvas's setting clamped to `range` (nil when the setting is inside it).
    private func clampedDefault(_ range: RangeValue) throws -> DynamicTypeSize? {
        let all = DynamicTypeSize.allCases
        // Every setting is one of `allCases`.
        let current = all.firstIndex(of: settings.dynamicTypeSize) ?? all.startIndex
        if let lower = range.lower, let index = all.firstIndex(of: try dynamicTypeSize(lower)), current < index { return all[index] }
        if let upper = range.upper, var index = all.firstIndex(of: try dynamicTypeSize(upper)) {
            if !range.isClosed { index -= 1 }
            if current > index { return all[max(index, 0)] }
        }
        return nil
    }

    /// `.environment(\.dynamicTypeSize, .xxxLarge)` or `.environment(\.sizeCategory,
    /// .extraExtraExtraLarge)`: the same font scaling as `.dynamicTypeSize(_:)` (nil for other keys).
    func textSizeEnvironment(key: String, value: Value, base: Value) throws -> Value? {
        let size: DynamicTypeSize
        switch key {
        case "dynamicTypeSize": size = try dynamicTypeSize(value)
        case "sizeCategory":
            let name = try caseName(value, "ContentSizeCategory")
            guard let category = Self.sizeCategories[name] else { throw failure(.noMemberOnType(name, type: "ContentSizeCategory"), naming: name) }
            size = category
        default: return nil
        }
        let modifier = ModifierDescription(name: "dynamicTypeSize") { node, _ in
            ViewNode(EnvironmentModifier(.dynamicTypeSize(size)), children: [node], label: "dynamicTypeSize", source: nil)
        }
        return view("ModifiedContent", .modified(base: base, modifier: modifier))
    }

    /// The `ContentSizeCategory` case that corresponds to `size` (one each).
    static func sizeCategoryName(for size: DynamicTypeSize) -> String? {
        sizeCategories.first { $0.value == size }?.key
    }

    /// `ContentSizeCategory` cases and the `DynamicTypeSize` each corresponds to (Apple,
    /// `DynamicTypeSize.init(_:)` from a content size category).
    static let sizeCategories: [String: DynamicTypeSize] = [
        "extraSmall": .xSmall, "small": .small, "medium": .medium, "large": .large, "extraLarge": .xLarge,
        "extraExtraLarge": .xxLarge, "extraExtraExtraLarge": .xxxLarge, "accessibilityMedium": .accessibility1,
        "accessibilityLarge": .accessibility2, "accessibilityExtraLarge": .accessibility3,
        "accessibilityExtraExtraLarge": .accessibility4, "accessibilityExtraExtraExtraLarge": .accessibility5,
    ]
}
