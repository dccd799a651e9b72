import SwiftUI

/// The spacing every Orchard screen shares.
public enum Spacing {
    public static let shelfHeight: CGFloat = 40
    public static let gap: CGFloat = 8
}
