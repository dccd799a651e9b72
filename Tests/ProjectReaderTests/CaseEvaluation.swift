import LayoutEngine
@testable import ProjectReader

/// A value an `// expect:` comparison compares.
indirect enum CaseValue: Equatable, CustomStringConvertible {
    case number(Double)
    case string(String)
    case list([CaseValue])
    /// A property a view does not have, such as the text of a colour.
    case nothing

    var description: String {
        switch self {
        case let .number(value): CaseTerm.format(value)
        case let .string(text): "\"\(text)\""
        case let .list(elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .nothing: "nothing"
        }
    }
}

/// Evaluates comparisons against one reading: its diagnostics, its scenarios and the placed views
/// of its first scenario laid out as the engine's defaults lay it out.
struct CaseEvaluation {
    let reading: FileReading
    /// The first scenario laid out, depth first; nil when the reading has no scenario.
    let views: [PlacedView]?

    init(reading: FileReading) {
        self.reading = reading
        views = reading.scenarios.first.map { $0.layout().root.allViews }
    }

    /// What a path denotes while its steps are applied.
    private enum Node {
        case view(PlacedView)
        /// Views not yet indexed: a property other than `count` reads the first.
        case views([PlacedView], all: Bool)
        case scenarios([Scenario])
        case scenario(Scenario)
        case value(CaseValue)
    }

    /// Whether the comparison holds; throws when a side cannot be evaluated (no such view, a
    /// property the value has not, numbers compared with texts).
    func holds(_ comparison: CaseComparison) throws -> Bool {
        let left = try value(of: comparison.left)
        let right = try value(of: comparison.right)
        switch comparison.comparison {
        case .equal: return left == right
        case .notEqual: return left != right
        case .contains, .excludes:
            guard case let .list(elements) = left else { throw CaseError("\(comparison.left) is \(left), not a list") }
            return elements.contains(right) == (comparison.comparison == .contains)
        case .less, .greater, .lessOrEqual, .greaterOrEqual:
            guard case let .number(a) = left, case let .number(b) = right else {
                throw CaseError("\(left) and \(right) are not both numbers")
            }
            switch comparison.comparison {
            case .less: return a < b
            case .greater: return a > b
            case .lessOrEqual: return a <= b
            default: return a >= b
            }
        }
    }

    /// The value of `term`, for comparing and for failure messages.
    func value(of term: CaseTerm) throws -> CaseValue {
        switch term {
        case let .number(value): return .number(value)
        case let .string(text): return .string(text)
        case let .name(name): return .string(name)
        case let .list(elements, _): return .list(try elements.map(value(of:)))
        case let .path(path): return try value(of: path)
        case let .sum(left, sign, right):
            guard case let .number(a) = try value(of: left), case let .number(b) = try value(of: right) else {
                throw CaseError("\(term) adds values that are not numbers")
            }
            return .number(sign == .plus ? a + b : a - b)
        }
    }

    private func value(of path: CasePath) throws -> CaseValue {
        var node: Node
        switch path.selector {
        case .scenarios: node = .scenarios(reading.scenarios)
        case .scenario:
            guard let first = reading.scenarios.first else { throw CaseError("the file has no scenario") }
            node = .scenario(first)
        case .root:
            node = .view(try laidOut()[0])
        case let .views(kind, label):
            node = .views(try laidOut().filter { (kind == nil || $0.kind == kind) && (label == nil || $0.label == label) }, all: false)
        }
        for step in path.steps {
            node = try apply(step, to: node, in: path)
        }
        switch node {
        case let .value(value): return value
        default: throw CaseError("\(path) names views, not a value: add a property such as .width")
        }
    }

    private func laidOut() throws -> [PlacedView] {
        guard let views else { throw CaseError("the file has no scenario to lay out") }
        return views
    }

    private func apply(_ step: CasePath.Step, to node: Node, in path: CasePath) throws -> Node {
        switch (step, node) {
        case let (.index(index), .views(views, _)):
            guard index < views.count else { throw CaseError("\(path): only \(views.count) such views") }
            return .view(views[index])
        case let (.index(index), .value(.list(elements))):
            guard index < elements.count else { throw CaseError("\(path): only \(elements.count) elements") }
            return .value(elements[index])
        case let (.all, .views(views, _)):
            return .views(views, all: true)
        case let (.property("count"), .views(views, _)):
            return .value(.number(Double(views.count)))
        case let (.property("count"), .scenarios(scenarios)):
            return .value(.number(Double(scenarios.count)))
        case let (.property("count"), .value(.list(elements))):
            return .value(.number(Double(elements.count)))
        case let (.property(name), .views(views, all: false)):
            guard let first = views.first else { throw CaseError("\(path): no such view") }
            return try apply(.property(name), to: .view(first), in: path)
        case let (.property(name), .views(views, all: true)):
            return .value(.list(try views.map { try property(name, of: $0, in: path) }))
        case let (.property("children"), .view(view)):
            return .views(view.children, all: false)
        case let (.property(name), .view(view)):
            return .value(try property(name, of: view, in: path))
        case let (.property("name"), .scenario(scenario)):
            return .value(.string(scenario.name))
        default:
            throw CaseError("\(path): cannot apply \(step) here")
        }
    }

    /// A property of a placed view: its frame and its parts, its kind and label, what it shows.
    private func property(_ name: String, of view: PlacedView, in path: CasePath) throws -> CaseValue {
        let frame = view.frame
        switch name {
        case "x": return .number(frame.origin.x)
        case "y": return .number(frame.origin.y)
        case "width": return .number(frame.width)
        case "height": return .number(frame.height)
        case "size": return .list([.number(frame.width), .number(frame.height)])
        case "origin": return .list([.number(frame.origin.x), .number(frame.origin.y)])
        case "frame": return .list([.number(frame.origin.x), .number(frame.origin.y), .number(frame.width), .number(frame.height)])
        case "kind": return .string(view.kind)
        case "label": return .string(view.label)
        case "text": return view.text.map { .string($0.lines.map(\.text).joined()) } ?? .nothing
        case "lines": return view.text.map { .list($0.lines.map { .string($0.text) }) } ?? .nothing
        case "firstLine": return view.text?.lines.first.map { .string($0.text) } ?? .nothing
        case "content": return .string(Self.describe(view.content))
        case "fontSize": return view.text.map { .number($0.font.size) } ?? .nothing
        case "fontWeight": return view.text.map { .string($0.font.weight.rawValue) } ?? .nothing
        case "fontDesign": return view.text.map { .string($0.font.design.rawValue) } ?? .nothing
        default: throw CaseError("\(path): a view has no property '\(name)'")
        }
    }

    /// `shape(capsule)`, `color`, `text`: what a leaf draws, without payloads other than a shape's.
    static func describe(_ content: PlacedContent) -> String {
        switch content {
        case .none: "none"
        case .color: "color"
        case let .shape(shape): "shape(\(shape))"
        case let .image(name, _): "image(\(name))"
        case .text: "text"
        case .spacer: "spacer"
        case .divider: "divider"
        case let .chart(drawing): "chart(\(drawing.summary))"
        }
    }
}
