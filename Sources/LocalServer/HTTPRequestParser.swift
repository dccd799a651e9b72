import FileAccess

/// Reads an HTTP/1.x request head (RFC 9112 §2–§5) into an `HTTPRequest`, or the status to refuse
/// it with. Only what a static site needs: origin-form targets (`/path?query`), no bodies.
public enum HTTPRequestParser {
    /// Why a head is refused: the status and a one-line reason for the response body.
    public struct Refusal: Error, Equatable, Sendable {
        public var status: HTTPStatus
        public var reason: String
    }

    /// The index just past the blank line that ends the head (`\r\n\r\n`, or a bare `\n\n`,
    /// which RFC 9112 §2.2 lets a server accept), or nil while it has not arrived.
    public static func headEnd(in bytes: [UInt8], searchingFrom start: Int = 0) -> Int? {
        var index = max(0, start - 3)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { return index + 2 }
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\r"), bytes[index + 2] == UInt8(ascii: "\n") {
                    return index + 3
                }
            }
            index += 1
        }
        return nil
    }

    /// Parses a complete head (without its final blank line or with it).
    public static func parse(_ head: ArraySlice<UInt8>, limits: ServerLimits = ServerLimits()) -> Result<HTTPRequest, Refusal> {
        // Split on bytes: as Characters, "\r\n" is one grapheme and holds no "\n".
        var lines: [Substring] = []
        for bytes in head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
            guard let text = String(validating: line, as: UTF8.self) else { return .failure(refusal(.badRequest, "the request head is not UTF-8")) }
            lines.append(text[...])
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { return .failure(refusal(.badRequest, "empty request")) }
        guard requestLine.utf8.count <= limits.maxRequestLineBytes else { return .failure(refusal(.uriTooLong, "the request line is too long")) }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isASCII && ($0.isUppercase || $0 == "-") }) else {
            return .failure(refusal(.badRequest, "malformed request line"))
        }
        guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
            return parts[2].hasPrefix("HTTP/") ? .failure(refusal(.httpVersionNotSupported, "only HTTP/1.0 and HTTP/1.1 are served"))
                : .failure(refusal(.badRequest, "malformed request line"))
        }
        let target = parts[1]
        // Origin form only (RFC 9112 §3.2.1): an absolute URL or `*` names no file of this site.
        guard target.hasPrefix("/"), !target.contains(where: { $0 == "#" || $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7f } == true })
        else { return .failure(refusal(.badRequest, "the request target must be a path starting with /")) }
        let pathPart = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = PercentDecoding.decode(pathPart[0]) else { return .failure(refusal(.badRequest, "the path's percent-encoding is malformed")) }
        var query: [String: String] = [:]
        if pathPart.count == 2 {
            for pair in pathPart[1].split(separator: "&") {
                let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = PercentDecoding.decode(nameAndValue[0], plusIsSpace: true),
                      let value = PercentDecoding.decode(nameAndValue.count == 2 ? nameAndValue[1] : "", plusIsSpace: true)
                else { return .failure(refusal(.badRequest, "the query's percent-encoding is malformed")) }
                if query[name] == nil { query[name] = value }
            }
        }
        let fieldLines = lines.dropFirst()
        guard fieldLines.count <= limits.maxHeaderFields else { return .failure(refusal(.requestHeaderFieldsTooLarge, "too many header fields")) }
        var headers: [HTTPRequest.Header] = []
        for line in fieldLines {
            // A folded line (RFC 9112 §5.2) or a field without a colon is refused, not guessed at.
            guard let colon = line.firstIndex(of: ":"), let first = line.first, !first.isWhitespace else {
                return .failure(refusal(.badRequest, "malformed header field"))
            }
            let name = line[..<colon]
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "!#$%&'*+-.^_`|~".contains($0)) }) else {
                return .failure(refusal(.badRequest, "malformed header field name"))
            }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
            headers.append(.init(name: name.lowercased(), value: value))
        }
        return .success(HTTPRequest(method: String(parts[0]), target: String(target), path: path, query: query, headers: headers))
    }

    private static func refusal(_ status: HTTPStatus, _ reason: String) -> Refusal {
        Refusal(status: status, reason: reason)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var slice = self[...]
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
