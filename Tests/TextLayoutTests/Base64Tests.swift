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
}
