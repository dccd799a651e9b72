import SwiftFrontEnd

/// Whether files can be one module: Swift rejects a module in which two files declare the same
/// top-level type, the same global variable, or the same global function (name, argument labels,
/// parameter types and result type) without `private`/`fileprivate` ("invalid redeclaration");
/// functions that differ only in a parameter's or the result's type are overloads, which Swift
/// allows ("Functions … can be overloaded by … parameter types or return type": The Swift
/// Programming Language, Declarations; checked with swiftc). A folder of independent
/// snippets — blog posts, the bundled fixtures, each with its own `ContentView` — is not a
/// module, and its files are read one by one.
enum ModuleClashes {
    struct Clash: Equatable {
        var name: String
        var files: (String, String)

        static func == (a: Clash, b: Clash) -> Bool { a.name == b.name && a.files == b.files }
    }

    /// The first name (in file order) that two of `files` declare, with the two files' names.
    static func firstRedeclaredName(_ files: [SourceFileSyntax]) -> Clash? {
        var declaredIn: [String: String] = [:]
        for file in files {
            var own: Set<String> = []
            for key in declaredKeys(file) where own.insert(key.key).inserted {
                if let other = declaredIn[key.key] {
                    return Clash(name: key.name, files: (shortName(other), shortName(file.fileName)))
                }
                declaredIn[key.key] = file.fileName
            }
        }
        return nil
    }

    /// The top-level type names `files` declare.
    static func declaredTypeNames(_ files: [SourceFileSyntax]) -> Set<String> {
        Set(files.flatMap(declaredKeys).filter { $0.key.hasPrefix("type ") }.map(\.name))
    }

    /// The file's top-level declarations visible to other files, each as a key that two clashing
    /// declarations share (a function's key has its labels, parameter types and result type:
    /// overloads do not clash).
    private static func declaredKeys(_ file: SourceFileSyntax) -> [(key: String, name: String)] {
        var keys: [(key: String, name: String)] = []
        for statement in file.statements {
            guard case let .declaration(declaration) = statement.kind,
                  !declaration.modifiers.contains(where: { ($0.name == "private" || $0.name == "fileprivate") && $0.detail == nil }) else { continue }
            switch declaration.kind {
            case let .nominalType(nominal):
                keys.append(("type " + nominal.name.name, nominal.name.name))
            case let .function(function):
                let labels = function.parameters.map { ($0.firstName?.name ?? "_") + ":" }.joined()
                let types = function.parameters.map { parameter in
                    (parameter.type.map { spelling(file.text(of: $0.span)) } ?? "") + (parameter.isVariadic ? "..." : "")
                }
                let result = function.returnType.map { spelling(file.text(of: $0.span)) } ?? "Void"
                let generics = function.genericParameters.map { spelling(file.text(of: $0.span)) }.joined(separator: ",")
                keys.append(("func \(function.name.name)<\(generics)>(\(labels))(\(types.joined(separator: ",")))->\(result)",
                             "\(function.name.name)(\(labels))"))
            case let .variable(variable):
                for binding in variable.bindings {
                    if case let .identifier(name) = binding.pattern.kind { keys.append(("var " + name.name, name.name)) }
                }
            default: break
            }
        }
        return keys
    }

    /// A type as written, without its spaces and line breaks: `[String : Int]` and `[String: Int]`
    /// are one type.
    private static func spelling(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace })
    }

    private static func shortName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
