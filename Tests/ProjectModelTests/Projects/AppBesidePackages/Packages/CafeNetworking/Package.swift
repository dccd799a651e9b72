// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "CafeNetworking",
    products: [.library(name: "CafeNetworking", targets: ["CafeNetworking"])],
    dependencies: [.package(path: "../CafeModels")],
    targets: [
        .target(name: "CafeNetworking", dependencies: [.product(name: "CafeModels", package: "CafeModels")]),
    ]
)
