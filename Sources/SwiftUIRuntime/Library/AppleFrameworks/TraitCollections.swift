import LayoutEngine
import SwiftInterpreter

/// The traits a `UITraitCollection` holds that LayoutLens reads: the appearance and the Dynamic
/// Type size. Apple docs, "UITraitCollection": a collection made for one trait
/// (`init(userInterfaceStyle:)`, `init(preferredContentSizeCategory:)`) leaves the others
/// unspecified; `UITraitCollection.current` holds the screen's, here the canvas's (light, the
/// `--dynamic-type` size).
struct TraitCollectionTraits {
    /// A `UIUserInterfaceStyle` case name.
    var userInterfaceStyle: String
    /// A `UIContentSizeCategory` case name.
    var preferredContentSizeCategory: String
}

/// UIKit's `UIContentSizeCategory` (Apple docs, "UIContentSizeCategory"): `unspecified`, then
/// the seven standard sizes `extraSmall` … `extraExtraExtraLarge` and the five accessibility sizes
/// `accessibilityMedium` … `accessibilityExtraExtraExtraLarge`, with SwiftUI's `ContentSizeCategory`
/// names (so one table maps both to a `DynamicTypeSize`, `sizeCategories`); `Comparable` in that
/// order (Apple docs: `static func < (UIContentSizeCategory, UIContentSizeCategory)`; where
/// `unspecified` falls is **unverified**, it is first here) and `isAccessibilityCategory`.
/// `UIApplication.shared.preferredContentSizeCategory` is the canvas's size.
extension SwiftUIRuntime {
    static let unspecifiedContentSizeCategory = "unspecified"

    func registerContentSizeCategories() {
        guard interpreter.type(named: "UIContentSizeCategory") == nil else { return }
        let type = interpreter.declareType("UIContentSizeCategory", kind: .enumType)
        type.conformances = ["Hashable", "Equatable", "Comparable"]
        let ordered = DynamicTypeSize.allCases.compactMap(Self.sizeCategoryName(for:))
        for name in [Self.unspecifiedContentSizeCategory] + ordered { type.addCase(EnumCase(name: name)) }
        type.computedProperties["isAccessibilityCategory"] = ComputedProperty(getter: .native("isAccessibilityCategory") { _, selfValue, _ in
            guard case let .enumValue(instance) = selfValue else { return .bool(false) }
            return .bool(instance.caseName.hasPrefix("accessibility"))
        })
        interpreter.type(named: "UIApplication")?.computedProperties["preferredContentSizeCategory"] = ComputedProperty(
            getter: .hosted("preferredContentSizeCategory") { runtime, _, _ in runtime.canvasContentSizeCategory })
    }

    /// The canvas's Dynamic Type size as a `UIContentSizeCategory` case.
    var canvasContentSizeCategory: Value {
        enumCase("UIContentSizeCategory", Self.sizeCategoryName(for: settings.dynamicTypeSize) ?? "large")
    }

    /// The traits of the screen a preview runs on: light, the canvas's Dynamic Type size.
    var canvasTraits: TraitCollectionTraits {
        TraitCollectionTraits(userInterfaceStyle: "light",
                              preferredContentSizeCategory: Self.sizeCategoryName(for: settings.dynamicTypeSize) ?? "large")
    }

    /// The Dynamic Type size a `compatibleWith:` trait collection asks for: its content size
    /// category, or the canvas's when it leaves that unspecified (Apple docs,
    /// "preferredFont(forTextStyle:compatibleWith:)": "If you specify nil, the system uses the
    /// current trait environment"; an unspecified trait is filled in from it likewise —
    /// **unverified** for a collection that specifies other traits only). Nil when the argument
    /// is a value LayoutLens cannot know.
    func dynamicTypeSize(compatibleWith traits: Value?) -> DynamicTypeSize? {
        guard let traits else { return settings.dynamicTypeSize }
        if case .nil = traits { return settings.dynamicTypeSize }
        if interpreter.isUnseen(traits) { return nil }
        guard let given = Self.unwrapped(traits).nativePayload(TraitCollectionTraits.self),
              let size = Self.sizeCategories[given.preferredContentSizeCategory] else { return settings.dynamicTypeSize }
        return size
    }
}
