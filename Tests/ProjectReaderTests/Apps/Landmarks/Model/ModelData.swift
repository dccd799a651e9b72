import Foundation

/// The app's data, loaded from the bundle the way Apple's SwiftUI tutorial does.
@Observable
final class ModelData {
    var landmarks: [Landmark] = load("landmarkData.json")

    var favorites: [Landmark] { landmarks.filter(\.isFavorite) }
}

func load<T: Decodable>(_ filename: String) -> T {
    let data: Data
    guard let file = Bundle.main.url(forResource: filename, withExtension: nil) else {
        fatalError("Couldn't find \(filename) in main bundle.")
    }
    do {
        data = try Data(contentsOf: file)
    } catch {
        fatalError("Couldn't load \(filename) from main bundle:\n\(error)")
    }
    do {
        return try JSONDecoder().decode(T.self, from: data)
    } catch {
        fatalError("Couldn't parse \(filename) as \(T.self):\n\(error)")
    }
}
