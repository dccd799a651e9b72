import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader

/// MapKit for SwiftUI's `Map`: it takes the size it is offered, is drawn as a plain fill with a
/// warning that its tiles are not drawn, and places each annotation's view, at its ideal size,
/// with its anchor (the centre by default: Apple, `Annotation.init(_:coordinate:anchor:content:)`,
/// `anchor: UnitPoint = .center`) on the coordinate projected with Web Mercator.
@Suite struct MapKitMapTests {
    struct Laid {
        var views: [PlacedView]
        var warnings: [String]

        var map: PlacedView? { views.first { $0.kind == "Map" } }
        func views(labelled label: String) -> [PlacedView] { views.filter { $0.label == label } }
    }

    static func laid(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Laid {
        let reading = read("import SwiftUI\nimport MapKit\n" + source)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))", sourceLocation: sourceLocation)
        let result = layout(try #require(reading.scenarios.first, sourceLocation: sourceLocation))
        return Laid(views: result.root.allViews, warnings: reading.diagnostics.withoutLibraryAssumptions.map { "[\($0.message.id)] \($0.text)" })
    }

    /// A region centred on 0°, 0° spanning 10° of latitude and 20° of longitude.
    static let equatorRegion = """
        let equator = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                         span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 20))

        """

    @Test func aMapTakesTheSizeItIsOfferedAndSaysItsTilesAreNotDrawn() throws {
        let laid = try Self.laid("""
            #Preview {
                VStack(spacing: 0) {
                    Map()
                    Color.red.frame(height: 100)
                }
                .frame(width: 320, height: 500)
            }
            """)
        let map = try #require(laid.map)
        // The stack gives the map what the 100 pt colour leaves: 500 − 100.
        #expect(map.frame.width == 320)
        #expect(map.frame.height == 400)
        #expect(laid.warnings == ["[mapTilesNotDrawn] 'Map' is drawn as a plain fill: the map's tiles are not drawn"])
        #expect(!laid.views.contains { $0.kind == "StandIn" })
    }

    @Test func anAnnotationAtTheRegionsCentreIsCentredAtItsIdealSize() throws {
        let laid = try Self.laid(Self.equatorRegion + """
            #Preview {
                Map(initialPosition: .region(equator)) {
                    Annotation("Origin", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0)) {
                        Circle().fill(.orange).frame(width: 20, height: 20)
                    }
                }
                .frame(width: 300, height: 200)
            }
            """)
        let map = try #require(laid.map)
        let dot = try #require(laid.views.first { $0.kind == "frame" && $0.frame.width == 20 })
        // Centre of 300×200 is (150, 100); a 20 pt view centred there starts at (140, 90).
        #expect(dot.frame.x - map.frame.x == 140)
        #expect(dot.frame.y - map.frame.y == 90)
        #expect(laid.warnings.allSatisfy { $0.hasPrefix("[mapTilesNotDrawn]") }, "\(laid.warnings)")
    }

    @Test func aContentBuilderPropertyTakesMapContentModifiers() throws {
        // `MapContent`'s modifiers apply to any content (Apple, "MapContent"), a
        // `@MapContentBuilder` block included; `annotationTitles` and `foregroundStyle` change
        // nothing LayoutLens draws, so the annotation is placed as without them.
        let laid = try Self.laid(Self.equatorRegion + """
            struct Stops: View {
                @MapContentBuilder var stops: some MapContent {
                    Annotation("Origin", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0)) {
                        Circle().fill(.orange).frame(width: 20, height: 20)
                    }
                }
                var body: some View {
                    Map(initialPosition: .region(equator)) {
                        stops.annotationTitles(.hidden).foregroundStyle(.red)
                    }
                }
            }
            #Preview { Stops().frame(width: 300, height: 200) }
            """)
        let map = try #require(laid.map)
        let dot = try #require(laid.views.first { $0.kind == "frame" && $0.frame.width == 20 })
        // As above: centred in 300×200, the 20 pt view starts at (140, 90).
        #expect(dot.frame.x - map.frame.x == 140)
        #expect(dot.frame.y - map.frame.y == 90)
        #expect(laid.warnings.allSatisfy { $0.hasPrefix("[mapTilesNotDrawn]") }, "\(laid.warnings)")
    }

    @Test func anAnnotationIsProjectedWithWebMercatorInsideTheFittedRegion() throws {
        let laid = try Self.laid(Self.equatorRegion + """
            struct Place: Identifiable { let id: Int; let latitude: Double; let longitude: Double }
            let places = [Place(id: 1, latitude: 0, longitude: 5), Place(id: 2, latitude: 5, longitude: 0)]
            struct PlacesMap: View {
                @State private var position: MapCameraPosition = .region(equator)
                var body: some View {
                    Map(position: $position) {
                        ForEach(places) { place in
                            Annotation("\\(place.id)", coordinate: CLLocationCoordinate2D(latitude: place.latitude, longitude: place.longitude)) {
                                Color.blue.frame(width: 20, height: 20)
                            }
                        }
                    }
                    .frame(width: 200, height: 400)
                }
            }
            #Preview { PlacesMap() }
            """)
        let map = try #require(laid.map)
        let dots = laid.views.filter { $0.kind == "frame" && $0.frame.width == 20 }
        try #require(dots.count == 2)
        // Width limits the fit: 200 pt for 20° of longitude (20/360 of the world) is 3,600 pt per
        // world unit; the 10° of latitude span ln(tan(47.5°))/π ≈ 0.0278 units, which at 3,600
        // take 100 pt of the 400. 5° east is 5/360 · 3,600 = 50 pt right of the centre (100, 200).
        #expect(abs((dots[0].frame.x + 10) - map.frame.x - 150) < 1e-9)
        #expect(abs((dots[0].frame.y + 10) - map.frame.y - 200) < 1e-9)
        // 5° north is y(5°) = ln(tan(45° + 2.5°)) / 2π world units above the equator.
        let north = log(tan(Double.pi / 4 + 5 * Double.pi / 360)) / (2 * Double.pi) * 3_600
        #expect(abs((dots[1].frame.x + 10) - map.frame.x - 100) < 1e-9)
        #expect(abs((dots[1].frame.y + 10) - map.frame.y - (200 - north)) < 1e-9)
    }

    @Test func theOlderRegionBindingAndMapAnnotationPlaceAViewByItsAnchorPoint() throws {
        let laid = try Self.laid(Self.equatorRegion + """
            struct Stop: Identifiable { let id: Int; let coordinate: CLLocationCoordinate2D }
            #Preview {
                Map(coordinateRegion: .constant(equator), annotationItems: [Stop(id: 1, coordinate: CLLocationCoordinate2D())]) { stop in
                    MapAnnotation(coordinate: stop.coordinate, anchorPoint: CGPoint(x: 0.5, y: 1)) {
                        Color.green.frame(width: 10, height: 30)
                    }
                }
                .frame(width: 200, height: 200)
            }
            """)
        let map = try #require(laid.map)
        let pin = try #require(laid.views.first { $0.kind == "frame" && $0.frame.width == 10 })
        // The pin's bottom centre on the centre (100, 100): it spans x 95…105, y 70…100.
        #expect(pin.frame.x - map.frame.x == 95)
        #expect(pin.frame.y - map.frame.y == 70)
    }

    @Test func aMarkerIsACircleOfItsTintWithAWarning() throws {
        let laid = try Self.laid("""
            #Preview {
                Map {
                    Marker("Office", coordinate: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12))
                        .tint(.purple)
                }
                .frame(width: 300, height: 300)
            }
            """)
        let map = try #require(laid.map)
        let marker = try #require(laid.views.first { $0.kind == "Circle" && $0.label == "Marker" })
        // `.automatic` with one place centres it: a 30 pt circle centred at (150, 150).
        #expect(marker.frame.x - map.frame.x == 135)
        #expect(marker.frame.y - map.frame.y == 135)
        #expect(marker.style.fill == .system(.purple))
        #expect(laid.warnings.contains { $0.hasPrefix("[mapContentApproximated] 'Marker'") }, "\(laid.warnings)")
    }

    @Test func anAnnotationWithoutAKnownZoomIsAtTheCentreWithAWarning() throws {
        let laid = try Self.laid("""
            #Preview {
                Map(initialPosition: .camera(MapCamera(centerCoordinate: CLLocationCoordinate2D(latitude: 10, longitude: 10), distance: 1000))) {
                    Annotation("Away", coordinate: CLLocationCoordinate2D(latitude: 11, longitude: 10)) {
                        Color.red.frame(width: 20, height: 20)
                    }
                }
                .frame(width: 100, height: 100)
            }
            """)
        let map = try #require(laid.map)
        let dot = try #require(laid.views.first { $0.kind == "frame" && $0.frame.width == 20 })
        #expect(dot.frame.x - map.frame.x == 40)
        #expect(laid.warnings.contains { $0.contains("the map's zoom is not known here") }, "\(laid.warnings)")
    }

    @Test func mapReaderLaysOutItsContentAsItIsAndItsConversionIsAStandIn() throws {
        let laid = try Self.laid("""
            let styles: [MapStyle] = [.hybrid(elevation: .realistic), MapStyle.standard(elevation: .flat), .imagery]
            struct TapMap: View {
                var body: some View {
                    MapReader { proxy in
                        Map()
                            .onTapGesture { point in
                                _ = proxy.convert(point, from: .local)
                            }
                            .mapStyle(.standard(elevation: .realistic, pointsOfInterest: .excludingAll))
                            .mapStyle(styles[1])
                            .mapControls { MapCompass() }
                            .onMapCameraChange { context in print(context) }
                    }
                    .frame(width: 250, height: 150)
                }
            }
            #Preview { TapMap() }
            """)
        let map = try #require(laid.map)
        #expect(map.frame.width == 250)
        #expect(map.frame.height == 150)
        #expect(laid.warnings.contains { $0.hasPrefix("[mapContentApproximated] 'mapControls'") }, "\(laid.warnings)")
        #expect(!laid.warnings.contains { $0.contains("cannot find") }, "\(laid.warnings)")
    }

    @Test func locationsMeasureTheirDistanceAlongAGreatCircle() throws {
        let laid = try Self.laid("""
            let distance = CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 0, longitude: 1))
            #Preview { Color.red.frame(width: distance / 1000, height: 10) }
            """)
        let bar = try #require(laid.views.first { $0.kind == "frame" })
        // One degree along the equator: 2π · 6,371,008.8 m / 360 = 111,195.08 m.
        #expect(abs(bar.frame.width - 2 * Double.pi * 6_371_008.8 / 360 / 1000) < 1e-9)
    }

    @Test func aRegionGivenInMetresSpansTheDegreesThoseMetresCover() throws {
        let laid = try Self.laid("""
            let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                            latitudinalMeters: 222_638.98, longitudinalMeters: 1000)
            #Preview { Color.red.frame(width: region.span.latitudeDelta * 10, height: 10) }
            """)
        let bar = try #require(laid.views.first { $0.kind == "frame" })
        // 222,638.98 m over 2π · 6,378,137 / 360 = 111,319.49 m per degree is 2°.
        #expect(abs(bar.frame.width - 222_638.98 / (2 * Double.pi * 6_378_137 / 360) * 10) < 1e-9)
    }
}
