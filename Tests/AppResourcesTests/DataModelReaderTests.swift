import Diagnostics
import Testing
@testable import AppResources

/// Core Data model bundles (`.xcdatamodeld`) as Xcode's model editor saves them: entities,
/// attributes, relationships, the code generation each entity asks for, the current version;
/// and hostile files, which give diagnostics at `contents:line:col` and never stop the read.
@Suite struct DataModelReaderTests {
    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"

    private func read(_ contents: String, in sandbox: Sandbox, name: String = "Store") throws -> (DataModel?, [Diagnostic]) {
        try sandbox.write("\(name).xcdatamodeld/\(name).xcdatamodel/contents", Self.header + contents)
        var diagnostics: [Diagnostic] = []
        let model = DataModelReader.read(sandbox.path("\(name).xcdatamodeld"), diagnostics: &diagnostics)
        return (model, diagnostics)
    }

    @Test func entitiesAttributesAndRelationshipsAreRead() throws {
        let sandbox = try Sandbox()
        let (model, diagnostics) = try read("""
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Note" representedClassName=".Note" syncable="YES" codeGenerationType="class">
                <attribute name="pinned" attributeType="Boolean" defaultValueString="YES" usesScalarValueType="YES"/>
                <attribute name="title" optional="YES" attributeType="String" defaultValueString="Fish &amp; chips"/>
                <relationship name="tags" optional="YES" toMany="YES" ordered="YES" destinationEntity="Tag"/>
            </entity>
            <entity name="Tag" representedClassName="App.TagObject" codeGenerationType="category"/>
            <entity name="Draft" parentEntity="Note"/>
        </model>
        """, in: sandbox)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let read = try #require(model)
        #expect(read.name == "Store")
        #expect(read.entities.map(\.name) == ["Note", "Tag", "Draft"])
        // `.Note` is the current module's class `Note`; `App.TagObject` is `TagObject`.
        #expect(read.entities.map(\.className) == ["Note", "TagObject", "Draft"])
        #expect(read.entities.map(\.codeGeneration) == [.classDefinition, .category, .manual])
        let note = read.entities[0]
        #expect(note.attributes == [
            DataModelAttribute(name: "pinned", kind: .boolean, usesScalarValueType: true, defaultValue: "YES"),
            DataModelAttribute(name: "title", kind: .string, isOptional: true, defaultValue: "Fish & chips"),
        ])
        #expect(note.relationships == [DataModelRelationship(name: "tags", destination: "Tag", isToMany: true, isOrdered: true, isOptional: true)])
        // A fetch of Note includes its sub-entity Draft (`includesSubentities` is true by default).
        #expect(read.entityAndSubentities("Note").map(\.name) == ["Note", "Draft"])
    }

    @Test func theCurrentVersionNamedByXCCurrentVersionIsRead() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Store.xcdatamodeld/Store.xcdatamodel/contents", Self.header + "<model><entity name=\"Old\"/></model>")
        try sandbox.write("Store.xcdatamodeld/Store 2.xcdatamodel/contents", Self.header + "<model><entity name=\"New\"/></model>")
        try sandbox.write("Store.xcdatamodeld/Store 3.xcdatamodel/contents", Self.header + "<model><entity name=\"Newest\"/></model>")
        try sandbox.write("Store.xcdatamodeld/.xccurrentversion", """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Store 2.xcdatamodel</string></dict></plist>
        """)
        var diagnostics: [Diagnostic] = []
        let model = DataModelReader.read(sandbox.path("Store.xcdatamodeld"), diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(model?.entities.map(\.name) == ["New"])
    }

    @Test func malformedXMLIsAnErrorAtItsLineAndColumn() throws {
        let sandbox = try Sandbox()
        // Line 1 is the XML declaration; `</entity>` closes `<model>` on line 3, column 5.
        let (model, diagnostics) = try read("<model>\n    <entity name=\"A\"/>\n    </entity>\n</model>", in: sandbox)
        #expect(model == nil)
        let problem = try #require(diagnostics.first)
        #expect(problem.message.id == "malformedDataModel")
        #expect(problem.severity == .error)
        #expect(problem.range.file.hasSuffix("Store.xcdatamodel/contents"))
        #expect((problem.range.start.line, problem.range.start.column) == (4, 5))
    }

    @Test func aTruncatedFileIsAnErrorNotACrash() throws {
        let sandbox = try Sandbox()
        let (model, diagnostics) = try read("<model><entity name=\"A\"><attribute name=\"x", in: sandbox)
        #expect(model == nil)
        #expect(diagnostics.map(\.message.id) == ["malformedDataModel"])
    }

    @Test func deepNestingEndsWithAnError() throws {
        let sandbox = try Sandbox()
        let (model, diagnostics) = try read(String(repeating: "<a>", count: 10_000), in: sandbox)
        #expect(model == nil)
        #expect(diagnostics.map(\.message.id) == ["malformedDataModel"])
    }

    @Test func anUnknownAttributeTypeIsLeftOutWithAWarning() throws {
        let sandbox = try Sandbox()
        let (model, diagnostics) = try read("""
        <model>
            <entity name="A">
                <attribute name="when" attributeType="Timestamp"/>
                <attribute name="count" attributeType="Integer 32" usesScalarValueType="YES"/>
            </entity>
        </model>
        """, in: sandbox)
        #expect(model?.entities.first?.attributes.map(\.name) == ["count"])
        #expect(diagnostics.map(\.message.id) == ["unknownDataModelAttributeType"])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.range.start.line == 4)
    }

    @Test func cyclicInheritanceIsAnErrorAndTheEntitiesLoseTheirParents() throws {
        let sandbox = try Sandbox()
        let (model, diagnostics) = try read("""
        <model>
            <entity name="A" parentEntity="B"/>
            <entity name="B" parentEntity="A"/>
            <entity name="C" parentEntity="C"/>
            <entity name="D" parentEntity="A"/>
        </model>
        """, in: sandbox)
        #expect(diagnostics.map(\.message.id) == ["dataModelInheritanceCycle", "dataModelInheritanceCycle", "dataModelInheritanceCycle"])
        #expect(diagnostics.map(\.range.start.line) == [3, 4, 5])
        // D is not in a cycle: it keeps its parent, whose chain now ends.
        #expect(model?.entities.map(\.parentName) == [nil, nil, nil, "A"])
        #expect(model?.entityAndSubentities("A").map(\.name) == ["A", "D"])
    }

    @Test func aModelInAResourceFolderIsInTheBundle() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App/Store.xcdatamodeld/Store.xcdatamodel/contents", Self.header + "<model><entity name=\"Item\"/></model>")
        let (bundle, diagnostics) = ResourceBundle.load(paths: [sandbox.path("App")])
        #expect(diagnostics.isEmpty)
        #expect(bundle.dataModels.map(\.name) == ["Store"])
        #expect(bundle.dataModels.first?.entities.map(\.name) == ["Item"])
    }
}
