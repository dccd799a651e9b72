import AppResources
import FileAccess
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftFrontEnd

/// The Swift Xcode generates from a Core Data model at build time (Apple, Xcode, "Generating
/// code" for Core Data entities), which is never in the repository: for an entity with
/// `codeGenerationType="class"` the class (`Item+CoreDataClass.swift`) and its properties
/// extension (`Item+CoreDataProperties.swift`); for `category` the properties extension only (the
/// app writes the class); for manual/none nothing.
///
/// The properties follow Xcode's generated code (Donny Wals, "Understanding the differences
/// between your Core Data model and managed objects", 2020): scalar attributes
/// (`usesScalarValueType`) are non-optional Swift scalars (`Int16`/`Int32`/`Int64`, `Double`,
/// `Float`, `Bool`) whatever the `optional` flag; other attributes are optionals of their class
/// (`String?`, `Date?`, `Data?`, `UUID?`, `URL?`, `NSNumber?`, `NSDecimalNumber?`, a
/// transformable's `customClassName`), also when the model marks them required; to-one
/// relationships are `Destination?`, to-many ones `NSSet?` (`NSOrderedSet?` when ordered), with
/// the `addToX(_:)`/`removeFromX(_:)` accessors. Each property starts at the model's default
/// value (`defaultValueString`), which Core Data assigns on insert, else `nil`, zero or `false`.
///
/// The generated text is parsed as one more file of the module (`<Model>+CoreDataGenerated.swift`).
enum ManagedObjectCodegen {
    /// The generated file's name and text for `model`; nil when no entity asks for generated code.
    /// A class the module's own files already declare is not generated again (Xcode would stop
    /// at the clash; the app's class is the one read).
    static func source(for model: DataModel, declaredTypes: Set<String> = []) -> (fileName: String, text: String)? {
        let generated = model.entities.filter { $0.codeGeneration != .manual }
        guard !generated.isEmpty else { return nil }
        var text = "// Generated from \(model.path) as Xcode generates it at build time.\nimport CoreData\n\n"
        for entity in generated {
            if entity.codeGeneration == .classDefinition, !declaredTypes.contains(entity.className) {
                let parent = entity.parentName.flatMap(model.entity(named:))?.className ?? "NSManagedObject"
                text += "public class \(entity.className): \(parent) {}\n\n"
            }
            text += "extension \(entity.className) {\n"
            text += "    @nonobjc public class func fetchRequest() -> NSFetchRequest<\(entity.className)> {\n"
            text += "        NSFetchRequest<\(entity.className)>(entityName: \(SwiftStringLiteral.quoted(entity.name)))\n    }\n"
            for attribute in entity.attributes {
                guard let (type, initial) = swiftType(attribute) else { continue }
                text += "    @NSManaged public var \(identifier(attribute.name)): \(type) = \(initial)\n"
            }
            for relationship in entity.relationships {
                let destination = model.entity(named: relationship.destination)?.className ?? relationship.destination
                if !relationship.isToMany {
                    text += "    @NSManaged public var \(identifier(relationship.name)): \(destination)? = nil\n"
                    continue
                }
                let name = identifier(relationship.name)
                let capitalised = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
                text += relationship.isOrdered
                    ? "    @NSManaged public var \(name): NSOrderedSet? = []\n" : "    @NSManaged public var \(name): NSSet? = nil\n"
                text += "    public func addTo\(capitalised)(_ value: Any) { layoutLensAddRelated(value, forKey: \(SwiftStringLiteral.quoted(relationship.name))) }\n"
                text += "    public func removeFrom\(capitalised)(_ value: Any) { layoutLensRemoveRelated(value, forKey: \(SwiftStringLiteral.quoted(relationship.name))) }\n"
            }
            text += "}\n\n"
        }
        return ("\(model.name)+CoreDataGenerated.swift", text)
    }

    /// The generated files of `models`, parsed; a file that does not parse (it cannot, from a
    /// model that read) is left out.
    static func syntax(for models: [DataModel], declaredTypes: Set<String>) -> [SourceFileSyntax] {
        models.compactMap { model in
            guard let (fileName, text) = source(for: model, declaredTypes: declaredTypes),
                  case let .parsed(syntax, _) = InterpretedReading.parse(bytes: Array(text.utf8), file: PathText.deletingLastComponent(model.path) + "/" + fileName)
            else { return nil }
            return syntax
        }
    }

    /// The property's Swift type and initial value, as Xcode generates the type; nil for a
    /// composite attribute (its own generated type is not modelled).
    static func swiftType(_ attribute: DataModelAttribute) -> (String, String)? {
        let given = attribute.defaultValue
        func scalar(_ type: String, zero: String) -> (String, String) {
            (type, given.flatMap { Double($0) != nil ? $0 : nil } ?? zero)
        }
        switch attribute.kind {
        case .integer16 where attribute.usesScalarValueType: return scalar("Int16", zero: "0")
        case .integer32 where attribute.usesScalarValueType: return scalar("Int32", zero: "0")
        case .integer64 where attribute.usesScalarValueType: return scalar("Int64", zero: "0")
        case .double where attribute.usesScalarValueType: return scalar("Double", zero: "0")
        case .float where attribute.usesScalarValueType: return scalar("Float", zero: "0")
        case .boolean where attribute.usesScalarValueType:
            return ("Bool", given == "YES" || given == "1" ? "true" : "false")
        case .integer16, .integer32, .integer64, .double, .float, .boolean:
            return ("NSNumber?", given.flatMap { Double($0) != nil ? $0 : nil } ?? "nil")
        case .decimal: return ("NSDecimalNumber?", "nil")
        case .string: return ("String?", given.map(SwiftStringLiteral.quoted) ?? "nil")
        case .date: return ("Date?", "nil")
        case .binary: return ("Data?", "nil")
        case .uuid: return ("UUID?", "nil")
        case .uri: return ("URL?", "nil")
        case .objectID: return ("NSManagedObjectID?", "nil")
        case .transformable:
            let type = attribute.customClassName.map { $0.hasPrefix("[") || $0.first?.isUppercase == true ? $0 : "NSObject" } ?? "NSObject"
            return ("\(type)?", "nil")
        case .composite: return nil
        }
    }

    /// A property name as Swift spells it: a keyword in backticks; anything not an identifier
    /// made one (the model editor only allows identifiers, so a hostile file gets `_`s).
    static func identifier(_ name: String) -> String {
        var cleaned = String(name.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" ? Character($0) : "_" })
        if cleaned.isEmpty || cleaned.first!.isNumber { cleaned = "_" + cleaned }
        let keywords: Set<String> = ["class", "struct", "enum", "protocol", "func", "var", "let", "default", "case", "switch", "if", "else",
                                     "for", "in", "while", "repeat", "return", "import", "self", "Self", "true", "false", "nil", "is", "as",
                                     "operator", "extension", "init", "deinit", "subscript", "typealias", "where", "static", "public",
                                     "private", "internal", "fileprivate", "do", "try", "catch", "throw", "throws", "break", "continue",
                                     "guard", "defer", "inout", "super", "Any", "associatedtype", "fallthrough", "open", "rethrows"]
        return keywords.contains(cleaned) ? "`\(cleaned)`" : cleaned
    }
}
