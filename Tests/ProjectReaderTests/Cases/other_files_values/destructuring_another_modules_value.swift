// `let (preview, code) = #CodeSnippet(…)`, a macro of another module: a tuple there (the file
// compiles), so each name is its element, unknown here; the file still lays out.
// source: a twenty-seventh sample (40 files of 4 repositories: a workspace of examples, a book's
// source: projects, a course, a component catalogue; 37 → 40 lay out).
// expect: no error
// expect: Text.count > 0
import SwiftUI
import SnippetMacros
struct Example: View {
    var body: some View {
        let (preview, code) = #CodeSnippet(Text("Hi"))
        VStack {
            preview
            Text(code)
        }
    }
}
#Preview { Example() }
