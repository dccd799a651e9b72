/// Which file of an image set a device loads, in steps:
/// 1. Only variants whose file was read count.
/// 2. Appearance: in dark mode a dark variant if the set has one, else the "Any" (untagged or
///    light) ones; in light mode the untagged or light ones, else whatever exists (Apple,
///    "Supporting Dark Mode in Your Interface": the system picks the matching appearance and
///    falls back to Any Appearance).
/// 3. Idiom: the best-ranked idiom for an iPhone (`iphone`, then `universal`, then others —
///    see `DeviceIdiom.iPhoneRank`).
/// 4. Scale: a vector with no scale serves every scale; else the exact scale; else the nearest
///    scale, the larger on a tie (a 3x device with 1x and 2x files uses 2x; a 2x device with 1x
///    and 3x uses 3x). The nearest-larger rule is unverified and noted in docs/resources.md.
enum ImageVariantSelection {
    static func pick(from variants: [ImageVariant], scale: Double, appearance: Appearance) -> ImageVariant? {
        let readable = variants.filter { $0.intrinsicSize != nil }
        let dark = readable.filter { $0.appearance == .dark }
        let anyAppearance = readable.filter { $0.appearance != .dark }
        let byAppearance = appearance == .dark ? (dark.isEmpty ? anyAppearance : dark) : (anyAppearance.isEmpty ? dark : anyAppearance)
        guard let bestIdiom = byAppearance.map(\.idiom.iPhoneRank).min() else { return nil }
        let candidates = byAppearance.filter { $0.idiom.iPhoneRank == bestIdiom }
        if let vector = candidates.first(where: { $0.scale == nil && $0.format?.isVector == true }) { return vector }
        return candidates.min { lhs, rhs in
            let left = abs((lhs.scale ?? 1) - scale), right = abs((rhs.scale ?? 1) - scale)
            if left != right { return left < right }
            return (lhs.scale ?? 1) > (rhs.scale ?? 1)
        }
    }
}
