// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "GlyphKit",
    platforms: [.iOS(.v17)],
    products: [.library(name: "GlyphKit", targets: ["GlyphKit"])],
    targets: [
        .target(name: "GlyphKit", resources: [.copy("Resources/Glyphs.ttf"), .copy("Resources/greeting.txt")]),
    ]
)
