/// A method named with its argument labels (`Tag.make(for:)`, `formatter.string(from:)`) among
/// overloads of one base name: the compound name is the full name of one function (The Swift
/// Programming Language, "Functions": a function's argument labels are part of its name;
/// "Expressions", "Explicit Member Expression": `x.method(label:)` names the overload with those
/// labels). So `words.map(Tag.make(for:))` beside `make(name:place:extra:)` calls `make(for:)`
/// (swiftc 6), where the first overload declared took the argument and asked for the rest.
extension Interpreter {
    /// The overload of `name` on `base` (a type's static method or a value's method) whose
    /// labels are `labels`, bound to `base`; nil when there is one overload or none matches.
    func compoundNameOverload(_ name: String, labels: [String?], on base: Value) -> Function? {
        let overloads: [Function]
        if case let .metatype(type) = base {
            overloads = type.staticMethods[name] ?? []
        } else {
            overloads = methodOverloads(name, in: typeInfo(of: base)) ?? []
        }
        guard overloads.count > 1, let chosen = overloads.first(where: { $0.labels == labels }) else { return nil }
        return chosen.binding(base)
    }
}
