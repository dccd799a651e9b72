/// The interpreter holds every integer as an `Int` (`FixedWidthIntegerType`), so a value the
/// program declared `Int64` (`let size: Int64`) meets member lookup as an `Int`. Swift looks a
/// member up on the value's static type (The Swift Programming Language, "Extensions": "Extensions
/// add new functionality to an existing class, structure, enumeration, or protocol type"), and
/// the program compiled, so a member `Int` lacks that the program's extension of exactly one of
/// `Int8` … `UInt64` declares (`extension Int64 { var asByteCount: String }`) is that type's: the
/// value must have been of it. When several widths declare the name, the width cannot be told
/// and the lookup is left to the caller (it warns).
extension Interpreter {
    /// The one fixed-width integer type other than `Int` that declares a computed property or
    /// method `name`, or nil when none or several do.
    func fixedWidthIntegerTypeDeclaring(_ name: String) -> TypeInfo? {
        var found: TypeInfo?
        for width in FixedWidthIntegerType.all {
            guard let type = type(named: width.name), type !== builtins.int,
                  findComputed(name, in: type) != nil || methodOverloads(name, in: type) != nil else { continue }
            if let earlier = found, earlier !== type { return nil }
            found = type
        }
        return found
    }

    /// `base`'s member `name` read as a value of `type` (`fixedWidthIntegerTypeDeclaring`).
    func integerMember(of base: Value, named name: String, as type: TypeInfo) throws -> Value? {
        if let property = findComputed(name, in: type) {
            var selfValue = base
            return try call(property.getter, [], self: &selfValue)
        }
        if let method = findMethod(name, in: type, labels: nil) { return .function(method.binding(base)) }
        return nil
    }
}
