// `URL.appendingPathExtension(_:)` adds the extension after a dot to the URL's path: "draft" with
// "json" names "draft.json", whose extension is "json"; a URL with an empty path is unchanged.
// source: Apple docs, "appendingPathExtension(_:)" ("If the URL has an empty path (e.g.,
// source: http://www.example.com), then this function will return the URL unchanged").
// expect: no error
// expect: Text[0].text == "draft.json"
// expect: Text[1].text == "json"
// expect: Text[2].text == "https://example.com"
import SwiftUI

struct DraftFile: View {
    private let draft = URL.documentsDirectory.appendingPathComponent("draft").appendingPathExtension("json")
    private let site = URL(string: "https://example.com")!.appendingPathExtension("html")

    var body: some View {
        VStack {
            Text(draft.lastPathComponent)
            Text(draft.pathExtension)
            Text(site.absoluteString)
        }
    }
}

#Preview { DraftFile() }
