/// How a statement finished: normally, or by transferring control.
enum Flow {
    case normal
    case breakLoop(label: String?)
    case continueLoop(label: String?)
    case returned(Value)
    case fallthroughCase
}
