// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Garden",
    dependencies: [
        .package(url: "https://github.com/kean/Nuke", from: "12.0.0"),
    ]
)
