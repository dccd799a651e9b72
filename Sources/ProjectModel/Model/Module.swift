/// One Swift module of the app: the files compiled together (which see each other's
/// declarations), their resources, and the modules they import.
public struct Module: Sendable, Equatable, Identifiable {
    /// Unique and stable: `Package:Target` for a package target, `App.xcodeproj:Target` for an
    /// Xcode target, `folder:path` for a plain folder. A second package or project of the same
    /// name is told apart by its folder (`Package@Packages/Other:Target`).
    public typealias ID = String

    public enum Kind: String, Sendable, Equatable {
        case packageTarget, xcodeTarget, folder
    }

    public var id: ID
    /// The Swift module name (`import Name`).
    public var name: String
    public var kind: Kind
    /// A test target (SwiftPM `.testTarget`, Xcode unit or UI test bundle).
    public var isTest: Bool
    /// Xcode's `productType` or the SwiftPM target kind (`regular`, `executable`, `macro`, …);
    /// nil for a folder.
    public var productType: String?
    /// The package folder, the folder holding the `.xcodeproj`, or the plain folder.
    public var rootPath: String
    /// Swift files, sorted bytewise.
    public var sourceFiles: [String]
    /// Asset catalogs, string catalogs and tables, fonts, Info.plist and other resources, sorted.
    public var resourcePaths: [String]
    /// The target's Info.plist, when one is named (`INFOPLIST_FILE`) or found.
    public var infoPlistPath: String?
    /// Info.plist keys an Xcode target generates from `INFOPLIST_KEY_<Key>` build settings.
    public var infoPlistKeys: [String: String] = [:]
    /// An Xcode target's Debug build settings (`XcodeBuildSettings.merged`), for the values its
    /// bundle's Info.plist names (`$(PRODUCT_BUNDLE_IDENTIFIER)`); empty for packages and folders.
    public var buildSettings: [String: String] = [:]
    /// The compilation conditions its files are compiled with besides `DEBUG`
    /// (`SwiftCompilationConditions`): `SWIFT_PACKAGE` and `.define`s for a package target,
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` for an Xcode target; none for a folder.
    public var compilationConditions: [String] = []
    /// Local modules this one depends on directly, in the order declared; `ProjectLayout.dependencyClosure`
    /// gives them all in dependency order.
    public var dependencies: [ID]
    /// Products of packages LayoutLens does not read (remote), sorted by package then name.
    public var remoteProducts: [RemoteProduct]
    /// Remote packages pinned in the `Package.resolved` of the module's package or Xcode project
    /// (direct and transitive), sorted: where an imported module of one of those names comes from.
    public var pinnedPackages: [RemoteProduct] = []
    /// A target of a Tuist project: Tuist adds Swift files it synthesizes from the target's
    /// resources (`<Name>Asset`, `<Name>Strings`; docs.tuist.dev, "Synthesized files").
    public var synthesizesResourceAccessors = false
    /// Swift a build tool generates from the module's resources and the repository does not
    /// hold (SwiftGen, R.swift): written by LayoutLens from the same resources.
    public var resourceCodeGeneration: [ResourceCodeGeneration] = []

    public init(id: ID, name: String, kind: Kind, isTest: Bool = false, productType: String? = nil, rootPath: String,
                sourceFiles: [String] = [], resourcePaths: [String] = [], infoPlistPath: String? = nil,
                dependencies: [ID] = [], remoteProducts: [RemoteProduct] = []) {
        self.id = id
        self.name = name
        self.kind = kind
        self.isTest = isTest
        self.productType = productType
        self.rootPath = rootPath
        self.sourceFiles = sourceFiles
        self.resourcePaths = resourcePaths
        self.infoPlistPath = infoPlistPath
        self.dependencies = dependencies
        self.remoteProducts = remoteProducts
    }
}

/// A product of a package that is not in the repository (a remote or registry package): known by
/// its name and its package's, so a stand-in can say where a name would come from.
public struct RemoteProduct: Sendable, Hashable, Comparable {
    public var name: String
    /// The package's identity (`Nuke` for `https://github.com/kean/Nuke.git`).
    public var package: String
    public var url: String?

    public init(name: String, package: String, url: String? = nil) {
        self.name = name
        self.package = package
        self.url = url
    }

    public static func < (lhs: RemoteProduct, rhs: RemoteProduct) -> Bool {
        (lhs.package, lhs.name) < (rhs.package, rhs.name)
    }
}
