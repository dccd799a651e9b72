extension DiscoveryRun {
    // MARK: Step 5: cycles

    /// Reports each cycle of the dependency graph once (at the back edge a depth-first search in
    /// module-id order meets), so `dependencyClosure` cutting it is never silent. Iterative, so a
    /// long chain cannot overflow the stack.
    mutating func reportCycles() {
        enum Mark { case onPath, done }
        var marks: [Module.ID: Mark] = [:]
        for start in modules.keys.sorted() where marks[start] == nil {
            var stack: [(id: Module.ID, next: Int)] = [(start, 0)]
            marks[start] = .onPath
            while let top = stack.last {
                let dependencies = modules[top.id]?.dependencies ?? []
                guard top.next < dependencies.count else {
                    marks[top.id] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let dependency = dependencies[top.next]
                switch marks[dependency] {
                case .onPath:
                    let path = stack.map(\.id)
                    let chain = path[(path.lastIndex(of: dependency) ?? 0)...] + [dependency]
                    let file = modules[dependency]?.rootPath ?? dependency
                    diagnostics.append(.aboutFile(file, .dependencyCycle(Array(chain))))
                case .done:
                    continue
                case nil:
                    guard modules[dependency] != nil else { continue }
                    marks[dependency] = .onPath
                    stack.append((dependency, 0))
                }
            }
        }
    }
}
