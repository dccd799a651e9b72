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

/// A buffer of `count` values that starts as all zero bits without being cleared: a large one is
/// fresh anonymous memory from `mmap`, which the kernel hands out zeroed; a small one comes from
/// `calloc`. A canvas or coverage mask of a full-screen diagram is megabytes that are mostly never
/// written, so clearing them first was a large share of drawing a PNG.
final class ZeroedMemory<Element: BitwiseCopyable> {
    let buffer: UnsafeMutableBufferPointer<Element>
    private let mapped: Int?

    /// Anything from 256 KiB up is mapped (glibc's `calloc` would clear reused heap memory).
    private static var mappingThreshold: Int { 256 * 1024 }

    init(count: Int) {
        let bytes = max(count, 1) * MemoryLayout<Element>.stride
        if bytes >= Self.mappingThreshold,
           let memory = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), memory != MAP_FAILED {
            mapped = bytes
            buffer = UnsafeMutableBufferPointer(start: memory.bindMemory(to: Element.self, capacity: count), count: count)
        } else {
            mapped = nil
            let memory = calloc(max(count, 1), MemoryLayout<Element>.stride)!
            buffer = UnsafeMutableBufferPointer(start: memory.bindMemory(to: Element.self, capacity: count), count: count)
        }
    }

    func copy() -> ZeroedMemory {
        let copy = ZeroedMemory(count: buffer.count)
        if let source = buffer.baseAddress { copy.buffer.baseAddress?.update(from: source, count: buffer.count) }
        return copy
    }

    deinit {
        if let mapped { munmap(buffer.baseAddress, mapped) } else { free(buffer.baseAddress) }
    }
}
