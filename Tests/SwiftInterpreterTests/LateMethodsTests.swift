import Testing
@testable import SwiftInterpreter

/// Overloads handed to a type to be appended on a name's first look-up
/// (`TypeInfo.addMethodsOnFirstLookUp`) answer as if appended when handed in: after the type's
/// own overloads of that name, before any added later, and the table is made only when a name
/// it has is asked for.
@Suite struct LateMethodsTests {
    private func native(_ name: String) -> Function { .native(name, labels: nil) { _, _, _ in .int(0) } }

    @Test func aNameLooksUpItsOwnOverloadsThenTheLateOnes() {
        let type = TypeInfo(name: "View", kind: .protocolType)
        let own = native("padding"), late = native("padding")
        type.addMethod("padding", own)
        var made = 0
        type.addMethodsOnFirstLookUp(names: ["padding", "frame"]) { made += 1; return ["padding": [late]] }
        #expect(type.methods(named: "body") == nil)
        #expect(made == 0, "a name outside the late names does not make the table")
        let found = type.methods(named: "padding") ?? []
        #expect(found.count == 2 && found[0] === own && found[1] === late)
        #expect(type.methods(named: "frame") == nil)
    }

    @Test func aMethodAddedAfterTheHandInComesAfterTheLateOnes() {
        let type = TypeInfo(name: "View", kind: .protocolType)
        let late = native("padding"), added = native("padding")
        type.addMethodsOnFirstLookUp(names: ["padding"]) { ["padding": [late]] }
        type.addMethod("padding", added)
        let found = type.methods["padding"] ?? []
        #expect(found.count == 2 && found[0] === late && found[1] === added)
    }

    @Test func readingTheWholeTableAppendsEveryLateName() {
        let type = TypeInfo(name: "View", kind: .protocolType)
        type.addMethodsOnFirstLookUp(names: ["padding", "frame"]) { ["padding": [native("padding")], "frame": [native("frame")]] }
        _ = type.methods(named: "padding")
        #expect(Set(type.methods.keys) == ["padding", "frame"])
        #expect(type.methods["padding"]?.count == 1, "a name already appended is not appended twice")
    }
}
