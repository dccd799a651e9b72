/// Which modifiers LayoutLens models, which it accepts without layout effect, and which change
/// layout in SwiftUI but are not modelled (a warning names them).
public enum ModifierCatalogue {
    /// Modifiers lowered to engine primitives or to node style.
    public static let modelled: [String] = [
        "alignmentGuide", "aspectRatio", "background", "bold", "border", "edgesIgnoringSafeArea", "fill", "fixedSize", "font",
        "fontDesign", "fontWeight", "foregroundColor", "foregroundStyle", "frame", "ignoresSafeArea", "layoutPriority", "lineLimit", "lineSpacing", "textCase",
        "minimumScaleFactor",
        "measure", "monospaced", "monospacedDigit", "allowsTightening", "tracking", "kerning", "baselineOffset",
        "multilineTextAlignment", "offset", "opacity", "overlay", "padding", "position", "relativeProposed",
        "resizable", "rotationEffect", "scaleEffect", "scaledToFill", "scaledToFit", "stroke", "strokeBorder", "tint", "truncationMode",
    ]

    /// Modifiers that only paint, animate, handle input or describe accessibility: SwiftUI lays
    /// the view out exactly as without them. Accepted silently.
    public static let renderOnly: Set<String> = [
        "accentColor", "accessibilityAction", "accessibilityAddTraits", "accessibilityElement", "accessibilityHidden",
        "accessibilityHint", "accessibilityIdentifier", "accessibilityLabel", "accessibilityRemoveTraits",
        "accessibilitySortPriority", "accessibilityValue", "allowsHitTesting", "animation", "blendMode", "blur",
        "brightness", "buttonBorderShape", "clipShape", "clipped", "colorInvert", "colorMultiply", "compositingGroup",
        "contentShape", "contextMenu", "contrast", "cornerRadius", "disabled", "drawingGroup", "foregroundStyle",
        "gesture", "grayscale", "help", "hidden", "highPriorityGesture", "hueRotation", "id", "italic", "keyboardShortcut",
        "luminanceToAlpha", "mask", "navigationTitle", "navigationBarTitleDisplayMode", "onAppear", "onChange",
        "onDisappear", "onHover", "onLongPressGesture", "onSubmit", "onTapGesture", "preferredColorScheme",
        "previewDevice", "previewDisplayName", "previewInterfaceOrientation", "previewLayout", "privacySensitive",
        "projectionEffect", "redacted", "rotation3DEffect", "saturation", "shadow",
        "sheet", "alert", "simultaneousGesture", "strikethrough", "symbolRenderingMode", "tag", "task", "textSelection",
        "toolbar", "transformEffect", "transition", "underline", "zIndex", "coordinateSpace", "focused",
        "contentTransition", "symbolEffect", "sensoryFeedback", "popover", "fullScreenCover", "confirmationDialog",
        // What a dialog shows once presented (Apple docs: `dialogSuppressionToggle` "adds a toggle
        // to the dialog", `dialogIcon`, `dialogSeverity`): a still preview presents no dialog.
        "dialogSuppressionToggle", "dialogIcon", "dialogSeverity",
        // Where a link's destination is presented (Apple docs, `isDetailLink(_:)`: "as the
        // detail component of the containing navigation view"), never the link's own frame.
        "isDetailLink",
        "navigationDestination", "refreshable", "swipeActions", "onDrag", "onDrop", "draggable",
        "dropDestination", "environmentObject", "geometryGroup", "foregroundColor", "tint",
        // Shape modifiers that change the drawing, never the frame the shape is given
        // (Apple, `Shape.scale(_:anchor:)`: "Scales this shape without changing its bounding frame").
        "trim", "inset", "rotation", "scale",
        // Text input behaviour: the keyboard, autofill and capitalisation, never the layout.
        "textContentType", "keyboardType", "autocorrectionDisabled", "disableAutocorrection", "textInputAutocapitalization",
        "autocapitalization", "submitLabel",
        // Preferences flow up to actions (`onPreferenceChange` runs code, which a layout never
        // does): setting or transforming one changes no frame.
        "preference", "transformPreference", "anchorPreference", "transformAnchorPreference", "onPreferenceChange",
        // Animation, scrolling behaviour, bars' appearance, presentation and input: what a view
        // does or looks like, never its frame in a still layout.
        "matchedGeometryEffect", "phaseAnimator", "keyframeAnimator", "visualEffect",
        "scrollTargetBehavior", "scrollPosition", "scrollClipDisabled", "scrollDismissesKeyboard", "defaultScrollAnchor",
        "scrollBounceBehavior", "onGeometryChange",
        // iOS 26's scroll edge effect (Apple docs, `scrollEdgeEffectStyle(_:for:)`: "Configures the
        // scroll edge effect style for scroll views within this hierarchy", a blur or opaque
        // boundary drawn where content passes under a bar; `scrollEdgeEffectHidden(_:for:)`).
        "scrollEdgeEffectStyle", "scrollEdgeEffectHidden",
        // iOS draws scroll indicators over the content; they take no room.
        "scrollIndicators", "onScrollGeometryChange", "onScrollPhaseChange",
        "navigationBarBackButtonHidden", "navigationBarItems", "toolbarBackground", "toolbarBackgroundVisibility", "toolbarColorScheme",
        "toolbarTitleDisplayMode", "toolbarRole", "statusBarHidden", "persistentSystemOverlays",
        "interactiveDismissDisabled", "presentationDragIndicator", "presentationCornerRadius", "presentationBackground",
        "onOpenURL", "onReceive", "onKeyPress", "focusable", "focusEffectDisabled", "onContinuousHover", "hoverEffect",
        "invalidatableContent", "unredacted", "menuStyle", "indexViewStyle", "labelsVisibility",
        // Editing a `ForEach`'s rows (swipe to delete, drag to move) runs actions only.
        "onDelete", "onMove", "onInsert", "deleteDisabled", "moveDisabled",
        // How an image's pixels are drawn (Image's own methods; after `resizable()` too).
        "renderingMode", "interpolation", "antialiased", "allowedDynamicRange", "symbolVariant",
        "colorScheme", "containerBackground", "backgroundStyle", "scrollTransition", "scrollDisabled",
        "searchSuggestions", "defaultFocus", "focusSection", "userActivity", "speechAnnouncementsQueued",
        // iPhone shows a navigation view as a stack whatever its style.
        "navigationViewStyle",
        // `.equatable()` (an `EquatableView`): skips updating the body when the view compares
        // equal (Apple, "equatable()"); the body it lays out is the same.
        "equatable",
        // iOS 13's `.statusBar(hidden:)`: the status bar is drawn over the safe area either way.
        "statusBar",
        // Presents the photo picker (PhotosUI) when asked; how a change animates.
        "photosPicker", "transaction",
        // macOS commands (keyboard, menu): actions only.
        "onMoveCommand", "onDeleteCommand", "onExitCommand", "onPlayPauseCommand", "onCommand",
        // SwiftData's container for the views below, and search scopes shown while searching.
        "modelContainer", "modelContext", "searchScopes",
        // WidgetKit: the URL a tap opens, the accented rendering group, a complication's label
        // (watchOS; iOS draws none).
        "widgetURL", "widgetAccentable", "widgetLabel",
        // A Live Activity's Lock Screen background tint and the colour of the system's action
        // buttons beside it (Apple, `activityBackgroundTint(_:)`,
        // `activitySystemActionForegroundColor(_:)`): drawing only. `dynamicIsland(verticalPlacement:)`
        // moves an expanded region below the camera when too wide, which the expanded layout
        // here does not distinguish (docs/engine.md "Live Activities").
        "activityBackgroundTint", "activitySystemActionForegroundColor", "dynamicIsland",
        // The sheet's detents (Apple: "Sets the available detents for the enclosing sheet"): a
        // preview lays the view out unpresented, so no sheet encloses it; LayoutLens lays out no
        // sheet's content.
        "presentationDetents", "presentationContentInteraction", "presentationBackgroundInteraction",
        "presentationCompactAdaptation", "presentationSizing",
        // Marks a layout's children as the targets `scrollTargetBehavior(.viewAligned)` snaps to
        // (Apple, `scrollTargetLayout(isEnabled:)`): where scrolling stops, not a frame.
        "scrollTargetLayout",
        // iOS 26's Liquid Glass drawn behind the view in a shape (Apple, `glassEffect(_:in:)`):
        // a background, the view keeps its frame (`Modifiers/GlassEffect.swift` draws it); a
        // container of glass effects only merges them.
        "glassEffect", "glassEffectID", "glassEffectUnion", "glassEffectTransition",
        // Metal shader effects filter how the view is drawn (Apple, "VisualEffect": "effects do
        // not impact layout"); `Modifiers/ShaderEffects.swift` warns that the shader is not run.
        "colorEffect", "distortionEffect", "layerEffect",
        // What assistive technologies read and do (Apple, "Accessibility modifiers": they
        // describe the view's accessibility element, its actions and rotors), including iOS 13's
        // `.accessibility(label:)`: the view is drawn and laid out as without them.
        "accessibility", "accessibilityAdjustableAction", "accessibilityInputLabels", "accessibilityRepresentation",
        "accessibilityRotor", "accessibilityShowsLargeContentViewer", "accessibilityLabeledPair", "accessibilityChildren",
        "accessibilityCustomContent", "accessibilityFocused", "accessibilityHeading", "accessibilityRespondsToUserInteraction",
        "accessibilityTextContentType", "accessibilityZoomAction", "accessibilityScrollAction", "accessibilityActivationPoint",
        "accessibilityDirectTouch", "accessibilityLinkedGroup", "accessibilityIgnoresInvertColors", "accessibilityActions",
        "accessibilityDefaultFocus",
        // A table on an iPhone shows no header row and lays its rows out as a list's whatever its
        // style (Apple, `Table`, compact size class; `Library/Containers/Tables.swift`).
        "tableStyle", "tableColumnHeaders",
        // Apple, `flipsForRightToLeftLayoutDirection(_:)`: the view "mirrors its contents
        // horizontally when the layout direction is right-to-left", a drawing transform (as
        // `scaleEffect(x: -1)`) that moves no frame.
        "flipsForRightToLeftLayoutDirection",
        // Presentations a binding or an item asks for, as `sheet` and `alert`: Apple,
        // `fileImporter(isPresented:…)` "Presents a system dialog for allowing the user to import
        // an existing file", `fileExporter`, `fileMover`, iOS 13's `actionSheet(isPresented:content:)`,
        // the Translation framework's `translationPresentation(isPresented:text:…)` ("Presents a
        // translation popover") and TipKit's `popoverTip(_:arrowEdge:)`. A still preview presents
        // nothing; the view keeps its frame. `translationTask` runs a session's work, as `task`.
        "fileImporter", "fileExporter", "fileMover", "fileDialogMessage", "fileDialogConfirmationLabel",
        "fileDialogDefaultDirectory", "fileDialogBrowserOptions", "actionSheet", "translationPresentation", "translationTask",
        "popoverTip",
        // Behaviour and focus routing, never a frame (Apple: `selectionDisabled(_:)` "Adds a
        // condition that controls whether users can select this view"; `focusedValue`,
        // `focusedSceneValue`, `focusedObject`, `focusedSceneObject` publish a value to the focused
        // scene's commands; `handlesExternalEvents(preferring:allowing:)` routes URLs to a scene;
        // `menuOrder(_:)` orders a menu's items when it opens; `onCopyCommand`, `onPasteCommand`,
        // `onCutCommand`, `copyable`, `pasteDestination` handle the clipboard).
        "selectionDisabled", "focusedValue", "focusedSceneValue", "focusedObject", "focusedSceneObject",
        "handlesExternalEvents", "menuOrder", "onCopyCommand", "onPasteCommand", "onCutCommand", "copyable",
        "pasteDestination", "onScrollVisibilityChange", "onScrollTargetVisibilityChange",
        // Transitions between screens (Apple, iOS 18: `navigationTransition(_:)` "Sets the
        // navigation transition style for this view", `matchedTransitionSource(id:in:)` marks the
        // view a zoom transition starts from): animation only.
        "navigationTransition", "matchedTransitionSource",
        // What the navigation bar shows for the screen, as `navigationTitle`: a subtitle
        // (`navigationSubtitle(_:)`, macOS and iOS 26), a title menu (`toolbarTitleMenu(content:)`);
        // and iOS 26's `tabBarMinimizeBehavior(_:)`, how the tab bar shrinks while scrolling.
        "navigationSubtitle", "toolbarTitleMenu", "tabBarMinimizeBehavior",
        // Pointer hover effects on list rows (iPadOS, visionOS): drawing only.
        "listRowHoverEffect", "listRowHoverEffectDisabled", "hoverEffectDisabled", "defaultHoverEffect",
        // Input and presentation on other platforms or by request: watchOS's Digital Crown
        // (`digitalCrownRotation`, `digitalCrownAccessory`), StoreKit's
        // `manageSubscriptionsSheet(isPresented:)`, `scrollIndicatorsFlash(onAppear:)` /
        // `scrollIndicatorsFlash(trigger:)` (flashes the indicators iOS draws over the content).
        "digitalCrownRotation", "digitalCrownAccessory", "manageSubscriptionsSheet", "scrollIndicatorsFlash",
        // A `NavigationSplitView` is laid out as an iPhone shows it, its sidebar in a stack
        // (`Views/ApproximatedViews.swift`, with its own warning): a column's width is not used,
        // nor is the split view's style, which chooses how columns share a regular-width screen
        // (Apple: `.balanced` "reduces the size of the detail content to make room when showing
        // the leading column or columns", `.prominentDetail` keeps it; `NavigationSplitViewColumn`:
        // the split view "collapses into a single stack in some contexts, like on iPhone").
        "navigationSplitViewColumnWidth", "navigationSplitViewStyle",
        // Apple, `textEditorStyle(_:)`: `.automatic` and `.plain` on iOS draw no decoration around
        // the editor (`.roundedBorder` is visionOS's); its frame is the one it is offered.
        "textEditorStyle",
    ]

    /// Modifiers that change layout in SwiftUI but that LayoutLens does not model: a warning
    /// names the modifier and the view is laid out without it.
    public static let unmodelledLayout: Set<String> = [
        "containerRelativeFrame", "environment",
        "layoutDirectionBehavior",
        "toggleStyle",
        "layoutValue",
        "typesettingLanguage", "lineHeight", "textScale",
    ]

    /// Modifiers that change layout and that a file of `Library/` models (`buttonStyle` in
    /// `Modifiers/StyleModifiers.swift`, `listStyle` in `Containers/Lists.swift`, …). Each also
    /// keeps the generic "not modelled" warning as a later overload, for argument forms its model
    /// does not read. `ModifierCatalogueTests` keeps this list and `unmodelledLayout` true.
    public static let modelledWithFallback: Set<String> = [
        "buttonStyle", "controlSize", "datePickerStyle", "dynamicTypeSize", "fontWidth", "gaugeStyle", "groupBoxStyle", "gridCellColumns", "imageScale", "labeledContentStyle", "labelStyle", "labelsHidden", "listRowInsets", "listSectionSpacing", "listStyle", "pickerStyle", "progressViewStyle", "safeAreaBar", "safeAreaInset", "safeAreaPadding", "scrollContentBackground", "textFieldStyle",
        // `Library/Containers/BarVisibility.swift`.
        "navigationBarHidden", "tabViewStyle", "toolbarVisibility",
        // `Library/Containers/Lists.swift`, `Library/Modifiers/Badge.swift`.
        "formStyle", "badge",
        // `Library/Modifiers/TransformEnvironment.swift`, `Library/Views/Links.swift`.
        "transformEnvironment", "menuIndicator",
        // `Library/Modifiers/ContentMargins.swift`, `Library/Containers/Searchable.swift`.
        "contentMargins", "searchable",
    ]

    /// `renderOnly` in a fixed order, for listing and checking the catalogue (registration walks the
    /// set itself: the table it makes is the same in any order).
    public static let renderOnlyInOrder: [String] = renderOnly.sorted()
    /// `modelledWithFallback` in a fixed order, sorted once per process.
    public static let modelledWithFallbackInOrder: [String] = modelledWithFallback.sorted()
    /// `unmodelledLayout` in a fixed order, sorted once per process.
    public static let unmodelledLayoutInOrder: [String] = unmodelledLayout.sorted()

    public static var allNames: [String] {
        (modelled + renderOnlyInOrder + modelledWithFallbackInOrder + unmodelledLayoutInOrder)
    }
}

/// View names LayoutLens knows, for "did you mean" suggestions.
public enum ViewCatalogue {
    public static let modelled: [String] = [
        "AngularGradient", "AnyView", "Capsule", "EllipticalGradient", "LinearGradient", "MeshGradient", "RadialGradient", "Circle", "Color", "Divider", "Ellipse", "EmptyView", "ForEach", "GeometryReader", "Group",
        "HStack", "Image", "LazyHStack", "LazyVStack", "Rectangle", "RoundedRectangle", "Spacer",
        "Text", "VStack", "ZStack",
    ]

    /// SwiftUI views that LayoutLens cannot lay out yet: an error that says so, rather than
    /// "unknown view". Every SwiftUI view of the old list is now laid out or approximated (with a
    /// warning; `Table` since it is laid out as an iPhone shows it); `ViewCatalogueTests` keeps
    /// this list to the ones no one registers.
    public static let unsupported: Set<String> = []

    /// Types whose static members and initialisers may appear in arguments.
    public static let valueTypes: Set<String> = [
        "Alignment", "CGFloat", "CGSize", "Color", "Double", "Edge", "EdgeInsets", "Float", "Font", "HorizontalAlignment",
        "Int", "TextAlignment", "VerticalAlignment", "UnitPoint", "ContentMode",
    ]
}
