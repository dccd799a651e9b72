import LayoutEngine
import SwiftInterpreter

/// What a `TimelineProvider` is given (`TimelineProviderContext`): the family, the tile's size,
/// and `isPreview`, true in a preview as in the widget gallery.
struct TimelineContextValue {
    var family: WidgetFamily
    var displaySize: Size
}

/// The entries of a preview that names a provider instead of listing them: Xcode asks the
/// provider for its timeline. The provider's `getTimeline(in:completion:)` (a `TimelineProvider`)
/// runs with a context for the previewed family and its completion's `Timeline` gives the entries;
/// an `AppIntentTimelineProvider`'s `timeline(for:in:)` runs with the preview's intent (`using:`,
/// else a new one of the configuration's intent type); a provider with neither gives its
/// `placeholder(in:)` entry.
extension SwiftUIRuntime {
    func registerTimelineContext() {
        let type = interpreter.registerNativeType("TimelineProviderContext")
        func context(_ value: Value) -> TimelineContextValue? {
            if case let .native(native) = value { return native.payload as? TimelineContextValue }
            return nil
        }
        type.computedProperties["family"] = ComputedProperty(getter: .native("family") { [unowned self] _, selfValue, _ in
            self.enumCase("WidgetFamily", context(selfValue)?.family.rawValue ?? "systemSmall")
        })
        type.computedProperties["displaySize"] = ComputedProperty(getter: .native("displaySize") { [unowned self] _, selfValue, _ in
            self.interpreter.nativeValue("CGSize", context(selfValue)?.displaySize ?? .zero)
        })
        type.computedProperties["isPreview"] = ComputedProperty(getter: .native("isPreview") { _, _, _ in .bool(true) })
    }

    func timelineEntries(of provider: Value, intent: Value?, family: WidgetFamily) throws -> [Value] {
        let size = WidgetTile.tile(family, on: device)?.size ?? .zero
        let context = interpreter.nativeValue("TimelineProviderContext", TimelineContextValue(family: family, displaySize: size))
        var base = provider
        let type = interpreter.typeInfo(of: provider)
        if type.methods["getTimeline"] != nil {
            final class Received { var timeline: Value? }
            let received = Received()
            let completion = Function.native("completion", labels: nil) { _, _, arguments in
                received.timeline = arguments.first?.value
                return .void
            }
            _ = try interpreter.callMethod("getTimeline", on: &base, [CallArgument("in", context), CallArgument("completion", .function(completion))])
            if case let .native(native)? = received.timeline, let timeline = native.payload as? TimelineValue, !timeline.entries.isEmpty {
                return timeline.entries
            }
        }
        // An `AppIntentTimelineProvider`: `timeline(for: intent, in: context)` (async; the
        // interpreter runs it to its result).
        if type.methods["timeline"] != nil, let intent {
            let made = try interpreter.callMethod("timeline", on: &base, [CallArgument("for", intent), CallArgument("in", context)])
            if case let .native(native) = made, let timeline = native.payload as? TimelineValue, !timeline.entries.isEmpty {
                return timeline.entries
            }
        }
        if type.methods["placeholder"] != nil {
            return [try interpreter.callMethod("placeholder", on: &base, [CallArgument("in", context)])]
        }
        throw failure("the timeline provider gives no entries LayoutLens can run (no getTimeline(in:completion:) or placeholder(in:)); "
                      + "list them: '#Preview(as:) { Widget() } timeline: { Entry(…) }'", kind: .unsupported)
    }

    /// The name of the user type a value is an instance of.
    func userTypeName(_ value: Value) -> String? {
        if case let .structValue(instance) = value, instance.type.kind != .native { return instance.type.name }
        return nil
    }
}
