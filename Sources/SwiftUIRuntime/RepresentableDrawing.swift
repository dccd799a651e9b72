import SwiftFrontEnd

/// Which wrapped UIKit and AppKit views draw nothing, so that LayoutLens knows their whole picture
/// without running their code: an empty view taking the size it is offered, not a stand-in.
///
/// A plain `UIView` or `NSView` draws nothing of its own: `UIView.draw(_:)` "The default
/// implementation of this method does nothing", and its `backgroundColor` is `nil` by default
/// (Apple, "UIView.draw(_:)", "backgroundColor"); `NSView.draw(_:)` "The default implementation
/// does nothing" (Apple, "NSView.draw(_:)"). Apps wrap such views for what they do, not for what
/// they show: a tooltip (`toolTip`), a tracking area, a key or scroll monitor, a hit-test
/// passthrough, a window tweak. When the representable's code, and the code of every class of the
/// module it names, makes only such views (`UIView`, `NSView`, or a class of the module descending
/// from one), gives them no subviews, sublayers, layer, background, tint or mask, and overrides no
/// drawing method, the view is known to be blank. Anything else, including every other UIKit or
/// AppKit class it makes or calls, keeps it a stand-in; a class named only as a type (a
/// parameter's, a property's, a cast's: `as? UIScrollView`) is neither made nor shown. A
/// background or tint set only to `.clear` or `nil` paints nothing.
///
/// A view controller representable is blank the same way when it makes only a plain
/// `UIViewController` or `NSViewController` (or a class of the module descending from one that
/// adds nothing): "If the view controller does not have an associated nib file, this method
/// creates a plain UIView object instead" (Apple, "UIViewController.loadView()"), so its view is
/// the blank view above. Apps wrap one to reach the navigation controller around it; what such
/// code sets on the navigation or tab bar (UIKit appearance) is not run, which the warning
/// `approximatedView` says.
extension SwiftUIRuntime {
    /// Members that give a view content: subviews, layers, colours, masks and drawing overrides.
    static let membersThatDraw: Set<String> = [
        "addSubview", "insertSubview", "addArrangedSubview", "subviews", "addSublayer", "insertSublayer", "layer",
        "wantsLayer", "makeBackingLayer", "layerClass", "updateLayer", "wantsUpdateLayer", "draw", "contents",
        "backgroundColor", "tintColor", "mask", "maskView", "setNeedsDisplay", "display", "contentView",
        "documentView", "addChild", "present", "loadView",
    ]

    /// Values a background or tint may be set to and still paint nothing.
    static let clearColorValues: Set<String> = [".clear", "nil", "UIColor.clear", "NSColor.clear", ".clearColor", "UIColor.clearColor"]

    /// Names through which a controller's code reaches the bars around it (its navigation
    /// controller's bar, the tab bar).
    static let barReachingNames: Set<String> = [
        "navigationController", "navigationBar", "navigationItem", "tabBarController", "tabBar", "toolbarItems",
        "UINavigationController", "UINavigationBar", "UINavigationBarAppearance", "UITabBarController", "UITabBar",
        "UITabBarAppearance", "UIBarButtonItem",
    ]

    /// UIKit and AppKit names that make or show nothing in the view: the blank views themselves,
    /// geometry, events, gesture recognisers, menus (shown only when opened), the application,
    /// window and screen objects a helper view reads or tweaks.
    static let platformNamesDrawingNothing: Set<String> = [
        "UIView", "NSView", "UIViewRepresentable", "NSViewRepresentable", "UIViewType", "NSViewType", "UIViewRepresentableContext",
        "NSViewRepresentableContext", "NSObject", "UIResponder", "NSResponder", "NSPoint", "NSRect", "NSSize",
        "NSZeroRect", "NSZeroPoint", "NSZeroSize", "NSMakeRect", "NSMakePoint", "NSMakeSize", "NSPointInRect",
        "NSEvent", "UIEvent", "UITouch", "NSTrackingArea", "NSCursor", "NSApp", "NSApplication", "UIApplication",
        "NSWindow", "UIWindow", "NSScreen", "UIScreen", "NSNotification", "NSKeyValueObservation", "NSCoder",
        "NSMenu", "NSMenuItem", "NSPasteboard", "UIPasteboard", "NSWorkspace", "UIKeyCommand", "UIGestureRecognizer",
        "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
        "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UISwipeGestureRecognizer",
        "UIHoverGestureRecognizer", "UIGestureRecognizerDelegate", "NSGestureRecognizer", "NSClickGestureRecognizer",
        "NSPanGestureRecognizer", "NSMagnificationGestureRecognizer", "NSPressGestureRecognizer",
        "NSRotationGestureRecognizer", "NSGestureRecognizerDelegate", "UIContextMenuInteraction",
        "UIContextMenuInteractionDelegate", "UIPointerInteraction", "UIPointerInteractionDelegate",
        "UIDropInteraction", "UIDropInteractionDelegate", "NSDraggingInfo", "NSDraggingDestination",
        "NSDragOperation", "NSEventMask", "NSHapticFeedbackManager", "UIImpactFeedbackGenerator",
        "UISelectionFeedbackGenerator", "UINotificationFeedbackGenerator", "NSAccessibility", "UIViewController",
        "NSViewController", "UIViewControllerRepresentable", "NSViewControllerRepresentable", "UIViewControllerType",
        "NSViewControllerType", "UIViewControllerRepresentableContext", "NSViewControllerRepresentableContext",
    ]

    /// Whether the representable `typeName` (conforming to `kit`) is known to draw nothing: see
    /// the type's comment. A name in its code is the type nested in the declaration being read (or
    /// in the one enclosing it) before a top-level type of the module, as Swift looks names up from
    /// the innermost scope out (The Swift Programming Language, "Nested Types"), so each
    /// representable's own `Coordinator` is the one read.
    func representableDrawsNothing(_ typeName: String, kit: String) -> Bool {
        wrappedViewContent(typeName, kit: kit) == .blank
    }

    /// Whether the view representable `typeName` is a blank view but for the `AVPlayerLayer` its
    /// code makes and adds (or makes its backing layer, `layerClass`): "An object that presents
    /// the visual contents of a player object" (Apple, "AVPlayerLayer"). The video's frames come
    /// from a movie LayoutLens does not decode; the view is laid out as the blank view it is
    /// otherwise, with a warning.
    func representableShowsVideo(_ typeName: String, kit: String) -> Bool {
        wrappedViewContent(typeName, kit: kit) == .video
    }

    private func wrappedViewContent(_ typeName: String, kit: String) -> WrappedViewContent {
        if let known = knownRepresentables[typeName] { return known }
        let content = readWrappedViewContent(typeName, kit: kit)
        knownRepresentables[typeName] = content
        return content
    }

    /// Whether the blank controller representable `typeName` reaches the bars around it
    /// (`barReachingNames`): what it sets there is not run.
    func blankRepresentableReachesBars(_ typeName: String) -> Bool {
        guard let representable = declaredTypes(named: typeName).first else { return false }
        return !namesWritten(in: representable).isDisjoint(with: Self.barReachingNames)
    }

    private func readWrappedViewContent(_ typeName: String, kit: String) -> WrappedViewContent {
        guard let representable = declaredTypes(named: typeName).first else { return .unknown }
        let controller = kit.hasSuffix("ControllerRepresentable")
        let blankRoots: Set<String> = switch (kit.hasPrefix("NS"), controller) {
        case (true, true): ["NSViewController"]
        case (true, false): ["NSView"]
        case (false, true): ["UIViewController"]
        case (false, false): ["UIView"]
        }
        // The type it says it makes: a blank root or a class of the module, never another platform class.
        if let made = representableMadeType(typeName, kit: kit), !blankRoots.contains(made), declaredTypes(named: made).isEmpty { return .unknown }
        var names: Set<String> = []
        var madeOrCalled: Set<String> = []
        var paintsClear = true
        var makesBlankView = false
        var read: Set<String> = []
        var pending: [(DeclaredType, [String: DeclaredType])] = [(representable, [:])]
        while let (type, enclosing) = pending.popLast() {
            guard read.insert(type.identity).inserted else { continue }
            guard read.count <= 64 else { return .unknown }
            let scope = enclosing.merging(type.nestedTypes) { _, inner in inner }
            if type.nominal.kind == .class, let root = platformRoot(of: type, scope: scope) {
                // What a class descends from outside the module must draw nothing.
                guard Self.platformNamesDrawingNothing.contains(root) else { return .unknown }
                if blankRoots.contains(root) { makesBlankView = true }
            }
            let own = namesWritten(in: type)
            names.formUnion(own)
            madeOrCalled.formUnion(namesWritten(in: type, beyondTypes: true))
            for member in ["backgroundColor", "tintColor"] where own.contains(member) {
                let set = valuesAssigned(to: member, in: type)
                if set == nil || !set!.allSatisfy(Self.clearColorValues.contains) { paintsClear = false }
            }
            for name in own {
                guard let named = scope[name] ?? declaredTypes(named: name).first, named.nominal.kind == .class,
                      !read.contains(named.identity) else { continue }
                pending.append((named, scope))
            }
        }
        if !names.isDisjoint(with: blankRoots) { makesBlankView = true }
        var drawing = names.intersection(Self.membersThatDraw)
        if paintsClear { drawing.subtract(["backgroundColor", "tintColor"]) }
        guard makesBlankView, !madeOrCalled.contains(where: { Self.isPlatformName($0) && !Self.platformNamesDrawingNothing.contains($0) }) else {
            return .unknown
        }
        if drawing.isEmpty { return .blank }
        // A player layer added to the view's own layer is its only content.
        let otherLayers = madeOrCalled.contains { $0.hasPrefix("CA") && $0.hasSuffix("Layer") }
        let video = !controller && !otherLayers && madeOrCalled.contains("AVPlayerLayer")
            && drawing.isSubset(of: ["layer", "addSublayer", "insertSublayer", "layerClass"])
        return video ? .video : .unknown
    }

    /// A UIKit or AppKit name by Apple's prefixes: `UI` or `NS`, then a capital (`UILabel`,
    /// `NSTextField`); Foundation's `NS` names that are not views are listed as drawing nothing or
    /// are never views' content.
    private static func isPlatformName(_ name: String) -> Bool {
        for prefix in ["UI", "NS"] where name.hasPrefix(prefix) {
            if let next = name.dropFirst(2).first, next.isUppercase { return true }
        }
        return false
    }

    /// The first class outside the module that `type` descends from (`NSView` for
    /// `class Passthrough: NSView`), nil when it declares no superclass.
    private func platformRoot(of type: DeclaredType, scope: [String: DeclaredType]) -> String? {
        var current = type
        var seen: Set<String> = [type.identity]
        while let superName = current.nominal.inheritance.first.flatMap(Self.typeName) {
            guard let next = scope[superName] ?? declaredTypes(named: superName).first, next.nominal.kind == .class,
                  seen.insert(next.identity).inserted else { return superName }
            current = next
        }
        return nil
    }

    /// The types named `name` the module's files declare at their top level, else (when none
    /// does) nested in another type, in file order.
    private func declaredTypes(named name: String) -> [DeclaredType] {
        declaredTypesByName[name] ?? []
    }

    /// The names written in `type`'s declaration and, for a top-level type, in the module's
    /// extensions of it; with `beyondTypes`, only those written at least once otherwise than as
    /// a type (`SourceFileSyntax.namesWrittenBeyondTypes`).
    private func namesWritten(in type: DeclaredType, beyondTypes: Bool = false) -> Set<String> {
        var names: Set<String> = []
        for (file, span) in spans(of: type) {
            names.formUnion(beyondTypes ? file.namesWrittenBeyondTypes(in: span) : file.namesWritten(in: span))
        }
        return names
    }

    /// What `type`'s code sets `member` to, nil when it also reads or passes it.
    private func valuesAssigned(to member: String, in type: DeclaredType) -> [String]? {
        var values: [String] = []
        for (file, span) in spans(of: type) {
            guard let set = file.valuesAssigned(to: member, in: span) else { return nil }
            values += set
        }
        return values
    }

    /// `type`'s declaration and, for a top-level type, the members of the module's extensions of it.
    private func spans(of type: DeclaredType) -> [(SourceFileSyntax, SourceSpan)] {
        var spans = [(type.file, SourceSpan(start: type.declaration.span.start, end: max(type.declaration.span.end, type.nominal.bodySpan.end)))]
        for file in moduleFiles {
            for statement in file.statements {
                guard case let .declaration(declaration) = statement.kind, case let .extension(extensionDecl) = declaration.kind,
                      Self.typeName(extensionDecl.extendedType) == type.nominal.name.name else { continue }
                for member in extensionDecl.members { spans.append((file, member.span)) }
            }
        }
        return spans
    }
}

/// What a wrapped UIKit or AppKit view is known to show without running its code.
enum WrappedViewContent {
    /// Nothing: a plain view (`representableDrawsNothing`).
    case blank
    /// A video player's layer on an otherwise plain view (`representableShowsVideo`).
    case video
    /// Anything else: its code is what draws it.
    case unknown
}

/// A type declaration of the module with the file it is written in.
struct DeclaredType {
    var file: SourceFileSyntax
    var declaration: Decl
    var nominal: NominalTypeDecl

    /// Tells two declarations apart: the file and where the declaration starts.
    var identity: String { "\(file.fileName):\(declaration.span.start)" }

    /// The module's types by name: for each name its top-level declarations in file order, or,
    /// when none is top-level, the nested ones.
    static func index(of files: [SourceFileSyntax]) -> [String: [DeclaredType]] {
        var topLevel: [String: [DeclaredType]] = [:]
        var nested: [String: [DeclaredType]] = [:]
        for file in files {
            func visit(_ declaration: Decl, depth: Int) {
                switch declaration.kind {
                case let .nominalType(nominal):
                    let found = DeclaredType(file: file, declaration: declaration, nominal: nominal)
                    if depth == 0 { topLevel[nominal.name.name, default: []].append(found) } else { nested[nominal.name.name, default: []].append(found) }
                    for member in nominal.members { visit(member, depth: depth + 1) }
                case let .extension(extensionDecl):
                    for member in extensionDecl.members { visit(member, depth: depth + 1) }
                default: break
                }
            }
            for statement in file.statements {
                if case let .declaration(declaration) = statement.kind { visit(declaration, depth: 0) }
            }
        }
        return nested.merging(topLevel) { _, top in top }
    }

    /// The types declared in its body, by name.
    var nestedTypes: [String: DeclaredType] {
        var types: [String: DeclaredType] = [:]
        for member in nominal.members {
            if case let .nominalType(inner) = member.kind { types[inner.name.name] = DeclaredType(file: file, declaration: member, nominal: inner) }
        }
        return types
    }
}
