// `stride(from: 0, to: key.count, by: 4)` where the bound comes from another module's value (a
// digest, a remote package's type): the sequence is as unknown as its bound, so mapping and joining
// it gives a stand-in text (reported), as `max(1, …)` of such a number does; the preview lays out
// and the row's own 12-point spacing and label stay.
// source: Swift standard library, `stride(from:to:by:)`: the elements are start, start + step, …
// source: while below the end, so they cannot be known without the end; VStack(spacing: 12).
// expect: no error
// expect: scenarios.count == 1
// expect: Text[*].text contains "Key"
import SwiftUI

struct KeyGroups: View {
    let key = SigningKey.current.digestText
    var body: some View {
        let groups = stride(from: 0, to: key.count, by: 4).map { offset in
            String(key.dropFirst(offset).prefix(4))
        }
        VStack(spacing: 12) {
            Text("Key")
            Text(groups.joined(separator: " "))
        }
    }
}

#Preview { KeyGroups() }
