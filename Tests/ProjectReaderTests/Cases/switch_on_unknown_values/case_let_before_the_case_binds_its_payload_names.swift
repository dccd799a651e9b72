// A `switch` over another file's value whose cases all bind a payload, written with the `let`
// before the case (`case let .progress(fraction):`): the first case is taken (reported) and the
// names it binds hold the value's stand-in, as `case .progress(let fraction):` already did. The
// names were left unbound: read alone, `fraction` was taken for another file's name; read with
// its module, the code stopped with "cannot find 'fraction' in scope" (rts-app's theme).
// source: The Swift Programming Language, "Patterns", "Value-Binding Pattern" (`case let (x, y):`
// source: binds each name of the tuple pattern the `let` precedes); swiftc 6.3 accepts both
// source: spellings for one enum and binds the same names.
// source: the first case's colour: 30 × 10, its frame written in the case.
// expect: no error
// expect: no diagnostic "'fraction'"
// expect: Color.size == 30×10
// expect: warning "first case"
import SwiftUI

struct UploadRow: View {
    let upload = UploadCenter.shared.current

    var body: some View {
        switch upload.state {
        case let .progress(fraction):
            Color.red.frame(width: 30, height: 10).opacity(fraction > 0.5 ? 1 : 0.5)
        case let .failed(message):
            Text(message)
        }
    }
}

#Preview {
    UploadRow()
}
