// A forced cast that fails traps with the Swift runtime's message, which names each type with
// its module: the file's own types with the module's name (`main` for a file read alone), the
// standard library's with `Swift`, an array type written out as `Swift.Array<…>`. The runtime
// also prints each type's metadata address, different on every run, which is left out.
// source: swiftc 6, module Zoo: `let a: Animal = Animal(); _ = a as! Dog` stops with
// source: "Could not cast value of type 'Zoo.Animal' (0x…) to 'Zoo.Dog' (0x…)."; `(3 as Any) as!
// source: [String: Int]` with "… 'Swift.Int' (0x…) to 'Swift.Dictionary<Swift.String, Swift.Int>' (0x…)."
// expect: error line 24 "Could not cast value of type 'main.Animal' to 'main.Dog'."
import SwiftUI

class Animal {
    var name: String { "animal" }
}

class Dog: Animal {
    override var name: String { "dog" }
}

struct PetName: View {
    let pet: Animal

    var body: some View {
        Text(pet.name)
        let dog = pet as! Dog
        Text(dog.name)
    }
}

#Preview {
    PetName(pet: Animal())
}
