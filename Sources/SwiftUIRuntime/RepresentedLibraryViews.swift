import Diagnostics
import LayoutEngine

/// Wrapped UIKit views that show what one of SwiftUI's own framework views shows: a `WKWebView`
/// shows a web page, as WebKit's `WebView` does (Apple docs, "WebView", iOS 26: "A view that
/// displays some web content"), and an `MKMapView` shows a map, as MapKit's `Map` does (Apple
/// docs, "MKMapView": "An embeddable map interface, similar to the one that the Maps app
/// provides"). Neither has an intrinsic size, so the representable takes the size it is offered
/// (`RepresentableSizing`); what fills it comes from a page or map tiles a preview loads, which
/// LayoutLens never has. The wrapped view is drawn as LayoutLens draws the SwiftUI one: a web
/// view empty (`BlankPlatformViewLeaf`, as `WebView`), a map view as the map's land colour (as
/// `Map`), with the warning `approximatedView`; what the representable's UIKit code adds to it
/// (annotations, overlays, scripts) is not drawn either, which the warning says.
///
/// A `UIVisualEffectView` (or AppKit's `NSVisualEffectView`) shows a material: its `UIBlurEffect`
/// "applies a blurring effect to the content layered behind a visual effect view" (Apple docs,
/// "UIBlurEffect"; "UIVisualEffectView": the effect "may affect content layered behind the
/// view or content added to the visual effect view's contentView"), in the styles
/// `UIBlurEffect.Style.systemUltraThinMaterial` … `.systemThickMaterial` that SwiftUI's
/// `Material`s are (Apple docs, "Material": "a translucent layer between the modified view and its
/// background"). It is drawn as LayoutLens draws SwiftUI's materials, a gray fill (see
/// `SystemColorTable.nonColorStyles`), with the same warning: the blur of what lies behind it,
/// its style and strength, and what its code puts in its `contentView` are not drawn.
extension SwiftUIRuntime {
    /// The wrapped classes drawn so, with the fill (nil: none) and what the warning says is not drawn.
    static let representedLibraryViews: [String: (fill: SystemColor?, notDrawn: String)] = [
        "WKWebView": (nil, "its web page is not drawn"),
        "MKMapView": (.mapLand, "its map tiles and what its UIKit code adds to the map are not drawn"),
        "UIVisualEffectView": (.gray, "drawn as SwiftUI's materials are, gray: the blur of what lies behind it and its content view are not drawn"),
        "NSVisualEffectView": (.gray, "drawn as SwiftUI's materials are, gray: the blur of what lies behind it and its content view are not drawn"),
    ]

    /// The node for the view representable `typeName` when the view it makes is one of
    /// `representedLibraryViews` (or a class of the module descending from one): nil otherwise.
    func representedLibraryView(_ typeName: String, kit: String, declared: SourceRange?) throws -> ViewNode? {
        guard let wrapped = representableSizelessView(typeName, kit: kit), let drawn = Self.representedLibraryViews[wrapped] else { return nil }
        try countView()
        warn(.approximatedView(typeName, rule: "a \(kit) of '\(wrapped)' takes the size it is offered; \(drawn.notDrawn)"), at: declared)
        let source = declared.map { SourceLocation(line: $0.start.line, column: $0.start.column) }
        if let fill = drawn.fill { return ViewNode(ColorLeaf(.system(fill)), label: typeName, source: source) }
        return ViewNode(BlankPlatformViewLeaf(kit: kit), label: typeName, source: source)
    }
}
