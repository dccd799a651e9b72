/// The `Host` header a request to a loopback-bound server must carry.
///
/// A web page the user visits can make their browser resolve its own host name to 127.0.0.1
/// ("DNS rebinding") and then read a local server's answers as its own origin; the browser still
/// sends the page's host name in `Host`, so a server for this machine only answers requests
/// whose `Host` is a loopback name (the defence the Chromium and Node.js inspector servers use).
/// A request without the header is refused too (HTTP/1.1 requires it, RFC 9112 §3.2).
enum HostCheck {
    static func accepts(_ request: HTTPRequest, servedOn boundHost: String) -> Bool {
        guard isLoopback(boundHost) else { return true }
        guard let host = request.header("host") else { return false }
        return isLoopback(hostName(host))
    }

    /// `127.0.0.1:8080` → `127.0.0.1`; `[::1]:8080` → `::1`.
    static func hostName(_ header: String) -> String {
        let lowered = header.lowercased()
        if lowered.hasPrefix("["), let end = lowered.firstIndex(of: "]") {
            return String(lowered[lowered.index(after: lowered.startIndex)..<end])
        }
        return String(lowered.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}
