// A managed object class that wraps its attributes in Swift computed properties reading and
// writing them through key-value coding (`var kind: Kind! { get { Kind(rawValue: value(forKey:
// "kind") as? String ?? "") } set { setValue(newValue.rawValue, forKey: "kind") } }`): key-value
// coding finds only accessors exposed to Objective-C, and a Swift member of an `NSObject`
// subclass is not exposed unless marked `@objc`, so `value(forKey: "kind")` reads the attribute,
// never the computed property that calls it. Unset, the attribute is nil (the first text reads
// "none"); once set to "mobile", the property reads `.mobile` (the second reads "mobile").
// source: SE-0160 (members of NSObject subclasses are not inferred @objc); Apple docs,
// source: "NSManagedObject" `value(forKey:)` ("the value for the property specified by key").
// expect: no error
// expect: Text[*].text == ["none", "mobile"]
import CoreData
import SwiftUI

enum Kind: String {
    case fixed, mobile
}

final class Session: NSManagedObject {
    var kind: Kind! {
        get { Kind(rawValue: value(forKey: "kind") as? String ?? "") }
        set { setValue(newValue.rawValue, forKey: "kind") }
    }
}

#Preview {
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    let unset = Session(context: context)
    let set = Session(context: context)
    set.kind = .mobile
    return VStack {
        Text(unset.kind?.rawValue ?? "none")
        Text(set.kind?.rawValue ?? "none")
    }
}
