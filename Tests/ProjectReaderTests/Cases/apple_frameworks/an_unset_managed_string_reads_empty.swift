// A Core Data entity class declaring its attributes non-optional (`@NSManaged var title: String`)
// reads a title no code has set as the empty string: the accessor returns Objective-C's nil and
// Swift's bridging maps a nil `NSString` to "" (and a nil `NSDictionary` to [:]). The row shows
// its placeholder, as the app does on a device, and the preview does not stop.
// source: swiftlang/swift, Foundation's `String._unconditionallyBridgeFromObjectiveC`: "`nil` has
// source: historically been used as a stand-in for an empty string; map it to an empty string".
// source: Widths by arithmetic: an empty title shows "Untitled"; 10 × 0 (no ratings) + 8 = 8.
// expect: no error
// expect: Text.text == "Untitled"
// expect: Color.width == 8
import CoreData
import SwiftUI

final class Film: NSManagedObject {}

extension Film {
    @NSManaged var title: String
    @NSManaged var ratingsByCountry: [String: Int]
}

struct FilmRow: View {
    let film: Film
    var body: some View {
        HStack {
            Text(film.title.isEmpty ? "Untitled" : film.title)
            Color.orange.frame(width: CGFloat(film.ratingsByCountry.count * 10 + 8), height: 4)
        }
    }
}

#Preview {
    FilmRow(film: Film(context: NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)))
}
