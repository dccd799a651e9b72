/// The part of SwiftPM's PackageDescription a manifest builds its `Package` from, as Swift
/// source loaded before the manifest: `Package`, `Product`, `Target` and `Package.Dependency`
/// with their static factories and labels (Apple, "PackageDescription" API reference; SwiftPM
/// `Sources/PackageDescription/PackageDescription.swift`, `Target.swift`, `Product.swift`,
/// `PackageDependency.swift`, `Resource.swift`, `BuildSettings.swift`). `Package` and `Target`
/// are classes, as in SwiftPM (`public final class Package`, `public final class Target`), so
/// `package.targets.append(…)` and `for target in package.targets { target.swiftSettings = … }`
/// change the manifest's value as they do there.
///
/// Each value records how it would be spelled in a manifest that wrote it out: `_call` is the
/// initializer or static member that made it, every other stored property is an argument
/// labelled by the property's name (`_0`, `_1`: unlabelled), nil ones left out
/// (`PackageValueConversion`). Settings, platforms and conditions the project model does not read
/// are the recording types `PackageDescriptionTypes.recorded` lists (any member, any labels).
enum PackageDescriptionSource {
    static let fileName = "LayoutLens-PackageDescription.swift"

    static let source = #"""
    final class Package {
        var _call: String = "Package"
        var name: String
        var platforms: [SupportedPlatform]?
        var products: [Product]
        var dependencies: [Package.Dependency]
        var targets: [Target]
        init(name: String, defaultLocalization: Any? = nil, platforms: [SupportedPlatform]? = nil, pkgConfig: String? = nil,
             providers: [SystemPackageProvider]? = nil, products: [Product] = [], dependencies: [Package.Dependency] = [],
             targets: [Target] = [], swiftLanguageVersions: [SwiftVersion]? = nil, swiftLanguageModes: [SwiftLanguageMode]? = nil,
             cLanguageStandard: CLanguageStandard? = nil, cxxLanguageStandard: CXXLanguageStandard? = nil) {
            self.name = name
            self.platforms = platforms
            self.products = products
            self.dependencies = dependencies
            self.targets = targets
        }
    }

    extension Package {
        struct Dependency {
            var _call: String = "package"
            var name: String?
            var url: String?
            var path: String?
            var id: String?
            static func package(name: String? = nil, url: String? = nil, path: String? = nil, id: String? = nil,
                                _ requirement: Requirement? = nil, from: Any? = nil, exact: Any? = nil, branch: String? = nil,
                                revision: String? = nil, traits: Any? = nil) -> Package.Dependency {
                Package.Dependency(name: name, url: url, path: path, id: id)
            }

            /// The requirement written unlabelled (`.upToNextMajor(from: "1.0.0")`, `.exact(_:)`,
            /// `.branch(_:)`, `.revision(_:)`, a range of versions): PackageDescription's
            /// `Range<Version>` members and its older `Package.Dependency.Requirement` cases. The
            /// project model reads no versions, so each is recorded, not read.
            struct Requirement {
                static func upToNextMajor(from version: Version) -> Requirement { Requirement() }
                static func upToNextMinor(from version: Version) -> Requirement { Requirement() }
                static func exact(_ version: Version) -> Requirement { Requirement() }
                static func branch(_ name: String) -> Requirement { Requirement() }
                static func revision(_ name: String) -> Requirement { Requirement() }
                static func range(_ range: Any) -> Requirement { Requirement() }
            }
        }
    }

    /// `.upToNextMajor(from: "1.0.0")` where a `Range<Version>` is expected (PackageDescription's
    /// `extension Range where Bound == Version`); the project model reads no versions, so the
    /// requirement is kept as its lower bound.
    extension Range {
        static func upToNextMajor(from version: Version) -> Any { version }
        static func upToNextMinor(from version: Version) -> Any { version }
    }

    struct Product {
        var _call: String
        var name: String
        var targets: [String]
        static func library(name: String, type: Product.Library.LibraryType? = nil, targets: [String]) -> Product {
            Product(_call: "library", name: name, targets: targets)
        }
        static func executable(name: String, targets: [String]) -> Product {
            Product(_call: "executable", name: name, targets: targets)
        }
        static func plugin(name: String, targets: [String]) -> Product {
            Product(_call: "plugin", name: name, targets: targets)
        }
    }

    extension Product {
        enum Library {
            enum LibraryType { case dynamic, `static`, automatic }
        }
    }

    final class Target {
        var _call: String
        var name: String
        var dependencies: [Target.Dependency]
        var path: String?
        var url: String?
        var exclude: [String]
        var sources: [String]?
        var resources: [Resource]?
        var swiftSettings: [SwiftSetting]?
        var cSettings: [CSetting]?
        var cxxSettings: [CXXSetting]?
        var linkerSettings: [LinkerSetting]?
        var plugins: [Target.PluginUsage]?
        var publicHeadersPath: String?
        init(_call: String, name: String, dependencies: [Target.Dependency] = [], path: String? = nil, url: String? = nil,
             exclude: [String] = [], sources: [String]? = nil, resources: [Resource]? = nil, swiftSettings: [SwiftSetting]? = nil,
             cSettings: [CSetting]? = nil, cxxSettings: [CXXSetting]? = nil, linkerSettings: [LinkerSetting]? = nil,
             plugins: [Target.PluginUsage]? = nil, publicHeadersPath: String? = nil) {
            self._call = _call
            self.name = name
            self.dependencies = dependencies
            self.path = path
            self.url = url
            self.exclude = exclude
            self.sources = sources
            self.resources = resources
            self.swiftSettings = swiftSettings
            self.cSettings = cSettings
            self.cxxSettings = cxxSettings
            self.linkerSettings = linkerSettings
            self.plugins = plugins
            self.publicHeadersPath = publicHeadersPath
        }

        static func target(name: String, dependencies: [Target.Dependency] = [], path: String? = nil, exclude: [String] = [],
                           sources: [String]? = nil, resources: [Resource]? = nil, publicHeadersPath: String? = nil,
                           packageAccess: Bool = true, cSettings: [CSetting]? = nil, cxxSettings: [CXXSetting]? = nil,
                           swiftSettings: [SwiftSetting]? = nil, linkerSettings: [LinkerSetting]? = nil,
                           plugins: [Target.PluginUsage]? = nil) -> Target {
            Target(_call: "target", name: name, dependencies: dependencies, path: path, exclude: exclude, sources: sources,
                   resources: resources, swiftSettings: swiftSettings, cSettings: cSettings, cxxSettings: cxxSettings,
                   linkerSettings: linkerSettings, plugins: plugins, publicHeadersPath: publicHeadersPath)
        }

        static func executableTarget(name: String, dependencies: [Target.Dependency] = [], path: String? = nil, exclude: [String] = [],
                                     sources: [String]? = nil, resources: [Resource]? = nil, publicHeadersPath: String? = nil,
                                     packageAccess: Bool = true, cSettings: [CSetting]? = nil, cxxSettings: [CXXSetting]? = nil,
                                     swiftSettings: [SwiftSetting]? = nil, linkerSettings: [LinkerSetting]? = nil,
                                     plugins: [Target.PluginUsage]? = nil) -> Target {
            Target(_call: "executableTarget", name: name, dependencies: dependencies, path: path, exclude: exclude, sources: sources,
                   resources: resources, swiftSettings: swiftSettings, cSettings: cSettings, cxxSettings: cxxSettings,
                   linkerSettings: linkerSettings, plugins: plugins, publicHeadersPath: publicHeadersPath)
        }

        static func testTarget(name: String, dependencies: [Target.Dependency] = [], path: String? = nil, exclude: [String] = [],
                               sources: [String]? = nil, resources: [Resource]? = nil, packageAccess: Bool = true,
                               cSettings: [CSetting]? = nil, cxxSettings: [CXXSetting]? = nil, swiftSettings: [SwiftSetting]? = nil,
                               linkerSettings: [LinkerSetting]? = nil, plugins: [Target.PluginUsage]? = nil) -> Target {
            Target(_call: "testTarget", name: name, dependencies: dependencies, path: path, exclude: exclude, sources: sources,
                   resources: resources, swiftSettings: swiftSettings, cSettings: cSettings, cxxSettings: cxxSettings,
                   linkerSettings: linkerSettings, plugins: plugins)
        }

        static func macro(name: String, dependencies: [Target.Dependency] = [], path: String? = nil, exclude: [String] = [],
                          sources: [String]? = nil, packageAccess: Bool = true, swiftSettings: [SwiftSetting]? = nil,
                          linkerSettings: [LinkerSetting]? = nil, plugins: [Target.PluginUsage]? = nil) -> Target {
            Target(_call: "macro", name: name, dependencies: dependencies, path: path, exclude: exclude, sources: sources,
                   swiftSettings: swiftSettings, linkerSettings: linkerSettings, plugins: plugins)
        }

        static func binaryTarget(name: String, path: String? = nil, url: String? = nil, checksum: String? = nil) -> Target {
            Target(_call: "binaryTarget", name: name, path: path, url: url)
        }

        static func plugin(name: String, capability: PluginCapability, dependencies: [Target.Dependency] = [], path: String? = nil,
                           exclude: [String] = [], sources: [String]? = nil, packageAccess: Bool = true) -> Target {
            Target(_call: "plugin", name: name, dependencies: dependencies, path: path, exclude: exclude, sources: sources)
        }

        static func systemLibrary(name: String, path: String? = nil, pkgConfig: String? = nil,
                                  providers: [SystemPackageProvider]? = nil) -> Target {
            Target(_call: "systemLibrary", name: name, path: path)
        }
    }

    extension Target {
        enum TargetType: String { case regular, executable, test, system, binary, plugin, macro }

        /// `target.type`, as helpers looping over `package.targets` ask it.
        var type: TargetType {
            switch _call {
            case "executableTarget": return .executable
            case "testTarget": return .test
            case "systemLibrary": return .system
            case "binaryTarget": return .binary
            case "plugin": return .plugin
            case "macro": return .macro
            default: return .regular
            }
        }

        struct Dependency: ExpressibleByStringLiteral {
            var _call: String
            var name: String
            var package: String?
            var condition: TargetDependencyCondition?
            init(_call: String, name: String, package: String? = nil, condition: TargetDependencyCondition? = nil) {
                self._call = _call
                self.name = name
                self.package = package
                self.condition = condition
            }
            init(stringLiteral value: String) {
                self.init(_call: "byName", name: value)
            }
            static func target(name: String, condition: TargetDependencyCondition? = nil) -> Target.Dependency {
                Target.Dependency(_call: "target", name: name, condition: condition)
            }
            static func product(name: String, package: String? = nil, moduleAliases: [String: String]? = nil,
                                condition: TargetDependencyCondition? = nil) -> Target.Dependency {
                Target.Dependency(_call: "product", name: name, package: package, condition: condition)
            }
            static func byName(name: String, condition: TargetDependencyCondition? = nil) -> Target.Dependency {
                Target.Dependency(_call: "byName", name: name, condition: condition)
            }
        }

        struct PluginUsage: ExpressibleByStringLiteral {
            var _call: String
            var name: String
            var package: String?
            init(_call: String, name: String, package: String? = nil) {
                self._call = _call
                self.name = name
                self.package = package
            }
            init(stringLiteral value: String) {
                self.init(_call: "plugin", name: value)
            }
            static func plugin(name: String, package: String? = nil) -> Target.PluginUsage {
                Target.PluginUsage(_call: "plugin", name: name, package: package)
            }
        }
    }

    struct Resource {
        var _call: String
        var _0: String
        static func process(_ path: String, localization: Resource.Localization? = nil) -> Resource {
            Resource(_call: "process", _0: path)
        }
        static func copy(_ path: String) -> Resource {
            Resource(_call: "copy", _0: path)
        }
        static func embedInCode(_ path: String) -> Resource {
            Resource(_call: "embedInCode", _0: path)
        }
    }

    extension Resource {
        enum Localization { case `default`, base }
    }

    struct SwiftSetting {
        var _call: String
        var _0: String?
        var _1: BuildSettingCondition?
        static func define(_ name: String, _ condition: BuildSettingCondition? = nil) -> SwiftSetting {
            SwiftSetting(_call: "define", _0: name, _1: condition)
        }
        static func unsafeFlags(_ flags: [String], _ condition: BuildSettingCondition? = nil) -> SwiftSetting {
            SwiftSetting(_call: "unsafeFlags", _0: nil, _1: condition)
        }
        static func enableUpcomingFeature(_ name: String, _ condition: BuildSettingCondition? = nil) -> SwiftSetting {
            SwiftSetting(_call: "enableUpcomingFeature", _0: name, _1: condition)
        }
        static func enableExperimentalFeature(_ name: String, _ condition: BuildSettingCondition? = nil) -> SwiftSetting {
            SwiftSetting(_call: "enableExperimentalFeature", _0: name, _1: condition)
        }
        static func interoperabilityMode(_ mode: Any, _ condition: BuildSettingCondition? = nil) -> SwiftSetting {
            SwiftSetting(_call: "interoperabilityMode", _0: nil, _1: condition)
        }
        static func swiftLanguageMode(_ mode: Any, _ condition: BuildSettingCondition? = nil) -> SwiftSetting {
            SwiftSetting(_call: "swiftLanguageMode", _0: nil, _1: condition)
        }
        static func strictMemorySafety(_ condition: BuildSettingCondition? = nil) -> SwiftSetting {
            SwiftSetting(_call: "strictMemorySafety", _0: nil, _1: condition)
        }
        static func defaultIsolation(_ isolation: Any?, _ condition: BuildSettingCondition? = nil) -> SwiftSetting {
            SwiftSetting(_call: "defaultIsolation", _0: nil, _1: condition)
        }
    }

    """#
}
