/// A buffer of per-node or per-text state owned by one `LayoutPass`, read and written in place
/// through a pointer: calling a method on an element never copies the element out (as reading a
/// field of an array element held by a class can), and no uniqueness or bounds check is paid on
/// the hot path (ids come from the scene, which made the buffer). The pass frees it in `deinit`.
struct PassBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count: Int

    /// `count` elements, each made by `make` (made in place: no copy of a prototype element).
    init(count: Int, _ make: () -> Element) {
        base = UnsafeMutablePointer<Element>.allocate(capacity: max(count, 1))
        for index in 0..<count { (base + index).initialize(to: make()) }
        self.count = count
    }

    subscript(index: Int) -> Element {
        @inline(__always) unsafeAddress { UnsafePointer(base + index) }
        @inline(__always) nonmutating unsafeMutableAddress { base + index }
    }

    /// The address of element `index`, to read or write its fields in place.
    @inline(__always)
    func address(_ index: Int) -> UnsafeMutablePointer<Element> { base + index }

    /// Makes room for `newCount` elements, the new ones made by `make` (for nodes a
    /// `LayoutTimeContent` adds during the pass).
    mutating func grow(to newCount: Int, _ make: () -> Element) {
        guard newCount > count else { return }
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCount)
        grown.moveInitialize(from: base, count: count)
        for index in count..<newCount { (grown + index).initialize(to: make()) }
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
