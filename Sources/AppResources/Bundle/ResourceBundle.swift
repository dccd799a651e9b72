import Diagnostics
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine

/// One module's resources as its built bundle has them: asset catalogs, loose images, string
/// tables in every language, and bundled fonts, with the lookups SwiftUI's initialisers make
/// (`Image("name")`, `Image(.symbol)`, `Color("name")`, `Color(.symbol)`, `Text("key")`,
/// `Font.custom("Name", size:)`). A plain value: build it with `load(paths:)`, then share it.
///
/// Determinism: everything is read in sorted path order; when two assets share a name the first
/// in that order wins (with a `duplicateAssetName` warning).
public struct ResourceBundle: Sendable {
    public private(set) var catalogs: [AssetCatalog] = []
    /// Images outside catalogs (an `Assets` folder or image files given directly).
    public private(set) var looseImages: [ImageAsset] = []
    /// Bundled fonts, sorted by path and face.
    public private(set) var fonts: [AppFont] = []
    /// The development language: `CFBundleDevelopmentRegion` of Info.plist, else a string
    /// catalog's `sourceLanguage`, else "en" (Xcode's default for new projects).
    public private(set) var developmentLanguage = "en"
    /// The Info dictionary of the target's built bundle (`InfoDictionaryReader`), nil when the
    /// target has no Info.plist LayoutLens could read.
    public private(set) var info: [String: InfoValue]?
    /// The other files the bundle holds (JSON, text, …), for `Bundle.url(forResource:…)`.
    public private(set) var files = BundleFiles()
    /// The Core Data models (`.xcdatamodeld`) the module compiles, sorted by path.
    public private(set) var dataModels: [DataModel] = []
    /// The module or target name the bundle is built for ("" when not known).
    public private(set) var name = ""

    var tables: [String: StringTable] = [:]
    private var imageIndex: [String: ImageAsset] = [:]
    private var imageSymbolIndex: [String: ImageAsset] = [:]
    private var colorIndex: [String: ColorAsset] = [:]
    private var colorSymbolIndex: [String: ColorAsset] = [:]
    private var symbolSetNames: Set<String> = []

    public init() {}

    /// An empty bundle: every lookup misses.
    public static let empty = ResourceBundle()

    /// Reads `paths` — asset catalogs (`*.xcassets`), string catalogs (`*.xcstrings`), strings
    /// tables (`*.strings`, `*.stringsdict`, `*.lproj` folders), font files (`.ttf`, `.otf`,
    /// `.ttc`), `Info.plist`, image files or an `Assets` folder of them, or any other folder,
    /// which is searched for all of these. Problems come back as diagnostics; whatever else
    /// could be read is in the bundle.
    /// With `identity`, the bundle also has the target's Info dictionary (`info`).
    public static func load(paths: [String], developmentLanguage: String? = nil, identity: BundleIdentity? = nil) -> (ResourceBundle, [Diagnostic]) {
        var (bundle, diagnostics) = ResourceBundleLoader.load(paths: paths, developmentLanguage: developmentLanguage)
        if let identity {
            bundle.name = identity.name
            bundle.info = InfoDictionaryReader.read(identity, diagnostics: &diagnostics)
        }
        // The Info.plist is read for its fonts and for the Info dictionary: a problem once.
        return (bundle, diagnostics.removingRepeats())
    }

    mutating func setDataModels(_ models: [DataModel]) { dataModels = models }

    // MARK: Images and colours

    /// The image set `Image("name")` loads: catalogs first (in path order), then loose images.
    /// A name with an image extension (`"logo.png"`) also finds the loose file.
    public func image(named name: String) -> ImageAsset? {
        if let asset = imageIndex[name] { return asset }
        if let parsed = LooseImageFolder.parse(name) { return imageIndex[parsed.name] }
        return nil
    }

    /// The image set of a generated symbol: `heroBanner`, `.heroBanner`, `Icons.star`,
    /// `ImageResource.heroBanner` (see `AssetSymbolName`).
    public func image(symbol: String) -> ImageAsset? { imageSymbolIndex[Self.normalizedSymbol(symbol, type: "ImageResource")] }

    public func color(named name: String) -> ColorAsset? { colorIndex[name] }

    /// Whether `name` is a symbol set of the catalogs (`Image("custom.bolt")`, or its generated
    /// symbol `.customBolt`): a custom symbol, drawn as SF Symbols are, by the font where it is
    /// (Apple, "Creating custom symbol images for your app": a custom symbol in an asset catalog
    /// is loaded with `Image(_:)` and scales with the text around it as a system symbol does).
    /// An image set of that name comes first, as `image(named:)` finds it.
    public func isSymbolSet(_ name: String) -> Bool {
        guard !symbolSetNames.isEmpty, image(named: name) == nil else { return false }
        return symbolSetNames.contains(name) || symbolSetNames.contains(Self.normalizedSymbol(name, type: "ImageResource"))
    }

    public func color(symbol: String) -> ColorAsset? { colorSymbolIndex[Self.normalizedSymbol(symbol, type: "ColorResource")] }

    /// All image and colour names, sorted (for "did you mean" suggestions).
    public var imageNames: [String] { imageIndex.keys.sorted() }
    public var colorNames: [String] { colorIndex.keys.sorted() }

    static func normalizedSymbol(_ symbol: String, type: String) -> String {
        var text = symbol.replacingEvery("`", with: "")
        for prefix in ["DeveloperToolsSupport.", type + ".", "."] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        return text
    }

    // MARK: Strings

    /// The languages some table has a value in, sorted.
    public var localizations: [String] { Set(tables.values.flatMap { $0.languages.keys }).sorted() }

    /// The value `Text("key", tableName: table)` shows in `locale` (default: the development
    /// language), with the plural form for `count` and the device variation for `device`.
    /// Lookup order: the locale and its less specific forms (`de-CH`, `de`), then the
    /// development language, then `Base`; a key a string catalog lists without a value there
    /// shows the key as its source text, and so does a key the catalog of that table does not
    /// list yet: Xcode extracts every key of `Text`, `String(localized:)` and
    /// `LocalizedStringResource` into the table's string catalog on each build, with the key as
    /// its development-language value (Apple, WWDC23 "Discover String Catalogs"). A key of a
    /// table that has no catalog (`.strings` only, or none) shows the key (`origin: .missing`).
    public func string(key: String, table: String = "Localizable", locale: String? = nil,
                       count: Double? = nil, device: String = "iphone") -> LocalizedString {
        lookup(key: key, table: table, locale: locale, count: count, argumentCounts: [], device: device)
    }

    private func lookup(key: String, table: String, locale: String?, count: Double?, argumentCounts: [Double?], device: String) -> LocalizedString {
        let stringTable = tables[table]
        var candidates = Self.fallbacks(locale ?? developmentLanguage) + Self.fallbacks(developmentLanguage) + ["Base"]
        candidates = candidates.enumerated().filter { candidates.firstIndex(of: $0.element) == $0.offset }.map(\.element)
        for language in candidates {
            guard let value = stringTable?.languages[language]?[key] else { continue }
            let pluralLanguage = language == "Base" ? developmentLanguage : language
            if let text = value.resolve(count: count, argumentCounts: argumentCounts, language: pluralLanguage, device: device) {
                return LocalizedString(text: text, origin: .table(file: value.file, language: language))
            }
        }
        if stringTable?.catalogKeys.contains(key) == true || stringTable?.sourceLanguage != nil {
            return LocalizedString(text: key, origin: .keyIsSourceText)
        }
        return LocalizedString(text: key, origin: .missing)
    }

    /// The keys added by hand to string catalogs (`"extractionState": "manual"`) whose
    /// development-language value has no format specifier, by table, sorted: those for which
    /// Xcode 26 generates a `LocalizedStringResource` property (`StringCatalogSymbols`).
    public var manualKeysWithoutArguments: [(table: String, key: String)] {
        tables.keys.sorted().flatMap { name -> [(table: String, key: String)] in
            guard let table = tables[name] else { return [] }
            return table.manualKeys.sorted().compactMap { key in
                let value = lookup(key: key, table: name, locale: nil, count: nil, argumentCounts: [], device: "iphone").text
                return key.contains("%") || value.contains("%") ? nil : (name, key)
            }
        }
    }

    /// `string(key:…)` with its format specifiers filled from `arguments` (SwiftUI passes the
    /// interpolated values in order). A value's own plural variations are chosen by the first
    /// numeric argument; a `%#@name@` variable by the argument it stands for.
    public func formatted(key: String, table: String = "Localizable", locale: String? = nil,
                          arguments: [FormatArgument], device: String = "iphone") -> LocalizedString {
        var result = lookup(key: key, table: table, locale: locale, count: arguments.lazy.compactMap(\.count).first,
                            argumentCounts: arguments.map(\.count), device: device)
        let filled = StringFormatter.format(result.text, arguments: arguments)
        result.text = filled.text
        result.missingArguments = filled.missing
        return result
    }

    /// `de-DE` → [`de-DE`, `de`]; `zh-Hans-CN` → [`zh-Hans-CN`, `zh-Hans`, `zh`]; `_` is read as `-`.
    static func fallbacks(_ locale: String) -> [String] {
        let parts = locale.replacingEvery("_", with: "-").split(separator: "-").map(String.init)
        return (0..<parts.count).reversed().map { parts[0...$0].joined(separator: "-") }
    }

    // MARK: Fonts

    /// The bundled font `Font.custom(name, size:)` uses, or nil (SwiftUI then uses the system
    /// font; the caller warns with `customFontNotFound`). See `FontLookup` for the order.
    public func font(named name: String) -> AppFont? { FontLookup.find(name, in: fonts) }

    // MARK: Building

    /// Adds a catalog's sets. Two catalogs whose paths differ only in letter case
    /// (`Images.xcassets` and `images.xcassets` in one folder, as a repository can hold them) are
    /// one folder on the Mac the app is built on, whose file system is case-insensitive by
    /// default (Apple, FSKit `FSVolume.CaseFormat`: "`FILE.TXT` and `file.TXT` are … the same name
    /// in a case-insensitive volume"; GitHub's macOS runners use such APFS volumes,
    /// actions/runner-images#865): the later one's sets join the first, and the catalog keeps the
    /// first one's path (the name Tuist's accessors are generated from). Which spelling the Mac
    /// checkout keeps is **unverified**.
    mutating func add(_ catalog: AssetCatalog, diagnostics: inout [Diagnostic]) {
        if let same = catalogs.firstIndex(where: { $0.path.lowercased() == catalog.path.lowercased() }) {
            // A set folder in both is one folder there too: its first reading is kept.
            let images = Set(catalogs[same].images.map { $0.name.lowercased() })
            let colors = Set(catalogs[same].colors.map { $0.name.lowercased() })
            let symbols = Set(catalogs[same].symbols.map { $0.lowercased() })
            catalogs[same].images += catalog.images.filter { !images.contains($0.name.lowercased()) }
            catalogs[same].colors += catalog.colors.filter { !colors.contains($0.name.lowercased()) }
            catalogs[same].symbols += catalog.symbols.filter { !symbols.contains($0.lowercased()) }
        } else {
            catalogs.append(catalog)
        }
        for image in catalog.images { insertImage(image, diagnostics: &diagnostics) }
        for symbol in catalog.symbols {
            symbolSetNames.insert(symbol)
            symbolSetNames.insert(AssetSymbolName.path(for: symbol))
        }
        for color in catalog.colors {
            if let kept = colorIndex[color.name] {
                diagnostics.append(Diagnostic(.duplicateAssetName("colour", color.name, kept: kept.path), at: .wholeFile(color.path + "/Contents.json")))
                continue
            }
            colorIndex[color.name] = color
            colorSymbolIndex[color.symbol] = colorSymbolIndex[color.symbol] ?? color
        }
    }

    mutating func addLoose(_ images: [ImageAsset], diagnostics: inout [Diagnostic]) {
        for image in images where imageIndex[image.name] == nil {
            looseImages.append(image)
            insertImage(image, diagnostics: &diagnostics)
        }
    }

    private mutating func insertImage(_ image: ImageAsset, diagnostics: inout [Diagnostic]) {
        if let kept = imageIndex[image.name] {
            diagnostics.append(Diagnostic(.duplicateAssetName("image", image.name, kept: kept.path), at: .wholeFile(image.path + "/Contents.json")))
            return
        }
        imageIndex[image.name] = image
        imageSymbolIndex[image.symbol] = imageSymbolIndex[image.symbol] ?? image
    }

    mutating func setFonts(_ fonts: [AppFont]) { self.fonts = fonts }
    mutating func setFiles(_ files: BundleFiles) { self.files = files }
    mutating func setDevelopmentLanguage(_ language: String) { developmentLanguage = language }
}
