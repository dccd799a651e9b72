import SwiftUI

enum Theme {
    static let accent = Color("Brand")
}
