/// The files of the command's inputs grouped by the module they are read in: the files found
/// under one folder input are one module (`ModuleReader` reads them as one program, or one by one
/// when they are not one); a file given by itself is read alone. Groups keep the files' order.
enum FixtureModules {
    static func groups(_ files: [FixtureFile]) -> [[FixtureFile]] {
        var groups: [[FixtureFile]] = []
        for file in files {
            if let module = file.module, let last = groups.last?.last, last.module == module {
                groups[groups.count - 1].append(file)
            } else {
                groups.append([file])
            }
        }
        return groups
    }
}
