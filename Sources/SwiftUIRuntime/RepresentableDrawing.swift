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
/// AppKit class it names, keeps it a stand-in.
extension SwiftUIRuntime {
    /// Members that give a view content: subviews, layers, colours, masks and drawing overrides.
    static let membersThatDraw: Set<String> = [
        "addSubview", "insertSubview", "addArrangedSubview", "subviews", "addSublayer", "insertSublayer", "layer",
        "wantsLayer", "makeBackingLayer", "layerClass", "updateLayer", "wantsUpdateLayer", "draw", "contents",
        "backgroundColor", "tintColor", "mask", "maskView", "setNeedsDisplay", "display", "contentView",
        "documentView", "addChild", "present",
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
        "UISelectionFeedbackGenerator", "UINotificationFeedbackGenerator", "NSAccessibility",
    ]

    /// Whether the view representable `typeName` (conforming to `kit`, not a controller's) is known
    /// to draw nothing: see the type's comment. A name in its code is the type nested in the
    /// declaration being read (or in the one enclosing it) before a top-level type of the module,
    /// as Swift looks names up from the innermost scope out (The Swift Programming Language,
    /// "Nested Types"), so each representable's own `Coordinator` is the one read.
    func representableDrawsNothing(_ typeName: String, kit: String) -> Bool {
        if let known = blankRepresentables[typeName] { return known }
        let blank = wrappedViewDrawsNothing(typeName, kit: kit)
        blankRepresentables[typeName] = blank
        return blank
    }

    private func wrappedViewDrawsNothing(_ typeName: String, kit: String) -> Bool {
        guard !kit.hasSuffix("ControllerRepresentable"), let representable = declaredTypes(named: typeName).first else { return false }
        let blankRoots: Set<String> = kit.hasPrefix("NS") ? ["NSView"] : ["UIView"]
        var names: Set<String> = []
        var makesBlankView = false
        var read: Set<String> = []
        var pending: [(DeclaredType, [String: DeclaredType])] = [(representable, [:])]
        while let (type, enclosing) = pending.popLast() {
            guard read.insert(type.identity).inserted else { continue }
            guard read.count <= 64 else { return false }
            let scope = enclosing.merging(type.nestedTypes) { _, inner in inner }
            if type.nominal.kind == .class, let root = platformRoot(of: type, scope: scope) {
                // What a class descends from outside the module must draw nothing.
                guard Self.platformNamesDrawingNothing.contains(root) else { return false }
                if blankRoots.contains(root) { makesBlankView = true }
            }
            let own = namesWritten(in: type)
            names.formUnion(own)
            for name in own {
                guard let named = scope[name] ?? declaredTypes(named: name).first, named.nominal.kind == .class,
                      !read.contains(named.identity) else { continue }
                pending.append((named, scope))
            }
        }
        if !names.isDisjoint(with: blankRoots) { makesBlankView = true }
        guard makesBlankView, names.isDisjoint(with: Self.membersThatDraw) else { return false }
        return !names.contains { Self.isPlatformName($0) && !Self.platformNamesDrawingNothing.contains($0) }
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
    /// extensions of it.
    private func namesWritten(in type: DeclaredType) -> Set<String> {
        let span = SourceSpan(start: type.declaration.span.start, end: max(type.declaration.span.end, type.nominal.bodySpan.end))
        var names = type.file.namesWritten(in: span)
        for file in moduleFiles {
            for statement in file.statements {
                guard case let .declaration(declaration) = statement.kind, case let .extension(extensionDecl) = declaration.kind,
                      Self.typeName(extensionDecl.extendedType) == type.nominal.name.name else { continue }
                for member in extensionDecl.members { names.formUnion(file.namesWritten(in: member.span)) }
            }
        }
        return names
    }
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
