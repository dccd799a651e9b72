import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// The preference modifiers beyond `preference(key:value:)`: `transformPreference`, the anchor
/// preferences (`anchorPreference`, `transformAnchorPreference`) and the modifiers that make views
/// from a preference (`overlayPreferenceValue`, `backgroundPreferenceValue`).
///
/// None changes its view's frame. While a preview settles (`SettlingLoop.swift`) they record what
/// the loop needs: a transform, an anchor measured when the pass is laid out (a reader behind the
/// view, as `onGeometryChange`'s), and a reader whose content is made from the value it saw; after
/// the layout, a reader whose key now has another value makes the preview resolve again.
extension SwiftUIRuntime {
    static let preferenceModifierNames: Set<String> = ["transformPreference", "anchorPreference", "transformAnchorPreference",
                                                       "overlayPreferenceValue", "backgroundPreferenceValue"]

    typealias SettlingModifierMaker = (String, @escaping (SwiftUIRuntime, NativeArguments, SourceRange?) throws -> ModifierDescription) -> Void

    static func registerPreferenceModifiers(_ modifier: SettlingModifierMaker) {
        // `transformPreference(Key.self) { value in … }` (Apple docs, "transformPreference(_:_:)":
        // "Applies a transformation to a preference value"): the value its content produces,
        // changed in place, is what the views around it see (`PreferenceReduction.swift`).
        modifier("transformPreference") { runtime, arguments, _ in
            let key = arguments.unlabelled.first, callback = arguments.trailingClosure
            return ModifierDescription(name: "transformPreference") { [unowned runtime] node, _ in
                if case let .metatype(type)? = key, let callback { runtime.recordPreference(type, transform: callback) }
                return node
            }
        }
        modifier("anchorPreference") { runtime, arguments, source in
            try runtime.anchorPreferenceModifier("anchorPreference", arguments, at: source)
        }
        modifier("transformAnchorPreference") { runtime, arguments, source in
            try runtime.anchorPreferenceModifier("transformAnchorPreference", arguments, at: source)
        }
        for (name, placement) in [("overlayPreferenceValue", "overlay"), ("backgroundPreferenceValue", "background")] {
            modifier(name) { runtime, arguments, source in
                try runtime.preferenceReaderModifier(name, placement: placement, arguments, at: source)
            }
        }
    }

    /// Notes a value (or a transform) of `keyType` set by the modifier being applied, in this pass.
    /// A value measured in a layout replaces the one the same modifier measured before in it (a
    /// reader the engine places twice reports once).
    func recordPreference(_ keyType: TypeInfo, value: Value = .void, transform: Function? = nil) {
        let recorder = settling
        guard recorder.isRecording else { return }
        let ticket = recorder.currentTicket
        if recorder.isInLayout {
            recorder.preferenceValues.removeAll { $0.isFromLayout && $0.ticket == ticket && $0.keyType === keyType }
        }
        recorder.preferenceValues.append(PreferenceValueRecord(keyType: keyType, value: value, ticket: ticket, scopes: recorder.openModifiers,
                                                               isFromLayout: recorder.isInLayout, transform: transform))
    }

    /// `anchorPreference(key:value:transform:)` (Apple docs: "the value is a function of a geometry
    /// value tied to the current coordinate space, allowing readers of the value to convert the
    /// geometry to their local coordinates") and `transformAnchorPreference(key:value:transform:)`
    /// ("a function of the key's current value and a geometry value"): a reader behind the view
    /// (a background gets the view's frame) makes the anchor when the pass is laid out and calls
    /// `transform` with it.
    private func anchorPreferenceModifier(_ name: String, _ arguments: NativeArguments, at source: SourceRange?) throws -> ModifierDescription {
        let passThrough = ModifierDescription(name: name) { node, _ in node }
        guard settling.isRecording, case let .metatype(keyType)? = arguments["key"] ?? arguments.unlabelled.first,
              let transform = arguments["transform"].flatMap(Self.function) ?? arguments.trailingClosure else { return passThrough }
        guard let anchorSource = anchorSource(arguments["value"]) else {
            warn(.approximatedView(name, rule: "its anchor source is not one LayoutLens reads (.bounds, a unit point such as .center, .rect(_:), .point(_:)), so it sets no value"),
                 at: source)
            return passThrough
        }
        let transforming = name == "transformAnchorPreference"
        let measure = Function.native(name) { [unowned self] interpreter, _, given in
            guard self.settling.isRecording, case let .native(native)? = given.first?.value,
                  let proxy = native.payload as? GeometryProxyPayload else { return .void }
            let anchor = interpreter.nativeValue("Anchor", anchorSource.anchor(in: proxy.frame))
            if transforming {
                // `(inout Key.Value, Anchor<A>) -> Void`: the value its content produces, changed in place.
                let callback = Function.native(name) { interpreter, _, values in
                    _ = try interpreter.call(transform, [values.first?.value ?? .void, anchor])
                    return .void
                }
                self.recordPreference(keyType, transform: callback)
            } else {
                self.recordPreference(keyType, value: try interpreter.call(transform, [anchor]))
            }
            return .void
        }
        let reader = view("GeometryReader", .geometryReader(content: measure, range: source), source: currentLocation)
        return ModifierDescription(name: name, secondaries: [reader]) { node, secondaries in
            guard let measured = secondaries.first else { return node }
            return ViewNode(OverlayLayout(alignment: .center, placement: .background), children: [node, measured], label: name, source: nil)
        }
    }

    /// `overlayPreferenceValue(Key.self) { value in … }` and `backgroundPreferenceValue`: the
    /// content made from the key's value as the views inside the modified view reduce it (Apple
    /// docs, "overlayPreferenceValue(_:alignment:_:)": "Reads the specified preference value from
    /// the view, using it to produce a second view that is applied as an overlay to the original
    /// view"). The value is known once the pass is laid out (anchors are measured then), so the
    /// first pass makes the content from the key's default and the loop resolves again with the
    /// value it found (`SettlingLoop.deliverPreferenceReaders`). Outside settling the default is
    /// given, with a warning. An overlay never changes its view's frame.
    private func preferenceReaderModifier(_ name: String, placement: String, _ arguments: NativeArguments,
                                          at source: SourceRange?) throws -> ModifierDescription {
        guard let key = arguments.unlabelled.first, let content = arguments.trailingClosure else {
            throw failure(.missingArgument(callee: name))
        }
        let made: Value
        if settling.isRecording, case let .metatype(keyType) = key {
            made = view("ModifiedContent", .deferred { [unowned self] in
                let recorder = self.settling
                let base = recorder.actionKey(name, at: source)
                let ordinal = recorder.readerOrdinals[base, default: 0]
                recorder.readerOrdinals[base] = ordinal + 1
                let readerKey = base + "#" + String(ordinal)
                let given = try recorder.readerValues[readerKey] ?? self.interpreter.staticMember("defaultValue", of: keyType)
                recorder.preferenceReaders.append(PreferenceReader(key: readerKey, ticket: recorder.currentTicket, keyType: keyType,
                                                                   given: given, name: "\(name)(\(keyType.name))", range: source))
                return try self.interpreter.call(content, [given], building: "ViewBuilder")
            })
        } else {
            warn(.approximatedView(name, rule: "its content is made from the key's default value (preferences set below are not collected)"))
            made = try interpreter.call(content, [try interpreter.member(of: key, named: "defaultValue")], building: "ViewBuilder")
        }
        var given = [CallArgument(nil, made)]
        if let alignment = arguments["alignment"] { given.append(CallArgument("alignment", alignment)) }
        return try secondary(placement, NativeArguments(placement, given))
    }
}
