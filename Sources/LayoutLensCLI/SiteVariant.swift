import LayoutEngine
import Render
import SwiftUIRuntime

/// One way `serve` shows the site: the page's device, Dynamic Type, appearance and label
/// switches, which are `render`'s `--device`, `--dynamic-type`, `--theme` and `--labels`.
struct SiteVariant: Hashable, Sendable {
    var device: String
    var dynamicType: String
    var theme: String
    var labels: String

    static let devices = PreviewDevice.all.map(\.name)
    static let dynamicTypes = DynamicTypeSize.allCases.map(\.rawValue)
    static let themes = DiagramTheme.allCases.map(\.rawValue)
    static let labelPolicies = MeasureMode.allCases.map(\.labelPolicy)

    /// The query parameter names and each one's allowed values, in the page's order.
    static var switches: [(name: String, title: String, values: [String], keyPath: WritableKeyPath<SiteVariant, String>)] { [
        ("device", "Device", devices, \.device),
        ("dynamic-type", "Dynamic Type", dynamicTypes, \.dynamicType),
        ("theme", "Appearance", themes, \.theme),
        ("labels", "Labels", labelPolicies, \.labels),
    ] }

    /// The page's variant from its query (`?device=iphone-se&theme=dark`), each missing switch
    /// taken from `defaults`; an unknown value is an error message naming the allowed ones.
    static func from(query: [String: String], defaults: SiteVariant) -> Result<SiteVariant, VariantProblem> {
        var variant = defaults
        for entry in switches {
            guard let value = query[entry.name] else { continue }
            guard entry.values.contains(value) else {
                return .failure(VariantProblem(message: "unknown \(entry.name) '\(value)'; one of: \(entry.values.joined(separator: ", "))"))
            }
            variant[keyPath: entry.keyPath] = value
        }
        return .success(variant)
    }

    struct VariantProblem: Error, Equatable {
        var message: String
    }

    /// The variant's name in URLs, `device~dynamic-type~theme~labels` (every part is a known
    /// word of letters, digits and dashes, so the key needs no escaping).
    var key: String { [device, dynamicType, theme, labels].joined(separator: "~") }

    /// The variant a URL key names, only when every part is an allowed value.
    init?(key: String) {
        let parts = key.split(separator: "~", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4, Self.devices.contains(parts[0]), Self.dynamicTypes.contains(parts[1]),
              Self.themes.contains(parts[2]), Self.labelPolicies.contains(parts[3]) else { return nil }
        self.init(device: parts[0], dynamicType: parts[1], theme: parts[2], labels: parts[3])
    }

    init(device: String, dynamicType: String, theme: String, labels: String) {
        self.device = device
        self.dynamicType = dynamicType
        self.theme = theme
        self.labels = labels
    }

    /// The `render` options that draw this variant.
    var renderArguments: [String] {
        ["--device", device, "--dynamic-type", dynamicType, "--theme", theme, "--labels", labels]
    }
}
