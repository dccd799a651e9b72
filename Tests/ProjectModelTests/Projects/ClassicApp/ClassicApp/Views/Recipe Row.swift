import SwiftUI
import RecipeKit

struct RecipeRow: View {
    var recipe: Recipe
    var body: some View {
        HStack {
            Text(recipe.name).font(.custom("Inter-Regular", size: 17))
            Spacer()
            Text(RecipeFormatter.minutes(recipe.minutes))
        }
    }
}
