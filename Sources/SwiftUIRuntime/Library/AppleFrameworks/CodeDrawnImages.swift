import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// Images an app draws in code, as UIKit and SwiftUI size them. Apple documents each image's size
/// before any drawing happens, so a preview lays the image out at that size; the drawing itself
/// (a closure of Core Graphics calls, a view rasterised) is not run here, and the picture is drawn
/// as a neutral placeholder fill with the warning `codeDrawnImage`.
///
/// - `UIGraphicsImageRenderer(size:)`, `(size:format:)`, `(bounds:)`, `(bounds:format:)`: "the size
///   of images output from the renderer, specified in points" (Apple docs, "init(size:)"); the
///   bounds' size for the `bounds:` forms ("UIGraphicsRenderer/init(bounds:)"). Its format's
///   `scale` "default value is equal to the scale of the main screen"
///   ("UIGraphicsImageRendererFormat/scale"): `default()`, `preferred()` and `init()` take the
///   preview device's. `image(actions:)` gives a `UIImage` of that size in points; `pngData` and
///   `jpegData` give bytes no preview here makes (a library stand-in).
/// - `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: "the size (measured in points) of the new
///   bitmap context. This represents the size of the image returned by
///   UIGraphicsGetImageFromCurrentImageContext()"; a scale of 0 is the main screen's.
///   `UIGraphicsBeginImageContext(_:)` is the same with a scale of 1.0 (Apple docs). UIKit keeps a
///   stack of such contexts: `UIGraphicsEndImageContext()` pops the top one, and
///   `UIGraphicsGetImageFromCurrentImageContext()` is nil when there is none.
/// - `ImageRenderer(content:)` (SwiftUI): `proposedSize` "default value … unspecified, produces an
///   image that matches the original view size", `scale` "a ratio of view points to image pixels …
///   The default value of this property is 1.0" (Apple docs, "ImageRenderer"). `uiImage` and
///   `nsImage` are taken to carry the renderer's scale, so their size in points is the view's
///   laid-out size (unverified: Apple documents the pixel size of `cgImage` only); `cgImage` is
///   that size × `scale` in pixels.
/// - A drawn image's `cgImage` keeps its pixels: `width`/`height` are its size × scale, and
///   `UIImage(cgImage:scale:orientation:)` of it shows them at the scale given (1.0 when none is,
///   Apple docs "UIImage/init(cgImage:)").
extension SwiftUIRuntime {
    /// An image drawn by the app's code: its size in points, its scale (pixels per point), and the
    /// call that made it (the image's name in the frames).
    struct DrawnImage: Hashable {
        var size: Size
        var scale: Double
        var call: String

        /// The same pixels shown at `scale` (`UIImage(cgImage:scale:orientation:)`).
        func rescaled(to scale: Double) -> DrawnImage {
            guard scale > 0 else { return self }
            return DrawnImage(size: Size(width: size.width * self.scale / scale, height: size.height * self.scale / scale), scale: scale, call: call)
        }
    }

    /// Core Graphics' `CGImage` of an image drawn in code: `width` and `height` in pixels (the
    /// image's size in points × its scale, Apple docs "ImageRenderer/scale"); its payload is the
    /// drawn image it was taken from.
    func registerDrawnCGImage() {
        guard let image = registerAppleType("CGImage") else { return }
        for (name, side) in [("width", \Size.width), ("height", \Size.height)] {
            image.computedProperties[name] = ComputedProperty(getter: .native(name) { _, selfValue, _ in
                guard let drawn = selfValue.nativePayload(DrawnImage.self) else { return .int(0) }
                return .int(Int((drawn.size[keyPath: side] * drawn.scale).rounded()))
            })
        }
    }

    /// `UIGraphicsImageRendererFormat`'s settings; a class, so a format set after it was made
    /// (`format.scale = 1`) is the one every reference sees.
    /// Settings of a class with a settable scale (`UIGraphicsImageRendererFormat`, `ImageRenderer`).
    protocol ScaleSetting: AnyObject {
        var scale: Double { get set }
    }

    final class DrawnImageFormat: ScaleSetting {
        var scale: Double
        var opaque = false
        init(scale: Double) { self.scale = scale }
    }

    /// `ImageRenderer`'s settings; a class, as the renderer is.
    final class ViewImageRenderer: ScaleSetting {
        var content: Value
        var scale = 1.0
        var proposal = ProposedSize.unspecified
        init(content: Value) { self.content = content }
    }

    func registerCodeDrawnImages() {
        registerDrawnCGImage()
        registerImageRendererFormat()
        registerGraphicsImageRenderer()
        registerImageContextFunctions()
        registerViewImageRenderer()
    }

    /// A `UIImage` of `size` drawn by `call`, with the warning that its drawing is not run.
    func drawnPlatformImage(_ typeName: String, _ drawn: DrawnImage, drawing: String) -> Value {
        warn(.codeDrawnImage(drawn.call, size: Self.pointSizeText(drawn.size), drawing: drawing))
        return interpreter.nativeValue(typeName, PlatformImageSource.drawn(drawn))
    }

    /// `24×24 pt`, `40.5×12 pt`.
    static func pointSizeText(_ size: Size) -> String {
        func number(_ value: Double) -> String { value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value) }
        return "\(number(size.width))×\(number(size.height)) pt"
    }

    /// A `CGSize` argument (`CGSize(width:height:)`, `.init(width:height:)`, `.zero`).
    func drawnImageSize(_ value: Value, _ name: String) throws -> Size {
        let coerced = try interpreter.coerce(Self.unwrapped(value), to: .named("CGSize"))
        guard let size = coerced.nativePayload(Size.self) else { throw mismatch(value, expected: "CGSize", parameter: name) }
        return try laidOutSize(size, name)
    }

    private func registerImageRendererFormat() {
        let name = "UIGraphicsImageRendererFormat"
        guard let format = registerAppleType(name) else { return }
        func settings(_ value: Value) -> DrawnImageFormat? { value.nativePayload(DrawnImageFormat.self) }
        // `init()`, `init(for: traitCollection)`: the device's format.
        format.initializers.append(.hosted("init", labels: nil) { runtime, _, _ in
            runtime.interpreter.nativeValue(name, DrawnImageFormat(scale: runtime.device.scale))
        })
        for method in ["default", "preferred"] {
            format.staticMethods[method] = [.hosted(method) { runtime, _, _ in
                runtime.interpreter.nativeValue(name, DrawnImageFormat(scale: runtime.device.scale))
            }]
        }
        scaleProperty(of: format, DrawnImageFormat.self)
        format.computedProperties["opaque"] = ComputedProperty(
            getter: .native("opaque") { _, selfValue, _ in .bool(settings(selfValue)?.opaque ?? false) },
            setter: .native("opaque") { _, selfValue, arguments in
                if case let .bool(opaque)? = arguments.first.map({ Self.unwrapped($0.value) }) { settings(selfValue)?.opaque = opaque }
                return .void
            })
        // The colour range changes no size: kept as given, not read back.
        format.computedProperties["preferredRange"] = ComputedProperty(
            getter: .native("preferredRange") { _, _, _ in .nil }, setter: .native("preferredRange") { _, _, _ in .void })
    }

    /// A settable `scale` (pixels per point) kept in `Settings`, the payload of `type`'s values.
    private func scaleProperty<Settings: ScaleSetting>(of type: TypeInfo, _: Settings.Type) {
        type.computedProperties["scale"] = ComputedProperty(
            getter: .native("scale") { _, selfValue, _ in .cgFloat(selfValue.nativePayload(Settings.self)?.scale ?? 1) },
            setter: .hosted("scale") { runtime, selfValue, arguments in
                if let value = arguments.first?.value { selfValue.nativePayload(Settings.self)?.scale = try runtime.number(value, "scale") }
                return .void
            })
    }

    private func registerGraphicsImageRenderer() {
        let name = "UIGraphicsImageRenderer"
        guard let renderer = registerAppleType(name) else { return }
        initializer(name) { `self`, arguments in
            let size: Size
            if let value = arguments["size"] {
                size = try self.drawnImageSize(value, "size")
            } else if let value = arguments["bounds"] {
                let bounds = try self.interpreter.coerce(Self.unwrapped(value), to: .named("CGRect"))
                guard let rect = bounds.nativePayload(Rect.self) else { throw self.mismatch(value, expected: "CGRect", parameter: "bounds") }
                size = try self.laidOutSize(rect.size, "bounds")
            } else {
                return self.undefinedValue(name + "(" + arguments.labels.map { $0 + ":" }.joined() + ")")
            }
            let scale = arguments["format"].flatMap { $0.nativePayload(DrawnImageFormat.self)?.scale } ?? self.device.scale
            return self.interpreter.nativeValue(name, DrawnImage(size: size, scale: scale, call: "UIGraphicsImageRenderer.image"))
        }
        renderer.addMethod("image", .hosted("image") { runtime, selfValue, _ in
            guard let drawn = selfValue.nativePayload(DrawnImage.self) else { return .void }
            return runtime.drawnPlatformImage("UIImage", drawn, drawing: "its drawing closure is")
        })
        for method in ["pngData", "jpegData"] {
            renderer.addMethod(method, .hosted(method) { runtime, _, _ in
                runtime.libraryStandIn("\(name).\(method)", reason: "encodes a drawing whose closure is not run here, so its bytes are not made")
            })
        }
        renderer.computedProperties["format"] = ComputedProperty(getter: .hosted("format") { runtime, selfValue, _ in
            runtime.interpreter.nativeValue("UIGraphicsImageRendererFormat",
                                            DrawnImageFormat(scale: selfValue.nativePayload(DrawnImage.self)?.scale ?? runtime.device.scale))
        })
    }

    private func registerImageContextFunctions() {
        // UIKit's stack of image contexts is the runtime's (`imageContexts`): these natives are
        // shared by every file's interpreter (`HostedNatives.swift`).
        let call = "UIGraphicsGetImageFromCurrentImageContext"
        interpreter.registerFunction("UIGraphicsBeginImageContextWithOptions") { interpreter, _, arguments in
            let runtime = try SwiftUIRuntime.hosting(interpreter)
            guard arguments.count == 3 else { throw runtime.failure(.missingArgument(position: arguments.count + 1, callee: "UIGraphicsBeginImageContextWithOptions")) }
            let size = try runtime.drawnImageSize(arguments[0].value, "size")
            let scale = try runtime.number(arguments[2].value, "scale")
            runtime.imageContexts.append(DrawnImage(size: size, scale: scale == 0 ? runtime.device.scale : scale, call: call))
            return .void
        }
        interpreter.registerFunction("UIGraphicsBeginImageContext") { interpreter, _, arguments in
            let runtime = try SwiftUIRuntime.hosting(interpreter)
            guard let value = arguments.first?.value else { throw runtime.failure(.missingArgument(position: 1, callee: "UIGraphicsBeginImageContext")) }
            runtime.imageContexts.append(DrawnImage(size: try runtime.drawnImageSize(value, "size"), scale: 1, call: call))
            return .void
        }
        interpreter.registerFunction(call) { interpreter, _, _ in
            let runtime = try SwiftUIRuntime.hosting(interpreter)
            guard let drawn = runtime.imageContexts.last else { return .nil }
            return .some(runtime.drawnPlatformImage("UIImage", drawn, drawing: "the drawing calls made in its image context are"))
        }
        interpreter.registerFunction("UIGraphicsEndImageContext") { interpreter, _, _ in
            let runtime = try SwiftUIRuntime.hosting(interpreter)
            if !runtime.imageContexts.isEmpty { runtime.imageContexts.removeLast() }
            return .void
        }
    }

    private func registerViewImageRenderer() {
        let name = "ImageRenderer"
        guard let renderer = registerAppleType(name) else { return }
        func settings(_ value: Value) -> ViewImageRenderer? { value.nativePayload(ViewImageRenderer.self) }
        initializer(name) { `self`, arguments in
            guard let content = arguments["content"] else { return self.undefinedValue(name + "(" + arguments.labels.map { $0 + ":" }.joined() + ")") }
            return self.interpreter.nativeValue(name, ViewImageRenderer(content: content))
        }
        renderer.computedProperties["content"] = ComputedProperty(
            getter: .native("content") { _, selfValue, _ in settings(selfValue)?.content ?? .void },
            setter: .native("content") { _, selfValue, arguments in
                if let value = arguments.first?.value { settings(selfValue)?.content = value }
                return .void
            })
        scaleProperty(of: renderer, ViewImageRenderer.self)
        renderer.computedProperties["proposedSize"] = ComputedProperty(
            getter: .native("proposedSize") { interpreter, selfValue, _ in
                interpreter.nativeValue("ProposedViewSize", settings(selfValue)?.proposal ?? .unspecified)
            },
            setter: .hosted("proposedSize") { runtime, selfValue, arguments in
                guard let value = arguments.first?.value else { return .void }
                let proposal = try runtime.interpreter.coerce(Self.unwrapped(value), to: .named("ProposedViewSize"))
                if let size = proposal.nativePayload(ProposedSize.self) { settings(selfValue)?.proposal = size }
                return .void
            })
        // Settings that change no size: kept as given, not read back.
        for setting in ["isOpaque", "colorMode"] {
            renderer.computedProperties[setting] = ComputedProperty(
                getter: .native(setting) { _, _, _ in .nil }, setter: .native(setting) { _, _, _ in .void })
        }
        for (property, typeName) in [("uiImage", "UIImage"), ("nsImage", "NSImage")] {
            renderer.computedProperties[property] = ComputedProperty(getter: .hosted(property) { runtime, selfValue, _ in
                guard let settings = settings(selfValue) else { return .nil }
                let size = try runtime.laidOutSize(of: settings.content, proposal: settings.proposal)
                let drawn = DrawnImage(size: size, scale: settings.scale, call: "ImageRenderer.\(property)")
                return .some(runtime.drawnPlatformImage(typeName, drawn, drawing: "the view is laid out at that size but its pixels are"))
            })
        }
        renderer.computedProperties["cgImage"] = ComputedProperty(getter: .hosted("cgImage") { runtime, selfValue, _ in
            guard let settings = settings(selfValue) else { return .nil }
            let size = try runtime.laidOutSize(of: settings.content, proposal: settings.proposal)
            let drawn = DrawnImage(size: size, scale: settings.scale, call: "ImageRenderer.cgImage")
            runtime.warn(.codeDrawnImage(drawn.call, size: Self.pointSizeText(size), drawing: "the view is laid out at that size but its pixels are"))
            return .some(runtime.interpreter.nativeValue("CGImage", drawn))
        })
    }

    /// The size `content` chooses for `proposal`, laid out as a root view is.
    func laidOutSize(of content: Value, proposal: ProposedSize) throws -> Size {
        let node = try resolveSingle(content)
        let size = LayoutEngine.size(of: node, for: proposal)
        return Size(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
    }
}
