import SwiftFrontEnd

/// Where a name comes from that no file of the module read declares: a module the file imports
/// that LayoutLens does not read (a remote package, or one not found under the inputs), or one
/// of Apple's frameworks, which LayoutLens models only in part. Said in the stand-in's warning and
/// in the frames JSON, so a stand-in names its likely origin instead of "another file".
struct StandInOrigin {
    /// The modules the file imports that are not Apple's, in source order.
    var packages: [String]
    /// Apple's frameworks the file imports, beyond SwiftUI and Foundation, which every view has.
    var frameworks: [String]

    init(_ file: SourceFileSyntax) {
        var packages: [String] = []
        var frameworks: [String] = []
        for statement in file.statements {
            guard case let .declaration(declaration) = statement.kind, case let .import(imported) = declaration.kind,
                  let name = imported.path.first?.name else { continue }
            if Self.appleFrameworks.contains(name) {
                if !["SwiftUI", "Foundation"].contains(name), !frameworks.contains(name) { frameworks.append(name) }
            } else if !packages.contains(name) {
                packages.append(name)
            }
        }
        self.packages = packages
        self.frameworks = frameworks
    }

    /// The words after "not declared in the files read": where it may come from.
    var description: String {
        if packages.count == 1 { return "it may come from '\(packages[0])', a module LayoutLens did not read" }
        if !packages.isEmpty {
            return "it may come from one of the modules " + packages.map { "'\($0)'" }.joined(separator: ", ") + ", which LayoutLens did not read"
        }
        if !frameworks.isEmpty {
            return "it may come from Apple's " + frameworks.joined(separator: ", ") + ", which LayoutLens models only in part"
        }
        return "no file read declares it"
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
    ]
}
