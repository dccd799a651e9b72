import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `ScrollView(axes) { … }`: `ScrollViewLayout` (measured: the SwiftUI Field Guide, "Scroll View").
/// `showsIndicators` is read and never changes layout; `contentMargins` above it inset its content
/// (`ContentMargins.swift`).
extension SwiftUIRuntime {
    func registerScrollView() {
        initializer("ScrollView") { `self`, arguments in
            try arguments.check(allowed: ["showsIndicators", "content"], unlabelledCount: 2, in: self)
            let source = self.currentLocation
            var horizontal = false, vertical = true
            if let axes = arguments.unlabelled.first, !axes.isFunction {
                let names = try self.axisNames(axes)
                horizontal = names.contains("horizontal")
                vertical = names.contains("vertical")
            }
            if let shows = arguments["showsIndicators"] { _ = try self.bool(shows, "showsIndicators") }
            let content = try self.builtContent(arguments)
            // Resolved where it stands, so that the `contentMargins` above it are known.
            return self.view("ScrollView", .deferred { [unowned self] in
                var layout = ScrollViewLayout(horizontal: horizontal, vertical: vertical)
                layout.contentInsets = try self.contentMarginsInEffect()
                return self.view("ScrollView", .container(layout, label: "ScrollView", content: content), source: source)
            }, source: source)
        }
    }

    /// `.horizontal`, `.vertical`, `[.horizontal, .vertical]`, `[]` or `.init()` (an `Axis.Set`,
    /// an `OptionSet`, whose `init()` is the empty set: Swift standard library, "OptionSet").
    func axisNames(_ value: Value) throws -> Set<String> {
        if case let .array(values) = value { return try values.reduce(into: Set<String>()) { $0.formUnion(try axisNames($1)) } }
        if Self.isEmptyOptionSetInit(value) { return [] }
        let name = try caseName(value, "Axis.Set")
        guard name == "horizontal" || name == "vertical" else {
            throw failure(.noMemberOnType(name, type: "Axis.Set"), naming: name)
        }
        return [name]
    }

    /// `.init()` where an option set is expected: the empty set (`OptionSet`'s `init()`, Swift
    /// standard library: "Creates an empty option set").
    static func isEmptyOptionSetInit(_ value: Value) -> Bool {
        guard case let .unresolvedMember(member) = value, member.name == "init", member.steps.isEmpty,
              let arguments = member.arguments else { return false }
        return arguments.isEmpty
    }
}
