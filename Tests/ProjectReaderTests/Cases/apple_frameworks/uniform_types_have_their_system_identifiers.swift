// `UTType`'s system types carry their documented identifiers and preferred extensions: the texts
// show `public.json`, `com.adobe.pdf` and `csv`; `UTType(filenameExtension: "png")` is `.png`,
// so the first bar is 10 wide (20 when not). `UTType("pdf")` is nil (no dot: no reverse-DNS
// identifier), so the second bar is 10 wide too. An identifier of the app's own
// (`com.example.notes`, which no Info.plist read declares here) is taken as declared, said once.
// source: Apple, "System-declared uniform type identifiers" (`json` is `public.json`, `pdf` is
// `com.adobe.pdf`, `commaSeparatedText` is `public.comma-separated-values-text` with the
// extension `csv`, `png` is `public.png`); `UTType.init(_:)` ("returns nil if the system doesn't
// know the type identifier"); `UTType.init(filenameExtension:conformingTo:)`.
// source: the file parses with swiftc 6 (`swiftc -parse`).
// expect: 1 × warning [libraryAssumedValue] "com.example.notes"
// expect: no error
// expect: Text[*].text == ["public.json", "com.adobe.pdf", "csv", "com.example.notes"]
// expect: Color[*].width == [10, 10]
import SwiftUI
import UniformTypeIdentifiers

struct Types: View {
    let allowed: [UTType] = [.json, .pdf]
    var body: some View {
        VStack {
            ForEach(allowed, id: \.self) { type in Text(type.identifier) }
            Text(UTType.commaSeparatedText.preferredFilenameExtension ?? "none")
            Text(UTType("com.example.notes")!.identifier)
            Color.red.frame(width: UTType(filenameExtension: "png") == .png ? 10 : 20, height: 2)
            Color.red.frame(width: UTType("pdf") == nil ? 10 : 20, height: 2)
        }
    }
}

#Preview { Types() }
