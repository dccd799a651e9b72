public enum RecipeFormatter {
    public static func minutes(_ minutes: Int) -> String { "\(minutes) min" }
}
