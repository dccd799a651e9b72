// Modifiers that present a dialog when asked, route focus or commands, or animate a transition
// change no frame: the modified text is laid out exactly as the plain one beside it, and none is
// a stand-in (no diagnostic). A still preview presents no file dialog, action sheet, translation
// popover or tip.
// source: Apple, `fileImporter(isPresented:allowedContentTypes:onCompletion:)` ("Presents a
// system dialog for allowing the user to import an existing file"), `actionSheet(isPresented:content:)`,
// `selectionDisabled(_:)`, `focusedSceneValue(_:_:)`, `menuOrder(_:)`, `navigationTransition(_:)`,
// `matchedTransitionSource(id:in:)`, `navigationSubtitle(_:)`.
// source: the file parses with swiftc 6 (`swiftc -parse`).
// expect: no diagnostic
// expect: Text[0].width == Text[1].width
// expect: Text[0].height == Text[1].height
import SwiftUI

struct Importer: View {
    @State private var importing = false
    @State private var confirming = false
    @Namespace private var zoom
    var body: some View {
        VStack(spacing: 0) {
            Text("Import")
                .fileImporter(isPresented: $importing, allowedContentTypes: []) { _ in }
                .actionSheet(isPresented: $confirming) { ActionSheet(title: Text("Delete?")) }
                .selectionDisabled()
                .focusedSceneValue(\.isEnabled, true)
                .menuOrder(.fixed)
                .navigationTransition(.zoom(sourceID: 1, in: zoom))
                .matchedTransitionSource(id: 1, in: zoom)
                .navigationSubtitle("Files")
            Text("Import")
        }
    }
}

#Preview { Importer() }
