/// What compiling a scene needs to know about a primitive, looked up once per node by its type
/// (one table lookup instead of a chain of dynamic casts): how normalisation treats its children,
/// where its explicit guides come from, whether it draws, and whether the pass may answer it from
/// its kind. Every engine type listed answers `childRole` with a constant, recorded here.
struct PrimitiveTraits {
    /// Where a primitive's explicit guide values come from.
    enum GuideSource {
        /// Never: it keeps the protocol's default (`nil`).
        case none
        /// Only its children's explicit values, moved into its coordinates.
        case children
        /// The text baselines (`Text`).
        case textBaselines
        /// Any guide of its own, or unknown (`alignmentGuide`, user layouts).
        case own
    }

    var childRole: ChildRole
    var guides: GuideSource
    /// Whether it is a `DrawableLeaf` (leaves, and any type not listed, are cast to find out).
    var mayDraw: Bool
    /// Whether `DrawableLeaf.placedText` may return text (`Text`, and any type not listed).
    var drawsText: Bool
    /// How the pass may answer the primitive when it is a leaf.
    var leafShortcut: LayoutScene.Shortcut
    /// Whether its children are made while it is placed (`LayoutTimeContent`): its placements
    /// and guides are never memoised, since its children change when it is placed.
    var makesContentWhenPlaced = false
    /// Whether it may move its drawing (`RenderEffectProviding`: any type not listed).
    var mayHaveEffect = false
    /// Whether it may draw a control (`ControlDrawingProviding`: any type not listed, and those marked).
    var drawsControl = false
    /// Whether it may grow children into the safe area when placed (`SafeAreaExpanding`: the
    /// node asks its primitive once, when the scene is compiled).
    var mayExpandIntoSafeArea = false
    /// Whether it may change its children's environment (`LayoutPrimitive.modifyEnvironment`):
    /// false for the listed types that keep the protocol's default, which changes nothing.
    var changesEnvironment = true
    /// Whether the type is one of the engine's own, listed here (not a user layout): its answers
    /// depend only on the scene, not on code the engine does not know.
    var isKnown = true

    /// The traits of `primitive`'s type; unknown types (user layouts) get the safe answer: asked
    /// for everything.
    static func of(_ primitive: any LayoutPrimitive) -> PrimitiveTraits {
        known[ObjectIdentifier(type(of: primitive))] ?? unknown(primitive)
    }

    /// `of(_:)` for the primitive stored at `stored`, looked up by its stored type
    /// (`storedType(of:)`): the same traits, without asking the runtime for the dynamic type.
    @inline(__always)
    static func of(stored: UnsafePointer<any LayoutPrimitive>) -> PrimitiveTraits {
        known[storedType(of: stored)] ?? unknown(stored.pointee)
    }

    /// The identity of the type recorded in the existential container at `stored`, read in place.
    /// Swift's ABI lays out an `any P` of a protocol that is not class-bound as a three-word value
    /// buffer, then the type's metadata, then the witness table (swift/docs/ABI/TypeLayout.rst,
    /// "Existential Container Layout"): reading that word costs a load, where `type(of:)` of a
    /// field copies the value (its retains) and asks `swift_getDynamicType`. The two differ only
    /// for a class instance stored as its superclass, whose dynamic type is the subclass; every
    /// type `known` lists is a struct, so a look-up there answers the same either way.
    @inline(__always)
    static func storedType(of stored: UnsafePointer<any LayoutPrimitive>) -> ObjectIdentifier {
        ObjectIdentifier(UnsafeRawPointer(stored).load(fromByteOffset: 3 * MemoryLayout<Int>.stride, as: Any.Type.self))
    }

    /// How normalisation treats the children of a type listed here (`nil` for a type not listed),
    /// found from the type alone and read in place: `of(_:).childRole` without passing the value
    /// (a field read through a pointer is copied first) or copying the traits.
    @inline(__always)
    static func listedRole(_ type: any LayoutPrimitive.Type) -> ChildRole? {
        known.childRole(ObjectIdentifier(type))
    }

    /// `listedRole` of a type named by its identity (`storedType(of:)`).
    @inline(__always)
    static func listedRole(_ type: ObjectIdentifier) -> ChildRole? {
        known.childRole(type)
    }

    /// Where a listed leaf's content comes from (`content(of:)`): a plain value, so the traits
    /// are copied without a retain.
    enum ContentSource: UInt8 {
        /// Asked through the runtime's cast to `DrawableLeaf` (any type not listed).
        case cast
        /// A constant (`Text`, `Spacer` and `Divider` always show the same).
        case text, spacer, divider
        /// Asked of the leaf, read as its own type.
        case color, shape, image, switchLeaf
    }

    /// Where the primitive's content comes from (`content(of:)`).
    var contentSource = ContentSource.cast

    /// What `primitive`, whose traits these are, shows once placed (`DrawableLeaf.placedContent`),
    /// `nil` when it is not a `DrawableLeaf` (asked when `mayDraw`): for a listed leaf a
    /// comparison of types instead of the runtime's search for a conformance and boxing the leaf
    /// as a `DrawableLeaf`, and no question at all for a leaf whose content is a constant.
    func content(of primitive: any LayoutPrimitive, size: Size) -> PlacedContent? {
        switch contentSource {
        case .cast:
            guard let leaf = primitive as? any DrawableLeaf else { return nil }
            return (leaf as? any SizedDrawableLeaf)?.placedContent(in: size) ?? leaf.placedContent()
        case .text: return .text
        case .spacer: return .spacer
        case .divider: return .divider
        case .color: return Self.value(of: primitive, as: ColorLeaf.self)?.placedContent()
        case .shape: return Self.value(of: primitive, as: ShapeLeaf.self)?.placedContent()
        case .image: return Self.value(of: primitive, as: ImageLeaf.self)?.placedContent()
        case .switchLeaf: return Self.value(of: primitive, as: SwitchLeaf.self)?.placedContent()
        }
    }

    /// The safe answer for a type not listed (a user layout): asked for everything.
    static func unknown(_ primitive: any LayoutPrimitive) -> PrimitiveTraits {
        PrimitiveTraits(childRole: (primitive as? ChildRoleProviding)?.childRole ?? .modifier,
                        guides: .own, mayDraw: true, drawsText: true, leafShortcut: .general,
                        makesContentWhenPlaced: primitive is LayoutTimeContent, mayHaveEffect: true, drawsControl: true,
                        isKnown: false)
    }

    private static let known: KnownTypes = {
        var table = KnownTypes()
        func add(_ types: [any LayoutPrimitive.Type], _ traits: PrimitiveTraits) {
            for type in types { table[ObjectIdentifier(type)] = traits }
        }
        /// A drawable leaf type: `add`, with where its content comes from.
        func addLeaf<Leaf: LayoutPrimitive & DrawableLeaf>(_ type: Leaf.Type, _ traits: PrimitiveTraits,
                                                           content: ContentSource) {
            var traits = traits
            traits.contentSource = content
            table[ObjectIdentifier(type)] = traits
        }
        addLeaf(ColorLeaf.self, PrimitiveTraits(childRole: .leaf, guides: .none, mayDraw: true, drawsText: false, leafShortcut: .color),
                content: .color)
        addLeaf(SpacerLeaf.self, PrimitiveTraits(childRole: .leaf, guides: .none, mayDraw: true, drawsText: false, leafShortcut: .spacer),
                content: .spacer)
        let plainLeaf = PrimitiveTraits(childRole: .leaf, guides: .none, mayDraw: true, drawsText: false,
                                        leafShortcut: .leafWithoutGuides)
        addLeaf(ShapeLeaf.self, plainLeaf, content: .shape)
        addLeaf(DividerLeaf.self, plainLeaf, content: .divider)
        addLeaf(ImageLeaf.self, plainLeaf, content: .image)
        addLeaf(SwitchLeaf.self,
                PrimitiveTraits(childRole: .leaf, guides: .none, mayDraw: true, drawsText: false, leafShortcut: .leafWithoutGuides,
                                drawsControl: true),
                content: .switchLeaf)
        add([EmptyLeaf.self],
            PrimitiveTraits(childRole: .leaf, guides: .none, mayDraw: false, drawsText: false, leafShortcut: .leafWithoutGuides))
        add([ScrollViewLayout.self, LazyVGridLayout.self, ToggleLayout.self, GeometryReaderLayout.self],
            PrimitiveTraits(childRole: .container, guides: .none, mayDraw: false, drawsText: false, leafShortcut: .general))
        add([GroupLayout.self],
            PrimitiveTraits(childRole: .transparentGroup, guides: .none, mayDraw: false, drawsText: false, leafShortcut: .general))
        add([EnvironmentModifier.self],
            PrimitiveTraits(childRole: .transparentModifier, guides: .none, mayDraw: false, drawsText: false, leafShortcut: .general))
        add([StackLayout.self, ZStackLayout.self, LabelLayout.self],
            PrimitiveTraits(childRole: .container, guides: .children, mayDraw: false, drawsText: false, leafShortcut: .general))
        add([ButtonLayout.self],
            PrimitiveTraits(childRole: .container, guides: .children, mayDraw: false, drawsText: false, leafShortcut: .general,
                            drawsControl: true))
        add([OverlayLayout.self],
            PrimitiveTraits(childRole: .primaryAndSecondaries, guides: .children, mayDraw: false, drawsText: false,
                            leafShortcut: .general, mayExpandIntoSafeArea: true, changesEnvironment: false))
        // The modifiers below and `OverlayLayout` keep the protocol's `modifyEnvironment`.
        add([AspectRatioLayout.self, PositionLayout.self, PaddingLayout.self, FrameLayout.self,
             RelativeProposedLayout.self, FlexibleFrameLayout.self, LayoutPriorityModifier.self, FixedSizeLayout.self],
            PrimitiveTraits(childRole: .modifier, guides: .children, mayDraw: false, drawsText: false, leafShortcut: .general,
                            changesEnvironment: false))
        add([OffsetModifier.self, TransformEffectModifier.self],
            PrimitiveTraits(childRole: .modifier, guides: .children, mayDraw: false, drawsText: false, leafShortcut: .general,
                            mayHaveEffect: true, changesEnvironment: false))
        add([IgnoresSafeAreaLayout.self],
            PrimitiveTraits(childRole: .modifier, guides: .children, mayDraw: false, drawsText: false, leafShortcut: .general,
                            mayExpandIntoSafeArea: true, changesEnvironment: false))
        addLeaf(TextLeaf.self, PrimitiveTraits(childRole: .leaf, guides: .textBaselines, mayDraw: true, drawsText: true,
                                               leafShortcut: .text), content: .text)
        return table
    }()
}

extension PrimitiveTraits {
    /// `body` of the `Leaf` stored at `stored`, read in place when the container holds it
    /// inline, else of a copy (`value(of:as:)`); `nil` when the stored type is another. Swift's
    /// ABI keeps a value in the existential's three-word buffer when it fits there (size and
    /// alignment) and is bitwise takable, else boxed on the heap (swift/docs/ABI/TypeLayout.rst,
    /// "Existential Container Layout"): `Leaf` must be a type without weak references (every
    /// engine primitive is), so fitting the buffer is enough. Reading a `Text`'s string this way
    /// retains only the string, where `value(of:as:)` copies the primitive twice.
    @inline(__always)
    static func withStored<Leaf: LayoutPrimitive, Result>(_ stored: UnsafePointer<any LayoutPrimitive>, as leaf: Leaf.Type,
                                                          _ body: (UnsafePointer<Leaf>) -> Result) -> Result? {
        guard storedType(of: stored) == ObjectIdentifier(Leaf.self) else { return nil }
        if MemoryLayout<Leaf>.size <= 3 * MemoryLayout<Int>.stride && MemoryLayout<Leaf>.alignment <= MemoryLayout<Int>.alignment {
            return body(UnsafeRawPointer(stored).assumingMemoryBound(to: Leaf.self))
        }
        guard let copy = value(of: stored.pointee, as: Leaf.self) else { return nil }
        return withUnsafePointer(to: copy) { body($0) }
    }

    /// `primitive` as a `Leaf` when that is its type, found by comparing its type with `Leaf`
    /// once the existential is opened: the same answer as `primitive as? Leaf` for a struct, which
    /// asks the runtime's general cast (`swift_dynamicCast`, about 250 instructions per view).
    @inline(__always)
    static func value<Leaf: LayoutPrimitive>(of primitive: any LayoutPrimitive, as leaf: Leaf.Type) -> Leaf? {
        func opened<Opened: LayoutPrimitive>(_ opened: Opened) -> Leaf? {
            // The same type: the bits are a `Leaf`'s (a copy of it, retains and all).
            Opened.self == Leaf.self ? unsafeBitCast(opened, to: Leaf.self) : nil
        }
        return opened(primitive)
    }
}

/// The listed types' traits, in an open-addressed table keyed by the type's identity and hashed
/// by one multiplication: looked up once per node when a scene is compiled, where a `Dictionary`
/// hashed each key with SipHash.
private struct KnownTypes {
    /// A power of two, at least twice the types listed.
    private static let capacity = 128
    private var keys = [UInt](repeating: 0, count: capacity)
    private var values = [PrimitiveTraits?](repeating: nil, count: capacity)
    /// Each listed type's `childRole`, at its slot.
    private var roles = [ChildRole](repeating: .leaf, count: capacity)

    private static func start(_ key: UInt) -> Int {
        // Fibonacci hashing: the top 7 bits of the product (capacity 128).
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 57)
    }

    /// The slot of `type`, or `nil` when it is not listed.
    @inline(__always)
    private func slot(of type: ObjectIdentifier) -> Int? {
        let key = UInt(bitPattern: type)
        var slot = Self.start(key)
        while keys[slot] != 0 {
            if keys[slot] == key { return slot }
            slot = (slot + 1) & (Self.capacity - 1)
        }
        return nil
    }

    /// `self[type]?.childRole`, without copying the traits out (kept apart, a trivial value).
    func childRole(_ type: ObjectIdentifier) -> ChildRole? {
        guard let slot = slot(of: type) else { return nil }
        return roles[slot]
    }

    subscript(type: ObjectIdentifier) -> PrimitiveTraits? {
        get {
            guard let slot = slot(of: type) else { return nil }
            return values[slot]
        }
        set {
            let key = UInt(bitPattern: type)
            var slot = Self.start(key)
            while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & (Self.capacity - 1) }
            keys[slot] = key
            values[slot] = newValue
            roles[slot] = newValue?.childRole ?? .leaf
        }
    }
}
