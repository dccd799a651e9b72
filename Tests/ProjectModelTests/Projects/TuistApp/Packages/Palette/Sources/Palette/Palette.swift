import SwiftUI

public enum Palette {
    public static let leaf = Color.green
}
