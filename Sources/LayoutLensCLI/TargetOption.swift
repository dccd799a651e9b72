import ArgumentParsing

/// `--target NAME`: only the files of the module (package target, Xcode target or folder) named
/// NAME, shared by `frames`, `render`, `check` and `explain`.
enum TargetOption {
    static let argument = ArgumentSpec.option(
        "target", valueName: "name",
        help: "Only the files of this module: a Swift package target, an Xcode target, or a folder's module (its folder's name).")
}
