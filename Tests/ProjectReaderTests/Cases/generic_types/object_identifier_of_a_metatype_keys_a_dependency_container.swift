// `ObjectIdentifier(type)` identifies a type (or a class instance): a dependency container that
// stores each factory under `ObjectIdentifier(Service.self)` finds it again when resolved with the
// same protocol, and two different types never share a key. Nothing traps with "No dependency
// registered", and each resolved service gives its own width.
// source: Swift standard library, `ObjectIdentifier` ("A unique identifier for a class instance or
// source: metatype"; `Hashable`); swiftc 6 prints `true false` for
// source: `ObjectIdentifier(P.self) == ObjectIdentifier(P.self)`, `… == ObjectIdentifier(Q.self)`,
// source: and `1 false` for a set of one box's identifier twice and `== ObjectIdentifier(Box())`.
// source: widths: the spacing service's 24, the badge service's 40, (1 + 1) × 10 = 20.
// expect: no diagnostic
// expect: Color[*].width == [24, 40, 20]
import SwiftUI

protocol SpacingProviding { var width: CGFloat { get } }
protocol BadgeProviding { var width: CGFloat { get } }
struct FixedSpacing: SpacingProviding { var width: CGFloat { 24 } }
struct WideBadge: BadgeProviding { var width: CGFloat { 40 } }
final class Box {}

final class ServiceContainer {
    private var factories: [ObjectIdentifier: () -> Any] = [:]

    func register<Service>(_ type: Service.Type = Service.self, factory: @escaping () -> Service) {
        factories[ObjectIdentifier(type)] = factory
    }

    func resolve<Service>(_ type: Service.Type = Service.self) -> Service {
        guard let factory = factories[ObjectIdentifier(type)], let service = factory() as? Service else {
            preconditionFailure("No dependency registered for \(type)")
        }
        return service
    }
}

struct ResolvedServiceBars: View {
    let container: ServiceContainer = {
        let container = ServiceContainer()
        container.register(SpacingProviding.self) { FixedSpacing() }
        container.register(BadgeProviding.self) { WideBadge() }
        return container
    }()
    let box = Box()

    var sameBoxCount: Int {
        let ids: Set<ObjectIdentifier> = [ObjectIdentifier(box), ObjectIdentifier(box)]
        return ids.count + (ObjectIdentifier(box) == ObjectIdentifier(Box()) ? 5 : 1)
    }

    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: container.resolve(SpacingProviding.self).width, height: 4)
            Color.blue.frame(width: container.resolve(BadgeProviding.self).width, height: 4)
            Color.blue.frame(width: CGFloat(sameBoxCount * 10), height: 4)
        }
    }
}
#Preview { ResolvedServiceBars() }
