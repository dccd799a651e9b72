// A class method whose generic parameter only its result binds, called from a generic function
// whose own parameter is bound: `let request: Request<E> = E.requestForExisting(id:)` inside
// `lookup<E>` solves the method's `E` against the caller's `E`, here `Event`, and the method is
// inherited from `Entity`'s extension with `Self` the subclass it was called on. Called
// unqualified from another inherited class method (`existing(id:)` run as `Event.existing`), the
// contextual `Request<Self>` binds it to `Event` as well. A Core Data model's
// `E.fetchRequestForExistingEntity(identifier:)` giving an `NSFetchRequest<E>` is this shape.
// source: The Swift Programming Language, "Generics" (a type parameter is replaced with an
// source: actual type whenever the function is called) and "Inheritance" (type methods are
// source: inherited); swiftc 6.3.1 on Linux printed "Event for Event: 7 / Event for Event: 8"
// source: for `print(r.name, "/", Event.existing(id: "8"))` over the same declarations.
// expect: no warning
// expect: Text[*].text == ["Event for Event: 7", "Event for Event: 8"]
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

    class func existing(id: String) -> String {
        let request: Request<Self> = requestForExisting(id: id)
        return request.name
    }
}

func lookup<E: Entity>(id: String) -> Request<E> {
    let request: Request<E> = E.requestForExisting(id: id)
    return request
}

struct RequestLabel: View {
    var body: some View {
        let request: Request<Event> = lookup(id: "7")
        VStack {
            Text(request.name)
            Text(Event.existing(id: "8"))
        }
    }
}

#Preview { RequestLabel() }
