import LayoutEngine
import Testing
@testable import ProjectReader

/// `PhaseAnimator` and `KeyframeAnimator` (`Library/Views/Animators.swift`) lay out their content
/// as it first appears: with the first phase, or with the initial value.
@Suite struct AnimatorContainerTests {
    /// The phases are 40, 80 and 120 pt wide squares' sides: the first appearance is the first
    /// phase, so the square is 40 × 40; the `animation:` closure changes nothing of it.
    @Test func aPhaseAnimatorShowsItsFirstPhase() throws {
        let views = try placedViews("""
        import SwiftUI
        struct Pulse: View {
            var body: some View {
                PhaseAnimator([40.0, 80.0, 120.0]) { side in
                    Rectangle().frame(width: side, height: side)
                } animation: { _ in .easeInOut(duration: 0.4) }
            }
        }
        #Preview { Pulse() }
        """)
        #expect(try frame(views, kind: "Rectangle").size == Size(width: 40, height: 40))
    }

    /// A phase enum's `allCases` with a trigger: the first case, `.small`, whose scale is 10 pt.
    @Test func aTriggeredPhaseAnimatorShowsItsFirstCase() throws {
        let views = try placedViews("""
        import SwiftUI
        enum Stage: CaseIterable { case small, large
            var side: CGFloat { self == .small ? 10 : 50 }
        }
        struct Bounce: View {
            @State private var taps = 0
            var body: some View {
                PhaseAnimator(Stage.allCases, trigger: taps) { stage in
                    Circle().frame(width: stage.side, height: stage.side)
                }
            }
        }
        #Preview { Bounce() }
        """)
        #expect(try frame(views, kind: "Circle").size == Size(width: 10, height: 10))
    }

    /// The keyframes animate from `initialValue`, so before they play the content has it: the
    /// bar is `initialValue.width` = 30 pt wide, not the keyframe's 90.
    @Test func aKeyframeAnimatorShowsItsInitialValue() throws {
        let views = try placedViews("""
        import SwiftUI
        struct Growth { var width: CGFloat = 30 }
        struct Bar: View {
            var body: some View {
                KeyframeAnimator(initialValue: Growth(), repeating: true) { value in
                    Rectangle().frame(width: value.width, height: 8)
                } keyframes: { _ in
                    KeyframeTrack(\\.width) { LinearKeyframe(90, duration: 1) }
                }
            }
        }
        #Preview { Bar() }
        """)
        #expect(try frame(views, kind: "Rectangle").size == Size(width: 30, height: 8))
    }
}
