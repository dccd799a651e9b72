import SwiftInterpreter

/// Apple's frameworks beyond SwiftUI that screens, their models and their preview data use:
/// Foundation's attributed strings, coders and caches, os's `Logger`, `URLSession`, Combine's
/// subjects and publishers, UIKit's `UIDevice`. Each behaves as Apple documents it, as far as a
/// preview needs, deterministically and without I/O: what would touch the network or the disk
/// never runs, and says so with a warning. A file's own type of the same name shadows each.
extension SwiftUIRuntime {
    /// Apple's library in the order it registers (the first group to declare a name keeps it).
    static let appleLibrary: [LibraryGroup] = [
        LibraryGroup(names: ["Logger", "OSLog"],
                          register: { $0.registerLogger }),
        LibraryGroup(names: ["URLSession", "URLSessionConfiguration", "URLSessionTask"],
                          register: { $0.registerURLSession }),
        LibraryGroup(names: ["DecodedJSON", "Decoder", "DecodingError", "JSONDecoder", "JSONEncoder", "JSONSerialization", "KeyedDecodingContainer",
                                  "PropertyListDecoder", "SingleValueDecodingContainer", "UnkeyedDecodingContainer"],
                          register: { $0.registerJSONCoders }),
        LibraryGroup(names: ["AttributedString", "AttributedString.MarkdownParsingOptions"],
                          register: { $0.registerAttributedString }),
        LibraryGroup(names: ["AttributedString"],
                          register: { $0.registerAttributedStringRanges }),
        LibraryGroup(names: ["AttributedString", "AttributedString.Runs.Run"],
                          register: { $0.registerAttributedStringRuns }),
        LibraryGroup(names: SwiftUIRuntime.attributeScopeTypeNames, register: { $0.registerAttributeScopes }),
        // Registered at once: a subscript of `Array` (the runs sliced by attribute).
        LibraryGroup(names: [], register: { $0.registerAttributedStringRunSlices }),
        LibraryGroup(names: ["NSAttributedString", "NSAttributedString.Key", "NSMutableAttributedString"],
                          register: { $0.registerNSAttributedStrings }),
        LibraryGroup(names: ["AnyCancellable", "AnyPublisher", "CurrentValueSubject", "Empty", "Just", "PassthroughSubject", "Publishers",
                                  "Publishers.Sequence", "Timer", "URLSession"],
                          register: { $0.registerCombine }),
        LibraryGroup(names: ["UIDevice", "UIDevice.BatteryState", "UIDeviceOrientation", "UIUserInterfaceIdiom"],
                          register: { $0.registerUIDevice }),
        LibraryGroup(names: ["UIKeyboardType", "UITextAutocapitalizationType"],
                          register: { $0.registerTextInputTraitTypes }),
        // Registered at once: globals, a `Range` initializer.
        LibraryGroup(names: [], register: { $0.registerFoundationGlobals }),
        LibraryGroup(names: ["NSCache"], register: { $0.registerNSCache }),
        LibraryGroup(names: ["NSString"], register: { $0.registerNSString }),
        LibraryGroup(names: ["NSRange", "NSString"], register: { $0.registerNSRangeAndSubstrings }),
        LibraryGroup(names: ["NSError"], register: { $0.registerNSError }),
        LibraryGroup(names: ["NSRegularExpression", "NSTextCheckingResult"], register: { $0.registerRegularExpressions }),
        // Registered at once: `String` members.
        LibraryGroup(names: [], register: { $0.registerStringRegularExpressionSearch }),
        LibraryGroup(names: ["Data"], register: { $0.registerDataWithConcatenation }),
        LibraryGroup(names: ["RunLoop"], register: { $0.registerRunLoop }),
        // Registered at once: globals, `URL` members.
        LibraryGroup(names: [], register: { $0.registerBundle }),
        // Registered at once: `String` members.
        LibraryGroup(names: [], register: { $0.registerBundleFileReading }),
        // Registered at once: `String` members.
        LibraryGroup(names: [], register: { $0.registerLocalizedStringInitializer }),
        // Registered at once: `String` members.
        LibraryGroup(names: [], register: { $0.registerStringEncodedData }),
        // Registered at once: `String` members.
        LibraryGroup(names: [], register: { $0.registerStringCaseInsensitiveComparison }),
        LibraryGroup(names: ["NSObjectProtocol", "NotificationCenter"],
                          register: { $0.registerNotificationCenter }),
        // `UserDefaults.standard` is a static each preview starts afresh: registered after the
        // file loaded, its statics are recorded then (`Interpreter.registerOnFirstLookUp`).
        LibraryGroup(names: ["NSUbiquitousKeyValueStore", "Notification.Name", "UserDefaults"],
                          register: { $0.registerUserDefaults }),
        LibraryGroup(names: ["Locale", "Locale.Currency", "Locale.Language", "Locale.LanguageCode", "Locale.Region", "Locale.Script"],
                          register: { $0.registerLocale }),
        LibraryGroup(names: ["CommandLine", "ProcessInfo"],
                          register: { $0.registerProcessInfo }),
        LibraryGroup(names: ["NSConditionLock", "NSLock", "NSRecursiveLock", "OSAllocatedUnfairLock"],
                          register: { $0.registerLocks }),
        LibraryGroup(names: ["NSNotification", "Notification", "Notification.Name"],
                          register: { $0.registerNotification }),
        LibraryGroup(names: ["Hasher"],
                          register: { $0.registerHasher }),
        LibraryGroup(names: ["NSColor", "UIColor", "UITraitCollection", "UIUserInterfaceStyle"],
                          register: { $0.registerPlatformColors }),
        LibraryGroup(names: ["NSColor", "UIColor"],
                          register: { $0.registerResolvedPlatformColors }),
        // Registered at once: a free function.
        LibraryGroup(names: [], register: { $0.registerLocalizedStringFunction }),
        LibraryGroup(names: ["DateFormatter", "DateFormatter.Style"],
                          register: { $0.registerDateFormatter }),
        LibraryGroup(names: ["ISO8601DateFormatter", "ISO8601DateFormatter.Options"],
                          register: { $0.registerISO8601DateFormatter }),
        LibraryGroup(names: ["Duration"],
                          register: { $0.registerDuration }),
        LibraryGroup(names: ["Notification.Name", "UIApplication", "UIApplication.State"],
                          register: { $0.registerUIApplication }),
        LibraryGroup(names: ["UIApplication", "UIWindowScene", "UIWindow"],
                          register: { $0.registerWindowScenes }),
        LibraryGroup(names: ["UIApplication", "UIContentSizeCategory"],
                          register: { $0.registerContentSizeCategories }),
        // Registered at once: `Error` members.
        LibraryGroup(names: [], register: { $0.registerErrorDescriptions }),
        LibraryGroup(names: ["NSNumber", "NumberFormatter", "NumberFormatter.Style"],
                          register: { $0.registerNumberFormatter }),
        LibraryGroup(names: ["ByteCountFormatter", "ByteCountFormatter.CountStyle"],
                          register: { $0.registerByteCountFormatter }),
        LibraryGroup(names: ["DateComponentsFormatter", "DateComponentsFormatter.UnitsStyle", "DateComponentsFormatter.ZeroFormattingBehavior"],
                          register: { $0.registerDateComponentsFormatter }),
        // Registered at once: globals, free functions, `URL` members.
        LibraryGroup(names: [], register: { $0.registerFileManager }),
        LibraryGroup(names: ["URLComponents", "URLQueryItem"], register: { $0.registerURLComponents }),
        // Registered at once: `URL` members.
        LibraryGroup(names: [], register: { $0.registerURLQueryAppending }),
        LibraryGroup(names: ["RunLoop", "Timer"],
                          register: { $0.registerTimer }),
        LibraryGroup(names: ["Progress"],
                          register: { $0.registerProgress }),
        LibraryGroup(names: ["NSImage", "NSImage.Orientation", "UIImage", "UIImage.Orientation"],
                          register: { $0.registerPlatformImages }),
        // Registered at once: free functions.
        LibraryGroup(names: [], register: { $0.registerCodeDrawnImages }),
        LibraryGroup(names: ["Notification.Name", "UIAccessibility"],
                          register: { $0.registerUIAccessibility }),
        // Registered at once: `Array` members.
        LibraryGroup(names: [], register: { $0.registerListFormatter }),
        LibraryGroup(names: ["RelativeDateTimeFormatter", "RelativeDateTimeFormatter.DateTimeStyle", "RelativeDateTimeFormatter.UnitsStyle"],
                          register: { $0.registerRelativeDateTimeFormatter }),
        LibraryGroup(names: ["Decimal", "NSDecimalNumber"],
                          register: { $0.registerDecimal }),
        LibraryGroup(names: ["NSDirectionalEdgeInsets", "NSEdgeInsets", "UIEdgeInsets"],
                          register: { $0.registerPlatformEdgeInsets }),
        LibraryGroup(names: ["OpenURLAction", "OpenURLAction.Result"],
                          register: { $0.registerOpenURLAction }),
        LibraryGroup(names: ["NavigationPath"],
                          register: { $0.registerNavigationPath }),
        LibraryGroup(names: ["PresentationDetent"],
                          register: { $0.registerPresentationDetent }),
        LibraryGroup(names: ["AnyShapeStyle"],
                          register: { $0.registerAnyShapeStyle }),
        LibraryGroup(names: ["PopoverAttachmentAnchor"],
                          register: { $0.registerPopoverAttachmentAnchor }),
        LibraryGroup(names: ["GlassEffectContainer"],
                          register: { $0.registerGlassEffectContainer }),
        LibraryGroup(names: ["Glass"],
                          register: { $0.registerGlass }),
        // Registered at once: `Date` members.
        LibraryGroup(names: [], register: { $0.registerDateReferenceIntervals }),
        LibraryGroup(names: ["UIImpactFeedbackGenerator", "UIImpactFeedbackGenerator.FeedbackStyle", "UINotificationFeedbackGenerator",
                                  "UINotificationFeedbackGenerator.FeedbackType", "UISelectionFeedbackGenerator"],
                          register: { $0.registerFeedbackGenerators }),
        LibraryGroup(names: ["UTType"],
                          register: { $0.registerUniformTypes }),
        LibraryGroup(names: ["URLRequest"],
                          register: { $0.registerURLRequest }),
        LibraryGroup(names: ["DispatchTime", "DispatchTimeInterval", "DispatchWallTime"],
                          register: { $0.registerDispatchTimes }),
        // Registered at once: free functions.
        LibraryGroup(names: [], register: { $0.registerDeferredWork }),
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
        // A program object whose superclass is a library class: its library part (`Store()` of
        // `class Store: NSPersistentContainer` given where the library takes a container).
        if case let .object(object) = self, let base = object.libraryBase { return base.nativePayload(T.self) }
        return nil
    }
}
