import SwiftFrontEnd

/// Where a name comes from that no file of the module read declares: a module the file imports
/// that LayoutLens does not read (a remote package, or one not found under the inputs), or one
/// of Apple's frameworks, which LayoutLens models only in part. Said in the stand-in's warning and
/// in the frames JSON, so a stand-in names its likely origin instead of "another file". A module
/// that was read into the program (a local package, another target of the project) is not a
/// place the name can come from, so it is not named.
struct StandInOrigin {
    /// What the program knows of the modules a file may import.
    struct Modules {
        /// Modules whose files are part of the program (the module and its local dependencies).
        var read: Set<String> = []
        /// Modules of remote packages the module depends on, with their package's identity
        /// (`NukeUI` → `Nuke`), from `.package(url:)`, `XCRemoteSwiftPackageReference` or
        /// `Package.resolved`.
        var remotePackages: [String: String] = [:]

        /// The remote package `module` comes from: a product of that name, else a package whose
        /// identity is the module's name (`import Nuke` of the package `nuke`).
        func remotePackage(of module: String) -> String? {
            if let package = remotePackages[module] { return package }
            return Set(remotePackages.values).sorted().first { $0.lowercased() == module.lowercased() }
        }
    }

    /// Modules the file imports that are not Apple's and were not read, in source order, each
    /// with its remote package when known.
    var packages: [(module: String, package: String?)]
    /// Apple's frameworks the file imports, beyond SwiftUI and Foundation, which every view has.
    var frameworks: [String]

    init(_ file: SourceFileSyntax, modules: Modules = .init()) {
        var packages: [(module: String, package: String?)] = []
        var frameworks: [String] = []
        for statement in file.statements {
            guard case let .declaration(declaration) = statement.kind, case let .import(imported) = declaration.kind,
                  let name = imported.path.first?.name else { continue }
            if Self.appleFrameworks.contains(name) {
                if !["SwiftUI", "Foundation"].contains(name), !frameworks.contains(name) { frameworks.append(name) }
            } else if !modules.read.contains(name), !packages.contains(where: { $0.module == name }) {
                packages.append((name, modules.remotePackage(of: name)))
            }
        }
        self.packages = packages
        self.frameworks = frameworks
    }

    /// The words after "not declared in the files read": where it may come from.
    var description: String {
        if packages.count == 1 { return "it may come from " + Self.describe(packages[0]) + ", a module LayoutLens did not read" }
        if !packages.isEmpty {
            return "it may come from one of the modules " + packages.map(Self.describe).joined(separator: ", ") + ", which LayoutLens did not read"
        }
        if !frameworks.isEmpty {
            return "it may come from Apple's " + frameworks.joined(separator: ", ") + ", which LayoutLens models only in part"
        }
        return "no file read declares it"
    }

    /// `'NukeUI' (remote package Nuke)`, or `'Name'` when its package is not known.
    private static func describe(_ imported: (module: String, package: String?)) -> String {
        guard let package = imported.package else { return "'\(imported.module)'" }
        return "'\(imported.module)' (remote package \(package))"
    }

    /// The modules an iOS app imports from Apple's SDK (not read: LayoutLens models what it can
    /// of them as its built-in library).
    static let appleFrameworks: Set<String> = [
        "SwiftUI", "Foundation", "UIKit", "Combine", "SwiftData", "Observation", "CoreData", "MapKit", "AVKit", "AVFoundation",
        "Charts", "WidgetKit", "PhotosUI", "Photos", "StoreKit", "CoreLocation", "os", "OSLog", "CoreGraphics", "QuartzCore",
        "Dispatch", "UniformTypeIdentifiers", "AppKit", "WebKit", "SafariServices", "GameKit", "HealthKit", "CloudKit",
        "Contacts", "ContactsUI", "EventKit", "EventKitUI", "UserNotifications", "CoreImage", "Vision", "CoreML", "ARKit",
        "RealityKit", "SceneKit", "SpriteKit", "Security", "LocalAuthentication", "AuthenticationServices", "CryptoKit",
        "Network", "MessageUI", "PDFKit", "QuickLook", "TipKit", "AppIntents", "ActivityKit", "MusicKit", "Accessibility",
        "CoreMotion", "CoreHaptics", "CoreText", "ImageIO", "Metal", "MetalKit", "GameController", "NaturalLanguage",
        "Speech", "Intents", "IntentsUI", "LinkPresentation", "BackgroundTasks", "CoreBluetooth", "CoreNFC",
        "CoreSpotlight", "Darwin", "XCTest", "Testing", "Swift", "_Concurrency", "AudioToolbox", "CoreTransferable",
        "CoreMedia", "VisionKit", "PencilKit", "FamilyControls", "DeviceActivity", "ManagedSettings", "GroupActivities",
        // Frameworks met in public apps (Apple's sample-food-truck imports WeatherKit; macOS apps
        // Cocoa, Carbon, ScreenCaptureKit) and the toolchain's own modules.
        "WeatherKit", "Cocoa", "Carbon", "ApplicationServices", "CoreServices", "ServiceManagement", "IOKit", "ScreenCaptureKit",
        "FinderSync", "QuickLookUI", "QuickLookThumbnailing", "JavaScriptCore", "MediaPlayer", "MobileCoreServices", "HomeKit",
        "Translation", "FoundationModels", "ImagePlayground", "ExtensionFoundation", "ExtensionKit", "SwiftUICore",
        "FoundationNetworking", "RegexBuilder", "Synchronization", "ObjectiveC", "SQLite3", "WatchKit", "WatchConnectivity",
        "PassKit", "AppTrackingTransparency", "AdSupport", "CoreTelephony", "NetworkExtension", "Symbols",
    ]
}
