import LayoutEngine

/// How previews are shown, as Xcode's canvas settings choose it: the device (and so the proposal
/// and the screen user code reads) and the Dynamic Type setting every text style starts from.
public struct PreviewSettings: Sendable, Equatable {
    public var device: PreviewDevice
    /// The canvas's Dynamic Type setting (`--dynamic-type`); `.large`, the iOS default, changes
    /// nothing. `.dynamicTypeSize(_:)` inside a preview still sets its own.
    public var dynamicTypeSize: DynamicTypeSize
    /// The localisation string catalogs and tables are read in (`--locale de`); nil for the
    /// development language. Longer translations are what break layouts.
    public var locale: String?
    /// The compilation conditions each file's module sets besides `DEBUG` (`SWIFT_PACKAGE` in a
    /// package target's files, an Xcode target's `SWIFT_ACTIVE_COMPILATION_CONDITIONS`), by the
    /// file's path as read: `#if NAME` holds in that file. Set per module by the reader.
    public var compilationConditions: [String: Set<String>] = [:]
    /// The module each file of the program belongs to (a package target's, the app's), by the
    /// file's path as read: a type name several modules declare is each module's own
    /// (`Interpreter.moduleOfFile`). Set per module by the reader, beside the conditions.
    public var moduleOfFile: [String: String] = [:]

    public init(device: PreviewDevice = .default, dynamicTypeSize: DynamicTypeSize = .large, locale: String? = nil) {
        self.device = device
        self.dynamicTypeSize = dynamicTypeSize
        self.locale = locale
    }
}
