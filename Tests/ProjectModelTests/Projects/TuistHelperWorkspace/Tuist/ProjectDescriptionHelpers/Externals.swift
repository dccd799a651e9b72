import Foundation
import ProjectDescription

/// Remote packages the core project links, each with the products its targets import.
public enum External: CaseIterable {
    case markdown
    case charts
    case debugMenu

    /// Whether a developer asked for the local build of the debug menu (a marker file that is
    /// never committed).
    public static var usesLocalDebugMenu: Bool {
        FileManager.default.fileExists(atPath: ".local-debug-menu")
    }

    public var isCore: Bool {
        switch self {
        case .debugMenu: return !External.usesLocalDebugMenu
        default: return true
        }
    }

    public var package: Package {
        switch self {
        case .markdown: return .remote(url: "https://example.org/MarkdownKit", requirement: .upToNextMajor(from: "2.0.0"))
        case .charts: return .remote(url: "https://example.org/OrchardCharts.git", requirement: .exact("1.4.0"))
        case .debugMenu: return .remote(url: "https://example.org/debug-menu", requirement: .branch("main"))
        }
    }

    public var products: [TargetDependency] {
        switch self {
        case .markdown: return [.package(product: "MarkdownKit")]
        case .charts: return [.package(product: "OrchardCharts"), .package(product: "OrchardChartsUI")]
        case .debugMenu: return [.package(product: "DebugMenu")]
        }
    }
}

extension Project {
    /// A core framework: its `Sources` and the remote packages `externals` names.
    public static func core(name: String, externals: [External]) -> Project {
        let products = externals.map { $0.products }.flatMap { $0 }
        return Project(
            name: name,
            packages: externals.map(\.package),
            targets: [
                .target(
                    name: name,
                    destinations: .iOS,
                    product: .staticFramework,
                    bundleId: "org.orchard.\(name)",
                    sources: ["Sources/**/*.swift"],
                    dependencies: products
                )
            ]
        )
    }
}
