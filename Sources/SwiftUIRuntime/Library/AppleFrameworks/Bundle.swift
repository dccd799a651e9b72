import AppResources
import SwiftInterpreter

/// Foundation's `Bundle` (Apple docs, "Bundle": `main`, `init(for:)`, `init(identifier:)`;
/// SwiftPM's generated `Bundle.module`) as Xcode's canvas has it: a preview runs inside the
/// app's own bundle, so the bundle answers from the module's target — its Info dictionary
/// (`ResourceBundle.info`: the Info.plist with `$(VAR)` replaced, generated keys, the keys Xcode
/// writes) and its resource files (`ResourceBundle.files`).
///
/// - `infoDictionary`, `object(forInfoDictionaryKey:)`, `bundleIdentifier`: from the Info
///   dictionary; a key it lacks is nil, as in the app. A module with no Info.plist (a package
///   target, a folder without one) keeps nil with the warning that LayoutLens assumed it.
/// - `url(forResource:withExtension:subdirectory:)`, `path(forResource:ofType:inDirectory:)`:
///   a file among the module's resources (`BundleFiles.find`), as a URL inside a stable made-up
///   bundle folder `/LayoutLensPreview/<Module>.app` (the real one is a simulator path that
///   changes with every install); a name not among them is nil with a warning.
/// - `bundleURL`, `bundlePath`, `resourceURL`, `resourcePath`: that folder.
/// - `developmentLocalization`: `CFBundleDevelopmentRegion`, else the resources' development
///   language; `preferredLocalizations`: the `--locale` language, else the development one;
///   `localizations`: the languages the string tables have (the development one when none).
/// Only what the bundle gave is ever read (`BundleFileData`).
extension SwiftUIRuntime {
    static let bundleContentsReason = "comes from the app's Info.plist or resources, which a preview here never reads"
    static let frameworkBundlesReason = "lists the bundles of the frameworks the app links, Apple's among them, which LayoutLens does not model"
    /// Where the made-up bundle lies: absolute, never a real folder, the same on every run.
    static let previewBundleFolder = "/LayoutLensPreview"

    func registerBundle() {
        registerURLPathMembers()
        guard let bundle = registerAppleType("Bundle") else { return }
        bundle.conformances = ["Hashable", "Equatable"]
        bundle.staticComputed["main"] = ComputedProperty(getter: .native("main") { interpreter, _, _ in
            interpreter.nativeValue("Bundle", "main")
        })
        // `Bundle.allBundles`: "the main bundle and all bundles that have been dynamically
        // created" (Apple docs, "allBundles"); a preview creates none, so the app's bundle alone.
        bundle.staticComputed["allBundles"] = ComputedProperty(getter: .native("allBundles") { interpreter, _, _ in
            .array([interpreter.nativeValue("Bundle", "main")])
        })
        // `Bundle.allFrameworks`: the frameworks linked into the app (Apple docs, "allFrameworks"),
        // Apple's among them, whose bundles LayoutLens does not model: none, with a warning. Code
        // searching them for the app's resources (`allFrameworks.compactMap { $0.url(forResource:…) }`)
        // finds nothing there in the app either; the app's resources are the main bundle's.
        bundle.staticComputed["allFrameworks"] = ComputedProperty(getter: .hosted("allFrameworks") { runtime, _, _ in
            runtime.warn(.libraryAssumedValue("Bundle.allFrameworks", reason: Self.frameworkBundlesReason, assumption: "empty"),
                         at: runtime.interpreter.currentRange)
            return .array([])
        })
        // `Bundle.module` written in a package target's file is that target's bundle
        // (`PackageTargetBundles`); elsewhere the module's own.
        bundle.staticComputed["module"] = ComputedProperty(getter: .hosted("module") { runtime, _, _ in
            if let target = runtime.packageBundles.target(ofFile: runtime.interpreter.currentRange?.file ?? ""),
               runtime.packageBundles.bundle(named: target) != nil {
                return runtime.interpreter.nativeValue("Bundle", PackageBundleReference(target: target))
            }
            return runtime.interpreter.nativeValue("Bundle", "module")
        })
        initializer("Bundle") { `self`, arguments in
            if let identifier = arguments["identifier"] { return self.bundle(identifier: identifier) }
            // `Bundle(for: AnyClass)`: "the bundle object that contains the class's code" (Apple
            // docs, `init(for:)`), the bundle of the class's module: written in a package target's
            // file with resources, that target's bundle (the class is taken to be the calling
            // module's; code reaching its resources this way is a framework build's, under
            // `#if !SWIFT_PACKAGE`, where the framework's bundle holds them), else the main bundle.
            if arguments["for"] != nil, let target = self.packageBundles.target(ofFile: self.interpreter.currentRange?.file ?? ""),
               self.packageBundles.bundle(named: target) != nil {
                return self.interpreter.nativeValue("Bundle", PackageBundleReference(target: target))
            }
            return self.interpreter.nativeValue("Bundle", "main")
        }
        bundle.computedProperties["bundleIdentifier"] = ComputedProperty(getter: .hosted("bundleIdentifier") { runtime, _, _ in
            guard let info = runtime.resources.info else {
                return runtime.libraryStandIn("Bundle.bundleIdentifier", reason: Self.bundleContentsReason)
            }
            return info["CFBundleIdentifier"].map { .some(runtime.value(of: $0)) } ?? .nil
        })
        bundle.computedProperties["infoDictionary"] = ComputedProperty(getter: .hosted("infoDictionary") { runtime, _, _ in
            guard let info = runtime.resources.info else { return runtime.assumedNil("Bundle.infoDictionary") }
            return .some(runtime.value(of: .dictionary(info.keys.sorted().map { InfoEntry(key: $0, value: info[$0]!) })))
        })
        bundle.addMethod("object", .hosted("object") { runtime, _, arguments in
            guard let info = runtime.resources.info else { return runtime.assumedNil("Bundle.object(forInfoDictionaryKey:)") }
            let key = try arguments.first.map { try runtime.string($0.value, "forInfoDictionaryKey") } ?? ""
            return info[key].map { .some(runtime.value(of: $0)) } ?? .nil
        })
        bundle.addMethod("url", .hosted("url") { runtime, selfValue, arguments in
            if let unknown = runtime.unknownResourceName(arguments) { return unknown }
            let arguments = NativeArguments("url", arguments)
            let scope = runtime.resourceScope(of: selfValue)
            if let folder = try runtime.localizationFolder(arguments, name: "forResource", ext: "withExtension", in: scope) {
                return .some(runtime.interpreter.nativeValue("URL", EnumCasePayload(name: "file://" + folder + "/")))
            }
            guard let entry = try runtime.bundleEntry(arguments, name: "forResource", ext: "withExtension", folder: "subdirectory",
                                                      call: "Bundle.url(forResource:withExtension:)", in: scope) else { return .nil }
            return .some(runtime.interpreter.nativeValue("URL", EnumCasePayload(name: "file://" + scope.folder + "/" + entry.bundlePath)))
        })
        bundle.addMethod("path", .hosted("path") { runtime, selfValue, arguments in
            if let unknown = runtime.unknownResourceName(arguments) { return unknown }
            let arguments = NativeArguments("path", arguments)
            let scope = runtime.resourceScope(of: selfValue)
            if let folder = try runtime.localizationFolder(arguments, name: "forResource", ext: "ofType", in: scope) { return .some(.string(folder)) }
            guard let entry = try runtime.bundleEntry(arguments, name: "forResource", ext: "ofType", folder: "inDirectory",
                                                      call: "Bundle.path(forResource:ofType:)", in: scope) else { return .nil }
            return .some(.string(scope.folder + "/" + entry.bundlePath))
        })
        for name in ["bundleURL", "resourceURL"] {
            bundle.computedProperties[name] = ComputedProperty(getter: .hosted(name) { runtime, selfValue, _ in
                let folder = runtime.resourceScope(of: selfValue).folder
                let url = runtime.interpreter.nativeValue("URL", EnumCasePayload(name: "file://" + folder + "/"))
                return name == "bundleURL" ? url : .some(url)
            })
        }
        for name in ["bundlePath", "resourcePath"] {
            bundle.computedProperties[name] = ComputedProperty(getter: .hosted(name) { runtime, selfValue, _ in
                let folder = runtime.resourceScope(of: selfValue).folder
                return name == "bundlePath" ? .string(folder) : .some(.string(folder))
            })
        }
        bundle.computedProperties["developmentLocalization"] = ComputedProperty(getter: .hosted("developmentLocalization") { runtime, _, _ in
            .some(.string(runtime.developmentLocalization))
        })
        bundle.computedProperties["preferredLocalizations"] = ComputedProperty(getter: .hosted("preferredLocalizations") { runtime, _, _ in
            .array([.string(runtime.settings.locale ?? runtime.developmentLocalization)])
        })
        bundle.computedProperties["localizations"] = ComputedProperty(getter: .hosted("localizations") { runtime, _, _ in
            let languages = runtime.resources.localizations
            return .array((languages.isEmpty ? [runtime.developmentLocalization] : languages).map(Value.string))
        })
        bundle.addMethod("localizedString", .hosted("localizedString") { runtime, selfValue, arguments in
            let arguments = NativeArguments("localizedString", arguments)
            func text(_ label: String) -> String? {
                guard let value = arguments[label], case let .string(text) = Self.unwrapped(value) else { return nil }
                return text
            }
            return .string(runtime.localizedString(text("forKey") ?? "", value: text("value"), table: text("table") ?? "Localizable",
                                                   in: runtime.lookupBundle(selfValue)))
        })
        // Core Foundation's key names, which Swift code writes `kCFBundleIdentifierKey as String`
        // (Apple docs, "Bundle Keys" of Core Foundation: each key's value is its own name).
        for key in ["Identifier", "Version", "Executable", "Name", "InfoDictionaryVersion", "DevelopmentRegion", "Localizations"] {
            interpreter.globals.declare("kCFBundle\(key)Key", .string("CFBundle\(key)"), isLet: true)
        }
    }

    /// `Bundle(identifier:)` (Apple docs: the bundle with that identifier, among those loaded): the
    /// main bundle for the app's own `CFBundleIdentifier`; any other identifier (a framework's, a
    /// package's resource bundle's, whose identifiers this reading does not know) is answered as
    /// the main bundle with `libraryAssumedValue`.
    private func bundle(identifier: Value) -> Value {
        let main = interpreter.nativeValue("Bundle", "main")
        guard case let .string(name) = Self.unwrapped(identifier), case let .string(own)? = resources.info?["CFBundleIdentifier"], own == name else {
            let written = (try? interpreter.describe(identifier)) ?? "?"
            warn(.libraryAssumedValue("Bundle(identifier: \(written))", reason: "names a bundle other than the app's, which LayoutLens does not tell apart",
                                      assumption: "Bundle.main"), at: interpreter.currentRange)
            return main
        }
        return main
    }

    /// `/LayoutLensPreview/<Module>.app`.
    var bundleFolder: String {
        Self.previewBundleFolder + "/" + (resources.name.isEmpty ? "Preview" : resources.name) + ".app"
    }

    private var developmentLocalization: String {
        resources.info?["CFBundleDevelopmentRegion"]?.string ?? resources.developmentLanguage
    }

    /// The path of the `<language>.lproj` folder a lookup names (`path(forResource: "de",
    /// ofType: "lproj")`) when the module's string tables have that language: Xcode compiles each
    /// localization of a string catalog or `.strings` table into `<language>.lproj/` at the
    /// bundle's top level (Apple docs, "Bundle Programming Guide: Bundle Structures", localized
    /// resources live in language-specific `.lproj` folders; "Localizing and varying text with a
    /// string catalog": Xcode builds the catalog into `.strings`/`.stringsdict` files per
    /// language). Nil otherwise: the lookup then goes on to the resource files.
    private func localizationFolder(_ arguments: NativeArguments, name: String, ext: String, in scope: ResourceScope) throws -> String? {
        guard let value = arguments[ext], case let .string(type) = Self.unwrapped(value), type == "lproj" || type == ".lproj" else { return nil }
        guard let resource = arguments[name] ?? arguments.unlabelled.first, case let .string(language) = Self.unwrapped(resource),
              scope.bundle.localizations.contains(language) else { return nil }
        return scope.folder + "/" + language + ".lproj"
    }

    /// A bundle's resources and the made-up folder it lies in.
    struct ResourceScope {
        var bundle: ResourceBundle
        var folder: String
    }

    /// The resources a `Bundle` value answers from: a package target's own (its `Bundle.module`,
    /// `PackageTargetBundles`), else the module's.
    func resourceScope(of bundleValue: Value) -> ResourceScope {
        if let reference = Self.unwrapped(bundleValue).nativePayload(PackageBundleReference.self),
           let bundle = packageBundles.bundle(named: reference.target) {
            return ResourceScope(bundle: bundle, folder: PackageTargetBundles.folder(of: reference.target))
        }
        return ResourceScope(bundle: resources, folder: bundleFolder)
    }

    /// The resource a lookup names, or nil (with a warning when the name is not among the
    /// module's resources, or climbs out of the bundle).
    private func bundleEntry(_ arguments: NativeArguments, name: String, ext: String, folder: String, call: String,
                             in scope: ResourceScope) throws -> BundleFiles.Entry? {
        func text(_ label: String) throws -> String? {
            guard let value = arguments[label], !value.isNil else { return nil }
            return try string(Self.unwrapped(value), label)
        }
        let resource = try text(name) ?? arguments.unlabelled.first.flatMap { try? string($0, name) }
        if let entry = scope.bundle.files.find(name: resource, extension: try text(ext), subdirectory: try text(folder)) { return entry }
        let reason = "names no file among the module's resources (\(resource ?? "nil")\((try? text(ext)).flatMap { $0 }.map { "." + $0 } ?? ""))"
        warn(.libraryAssumedValue(call, reason: reason, assumption: "nil"), at: interpreter.currentRange)
        return nil
    }

    /// An Info.plist value as `infoDictionary` gives it to Swift (`String`, `Int`, `Double`,
    /// `Bool`, arrays and `[String: Any]` dictionaries; a date or data as its text).
    func value(of info: InfoValue) -> Value {
        switch info {
        case .string(let text), .date(let text), .data(let text): return .string(text)
        case .integer(let number): return .int(number)
        case .real(let number): return .double(number)
        case .bool(let flag): return .bool(flag)
        case .array(let elements): return .array(elements.map(value(of:)))
        case .dictionary(let entries):
            var dictionary = OrderedDictionary()
            for entry in entries { dictionary[.string(entry.key)] = value(of: entry.value) }
            return .dictionary(dictionary)
        }
    }

    static func unwrapped(_ value: Value) -> Value {
        if case let .optional(wrapped?) = value { return unwrapped(wrapped) }
        return value
    }

    /// Nil for a bundle's contents, with the warning that LayoutLens assumed it.
    func assumedNil(_ name: String) -> Value {
        warn(.libraryAssumedValue(name, reason: Self.bundleContentsReason, assumption: "nil"), at: interpreter.currentRange)
        return .nil
    }
}
