// `.font(Font.brand.title3.bold())`: another file's font with a modifier on it is still that
// file's font, taken as the body font with a warning (as `.font(Font.brand)` is).
// source: a tenth sample of public view files (30 files of 3 app repositories kept outside the
// source: repository); written from the language rule, not copied.
// expect: no error
// expect: warning "the body font"
import SwiftUI
#Preview {
    Text("Title").font(Font.brand.title3.bold())
}
