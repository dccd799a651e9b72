// `viewModel as! Building` given another file's value. The file compiles and its preview passes
// such a value, so the cast is taken to succeed and the value stays unknown; `as?` of it binds
// nothing (reported), as an optional binding of another file's value does: one text, not two.
// source: a twelfth sample of public view files (30 files of 3 repositories kept outside the
// source: repository); written from the language rule, not copied.
// expect: no error
// expect: Text.count == 1
import SwiftUI
struct Tower: View {
    @ObservedObject var model: Building
    init(viewModel: AnyObject?) {
        let building = viewModel as! Building
        self._model = ObservedObject(initialValue: building)
    }
    var body: some View {
        VStack {
            Text("Tower")
            if let shop = (model as Any) as? Shop { Text(shop.name) }
        }
    }
}
#Preview { Tower(viewModel: Building()) }
