import LayoutEngine
import SwiftUIRuntime

/// The devices × Dynamic Type sizes every preview is laid out on by `lint`.
struct LintMatrix: Sendable, Equatable {
    /// One combination: a device and a Dynamic Type setting.
    struct Cell: Sendable, Hashable {
        var device: PreviewDevice
        var size: DynamicTypeSize

        static func == (lhs: Cell, rhs: Cell) -> Bool { lhs.device.name == rhs.device.name && lhs.size == rhs.size }
        func hash(into hasher: inout Hasher) {
            hasher.combine(device.name)
            hasher.combine(size)
        }
        /// `iphone-se @ accessibility3`.
        var name: String { "\(device.name) @ \(size.rawValue)" }
    }

    var devices: [PreviewDevice]
    var sizes: [DynamicTypeSize]

    /// The smallest and the largest iPhone `--device` knows (by screen area): iPhone SE 375 × 667
    /// and iPhone XS Max 414 × 896 (Apple HIG, "Layout", device screen sizes).
    static let defaultDevices: [PreviewDevice] = {
        let phones = PreviewDevice.all.filter { !$0.isPad }
        func area(_ device: PreviewDevice) -> Double { device.screen.width * device.screen.height }
        guard let smallest = phones.min(by: { area($0) < area($1) }), let largest = phones.max(by: { area($0) < area($1) }) else {
            return [.default]
        }
        return smallest.name == largest.name ? [smallest] : [smallest, largest]
    }()

    /// Large (the iOS default) and the five accessibility sizes, where text grows most
    /// (body 17 pt at Large, 28–53 pt at AX1–AX5: Apple HIG, "Typography", Dynamic Type sizes).
    static let defaultSizes: [DynamicTypeSize] = [.large, .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5]

    static let standard = LintMatrix(devices: defaultDevices, sizes: defaultSizes)

    /// Every cell, devices outermost, in the order given.
    var cells: [Cell] { devices.flatMap { device in sizes.map { Cell(device: device, size: $0) } } }

    /// The cell a finding's "did not happen at the default size" compares with: Large on `device`.
    static func baseline(on device: PreviewDevice) -> Cell { Cell(device: device, size: .large) }
}
