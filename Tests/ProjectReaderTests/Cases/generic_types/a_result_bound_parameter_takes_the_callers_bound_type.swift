// A class method whose generic parameter only its result binds, called from a generic function
// whose own parameter is bound: `let request: Request<E> = E.requestForExisting(id:)` inside
// `lookup<E>` solves the method's `E` against the caller's `E`, here `Event`, and the method is
// inherited from `Entity`'s extension with `Self` the subclass it was called on. A Core Data
// model's `E.fetchRequestForExistingEntity(identifier:)` giving an `NSFetchRequest<E>` is
// this shape.
// source: The Swift Programming Language, "Generics" (a type parameter is replaced with an
// source: actual type whenever the function is called) and "Inheritance" (type methods are
// source: inherited); swiftc 6.3.1 on Linux printed "Event for Event: 7" for the same code.
// expect: no warning
// expect: Text.text == "Event for Event: 7"
import SwiftUI

class Entity {
    required init() {}
}

final class Event: Entity {}

struct Request<T> {
    let name: String
}

extension Entity {
    class func requestForExisting<E>(id: String) -> Request<E> where E: Entity {
        Request(name: "\(E.self) for \(Self.self): " + id)
    }
}

func lookup<E: Entity>(id: String) -> Request<E> {
    let request: Request<E> = E.requestForExisting(id: id)
    return request
}

struct RequestLabel: View {
    var body: some View {
        let request: Request<Event> = lookup(id: "7")
        Text(request.name)
    }
}

#Preview { RequestLabel() }
