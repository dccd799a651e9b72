import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `.previewContext(WidgetPreviewContext(family: .systemMedium))` on a `PreviewProvider`'s entry
/// (WidgetKit's preview form before `#Preview(as:)`; Apple, `WidgetPreviewContext`: "A context
/// that provides a preview of a widget"): the view is laid out as a widget entry view of that
/// family, in the family's tile for the device (`WidgetTile`), inset by the family's content
/// margins and with `@Environment(\.widgetFamily)` reading the family, as `#Preview(as:)` lays it
/// out (`WidgetPreviews.swift`). **Unverified:** that Xcode applies iOS 17's content margins to a
/// view previewed this way (settle: a `previewContext` preview of a view whose background fills
/// it, on an iOS 17 simulator). A `previewContext` holding anything else is not a layout.
extension SwiftUIRuntime {
    func registerWidgetPreviewContext() {
        let context = interpreter.registerNativeType("WidgetPreviewContext")
        context.initializers.append(.hosted("init", labels: nil) { `self`, _, arguments in
            let arguments = NativeArguments("WidgetPreviewContext", arguments)
            try arguments.check(allowed: ["family"], unlabelledCount: 0, in: self)
            guard let value = arguments["family"] else { throw self.failure(.missingArgument("family", callee: "WidgetPreviewContext")) }
            let name = try self.caseName(value, "WidgetFamily")
            guard let family = WidgetFamily(rawValue: name) else { throw self.failure(.noMemberOnType(name, type: "WidgetFamily"), naming: name) }
            return self.interpreter.nativeValue("WidgetPreviewContext", family)
        })
        guard let viewType = interpreter.type(named: "View") else { return }
        viewType.addMethod("previewContext", .hosted("previewContext", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("previewContext", arguments)
            try arguments.check(allowed: [], unlabelledCount: 1, in: self)
            guard case let .native(native)? = arguments.unlabelled.first, let family = native.payload as? WidgetFamily else { return base }
            return self.view("ModifiedContent", .modified(base: base, modifier: ModifierDescription(name: "previewContext", preview: .widget(family)) { node, _ in node }))
        })
    }

    /// A provider entry previewed as a widget of `family`: its tile as the canvas and the entry laid
    /// out in it as a widget's entry view.
    func widgetContextRoot(_ entry: Value, family: WidgetFamily, trait: inout PreviewLayoutTrait) throws -> ViewNode {
        guard let tile = WidgetTile.tile(family, on: device) else {
            throw RuntimeError(.invalid, "widget family '\(family.rawValue)' has no tile on \(device.models) (--device \(device.name))",
                               at: interpreter.currentRange)
        }
        if !tile.isPublished {
            warn(.widgetTileUnpublished(family.rawValue, screen: device.screen, row: tile.row, size: tile.size), at: interpreter.currentRange)
        }
        trait = .fixed(width: tile.size.width, height: tile.size.height)
        let margins = WidgetTile.defaultContentMargins(family)
        orientation = .portrait
        resolvingSafeArea = EdgeInsets()
        widgetPreview = WidgetPreviewState(family: family, margins: margins)
        defer { widgetPreview = nil }
        return try settled(trait: trait) {
            self.widgetPreview?.background = nil
            let node = try self.resolveSingle(entry)
            return Self.widgetTileNode(node, family: family, tile: tile.size, margins: margins,
                                       background: family.isAccessory ? nil : self.widgetPreview?.background)
        }
    }
}
