import Testing
@testable import SwiftInterpreter

/// The simd module's common functions on scalars, by their definitions in Apple's simd headers
/// (simd is not on Linux, so the numbers are arithmetic): clamp(1.5, 0, 1) = 1;
/// mix(2, 4, 0.25) = 2 + 0.25 × 2 = 2.5; smoothstep(0, 1, 0.5) = 0.25 × (3 − 1) = 0.5;
/// step(0.5, 0.4) = 0 (0.4 < 0.5); sign(−3) = −1; fract(2.75) = 0.75; min/max/abs as named.
@Suite struct SIMDScalarFunctionTests {
    @Test func scalarCommonFunctionsFollowTheirDefinitions() throws {
        let output = try run("""
        import simd
        print(simd_clamp(1.5, 0.0, 1.0), simd_mix(2.0, 4.0, 0.25), simd_smoothstep(0.0, 1.0, 0.5))
        print(simd_step(0.5, 0.4), simd_sign(-3.0), simd_fract(2.75), simd_min(1.0, 2.0), simd_max(1.0, 2.0), simd_abs(-0.5))
        """)
        #expect(output == "1.0 2.5 0.5\n0.0 -1.0 0.75 1.0 2.0 0.5\n")
    }
}
