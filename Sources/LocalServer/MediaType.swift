/// The `Content-Type` of a served file, from its extension (IANA media types).
public enum MediaType {
    public static func of(path: String) -> String {
        let lowered = path.lowercased()
        let types: [(String, String)] = [
            (".html", "text/html; charset=utf-8"), (".svg", "image/svg+xml"), (".png", "image/png"),
            (".css", "text/css; charset=utf-8"), (".js", "text/javascript; charset=utf-8"),
            (".json", "application/json"), (".txt", "text/plain; charset=utf-8"), (".jpg", "image/jpeg"),
        ]
        return types.first { lowered.hasSuffix($0.0) }?.1 ?? "application/octet-stream"
    }
}
