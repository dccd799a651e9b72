/// A class's `static` and `class` methods are inherited by its subclasses: `Event.fetchRequestFor
/// ExistingEntity(identifier:)` calls the method `extension Entity` declares when `Event`
/// subclasses `Entity`, with `Self` the subclass it was called on (The Swift Programming
/// Language, "Inheritance": a subclass inherits its superclass's methods, "Methods": type
/// methods; checked with swiftc 6.3: `class func hello() -> String { "\(Self.self)" }` in
/// `extension Base`, called as `Sub.hello()`, gives "Sub").
extension Interpreter {
    /// The overloads named `name` taking `labels` that the nearest superclass of `type` declaring
    /// any gives it; nil when `type` declares its own (they hide the inherited ones of that name
    /// here) or no superclass declares one taking these labels. A library superclass's method of
    /// the name with other labels stays reachable: `E.entity()` of an `NSManagedObject` subclass
    /// is Core Data's `entity()` beside the program's `entity(identifiedBy:in:)` (Swift tells
    /// overloads apart by their argument labels: The Swift Programming Language, "Functions").
    func inheritedStaticMethods(_ name: String, of type: TypeInfo, labels: [String?]) -> [Function]? {
        guard type.staticMethods[name] == nil else { return nil }
        var ancestor = type.superclass
        while let superclass = ancestor {
            if !superclass.staticMethods.isEmpty, let overloads = superclass.staticMethods[name] {
                let taking = overloads.filter { $0.canTake(labels) }
                if !taking.isEmpty { return taking }
            }
            ancestor = superclass.superclass
        }
        return nil
    }
}

/// Type properties are inherited alike: `Sub.shared` of `class Base { static let shared = … }`
/// is `Base`'s one stored value (a stored type property belongs to the class declaring it), and
/// a computed `class var` runs with `Self` the subclass it was read on.
extension Interpreter {
    /// The nearest superclass of `type` declaring a static property or method named `name`.
    func superclassDeclaringStatic(_ name: String, of type: TypeInfo) -> TypeInfo? {
        var ancestor = type.superclass
        while let superclass = ancestor {
            if superclass.staticValues[name] != nil || superclass.staticInitialisers[name] != nil
                || superclass.staticComputed[name] != nil || superclass.staticMethods[name] != nil {
                return superclass
            }
            ancestor = superclass.superclass
        }
        return nil
    }

    /// `name` read on `type`, declared by its superclass `declaring`.
    func inheritedStatic(_ name: String, of type: TypeInfo, declaredBy declaring: TypeInfo) throws -> Value {
        if let property = declaring.staticComputed[name] {
            var selfValue = Value.metatype(type)
            return try call(property.getter, [], self: &selfValue)
        }
        if let overloads = declaring.staticMethods[name], declaring.staticValues[name] == nil,
           declaring.staticInitialisers[name] == nil, let first = overloads.first {
            return .function(first.binding(.metatype(type)))
        }
        return try staticMember(name, of: declaring)
    }

    /// A call of `name` on a class whose superclass declares type methods of that name, none
    /// taking `labels`: the library superclass's member of that name (Core Data's `entity()`
    /// beside the program's `entity(identifiedBy:in:)`), as the library answers for a name the
    /// program does not declare; nil when the library has none (the call then reports the
    /// program's overloads, as swiftc would).
    func libraryStaticBesideInherited(_ name: String, of type: TypeInfo, labels: [String?]) throws -> Function? {
        guard type.kind == .classType, type.staticMethods[name] == nil, !type.hasStaticProperty(name),
              let declaring = superclassDeclaringStatic(name, of: type), !declaring.hasStaticProperty(name),
              declaring.staticMethods[name] != nil, inheritedStaticMethods(name, of: type, labels: labels) == nil,
              case let .function(library)? = try undefinedMemberValue(.metatype(type), name), !library.isInterpreted else { return nil }
        return library
    }
}
