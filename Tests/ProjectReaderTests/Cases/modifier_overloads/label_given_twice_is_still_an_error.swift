// Labels SwiftUI's `frame` never takes stay an error when the file itself is wrong in a way no
// overload can mend: a label given twice. swiftc's wording, "extra argument 'width'", is the point.
// source: an eleventh sample of public view files (50 files of 5 app repositories kept outside
// source: the repository); swiftc reports "extra argument 'width' in call" for this line.
// expect: error line 6 "extra argument 'width'"
#Preview { Color.red.frame(width: 10, width: 20) }
