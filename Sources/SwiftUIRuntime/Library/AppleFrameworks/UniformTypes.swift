import SwiftInterpreter

/// UniformTypeIdentifiers' `UTType` (Apple, `UTType`, "System-declared uniform type
/// identifiers"): the system types apps name for importers, drops and documents (`.pdf`,
/// `.json`, `.image`, …) with their documented identifiers and preferred filename extensions and
/// MIME types; `UTType(_:)` of an identifier, `UTType(filenameExtension:)` of an extension in this
/// table, `UTType(importedAs:)`/`UTType(exportedAs:)` (the identifier given); `identifier`,
/// `preferredFilenameExtension`, `preferredMIMEType`, `==`. An extension or identifier not in the
/// table gives nil from the failable initializers, where Apple's system may know it (`libraryAssumedValue`).
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
        func made(_ identifier: String) -> Value { interpreter.nativeValue("UTType", UniformType(identifier: identifier)) }
        for (name, identifier, _, _) in Self.systemUniformTypes {
            type.staticComputed[name] = ComputedProperty(getter: .native(name) { _, _, _ in made(identifier) })
        }
        type.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            guard let first = arguments.first, case let .string(text) = Self.unwrapped(first.value) else {
                return runtime.libraryStandIn("UTType", reason: "is made from a value that is not a string LayoutLens knows")
            }
            switch first.label {
            case "importedAs", "exportedAs": return made(text)
            case "filenameExtension":
                if let row = Self.systemUniformTypes.first(where: { $0.2 == text.lowercased() }) { return .optional(made(row.1)) }
                return runtime.unknownUniformType("UTType(filenameExtension: \"\(text)\")")
            default:
                if Self.systemUniformTypes.contains(where: { $0.1 == text }) { return .optional(made(text)) }
                return runtime.unknownUniformType("UTType(\"\(text)\")")
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

    /// nil, said: a type the table lacks may be one Apple's system (or an app's Info.plist) declares.
    private func unknownUniformType(_ name: String) -> Value {
        warn(.libraryAssumedValue(name, reason: "is not one of the system types LayoutLens knows", assumption: "nil"),
             at: interpreter.currentRange)
        return .optional(nil)
    }
}

/// A uniform type: its identifier (`public.json`).
struct UniformType: Hashable {
    var identifier: String
}
