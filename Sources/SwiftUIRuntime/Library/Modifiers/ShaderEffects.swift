import LayoutEngine
import SwiftInterpreter

/// iOS 17's Metal shader effects (Apple docs, "Shader": "A reference to a function in a Metal
/// shader library, along with its bound uniform argument values"). `ShaderLibrary.default`,
/// `ShaderLibrary.bundle(_:)`, `init(url:)`, `init(data:)`; a library's function is a dynamic
/// member (`library.ripple`, `ShaderLibrary.ripple` for the default library: "static subscript
/// (dynamicMember:)") and calling it binds its arguments, making a `Shader`; so does
/// `Shader(function:arguments:)`. `Shader.Argument`'s uniforms (`.float(_:)`, `.color(_:)`,
/// `.boundingRect`, `.data(_:)`, …) are kept unread: LayoutLens runs no Metal.
///
/// `colorEffect(_:isEnabled:)`, `distortionEffect(_:maxSampleOffset:isEnabled:)` and
/// `layerEffect(_:maxSampleOffset:isEnabled:)` filter how the view is drawn ("Returns a new view
/// that applies `shader` to `self` as a filter effect"): the view keeps its frame, as every visual
/// effect does (Apple, "VisualEffect": "effects do not impact layout"). The shader is not run, so
/// the view is drawn without it, with the warning `approximatedView`; `isEnabled: false` draws the
/// view as it is, with no warning.
extension SwiftUIRuntime {
    /// The `Shader.Argument` uniforms Apple documents: static functions, and `boundingRect`, a
    /// static property (the view's bounding rectangle in user space).
    static let shaderArgumentMakers: Set<String> = [
        "float", "float2", "float3", "float4", "color", "colorArray", "floatArray", "image", "data",
    ]

    func registerShaders() {
        guard interpreter.type(named: "ShaderLibrary") == nil else { return }
        unowned let runtime = self
        struct Marker: Sendable { let name: String }
        func shader(_ name: String) -> Value { runtime.interpreter.nativeValue("Shader", Marker(name: name)) }
        // A library function: calling it with uniforms gives the shader.
        func function(_ name: String) -> Value {
            .function(.native(name) { _, _, _ in shader(name) })
        }
        let library = interpreter.registerNativeType("ShaderLibrary", descriptor: NativeTypeDescriptor(
            resolveImplicitMember: { _, member in
                // `ShaderLibrary.ripple`: the default library's function (its static dynamic member).
                member.name == "default" ? nil : function(member.name)
            },
            member: { _, _, name in function(name) }))
        let libraryValue = interpreter.nativeValue("ShaderLibrary", Marker(name: "default"))
        library.staticValues["default"] = libraryValue
        library.addMethod("bundle", .native("bundle", labels: nil) { _, _, _ in libraryValue }, isStatic: true)
        library.initializers.append(.native("init", labels: nil) { _, _, _ in libraryValue })

        let functionType = interpreter.registerNativeType("ShaderFunction")
        functionType.initializers.append(.native("init", labels: nil) { _, _, arguments in
            guard case let .string(name)? = NativeArguments("ShaderFunction", arguments)["name"] else { return function("shader") }
            return function(name)
        })

        let shaderType = interpreter.registerNativeType("Shader")
        shaderType.initializers.append(.native("init", labels: nil) { _, _, _ in shader("shader") })
        let argument = interpreter.registerNativeType("Shader.Argument", descriptor: NativeTypeDescriptor(
            resolveImplicitMember: { interpreter, member in
                if member.name == "boundingRect" { return interpreter.nativeValue("Shader.Argument", Marker(name: member.name)) }
                guard Self.shaderArgumentMakers.contains(member.name) else { return nil }
                return .function(.native(member.name) { interpreter, _, _ in interpreter.nativeValue("Shader.Argument", Marker(name: member.name)) })
            }))
        shaderType.nestedTypes["Argument"] = argument
    }

    /// `colorEffect`, `distortionEffect`, `layerEffect`: the view as it is, its shader not run.
    func shaderEffectModifier(_ name: String, _ arguments: NativeArguments, _ base: Value) throws -> Value {
        if interpreter.isUnseen(base) { return base }
        try arguments.check(allowed: ["maxSampleOffset", "isEnabled"], unlabelledCount: 1, in: self)
        if let enabled = arguments["isEnabled"], try !bool(enabled, "isEnabled") { return base }
        warn(.approximatedView(name, rule: "its Metal shader is not run: the view is drawn without it, in its own frame"))
        var modifier = ModifierDescription(name: name) { node, _ in node }
        modifier.arguments = arguments.all
        return view(modifiedTypeName(name, base), .modified(base: base, modifier: modifier), source: currentLocation)
    }
}
