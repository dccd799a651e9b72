// Names that differ from one of the file's only in digits (`ChartsShow2View` beside
// `ChartsShowView`) are other files' names, not typos.
// source: a sixth sample's shapes, kept with the fresh sample of public view files (48 files of 8
// source: repositories kept outside the repository); written from the language rule, not copied.
// expect: no error
// expect: scenarios.count == 1
import SwiftUI
struct ChartsShowView: View {
    var body: some View {
        VStack { NavigationLink(destination: ChartsShow2View()) { Text("Second") } }
    }
}
#Preview { ChartsShowView() }
