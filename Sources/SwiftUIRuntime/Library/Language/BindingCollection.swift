import SwiftInterpreter

/// A binding to a collection is a collection of bindings: SwiftUI declares `Binding: Sequence`,
/// `Collection`, `BidirectionalCollection` and `RandomAccessCollection` where `Value:
/// MutableCollection` (and `RandomAccessCollection` for the latter), with `Binding<Value.Element>`
/// as its element (Apple docs, "Binding", Conforms To; iOS 15). So
/// `Array($model.items.enumerated())`, `for $item in $items`, `$items.indices` and `$items.count`
/// read the bound array's elements, each as a binding to it.
///
/// Only an array is a mutable collection among the values a binding holds here (a string, set
/// or dictionary is not a `MutableCollection`).
extension SwiftUIRuntime {
    /// The Sequence and Collection methods a binding to an array answers with its bindings
    /// (`first` and `last` are left to the member lookup, where they are the properties).
    static let bindingCollectionMethods = [
        "enumerated", "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "reversed", "sorted",
        "firstIndex", "lastIndex", "contains", "allSatisfy", "prefix", "suffix",
        "dropFirst", "dropLast", "index", "distance", "min", "max",
    ]

    /// The bound array's elements as bindings, or nil when `binding` holds no array.
    func elementBindings(of binding: Value) throws -> Value? {
        guard case let .array(elements) = try BindingPayload.read(binding) else { return nil }
        return .array(elements.map(self.binding))
    }

    /// Registers the collection methods on `Binding`: each calls the array of element bindings'
    /// method; a binding to something else has none of them (swiftc: "value of type
    /// 'Binding<…>' has no member").
    func registerBindingCollectionMethods(on type: TypeInfo) {
        // `$model.min` of a binding to a struct with a `min` property reads that property's
        // binding: `min` is Binding's only when it is a collection.
        let methods = Set(Self.bindingCollectionMethods)
        type.native?.hasConditionalMethod = { [unowned self] _, selfValue, name in
            guard methods.contains(name) else { return true }
            return try self.elementBindings(of: selfValue) != nil
        }
        for name in Self.bindingCollectionMethods {
            type.addMethod(name, .native(name, labels: nil) { [unowned self] interpreter, selfValue, arguments in
                guard var bindings = try self.elementBindings(of: selfValue) else {
                    throw self.failure(.noMemberOnValue(name, type: "Binding"), naming: name)
                }
                return try interpreter.callMethod(name, on: &bindings, arguments)
            })
        }
    }
}
