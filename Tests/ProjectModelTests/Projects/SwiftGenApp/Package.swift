// swift-tools-version:5.9
import PackageDescription

/* A garden app's UI module whose string, asset and font accessors SwiftGen writes from
   `swiftgen.yml` at build time; the generated files are not committed (see .gitignore). */
let package = Package(
    name: "Garden",
    defaultLocalization: "en",
    platforms: [.iOS(.v17)],
    products: [.library(name: "GardenUI", targets: ["GardenUI"])],
    targets: [
        .target(name: "GardenUI", resources: [.process("Resources")]),
    ]
)
