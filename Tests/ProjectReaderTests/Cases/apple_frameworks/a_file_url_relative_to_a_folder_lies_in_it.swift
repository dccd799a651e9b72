// `URL(fileURLWithPath:relativeTo:)` with a relative path makes a URL inside the base URL's
// folder: resolved against `URL.documentsDirectory`, "draft.txt" lies in the Documents folder, so
// the folder its URL names is "Documents" and its file name "draft.txt".
// source: Apple docs, "init(fileURLWithPath:relativeTo:)" ("A file URL relative to base"); RFC
// source: 3986 §5.2.3 (a relative reference replaces the base's last segment: a folder URL ends in
// source: "/", so nothing of it is dropped).
// expect: no error
// expect: Text[0].text == "Documents"
// expect: Text[1].text == "draft.txt"
import SwiftUI

struct DraftLocation: View {
    private let draft = URL(fileURLWithPath: "draft.txt", relativeTo: URL.documentsDirectory)

    var body: some View {
        VStack {
            Text(draft.deletingLastPathComponent().lastPathComponent)
            Text(draft.lastPathComponent)
        }
    }
}

#Preview { DraftLocation() }
