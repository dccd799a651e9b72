// libFuzzer target: summary.json → JSON parser → schema check → approval plan. Approval only
// inspects the file system (lstat, reading snapshot headers); `apply` is never called.
import Snapshots

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSummary(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let json = try? JSONValue(parsing: text) {
        _ = try? SummarySchema.validate(json)
        _ = json.serialized(pretty: true)
    }
    _ = try? Approval(summaryText: text, filter: "*/[a-m]?*", workingDirectory: "/nonexistent-layoutlens-fuzz")
    return 0
}
