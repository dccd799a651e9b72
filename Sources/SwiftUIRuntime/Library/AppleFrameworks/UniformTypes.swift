import AppResources
import SwiftInterpreter

/// UniformTypeIdentifiers' `UTType` (Apple, `UTType`, "System-declared uniform type
/// identifiers"): the system types apps name for importers, drops and documents (`.pdf`,
/// `.json`, `.image`, …) with their documented identifiers and preferred filename extensions and
/// MIME types; the types the app declares in its Info.plist (`UTExportedTypeDeclarations`,
/// `UTImportedTypeDeclarations`: `UTTypeIdentifier` and the `public.filename-extension` tags);
/// `UTType(_:)` of an identifier (nil for a string without a dot, which is no reverse-DNS
/// identifier), `UTType(filenameExtension:)` of an extension,
/// `UTType(importedAs:)`/`UTType(exportedAs:)` (the identifier given); `identifier`,
/// `preferredFilenameExtension`, `preferredMIMEType`, `==`. An identifier neither knows is taken
/// as declared (the system declares far more types than this table, and an app writes
/// `UTType("com.example.doc")!` for its own): a type of that identifier, with
/// `libraryAssumedValue`, never nil that a `!` would trap on. An extension neither knows gives
/// the dynamic type Apple makes for it ("dyn." and the extension here: the real identifier is an
/// encoding LayoutLens does not reproduce, unverified), with `libraryAssumedValue`.
extension SwiftUIRuntime {
    /// Property name, identifier, preferred filename extension, preferred MIME type.
    static let systemUniformTypes: [(String, String, String?, String?)] = [
        ("item", "public.item", nil, nil), ("content", "public.content", nil, nil), ("data", "public.data", nil, nil),
        ("text", "public.text", nil, nil), ("plainText", "public.plain-text", "txt", "text/plain"),
        ("utf8PlainText", "public.utf8-plain-text", "txt", "text/plain"), ("json", "public.json", "json", "application/json"),
        ("xml", "public.xml", "xml", "application/xml"), ("html", "public.html", "html", "text/html"),
        ("commaSeparatedText", "public.comma-separated-values-text", "csv", "text/csv"),
        ("image", "public.image", nil, nil), ("png", "public.png", "png", "image/png"), ("jpeg", "public.jpeg", "jpeg", "image/jpeg"),
        ("heic", "public.heic", "heic", "image/heic"), ("gif", "com.compuserve.gif", "gif", "image/gif"),
        ("svg", "public.svg-image", "svg", "image/svg+xml"), ("pdf", "com.adobe.pdf", "pdf", "application/pdf"),
        ("movie", "public.movie", nil, nil), ("video", "public.video", nil, nil), ("audio", "public.audio", nil, nil),
        ("mpeg4Movie", "public.mpeg-4", "mp4", "video/mp4"), ("mp3", "public.mp3", "mp3", "audio/mpeg"),
        ("url", "public.url", nil, nil), ("fileURL", "public.file-url", nil, nil), ("folder", "public.folder", nil, nil),
        ("directory", "public.directory", nil, nil), ("zip", "public.zip-archive", "zip", "application/zip"),
        ("archive", "public.archive", nil, nil), ("application", "com.apple.application", nil, nil),
        ("applicationBundle", "com.apple.application-bundle", "app", nil), ("propertyList", "com.apple.property-list", "plist", nil),
    ]

    func registerUniformTypes() {
        guard let type = registerAppleType("UTType") else { return }
        type.conformances = ["Hashable", "Equatable"]
        // Shared by every file (`library`): the value is made by the interpreter the native is
        // called for, never by the runtime that registered it (which would keep that one alive).
        func made(_ identifier: String, _ interpreter: Interpreter) -> Value { interpreter.nativeValue("UTType", UniformType(identifier: identifier)) }
        for (name, identifier, _, _) in Self.systemUniformTypes {
            type.staticComputed[name] = ComputedProperty(getter: .native(name) { interpreter, _, _ in made(identifier, interpreter) })
        }
        type.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            guard let first = arguments.first, case let .string(text) = Self.unwrapped(first.value) else {
                return runtime.libraryStandIn("UTType", reason: "is made from a value that is not a string LayoutLens knows")
            }
            switch first.label {
            case "importedAs", "exportedAs": return made(text, runtime.interpreter)
            case "filenameExtension":
                if let row = Self.systemUniformTypes.first(where: { $0.2 == text.lowercased() }) { return .optional(made(row.1, runtime.interpreter)) }
                if let declared = runtime.declaredUniformTypes().first(where: { $0.extensions.contains(text.lowercased()) }) {
                    return .optional(made(declared.identifier, runtime.interpreter))
                }
                return runtime.assumedUniformType("UTType(filenameExtension: \"\(text)\")", identifier: "dyn." + text.lowercased(),
                                                  assumption: "the dynamic type Apple makes for an extension no type declares")
            default:
                // Apple, `UTType.init(_:)`: "returns nil if the system doesn't know the type
                // identifier"; an identifier is a reverse-DNS string ("Uniform Type Identifiers
                // Overview"), so one without a dot (`UTType("pdf")`) names no type.
                if !text.contains(".") { return .nil }
                if Self.systemUniformTypes.contains(where: { $0.1 == text })
                    || runtime.declaredUniformTypes().contains(where: { $0.identifier == text }) { return .optional(made(text, runtime.interpreter)) }
                return runtime.assumedUniformType("UTType(\"\(text)\")", identifier: text,
                                                  assumption: "a type of that identifier, declared by the system or the app")
            }
        })
        type.computedProperties["identifier"] = ComputedProperty(getter: .native("identifier") { _, selfValue, _ in
            .string(selfValue.nativePayload(UniformType.self)?.identifier ?? "")
        })
        for (property, column) in [("preferredFilenameExtension", 2), ("preferredMIMEType", 3)] {
            type.computedProperties[property] = ComputedProperty(getter: .native(property) { _, selfValue, _ in
                let identifier = selfValue.nativePayload(UniformType.self)?.identifier
                guard let row = Self.systemUniformTypes.first(where: { $0.1 == identifier }) else { return .optional(nil) }
                let value = column == 2 ? row.2 : row.3
                return .optional(value.map { .string($0) })
            })
        }
    }

    /// A type neither the table nor the Info.plist declares, said.
    private func assumedUniformType(_ name: String, identifier: String, assumption: String) -> Value {
        warn(.libraryAssumedValue(name, reason: "is not one of the system types LayoutLens knows nor declared in the Info.plist read",
                                  assumption: assumption), at: interpreter.currentRange)
        return .optional(interpreter.nativeValue("UTType", UniformType(identifier: identifier)))
    }

    /// The types the module's Info.plist exports and imports: each `UTTypeIdentifier` with its
    /// `UTTypeTagSpecification`'s `public.filename-extension` (a string or an array of them).
    private func declaredUniformTypes() -> [(identifier: String, extensions: [String])] {
        guard let info = resources.info else { return [] }
        var declared: [(identifier: String, extensions: [String])] = []
        for key in ["UTExportedTypeDeclarations", "UTImportedTypeDeclarations"] {
            guard case let .array(declarations)? = info[key] else { continue }
            for case let .dictionary(entries) in declarations {
                guard case let .string(identifier)? = entries.first(where: { $0.key == "UTTypeIdentifier" })?.value else { continue }
                var extensions: [String] = []
                if case let .dictionary(tags)? = entries.first(where: { $0.key == "UTTypeTagSpecification" })?.value,
                   let tag = tags.first(where: { $0.key == "public.filename-extension" })?.value {
                    switch tag {
                    case let .string(text): extensions = [text.lowercased()]
                    case let .array(values): extensions = values.compactMap { if case let .string(text) = $0 { text.lowercased() } else { nil } }
                    default: break
                    }
                }
                declared.append((identifier, extensions))
            }
        }
        return declared
    }
}

/// A uniform type: its identifier (`public.json`).
struct UniformType: Hashable {
    var identifier: String
}
