import SwiftInterpreter

/// `ImageResource(name:bundle:)` and `ColorResource(name:bundle:)` (Apple docs, "ImageResource"
/// and "ColorResource", iOS 17: `init(name: String, bundle: Bundle)`): the resource of an asset
/// catalog's image or colour set, written out by hand (`Image(ImageResource(name: "logo", bundle:
/// .main))`) or as Xcode's generated asset symbols declare each member (`static let logo =
/// ImageResource(name: "logo", bundle: resourceBundle)`). `Image(_:)` and `Color(_:)` then look the
/// set up by that name in that bundle, as they do for `Image("logo", bundle: .main)`.
extension SwiftUIRuntime {
    func registerAssetResources() {
        for typeName in ["ImageResource", "ColorResource"] where interpreter.type(named: typeName) == nil {
            let type = interpreter.registerNativeType(typeName)
            type.conformances = ["Hashable", "Equatable", "Sendable"]
            type.initializers.append(.hosted("init", labels: ["name", "bundle"]) { `self`, _, arguments in
                let named = NativeArguments(typeName, arguments)
                guard let name = named["name"] else { throw self.failure(.missingArgument("name", callee: typeName)) }
                return self.interpreter.nativeValue(typeName, AssetResource(name: try self.string(name, "name"), bundle: named["bundle"]))
            })
        }
    }
}

extension SwiftUIRuntime {
    /// `Image(.brandLogo)` where the program declares `extension ImageResource { static let
    /// brandLogo = ImageResource(name: "Logo", bundle: .main) }`: that member's resource (an
    /// implicit member is looked up in the parameter's type, SE-0287); any other value as given.
    func resolvingProgramImageResource(_ value: Value) throws -> Value {
        guard case let .unresolvedMember(member) = value, member.arguments == nil,
              let type = interpreter.type(named: "ImageResource"),
              type.staticValues[member.name] != nil || type.staticInitialisers[member.name] != nil
                || type.staticComputed[member.name] != nil else { return value }
        return try interpreter.coerce(value, to: .named("ImageResource"))
    }
}

/// An `ImageResource` or `ColorResource` made by its initializer: the set's name and the bundle
/// value given (`.main`, `.module`, a `Bundle(for:)`).
struct AssetResource {
    var name: String
    var bundle: Value?

    /// The resource `value` holds, if it is one.
    static func of(_ value: Value) -> AssetResource? {
        guard case let .native(native) = value else { return nil }
        return native.payload as? AssetResource
    }
}
