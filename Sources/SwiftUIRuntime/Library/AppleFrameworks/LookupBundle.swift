import AppResources
import SwiftInterpreter

/// The bundle a resource lookup names with its `bundle:` argument: `Text(_:tableName:bundle:comment:)`,
/// `String(localized:table:bundle:)`, `NSLocalizedString(_:tableName:bundle:value:comment:)`,
/// `Image(_:bundle:)`, `Color(_:bundle:)`, and a `Bundle` value's own `localizedString(forKey:value:table:)`.
/// Each looks only in the bundle given, `Bundle.main` when none is (Apple docs, "Text",
/// `init(_:tableName:bundle:comment:)`: "The bundle containing the strings file. If `nil`, SwiftUI
/// uses the main bundle"; "Image", `init(_:bundle:)`: "The bundle to search for the image resource
/// and localization content. If `nil`, SwiftUI uses the main bundle"). Each Swift package target
/// with resources has a bundle of its own, named in its code by SwiftPM's generated `Bundle.module`
/// (Apple docs, "Bundling resources with a Swift package"), so a package's strings, images and
/// colours are found only through `.module`, not through the app's `Bundle.main`.
struct LookupBundle {
    var resources: ResourceBundle
    /// How a message names the bundle: "Bundle.main", "the bundle of package target 'Kit' (Bundle.module)".
    var name: String
    /// The package target whose bundle this is; nil for the main bundle.
    var packageTarget: String?
}

extension SwiftUIRuntime {
    /// The app's bundle, `Bundle.main`: the module's resources without those of the package
    /// targets it depends on, which have bundles of their own (`PackageTargetBundles`).
    var mainBundle: LookupBundle { LookupBundle(resources: mainResources ?? resources, name: "Bundle.main") }

    /// The bundle `value` (a `bundle:` argument, nil when none is written) names. `.module` and
    /// `Bundle.module` are the package target's bundle in a file of a local package target with
    /// resources, as SwiftPM generates the accessor, and the module's own elsewhere; another
    /// implicit member is the program's own `Bundle` static (`.current`); `.main`, `nil` and a
    /// bundle this reading does not tell apart are `Bundle.main`.
    func lookupBundle(_ value: Value?) -> LookupBundle {
        guard let value else { return mainBundle }
        let unwrapped = Self.unwrapped(value)
        if case let .unresolvedMember(member) = unwrapped, member.name == "module", member.arguments == nil,
           let target = packageBundles.target(ofFile: interpreter.currentRange?.file ?? "") {
            return packageLookupBundle(target) ?? mainBundle
        }
        // `bundle: .current` where the program declares `extension Bundle { static var current }`.
        if case let .unresolvedMember(member) = unwrapped, member.name != "main", member.name != "module",
           let declared = try? interpreter.programStaticMember(member, of: "Bundle") {
            return lookupBundle(declared)
        }
        if let reference = unwrapped.nativePayload(PackageBundleReference.self) {
            return packageLookupBundle(reference.target) ?? mainBundle
        }
        return mainBundle
    }

    private func packageLookupBundle(_ target: String) -> LookupBundle? {
        packageBundles.bundle(named: target).map {
            LookupBundle(resources: $0, name: "the bundle of package target '\(target)' (Bundle.module)", packageTarget: target)
        }
    }

    /// The other bundles of the program (the main bundle and every package target's), for saying
    /// where a key or an asset missing from the bundle looked in would have been found.
    func bundles(besides bundle: LookupBundle) -> [LookupBundle] {
        ([mainBundle] + packageBundles.targets.compactMap(packageLookupBundle)).filter { $0.packageTarget != bundle.packageTarget }
    }

    /// The first other bundle whose table `table` gives `key` a value, when `bundle` gives it none.
    func bundleHolding(key: String, table: String, besides bundle: LookupBundle) -> LookupBundle? {
        bundles(besides: bundle).first { other in
            if case .table = other.resources.string(key: key, table: table, locale: settings.locale).origin { return true }
            return false
        }
    }

    /// A string table's value for `key` in `bundle`, as `Bundle.localizedString(forKey:value:table:)`
    /// answers (Apple docs): the value in the preview's language; a key the bundle lacks gives
    /// `value` when not empty, else the key with `localizedKeyShown` — also when another bundle
    /// of the app has the key, which iOS does not look in (the message names that bundle).
    func localizedString(_ key: String, value: String?, table: String, in bundle: LookupBundle) -> String {
        let found = bundle.resources.string(key: key, table: table, locale: settings.locale)
        switch found.origin {
        case .table: return found.text
        case .keyIsSourceText:
            warnKeyShown(key, table: table, in: bundle, origin: found.origin)
            return found.text
        case .missing:
            if let value, !value.isEmpty { return value }
            warnKeyShown(key, table: table, in: bundle, origin: found.origin)
            return key
        }
    }

    /// The warning for a key shown as itself: `localizedKeyShown` when no table has it, or when
    /// the bundle looked in lacks it and another bundle of the app has it; none when the key is
    /// its own source text in the bundle's string catalog (docs/resources.md, "Strings").
    func warnKeyShown(_ key: String, table: String, in bundle: LookupBundle, origin: LocalizedString.Origin) {
        // `Text("\(count)")`, `Text(". \(name)")`: a key of format specifiers and punctuation
        // only reads the same in every language, so no translation is missing.
        guard !key.isEmpty, Self.hasWords(formatKey: key) else { return }
        let locale = settings.locale ?? bundle.resources.developmentLanguage
        if let holder = bundleHolding(key: key, table: table, besides: bundle) {
            warn(.localizedKeyInAnotherBundle(key, table: table, locale: locale, lookedIn: bundle.name, foundIn: holder.name),
                 at: interpreter.currentRange)
        } else if case .missing = origin {
            warn(.localizedKeyShown(key, table: table, locale: locale), at: interpreter.currentRange)
        }
    }
}
