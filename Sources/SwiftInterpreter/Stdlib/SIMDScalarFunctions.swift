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

/// The simd module's common functions on scalars (`Float`, `Double`), as Apple's simd headers
/// define them (Apple docs, simd "Common Functions": `simd_clamp(_:_:_:)`, `simd_mix(_:_:_:)`,
/// `simd_smoothstep(_:_:_:)`, `simd_step(_:_:)`, `simd_min`, `simd_max`, `simd_abs`, `simd_sign`,
/// `simd_fract`):
/// - `simd_clamp(x, lo, hi)` is `min(max(x, lo), hi)`;
/// - `simd_mix(x, y, t)` is `x + t * (y - x)`;
/// - `simd_step(edge, x)` is 0 when `x < edge`, else 1;
/// - `simd_smoothstep(e0, e1, x)` is `t * t * (3 - 2 t)` with `t = clamp((x - e0) / (e1 - e0), 0, 1)`;
/// - `simd_sign(x)` is −1, 0 or 1 (0 for NaN); `simd_fract(x)` is `x - floor(x)` (below 1).
/// Vectors (`SIMD2<Float>`, `simd_length`) are not modelled: a call with one stays a stand-in.
extension Interpreter {
    func registerSIMDScalarFunctions() {
        let functions: [(String, Int, ([Double]) -> Double)] = [
            ("simd_clamp", 3, { Swift.min(Swift.max($0[0], $0[1]), $0[2]) }),
            ("simd_mix", 3, { $0[0] + $0[2] * ($0[1] - $0[0]) }),
            ("simd_step", 2, { $0[1] < $0[0] ? 0 : 1 }),
            ("simd_smoothstep", 3, { values in
                let t = Swift.min(Swift.max((values[2] - values[0]) / (values[1] - values[0]), 0), 1)
                return t * t * (3 - 2 * t)
            }),
            ("simd_min", 2, { Swift.min($0[0], $0[1]) }),
            ("simd_max", 2, { Swift.max($0[0], $0[1]) }),
            ("simd_abs", 1, { Swift.abs($0[0]) }),
            ("simd_sign", 1, { $0[0] > 0 ? 1 : $0[0] < 0 ? -1 : 0 }),
            ("simd_fract", 1, { Swift.min($0[0] - $0[0].rounded(.down), 1 - Double.ulpOfOne / 2) }),
        ]
        for (name, arity, function) in functions {
            registerFunction(name) { interpreter, _, arguments in
                let values = arguments.map(\.value)
                if let unseen = values.first(where: interpreter.isUnseen) { return unseen }
                let numbers = values.compactMap(\.asDouble)
                guard values.count == arity, numbers.count == arity else {
                    throw interpreter.error(.invalid, "\(name) needs \(arity) numbers (vectors are not modelled)")
                }
                return interpreter.sameFloatingType(as: values[0], function(numbers))
            }
        }
    }
}
