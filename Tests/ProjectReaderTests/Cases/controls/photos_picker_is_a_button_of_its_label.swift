// PhotosUI's `PhotosPicker` is a button that shows the Photos picker when pressed: laid out as a
// borderless button of its label (no padding), the title form as a `Text`. Nothing is a stand-in.
// source: Apple docs, "PhotosPicker": "the following code displays a button that — when pressed —
// source: shows a picker"; Fivestars, "Exploring SwiftUI's Button styles" (iOS's default button
// source: style is borderless: no padding), so each picker is as large as its label.
// expect: no warning
// expect: any("PhotosPicker").count == 2
// expect: any("PhotosPicker")[0].width == Label.width
// expect: any("PhotosPicker")[0].height == Label.height
// expect: any("PhotosPicker")[1].width == Text[1].width
// expect: any("PhotosPicker")[1].height == Text[1].height
// expect: Text[1].text == "Pick"
import SwiftUI
import PhotosUI

struct AvatarEditor: View {
    @State private var item: PhotosPickerItem?

    var body: some View {
        VStack {
            PhotosPicker(selection: $item, matching: .images) {
                Label("Choose photo", systemImage: "photo")
            }
            PhotosPicker("Pick", selection: $item, matching: .images)
        }
    }
}

#Preview { AvatarEditor() }
