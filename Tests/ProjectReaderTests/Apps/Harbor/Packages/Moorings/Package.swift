// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Moorings",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Moorings", targets: ["Moorings"])],
    dependencies: [
        .package(path: "../Palette"),
    ],
    targets: [
        .target(name: "Moorings", dependencies: ["Palette"], resources: [.process("Resources")]),
    ]
)
