import Foundation
import LayoutEngine
@testable import ProjectReader

/// `Apps/Garage`: a Tuist workspace (`Project.swift`) with a design-system framework
/// `GarageKit` and the app `Garage` that links it, its asset catalog (`wrench`, 48 × 48 px at 2x;
/// `gauge`, 96 × 60 px at 3x) and the image accessors Tuist generates into `Derived/Sources`.
/// Read here as the project model assigns its app's files: the app's module with GarageKit's
/// files as context and the app's resources.
enum GarageWorkspace {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Apps/Garage").path

    static let kitSources = [root + "/GarageKit/Sources/ServiceSection.swift"]
    static let appSources = [root + "/Derived/Sources/TuistAssets+Garage.swift", root + "/Garage/Sources/ServiceKind.swift",
                             root + "/Garage/Sources/ServiceList.swift", root + "/Garage/Sources/ToolBadges.swift"]

    /// The reading of the app's file `name` (in `Garage/Sources`).
    static func reading(_ name: String) -> FileReading {
        let path = root + "/Garage/Sources/" + name
        return ModuleReader.read(paths: [path], contextPaths: kitSources + appSources.filter { $0 != path },
                                 resourcePaths: [root + "/Garage/Resources/Assets.xcassets"],
                                 moduleNames: ["Garage", "GarageKit"]).readings[0]
    }
}
