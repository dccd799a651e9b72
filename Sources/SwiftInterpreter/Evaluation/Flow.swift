/// How a statement finished: normally, or by transferring control.
enum Flow {
    case normal
    case breakLoop(label: String?)
    case continueLoop(label: String?)
    case returned(Value)
    case fallthroughCase
}

extension Flow {
    /// What a loop labelled `label` does after one pass of its body ended with this flow: `nil`
    /// goes on to the next iteration (the body ended normally, or a `continue` aimed at this loop
    /// or unlabelled); otherwise the loop ends with the returned flow (`.normal` for a `break`
    /// aimed at it; any other flow leaves it unchanged, for an outer loop or the function).
    func exitingLoop(labelled label: String?) -> Flow? {
        switch self {
        case .normal: return nil
        case let .breakLoop(target) where target == nil || target == label: return .normal
        case let .continueLoop(target) where target == nil || target == label: return nil
        default: return self
        }
    }
}
