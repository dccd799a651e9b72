/// What LayoutLens reads from one `*.xcodeproj`: its native targets with their Swift files,
/// resources, Info.plist and package products. Paths are spelled from the folder the user named.
public struct XcodeProject: Sendable, Equatable {
    /// The `.xcodeproj` folder.
    public var path: String
    /// Its name without `.xcodeproj`.
    public var name: String
    /// The folder holding the `.xcodeproj` (Xcode's `SOURCE_ROOT` / `SRCROOT`).
    public var sourceRoot: String
    public var targets: [XcodeTarget]
    /// Local packages the project references (`XCLocalSwiftPackageReference`, or a folder reference
    /// holding a `Package.swift`), as folders.
    public var localPackages: [String]

    public init(path: String, name: String, sourceRoot: String, targets: [XcodeTarget], localPackages: [String]) {
        self.path = path
        self.name = name
        self.sourceRoot = sourceRoot
        self.targets = targets
        self.localPackages = localPackages
    }
}

/// One `PBXNativeTarget`.
public struct XcodeTarget: Sendable, Equatable {
    public var name: String
    /// The Swift module name: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, else the target name,
    /// with characters that cannot start or be part of an identifier replaced by `_`.
    public var moduleName: String
    /// `com.apple.product-type.application`, `…app-extension`, `…framework`, `…bundle.unit-test`, ….
    public var productType: String?
    /// Swift files, sorted.
    public var sourceFiles: [String]
    /// Resources (asset catalogs, string catalogs and tables, fonts, …), sorted.
    public var resourcePaths: [String]
    /// `INFOPLIST_FILE` of the Debug configuration (else the first), when it names a file.
    public var infoPlistPath: String?
    /// The Info.plist keys Xcode generates from `INFOPLIST_KEY_<Key>` build settings (same
    /// configuration), by key: `["CFBundleDisplayName": "Glance"]`.
    public var infoPlistKeys: [String: String] = [:]
    /// The Debug configuration's string build settings, the project's under the target's, each
    /// over the configuration file it is based on (`XcodeBuildSettings.merged`), unexpanded.
    public var buildSettings: [String: String] = [:]
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` of the Debug configuration, the project's under the
    /// target's (`SwiftCompilationConditions.xcodeConditions`).
    public var compilationConditions: [String] = []
    /// `packageProductDependencies`.
    public var packageProducts: [XcodePackageProduct]
    /// Names of native targets of the same project this one depends on (`PBXTargetDependency`).
    public var targetDependencies: [String]
    /// The file this target builds (`productReference`: `UI.framework`, `Seta.app`), nil when
    /// the project names none.
    public var productFileName: String?
    /// Built products the target links (`PBXFrameworksBuildPhase` files in `BUILT_PRODUCTS_DIR`:
    /// `UI.framework`, `libCore.a`), which Xcode builds first as implicit dependencies when a
    /// target of the workspace produces them (`XcodeImplicitDependencies`).
    public var linkedBuiltProducts: [String] = []

    public init(name: String, moduleName: String, productType: String?, sourceFiles: [String], resourcePaths: [String],
                infoPlistPath: String?, packageProducts: [XcodePackageProduct], targetDependencies: [String]) {
        self.name = name
        self.moduleName = moduleName
        self.productType = productType
        self.sourceFiles = sourceFiles
        self.resourcePaths = resourcePaths
        self.infoPlistPath = infoPlistPath
        self.packageProducts = packageProducts
        self.targetDependencies = targetDependencies
    }

    /// Test bundles (`com.apple.product-type.bundle.unit-test`, `…ui-testing`).
    public var isTest: Bool { productType?.hasPrefix("com.apple.product-type.bundle.") == true && productType?.contains("test") == true }
}

/// An `XCSwiftPackageProductDependency`: a product and where its package is.
public struct XcodePackageProduct: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// `XCLocalSwiftPackageReference.relativePath`, resolved against the project's folder.
        case local(path: String)
        /// `XCRemoteSwiftPackageReference.repositoryURL`: known by name only.
        case remote(url: String)
        /// No `package` key, and no other target names a package for the product (a local package
        /// added to the project as a folder reference, as in Dimillian/IceCubesApp).
        case unspecified
    }

    public var productName: String
    public var source: Source

    public init(productName: String, source: Source) {
        self.productName = productName
        self.source = source
    }
}
