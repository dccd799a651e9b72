// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Plumage",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Plumage", targets: ["Plumage"])],
    targets: [
        .target(name: "Plumage"),
    ]
)
