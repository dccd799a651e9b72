import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "Garden",
    packages: [.local(path: "Packages/Palette")],
    targets: [
        .target(
            name: "Garden",
            destinations: .iOS,
            product: .app,
            bundleId: "\(bundlePrefix).garden",
            infoPlist: .extendingDefault(with: ["CFBundleDisplayName": "Garden", "UILaunchScreen": [:]]),
            sources: ["App/Sources/**"],
            resources: ["App/Resources/**"],
            dependencies: [
                .target(name: "GardenKit"),
                .external(name: "Nuke"),
                .sdk(name: "WidgetKit", type: .framework),
            ]
        ),
        .framework(name: "GardenKit", dependencies: [.package(product: "Palette")]),
        .target(
            name: "GardenTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "\(bundlePrefix).garden.tests",
            sources: .glob("Tests/**", excluding: ["Tests/Fixtures/**"]),
            dependencies: [.target(name: "Garden")]
        ),
    ]
)
