import SwiftInterpreter

/// Apple's frameworks beyond SwiftUI that screens, their models and their preview data use:
/// Foundation's attributed strings, coders and caches, os's `Logger`, `URLSession`, Combine's
/// subjects and publishers, UIKit's `UIDevice`. Each behaves as Apple documents it, as far as a
/// preview needs, deterministically and without I/O: what would touch the network or the disk
/// never runs, and says so with a warning. A file's own type of the same name shadows each.
extension SwiftUIRuntime {
    /// Registers Apple's library: each group of `appleLibrary` waits for the program's first
    /// look-up of a type it declares (`Interpreter.registerOnFirstLookUp`); a group that does
    /// more than declare types (free functions, members of the standard library's types) lists
    /// no names and is registered now.
    func registerAppleLibrary() {
        for group in Self.appleLibrary {
            if group.names.isEmpty {
                group.register(self)()
            } else {
                interpreter.registerOnFirstLookUp(of: group.names) { [weak self] in
                    if let self { group.register(self)() }
                }
            }
        }
    }

    /// A part of Apple's library and the names of the types it declares, adds members to or
    /// reads when registered in order (empty: it does more than that — free functions, globals,
    /// members of a type that is always there — and is registered at once). A group that lists
    /// a name registered before it is handed in runs at once too.
    /// `AppleLibraryRegistrationTests` checks each group's names against what it registers.
    struct AppleLibraryGroup: Sendable {
        let names: [String]
        let register: @Sendable (SwiftUIRuntime) -> () -> Void
    }

    /// Apple's library in the order it registers (the first group to declare a name keeps it).
    static let appleLibrary: [AppleLibraryGroup] = [
        AppleLibraryGroup(names: ["Logger", "OSLog"],
                          register: { $0.registerLogger }),
        AppleLibraryGroup(names: ["URLSession", "URLSessionConfiguration", "URLSessionTask"],
                          register: { $0.registerURLSession }),
        AppleLibraryGroup(names: ["DecodedJSON", "Decoder", "DecodingError", "JSONDecoder", "JSONEncoder", "JSONSerialization", "KeyedDecodingContainer",
                                  "PropertyListDecoder", "SingleValueDecodingContainer", "UnkeyedDecodingContainer"],
                          register: { $0.registerJSONCoders }),
        AppleLibraryGroup(names: ["AttributedString", "AttributedString.MarkdownParsingOptions"],
                          register: { $0.registerAttributedString }),
        AppleLibraryGroup(names: ["AttributedString"],
                          register: { $0.registerAttributedStringRanges }),
        AppleLibraryGroup(names: ["AttributedString", "AttributedString.Runs.Run"],
                          register: { $0.registerAttributedStringRuns }),
        // Registered at once: a subscript of `Array` (the runs sliced by attribute).
        AppleLibraryGroup(names: [], register: { $0.registerAttributedStringRunSlices }),
        AppleLibraryGroup(names: ["NSAttributedString", "NSAttributedString.Key", "NSMutableAttributedString"],
                          register: { $0.registerNSAttributedStrings }),
        AppleLibraryGroup(names: ["AnyCancellable", "AnyPublisher", "CurrentValueSubject", "Empty", "Just", "PassthroughSubject", "Publishers",
                                  "Publishers.Sequence", "Timer", "URLSession"],
                          register: { $0.registerCombine }),
        AppleLibraryGroup(names: ["UIDevice", "UIDeviceOrientation", "UIUserInterfaceIdiom"],
                          register: { $0.registerUIDevice }),
        // Registered at once: globals, `String` and `Range` members.
        AppleLibraryGroup(names: [], register: { $0.registerFoundationClasses }),
        // Registered at once: globals, `URL` members.
        AppleLibraryGroup(names: [], register: { $0.registerBundle }),
        // Registered at once: `String` members.
        AppleLibraryGroup(names: [], register: { $0.registerBundleFileReading }),
        // Registered at once: `String` members.
        AppleLibraryGroup(names: [], register: { $0.registerLocalizedStringInitializer }),
        // Registered at once: `String` members.
        AppleLibraryGroup(names: [], register: { $0.registerStringEncodedData }),
        AppleLibraryGroup(names: ["NSObjectProtocol", "NotificationCenter"],
                          register: { $0.registerNotificationCenter }),
        // Registered at once: `UserDefaults.standard` is a static each preview starts afresh
        // (`InitialProgramState` records the statics there are when the file is loaded).
        AppleLibraryGroup(names: [], register: { $0.registerUserDefaults }),
        AppleLibraryGroup(names: ["Locale", "Locale.Currency", "Locale.Language", "Locale.LanguageCode", "Locale.Region", "Locale.Script"],
                          register: { $0.registerLocale }),
        AppleLibraryGroup(names: ["CommandLine", "ProcessInfo"],
                          register: { $0.registerProcessInfo }),
        AppleLibraryGroup(names: ["NSConditionLock", "NSLock", "NSRecursiveLock", "OSAllocatedUnfairLock"],
                          register: { $0.registerLocks }),
        AppleLibraryGroup(names: ["NSNotification", "Notification", "Notification.Name"],
                          register: { $0.registerNotification }),
        AppleLibraryGroup(names: ["Hasher"],
                          register: { $0.registerHasher }),
        AppleLibraryGroup(names: ["NSColor", "UIColor", "UITraitCollection", "UIUserInterfaceStyle"],
                          register: { $0.registerPlatformColors }),
        AppleLibraryGroup(names: ["NSColor", "UIColor"],
                          register: { $0.registerResolvedPlatformColors }),
        // Registered at once: a free function.
        AppleLibraryGroup(names: [], register: { $0.registerLocalizedStringFunction }),
        AppleLibraryGroup(names: ["DateFormatter", "DateFormatter.Style"],
                          register: { $0.registerDateFormatter }),
        AppleLibraryGroup(names: ["ISO8601DateFormatter", "ISO8601DateFormatter.Options"],
                          register: { $0.registerISO8601DateFormatter }),
        AppleLibraryGroup(names: ["Duration"],
                          register: { $0.registerDuration }),
        AppleLibraryGroup(names: ["Notification.Name", "UIApplication", "UIApplication.State"],
                          register: { $0.registerUIApplication }),
        AppleLibraryGroup(names: ["UIApplication", "UIWindowScene", "UIWindow"],
                          register: { $0.registerWindowScenes }),
        AppleLibraryGroup(names: ["UIApplication", "UIContentSizeCategory"],
                          register: { $0.registerContentSizeCategories }),
        // Registered at once: `Error` members.
        AppleLibraryGroup(names: [], register: { $0.registerErrorDescriptions }),
        AppleLibraryGroup(names: ["NSNumber", "NumberFormatter", "NumberFormatter.Style"],
                          register: { $0.registerNumberFormatter }),
        AppleLibraryGroup(names: ["ByteCountFormatter", "ByteCountFormatter.CountStyle"],
                          register: { $0.registerByteCountFormatter }),
        // Registered at once: globals, free functions, `URL` members.
        AppleLibraryGroup(names: [], register: { $0.registerFileManager }),
        // Registered at once: `URL` members.
        AppleLibraryGroup(names: [], register: { $0.registerURLComponents }),
        AppleLibraryGroup(names: ["RunLoop", "Timer"],
                          register: { $0.registerTimer }),
        AppleLibraryGroup(names: ["Progress"],
                          register: { $0.registerProgress }),
        AppleLibraryGroup(names: ["NSImage", "NSImage.Orientation", "UIImage", "UIImage.Orientation"],
                          register: { $0.registerPlatformImages }),
        // Registered at once: free functions.
        AppleLibraryGroup(names: [], register: { $0.registerCodeDrawnImages }),
        AppleLibraryGroup(names: ["Notification.Name", "UIAccessibility"],
                          register: { $0.registerUIAccessibility }),
        // Registered at once: `Array` members.
        AppleLibraryGroup(names: [], register: { $0.registerListFormatter }),
        AppleLibraryGroup(names: ["RelativeDateTimeFormatter", "RelativeDateTimeFormatter.DateTimeStyle", "RelativeDateTimeFormatter.UnitsStyle"],
                          register: { $0.registerRelativeDateTimeFormatter }),
        AppleLibraryGroup(names: ["Decimal", "NSDecimalNumber"],
                          register: { $0.registerDecimal }),
        AppleLibraryGroup(names: ["NSDirectionalEdgeInsets", "NSEdgeInsets", "UIEdgeInsets"],
                          register: { $0.registerPlatformEdgeInsets }),
        AppleLibraryGroup(names: ["OpenURLAction", "OpenURLAction.Result"],
                          register: { $0.registerOpenURLAction }),
        AppleLibraryGroup(names: ["NavigationPath"],
                          register: { $0.registerNavigationPath }),
        AppleLibraryGroup(names: ["PresentationDetent"],
                          register: { $0.registerPresentationDetent }),
        AppleLibraryGroup(names: ["AnyShapeStyle"],
                          register: { $0.registerAnyShapeStyle }),
        AppleLibraryGroup(names: ["GlassEffectContainer"],
                          register: { $0.registerGlassEffectContainer }),
        // Registered at once: `Date` members.
        AppleLibraryGroup(names: [], register: { $0.registerDateReferenceIntervals }),
        AppleLibraryGroup(names: ["UIImpactFeedbackGenerator", "UIImpactFeedbackGenerator.FeedbackStyle", "UINotificationFeedbackGenerator",
                                  "UINotificationFeedbackGenerator.FeedbackType", "UISelectionFeedbackGenerator"],
                          register: { $0.registerFeedbackGenerators }),
        AppleLibraryGroup(names: ["UTType"],
                          register: { $0.registerUniformTypes }),
        AppleLibraryGroup(names: ["URLRequest"],
                          register: { $0.registerURLRequest }),
        AppleLibraryGroup(names: ["DispatchTime", "DispatchTimeInterval", "DispatchWallTime"],
                          register: { $0.registerDispatchTimes }),
        // Registered at once: free functions.
        AppleLibraryGroup(names: [], register: { $0.registerDeferredWork }),
    ]

    /// Registers `name` unless the program already has a type of that name (a file's own, or one
    /// another part of the library registered).
    func registerAppleType(_ name: String, descriptor: NativeTypeDescriptor = NativeTypeDescriptor()) -> TypeInfo? {
        guard interpreter.type(named: name) == nil else { return nil }
        return interpreter.registerNativeType(name, descriptor: descriptor)
    }
}

/// The state of a Foundation class instance (`JSONDecoder`, `NSMutableAttributedString`,
/// `NSCache`): shared by every reference to it, as a class instance is.
final class ReferencePayload<State> {
    var state: State
    init(_ state: State) { self.state = state }
}

extension Value {
    /// The payload of a native value, when it is of type `T`.
    func nativePayload<T>(_: T.Type) -> T? {
        if case let .native(native) = self { return native.payload as? T }
        if case let .optional(wrapped?) = self { return wrapped.nativePayload(T.self) }
        return nil
    }
}
