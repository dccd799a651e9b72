/// What the project says about the bundle a module is built into, beside its files: the target's
/// Info.plist file, the keys Xcode generates for it, and the build settings its `$(VAR)`
/// references name. A plain value the project reader fills (`ProjectModel.Module`).
public struct BundleIdentity: Sendable, Equatable {
    /// The target or module name (`TARGET_NAME`).
    public var name: String
    /// `INFOPLIST_FILE`, or the conventional `Info.plist` found in the target's folder.
    public var infoPlistPath: String?
    /// Keys from `INFOPLIST_KEY_<Key>` build settings.
    public var generatedKeys: [String: String]
    /// The target's Debug build settings (project's under target's).
    public var buildSettings: [String: String]
    /// A SwiftPM target: its resources are `Bundle.module`, and it has no Info.plist of its own.
    public var isPackage: Bool

    public init(name: String, infoPlistPath: String? = nil, generatedKeys: [String: String] = [:],
                buildSettings: [String: String] = [:], isPackage: Bool = false) {
        self.name = name
        self.infoPlistPath = infoPlistPath
        self.generatedKeys = generatedKeys
        self.buildSettings = buildSettings
        self.isPackage = isPackage
    }
}
