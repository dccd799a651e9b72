import ProjectDescription

/// The workspace's modules, each a project under `Projects/`.
public enum Module: String, CaseIterable {
    case palette = "Palette"
    case studio = "Studio"

    public var name: String { rawValue }

    /// A dependency on the module's one target, in its own project.
    public var dependency: TargetDependency {
        .project(target: name, path: .relativeToRoot("Projects/\(name)"))
    }
}
