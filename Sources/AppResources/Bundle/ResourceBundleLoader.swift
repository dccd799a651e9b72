import Diagnostics
import FileAccess
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

/// Builds a `ResourceBundle` from paths, in steps:
/// 1. Classify each path (`ResourcePathKind`); search other folders (sorted, hidden and build
///    folders skipped, each real folder once so link loops end), collecting resources.
/// 2. Read Info.plists: `UIAppFonts` and `CFBundleDevelopmentRegion`.
/// 3. Choose the development language (option, Info.plist, a catalog's `sourceLanguage`, "en").
/// 4. Read asset catalogs, then loose images.
/// 5. Read string tables: per table, `.stringsdict` first, then `.xcstrings`, then `.strings`
///    (an earlier file's key is kept); a table file outside an `.lproj` folder belongs to the
///    development language.
/// 6. Read fonts and mark each registered or not by `UIAppFonts`.
enum ResourceBundleLoader {
    private struct Found {
        var catalogs: [String] = []
        var stringCatalogs: [String] = []
        /// (path, language or nil for the development language)
        var stringsTables: [(String, String?)] = []
        var stringsDictionaries: [(String, String?)] = []
        var fonts: [String] = []
        var infoLists: [String] = []
        var imageFiles: [String] = []
        var looseFolders: [String] = []
        var dataModels: [String] = []
        /// Other files a bundle holds (`BundleFiles`).
        var files = BundleFiles()
    }

    static func load(paths: [String], developmentLanguage: String?) -> (ResourceBundle, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var found = Found()
        var listing = FolderListing()
        for path in paths {
            // A resource the project names that is itself a link out of the project (its git
            // work tree, else its folder) is not read either.
            if FilePaths.isSymbolicLink(path), let boundary = LinkBoundary(walking: PathText.deletingLastComponent(path)),
               boundary.isLinkLeaving(path) {
                diagnostics.append(Diagnostic(.bundleResourceOutsideRoot(path), at: .wholeFile(path)))
                continue
            }
            let given = ResourceRoot(path: path, isFolder: FolderListing.isFolder(path))
            collect(path, language: nil, depth: 0, root: given, into: &found, listing: &listing, diagnostics: &diagnostics)
        }
        found.files.sort()

        var bundle = ResourceBundle()
        var appFonts: [String]?
        var region: String?
        for path in found.infoLists {
            guard let info = InfoPropertyList.read(path, diagnostics: &diagnostics) else { continue }
            appFonts = (appFonts ?? []) + info.appFonts
            region = region ?? info.developmentRegion
        }

        var tables: [String: StringTable] = [:]
        for path in found.stringCatalogs {
            let name = tableName(path)
            var table = tables[name] ?? StringTable(name: name)
            StringCatalogReader.read(path, into: &table, diagnostics: &diagnostics)
            tables[name] = table
        }
        let language = developmentLanguage ?? region ?? tables.keys.sorted().compactMap { tables[$0]?.sourceLanguage }.first ?? "en"
        bundle.setDevelopmentLanguage(language)

        for path in found.catalogs {
            let (catalog, problems) = AssetCatalogReader.read(path)
            diagnostics += problems
            bundle.add(catalog, diagnostics: &diagnostics)
        }
        for folder in found.looseFolders {
            let (images, problems) = LooseImageFolder.read(folder)
            diagnostics += problems
            bundle.addLoose(images, diagnostics: &diagnostics)
        }
        // Image files named one by one: each folder they lie in is read once (not once per file,
        // which read a folder of n images n times), keeping the listed images and their problems.
        var filesByFolder: [String: Set<String>] = [:]
        for file in found.imageFiles {
            filesByFolder[PathText.deletingLastComponent(file), default: []].insert(file)
        }
        for folder in filesByFolder.keys.sorted() {
            let listed = filesByFolder[folder] ?? []
            let (images, problems) = LooseImageFolder.read(folder)
            diagnostics += problems.filter { listed.contains($0.range.file) }
            let names = Set(listed.compactMap { LooseImageFolder.parse(PathText.lastComponent($0))?.name })
            bundle.addLoose(images.filter { names.contains($0.name) }, diagnostics: &diagnostics)
        }

        // String tables: .stringsdict entries go in before .strings ones so plural rules win.
        var loose: [String: StringTable] = [:]
        for (path, folderLanguage) in found.stringsDictionaries {
            let name = tableName(path)
            loose[name, default: StringTable(name: name)].merge(StringsDictReader.read(path, diagnostics: &diagnostics), language: folderLanguage ?? language)
        }
        for (path, folderLanguage) in found.stringsTables {
            let name = tableName(path)
            loose[name, default: StringTable(name: name)].merge(StringsTableParser.read(path, diagnostics: &diagnostics), language: folderLanguage ?? language)
        }
        for (name, table) in loose {
            var merged = tables[name] ?? StringTable(name: name)
            for (tableLanguage, entries) in table.languages { merged.merge(entries, language: tableLanguage) }
            tables[name] = merged
        }
        bundle.tables = tables
        diagnostics += unknownPluralLanguages(tables)

        var fonts: [AppFont] = []
        for path in found.fonts {
            for var font in FontFileReader.read(path, diagnostics: &diagnostics) {
                font.isRegistered = appFonts.map { listed in listed.contains { path == $0 || path.hasSuffix("/" + $0) } }
                fonts.append(font)
            }
        }
        bundle.setFonts(fonts)
        bundle.setDataModels(found.dataModels.sorted().compactMap { DataModelReader.read($0, diagnostics: &diagnostics) })
        bundle.setFiles(found.files)
        return (bundle, diagnostics)
    }

    /// One warning per language whose plural forms are used but whose CLDR rules LayoutLens
    /// lacks, at the first file (in path order) that has such forms.
    private static func unknownPluralLanguages(_ tables: [String: StringTable]) -> [Diagnostic] {
        var files: [String: String] = [:]
        for table in tables.values {
            for (language, entries) in table.languages where language != "Base" && !PluralRules.isKnown(language) {
                for value in entries.values where !value.plural.isEmpty || !value.substitutions.isEmpty
                    || value.devices.values.contains(where: { !$0.plural.isEmpty }) {
                    files[language] = min(files[language] ?? value.file, value.file)
                }
            }
        }
        return files.keys.sorted().map { Diagnostic(.unknownPluralRules($0), at: .wholeFile(files[$0]!)) }
    }

    private static func tableName(_ path: String) -> String {
        PathText.deletingPathExtension(PathText.lastComponent(path))
    }

    /// A path the loader was given: its files' bundle paths are spelled from it.
    private struct ResourceRoot {
        var path: String
        var isFolder: Bool
        /// The folder a file's real location must stay inside (the folder given, or the folder
        /// of a file given), with links resolved.
        var realFolder: String {
            let folder = isFolder ? path : PathText.deletingLastComponent(path)
            return FilePaths.resolvedPath(folder) ?? folder
        }
    }

    /// Records a file the bundle holds, unless its real location leaves the folder it is listed
    /// in (a link to `/etc/passwd`), which is reported and left out.
    private static func addBundleFile(_ path: String, root: ResourceRoot, into found: inout Found, diagnostics: inout [Diagnostic]) {
        let (name, ext) = ResourcePathKind.nameAndExtension(path)
        guard !BundleFiles.notCopied.contains(ext), !name.hasPrefix("."), name != "Package.swift" else { return }
        let real = FilePaths.resolvedPath(path) ?? path
        let folder = root.realFolder
        guard real == folder || real.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
            diagnostics.append(Diagnostic(.bundleResourceOutsideRoot(path), at: .wholeFile(path)))
            return
        }
        let bundlePath = root.isFolder && path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : name
        found.files.add(path: path, bundlePath: bundlePath)
    }

    private static func collect(_ path: String, language: String?, depth: Int, root: ResourceRoot, into found: inout Found,
                                listing: inout FolderListing, diagnostics: inout [Diagnostic]) {
        let isFolder = FolderListing.isFolder(path)
        let kind = ResourcePathKind.of(path, isFolder: isFolder)
        switch kind {
        case .assetCatalog:
            // The same catalog reached twice (a link to it) is read once.
            if listing.enter(path) { found.catalogs.append(path) } else {
                diagnostics.append(Diagnostic(.resourceFolderLoop(path), at: .wholeFile(path)))
            }
        case .stringCatalog: found.stringCatalogs.append(path)
        case .stringsTable: found.stringsTables.append((path, language))
        case .stringsDictionary: found.stringsDictionaries.append((path, language))
        case .font:
            // A bundled font is a file of the bundle too (`Bundle.module.url(forResource: "Icons",
            // withExtension: "ttf")`, the URL a package registers its font from).
            found.fonts.append(path)
            addBundleFile(path, root: root, into: &found, diagnostics: &diagnostics)
        case .infoPropertyList: found.infoLists.append(path)
        case .image:
            found.imageFiles.append(path)
            addBundleFile(path, root: root, into: &found, diagnostics: &diagnostics)
        case .looseImageFolder: found.looseFolders.append(path)
        case .dataModel:
            // The bundle holds the compiled model: momc builds `Model.xcdatamodeld` into a
            // `Model.momd` folder and a lone `Model.xcdatamodel` into `Model.mom` (Apple, "Core
            // Data Model Versioning and Data Migration": the versioned bundle compiles to `.momd`),
            // which `Bundle.url(forResource: "Model", withExtension: "momd")` finds. The source
            // folder is read once.
            if listing.enter(path) {
                found.dataModels.append(path)
                let base = PathText.deletingPathExtension(PathText.lastComponent(path))
                found.files.add(path: path, bundlePath: base + (ResourcePathKind.nameAndExtension(path).fileExtension == "xcdatamodeld" ? ".momd" : ".mom"))
            }
        case .other:
            if !FileManager.default.fileExists(atPath: path) {
                diagnostics.append(Diagnostic(.unreadableResource(path, reason: FolderListing.whyMissing(path)), at: .wholeFile(path)))
            } else {
                addBundleFile(path, root: root, into: &found, diagnostics: &diagnostics)
            }
        case .localizationFolder, .folder:
            // A localisation folder is in the bundle itself (`Bundle.url(forResource: "de",
            // withExtension: "lproj")`).
            if kind == .localizationFolder { found.files.add(path: path, bundlePath: ResourcePathKind.nameAndExtension(path).name) }
            let isLocalization = ResourcePathKind.of(path, isFolder: true) == .localizationFolder
            guard depth < FolderListing.maximumDepth else {
                diagnostics.append(Diagnostic(.resourceFolderTooLarge(limit: FolderListing.maximumEntries), at: .wholeFile(path)))
                return
            }
            guard listing.enter(path) else {
                diagnostics.append(Diagnostic(.resourceFolderLoop(path), at: .wholeFile(path)))
                return
            }
            guard let names = listing.names(in: path) else {
                diagnostics.append(Diagnostic(.resourceFolderTooLarge(limit: FolderListing.maximumEntries), at: .wholeFile(path)))
                return
            }
            let folderLanguage = isLocalization ? PathText.deletingPathExtension(PathText.lastComponent(path)) : language
            for name in names where !ResourcePathKind.skippedFolders.contains(name) && !name.hasSuffix(".xcodeproj") {
                let child = path + "/" + name
                // A link out of the folder given (a catalog, font or folder linked from elsewhere,
                // `Resources → /`) is not followed: nothing outside the project is read.
                if FilePaths.isSymbolicLink(child), LinkBoundary(realRoot: root.realFolder).isLinkLeaving(child) {
                    diagnostics.append(Diagnostic(.bundleResourceOutsideRoot(child), at: .wholeFile(child)))
                    continue
                }
                // Loose image files are collected only from an `Assets` folder or when named directly
                // (a bundle still holds them, for `Bundle.url(forResource:withExtension:)`).
                if ResourcePathKind.of(child, isFolder: false) == .image, !FolderListing.isFolder(child) {
                    addBundleFile(child, root: root, into: &found, diagnostics: &diagnostics)
                    continue
                }
                collect(child, language: folderLanguage, depth: depth + 1, root: root, into: &found, listing: &listing, diagnostics: &diagnostics)
            }
        }
    }
}
