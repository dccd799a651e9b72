import LayoutEngine
import SwiftInterpreter

/// UIKit's `UIFont` as far as a SwiftUI view uses it: made with `systemFont(ofSize:weight:)`,
/// `boldSystemFont(ofSize:)`, `italicSystemFont(ofSize:)`, `monospacedSystemFont(ofSize:weight:)`,
/// `preferredFont(forTextStyle:)` or `UIFont(name:size:)`, read for its `pointSize`, and handed to
/// SwiftUI as `Font(uiFont)` (also through `as CTFont`, the toll-free bridged Core Text type),
/// which is the same face and size (Apple, `Font.init(_: CTFont)`).
extension SwiftUIRuntime {
    func registerUIKitFonts() {
        let type = interpreter.registerNativeType("UIFont")
        interpreter.register(type, as: "CTFont")
        // Local functions the natives below call capture the runtime unowned, as the natives do:
        // a strong capture would keep every file's runtime and interpreter alive (a cycle through its types).
        unowned let runtime = self
        func font(_ descriptor: FontDescriptor) -> Value { runtime.interpreter.nativeValue("UIFont", descriptor) }
        func sized(_ arguments: [CallArgument], _ name: String) throws -> FontDescriptor {
            let named = NativeArguments(name, arguments)
            guard let size = named["ofSize"] else { throw runtime.failure("missing argument for parameter 'ofSize' in call to '\(name)'") }
            var descriptor = FontDescriptor(size: try runtime.number(size, "ofSize"))
            if let weight = named["weight"] { descriptor.weight = try runtime.fontWeight(weight) }
            return descriptor
        }
        type.addMethod("systemFont", .native("systemFont", labels: nil) { [unowned self] _, _, arguments in
            font(try sized(arguments, "systemFont"))
        }, isStatic: true)
        type.addMethod("monospacedSystemFont", .native("monospacedSystemFont", labels: nil) { [unowned self] _, _, arguments in
            font(try sized(arguments, "monospacedSystemFont"))
        }, isStatic: true)
        type.addMethod("italicSystemFont", .native("italicSystemFont", labels: nil) { [unowned self] _, _, arguments in
            font(try sized(arguments, "italicSystemFont"))
        }, isStatic: true)
        type.addMethod("boldSystemFont", .native("boldSystemFont", labels: nil) { [unowned self] _, _, arguments in
            var descriptor = try sized(arguments, "boldSystemFont")
            descriptor.weight = .bold
            return font(descriptor)
        }, isStatic: true)
        type.addMethod("preferredFont", .native("preferredFont", labels: nil) { [unowned self] _, _, arguments in
            let style = try self.caseName(NativeArguments("preferredFont", arguments)["forTextStyle"] ?? .nil, "UIFont.TextStyle")
            // UIKit's `title1`/`caption1` are SwiftUI's `title`/`caption`.
            let swiftUIName = ["title1": "title", "caption1": "caption"][style] ?? style
            guard let textStyle = TextStyle(rawValue: swiftUIName) else { throw self.failure("type 'UIFont.TextStyle' has no member '\(style)'") }
            return font(textStyle.defaultFont)
        }, isStatic: true)
        type.initializers.append(.native("init", labels: ["name", "size"]) { [unowned self] _, _, arguments in
            // `UIFont(name:size:)` is optional: nil when the app does not bundle the face.
            let named = NativeArguments("UIFont", arguments)
            let name = try self.string(named["name"] ?? .string(""), "name")
            return .some(font(FontDescriptor(family: .custom(name), size: try self.number(named["size"] ?? .double(17), "size"))))
        })
        type.computedProperties["pointSize"] = ComputedProperty(getter: .native("pointSize") { _, selfValue, _ in
            guard case let .native(native) = selfValue, let descriptor = native.payload as? FontDescriptor else { return .cgFloat(0) }
            return .cgFloat(descriptor.size)
        })
        // `Font(uiFont)`, `Font(ctFont)`: the same face and size.
        interpreter.type(named: "Font")?.initializers.append(.native("init", labels: [nil]) { [unowned self] _, _, arguments in
            guard case let .native(native)? = arguments.first?.value, native.type.name == "UIFont",
                  let descriptor = native.payload as? FontDescriptor else {
                throw self.failure("no initializer of 'Font' takes (_:) with a value of type "
                                   + "'\(arguments.first.map { self.interpreter.typeName(of: $0.value) } ?? "()")'")
            }
            return self.interpreter.nativeValue("Font", descriptor)
        })
    }
}
