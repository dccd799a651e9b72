/// The module names a Swift file imports, from a cheap scan of its lines: `import X`,
/// `@testable import X`, `import struct X.Y` (attributes and the declaration kind skipped, the
/// first component kept). Lines inside block comments or strings that happen to start with
/// `import` would be counted too; an extra name only matters if it names a local package.
enum ImportScanner {
    static let sizeLimit = 4 << 20
    private static let declarationKinds: Set<Substring> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    static func imports(ofFile path: String) -> [String] {
        guard case .success(let bytes) = FileSystem.readText(path, limit: sizeLimit) else { return [] }
        return imports(in: String(decoding: bytes, as: UTF8.self))
    }

    static func imports(in text: String) -> [String] {
        var names: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            words = words.dropFirst()
            if let kind = words.first, declarationKinds.contains(kind) { words = words.dropFirst() }
            guard let path = words.first else { continue }
            let name = path.split(separator: ".").first?.split(separator: ";").first.map(String.init) ?? ""
            if !name.isEmpty, !name.hasPrefix("/") { names.append(name) }
        }
        return names
    }
}
