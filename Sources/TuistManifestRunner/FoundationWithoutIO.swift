/// Foundation's `URL` as manifests use it to build paths (`URL(fileURLWithPath: #filePath)
/// .deletingLastPathComponent()`): string operations only, never a file read. Swift source, loaded
/// before the manifest's helpers. What manifests ask the machine is `MachineQuestions`.
enum FoundationWithoutIO {
    static let fileName = "LayoutLens-ProjectDescription.swift"

    static let source = #"""
    struct URL {
        var path: String
        init(fileURLWithPath path: String) { self.path = path }
        init?(string: String) { self.path = string }
        var absoluteString: String { path }
        var lastPathComponent: String { String(path.split(separator: "/").last ?? "") }
        func deletingLastPathComponent() -> URL {
            var parts = path.split(separator: "/").map { String($0) }
            if !parts.isEmpty { parts.removeLast() }
            return URL(fileURLWithPath: "/" + parts.joined(separator: "/"))
        }
        func appendingPathComponent(_ component: String) -> URL { URL(fileURLWithPath: path + "/" + component) }
        func appending(path component: String) -> URL { appendingPathComponent(component) }
    }

    """#
}
