#if os(Linux)
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
import Glibc

/// An inotify(7) instance watching folders (not files: editors save by writing a new file and
/// renaming it over the old one, which a watch on the old file's inode would miss).
final class InotifyWatch {
    private let fd: Int32
    /// Watch descriptor → watched folder.
    private var folders: [Int32: String] = [:]
    /// The events that mean a file's content or presence changed (inotify(7)).
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY)

    /// Nil when inotify is unavailable or no folder could be watched.
    init?(folders list: [String]) {
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        for folder in list { add(folder) }
        guard !folders.isEmpty else {
            Glibc.close(fd)
            return nil
        }
    }

    private func add(_ folder: String) {
        let descriptor = inotify_add_watch(fd, folder, Self.mask)
        if descriptor >= 0 { folders[descriptor] = folder }
    }

    func close() { Glibc.close(fd) }

    /// The paths that changed, waiting up to `seconds` for the first event.
    func changes(waitingUpTo seconds: Double) -> [String] {
        var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, Int32(seconds * 1000)) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        var paths: [String] = []
        var offset = 0
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= count {
            let (descriptor, eventMask, nameLength) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                return (event.wd, event.mask, Int(event.len))
            }
            let nameBytes = buffer[(offset + headerSize)..<min(count, offset + headerSize + nameLength)]
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            if eventMask & UInt32(IN_Q_OVERFLOW) != 0 {
                // The kernel's queue overflowed and events were lost: report every folder as changed.
                paths += folders.values.sorted()
            } else if let folder = folders[descriptor], !name.isEmpty {
                let path = folder + "/" + name
                paths.append(path)
                // A new folder is watched from now on.
                if eventMask & UInt32(IN_ISDIR) != 0, eventMask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, !WatchedFiles.isIgnored(name) {
                    add(path)
                }
            }
            offset += headerSize + nameLength
        }
        return paths
    }
}
#endif
