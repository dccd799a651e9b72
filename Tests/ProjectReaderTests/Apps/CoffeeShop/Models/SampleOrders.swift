import SwiftData
import SwiftUI

/// Four orders for previews, one of them ready, in an in-memory container that every preview
/// applying this modifier shares.
struct SampleOrders: PreviewModifier {
    static func makeSharedContext() throws -> ModelContainer {
        let container = try ModelContainer(for: Order.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let orders = [
            Order(drinkName: "Cortado", cups: 1),
            Order(drinkName: "Flat White", cups: 3),
            Order(drinkName: "Mocha", cups: 2, isReady: true),
            Order(drinkName: "Latte", cups: 2),
        ]
        for order in orders {
            container.mainContext.insert(order)
        }
        return container
    }

    func body(content: Content, context: ModelContainer) -> some View {
        content.modelContainer(context)
    }
}
