/// MapKit for SwiftUI and the Core Location values it reads, registered the first time a file
/// names one of its types (`SwiftUIRuntime.fileLibrary`): a file without a map registers none.
/// The map modifiers (members of `View`, a type that is always there) and the map content
/// builder are registered at once, as the chart builders are.
extension SwiftUIRuntime {
    static let mapKitTypeNames = ["Annotation", "CLLocation", "CLLocationCoordinate2D", "MKCoordinateRegion", "MKCoordinateSpan", "MKMapItem",
                                  "MKPlacemark", "Map", "MapAnnotation", "MapCamera", "MapCameraPosition", "MapCircle", "MapContent",
                                  "MapInteractionModes", "MapMarker", "MapPin", "MapPolygon", "MapPolyline", "MapProxy", "MapReader",
                                  "MapStyle", "Marker", "UserAnnotation"]

    func registerMapKit() {
        registerMapCoordinates()
        registerMapCameraPositions()
        registerMapContent()
        registerMapView()
        registerMapReader()
    }
}
