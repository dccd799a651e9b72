import SwiftFrontEnd

/// How a result builder turns the statements of a closure or function body into one value
/// (Swift's `@resultBuilder` transform). The SwiftUI runtime registers `ViewBuilder` with natives;
/// a user `@resultBuilder` type gets one whose steps call its static methods.
///
/// The interpreter applies the transform itself: each expression statement goes through
/// `buildExpression`, the block's partial results through `buildBlock`; an `if` without `else`
/// through `buildOptional`; `if`/`else` and `switch` branches through `buildEither(first:)` /
/// `buildEither(second:)` (nested as a balanced binary tree, as Swift does); `for … in` through
/// `buildArray`; `if #available` through `buildLimitedAvailability`; the whole body last through
/// `buildFinalResult`. Declarations (`let x = …`) inside the body run normally.
public struct ResultBuilder {
    public typealias Step = (Interpreter, Value) throws -> Value
    public var name: String
    public var buildBlock: (Interpreter, [Value]) throws -> Value
    public var buildExpression: Step?
    public var buildOptional: ((Interpreter, Value?) throws -> Value)?
    public var buildEitherFirst: Step?
    public var buildEitherSecond: Step?
    public var buildArray: ((Interpreter, [Value]) throws -> Value)?
    public var buildLimitedAvailability: Step?
    public var buildFinalResult: Step?

    public init(name: String, buildBlock: @escaping (Interpreter, [Value]) throws -> Value,
                buildExpression: Step? = nil, buildOptional: ((Interpreter, Value?) throws -> Value)? = nil,
                buildEitherFirst: Step? = nil, buildEitherSecond: Step? = nil,
                buildArray: ((Interpreter, [Value]) throws -> Value)? = nil,
                buildLimitedAvailability: Step? = nil, buildFinalResult: Step? = nil) {
        self.name = name
        self.buildBlock = buildBlock
        self.buildExpression = buildExpression
        self.buildOptional = buildOptional
        self.buildEitherFirst = buildEitherFirst
        self.buildEitherSecond = buildEitherSecond
        self.buildArray = buildArray
        self.buildLimitedAvailability = buildLimitedAvailability
        self.buildFinalResult = buildFinalResult
    }
}

/// A piece of a string literal given to `Interpreter.stringLiteralInitializer`: literal text, or
/// an interpolated value (already formatted when the interpolation had a `specifier:` or labels).
public enum LiteralPiece {
    case text(String)
    case value(Value, formatted: String?)
}

/// Where one argument of a native call is written: its label and its value.
public struct NativeArgumentSpan {
    public var label: String?
    public var labelSpan: SourceSpan?
    public var valueSpan: SourceSpan?
}

extension ResultBuilder {
    /// A builder whose block, loop and branches give the components as they are (an array for
    /// a block or a loop, nothing for an absent `if`): the host reads the parts itself, as Swift
    /// Charts' `ChartContentBuilder` is read.
    public static func collectingComponents(name: String) -> ResultBuilder {
        ResultBuilder(
            name: name,
            buildBlock: { _, parts in .array(parts) },
            buildOptional: { _, value in value ?? .array([]) },
            buildEitherFirst: { _, value in value },
            buildEitherSecond: { _, value in value },
            buildArray: { _, parts in .array(parts) },
            buildLimitedAvailability: { _, value in value })
    }
}
