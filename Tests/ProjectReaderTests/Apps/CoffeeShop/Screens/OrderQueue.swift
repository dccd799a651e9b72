import SwiftData
import SwiftUI

/// The orders still to make, most cups first, then by name.
struct OrderQueue: View {
    @Query(filter: #Predicate<Order> { !$0.isReady },
           sort: [SortDescriptor(\Order.cups, order: .reverse), SortDescriptor(\Order.drinkName)])
    private var orders: [Order]

    var body: some View {
        VStack(alignment: .leading, spacing: Metrics.rowSpacing) {
            ForEach(orders) { order in
                OrderTicket(order: order)
            }
        }
    }
}

/// An order's drink in the brand font, and a 12-point mark per cup.
struct OrderTicket: View {
    let order: Order

    var body: some View {
        HStack(spacing: 8) {
            Text(order.drinkName)
                .font(.custom("Brand Sans", size: 20))
            Color(.brandAccent)
                .frame(width: 12 * CGFloat(order.cups), height: 12)
        }
    }
}

#Preview("Queue", traits: .sizeThatFitsLayout, .modifier(SampleOrders())) {
    OrderQueue()
}

#Preview("Order count", traits: .sizeThatFitsLayout, .modifier(SampleOrders())) {
    @Previewable @Query(sort: \Order.drinkName) var orders: [Order]
    Text("\(orders.count) orders")
        .font(.custom("Brand Sans", size: 20))
}
