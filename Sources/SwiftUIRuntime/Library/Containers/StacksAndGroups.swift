import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `HStack`, `VStack`, their lazy forms, `ZStack`, `Group`, `ForEach`, `GeometryReader`, `AnyView`
/// and `EmptyView`: containers whose rules are measured in the engine (`StackLayout`, `ZStackLayout`,
/// `GroupLayout`; sources in `docs/engine.md` and `swiftui-layout-facts.md`). `ForEach` runs its
/// content once per element, at most 1,000 elements (a budget, not SwiftUI's).
extension SwiftUIRuntime {
    func registerStacks() {
        for name in ["HStack", "LazyHStack", "VStack", "LazyVStack"] {
            initializer(name) { `self`, arguments in
                try arguments.check(allowed: ["alignment", "spacing", "content", "pinnedViews"], unlabelledCount: 0, in: self)
                let source = self.currentLocation
                let spacing = try self.optionalNumber(arguments["spacing"], "spacing")
                let layout: StackLayout
                if name.hasSuffix("HStack") {
                    let alignment = try arguments["alignment"].map { try self.vertical($0) } ?? .center
                    layout = .hStack(alignment: alignment, spacing: spacing)
                } else {
                    let alignment = try arguments["alignment"].map { try self.horizontal($0) } ?? .center
                    layout = .vStack(alignment: alignment, spacing: spacing)
                }
                return self.view(name, .container(layout, label: name, content: try self.builtContent(arguments)), source: source)
            }
        }
        initializer("ZStack") { `self`, arguments in
            try arguments.check(allowed: ["alignment", "content"], unlabelledCount: 0, in: self)
            let source = self.currentLocation
            let alignment = try arguments["alignment"].map { try self.alignment($0) } ?? .center
            return self.view("ZStack", .container(ZStackLayout(alignment: alignment), label: "ZStack",
                                                  content: try self.builtContent(arguments)), source: source)
        }
        initializer("Group") { `self`, arguments in
            let source = self.currentLocation
            return self.view("Group", .container(GroupLayout(name: "Group"), label: "Group", content: try self.builtContent(arguments)),
                             source: source)
        }
        initializer("ForEach") { `self`, arguments in
            let source = self.currentLocation
            let range = self.interpreter.currentRange
            // `ForEach(_:id:content:)`, `ForEach(_:content:)` and `ForEach(_:editActions:content:)`
            // (Apple, "ForEach"); another label (`ForEach(enumerating:)`) is an extension's, never
            // the data: the trailing closure is not a collection.
            try arguments.check(allowed: ["id", "content", "editActions"], unlabelledCount: 1, in: self)
            let contentIndex = arguments.trailingClosure == nil ? nil : arguments.all.count - 1
            guard let data = arguments.all.indices.first(where: { arguments.all[$0].label == nil && $0 != contentIndex }).map({ arguments.all[$0].value }) else {
                throw self.failure(.missingArgument(position: 1, callee: "ForEach"))
            }
            guard let content = arguments["content"].flatMap({ if case let .function(f) = $0 { f } else { nil } }) ?? arguments.trailingClosure else {
                throw self.failure(.missingArgument("content", callee: "ForEach"))
            }
            if case let .range(range) = data, let lower = range.lower, let upper = range.upper,
               case let .int(low) = lower, case let .int(high) = upper, high < low {
                throw self.failure(.trapRangeBounds())
            }
            let elements = try self.dataElements(data)
            guard elements.count <= 1_000 else {
                throw self.failure(.limitElements("ForEach", count: elements.count))
            }
            try self.warnRepeatedIdentifier(in: data, elements, id: arguments["id"], at: range)
            var rows: [Value] = []
            for element in elements { rows.append(try self.interpreter.call(content, [element], building: "ViewBuilder")) }
            return self.view("ForEach", .container(GroupLayout(name: "ForEach"), label: "ForEach", content: .array(rows)), source: source)
        }
        initializer("GeometryReader") { `self`, arguments in
            let source = self.currentLocation
            guard let content = arguments.trailingClosure else { throw self.failure(.missingArgument("content", callee: "GeometryReader")) }
            return self.view("GeometryReader", .geometryReader(content: content, range: self.interpreter.currentRange), source: source)
        }
        initializer("AnyView") { `self`, arguments in
            guard let wrapped = arguments.unlabelled.first else { throw self.failure(.missingArgument(callee: "AnyView")) }
            return self.view("AnyView", .list([wrapped]))
        }
        initializer("EmptyView") { `self`, _ in
            self.view("EmptyView", .leaf(ViewNode(EmptyLeaf(), label: "EmptyView", source: self.currentLocation)))
        }
    }
}
