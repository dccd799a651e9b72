// `Bundle.allBundles` is the app's main bundle with the bundles it created at run time (none in
// a preview); `Bundle.allFrameworks`, the bundles of the frameworks it links, Apple's among
// them, is not modelled: empty, with a warning. Code that searches every bundle for a resource
// (a Core Data stack looking for its `.momd`) goes on with what the main bundle answers.
// source: Apple, Bundle.allBundles ("includes the main bundle and all bundles that have been
// source: dynamically created"); Bundle.allFrameworks ("all of the application's bundles that
// source: represent frameworks").
// source: widths: one bundle gives 10 × 1 = 10; `first == Bundle.main` gives the 20 wide bar;
// source: no framework bundle gives the 30 wide bar.
// expect: no error
// expect: 1 × warning [libraryAssumedValue] "'Bundle.allFrameworks'"
// expect: no warning [assumedValue]
// expect: Color[*].width == [10, 20, 30]
import SwiftUI

struct BundleSearch: View {
    private let bundles = Bundle.allBundles
    private let frameworks = Bundle.allFrameworks

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: CGFloat(bundles.count) * 10, height: 4)
            Color.green.frame(width: bundles.first == Bundle.main ? 20 : 5, height: 4)
            Color.blue.frame(width: frameworks.isEmpty ? 30 : 5, height: 4)
        }
    }
}

#Preview {
    BundleSearch()
}
