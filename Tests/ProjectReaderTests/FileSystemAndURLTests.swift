import Testing

/// `FileManager` as a fresh install sees it, without I/O (Apple docs, "FileManager", "File System
/// Basics": an app's container has Documents, Library, Library/Caches and tmp, empty at first),
/// and `URLComponents` / `URLQueryItem` (Apple docs; texts as swiftc 6 on Linux prints them:
/// "https://api.example.com/search?q=swift%20ui&page=2", a space in a query item is "%20").
@Suite struct FileSystemAndURLTests {
    private func texts(_ body: String, declarations: String = "") throws -> [String] {
        try previewBodyTexts(body, declarations: declarations)
    }

    /// The container's folders are directory URLs (ending in "/") under the made-up container of
    /// the module ("Preview" for a file read alone); they exist and are empty, a file in them does
    /// not exist, and listing another folder throws Cocoa's "no such file" error (code 260).
    @Test func containerFoldersExistEmptyAndNothingElseDoes() throws {
        let container = "/LayoutLensPreview/Containers/Data/Application/Preview"
        #expect(try texts("""
        Text(documents.absoluteString)
        Text(URL.cachesDirectory.path)
        Text(NSTemporaryDirectory())
        Text(FileManager.default.fileExists(atPath: documents.path) ? "exists" : "absent")
        Text(FileManager.default.fileExists(atPath: documents.appendingPathComponent("notes.json").path) ? "exists" : "absent")
        Text("\\((try? FileManager.default.contentsOfDirectory(at: documents, includingPropertiesForKeys: nil))?.count ?? -1)")
        Text(listing("/var/data/logs"))
        Text(FileManager.default.contents(atPath: documents.appendingPathComponent("notes.json").path) == nil ? "no data" : "data")
        """, declarations: """
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        func listing(_ path: String) -> String {
            do {
                return "\\(try FileManager.default.contentsOfDirectory(atPath: path).count)"
            } catch {
                return "\\((error as NSError).code) \\(error.localizedDescription)"
            }
        }
        """) == ["file://\(container)/Documents/", "\(container)/Library/Caches", "\(container)/tmp/", "exists", "absent", "0",
                 "260 The folder “logs” doesn’t exist.", "no data"])
    }

    @Test func urlComponentsBuildAndSplitURLs() throws {
        #expect(try texts("""
        Text(searchURL("swift ui")?.absoluteString ?? "nil")
        Text(parsed.host ?? "nil")
        Text(renamed.host ?? "nil")
        Text("\\(parsed.port ?? 0) \\(parsed.path) \\(parsed.fragment ?? "")")
        Text(parsed.queryItems?.map { "\\($0.name)=\\($0.value ?? "")" }.joined(separator: ",") ?? "nil")
        Text(URL(string: "https://a.com/p")!.appending(queryItems: [URLQueryItem(name: "k", value: "v")]).absoluteString)
        """, declarations: """
        func searchURL(_ term: String) -> URL? {
            var components = URLComponents()
            components.scheme = "https"
            components.host = "api.example.com"
            components.path = "/search"
            components.queryItems = [URLQueryItem(name: "q", value: term), URLQueryItem(name: "page", value: "2")]
            return components.url
        }
        let parsed = URLComponents(string: "https://example.com:8080/a/b?x=1&y=two#top")!
        let renamed: URLComponents = {
            var copy = parsed
            copy.host = "other.org"
            return copy
        }()
        """) == ["https://api.example.com/search?q=swift%20ui&page=2", "example.com", "other.org", "8080 /a/b top", "x=1,y=two",
                 "https://a.com/p?k=v"])
    }
}
