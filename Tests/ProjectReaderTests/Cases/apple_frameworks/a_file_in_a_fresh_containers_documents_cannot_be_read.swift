// A preview runs as a fresh install: the app's container folders exist and are empty, and a
// preview writes nothing to them. Reading a file the app would have saved in its Documents folder
// (`Data(contentsOf:)`, `String(contentsOf:encoding:)`) throws as reading a missing file does,
// `NSCocoaErrorDomain` code 260, so the app's `catch` runs and shows its fallback.
// source: Apple docs, "NSFileReadNoSuchFileError" (code 260, "File not found") and "File System
// source: Programming Guide: File System Basics" (an app's container: Documents, Library, tmp).
// expect: no error
// expect: Text[0].text == "Nothing saved"
// expect: Text[1].text == "260"
import SwiftUI

struct SavedDraft: View {
    private var draftURL: URL {
        URL.documentsDirectory.appendingPathComponent("draft.txt")
    }

    private var draft: String {
        do {
            return try String(contentsOf: draftURL, encoding: .utf8)
        } catch {
            return "Nothing saved"
        }
    }

    private var failureCode: Int {
        do {
            _ = try Data(contentsOf: draftURL)
            return 0
        } catch {
            return (error as NSError).code
        }
    }

    var body: some View {
        VStack {
            Text(draft)
            Text("\(failureCode)")
        }
    }
}

#Preview { SavedDraft() }
