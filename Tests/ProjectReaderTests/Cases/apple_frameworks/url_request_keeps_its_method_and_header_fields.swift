// A model builds a `URLRequest` before asking `URLSession` (which never answers in a preview):
// its method is "GET" until set, then "POST"; a header field set and then added to joins the
// two values after a comma and is found again under another case; the timeout is 60 seconds by
// default, so the bar is 60 wide. Setting `allHTTPHeaderFields` replaces the fields, and
// cellular access is allowed until set (the fourth text).
// source: Apple, `URLRequest` (`httpMethod`: "The default HTTP method is GET";
// `init(url:cachePolicy:timeoutInterval:)` with `timeoutInterval` 60.0),
// `addValue(_:forHTTPHeaderField:)` ("appends … separated by a comma"),
// `value(forHTTPHeaderField:)` (field names are case-insensitive), `allowsCellularAccess`
// ("The default is true").
// source: the file parses with swiftc 6 (`swiftc -parse`).
// expect: no diagnostic
// expect: Text[*].text == ["GET", "POST", "text/html,application/json", "token true"]
// expect: Color.width == 60
import SwiftUI

struct RequestView: View {
    var request: URLRequest {
        var request = URLRequest(url: URL(string: "https://example.com/api")!)
        request.httpMethod = "POST"
        request.setValue("text/html", forHTTPHeaderField: "Accept")
        request.addValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }
    var replaced: URLRequest {
        var request = self.request
        request.allHTTPHeaderFields = ["Authorization": "token"]
        return request
    }
    var body: some View {
        VStack {
            Text(URLRequest(url: URL(string: "https://example.com")!).httpMethod ?? "none")
            Text(request.httpMethod ?? "none")
            Text(request.value(forHTTPHeaderField: "accept") ?? "none")
            Text((replaced.value(forHTTPHeaderField: "Authorization") ?? "none") + " \(replaced.allowsCellularAccess)")
            Color.red.frame(width: request.timeoutInterval, height: 2)
        }
    }
}

#Preview { RequestView() }
