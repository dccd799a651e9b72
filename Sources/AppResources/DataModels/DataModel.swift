/// A Core Data model as Xcode's model editor saves it (`Model.xcdatamodeld/Model.xcdatamodel/
/// contents`): its entities with their attributes and relationships. The version read is the
/// bundle's current one (`.xccurrentversion`).
public struct DataModel: Sendable, Equatable {
    /// The `.xcdatamodeld` (or lone `.xcdatamodel`) folder.
    public var path: String
    /// The model's name: the bundle's name without its extension (`NSPersistentContainer(name:)`
    /// loads the compiled model of that name; Apple, Core Data, `NSPersistentContainer.init(name:)`).
    public var name: String
    public var entities: [DataModelEntity]

    public init(path: String, name: String, entities: [DataModelEntity]) {
        self.path = path
        self.name = name
        self.entities = entities
    }

    public func entity(named name: String) -> DataModelEntity? { entities.first { $0.name == name } }

    /// The entity a Swift class stands for (`representedClassName`, else the entity's name).
    public func entity(forClass className: String) -> DataModelEntity? { entities.first { $0.className == className } }

    /// `entity` and every entity inheriting from it, parents first: what a fetch of `entity`
    /// gives (`NSFetchRequest.includesSubentities` is true by default; Apple, Core Data).
    public func entityAndSubentities(_ name: String) -> [DataModelEntity] {
        var result: [DataModelEntity] = []
        var pending = [name]
        while let next = pending.first {
            pending.removeFirst()
            guard !result.contains(where: { $0.name == next }), let entity = entity(named: next) else { continue }
            result.append(entity)
            pending += entities.filter { $0.parentName == next }.map(\.name)
        }
        return result
    }
}

/// One entity: `<entity name="Item" representedClassName="Item" parentEntity="…"
/// codeGenerationType="class">`.
public struct DataModelEntity: Sendable, Equatable {
    /// Who writes the entity's Swift class (Apple, Xcode, "Generating code" for Core Data):
    /// `class` — Xcode generates the class and its properties extension at build time, so the
    /// repository has no Swift file for either; `category` — the app writes the class and Xcode
    /// generates the `+CoreDataProperties` extension; manual/none — the app writes both.
    public enum CodeGeneration: String, Sendable, Equatable {
        case classDefinition = "class"
        case category
        case manual
    }

    public var name: String
    /// The Swift class name: `representedClassName` without a module prefix (`.Item`,
    /// `App.Item`), else the entity name.
    public var className: String
    public var parentName: String?
    public var isAbstract: Bool
    public var codeGeneration: CodeGeneration
    public var attributes: [DataModelAttribute]
    public var relationships: [DataModelRelationship]
    /// Where the entity is declared (1-based line in `contents`), for diagnostics.
    public var line: Int

    public init(name: String, className: String, parentName: String? = nil, isAbstract: Bool = false,
                codeGeneration: CodeGeneration, attributes: [DataModelAttribute] = [], relationships: [DataModelRelationship] = [], line: Int = 1) {
        self.name = name
        self.className = className
        self.parentName = parentName
        self.isAbstract = isAbstract
        self.codeGeneration = codeGeneration
        self.attributes = attributes
        self.relationships = relationships
        self.line = line
    }
}

/// `<attribute name="count" optional="YES" attributeType="Integer 64" defaultValueString="0"
/// usesScalarValueType="YES"/>`.
public struct DataModelAttribute: Sendable, Equatable {
    /// The model editor's attribute types, spelled as `attributeType` spells them.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case integer16 = "Integer 16", integer32 = "Integer 32", integer64 = "Integer 64"
        case decimal = "Decimal", double = "Double", float = "Float"
        case string = "String", boolean = "Boolean", date = "Date", binary = "Binary"
        case uuid = "UUID", uri = "URI", transformable = "Transformable", objectID = "ObjectID"
        /// Xcode 15's composite attribute (a group of attributes stored together).
        case composite = "Composite"
    }

    public var name: String
    public var kind: Kind
    public var isOptional: Bool
    public var usesScalarValueType: Bool
    /// `defaultValueString`, as written.
    public var defaultValue: String?
    /// `customClassName` of a transformable attribute (`[String]`, `UIColor`).
    public var customClassName: String?

    public init(name: String, kind: Kind, isOptional: Bool = false, usesScalarValueType: Bool = false, defaultValue: String? = nil,
                customClassName: String? = nil) {
        self.name = name
        self.kind = kind
        self.isOptional = isOptional
        self.usesScalarValueType = usesScalarValueType
        self.defaultValue = defaultValue
        self.customClassName = customClassName
    }
}

/// `<relationship name="tags" toMany="YES" ordered="YES" destinationEntity="Tag" …/>`.
public struct DataModelRelationship: Sendable, Equatable {
    public var name: String
    public var destination: String
    public var isToMany: Bool
    public var isOrdered: Bool
    public var isOptional: Bool

    public init(name: String, destination: String, isToMany: Bool, isOrdered: Bool = false, isOptional: Bool = true) {
        self.name = name
        self.destination = destination
        self.isToMany = isToMany
        self.isOrdered = isOrdered
        self.isOptional = isOptional
    }
}
