import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// One piece of a map's content (Apple, "MapContent"): what it is, where it is and, for an
/// annotation, the view drawn there.
struct MapContentItem {
    enum Kind {
        /// `Annotation(_:coordinate:anchor:content:)` and the iOS 14 `MapAnnotation`: a view of
        /// the program's, its `anchor` point on the coordinate.
        case annotation(view: Value, anchor: Point)
        /// `Marker`, `MapMarker`, `MapPin`: MapKit's balloon or pin in the tint colour.
        case marker(tint: Value?)
        /// `MapPolyline`, `MapPolygon`, `MapCircle`: shapes drawn on the tiles.
        case overlay
        /// `UserAnnotation()`: the user's location, which a preview does not have.
        case userLocation
    }

    var name: String
    var kind: Kind
    var coordinate: Value?
    var range: SourceRange?
}

extension SwiftUIRuntime {
    static let mapContentBuilderName = "MapContentBuilder"
    /// At most this many pieces of content in one map, as many as a `ForEach` repeats.
    static let mapContentLimit = 1_000
    /// The names of the map content types, each a native type conforming to `MapContent`.
    static let mapContentTypeNames = ["Annotation", "Marker", "MapPolyline", "MapPolygon", "MapCircle", "UserAnnotation",
                                      "MapMarker", "MapPin", "MapAnnotation"]
    /// Content modifiers that change nothing LayoutLens draws (Apple, "MapContent": `stroke`,
    /// `foregroundStyle`, `annotationTitles`, `tag`, `mapOverlayLevel`, …); `tint` colours a marker.
    static let neutralMapContentModifiers = ["stroke", "foregroundStyle", "annotationTitles", "annotationSubtitles", "tag",
                                             "mapOverlayLevel", "mapItemDetailSelectionAccessory", "mapItemDetailPopover"]

    /// `MapContentBuilder`: a block is the array of its parts, an `if` without `else` its
    /// content or nothing. The file's own `MapContent` types build their `body` with it.
    func registerMapContentBuilder() {
        interpreter.resultBuilders[Self.mapContentBuilderName] = .collectingComponents(name: Self.mapContentBuilderName)
        interpreter.implicitBuilders["MapContent"] = ["body": Self.mapContentBuilderName]
        // A `@MapContentBuilder` property's block (the array of its parts, as the builder
        // collects them) is `MapContent` too and takes the same modifiers
        // (`mapContent.annotationTitles(.hidden)`). Those a chart block also takes
        // (`foregroundStyle`) make a `ChartContentGroup`, which `collectMapContent` opens.
        // Registered at once with the builder: `Array` is a type every program reads.
        for modifier in Self.neutralMapContentModifiers where !Self.blockChartContentModifiers.contains(modifier) {
            interpreter.type(named: "Array")?.addMethod(modifier, .native(modifier, labels: nil) { _, selfValue, _ in selfValue })
        }
    }

    func registerMapContent() {
        if interpreter.type(named: "MapContent") == nil { interpreter.declareType("MapContent", kind: .protocolType) }
        for name in Self.mapContentTypeNames {
            guard let type = registerAppleType(name) else { continue }
            type.conformances = ["MapContent"]
            initializer(name) { `self`, arguments in try self.mapContentItem(name, arguments) }
            type.addMethod("tint", .native("tint", labels: nil) { interpreter, selfValue, arguments in
                guard var item = selfValue.nativePayload(MapContentItem.self) else { return selfValue }
                if case .marker = item.kind { item.kind = .marker(tint: arguments.first?.value) }
                return interpreter.nativeValue(name, item)
            })
            for modifier in Self.neutralMapContentModifiers {
                type.addMethod(modifier, .native(modifier, labels: nil) { _, selfValue, _ in selfValue })
            }
        }
    }

    private func mapContentItem(_ name: String, _ arguments: NativeArguments) throws -> Value {
        let range = interpreter.currentRange
        let coordinate = arguments["coordinate"] ?? arguments["item"].map { mapItemCoordinate($0) }
        let kind: MapContentItem.Kind
        switch name {
        case "Annotation", "MapAnnotation":
            // The content closure: `content:` or the first closure without a label (a second,
            // `label:`, is the annotation's title view, drawn by MapKit under the content).
            let closure = arguments.all.lazy.compactMap { argument -> Function? in
                guard argument.label == nil || argument.label == "content", case let .function(f) = argument.value else { return nil }
                return f
            }.first
            guard let closure else { throw failure(.missingArgument("content", callee: name)) }
            let content = try interpreter.call(closure, [], building: "ViewBuilder")
            // Apple: `Annotation`'s anchor and `MapAnnotation`'s anchorPoint default to the centre
            // (`anchor: UnitPoint = .center`; `anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)`).
            let fallback = Point(x: 0.5, y: 0.5)
            var anchor = fallback
            if let unit = arguments["anchor"] {
                let point = try unitPoint(unit)
                anchor = Point(x: point.x, y: point.y)
            } else if let point = arguments["anchorPoint"] {
                // A `CGPoint` in unit coordinates of the view.
                anchor = Point(x: try number(try interpreter.member(of: point, named: "x"), "x"),
                                  y: try number(try interpreter.member(of: point, named: "y"), "y"))
            }
            kind = .annotation(view: content, anchor: anchor)
        case "Marker", "MapMarker", "MapPin":
            kind = .marker(tint: arguments["tint"])
        case "UserAnnotation":
            kind = .userLocation
        default:
            kind = .overlay
        }
        return interpreter.nativeValue(name, MapContentItem(name: name, kind: kind, coordinate: coordinate, range: range))
    }

    /// The coordinate of an `MKMapItem` (its placemark's).
    func mapItemCoordinate(_ item: Value) -> Value {
        let placemark = item.nativePayload(MapRecord.self)?.fields["placemark"]
        return placemark?.nativePayload(MapRecord.self)?.fields["coordinate"] ?? .void
    }

    /// The content `value` holds: a piece of content, a builder block, a `ForEach`'s rows, a view
    /// the view builder made around them, or a value of the file's own `MapContent` type.
    func collectMapContent(_ value: Value, into items: inout [MapContentItem], depth: Int = 0) throws {
        guard depth < Self.maximumViewDepth else {
            throw failure("map content nests more than \(Self.maximumViewDepth) levels deep; the scenario is left out", kind: .limit)
        }
        switch value {
        case let .array(values):
            for item in values { try collectMapContent(item, into: &items, depth: depth + 1) }
        case let .optional(wrapped?):
            try collectMapContent(wrapped, into: &items, depth: depth + 1)
        case .optional(nil), .void:
            return
        case let .native(native):
            if let item = native.payload as? MapContentItem {
                guard items.count < Self.mapContentLimit else { throw failure(.limitElements("Map", count: items.count + 1)) }
                items.append(item)
            } else if let description = native.payload as? ViewDescription {
                switch description.content {
                case let .list(values): try collectMapContent(.array(values), into: &items, depth: depth + 1)
                case let .container(_, _, content): try collectMapContent(content, into: &items, depth: depth + 1)
                case let .environment(base, _): try collectMapContent(base, into: &items, depth: depth + 1)
                case let .modified(base, modifier):
                    var inner: [MapContentItem] = []
                    try collectMapContent(base, into: &inner, depth: depth + 1)
                    if modifier.name == "tint" {
                        inner = inner.map { item in
                            guard case .marker(nil) = item.kind else { return item }
                            var tinted = item
                            tinted.kind = .marker(tint: modifier.arguments.first?.value)
                            return tinted
                        }
                    }
                    items += inner
                case .leaf, .deferred, .modifierBody, .geometryReader:
                    throw failure("'\(native.type.name)' is not map content; a map holds content such as Marker and Annotation")
                }
            } else if let group = native.payload as? ChartContentGroup, Self.neutralMapContentModifiers.contains(group.name) {
                try collectMapContent(group.base, into: &items, depth: depth + 1)
            } else if let undefined = Self.undefinedName(value) {
                warn(.mapContentApproximated(undefined.path, rule: "map content that no file read declares is left out"), at: undefined.range)
            } else {
                throw failure("'\(native.type.name)' is not map content; a map holds content such as Marker and Annotation")
            }
        case .structValue, .object:
            try collectMapContent(try interpreter.member(of: value, named: "body"), into: &items, depth: depth + 1)
        default:
            throw failure("'\(interpreter.typeName(of: value))' is not map content; a map holds content such as Marker and Annotation")
        }
    }
}
