import AppResources
import Testing
@testable import ProjectReader

/// The Swift Xcode generates from a Core Data model (Apple, Xcode, "Generating code"; Donny
/// Wals, "Understanding the differences between your Core Data model and managed objects").
@Suite struct ManagedObjectCodegenTests {
    @Test func scalarsAreNonOptionalAndObjectsOptionalWhateverTheOptionalFlag() {
        let type = ManagedObjectCodegen.swiftType
        #expect(type(DataModelAttribute(name: "n", kind: .integer16, isOptional: true, usesScalarValueType: true))! == ("Int16", "0"))
        #expect(type(DataModelAttribute(name: "n", kind: .integer64, usesScalarValueType: true, defaultValue: "7"))! == ("Int64", "7"))
        #expect(type(DataModelAttribute(name: "n", kind: .integer32))! == ("NSNumber?", "nil"))
        #expect(type(DataModelAttribute(name: "b", kind: .boolean, usesScalarValueType: true, defaultValue: "YES"))! == ("Bool", "true"))
        #expect(type(DataModelAttribute(name: "s", kind: .string, isOptional: false))! == ("String?", "nil"))
        #expect(type(DataModelAttribute(name: "s", kind: .string, defaultValue: "a \"b\""))! == ("String?", "\"a \\\"b\\\"\""))
        #expect(type(DataModelAttribute(name: "d", kind: .date))! == ("Date?", "nil"))
        #expect(type(DataModelAttribute(name: "u", kind: .uri))! == ("URL?", "nil"))
        #expect(type(DataModelAttribute(name: "c", kind: .composite)) == nil)
    }

    @Test func onlyClassAndCategoryEntitiesAreGeneratedAndDeclaredClassesAreNotRepeated() throws {
        let model = DataModel(path: "/m/Store.xcdatamodeld", name: "Store", entities: [
            DataModelEntity(name: "A", className: "A", codeGeneration: .classDefinition,
                            relationships: [DataModelRelationship(name: "items", destination: "C", isToMany: true)]),
            DataModelEntity(name: "B", className: "B", codeGeneration: .category),
            DataModelEntity(name: "C", className: "C", codeGeneration: .manual),
            DataModelEntity(name: "D", className: "D", parentName: "A", codeGeneration: .classDefinition),
        ])
        let text = try #require(ManagedObjectCodegen.source(for: model, declaredTypes: ["D"])).text
        #expect(text.contains("public class A: NSManagedObject {}"))
        #expect(!text.contains("class B"))
        #expect(text.contains("extension B {"))
        #expect(!text.contains("extension C {"))
        // D inherits from A's class, but the app declares D itself: only its extension is generated.
        #expect(!text.contains("class D"))
        #expect(text.contains("extension D {"))
        #expect(text.contains("@NSManaged public var items: NSSet? = nil"))
        #expect(text.contains("public func addToItems(_ value: Any)"))
        #expect(ManagedObjectCodegen.source(for: DataModel(path: "/m", name: "M", entities: [
            DataModelEntity(name: "C", className: "C", codeGeneration: .manual),
        ])) == nil)
    }

    @Test func namesThatAreNotIdentifiersAreMadeSafe() {
        #expect(ManagedObjectCodegen.identifier("default") == "`default`")
        #expect(ManagedObjectCodegen.identifier("9lives") == "_9lives")
        #expect(ManagedObjectCodegen.identifier("a b") == "a_b")
    }
}
