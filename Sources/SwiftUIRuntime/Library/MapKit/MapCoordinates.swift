import Foundation
import SwiftInterpreter

/// Core Location's and MapKit's coordinate values, as Apple documents them: a
/// `CLLocationCoordinate2D(latitude:longitude:)` in degrees (`init()` is 0, 0, as every imported
/// C struct's); a `CLLocation(latitude:longitude:)` with its `coordinate` and `distance(from:)`;
/// `MKCoordinateSpan(latitudeDelta:longitudeDelta:)`; `MKCoordinateRegion(center:span:)` and
/// `MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:)`; `MKPlacemark(coordinate:)`
/// and `MKMapItem(placemark:)` with its `placemark` and settable `name`.
extension SwiftUIRuntime {
    /// Metres per degree of latitude (and of longitude at the equator) on a sphere of the WGS 84
    /// equatorial radius, 6,378,137 m: 2π · 6,378,137 / 360 (NGA, "World Geodetic System 1984").
    static let metresPerDegree = 2 * Double.pi * 6_378_137 / 360
    /// The Earth's mean radius for the haversine distance, 6,371,008.8 m (IUGG mean radius R1,
    /// Moritz, "Geodetic Reference System 1980").
    static let earthMeanRadius = 6_371_008.8

    func registerMapCoordinates() {
        if let type = registerMapRecordType("CLLocationCoordinate2D", fields: ["latitude", "longitude"]) {
            type.initializers.append(.hosted("init", labels: []) { `self`, _, _ in self.coordinate(0, 0) })
            type.initializers.append(.hosted("init", labels: ["latitude", "longitude"]) { `self`, _, arguments in
                let named = NativeArguments("CLLocationCoordinate2D", arguments)
                return self.mapRecord("CLLocationCoordinate2D", ["latitude": try self.degrees(named["latitude"]),
                                                                 "longitude": try self.degrees(named["longitude"])])
            })
        }
        if let type = registerMapRecordType("CLLocation", fields: ["coordinate"]) {
            type.initializers.append(.hosted("init", labels: ["latitude", "longitude"]) { `self`, _, arguments in
                let named = NativeArguments("CLLocation", arguments)
                let coordinate = self.mapRecord("CLLocationCoordinate2D", ["latitude": try self.degrees(named["latitude"]),
                                                                          "longitude": try self.degrees(named["longitude"])])
                return self.mapRecord("CLLocation", ["coordinate": coordinate])
            })
            type.addMethod("distance", .hosted("distance", labels: ["from"]) { `self`, selfValue, arguments in
                let other = arguments.first?.value.nativePayload(MapRecord.self)?.fields["coordinate"]
                let own = selfValue.nativePayload(MapRecord.self)?.fields["coordinate"]
                guard let a = self.latitudeLongitude(own), let b = self.latitudeLongitude(other) else {
                    return self.libraryStandIn("CLLocation.distance(from:)", reason: "a location's coordinate is another file's value")
                }
                return .double(Self.haversineDistance(a, b))
            })
        }
        if let type = registerMapRecordType("MKCoordinateSpan", fields: ["latitudeDelta", "longitudeDelta"]) {
            type.initializers.append(.hosted("init", labels: []) { `self`, _, _ in
                self.mapRecord("MKCoordinateSpan", ["latitudeDelta": .double(0), "longitudeDelta": .double(0)])
            })
            type.initializers.append(.hosted("init", labels: ["latitudeDelta", "longitudeDelta"]) { `self`, _, arguments in
                let named = NativeArguments("MKCoordinateSpan", arguments)
                return self.mapRecord("MKCoordinateSpan", ["latitudeDelta": try self.degrees(named["latitudeDelta"]),
                                                           "longitudeDelta": try self.degrees(named["longitudeDelta"])])
            })
        }
        if let type = registerMapRecordType("MKCoordinateRegion", fields: ["center", "span"]) {
            type.initializers.append(.hosted("init", labels: ["center", "span"]) { `self`, _, arguments in
                let named = NativeArguments("MKCoordinateRegion", arguments)
                return self.mapRecord("MKCoordinateRegion", ["center": named["center"] ?? .void, "span": named["span"] ?? .void])
            })
            type.initializers.append(.hosted("init", labels: ["center", "latitudinalMeters", "longitudinalMeters"]) { `self`, _, arguments in
                let named = NativeArguments("MKCoordinateRegion", arguments)
                let center = named["center"] ?? .void
                return self.mapRecord("MKCoordinateRegion", ["center": center, "span": try self.span(around: center, named)])
            })
        }
        if let type = registerMapRecordType("MKPlacemark", fields: ["coordinate", "name", "title"]) {
            type.initializers.append(.hosted("init", labels: ["coordinate"]) { `self`, _, arguments in
                self.mapRecord("MKPlacemark", ["coordinate": arguments.first?.value ?? .void, "name": .optional(nil), "title": .optional(nil)])
            })
        }
        if let type = registerMapRecordType("MKMapItem", fields: ["placemark", "name", "phoneNumber", "url"]) {
            type.initializers.append(.hosted("init", labels: ["placemark"]) { `self`, _, arguments in
                self.mapRecord("MKMapItem", ["placemark": arguments.first?.value ?? .void, "name": .optional(nil),
                                             "phoneNumber": .optional(nil), "url": .optional(nil)])
            })
        }
    }

    /// `MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:)`: metres north–south as
    /// degrees of latitude, east–west as degrees of longitude at the centre's latitude (a degree
    /// of longitude shrinks with cos φ), on a sphere (Apple, `MKCoordinateRegionMakeWithDistance`;
    /// MapKit's own conversion on its ellipsoid may differ in the last digits, unverified).
    private func span(around center: Value, _ named: NativeArguments) throws -> Value {
        // Another file's centre or distance: the span is as unknown as it is (its own warning
        // names it), as `UIEdgeInsets` does with another file's inset.
        for given in [center, named["latitudinalMeters"], named["longitudinalMeters"]].compactMap({ $0 }) where interpreter.isUnseen(given) {
            return given
        }
        guard let latitude = mapNumber(center, "latitude"), let north = try mapArgument(named, "latitudinalMeters"),
              let east = try mapArgument(named, "longitudinalMeters") else {
            return libraryStandIn("MKCoordinateRegion.span", reason: "the region's centre is not a coordinate LayoutLens knows")
        }
        let longitudeScale = max(cos(latitude * .pi / 180), 1e-9)
        return mapRecord("MKCoordinateSpan", ["latitudeDelta": .double(north / Self.metresPerDegree),
                                              "longitudeDelta": .double(east / (Self.metresPerDegree * longitudeScale))])
    }

    func coordinate(_ latitude: Double, _ longitude: Double) -> Value {
        mapRecord("CLLocationCoordinate2D", ["latitude": .double(latitude), "longitude": .double(longitude)])
    }

    /// A degrees argument as a `Double` value; another file's constant is kept as it is.
    private func degrees(_ value: Value?) throws -> Value {
        guard let value else { return .double(0) }
        if interpreter.isUnseen(value) { return value }
        return .double(try number(value, "degrees"))
    }

    /// The latitude and longitude of a coordinate value, when both are known numbers.
    func latitudeLongitude(_ value: Value?) -> (latitude: Double, longitude: Double)? {
        guard let latitude = mapNumber(value, "latitude"), let longitude = mapNumber(value, "longitude") else { return nil }
        return (latitude, longitude)
    }

    /// The great-circle distance in metres between two coordinates by the haversine formula on a
    /// sphere of the Earth's mean radius (R. W. Sinnott, "Virtues of the Haversine", Sky and
    /// Telescope 68 (2), 1984; Wikipedia, "Haversine formula"). Apple documents `distance(from:)`
    /// as "tracing a line between the two points that follows the curvature of the Earth"; its
    /// exact model of the Earth is not published, so the last digits may differ (unverified).
    static func haversineDistance(_ a: (latitude: Double, longitude: Double), _ b: (latitude: Double, longitude: Double)) -> Double {
        let phi1 = a.latitude * .pi / 180, phi2 = b.latitude * .pi / 180
        let deltaPhi = phi2 - phi1, deltaLambda = (b.longitude - a.longitude) * .pi / 180
        let h = sin(deltaPhi / 2) * sin(deltaPhi / 2) + cos(phi1) * cos(phi2) * sin(deltaLambda / 2) * sin(deltaLambda / 2)
        return 2 * earthMeanRadius * asin(min(1, sqrt(h)))
    }
}
