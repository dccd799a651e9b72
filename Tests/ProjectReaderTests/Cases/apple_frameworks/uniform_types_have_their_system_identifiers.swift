// `UTType`'s system types carry their documented identifiers and preferred extensions: the texts
// show `public.json`, `com.adobe.pdf` and `csv`; `UTType(filenameExtension: "png")` is `.png`,
// so the bar is 10 wide (20 when not).
// source: Apple, "System-declared uniform type identifiers" (`json` is `public.json`, `pdf` is
// `com.adobe.pdf`, `commaSeparatedText` is `public.comma-separated-values-text` with the
// extension `csv`, `png` is `public.png`); `UTType.init(filenameExtension:conformingTo:)`.
// source: the file parses with swiftc 6 (`swiftc -parse`).
// expect: no diagnostic
// expect: Text[*].text == ["public.json", "com.adobe.pdf", "csv"]
// expect: Color.width == 10
import SwiftUI
import UniformTypeIdentifiers

struct Types: View {
    let allowed: [UTType] = [.json, .pdf]
    var body: some View {
        VStack {
            ForEach(allowed, id: \.self) { type in Text(type.identifier) }
            Text(UTType.commaSeparatedText.preferredFilenameExtension ?? "none")
            Color.red.frame(width: UTType(filenameExtension: "png") == .png ? 10 : 20, height: 2)
        }
    }
}

#Preview { Types() }
