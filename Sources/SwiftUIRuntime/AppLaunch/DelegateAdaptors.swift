import SwiftInterpreter

/// The storage of an `App`'s `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`
/// (or `@NSApplicationDelegateAdaptor`): the delegate's type, and the delegate once made.
final class DelegateAdaptorStorage {
    let delegateType: TypeInfo?
    let isAppKit: Bool
    var delegate: Value?

    init(delegateType: TypeInfo?, isAppKit: Bool) {
        self.delegateType = delegateType
        self.isAppKit = isAppKit
    }
}

/// SwiftUI's delegate adaptors (Apple docs, "UIApplicationDelegateAdaptor": "A property wrapper
/// type that you use to create a UIKit app delegate"; `init(_:)`: "SwiftUI initializes the
/// delegate and manages its lifetime"; `wrappedValue`: "The underlying app delegate"). The
/// property reads the delegate the app's launch made (`AppLaunch.swift`), made on first read
/// when `App.init()` reads it before the launch gets to it. The type comes from the attribute's
/// argument (`@UIApplicationDelegateAdaptor(AppDelegate.self)`) or, without one, from the
/// property's declared type (`@UIApplicationDelegateAdaptor var delegate: AppDelegate`, the
/// initializer's default `DelegateType.self`). `UIApplication.shared.delegate` is that delegate.
extension SwiftUIRuntime {
    func registerDelegateAdaptors() {
        for (name, isAppKit) in [("UIApplicationDelegateAdaptor", false), ("NSApplicationDelegateAdaptor", true)] {
            var adaptor = PropertyWrapperBehaviour(
                makeStorage: { [unowned self] interpreter, initial, arguments in
                    var delegateType: TypeInfo?
                    if case let .metatype(type)? = arguments.first(where: { $0.label == nil })?.value ?? initial { delegateType = type }
                    let storage = DelegateAdaptorStorage(delegateType: delegateType, isAppKit: isAppKit)
                    self.launch.adaptors.append(storage)
                    return interpreter.nativeValue(name, storage)
                },
                wrappedValue: { [unowned self] _, storage in
                    guard let adaptor = storage.nativePayload(DelegateAdaptorStorage.self) else { return storage }
                    return try self.makeDelegate(of: adaptor)
                })
            adaptor.initialValueWhenNoneGiven = { [unowned self] hint in
                guard case let .named(typeName)? = hint, let type = self.interpreter.type(named: typeName) else { return nil }
                return .metatype(type)
            }
            interpreter.propertyWrappers[name] = adaptor
        }
    }

    /// A group of its own that waits for `UIApplication` (`libraryBeforeLoading`): registered
    /// with the adaptors, it read `UIApplication` before every file loaded, which registered
    /// `UIApplication` and, through the `Notification.Name` its notifications are, `UserDefaults`,
    /// `Notification` and `UIAccessibility` for every file (docs/performance.md, issue 37).
    func registerApplicationDelegate() {
        // `UIApplication.shared.delegate` (Apple docs, "UIApplication.delegate": "The delegate of
        // the app object"): the launch's delegate. Without one (no adaptor or `@main` delegate in
        // the files read) the app still has a delegate — SwiftUI's own, or one of a module not
        // read — so it is a stand-in, never nil.
        interpreter.type(named: "UIApplication")?.computedProperties["delegate"] = ComputedProperty(getter: .hosted("delegate") { runtime, _, _ in
            guard let delegate = runtime.launch.delegate else {
                return runtime.libraryStandIn("UIApplication.delegate", reason: "is the app's delegate, which the launch did not make from the files read (SwiftUI's own, or one of a module LayoutLens did not read)")
            }
            return .optional(delegate)
        })
    }
}
