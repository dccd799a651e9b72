import ProjectDescription

// Two targets as Tuist declares them: a design-system framework and the app that links it.
// `Telemetry` is a target this project does not declare (removed, not yet cleaned up), so the
// reader warns about the dependency.
let project = Project(
    name: "Garage",
    targets: [
        .target(
            name: "GarageKit",
            destinations: .iOS,
            product: .framework,
            bundleId: "dev.example.GarageKit",
            sources: ["GarageKit/Sources/**"]
        ),
        .target(
            name: "Garage",
            destinations: .iOS,
            product: .app,
            bundleId: "dev.example.Garage",
            sources: ["Garage/Sources/**", "Derived/Sources/**"],
            resources: ["Garage/Resources/**"],
            dependencies: [
                .target(name: "GarageKit"),
                .target(name: "Telemetry"),
            ]
        ),
    ]
)
