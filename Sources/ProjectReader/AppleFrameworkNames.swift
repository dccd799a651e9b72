/// Which of Apple's frameworks declares a name no file of the module declares (`NSWorkspace`,
/// `TISCopyCurrentKeyboardInputSource`, `NumberFormatter`). Swift resolves a name to the module
/// that declares it (The Swift Programming Language, "Access Control": "A module is a single unit
/// of code distribution … that can be imported by another module with Swift's import keyword"),
/// so a name of Apple's SDK used in a file that also imports a remote package is Apple's, not the
/// package's: blaming the package would be wrong, and would hide that LayoutLens lacks it.
///
/// Apple names its C and Objective-C API with a framework prefix followed by a capitalised word
/// (`NS` AppKit/Foundation, `UI` UIKit, `CG` Core Graphics, `CA` Core Animation, `TIS` the Text
/// Input Sources of Carbon, `AX` the accessibility API of ApplicationServices), and constants with
/// `k` before it (`kCGWindowListOptionAll`, `kTISPropertyUnicodeKeyLayoutData`). A prefix counts
/// only when the file can see that framework (it imports it, or a framework that re-exports it),
/// so a remote package's own `NSFoo` in a file without AppKit stays the package's. Swift names of
/// Foundation without a prefix (`NumberFormatter`), and names of the standard library and of
/// Darwin's C library LayoutLens lacks (`unsafeBitCast`, `pid_t`), are listed by name.
enum AppleFrameworkNames {
    /// The framework declaring `name` (its first component: `NSScreen` of `NSScreen.main.frame`),
    /// when the frameworks `visible` to the file declare it; nil when it is not known as Apple's.
    static func framework(declaring name: String, visible: Set<String>) -> String? {
        let root = String(name.prefix { $0 != "." && $0 != "(" && $0 != "<" })
        if let framework = unprefixed[root], visible.contains(framework) { return framework }
        if root.hasPrefix("NS"), let framework = foundationOrCoreData(root), visible.contains(framework) { return framework }
        for (prefix, frameworks) in prefixes where hasPrefix(root, prefix) {
            if let framework = frameworks.first(where: visible.contains) { return framework }
        }
        return nil
    }

    /// `prefix` then a capital letter (`NSScreen`, not `NSomething`), also after a constant's `k`
    /// (`kCGWindowListOptionAll`).
    private static func hasPrefix(_ name: String, _ prefix: String) -> Bool {
        for candidate in [name, name.hasPrefix("k") ? String(name.dropFirst()) : ""] where candidate.hasPrefix(prefix) {
            if let next = candidate.dropFirst(prefix.count).first, next.isUppercase { return true }
        }
        return false
    }

    /// `NS` names of Foundation and Core Data (which are not AppKit's), from their documentation
    /// (developer.apple.com/documentation/foundation, /coredata).
    private static func foundationOrCoreData(_ name: String) -> String? {
        let coreData = ["NSManaged", "NSPersistent", "NSFetch", "NSEntityDescription", "NSBatch", "NSAttributeDescription"]
        if coreData.contains(where: name.hasPrefix) { return "CoreData" }
        let foundation: Set<String> = [
            "NSAttributedString", "NSMutableAttributedString", "NSString", "NSMutableString", "NSNumber", "NSRange", "NSMakeRange",
            "NSNotFound", "NSPredicate", "NSCompoundPredicate", "NSSortDescriptor", "NSError", "NSObject", "NSLock", "NSRecursiveLock",
            "NSRegularExpression", "NSURL", "NSData", "NSDate", "NSNull", "NSCache", "NSValue", "NSDictionary", "NSArray", "NSSet",
            "NSLocalizedString", "NSUbiquitousKeyValueStore", "NSHomeDirectory", "NSTemporaryDirectory", "NSUserName",
            "NSFullUserName", "NSCoder", "NSSecureCoding", "NSItemProvider", "NSCoding", "NSCopying", "NSUserActivity",
            "NSFileCoordinator", "NSMetadataQuery", "NSPointerArray", "NSHashTable", "NSMapTable", "NSCondition",
            "NSDecimalNumber", "NSDecimalRound", "NSMeasurement", "NSTimeZone", "NSLocale", "NSCalendar", "NSUUID",
        ]
        return foundation.contains(name) ? "Foundation" : nil
    }

    /// A prefix and the frameworks declaring names of it, first the one to name when several are
    /// visible. `NS` is AppKit's (Foundation's own `NS` names are listed above).
    private static let prefixes: [(String, [String])] = [
        ("NS", ["AppKit"]), ("UI", ["UIKit"]), ("CG", ["CoreGraphics"]), ("CA", ["QuartzCore"]), ("CL", ["CoreLocation"]),
        ("MK", ["MapKit"]), ("AV", ["AVFoundation", "AVKit"]), ("TIS", ["Carbon"]), ("AX", ["ApplicationServices"]),
        ("CF", ["CoreFoundation"]), ("CT", ["CoreText"]), ("CV", ["CoreVideo"]), ("VT", ["VideoToolbox"]),
        ("EK", ["EventKit"]), ("UN", ["UserNotifications"]), ("WK", ["WebKit", "WatchKit"]), ("PH", ["Photos", "PhotosUI"]),
        ("CK", ["CloudKit"]), ("HK", ["HealthKit"]), ("SK", ["StoreKit", "SpriteKit"]), ("CN", ["Contacts", "ContactsUI"]),
        ("LA", ["LocalAuthentication"]), ("AS", ["AuthenticationServices"]), ("CM", ["CoreMotion", "CoreMedia"]),
        ("SF", ["SafariServices"]), ("SC", ["ScreenCaptureKit"]), ("MP", ["MediaPlayer"]),
        ("MTL", ["Metal"]), ("IO", ["IOKit"]), ("SM", ["ServiceManagement"]), ("QL", ["QuickLook", "QuickLookUI"]),
        ("PK", ["PencilKit", "PassKit"]), ("GK", ["GameKit"]), ("WC", ["WatchConnectivity"]), ("SCN", ["SceneKit"]),
        ("AR", ["ARKit"]), ("CI", ["CoreImage"]), ("VN", ["Vision"]), ("ML", ["CoreML"]), ("NW", ["Network"]),
        // Security's keychain API (`SecItemCopyMatching`, `kSecClassGenericPassword`), WatchKit's
        // `WKInterfaceDevice` (`WK` is also WebKit's), Core Haptics' `CHHapticEngine`.
        ("Sec", ["Security"]), ("CH", ["CoreHaptics"]),
    ]

    /// Swift names of Apple's frameworks without a prefix (developer.apple.com/documentation/
    /// foundation, /dispatch, /os, /uniformtypeidentifiers); like a prefix, counted only when the
    /// file sees the framework (swift-log's `Logger` is not `os`'s).
    private static let unprefixed: [String: String] = {
        var names: [String: String] = [:]
        for name in ["NumberFormatter", "DateFormatter", "ISO8601DateFormatter", "DateComponentsFormatter", "ByteCountFormatter",
                     "MeasurementFormatter", "PersonNameComponentsFormatter", "RelativeDateTimeFormatter", "ListFormatter",
                     "DateIntervalFormatter", "LengthFormatter", "MassFormatter", "EnergyFormatter", "FileManager",
                     "ProcessInfo", "NotificationCenter", "DistributedNotificationCenter", "URLSession", "URLRequest",
                     "URLComponents", "URLQueryItem", "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder",
                     "PropertyListSerialization", "JSONSerialization", "UserDefaults", "Bundle", "Locale", "TimeZone", "Calendar",
                     "DateComponents", "DateInterval", "UnitLength", "UnitDuration", "FileHandle", "RunLoop", "OperationQueue",
                     "CharacterSet", "IndexSet", "IndexPath", "AttributedString", "PersonNameComponents", "UndoManager",
                     "URLCache",
                     // Foundation's value types (Apple docs, Foundation, "Numbers, Data, and Basic
                     // Values", "Dates and Times", "URLs"): members LayoutLens lacks
                     // (`Date.FormatStyle`, `Decimal`) are Foundation's.
                     "Date", "Decimal", "URL", "UUID", "Data", "Measurement", "TimeInterval", "Scanner", "Timer", "Thread",
                     "Progress", "Formatter", "Operation", "BlockOperation"] {
            names[name] = "Foundation"
        }
        // Combine, which SwiftUI re-exports (Apple docs, Combine).
        for name in ["Publishers", "AnyPublisher", "AnyCancellable", "PassthroughSubject", "CurrentValueSubject", "Just",
                     "Future", "Deferred", "Fail", "Subscribers", "Cancellable", "ObservableObjectPublisher"] {
            names[name] = "Combine"
        }
        for name in ["DispatchQueue", "DispatchGroup", "DispatchSemaphore", "DispatchTime", "DispatchWorkItem", "DispatchSource"] {
            names[name] = "Dispatch"
        }
        // The standard library every file sees (`Swift`) and the C library Foundation brings
        // (`Darwin`), for names LayoutLens lacks (`unsafeBitCast`, `Array.reserveCapacity`, `pid_t`).
        for name in ["Array", "Dictionary", "Set", "String", "Substring", "Int", "Double", "Float", "Bool", "Character",
                     "Optional", "Result", "unsafeBitCast", "withUnsafePointer", "withUnsafeMutablePointer", "withUnsafeBytes",
                     "MemoryLayout", "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer",
                     "OpaquePointer", "ContiguousArray", "Unmanaged", "ClosedRange", "Range", "Duration", "AnyHashable",
                     "withCheckedContinuation", "withCheckedThrowingContinuation", "withTaskGroup", "withThrowingTaskGroup",
                     "Task", "MainActor", "Int64", "Int32", "UInt", "UInt8", "Float80",
                     // The standard library's concurrency types (Apple docs, Swift > Concurrency:
                     // `struct TaskPriority`, `struct TaskGroup`, `struct AsyncStream`, …).
                     "TaskPriority", "TaskGroup", "ThrowingTaskGroup", "AsyncStream", "AsyncThrowingStream",
                     "CheckedContinuation", "UnsafeContinuation", "withTaskCancellationHandler"] {
            names[name] = "Swift"
        }
        for name in ["pid_t", "getpid", "uid_t", "mach_absolute_time", "sysctl", "sysctlbyname", "uname", "utsname", "errno"] {
            names[name] = "Darwin"
        }
        names["UTType"] = "UniformTypeIdentifiers"
        names["Logger"] = "os"
        names["OSLog"] = "os"
        return names
    }()

    /// The frameworks a file sees: those it imports and those they re-export (`import Cocoa` is
    /// AppKit, Foundation and Core Data; AppKit and UIKit bring Foundation, Core Graphics and
    /// Core Animation; Carbon brings ApplicationServices; SwiftUI brings Foundation, Core Graphics
    /// and the platform's UIKit or AppKit, whose types its API takes, as `Color(uiColor:)` and
    /// `Image(nsImage:)` — unverified which of these are `@_exported`, so listed as seen).
    static func visible(from imports: [String]) -> Set<String> {
        var seen: Set<String> = []
        var pending = imports + ["Swift"]
        while let framework = pending.popLast() {
            guard seen.insert(framework).inserted else { continue }
            pending += reExports[framework] ?? []
        }
        return seen
    }

    private static let reExports: [String: [String]] = [
        "SwiftUI": ["Foundation", "CoreGraphics", "UIKit", "AppKit", "Combine", "UniformTypeIdentifiers", "SwiftUICore"],
        "Foundation": ["CoreFoundation", "Dispatch", "CoreGraphics", "Darwin"], "Cocoa": ["AppKit", "Foundation", "CoreData"],
        "AppKit": ["Foundation", "CoreGraphics", "QuartzCore", "CoreText", "CoreImage", "ApplicationServices"],
        "UIKit": ["Foundation", "CoreGraphics", "QuartzCore", "CoreText"], "Carbon": ["CoreServices", "ApplicationServices"],
        "ApplicationServices": ["CoreGraphics", "CoreText", "CoreFoundation"], "CoreServices": ["CoreFoundation"],
        "AVKit": ["AVFoundation"], "AVFoundation": ["CoreMedia", "CoreVideo"], "MapKit": ["CoreLocation"],
        "PhotosUI": ["Photos"], "ContactsUI": ["Contacts"], "QuickLookUI": ["QuickLook"], "EventKitUI": ["EventKit"],
        "OSLog": ["os"], "ScreenCaptureKit": ["CoreMedia", "CoreGraphics"],
    ]
}
