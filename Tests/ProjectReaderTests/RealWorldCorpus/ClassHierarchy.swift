import SwiftUI

class Shape2D {
    let name: String
    init(name: String) { self.name = name }
    func area() -> Double { 0 }
    var description: String { "\(name) with area \(String(format: "%.1f", area()))" }
}

final class Square: Shape2D {
    let side: Double
    init(side: Double) {
        self.side = side
        super.init(name: "Square")
    }
    override func area() -> Double { side * side }
}

final class Disc: Shape2D {
    let radius: Double
    init(radius: Double) {
        self.radius = radius
        super.init(name: "Disc")
    }
    override func area() -> Double { .pi * radius * radius }
}

struct ShapeGallery: View {
    let shapes: [Shape2D] = [Square(side: 3), Disc(radius: 2), Square(side: 1.5)]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(shapes.indices, id: \.self) { index in
                let shape = shapes[index]
                HStack {
                    if shape is Disc {
                        Circle().frame(width: 20, height: 20)
                    } else {
                        Rectangle().frame(width: 20, height: 20)
                    }
                    Text(shape.description)
                }
            }
        }
        .padding()
    }
}

#Preview {
    ShapeGallery()
}
