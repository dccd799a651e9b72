/// Premultiplied RGBA pixels in 0…1, painted source-over in sRGB as browsers composite SVG.
struct RasterCanvas {
    let width: Int, height: Int
    private(set) var pixels: [Float]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [Float](repeating: 0, count: width * height * 4)
    }

    /// Paints `mask` with `paint(x, y)` (straight RGBA, 0…1) times `opacity`.
    mutating func fill(_ mask: CoverageMask, opacity: Float, paint: (Int, Int) -> RasterColor) {
        mask.forEachCovered { x, y, coverage in
            let color = paint(x, y)
            let alpha = color.alpha * coverage * opacity
            guard alpha > 0 else { return }
            let index = (y * width + x) * 4
            let keep = 1 - alpha
            pixels[index] = color.red * alpha + pixels[index] * keep
            pixels[index + 1] = color.green * alpha + pixels[index + 1] * keep
            pixels[index + 2] = color.blue * alpha + pixels[index + 2] * keep
            pixels[index + 3] = alpha + pixels[index + 3] * keep
        }
    }

    /// 8-bit straight-alpha RGBA, rounded to nearest.
    var rgba: [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for pixel in 0..<(width * height) {
            let index = pixel * 4
            let alpha = pixels[index + 3]
            guard alpha > 0 else { continue }
            for channel in 0..<3 {
                bytes[index + channel] = UInt8(min(max((pixels[index + channel] / alpha * 255).rounded(), 0), 255))
            }
            bytes[index + 3] = UInt8(min(max((alpha * 255).rounded(), 0), 255))
        }
        return bytes
    }
}

/// A straight (not premultiplied) colour, components 0…1.
struct RasterColor: Equatable {
    var red: Float, green: Float, blue: Float, alpha: Float

    /// `#rrggbb`, `#rgb`, `rgba(r,g,b,a)`, `rgb(r,g,b)`, `black`/`white`; nil for `none`,
    /// `transparent` and anything else.
    init?(css: String) {
        let text = css.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("#") {
            let hex = Array(text.dropFirst())
            let digits = hex.count == 3 ? hex.flatMap { [$0, $0] } : hex
            guard digits.count == 6, let value = Int(String(digits), radix: 16) else { return nil }
            self.init(red: Float(value >> 16) / 255, green: Float(value >> 8 & 0xFF) / 255, blue: Float(value & 0xFF) / 255, alpha: 1)
        } else if text.hasPrefix("rgb") {
            guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else { return nil }
            let parts = text[text.index(after: open)..<close].split(separator: ",").compactMap {
                Float($0.trimmingCharacters(in: .whitespaces))
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

import Foundation
