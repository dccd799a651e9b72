// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "TrailKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v17)],
    products: [.library(name: "TrailKit", targets: ["TrailKit"])],
    targets: [
        .target(name: "TrailKit", resources: [.process("Resources")]),
    ]
)
