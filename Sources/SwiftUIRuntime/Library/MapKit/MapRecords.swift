import SwiftInterpreter

/// A MapKit or Core Location value made of named fields (`CLLocationCoordinate2D`'s latitude
/// and longitude, `MKCoordinateRegion`'s centre and span): a struct, so a copy keeps its own.
struct MapRecord {
    var fields: [String: Value]
}

extension SwiftUIRuntime {
    /// A value of the MapKit type `typeName` with `fields`.
    func mapRecord(_ typeName: String, _ fields: [String: Value]) -> Value {
        interpreter.nativeValue(typeName, MapRecord(fields: fields))
    }

    /// Registers `name` with a readable and writable property for each of `fields`.
    func registerMapRecordType(_ name: String, fields: [String]) -> TypeInfo? {
        guard let type = registerAppleType(name) else { return nil }
        for field in fields {
            let getter = Function.native(field) { _, selfValue, _ in
                selfValue.nativePayload(MapRecord.self)?.fields[field] ?? .void
            }
            let setter = Function.hosted(field, mutating: true) { `self`, selfValue, arguments in
                guard var record = selfValue.nativePayload(MapRecord.self) else { return .void }
                record.fields[field] = arguments.first?.value ?? .void
                selfValue = self.interpreter.nativeValue(name, record)
                return .void
            }
            type.computedProperties[field] = ComputedProperty(getter: getter, setter: setter)
        }
        return type
    }

    /// A field of a MapKit value as a number, or nil when the value is not one of its records
    /// or the field holds what a preview cannot know (another file's constant).
    func mapNumber(_ value: Value?, _ field: String) -> Double? {
        guard let number = value?.nativePayload(MapRecord.self)?.fields[field] else { return nil }
        switch number {
        case let .double(value), let .cgFloat(value): return value
        case let .int(value): return Double(value)
        default: return nil
        }
    }

    /// A labelled argument as a number, 0 when absent; nil when it is a value the preview cannot
    /// know (another file's constant).
    func mapArgument(_ arguments: NativeArguments, _ label: String) throws -> Double? {
        guard let value = arguments[label] else { return 0 }
        if interpreter.isUnseen(value) { return nil }
        return try number(value, label)
    }
}
