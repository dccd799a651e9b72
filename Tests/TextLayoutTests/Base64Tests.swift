import Foundation
import Testing
@testable import TextLayout

/// The decoder of the embedded fonts, against RFC 4648 §10's test vectors.
@Suite struct Base64Tests {
    @Test(arguments: [("", ""), ("Zg==", "f"), ("Zm8=", "fo"), ("Zm9v", "foo"), ("Zm9vYg==", "foob"),
                      ("Zm9vYmE=", "fooba"), ("Zm9vYmFy", "foobar")])
    func rfc4648Vectors(encoded: String, decoded: String) {
        #expect(Base64.decode(encoded) == Array(decoded.utf8))
    }

    /// A byte outside the alphabet, padding in the middle, or three '=' is malformed.
    @Test(arguments: ["Zm9v!", "Zg==Zg==", "Zg===", "Zm 9v"])
    func malformedInputIsRejected(encoded: String) {
        #expect(Base64.decode(encoded) == nil)
    }

    /// Inputs of every length modulo three (whole four-character groups and the padded tail),
    /// decoded like Foundation's decoder decodes them.
    @Test func agreesWithFoundationForEveryTailLength() throws {
        for length in 0..<40 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 * 37 + 11) }
            let encoded = Data(bytes).base64EncodedString()
            #expect(Base64.decode(encoded) == bytes)
            #expect(Base64.decode(encoded) == Data(base64Encoded: encoded).map(Array.init))
        }
    }

    /// A stray byte inside a whole group (not only in the tail) is malformed too.
    @Test(arguments: ["Zm9v!mFy", "Zm9vY=Fy", "Zm9vYmF\u{0}"])
    func strayBytesInsideGroupsAreRejected(encoded: String) {
        #expect(Base64.decode(encoded) == nil)
    }
}
