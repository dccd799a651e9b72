import Diagnostics

/// What is refused before a file is parsed: input that is not Swift text or is far too large to
/// be a source file. A preview file is a few kilobytes; the limit keeps a mistaken argument (a
/// log, a binary) from taking seconds.
enum SourceTextGate {
    /// 2 MiB ≈ 50 000 lines of code.
    static let maximumFileSize = 2 * 1024 * 1024

    /// The error that refuses `bytes`, if any: too large, or not UTF-8 text (a NUL byte or an
    /// invalid sequence, reported where it is).
    static func refusal(of bytes: [UInt8], file: String) -> Diagnostic? {
        let start = SourcePosition(line: 1, column: 1, offset: 0)
        if bytes.count > maximumFileSize {
            return Diagnostic(.fileTooLarge(bytes: bytes.count, limit: maximumFileSize), at: SourceRange(file: file, start: start, end: start))
        }
        if let badOffset = firstNonTextOffset(bytes) {
            let position = SourceLineTable(bytes: bytes).position(at: badOffset)
            return Diagnostic(.binaryFile(), at: SourceRange(file: file, start: position, end: position))
        }
        if let (interpreter, line) = foreignShebang(bytes) {
            return Diagnostic(.scriptOfAnotherLanguage(interpreter, line: line), at: SourceRange(file: file, start: start, end: start))
        }
        return nil
    }

    /// The interpreter and first line of a file that starts with a shebang (`#!`) naming a program
    /// other than Swift's (`#!/usr/bin/env bash`, `#!/bin/sh`); nil for Swift's own
    /// (`#!/usr/bin/env swift`, `#!/usr/bin/swift -O`, `swift-sh`), which a Swift script may start
    /// with (The Swift Programming Language, "Lexical Structure": a file's first line may be a
    /// shebang for the interpreter), and for a file with none.
    static func foreignShebang(_ bytes: [UInt8]) -> (interpreter: String, line: String)? {
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "#"), bytes[1] == UInt8(ascii: "!") else { return nil }
        let end = bytes.prefix(512).firstIndex(of: UInt8(ascii: "\n")) ?? min(bytes.count, 512)
        var line = String(decoding: bytes[..<end], as: UTF8.self)
        while let last = line.last, last == "\r" || last == " " { line.removeLast() }
        var words = line.dropFirst(2).split(separator: " ").map(String.init)
        guard let program = words.first else { return nil }
        var name = String(program.split(separator: "/").last ?? Substring(program))
        if name == "env" {
            words.removeFirst()
            // `env -S swift …`: the first word that is not an option or an assignment.
            guard let named = words.first(where: { !$0.hasPrefix("-") && !$0.contains("=") }) else { return nil }
            name = String(named.split(separator: "/").last ?? Substring(named))
        }
        return name.hasPrefix("swift") ? nil : (name, line)
    }

    /// Offset of the first NUL byte or invalid UTF-8 sequence, if any.
    static func firstNonTextOffset(_ bytes: [UInt8]) -> Int? {
        let nul = bytes.firstIndex(of: 0)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nul
            case .error:
                return min(offset, nul ?? offset)
            }
        }
    }
}
