// swift-tools-version:5.9
import PackageDescription

/* A pantry app's module whose `R` struct R.swift's build plugin generates from its resources. */
let package = Package(
    name: "Pantry",
    defaultLocalization: "en",
    platforms: [.iOS(.v16)],
    products: [.library(name: "Pantry", targets: ["Pantry"])],
    dependencies: [
        .package(url: "https://github.com/mac-cain13/R.swift.git", from: "7.5.0"),
    ],
    targets: [
        .target(
            name: "Pantry",
            dependencies: [.product(name: "RswiftLibrary", package: "R.swift")],
            resources: [.process("Resources")],
            plugins: [.plugin(name: "RswiftGeneratePublicResources", package: "R.swift")]
        ),
    ]
)
