import ProjectDescription

/// The targets a feature project can have.
public enum FeatureTarget {
    case framework
    case resources
    case tests
    case example
}

extension Project {
    /// A feature: a framework built from `Sources`, optionally with resources, unit tests and an
    /// example app; it links the features and core projects it names.
    public static func feature(
        name: String,
        targets: Set<FeatureTarget> = Set([.framework, .tests]),
        features: [String] = [],
        core: [String] = ["Foundations"]
    ) -> Project {
        var linked: [TargetDependency] = features.map {
            .project(target: $0, path: .relativeToRoot("Features/\($0)"))
        }
        for item in core {
            linked.append(.project(target: item, path: .relativeToRoot("Core/\(item)")))
        }

        var projectTargets: [Target] = []
        if targets.contains(.framework) {
            projectTargets.append(
                .target(
                    name: name,
                    destinations: .iOS,
                    product: .framework,
                    bundleId: "org.orchard.\(name)",
                    sources: ["Sources/**/*.swift"],
                    resources: targets.contains(.resources) ? ["Resources/**"] : [],
                    dependencies: linked,
                    settings: .settings(base: ["SWIFT_VERSION": "6.0"])
                )
            )
        }
        if targets.contains(.tests) {
            projectTargets.append(
                .target(
                    name: "\(name)Tests",
                    destinations: .iOS,
                    product: .unitTests,
                    bundleId: "org.orchard.\(name)Tests",
                    sources: "Tests/**",
                    dependencies: [[.target(name: name)], linked].flatMap { $0 }
                )
            )
        }

        func scheme() -> Scheme {
            .scheme(name: name, shared: true, buildAction: .buildAction(targets: ["\(name)"]))
        }
        return Project(
            name: name,
            organizationName: "Orchard",
            targets: projectTargets,
            schemes: [scheme()]
        )
    }
}
