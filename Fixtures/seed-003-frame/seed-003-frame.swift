// Seed 003 — Alexander Grebenyuk, "SwiftUI Layout System", "Frame": a 60x60 image
// (Assets/swiftui@2x.png, 120x120 pixels at @2x) in frames. The article's struct is called
// `Frame`; each variant is its own struct here so that the file has one preview per example.
import SwiftUI

// "The image has not changed its size": the 80x80 frame centres the 60x60 image.
struct Frame: View {
    var body: some View {
        Image("swiftui")
            .border(Color.red)
            .frame(width: 80, height: 80)
            .border(Color.blue)
    }
}

// "you can select any of the other available ones": top-leading alignment.
struct FrameTopLeading: View {
    var body: some View {
        Image("swiftui")
            .border(Color.red)
            .frame(width: 80, height: 80,
                   alignment: .topLeading)
            .border(Color.blue)
    }
}

// "If marked resizable, frame now directly affects the size of the image view".
struct FrameResizable: View {
    var body: some View {
        Image("swiftui")
            .resizable()
            .border(Color.red)
            .frame(width: 80, height: 80)
            .border(Color.blue)
    }
}

// "when the frame is smaller than the size of the content": the image stays 60x60.
struct FrameSmaller: View {
    var body: some View {
        Image("swiftui")
            .border(Color.red)
            .frame(width: 40, height: 80)
            .border(Color.blue)
    }
}

#Preview("frame") { Frame() }
#Preview("frame top leading") { FrameTopLeading() }
#Preview("frame resizable") { FrameResizable() }
#Preview("frame smaller") { FrameSmaller() }
