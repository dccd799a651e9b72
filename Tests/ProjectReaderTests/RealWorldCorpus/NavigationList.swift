import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
    let cuisine: String
}

struct RecipeListView: View {
    let recipes = [
        Recipe(id: 1, name: "Pad thai", cuisine: "Thai"),
        Recipe(id: 2, name: "Shakshuka", cuisine: "Maghrebi"),
        Recipe(id: 3, name: "Pierogi", cuisine: "Polish"),
    ]

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(value: recipe) {
                    VStack(alignment: .leading) {
                        Text(recipe.name)
                        Text(recipe.cuisine)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                Text(recipe.name)
            }
        }
    }
}

#Preview {
    RecipeListView()
}
