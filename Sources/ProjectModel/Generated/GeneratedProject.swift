/// A project described by a manifest that a generator turns into an `.xcodeproj` (Tuist's
/// `Project.swift`, xcodegen's `project.yml`), read without running the generator. Its targets
/// become modules as an Xcode project's native targets do; their files are the manifest's globs
/// expanded against the folder on disk. Paths are spelled from the folder the user named.
public struct GeneratedProject: Sendable, Equatable {
    public enum Generator: String, Sendable, Equatable {
        /// `Project.swift` (tuist.dev).
        case tuist
        /// `project.yml` (github.com/yonaskolb/XcodeGen).
        case xcodegen
    }

    public var generator: Generator
    /// The project's `name:`.
    public var name: String
    /// The manifest file.
    public var manifestPath: String
    /// The folder holding the manifest: globs and relative paths start here.
    public var folder: String
    public var targets: [GeneratedTarget]
    /// Local packages (`.local(path:)`, xcodegen `packages: X: path:`), as folders.
    public var localPackages: [String]
    /// Remote packages by the name targets use for them (`.external(name:)`'s package, xcodegen's
    /// `packages:` key), with their URL.
    public var remotePackages: [String: String]

    public init(generator: Generator, name: String, manifestPath: String, folder: String, targets: [GeneratedTarget] = [],
                localPackages: [String] = [], remotePackages: [String: String] = [:]) {
        self.generator = generator
        self.name = name
        self.manifestPath = manifestPath
        self.folder = folder
        self.targets = targets
        self.localPackages = localPackages
        self.remotePackages = remotePackages
    }
}

/// One target of a generated project, as its manifest declares it.
public struct GeneratedTarget: Sendable, Equatable {
    public var name: String
    /// The product's name when it differs from the target's (Tuist `productName:`, xcodegen
    /// `PRODUCT_MODULE_NAME`/`PRODUCT_NAME`): the Swift module is named after it.
    public var productName: String?
    /// The Xcode product type the generator writes (`com.apple.product-type.application`, …),
    /// nil when the manifest's product is not one LayoutLens knows.
    public var productType: String?
    /// Source globs, each with the globs it excludes, relative to the project's folder.
    public var sources: [GlobRule]
    public var resources: [GlobRule]
    public var dependencies: [GeneratedDependency]
    /// `infoPlist: .file(path:)`, xcodegen `info: path:` or `INFOPLIST_FILE`, as a path.
    public var infoPlistPath: String?
    /// `infoPlist: .extendingDefault(with: [...])` string values, xcodegen `info: properties:`
    /// and `INFOPLIST_KEY_<Key>` settings, by key.
    public var infoPlistKeys: [String: String]
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` of the Debug configuration (`SwiftCompilationConditions`).
    public var compilationConditions: [String] = []
    /// Byte offset of the declaration in the manifest (for diagnostics).
    public var offset: Int

    public init(name: String, productType: String?, sources: [GlobRule] = [], resources: [GlobRule] = [],
                dependencies: [GeneratedDependency] = [], infoPlistPath: String? = nil, infoPlistKeys: [String: String] = [:], offset: Int = 0) {
        self.name = name
        self.productType = productType
        self.sources = sources
        self.resources = resources
        self.dependencies = dependencies
        self.infoPlistPath = infoPlistPath
        self.infoPlistKeys = infoPlistKeys
        self.offset = offset
    }

    /// Test bundles (`.unitTests`, `.uiTests`, xcodegen `bundle.unit-test`, `bundle.ui-testing`).
    public var isTest: Bool { productType?.hasPrefix("com.apple.product-type.bundle.") == true && productType?.contains("test") == true }
}

/// A glob of files with the globs it leaves out (Tuist `.glob(_:excluding:)`, xcodegen
/// `path:` + `excludes:`; xcodegen's `includes:` narrow the folder to what they match).
public struct GlobRule: Sendable, Equatable {
    public var pattern: String
    public var excluding: [String]
    /// xcodegen `includes:`: when not empty, only files matching one of these are taken.
    public var including: [String]

    public init(_ pattern: String, excluding: [String] = [], including: [String] = []) {
        self.pattern = pattern
        self.excluding = excluding
        self.including = including
    }
}

/// What a generated target depends on.
public enum GeneratedDependency: Sendable, Equatable {
    /// Another target of the same project (`.target(name:)`, xcodegen `target:`).
    case target(String)
    /// A target of another generated project (`.project(target:path:)`), by its folder.
    case project(target: String, folder: String)
    /// A product of a package named in the project or in `Tuist/Package.swift`
    /// (`.external(name:)`, `.package(product:)`, xcodegen `package:` + `product:`).
    case packageProduct(product: String, package: String?)
    /// An Apple SDK framework or a prebuilt framework: not Swift source LayoutLens reads.
    case sdk(String)
}
