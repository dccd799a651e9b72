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
import LayoutEngine

/// Premultiplied RGBA pixels in 0…1, painted source-over in sRGB as browsers composite SVG.
///
/// Every paint computes, per pixel, `alpha = colour alpha × coverage × opacity` and
/// `pixel = colour × alpha + pixel × (1 − alpha)`, in that order, so a fast path (a whole opaque
/// span, a pixel-aligned rectangle) gives the same bits as the general one.
struct RasterCanvas {
    let width: Int, height: Int
    private var storage: ZeroedMemory<Float>

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        storage = ZeroedMemory(count: width * height * 4)
    }

    /// The premultiplied components, four per pixel, row by row.
    var pixels: [Float] { Array(storage.buffer) }

    /// Runs `body` on the pixels, copying them first if another canvas shares them.
    private mutating func withMutablePixels<Result>(_ body: (UnsafeMutableBufferPointer<Float>) -> Result) -> Result {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return body(storage.buffer)
    }

    /// Paints the outline in `mask` with `color` (straight RGBA, 0…1) times `opacity`; empties the mask.
    mutating func fill(_ mask: inout CoverageMask, color: RasterColor, opacity: Float) {
        let width = self.width
        withMutablePixels { pixels in
            mask.consumeSpans { row, columns, coverage in
                let alpha = color.alpha * coverage * opacity
                var index = (row * width + columns.lowerBound) * 4
                for _ in columns {
                    Self.blend(color, alpha: alpha, into: pixels, at: index)
                    index += 4
                }
            }
        }
    }

    /// Paints the outline in `mask` with `paint(x, y)` (straight RGBA, 0…1) times `opacity`;
    /// empties the mask.
    mutating func fill(_ mask: inout CoverageMask, opacity: Float, paint: (Int, Int) -> RasterColor) {
        let width = self.width
        withMutablePixels { pixels in
            mask.consumeSpans { row, columns, coverage in
                for column in columns {
                    let color = paint(column, row)
                    Self.blend(color, alpha: color.alpha * coverage * opacity, into: pixels, at: (row * width + column) * 4)
                }
            }
        }
    }

    /// Paints whole pixels `columns` × `rows` with `color` times `opacity`: the fill of a
    /// rectangle whose edges lie on pixel boundaries, where every covered pixel's coverage is 1.
    mutating func fill(columns: Range<Int>, rows: Range<Int>, color: RasterColor, opacity: Float) {
        let columns = columns.clamped(to: 0..<width), rows = rows.clamped(to: 0..<height)
        guard !columns.isEmpty else { return }
        let alpha = color.alpha * 1 * opacity
        guard alpha > 0 else { return }
        let width = self.width
        withMutablePixels { pixels in
            guard let base = pixels.baseAddress else { return }
            for row in rows {
                let start = (row * width + columns.lowerBound) * 4
                if alpha == 1 {
                    // colour × 1 + pixel × 0 is the colour: the span is stored, not blended.
                    UnsafeMutableRawPointer(base + start).bindMemory(to: SIMD4<Float>.self, capacity: columns.count)
                        .update(repeating: SIMD4(color.red, color.green, color.blue, 1), count: columns.count)
                    continue
                }
                var index = start
                for _ in columns {
                    Self.blend(color, alpha: alpha, into: pixels, at: index)
                    index += 4
                }
            }
        }
    }

    @inline(__always)
    private static func blend(_ color: RasterColor, alpha: Float, into pixels: UnsafeMutableBufferPointer<Float>, at index: Int) {
        guard alpha > 0 else { return }
        if alpha == 1 {
            // colour × 1 + pixel × 0: exactly the colour (pixels are finite).
            pixels[index] = color.red
            pixels[index + 1] = color.green
            pixels[index + 2] = color.blue
            pixels[index + 3] = 1
            return
        }
        let keep = 1 - alpha
        pixels[index] = color.red * alpha + pixels[index] * keep
        pixels[index + 1] = color.green * alpha + pixels[index + 1] * keep
        pixels[index + 2] = color.blue * alpha + pixels[index + 2] * keep
        pixels[index + 3] = alpha + pixels[index + 3] * keep
    }

    /// 8-bit straight-alpha RGBA, rounded to nearest (halves away from zero). A pixel equal to
    /// the one before it (flat areas: most of a diagram) reuses its bytes.
    var rgba: [UInt8] {
        let (width, count) = (self.width, width * height)
        let pixels = UnsafeBufferPointer(storage.buffer)
        return [UInt8](unsafeUninitializedCapacity: count * 4) { bytes, initialized in
            guard let source = pixels.baseAddress, let output = bytes.baseAddress else { return }
            let raw = UnsafeRawPointer(source)
            var previous: (UInt64, UInt64) = (0, 0) // the bits of a transparent pixel
            var previousBytes: UInt32 = 0
            for row in 0..<height {
                // A row equal to the one above (flat areas, vertical edges) is the row above's bytes.
                if row > 0, memcmp(source + row * width * 4, source + (row - 1) * width * 4, width * 16) == 0 {
                    (output + row * width * 4).initialize(from: output + (row - 1) * width * 4, count: width * 4)
                    continue
                }
                for pixel in (row * width)..<((row + 1) * width) {
                    let current = (raw.load(fromByteOffset: pixel * 16, as: UInt64.self), raw.load(fromByteOffset: pixel * 16 + 8, as: UInt64.self))
                    if current != previous {
                        previous = current
                        let (red, green, blue, alpha) = (source[pixel * 4], source[pixel * 4 + 1], source[pixel * 4 + 2], source[pixel * 4 + 3])
                        previousBytes = alpha > 0
                            ? UInt32(Self.byte(red / alpha * 255)) | UInt32(Self.byte(green / alpha * 255)) << 8
                                | UInt32(Self.byte(blue / alpha * 255)) << 16 | UInt32(Self.byte(alpha * 255)) << 24
                            : 0
                    }
                    UnsafeMutableRawPointer(output + pixel * 4).storeBytes(of: previousBytes.littleEndian, as: UInt32.self)
                }
            }
            initialized = count * 4
        }
    }

    /// `value` rounded to the nearest integer, halves away from zero, clamped to 0…255 (NaN is 0).
    /// The same as `UInt8(min(max(value.rounded(), 0), 255))`, without a call into libm.
    @inline(__always)
    static func byte(_ value: Float) -> UInt8 {
        guard value > 0 else { return 0 }
        guard value < 255 else { return 255 }
        let whole = Int(value) // truncation: the integer part of a positive value
        return UInt8(value - Float(whole) >= 0.5 ? whole + 1 : whole)
    }
}

/// A straight (not premultiplied) colour, components 0…1.
struct RasterColor: Equatable {
    var red: Float, green: Float, blue: Float, alpha: Float

    /// `#rrggbb`, `#rgb`, `rgba(r,g,b,a)`, `rgb(r,g,b)`, `black`/`white`; nil for `none`,
    /// `transparent` and anything else.
    init?(css: String) {
        let text = css.trimmedOfWhitespace()
        if text.hasPrefix("#") {
            let hex = Array(text.dropFirst())
            let digits = hex.count == 3 ? hex.flatMap { [$0, $0] } : hex
            guard digits.count == 6, let value = Int(String(digits), radix: 16) else { return nil }
            self.init(red: Float(value >> 16) / 255, green: Float(value >> 8 & 0xFF) / 255, blue: Float(value & 0xFF) / 255, alpha: 1)
        } else if text.hasPrefix("rgb") {
            guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else { return nil }
            let parts = text[text.index(after: open)..<close].split(separator: ",").compactMap {
                Float($0.trimmedOfWhitespace())
            }
            guard parts.count >= 3 else { return nil }
            self.init(red: parts[0] / 255, green: parts[1] / 255, blue: parts[2] / 255, alpha: parts.count > 3 ? parts[3] : 1)
        } else if text == "black" {
            self.init(red: 0, green: 0, blue: 0, alpha: 1)
        } else if text == "white" {
            self.init(red: 1, green: 1, blue: 1, alpha: 1)
        } else {
            return nil
        }
    }

    init(red: Float, green: Float, blue: Float, alpha: Float) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

