// An initializer a library type's extension declares may be called with its defaulted parameters
// left out (The Swift Programming Language, "Functions", "Default Parameter Values": "you can omit
// that parameter when calling the function"), and SwiftUI's `Color` and `Text` have no overload
// taking `hex:` or `key:`, so Swift runs the extension's: the colour is red (0xFF / 255 = 1, the
// other channels 0) at the defaulted opacity 1, and the text is "Hi" + the defaulted "!".
// Written in full, the same initializers give green and "Hi?".
// source: The Swift Programming Language, "Functions" (Default Parameter Values).
// expect: no warning
// expect: Color[0].label == "Color(rgb(1, 0, 0, 1))"
// expect: Color[1].label == "Color(rgb(0, 1, 0, 0.5))"
// expect: Text[*].text == ["Hi!", "Hi?"]
import SwiftUI

extension Color {
    init(hex: UInt32, opacity: Double = 1) {
        self.init(.sRGB,
                  red: Double((hex >> 16) & 0xFF) / 255,
                  green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255,
                  opacity: opacity)
    }
}

extension Text {
    init(key: String, suffix: String = "!") {
        self.init(key + suffix)
    }
}

#Preview {
    VStack {
        Color(hex: 0xFF0000).frame(width: 10, height: 10)
        Color(hex: 0x00FF00, opacity: 0.5).frame(width: 10, height: 10)
        Text(key: "Hi")
        Text(key: "Hi", suffix: "?")
    }
}
