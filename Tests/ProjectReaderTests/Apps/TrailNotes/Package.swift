// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "TrailNotes",
    platforms: [.iOS(.v17)],
    products: [.library(name: "TrailNotes", targets: ["TrailNotes"])],
    dependencies: [
        .package(url: "https://github.com/SFSafeSymbols/SFSafeSymbols.git", from: "5.3.0"),
    ],
    targets: [
        .target(name: "TrailNotes", dependencies: ["SFSafeSymbols"]),
    ]
)
