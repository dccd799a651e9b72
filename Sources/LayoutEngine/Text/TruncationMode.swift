/// Where `Text` puts the ellipsis when its last line is cut (`Text.TruncationMode`; default `.tail`).
public enum TruncationMode: String, Hashable, Sendable {
    case head, middle, tail
}

/// How lines of a multi-line `Text` line up (`TextAlignment`; default `.leading`).
public enum TextAlignment: String, Hashable, Sendable {
    case leading, center, trailing
}
