import SwiftInterpreter

/// UIKit's `UIAccessibility` settings as a fresh simulator has them (Apple docs, "UIAccessibility":
/// `isReduceMotionEnabled`, `isVoiceOverRunning`, `isBoldTextEnabled`, … each "returns a Boolean
/// value indicating whether the … setting is in an enabled state"; Settings › Accessibility starts
/// with every one off, except `isVideoAutoplayEnabled`, whose setting "Auto-Play Video Previews"
/// starts on). The same answers as SwiftUI's environment defaults (`accessibilityReduceMotion`
/// false, …). `post(notification:argument:)` announces nothing; the `…DidChangeNotification` names
/// are `Notification.Name`s with UIKit's raw values.
extension SwiftUIRuntime {
    static let accessibilitySettingsOff = [
        "isReduceMotionEnabled", "isVoiceOverRunning", "isBoldTextEnabled", "isReduceTransparencyEnabled",
        "isDarkerSystemColorsEnabled", "isGrayscaleEnabled", "isInvertColorsEnabled", "isMonoAudioEnabled",
        "isClosedCaptioningEnabled", "isSwitchControlRunning", "isGuidedAccessEnabled", "isSpeakSelectionEnabled",
        "isSpeakScreenEnabled", "isShakeToUndoEnabled", "isAssistiveTouchRunning", "shouldDifferentiateWithoutColor",
        "isOnOffSwitchLabelsEnabled", "prefersCrossFadeTransitions", "buttonShapesEnabled",
    ]

    func registerUIAccessibility() {
        guard let accessibility = registerAppleType("UIAccessibility") else { return }
        for name in Self.accessibilitySettingsOff { accessibility.staticValues[name] = .bool(false) }
        accessibility.staticValues["isVideoAutoplayEnabled"] = .bool(true)
        accessibility.staticMethods["post"] = [.native("post") { _, _, _ in .void }]
        let changes = ["reduceMotionStatusDidChangeNotification": "UIAccessibilityReduceMotionStatusDidChangeNotification",
                       "voiceOverStatusDidChangeNotification": "UIAccessibilityVoiceOverStatusDidChangeNotification",
                       "boldTextStatusDidChangeNotification": "UIAccessibilityBoldTextStatusDidChangeNotification",
                       "reduceTransparencyStatusDidChangeNotification": "UIAccessibilityReduceTransparencyStatusDidChangeNotification"]
        for (name, raw) in changes { accessibility.staticValues[name] = interpreter.nativeValue("Notification.Name", raw) }
    }
}
