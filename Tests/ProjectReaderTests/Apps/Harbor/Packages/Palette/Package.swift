// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Palette",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Palette", targets: ["Palette"])],
    targets: [
        .target(name: "Palette", resources: [.process("Resources")]),
    ]
)
