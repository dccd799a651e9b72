import SwiftUI
import RecipeKit

struct RecipeList: View {
    var recipes: [Recipe]
    var body: some View {
        List(recipes) { recipe in RecipeRow(recipe: recipe) }
            .navigationTitle(Text("recipes.title"))
    }
}

#Preview { RecipeList(recipes: Recipe.samples) }
