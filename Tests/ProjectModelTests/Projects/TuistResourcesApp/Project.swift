import ProjectDescription

let project = Project(
    name: "Greenhouse",
    targets: [
        .target(
            name: "Greenhouse",
            destinations: .iOS,
            product: .app,
            bundleId: "dev.example.greenhouse",
            sources: ["App/Sources/**"],
            dependencies: [.target(name: "GreenhouseResources")]
        ),
        .target(
            name: "GreenhouseResources",
            destinations: .iOS,
            product: .framework,
            bundleId: "dev.example.greenhouse.resources",
            resources: ["Resources/**/*.xcassets", "Resources/**/*.strings", "Resources/**/*.stringsdict", "Resources/Fonts/**"]
        ),
    ]
)
