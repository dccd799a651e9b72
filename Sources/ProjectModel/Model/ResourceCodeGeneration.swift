/// Swift a build tool writes from a module's resources before it compiles, which repositories
/// usually do not commit (the generated file is in `.gitignore`): SwiftGen's outputs named in a
/// `swiftgen.yml`, and R.swift's `R` struct. LayoutLens writes the same declarations from the
/// resources it reads (ProjectReader), so `L10n.Settings.title` or `R.image.logo` are the app's
/// values, not stand-ins.
public struct ResourceCodeGeneration: Sendable, Hashable {
    /// What is generated, by which tool and template.
    public enum Kind: String, Sendable, Hashable {
        /// SwiftGen's `strings` parser with `structured-swift5`/`-swift4` (keys split at `.`).
        case swiftGenStructuredStrings
        /// SwiftGen's `strings` parser with `flat-swift5`/`-swift4` (one member per key).
        case swiftGenFlatStrings
        /// SwiftGen's `xcassets` parser with `swift5`/`swift4`.
        case swiftGenAssets
        /// SwiftGen's `fonts` parser with `swift5`/`swift4`.
        case swiftGenFonts
        /// R.swift's `R` from the whole target's resources.
        case rswift
    }

    public var kind: Kind
    /// The files and folders the tool reads (SwiftGen's `inputs`; R.swift: the target's resources).
    public var inputs: [String]
    /// Where the tool writes the file (nil for R.swift's plugin, which writes into the build folder).
    public var output: String?
    /// The template's `params` (`enumName`, `publicAccess`, `forceFileNameEnum`…), as written;
    /// one set to false is left out (`SwiftGenConfigReader`).
    public var parameters: [String: String]

    public init(kind: Kind, inputs: [String], output: String? = nil, parameters: [String: String] = [:]) {
        self.kind = kind
        self.inputs = inputs
        self.output = output
        self.parameters = parameters
    }

    /// The generated declarations are `public` (SwiftGen's `publicAccess` parameter; R.swift's
    /// public-resources plugin), so modules that depend on this one see them too.
    public var isPublic: Bool { parameters["publicAccess"] != nil }
}
