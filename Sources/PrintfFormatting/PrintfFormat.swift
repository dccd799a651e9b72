#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One number written by C's `printf` rules: what `String(format:)` gives for a single numeric
/// conversion (`%5.2f`, `%lld`), without linking Foundation, whose formatting hands numeric
/// conversions to the C library's. The text is measured first (`vsnprintf` with no buffer) and
/// then written, so any width fits.
public enum PrintfFormat {
    public static func text(_ format: String, _ value: any CVarArg) -> String {
        let length = withVaList([value]) { vsnprintf(nil, 0, format, $0) }
        guard length > 0 else { return "" }
        var bytes = [CChar](repeating: 0, count: Int(length) + 1)
        _ = withVaList([value]) { arguments in
            bytes.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, arguments) }
        }
        return String(decoding: bytes.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
