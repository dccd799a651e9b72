import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `.badge(_:)` with a count, a string or a `Text` (Apple, `badge(_:)`: "Badges appear in list
/// rows, tab bars, toolbar items, and menus"; a count of zero or a nil label hides the badge).
///
/// In a `List`/`Form` row the badge is a text at the row's trailing edge, the row's content
/// leading (the menu `Picker`'s row rule, `PickerLayout`; the gap is that rule's **unverified**
/// 8 pt), as Apple's example shows a count at the end of a "Recents" row. Elsewhere — on a tab's
/// content, where the tab bar draws it over the item's glyph, or on a toolbar item — it takes no
/// room: the view keeps its frame.
extension SwiftUIRuntime {
    func registerBadge() {
        guard let viewType = interpreter.type(named: "View") else { return }
        viewType.addMethod("badge", .hosted("badge", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("badge", arguments)
            try arguments.check(allowed: [], unlabelledCount: 1, in: self)
            guard let value = arguments.unlabelled.first else { throw self.failure(.missingArgument(callee: "badge")) }
            let source = self.currentLocation
            let badge = try self.badgeView(value, source: source)
            let content = base
            return self.view("Badge", .deferred { [unowned self] in
                guard let badge, case .bool(true)? = self.environment.values[ListKey.insideList] else { return content }
                return self.controlRow("Badge", label: content, trailing: badge, source: source)
            }, source: source)
        })
    }

    /// The badge's text, or nil when the badge is hidden (0, nil) or its value is another file's
    /// (said: the row is laid out without it).
    private func badgeView(_ value: Value, source: SourceLocation?) throws -> Value? {
        switch value {
        case let .optional(wrapped):
            guard let wrapped else { return nil }
            return try badgeView(wrapped, source: source)
        case let .int(count):
            return count == 0 ? nil : text(String(count), source: source)
        case let .string(label):
            return text(label, source: source)
        default:
            if interpreter.isUnseen(value) {
                assumed("no badge", for: value)
                return nil
            }
            // `Text("New").bold()`: the view itself.
            return value
        }
    }
}
