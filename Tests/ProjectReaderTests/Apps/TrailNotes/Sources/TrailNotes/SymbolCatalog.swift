import SFSafeSymbols
import SwiftUI

/// The symbols the app's rows use, typed through the SFSafeSymbols package.
enum TrailSymbols {
    static let hiking: SFSymbol = .figureHiking
    static let favourite: SFSymbol = .starFill
}
