// `func fetch<T: Decodable>(completion: @escaping (T) -> Void)` calling `completion(store as! T)`:
// only the caller's closure, written `{ (all: [String: Astronaut]) in … }`, binds `T`, so the cast
// succeeds with the dictionary and the closure gets it (checked with swiftc 6.3: the same program
// prints ["Ann"]). The interpreter trapped: "Could not cast value of type 'Dictionary' to 'T'".
// source: The Swift Programming Language, "Generics" (type parameters are replaced with actual
// source: types when the function is called), "Type Casting" (`as!`).
// expect: no error
// expect: no warning
// expect: Text.count == 1
// expect: Text[0].text == "Ann"
import SwiftUI
struct Astronaut: Codable { var name: String }
enum Store { static let all: [String: Astronaut] = ["a": Astronaut(name: "Ann")] }
protocol Service { func fetch<T>(completion: @escaping (T) -> Void) where T: Decodable }
final class AstronautService: Service {
    func fetch<T>(completion: @escaping (T) -> Void) where T: Decodable {
        completion(Store.all as! T)
    }
}
struct Crew: View {
    @State private var names: [String] = []
    let service: Service = AstronautService()
    var body: some View {
        VStack { ForEach(names, id: \.self) { Text($0) } }
            .onAppear { service.fetch { (all: [String: Astronaut]) in names = all.values.map(\.name) } }
    }
}
#Preview { Crew() }
