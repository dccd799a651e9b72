import CoreData

/// The class the app writes for a `category` entity; Xcode generates its properties.
public class Shelf: NSManagedObject {
    var sortedJars: [Jar] {
        let set = jars as? Set<Jar> ?? []
        return set.sorted { $0.grams < $1.grams }
    }
}
