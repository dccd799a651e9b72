// libFuzzer target: bytes as an Xcode project's `project.pbxproj` → old-style property-list
// parser → `XcodeProjectReader` (targets, build phases, groups, synchronised folders, packages).
//
// The reader takes a path, so each input is written over one file in a scratch folder made once
// per process (FUZZ_SCRATCH, else /tmp): `App.xcodeproj/project.pbxproj`, beside an `App` folder
// holding a Swift file, an asset catalog and an Info.plist for groups and synchronised folders
// to find.
import Foundation
import ProjectModel

let scratch = ScratchFolder(files: [
    "App/ContentView.swift": "import SwiftUI\n",
    "App/Assets.xcassets/Contents.json": "{\"info\": {\"version\": 1, \"author\": \"xcode\"}}\n",
    "App/Info.plist": "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>\n",
    "App/Sub/Model.swift": "struct Model {}\n",
])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProjectFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    _ = OldStylePropertyListParser.parse(Array(bytes), file: "project.pbxproj")
    scratch.write(bytes, to: "App.xcodeproj/project.pbxproj")
    let (project, diagnostics) = XcodeProjectReader.read(scratch.path + "/App.xcodeproj")
    if project == nil && diagnostics.isEmpty { fatalError("a project file that reads as nothing says nothing") }
    return 0
}
