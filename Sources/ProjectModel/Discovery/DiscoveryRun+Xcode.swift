extension DiscoveryRun {
    // MARK: Step 3b: Xcode native targets

    mutating func makeXcodeModules() {
        let builders = builtProductMakers()
        for read in projects {
            let projectFile = ProjectPath.join(read.project.path, "project.pbxproj")
            let targetsByName = Dictionary(read.project.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for target in read.project.targets {
                var module = Module(
                    id: "\(read.key):\(target.name)", name: target.moduleName, kind: .xcodeTarget, isTest: target.isTest,
                    productType: target.productType, rootPath: read.project.sourceRoot,
                    sourceFiles: pathsAsOnDisk(target.sourceFiles, reportingIn: projectFile),
                    resourcePaths: pathsAsOnDisk(target.resourcePaths, reportingIn: projectFile),
                    infoPlistPath: target.infoPlistPath.map { pathsAsOnDisk([$0], reportingIn: projectFile)[0] })
                module.infoPlistKeys = target.infoPlistKeys
                module.buildSettings = target.buildSettings
                module.compilationConditions = target.compilationConditions
                var dependencies: [Module.ID] = []
                var remote: Set<RemoteProduct> = []
                for product in target.packageProducts {
                    switch product.source {
                    case .local(let path):
                        if let ids = productModules(named: product.productName, inPackageAt: path, reportingIn: projectFile) {
                            dependencies += ids
                        } else if let submodule = submoduleStandingFor(path) {
                            remote.insert(submodule.product(product.productName))
                        }
                    case .remote(let url):
                        remote.insert(RemoteProduct(name: product.productName, package: ManifestInterpreter.identity(ofURL: url), url: url))
                    case .unspecified:
                        // A package added as a folder reference, or listed in the project's package
                        // references with a product dependency that names none: the project's own
                        // package declaring the product, else any package read that declares it
                        // (a repository may keep two apps, each with its own copy of a package).
                        if let package = packageDeclaring(product.productName, preferring: read.project.localPackages) {
                            dependencies += productModules(of: package, product: product.productName)
                        } else {
                            diagnostics.append(.aboutFile(projectFile, .unresolvedProduct(product.productName)))
                            remote.insert(RemoteProduct(name: product.productName, package: product.productName))
                        }
                    }
                }
                // An app embeds its extensions but cannot import them; frameworks and libraries are
                // imported, and a test bundle imports the target it tests.
                for name in target.targetDependencies {
                    guard let other = targetsByName[name] else { continue }
                    if Self.imports(other.productType, fromTest: target.isTest) { dependencies.append("\(read.key):\(name)") }
                }
                // A framework or library of the workspace the target links: an implicit dependency.
                for product in target.linkedBuiltProducts {
                    guard let makers = builders[product], makers.count == 1, let maker = makers.first,
                          maker.id != "\(read.key):\(target.name)", Self.imports(maker.productType, fromTest: false) else { continue }
                    dependencies.append(maker.id)
                }
                module.dependencies = Self.unique(dependencies)
                module.remoteProducts = remote.sorted()
                module.pinnedPackages = read.pins
                modules[module.id] = module
            }
        }
    }

    /// The targets of every project read that build each product file (`UI.framework` → the
    /// `UI` target of `UI.xcodeproj`), for Xcode's implicit dependencies (`XcodeImplicitDependencies`).
    private func builtProductMakers() -> [String: [(id: Module.ID, productType: String?)]] {
        var makers: [String: [(id: Module.ID, productType: String?)]] = [:]
        for read in projects {
            for target in read.project.targets {
                guard let product = target.productFileName else { continue }
                makers[product, default: []].append(("\(read.key):\(target.name)", target.productType))
            }
        }
        return makers
    }

    /// The package read that declares product `name`: one at a folder of `preferred` (a
    /// project's local packages) first, else the first read.
    func packageDeclaring(_ name: String, preferring preferred: [String]) -> ReadPackage? {
        let declaring = packages.filter { $0.manifest.products.contains { $0.name == name } }
        let own = Set(preferred.compactMap(FileSystem.realPath))
        return declaring.first { own.contains($0.realFolder) } ?? declaring.first
    }

    /// `paths` with each one missing as written replaced by the one file its letters name
    /// ignoring case (`PathCaseOnTheMac`), each such path warned once per project.
    mutating func pathsAsOnDisk(_ paths: [String], reportingIn projectFile: String) -> [String] {
        paths.map { path in
            guard let found = PathCaseOnTheMac.onDisk(path) else { return path }
            if reportedPathCases.insert(path).inserted {
                diagnostics.append(.aboutFile(projectFile, .pathCaseDiffers(written: path, onDisk: found)))
            }
            return found
        }
    }

    /// Whether a target imports a target of the same project it depends on: frameworks and
    /// libraries are imported, and a test bundle imports the target it tests (an app embeds its
    /// extensions but cannot import them).
    static func imports(_ productType: String?, fromTest isTest: Bool) -> Bool {
        isTest || (productType.map { $0.contains("framework") || $0.contains("library") } ?? false)
    }
}
