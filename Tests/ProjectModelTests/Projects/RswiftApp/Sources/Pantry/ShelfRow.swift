import RswiftResources
import SwiftUI

/// One shelf of the pantry, written with R.swift's generated `R`.
struct ShelfRow: View {
    var jarsLeft: Int

    var body: some View {
        HStack(spacing: 6) {
            Image(R.image.jars.jar_small)
            VStack(alignment: .leading, spacing: 2) {
                Text(R.string.localizable.pantryTitle)
                    .font(.custom(R.font.brandSansRegular, size: 18))
                Text(R.string.localizable.itemsLeft(jarsLeft))
                Text(R.string.localizable.restock_by("Friday"))
            }
            Color(R.color.shelfBrown)
                .frame(width: 10, height: 30)
        }
    }
}

#Preview {
    ShelfRow(jarsLeft: 4)
}

/// The same row with its values written out.
struct WrittenOutShelfRow: View {
    var body: some View {
        HStack(spacing: 6) {
            Image("Jars/jar_small")
            VStack(alignment: .leading, spacing: 2) {
                Text(verbatim: "Pantry")
                    .font(.custom("BrandSans-Regular", size: 18))
                Text(verbatim: "4 jars left")
                Text(verbatim: "Restock by Friday")
            }
            Color("shelf-brown")
                .frame(width: 10, height: 30)
        }
    }
}

#Preview {
    WrittenOutShelfRow()
}
