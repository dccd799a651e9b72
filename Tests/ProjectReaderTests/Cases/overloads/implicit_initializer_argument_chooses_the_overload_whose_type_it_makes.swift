// A view modifier overloaded by its model's type, called with `.init(…)` for the model: Swift
// looks `.init` up in each overload's parameter type with the written labels, so
// `.init(message:titles:)` makes a `ChoiceModel` and calls the overload taking one, though the
// `ConfirmModel` overload is declared first and takes the same argument labels.
// source: SE-0287 / The Swift Programming Language, "Implicit Member Expression"; checked with
// source: swiftc 6: `card(.init(message:titles:), shown:)` beside `card(_: ConfirmModel, shown:)`
// source: calls the `ChoiceModel` overload. Two 60 pt title frames side by side → 120.
// expect: no error
// expect: HStack.width == 120
// expect: Text[0].text == "No"
// expect: Text[1].text == "Yes"
import SwiftUI

struct ConfirmModel {
    let message: String
    let confirmTitle: String
    init(message: String, confirmTitle: String) {
        self.message = message
        self.confirmTitle = confirmTitle
    }
}

struct ChoiceModel {
    let message: String
    let titles: (String, String)
    init(message: String, titles: (String, String)) {
        self.message = message
        self.titles = titles
    }
}

extension View {
    func alertCard(_ model: ConfirmModel, isPresented: Binding<Bool>) -> some View {
        overlay(alignment: .top) {
            Text(model.confirmTitle).frame(width: 100, height: 20)
        }
    }

    func alertCard(_ model: ChoiceModel, isPresented: Binding<Bool>) -> some View {
        overlay(alignment: .top) {
            HStack(spacing: 0) {
                Text(model.titles.0).frame(width: 60, height: 20)
                Text(model.titles.1).frame(width: 60, height: 20)
            }
        }
    }
}

struct SignOutScreen: View {
    @State private var asking = true

    var body: some View {
        Color.gray
            .frame(width: 300, height: 200)
            .alertCard(.init(message: "Sign out?", titles: ("No", "Yes")), isPresented: $asking)
    }
}

#Preview { SignOutScreen() }
