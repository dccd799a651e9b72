import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// A container's `persistentStoreCoordinator` (Apple docs, "NSPersistentStoreCoordinator"):
/// before `loadPersistentStores` it holds no store; after, one per store description, found by
/// its URL with `persistentStore(for:)` ("the persistent store at the given location, or nil if
/// no store is at that location"). Apps use it to move an old store to a new place once, so a
/// store found at the old URL is migrated and none is found elsewhere.
@Suite struct PersistentStoreCoordinatorTests {
    static let manager = """
    import CoreData
    import SwiftUI

    final class StorageManager {
        static let shared = StorageManager()
        let container = NSPersistentContainer(name: "Notes")
        let oldURL = URL(fileURLWithPath: "/tmp/Old.sqlite")
        let sharedURL = URL(fileURLWithPath: "/dev/null")
        var storesBeforeLoading = -1
        var migrated = false

        private init() {
            storesBeforeLoading = container.persistentStoreCoordinator.persistentStores.count
            container.persistentStoreDescriptions.first!.url = sharedURL
            container.loadPersistentStores { _, _ in }
            migrateIfNeeded()
        }

        private func migrateIfNeeded() {
            let coordinator = container.persistentStoreCoordinator
            guard let old = coordinator.persistentStore(for: oldURL) else { return }
            _ = try? coordinator.migratePersistentStore(old, to: sharedURL, options: nil, type: .sqlite)
            migrated = true
        }
    }

    """

    /// No store before loading (0); one after, at `/dev/null`; none at the old URL, so nothing is
    /// migrated: 0, 1 and 0 give widths 10, 20 and 10 (10 + 10 × each count).
    @Test func aLoadedContainersCoordinatorHoldsOneStorePerDescription() throws {
        let views = try placedViews(Self.manager + """
        #Preview {
            let manager = StorageManager.shared
            let coordinator = manager.container.persistentStoreCoordinator
            VStack(spacing: 0) {
                Color.red.frame(width: 10 + 10 * CGFloat(manager.storesBeforeLoading), height: 5)
                Color.red.frame(width: 10 + 10 * CGFloat(coordinator.persistentStores.count), height: 5)
                Color.red.frame(width: manager.migrated ? 20 : 10, height: 5)
                Color.red.frame(width: coordinator.persistentStore(for: manager.sharedURL) == nil ? 10 : 40, height: 5)
            }
        }
        """)
        #expect(views.filter { $0.kind == "Color" }.map(\.frame.width) == [10, 20, 10, 40])
    }
}
