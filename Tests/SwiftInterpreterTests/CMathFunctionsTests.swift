import Testing
@testable import SwiftInterpreter

/// The C math library's functions that Foundation re-exports (Glibc/Darwin): `fabs`, `cbrt`, `exp2`,
/// `fmin`, `fmax`, `copysign`, `rint`, `tanh`. Expected output is what swiftc's build of the same
/// program prints on this machine; by arithmetic: |−2.5| = 2.5, 2³ = 8, rint rounds half to even
/// (2.5 → 2), tanh 0 = 0, and the cube root of 27 is 3 within one ulp (glibc gives 3 + 2⁻⁵¹).
@Suite struct CMathFunctionsTests {
    @Test func foundationReexportsTheCMathFunctions() throws {
        let output = try run("""
        import Foundation
        print(fabs(-2.5), cbrt(27.0), exp2(3.0), fmin(1.5, -2.0), fmax(1.5, -2.0), copysign(3.0, -1.0), rint(2.5), tanh(0.0))
        """)
        #expect(output == "2.5 3.0000000000000004 8.0 -2.0 1.5 -3.0 2.0 0.0\n")
    }
}
