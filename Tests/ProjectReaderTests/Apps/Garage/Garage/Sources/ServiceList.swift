import GarageKit
import SwiftUI

struct ServiceList: View {
    var body: some View {
        ServiceSection("Services") {
            ForEach(ServiceKind.allCases, id: \.self) { kind in
                HStack {
                    Image(kind.icon)
                    Text(kind.title)
                }
            }
        }
        .withoutHorizontalPadding()
        .sectionContainerStyle(.transparent)
    }
}

#Preview {
    ServiceList()
}
