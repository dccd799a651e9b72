// A bundle's resource named by a value the preview cannot know (another file's identifier) is
// as unknown as that value, not a missing file: the code that traps when the resource is absent
// (`fatalError` in the `else`) does not run, and the view after it lays out. A literal name the
// bundle lacks is still nil.
// source: Apple, Bundle.url(forResource:withExtension:) ("nil if the file could not be located");
// source: whether another file's value names a present file cannot be known here, so the
// source: lookup gives the stand-in the value is, with its warning.
// source: sizes: the banner is the frame's 120 × 40; the missing literal gives nil, so 10 wide.
// expect: no error
// expect: warning [assumedValue] "'Banner.sample.identifier'"
// expect: Color[*].width == [120, 10]
import SwiftUI

struct BannerFrame: View {
    let url: URL

    init(identifier: String) {
        if let found = Bundle.main.url(forResource: identifier, withExtension: nil) {
            url = found
        } else {
            fatalError("no preview image \(identifier)")
        }
    }

    var body: some View {
        VStack(spacing: 0) {
            Color.orange.frame(width: 120, height: 40)
            Color.gray.frame(width: Bundle.main.url(forResource: "absent-file", withExtension: "png") == nil ? 10 : 50, height: 4)
        }
    }
}

#Preview {
    BannerFrame(identifier: Banner.sample.identifier)
}
