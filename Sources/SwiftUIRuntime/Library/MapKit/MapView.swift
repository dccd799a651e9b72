import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// MapKit for SwiftUI's `Map` (iOS 17: `Map(position:bounds:interactionModes:scope:content:)`,
/// `Map(initialPosition:…)`, `Map(selection:…)`; iOS 14–16: `Map(coordinateRegion:
/// interactionModes:showsUserLocation:userTrackingMode:annotationItems:annotationContent:)`).
/// Its content runs when the map is made. The map lays out as `MapLayout` (it takes the size it
/// is offered) and is drawn as a plain fill of the map's land colour with each annotation's view
/// at its coordinate (`MapAnnotationLayer`); the tiles are not drawn, which a warning says.
extension SwiftUIRuntime {
    /// The part of the world a map shows: its centre and, when the zoom is known, its span in
    /// degrees.
    struct MapViewport {
        var latitude: Double
        var longitude: Double
        var span: (latitudeDelta: Double, longitudeDelta: Double)?
    }

    static let mapInitializerLabels = ["position", "initialPosition", "bounds", "interactionModes", "scope", "selection",
                                       "coordinateRegion", "mapRect", "showsUserLocation", "userTrackingMode",
                                       "annotationItems", "annotationContent", "content"]

    func registerMapView() {
        guard let map = registerAppleType("Map") else { return }
        map.conformances = ["View"]
        initializer("Map") { `self`, arguments in try self.map(arguments) }
    }

    private func map(_ arguments: NativeArguments) throws -> Value {
        try arguments.check(allowed: Self.mapInitializerLabels, unlabelledCount: 1, in: self)
        let source = currentLocation
        var items: [MapContentItem] = []
        if let data = arguments["annotationItems"] {
            // iOS 14: one `MapMarker`, `MapPin` or `MapAnnotation` per item.
            guard let closure = arguments["annotationContent"].flatMap({ if case let .function(f) = $0 { f } else { nil } }) ?? arguments.trailingClosure
            else { throw failure(.missingArgument("annotationContent", callee: "Map")) }
            let elements = try dataElements(data)
            guard elements.count <= Self.mapContentLimit else { throw failure(.limitElements("Map", count: elements.count)) }
            for element in elements { try collectMapContent(try interpreter.call(closure, [element], building: "ViewBuilder"), into: &items) }
        } else if let closure = arguments["content"].flatMap({ if case let .function(f) = $0 { f } else { nil } }) ?? arguments.trailingClosure {
            try collectMapContent(try interpreter.call(closure, [], building: Self.mapContentBuilderName), into: &items)
        }
        let viewport = mapViewport(arguments, items: items)
        let range = interpreter.currentRange
        return view("Map", .deferred { [unowned self] in
            self.warn(.mapTilesNotDrawn(), at: range)
            return try self.mapView(items, viewport: viewport, source: source)
        }, source: source)
    }

    /// The map's fill and a layer for each annotation and marker, placed by `viewport`.
    private func mapView(_ items: [MapContentItem], viewport: MapViewport?, source: SourceLocation?) throws -> Value {
        var layers: [Value] = [view("Color", .leaf(ViewNode(ColorLeaf(.system(.mapLand)), label: "Map", source: source)), source: source)]
        for item in items {
            let content: Value
            switch item.kind {
            case let .annotation(view, _): content = view
            case let .marker(tint):
                let color = try tint.map { try self.color($0, "tint") } ?? .system(.red)
                warn(.mapContentApproximated(item.name, rule: "a marker is drawn as a 30 pt circle of its tint, without its balloon or title"),
                     at: item.range)
                var circle = ViewNode(ShapeLeaf(.circle), label: item.name, source: source)
                circle.style.fill = color
                content = view(item.name, .leaf(ViewNode(FrameLayout(width: 30, height: 30), children: [circle], label: item.name, source: source)))
            case .overlay:
                warn(.mapContentApproximated(item.name, rule: "shapes drawn on the map's tiles are not drawn"), at: item.range)
                continue
            case .userLocation:
                continue
            }
            let anchor: Point
            if case let .annotation(_, point) = item.kind { anchor = point } else { anchor = Point(x: 0.5, y: 0.5) }
            let layer = annotationLayer(item, viewport: viewport, anchor: anchor)
            layers.append(view("MapAnnotation", .container(layer, label: item.name, content: content), source: source))
        }
        return view("Map", .container(MapLayout(), label: "Map", content: view("Group", .list(layers))), source: source)
    }

    /// Where `item` goes: its offset from the viewport's centre, or the centre with a warning
    /// when the coordinate or the zoom is not known.
    private func annotationLayer(_ item: MapContentItem, viewport: MapViewport?, anchor: Point) -> MapAnnotationLayer {
        let coordinate = latitudeLongitude(item.coordinate)
        guard let viewport, let coordinate else {
            warn(.mapContentApproximated(item.name, rule: coordinate == nil ? "its coordinate is not known here; drawn at the map's centre"
                                                                           : "the map's region is not known here; drawn at its centre"),
                 at: item.range)
            return MapAnnotationLayer(offset: nil, span: nil, anchor: anchor)
        }
        let centre = MapProjection.point(latitude: viewport.latitude, longitude: viewport.longitude)
        let point = MapProjection.point(latitude: coordinate.latitude, longitude: coordinate.longitude)
        let offset = Point(x: point.x - centre.x, y: point.y - centre.y)
        guard let span = viewport.span else {
            if offset.x != 0 || offset.y != 0 {
                warn(.mapContentApproximated(item.name, rule: "the map's zoom is not known here; drawn at its centre"), at: item.range)
            }
            return MapAnnotationLayer(offset: nil, span: nil, anchor: anchor)
        }
        let extent = MapProjection.span(latitude: viewport.latitude, latitudeDelta: span.latitudeDelta, longitudeDelta: span.longitudeDelta)
        return MapAnnotationLayer(offset: offset, span: extent, anchor: anchor)
    }

    /// The viewport the map's arguments give: a region (`coordinateRegion:`, `.region`), a
    /// centre without zoom (`.camera`, `.item`), the fallback of `.userLocation` (a preview has
    /// no location), or for `.automatic` (the default) the box around the content's coordinates.
    private func mapViewport(_ arguments: NativeArguments, items: [MapContentItem]) -> MapViewport? {
        if let region = arguments["coordinateRegion"] {
            return regionViewport((try? BindingPayload.read(region)) ?? region)
        }
        var position = arguments["initialPosition"] ?? .unresolvedMember(UnresolvedMember(name: "automatic", arguments: nil))
        if let binding = arguments["position"] { position = (try? BindingPayload.read(binding)) ?? position }
        return cameraViewport(position, items: items, depth: 0)
    }

    private func cameraViewport(_ position: Value, items: [MapContentItem], depth: Int) -> MapViewport? {
        let caseName: String
        let payload: Value?
        switch position {
        case let .enumValue(instance): (caseName, payload) = (instance.caseName, instance.payload.first)
        case let .unresolvedMember(member): (caseName, payload) = (member.name, member.arguments?.first?.value)
        default: return nil
        }
        switch caseName {
        case "region": return payload.flatMap(regionViewport)
        case "camera":
            return latitudeLongitude(payload?.nativePayload(MapRecord.self)?.fields["centerCoordinate"])
                .map { MapViewport(latitude: $0.latitude, longitude: $0.longitude, span: nil) }
        case "item":
            return payload.flatMap { latitudeLongitude(mapItemCoordinate($0)) }.map { MapViewport(latitude: $0.latitude, longitude: $0.longitude, span: nil) }
        case "userLocation":
            guard let fallback = payload, depth < 4 else { return nil }
            return cameraViewport(fallback, items: items, depth: depth + 1)
        case "automatic": return automaticViewport(items)
        default: return nil
        }
    }

    private func regionViewport(_ region: Value) -> MapViewport? {
        guard let record = region.nativePayload(MapRecord.self), let centre = latitudeLongitude(record.fields["center"]) else { return nil }
        let span = record.fields["span"]
        let deltas = mapNumber(span, "latitudeDelta").flatMap { latitude in mapNumber(span, "longitudeDelta").map { (latitude, $0) } }
        return MapViewport(latitude: centre.latitude, longitude: centre.longitude, span: deltas)
    }

    /// `.automatic`: Apple, "MapCameraPosition.automatic": "frames the content of the map". One
    /// place (or several at one coordinate) is at the centre; several are framed edge to edge by
    /// their bounding box, without the margins MapKit adds (not known; approximation, warned).
    private func automaticViewport(_ items: [MapContentItem]) -> MapViewport? {
        let coordinates = items.compactMap { latitudeLongitude($0.coordinate) }
        guard let first = coordinates.first else { return nil }
        let latitudes = coordinates.map(\.latitude), longitudes = coordinates.map(\.longitude)
        let south = latitudes.min() ?? first.latitude, north = latitudes.max() ?? first.latitude
        let west = longitudes.min() ?? first.longitude, east = longitudes.max() ?? first.longitude
        guard north > south || east > west else { return MapViewport(latitude: first.latitude, longitude: first.longitude, span: nil) }
        warn(.mapContentApproximated("Map", rule: "the automatic camera frames the content edge to edge, without MapKit's margins"))
        return MapViewport(latitude: (north + south) / 2, longitude: (east + west) / 2, span: (north - south, east - west))
    }
}
