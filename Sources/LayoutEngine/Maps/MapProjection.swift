import Foundation

/// Web Mercator, the projection of MapKit's flat map (Apple, `MKMapPoint`: "a point on a
/// two-dimensional map projection … MapKit uses the Mercator map projection"): longitude maps
/// linearly to x and latitude to y = ln(tan(π/4 + φ/2)), here scaled so the world is one unit
/// wide, x growing east from the antimeridian and y south from the top (EPSG:3857; Wikipedia,
/// "Web Mercator projection", formulas for x and y).
public enum MapProjection {
    /// The latitude beyond which Web Mercator is cut off (about ±85.05°, where the map is square).
    public static let latitudeLimit = 85.05112878

    /// The world point of a coordinate (degrees), 0…1 on each axis.
    public static func point(latitude: Double, longitude: Double) -> Point {
        let clamped = min(max(latitude, -latitudeLimit), latitudeLimit)
        let phi = clamped * .pi / 180
        let x = (longitude + 180) / 360
        let y = 0.5 - log(tan(.pi / 4 + phi / 2)) / (2 * .pi)
        return Point(x: x, y: y)
    }

    /// The world extent of a region centred on `latitude` spanning `latitudeDelta` by
    /// `longitudeDelta` degrees.
    public static func span(latitude: Double, latitudeDelta: Double, longitudeDelta: Double) -> Point {
        let top = point(latitude: latitude + latitudeDelta / 2, longitude: 0)
        let bottom = point(latitude: latitude - latitudeDelta / 2, longitude: 0)
        return Point(x: abs(longitudeDelta) / 360, y: abs(bottom.y - top.y))
    }
}
