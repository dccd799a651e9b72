import SwiftFrontEnd

/// How SwiftUI sizes a wrapped UIKit or AppKit view when LayoutLens does not run its UIKit code.
///
/// A representable that does not implement `sizeThatFits(_:uiView:context:)` is sized by "the
/// default sizing algorithm" (Apple, "UIViewRepresentable.sizeThatFits(_:uiView:context:)":
/// "Returning a value of nil indicates that the system should use the default sizing
/// algorithm"), which follows the view's `intrinsicContentSize`. A plain `UIView` has none
/// (Apple, "intrinsicContentSize": a view with no intrinsic size for a dimension uses
/// `noIntrinsicMetric`), nor do the scrolling and rendering views listed in
/// `viewsWithoutIntrinsicSize`, which do not override it; such a view takes the size it is
/// offered: a `PHLivePhotoView` wrapped so shows in a `VStack` and collapses to almost no height
/// in a `ScrollView`, which offers no height (Apple Developer Forums, thread 685960). A view
/// controller's root view is such a view, so a controller representable takes the offer too
/// (**unverified**: a controller's `preferredContentSize` is not consulted). The view stays a
/// stand-in (its content is UIKit code), but its frame is SwiftUI's.
extension SwiftUIRuntime {
    /// UIKit and AppKit views that keep `UIView`'s "no intrinsic size": scroll, web, map, table,
    /// collection, effect and rendering views, whose pages document no `intrinsicContentSize` of
    /// their own (**unverified** per class: only `UIView`'s default is documented). Views with content-sized intrinsic sizes (labels,
    /// image views, buttons, switches, text fields, stack views, and text views, which have one
    /// when scrolling is off) are not listed: their size is their UIKit content's.
    static let viewsWithoutIntrinsicSize: Set<String> = [
        "UIView", "NSView", "WKWebView", "MKMapView", "UIScrollView", "NSScrollView", "UITableView", "NSTableView",
        "UICollectionView", "NSCollectionView", "UIVisualEffectView", "NSVisualEffectView", "PDFView", "SCNView",
        "SKView", "ARView", "ARSCNView", "MTKView", "PKCanvasView", "PHLivePhotoView", "GLKView",
    ]

    /// Whether the representable `typeName` (conforming to `kit`) takes the size it is offered:
    /// it declares no `sizeThatFits`, and its view is a controller's or one of
    /// `viewsWithoutIntrinsicSize` (or a class of the module descending from one without
    /// declaring `intrinsicContentSize` or `sizeThatFits`).
    func representableFillsOffer(_ typeName: String, kit: String) -> Bool {
        guard !declaredMembers(of: typeName).contains(where: { Self.functionName($0) == "sizeThatFits" }) else { return false }
        if kit.hasSuffix("ControllerRepresentable") { return true }
        return representableSizelessView(typeName, kit: kit) != nil
    }

    /// The UIKit or AppKit class of `viewsWithoutIntrinsicSize` that the view representable
    /// `typeName` makes (`WKWebView` for `func makeUIView(context:) -> WKWebView`, or for a class
    /// of the module descending from it that declares no `intrinsicContentSize` or
    /// `sizeThatFits`); nil for any other view or a controller's.
    func representableSizelessView(_ typeName: String, kit: String) -> String? {
        guard !kit.hasSuffix("ControllerRepresentable") else { return nil }
        var viewType = representableMadeType(typeName, kit: kit)
        var seen: Set<String> = []
        while let name = viewType, seen.insert(name).inserted, seen.count <= 16 {
            if Self.viewsWithoutIntrinsicSize.contains(name) { return name }
            // A class of the module: its own size rule unless it leaves UIKit's in place.
            guard let declaration = classDeclaration(named: name) else { return nil }
            let sizes = declaredMembers(of: name).contains { member in
                Self.functionName(member) == "sizeThatFits" || Self.variableName(member) == "intrinsicContentSize"
            }
            if sizes { return nil }
            viewType = declaration.inheritance.first.flatMap(Self.typeName)
        }
        return nil
    }

    /// The type the representable `typeName` (conforming to `kit`) declares it makes: the return
    /// type of its `makeUIView(context:)` (`makeNSView`, `makeUIViewController`,
    /// `makeNSViewController`), else its `UIViewType` (…) alias; nil when it declares neither.
    func representableMadeType(_ typeName: String, kit: String) -> String? {
        let platform = kit.hasPrefix("NS") ? "NS" : "UI"
        let made = kit.hasSuffix("ControllerRepresentable") ? "ViewController" : "View"
        var madeType: String?
        for member in declaredMembers(of: typeName) {
            if case let .function(function) = member.kind, function.name.name == "make\(platform)\(made)", let returned = function.returnType {
                madeType = Self.typeName(returned)
            } else if case let .typealias(aliasDecl) = member.kind, aliasDecl.name.name == "\(platform)\(made)Type", madeType == nil {
                madeType = Self.typeName(aliasDecl.type)
            }
        }
        return madeType
    }

    /// The members a type of the module declares, in its declaration and its extensions.
    private func declaredMembers(of typeName: String) -> [Decl] {
        var members: [Decl] = []
        forEachDeclaration { declaration in
            switch declaration.kind {
            case let .nominalType(nominal) where nominal.name.name == typeName: members += nominal.members
            case let .extension(extensionDecl) where Self.typeName(extensionDecl.extendedType) == typeName: members += extensionDecl.members
            default: break
            }
        }
        return members
    }

    /// The class `name` a file of the module declares.
    private func classDeclaration(named name: String) -> NominalTypeDecl? {
        var found: NominalTypeDecl?
        forEachDeclaration { declaration in
            if found == nil, case let .nominalType(nominal) = declaration.kind, nominal.kind == .class, nominal.name.name == name {
                found = nominal
            }
        }
        return found
    }

    private static func functionName(_ declaration: Decl) -> String? {
        if case let .function(function) = declaration.kind { return function.name.name }
        return nil
    }

    private static func variableName(_ declaration: Decl) -> String? {
        guard case let .variable(variable) = declaration.kind, case let .identifier(name)? = variable.bindings.first?.pattern.kind else { return nil }
        return name.name
    }
}
