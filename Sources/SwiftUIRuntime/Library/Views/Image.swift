import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `Image("name")`, `Image(decorative:)`, `Image(uiImage:)` and `Image(systemName:)`: an `ImageLeaf`
/// sized by its asset's pixel size (the reader's asset lookup) or, for a symbol, by the font and
/// `imageScale` in effect (`SymbolScale`; the symbol sizes are unverified, see `docs/engine.md`).
extension SwiftUIRuntime {
    func registerImage() {
        initializer("Image") { `self`, arguments in try self.image(arguments) }
    }

    /// `Image("name")`, `Image(decorative:)`, `Image(systemName:)`: sized by the reader's asset
    /// lookup (an image file beside the fixture, a placeholder with a warning, the symbol size).
    func image(_ arguments: NativeArguments) throws -> Value {
        let source = currentLocation
        if let symbol = arguments["systemName"] {
            return symbolImage(try string(symbol, "systemName"), source: source)
        }
        if let platformImage = arguments["uiImage"] ?? arguments["nsImage"] {
            // An image the library made (`UIImage(named:)`, `UIImage(systemName:)`): its picture.
            if let made = try imageOfPlatformImage(platformImage) { return made }
            // `Image(uiImage: photo)`: a bitmap made at run time, whose size no file here tells.
            // Drawn at the missing-asset placeholder size, with that warning.
            let label = Self.undefinedName(platformImage)?.path ?? (arguments["uiImage"] != nil ? "uiImage" : "nsImage")
            if let undefined = Self.undefinedName(platformImage) { undefinedNamesDrawn.insert(undefined.root) }
            // The library's stand-in for pixels made at run time (`UIImage(cgImage:)`, `UIImage(data:)`):
            // no asset is named, so no catalog lacks one; the size assumed is said at the call.
            if let undefined = Self.undefinedName(platformImage), libraryStandInReasons[undefined.root] != nil {
                let size = ImageResolution.placeholderSize
                assumed("an image of the missing-asset placeholder's size, \(Int(size.width)) × \(Int(size.height)) pt", for: platformImage)
                return view("Image", .leaf(ViewNode(ImageLeaf(name: label, naturalSize: size), label: "Image(uiImage:)", source: source)))
            }
            let found = images(label, false)
            if let warning = found.warning { warn(warning, at: argumentRange(arguments["uiImage"] != nil ? "uiImage" : "nsImage")) }
            return view("Image", .leaf(ViewNode(ImageLeaf(name: label, naturalSize: found.size), label: "Image(uiImage:)", source: source)))
        }
        guard let nameValue = arguments.unlabelled.first ?? arguments["decorative"] else {
            if let placeholder = try otherFilesInitializer("Image", arguments, known: ["decorative", "systemName", "uiImage", "nsImage", "bundle", "label", "variableValue"]) {
                return placeholder
            }
            throw failure(.missingArgument(position: 1, callee: "Image"))
        }
        let nameRange = argumentRange(arguments.unlabelled.first != nil ? nil : "decorative")
        let name: String
        var unknownName: UndefinedName?
        var foundInBundle: ImageResolution?
        if case let .unresolvedMember(member) = nameValue, member.arguments == nil {
            // `Image(.heroPhoto)`: the symbol Xcode generates for an asset of the catalogue.
            name = member.name
        } else if let undefined = Self.undefinedName(nameValue) {
            // `Image(category.icon)` with `category` of another file or module: an asset we cannot
            // name, unless the path is one the catalogs have (`Image(.chevronRight)` through
            // Xcode's generated `ImageResource` symbols).
            undefinedNamesDrawn.insert(undefined.root)
            name = undefined.path
            unknownName = undefined
        } else {
            name = try string(nameValue, "name")
            // `Image("name", bundle: .module)`: looked up in the bundle named (`LookupBundle`).
            foundInBundle = imageInLookupBundle(name, bundle: arguments["bundle"])
        }
        // A custom symbol of the asset catalogs: sized by the font, as a system symbol.
        if resources.isSymbolSet(name) { return symbolImage(name, source: source, label: "Image(\"\(name)\")") }
        let found = foundInBundle ?? images(name, false)
        var node = ViewNode(ImageLeaf(name: name, naturalSize: found.size), label: "Image(\"\(name)\")", source: source)
        if found.warning != nil, let unknownName {
            // A value's name no catalog has: the name is as unknown as the value, so no "no image
            // named" warning names a string the app may never use; the placeholder stands in, its
            // reason saying where the name comes from.
            warn(.assumedValue(unknownName.path, assumption: "an image of the missing-image size (the image's name is this value)"), at: nameRange)
            node.style.standIn = StandIn(name: node.label, reason: standInReason(for: unknownName.root, usedIn: unknownName.range?.file))
        } else if let warning = found.warning {
            warn(warning, at: nameRange)
            // Drawn at the placeholder size: a stand-in for the asset.
            node.style.standIn = StandIn(name: "Image(\"\(name)\")", reason: warning.text)
        }
        return view("Image", .leaf(node))
    }

    /// `Image(systemName:)` as a square placeholder sized from the font at its place and the
    /// `imageScale` in effect there (`SymbolScale`).
    func symbolImage(_ name: String, source: SourceLocation?, label: String? = nil) -> Value {
        let found = images(name, true)
        return view("Image", .deferred { [unowned self] in
            let scaleName = self.environment.values[StyleKey.imageScale].flatMap { if case let .string(name) = $0 { name } else { nil } }
            let scale = scaleName.flatMap(SymbolScale.init(rawValue:)) ?? .medium
            var leaf = ImageLeaf(name: "systemName:" + name, naturalSize: found.size)
            leaf.symbolScale = scale.factor
            return self.view("Image", .leaf(ViewNode(leaf, label: label ?? "Image(systemName: \"\(name)\")", source: source)), source: source)
        }, source: source)
    }
}
