// swift-tools-version:5.10
import PackageDescription

/* A package with two library targets: the UI target lives outside `Sources/` and skips a
   folder of old code. */
let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("StrictConcurrency")]

let uiDependencies: [Target.Dependency] = [
    .target(name: "WeatherCore"),
    .product(name: "Algorithms", package: "swift-algorithms"),
]

let package = Package(
    name: "Weather",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "WeatherKit2", targets: ["WeatherCore", "WeatherUI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-algorithms.git", from: "1.2.0"),
    ],
    targets: [
        .target(name: "WeatherCore", swiftSettings: swiftSettings),
        .target(
            name: "WeatherUI",
            dependencies: uiDependencies,
            path: "Modules/WeatherUI",
            exclude: ["Legacy"],
            resources: [
                .process("Localizable"),
                .copy("Resources/Fonts"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "WeatherUITests", dependencies: ["WeatherUI", .byName(name: "WeatherCore")]),
    ]
)
