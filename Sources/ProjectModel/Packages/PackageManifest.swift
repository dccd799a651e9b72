/// What LayoutLens reads from a `Package.swift` (see `PackageManifestReader`).
public struct PackageManifest: Sendable, Equatable {
    /// `Package(name:)`.
    public var name: String
    /// The folder holding `Package.swift`.
    public var folder: String
    public var products: [Product]
    public var dependencies: [Dependency]
    public var targets: [Target]
    /// The `// swift-tools-version:` the manifest's first line declares; nil when it has none.
    public var toolsVersion: ManifestToolsVersion?

    public init(name: String, folder: String, products: [Product] = [], dependencies: [Dependency] = [], targets: [Target] = []) {
        self.name = name
        self.folder = folder
        self.products = products
        self.dependencies = dependencies
        self.targets = targets
    }

    /// `.library(name:targets:)`, `.executable(name:targets:)`, `.plugin(name:targets:)`.
    public struct Product: Sendable, Equatable {
        public var name: String
        public var targets: [String]
        public init(name: String, targets: [String]) {
            self.name = name
            self.targets = targets
        }
    }

    /// A `.package(…)` dependency.
    public struct Dependency: Sendable, Equatable {
        public enum Location: Sendable, Equatable {
            /// `.package(path:)`, resolved against the package's folder: readable.
            case local(path: String)
            /// `.package(url:…)`: not in the repository; known by name only.
            case remote(url: String)
            /// `.package(id: "scope.name", …)` from a registry: known by name only.
            case registry(id: String)
        }

        /// The package's identity as target dependencies name it: `name:` when given, else the
        /// last path component of the path or URL without `.git` (SwiftPM's package identity).
        public var identity: String
        public var location: Location

        public init(identity: String, location: Location) {
            self.identity = identity
            self.location = location
        }
    }

    /// One target declaration.
    public struct Target: Sendable, Equatable {
        public enum Kind: String, Sendable, Equatable {
            case regular, executable, test, macro, plugin, binary, system
        }

        public var name: String
        public var kind: Kind
        public var dependencies: [TargetDependency]
        /// `path:` as written (relative to the package folder).
        public var path: String?
        public var exclude: [String]
        /// `sources:` as written; nil when not given (every Swift file of the target's folder).
        public var sources: [String]?
        /// The paths of `.process(…)`, `.copy(…)` and `.embedInCode(…)` rules.
        public var resources: [String]
        /// The compilation conditions `swiftSettings: [.define("NAME")]` sets for a debug build
        /// for iOS (`SwiftCompilationConditions.defines`), in the order written.
        public var defines: [String] = []

        public init(name: String, kind: Kind, dependencies: [TargetDependency] = [], path: String? = nil, exclude: [String] = [],
                    sources: [String]? = nil, resources: [String] = []) {
            self.name = name
            self.kind = kind
            self.dependencies = dependencies
            self.path = path
            self.exclude = exclude
            self.sources = sources
            self.resources = resources
        }
    }

    /// A target's dependency: `"Name"` or `.byName(name:)` (a target of this package, else a
    /// product), `.target(name:)`, `.product(name:package:)`.
    public enum TargetDependency: Sendable, Equatable {
        case byName(String)
        case target(String)
        case product(name: String, package: String)
    }
}
