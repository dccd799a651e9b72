/// A library method named without a call where an operator needs a value
/// (`Brand.caption.font(size: 12).lineHeight - 2`, where `font(size:)` of another module's type
/// reached SwiftUI's `font(_:)` modifier on the stand-in, and `lineHeight` its modifier of that
/// name). Swift's built-in operators take no function operands, and the file compiles, so the
/// name is a property another file or module declares (as `Interpreter+Sequences.swift` reads
/// `options.enumerated`): it is that unknown member (`undefinedMember`), whose use the host
/// reports as an assumption, never the error "cannot be applied to '(function)'".
extension Interpreter {
    func unseenPropertyForMethodReference(_ operand: Value) throws -> Value? {
        guard case let .function(function) = operand, let base = function.boundSelf, !function.isInterpreted,
              let member = try undefinedMember?(base, function.name), isUnseen(member) else { return nil }
        return member
    }
}
