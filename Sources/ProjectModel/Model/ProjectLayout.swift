import Diagnostics

/// Every module found under the paths given to `ProjectDiscovery.discover`, with what went wrong
/// reading them. Plain data: equal inputs give equal layouts.
public struct ProjectLayout: Sendable, Equatable {
    /// `path` as the model spells paths: `.` and empty components dropped, `a/..` folded
    /// (`./App/View.swift` is `App/View.swift`), with no file-system access.
    public static func spelling(of path: String) -> String { ProjectPath.normalize(path) }

    /// Sorted by id.
    public var modules: [Module]
    public var diagnostics: [Diagnostic]
    /// Swift files found that are a project generator's tooling, not app code: Tuist manifests
    /// (`Project.swift`, `Workspace.swift`, `Tuist.swift`) and everything under `Tuist/`. Sorted.
    public var toolingFiles: [String] = []

    public init(modules: [Module], diagnostics: [Diagnostic]) {
        self.modules = modules
        self.diagnostics = diagnostics
    }

    public func module(_ id: Module.ID) -> Module? { modules.first { $0.id == id } }

    /// The modules that compile `file` (an app and its widget extension may share one), sorted.
    /// The path is compared as spelled after normalising `.` and `..`, then by its real path.
    public func modules(containing file: String) -> [Module.ID] {
        var index = RealPathIndex()
        return modules(containing: file, realPaths: &index)
    }

    /// `modules(containing:)` for many files: `realPaths` resolves every module's source files
    /// once, on the first file not found as spelled, instead of once per such file.
    public func modules(containing file: String, realPaths: inout RealPathIndex) -> [Module.ID] {
        let normal = ProjectPath.normalize(file)
        var found = modules.filter { $0.sourceFiles.contains(normal) }.map(\.id)
        if found.isEmpty, let real = FileSystem.realPath(file) {
            if realPaths.modulesByRealPath == nil {
                var byRealPath: [String: Set<Module.ID>] = [:]
                for module in modules {
                    for source in module.sourceFiles {
                        if let resolved = FileSystem.realPath(source) { byRealPath[resolved, default: []].insert(module.id) }
                    }
                }
                realPaths.modulesByRealPath = byRealPath
            }
            found = Array(realPaths.modulesByRealPath?[real] ?? [])
        }
        return found.sorted()
    }

    /// The modules of each source file by its real path, built on first need.
    public struct RealPathIndex {
        var modulesByRealPath: [String: Set<Module.ID>]?
        public init() {}
    }

    /// The module `id` and every local module it depends on, directly or not, each once, in
    /// dependency order: a module comes after all it depends on, so `id` is last. A cycle (which
    /// discovery already reported) is cut where it closes. Ties keep the order of `dependencies`.
    public func dependencyClosure(of id: Module.ID) -> [Module] {
        let byID = Dictionary(modules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var ordered: [Module] = []
        var done: Set<Module.ID> = []
        var onPath: Set<Module.ID> = []
        // Depth-first post-order with an explicit stack (no recursion on deep chains).
        var stack: [(id: Module.ID, next: Int)] = []
        guard byID[id] != nil else { return [] }
        stack.append((id, 0))
        onPath.insert(id)
        while let top = stack.last {
            let module = byID[top.id]!
            if top.next < module.dependencies.count {
                stack[stack.count - 1].next += 1
                let dependency = module.dependencies[top.next]
                guard byID[dependency] != nil, !done.contains(dependency), !onPath.contains(dependency) else { continue }
                stack.append((dependency, 0))
                onPath.insert(dependency)
            } else {
                stack.removeLast()
                onPath.remove(top.id)
                done.insert(top.id)
                ordered.append(module)
            }
        }
        return ordered
    }
}
