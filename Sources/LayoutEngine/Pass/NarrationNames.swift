/// The names explanations use for modifiers whose arguments decide the layout: the arguments as
/// the source would write them, so "frame(maxWidth: 100)" and "frame(minWidth: 90, maxWidth: 200)"
/// can be told apart in a sentence (seed 002's red and green children).
enum NarrationArguments {
    static func call(_ name: String, _ arguments: [(String, Double?)]) -> String {
        let given = arguments.compactMap { label, value in value.map { "\(label): \(number($0))" } }
        return given.isEmpty ? name : "\(name)(\(given.joined(separator: ", ")))"
    }

    static func number(_ value: Double) -> String {
        value.isInfinite ? ".infinity" : NumberText.format(value, decimals: 4)
    }
}

extension FrameLayout: NarratedPrimitive {
    public var narrationName: String {
        NarrationArguments.call("frame", [("width", width), ("height", height)])
    }
}

extension FlexibleFrameLayout: NarratedPrimitive {
    public var narrationName: String {
        NarrationArguments.call("frame", [
            ("minWidth", horizontal.min), ("idealWidth", horizontal.ideal), ("maxWidth", horizontal.max),
            ("minHeight", vertical.min), ("idealHeight", vertical.ideal), ("maxHeight", vertical.max),
        ])
    }
}

extension RelativeProposedLayout: NarratedPrimitive {
    public var narrationName: String {
        NarrationArguments.call("relativeProposed", [("width", widthFraction), ("height", heightFraction)])
    }
}

extension LayoutPriorityModifier: NarratedPrimitive {
    public var narrationName: String { "layoutPriority(\(NarrationArguments.number(priority)))" }
}

extension PaddingLayout: NarratedPrimitive {
    public var narrationName: String {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
        if values.allSatisfy({ $0 == values[0] }) { return "padding(\(NarrationArguments.number(values[0])))" }
        func given(_ value: Double) -> Double? { value == 0 ? nil : value }
        return NarrationArguments.call("padding", [("top", given(insets.top)), ("leading", given(insets.leading)),
                                                   ("bottom", given(insets.bottom)), ("trailing", given(insets.trailing))])
    }
}

extension OffsetModifier: NarratedPrimitive {
    public var narrationName: String { NarrationArguments.call("offset", [("x", x), ("y", y)]) }
}
