import SwiftFrontEnd
import SwiftInterpreter

/// Where a name comes from that no file of the module read declares: a module the file imports
/// that LayoutLens does not read (a remote package, or one not found under the inputs), or one
/// of Apple's frameworks, which LayoutLens models only in part. Said in the stand-in's warning and
/// in the frames JSON, so a stand-in names its likely origin instead of "another file". A module
/// that was read into the program (a local package, another target of the project) is not a
/// place the name can come from, so it is not named.
struct StandInOrigin {
    /// What the program knows of the modules a file may import.
    struct Modules {
        /// Modules whose files are part of the program (the module and its local dependencies).
        var read: Set<String> = []
        /// Modules of remote packages the module depends on, with their package's identity
        /// (`NukeUI` → `Nuke`), from `.package(url:)`, `XCRemoteSwiftPackageReference` or
        /// `Package.resolved`.
        var remotePackages: [String: String] = [:]
        /// The modules not read that any file of the module imports (`ModuleWideMemberImports`).
        var importedByModuleFiles: [(module: String, package: String?)] = []
        /// The modules not read that a file of the module imports with `@_exported` (an
        /// `Exports.swift` of `@_exported import Collections` lines): their top-level names are
        /// visible in every file of the module, as if each imported them (`ModuleWideExports`).
        var exportedByModuleFiles: [(module: String, package: String?)] = []
        /// The modules not read that a read module re-exports to the files importing it
        /// (`StandInOrigin.reexports`): `import AppDomain` makes the names of the remote
        /// `ProseCoreFFI` it `@_exported import`s visible, so they may come from there.
        var reexportedByReadModules: [String: [(module: String, package: String?)]] = [:]
        /// The remote packages whose products the module and its local dependencies link, by
        /// identity. Swift makes the extension members of every module a file's module loads
        /// visible in the file, imported there or not (SE-0444, "Member import visibility":
        /// before its upcoming feature, "members of extensions declared in transitively imported
        /// modules are visible"; swiftlang/swift issue #46493), so an initializer or member of a
        /// type that no import of the file explains may come from one of them.
        var linkedPackages: [String] = []

        /// The remote package `module` comes from: a product of that name, else a package whose
        /// identity is the module's name (`import Nuke` of the package `nuke`).
        func remotePackage(of module: String) -> String? {
            if let package = remotePackages[module] { return package }
            let packages = Set(remotePackages.values).sorted()
            if let same = packages.first(where: { $0.lowercased() == module.lowercased() }) { return same }
            // A package's modules are often named apart from its identity: `OrderedCollections` of
            // swift-collections, `MarkdownUI` of swift-markdown-ui, `FirebaseAuth` of
            // firebase-ios-sdk, `NukeVideo` of Nuke. The identity's distinctive part (its words
            // without "swift", "ios", "sdk", "spm", "package") inside the module's name, or the
            // module's name inside the identity, names it; the longest such part wins.
            let name = Self.letters(module)
            let candidates = packages.compactMap { package -> (package: String, length: Int)? in
                let core = Self.distinctivePart(of: package)
                if core.count >= 3, name.contains(core) { return (package, core.count) }
                if name.count >= 4, Self.letters(package).contains(name) { return (package, name.count) }
                return nil
            }
            return candidates.max { ($0.length, $1.package) < ($1.length, $0.package) }?.package
        }

        /// Lowercased letters and digits of `text` (`Swift-Markdown_UI` → `swiftmarkdownui`).
        static func letters(_ text: String) -> String {
            String(text.lowercased().filter { $0.isLetter || $0.isNumber })
        }

        /// A package identity without the words every package shares (`swift-markdown-ui` →
        /// `markdownui`, `firebase-ios-sdk` → `firebase`).
        static func distinctivePart(of package: String) -> String {
            let common: Set<String> = ["swift", "ios", "sdk", "spm", "package", "swiftpm", "apple", "macos"]
            let words = package.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
            return words.filter { !common.contains($0) }.joined()
        }
    }

    /// Modules the file imports that are not Apple's and were not read, in source order, each
    /// with its remote package when known.
    var packages: [(module: String, package: String?)]
    /// Apple's frameworks the file imports, beyond SwiftUI and Foundation, which every view has.
    var frameworks: [String]
    /// Apple's frameworks the file the name is written in imports, in source order.
    var appleImports: [String] = []
    /// Apple's frameworks the file the name is written in sees (`AppleFrameworkNames.visible`).
    /// Worked out when a stand-in's origin is asked, not when the origin is made: most origins
    /// are made only for their `packages` (which files import modules not read), and the set
    /// cost about 32 K instructions per file read (docs/performance.md, issue 37).
    var visibleFrameworks: Set<String> { AppleFrameworkNames.visible(from: appleImports) }
    /// Whether `packages` are those other files of the module import (a member's origin,
    /// `ModuleWideMemberImports`), not the file's own.
    var throughOtherFiles = false
    /// The remote packages the module links (`Modules.linkedPackages`).
    var linkedPackages: [String] = []
    /// Whether a type is one of the library's (Apple's types LayoutLens models): only their
    /// initializers and members are said to come from a linked package's extension.
    var isLibraryType: (String) -> Bool = { _ in false }
    /// Remote modules the module's dependencies link, with their package (`Modules.remotePackages`):
    /// where a name written with its module (`NavigationStackBackport.NavigationStack`) comes from.
    var remoteModules: [String: String] = [:]

    /// Where a name written in `usingFile` comes from, while `previewFile`'s previews run: the
    /// modules `usingFile` imports (swiftc finds a name no file declares among the imports of the
    /// file it is written in), else those of `previewFile`.
    /// When neither names a module not read, the file declaring what the name is reached
    /// through (`reachedThrough`, `StandInDeclarers`) names the modules it imports.
    init(usedIn usingFile: SourceFileSyntax?, previewFile: SourceFileSyntax, modules: Modules,
         reachedThrough declaringFile: SourceFileSyntax? = nil) {
        defer {
            appleImports = StandInOrigin(usingFile ?? previewFile).appleImports
            linkedPackages = modules.linkedPackages
            remoteModules = modules.remotePackages
        }
        if let usingFile, !usingFile.isSameFile(as: previewFile) {
            let using = StandInOrigin(usingFile, modules: modules)
            if !using.packages.isEmpty {
                self = using
                return
            }
        }
        self.init(previewFile, modules: modules)
        if packages.isEmpty, let declaringFile {
            let declaring = StandInOrigin(declaringFile, modules: modules)
            if !declaring.packages.isEmpty { self = declaring }
        }
    }

    init(_ file: SourceFileSyntax, modules: Modules = .init()) {
        var packages: [(module: String, package: String?)] = []
        var frameworks: [String] = []
        var appleImports: [String] = []
        for imported in Self.imports(of: file) {
            guard let name = imported.path.first?.name else { continue }
            if Self.appleFrameworks.contains(name) {
                appleImports.append(name)
                if !["SwiftUI", "Foundation"].contains(name), !frameworks.contains(name) { frameworks.append(name) }
            } else if !modules.read.contains(name), !packages.contains(where: { $0.module == name }) {
                packages.append((name, modules.remotePackage(of: name)))
            } else if let reexported = modules.reexportedByReadModules[name] {
                for module in reexported where !packages.contains(where: { $0.module == module.module }) { packages.append(module) }
            }
        }
        for exported in modules.exportedByModuleFiles where !packages.contains(where: { $0.module == exported.module }) {
            packages.append(exported)
        }
        self.packages = packages
        self.frameworks = frameworks
        self.appleImports = appleImports
    }

    /// The file's imports, those in the `#if` clauses an Xcode preview's build compiles included
    /// (`#if canImport(Prefire)` / `import Prefire`: `CompilationCondition`).
    static func imports(of file: SourceFileSyntax) -> [ImportDecl] {
        func declarations(_ declaration: Decl) -> [ImportDecl] {
            switch declaration.kind {
            case let .import(imported): return [imported]
            case let .ifConfig(clauses):
                guard let clause = active(clauses) else { return [] }
                return clause.elements.flatMap(declarations)
            default: return []
            }
        }
        func statements(_ statement: Stmt) -> [ImportDecl] {
            switch statement.kind {
            case let .declaration(declaration): return declarations(declaration)
            case let .ifConfig(clauses):
                guard let clause = active(clauses) else { return [] }
                return clause.elements.flatMap(statements)
            default: return []
            }
        }
        func active<T>(_ clauses: [IfConfigClause<T>]) -> IfConfigClause<T>? {
            clauses.first { clause in clause.condition.map { CompilationCondition.holds($0, in: file, flags: []) } ?? true }
        }
        return file.statements.flatMap(statements)
    }

    /// The framework of Apple's declaring `name` (`AppKit` for `NSWorkspace.shared`) when the file
    /// it is written in sees that framework: swiftc resolves the name there, never to a remote
    /// package the file also imports.
    func appleFramework(of name: String?) -> String? {
        name.flatMap { AppleFrameworkNames.framework(declaring: $0, visible: visibleFrameworks) }
    }

    /// Where `name` comes from: Apple's framework declaring it, else `description`; for an
    /// initializer or member of a type (`Label(_:systemSymbol:)`, `Color.brand`) that no module
    /// the file imports explains, the remote packages the module links (`extensionDescription`).
    func description(of name: String?) -> String {
        if let framework = appleFramework(of: name) { return "it is Apple's '\(framework)', not modelled by LayoutLens" }
        if let name, let qualified = moduleQualifiedDescription(of: name) { return qualified }
        if let name, let linked = extensionDescription(of: name) { return linked }
        return description
    }

    /// `name` written with the module that declares it (`NavigationStackBackport.NavigationStack`,
    /// Swift's module-qualified name, The Swift Programming Language, "Modules and Source Files"):
    /// that module, when it is a remote package's the module links, though the file does not
    /// import it (a dependency's `@_exported import` makes it visible).
    /// A stand-in named by its root alone (`NavigationStackBackport`, the root of
    /// `NavigationStackBackport.NavigationStack { … }`) is that module too.
    func moduleQualifiedDescription(of name: String) -> String? {
        let module = String(name.prefix { $0 != "." })
        guard let package = remoteModules[module] else { return nil }
        return "it is written with its module " + Self.describe((module, package)) + ", a module LayoutLens did not read"
    }

    /// `name` written as an initializer or member of one of Apple's types LayoutLens models
    /// (`Label(_:systemSymbol:)`, `Image.logo`), when the file imports no module LayoutLens did not
    /// read and the module links remote packages: an extension in one of them
    /// (`Modules.linkedPackages`) may declare it. A member of the program's own type is not said
    /// to: swiftc would find it in the program, and its absence is LayoutLens's to explain.
    func extensionDescription(of name: String) -> String? {
        guard packages.isEmpty, !linkedPackages.isEmpty, name.contains(where: { $0 == "." || $0 == "(" }),
              isLibraryType(ProgramMemberNames.rootType(of: name)) else { return nil }
        let which = linkedPackages.count == 1
            ? "the remote package \(linkedPackages[0])"
            : "one of the remote packages " + linkedPackages.joined(separator: ", ")
        return "it may come from an extension in \(which), which the module links and LayoutLens did not read"
    }

    /// The words after "not declared in the files read": where it may come from.
    var description: String {
        if throughOtherFiles {
            let modules = packages.map(Self.describe).joined(separator: ", ")
            return "it may come from " + (packages.count == 1 ? "" : "one of ") + modules
                + ", which another file of the module imports and LayoutLens did not read"
        }
        if packages.count == 1 { return "it may come from " + Self.describe(packages[0]) + ", a module LayoutLens did not read" }
        if !packages.isEmpty {
            return "it may come from one of the modules " + packages.map(Self.describe).joined(separator: ", ") + ", which LayoutLens did not read"
        }
        if !frameworks.isEmpty {
            return "it may come from Apple's " + frameworks.joined(separator: ", ") + ", which LayoutLens models only in part"
        }
        return "no file read declares it"
    }

    /// `'NukeUI' (remote package Nuke)`, or `'Name'` when its package is not known.
    private static func describe(_ imported: (module: String, package: String?)) -> String {
        guard let package = imported.package else { return "'\(imported.module)'" }
        return "'\(imported.module)' (remote package \(package))"
    }

    /// The modules an iOS app imports from Apple's SDK (not read: LayoutLens models what it can
    /// of them as its built-in library).
    static let appleFrameworks: Set<String> = [
        "SwiftUI", "Foundation", "UIKit", "Combine", "SwiftData", "Observation", "CoreData", "MapKit", "AVKit", "AVFoundation",
        "Charts", "WidgetKit", "PhotosUI", "Photos", "StoreKit", "CoreLocation", "os", "OSLog", "CoreGraphics", "QuartzCore",
        "Dispatch", "UniformTypeIdentifiers", "AppKit", "WebKit", "SafariServices", "GameKit", "HealthKit", "CloudKit",
        "Contacts", "ContactsUI", "EventKit", "EventKitUI", "UserNotifications", "CoreImage", "Vision", "CoreML", "ARKit",
        "RealityKit", "SceneKit", "SpriteKit", "Security", "LocalAuthentication", "AuthenticationServices", "CryptoKit",
        "Network", "MessageUI", "PDFKit", "QuickLook", "TipKit", "AppIntents", "ActivityKit", "MusicKit", "Accessibility",
        "CoreMotion", "CoreHaptics", "CoreText", "ImageIO", "Metal", "MetalKit", "GameController", "NaturalLanguage",
        "Speech", "Intents", "IntentsUI", "LinkPresentation", "BackgroundTasks", "CoreBluetooth", "CoreNFC",
        "CoreSpotlight", "Darwin", "XCTest", "Testing", "Swift", "_Concurrency", "AudioToolbox", "CoreTransferable",
        "CoreMedia", "VisionKit", "PencilKit", "FamilyControls", "DeviceActivity", "ManagedSettings", "GroupActivities",
        // Frameworks met in public apps (Apple's sample-food-truck imports WeatherKit; macOS apps
        // Cocoa, Carbon, ScreenCaptureKit) and the toolchain's own modules.
        "WeatherKit", "Cocoa", "Carbon", "ApplicationServices", "CoreServices", "ServiceManagement", "IOKit", "ScreenCaptureKit",
        "FinderSync", "QuickLookUI", "QuickLookThumbnailing", "JavaScriptCore", "MediaPlayer", "MobileCoreServices", "HomeKit",
        "Translation", "FoundationModels", "ImagePlayground", "ExtensionFoundation", "ExtensionKit", "SwiftUICore",
        "FoundationNetworking", "RegexBuilder", "Synchronization", "ObjectiveC", "SQLite3", "WatchKit", "WatchConnectivity",
        "PassKit", "AppTrackingTransparency", "AdSupport", "CoreTelephony", "NetworkExtension", "Symbols",
        "VideoToolbox", "CoreVideo", "CoreFoundation", "CoreAudio",
        // More of the iOS SDK's frameworks (Apple, "Technologies").
        "MultipeerConnectivity", "CallKit", "PushKit", "CarPlay", "NearbyInteraction", "SystemConfiguration",
        "DeveloperToolsSupport", "ReplayKit", "CoreLocationUI", "MetricKit", "ShazamKit", "SharedWithYou", "Social",
        "AVRouting", "MediaAccessibility", "ExposureNotification", "SensorKit", "HealthKitUI",
    ]
}
