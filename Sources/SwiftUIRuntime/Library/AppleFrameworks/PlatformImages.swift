import LayoutEngine
import SwiftInterpreter

/// UIKit's `UIImage` and AppKit's `NSImage` as app code makes them for SwiftUI (Apple docs,
/// "UIImage": `init(named:)`, `init(systemName:)`, `init()`, `size`, `scale`,
/// `withRenderingMode(_:)`, `withTintColor(_:)`, `renderingMode`; "NSImage": `init(named:)`,
/// `init(systemSymbolName:accessibilityDescription:)`, `size`; SwiftUI's `Image(uiImage:)` and
/// `Image(nsImage:)`). An image named from the module's asset catalogs is that asset — `size` is its
/// size in points, and `Image(uiImage:)` of it lays out as `Image("name")` — a symbol is
/// `Image(systemName:)`'s, and `UIImage()` is empty (size zero). Apple's `init(named:)` is nil for
/// a name no catalog has; here it is never nil, and the image drawn for it is the missing-asset
/// placeholder with that warning (the module's catalogs as read may be incomplete). An image made
/// from bytes, a file or a `CGImage` (`init(data:)`, `init(contentsOfFile:)`, `init(cgImage:)`) is a
/// library stand-in: its pixels are not read. An image is a class; every variant a method makes is
/// the same picture at the same size. An image the app draws in code has the size the code gives
/// (`CodeDrawnImages.swift`).
extension SwiftUIRuntime {
    /// Where a platform image's pixels come from.
    enum PlatformImageSource: Hashable {
        case asset(String)
        case symbol(String)
        case empty
        /// Drawn by the app's code (`CodeDrawnImages.swift`): its size and scale as the code gives.
        case drawn(DrawnImage)
    }

    /// The first labels of Apple's initializers that make an image from pixels LayoutLens does not read.
    static let pixelInitializerLabels: Set<String> = ["data", "contentsOfFile", "contentsOf", "cgImage", "ciImage", "size", "imageLiteralResourceName"]

    func registerPlatformImages() {
        registerPlatformImage("UIImage", symbolLabel: "systemName")
        registerPlatformImage("NSImage", symbolLabel: "systemSymbolName")
    }

    private func registerPlatformImage(_ typeName: String, symbolLabel: String) {
        var descriptor = NativeTypeDescriptor()
        // A member not modelled here is a stand-in of its name, as for a type LayoutLens lacks.
        descriptor.member = { interpreter, value, name in
            guard value.nativePayload(PlatformImageSource.self) != nil else { return nil }
            return try SwiftUIRuntime.hosting(interpreter).libraryStandIn("\(typeName).\(name)", reason: "is not modelled by LayoutLens's \(typeName)")
        }
        guard let image = registerAppleType(typeName, descriptor: descriptor) else { return }
        image.conformances = ["Hashable", "Equatable"]
        initializer(typeName) { `self`, arguments in
            if let name = arguments["named"] ?? arguments["resource"] {
                guard case let .string(text) = Self.unwrapped(name) else {
                    return self.libraryStandIn("\(typeName)(\(arguments.labels.map { $0 + ":" }.joined()))", reason: "names an image by a value LayoutLens cannot read")
                }
                return .some(self.interpreter.nativeValue(typeName, PlatformImageSource.asset(text)))
            }
            if let symbol = arguments[symbolLabel] {
                return .some(self.interpreter.nativeValue(typeName, PlatformImageSource.symbol(try self.string(symbol, symbolLabel))))
            }
            if arguments.all.isEmpty { return self.interpreter.nativeValue(typeName, PlatformImageSource.empty) }
            // `UIImage(cgImage: drawn.cgImage!, scale: s, orientation: o)` of an image drawn in
            // code: the same pixels at the scale given (1.0 when none is, Apple docs "init(cgImage:)").
            if let pixels = arguments["cgImage"].flatMap({ Self.unwrapped($0).nativePayload(DrawnImage.self) }) {
                let scale = try arguments["scale"].map { try self.number($0, "scale") } ?? 1
                return .some(self.interpreter.nativeValue(typeName, PlatformImageSource.drawn(pixels.rescaled(to: scale))))
            }
            let name = "\(typeName)(\(arguments.labels.map { $0 + ":" }.joined()))"
            // An initializer Apple does not declare (`UIImage(blurHash:size:)`) is another module's
            // extension: a stand-in that says where it may come from.
            guard let first = arguments.labels.first, Self.pixelInitializerLabels.contains(first) else { return self.undefinedValue(name) }
            return self.libraryStandIn(name, reason: "makes an image from bytes, a file or another image, whose pixels a preview here never reads")
        }
        image.computedProperties["size"] = ComputedProperty(getter: .hosted("size") { runtime, selfValue, _ in
            runtime.interpreter.nativeValue("CGSize", selfValue.nativePayload(PlatformImageSource.self).map(runtime.platformImageSize) ?? Size.zero)
        })
        // The pixels of an image drawn in code (`CGImage`, `CodeDrawnImages.swift`); of any other
        // image, not modelled.
        image.computedProperties["cgImage"] = ComputedProperty(getter: .hosted("cgImage") { runtime, selfValue, _ in
            if case let .drawn(drawn)? = selfValue.nativePayload(PlatformImageSource.self) {
                return .some(runtime.interpreter.nativeValue("CGImage", drawn))
            }
            return runtime.libraryStandIn("\(typeName).cgImage", reason: "is not modelled by LayoutLens's \(typeName)")
        })
        // No image made here is backed by a Core Image image (Apple docs, "UIImage.ciImage": nil
        // when the image was made from a `CGImage`, as an asset's, a symbol's and a drawn one are;
        // `init(ciImage:)` gives a stand-in instead).
        image.computedProperties["ciImage"] = ComputedProperty(getter: .hosted("ciImage") { _, _, _ in .nil })
        // Every image made here is upright (Apple docs, "UIImage.Orientation": `up` is "the
        // original pixel data matches the image's intended display orientation").
        declareNestedEnum("\(typeName).Orientation", in: image,
                          cases: ["up", "down", "left", "right", "upMirrored", "downMirrored", "leftMirrored", "rightMirrored"])
        image.computedProperties["imageOrientation"] = ComputedProperty(getter: .hosted("imageOrientation") { runtime, _, _ in
            runtime.enumCase("\(typeName).Orientation", "up")
        })
        image.computedProperties["scale"] = ComputedProperty(getter: .hosted("scale") { runtime, selfValue, _ in
            if case let .drawn(drawn)? = selfValue.nativePayload(PlatformImageSource.self) { return .cgFloat(drawn.scale) }
            return .cgFloat(runtime.device.scale)
        })
        for name in ["withRenderingMode", "withTintColor", "withConfiguration", "applyingSymbolConfiguration", "resizableImage",
                     "withHorizontallyFlippedOrientation", "imageFlippedForRightToLeftLayoutDirection", "withAlignmentRectInsets", "withBaselineOffset"] {
            image.addMethod(name, .native(name) { _, selfValue, _ in name == "applyingSymbolConfiguration" ? .some(selfValue) : selfValue })
        }
    }

    /// The size in points of a platform image's picture.
    func platformImageSize(_ source: PlatformImageSource) -> Size {
        switch source {
        case let .asset(name): return images(name, false).size
        case let .symbol(name): return images(name, true).size
        case .empty: return .zero
        case let .drawn(drawn): return drawn.size
        }
    }

    /// `Image(uiImage:)` of an image this library made: the asset's or symbol's image, or an empty
    /// image; nil for any other value.
    func imageOfPlatformImage(_ value: Value) throws -> Value? {
        var value = Self.unwrapped(value)
        // `Image(uiImage: .placeholder)`: a static member of `UIImage` (the program's extension).
        if case let .unresolvedMember(member) = value, member.arguments == nil {
            for typeName in ["UIImage", "NSImage"] {
                guard let type = interpreter.type(named: typeName), let found = try? interpreter.member(of: .metatype(type), named: member.name) else { continue }
                value = Self.unwrapped(found)
                break
            }
        }
        guard let source = value.nativePayload(PlatformImageSource.self) else { return nil }
        switch source {
        case let .asset(name): return try image(NativeArguments("Image", [CallArgument(nil, .string(name))]))
        case let .symbol(name): return symbolImage(name, source: currentLocation)
        case .empty:
            return view("Image", .leaf(ViewNode(ImageLeaf(name: "UIImage()", naturalSize: .zero), label: "Image(uiImage:)", source: currentLocation)))
        case let .drawn(drawn):
            // The size the code gave; the picture is the renderer's neutral image placeholder
            // (`codeDrawnImage` was said where the image was made).
            return view("Image", .leaf(ViewNode(ImageLeaf(name: drawn.call, naturalSize: drawn.size), label: "Image(uiImage:)", source: currentLocation)))
        }
    }
}
