/// `base[index]` reads and writes: arrays (with bounds traps), array slices by range,
/// dictionaries (optional result, `default:`), user and native `subscript`s.
extension Interpreter {
    public func subscriptGet(_ base: Value, _ arguments: [CallArgument]) throws -> Value {
        // `tokens[keyPath: \.textPrimary]` of another file's value is that value's member, as
        // unknown as it but named (a dynamic member lookup forwarding to another module's type).
        if arguments.count == 1, arguments[0].label == "keyPath", case let .keyPath(path) = arguments[0].value {
            return try apply(path, to: base)
        }
        // An element of another file's value (`viewModel.items[0]`) is as unknown as the value.
        if isUnseen(base) { return base }
        // The standard library's subscripts take no label (but a dictionary's `default:`), so
        // `items[safeIndex: 0]` is a subscript the program declares, even on an array.
        if arguments.hasProgramLabel { return try programSubscript(of: base, arguments) }
        switch base {
        case let .array(elements):
            guard arguments.count == 1 else { break }
            switch arguments[0].value {
            case let .int(index):
                guard elements.indices.contains(index) else { throw error(.trapIndexOutOfRange()) }
                return elements[index]
            case let .range(range):
                let bounds = try sliceBounds(range, count: elements.count)
                return .array(Array(elements[bounds]))
            case let index where isUnseen(index):
                return try element(of: elements, atUnseenIndex: index)
            default: break
            }
        case let .dictionary(dictionary):
            guard let key = arguments.first?.value else { break }
            if let fallback = arguments.labelled("default") { return dictionary[key] ?? fallback }
            return .optional(dictionary[key])
        case let .string(text):
            if case let .range(range) = arguments.first?.value {
                let characters = Array(text)
                let bounds = try sliceBounds(range, count: characters.count)
                return .string(String(characters[bounds]))
            }
            if case let .int(offset) = arguments.first?.value {
                // `text[text.index(text.startIndex, offsetBy: n)]` is modelled with Int offsets.
                let characters = Array(text)
                guard characters.indices.contains(offset) else { throw error(.trapIndexOutOfRange("String index is out of bounds")) }
                return .character(characters[offset])
            }
        case let .range(range):
            if case let .int(offset) = arguments.first?.value, case let .int(lower)? = range.lower {
                // `(5..<10)[i]`: the element at position `i`, which must lie inside the range.
                let (element, overflow) = lower.addingReportingOverflow(offset)
                let inside: Bool
                switch range.upper {
                case let .int(upper)?: inside = range.isClosed ? element <= upper : element < upper
                default: inside = true
                }
                guard !overflow, offset >= 0, inside else { throw error(.trap, SwiftTrap.indexOutOfRange) }
                return .int(element)
            }
        case let .tuple(elements, _):
            if case let .int(index) = arguments.first?.value, elements.indices.contains(index) { return elements[index] }
        case let .metatype(type):
            if let function = staticSubscript("subscript", of: type, arguments) {
                var selfValue = base
                return try call(function, arguments, self: &selfValue)
            }
        default: break
        }
        let type = typeInfo(of: base)
        if let function = subscriptFitting(arguments, in: type) {
            var selfValue = base
            return try call(function, arguments, self: &selfValue)
        }
        throw error(.invalid, "value of type '\(typeName(of: base))' has no subscript taking these arguments")
    }

    /// The subscript of `type` the arguments choose: by labels, then, among subscripts with the
    /// same labels, by the declared type the argument fits (`theme[colorToken]` beside
    /// `theme[fontToken]`, both unlabelled: Swift chooses the overload by the argument's type,
    /// The Swift Programming Language, "Subscript Options": "A class or structure can provide
    /// as many subscript implementations as it needs, and the appropriate subscript to be used
    /// will be inferred based on the types of the value or values").
    private func subscriptFitting(_ arguments: [CallArgument], in type: TypeInfo) -> Function? {
        refineOverload(findMethod("subscript", in: type, labels: arguments.map(\.label)), name: "subscript", in: type, values: arguments)
    }

    /// The static subscript (`name` is `subscript` or its setter, `subscript(set)`) of `type`
    /// the arguments choose: by labels, then by the declared type the argument fits, as an
    /// instance subscript is chosen (`Registry[Key.self]` beside `Registry[\.title]`: a metatype
    /// parameter takes no key path; checked with swiftc).
    private func staticSubscript(_ name: String, of type: TypeInfo, _ arguments: [CallArgument]) -> Function? {
        guard let overloads = type.staticMethods[name], let found = choose(overloads, labels: arguments.map(\.label)) else { return nil }
        return globalOverloadFittingValues(found, among: overloads, arguments)
    }

    /// `base[label: …]`: a subscript the program declares. One no file declares (`scrums[id: id]`
    /// on another module's collection type) is as unknown as a member no file declares: a
    /// stand-in, with its warning.
    private func programSubscript(of base: Value, _ arguments: [CallArgument]) throws -> Value {
        let type = typeInfo(of: base)
        // A host subscript declaring other labels (the runs' unlabelled `runs[\.link]`, on the
        // array they are modelled as) does not take these.
        if let function = subscriptFitting(arguments, in: type),
           function.isInterpreted || function.labels == nil || function.labels == arguments.map(\.label) {
            var selfValue = base
            return try call(function, arguments, self: &selfValue)
        }
        if let value = try undefinedMemberValue(base, "subscript(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")") {
            return value
        }
        throw error(.invalid, "value of type '\(typeName(of: base))' has no subscript taking these arguments")
    }

    /// `base[arguments] = newValue`. Arrays and dictionaries are changed in place: the collection
    /// is taken out of `base` by a statement of its own (a `switch` over `base` would hold a second
    /// reference for its whole body, and every write would copy the collection).
    public func subscriptSet(_ base: inout Value, _ arguments: [CallArgument], _ newValue: Value) throws {
        if arguments.count == 1, arguments[0].label == "keyPath", case let .keyPath(path) = arguments[0].value {
            return try write(through: path.components[...], of: &base, newValue)
        }
        if arguments.hasProgramLabel, let function = findMethod("subscript(set)", in: typeInfo(of: base), labels: arguments.map(\.label)) {
            _ = try call(function, arguments + [CallArgument("newValue", newValue)], self: &base)
            return
        }
        if case .array = base, arguments.count == 1 {
            if case let .int(index) = arguments[0].value {
                guard case var .array(elements) = base else { return }
                base = .void  // the array's only reference is now `elements`
                defer { base = .array(elements) }
                guard elements.indices.contains(index) else { throw error(.trapIndexOutOfRange()) }
                elements[index] = newValue
                return
            }
            if case let .range(range) = arguments[0].value, case let .array(replacement) = newValue {
                guard case var .array(elements) = base else { return }
                base = .void
                defer { base = .array(elements) }
                let bounds = try sliceBounds(range, count: elements.count)
                try allocate(max(0, replacement.count - bounds.count))
                elements.replaceSubrange(bounds, with: replacement)
                return
            }
        }
        if case .dictionary = base, let key = arguments.first?.value {
            guard case var .dictionary(dictionary) = base else { return }
            base = .void
            defer { base = .dictionary(dictionary) }
            let stored: Value?
            if arguments.labelled("default") != nil {
                stored = newValue
            } else if case let .optional(wrapped) = newValue {
                stored = wrapped
            } else {
                stored = newValue
            }
            // A new key is an element allocated, as `append` is.
            if stored != nil, dictionary[key] == nil { try allocate(1) }
            dictionary[key] = stored
            return
        }
        // `Registry[Key.self] = value`: the type's static subscript, chosen as a read chooses it.
        // The setter's arguments end with `newValue`, as its parameters do.
        let setterArguments = arguments + [CallArgument("newValue", newValue)]
        if case let .metatype(type) = base, let function = staticSubscript("subscript(set)", of: type, setterArguments) {
            _ = try call(function, setterArguments, self: &base)
            return
        }
        let type = typeInfo(of: base)
        if let function = findMethod("subscript(set)", in: type, labels: arguments.map(\.label)) {
            _ = try call(function, arguments + [CallArgument("newValue", newValue)], self: &base)
            return
        }
        // `Defaults[.key] = value` with `Defaults` of a module not read: the assignment runs,
        // nothing can keep it (as a member of such a value assigned).
        if isUnseen(base) { return }
        throw error(.invalid, "cannot assign through subscript of '\(typeName(of: base))'")
    }

    /// The indices a range selects from a collection of `count` elements, trapping when out of bounds.
    public func sliceBounds(_ range: RangeValue, count: Int) throws -> Range<Int> {
        let lower = range.lower?.asInt ?? 0
        var upper = count
        if let value = range.upper?.asInt {
            if range.isClosed {
                // `a[0...Int.max]`: turning the closed range into a half-open one overflows in Swift too.
                let (next, overflow) = value.addingReportingOverflow(1)
                if overflow { throw error(.trapOverflow()) }
                upper = next
            } else {
                upper = value
            }
        }
        guard lower >= 0, upper <= count, lower <= upper else { throw error(.trapIndexOutOfRange("Array index is out of range")) }
        return lower..<upper
    }
}

private extension [CallArgument] {
    /// Whether an argument carries a label no standard-library subscript takes.
    var hasProgramLabel: Bool { contains { $0.label != nil && $0.label != "default" } }
}
