// Apple: `URL(filePath:)` (iOS 16) is not optional, `Menu(content:label:)` takes its label as the
// trailing closure after a `content:` argument.
// source: the fresh sample of public view files (48 files of 8 repositories kept outside the
// source: repository); Apple, `URL.init(filePath:directoryHint:relativeTo:)`, `Menu(content:label:)`.
// expect: no diagnostic
// expect: Text.count > 0
import SwiftUI
struct FileRow: View {
    let url: URL
    var body: some View {
        Menu(content: { Button("Open") {} }) { Text("Actions") }
    }
}
#Preview { FileRow(url: URL(filePath: "/tmp/a.txt")) }
