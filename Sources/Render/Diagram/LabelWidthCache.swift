#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Workers

/// The measured widths of label texts, kept by a `DiagramRenderer` for the label font of its
/// fonts: labels are numbers (`393`, `16`, `361×48`), the same few in every diagram of a site,
/// and measuring one (shaping, kerning, calibration) costs about 16 000 instructions. Like
/// `GlyphPathCache`, a class shared by the renderer's copies, under a lock so they may draw on
/// several threads; the renderer starts a new one when its fonts change.
final class LabelWidthCache: @unchecked Sendable {
    private let lock = MutualExclusion()
    private var widths: [String: Double] = [:]

    /// `text`'s width as `measure` gives it, measured once.
    func width(of text: String, measure: (String) -> Double) -> Double {
        lock.lock()
        let known = widths[text]
        lock.unlock()
        if let known { return known }
        let width = measure(text)
        lock.lock()
        widths[text] = width
        lock.unlock()
        return width
    }
}
