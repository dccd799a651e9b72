import Testing
@testable import ProjectReader

/// The prefix of Tuist's synthesized resource types is the target's product name put through
/// Tuist's `camelized` and `uppercasingFirst` (tuist/tuist
/// `Sources/TuistSupport/Extensions/String+Extras.swift`): split at non-alphanumerics, an empty
/// part kept as `_`, the first part's first letter lowered, later parts' raised.
@Suite struct TuistAccessorTypePrefixTests {
    @Test("A hyphen or underscore in a target's name joins its words, each after the first capitalised")
    func separatorsJoinWords() {
        // "CokeZet-DesignSystem" → parts CokeZet, DesignSystem → "cokeZet" + "DesignSystem" → first raised.
        #expect(TuistAccessorTypePrefix.of(targetName: "Garden-DesignSystem") == "GardenDesignSystem")
        #expect(TuistAccessorTypePrefix.of(targetName: "Garden_DesignSystem") == "GardenDesignSystem")
        // "feature home" → "feature" + "Home" → "FeatureHome".
        #expect(TuistAccessorTypePrefix.of(targetName: "feature home") == "FeatureHome")
    }

    @Test("A name of letters and digits only keeps its letters, its first raised")
    func plainNamesStay() {
        #expect(TuistAccessorTypePrefix.of(targetName: "Home") == "Home")
        #expect(TuistAccessorTypePrefix.of(targetName: "home2") == "Home2")
        #expect(TuistAccessorTypePrefix.of(targetName: "UIKitBridge") == "UIKitBridge")
    }

    @Test("Two separators in a row leave an underscore, as Tuist keeps an empty part as '_'")
    func emptyPartsBecomeUnderscores() {
        // parts Feature, "", Home → "feature" + "_" + "Home".
        #expect(TuistAccessorTypePrefix.of(targetName: "Feature--Home") == "Feature_Home")
    }
}
