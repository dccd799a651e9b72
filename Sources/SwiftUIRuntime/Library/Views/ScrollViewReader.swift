import LayoutEngine
import SwiftInterpreter

/// `ScrollViewReader { proxy in content }`: a transparent container, its content laid out as if
/// written in its place (Apple, `ScrollViewReader`: "A view that provides programmatic scrolling,
/// by working with a proxy to scroll to known child views"; it adds no view of its own). The
/// `proxy`'s `scrollTo(_:anchor:)` is accepted and does nothing: it runs only from actions and
/// `onAppear`/`onChange` in an app, and a preview laid out here shows every scroll view at its
/// top, its first layout (the same rule as `ScrollView`'s initial offset).
extension SwiftUIRuntime {
    func registerScrollViewReader() {
        interpreter.registerNativeType("ScrollViewReader").conformances = ["View"]
        let proxy = interpreter.registerNativeType("ScrollViewProxy")
        proxy.addMethod("scrollTo", .native("scrollTo", labels: nil) { _, _, _ in .void })
        initializer("ScrollViewReader") { `self`, arguments in
            try arguments.check(allowed: ["content"], unlabelledCount: 0, in: self)
            let closure: Function?
            if case let .function(function)? = arguments["content"] { closure = function } else { closure = arguments.trailingClosure }
            guard let closure else { throw self.failure(.missingArgument("content", callee: "ScrollViewReader")) }
            return try self.interpreter.call(closure, [self.interpreter.nativeValue("ScrollViewProxy", EnumCasePayload(name: "proxy"))],
                                             building: "ViewBuilder")
        }
    }
}
