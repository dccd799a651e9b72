import CafeModels

public struct MenuClient {
    public func menu() async throws -> [MenuItem] { MenuItem.samples }
}
