extension Interpreter {
    /// A function of N parameters passed where a function of one N-element tuple is expected:
    /// `weights.map(Share.init)` over a `[String: Double]` (each element a `(key:, value:)`
    /// pair) calls `Share.init(muscle:weight:)` with the pair's two elements, and
    /// `pairs.map(describe)` calls `describe(_:_:)` so (swiftc 6 compiles both and prints
    /// `["a=1.0", "b=2.0"]`; SE-0110 keeps this conversion for function values). The elements
    /// as unlabelled arguments when `arguments` is one unlabelled tuple of `parameterCount`
    /// (two or more) elements; nil otherwise.
    static func splattedTupleArgument(_ arguments: [CallArgument], parameterCount: Int?) -> [CallArgument]? {
        guard arguments.count == 1, arguments[0].label == nil, case let .tuple(values, _) = arguments[0].value,
              values.count > 1, parameterCount.map({ $0 == values.count }) ?? true else { return nil }
        return values.map { CallArgument(nil, $0) }
    }

    /// Whether `Type.init` referenced as a function and called with one tuple takes the tuple's
    /// elements as its arguments: when no initializer of `type` takes a single parameter (the
    /// declared ones, and the memberwise one of a struct of one stored property), the tuple
    /// can only be the arguments spread out; when one does, it takes the tuple.
    func initializerReferenceSplatsTuple(_ type: TypeInfo) -> Bool {
        guard type.native == nil else { return false }
        if visibleInitializers(of: type).contains(where: { $0.labels?.count == 1 }) { return false }
        return !(type.kind == .structType && type.initializers.isEmpty && type.storedProperties.count == 1)
    }
}
