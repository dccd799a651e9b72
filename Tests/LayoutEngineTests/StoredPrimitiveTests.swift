import Testing
@testable import LayoutEngine

/// `PrimitiveTraits.withStored` reads a primitive of a known type where the existential holds it:
/// in the container's buffer when it fits there, else through a copy. Either way it must see
/// the value `value(of:as:)` copies out.
@Suite struct StoredPrimitiveTests {
    @Test func aTextIsReadInPlace() {
        // A `Text` is one `String` (16 bytes): it fits the three-word buffer.
        #expect(MemoryLayout<TextLeaf>.size <= 3 * MemoryLayout<Int>.stride)
        let primitives: [any LayoutPrimitive] = [TextLeaf("a string longer than fifteen bytes"), TextLeaf("short")]
        primitives.withUnsafeBufferPointer { buffer in
            #expect(PrimitiveTraits.withStored(buffer.baseAddress!, as: TextLeaf.self) { $0.pointee.content }
                == "a string longer than fifteen bytes")
            #expect(PrimitiveTraits.withStored(buffer.baseAddress! + 1, as: TextLeaf.self) { $0.pointee.content } == "short")
        }
    }

    @Test func aBoxedPrimitiveIsReadThroughACopy() {
        // Two optional lengths and an alignment do not fit three words: the value is boxed.
        #expect(MemoryLayout<FrameLayout>.size > 3 * MemoryLayout<Int>.stride)
        let primitives: [any LayoutPrimitive] = [FrameLayout(width: 40, height: 16, alignment: .topLeading)]
        primitives.withUnsafeBufferPointer { buffer in
            let read = PrimitiveTraits.withStored(buffer.baseAddress!, as: FrameLayout.self) { ($0.pointee.width, $0.pointee.height) }
            #expect(read?.0 == 40)
            #expect(read?.1 == 16)
        }
    }

    @Test func anotherTypeIsNotRead() {
        let primitives: [any LayoutPrimitive] = [TextLeaf("text"), FrameLayout(width: 1, height: 2)]
        primitives.withUnsafeBufferPointer { buffer in
            #expect(PrimitiveTraits.withStored(buffer.baseAddress!, as: FrameLayout.self) { _ in true } == nil)
            #expect(PrimitiveTraits.withStored(buffer.baseAddress! + 1, as: TextLeaf.self) { _ in true } == nil)
        }
    }
}
