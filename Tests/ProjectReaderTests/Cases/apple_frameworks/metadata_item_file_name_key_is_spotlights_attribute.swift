// Foundation's `NSMetadataItemFSNameKey` is a `String` constant: the file-name attribute a metadata
// query's predicate names (`NSPredicate(format: "%K == %@", NSMetadataItemFSNameKey, name)`), so a
// file's code that builds a query with it reads a value, not a stand-in.
// source: Apple docs, `NSMetadataItemFSNameKey` ("The file name of the item"); its value is
// Spotlight's attribute name `kMDItemFSName` (Apple, "MDItem": `kMDItemFSName`).
// expect: no warning
// expect: Text.text == "kMDItemFSName"
import SwiftUI

struct QueryKey: View {
    var body: some View {
        Text(NSMetadataItemFSNameKey)
    }
}

#Preview { QueryKey() }
