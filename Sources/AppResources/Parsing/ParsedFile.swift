import JSONParsing
import Diagnostics

/// A JSON or property-list file read and parsed, with a locator for diagnostics about its
/// contents; a read or syntax error becomes one diagnostic at its `file:line:col`.
struct ParsedJSONFile {
    var root: JSONNode
    var locator: FileLocator

    static func read(_ path: String, limit: Int, into diagnostics: inout [Diagnostic]) -> ParsedJSONFile? {
        let bytes: [UInt8]
        switch ResourceFileReading.whole(path, limit: limit) {
        case .bytes(let read): bytes = read
        case .failed(let diagnostic): diagnostics.append(diagnostic); return nil
        }
        let locator = FileLocator(path: path, bytes: bytes)
        switch JSONParser.parse(bytes) {
        case .success(let root): return ParsedJSONFile(root: root, locator: locator)
        case .failure(let failure):
            // A comma before a closing brace (`"idiom" : "universal", }`), which shipping apps'
            // catalogs hold: read past it, with a warning at the first one.
            if case .success(let root) = JSONParser.parse(bytes, trailingCommas: true) {
                diagnostics.append(Diagnostic(.trailingCommaInResourceJSON(failure.message), at: locator.range(at: failure.offset)))
                return ParsedJSONFile(root: root, locator: locator)
            }
            diagnostics.append(Diagnostic(.malformedResourceJSON(failure.message), at: locator.range(at: failure.offset)))
            return nil
        }
    }
}

struct ParsedPropertyListFile {
    var root: PropertyListNode
    var locator: FileLocator

    static func read(_ path: String, into diagnostics: inout [Diagnostic]) -> ParsedPropertyListFile? {
        let bytes: [UInt8]
        switch ResourceFileReading.whole(path, limit: ResourceFileReading.propertyListLimit) {
        case .bytes(let read): bytes = read
        case .failed(let diagnostic): diagnostics.append(diagnostic); return nil
        }
        let locator = FileLocator(path: path, bytes: bytes)
        switch XMLPropertyListParser.parse(bytes) {
        case .success(let root): return ParsedPropertyListFile(root: root, locator: locator)
        case .failure(let failure):
            diagnostics.append(Diagnostic(.malformedPropertyList(failure.message), at: locator.range(at: failure.offset)))
            return nil
        }
    }
}
