import AppResources
import SwiftInterpreter

/// Core Text's font registration and UIKit's font-family listing, as a package or app that
/// bundles a font calls them before its views use it (Apple docs, "CTFontManagerRegisterFontsForURL(_:_:_:)":
/// registers the fonts of the file at the URL for the scope and returns true on success;
/// "CTFontManagerRegisterGraphicsFont(_:_:)"; "UIFont.familyNames"; "UIFont.fontNames(forFamilyName:)").
///
/// LayoutLens already knows every font the bundle holds (`ResourceBundle.fonts`), so registering
/// one changes no measurement: it succeeds (`true`), and a font registered from a bundled file no
/// longer draws the "not listed in UIAppFonts" warning (`customFontNotRegistered`). A URL that is
/// not a bundled file still answers `true`, with the warning that LayoutLens assumed it.
/// `CTFontManagerCreateFontDescriptorsFromURL` gives one descriptor per face the file has.
/// `UIFont.familyNames` lists the bundled families only (the system's own families are not
/// modelled), with a warning saying so.
extension SwiftUIRuntime {
    func registerFontRegistration() {
        let descriptor = interpreter.registerNativeType("CTFontDescriptor")
        descriptor.conformances = ["Hashable", "Equatable"]
        for name in ["CTFontManagerRegisterFontsForURL", "CTFontManagerUnregisterFontsForURL"] {
            interpreter.registerFunction(name) { interpreter, _, arguments in
                let runtime = try SwiftUIRuntime.hosting(interpreter)
                guard let url = arguments.first?.value, let found = runtime.bundleEntry(url: url) else {
                    runtime.warn(.libraryAssumedValue(name, reason: "registers a font file that is not one of the app's bundled resources",
                                                      assumption: "true"), at: interpreter.currentRange)
                    return .bool(true)
                }
                if name == "CTFontManagerRegisterFontsForURL" { runtime.registeredFontFiles.insert(found.entry.path) }
                return .bool(true)
            }
        }
        // `CGDataProvider(url:)` → `CGFont(provider)` → `CTFontManagerRegisterGraphicsFont(font, &error)`
        // (Apple docs: each initialiser is failable; registering succeeds with `true`): the
        // provider and the font keep the URL they were made from.
        let provider = interpreter.registerNativeType("CGDataProvider")
        provider.initializers.append(.native("init", labels: ["url"]) { interpreter, _, arguments in
            .some(interpreter.nativeValue("CGDataProvider", FontSourceURL(url: arguments.first?.value ?? .nil)))
        })
        let graphicsFont = interpreter.registerNativeType("CGFont")
        graphicsFont.initializers.append(.native("init", labels: [nil]) { interpreter, _, arguments in
            let source = arguments.first.flatMap { Self.unwrapped($0.value).nativePayload(FontSourceURL.self) } ?? FontSourceURL(url: .nil)
            return .some(interpreter.nativeValue("CGFont", source))
        })
        interpreter.registerFunction("CTFontManagerRegisterGraphicsFont") { interpreter, _, arguments in
            let runtime = try SwiftUIRuntime.hosting(interpreter)
            if let source = arguments.first.flatMap({ Self.unwrapped($0.value).nativePayload(FontSourceURL.self) }),
               let found = runtime.bundleEntry(url: source.url) {
                runtime.registeredFontFiles.insert(found.entry.path)
            }
            return .bool(true)
        }
        interpreter.registerFunction("CTFontManagerCreateFontDescriptorsFromURL") { interpreter, _, arguments in
            let runtime = try SwiftUIRuntime.hosting(interpreter)
            guard let url = arguments.first?.value, let found = runtime.bundleEntry(url: url) else { return .nil }
            let faces = found.bundle.fonts.filter { $0.path == found.entry.path }
            return .some(.array(faces.map { interpreter.nativeValue("CTFontDescriptor", $0) }))
        }
        guard let font = interpreter.type(named: "UIFont") else { return }
        font.staticComputed["familyNames"] = ComputedProperty(getter: .hosted("familyNames") { runtime, _, _ in
            runtime.warn(.libraryAssumedValue("UIFont.familyNames", reason: "lists the system's font families, which LayoutLens does not model",
                                              assumption: "the bundled families only"), at: runtime.interpreter.currentRange)
            return .array(runtime.bundledFonts.compactMap(\.familyName).uniqueSorted().map(Value.string))
        })
        font.addMethod("fontNames", .hosted("fontNames") { runtime, _, arguments in
            guard case let .string(family)? = arguments.first.map({ Self.unwrapped($0.value) }) else { return .array([]) }
            return .array(runtime.bundledFonts.filter { $0.familyName == family }.compactMap(\.postScriptName).uniqueSorted().map(Value.string))
        }, isStatic: true)
    }

    /// The fonts of the module's bundle and of its package targets' bundles.
    private var bundledFonts: [AppFont] {
        resources.fonts + packageBundles.targets.compactMap { packageBundles.bundle(named: $0) }.flatMap(\.fonts)
    }
}

/// The URL a `CGDataProvider` or `CGFont` was made from.
struct FontSourceURL {
    var url: Value
}

private extension Array where Element == String {
    func uniqueSorted() -> [String] { Array(Set(self)).sorted() }
}
