// `Array(musicData[0 ... 8])` of another file's value is as unknown as the value; an empty array
// in its place made the file's own `albums[0 ... 3]` trap. The colour keeps its width of 30.
// source: a twenty-ninth sample of public view files (30 files of 3 repositories; 27 → 28 lay
// source: out); 30 is the frame given.
// expect: no error
// expect: frame.width == 30
import SwiftUI
struct Shelf: View {
    let albums: [Album]
    init() {
        let all = Array(musicData[0 ... 8])
        albums = Array(all[0 ... 3])
    }
    var body: some View {
        Color.gray.frame(width: 30, height: 30)
    }
}
#Preview { Shelf() }
