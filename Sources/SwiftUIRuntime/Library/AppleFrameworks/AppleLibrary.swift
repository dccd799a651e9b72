import SwiftInterpreter

/// Apple's frameworks beyond SwiftUI that screens, their models and their preview data use:
/// Foundation's attributed strings, coders and caches, os's `Logger`, `URLSession`, Combine's
/// subjects and publishers, UIKit's `UIDevice`. Each behaves as Apple documents it, as far as a
/// preview needs, deterministically and without I/O: what would touch the network or the disk
/// never runs, and says so with a warning. A file's own type of the same name shadows each.
extension SwiftUIRuntime {
    func registerAppleLibrary() {
        registerLogger()
        registerURLSession()
        registerJSONCoders()
        registerAttributedString()
        registerAttributedStringRanges()
        registerAttributedStringRuns()
        registerAttributedStringRunSlices()
        registerNSAttributedStrings()
        registerCombine()
        registerUIDevice()
        registerFoundationClasses()
        registerBundle()
        registerBundleFileReading()
        registerLocalizedStringInitializer()
        registerStringEncodedData()
        registerNotificationCenter()
        registerUserDefaults()
        registerLocale()
        registerProcessInfo()
        registerLocks()
        registerNotification()
        registerHasher()
        registerPlatformColors()
        registerResolvedPlatformColors()
        registerLocalizedStringFunction()
        registerDateFormatter()
        registerISO8601DateFormatter()
        registerDuration()
        registerUIApplication()
        registerContentSizeCategories()
        registerErrorDescriptions()
        registerNumberFormatter()
        registerByteCountFormatter()
        registerFileManager()
        registerURLComponents()
        registerTimer()
        registerProgress()
        registerPlatformImages()
        registerCodeDrawnImages()
        registerUIAccessibility()
        registerListFormatter()
        registerRelativeDateTimeFormatter()
        registerDecimal()
        registerPlatformEdgeInsets()
        // SwiftUI's values made by code rather than by a view: `OpenURLAction`, `NavigationPath`.
        registerOpenURLAction()
        registerNavigationPath()
        registerPresentationDetent()
        registerAnyShapeStyle()
        registerGlassEffectContainer()
        registerDateReferenceIntervals()
        registerFeedbackGenerators()
        registerUniformTypes()
        registerURLRequest()
        registerDispatchTimes()
        // `Task { }` stored by a model and `Task.sleep` are there before any preview settles;
        // their bodies run only as the settling rules run queued work.
        registerDeferredWork()
    }

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
