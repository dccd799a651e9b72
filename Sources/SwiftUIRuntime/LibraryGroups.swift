import SwiftInterpreter

/// What each runtime registers before its file loads, a group at a time: SwiftUI's part that is
/// registered per file (`fileLibrary`; the protocols, enums, views and value types come with the
/// interpreter, `library`), Apple's frameworks (`appleLibrary`), the app delegate adaptors,
/// undefined names and WidgetKit. A group that only declares types waits for the program's first
/// look-up of one of them (`Interpreter.registerOnFirstLookUp`): a file that never names Core
/// Data's or Combine's types does not pay for registering them (docs/performance.md, issue 37).
extension SwiftUIRuntime {
    /// A part of the library and the names of the types it declares, adds members to or reads
    /// when registered in order (empty: it does more than that — free functions, globals,
    /// property wrappers, result builders, members of a type that is always there — and is
    /// registered at once). A group that lists a name registered before it is handed in runs at
    /// once too. A static of a program's it declares (`UserDefaults.standard`) is recorded when it
    /// runs after the file loaded, so each preview starts from it afresh.
    /// `AppleLibraryRegistrationTests` checks each group's names against what it registers.
    struct LibraryGroup: Sendable {
        let names: [String]
        let register: @Sendable (SwiftUIRuntime) -> () -> Void
    }

    /// Everything registered before the file loads, in the order it registers (the first group
    /// to declare a name keeps it).
    static let libraryBeforeLoading: [LibraryGroup] = fileLibrary + appleLibrary + [
        // Registered at once: property wrappers.
        LibraryGroup(names: [], register: { $0.registerDelegateAdaptors }),
        LibraryGroup(names: ["UIApplication"], register: { $0.registerApplicationDelegate }),
        LibraryGroup(names: [], register: { $0.registerUndefinedNames }),
        LibraryGroup(names: ["AppIntentTimelineProvider", "IntentTimelineProvider", "TimelineEntry", "TimelineProvider", "Widget", "WidgetBundle",
                             "WidgetConfiguration", "WidgetConfigurationIntent", "WidgetFamily", "WidgetRenderingMode"],
                     register: { $0.registerWidgetKit }),
        // Registered at once: a property wrapper (`@Parameter`).
        LibraryGroup(names: [], register: { $0.registerIntentParameter }),
        LibraryGroup(names: ["AccessoryWidgetBackground"], register: { $0.registerAccessoryWidgetBackground }),
        LibraryGroup(names: ["AppIntentConfiguration", "IntentConfiguration", "StaticConfiguration"], register: { $0.registerWidgetConfigurations }),
        LibraryGroup(names: ["Timeline", "TimelineReloadPolicy"], register: { $0.registerTimelineTypes }),
        // Registered at once: a result builder.
        LibraryGroup(names: [], register: { $0.registerTimelineBuilder }),
        LibraryGroup(names: ["TimelineProviderContext"], register: { $0.registerTimelineContext }),
        // Registered at once: members of `View`.
        LibraryGroup(names: [], register: { $0.registerWidgetPreviewContext }),
        LibraryGroup(names: [], register: { $0.registerLiveActivities }),
    ]

    /// SwiftUI's part registered for each file, before Apple's library: SwiftData's and Core
    /// Data's types wait for a look-up; their property wrappers (`@Query`, `@FetchRequest`),
    /// globals and members of `Array` and `Set` are registered at once.
    static let fileLibrary: [LibraryGroup] = [
        LibraryGroup(names: [], register: { $0.registerProtocols }),
        LibraryGroup(names: [], register: { $0.registerChartBuilders }),
        // Registered at once: a result builder.
        LibraryGroup(names: [], register: { $0.registerMapContentBuilder }),
        LibraryGroup(names: [], register: { $0.registerPropertyWrappers }),
        LibraryGroup(names: ["ModelConfiguration", "ModelContainer", "Schema"], register: { $0.registerModelContainer }),
        LibraryGroup(names: ["ModelContext"], register: { $0.registerModelContext }),
        LibraryGroup(names: ["FetchDescriptor", "KeyPathComparator", "Query", "SortDescriptor"], register: { $0.registerFetchDescriptors }),
        // Registered at once: a property wrapper.
        LibraryGroup(names: [], register: { $0.registerQueryWrapper }),
        LibraryGroup(names: ["NSEntityDescription", "NSManagedObject"], register: { $0.registerManagedObject }),
        LibraryGroup(names: ["NSManagedObjectContext", "NSManagedObjectContextConcurrencyType"], register: { $0.registerManagedObjectContext }),
        // Registered at once: globals.
        LibraryGroup(names: [], register: { $0.registerCoreDataGlobals }),
        LibraryGroup(names: ["NSPersistentCloudKitContainer", "NSPersistentContainer", "NSPersistentStoreDescription"],
                     register: { $0.registerPersistentContainer }),
        LibraryGroup(names: ["NSPersistentStore", "NSPersistentStoreCoordinator"], register: { $0.registerPersistentStoreCoordinator }),
        LibraryGroup(names: ["NSManagedObjectModel"], register: { $0.registerManagedObjectModel }),
        LibraryGroup(names: ["NSCompoundPredicate", "NSFetchRequest", "NSPredicate", "NSSortDescriptor"], register: { $0.registerFetchRequests }),
        // Registered at once: a property wrapper.
        LibraryGroup(names: [], register: { $0.registerFetchRequestWrapper }),
        // Registered at once: members of `Set` and `Array`.
        LibraryGroup(names: [], register: { $0.registerRelationshipCollections }),
        LibraryGroup(names: ["NSSecureUnarchiveFromDataTransformer", "NSValueTransformerName", "UndoManager", "ValueTransformer"],
                     register: { $0.registerCoreDataSupportTypes }),
        // Registered at once: a property wrapper.
        LibraryGroup(names: [], register: { $0.registerSectionedFetchRequestWrapper }),
        LibraryGroup(names: [], register: { $0.registerBindings }),
        LibraryGroup(names: [], register: { $0.registerPaintTypes }),
        LibraryGroup(names: [], register: { $0.registerScreen }),
        LibraryGroup(names: [], register: { $0.registerTextConcatenation }),
        LibraryGroup(names: [], register: { $0.registerLocalizedStringKeys }),
        LibraryGroup(names: [], register: { $0.registerGradientColors }),
        LibraryGroup(names: [], register: { $0.registerFormattedMethods }),
        LibraryGroup(names: [], register: { $0.registerLayoutTimeTypes }),
        // Registered at once, before the program loads: its `extension CGSize`/`CGPoint`/`CGRect`
        // add to these types, and an extension of a type not declared yet is read as another
        // module's and left out.
        LibraryGroup(names: [], register: { $0.registerGeometryTypes }),
        LibraryGroup(names: [], register: { $0.registerCustomAlignments }),
        LibraryGroup(names: [], register: { $0.registerGeometryProxy }),
        LibraryGroup(names: [], register: { $0.registerViewThatFits }),
        LibraryGroup(names: [], register: { $0.registerLayoutValues }),
        LibraryGroup(names: [], register: { $0.registerUnitPoint }),
        LibraryGroup(names: ["AsyncImage", "Canvas", "ControlGroup"], register: { $0.registerApproximatedViews }),
        LibraryGroup(names: ["UnevenRoundedRectangle", "RectangleCornerRadii"], register: { $0.registerUnevenRoundedRectangle }),
        LibraryGroup(names: ["TextEditor"], register: { $0.registerTextEditor }),
        LibraryGroup(names: SwiftUIRuntime.mapKitTypeNames, register: { $0.registerMapKit }),
        // Registered at once: members of `View`.
        LibraryGroup(names: [], register: { $0.registerMapModifiers }),
        LibraryGroup(names: ["TimelineView", "TimelineView.Context", "TimelineView.Context.Cadence"], register: { $0.registerTimelineView }),
        LibraryGroup(names: SwiftUIRuntime.timelineScheduleTypeNames, register: { $0.registerTimelineScheduleTypes }),
        LibraryGroup(names: ["KeyframeAnimator", "PhaseAnimator"], register: { $0.registerAnimators }),
        LibraryGroup(names: ["ColorPicker", "DatePicker", "Gauge"], register: { $0.registerApproximatedControls }),
        // Registered at once: reads `Label`, a type of the library every interpreter starts from.
        LibraryGroup(names: [], register: { $0.registerShareLink }),
        LibraryGroup(names: ["PasteButton"], register: { $0.registerPasteButton }),
        LibraryGroup(names: ["EditButton"], register: { $0.registerEditButton }),
        LibraryGroup(names: SwiftUIRuntime.sceneViewFrameworks.map(\.view), register: { $0.registerSceneViews }),
        LibraryGroup(names: ["WebPage"], register: { $0.registerWebPage }),
        LibraryGroup(names: ["VideoPlayer"], register: { $0.registerVideoPlayer }),
        LibraryGroup(names: ["Shader", "Shader.Argument", "ShaderFunction", "ShaderLibrary"], register: { $0.registerShaders }),
        LibraryGroup(names: ["CGPath", "UIBezierPath", "UIRectCorner"], register: { $0.registerBezierPaths }),
        LibraryGroup(names: ["SignInWithAppleButton"], register: { $0.registerSignInWithAppleButton }),
        // Registered at once: a member of `View`.
        LibraryGroup(names: [], register: { $0.registerSignInWithAppleButtonStyle }),
        // Registered at once: members of `View`.
        LibraryGroup(names: [], register: { $0.registerContainerRelativeShape }),
        LibraryGroup(names: ["ConcentricRectangle"], register: { $0.registerConcentricRectangle }),
        // Registered at once: reads `NavigationStack`, a type of the library every interpreter starts from.
        LibraryGroup(names: [], register: { $0.registerNavigationSplitView }),
        LibraryGroup(names: [], register: { $0.registerRepresentables }),
        LibraryGroup(names: [], register: { $0.registerUnsupportedViews }),
    ]

    /// Hands `groups` to the interpreter in order: each that lists names waits for the program's
    /// first look-up of one of them; each that lists none is registered now.
    func register(_ groups: [LibraryGroup]) {
        for group in groups {
            if group.names.isEmpty {
                group.register(self)()
            } else {
                interpreter.registerOnFirstLookUp(of: group.names) { [weak self] in
                    if let self { group.register(self)() }
                }
            }
        }
    }
}
