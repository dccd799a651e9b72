import Diagnostics
import LayoutEngine

/// What an expression evaluates to while lowering. Values stay close to the source: an implicit
/// member like `.center` stays a name until the parameter it is passed to says which type it is.
indirect enum Value {
    case number(Double, isInteger: Bool)
    case string(String)
    case bool(Bool)
    case none
    /// `.center`, `.fixed(width: 1, height: 2)`: resolved by the parameter's type.
    case member(String, arguments: [Argument]?)
    /// A type name used as a value base: `Color`, `HorizontalAlignment`, `CGFloat`.
    case typeName(String)
    case color(ColorValue)
    case font(FontDescriptor)
    case alignment(Alignment)
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
    case insets(EdgeInsets)
    /// Views (a single view, or several from `Group`/`ForEach`/a multi-statement body).
    case views([ViewNode])
    /// `a..<b` (isClosed false) or `a...b`.
    case range(lower: Double, upper: Double, isClosed: Bool)
    case array([Value])
    case keyPath([String])
    /// A closure and the scope it was written in (its body sees the caller's names).
    case closure(Closure, captured: Scope)
    /// A computed `var x: some View { … }` of the struct in scope, lowered when used.
    case computedView([Statement])
    /// A value of a plain (non-View) struct of the file, built by its memberwise initialiser
    /// (`Item(name: "a")`): its properties by name.
    case record(String, Scope)

    /// The Swift type name used in "cannot convert value of type …" messages.
    var typeDescription: String {
        switch self {
        case .number(_, let isInteger): return isInteger ? "Int" : "Double"
        case .string: return "String"
        case .bool: return "Bool"
        case .none: return "nil"
        case .member(let name, _): return ".\(name)"
        case .typeName(let name): return "\(name).Type"
        case .color: return "Color"
        case .font: return "Font"
        case .alignment: return "Alignment"
        case .horizontal: return "HorizontalAlignment"
        case .vertical: return "VerticalAlignment"
        case .insets: return "EdgeInsets"
        case .views, .computedView: return "some View"
        case .range(_, _, let isClosed): return isClosed ? "ClosedRange<Int>" : "Range<Int>"
        case .array: return "Array"
        case .keyPath: return "KeyPath"
        case .closure: return "closure"
        case .record(let type, _): return type
        }
    }

    /// Text for string interpolation: integers without a fraction, other numbers as Swift prints
    /// them (shortest round-trip form).
    var interpolationText: String? {
        switch self {
        case .number(let value, _):
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return "\(value)"
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .member(let name, _): return name
        default: return nil
        }
    }
}

/// Names visible while lowering: closure parameters and locals (innermost first), the stored and
/// computed properties of the view struct being expanded, and the file's top-level constants.
struct Scope {
    var values: [String: Value] = [:]
    /// The view struct whose body is being lowered (for computed view properties).
    var structName: String?

    func lookup(_ name: String) -> Value? { values[name] }

    func binding(_ name: String, to value: Value) -> Scope {
        var copy = self
        copy.values[name] = value
        return copy
    }

    var names: [String] { values.keys.sorted() }
}
