import SwiftUI

/// A bar per launch step (ten points per letter of its name), then the beam: as wide as the
/// registered default, ten points tall per watch of the delegate's store.
struct BeaconView: View {
    var body: some View {
        let delegate = UIApplication.shared.delegate as? AppDelegate
        HStack(spacing: 0) {
            ForEach(Array(LaunchLog.steps.enumerated()), id: \.offset) { _, step in
                Color.yellow.frame(width: CGFloat(step.count) * 10, height: 10)
            }
            Color.blue.frame(width: UserDefaults.standard.double(forKey: "beamWidth"),
                             height: CGFloat(delegate?.store.watches.count ?? 0) * 10)
        }
    }
}

#Preview {
    BeaconView()
}
