/// A buffer of per-node or per-text state owned by one `LayoutPass`, read and written in place
/// through a pointer: calling a method on an element never copies the element out (as reading a
/// field of an array element held by a class can), and no uniqueness or bounds check is paid on
/// the hot path (ids come from the scene, which made the buffer). The pass frees it in `deinit`.
struct PassBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count: Int

    init(repeating element: Element, count: Int) {
        base = UnsafeMutablePointer<Element>.allocate(capacity: max(count, 1))
        base.initialize(repeating: element, count: count)
        self.count = count
    }

    subscript(index: Int) -> Element {
        @inline(__always) unsafeAddress { UnsafePointer(base + index) }
        @inline(__always) nonmutating unsafeMutableAddress { base + index }
    }

    /// The address of element `index`, to read or write its fields in place.
    @inline(__always)
    func address(_ index: Int) -> UnsafeMutablePointer<Element> { base + index }

    /// Makes room for `newCount` elements, the new ones `element` (nodes a `LayoutTimeContent`
    /// adds during the pass).
    mutating func grow(to newCount: Int, repeating element: Element) {
        guard newCount > count else { return }
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCount)
        grown.moveInitialize(from: base, count: count)
        (grown + count).initialize(repeating: element, count: newCount - count)
        base.deallocate()
        base = grown
        count = newCount
    }

    /// Destroys the elements and frees the memory; the buffer must not be used afterwards.
    func free() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
