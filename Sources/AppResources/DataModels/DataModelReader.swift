import Diagnostics
import FileAccess
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a Core Data model bundle: the `.xcdatamodeld` folder holds one `.xcdatamodel` folder per
/// version and a `.xccurrentversion` property list whose `_XCCurrentVersionName` names the
/// version Xcode compiles (Apple, Xcode, "Creating a Core Data model" and model versioning); each
/// version's `contents` is XML (`<model><entity>…</entity><elements/></model>`).
///
/// Problems are diagnostics at `contents:line:col`: malformed XML (the model is left out), an
/// attribute type not in the model editor's list (the attribute is left out, with a warning), an
/// entity whose parent chain loops (read without a parent). Without `.xccurrentversion` the last
/// version in name order is read (a bundle of one version has no such file).
public enum DataModelReader {
    public static func read(_ path: String, diagnostics: inout [Diagnostic]) -> DataModel? {
        let (bundleName, ext) = ResourcePathKind.nameAndExtension(path)
        let name = PathText.deletingPathExtension(bundleName)
        var versionFolder = path
        if ext == "xcdatamodeld" {
            let versions = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
            guard let last = versions.last else { return nil }
            var chosen = last
            if let current = currentVersionName(path + "/.xccurrentversion", diagnostics: &diagnostics) {
                if versions.contains(current) { chosen = current } else {
                    diagnostics.append(Diagnostic(.dataModelVersionMissing(current, used: last), at: .wholeFile(path + "/.xccurrentversion")))
                }
            }
            versionFolder = path + "/" + chosen
        }
        let contents = versionFolder + "/contents"
        let bytes: [UInt8]
        switch ResourceFileReading.whole(contents, limit: ResourceFileReading.propertyListLimit) {
        case .bytes(let read): bytes = read
        case .failed(let diagnostic): diagnostics.append(diagnostic); return nil
        }
        let locator = FileLocator(path: contents, bytes: bytes)
        let root: XMLElementReader.Element
        switch XMLElementReader.parse(bytes) {
        case .success(let element): root = element
        case .failure(let failure):
            diagnostics.append(Diagnostic(.malformedDataModel(failure.message), at: locator.range(at: failure.offset)))
            return nil
        }
        guard root.name == "model" else {
            diagnostics.append(Diagnostic(.malformedDataModel("the root element is '<\(root.name)>', not '<model>'"), at: locator.range(at: root.offset)))
            return nil
        }
        var entities = root.children(named: "entity").compactMap { entity(from: $0, locator: locator, diagnostics: &diagnostics) }
        breakInheritanceCycles(&entities, locator: locator, diagnostics: &diagnostics)
        return DataModel(path: path, name: name, entities: entities)
    }

    /// `_XCCurrentVersionName` of `.xccurrentversion`, when the file is there and says it.
    private static func currentVersionName(_ path: String, diagnostics: inout [Diagnostic]) -> String? {
        guard FileManager.default.fileExists(atPath: path),
              let list = ParsedPropertyListFile.read(path, into: &diagnostics) else { return nil }
        return list.root["_XCCurrentVersionName"]?.string
    }

    private static func entity(from element: XMLElementReader.Element, locator: FileLocator,
                               diagnostics: inout [Diagnostic]) -> DataModelEntity? {
        guard let name = element.attribute("name"), !name.isEmpty else {
            diagnostics.append(Diagnostic(.malformedDataModel("an entity has no name"), at: locator.range(at: element.offset)))
            return nil
        }
        var className = element.attribute("representedClassName") ?? name
        // `.Item` (the current module) or `App.Item`: the class is `Item`.
        if let dot = className.lastIndex(of: ".") { className = String(className[className.index(after: dot)...]) }
        if className.isEmpty { className = name }
        let generation = DataModelEntity.CodeGeneration(rawValue: element.attribute("codeGenerationType") ?? "") ?? .manual
        var attributes: [DataModelAttribute] = []
        for attribute in element.children(named: "attribute") {
            guard let attributeName = attribute.attribute("name") else { continue }
            let typeName = attribute.attribute("attributeType") ?? "Undefined"
            guard let kind = DataModelAttribute.Kind(rawValue: typeName) else {
                diagnostics.append(Diagnostic(.unknownDataModelAttributeType(typeName, attribute: attributeName), at: locator.range(at: attribute.offset)))
                continue
            }
            attributes.append(DataModelAttribute(name: attributeName, kind: kind, isOptional: attribute.attribute("optional") == "YES",
                                                 usesScalarValueType: attribute.attribute("usesScalarValueType") == "YES",
                                                 defaultValue: attribute.attribute("defaultValueString"),
                                                 customClassName: attribute.attribute("customClassName")))
        }
        let relationships = element.children(named: "relationship").compactMap { relationship -> DataModelRelationship? in
            guard let relationshipName = relationship.attribute("name"), let destination = relationship.attribute("destinationEntity") else { return nil }
            return DataModelRelationship(name: relationshipName, destination: destination, isToMany: relationship.attribute("toMany") == "YES",
                                         isOrdered: relationship.attribute("ordered") == "YES",
                                         isOptional: relationship.attribute("optional") == "YES")
        }
        return DataModelEntity(name: name, className: className, parentName: element.attribute("parentEntity"),
                               isAbstract: element.attribute("isAbstract") == "YES", codeGeneration: generation,
                               attributes: attributes, relationships: relationships,
                               line: locator.range(at: element.offset).start.line)
    }

    /// Every entity whose parent chain comes back to it loses its parent, with one error each.
    private static func breakInheritanceCycles(_ entities: inout [DataModelEntity], locator: FileLocator, diagnostics: inout [Diagnostic]) {
        let indexByName = Dictionary(entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let cyclic = entities.indices.filter { index in
            var parent = entities[index].parentName
            var steps = 0
            while let name = parent, steps <= entities.count, let next = indexByName[name] {
                if next == index { return true }
                parent = entities[next].parentName
                steps += 1
            }
            return false
        }
        for index in cyclic {
            let start = SourcePosition(line: entities[index].line, column: 1, offset: 0)
            diagnostics.append(Diagnostic(.dataModelInheritanceCycle(entities[index].name), at: SourceRange(file: locator.path, start: start, end: start)))
            entities[index].parentName = nil
        }
    }
}
