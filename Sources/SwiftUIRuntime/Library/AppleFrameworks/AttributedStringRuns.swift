import SwiftInterpreter

/// An attribute set on part of an `AttributedString` (`text[range].foregroundColor = .red`): its
/// character offsets, name and value.
struct RangedAttribute {
    var range: Range<Int>
    var name: String
    var value: Value
}

/// One run of an `AttributedString`: a range of characters with the same attributes.
struct AttributedRun {
    var range: Range<Int>
    var attributes: [String: Value]
}

/// Foundation's `AttributedString` keeps attributes per run of characters: `text[range].font =
/// …` sets them on that range only, `range(of:)` finds a range of the characters to set them on,
/// and `runs` lists the runs, each with its `range` and attributes, adjacent runs of equal
/// attributes being one (Apple docs, "AttributedString": `range(of:options:locale:)`, `runs`,
/// "AttributedString.Runs.Run"; WWDC21 "What's new in Foundation"). Indices are character
/// offsets, as `String` indices are modelled. `Text` shows the characters; the engine draws a text
/// in one style, so a run's colour or underline is kept for the program to read, not drawn (as
/// for joined `Text`s, docs/swiftui-subset.md), and a run's size-changing attribute is said
/// (`textCharacters(of:)`).
extension AttributedText {
    /// The characters in `bounds`, with the attributes that cover them.
    func slice(_ bounds: Range<Int>) -> AttributedText {
        let characters = Array(self.characters)
        var result = AttributedText(characters: String(characters[bounds]), attributes: attributes)
        for ranged in rangedAttributes {
            let overlap = ranged.range.clamped(to: bounds)
            guard !overlap.isEmpty else { continue }
            if overlap == bounds {
                result.attributes[ranged.name] = ranged.value
            } else {
                result.rangedAttributes.append(RangedAttribute(range: overlap.shifted(by: -bounds.lowerBound), name: ranged.name, value: ranged.value))
            }
        }
        return result
    }

    /// `text[bounds] = replacement`: its characters in place of those, its attributes that differ
    /// from the whole string's kept for the characters it brings.
    mutating func replace(_ bounds: Range<Int>, with replacement: AttributedText) {
        var characters = Array(self.characters)
        characters.replaceSubrange(bounds, with: Array(replacement.characters))
        self.characters = String(characters)
        let delta = replacement.characters.count - bounds.count
        let inserted = bounds.lowerBound..<(bounds.lowerBound + replacement.characters.count)
        rangedAttributes = rangedAttributes.compactMap { ranged in
            if ranged.range.upperBound <= bounds.lowerBound { return ranged }
            if ranged.range.lowerBound >= bounds.upperBound { return RangedAttribute(range: ranged.range.shifted(by: delta), name: ranged.name, value: ranged.value) }
            // Overlapping the replaced characters: kept where it covers the characters that stay.
            let before = ranged.range.lowerBound..<min(ranged.range.upperBound, bounds.lowerBound)
            return before.isEmpty ? nil : RangedAttribute(range: before, name: ranged.name, value: ranged.value)
        }
        add(replacement, at: inserted)
    }

    /// `self + other`: each side's attributes kept for its own characters.
    func joined(_ other: AttributedText) -> AttributedText {
        var result = AttributedText(characters: characters + other.characters)
        let count = characters.count
        result.attributes = attributes.filter { other.attributes[$0.key] == $0.value }
        for (name, value) in attributes.sorted(by: { $0.key < $1.key }) where result.attributes[name] == nil {
            result.rangedAttributes.append(RangedAttribute(range: 0..<count, name: name, value: value))
        }
        result.rangedAttributes += rangedAttributes
        result.add(other, at: count..<(count + other.characters.count))
        return result
    }

    /// Keeps `part`'s attributes (those it has beyond this string's) for the characters at `range`.
    private mutating func add(_ part: AttributedText, at range: Range<Int>) {
        guard !range.isEmpty else { return }
        for (name, value) in part.attributes.sorted(by: { $0.key < $1.key }) where attributes[name] != value {
            rangedAttributes.append(RangedAttribute(range: range, name: name, value: value))
        }
        for ranged in part.rangedAttributes {
            rangedAttributes.append(RangedAttribute(range: ranged.range.shifted(by: range.lowerBound), name: ranged.name, value: ranged.value))
        }
    }

    /// The runs: the characters cut wherever an attribute starts or ends, runs of equal attributes
    /// joined. An empty string has none.
    var runs: [AttributedRun] {
        let count = characters.count
        guard count > 0 else { return [] }
        var cuts: Set<Int> = [0, count]
        for ranged in rangedAttributes { cuts.formUnion([ranged.range.lowerBound, ranged.range.upperBound].filter { (0...count).contains($0) }) }
        let sorted = cuts.sorted()
        var result: [AttributedRun] = []
        for (start, end) in zip(sorted, sorted.dropFirst()) {
            var values = attributes
            for ranged in rangedAttributes where ranged.range.lowerBound <= start && ranged.range.upperBound >= end { values[ranged.name] = ranged.value }
            if let last = result.last, last.attributes == values {
                result[result.count - 1].range = last.range.lowerBound..<end
            } else {
                result.append(AttributedRun(range: start..<end, attributes: values))
            }
        }
        return result
    }
}

private extension Range<Int> {
    func shifted(by offset: Int) -> Range<Int> { (lowerBound + offset)..<(upperBound + offset) }
}

extension SwiftUIRuntime {
    func registerAttributedStringRuns() {
        guard let type = interpreter.type(named: "AttributedString") else { return }
        let run = interpreter.registerNativeType("AttributedString.Runs.Run", descriptor: NativeTypeDescriptor(describe: { value in
            value.nativePayload(AttributedRun.self).map { "\($0.range)" } ?? ""
        }))
        run.computedProperties["range"] = ComputedProperty(getter: .native("range") { _, selfValue, _ in
            guard let range = selfValue.nativePayload(AttributedRun.self)?.range else { return .nil }
            return .range(RangeValue(lower: .int(range.lowerBound), upper: .int(range.upperBound), isClosed: false))
        })
        for name in AttributedText.attributeNames {
            run.computedProperties[name] = ComputedProperty(getter: .native(name) { _, selfValue, _ in
                selfValue.nativePayload(AttributedRun.self)?.attributes[name] ?? .nil
            })
        }
        // `runs` is a collection of runs in Foundation; an array of them here (iterated, counted,
        // indexed alike).
        type.computedProperties["runs"] = ComputedProperty(getter: .native("runs") { [unowned self] _, selfValue, _ in
            .array((selfValue.nativePayload(AttributedText.self)?.runs ?? []).map { self.interpreter.nativeValue("AttributedString.Runs.Run", $0) })
        })
        // `range(of:options:locale:)`: the characters' search (`String.range(of:options:)`), its
        // character offsets being the attributed string's indices.
        for labels: [String?] in [["of"], ["of", "options"], ["of", "options", "locale"]] {
            type.addMethod("range", .native("range", labels: labels) { [unowned self] interpreter, selfValue, arguments in
                guard let text = selfValue.nativePayload(AttributedText.self) else { return .nil }
                var characters = Value.string(text.characters)
                let search = arguments.filter { $0.label != "locale" }
                guard let target = search.first?.value else { throw self.failure("'range(of:)' takes the text to find as 'of:'") }
                let searched = [CallArgument("of", .string(try self.attributedCharacters(target, "of")))] + search.dropFirst()
                return try interpreter.callMethod("range", on: &characters, searched)
            })
        }
    }
}
