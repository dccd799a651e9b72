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

/// Colour-space arithmetic, from published formulas.
enum ColorConversion {
    /// sRGB transfer curve, linear → encoded (IEC 61966-2-1; CSS Color 4 §10.2 `gam_sRGB`),
    /// applied to the magnitude so extended values keep their sign.
    static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// sRGB transfer curve, encoded → linear (CSS Color 4 §10.2 `lin_sRGB`).
    static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// Display P3 → sRGB: decode (Display P3 uses the sRGB curve), linear P3 → XYZ → linear sRGB
    /// with CSS Color 4's exact rational matrices (§10.4 `lin_P3_to_XYZ`, §10.2
    /// `XYZ_to_lin_sRGB`), encode. Out-of-gamut results leave 0…1 (the caller clamps or keeps).
    static func displayP3ToSRGB(_ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
        let linear = [decode(red), decode(green), decode(blue)]
        let xyz = multiply(p3ToXYZ, linear)
        let srgb = multiply(xyzToSRGB, xyz)
        return (encode(srgb[0]), encode(srgb[1]), encode(srgb[2]))
    }

    /// Gray with gamma 2.2 → encoded sRGB gray: linear = white^2.2, then the sRGB curve.
    /// (Gray Gamma 2.2 is a pure 2.2 power curve; Apple, "Color Management Overview".)
    static func grayGamma22ToSRGB(_ white: Double) -> Double {
        let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
        return encode(linear)
    }

    private static let p3ToXYZ: [[Double]] = [
        [608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160],
        [35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400],
        [0, 32229.0 / 714400, 5220557.0 / 5000800],
    ]

    private static let xyzToSRGB: [[Double]] = [
        [12831.0 / 3959, -329.0 / 214, -1974.0 / 3959],
        [-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810],
        [705.0 / 12673, -2585.0 / 12673, 705.0 / 667],
    ]

    private static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
        matrix.map { row in zip(row, vector).reduce(0) { $0 + $1.0 * $1.1 } }
    }
}
