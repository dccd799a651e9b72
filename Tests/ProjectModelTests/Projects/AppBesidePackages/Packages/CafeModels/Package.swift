// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "CafeModels",
    products: [.library(name: "CafeModels", targets: ["CafeModels"])],
    targets: [.target(name: "CafeModels")]
)
