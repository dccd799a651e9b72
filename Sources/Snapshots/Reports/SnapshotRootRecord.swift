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

/// A snapshot folder as `summary.json` records it: absolute (links resolved) and relative to the
/// git repository holding it, so `approve` can find it again from any working directory or in
/// another checkout, and refuse when it is not there.
public struct SnapshotRootRecord: Hashable, Sendable {
    public var kind: WritableRoot.Kind
    /// Absolute, links resolved.
    public var absolute: String
    /// The repository's top folder (the nearest one holding `.git`), if any.
    public var repository: String?
    /// `absolute` below `repository`, if inside one.
    public var relative: String?

    public init(kind: WritableRoot.Kind, absolute: String, repository: String?, relative: String?) {
        self.kind = kind
        self.absolute = absolute
        self.repository = repository
        self.relative = relative
    }

    /// Records `path` as the check run sees it now.
    public init(path: String, kind: WritableRoot.Kind) {
        let absolute = FilePaths.resolvedPath(path) ?? path
        let repository = FilePaths.repositoryRoot(containing: absolute)
        var relative: String?
        if let repository {
            relative = repository == absolute ? "." : String(absolute.dropFirst(repository == "/" ? 1 : repository.count + 1))
        }
        self.init(kind: kind, absolute: absolute, repository: repository, relative: relative)
    }

    var json: JSONValue {
        .object([
            ("kind", .string(kind.rawValue)),
            ("absolute", .string(absolute)),
            ("repository", repository.map(JSONValue.string) ?? .null),
            ("relative", relative.map(JSONValue.string) ?? .null),
        ])
    }
}
